"""The list of sub-command registrars, so each command lives in a module of its own.

A registrar takes the sub-parsers object, adds its parser and sets ``run`` to a function of
the parsed arguments that returns the exit status.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from golfstudio.cli import (
    analyse,
    carambole,
    dicegolf,
    games,
    handicap,
    night,
    pbm,
    playnine,
    replay,
    score,
    simulate,
    ultimate,
)
from golfstudio.cli import bench as bench_command

Registrar = Callable[["argparse._SubParsersAction[Any]"], None]

REGISTRY: list[Registrar] = [
    score.register,
    handicap.register,
    carambole.register,
    games.register,
    simulate.register,
    replay.register,
    analyse.register,
    bench_command.register,
    ultimate.register,
    playnine.register,
    dicegolf.register,
    pbm.register,
    night.register,
]
