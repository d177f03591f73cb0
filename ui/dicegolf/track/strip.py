"""A hole drawn as a long horizontal strip: its lanes, its painting, and what lies under a
point of it.

Along the strip a scene unit is a quarter metre (``METRE``); across it a scene unit is a
pixel, because the view zooms along the strip only. From top to bottom: the hole's title,
the rows of hazard labels that do not fit their band, then the strip itself — the zones'
formulas, the hazards' lane, the proximity zones' lane — and the graduated scale (ticks every
10 m, labels every 50 m, thinned out when zoomed far out).

Everything is painted in device pixels (``DevicePen`` maps metres and lanes through the
painter's transform, then draws untransformed), so text, dotted lines and handles stay crisp and
upright at any zoom, and an exported picture (the kit renders the scene at twice the size)
scales its lines and text with its lanes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from golfstudio.dicegolf.hole import Bunker, Green, Hole, Water
from golfstudio.dicegolf.hole_edits import zone_end
from ui import theme
from ui.dicegolf.track import look
from ui.dicegolf.track.words import Part, hazard_label

__all__ = ["BOTTOM", "HAZARD_LANE", "METRE", "PROXIMITY_LANE", "STRIP", "TOP", "DevicePen", "Grab",
           "HoleItem", "StripWords", "band_rect", "content_rect", "grab_at", "metres_for",
           "part_at", "place_label", "tick_steps", "x_of"]

Lane = tuple[float, float]

METRE = 4.0
"""Scene units per metre along the strip. The view zooms along the strip only (its lanes
keep their height in pixels), between 0.24 and 20 pixels a metre: a 2 km hole fits a narrow
window, a 4 m bunker can be dragged to the metre."""

TITLE: Lane = (-122.0, -102.0)
LABEL_ROWS = (-96.0, -78.0, -60.0, -42.0)
"""The tops of the rows of hazard labels that do not fit inside their band."""
LABEL_HEIGHT = 16.0
STRIP: Lane = (0.0, 136.0)
ZONE_LABELS: Lane = (2.0, 19.0)
HAZARD_LANE: Lane = (24.0, 92.0)
PROXIMITY_LANE: Lane = (100.0, 128.0)
SCALE_Y = STRIP[1]
TOP, BOTTOM = -128.0, 172.0
"""The content's extent across the strip, in pixels."""
LEFT_MARGIN, RIGHT_MARGIN = 8.0, 10.0
"""Metres of margin before the tee and beyond the end of terrain."""
HANDLE = 7.0
"""The draggable marks' handles above the strip, in pixels."""
FONT_PX = 12.0
SMALL_PX = 10.5


def x_of(metre: float) -> float:
    return metre * METRE


def content_rect(hole: Hole) -> QRectF:
    """What Fit and the export show: the whole strip, its title and its scale."""
    left = x_of(-LEFT_MARGIN)
    right = x_of(hole.end_of_terrain + RIGHT_MARGIN)
    return QRectF(left, TOP, right - left, BOTTOM - TOP)


def band_rect(hole: Hole, part: Part) -> QRectF:
    """Where a part is drawn, in scene units (for the selection and "bring into view")."""
    if part.kind == "zone" and part.index < len(hole.zones):
        start = hole.zones[part.index].start
        return QRectF(x_of(start), STRIP[0], x_of(zone_end(hole, part.index) - start),
                      STRIP[1] - STRIP[0])
    if part.kind == "green":
        start = hole.green.start
        return QRectF(x_of(start), STRIP[0], x_of(hole.end_of_terrain - start),
                      STRIP[1] - STRIP[0])
    if part.kind == "hazard" and part.index < len(hole.hazards):
        band = hole.hazards[part.index]
        return QRectF(x_of(band.start), HAZARD_LANE[0], x_of(band.end + 1 - band.start),
                      HAZARD_LANE[1] - HAZARD_LANE[0])
    if part.kind == "proximity" and part.index < len(hole.proximity):
        near = hole.proximity[part.index]
        return QRectF(x_of(near.start), PROXIMITY_LANE[0], x_of(near.end + 1 - near.start),
                      PROXIMITY_LANE[1] - PROXIMITY_LANE[0])
    return QRectF()


# ---- what is under a point ------------------------------------------------------------------

GrabKind = Literal["limit", "green", "hole", "end-of-terrain", "hazard-start", "hazard-end",
                   "hazard", "proximity"]


