"""The course drawn as a ``QGraphicsScene`` that follows its document.

The scene never edits: it listens to ``CourseDocument.changed`` and touches only the items of
what changed — the changed cells (and their neighbours when the outline or a level step
moved), walls and obstacles by id, the starts, the cells whose arrows changed. An edit on a
2,000-cell course therefore repaints a handful of items. The void around the course is the
background: a faint hex lattice showing where the course can grow.
"""

from __future__ import annotations

import math
from collections import defaultdict
from functools import cache

from PySide6.QtCore import QLineF, QObject, QPointF, QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from golfstudio.carambole.course import Course
from golfstudio.hexgrid import Direction, Hex
from ui import theme
from ui.carambole.editor import look
from ui.carambole.editor.document import CourseChange, CourseDocument
from ui.carambole.editor.geometry import CELL_SIZE, HEXAGON, INRADIUS, LAYOUT, course_rect
from ui.carambole.editor.items import (
    BounceItem,
    CellChunkItem,
    ObstacleItem,
    StartItem,
    WallItem,
    chunk_of,
)

SCENE_MARGIN = 60 * CELL_SIZE
"""Room around the course in the scene's index, so painting outwards rarely regrows it."""

_LATTICE_MIN_LOD = 0.3
"""Below this zoom the void lattice is too dense to help and is left out."""


class CourseScene(QGraphicsScene):
    """Items for one ``CourseDocument``'s course, kept in step with it.

    Item tables (read them, do not change them): ``chunks`` (cell blocks) by
    ``items.chunk_of(hex)``, ``walls`` and ``obstacles`` by id, ``starts`` and ``bounces`` by
    ``Hex``.
    """

    def __init__(self, document: CourseDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.chunks: dict[tuple[int, int], CellChunkItem] = {}
        self.walls: dict[str, WallItem] = {}
        self.obstacles: dict[str, ObstacleItem] = {}
        self.starts: dict[Hex, StartItem] = {}
        self.bounces: dict[Hex, BounceItem] = {}
        self._content = QRectF()
        self.lattice_visible = True
        """Whether the void shows its hex lattice (an exported picture leaves it out)."""
        self.apply(CourseChange.everything(document.course))
        document.changed.connect(self.apply)

    # ---- following the document -------------------------------------------------------------

    @property
    def course(self) -> Course:
        return self.document.course

    def set_exporting(self, on: bool) -> None:
        """A picture of the board leaves out the void lattice (``editor_kit.export``)."""
        self.lattice_visible = not on

    def content_rect(self) -> QRectF:
        """The course's cells' bounding box in scene coordinates (empty for no cells)."""
        return QRectF(self._content)

    def apply(self, change: CourseChange) -> None:
        """Bring the items in line with ``change.new``, touching only what changed."""
        course = change.new
        self._apply_cells(change, course)
        cells = course.cell_map()
        walls = {w.id: w for w in course.walls} if change.walls else {}
        for wall_id in change.walls:
            wall = walls.get(wall_id)
            item = self.walls.get(wall_id)
            if wall is None:
                if item is not None:
                    self.removeItem(self.walls.pop(wall_id))
            elif item is None:
                self.walls[wall_id] = new_wall = WallItem(wall, cells)
                self.addItem(new_wall)
            else:
                item.set_wall(wall, cells)
        obstacles = {o.id: o for o in course.obstacles} if change.obstacles else {}
        for obstacle_id in change.obstacles:
            obstacle = obstacles.get(obstacle_id)
            ob_item = self.obstacles.get(obstacle_id)
            if obstacle is None:
                if ob_item is not None:
                    self.removeItem(self.obstacles.pop(obstacle_id))
            elif ob_item is None:
                self.obstacles[obstacle_id] = new_ob = ObstacleItem(obstacle)
                self.addItem(new_ob)
            else:
                ob_item.set_obstacle(obstacle)
        if change.starts:
            self._apply_starts(course)
        if change.bounce_cells:
            self._apply_bounces(change, course)

    def _apply_cells(self, change: CourseChange, course: Course) -> None:
        if not change.cells:
            return
        cells = course.cell_map()
        old = change.old.cell_map() if change.old is not None else {}
        touched = set(change.cells)
        for h in change.cells:
            before, after = old.get(h), cells.get(h)
            # The neighbours' outline and step edges move only when a cell comes, goes or
            # changes level; a new terrain is this cell's business alone.
            if before is None or after is None or before.level != after.level:
                touched.update(h.neighbours())
        grew = change.old is None
        for key in {chunk_of(h) for h in touched}:
            item = self.chunks.get(key)
            if item is None:
                item = CellChunkItem(key)
                if item.rebuild(cells):
                    self.chunks[key] = item
                    self.addItem(item)
                    grew = True
            elif not item.rebuild(cells):
                self.removeItem(self.chunks.pop(key))
        # The bounds move when a cell comes or goes, even inside a block that already had
        # cells (painting one more cell at the edge once left "fit course" short of it).
        if grew or any((h in cells) != (h in old) for h in change.cells):
            self._content = course_rect(course)
            wanted = self._content.adjusted(-SCENE_MARGIN / 2, -SCENE_MARGIN / 2,
                                            SCENE_MARGIN / 2, SCENE_MARGIN / 2)
            if not self.sceneRect().contains(wanted):
                self.setSceneRect(self._content.adjusted(-SCENE_MARGIN, -SCENE_MARGIN,
                                                         SCENE_MARGIN, SCENE_MARGIN))

    def chunk_at(self, cell: Hex) -> CellChunkItem | None:
        """The block item drawing a cell (None for a void cell's empty block)."""
        return self.chunks.get(chunk_of(cell))

    def _apply_starts(self, course: Course) -> None:
        numbers = {h: i for i, h in enumerate(course.starts, start=1)}
        for h in [h for h in self.starts if h not in numbers]:
            self.removeItem(self.starts.pop(h))
        for h, n in numbers.items():
            item = self.starts.get(h)
            if item is None:
                self.starts[h] = item = StartItem(h, n)
                self.addItem(item)
            else:
                item.set_number(n)

    def _apply_bounces(self, change: CourseChange, course: Course) -> None:
        arrows: dict[Hex, list[tuple[Direction, Direction]]] = defaultdict(list)
        for b in course.bounce_overrides:
            if b.hex in change.bounce_cells:
                arrows[b.hex].append((b.incoming, b.outgoing))
        for h in change.bounce_cells:
            item = self.bounces.get(h)
            if h not in arrows:
                if item is not None:
                    self.removeItem(self.bounces.pop(h))
            elif item is None:
                self.bounces[h] = item = BounceItem(h, arrows[h])
                self.addItem(item)
            else:
                item.set_arrows(arrows[h])

    # ---- selection --------------------------------------------------------------------------

    def object_item(self, object_id: str) -> WallItem | ObstacleItem | None:
        return self.walls.get(object_id) or self.obstacles.get(object_id)

    def object_at(self, point: QPointF) -> str | None:
        """The id of the wall or obstacle drawn topmost at a scene point, if any."""
        for item in self.items(point):
            if isinstance(item, WallItem | ObstacleItem):
                return item.object_id
        return None

    def select_object(self, object_id: str | None) -> None:
        """Select one wall or obstacle by id (None clears the selection)."""
        item = None if object_id is None else self.object_item(object_id)
        for other in self.selectedItems():
            if other is not item:
                other.setSelected(False)
        if item is not None:
            item.setSelected(True)

    def selected_object_id(self) -> str | None:
        for item in self.selectedItems():
            if isinstance(item, WallItem | ObstacleItem):
                return item.object_id
        return None

    # ---- the void ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        painter.fillRect(rect, theme.BOARD_VOID)
        scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12())
        if scale < _LATTICE_MIN_LOD or not self.lattice_visible:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(look.pen(theme.BOARD_VOID_GRID, 1.0, cosmetic=True))
        _paint_lattice(painter, rect)
        painter.restore()


