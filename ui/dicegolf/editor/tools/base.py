"""What the track editor's tools share: the hole shown, the cursor's reach in metres at the
current zoom, and pushing an edit worked out by ``hole_edits``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt

from golfstudio.dicegolf.hole import Course, Hole
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.document import METRE
from ui.dicegolf.editor.scene import TrackScene
from ui.dicegolf.track.strip import metres_for
from ui.dicegolf.track.words import Part
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.tools import AbstractTool, ToolContext, ToolEvent

__all__ = ["PICK_PX", "TrackEditorLike", "TrackTool", "TrackToolContext"]

PICK_PX = 7.0
"""How near (in screen pixels) the cursor must be to take hold of a mark or a band's end."""


class TrackEditorLike(Protocol):
    """What tools ask of the editor: the hole shown, the zoom, the selection, the cursor."""

    @property
    def hole_index(self) -> int: ...

    def zoom(self) -> float: ...

    def select_part(self, part: Part | None) -> None: ...

    def selected_part(self) -> Part | None: ...

    def set_cursor(self, shape: Qt.CursorShape) -> None: ...


class TrackToolContext(ToolContext[Course]):
    """The kit's context plus the editor the tools work for."""

    def __init__(self, document: EditorDocument[Course], scene: TrackScene,
                 editor: TrackEditorLike, notify: Callable[[str], None]) -> None:
        super().__init__(document, scene, notify)
        self.editor = editor
        self.track_scene = scene


class TrackTool(AbstractTool[Course, float]):
    """A tool of the track editor: ``event.at`` is whole metres from the tee."""

    context: TrackToolContext

    def __init__(self, context: TrackToolContext) -> None:
        super().__init__(context)
        self.context = context

    @property
    def index(self) -> int:
        return self.context.editor.hole_index

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

    def edit(self, text: str, after: Course, stroke: int | None = None,
             kind: type[TrackEdit] = TrackEdit) -> bool:
        return self.push(kind(self.document, text, after, stroke))
