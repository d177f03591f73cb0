"""Per-side, per-hole scores: the plain data every format works on.

A side is a player or a team; its row holds one score per hole, ``None`` for a hole it has not
finished yet, so a live scorecard can be scored as it fills. A hole counts as played once
every side has a score there; match play, Nassau and skins look at played holes only, in
hole order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import Enum

from golfstudio.i18n import tr
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError

Sides = Mapping[str, Sequence[int | None]]
"""Side name -> score per hole (None: not played yet)."""


class Strokes(Enum):
    """Which handicap strokes turn gross into the scores a format compares.

    scoring.md and the CLI's ``--net``: match play and Nassau give each side the difference
    from the lowest handicap in the match (WHS singles match play); every other format gives
    each player their full handicap.
    """

    GROSS = "gross"
    FULL = "full"
    DIFFERENCE = "difference"


def hole_count(sides: Sides) -> int:
    """The number of holes on the card; every side's row must be that long."""
    lengths = {len(row) for row in sides.values()}
    if len(lengths) > 1:
        raise ScoreError(tr("the sides' score rows have different lengths {lengths}").format(
            lengths=sorted(lengths)))
    return lengths.pop() if lengths else 0


def played_holes(sides: Sides) -> list[int]:
    """0-based indexes of the holes every side has a score on, in hole order."""
    return [
        hole
        for hole in range(hole_count(sides))
        if all(row[hole] is not None for row in sides.values())
    ]


def hole_winner(sides: Sides, hole: int) -> str | None:
    """scoring.md: a hole is won only by a unique lowest score; a tie or a gap wins nothing."""
    scores = [(row[hole], name) for name, row in sides.items()]
    if not scores or any(score is None for score, _ in scores):
        return None
    lowest = min(score for score, _ in scores if score is not None)
    winners = [name for score, name in scores if score == lowest]
    return winners[0] if len(winners) == 1 else None


def holes_won(sides: Sides, holes: Iterable[int] | None = None) -> dict[str, int]:
    """Holes each side won outright among ``holes`` (default: all played holes)."""
    won = dict.fromkeys(sides, 0)
    for hole in played_holes(sides) if holes is None else holes:
        winner = hole_winner(sides, hole)
        if winner is not None:
            won[winner] += 1
    return won


def sole_leader(counts: Mapping[str, int]) -> str | None:
    """The side with strictly the most, or None when the most is shared (rulebook: "the
    person who won the most holes wins")."""
    if not counts:
        return None
    most = max(counts.values())
    leaders = [name for name, count in counts.items() if count == most]
    return leaders[0] if len(leaders) == 1 else None


def match_handicaps(handicaps: Mapping[str, int], strokes: Strokes) -> dict[str, int]:
    """The strokes each player gets under ``strokes`` (DIFFERENCE: from the lowest one)."""
    if strokes is Strokes.GROSS:
        return dict.fromkeys(handicaps, 0)
    if strokes is Strokes.DIFFERENCE and handicaps:
        lowest = min(handicaps.values())
        return {name: handicap - lowest for name, handicap in handicaps.items()}
    return dict(handicaps)


def player_sides(card: RoundCard, strokes: Strokes) -> dict[str, list[int | None]]:
    """Each player's scores on the card, gross or net under ``strokes``, in player order."""
    received = match_handicaps(card.handicaps, strokes)
    return {
        name: [
            gross - given
            for gross, given in zip(card.scores[name], card.strokes(received[name]), strict=True)
        ]
        for name in card.names
    }
