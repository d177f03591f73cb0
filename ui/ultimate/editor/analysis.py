"""The live analysis of the hole being edited: an expected-strokes heat map with its legend,
and the best card and aim from the point under the mouse, drawn as an arrow.

After each edit (and when another hole is shown) the hole is analysed in the background
(``ui/tasks.py``, ``golfstudio.ultimate.analysis.analyse_hole``, half a second a hole or
less). Analyses are kept by what they depend on (``ANALYSES``, an
``analysis_cache.AnalysisCache`` shared by every editor and the stroke-index suggestion, and
the heat maps drawn from them), so an edit recomputes only the hole it touched, a hole shown
again is drawn at once, and an edit undone finds its analysis from before.

While the edited hole is analysed again, its previous heat map stays on screen, dimmed
(``STALE_OPACITY``), until the new one replaces it: the picture does not blink at every
edit. A result for an older drawing (the task runner drops older generations, and the hole it
analysed must be the very hole shown) is never drawn as current, and the best shot under the
mouse is shown only from a current analysis. Another hole shown drops the overlay at once.
"""

from __future__ import annotations

import gc
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from golfstudio import i18n
from golfstudio.plane import Point
from golfstudio.ultimate.analysis import HoleAnalysis, NodeFigures
from golfstudio.ultimate.analysis_cache import AnalysisCache, analysis_key
from golfstudio.ultimate.analysis_model import NODE_YARDS
from golfstudio.ultimate.ball import Ball, shoot
from golfstudio.ultimate.cards import DICE_SUMS, default_cards
from golfstudio.ultimate.course import Hole, Terrain
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import RELIEF_TERRAINS, WATERS
from ui.tasks import Progress, Task, TaskRunner
from ui.ultimate.drawing.hole_drawing import MARKERS_Z, region_path, stacking, to_scene
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.heat_colours import heat_colour

__all__ = ["ANALYSES", "HEAT_Z", "EditorAnalysis", "HeatMap", "heat_colour"]

HEAT_Z = MARKERS_Z - 5
"""Over the regions (it is read against them), under the selection and the markers."""

HEAT_OPACITY = 0.72
"""The terrain stays readable under the heat map."""

STALE_OPACITY = 0.45
"""The previous heat map while the edited hole is analysed again: still there to read
against, plainly not the answer yet (the legend says it is updating)."""

DELAY_MS = 50
"""Edits this close together (a drag: a step every frame, 8 to 16 ms apart) start one
analysis, after the last of them: three frames of the slowest. An edit that is done — made
without the mouse, or a click or drag whose button is released — starts it at once
(``EditorAnalysis._schedule``): the new heat map follows an edit by the analysis' time
alone."""

ANALYSES = AnalysisCache()
"""Every editor's analyses, by what each depends on (module docstring)."""

KEEP_HEAT_MAPS = 8
"""Heat maps kept by analysis key: the holes shown last (each a picture of a few hundred
kilobytes)."""

_heat_maps: OrderedDict[str, HeatMap | None] = OrderedDict()
_heat_lock = threading.Lock()


def heat_map_of(key: str, analysis: HoleAnalysis) -> HeatMap | None:
    """The heat map of ``analysis`` (whose ``analysis_key`` is ``key``), drawn once."""
    with _heat_lock:
        if key in _heat_maps:
            _heat_maps.move_to_end(key)
            return _heat_maps[key]
    heat = HeatMap.of(analysis)
    with _heat_lock:
        _heat_maps[key] = heat
        while len(_heat_maps) > KEEP_HEAT_MAPS:
            _heat_maps.popitem(last=False)
    return heat


def cached_heat_map(key: str) -> tuple[bool, HeatMap | None]:
    """(whether one is kept, the heat map) for an analysis key; never draws."""
    with _heat_lock:
        if key not in _heat_maps:
            return False, None
        _heat_maps.move_to_end(key)
        return True, _heat_maps[key]


