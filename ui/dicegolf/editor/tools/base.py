"""What the track editor's tools share: the hole shown, the cursor's reach in metres at the
current zoom, and pushing an edit worked out by ``hole_edits``."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt

from golfstudio.dicegolf.hole import Course, Hole
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.document import METRE
from ui.dicegolf.track.strip import metres_for
from ui.dicegolf.track.words import Part
from ui.editor_kit.tool_base import HoleEditorLike, HoleTool, HoleToolContext
from ui.editor_kit.tools import ToolEvent

__all__ = ["PICK_PX", "TrackEditorLike", "TrackTool", "TrackToolContext"]

PICK_PX = 7.0
"""How near (in screen pixels) the cursor must be to take hold of a mark or a band's end."""


class TrackEditorLike(HoleEditorLike, Protocol):
    """What tools ask of the editor: the hole shown, the zoom, the selection, the cursor."""

    def select_part(self, part: Part | None) -> None: ...

    def selected_part(self) -> Part | None: ...

    def set_cursor(self, shape: Qt.CursorShape) -> None: ...


class TrackToolContext(HoleToolContext[Course, TrackEditorLike]):
    """The kit's context plus the track editor the tools work for."""


class TrackTool(HoleTool[Course, float, TrackEditorLike]):
    """A tool of the track editor: ``event.at`` is whole metres from the tee."""

    edit_command = TrackEdit

    @property
    def hole(self) -> Hole:
        return self.model.holes[self.index]

    @property
    def editor(self) -> TrackEditorLike:
        return self.context.editor

    def reach(self, pixels: float = PICK_PX) -> float:
        """Screen pixels in metres along the strip at the current zoom."""
        return metres_for(pixels, self.editor.zoom())

    @staticmethod
    def metre(event: ToolEvent[float]) -> int:
        return round(event.at)

    @staticmethod
    def along(event: ToolEvent[float]) -> float:
        """The unrounded metre under the cursor (what is under it is decided on this)."""
        return event.pos.x() / METRE