# Each cell draws its NE, NW and W edges (corners 0→1→2→3): every lattice edge once.
_LATTICE_EDGES = (QLineF(HEXAGON.at(0), HEXAGON.at(1)), QLineF(HEXAGON.at(1), HEXAGON.at(2)),
                  QLineF(HEXAGON.at(2), HEXAGON.at(3)))


@cache
def _lattice_row(count: int) -> list[QLineF]:
    """The edges of ``count`` cells side by side from the origin, drawn row after row."""
    width = 2 * INRADIUS
    return [line.translated(q * width, 0.0) for q in range(count) for line in _LATTICE_EDGES]


def _paint_lattice(painter: QPainter, rect: QRectF) -> None:
    width = 2 * INRADIUS
    top = math.floor(rect.top() / (1.5 * CELL_SIZE)) - 1
    bottom = math.ceil(rect.bottom() / (1.5 * CELL_SIZE)) + 1
    count = math.ceil(rect.width() / width) + 3
    count += -count % 16  # a few row lengths, so the cache stays small
    row = _lattice_row(count)
    for r in range(top, bottom + 1):
        x_shift = LAYOUT.to_pixel(Hex(0, r))[0]
        first = math.floor((rect.left() - x_shift) / width) - 1
        offset = QPointF(x_shift + first * width, 1.5 * CELL_SIZE * r)
        painter.translate(offset)
        painter.drawLines(row)
        painter.translate(-offset)
