"""The Analysis tab at the first start's size on a 1280×800 screen, in three languages (issue
30 §5: the starts table cut its last column, "Accessible" / "Erreichbar", in French and
German)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.carambole.editor.analysed import wait_settled
from tests.ui.carambole.editor.shell_harness import FakeCourseDialogs, course_copy, current
from tests.ui.editor_kit.harness import show_active
from tests.ui.fits import LANGUAGES, WINDOW, last_column_cut, shot_path, speaking
from ui.carambole.editor.shell import CourseEditorWindow
from ui.main_window import MainWindow


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_starts_table_shows_its_last_column(code: str, qtbot: QtBot,
                                                tmp_path: Path) -> None:
    with speaking(code):
        answers = FakeCourseDialogs()
        window = MainWindow(editor_dialogs=answers.dialogs(),
                            recovery_root=tmp_path / "recovery")
        qtbot.addWidget(window)
        show_active(qtbot, window, (WINDOW.width(), WINDOW.height()))
        assert window.open_path(course_copy(tmp_path, "course-3-modified"))
        page = window.area("carambole.editor")
        assert isinstance(page, CourseEditorWindow)
        page.analysis_dock.raise_()
        wait_settled(qtbot, page._analyses[current(page)], timeout=60_000)
        panel = page.analysis_dock.panel()
        assert panel is not None
        table = panel.starts_view
        qtbot.waitUntil(lambda: table.model().rowCount() > 0)
        qtbot.wait(50)
        window.grab().save(str(shot_path("carambole_analysis", code)))
        last = table.model().columnCount() - 1
        assert last_column_cut(table, last) == 0
        # The column is as wide as its header asks: "Reachable" is read whole.
        assert table.columnWidth(last) >= table.horizontalHeader().sectionSizeHint(last)