def keep_the_collector_short() -> None:
    """Move the objects alive now (the studio's modules, classes and functions: most of the
    ~190,000 the collector tracks) out of the collector's sight, once.

    The analysis makes enough long-lived objects to set off full collections while it runs,
    and a full collection, in whichever thread it falls, holds the interpreter for as long as
    it scans every tracked object: about 100 ms, the longest frame the editor had while a
    hole was analysed (test_bench_responsive). Frozen, the start-up objects are not scanned
    again (full collections during a run fall from ~100 ms to a few); what is made later is
    collected as before. The price: cyclic garbage alive at that moment (little: what is
    alive is mostly code and the open course) is never reclaimed. Once a process, so that
    price is paid once: freezing at every run would hide each run's leftovers too."""
    global _frozen
    if not _frozen:
        gc.freeze()
        _frozen = True


_frozen = False


HEAT_SHADES = 1024
"""Colours of the heat map's scale, worked out once (``heat_colour``): a step of a
thousandth of the scale, finer than the eye reads."""

_shades: npt.NDArray[np.uint32] | None = None


def heat_shades() -> npt.NDArray[np.uint32]:
    """``heat_colour`` of ``HEAT_SHADES`` steps from 0 to 1, opaque, as ARGB32 pixels."""
    global _shades
    if _shades is None:
        found = np.empty(HEAT_SHADES, dtype=np.uint32)
        for k in range(HEAT_SHADES):
            colour = heat_colour(k / (HEAT_SHADES - 1))
            colour.setAlpha(255)  # opaque pixels: the item's opacity makes it see-through
            found[k] = colour.rgba()
        _shades = found
    return _shades


NO_HEAT = WATERS | RELIEF_TERRAINS | {Terrain.OUT_OF_BOUNDS}
"""Terrains a ball is not played from as it lies (it is given relief first: §6), so it has no
expected strokes there: where such a region lies on top, no heat is drawn."""


def heat_outline(hole: Hole, relieved: frozenset[int] = frozenset()) -> QPainterPath:
    """Where the heat map is drawn: the union of the hole's regions, outlined as the scene
    draws them (``hole_drawing.region_path``, so a region drawn otherwise is clipped as
    drawn), less where a region of ``NO_HEAT``, or one of ``relieved`` (indexes: where the
    analysis gives every ball relief), lies on top. The regions are taken bottom up in the
    order that decides a lie (``hole_drawing.stacking``), so a fairway drawn over a pond's
    edge gets its heat back."""
    outline = QPainterPath()
    for index in stacking(hole):
        region = hole.regions[index]
        path = region_path(region)
        if region.kind in NO_HEAT or index in relieved:
            outline = outline.subtracted(path)
        else:
            outline = outline.united(path)
    return outline


def _widened(values: npt.NDArray[np.float64], valued: npt.NDArray[np.bool_]
             ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.bool_]]:
    """``values`` with each cell next to a valued one (of its eight) given their mean.

    A cell is valued by its centre, so the last valued cells stop up to a yard short of an
    outline, and a smoothly scaled picture fades out from their centres: the ground showed
    through in a ragged strip along the hole's edge and the water's. Widened by a cell, the
    picture is whole up to every outline, where the clip (``heat_outline``) cuts it."""
    height, width = values.shape
    padded = np.zeros((height + 2, width + 2))
    count = np.zeros((height + 2, width + 2))
    padded[1:-1, 1:-1] = np.where(valued, values, 0.0)
    count[1:-1, 1:-1] = valued
    total = np.zeros((height, width))
    near = np.zeros((height, width))
    for dj in range(3):
        for di in range(3):
            total += padded[dj:dj + height, di:di + width]
            near += count[dj:dj + height, di:di + width]
    edge = ~valued & (near > 0)
    widened = values.copy()
    widened[edge] = total[edge] / near[edge]
    return widened, valued | edge


