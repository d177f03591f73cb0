"""The kit's hole list on a course that is not a game's: holes that are plain names, edits
that are tuple surgery, an editor that only shows a hole. Rows, the buttons' enabling, one
undo step per button and the hole shown after it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.errors import GolfStudioError
from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.hole_list import HoleEdits, HoleList

LEFT = Qt.MouseButton.LeftButton
MAX_HOLES = 4


@dataclass(frozen=True)
class Course:
    holes: tuple[str, ...]


class CourseCodec:
    format_id = "test.course"
    suffix = ".course"
    name_filter = "Courses (*.course)"

    def untitled_name(self) -> str:
        return "Untitled course"

    def blank(self) -> Course:
        return Course(("a", "b", "c"))

    def load(self, path: Path) -> Course:
        return Course(tuple(path.read_text().split()))

    def save(self, model: Course, path: Path) -> None:
        path.write_text(self.to_text(model))

    def to_text(self, model: Course) -> str:
        return " ".join(model.holes)

    def model_name(self, model: Course) -> str:
        return ""


def _add(course: Course, index: int) -> Course:
    return Course((*course.holes[:index + 1], "new", *course.holes[index + 1:]))


def _duplicate(course: Course, index: int) -> Course:
    copy = course.holes[index] + "'"
    return Course((*course.holes[:index + 1], copy, *course.holes[index + 1:]))


def _move(course: Course, index: int, to: int) -> Course:
    holes = list(course.holes)
    holes.insert(to, holes.pop(index))
    return Course(tuple(holes))


def _remove(course: Course, index: int) -> Course:
    if len(course.holes) == 1:
        raise GolfStudioError("A course keeps one hole at least.")
    return Course(course.holes[:index] + course.holes[index + 1:])


class Shower:
    """The editor as the list sees it: a document and the hole it shows."""

    def __init__(self) -> None:
        self.document = EditorDocument(CourseCodec())
        self.hole_index = 0
        self.shown: list[int] = []

    def show_hole(self, index: int) -> None:
        self.hole_index = index
        self.shown.append(index)


def make_list(qtbot: QtBot) -> tuple[HoleList[Course], Shower]:
    editor = Shower()

    def push(text: str, make: Callable[[Course], Course]) -> bool:
        after = make(editor.document.model)
        if after == editor.document.model:
            return False
        editor.document.push(SnapshotCommand(editor.document, text, after))
        return True

    holes = HoleList(HoleEdits(_add, _duplicate, _move, _remove), push, max_holes=MAX_HOLES)
    qtbot.add_widget(holes)
    holes.set_editor(editor)

    def refresh() -> None:
        holes.set_holes([f"{n}. {h}" for n, h in enumerate(editor.document.model.holes, 1)],
                        editor.hole_index)

    # A real editor says it shows another hole (``holeShown``); the dock redraws.
    holes.holePicked.connect(lambda _row: refresh())
    holes.holesEdited.connect(refresh)
    editor.document.changed.connect(lambda _change: refresh())
    refresh()
    return holes, editor


def test_each_button_is_one_undo_step_and_shows_its_hole(qtbot: QtBot) -> None:
    holes, editor = make_list(qtbot)
    document = editor.document
    assert holes.list.objectName() == "holeList"
    assert [holes.list.item(r).text() for r in range(3)] == ["1. a", "2. b", "3. c"]
    assert not holes.up_button.isEnabled() and holes.down_button.isEnabled()
    with qtbot.waitSignal(holes.holePicked, timeout=1000) as picked:
        holes.list.setCurrentRow(1)
    assert picked.args == [1] and editor.hole_index == 1
    qtbot.mouseClick(holes.duplicate_button, LEFT)
    assert document.model.holes == ("a", "b", "b'", "c") and editor.hole_index == 2
    assert holes.list.currentRow() == 2
    assert not holes.add_button.isEnabled() and not holes.duplicate_button.isEnabled()
    qtbot.mouseClick(holes.up_button, LEFT)
    assert editor.hole_index == 1 and document.undo_stack.undoText() == "Move a hole"
    assert document.model.holes == ("a", "b'", "b", "c")
    qtbot.mouseClick(holes.remove_button, LEFT)
    assert document.model.holes == ("a", "b", "c") and editor.hole_index == 1
    assert document.undo_stack.undoText() == "Remove a hole"
    qtbot.mouseClick(holes.add_button, LEFT)
    assert document.model.holes == ("a", "b", "new", "c") and editor.hole_index == 2
    assert document.undo_stack.count() == 4
    for _ in range(4):
        document.undo_stack.undo()
    assert document.model.holes == ("a", "b", "c")


def test_the_buttons_and_a_refused_edit(qtbot: QtBot) -> None:
    holes, editor = make_list(qtbot)
    assert [b.text() for b in (holes.add_button, holes.duplicate_button, holes.up_button,
                               holes.down_button, holes.remove_button)] == [
        "Add", "Duplicate", "Earlier", "Later", "Remove"]
    holes.list.setCurrentRow(2)
    assert not holes.down_button.isEnabled()
    assert not holes.move_hole(1)  # already the last: nothing to undo, nothing shown
    assert editor.document.undo_stack.count() == 0 and editor.shown == [2]
    qtbot.mouseClick(holes.remove_button, LEFT)
    assert editor.hole_index == 1 and editor.document.undo_stack.undoText() == "Remove a hole"
    qtbot.mouseClick(holes.remove_button, LEFT)
    assert editor.document.model.holes == ("a",) and not holes.remove_button.isEnabled()
