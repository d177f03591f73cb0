"""Zone formulas: the parser against hand-computed values, its errors pointing at the
character, its bounds, and the invariants (text∘parse round trip; a distribution's
probabilities add up to exactly 1 and agree with every throw counted by hand)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import (
    MAX_DEPTH,
    MAX_DISTANCE,
    BinOp,
    Die,
    Formula,
    Negate,
    Number,
    Op,
    evaluate,
    highest,
    parse,
    text,
    uses,
)
from golfstudio.dicegolf.throw import (
    FOUR_OF_A_KIND,
    STRAIGHT,
    TWO_PAIRS,
    Throw,
    bonus,
    distribution,
    throw_from_faces,
)

THROW = {Die.B1: 3, Die.B2: 5, Die.R1: 2, Die.R2: 6, Die.W: 9}


@pytest.mark.parametrize(("source", "value"), [
    ("(B1 + B2) * (R1 + R2)", 64),
    ("(B1 + B2) × (R1 + R2)", 64),
    ("B * R", 64),
    ("B1 + B2 * R1 + R2", 19),
    ("B1 - B2 - R1", -4),
    ("B1 − (B2 − R1)", 0),
    ("2 * W + 10", 28),
    ("-B1 + 20", 17),
    ("b1*r2", 18),
    ("((B))", 8),
    ("  7  ", 7),
])
def test_a_formula_gives_its_hand_computed_value(source: str, value: int) -> None:
    assert evaluate(parse(source), THROW) == value


@pytest.mark.parametrize(("source", "said"), [
    ("(B1 + B2 * (R1 + R2)", "the '(' at character 1 is not closed at the end"),
    ("B1 + X2", "'X2' is not a die (the dice are B1, B2, R1, R2, B, R, W) at character 6"),
    ("B1 + ", "expected a number, a die or '(' at the end"),
    ("B1 B2", "expected an operator (+, -, *) at character 4"),
    ("B1 + B2)", "a ')' closes no '(' at character 8"),
    ("B1 / 2", "expected an operator (+, -, *) at character 4 ('/')"),
    ("__import__('os')", "expected a number, a die or '(' at character 1 ('_')"),
    ("1001 + B", "1001 is more than 1,000 at character 1"),
    ("", "the formula is empty"),
    ("B" * 201, "at most 200 characters, not 201"),
    ("1000 * 1000", "can give up to 1,000,000 m: a throw moves at most 10,000 m"),
    ("(" * (MAX_DEPTH + 1) + "B" + ")" * (MAX_DEPTH + 1), "nest more than 12 deep"),
    ("-" * (MAX_DEPTH + 1) + "B", "nest more than 12 deep"),
])
def test_a_bad_formula_is_named_at_its_character(source: str, said: str) -> None:
    with pytest.raises(DiceGolfError, match=None) as caught:
        parse(source)
    assert said in str(caught.value)


def test_the_written_formula_keeps_only_the_brackets_it_needs() -> None:
    assert text(parse("((B1 + B2)) × (R1 + R2)")) == "(B1 + B2) * (R1 + R2)"
    assert text(parse("B1 - (B2 - R1)")) == "B1 - (B2 - R1)"
    assert text(parse("(B1 - B2) - R1")) == "B1 - B2 - R1"
    assert text(parse("-(B + 2)")) == "-(B + 2)"
    assert uses(parse("B * R + W")) == {Die.B, Die.R, Die.W}


def formulas() -> st.SearchStrategy[Formula]:
    """Formulas within the parser's bounds (a product of many dice can exceed its range)."""
    leaves = st.one_of(st.integers(0, 20).map(Number), st.sampled_from(list(Die)))
    return st.recursive(leaves, lambda inner: st.one_of(
        inner.map(Negate),
        st.builds(BinOp, st.sampled_from(list(Op)), inner, inner)),
        max_leaves=6).filter(lambda f: highest(f) <= MAX_DISTANCE)


@given(formulas())
def test_a_written_formula_reads_back_as_itself(formula: Formula) -> None:
    assert parse(text(formula)) == formula


@settings(max_examples=60, deadline=None)
@given(formulas(), st.booleans())
def test_a_distribution_adds_up_to_exactly_one_and_counts_every_throw(
        formula: Formula, bonuses: bool) -> None:
    found = distribution(formula, bonuses)
    assert sum(p for _, p in found.outcomes) == 1
    assert [d for d, _ in found.outcomes] == sorted({d for d, _ in found.outcomes})
    fifth = (range(7, 13),) if Die.W in uses(formula) else ((None,),)
    counted: Counter[int] = Counter()
    for faces in itertools.product(range(1, 7), range(1, 7), range(1, 7), range(1, 7),
                                   *fifth):
        counted[Throw(*faces).distance(formula, bonuses)[0]] += 1
    total = sum(counted.values())
    assert dict(found.outcomes) == {d: Fraction(c, total) for d, c in counted.items()}


def test_the_bonuses_and_their_exact_chances() -> None:
    assert bonus((3, 3, 5, 5)) == bonus((5, 3, 5, 3)) == TWO_PAIRS == 10
    assert bonus((4, 2, 3, 1)) == bonus((5, 2, 3, 4)) == bonus((6, 4, 5, 3)) == STRAIGHT == 30
    assert bonus((6, 6, 6, 6)) == FOUR_OF_A_KIND == 50
    assert bonus((3, 3, 3, 5)) == bonus((1, 2, 3, 5)) == bonus((2, 2, 4, 5)) == 0
    found: Counter[int] = Counter(bonus(d) for d in itertools.product(range(1, 7), repeat=4))
    assert (found[TWO_PAIRS], found[STRAIGHT], found[FOUR_OF_A_KIND]) == (90, 72, 6)


def test_the_mean_of_the_boards_formula() -> None:
    found = distribution(parse("(B1 + B2) * (R1 + R2)"))
    assert found.mean == 49 + Fraction(90 * 10 + 72 * 30 + 6 * 50, 1296)
    assert distribution(parse("(B1 + B2) * (R1 + R2)"), bonuses=False).mean == 49
    assert found.chance(at_least=0) == 1 and found.chance(at_least=200) == 0


def test_a_throw_needs_dice_that_are_dice() -> None:
    with pytest.raises(DiceGolfError, match="die R1 shows 1 to 6, not 7"):
        throw_from_faces([1, 2, 7, 3])
    with pytest.raises(DiceGolfError, match="die W shows 7 to 12, not 6"):
        throw_from_faces([1, 2, 3, 3, 6])
    with pytest.raises(DiceGolfError, match="four dice B1,B2,R1,R2 and the fifth die"):
        throw_from_faces([1, 2, 3])
    with pytest.raises(DiceGolfError, match="uses the fifth die W"):
        throw_from_faces([1, 2, 3, 4]).distance(parse("W + B"))