@dataclass(frozen=True)
class Grab:
    """Something a press takes hold of: a mark (a zone limit by its zone's index, the green's
    edge, the hole, the end of terrain), a hazard's end, or a whole band (``metre`` is its
    start when grabbed)."""

    kind: GrabKind
    index: int = 0
    metre: int = 0


def _inside(y: float, lane: Lane, slack: float = 0.0) -> bool:
    return lane[0] - slack <= y <= lane[1] + slack


def grab_at(hole: Hole, metre: float, y: float, reach: float) -> Grab | None:
    """What a press at ``metre`` (unrounded), ``y`` takes hold of, ``reach`` metres being
    the cursor's tolerance; None for nothing draggable. Marks come first (they are thin
    lines over the bands), the nearest one; then a hazard's ends, then a band's body."""
    if _inside(y, (STRIP[0] - 2 * HANDLE - 4, STRIP[1])):
        marks: list[tuple[float, Grab]] = [
            (abs(metre - hole.end_of_terrain), Grab("end-of-terrain", 0, hole.end_of_terrain)),
            (abs(metre - hole.length), Grab("hole", 0, hole.length)),
            (abs(metre - hole.green.start), Grab("green", 0, hole.green.start)),
            *((abs(metre - zone.start), Grab("limit", i, zone.start))
              for i, zone in enumerate(hole.zones) if i > 0),
        ]
        near = [m for m in marks if m[0] <= reach]
        if near:
            return min(near, key=lambda m: m[0])[1]
    if _inside(y, HAZARD_LANE):
        ends: list[tuple[float, Grab]] = []
        for i, band in enumerate(hole.hazards):
            ends.append((abs(metre - band.start), Grab("hazard-start", i, band.start)))
            ends.append((abs(metre - (band.end + 1)), Grab("hazard-end", i, band.end)))
        near = [e for e in ends if e[0] <= reach]
        inside = [i for i, band in enumerate(hole.hazards)
                  if band.start <= metre < band.end + 1]
        # A band too narrow to show two ends and a middle is moved whole, not resized.
        narrow = {i for i in inside
                  if (hole.hazards[i].end + 1 - hole.hazards[i].start) < 4 * reach}
        if near and not (inside and inside[-1] in narrow):
            return min(near, key=lambda e: e[0])[1]
        if inside:
            i = inside[-1]
            return Grab("hazard", i, hole.hazards[i].start)
    if _inside(y, PROXIMITY_LANE, 4.0):
        for i, near_zone in enumerate(hole.proximity):
            if near_zone.start <= metre < near_zone.end + 1:
                return Grab("proximity", i, near_zone.start)
    return None


def part_at(hole: Hole, metre: float, y: float) -> Part | None:
    """The part drawn at a point: a hazard or proximity zone in its lane, else the zone or
    the green under it; None off the strip."""
    if _inside(y, HAZARD_LANE):
        for i in reversed(range(len(hole.hazards))):
            band = hole.hazards[i]
            if band.start <= metre < band.end + 1:
                return Part("hazard", i)
    if _inside(y, PROXIMITY_LANE):
        for i in reversed(range(len(hole.proximity))):
            near = hole.proximity[i]
            if near.start <= metre < near.end + 1:
                return Part("proximity", i)
    if not _inside(y, STRIP) or not 0 <= metre <= hole.end_of_terrain:
        return None
    if metre >= hole.green.start:
        return Part("green")
    zone = max(i for i, z in enumerate(hole.zones) if z.start <= max(0.0, metre))
    return Part("zone", zone)


# ---- painting --------------------------------------------------------------------------------

