"""The scene's items: cell blocks, and one item per wall, obstacle, start and arrowed cell.

Each item draws from cached shapes and brushes and is updated in place when what it shows
changes (``rebuild``, ``set_…``), so an edit repaints a few items, never the whole course.
Cells are drawn by blocks of 8 × 8 (``CellChunkItem``) because a Python ``paint`` call per
cell is what a 2,000-cell frame cannot afford. Walls and obstacles are drawn in scene
coordinates from the canonical vertices, so neighbouring shapes meet exactly.

Stacking (z): cell blocks 0, obstacles 20, walls 30, bounce arrows 35, starts 40, previews 100.
"""

from __future__ import annotations

import math
from collections.abc import Container, Iterable, Iterator, Mapping
from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from golfstudio.carambole.course import (
    AnyObstacle,
    Cell,
    ChannelObstacle,
    Pass,
    Terrain,
    VerticalObstacle,
    VerticalPart,
    Wall,
    WallKind,
)
from golfstudio.hexgrid import Direction, Hex, edge, edge_cells
from ui.carambole.editor import look
from ui.carambole.editor.geometry import (
    CELL_SIZE,
    HEXAGON,
    INRADIUS,
    centre,
    edge_chains,
    hexagon,
    polyline_path,
    smooth_path,
    unit,
    vertex_point,
)

Z_CELL = 0.0
Z_OBSTACLE = 20.0
Z_WALL = 30.0
Z_BOUNCE = 35.0
Z_START = 40.0
Z_PREVIEW = 100.0

RIM_VOID = 0
RIM_STEP = 1

_EDGE_LINES = tuple(QLineF(HEXAGON.at((d - 1) % 6), HEXAGON.at(d)) for d in range(6))
_CELL_RECT = QRectF(-INRADIUS - 2, -CELL_SIZE - 2, 2 * INRADIUS + 4, 2 * CELL_SIZE + 4)


def _lod(painter: QPainter, option: QStyleOptionGraphicsItem) -> float:
    return option.levelOfDetailFromTransform(painter.worldTransform())


@cache
def pixel_font(pixel_size: int, bold: bool = True) -> QFont:
    """A font of ``pixel_size`` pixels (labels drawn on the board at the scene's scale)."""
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    return font


# ---- cells ------------------------------------------------------------------------------------

@cache
def _wave_path() -> QPainterPath:
    """Two short ripples, drawn on water when zoomed in enough to see them."""
    path = QPainterPath()
    for y, x0 in ((-6.0, -13.0), (7.0, -9.0)):
        path.moveTo(x0, y)
        path.cubicTo(x0 + 4, y - 4, x0 + 7, y - 4, x0 + 11, y)
        path.cubicTo(x0 + 15, y + 4, x0 + 18, y + 4, x0 + 22, y)
    return path


CHUNK_SIZE = 8
"""Cells are drawn in blocks of 8 × 8 axial coordinates: one item, one ``paint`` per block."""


def chunk_of(cell: Hex) -> tuple[int, int]:
    return cell.q // CHUNK_SIZE, cell.r // CHUNK_SIZE


def rim_of(cells: Mapping[Hex, Cell], cell: Cell) -> tuple[tuple[int, int], ...]:
    """The heavier edges a cell draws: the course's outline (``RIM_VOID``) and the top of a
    level step (``RIM_STEP``, drawn by the higher cell only)."""
    rim: list[tuple[int, int]] = []
    for d in range(6):
        other = cells.get(cell.hex.neighbour(d))
        if other is None:
            rim.append((d, RIM_VOID))
        elif other.level < cell.level:
            rim.append((d, RIM_STEP))
    return tuple(rim)


def _level_text(level: int) -> str:
    return f"{'+' if level > 0 else '−'}{abs(level)}"


