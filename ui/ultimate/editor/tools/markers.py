"""Place the tee markers, the flag and the 150-yard markers by clicking; drag them later
with the select tool. Alt-click takes the marker under the cursor away."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import Course
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.editor.tools.base import HoleTool

PlaceMarker = Callable[[Course, int, Point], Course]
"""The core's edit that places a marker on a hole (course, hole index, where)."""


@dataclass(frozen=True)
class Marker:
    """One kind of marker and its tool: the tool's name, the marker's ``kind`` as
    ``MarkerHit`` says it, the tool's key, label and hint, the undo text of a placing and
    the core's edit that places it."""

    name: str
    kind: str
    shortcut: str
    label: str
    hint: str
    placed: str
    put: PlaceMarker


TEE = Marker("tee", "tee", "T", str(QT_TRANSLATE_NOOP("EditorTools", "Tee markers")),
             str(QT_TRANSLATE_NOOP("EditorTools", "Click to place the two tee markers; a "
                                   "third click moves the nearer one")),
             str(QT_TRANSLATE_NOOP("UltimateTools", "Place a tee marker")),
             hole_edits.set_tee_marker)
FLAG = Marker("flag", "flag", "F", str(QT_TRANSLATE_NOOP("EditorTools", "Flag")),
              str(QT_TRANSLATE_NOOP("EditorTools", "Click on the green to put the flag there")),
              str(QT_TRANSLATE_NOOP("UltimateTools", "Place the flag")), hole_edits.set_flag)
MARKER_150 = Marker("marker150", "150", "M",
                    str(QT_TRANSLATE_NOOP("EditorTools", "150-yard markers")),
                    str(QT_TRANSLATE_NOOP("EditorTools", "Click beside the fairway to place a "
                                          "150-yard marker")),
                    str(QT_TRANSLATE_NOOP("UltimateTools", "Place a 150-yard marker")),
                    hole_edits.add_150_marker)


class MarkerTool(HoleTool):
    """Click to place the ``marker``, one undoable edit; Alt-click takes the marker of that
    kind under the cursor away. A subclass names its ``marker``; the tool's name, key,
    label and hint are the marker's."""

    marker: Marker

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        marker = cls.marker
        cls.name, cls.shortcut, cls.label, cls.hint = (marker.name, marker.shortcut,
                                                       marker.label, marker.hint)

    def press(self, event: ToolEvent[Point]) -> None:
        if event.modifiers & Qt.KeyboardModifier.AltModifier:
            hit = self.marker_at(event.at)
            if hit is not None and hit.kind == self.marker.kind:
                after = hole_edits.move_marker(self.document.model, self.index, hit.kind,
                                               hit.which, None)
                self.edit(QCoreApplication.translate("UltimateTools", "Remove a marker"), after)
            return
        self.place(event.at)

    def place(self, at: Point) -> None:
        """Place this tool's marker at ``at`` (one undoable edit)."""
        after = self.marker.put(self.document.model, self.index, at)
        self.edit(QCoreApplication.translate("UltimateTools", self.marker.placed), after)


class TeeTool(MarkerTool):
    marker = TEE


class FlagTool(MarkerTool):
    marker = FLAG


class Marker150Tool(MarkerTool):
    marker = MARKER_150
