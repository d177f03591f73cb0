"""The distance ruler: press and drag to read the yards between two points, as the game's
position ruler measures a shot. It edits nothing."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from golfstudio import i18n
from golfstudio.plane import Point
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext


def yards_text(yards: float) -> str:
    shown = i18n.grouped(round(yards)) if yards >= 10 else i18n.decimal(yards, 1)
    return QCoreApplication.translate("UltimateTools", "{yards} yd").format(yards=shown)


class RulerTool(HoleTool):
    name = "ruler"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Distance ruler"))
    shortcut = "D"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Press and drag to measure the yards between two "
                             "points"))

    def __init__(self, context: HoleToolContext) -> None:
        super().__init__(context)
        self.start: Point | None = None
        self.end: Point | None = None

    @property
    def distance(self) -> float | None:
        if self.start is None or self.end is None:
            return None
        return self.start.distance_to(self.end)

    def press(self, event: ToolEvent[Point]) -> None:
        self.start = self.end = event.at
        self._draw()

    def drag(self, event: ToolEvent[Point]) -> None:
        self.end = event.at
        self._draw()
        distance = self.distance
        if distance is not None:
            self.context.notify(yards_text(distance))

    def release(self, event: ToolEvent[Point]) -> None:
        self.drag(event)  # the line stays until the next press, to be read

    def leave(self) -> None:
        pass

    def _draw(self) -> None:
        if self.start is None or self.end is None:
            return
        a, b = to_scene(self.start), to_scene(self.end)
        text = yards_text(self.start.distance_to(self.end))
        rect = QRectF(a, b).normalized().adjusted(-200, -200, 200, 200)

        def paint(painter: QPainter) -> None:
            scale = max(1e-6, painter.worldTransform().m11())
            for colour, width in ((QColor(255, 255, 255, 230), 5.0), (QColor("#111111"), 2.0)):
                pen = QPen(colour, width)
                pen.setCosmetic(True)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(a, b)
            painter.save()
            painter.translate(b)
            painter.scale(1 / scale, 1 / scale)
            font = QFont()
            font.setBold(True)
            painter.setFont(font)
            box = QFontMetricsF(font).boundingRect(text).adjusted(-6, -3, 6, 3)
            box.moveTopLeft(QPointF(12, 8))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 210))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            painter.restore()

        self.preview.show_drawing(rect, paint)