class CellChunkItem(QGraphicsItem):
    """The course cells of one 8 × 8 block of axial coordinates, drawn in one go.

    A Python ``paint`` per cell would cost more than the drawing itself on a 2,000-cell
    course, so a block keeps one path per terrain and level, one for its grid lines, its
    outline and level steps, and repaints them with a few calls. An edit rebuilds only the
    blocks of the cells it changed (``rebuild``). Cell fills are drawn without
    antialiasing: neighbouring hexagons share exact edges, and the grid line covers them.
    """

    def __init__(self, key: tuple[int, int]) -> None:
        super().__init__()
        self.key = key
        self.setZValue(Z_CELL)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.cells: dict[Hex, Cell] = {}
        self._fills: list[tuple[Terrain, int, QPainterPath]] = []
        self._grid = QPainterPath()
        self._rim = QPainterPath()
        self._steps = QPainterPath()
        self._waves = QPainterPath()
        self._holes: list[QPointF] = []
        self._labels: list[tuple[QPointF, str]] = []
        self._rect = QRectF()
        self.rebuilds = 0

    def hexes(self) -> Iterator[Hex]:
        q0, r0 = self.key[0] * CHUNK_SIZE, self.key[1] * CHUNK_SIZE
        for r in range(r0, r0 + CHUNK_SIZE):
            for q in range(q0, q0 + CHUNK_SIZE):
                yield Hex(q, r)

    def rebuild(self, cells: Mapping[Hex, Cell]) -> bool:
        """Redraw the block from the course's cells; False when it holds no cell any more."""
        self.rebuilds += 1
        mine = {h: cells[h] for h in self.hexes() if h in cells}
        fills: dict[tuple[Terrain, int], QPainterPath] = {}
        grid, rim, steps, waves = QPainterPath(), QPainterPath(), QPainterPath(), QPainterPath()
        holes: list[QPointF] = []
        labels: list[tuple[QPointF, str]] = []
        rect = QRectF()
        for h, cell in mine.items():
            at = centre(h)
            fill = fills.get((cell.terrain, cell.level))
            if fill is None:
                fills[cell.terrain, cell.level] = fill = QPainterPath()
            fill.addPolygon(HEXAGON.translated(at))
            for d in (0, 1, 2):  # each inner edge once: by the cell it is E, NE or NW of
                if h.neighbour(d) in cells:
                    line = _EDGE_LINES[d].translated(at)
                    grid.moveTo(line.p1())
                    grid.lineTo(line.p2())
            for d, kind in rim_of(cells, cell):
                line = _EDGE_LINES[d].translated(at)
                target = rim if kind == RIM_VOID else steps
                target.moveTo(line.p1())
                target.lineTo(line.p2())
            if cell.terrain is Terrain.WATER:
                waves.addPath(_wave_path().translated(at))
            elif cell.terrain is Terrain.HOLE:
                holes.append(at)
            if cell.level and any((n := cells.get(h.neighbour(d))) is not None
                                  and n.level != cell.level for d in range(6)):
                # A number where a raised or sunken part meets another level; the inside of a
                # plateau reads from its shade, and level 0 is the unmarked default.
                labels.append((at, _level_text(cell.level)))
            rect = rect.united(_CELL_RECT.translated(at))
        if rect != self._rect:
            self.prepareGeometryChange()
        self.cells = mine
        self._fills = [(t, lv, path) for (t, lv), path in fills.items()]
        self._grid, self._rim, self._steps, self._waves = grid, rim, steps, waves
        self._holes, self._labels, self._rect = holes, labels, rect
        self.update()
        return bool(mine)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        lod = _lod(painter, option)
        textured = lod >= 0.8  # felt and grain are barely visible below this; flat is faster
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        for terrain, level, path in self._fills:
            painter.setBrush(look.terrain_brush(terrain, level) if textured
                             else look.flat_brush(terrain, level))
            painter.drawPath(path)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if lod > 0.3:
            painter.setPen(look.grid_pen())
            painter.drawPath(self._grid)
        if lod > 0.45 and not self._waves.isEmpty():
            painter.setPen(_wave_pen())
            painter.drawPath(self._waves)
        if not self._steps.isEmpty():
            painter.setPen(look.step_pen())
            painter.drawPath(self._steps)
        if not self._rim.isEmpty():
            painter.setPen(look.rim_pen())
            painter.drawPath(self._rim)
        for at in self._holes:
            painter.translate(at)
            _paint_hole(painter)
            painter.translate(-at)
        if self._labels and lod > 0.6:
            exposed = option.exposedRect
            painter.setPen(QColor(0, 0, 0, 125))
            painter.setFont(pixel_font(9))
            for at, text in self._labels:
                if exposed.contains(at):
                    painter.drawText(QRectF(at.x() - 14, at.y() + 12, 28, 12),
                                     Qt.AlignmentFlag.AlignCenter, text)


