"""The chosen and the best option drawn on a game's own board, for the decision shown.

A game whose choices are places on its board draws them there: Carambole an arrow from the
ball for a shot's direction (a ring for a start cell), Ultimate Golf a line from the ball to
the aim. Where a choice is not a place (Dice Golf's dice to keep, Play Nine's cards) the
review view says both options in words under the board instead (docs/review.md, "In the
app"). ``marker_for(game_id, canvas)`` gives the game's ``Marker`` or None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from golfstudio.engine.state import State
from ui import theme

CHOSEN_COLOUR = theme.STROKE_DOT
"""The option played, when it lost strokes."""
BEST_COLOUR = theme.ACCENT
"""The best option (and the one played, when it was the best)."""
Z_REVIEW = 59.0
"""Above a Carambole board's arrows, under its balls."""


class Marker(Protocol):
    def mark(self, before: State[Any], chosen: Any, best: Any) -> None:
        """Draw ``chosen`` and ``best`` (actions of the game) in the position ``before``."""
        ...

    def clear(self) -> None: ...


class ArrowItem(QGraphicsItem):
    """An arrow in scene coordinates from ``start`` to ``end`` with a word at its tip."""

    def __init__(self, start: QPointF, end: QPointF, colour: QColor, text: str,
                 width: float, *, dashed: bool = False) -> None:
        super().__init__()
        self.start, self.end = start, end
        self.colour = QColor(colour)
        self.width = width
        self.dashed = dashed
        self.setZValue(Z_REVIEW)
        self.label = QGraphicsSimpleTextItem(text, self)
        self.label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.label.setBrush(self.colour.darker(130))
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.label.setPos(end + (end - start) * 0.12)

    def head(self) -> QPolygonF:
        d = self.end - self.start
        length = max(1e-6, (d.x() ** 2 + d.y() ** 2) ** 0.5)
        u = d / length
        side = QPointF(-u.y(), u.x())
        size = self.width * 3.2
        return QPolygonF([self.end, self.end - u * size + side * size * 0.6,
                          self.end - u * size - side * size * 0.6])

    def boundingRect(self) -> QRectF:
        pad = self.width * 4
        return QRectF(self.start, self.end).normalized().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QPen(QColor(255, 255, 255, 200), self.width * 1.9)
        halo.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(halo)
        painter.drawLine(self.start, self.end)
        pen = QPen(self.colour, self.width,
                   Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.start, self.end)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 1.0))
        painter.setBrush(self.colour)
        painter.drawPolygon(self.head())


class RingItem(QGraphicsItem):
    """A ring round a place (a Carambole start cell) with a word beside it."""

    def __init__(self, at: QPointF, radius: float, colour: QColor, text: str) -> None:
        super().__init__()
        self.radius = radius
        self.colour = QColor(colour)
        self.setPos(at)
        self.setZValue(Z_REVIEW)
        self.label = QGraphicsSimpleTextItem(text, self)
        self.label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.label.setBrush(self.colour.darker(130))
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.label.setPos(radius * 0.8, -radius * 1.4)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.colour, self.radius * 0.22))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)


class SceneMarks:
    """Items a marker put on a ``QGraphicsView``'s scene, removed again by ``clear``."""

    def __init__(self, view: QGraphicsView) -> None:
        self.view = view
        self.items: list[QGraphicsItem] = []

    def add(self, item: QGraphicsItem) -> None:
        scene = self.view.scene()
        if scene is not None:
            scene.addItem(item)
            self.items.append(item)

    def clear(self) -> None:
        for item in self.items:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self.items.clear()


def words(chosen_is_best: bool) -> tuple[str, str]:
    """The words on the board: "chosen" and "best", or one "chosen = best"."""
    from PySide6.QtCore import QCoreApplication

    if chosen_is_best:
        text = QCoreApplication.translate("ReviewMarks", "chosen = best")
        return text, text
    return (QCoreApplication.translate("ReviewMarks", "chosen"),
            QCoreApplication.translate("ReviewMarks", "best"))


MarkerFactory = Callable[[QWidget], "Marker | None"]


def _carambole(canvas: QWidget) -> Marker | None:
    from ui.review.carambole_marks import CaramboleMarks

    return CaramboleMarks.of(canvas)


def _ultimate(canvas: QWidget) -> Marker | None:
    from ui.review.ultimate_marks import UltimateMarks

    return UltimateMarks.of(canvas)


MARKERS: dict[str, MarkerFactory] = {"carambole": _carambole, "ultimate": _ultimate}
"""Games whose options are drawn on their board (the others are said in words)."""


def marker_for(game_id: str, canvas: QWidget) -> Marker | None:
    factory = MARKERS.get(game_id)
    return None if factory is None else factory(canvas)