@dataclass(frozen=True, eq=False)
class HeatMap:
    """An analysis as a picture: each one-yard cell of the hole coloured by the expected
    strokes of a ball lying there (``HoleAnalysis.ground_values``: interpolated between the
    lattice's positions, the green by its putting bands), transparent where a ball has no
    value as it lies (water, out of bounds, off every region, ground needing relief). Shown
    smoothly scaled and clipped to ``outline`` (``heat_outline``: the union of the hole's
    regions less those that give relief), so nothing spills past the hole's edge or over
    the water; ``origin`` is the picture's top-left in yards, one pixel ``pixel_yards``
    across.

    Built in the worker thread with the analysis, with numpy, so the GUI thread only shows
    it. The hover reads the lattice itself (``node_near``): the best shot drawn from there is
    that position's."""

    image: QImage
    pixel_yards: float
    origin: Point
    spacing: float
    low: float
    high: float
    analysis: HoleAnalysis
    nodes: npt.NDArray[np.intp]
    """The positions with a value (finite expected strokes): their indexes in the analysis'
    grid, for the hover."""
    xs: npt.NDArray[np.float64]
    ys: npt.NDArray[np.float64]
    outline: QPainterPath

    @staticmethod
    def of(analysis: HoleAnalysis) -> HeatMap | None:
        x_all, y_all, v_all = analysis.lattice()
        nodes = np.flatnonzero(np.isfinite(v_all))
        ground = analysis.ground_values()
        values = ground.values[::-1]  # the picture's rows run down the map
        valued = np.isfinite(values)
        if nodes.size < 2 or not valued.any():
            return None
        low, high = float(values[valued].min()), float(values[valued].max())
        span = max(1e-9, high - low)
        values, valued = _widened(values, valued)
        # Only the rows and columns with a colour: a lake or the rough's margin beside the
        # hole would be transparent pixels to keep and draw.
        rows = np.flatnonzero(valued.any(axis=1))
        columns = np.flatnonzero(valued.any(axis=0))
        inside = np.s_[rows[0]:rows[-1] + 1, columns[0]:columns[-1] + 1]
        values, valued = values[inside], valued[inside]
        shade = np.clip(np.rint((np.where(valued, values, low) - low) / span
                                * (HEAT_SHADES - 1)), 0, HEAT_SHADES - 1).astype(np.intp)
        pixels = np.where(valued, heat_shades()[shade], np.uint32(0)).astype(np.uint32)
        height, width = pixels.shape
        image = QImage(np.ascontiguousarray(pixels).tobytes(), width, height, 4 * width,
                       QImage.Format.Format_ARGB32).copy()
        left = ground.x0 + int(columns[0]) * ground.cell
        top = ground.y0 + (ground.height - int(rows[0])) * ground.cell  # rows run down
        return HeatMap(image, ground.cell, Point(left, top), NODE_YARDS, low, high,
                       analysis, nodes, x_all[nodes], y_all[nodes],
                       heat_outline(analysis.hole, ground.relieved))

    def node_near(self, p: Point) -> NodeFigures | None:
        """The lattice position nearest ``p``, if one is within a lattice step."""
        d = np.hypot(self.xs - p.x, self.ys - p.y)
        k = int(np.argmin(d))
        return self.analysis.node(int(self.nodes[k])) if d[k] <= self.spacing else None

    @cached_property
    def buckets(self) -> dict[tuple[int, int], list[NodeFigures]]:
        """The positions drawn by square of ``spacing`` yards (made on first use)."""
        found: dict[tuple[int, int], list[NodeFigures]] = {}
        for k in self.nodes.tolist():
            n = self.analysis.node(k)
            key = (math.floor(n.at.x / self.spacing), math.floor(n.at.y / self.spacing))
            found.setdefault(key, []).append(n)
        return found