@cache
def _wave_pen() -> QPen:
    return look.pen(look.WATER_WAVE, 1.8)


def _paint_hole(painter: QPainter) -> None:
    """The cup, a little off-centre, and the flag on its pin."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawEllipse(QPointF(0.5, 6.5), 11.0, 8.0)
    painter.setBrush(look.CUP)
    painter.drawEllipse(QPointF(0.0, 5.5), 9.5, 7.0)
    painter.setPen(look.pen(look.PIN, 1.8))
    painter.drawLine(QPointF(0.0, 5.0), QPointF(0.0, -23.0))
    flag = QPolygonF([QPointF(0.6, -23.0), QPointF(15.0, -18.5), QPointF(0.6, -14.0)])
    painter.setPen(look.pen(look.FLAG.darker(130), 1.0))
    painter.setBrush(look.FLAG)
    painter.drawPolygon(flag)


# ---- walls ------------------------------------------------------------------------------------

class WallItem(QGraphicsItem):
    """A wall as a wooden rail: a zig-zag of edges (straight) or an arc through the edges'
    midpoints (curved); when selected, its mirror line and angle are shown."""

    def __init__(self, wall: Wall, course_cells: Container[Hex] = frozenset()) -> None:
        super().__init__()
        self.setZValue(Z_WALL)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.wall = wall
        self._path = QPainterPath()
        self._shape = QPainterPath()
        self._mirror: QLineF | None = None
        self.set_wall(wall, course_cells)

    @property
    def object_id(self) -> str:
        return self.wall.id

    def set_wall(self, wall: Wall, course_cells: Container[Hex]) -> None:
        self.prepareGeometryChange()
        self.wall = wall
        path = QPainterPath()
        chains = edge_chains(wall.edges)
        for vertices, closed in chains:
            points = [vertex_point(v) for v in vertices]
            if wall.kind is WallKind.STRAIGHT:
                path.addPath(polyline_path(points, closed))
            else:
                path.addPath(smooth_path(points, closed, self._bulge(wall, course_cells)))
        self._path = path
        stroker = QPainterPathStroker()
        stroker.setWidth(look.WALL_WIDTH + 8)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        self._shape = stroker.createStroke(path)
        # The mirror line joins the run's two ends (wall_runs.straight_angle's line).
        self._mirror = None
        if wall.kind is WallKind.STRAIGHT and len(chains) == 1 and not chains[0][1]:
            ends = chains[0][0]
            self._mirror = QLineF(vertex_point(ends[0]), vertex_point(ends[-1]))
        self.update()

    @staticmethod
    def _bulge(wall: Wall, course_cells: Container[Hex]) -> QPointF | None:
        """A one-edge curved wall bows towards the void, so it is concave to the ball."""
        if len(wall.edges) != 1:
            return None
        a, b = edge_cells(wall.edges[0])
        outside = b if a in course_cells else a
        return centre(outside)

    def boundingRect(self) -> QRectF:
        margin = look.WALL_WIDTH + 30
        return self._path.boundingRect().adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        body, light = look.wall_pens()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.isSelected():
            painter.setPen(look.pen(_alpha(look.SELECTION, 110), look.WALL_WIDTH + 8))
            painter.drawPath(self._path)
        shadow = QPen(body)
        shadow.setColor(look.SHADOW)
        painter.setPen(shadow)
        painter.drawPath(self._path.translated(1.5, 2.5))
        painter.setPen(body)
        painter.drawPath(self._path)
        painter.setPen(light)
        painter.drawPath(self._path.translated(-0.8, -0.8))
        if self.isSelected() and self._mirror is not None:
            _paint_mirror(painter, self._mirror, self.wall.angle or 0)


def _alpha(colour: QColor, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


def _paint_mirror(painter: QPainter, line: QLineF, angle: int) -> None:
    dashed = look.pen(look.SELECTION, 1.5, cosmetic=True)
    dashed.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(dashed)
    painter.drawLine(line)
    paint_label(painter, line.center() + QPointF(0, -16), f"{angle}°")


def paint_label(painter: QPainter, at: QPointF, text: str) -> None:
    """A small rounded tag (a wall's angle), centred on ``at``."""
    font = pixel_font(12)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text) + 12
    paint_tag(painter, QRectF(at.x() - width / 2, at.y() - 10, width, 20), text, font, 210)


