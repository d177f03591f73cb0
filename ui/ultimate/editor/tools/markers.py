"""Place the tee markers, the flag and the 150-yard markers by clicking; drag them later
with the select tool. Alt-click takes the marker under the cursor away."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.editor.tools.base import HoleTool


class MarkerTool(HoleTool, metaclass=ABCMeta):
    kind = ""

    def press(self, event: ToolEvent[Point]) -> None:
        if event.modifiers & Qt.KeyboardModifier.AltModifier:
            hit = self.marker_at(event.at)
            if hit is not None and hit.kind == self.kind:
                after = hole_edits.move_marker(self.document.model, self.index, hit.kind,
                                               hit.which, None)
                self.edit(QCoreApplication.translate("UltimateTools", "Remove a marker"), after)
            return
        self.place(event.at)

    @abstractmethod
    def place(self, at: Point) -> None:
        """Place this tool's marker at ``at`` (one undoable edit)."""


class TeeTool(MarkerTool):
    name = "tee"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Tee markers"))
    shortcut = "T"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click to place the two tee markers; a third "
                             "click moves the nearer one"))
    kind = "tee"

    def place(self, at: Point) -> None:
        after = hole_edits.set_tee_marker(self.document.model, self.index, at)
        self.edit(QCoreApplication.translate("UltimateTools", "Place a tee marker"), after)


class FlagTool(MarkerTool):
    name = "flag"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Flag"))
    shortcut = "F"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click on the green to put the flag there"))
    kind = "flag"

    def place(self, at: Point) -> None:
        after = hole_edits.set_flag(self.document.model, self.index, at)
        self.edit(QCoreApplication.translate("UltimateTools", "Place the flag"), after)


class Marker150Tool(MarkerTool):
    name = "marker150"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "150-yard markers"))
    shortcut = "M"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click beside the fairway to place a 150-yard "
                             "marker"))
    kind = "150"

    def place(self, at: Point) -> None:
        after = hole_edits.add_150_marker(self.document.model, self.index, at)
        self.edit(QCoreApplication.translate("UltimateTools", "Place a 150-yard marker"), after)