class DevicePen:
    """Draws in device pixels: metres and lane heights mapped through the painter's
    transform (``x``, ``y``), line widths and text scaled with the lanes (``s``)."""

    def __init__(self, painter: QPainter, base: QFont) -> None:
        t = painter.worldTransform()
        self.p = painter
        self.sx, self.dx = t.m11() * METRE, t.dx()
        self.sy, self.dy = t.m22(), t.dy()
        self.s = max(0.5, self.sy)
        self.base = base

    def x(self, metre: float) -> float:
        return metre * self.sx + self.dx

    def y(self, y: float) -> float:
        return y * self.sy + self.dy

    def rect(self, start: float, end: float, lane: Lane) -> QRectF:
        return QRectF(QPointF(self.x(start), self.y(lane[0])),
                      QPointF(self.x(end), self.y(lane[1])))

    def pen(self, colour: QColor, width: float = 1.0,
            style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
        pen = QPen(colour, width * self.s, style)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def font(self, px: float = FONT_PX, bold: bool = False) -> QFont:
        font = QFont(self.base)
        font.setPixelSize(max(1, round(px * self.s)))
        font.setBold(bold)
        return font

    def text(self, rect: QRectF, text: str, colour: QColor, px: float = FONT_PX,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, bold: bool = False,
             ) -> None:
        font = self.font(px, bold)
        self.p.setFont(font)
        self.p.setPen(colour)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                               max(0.0, rect.width()))
        self.p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)

    def width_of(self, text: str, px: float = FONT_PX, bold: bool = False) -> float:
        return QFontMetricsF(self.font(px, bold)).horizontalAdvance(text)

    def handle(self, metre: float, colour: QColor) -> None:
        """A small triangle above the strip pointing down at ``metre``: a mark to drag."""
        x, top = self.x(metre), self.y(STRIP[0])
        h = HANDLE * self.s
        self.p.setPen(self.pen(QColor("#ffffff"), 1))
        self.p.setBrush(colour)
        self.p.drawPolygon(QPolygonF([QPointF(x - h, top - 2 * h), QPointF(x + h, top - 2 * h),
                                      QPointF(x, top)]))

    def vline(self, metre: float, lane: Lane, pen: QPen) -> None:
        self.p.setPen(pen)
        x = self.x(metre)
        self.p.drawLine(QPointF(x, self.y(lane[0])), QPointF(x, self.y(lane[1])))


def tick_steps(pixels_per_metre: float) -> tuple[int, int]:
    """The scale's tick and label steps in metres: ticks every 10 m and labels every 50 m;
    zoomed in to the metre, a tick a metre and a label every 10 m; zoomed far out, sparser
    (ticks at least 4 px apart, labels at least 40)."""
    if pixels_per_metre >= 6:
        tick = 1
    else:
        tick = next((s for s in (10, 50, 100, 500) if s * pixels_per_metre >= 4), 1000)
    label = (10 if 10 * pixels_per_metre >= 60 else
             next((s for s in (50, 100, 250, 500) if s * pixels_per_metre >= 40), 1000))
    return tick, label


def place_label(rows: list[list[tuple[float, float]]], left: float, width: float, gap: float,
                low: float, high: float) -> tuple[int, float] | None:
    """Where a label ``width`` wide that would start at ``left`` goes: the row nearest the
    strip (the last) where it fits at its place or slid a little along the row — at most
    its own width, staying within ``low``–``high`` — beside the labels already there
    (``(left, right)`` each). None when no row has room."""
    for row in reversed(range(len(rows))):
        taken = rows[row]
        candidates = [left, min(max(left, low), high - width),
                      *(right + gap for _, right in taken),
                      *(other - gap - width for other, _ in taken)]
        fits = [c for c in candidates
                if low <= c and c + width <= high and abs(c - left) <= max(width, 40.0)
                and all(c >= right + gap or c + width <= other - gap for other, right in taken)]
        if fits:
            return row, min(fits, key=lambda c: abs(c - left))
    return None


@dataclass(frozen=True)
class StripWords:
    """The few words the strip paints, in the user's language (the item is no QObject:
    the scene translates them): the title of a hole by its number, the green's label."""

    title: Callable[[Hole, int], str]
    green: Callable[[Green], str]
    dead_end: Callable[[], str] = lambda: "dead end"
    """The label of a stretch shown from the Problems list (the editor's)."""


@dataclass
class _Label:
    left: float
    right: float
    text: str
    anchor: float
    colour: QColor