def paint_tag(painter: QPainter, rect: QRectF, text: str, font: QFont, alpha: int) -> None:
    """White ``text`` on a dark rounded tag filling ``rect`` (``alpha``: how opaque), read
    over any terrain."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 30, 25, alpha))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# ---- obstacles --------------------------------------------------------------------------------

def outline_path(cells: Iterable[Hex]) -> QPainterPath:
    """The outline of a group of cells, from the canonical vertices of its outline edges."""
    inside = set(cells)
    outline = [edge(h, d) for h in inside for d in Direction
               if h.neighbour(d) not in inside]
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for vertices, _closed in edge_chains(outline):
        path.addPolygon(QPolygonF([vertex_point(v) for v in vertices]))
        path.closeSubpath()
    return path


def _pass_curve(cell: Hex, p: Pass, reach: float) -> QPainterPath:
    c = centre(cell)
    path = QPainterPath(c - unit(p.entering) * reach)
    path.quadTo(c, c + unit(p.leaving) * reach)
    return path


def arrow_path(tail: QPointF, bend: QPointF | None, head: QPointF, head_size: float = 6.0
               ) -> tuple[QPainterPath, QPolygonF]:
    """A line (bent once through ``bend`` if given) and the triangle at its head."""
    line = QPainterPath(tail)
    if bend is not None:
        line.quadTo(bend, head)
        towards = head - bend
    else:
        line.lineTo(head)
        towards = head - tail
    length = math.hypot(towards.x(), towards.y()) or 1.0
    ux, uy = towards.x() / length, towards.y() / length
    tip = head + QPointF(ux, uy) * head_size * 0.6
    back = head - QPointF(ux, uy) * head_size * 0.7
    side = QPointF(-uy, ux) * head_size * 0.75
    return line, QPolygonF([tip, back + side, back - side])


def paint_arrow(painter: QPainter, line: QPainterPath, head: QPolygonF, colour: QColor,
                width: float = 2.6) -> None:
    """An arrow with a dark edge, readable on felt, sand, water and the pieces alike."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(look.pen(look.ARROW_EDGE, width + 2.2))
    painter.drawPath(line)
    painter.setBrush(look.ARROW_EDGE)
    painter.drawPolygon(head)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(look.pen(colour, width))
    painter.drawPath(line)
    painter.setPen(look.pen(colour, 1.0))
    painter.setBrush(colour)
    painter.drawPolygon(head)


class ObstacleItem(QGraphicsItem):
    """An obstacle as a raised piece with a shadow: solid (slate), channelled (wood with
    grooves and yellow pass arrows) or vertical (terracotta ramps, top, centre hole, orange
    arrows under)."""

    def __init__(self, obstacle: AnyObstacle) -> None:
        super().__init__()
        self.setZValue(Z_OBSTACLE)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.obstacle = obstacle
        self._body = QPainterPath()
        self._rect = QRectF()
        self.set_obstacle(obstacle)

    @property
    def object_id(self) -> str:
        return self.obstacle.id

    def set_obstacle(self, obstacle: AnyObstacle) -> None:
        self.prepareGeometryChange()
        self.obstacle = obstacle
        self._body = outline_path(obstacle.hexes)
        self._rect = self._body.boundingRect().adjusted(-8, -8, 10, 12)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return self._body

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_obstacle(painter, self.obstacle, self._body, _lod(painter, option))
        if self.isSelected():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(look.pen(_alpha(look.SELECTION, 120), 6.0))
            painter.drawPath(self._body)
            painter.setPen(look.selection_pen())
            painter.drawPath(self._body)


