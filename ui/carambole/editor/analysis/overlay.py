"""The analysis drawn over the course: layers that can be toggled (issue 5 §2).

- ``HeatMapLayer``: each rest cell tinted by its expected strokes, green (few) to red (many),
  on the bands of a ``HeatScale`` explained by the ``HeatLegend`` in the canvas's corner;
- ``UnreachableLayer``: cells the hole cannot be reached from, hatched (traps, which a ball
  never leaves, cross-hatched), with their outline;
- ``MinStrokesLayer``: the fewest strokes to the hole as a small number on each cell;
- ``BestShotLayer``: for the cell under the mouse, the best first shot as an arrow in the die's
  colour, labelled with the die or card, and rings on the cells its faces end on.

Each layer is one ``QGraphicsItem`` painting every cell from cached paths — per block of
8 × 8 cells (as the terrain is drawn) and per colour band or kind of mark — built when an
analysis lands, or when the layer is first shown, so a hidden layer costs nothing. Small paths
fill far faster than one path over the whole course, a frame skips the blocks it does not
expose, outlines are plain lines (``drawLines``), and numbers are left out when too small to
read: on the 2,000-cell course every layer together adds about 4 ms to a full frame fitted
and 10 ms zoomed in to about 1:1 (the terrain alone: 2–5 ms); a pan repaints a strip. While
a new analysis is pending the layers are drawn faded (``set_stale``): they belong to the
course as it was.

Stacking (z; items.py's: cells 0, obstacles 20, walls 30, bounce arrows 35, starts 40):
heat map 5 and hatching 6 on the terrain, under the pieces and walls; numbers 37, under the
start spots; the best-shot arrow 90, above everything but a tool's preview.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QLineF, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from golfstudio.analysis import CourseAnalysis, ShotChoice
from golfstudio.carambole.course import Cell
from golfstudio.hexgrid import Hex
from ui import theme
from ui.carambole.editor import look
from ui.carambole.editor.geometry import CELL_SIZE, HEXAGON, INRADIUS, centre, hexagon, unit
from ui.carambole.editor.items import (
    Z_PREVIEW,
    arrow_path,
    chunk_of,
    paint_arrow,
    paint_tag,
    pixel_font,
)
from ui.carambole.editor.scene import CourseScene
from ui.carambole.editor.view import CourseView
from ui.editor_kit.tool_icons import drawn_icon

Z_HEAT = 5.0
Z_UNREACHABLE = 6.0
Z_NUMBERS = 37.0
Z_BEST_SHOT = Z_PREVIEW - 10.0

STALE_OPACITY = 0.35
"""How faded the layers are while the analysis they show is out of date."""

HEAT_ALPHA = 170
"""The heat map's opacity over the terrain (of 255): strong, with the felt showing through."""

HEAT_STOPS = (QColor("#2f9e44"), QColor("#fcc419"), QColor("#e03131"))
"""Few strokes (green), middling (yellow), many (red)."""

HATCH = QColor(110, 20, 20, 230)
HATCH_WASH = QColor(255, 255, 255, 90)
"""Under the stripes: a pale wash, so the hatched cells read as out of play."""
HATCH_EDGE = QColor("#8f1d1d")
INK = QColor("#1e2a22")
RING = QColor("#ffffff")
NUMBER_TAG = QColor(255, 255, 255, 215)
BALL = CELL_SIZE * 0.2
"""The ball drawn on the hovered cell, where the best shot starts."""

DIE_COLOURS = {"white": QColor("#f8f9fa"), "yellow": QColor("#ffd43b"),
               "green": QColor("#69db7c"), "blue": QColor("#4dabf7"),
               "orange": QColor("#ff922b"), "violet": QColor("#b197fc"),
               "red": QColor("#ff6b6b"), "black": QColor("#495057")}
"""The arrow's colour for a die's colour name: the board's dice, softened to read on felt
(any other name or #rrggbb is used as it is)."""

LAYER_NAMES = ("heat", "unreachable", "numbers", "best_shot")
"""The toggles, in toolbar order."""


# ---- the colour scale -------------------------------------------------------------------------

