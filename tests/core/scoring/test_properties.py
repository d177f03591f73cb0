"""Invariants of the formats and handicap strokes, over generated cards (hypothesis)."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from golfstudio.scoring.handicap import strokes_received
from golfstudio.scoring.match import match_play
from golfstudio.scoring.nassau import nassau
from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import holes_won
from golfstudio.scoring.skins import skins
from golfstudio.scoring.stableford import stableford
from golfstudio.scoring.stroke import stroke_play

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]


@st.composite
def cards(draw: st.DrawFn, min_sides: int = 2, max_sides: int = 5, even: bool = False,
          min_holes: int = 1) -> dict[str, list[int | None]]:
    """Per-side rows of small scores (ties are common) over 1-18 holes."""
    holes = draw(st.integers(min_value=min_holes, max_value=18))
    if even:
        holes += holes % 2
    count = draw(st.integers(min_value=min_sides, max_value=max_sides))
    row = st.lists(st.integers(min_value=2, max_value=6), min_size=holes, max_size=holes)
    return {name: list(draw(row)) for name in NAMES[:count]}


@st.composite
def stroke_indexes(draw: st.DrawFn) -> list[int]:
    n = draw(st.integers(min_value=1, max_value=27))
    return list(draw(st.permutations(range(1, n + 1))))


@given(stroke_indexes(), st.integers(min_value=-100, max_value=100))
def test_strokes_add_up_to_the_handicap_and_differ_by_at_most_one(
    indexes: list[int], handicap: int
) -> None:
    strokes = strokes_received(indexes, handicap)
    assert sum(strokes) == handicap
    assert max(strokes) - min(strokes) <= 1


@given(stroke_indexes(), st.integers(min_value=-100, max_value=100))
def test_a_harder_hole_never_gets_fewer_strokes(indexes: list[int], handicap: int) -> None:
    """Strokes go to the lowest SI first and are given back on the highest SI first."""
    strokes = strokes_received(indexes, handicap)
    by_si = [strokes[indexes.index(si)] for si in range(1, len(indexes) + 1)]
    assert by_si == sorted(by_si, reverse=True)


@given(cards(), st.booleans())
def test_skins_won_plus_unawarded_is_the_holes(sides: dict[str, list[int | None]],
                                               carry_over: bool) -> None:
    result = skins(sides, carry_over=carry_over)
    holes = len(next(iter(sides.values())))
    assert sum(result.skins.values()) + result.unawarded == holes
    assert len(result.holes) == holes


@given(cards(min_sides=2, max_sides=2))
def test_match_result_agrees_with_holes_won(sides: dict[str, list[int | None]]) -> None:
    """The winner won more holes over the whole card; halved iff equal holes won."""
    result = match_play(sides)
    won = holes_won(sides)
    first, second = sides
    assert result.finished
    if won[first] == won[second]:
        assert (result.winner, result.result) == (None, "halved")
    else:
        leader = first if won[first] > won[second] else second
        assert result.winner == leader
        assert result.result.startswith(f"{leader} won ")
    # one status per hole until decided: the list ends with the deciding (or last) hole
    assert 0 < len(result.status) <= len(sides[first])
    if result.result.endswith(" up") or result.result == "halved":
        assert len(result.status) == len(sides[first])


@given(cards(min_sides=2, max_sides=2, even=True, min_holes=2))
def test_nassau_points_of_a_side_at_most_three_plus_presses_won(
    sides: dict[str, list[int | None]],
) -> None:
    result = nassau(sides, auto_press=True)
    for name in sides:
        won = sum(1 for press in result.presses if press.winner == name)
        assert result.points[name] <= 3 + won
    for press in result.presses:
        assert 0 < press.from_hole <= len(sides["Ann"])


def _check_places(ranked: list[tuple[str, int]], totals: dict[str, int], most_first: bool) -> None:
    """Places never go down, equal totals and only they share a place, and a place is one
    more than the number of entries strictly ahead."""
    for (name_a, place_a), (name_b, place_b) in itertools.pairwise(ranked):
        assert place_a <= place_b
        assert (place_a == place_b) == (totals[name_a] == totals[name_b])
    for name, place in ranked:
        ahead = [
            other for other in totals
            if (totals[other] > totals[name] if most_first else totals[other] < totals[name])
        ]
        assert place == 1 + len(ahead)


@given(st.dictionaries(st.sampled_from(NAMES), st.integers(min_value=-5, max_value=5)),
       st.booleans())
def test_places_are_shared_exactly_on_equal_totals(totals: dict[str, int],
                                                   most_first: bool) -> None:
    _check_places(places(totals, most_first=most_first), totals, most_first)


@given(cards(min_sides=1))
def test_stroke_and_stableford_standings_places(sides: dict[str, list[int | None]]) -> None:
    standings = stroke_play(sides, sides)
    _check_places([(s.name, s.place) for s in standings],
                  {s.name: s.gross for s in standings}, most_first=False)
    pars = [4] * len(next(iter(sides.values())))
    points = stableford(sides, pars)
    _check_places([(s.name, s.place) for s in points],
                  {s.name: s.points for s in points}, most_first=True)
