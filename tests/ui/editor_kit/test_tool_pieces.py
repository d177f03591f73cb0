"""The kit's pieces for tools on a course that is not a game's: a painted icon at each size,
a tool's options row driven with real keys, and a hole tool's edit pushed as the game's
command (or a drag's own kind) on the hole its editor shows."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QComboBox, QGraphicsScene, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.tool_base import HoleTool, HoleToolContext, choice_row
from ui.editor_kit.tool_icons import drawn_icon


def _corner(p: QPainter) -> None:
    """The top-left quarter of a 24-unit box, solid."""
    p.fillRect(QRectF(0, 0, 12, 12), QColor("#204080"))


def test_a_drawn_icon_is_the_drawing_scaled_to_any_size() -> None:
    icon = drawn_icon(_corner)
    for size in (16, 24, 48):
        image = icon.pixmap(QSize(size, size)).toImage()
        assert image.size() == QSize(size, size)
        inside, outside = image.pixelColor(size // 4, size // 4), image.pixelColor(
            size * 3 // 4, size * 3 // 4)
        assert inside.alpha() == 255 and inside.blue() > inside.red()
        assert outside.alpha() == 0  # the rest stays transparent
    # A 32-unit design box: the same quarter drawing covers only a ninth-odd of the icon.
    small = drawn_icon(_corner, box=32.0).pixmap(QSize(32, 32)).toImage()
    assert small.pixelColor(5, 5).alpha() == 255 and small.pixelColor(14, 14).alpha() == 0


def test_a_choice_row_shows_its_items_and_tells_the_row_picked(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    picked: list[int] = []
    row, box = choice_row(host, "Kind:", "kindBox", [("bunker", "B"), ("pond", "P"),
                                                     ("trees", None)], 1, picked.append)
    host.show()
    qtbot.waitExposed(host)
    assert row.parent() is host and box.parent() is row
    assert host.findChild(QComboBox, "kindBox") is box
    label = row.findChild(QLabel)
    assert label is not None and label.text() == "Kind:"
    assert [box.itemText(i) for i in range(box.count())] == ["bunker", "pond", "trees"]
    assert box.currentIndex() == 1 and box.currentData() == "P"
    assert picked == []  # setting the first row is not a pick
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert picked == [2, 1, 0] and box.findData("B") == 0


@dataclass(frozen=True)
class Course:
    holes: tuple[int, ...]


class Codec:
    format_id = "test.course"
    suffix = ".course"
    name_filter = "Courses (*.course)"

    def untitled_name(self) -> str:
        return "Untitled course"

    def blank(self) -> Course:
        return Course((3, 4, 5))

    def load(self, path: Path) -> Course:
        return Course(tuple(int(n) for n in path.read_text().split()))

    def save(self, model: Course, path: Path) -> None:
        path.write_text(self.to_text(model))

    def to_text(self, model: Course) -> str:
        return " ".join(str(n) for n in model.holes)

    def model_name(self, model: Course) -> str:
        return ""


class Edit(SnapshotCommand[Course]):
    pass


class Drag(SnapshotCommand[Course]):
    merge_id = 7


class ShownHole:
    """The editor as a tool sees it: the hole shown and the zoom."""

    hole_index = 1

    def zoom(self) -> float:
        return 2.0


class ParTool(HoleTool[Course, float, ShownHole]):
    name = "par"
    edit_command = Edit

    def add_one(self, stroke: int | None = None, drag: bool = False) -> bool:
        holes = list(self.model.holes)
        holes[self.index] += 1
        return self.edit("Add a stroke", Course(tuple(holes)), stroke, Drag if drag else None)


def test_a_hole_tool_edits_the_hole_shown_as_the_games_command() -> None:
    document = EditorDocument(Codec())
    messages: list[str] = []
    context = HoleToolContext(document, QGraphicsScene(), ShownHole(), messages.append)
    tool = ParTool(context)
    assert tool.index == 1 and context.editor.zoom() == 2.0
    assert tool.add_one()
    assert document.model.holes == (3, 5, 5)
    stack = document.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Add a stroke"
    assert isinstance(stack.command(0), Edit)
    # A drag's steps are its own kind of command, merged into one undo step.
    assert tool.add_one(stroke=9, drag=True) and tool.add_one(stroke=9, drag=True)
    assert stack.count() == 2 and isinstance(stack.command(1), Drag)
    assert document.model.holes == (3, 7, 5)
    stack.undo()
    assert document.model.holes == (3, 5, 5)
    # An edit that changes nothing is no undo step.
    assert not tool.edit("Nothing", document.model)
    assert stack.count() == 2