def _body_colour(obstacle: AnyObstacle) -> QColor:
    if isinstance(obstacle, ChannelObstacle):
        return look.CHANNEL
    if isinstance(obstacle, VerticalObstacle):
        return look.VERTICAL
    return look.SOLID


def paint_obstacle(painter: QPainter, obstacle: AnyObstacle, body: QPainterPath,
                   lod: float = 1.0, ghost: bool = False) -> None:
    """Draw a piece (also used for the palette's icons and the placing ghost)."""
    colour = _body_colour(obstacle)
    rect = body.boundingRect()
    if not ghost:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.SHADOW)
        painter.drawPath(body.translated(3.0, 5.0))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, colour.lighter(118))
    gradient.setColorAt(1.0, colour.darker(112))
    painter.setBrush(QBrush(gradient))
    painter.setPen(look.pen(colour.darker(150), 2.0))
    painter.drawPath(body)
    if isinstance(obstacle, ChannelObstacle):
        _paint_channel(painter, obstacle, lod)
    elif isinstance(obstacle, VerticalObstacle):
        _paint_vertical(painter, obstacle, lod)
    else:
        _paint_solid(painter, obstacle)
    # A light top edge: the piece stands above the felt.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(look.pen(QColor(255, 255, 255, 90), 1.5))
    painter.drawPath(body.translated(-1.0, -1.0))


def _paint_solid(painter: QPainter, obstacle: AnyObstacle) -> None:
    """A small stud on each cell, so a solid piece reads as blocks, not as a hole."""
    painter.setPen(Qt.PenStyle.NoPen)
    for h in obstacle.hexes:
        c = centre(h)
        painter.setBrush(QColor(255, 255, 255, 45))
        painter.drawEllipse(c + QPointF(-1, -1), 7.0, 7.0)
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawEllipse(c + QPointF(1.2, 1.2), 6.0, 6.0)


@cache
def _groove_pen() -> QPen:
    return look.pen(look.GROOVE, CELL_SIZE * 0.46, cap=Qt.PenCapStyle.FlatCap)


def _paint_channel(painter: QPainter, obstacle: ChannelObstacle, lod: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_groove_pen())
    for c in obstacle.cells:
        for p in c.passes:
            painter.drawPath(_pass_curve(c.hex, p, INRADIUS))
    _paint_passes(painter, ((c.hex, c.passes, look.PASS_ARROW) for c in obstacle.cells))


def _paint_passes(painter: QPainter,
                  cells: Iterable[tuple[Hex, tuple[Pass, ...], QColor]]) -> None:
    for h, passes, colour in cells:
        c = centre(h)
        for p in passes:
            tail = c - unit(p.entering) * (INRADIUS * 0.62)
            head = c + unit(p.leaving) * (INRADIUS * 0.5)
            bend = c if p.entering != p.leaving else None
            line, tip = arrow_path(tail, bend, head)
            paint_arrow(painter, line, tip, colour)


def _paint_vertical(painter: QPainter, obstacle: VerticalObstacle, lod: float) -> None:
    main = obstacle.main_direction
    forward = unit(main if main is not None else Direction.E)
    small = hexagon(CELL_SIZE * 0.8)
    for c in obstacle.cells:
        at = centre(c.hex)
        cell_shape = small.translated(at)
        if c.part in (VerticalPart.RAMP_UP, VerticalPart.RAMP_DOWN):
            # Light where the ramp is high: towards the top for a ball on the main direction.
            sign = 1.0 if c.part is VerticalPart.RAMP_UP else -1.0
            g = QLinearGradient(at - forward * (sign * CELL_SIZE * 0.8),
                                at + forward * (sign * CELL_SIZE * 0.8))
            g.setColorAt(0.0, look.VERTICAL.darker(125))
            g.setColorAt(1.0, look.VERTICAL.lighter(130))
            painter.setBrush(QBrush(g))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(cell_shape)
            _paint_slope_lines(painter, at, forward, sign)
        elif c.part in (VerticalPart.TOP, VerticalPart.CENTRE_HOLE):
            painter.setBrush(look.VERTICAL.lighter(135))
            painter.setPen(look.pen(look.VERTICAL.darker(120), 1.2))
            painter.drawPolygon(cell_shape)
            if c.part is VerticalPart.CENTRE_HOLE:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(look.CUP)
                painter.drawEllipse(at + QPointF(0, 0), 8.5, 8.5)
        else:  # under: a tunnel through the piece
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.VERTICAL.darker(160))
            painter.drawPolygon(cell_shape)
    _paint_passes(painter, (
        (c.hex, c.passes, look.UNDER_ARROW if c.part is VerticalPart.UNDER else look.PASS_ARROW)
        for c in obstacle.cells))


