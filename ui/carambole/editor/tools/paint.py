"""Paint terrain: floor, sand or water with a brush of 1, 2 or 3 (a cell, a ring, two rings),
or flood fill the connected cells of one terrain. Painting the void adds cells to the course.
The hole is left alone: it moves with the hole tool, so a course keeps exactly one.

Painting starts on floor: a new course is felt first, sand and water are laid on it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QToolButton, QWidget

from golfstudio.carambole.cell_edits import PAINTABLE, flood_region
from golfstudio.carambole.course import Terrain
from golfstudio.hexgrid import Hex, line
from ui.carambole.editor import look
from ui.carambole.editor.commands import PaintCells, new_stroke
from ui.carambole.editor.tool_icons import swatch_icon, tool_icon
from ui.carambole.editor.tools.base import BrushTool, CellEvent, CourseToolContext

__all__ = ["PAINTABLE", "BrushStroke", "PaintTool", "flood_region"]

TERRAIN_NAMES = {
    Terrain.FLOOR: str(QT_TRANSLATE_NOOP("CourseTools", "Floor")),
    Terrain.SAND: str(QT_TRANSLATE_NOOP("CourseTools", "Sand")),
    Terrain.WATER: str(QT_TRANSLATE_NOOP("CourseTools", "Water")),
}


class BrushStroke:
    """The cells one drag has covered, filled in along straight lines between mouse events,
    so a quick drag leaves no gaps."""

    def __init__(self, cell: Hex) -> None:
        self.stroke = new_stroke()
        self.last = cell

    def cells_to(self, cell: Hex) -> list[Hex]:
        path = line(self.last, cell)
        self.last = cell
        return path


class PaintTool(BrushTool):
    name = "paint"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Paint terrain"))
    shortcut = "B"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools", "Click or drag to paint · 1, 2, 3 set the brush · F toggles flood fill"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None
        self._terrain = Terrain.FLOOR
        self.terrain_box: QComboBox | None = None
        self.flood_action = QAction(tool_icon("flood"),
                                    QCoreApplication.translate("CourseTools", "Flood fill"),
                                    context.course_scene)
        self.flood_action.setCheckable(True)
        self.flood_action.setShortcut(QKeySequence("F"))
        self.flood_action.setToolTip(QCoreApplication.translate(
            "CourseTools", "Flood fill: paint the connected cells of one terrain (F)"))

    # ---- options ----------------------------------------------------------------------------

    @property
    def terrain(self) -> Terrain:
        return self._terrain

    def set_terrain(self, terrain: Terrain) -> None:
        if terrain not in PAINTABLE:
            raise ValueError(f"the paint tool lays {', '.join(t.value for t in PAINTABLE)}")
        self._terrain = terrain
        if self.terrain_box is not None:
            self.terrain_box.setCurrentIndex(self.terrain_box.findData(terrain.value))

    @property
    def flood_fill(self) -> bool:
        return self.flood_action.isChecked()

    def set_flood_fill(self, on: bool) -> None:
        self.flood_action.setChecked(on)

    def make_options(self, parent: QWidget) -> QWidget:
        box = QWidget(parent)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        terrain = QComboBox(box)
        terrain.setObjectName("terrain")
        terrain.setToolTip(QCoreApplication.translate("CourseTools", "Terrain the paint tool lays"))
        terrain.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        terrain.setMinimumContentsLength(5)
        for kind in PAINTABLE:
            terrain.addItem(swatch_icon(look.terrain_colour(kind)), QCoreApplication.translate(
                "CourseTools", TERRAIN_NAMES[kind]),
                            kind.value)
        terrain.setCurrentIndex(terrain.findData(self._terrain.value))
        terrain.currentIndexChanged.connect(
            lambda i: self.set_terrain(Terrain(terrain.itemData(i))))
        self.terrain_box = terrain
        row.addWidget(terrain)
        row.addWidget(self.brush.make_widget(box))
        flood = QToolButton(box)
        flood.setObjectName("flood")
        flood.setDefaultAction(self.flood_action)
        flood.setAutoRaise(True)
        flood.setIconSize(QSize(22, 22))
        row.addWidget(flood)
        return box

    def actions(self) -> list[QAction]:
        return [*super().actions(), self.flood_action]

    # ---- painting ---------------------------------------------------------------------------

    def _paint(self, centres: list[Hex], stroke: int) -> None:
        hole = set(self.course.holes)
        cells = dict.fromkeys(h for c in centres for h in self.brush.cells(c) if h not in hole)
        self.push(PaintCells(self.document, cells, self._terrain, stroke))

    def press(self, event: CellEvent) -> None:
        self._stroke = BrushStroke(event.at)
        if not self.flood_fill:
            self._paint([event.at], self._stroke.stroke)
            return
        self._stroke = None
        start = self.course.cell_at(event.at)
        if start is None:
            self.notify(QCoreApplication.translate(
                "CourseTools", "Flood fill works on course cells; paint the void instead."))
        elif start.terrain is not Terrain.HOLE:
            self.push(PaintCells(self.document, flood_region(self.course, event.at),
                                 self._terrain, new_stroke()))

    def drag(self, event: CellEvent) -> None:
        if self._stroke is not None:
            self._paint(self._stroke.cells_to(event.at), self._stroke.stroke)
        self.hover(event)

    def release(self, event: CellEvent) -> None:
        self._stroke = None

    def hover(self, event: CellEvent) -> None:
        if self.flood_fill:
            self.show_cells([event.at])
        else:
            self.show_cells(self.brush.cells(event.at))