class HoleItem(QGraphicsItem):
    """The hole shown, painted whole (a hole has at most 40 hazards and 20 zones: one item
    repainted after an edit is cheaper than keeping a hundred items in step), with the
    selected part outlined."""

    def __init__(self, hole: Hole, number: int, font: QFont, words: StripWords) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The exposed rectangle, not the whole strip: the scale draws only what shows.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.hole = hole
        self.number = number
        self.part: Part | None = None
        self.stretch: tuple[int, int] | None = None
        """A stretch of metres shown from the Problems list (a dead end), both included."""
        self.exporting = False
        self._font = QFont(font)
        self._words = words
        self._rect = content_rect(hole)

    def set_hole(self, hole: Hole, number: int) -> None:
        self.prepareGeometryChange()
        self.hole, self.number = hole, number
        self._rect = content_rect(hole)
        self.update()

    def set_part(self, part: Part | None) -> None:
        if part != self.part:
            self.part = part
            self.update()

    def set_stretch(self, stretch: tuple[int, int] | None) -> None:
        if stretch != self.stretch:
            self.stretch = stretch
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.save()
        pen = DevicePen(painter, self._font)
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        labels: list[_Label] = []
        self._paint_ground(pen)
        self._paint_zones(pen)
        self._paint_proximity(pen)
        self._paint_hazards(pen, labels)
        self._paint_marks(pen)
        exposed = option.exposedRect
        self._paint_scale(pen, math.floor(exposed.left() / METRE) - 1,
                          math.ceil(exposed.right() / METRE) + 1)
        self._paint_labels(pen, labels)
        self._paint_title(pen)
        if self.stretch is not None and not self.exporting:
            self._paint_stretch(pen, *self.stretch)
        if self.part is not None and not self.exporting:
            self._paint_selection(pen, self.part)
        painter.restore()

    # ---- the pieces -----------------------------------------------------------------------

    def _paint_ground(self, pen: DevicePen) -> None:
        hole, p = self.hole, pen.p
        end = hole.end_of_terrain
        off = pen.rect(end, end + RIGHT_MARGIN, STRIP)
        p.fillRect(off, look.OFF_TERRAIN)
        p.setPen(pen.pen(look.OFF_HATCH, 1))
        step = 8 * pen.s
        x = off.left() - off.height()
        while x < off.right():
            a = QPointF(x, off.bottom())
            b = QPointF(x + off.height(), off.top())
            p.save()
            p.setClipRect(off)
            p.drawLine(a, b)
            p.restore()
            x += step
        green = pen.rect(hole.green.start, end, STRIP)
        p.fillRect(green, look.GREEN_FILL)
        p.setPen(pen.pen(look.GREEN_EDGE, 1.5))
        p.drawLine(green.topLeft(), green.bottomLeft())
        label = self._words.green(hole.green)
        pen.text(pen.rect(hole.green.start, end, ZONE_LABELS).adjusted(4 * pen.s, 0, -2, 0),
                 label, look.INK, SMALL_PX, Qt.AlignmentFlag.AlignLeft, bold=True)
        p.setPen(pen.pen(look.GREEN_EDGE, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(pen.rect(0, end, STRIP))

    def _paint_zones(self, pen: DevicePen) -> None:
        hole, p = self.hole, pen.p
        for i, zone in enumerate(hole.zones):
            end = zone_end(hole, i)
            if end <= zone.start:
                continue
            rect = pen.rect(zone.start, end, STRIP)
            p.fillRect(rect, look.ZONE_FILLS[i % 2])
            text = f"{i + 1} · {zone.formula}"
            pen.text(pen.rect(zone.start, end, ZONE_LABELS).adjusted(4 * pen.s, 0, -2, 0),
                     text, look.INK, SMALL_PX, Qt.AlignmentFlag.AlignLeft, bold=True)

    def _paint_proximity(self, pen: DevicePen) -> None:
        p = pen.p
        for near in self.hole.proximity:
            rect = pen.rect(near.start, near.end + 1, PROXIMITY_LANE)
            p.fillRect(rect, look.PROXIMITY_FILL)
            dotted = pen.pen(look.PROXIMITY, 2, Qt.PenStyle.DotLine)
            p.setPen(dotted)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect)
            for metre in (near.start, near.end + 1):
                pen.vline(metre, STRIP, dotted)
            width = near.end + 1 - near.start
            pen.text(rect, f"{width} m", look.INK, SMALL_PX)

    def _paint_hazards(self, pen: DevicePen, labels: list[_Label]) -> None:
        p = pen.p
        for band in self.hole.hazards:
            rect = pen.rect(band.start, band.end + 1, HAZARD_LANE)
            fill = look.HAZARD_FILL[band.kind]  # type: ignore[index]  # a HazardKind value
            if isinstance(band, Bunker) and band.needs == "triple":
                fill = look.BUNKER_TRIPLE
            p.setPen(pen.pen(look.HAZARD_LINE[band.kind], 1))  # type: ignore[index]
            p.setBrush(fill)
            p.drawRect(rect)
            text = hazard_label(band)
            ink = look.HAZARD_INK[band.kind]  # type: ignore[index]
            if pen.width_of(text, SMALL_PX, True) + 4 * pen.s <= rect.width():
                pen.text(rect, text, ink, SMALL_PX, bold=True)
            else:
                width = pen.width_of(text, SMALL_PX, True) + 8 * pen.s
                centre = rect.center().x()
                labels.append(_Label(centre - width / 2, centre + width / 2, text, centre,
                                     look.HAZARD_LINE[band.kind]))  # type: ignore[index]
            if isinstance(band, Water):
                self._paint_back_mark(pen, band)

    def _paint_back_mark(self, pen: DevicePen, water: Water) -> None:
        """Where the water sends the ball back: a blue mark and a dotted line to the water."""
        p = pen.p
        x = pen.x(water.back_to + 0.5)
        y = pen.y(HAZARD_LANE[1])
        h = 5 * pen.s
        p.setPen(pen.pen(look.WATER_MARK, 1.2, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(x, y - h), QPointF(pen.x(water.start), y - h))
        p.setPen(pen.pen(QColor("#ffffff"), 1))
        p.setBrush(look.WATER_MARK)
        p.drawPolygon(QPolygonF([QPointF(x - h, y), QPointF(x + h, y), QPointF(x, y - 2 * h)]))

    def _paint_marks(self, pen: DevicePen) -> None:
        hole, p = self.hole, pen.p
        for zone in hole.zones[1:]:
            pen.vline(zone.start, (STRIP[0], STRIP[1]),
                      pen.pen(look.LIMIT, 2.2, Qt.PenStyle.DotLine))
            pen.handle(zone.start, look.LIMIT)
            pen.text(QRectF(pen.x(zone.start) - 40 * pen.s, pen.y(STRIP[1] + 1),
                            80 * pen.s, 13 * pen.s), f"{zone.start}", look.LIMIT, SMALL_PX,
                     bold=True)
        pen.handle(hole.green.start, look.GREEN_EDGE)
        eot = hole.end_of_terrain
        pen.vline(eot, (STRIP[0] - 4, STRIP[1]),
                  pen.pen(look.END_OF_TERRAIN, 2.2, Qt.PenStyle.DotLine))
        pen.handle(eot, look.END_OF_TERRAIN)
        # The hole: a flag on its pole, the cup at its foot.
        x = pen.x(hole.length)
        top, foot = pen.y(STRIP[0] - 2 * HANDLE - 2), pen.y(HAZARD_LANE[1])
        p.setPen(pen.pen(look.INK, 1.6))
        p.drawLine(QPointF(x, top), QPointF(x, foot))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.FLAG)
        f = 9 * pen.s
        p.drawPolygon(QPolygonF([QPointF(x, top), QPointF(x + 1.6 * f, top + f / 2),
                                 QPointF(x, top + f)]))
        p.setBrush(look.INK)
        p.drawEllipse(QPointF(x, foot), 3.5 * pen.s, 2.2 * pen.s)

    def _paint_scale(self, pen: DevicePen, first: int, last: int) -> None:
        """The graduated scale under the strip, over the metres ``first``–``last`` that are
        exposed (a tick a metre over 2 km is drawn only where it shows)."""
        hole, p = self.hole, pen.p
        end = hole.end_of_terrain
        base = pen.y(SCALE_Y)
        p.setPen(pen.pen(theme.TEXT, 1))  # on the view's own background, like the title
        p.drawLine(QPointF(pen.x(0), base), QPointF(pen.x(end), base))
        tick, label = tick_steps(pen.sx)
        first, last = max(0, first - first % tick), min(end, last)
        for metre in range(first, last + 1, tick):
            if metre % label == 0:
                length = 10
            elif tick == 1 and metre % 10 == 0:
                length = 7  # zoomed in to the metre, the tens stand out
            else:
                length = 4
            x = pen.x(metre)
            p.drawLine(QPointF(x, base), QPointF(x, base + length * pen.s))
        for metre in range(first - first % label, last + 1, label):
            x = pen.x(metre)
            pen.text(QRectF(x - 30 * pen.s, base + 14 * pen.s, 60 * pen.s, 14 * pen.s),
                     str(metre), theme.TEXT_MUTED, SMALL_PX)

    def _paint_labels(self, pen: DevicePen, labels: list[_Label]) -> None:
        """Hazard labels that did not fit their band, in rows above the strip (the nearest
        row with room, slid along it if need be), each with a line down to its band; a
        label with no room anywhere is left out (the band's tooltip in the status line and
        the Hole dock still name it)."""
        p = pen.p
        rows: list[list[tuple[float, float]]] = [[] for _ in LABEL_ROWS]
        gap = 4 * pen.s
        low = pen.x(-LEFT_MARGIN)
        high = pen.x(self.hole.end_of_terrain + RIGHT_MARGIN)
        for label in sorted(labels, key=lambda item: item.anchor):
            width = label.right - label.left
            placed = place_label(rows, label.left, width, gap, low, high)
            if placed is None:
                continue
            row, left = placed
            rows[row].append((left, left + width))
            box = QRectF(left, pen.y(LABEL_ROWS[row]), width, LABEL_HEIGHT * pen.s)
            p.setPen(pen.pen(label.colour, 1))
            foot = QPointF(label.anchor, pen.y(HAZARD_LANE[0]))
            p.drawLine(QPointF(min(max(label.anchor, box.left() + 3), box.right() - 3),
                               box.bottom()), foot)
            p.setBrush(QColor(255, 255, 255, 235))
            p.drawRoundedRect(box, 3 * pen.s, 3 * pen.s)
            pen.text(box, label.text, look.INK, SMALL_PX, bold=True)

    def _paint_title(self, pen: DevicePen) -> None:
        rect = QRectF(QPointF(pen.x(-LEFT_MARGIN) + 2 * pen.s, pen.y(TITLE[0])),
                      QPointF(pen.x(self.hole.end_of_terrain + RIGHT_MARGIN), pen.y(TITLE[1])))
        pen.text(rect, self._words.title(self.hole, self.number), theme.TEXT, FONT_PX + 1,
                 Qt.AlignmentFlag.AlignLeft, bold=True)

    def _paint_stretch(self, pen: DevicePen, start: int, end: int) -> None:
        """The stretch washed in red over the whole strip, outlined, with red ticks at its
        ends on the scale (a dead end: every throw from it costs a penalty)."""
        p = pen.p
        rect = pen.rect(start, end + 1, STRIP).adjusted(-1, -1, 1, 1)
        p.fillRect(rect, look.DEAD_END_FILL)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen.pen(QColor(255, 255, 255, 230), 4))
        p.drawRect(rect)
        p.setPen(pen.pen(look.DEAD_END, 2))
        p.drawRect(rect)
        text = self._words.dead_end()
        width = pen.width_of(text, SMALL_PX, True) + 10 * pen.s
        lane = pen.rect(start, end + 1, HAZARD_LANE)
        box = QRectF(lane.center().x() - width / 2, lane.center().y() - 8 * pen.s, width,
                     16 * pen.s)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.DEAD_END)
        p.drawRoundedRect(box, 3 * pen.s, 3 * pen.s)
        pen.text(box, text, QColor("#ffffff"), SMALL_PX, bold=True)

    def _paint_selection(self, pen: DevicePen, part: Part) -> None:
        scene_rect = band_rect(self.hole, part)
        if scene_rect.isEmpty():
            return
        p = pen.p
        start = scene_rect.left() / METRE
        end = scene_rect.right() / METRE
        rect = pen.rect(start, end, (scene_rect.top(), scene_rect.bottom())).adjusted(
            -2, -2, 2, 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen.pen(QColor(255, 255, 255, 230), 4))
        p.drawRect(rect)
        p.setPen(pen.pen(look.SELECTION, 2, Qt.PenStyle.DashLine))
        p.drawRect(rect)
        if part.kind in ("hazard", "proximity"):
            p.setPen(pen.pen(look.SELECTION, 1.2))
            p.setBrush(QBrush(QColor("#ffffff")))
            h = 4 * pen.s
            for x in (rect.left(), rect.right()):
                p.drawRect(QRectF(x - h, rect.center().y() - h, 2 * h, 2 * h))


def metres_for(pixels: float, zoom: float) -> float:
    """``pixels`` on screen in metres along the strip at ``zoom`` (view pixels a scene
    unit across)."""
    return pixels / max(1e-9, zoom * METRE)
