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


def first_holes(sides: Sides) -> dict[str, int | None]:
    """Each side's first hole with a score (0-based), None before its first score.

    scoring.md, "A player who joins a night late": a player plays the bets from the hole of
    their first score onward, so the first score is where they joined (no column needed)."""
    return {name: next((h for h, score in enumerate(row) if score is not None), None)
            for name, row in sides.items()}


def late_sides(sides: Sides) -> dict[str, int | None]:
    """The sides that joined after the others: side -> first hole (0-based; None: no score
    yet while another side has one). *Decision* (docs/scoring.md, "Late players"): late means
    a first score after the earliest first score of the round, so a round whose first hole
    is not typed yet makes nobody late; before anyone has a score nobody is late."""
    first = first_holes(sides)
    started = [hole for hole in first.values() if hole is not None]
    if not started:
        return {}
    earliest = min(started)
    return {name: hole for name, hole in first.items() if hole is None or hole > earliest}


def present_sides(sides: Sides, hole: int) -> list[str]:
    """The sides that had joined by ``hole`` (0-based): a first score on it or before."""
    return [name for name, first in first_holes(sides).items()
            if first is not None and first <= hole]


def contested_holes(sides: Sides) -> list[tuple[int, tuple[str, ...]]]:
    """Holes contested by the sides present on them, in hole order, with those sides.

    A hole counts once at least two sides had joined by it and each of them has a score
    there; a side that joined later is left out of it (scoring.md, late players). With no
    late side these are exactly ``played_holes`` with every side."""
    first = first_holes(sides)
    out: list[tuple[int, tuple[str, ...]]] = []
    for hole in range(hole_count(sides)):
        present = tuple(name for name, start in first.items()
                        if start is not None and start <= hole)
        if len(present) >= 2 and all(sides[name][hole] is not None for name in present):
            out.append((hole, present))
    return out


def hole_winner(sides: Sides, hole: int) -> str | None:
    """scoring.md: a hole is won only by a unique lowest score; a tie or a gap wins nothing."""
    scores = [(row[hole], name) for name, row in sides.items()]
    if not scores or any(score is None for score, _ in scores):
        return None
    lowest = min(score for score, _ in scores if score is not None)
    winners = [name for score, name in scores if score == lowest]
    return winners[0] if len(winners) == 1 else None


def holes_won(sides: Sides, holes: Iterable[int] | None = None) -> dict[str, int]:
    """Holes each side won outright among ``holes`` (default: every contested hole, among the
    sides present on it: a late side is left out of the holes before it joined)."""
    won = dict.fromkeys(sides, 0)
    if holes is None:
        for hole, present in contested_holes(sides):
            winner = hole_winner({name: sides[name] for name in present}, hole)
            if winner is not None:
                won[winner] += 1
        return won
    for hole in holes:
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
