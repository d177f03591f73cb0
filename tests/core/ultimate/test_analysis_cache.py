"""Analyses kept by what they depend on (``analysis_cache``): an edit of one hole recomputes
that hole only; a name, a stroke index, marker points or a tracing background change nothing
the analysis reads."""

from __future__ import annotations

from golfstudio.plane import Point
from golfstudio.ultimate.analysis import HoleAnalysis, analyse_hole
from golfstudio.ultimate.analysis_cache import AnalysisCache, analysis_key
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import CardSet, default_cards
from golfstudio.ultimate.course import Club, Hole, TracingBackground

CARDS = default_cards()


def test_the_key_follows_what_the_analysis_reads() -> None:
    hole = load_bundled().holes[11]
    assert hole.flag is not None
    key = analysis_key(hole, CARDS)
    same = [hole.model_copy(update={"name": "Renamed"}),
            hole.model_copy(update={"stroke_index": 1}),
            hole.model_copy(update={"markers_150": (Point(0, 10),)}),
            hole.model_copy(update={"background": TracingBackground(
                image="board.png", pixel_a=Point(0, 0), pixel_b=Point(100, 0), yards=50)})]
    assert all(analysis_key(h, CARDS) == key for h in same)
    other = [hole.model_copy(update={"flag": hole.flag + Point(1, 0)}),
             hole.model_copy(update={"par": 4}),
             hole.model_copy(update={"hole_in_one": Club.IRON_9}),
             hole.model_copy(update={"local_rules": ()}),
             hole.model_copy(update={"regions": hole.regions[:-1]})]
    assert len({analysis_key(h, CARDS) for h in other} | {key}) == len(other) + 1
    other_set = CARDS.model_copy(update={"name": "Other cards"})
    assert analysis_key(hole, other_set) != key


def test_an_edit_recomputes_its_hole_only_and_an_undo_finds_the_old_one() -> None:
    analysed: list[int] = []

    def counted(hole: Hole, cards: CardSet, *, number: int = 1) -> HoleAnalysis:
        analysed.append(number)
        return analyse_hole(hole, cards, number=number)

    cache = AnalysisCache(keep=4, analyse=counted)
    course = load_bundled()
    holes = [course.holes[11], course.holes[16]]
    first = [cache.analysis(h, CARDS, n) for n, h in enumerate(holes, start=1)]
    assert analysed == [1, 2] and cache.computed == 2
    flag = holes[0].flag
    assert flag is not None
    edited = holes[0].model_copy(update={"flag": flag + Point(1, 0)})
    cache.analysis(edited, CARDS, 1)
    assert [cache.figures(h, CARDS, n).expected for n, h in enumerate(holes, start=1)] == [
        a.expected for a in first]
    assert analysed == [1, 2, 1]

    # The original hole again, renumbered and renamed: the same solution, answering for the
    # hole object asked about.
    renamed = holes[0].model_copy(update={"name": "Again", "stroke_index": 7})
    again = cache.analysis(renamed, CARDS, 5)
    assert analysed == [1, 2, 1]
    assert again.hole is renamed and again.number == 5 and again.expected == first[0].expected
    assert again.first_shot() == first[0].first_shot()
    assert cache.cached(holes[1], CARDS, 2) is first[1]


def test_figures_outlive_whole_analyses() -> None:
    analysed: list[int] = []

    def counted(hole: Hole, cards: CardSet, *, number: int = 1) -> HoleAnalysis:
        analysed.append(number)
        return analyse_hole(hole, cards, number=number)

    cache = AnalysisCache(keep=1, analyse=counted)
    course = load_bundled()
    twelve, seventeen = course.holes[11], course.holes[16]
    cache.figures(twelve, CARDS, 12)
    cache.figures(seventeen, CARDS, 17)
    assert cache.cached(twelve, CARDS, 12) is None  # one whole analysis kept
    assert cache.figures(twelve, CARDS, 12).par == 3
    assert analysed == [12, 17]