class HeatScale:
    """Expected strokes to colours: ``bands`` equal bands from ``low`` (green) to ``high``
    (red); values outside are clamped. The bounds are whole strokes around the reachable
    cells' values, so the legend reads "2 … 5" and not "2.137 … 4.996"."""

    def __init__(self, low: float, high: float, bands: int = 16) -> None:
        self.low = low
        self.high = max(high, low + 1.0)
        self.bands = bands

    @classmethod
    def for_analysis(cls, analysis: CourseAnalysis) -> HeatScale:
        values = [s.expected for s in analysis.states.values() if s.reachable]
        if not values:
            return cls(1.0, float(analysis.stroke_limit))
        return cls(max(1.0, math.floor(min(values))), math.ceil(max(values)))

    def band(self, expected: float) -> int:
        t = (expected - self.low) / (self.high - self.low)
        return min(self.bands - 1, max(0, math.floor(t * self.bands)))

    def band_colour(self, band: int) -> QColor:
        """The colour of a band, opaque: its middle's place on the green–yellow–red ramp."""
        t = (band + 0.5) / self.bands
        a, b, u = ((HEAT_STOPS[0], HEAT_STOPS[1], t * 2) if t < 0.5
                   else (HEAT_STOPS[1], HEAT_STOPS[2], t * 2 - 1))
        return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * u,
                               a.greenF() + (b.greenF() - a.greenF()) * u,
                               a.blueF() + (b.blueF() - a.blueF()) * u)

    def colour(self, expected: float) -> QColor:
        """The (opaque) colour a cell with these expected strokes gets."""
        return self.band_colour(self.band(expected))

    def ticks(self) -> list[float]:
        """Whole strokes to label on the legend (at most five)."""
        span = round(self.high - self.low)
        step = max(1, math.ceil(span / 4))
        return [self.low + k for k in range(0, span + 1, step)]