class ShotLabel(QGraphicsRectItem):
    """The best shot's words on a pale card beside the cursor, the same size at any zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsRectItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setBrush(QColor(255, 255, 255, 225))
        self.setPen(QPen(QColor(0, 0, 0, 90), 1))
        self._text = QGraphicsSimpleTextItem(self)
        self._text.setBrush(QColor("#101010"))
        self._text.setPos(6, 3)

    def setText(self, text: str) -> None:
        self._text.setText(text)
        box = self._text.boundingRect()
        self.setRect(QRectF(0, 0, box.width() + 12, box.height() + 6))

    def text(self) -> str:
        return self._text.text()


def analysis_words(analysis: HoleAnalysis) -> str:
    """The hole panel's sentence on the hole: the expected strokes beside the strokes to the
    green that the par suggestion is made of — the suggestion allows two putts where the best
    play expects fewer, so "expected 5.23, suggested par 6" alone read as a contradiction."""
    return QCoreApplication.translate(
        "EditorAnalysis", "Expected {expected} strokes from the tee (par {par}): {to_green} to "
        "reach the green, then the putts. Suggested par {suggested}: the strokes to the green, "
        "rounded, and two putts.").format(
            expected=i18n.decimal(analysis.expected, 2), par=analysis.par,
            to_green=i18n.decimal(analysis.to_green, 2), suggested=analysis.suggested_par)


class EditorAnalysis(QObject):
    """The analysis of one editor's hole, run after each edit while ``enabled``.

    Signal ``changed()``: the analysis shown, or the state said by ``status()``, changed.
    """

    changed = Signal()

    def __init__(self, editor: HoleEditor, enabled: bool = True) -> None:
        super().__init__(editor)
        self.editor = editor
        self.enabled = enabled
        self.runner = TaskRunner(self)
        self.analysis: HoleAnalysis | None = None
        """The analysis shown: of the hole as drawn now (``is_current``), or, while the
        edited hole is analysed again, of its previous drawing (its heat map dimmed)."""
        self.heat: HeatMap | None = None
        self._shown_index = -1
        """The hole (index) the analysis shown is of."""
        self._status = ""
        self._asked: Hole | None = None
        self.heat_clip = QGraphicsPathItem()
        """Draws nothing itself: its shape, the union of the hole's regions
        (``HeatMap.outline``), clips the heat map, its child, exactly at any zoom."""
        self.heat_clip.setZValue(HEAT_Z)
        self.heat_clip.setPen(Qt.PenStyle.NoPen)
        self.heat_clip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.heat_clip.setFlag(QGraphicsPathItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.heat_item = QGraphicsPixmapItem(self.heat_clip)
        self.heat_item.setOpacity(HEAT_OPACITY)
        self.heat_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.heat_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.heat_item.setVisible(False)
        self.arrow = QGraphicsPathItem()
        self.arrow.setZValue(MARKERS_Z + 5)
        pen = QPen(QColor("#1b1b1b"), 2.5)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.arrow.setPen(pen)
        self.arrow.setVisible(False)
        self.spread = QGraphicsPathItem()
        self.spread.setZValue(MARKERS_Z + 4)
        halo = QPen(QColor(255, 255, 255, 230), 1.5)
        halo.setCosmetic(True)
        self.spread.setPen(halo)
        self.spread.setBrush(QColor(20, 20, 20, 200))
        self.spread.setVisible(False)
        self._spreads: dict[Point, list[Point]] = {}
        self.arrow_label = ShotLabel()
        self.arrow_label.setZValue(MARKERS_Z + 6)
        self.arrow_label.setVisible(False)
        for item in (self.heat_clip, self.arrow, self.spread, self.arrow_label):
            editor.scene.addItem(item)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.start)
        editor.view.viewport().installEventFilter(self)
        editor.document.changed.connect(self._hole_changed)
        editor.holeShown.connect(self._hole_changed)
        editor.view.hovered.connect(self.show_best_shot)
        self._hole_changed()

    # ---- state ------------------------------------------------------------------------------

    def status(self) -> str:
        return self._status

    def overlay_items(self) -> list[object]:
        return [self.heat_item, self.arrow, self.spread, self.arrow_label]

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self._asked = None
        self._clear()
        self._hole_changed()

    def is_current(self) -> bool:
        """Whether the analysis shown is of the hole as it is drawn now."""
        return self.analysis is not None and self.analysis.hole is self.editor.hole

    # ---- running ----------------------------------------------------------------------------

    def _hole_changed(self, *_args: object) -> None:
        if self.analysis is not None and self.analysis.hole is self.editor.hole:
            return  # an edit of another hole, or of the course's name
        hole = self.editor.hole
        index = self.editor.hole_index
        if not self.enabled:
            self._clear()
            self._say("")
        elif hole.flag is None or len(hole.tee_markers) != 2:
            self._clear()
            self._say(self.tr("The analysis starts once the hole has its two tee markers and "
                              "its flag."))
        else:
            cards = default_cards()
            analysis = ANALYSES.cached(hole, cards, index + 1)
            kept, heat = cached_heat_map(analysis_key(hole, cards)) if analysis is not None \
                else (False, None)
            if analysis is not None and kept:
                self._show(analysis, heat)  # analysed before: a hole shown again, an undo
                return
            if index == self._shown_index and self.heat is not None:
                self._dim()
            else:
                self._clear()
            self._say(self.tr("Analysing…"))
            self._schedule()

    def _schedule(self) -> None:
        """Start the analysis once the edit is done: at once after an edit made without the
        mouse (a key, a menu, an undo, another hole shown), at the release of the button for a
        click or a drag (``eventFilter``); ``DELAY_MS`` after the last of edits that follow
        one another (a drag's steps, a paused drag, edits while an analysis runs)."""
        if self._timer.isActive() or self.editor.view.button_held() \
                or self.runner.is_running():
            self._timer.start()
        else:
            self.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease:
            # After the tool has had the release (it may make one more edit).
            QTimer.singleShot(0, self, self._released)
        return False

    def _released(self) -> None:
        """A click or drag is done: its last edit waits no longer."""
        if self._timer.isActive() and not self.editor.view.button_held():
            self._timer.stop()
            self.start()

    def start(self) -> None:
        """Analyse the hole shown now (the timer calls this after the last edit)."""
        hole = self.editor.hole
        if not self.enabled or hole is self._asked or hole.flag is None \
                or len(hole.tee_markers) != 2:
            return
        self._asked = hole
        number = self.editor.hole_index + 1
        keep_the_collector_short()

        def run(progress: Progress) -> tuple[HoleAnalysis, HeatMap | None]:
            del progress
            cards = default_cards()
            analysis = ANALYSES.analysis(hole, cards, number)
            return analysis, heat_map_of(analysis_key(hole, cards), analysis)

        self.runner.run(Task(run, on_result=self._result, on_error=self._error, key="hole"))

    def _result(self, found: tuple[HoleAnalysis, HeatMap | None]) -> None:
        analysis, heat = found
        if analysis.hole is not self.editor.hole:
            return  # the hole was edited while it ran: a newer analysis follows
        self._show(analysis, heat)

    def _show(self, analysis: HoleAnalysis, heat: HeatMap | None) -> None:
        """Draw ``analysis`` of the hole shown as current: its heat map replaces the one on
        screen (dimmed or not) in one step."""
        self._timer.stop()
        self._spreads.clear()
        self.analysis = analysis
        self.heat = heat
        self._shown_index = self.editor.hole_index
        if heat is not None:
            self.heat_clip.setPath(heat.outline)
            self.heat_item.setPixmap(QPixmap.fromImage(heat.image))
            self.heat_item.setScale(heat.pixel_yards)
            self.heat_item.setPos(heat.origin.x, -heat.origin.y)
            self.heat_item.setOpacity(HEAT_OPACITY)
            self.heat_item.setVisible(True)
        else:
            self.heat_item.setVisible(False)
        self.editor.hole_view.legend = (heat.low, heat.high) if heat is not None else None
        self.editor.hole_view.legend_stale = False
        self.editor.view.viewport().update()
        self._say(analysis_words(analysis))

    def is_dimmed(self) -> bool:
        """Whether the heat map on screen is the previous drawing's, dimmed while the hole
        is analysed again."""
        return self.heat_item.isVisible() and not self.is_current()

    def _error(self, message: str) -> None:
        self._asked = None
        self._clear()  # the previous drawing's map would stand for a hole that has none
        self._say(message)

    def _say(self, text: str) -> None:
        self._status = text
        self.changed.emit()

    def _clear(self) -> None:
        self.analysis = None
        self.heat = None
        self._shown_index = -1
        self._spreads.clear()
        self.heat_item.setVisible(False)
        self._hide_best_shot()
        if self.editor.hole_view.legend is not None:
            self.editor.hole_view.legend = None
            self.editor.hole_view.legend_stale = False
            self.editor.view.viewport().update()

    def _dim(self) -> None:
        """Keep the heat map of the hole's previous drawing on screen, dimmed, until the
        analysis of the new drawing replaces it (its legend still reads its colours); the
        best shot, which would be the old drawing's, goes."""
        self._spreads.clear()
        self.heat_item.setOpacity(STALE_OPACITY)
        self._hide_best_shot()
        self.editor.hole_view.legend_stale = True
        self.editor.view.viewport().update()

    def _hide_best_shot(self) -> None:
        self.arrow.setVisible(False)
        self.spread.setVisible(False)
        self.arrow_label.setVisible(False)

    # ---- the best shot under the mouse ------------------------------------------------------

    def show_best_shot(self, hovered: object) -> None:
        heat = self.heat
        node = heat.node_near(hovered) if heat is not None and isinstance(hovered, Point) \
            and self.is_current() else None
        if node is None or not isinstance(hovered, Point):
            self._hide_best_shot()
            return
        start, aim = to_scene(node.at), to_scene(node.shot.aim)
        path = QPainterPath(start)
        path.lineTo(aim)
        dx, dy = aim.x() - start.x(), aim.y() - start.y()
        length = math.hypot(dx, dy)
        if length > 1e-6:
            ux, uy = dx / length, dy / length
            head = min(8.0, length / 3)
            for side in (1, -1):
                path.moveTo(aim)
                path.lineTo(QPointF(aim.x() - head * ux + side * head * 0.5 * uy,
                                    aim.y() - head * uy - side * head * 0.5 * ux))
        self.arrow.setPath(path)
        self.arrow.setVisible(True)
        dots = QPainterPath()
        radius = 3.5 / max(1e-6, self.editor.zoom())
        for landing in self.landing_spread(node):
            dots.addEllipse(to_scene(landing), radius, radius)
        self.spread.setPath(dots)
        self.spread.setVisible(not dots.isEmpty())
        card = node.shot.card.replace("-", " ")
        if node.shot.iron:
            card = f"{card} ({node.shot.iron.replace('-', ' ')})"
        self.arrow_label.setText(self.tr("{card} · {expected} strokes").format(
            card=card, expected=i18n.decimal(node.expected, 2)))
        self.arrow_label.setPos(QPointF(start.x(), start.y()))
        self.arrow_label.setVisible(True)

    def landing_spread(self, node: NodeFigures) -> list[Point]:
        """Where the best shot from ``node`` lands for each dice sum, as the engine flies it
        (``ball.shoot``); none for a shot the engine would not fly from there (a putt, a
        ball needing relief)."""
        found = self._spreads.get(node.at)
        if found is not None:
            return found
        ball = Ball(node.at, on_tee=False, first_shot=False)
        hole = self.editor.hole
        try:
            found = [shoot(hole, default_cards(), ball, node.shot.card, node.shot.aim, roll,
                           node.shot.iron).landing for roll in DICE_SUMS]
        except UltimateError:
            found = []
        self._spreads[node.at] = found
        return found

    def shutdown(self) -> None:
        self._timer.stop()
        self.runner.shutdown()
