"""What the play view adds on top of the editor's course scene: balls, the direction arrows
around the ball to play, the start cells a person may click, and the trace of the last shot
(its path, bounces and hand-overs).

The course itself is drawn by ``ui.carambole.editor.scene.CourseScene``, read-only; these
items sit above its starts (z 40) and below nothing of it, so a ball hides the start number
it rests on. Geometry comes from the editor's ``geometry`` module, so a ball is exactly on
the cell centre the engine names.

Stacking (z): start targets 45, trace 50, marks 55, arrows 58, balls 60, the moving ball 62.
Arrows lie under the balls: a ball on the next cell stays in sight and the arrow's button
peeks out beside it (clicks find the arrow under a ball, see ``PlayCanvas``).
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from golfstudio.carambole.course import Colour
from golfstudio.hexgrid import Direction, Hex
from golfstudio.hexgrid import compass as core_compass
from ui.carambole.editor import look
from ui.carambole.editor.geometry import CELL_SIZE, INRADIUS, centre, unit

Z_TARGET = 45.0
Z_TRACE = 50.0
Z_MARK = 55.0
Z_ARROW = 58.0
Z_BALL = 60.0
Z_MOVING = 62.0

BALL_RADIUS = CELL_SIZE * 0.40
BALL_COLOURS: dict[Colour, QColor] = {
    Colour.RED: QColor("#d9372b"),
    Colour.ORANGE: QColor("#f08a24"),
    Colour.YELLOW: QColor("#f4d03f"),
    Colour.GREEN: QColor("#1f8a4c"),
    Colour.BLUE: QColor("#2f6fd6"),
    Colour.VIOLET: QColor("#8e4fb8"),
}
BALL_EDGE = QColor(25, 25, 25, 200)
CURRENT_RING = QColor("#ffffff")
CURRENT_RING_EDGE = QColor("#14301f")
ARROW_FILL = QColor("#1c2b22")
"""Dark badges: a start spot is a white disc with a number, a direction badge never is."""
ARROW_TEXT = QColor("#ffffff")
ARROW_SELECTED = QColor("#ffd43b")
ARROW_EDGE = QColor("#1c2b22")
def compass(direction: Direction) -> str:
    """A direction's compass point on its badge, in the user's language (the core's word, as
    its messages say it): the start cells are numbered 1, 2, 3…, so the badges beside them
    carry letters, not the keys 1–6 (which the shot panel names)."""
    return core_compass(direction)
TARGET = QColor("#ffd43b")
HANDOVER = QColor("#ffd43b")
BOUNCE_MARK = QColor("#ffffff")

ARROW_REACH = INRADIUS
"""From the ball's centre to the middle of its direction arrow's button: on the edge the ball
would cross, so the button never covers the start spot of the next cell (a spot's radius is
0.42 of a cell's size; the next cell's centre is two inradii away)."""
ARROW_BUTTON = 9.5
"""Radius of an arrow's round, clickable button, in screen pixels."""


def ball_colour(colour: Colour) -> QColor:
    return QColor(BALL_COLOURS[colour])


def text_colour_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    luma = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111111") if luma > 0.6 else QColor("#ffffff")