def _translucent(colour: QColor, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


@cache
def hatch_brush(crossed: bool = False) -> QBrush:
    """Qt's diagonal line pattern (crossed for a trap): drawn in device pixels, so the stripes
    keep their spacing at any zoom and cost no more than a flat fill."""
    return QBrush(HATCH, Qt.BrushStyle.DiagCrossPattern if crossed
                  else Qt.BrushStyle.BDiagPattern)


# ---- paths by block -----------------------------------------------------------------------

Block = tuple[QRectF, list[tuple[int, QPainterPath]]]


class _BlockPaths:
    """Paths kept per block of cells (``items.chunk_of``, as the terrain is drawn) and per
    key (a colour band, a kind of hatching): small paths fill much faster than one path over
    a 2,000-cell course, and a zoomed-in frame skips the blocks it does not expose."""

    def __init__(self) -> None:
        self._paths: dict[tuple[int, int], dict[int, QPainterPath]] = {}

    def path(self, cell: Hex, key: int = 0) -> QPainterPath:
        paths = self._paths.setdefault(chunk_of(cell), {})
        found = paths.get(key)
        if found is None:
            paths[key] = found = QPainterPath()
        return found

    def blocks(self, margin: float = 0.0) -> list[Block]:
        found: list[Block] = []
        for paths in self._paths.values():
            rect = QRectF()
            for path in paths.values():
                rect = rect.united(path.controlPointRect())
            found.append((rect.adjusted(-margin, -margin, margin, margin),
                          sorted(paths.items(), key=lambda kp: kp[0])))
        return found


def _exposed(blocks: list[Block], exposed: QRectF) -> Iterator[tuple[int, QPainterPath]]:
    for rect, paths in blocks:
        if rect.intersects(exposed):
            yield from paths


# ---- layers -----------------------------------------------------------------------------------

class AnalysisLayer(QGraphicsItem):
    """One analysis layer over the whole course. Subclasses build their shapes in
    ``rebuild`` (only while shown) and draw them in ``paint``."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.analysis: CourseAnalysis | None = None
        self._rect = QRectF()
        self._dirty = False
        self.rebuilds = 0

    def set_analysis(self, analysis: CourseAnalysis | None) -> None:
        self.analysis = analysis
        self._dirty = True
        if self.isVisible():
            self._rebuild_now()

    def set_stale(self, stale: bool) -> None:
        self.setOpacity(STALE_OPACITY if stale else 1.0)

    def ensure_built(self) -> None:
        if self._dirty:
            self._rebuild_now()

    def _rebuild_now(self) -> None:
        self._dirty = False
        self.rebuilds += 1
        self.prepareGeometryChange()
        self._rect = self.rebuild()
        self.update()

    def rebuild(self) -> QRectF:
        """Build the shapes from ``self.analysis`` (nothing when it is None); return the
        bounding rectangle. Each layer draws its own; the base layer draws nothing."""
        return QRectF()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and value:
            self.ensure_built()
        return super().itemChange(change, value)

    def boundingRect(self) -> QRectF:
        return self._rect


_HEX_EDGES = tuple(QLineF(HEXAGON.at((d - 1) % 6), HEXAGON.at(d)) for d in range(6))
"""A cell's edge towards each direction, around (0, 0) (as items.py draws a cell's rim)."""


def _lines_rect(lines: list[QLineF]) -> QRectF:
    xs = [x for line in lines for x in (line.x1(), line.x2())]
    ys = [y for line in lines for y in (line.y1(), line.y2())]
    return QRectF(min(xs) - 3, min(ys) - 3, max(xs) - min(xs) + 6, max(ys) - min(ys) + 6)


_CELL_BOX = QRectF(-INRADIUS - 1, -CELL_SIZE - 1, 2 * INRADIUS + 2, 2 * CELL_SIZE + 2)


def _cells_rect(cells: Iterable[Hex]) -> QRectF:
    rect = QRectF()
    for h in cells:
        rect = rect.united(_CELL_BOX.translated(centre(h)))
    return rect


class HeatMapLayer(AnalysisLayer):
    """Rest cells tinted by expected strokes: one path per block of cells and colour band."""

    def __init__(self) -> None:
        super().__init__(Z_HEAT)
        self.heat_scale: HeatScale | None = None
        self.colours: dict[Hex, QColor] = {}
        """The opaque colour of each tinted cell (drawn at ``HEAT_ALPHA``)."""
        self._brushes: list[QColor] = []
        self._blocks: list[Block] = []

    def rebuild(self) -> QRectF:
        analysis = self.analysis
        if analysis is None:
            self.heat_scale, self.colours, self._blocks = None, {}, []
            return QRectF()
        self.heat_scale = scale = HeatScale.for_analysis(analysis)
        paths = _BlockPaths()
        colours: dict[Hex, QColor] = {}
        for h, figures in analysis.states.items():
            band = scale.band(figures.expected)
            paths.path(h, band).addPolygon(HEXAGON.translated(centre(h)))
            colours[h] = scale.band_colour(band)
        self.colours = colours
        self._brushes = [_translucent(scale.band_colour(b), HEAT_ALPHA)
                         for b in range(scale.bands)]
        self._blocks = paths.blocks()
        return _cells_rect(analysis.states)

    def colour_at(self, cell: Hex) -> QColor | None:
        return self.colours.get(cell)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # Hexagons share exact edges: without antialiasing no seam is blended twice.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        for band, path in _exposed(self._blocks, option.exposedRect):
            painter.setBrush(self._brushes[band])
            painter.drawPath(path)


HATCHED, CROSSED = 0, 1


class UnreachableLayer(AnalysisLayer):
    """Cells with no way to the hole hatched, traps cross-hatched, the region outlined.

    The stripes are Qt's line patterns over a pale wash: their spacing stays the same on
    screen at any zoom, and they fill as fast as a flat colour.
    """

    def __init__(self) -> None:
        super().__init__(Z_UNREACHABLE)
        self.hatched: frozenset[Hex] = frozenset()
        self.crossed: frozenset[Hex] = frozenset()
        self._blocks: list[Block] = []
        self._outline: list[tuple[QRectF, list[QLineF]]] = []

    def rebuild(self) -> QRectF:
        analysis = self.analysis
        self.crossed = frozenset(analysis.traps) if analysis is not None else frozenset()
        self.hatched = (frozenset(analysis.unreachable) - self.crossed if analysis is not None
                        else frozenset())
        paths = _BlockPaths()
        for key, cells in ((HATCHED, self.hatched), (CROSSED, self.crossed)):
            for h in cells:
                paths.path(h, key).addPolygon(HEXAGON.translated(centre(h)))
        self._blocks = paths.blocks()
        every = self.hatched | self.crossed
        # The outline as plain lines by block: drawLines strokes them some thirty times
        # faster than a pen along one long path.
        edges: dict[tuple[int, int], list[QLineF]] = {}
        for h in every:
            at = centre(h)
            for d in range(6):
                if h.neighbour(d) not in every:
                    edges.setdefault(chunk_of(h), []).append(_HEX_EDGES[d].translated(at))
        self._outline = [(_lines_rect(lines), lines) for lines in edges.values()]
        return _cells_rect(every).adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._outline:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        exposed = list(_exposed(self._blocks, option.exposedRect))
        painter.setBrush(HATCH_WASH)
        for _key, path in exposed:
            painter.drawPath(path)
        for key, path in exposed:
            painter.setBrush(hatch_brush(key == CROSSED))
            painter.drawPath(path)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(look.pen(HATCH_EDGE, 2.5))
        exposed_rect = option.exposedRect
        for rect, lines in self._outline:
            if rect.intersects(exposed_rect):
                painter.drawLines(lines)


TAG, DIGITS = 0, 1


class MinStrokesLayer(AnalysisLayer):
    """The fewest strokes to the hole, a small number on a light tag on each cell that has a
    way there. Tags and digits are paths per block (the digits as glyph outlines), so a frame
    draws two paths per block instead of two calls per cell."""

    MIN_LOD = 0.45
    """Below this zoom the numbers are too small to read and are left out."""

    def __init__(self) -> None:
        super().__init__(Z_NUMBERS)
        self.numbers: dict[Hex, int] = {}
        self._blocks: list[Block] = []

    def rebuild(self) -> QRectF:
        analysis = self.analysis
        self.numbers = {} if analysis is None else {
            h: s.min_strokes for h, s in analysis.states.items() if s.min_strokes is not None}
        font = pixel_font(12)
        metrics = QFontMetricsF(font)
        rise = (metrics.ascent() - metrics.descent()) / 2
        glyphs: dict[str, QPainterPath] = {}
        paths = _BlockPaths()
        for h, n in self.numbers.items():
            at = centre(h)
            text = str(n)
            glyph = glyphs.get(text)
            if glyph is None:
                glyph = QPainterPath()
                glyph.addText(QPointF(-metrics.horizontalAdvance(text) / 2, rise), font, text)
                glyphs[text] = glyph
            width = max(18.0, metrics.horizontalAdvance(text) + 8)
            paths.path(h, TAG).addRoundedRect(
                QRectF(at.x() - width / 2, at.y() - 8, width, 16), 5, 5)
            paths.path(h, DIGITS).addPath(glyph.translated(at))
        self._blocks = paths.blocks()
        return _cells_rect(self.numbers)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if option.levelOfDetailFromTransform(painter.worldTransform()) < self.MIN_LOD:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        for key, path in _exposed(self._blocks, option.exposedRect):
            painter.setBrush(NUMBER_TAG if key == TAG else INK)
            painter.drawPath(path)


def shot_label(choice: ShotChoice) -> str:
    """How the arrow names a shot: ``"yellow die"``, ``"card +3"`` (the core's words, in the
    user's language)."""
    return choice.what()


class BestShotLayer(AnalysisLayer):
    """The best first shot from the hovered cell: an arrow in the die's colour, a tag naming
    the die or card (and how many faces drop in), a ring on each cell a face ends on."""

    ARROW_LENGTH = CELL_SIZE * 2.1

    def __init__(self) -> None:
        super().__init__(Z_BEST_SHOT)
        self.cell: Hex | None = None
        self.choice: ShotChoice | None = None
        self.label = ""
        self.ends: Counter[Hex] = Counter()
        """The cells the best shot's faces end on (the hole included), with face counts."""
        self._colour = QColor(look.PREVIEW)
        self._line = QPainterPath()
        self._head = QPolygonF()
        self._tag_at = QPointF()
        self._ball = QPointF()

    def set_cell(self, cell: Hex | None) -> None:
        if cell != self.cell:
            self.cell = cell
            self._dirty = True
            if self.isVisible():
                self._rebuild_now()

    @property
    def shows_arrow(self) -> bool:
        return self.choice is not None

    def rebuild(self) -> QRectF:
        analysis = self.analysis
        cell = self.cell
        self.choice = None
        self.ends = Counter()
        if cell is None or analysis is None:
            return QRectF()
        choice = analysis.best_shot(cell, 0)
        c = analysis.table.index.get(cell)
        if choice is None or c is None:
            return QRectF()
        shots = analysis.shots
        outcome = analysis.strokes.policy[0][c]
        table = analysis.table
        faces = shots.ends[c][outcome]
        self.ends = Counter(table.hexes[e] for e in faces)
        holing = faces.count(table.hole)
        source = table.sources[shots.first_choice(c, outcome) % len(table.sources)]
        colour = DIE_COLOURS.get(source.die.colour.lower(), QColor(source.die.colour))
        self._colour = colour if colour.isValid() else QColor(look.PREVIEW)
        self.choice = choice
        self.label = shot_label(choice) + (f" · {holing}/{len(faces)} in" if holing else "")
        start = centre(cell)
        direction = unit(choice.direction)
        tail = start + direction * (INRADIUS * 0.35)
        head = start + direction * self.ARROW_LENGTH
        self._line, self._head = arrow_path(tail, None, head, head_size=13.0)
        # The tag just beyond the head, on the arrow's line, whichever way it points.
        width, height = _tag_size(self.label, pixel_font(13))
        gap = 12.0
        self._tag_at = head + QPointF(direction.x() * (width / 2 + gap),
                                      direction.y() * (height / 2 + gap))
        self._ball = start
        rect = self._line.boundingRect().united(self._head.boundingRect())
        rect = rect.united(QRectF(start.x() - BALL, start.y() - BALL, 2 * BALL, 2 * BALL))
        rect = rect.united(QRectF(self._tag_at.x() - width / 2, self._tag_at.y() - height / 2,
                                  width, height))
        rect = rect.united(_cells_rect(self.ends))
        return rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.choice is None or self.analysis is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        hole = self.analysis.table.hexes[self.analysis.table.hole]
        ring = hexagon(CELL_SIZE * 0.62)
        for h, n in self.ends.items():
            at = centre(h)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(look.pen(look.ARROW_EDGE, 5.0))
            painter.drawPolygon(ring.translated(at))
            painter.setPen(look.pen(self._colour if h != hole else RING, 2.6))
            painter.drawPolygon(ring.translated(at))
            if n > 1:
                _paint_tag(painter, at + QPointF(0, CELL_SIZE * 0.62), f"×{n}", pixel_font(11))
        paint_arrow(painter, self._line, self._head, self._colour, width=5.0)
        painter.setPen(look.pen(look.ARROW_EDGE, 1.6))
        painter.setBrush(look.START_FILL)
        painter.drawEllipse(self._ball, BALL, BALL)
        _paint_tag(painter, self._tag_at, self.label, pixel_font(13))


def _tag_size(text: str, font: QFont) -> tuple[float, float]:
    metrics = QFontMetricsF(font)
    return metrics.horizontalAdvance(text) + 12, metrics.height() + 4


def _paint_tag(painter: QPainter, at: QPointF, text: str, font: QFont) -> None:
    """A small dark rounded tag with white text, centred on ``at``."""
    width, height = _tag_size(text, font)
    paint_tag(painter, QRectF(at.x() - width / 2, at.y() - height / 2, width, height), text,
              font, 220)


# ---- the legend -------------------------------------------------------------------------------

class HeatLegend(QWidget):
    """The heat map's scale in the canvas's bottom-left corner (and the hatching's meaning
    when that layer is shown). Mouse events pass through to the canvas."""

    MARGIN = 12

    def __init__(self, view: CourseView) -> None:
        super().__init__(view)
        self.setObjectName("heatLegend")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.view = view
        self.scale: HeatScale | None = None
        self.show_hatching = False
        view.installEventFilter(self)
        self.hide()

    def set_scale(self, scale: HeatScale | None, show_hatching: bool) -> None:
        self.scale = scale
        self.show_hatching = show_hatching
        self.resize(self.sizeHint())
        self._place()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(236, 92 if self.show_hatching else 64)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        area = self.view.viewport().geometry()
        self.move(area.left() + self.MARGIN, area.bottom() - self.height() - self.MARGIN + 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        scale = self.scale
        if scale is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(look.pen(theme.BORDER, 1.0))
        ground = theme.SURFACE  # the legend is the window's, over the board
        ground.setAlpha(235)
        painter.setBrush(ground)
        painter.drawRoundedRect(box, 7, 7)
        painter.setPen(theme.TEXT)
        painter.setFont(pixel_font(12))
        painter.drawText(QRectF(10, 6, box.width() - 20, 16),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Expected strokes (best play)"))
        bar = QRectF(12, 26, box.width() - 24, 12)
        step = bar.width() / scale.bands
        painter.setPen(Qt.PenStyle.NoPen)
        for b in range(scale.bands):
            painter.setBrush(_translucent(scale.band_colour(b), HEAT_ALPHA))
            painter.drawRect(QRectF(bar.left() + b * step, bar.top(), step + 0.5, bar.height()))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(look.pen(INK.lighter(160), 1.0))
        painter.drawRect(bar)
        painter.setFont(pixel_font(11, bold=False))
        painter.setPen(theme.TEXT_MUTED)
        span = scale.high - scale.low
        for value in scale.ticks():
            x = bar.left() + bar.width() * (value - scale.low) / span
            painter.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + 3))
            text = f"{value:g}" + ("+" if value == scale.high else "")
            painter.drawText(QRectF(x - 20, bar.bottom() + 3, 40, 14),
                             Qt.AlignmentFlag.AlignCenter, text)
        if self.show_hatching:
            y = bar.bottom() + 24
            for k, (crossed, text) in enumerate(((False, "no way to the hole"),
                                                 (True, "trap"))):
                x = 12 + k * 140
                swatch = QRectF(x, y, 18, 14)
                painter.setPen(look.pen(HATCH_EDGE, 1.5))
                painter.setBrush(hatch_brush(crossed))
                painter.drawRect(swatch)
                painter.setPen(theme.TEXT)
                painter.drawText(QRectF(x + 24, y - 1, 120, 16),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 text)
        painter.end()


# ---- icons ------------------------------------------------------------------------------------

def _icon_hex(cx: float, cy: float, r: float) -> QPolygonF:
    return hexagon(r).translated(QPointF(cx, cy))


def _draw_heat(p: QPainter) -> None:
    p.setPen(look.pen(INK, 1.0))
    for (x, y), colour in zip(((9.5, 11.0), (22.5, 11.0), (16.0, 22.0)), HEAT_STOPS,
                              strict=True):
        p.setBrush(colour)
        p.drawPolygon(_icon_hex(x, y, 7.2))


def _draw_unreachable(p: QPainter) -> None:
    shape = _icon_hex(16, 16, 13)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.FLOOR)
    p.drawPolygon(shape)
    p.save()
    clip = QPainterPath()
    clip.addPolygon(shape)
    p.setClipPath(clip)
    p.setPen(look.pen(HATCH_EDGE, 2.0))
    for k in range(-3, 4):
        p.drawLine(QPointF(k * 7 - 4, 32), QPointF(k * 7 + 28, 0))
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(look.pen(HATCH_EDGE, 2.0))
    p.drawPolygon(shape)


