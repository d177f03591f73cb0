"""Match play: holes won, the status words between two sides, holes won among more sides.

scoring.md: a hole is won by the lower score (net if handicapped), else halved. Status words
"All square", "Ann 2 up", "Ann dormie 3" (up by as many holes as remain); the final result
"Ann won 3&2" (up 3 with 2 to play), "Ann won 1 up" after the last hole, or "halved". With
more than two sides the rulebook's "the person who won the most holes wins".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import (
    Sides,
    contested_holes,
    first_holes,
    hole_count,
    hole_winner,
    holes_won,
    late_sides,
    played_holes,
    sole_leader,
)


@dataclass(frozen=True)
class MatchResult:
    """A two-sided match so far.

    ``status`` holds one status after each played hole until the match is decided (the list
    ends with the deciding hole, or the last hole). While the match runs, ``finished`` is
    False, ``winner`` None and ``result`` the latest status ("All square" before any hole).
    ``margin`` is the winner's holes up when the match was decided (3 for "won 3&2"; 0 when
    halved or still running): what a match paid per hole up is worth (scoring.md, Money).
    """

    winner: str | None
    result: str
    status: tuple[str, ...]
    finished: bool
    margin: int = 0


@dataclass(frozen=True)
class MultiMatchResult:
    """More than two sides: holes won outright by each, and the unique most (or None)."""

    holes_won: Mapping[str, int]
    winner: str | None
    holes: tuple[tuple[str | None, tuple[str, ...]], ...] = field(default=(), compare=False)
    """Each contested hole's winner (None: tied) and the sides that played it."""
    late: tuple[str, ...] = field(default=(), compare=False)
    """Sides that joined after the first hole: out of the match stake (docs/scoring.md)."""


def status_word(leader: str, lead: int, holes_left: int) -> str:
    """scoring.md: "All square", "Ann 2 up", or "Ann dormie 3" when up by the holes left."""
    if lead == 0:
        return tr("All square")
    if lead == holes_left:
        return tr("{leader} dormie {lead}").format(leader=leader, lead=lead)
    return tr("{leader} {lead} up").format(leader=leader, lead=lead)


def final_word(leader: str, lead: int, holes_left: int) -> str:
    """scoring.md: "won 3&2" when decided early, "won 1 up" after the last hole, "halved"."""
    if lead == 0:
        return tr("halved")
    if holes_left > 0:
        return tr("{leader} won {lead}&{left}").format(leader=leader, lead=lead, left=holes_left)
    return tr("{leader} won {lead} up").format(leader=leader, lead=lead)


def _two(sides: Sides) -> tuple[str, str]:
    if len(sides) != 2:
        raise ScoreError(tr("a two-sided match needs exactly two sides, got {count}").format(
            count=len(sides)))
    first, second = sides
    return first, second


def match_play(sides: Sides) -> MatchResult:
    """Two sides, hole by hole, until one is up by more holes than remain."""
    first, second = _two(sides)
    # A side that joined late plays the holes from its first score (scoring.md): the holes
    # before are no part of the match, so they are not "to play" either.
    starts = [start for start in first_holes(sides).values() if start is not None]
    n = hole_count(sides) - (max(starts) if len(starts) == 2 else 0)
    played = played_holes(sides)
    lead = 0  # holes up for ``first``; negative when ``second`` leads
    status: list[str] = []
    for count, hole in enumerate(played, 1):
        winner = hole_winner(sides, hole)
        lead += 1 if winner == first else -1 if winner == second else 0
        leader = first if lead > 0 else second
        left = n - count
        status.append(status_word(leader, abs(lead), left))
        if abs(lead) > left:
            return MatchResult(leader, final_word(leader, abs(lead), left), tuple(status), True,
                               abs(lead))
        if left == 0:
            return MatchResult(None, final_word(leader, 0, 0), tuple(status), True)
    current = status[-1] if status else status_word(first, 0, n)
    return MatchResult(None, current, tuple(status), False)


def most_holes_won(sides: Sides) -> MultiMatchResult:
    """Any number of sides: rulebook "the person who won the most holes wins", a hole being
    won only by a unique lowest score; a shared most gives no winner."""
    if len(sides) < 2:
        raise ScoreError(tr("match play needs at least two sides, got {count}").format(
            count=len(sides)))
    won = holes_won(sides)
    late = late_sides(sides)
    holes = tuple((hole_winner({name: sides[name] for name in present}, hole), present)
                  for hole, present in contested_holes(sides))
    # *Decision* (docs/scoring.md, late players): the match is won among the sides that
    # played every hole; a latecomer's holes won are shown and paid per hole only.
    winner = sole_leader({name: count for name, count in won.items() if name not in late})
    return MultiMatchResult(holes_won=won, winner=winner, holes=holes, late=tuple(late))
