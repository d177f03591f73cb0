"""The play panel at the first start's size on a 1280×800 screen, in three languages (issue
30 §5: it overflowed by a line or two, so the speed row and Save game… needed a scroll)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from tests.ui.fits import LANGUAGES, PAGE, shot_path, speaking
from tests.ui.play_kit.harness import view_maker
from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.play.conftest import Hands, params_of
from ui.play_kit.seats import HUMAN
from ui.ultimate.play.play_view import UltimatePlayView


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_play_panel_fits_the_page_without_scrolling(
        code: str, qtbot: QtBot, hands: Callable[[UltimatePlayView], Hands]) -> None:
    with speaking(code):
        make = view_maker(qtbot, UltimatePlayView, (PAGE.width(), PAGE.height()), seed=7)
        view = make(params_of(["Ann", "Bob"], (14,)), [HUMAN, HUMAN])
        h = hands(view)
        h.wait_for_turn()
        h.card("3-wood-tee")
        scroll = view.findChild(QScrollArea)
        assert scroll is not None
        qtbot.waitUntil(lambda: scroll.widget().height() >= scroll.viewport().height())
        image = view.grab().toImage()
        assert distinct_colours(image) > 40
        assert image.save(str(shot_path("ultimate_play", code)))
        assert scroll.verticalScrollBar().maximum() == 0, "the panel scrolls"
        # The chosen card's eleven results all show: the table is not cut at its last row.
        results = view.shot_picker.results
        last = results.rowViewportPosition(10) + results.rowHeight(10)
        assert last <= results.viewport().height()
        assert view.shot_picker.roll_button.isVisible()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_recovery_with_its_iron_fits_the_page_too(
        code: str, qtbot: QtBot, hands: Callable[[UltimatePlayView], Hands]) -> None:
    """The tallest the picker gets: the recovery card's reason over the list and the row
    of the iron it is read with. Every control of the shot is in sight without scrolling
    (the play kit's status sentence under the table's controls, which repeats the banner
    over the hole, may need the panel's scroll in this state)."""
    with speaking(code):
        make = view_maker(qtbot, UltimatePlayView, (PAGE.width(), PAGE.height()), seed=7)
        view = make(params_of(["Ann"], (14,)), [HUMAN])
        h = hands(view)
        h.wait_for_turn()
        h.card("driver")
        h.type_throw("1 3")  # a 4: 200 yards, 50 left, in the rough
        qtbot.waitUntil(lambda: len(view.game.history) >= 2 and view.is_human_turn(),
                        timeout=10_000)
        picker = view.shot_picker
        assert picker.iron_row.isVisible() and picker.why_label.isVisible()
        scroll = view.findChild(QScrollArea)
        assert scroll is not None
        qtbot.waitUntil(lambda: scroll.widget().height() >= scroll.viewport().height())
        # Laid out at last: the aim's words under the results, not over them.
        qtbot.waitUntil(lambda: picker.aim_label.y() >= picker.results.geometry().bottom())
        assert view.grab().save(str(shot_path("ultimate_play_recovery", code)))
        assert scroll.verticalScrollBar().value() == 0
        room = scroll.viewport().rect()
        for control in (picker.card_list, picker.iron_box, picker.results, picker.aim_label,
                        picker.typed,
                        picker.typed_button, picker.roll_button, view.save_game_button):
            shown = control.rect().translated(control.mapTo(scroll.viewport(), QPoint(0, 0)))
            assert room.contains(shown), (control.objectName(), shown, room)
