"""A zone's calculation mode: a small arithmetic formula over the dice (dice-golf.md §1).

``(B1 + B2) * (R1 + R2)`` turns a throw into metres. A formula holds whole numbers, the dice
names — ``B1 B2`` the blue dice, ``R1 R2`` the red ones, ``B``/``R`` their sums, ``W`` the
fifth die numbered 7 to 12 — and ``+ - * ( )`` (``×`` and ``−`` are read too, as the board
prints them). It is parsed here, by a recursive descent of its own, never by Python's
``eval``: a formula comes from a file or a user. A mistake is named with the character where
it is (``parse``), and a formula is bounded on entry: at most ``MAX_LENGTH`` characters and
nesting ``MAX_DEPTH`` deep, and no throw may take it beyond ``MAX_DISTANCE`` metres either
way, so evaluating it can neither recurse without end nor make absurd numbers.

``text(formula)`` writes a formula back with only the brackets it needs, so that
``parse(text(f)) == f``. ``evaluate`` gives its value for one throw; ``evaluate_many`` for
arrays of throws at once (numpy), which is how the exact distribution of a formula over all
1,296 (or 7,776, with ``W``) throws is made in a few milliseconds (``throw.distribution``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.i18n import tr

__all__ = ["DIE_NAMES", "MAX_DEPTH", "MAX_DISTANCE", "MAX_LENGTH", "MAX_NUMBER", "BinOp",
           "Die", "Formula", "Negate", "Number", "Op", "evaluate", "evaluate_many", "highest",
           "operators", "parse", "text", "uses", "with_operator"]

MAX_LENGTH = 200
"""Characters in a formula: the board's are a dozen; a longer one is a mistake or a joke."""
MAX_DEPTH = 12
"""Brackets and minus signs inside one another."""
MAX_NUMBER = 1_000
"""The largest number written in a formula (metres or a factor)."""
MAX_DISTANCE = 10_000
"""The most metres a throw may move a ball, either way: ten times the longest hole."""


class Die(StrEnum):
    """The dice a formula may name (dice-golf.md §1)."""

    B1 = "B1"
    B2 = "B2"
    R1 = "R1"
    R2 = "R2"
    B = "B"
    """The two blue dice's sum."""
    R = "R"
    """The two red dice's sum."""
    W = "W"
    """The fifth die, numbered 7 to 12."""


DIE_NAMES = tuple(d.value for d in Die)
_HIGHEST = {Die.B1: 6, Die.B2: 6, Die.R1: 6, Die.R2: 6, Die.B: 12, Die.R: 12, Die.W: 12}


class Op(StrEnum):
    ADD = "+"
    SUB = "-"
    MUL = "*"


@dataclass(frozen=True)
class Number:
    value: int


@dataclass(frozen=True)
class Negate:
    operand: Formula


@dataclass(frozen=True)
class BinOp:
    op: Op
    left: Formula
    right: Formula


Formula = Number | Die | Negate | BinOp

_PRECEDENCE = {Op.ADD: 1, Op.SUB: 1, Op.MUL: 2}
_SYMBOLS = {"+": Op.ADD, "-": Op.SUB, "−": Op.SUB, "–": Op.SUB, "*": Op.MUL, "×": Op.MUL,
            "·": Op.MUL}


# ---- reading -----------------------------------------------------------------------------------

