"""The play panel at the first start's size on a 1280×800 screen, in three languages (issue
30 §5: it overflowed by a line or two, so the speed row and Save game… needed a scroll)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
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
