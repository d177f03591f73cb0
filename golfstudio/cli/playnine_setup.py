"""Play Nine's options for ``golfstudio simulate playnine``: the number of holes."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from golfstudio.cli.numbers import bounded
from golfstudio.engine.state import JsonValue
from golfstudio.playnine.game import DEFAULT_HOLES, MAX_HOLES, GameParams


class _Setup:
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--holes", type=bounded(1, MAX_HOLES, "holes"),
                            default=DEFAULT_HOLES, metavar="N",
                            help=f"holes a game (1 to {MAX_HOLES}, default {DEFAULT_HOLES})")

    def params(self, args: Any, players: Sequence[str]) -> dict[str, JsonValue]:
        return GameParams(tuple(players), args.holes).to_json()

    def describe(self, args: Any) -> dict[str, JsonValue]:
        return {"holes": args.holes}


SETUP = _Setup()