def _paint_slope_lines(painter: QPainter, at: QPointF, forward: QPointF, sign: float) -> None:
    """Short lines across the ramp, closer together towards its foot, like a drawn slope."""
    across = QPointF(-forward.y(), forward.x())
    painter.setPen(look.pen(QColor(60, 25, 15, 90), 1.2))
    for t in (-0.55, -0.3, -0.1):
        mid = at + forward * (sign * t * CELL_SIZE)
        painter.drawLine(mid - across * 9.0, mid + across * 9.0)


# ---- starts and bounce arrows ----------------------------------------------------------------

class StartItem(QGraphicsItem):
    """A start cell: a white ball spot numbered 1, 2, … in the course's start order."""

    RADIUS = CELL_SIZE * 0.42

    def __init__(self, cell: Hex, number: int) -> None:
        super().__init__()
        self.setZValue(Z_START)
        self.cell = cell
        self.number = number
        self.setPos(centre(cell))

    def set_number(self, number: int) -> None:
        if number != self.number:
            self.number = number
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r + 2, 2 * r + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.SHADOW)
        painter.drawEllipse(QPointF(1.5, 2.5), r, r)
        painter.setBrush(look.START_FILL)
        painter.setPen(look.pen(look.START_EDGE, 2.0))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(look.START_EDGE)
        painter.setFont(pixel_font(15))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                         str(self.number))


class BounceItem(QGraphicsItem):
    """A cell's printed bounce arrows: each runs towards the blocked edge the ball meets
    (``incoming``) and turns off the way it leaves (``outgoing``), fig. 18–19."""

    def __init__(self, cell: Hex, arrows: Iterable[tuple[Direction, Direction]]) -> None:
        super().__init__()
        self.setZValue(Z_BOUNCE)
        self.cell = cell
        self.arrows: tuple[tuple[Direction, Direction], ...] = ()
        self.setPos(centre(cell))
        self.set_arrows(arrows)

    def set_arrows(self, arrows: Iterable[tuple[Direction, Direction]]) -> None:
        self.arrows = tuple(arrows)
        self.update()

    def boundingRect(self) -> QRectF:
        return _CELL_RECT

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        for incoming, outgoing in self.arrows:
            line, head = bounce_arrow(incoming, outgoing)
            paint_bounce(painter, line, head)


def bounce_arrow(incoming: Direction, outgoing: Direction,
                 at: QPointF | None = None) -> tuple[QPainterPath, QPolygonF]:
    """The arrow for one override: from the middle towards the edge ahead, then out."""
    origin = QPointF(0, 0) if at is None else at
    tail = origin + unit(incoming) * (INRADIUS * 0.05)
    bend = origin + unit(incoming) * (INRADIUS * 0.66)
    head = bend + unit(outgoing) * (INRADIUS * 0.42)
    line = QPainterPath(tail)
    line.lineTo(bend)
    _, tip = arrow_path(bend, None, head, head_size=5.5)
    line.lineTo(head)
    return line, tip


def paint_bounce(painter: QPainter, line: QPainterPath, head: QPolygonF) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(look.pen(look.BOUNCE_EDGE, 4.8))
    painter.drawPath(line)
    painter.setBrush(look.BOUNCE_EDGE)
    painter.drawPolygon(head)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(look.pen(look.BOUNCE, 2.6))
    painter.drawPath(line)
    painter.setPen(look.pen(look.BOUNCE, 0.8))
    painter.setBrush(look.BOUNCE)
    painter.drawPolygon(head)

