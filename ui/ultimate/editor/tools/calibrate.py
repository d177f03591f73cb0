"""Calibrate the tracing background: click two points of the scanned board whose distance
is known (the board's yard scale, two marked spots) and type the yards between them. The
image is scaled about the first point, which stays where it was clicked."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import TracingBackground
from golfstudio.ultimate.limits import MAX_CALIBRATION_YARDS, MAX_IMAGE_PIXELS
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext


class CalibrateTool(HoleTool):
    name = "calibrate"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Calibrate the tracing"))
    shortcut = "K"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click two points of the scanned board a known "
                             "distance apart, then type the yards between them"))

    def __init__(self, context: HoleToolContext) -> None:
        super().__init__(context)
        self.first: tuple[Point, QPointF] | None = None

    def press(self, event: ToolEvent[Point]) -> None:
        background = self.hole.background
        if background is None:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "Import a tracing image first (Edit > "
                                                           "Import Tracing "
                                   "Image)."))
            return
        if self.context.editor.background_locked():
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "The tracing background is locked: "
                                                           "unlock it to "
                                   "calibrate."))
            return
        pixel = self.context.hole_scene.pixel_at(event.pos)
        if pixel is None:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "The tracing image could not be read."))
            return
        if self.first is None:
            self.first = (event.at, pixel)
            self._mark(event.at)
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "Now click the second point."))
            return
        (at, pixel_a), self.first = self.first, None
        self.preview.clear()
        gap = QPointF(pixel - pixel_a)
        if (gap.x() ** 2 + gap.y() ** 2) ** 0.5 < 1.0:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "Click two points at least one pixel of "
                                                           "the image apart."))
            return
        suggested = at.distance_to(event.at)
        yards = self.context.editor.ask_yards(suggested)
        if yards is None:
            return
        if not 0 < yards <= MAX_CALIBRATION_YARDS:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "The distance must be more than 0 and "
                                                           "at most {most} "
                                   "yards.").format(most=f"{MAX_CALIBRATION_YARDS:g}"))
            return

        def pixel_point(q: QPointF) -> Point:
            return Point(round(max(0.0, min(MAX_IMAGE_PIXELS, q.x())), 2),
                         round(max(0.0, min(MAX_IMAGE_PIXELS, q.y())), 2))

        calibrated = TracingBackground(image=background.image, pixel_a=pixel_point(pixel_a),
                                       pixel_b=pixel_point(pixel), yards=float(yards),
                                       at=hole_edits.clamp(at))
        after = hole_edits.set_background(self.document.model, self.index, calibrated)
        self.edit(QCoreApplication.translate("UltimateTools",
                                             "Calibrate the tracing background"), after)

    def deactivate(self) -> None:
        self.first = None
        super().deactivate()

    def _mark(self, at: Point) -> None:
        centre = to_scene(at)

        def paint(painter: QPainter) -> None:
            scale = max(1e-6, painter.worldTransform().m11())
            r = 8 / scale
            pen = QPen(QColor("#d62828"), 2)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawLine(QPointF(centre.x() - r, centre.y()), QPointF(centre.x() + r,
                                                                          centre.y()))
            painter.drawLine(QPointF(centre.x(), centre.y() - r), QPointF(centre.x(),
                                                                          centre.y() + r))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r / 2, r / 2)

        self.preview.show_drawing(QRectF(centre.x() - 50, centre.y() - 50, 100, 100), paint)