class _Reader:
    """The recursive descent: ``sum := product (('+'|'-') product)*``, ``product := factor
    ('*' factor)*``, ``factor := number | die | '(' sum ')' | '-' factor``."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.at = 0
        self.depth = 0

    def fail(self, what: str, at: int | None = None) -> DiceGolfError:
        where = self.at if at is None else at
        if where >= len(self.source):
            return DiceGolfError(tr("formula {formula}: {problem} at the end").format(
                formula=repr(self.source), problem=what))
        return DiceGolfError(tr("formula {formula}: {problem} at character {number} "
                                "({character})").format(
            formula=repr(self.source), problem=what, number=where + 1,
            character=repr(self.source[where])))

    def skip_spaces(self) -> None:
        while self.at < len(self.source) and self.source[self.at].isspace():
            self.at += 1

    def peek(self) -> str:
        self.skip_spaces()
        return self.source[self.at] if self.at < len(self.source) else ""

    def formula(self) -> Formula:
        found = self.sum()
        if self.peek():
            if self.peek() == ")":
                raise self.fail(tr("a ')' closes no '('"))
            raise self.fail(tr("expected an operator (+, -, *)"))
        return found

    def sum(self) -> Formula:
        found = self.product()
        while (symbol := self.peek()) and _SYMBOLS.get(symbol) in (Op.ADD, Op.SUB):
            self.at += 1
            found = BinOp(_SYMBOLS[symbol], found, self.product())
        return found

    def product(self) -> Formula:
        found = self.factor()
        while (symbol := self.peek()) and _SYMBOLS.get(symbol) is Op.MUL:
            self.at += 1
            found = BinOp(Op.MUL, found, self.factor())
        return found

    def nested(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail(tr("brackets and minus signs nest more than {depth} deep").format(
                depth=MAX_DEPTH))

    def factor(self) -> Formula:
        symbol = self.peek()
        start = self.at
        if symbol == "(":
            self.at += 1
            self.nested()
            inner = self.sum()
            if self.peek() != ")":
                raise self.fail(tr("the '(' at character {number} is not closed").format(
                    number=start + 1))
            self.at += 1
            self.depth -= 1
            return inner
        if symbol and _SYMBOLS.get(symbol) is Op.SUB:
            self.at += 1
            self.nested()
            operand = self.factor()
            self.depth -= 1
            return Negate(operand)
        if symbol.isdigit():
            while self.at < len(self.source) and self.source[self.at].isdigit():
                self.at += 1
            value = int(self.source[start:self.at])
            if value > MAX_NUMBER:
                raise self.fail(tr("{value} is more than {most}").format(
                    value=value, most=f"{MAX_NUMBER:,}"), start)
            return Number(value)
        if symbol.isalpha():
            while self.at < len(self.source) and self.source[self.at].isalnum():
                self.at += 1
            name = self.source[start:self.at].upper()
            if name not in DIE_NAMES:
                raise self.fail(tr("{name} is not a die (the dice are {dice})").format(
                    name=repr(self.source[start:self.at]), dice=", ".join(DIE_NAMES)), start)
            return Die(name)
        if not symbol:
            raise self.fail(tr("expected a number, a die or '('"))
        raise self.fail(tr("expected a number, a die or '('"))


def parse(source: str) -> Formula:
    """The formula ``source`` reads; ``DiceGolfError`` naming the character that is wrong."""
    if len(source) > MAX_LENGTH:
        raise DiceGolfError(tr("a formula has at most {most} characters, not {count}").format(
            most=MAX_LENGTH, count=f"{len(source):,}"))
    if not source.strip():
        raise DiceGolfError(tr("the formula is empty: write one, like (B1 + B2) * (R1 + R2)"))
    found = _Reader(source).formula()
    largest = highest(found)
    if largest > MAX_DISTANCE:
        raise DiceGolfError(tr("formula {formula} can give up to {metres} m: a throw moves at "
                               "most {most} m").format(formula=repr(source),
                                                       metres=f"{largest:,}",
                                                       most=f"{MAX_DISTANCE:,}"))
    return found


def highest(formula: Formula) -> int:
    """An upper bound of the formula's size over every throw (its range check)."""
    if isinstance(formula, Number):
        return formula.value
    if isinstance(formula, Die):
        return _HIGHEST[formula]
    if isinstance(formula, Negate):
        return highest(formula.operand)
    left, right = highest(formula.left), highest(formula.right)
    return left * right if formula.op is Op.MUL else left + right


# ---- writing -----------------------------------------------------------------------------------

