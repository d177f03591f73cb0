"""The track editor's canvas: the kit's view, zooming along the strip only.

A hole is a strip hundreds of metres long and a few lanes high. Zooming both ways would make
the lanes tower over the window to see a bunker's metres; here the wheel and Fit scale the
length alone and the lanes keep their height in pixels (``transform_for``), and Fit fills
the canvas's width (``fit_scale``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.hole import Course
from ui.dicegolf.editor.document import track_snapping
from ui.dicegolf.editor.scene import TrackScene
from ui.dicegolf.track.strip import BOTTOM, TOP
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.view import EditorView

__all__ = ["TrackView"]


class TrackView(EditorView[float]):
    """``event.at`` and ``hovered`` are metres from the tee (whole metres, on the track)."""

    def __init__(self, scene: TrackScene, document: EditorDocument[Course],
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, track_snapping(), document,
                         empty_rect=QRectF(0, TOP, 1200, BOTTOM - TOP), parent=parent)
        self.track_scene = scene
        self.setAccessibleName(self.tr("Hole track"))

    def transform_for(self, scale: float) -> QTransform:
        return QTransform.fromScale(scale, 1.0)

    def fit_scale(self, rect: QRectF, width: float, height: float) -> float:
        return width / rect.width()
