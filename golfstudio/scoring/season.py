"""Season standings across game nights (scoring.md: "season standings across game nights").

Players come and go between nights, so the standings rank by average strokes per round
played, not by total; a win is a night the player placed first in that round's stroke play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import Strokes, player_sides
from golfstudio.scoring.stroke import stroke_play


@dataclass(frozen=True)
class SeasonStanding:
    name: str
    rounds: int
    total: int
    average: float
    wins: int
    place: int


def season_standings(cards: Sequence[RoundCard], net: bool = False) -> list[SeasonStanding]:
    """Rounds played, total and average strokes per round (net with ``net``, full handicap),
    wins (a shared first place counts as a win for each), ordered by average then name.

    Averages are compared exactly (as fractions), so equal averages share a place.
    """
    rounds: dict[str, int] = {}
    totals: dict[str, int] = {}
    wins: dict[str, int] = {}
    for card in cards:
        gross = player_sides(card, Strokes.GROSS)
        netted = player_sides(card, Strokes.FULL)
        for standing in stroke_play(gross, netted, by_net=net):
            name = standing.name
            rounds[name] = rounds.get(name, 0) + 1
            totals[name] = totals.get(name, 0) + (standing.net if net else standing.gross)
            wins[name] = wins.get(name, 0) + (1 if standing.place == 1 else 0)
    averages = {name: Fraction(totals[name], rounds[name]) for name in rounds}
    return [
        SeasonStanding(
            name=name,
            rounds=rounds[name],
            total=totals[name],
            average=float(averages[name]),
            wins=wins[name],
            place=place,
        )
        for name, place in places(averages)
    ]