def text(formula: Formula) -> str:
    """The formula written with only the brackets it needs: ``(B1 + B2) * (R1 + R2)``."""
    if isinstance(formula, Number):
        return str(formula.value)
    if isinstance(formula, Die):
        return formula.value
    if isinstance(formula, Negate):
        inner = formula.operand
        shown = text(inner)
        return f"-({shown})" if isinstance(inner, BinOp) else f"-{shown}"
    mine = _PRECEDENCE[formula.op]
    left, right = text(formula.left), text(formula.right)
    if isinstance(formula.left, BinOp) and _PRECEDENCE[formula.left.op] < mine:
        left = f"({left})"
    # The right operand of the same precedence keeps its brackets: a - (b - c) is not
    # (a - b) - c, and a formula reads back as the very tree it was written from.
    if isinstance(formula.right, BinOp) and _PRECEDENCE[formula.right.op] <= mine:
        right = f"({right})"
    return f"{left} {formula.op.value} {right}"


def uses(formula: Formula) -> frozenset[Die]:
    """The dice the formula names."""
    if isinstance(formula, Die):
        return frozenset({formula})
    if isinstance(formula, Number):
        return frozenset()
    if isinstance(formula, Negate):
        return uses(formula.operand)
    return uses(formula.left) | uses(formula.right)


_BINARY = re.compile(r" ([+*-]) ")
"""A binary operator as ``text`` writes it: spaced; a minus sign is never spaced."""


def operators(formula: Formula) -> tuple[Op, ...]:
    """The formula's binary operators as a player reads them, left to right — the signs the
    operations die can change (rule 8)."""
    return tuple(Op(match.group(1)) for match in _BINARY.finditer(text(formula)))


def with_operator(formula: Formula, index: int, op: Op) -> Formula:
    """The formula with its ``index``-th sign (``operators``) changed to ``op`` and read
    again as a player reads the board: ``B1 - B2 * R1`` with ``+`` for its second sign is
    ``B1 - B2 + R1``, that is ``(B1 - B2) + R1``."""
    written = text(formula)
    matches = list(_BINARY.finditer(written))
    if not 0 <= index < len(matches):
        raise DiceGolfError(tr("formula {formula} has %n sign(s); there is no sign #{number}",
                               "", len(matches)).format(formula=repr(written),
                                                        number=index + 1))
    at = matches[index].start(1)
    # Not ``parse``: one changed sign keeps a formula within MAX_DISTANCE squared (int64
    # holds it), and the die has been rolled, so the formula cannot be refused now.
    return _Reader(written[:at] + op.value + written[at + 1:]).formula()


# ---- values ------------------------------------------------------------------------------------

Values = npt.NDArray[np.int64]
V = TypeVar("V", int, Values)


Reader = Callable[[Mapping[Die, Any]], Any]


def _value(formula: Formula, dice: Mapping[Die, V]) -> V | int:
    """The formula over one throw (ints) or many (arrays): the same arithmetic for both; a
    number stays a plain int, which numpy broadcasts."""
    found: V | int = _compiled(formula)(dice)
    return found


@lru_cache(maxsize=4096)
def _compiled(formula: Formula) -> Reader:
    """The formula as nested closures, made once per formula: the dynamic programme
    evaluates a hole's few formulas some hundred thousand times, and walking the tree each
    time was a fifth of its work."""
    if isinstance(formula, Number):
        value = formula.value
        return lambda dice: value
    if isinstance(formula, Die):
        if formula is Die.B:
            return lambda dice: dice[Die.B1] + dice[Die.B2]
        if formula is Die.R:
            return lambda dice: dice[Die.R1] + dice[Die.R2]
        die = formula
        return lambda dice: dice[die]
    if isinstance(formula, Negate):
        operand = _compiled(formula.operand)
        return lambda dice: -operand(dice)
    left, right = _compiled(formula.left), _compiled(formula.right)
    if formula.op is Op.ADD:
        return lambda dice: left(dice) + right(dice)
    if formula.op is Op.SUB:
        return lambda dice: left(dice) - right(dice)
    return lambda dice: left(dice) * right(dice)


def evaluate(formula: Formula, dice: Mapping[Die, int]) -> int:
    """The formula's value for one throw; ``dice`` holds B1, B2, R1, R2 (and W if used)."""
    return int(_value(formula, dice))


def evaluate_many(formula: Formula, dice: Mapping[Die, Values]) -> Values:
    """``evaluate`` over arrays of throws at once (each die an array of the same length)."""
    found = _value(formula, dice)
    return np.broadcast_to(np.asarray(found, dtype=np.int64), dice[Die.B1].shape)
