"""Bounce arrows (fig. 18–19): press near the edge a ball meets, drag towards the edge it
should leave by, release. Pressing and releasing on the same edge removes that edge's arrow.
The arrow reads: "travelling towards this edge, and blocked, leave that way"."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from golfstudio.hexgrid import Direction, Hex, edge
from ui.carambole.editor import look
from ui.carambole.editor.commands import RemoveBounceOverride, SetBounceOverride
from ui.carambole.editor.geometry import (
    CELL_SIZE,
    INRADIUS,
    centre,
    edge_points,
    nearest_direction,
)
from ui.carambole.editor.items import bounce_arrow, paint_bounce
from ui.carambole.editor.tools.base import CellEvent, CourseToolContext, EditorTool


class BounceTool(EditorTool):
    name = "bounce"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Bounce arrows"))
    shortcut = "A"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Press near the edge the ball meets and drag towards the way it leaves "
        "· a click on an edge removes its arrow"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._cell: Hex | None = None
        self._incoming: Direction | None = None

    def _outgoing(self, event: CellEvent) -> Direction | None:
        if self._cell is None:
            return None
        c = centre(self._cell)
        if math.hypot(event.pos.x() - c.x(), event.pos.y() - c.y()) < INRADIUS * 0.3:
            return None
        return nearest_direction(self._cell, event.pos)

    def press(self, event: CellEvent) -> None:
        if not self.course.has_cell(event.at):
            self.notify(QCoreApplication.translate(
                "CourseTools", "Bounce arrows go on course cells."))
            self._cell = None
            return
        self._cell = event.at
        self._incoming = nearest_direction(event.at, event.pos)
        self._show(self._incoming, None)

    def drag(self, event: CellEvent) -> None:
        if self._cell is not None and self._incoming is not None:
            self._show(self._incoming, self._outgoing(event))

    def release(self, event: CellEvent) -> None:
        cell, incoming = self._cell, self._incoming
        outgoing = self._outgoing(event)
        self._cell = self._incoming = None
        if cell is None or incoming is None:
            return
        if outgoing is None or outgoing == incoming:
            if self.course.bounce_override(cell, incoming) is not None:
                self.push(RemoveBounceOverride(self.document, cell, incoming))
            return
        self.push(SetBounceOverride(self.document, cell, incoming, outgoing))

    def hover(self, event: CellEvent) -> None:
        if self.course.has_cell(event.at):
            self._cell = event.at
            self._show(nearest_direction(event.at, event.pos), None)
            self._cell = None
        else:
            self.preview.clear()

    def _show(self, incoming: Direction, outgoing: Direction | None) -> None:
        cell = self._cell
        if cell is None:
            return
        at = centre(cell)
        a, b = edge_points(edge(cell, incoming))

        def draw(painter: QPainter) -> None:
            painter.setPen(look.pen(look.PREVIEW, 4.0))
            painter.drawLine(a, b)
            if outgoing is not None:
                line, head = bounce_arrow(incoming, outgoing, at)
                paint_bounce(painter, line, head)

        r = CELL_SIZE + 12
        self.preview.show_drawing(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), draw)
