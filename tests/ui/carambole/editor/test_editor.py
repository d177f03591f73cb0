"""The embeddable editor: tools on their shortcuts, undo and redo actions, the title, asking
to save on close, and the screenshot of a course with one of everything."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.course_file import load_course
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.conftest import Canvas, FakeAskSave
from tests.ui.carambole.editor.showcase import showcase_course
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor, SaveChoice, save_in_place
from ui.carambole.editor.tools import TOOLS


def test_every_tool_has_a_one_key_shortcut(make_editor: Callable[..., CourseEditor],
                                           qtbot: QtBot) -> None:
    editor = make_editor(hex_board(2, hole=Hex(0, 0)))
    keys = {tool.name: tool.shortcut for tool in TOOLS}
    assert keys == {"select": "S", "paint": "B", "erase": "E", "hole": "H", "start": "T",
                    "straight_wall": "W", "curved_wall": "C", "obstacle": "O", "bounce": "A",
                    "level": "L"}
    for name, key in keys.items():
        qtbot.keyClick(editor.view, QKeySequence(key)[0].key())
        assert editor.current_tool().name == name
        assert editor.toolbar.tool_actions[name].isChecked()
        assert editor.hint_label.text() == editor.current_tool().hint


def test_a_tool_shows_only_its_own_options(make_editor: Callable[..., CourseEditor]) -> None:
    editor = make_editor(hex_board(2, hole=Hex(0, 0)))
    bar = editor.toolbar

    def shown() -> set[str]:
        names = {"terrain", "brush", "flood", "piece"}
        return {w.objectName() for w in bar.options_slot.findChildren(QWidget)
                if w.objectName() in names and w.isVisibleTo(bar)}

    editor.set_tool("paint")
    assert shown() == {"terrain", "brush", "flood"}
    editor.set_tool("obstacle")
    assert shown() == {"piece"}
    editor.set_tool("erase")
    assert shown() == {"brush"}
    editor.set_tool("select")
    assert shown() == set()


def test_undo_and_redo_actions_name_the_edit_and_use_the_standard_keys(
        make_editor: Callable[..., CourseEditor],
        canvas_of: Callable[[CourseEditor], Canvas], qtbot: QtBot) -> None:
    editor = make_editor(hex_board(3, hole=Hex(0, 0)))
    undo, redo = editor.undo_action(), editor.redo_action()
    assert editor.undo_action() is undo
    assert undo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert not undo.isEnabled()
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.SAND)  # type: ignore[attr-defined]
    canvas_of(editor).click(Hex(1, 1))
    assert undo.isEnabled() and undo.text() == "Undo Paint sand"
    key = undo.shortcuts()[0][0]
    qtbot.keyClick(editor.view, key.key(), key.keyboardModifiers())
    assert editor.document.course.cell_at(Hex(1, 1)).terrain is Terrain.FLOOR  # type: ignore[union-attr]
    assert redo.text() == "Redo Paint sand"
    key = redo.shortcuts()[0][0]
    qtbot.keyClick(editor.view, key.key(), key.keyboardModifiers())
    assert editor.document.course.cell_at(Hex(1, 1)).terrain is Terrain.SAND  # type: ignore[union-attr]


def test_the_title_shows_unsaved_changes(make_editor: Callable[..., CourseEditor],
                                         canvas_of: Callable[[CourseEditor], Canvas],
                                         qtbot: QtBot) -> None:
    editor = make_editor(hex_board(3, hole=Hex(0, 0), name="Round"))
    assert editor.title() == "Round" and editor.windowTitle() == "Round"
    editor.set_tool("hole")
    with qtbot.waitSignal(editor.titleChanged, timeout=1000) as signal:
        canvas_of(editor).click(Hex(1, 0))
    assert signal.args == ["Round *"]
    assert editor.windowTitle() == "Round *"
    editor.document.undo_stack.undo()
    assert editor.title() == "Round"


@pytest.mark.parametrize(("answer", "closes", "saved"), [
    (SaveChoice.DISCARD, True, False),
    (SaveChoice.CANCEL, False, False),
    (SaveChoice.SAVE, True, True),
])
def test_closing_asks_to_save_unsaved_changes(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        ask_save: FakeAskSave, tmp_path: Path, answer: SaveChoice, closes: bool,
        saved: bool) -> None:
    path = tmp_path / "round.json"
    editor = make_editor(hex_board(3, hole=Hex(0, 0), starts=[Hex(1, 0)]))
    editor.document.set_path(path)
    assert editor.maybe_close() and ask_save.asked == []  # nothing to lose yet
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.SAND)  # type: ignore[attr-defined]
    canvas_of(editor).click(Hex(-1, 1))
    ask_save.answer = answer
    event = QCloseEvent()
    editor.closeEvent(event)
    assert event.isAccepted() == closes
    assert ask_save.asked == ["round"]
    assert path.exists() == saved
    if saved:
        assert load_course(path) == editor.document.course
        assert not editor.document.is_modified()


def test_without_a_file_saving_is_the_shells_job(qtbot: QtBot,
                                                 dialogs: list[DialogCall]) -> None:
    document = CourseDocument(hex_board(1, hole=Hex(0, 0)))
    assert not save_in_place(document)
    asked: list[CourseDocument] = []

    def save_as(doc: CourseDocument) -> bool:
        asked.append(doc)
        return False  # the user cancelled the file dialog

    editor = CourseEditor(document, save=save_as, ask_save=FakeAskSave(SaveChoice.SAVE))
    qtbot.addWidget(editor)
    editor.tools["paint"].push(  # an edit made the way a tool makes it
        __import__("ui.carambole.editor.commands", fromlist=["PaintCells"]).PaintCells(
            document, [Hex(1, 0)], Terrain.WATER))
    assert not editor.maybe_close()
    assert asked == [document]
    document.mark_saved()  # so that qtbot can close it


def test_the_default_question_is_a_message_box(make_editor: Callable[..., CourseEditor],
                                               canvas_of: Callable[[CourseEditor], Canvas],
                                               dialogs: list[DialogCall]) -> None:
    from ui.carambole.editor.editor_widget import ask_save_changes

    editor = make_editor(hex_board(2, hole=Hex(0, 0)))
    assert ask_save_changes(editor, "Round") is SaveChoice.CANCEL  # the fake box says "Ok"
    assert dialogs == [DialogCall("question", "Unsaved changes",
                                  "Save the changes to Round before closing?")]


def test_screenshot_of_a_course_with_one_of_everything(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot, screenshot_dir: Path) -> None:
    editor = make_editor(showcase_course(), size=(1200, 800))
    editor.scene.select_object("w2")  # a selected straight wall shows its mirror line and angle
    editor.set_tool("paint")
    qtbot.keyClick(editor.view, Qt.Key.Key_2)
    canvas_of(editor).move(Hex(3, 5))
    assert editor.status_text() == "3, 5 · floor · level 0"
    path = screenshot_dir / "carambole_editor.png"
    save_screenshot(editor, path)