def _draw_numbers(p: QPainter) -> None:
    p.setPen(look.pen(INK, 1.2))
    p.setBrush(look.FLOOR)
    p.drawPolygon(_icon_hex(16, 16, 13))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(8, 9, 16, 14), 4, 4)
    p.setPen(INK)
    p.setFont(pixel_font(13))
    p.drawText(QRectF(8, 9, 16, 14), Qt.AlignmentFlag.AlignCenter, "3")


def _draw_best_shot(p: QPainter) -> None:
    p.setPen(look.pen(INK, 1.2))
    p.setBrush(look.FLOOR)
    p.drawPolygon(_icon_hex(11, 19, 9))
    line, head = arrow_path(QPointF(11, 19), None, QPointF(24, 8), head_size=9.0)
    paint_arrow(p, line, head, QColor("#fcc419"), width=3.0)


_ICONS = {"heat": _draw_heat, "unreachable": _draw_unreachable, "numbers": _draw_numbers,
          "best_shot": _draw_best_shot}


def layer_icon(name: str) -> QIcon:
    return drawn_icon(_ICONS[name], box=32.0)


_TEXTS = {
    "heat": (
        str(QT_TRANSLATE_NOOP("AnalysisOverlay", "Heat map")),
        str(QT_TRANSLATE_NOOP("AnalysisOverlay",
                              "Tint each cell by its expected strokes under the best play"))),
    "unreachable": (
        str(QT_TRANSLATE_NOOP("AnalysisOverlay", "Unreachable cells")),
        str(QT_TRANSLATE_NOOP("AnalysisOverlay", "Hatch the cells the hole cannot be "
                              "reached from (traps cross-hatched)"))),
    "numbers": (
        str(QT_TRANSLATE_NOOP("AnalysisOverlay", "Minimal strokes")),
        str(QT_TRANSLATE_NOOP("AnalysisOverlay",
                              "Show the fewest strokes to the hole on each cell"))),
    "best_shot": (
        str(QT_TRANSLATE_NOOP("AnalysisOverlay", "Best shot")),
        str(QT_TRANSLATE_NOOP("AnalysisOverlay",
                              "Show the best first shot from the cell under the mouse"))),
}
"""Each layer's toggle and tip, translated where the actions are made (``self.tr``)."""


