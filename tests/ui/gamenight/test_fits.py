"""Game night at the first start's size on a 1280×800 screen, in three languages (issue 30
§5): every format card's title and subtitle whole, and every stake field wide enough for
its label and its amount."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.ui.fits import LANGUAGES, WINDOW, clipped_text, shot_path, speaking
from ui.gamenight.results_panel import ResultsPanel
from ui.main_window import MainWindow


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_format_cards_title_and_subtitle_show_whole(
        code: str, make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    with speaking(code):
        window = make_window()
        window.resize(WINDOW)
        with qtbot.waitExposed(window):
            window.show()
        window.open_sample()
        page = window.round_page
        panel = page.findChild(ResultsPanel)
        assert panel is not None
        qtbot.waitUntil(lambda: bool(panel.sections))
        for net in (False, True):  # net: "Net scores, strokes off the lowest handicap"
            if panel.net_box.isChecked() != net:
                qtbot.mouseClick(panel.net_box, Qt.MouseButton.LeftButton,
                                 pos=QPoint(4, panel.net_box.height() // 2))
            assert panel.net_box.isChecked() == net
            qtbot.wait(20)
            sections = [s for s in panel.sections.values() if s.isVisible()]
            assert len(sections) >= 3
            for section in sections:
                for label in (section.title, section.strokes_note):
                    assert not clipped_text(label), (section.format, label.text(), net)
        assert any(len(s.strokes_note.text()) > 35 for s in panel.sections.values())
        window.grab().save(str(shot_path("round_results_net", code)))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_stake_field_shows_its_label_and_amount(
        code: str, make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    from ui.areas import Area
    from ui.gamenight.area import Section
    from ui.gamenight.setup_page import NightSetupPage

    with speaking(code):
        window = make_window()
        window.resize(WINDOW)
        with qtbot.waitExposed(window):
            window.show()
        window.show_area(Area.GAME_NIGHT)
        assert window.game_night.show_section(Section.NEW_NIGHT)
        page = window.game_night.findChild(NightSetupPage)
        assert page is not None
        for row in page.format_rows.values():  # every format: every stake field shown
            qtbot.mouseClick(row.chosen, Qt.MouseButton.LeftButton,
                             pos=QPoint(4, row.chosen.height() // 2))
            assert row.chosen.isChecked()
        qtbot.wait(20)
        scroll = page.stakes_scroll
        scroll.verticalScrollBar().setValue(40)  # Nassau's and Skins' stakes in sight
        window.grab().save(str(shot_path("night_setup_stakes", code)))
        assert window.width() == WINDOW.width(), "the set-up page widened the window"
        fields = 0
        for row in page.format_rows.values():
            if row.stakes is None:
                continue
            for edit in row.stakes.amounts.values():
                right = edit.mapTo(scroll.viewport(), edit.rect().topRight()).x()
                assert right < scroll.viewport().width(), edit.objectName()
                assert edit.width() >= edit.fontMetrics().horizontalAdvance("000,00")
                fields += 1
        assert fields >= 18
