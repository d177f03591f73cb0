"""The side of the table a player reads: the scorecard headed by the course's hole numbers,
the stroke index said as the card says it, and the shot and the card both in sight at the
studio's sizes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from tests.ui.ultimate_play.conftest import Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.scorecard.model import SI_ROW
from ui.ultimate_play.play_view import UltimatePlayView

HORIZONTAL = Qt.Orientation.Horizontal
TIP = Qt.ItemDataRole.ToolTipRole


def test_the_card_is_headed_by_the_courses_hole_numbers_and_ranks_their_si(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, HUMAN], speed=Speed.INSTANT)
    hands(view).wait_for_turn()
    card = view.card_view.model()
    assert [card.headerData(c, HORIZONTAL) for c in range(4)] == ["12", "17", "14", "Total"]
    assert card.headerData(1, HORIZONTAL, TIP) == "Hole 17"
    # The course's stroke indexes 16, 12 and 4 ranked over the three holes of the card.
    assert [card.index(SI_ROW, c).data() for c in range(3)] == ["3", "2", "1"]
    assert view.state.game.hole_numbers[view.state.hole_index] == 12
    subtitle = view.course_label.text()
    assert subtitle.startswith("Hole 12 · par 3 · ")
    assert "SI 3 (16 on the course)" in subtitle


def test_a_whole_course_says_one_stroke_index(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], tuple(range(1, 19))), [HUMAN], speed=Speed.INSTANT)
    hands(view).wait_for_turn()
    card = view.card_view.model()
    headers = [card.headerData(c, HORIZONTAL) for c in range(card.columnCount())]
    assert headers == [*map(str, range(1, 10)), "Out", *map(str, range(10, 19)), "In",
                       "Total"]
    assert "SI 15 — 1 of 18" in view.course_label.text()
    assert "on the course" not in view.course_label.text()
