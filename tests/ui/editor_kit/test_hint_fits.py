"""Every tool's hint in the status line of the three editors, whole at the first start's
size on a 1280×800 screen in English, French and German (issue 30 §5: hints ended in "…")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.carambole.editor.shell_harness import FakeCourseDialogs, course_copy
from tests.ui.editor_kit.harness import show_active
from tests.ui.fits import LANGUAGES, WINDOW, shot_path, speaking
from ui.editor_kit.editor import Editor
from ui.main_window import MainWindow

EDITORS = ("carambole.editor", "ultimate.editor", "dicegolf.editor")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("key", EDITORS)
def test_every_tools_hint_shows_whole(key: str, code: str, qtbot: QtBot,
                                      tmp_path: Path) -> None:
    with speaking(code):
        window = MainWindow(editor_dialogs=FakeCourseDialogs().dialogs(),
                            recovery_root=tmp_path / "recovery")
        qtbot.addWidget(window)
        show_active(qtbot, window, (WINDOW.width(), WINDOW.height()))
        if key == "carambole.editor":
            assert window.open_path(course_copy(tmp_path, "course-3-modified"))
        else:
            window.show_area(key)
            assert window.area(key).open_template() is not None
        page = window.area(key)
        editor = page.current_editor()
        assert isinstance(editor, Editor)
        label = editor.hint_label
        lines = set()
        for name in editor.tools:
            editor.set_tool(name)
            full = editor.current_tool().shown_hint()
            qtbot.waitUntil(lambda f=full: label.text() == f)
            assert label.shows_whole(), (name, label.width())
            needed = label.fontMetrics().boundingRect(
                label.contentsRect(), int(Qt.TextFlag.TextWordWrap), full)
            assert needed.height() <= label.contentsRect().height(), name
            lines.add(label.height())
        assert len(lines) == 1, "the status line keeps its height from tool to tool"
        # All of it on screen: the label is not pushed under the window's edge.
        bottom = label.mapTo(window, label.rect().bottomLeft()).y()
        assert bottom < window.height()
        window.grab().save(str(shot_path(key.replace(".", "_") + "_hint", code)))
