"""``CourseEditor``: the kit's ``Editor`` over a ``CourseDocument`` — the Carambole tools,
the course scene and canvas, and the status line's words for a cell. The window puts one in
each tab and adds files, menus and docks.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from golfstudio.carambole.course import Cell, Course, terrain_name
from golfstudio.carambole.pieces import Piece, bundled_pieces
from golfstudio.hexgrid import Hex
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.scene import CourseScene
from ui.carambole.editor.tool_icons import tool_icon
from ui.carambole.editor.tools import TOOLS, CourseToolContext, EditorTool
from ui.carambole.editor.view import CourseView
from ui.editor_kit.editor import (
    AskSave,
    Editor,
    SaveChoice,
    SaveDocument,
    ask_save_changes,
    save_in_place,
)

__all__ = ["AskSave", "CourseEditor", "SaveChoice", "SaveDocument", "ask_save_changes",
           "cell_text", "save_in_place"]


def cell_text(cell: Hex, found: Cell | None) -> str:
    """The status line's words for a cell: ``"2, -1 · sand · level 0"`` (or ``· void``)."""
    if found is None:
        return QCoreApplication.translate("CourseEditor", "{q}, {r} · void").format(
            q=cell.q, r=cell.r)
    text = QCoreApplication.translate("CourseEditor", "{q}, {r} · {terrain} · level {level}")
    terrain = terrain_name(found.terrain)
    return text.format(q=cell.q, r=cell.r, terrain=terrain, level=found.level)


class CourseEditor(Editor[Course, Hex]):
    """Toolbar, canvas and status line for one ``CourseDocument``.

    Signals: ``titleChanged(str)`` (the kit's); ``cellsChosen(frozenset[Hex], bool)`` — the
    select tool's rubber band chose these cells (True: add them to the selection, Shift was
    held). The window's ``Selection`` takes them.
    """

    cellsChosen = Signal(object, bool)

    def __init__(self, document: CourseDocument | None = None, *,
                 save: SaveDocument = save_in_place, ask_save: AskSave = ask_save_changes,
                 pieces: tuple[Piece, ...] | None = None,
                 parent: QWidget | None = None) -> None:
        course_document = document if document is not None else CourseDocument()
        super().__init__(course_document, save=save, ask_save=ask_save, parent=parent)
        if document is None:
            course_document.setParent(self)
        self.setObjectName("courseEditor")
        self.document: CourseDocument = course_document
        self.scene = CourseScene(course_document, self)
        self.context = CourseToolContext(course_document, self.scene,
                                         bundled_pieces() if pieces is None else pieces,
                                         self.show_message, self.cellsChosen.emit)
        tools = [cls(self.context) for cls in TOOLS]
        self.course_view = CourseView(self.scene, self)
        self.build(self.course_view, tools, tool_icon,
                   QCoreApplication.translate("CourseEditor", "Fit course"))
        self.view: CourseView = self.course_view
        self.course_tools: dict[str, EditorTool] = {tool.name: tool for tool in tools}
        self.cell_label = self.position_label

    def position_text(self, hovered: object) -> str:
        cell, found = cast(tuple[Hex, Cell | None], hovered)  # CourseView.hover_payload's
        return cell_text(cell, found)

    def fit_course(self) -> None:
        self.fit_content()

    def tool(self, name: str) -> EditorTool:
        """A tool by name, as the course tool it is (``tools`` holds the same objects)."""
        return self.course_tools[name]
