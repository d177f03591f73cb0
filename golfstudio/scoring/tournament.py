"""Stroke-play tournament: 2, 3 or 4 stroke-play rounds of the same players added up
(scoring.md); lowest total wins; ties share the place."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import Strokes, player_sides
from golfstudio.scoring.stroke import total

ROUNDS = range(2, 5)
"""scoring.md: a tournament has 2, 3 or 4 rounds."""


@dataclass(frozen=True)
class TournamentStanding:
    name: str
    rounds: tuple[int, ...]
    total: int
    place: int


def tournament(round_totals: Sequence[Mapping[str, int]]) -> list[TournamentStanding]:
    """Standings from each round's totals per player (every round has the same players)."""
    names = list(round_totals[0]) if round_totals else []
    rounds = {name: tuple(totals[name] for totals in round_totals) for name in names}
    overall = {name: sum(scores) for name, scores in rounds.items()}
    return [
        TournamentStanding(name=name, rounds=rounds[name], total=overall[name], place=place)
        for name, place in places(overall)
    ]


def tournament_cards(
    cards: Sequence[RoundCard], *, net: bool = False, labels: Sequence[str] | None = None
) -> list[TournamentStanding]:
    """Gross totals per round, or net ones (each round's full handicap) with ``net``.

    ``labels`` name the rounds in error messages (the CLI passes the file names).
    """
    names = (list(labels) if labels is not None
             else [tr("round {number}").format(number=i) for i in range(1, len(cards) + 1)])
    if len(cards) not in ROUNDS:
        raise ScoreError(tr("a tournament has 2 to 4 rounds, got {count}").format(count=len(cards)))
    players = set(cards[0].names)
    for label, card in zip(names[1:], cards[1:], strict=True):
        if set(card.names) != players:
            missing = ", ".join(sorted(players - set(card.names))) or tr("nobody")
            extra = ", ".join(sorted(set(card.names) - players)) or tr("nobody")
            raise ScoreError(tr("{label} must have the same players as {first} "
                                "(missing: {missing}; not in {first}: {extra})").format(
                label=label, first=names[0], missing=missing, extra=extra))
    strokes = Strokes.FULL if net else Strokes.GROSS
    return tournament(
        [{name: total(row) for name, row in player_sides(card, strokes).items()} for card in cards]
    )