@cache
def _font(pixel_size: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setBold(True)
    return font


def paint_ball(painter: QPainter, at: QPointF, radius: float, colour: QColor,
               label: str = "") -> None:
    """A glossy ball with a soft shadow: also used for the side panel's swatches."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(look.SHADOW)
    painter.drawEllipse(at + QPointF(radius * 0.12, radius * 0.22), radius, radius)
    gradient = QRadialGradient(at + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    gradient.setColorAt(0.0, colour.lighter(170))
    gradient.setColorAt(0.35, colour)
    gradient.setColorAt(1.0, colour.darker(160))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(BALL_EDGE, max(1.0, radius * 0.07)))
    painter.drawEllipse(at, radius, radius)
    if label:
        painter.setPen(text_colour_on(colour))
        painter.setFont(_font(max(8, round(radius * 0.95))))
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, label)


class BallItem(QGraphicsItem):
    """A ball: its colour, a number when its owner plays several, and a ring while it is
    the ball to play (``pulse`` 0–1 widens the ring; the canvas animates it)."""

    def __init__(self, ball: int, colour: Colour, label: str = "") -> None:
        super().__init__()
        self.ball = ball
        self.colour = colour
        self.label = label
        self.current = False
        self.pulse = 0.0
        self.setZValue(Z_BALL)

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.update()

    def set_pulse(self, pulse: float) -> None:
        self.pulse = pulse
        if self.current:
            self.update()

    def boundingRect(self) -> QRectF:
        r = BALL_RADIUS + 12
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.current:
            ring = BALL_RADIUS + 4.0 + 4.0 * self.pulse
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(CURRENT_RING_EDGE, 5.0))
            painter.drawEllipse(QPointF(0, 0), ring, ring)
            painter.setPen(QPen(CURRENT_RING, 2.6))
            painter.drawEllipse(QPointF(0, 0), ring, ring)
        paint_ball(painter, QPointF(0, 0), BALL_RADIUS, ball_colour(self.colour), self.label)


def _arrowhead(direction: int, size: float) -> QPolygonF:
    """A triangle pointing along ``direction``, centred on (0, 0)."""
    u = unit(direction)
    side = QPointF(-u.y(), u.x())
    return QPolygonF([u * size, -u * (size * 0.55) + side * (size * 0.8),
                      -u * (size * 0.55) - side * (size * 0.8)])


class DirectionArrowItem(QGraphicsItem):
    """A legal direction round the ball to play: a dark round button towards the neighbouring
    cell, with an arrowhead and its compass point (E, NE…). Clicking it picks the direction.
    Dark with letters, so it is never read as a start spot (white, numbered) it may lie on.

    The button keeps its size on screen (``ItemIgnoresTransformations``) so it stays a
    comfortable target on a large course drawn small.
    """

    def __init__(self, cell: Hex, direction: Direction) -> None:
        super().__init__()
        self.cell = cell
        self.direction = direction
        self.selected_direction = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setPos(centre(cell) + unit(direction) * ARROW_REACH)
        self.setZValue(Z_ARROW)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._head = _arrowhead(direction, ARROW_BUTTON * 0.42)
        self._head.translate(unit(direction) * (ARROW_BUTTON * 0.98))

    def set_selected_direction(self, selected: bool) -> None:
        if selected != self.selected_direction:
            self.selected_direction = selected
            self.update()

    def hub(self) -> QPointF:
        """The button's centre in scene coordinates (where a click picks it)."""
        return self.pos()

    def boundingRect(self) -> QRectF:
        r = ARROW_BUTTON * 1.6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), ARROW_BUTTON + 2, ARROW_BUTTON + 2)
        return path

    def label(self) -> str:
        """What the badge reads: the direction's compass point."""
        return compass(self.direction)

    def fill(self) -> QColor:
        return QColor(ARROW_SELECTED if self.selected_direction else ARROW_FILL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = self.fill()
        fill.setAlpha(255 if self.selected_direction else 230)
        painter.setPen(QPen(ARROW_TEXT if not self.selected_direction else ARROW_EDGE,
                            2.2 if self.selected_direction else 1.5))
        painter.setBrush(fill)
        painter.drawPolygon(self._head)
        painter.drawEllipse(QPointF(0, 0), ARROW_BUTTON, ARROW_BUTTON)
        painter.setPen(ARROW_EDGE if self.selected_direction else ARROW_TEXT)
        text = self.label()
        painter.setFont(_font(10 if len(text) < 2 else 8))
        painter.drawText(QRectF(-ARROW_BUTTON, -ARROW_BUTTON, 2 * ARROW_BUTTON,
                                2 * ARROW_BUTTON), Qt.AlignmentFlag.AlignCenter, text)


class StartTargetItem(QGraphicsItem):
    """A start cell a person may put their ball on: a bright ring round the start spot."""

    def __init__(self, cell: Hex) -> None:
        super().__init__()
        self.cell = cell
        self.setPos(centre(cell))
        self.setZValue(Z_TARGET)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        r = CELL_SIZE * 0.62
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = CELL_SIZE * 0.54
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ARROW_EDGE, 5.5))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(TARGET, 3.2))
        painter.drawEllipse(QPointF(0, 0), r, r)


class TraceItem(QGraphicsItem):
    """One ball's run of the last shot, drawn as far as the ball has gone."""

    def __init__(self, colour: Colour) -> None:
        super().__init__()
        self.setZValue(Z_TRACE)
        self._colour = ball_colour(colour)
        self._points: list[QPointF] = []
        self._rect = QRectF()

    def set_points(self, points: list[QPointF]) -> None:
        self.prepareGeometryChange()
        self._points = points
        if points:
            xs = [p.x() for p in points]
            ys = [p.y() for p in points]
            self._rect = QRectF(min(xs) - 6, min(ys) - 6, max(xs) - min(xs) + 12,
                                max(ys) - min(ys) + 12)
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if len(self._points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(self._points[0])
        for p in self._points[1:]:
            path.lineTo(p)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(look.pen(QColor(20, 30, 20, 120), 6.0))
        painter.drawPath(path)
        colour = QColor(self._colour)
        colour.setAlpha(230)
        line = look.pen(colour, 3.2)
        line.setDashPattern([2.2, 1.4])
        painter.setPen(line)
        painter.drawPath(path)


class BounceMarkItem(QGraphicsItem):
    """Where the ball bounced: a small white star at the cell's edge it met (its size is
    fixed on screen, like the hand-over's burst)."""

    def __init__(self, cell: Hex, incoming: Direction) -> None:
        super().__init__()
        self.setZValue(Z_MARK)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setPos(centre(cell) + unit(incoming) * (INRADIUS * 0.72))

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, 16, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ARROW_EDGE, 1.2))
        painter.setBrush(BOUNCE_MARK)
        painter.drawPolygon(_star(6.5, 2.8))


class HandoverMarkItem(QGraphicsItem):
    """Where one ball struck another (§7): a yellow burst where they touch."""

    def __init__(self, cell: Hex, direction: Direction) -> None:
        super().__init__()
        self.setZValue(Z_MARK)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setPos(centre(cell) + unit(direction) * INRADIUS)

    def boundingRect(self) -> QRectF:
        return QRectF(-13, -13, 26, 26)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ARROW_EDGE, 1.4))
        painter.setBrush(HANDOVER)
        painter.drawPolygon(_star(11.0, 5.0, points=8))


def _star(outer: float, inner: float, points: int = 5) -> QPolygonF:
    corners = []
    for k in range(2 * points):
        r = outer if k % 2 == 0 else inner
        a = math.pi / points * k - math.pi / 2
        corners.append(QPointF(r * math.cos(a), r * math.sin(a)))
    return QPolygonF(corners)
