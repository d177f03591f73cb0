"""The score of a Play Nine layout (play-nine.md, "Scoring a layout").

A layout is eight cards, two rows of four; slot ``c`` is the top card of column ``c`` and
slot ``c + 4`` the card below it. A column of two equal cards scores 0, except a column of
two hole-in-one cards, which scores −10 (they add up instead of cancelling). Matched columns
of the same value earn a bonus wherever they lie (*Decision*): two −10, three −15, four
−20; two hole-in-one columns earn −10 more. Every other card counts its face value.

``explain`` says how a score came about (the card table shows it at the end of a hole);
``layout_score`` is the same sum without the words, for the engine's and the AIs' loops.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.playnine.deck import HOLE_IN_ONE, VALUES
from golfstudio.playnine.errors import PlayNineError

__all__ = ["COLUMNS", "SLOTS", "BonusGroup", "LayoutScore", "column_of", "column_points",
           "explain", "group_bonus", "layout_score", "parse_layout", "partner"]

COLUMNS = 4
SLOTS = 2 * COLUMNS
BONUS = {2: -10, 3: -15, 4: -20}
"""The bonus for matched columns of one value, by how many there are."""
HOLE_IN_ONE_PAIR_BONUS = -10
"""Two columns of hole-in-one cards: −10 on top of their −20 (the rulebook's −30)."""


def column_of(slot: int) -> int:
    return slot % COLUMNS


def partner(slot: int) -> int:
    """The other card of ``slot``'s column."""
    return slot + COLUMNS if slot < COLUMNS else slot - COLUMNS


@dataclass(frozen=True)
class BonusGroup:
    """Matched columns of one value that earn a bonus together."""

    value: int
    columns: tuple[int, ...]
    bonus: int


@dataclass(frozen=True)
class LayoutScore:
    """A layout's score and why: each column's points, which columns are matched, the
    bonuses."""

    cards: tuple[int, ...]
    column_points: tuple[int, ...]
    matched: tuple[bool, ...]
    bonuses: tuple[BonusGroup, ...]

    @property
    def total(self) -> int:
        return sum(self.column_points) + sum(g.bonus for g in self.bonuses)


def column_points(top: int, bottom: int) -> int:
    """A column's points: a match scores 0, two hole-in-one cards −10, else both cards."""
    if top != bottom:
        return top + bottom
    return 2 * HOLE_IN_ONE if top == HOLE_IN_ONE else 0


def group_bonus(value: int, matched: int) -> int:
    """The bonus of ``matched`` matched columns of ``value`` (0 for fewer than two)."""
    if matched < 2:
        return 0
    return HOLE_IN_ONE_PAIR_BONUS if value == HOLE_IN_ONE else BONUS[min(matched, COLUMNS)]


def explain(cards: Sequence[int]) -> LayoutScore:
    """The score of a full layout of eight cards, with its reasons."""
    if len(cards) != SLOTS:
        raise PlayNineError(tr("a layout has {size} cards, not {count}").format(
            size=SLOTS, count=len(cards)))
    columns = [(cards[c], cards[c + COLUMNS]) for c in range(COLUMNS)]
    matched = tuple(top == bottom for top, bottom in columns)
    by_value: dict[int, list[int]] = {}
    for c, (top, _) in enumerate(columns):
        if matched[c]:
            by_value.setdefault(top, []).append(c)
    bonuses = []
    for value, cols in sorted(by_value.items()):
        if len(cols) >= 2:
            bonuses.append(BonusGroup(value, tuple(cols), group_bonus(value, len(cols))))
    return LayoutScore(tuple(cards), tuple(column_points(t, b) for t, b in columns),
                       matched, tuple(bonuses))


def layout_score(cards: Sequence[int]) -> int:
    """``explain(cards).total``, quickly (the AIs score many layouts a decision)."""
    total = 0
    matched: Counter[int] | None = None
    for c in range(COLUMNS):
        top, bottom = cards[c], cards[c + COLUMNS]
        if top != bottom:
            total += top + bottom
            continue
        if top == HOLE_IN_ONE:
            total += 2 * HOLE_IN_ONE
        if matched is None:
            matched = Counter()
        matched[top] += 1
    if matched:
        for value, n in matched.items():
            if n >= 2:
                total += group_bonus(value, n)
    return total


HOLE_IN_ONES = 4
"""How many hole-in-one cards the deck holds (``deck.json``; a test ties them)."""

_NUMBER = re.compile(r"[−–-]?\d+")


def parse_layout(text: str) -> tuple[int, ...]:
    """``"3 3 7 1 / 3 3 8 2"`` (top row over bottom row) as eight cards in slot order.
    ``PlayNineError`` naming what is wrong otherwise (the CLI prints it as is)."""
    rows = text.split("/")
    if len(rows) != 2:
        raise PlayNineError(tr("a layout is two rows of {columns} cards with a / between them, "
                               "like \"3 3 7 1 / 3 3 8 2\", not {text}").format(
            columns=COLUMNS, text=shown(text.strip())))
    cards: list[int] = []
    for top, row in zip((True, False), rows, strict=True):
        words = row.replace(",", " ").split()
        if len(words) != COLUMNS:
            count = (tr("the top row has {count} cards, not {columns}: {row}") if top
                     else tr("the bottom row has {count} cards, not {columns}: {row}"))
            raise PlayNineError(count.format(count=len(words), columns=COLUMNS,
                                             row=repr(row.strip())))
        for word in words:
            if not _NUMBER.fullmatch(word):
                wrong = (tr("{word} in the top row is not a card") if top
                         else tr("{word} in the bottom row is not a card"))
                raise PlayNineError(wrong.format(word=repr(word)))
            value = int(word.replace("−", "-").replace("–", "-"))
            if value not in VALUES:
                wrong = (tr("{value} in the top row is not a card of the game (0 to 12, or -5 "
                            "for a hole in one)") if top
                         else tr("{value} in the bottom row is not a card of the game (0 to "
                                 "12, or -5 for a hole in one)"))
                raise PlayNineError(wrong.format(value=value))
            cards.append(value)
    if cards.count(HOLE_IN_ONE) > HOLE_IN_ONES:
        raise PlayNineError(tr("the deck has only {most} hole-in-one cards, not {count}")
                            .format(most=HOLE_IN_ONES, count=cards.count(HOLE_IN_ONE)))
    return tuple(cards)
