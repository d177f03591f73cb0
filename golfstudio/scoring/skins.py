"""Skins: a hole won by a unique lowest score earns a skin (scoring.md).

Option carry-over: a tied hole's skin carries to the next hole until someone wins one.
*Decision*: skins still carried after the last hole are left unawarded and shown as such.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import Sides, hole_winner, played_holes


@dataclass(frozen=True)
class SkinHole:
    """One played hole: its 1-based number, who took it and how many skins it was worth
    to the winner (0 on a tied hole)."""

    hole: int
    winner: str | None
    value: int


@dataclass(frozen=True)
class SkinsResult:
    """Skins per side, hole by hole, and the skins nobody won.

    ``unawarded`` is the played holes minus the skins won: the tied holes, or with carry-over
    the skins still carried after the last hole; skins won + unawarded = holes played.
    """

    skins: Mapping[str, int]
    holes: tuple[SkinHole, ...]
    unawarded: int


def skins(sides: Sides, *, carry_over: bool = False) -> SkinsResult:
    """Skins over the played holes, in hole order (gross or net is the caller's choice)."""
    if len(sides) < 2:
        raise ScoreError(tr("skins needs at least two players, got {count}").format(
            count=len(sides)))
    won = dict.fromkeys(sides, 0)
    holes: list[SkinHole] = []
    carried = 0
    unawarded = 0
    for hole in played_holes(sides):
        winner = hole_winner(sides, hole)
        if winner is None:
            holes.append(SkinHole(hole=hole + 1, winner=None, value=0))
            if carry_over:
                carried += 1
            else:
                unawarded += 1
            continue
        value = 1 + carried
        carried = 0
        won[winner] += value
        holes.append(SkinHole(hole=hole + 1, winner=winner, value=value))
    return SkinsResult(skins=won, holes=tuple(holes), unawarded=unawarded + carried)