# ---- the overlay as a whole -------------------------------------------------------------------

class AnalysisOverlay(QObject):
    """The four layers on one editor's scene, their toggles and the legend.

    ``layers`` and ``actions`` are keyed by ``LAYER_NAMES``; each layer is shown while its
    checkable action is checked. ``set_analysis`` and ``set_stale`` are called by whoever
    runs the analysis (``attach_analysis`` wires them to an ``AnalysisRunner``).
    """

    def __init__(self, scene: CourseScene, view: CourseView,
                 visible: Iterable[str] = ("heat", "unreachable"),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.view = view
        self.heat = HeatMapLayer()
        self.unreachable = UnreachableLayer()
        self.numbers = MinStrokesLayer()
        self.best_shot = BestShotLayer()
        self.layers: dict[str, AnalysisLayer] = {
            "heat": self.heat, "unreachable": self.unreachable, "numbers": self.numbers,
            "best_shot": self.best_shot}
        self.legend = HeatLegend(view)
        shown = set(visible)
        self.actions: dict[str, QAction] = {}
        for name, layer in self.layers.items():
            layer.setVisible(name in shown)
            scene.addItem(layer)
            text_source, tip_source = _TEXTS[name]
            text, tip = self.tr(text_source), self.tr(tip_source)
            action = QAction(layer_icon(name), text, self)
            action.setCheckable(True)
            action.setChecked(name in shown)
            action.setToolTip(f"{text}: {tip[0].lower()}{tip[1:]}")
            action.setStatusTip(tip)
            action.setObjectName(f"analysis_{name}")
            action.toggled.connect(lambda on, n=name: self._toggled(n, on))
            self.actions[name] = action
        view.hovered.connect(self._hovered)
        self._sync_legend()

    def set_analysis(self, analysis: CourseAnalysis | None) -> None:
        for layer in self.layers.values():
            layer.set_analysis(analysis)
        self._sync_legend()

    def set_stale(self, stale: bool) -> None:
        for layer in self.layers.values():
            layer.set_stale(stale)

    def _toggled(self, name: str, on: bool) -> None:
        self.layers[name].setVisible(on)
        self._sync_legend()

    def _sync_legend(self) -> None:
        if self.actions["heat"].isChecked() and self.heat.analysis is not None:
            self.heat.ensure_built()
            hatching = self.actions["unreachable"].isChecked() and bool(
                self.heat.analysis.unreachable)
            self.legend.set_scale(self.heat.heat_scale, hatching)
            self.legend.show()
            self.legend.raise_()
        else:
            self.legend.hide()

    def _hovered(self, hovered: tuple[Hex, Cell | None] | None) -> None:
        self.best_shot.set_cell(None if hovered is None else hovered[0])
