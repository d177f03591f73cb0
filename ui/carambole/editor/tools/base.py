"""What Carambole's tools share on top of the kit's ``AbstractTool``: the course, the scene,
the cells they act on (events are snapped to hex cells: ``event.at`` is a ``Hex``), the brush
size of the brush tools, and the preview of cells under the brush.

Each tool brings its own option widget (``make_options``): the paint tool its terrain, brush
and flood fill; the obstacle tool its piece; erase and levels the brush. The brush size is
one setting shared by the three brush tools (a designer who sets the brush to 3 expects it
when switching from paint to erase); nothing else is shared.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from golfstudio.carambole.cell_edits import BRUSH_SIZES, brush_cells
from golfstudio.carambole.course import Course
from golfstudio.carambole.pieces import Piece
from golfstudio.hexgrid import Hex
from ui.carambole.editor import look
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.items import Z_PREVIEW, outline_path
from ui.carambole.editor.scene import CourseScene
from ui.editor_kit.tools import AbstractTool, ToolContext, ToolEvent

CellEvent = ToolEvent[Hex]
"""A mouse event on the course: ``at`` is the cell under the cursor."""


class BrushSize(QObject):
    """The brush of the paint, erase and level tools: 1 (a cell), 2 (7 cells), 3 (19).

    Its actions carry the keys 1, 2, 3; each brush tool shows buttons for them.
    """

    changed = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._size = 1
        self._group = QActionGroup(self)
        self.size_actions: dict[int, QAction] = {}
        cells = {1: self.tr("one cell"), 2: self.tr("7 cells"), 3: self.tr("19 cells")}
        for size in BRUSH_SIZES:
            action = QAction(str(size), self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(str(size)))
            action.setToolTip(self.tr("Brush size {size}: {cells} ({size})").format(
                size=size, cells=cells[size]))
            action.triggered.connect(lambda _checked=False, s=size: self.set_size(s))
            self._group.addAction(action)
            self.size_actions[size] = action
        self.size_actions[1].setChecked(True)

    @property
    def size(self) -> int:
        return self._size

    def set_size(self, size: int) -> None:
        if size not in BRUSH_SIZES:
            raise ValueError("the brush size is 1, 2 or 3")
        self.size_actions[size].setChecked(True)
        if size != self._size:
            self._size = size
            self.changed.emit(size)

    def cells(self, centre: Hex) -> list[Hex]:
        return brush_cells(centre, self._size)

    def make_widget(self, parent: QWidget) -> QWidget:
        """"Brush 1 2 3" buttons (object name ``brush``) over the shared actions."""
        box = QWidget(parent)
        box.setObjectName("brush")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        label = QLabel(self.tr("Brush"), box)
        label.setObjectName("muted")
        row.addWidget(label)
        for action in self.size_actions.values():
            button = QToolButton(box)
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            row.addWidget(button)
        return box


class CourseToolContext(ToolContext[Course]):
    """The kit's context with what Carambole's tools need besides: the scene as a
    ``CourseScene``, the brush, the palette of pieces, and a way to hand over cells the user
    chose (the select tool's rubber band: the cells, and whether to add them)."""

    def __init__(self, document: CourseDocument, scene: CourseScene,
                 pieces: Iterable[Piece] = (), notify: Callable[[str], None] | None = None,
                 choose_cells: Callable[[frozenset[Hex], bool], None] | None = None,
                 brush: BrushSize | None = None) -> None:
        super().__init__(document, scene, notify)
        self.course_document = document
        self.course_scene = scene
        self.pieces: tuple[Piece, ...] = tuple(pieces)
        self.brush = brush if brush is not None else BrushSize(scene)
        self.choose_cells: Callable[[frozenset[Hex], bool], None] = (
            choose_cells or _ignore_cells)


def _ignore_cells(cells: frozenset[Hex], add: bool) -> None:
    del cells, add


class EditorTool(AbstractTool[Course, Hex]):
    """A Carambole tool: the kit's tool on a course, with cell previews."""

    preview_z = Z_PREVIEW

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self.course_context = context

    @property
    def document(self) -> CourseDocument:
        return self.course_context.course_document

    @property
    def course(self) -> Course:
        return self.course_context.course_document.course

    @property
    def scene(self) -> CourseScene:
        return self.course_context.course_scene

    @property
    def brush(self) -> BrushSize:
        return self.course_context.brush

    def notify(self, message: str) -> None:
        self.context.notify(message)

    @classmethod
    def shown_label(cls) -> str:
        return QCoreApplication.translate("CourseTools", cls.label)

    @classmethod
    def shown_hint(cls) -> str:
        return QCoreApplication.translate("CourseTools", cls.hint)

    def show_cells(self, cells: Iterable[Hex], refused: bool = False) -> None:
        colour = look.REFUSED if refused else look.PREVIEW
        fill = QColor(look.PREVIEW_FILL if not refused else look.REFUSED)
        fill.setAlpha(45 if not refused else 60)
        self.preview.show_path(outline_path(cells), look.pen(colour, 2.0, cosmetic=True),
                               QBrush(fill))


class BrushTool(EditorTool):
    """A tool that acts with the brush: it shows the brush buttons and takes keys 1, 2, 3."""

    def make_options(self, parent: QWidget) -> QWidget | None:
        return self.brush.make_widget(parent)

    def actions(self) -> list[QAction]:
        return list(self.brush.size_actions.values())


__all__ = ["BrushSize", "BrushTool", "CellEvent", "CourseToolContext", "EditorTool", "Qt"]
