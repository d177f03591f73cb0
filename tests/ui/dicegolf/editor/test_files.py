"""The window's files and pictures: a course saved and opened again, a broken file refused
with its readable lines (and nothing lost), autosave and recovery after a crash, the strip
exported as PNG and SVG, and the holes of the course added, moved and removed."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.bundled import DEFAULT_COURSE, bundled_course_path
from golfstudio.dicegolf.hole_file import read_course
from tests.ui.conftest import DialogCall
from tests.ui.dicegolf.editor.conftest import current, make_window
from tests.ui.editor_kit.harness import ScriptedDialogs
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.window import TrackWindow

_LEFT = Qt.MouseButton.LeftButton


def test_a_course_is_saved_and_opened_again(window: TrackWindow, answers: ScriptedDialogs,
                                            tmp_path: Path) -> None:
    editor = window.open_template()  # the bundled course, as a copy never saved
    assert editor is not None
    document = editor.document
    editor.show_hole(2)
    window.hole_panel.par_spin.setValue(5)
    assert document.model.holes[2].par == 5 and document.is_modified()
    path = tmp_path / "links.json"
    answers.save_paths.append(path)
    assert window.save()  # never saved: Save asks where
    assert answers.asked == ["path copy-of-dice-golf.json"]
    assert not document.is_modified() and document.path == path
    assert json.loads(path.read_text())["format"] == "golfstudio.dicegolf"
    saved = document.model
    assert window.close_current()
    assert window.open_path(path)
    reopened = current(window)
    assert reopened.document.model == saved == read_course(path)[0]
    assert reopened.document.model.holes[2].par == 5


def test_a_broken_file_shows_its_readable_lines_and_loses_nothing(
        window: TrackWindow, editor: TrackEditor, dialogs: list[DialogCall],
        tmp_path: Path) -> None:
    data = json.loads(bundled_course_path(DEFAULT_COURSE).read_text())
    data["holes"][1]["zones"][1]["formula"] = "B + * R"
    data["holes"][6]["hazards"][0]["kind"] = "volcano"
    broken = tmp_path / "broken.json"
    text = json.dumps(data)
    broken.write_text(text)
    open_before = editor.document.model
    assert not window.open_path(broken)
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot open course file")]
    lines = dialogs[0].text.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("broken.json: hole 2 zone 2: formula 'B + * R'")
    assert "character 5" in lines[0]
    assert lines[1].startswith("broken.json: hole 7 hazard 1")
    assert window.tabs.count() == 1 and current(window) is editor
    assert editor.document.model is open_before
    assert broken.read_text() == text  # the file is left as it was


def test_a_file_with_errors_opens_and_its_problems_are_listed(
        window: TrackWindow, tmp_path: Path, qtbot: QtBot) -> None:
    data = json.loads(bundled_course_path(DEFAULT_COURSE).read_text())
    data["holes"][0]["hazards"][1]["start"] = 128  # now over the first bunker
    path = tmp_path / "overlap.json"
    path.write_text(json.dumps(data))
    assert window.open_path(path)
    dock = window.problems_dock
    qtbot.waitUntil(lambda: dock.model.rowCount() == 1)
    assert dock.model.problem(0).message.startswith("hole 1: hazard bands overlap")


def test_autosave_and_recovery_after_a_crash(qtbot: QtBot, answers: ScriptedDialogs,
                                             tmp_path: Path) -> None:
    recovery = tmp_path / "recovery"
    crashed = make_window(qtbot, answers, recovery)
    editor = crashed.new_course()
    document = editor.document
    after, _ = hole_edits.add_hazard(document.model, 0, hole_edits.hazard_of_kind("pond", 150))
    document.push(TrackEdit(document, "pond", after))
    crashed.autosave_now()
    saved = crashed.recovery_path(editor)
    assert saved is not None and saved.is_file()
    assert json.loads(saved.read_text())["format"] == "golfstudio.dicegolf"
    # The run dies without closing its tabs: its lock is released as the process would.
    assert crashed.recovery.lock is not None
    crashed.recovery.lock.unlock()
    again = make_window(qtbot, answers, recovery)
    assert again.offer_recovery() == 1
    assert current(again).document.model == after
    assert current(again).document.is_modified()
    crashed.close_all()
    again.close_all()


def test_the_strip_is_exported_as_png_and_svg(window: TrackWindow, editor: TrackEditor,
                                              answers: ScriptedDialogs,
                                              tmp_path: Path) -> None:
    answers.save_paths += [tmp_path / "hole1.png", tmp_path / "hole1.svg"]
    assert window.export_png_action.isEnabled()
    window.export_png_action.trigger()
    picture = QImage(str(tmp_path / "hole1.png"))
    assert not picture.isNull() and picture.width() > 4 * picture.height()  # a long strip
    window.export_svg_action.trigger()
    svg = (tmp_path / "hole1.svg").read_text()
    assert "<svg" in svg and "Hole 1" in svg


def test_holes_are_added_moved_and_removed_from_the_course_dock(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    panel = window.course_panel
    first = editor.document.model.holes[0]
    qtbot.mouseClick(panel.add_button, _LEFT)
    assert len(editor.document.model.holes) == 10 and editor.hole_index == 1
    assert panel.hole_list.count() == 10 and panel.hole_list.currentRow() == 1
    panel.hole_list.setCurrentRow(0)
    assert editor.hole_index == 0
    qtbot.mouseClick(panel.down_button, _LEFT)
    assert editor.document.model.holes[1] is first and editor.hole_index == 1
    qtbot.mouseClick(panel.remove_button, _LEFT)
    assert len(editor.document.model.holes) == 9
    window.undo_action.trigger()
    assert editor.document.model.holes[1] is first
    panel.name_edit.setText("Back garden")
    panel.name_edit.editingFinished.emit()
    assert editor.document.model.name == "Back garden"
    assert "Back garden" in window.tabs.tabText(0)
