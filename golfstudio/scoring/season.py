"""Season standings across game nights (scoring.md: "season standings across game nights").

Players come and go between nights, so the standings rank by average strokes per round
played, not by total; a win is a round the player placed first in (stroke play, lower
wins), and only where there was someone to beat: a round played alone is counted in the
player's rounds and average but is neither a win nor a loss (issue 27 §14). A caller that
shows fewer players than played (the history without its AIs) passes the winners of the
whole field (``winners``), so hiding an opponent never turns a lost round into a win.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
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


def round_winners(card: RoundCard, net: bool = False) -> frozenset[str]:
    """The names placed first in the card's stroke play (a shared first place: each), or
    nobody when the card has a single player: alone, there is no one to win against."""
    if len(card.players) < 2:
        return frozenset()
    standings = stroke_play(player_sides(card, Strokes.GROSS), player_sides(card, Strokes.FULL),
                            by_net=net)
    return frozenset(s.name for s in standings if s.place == 1)


def season_standings(cards: Sequence[RoundCard], net: bool = False,
                     winners: Sequence[Collection[str]] | None = None) -> list[SeasonStanding]:
    """Rounds played, total and average strokes per round (net with ``net``, full handicap),
    wins (a shared first place counts as a win for each; :func:`round_winners` of each card
    unless ``winners`` gives them, one collection per card), ordered by average then name.

    Averages are compared exactly (as fractions), so equal averages share a place.
    """
    if winners is not None and len(winners) != len(cards):
        raise ValueError("one collection of winners per card")
    rounds: dict[str, int] = {}
    totals: dict[str, int] = {}
    wins: dict[str, int] = {}
    for number, card in enumerate(cards):
        won = round_winners(card, net) if winners is None else winners[number]
        gross = player_sides(card, Strokes.GROSS)
        netted = player_sides(card, Strokes.FULL)
        for standing in stroke_play(gross, netted, by_net=net):
            name = standing.name
            rounds[name] = rounds.get(name, 0) + 1
            totals[name] = totals.get(name, 0) + (standing.net if net else standing.gross)
            wins[name] = wins.get(name, 0) + (1 if name in won else 0)
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
