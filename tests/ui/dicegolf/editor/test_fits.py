"""The Hole dock at the first start's size on a 1280×800 screen, in three languages (issue
30 §5: a zone's row of its start, Split and Remove limit was wider than the dock in French
and German, so the dock cut its right edge off: it scrolls up and down, never sideways)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.dicegolf.editor.conftest import make_window
from tests.ui.editor_kit.harness import ScriptedDialogs
from tests.ui.fits import LANGUAGES, WINDOW, shot_path, speaking
from ui.dicegolf.track.words import Part

MENU_BAR = 20
"""The shell's menu bar over the editor's window."""


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_hole_and_hazard_fits_the_hole_docks_width(code: str, qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    with speaking(code):
        window = make_window(qtbot, ScriptedDialogs(), tmp_path / "recovery",
                             (WINDOW.width(), WINDOW.height() - MENU_BAR))
        editor = window.open_template()
        assert editor is not None
        panel = window.hole_panel
        room = panel.scroll_area.viewport()
        checked = 0
        for index in range(len(editor.document.model.holes)):
            editor.show_hole(index)
            qtbot.waitUntil(lambda: panel.par_spin.value() == editor.hole.par)
            for hazard in [None, *range(len(editor.hole.hazards))]:
                if hazard is not None:
                    editor.show_part(Part("hazard", hazard))
                    qtbot.waitUntil(lambda h=hazard: panel.hazard_list.currentRow() == h)
                wanted = panel.body.minimumSizeHint().width()
                assert wanted <= room.width(), (index, hazard, wanted, room.width())
                assert panel.body.width() <= room.width()
                checked += 1
        assert checked > 20
        editor.show_hole(8)
        qtbot.waitUntil(lambda: panel.par_spin.value() == editor.hole.par)
        qtbot.wait(100)  # the dock's layout after the last hazard's form, as a user sees it
        panel.scroll_area.verticalScrollBar().setValue(0)
        window.grab().save(str(shot_path("dicegolf_editor", code)))
        window.close_all()
