"""Skins: a hole won by a unique lowest score earns a skin (scoring.md).

Option carry-over: a tied hole's skin carries to the next hole until someone wins one.
*Decision*: skins still carried after the last hole are left unawarded and shown as such.

A player who joins late (scoring.md, turn 3) contests only the holes from their first score
on: a hole's skin is a bet among the players present on it. *Decision* (docs/scoring.md,
"Late players"): a latecomer who wins a hole takes its skin and the carried skins of holes
they played; skins carried from before they joined keep carrying, for the players who
played those holes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import Sides, contested_holes, hole_winner


@dataclass(frozen=True)
class SkinHole:
    """One played hole: its 1-based number, who took it and how many skins it was worth
    to the winner (0 on a tied hole)."""

    hole: int
    winner: str | None
    value: int
    skins_from: tuple[int, ...] = field(default=(), compare=False)
    """The 1-based holes whose skins the winner took (this one and those carried to it)."""


@dataclass(frozen=True)
class SkinsResult:
    """Skins per side, hole by hole, and the skins nobody won.

    ``unawarded`` is the played holes minus the skins won: the tied holes, or with carry-over
    the skins still carried after the last hole; skins won + unawarded = holes played.
    """

    skins: Mapping[str, int]
    holes: tuple[SkinHole, ...]
    unawarded: int
    players: Mapping[int, tuple[str, ...]] = field(default_factory=dict, compare=False)
    """1-based hole -> the players who contested it (everyone but a latecomer not yet in):
    a skin from that hole is paid by them alone."""


def skins(sides: Sides, *, carry_over: bool = False) -> SkinsResult:
    """Skins over the played holes, in hole order (gross or net is the caller's choice)."""
    if len(sides) < 2:
        raise ScoreError(tr("skins needs at least two players, got {count}").format(
            count=len(sides)))
    won = dict.fromkeys(sides, 0)
    holes: list[SkinHole] = []
    carried: list[int] = []  # 0-based holes whose skins are carried
    unawarded = 0
    contested = contested_holes(sides)
    present = {hole: players for hole, players in contested}
    for hole, players in contested:
        winner = hole_winner({name: sides[name] for name in players}, hole)
        if winner is None:
            holes.append(SkinHole(hole=hole + 1, winner=None, value=0))
            if carry_over:
                carried.append(hole)
            else:
                unawarded += 1
            continue
        taken = [h for h in carried if winner in present[h]] + [hole]
        carried = [h for h in carried if winner not in present[h]]
        won[winner] += len(taken)
        holes.append(SkinHole(hole=hole + 1, winner=winner, value=len(taken),
                              skins_from=tuple(h + 1 for h in taken)))
    return SkinsResult(skins=won, holes=tuple(holes), unawarded=unawarded + len(carried),
                       players={hole + 1: players for hole, players in contested})
