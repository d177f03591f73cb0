"""The editor's toolbar: one checkable action per tool (with its one-key shortcut), then the
options of the tool in hand — terrain, brush size 1/2/3 and flood fill for painting, the
piece for obstacles — and "fit course".

Single-key shortcuts are scoped to the editor (``WidgetWithChildrenShortcut``), so two
editors open in two tabs never fight over "B".
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QWidget

from golfstudio.carambole.course import Terrain
from ui.carambole_editor import look
from ui.carambole_editor.palette import piece_icon
from ui.carambole_editor.tool_icons import swatch_icon, tool_icon
from ui.carambole_editor.tools import TOOLS
from ui.carambole_editor.tools.base import PAINTABLE, ToolOptions

SCOPED = Qt.ShortcutContext.WidgetWithChildrenShortcut
FIT_SHORTCUT = "Ctrl+0"


class EditorToolBar(QToolBar):
    """Tool actions (``tool_actions`` by tool name) and the tools' options.

    ``toolChosen(str)`` is emitted with a tool's name when its action is triggered.
    """

    toolChosen = Signal(str)

    def __init__(self, options: ToolOptions, parent: QWidget | None = None) -> None:
        super().__init__("Course tools", parent)
        self.setObjectName("courseTools")
        self.setIconSize(QSize(24, 24))
        self.setMovable(False)
        self.options = options
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for tool in TOOLS:
            action = QAction(tool_icon(tool.name), tool.label, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(tool.shortcut))
            action.setShortcutContext(SCOPED)
            action.setToolTip(f"{tool.label} ({tool.shortcut})")
            action.setStatusTip(tool.hint)
            action.setData(tool.name)
            action.triggered.connect(lambda _checked=False, n=tool.name: self.toolChosen.emit(n))
            self.tool_group.addAction(action)
            self.addAction(action)
            self.tool_actions[tool.name] = action
        self.addSeparator()
        self.option_actions: dict[str, list[QAction]] = {}
        self._add_terrain()
        self._add_brush()
        self._add_flood()
        self._add_piece()
        self.addSeparator()
        self.fit_action = QAction(tool_icon("fit"), "Fit course", self)
        self.fit_action.setShortcut(QKeySequence(FIT_SHORTCUT))
        self.fit_action.setShortcutContext(SCOPED)
        self.fit_action.setToolTip(f"Fit the course in the view ({FIT_SHORTCUT})")
        self.addAction(self.fit_action)
        options.changed.connect(self._sync)
        self._sync()

    # ---- options ----------------------------------------------------------------------------

    def _add_terrain(self) -> None:
        self.terrain_box = QComboBox(self)
        self.terrain_box.setToolTip("Terrain the paint tool lays")
        for terrain in PAINTABLE:
            self.terrain_box.addItem(swatch_icon(look.terrain_colour(terrain)),
                                     terrain.value.capitalize(), terrain.value)
        self.terrain_box.currentIndexChanged.connect(
            lambda i: self.options.set_terrain(Terrain(self.terrain_box.itemData(i))))
        self.option_actions["terrain"] = [self.addWidget(self.terrain_box)]

    def _add_brush(self) -> None:
        label = QLabel(" Brush ", self)
        label.setObjectName("muted")
        actions = [self.addWidget(label)]
        group = QActionGroup(self)
        self.brush_actions: dict[int, QAction] = {}
        for size in (1, 2, 3):
            action = QAction(str(size), self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(str(size)))
            action.setShortcutContext(SCOPED)
            cells = {1: "one cell", 2: "7 cells", 3: "19 cells"}[size]
            action.setToolTip(f"Brush size {size}: {cells} ({size})")
            action.triggered.connect(lambda _checked=False, s=size: self.options.set_brush_size(s))
            group.addAction(action)
            self.addAction(action)
            self.brush_actions[size] = action
            actions.append(action)
        self.option_actions["brush"] = actions

    def _add_flood(self) -> None:
        self.flood_action = QAction(tool_icon("flood"), "Flood fill", self)
        self.flood_action.setCheckable(True)
        self.flood_action.setShortcut(QKeySequence("F"))
        self.flood_action.setShortcutContext(SCOPED)
        self.flood_action.setToolTip("Flood fill: paint the connected cells of one terrain (F)")
        self.flood_action.toggled.connect(self.options.set_flood_fill)
        self.addAction(self.flood_action)
        self.option_actions["flood"] = [self.flood_action]

    def _add_piece(self) -> None:
        self.piece_box = QComboBox(self)
        self.piece_box.setToolTip("The piece the obstacle tool places (R turns it)")
        self.piece_box.setIconSize(QSize(40, 24))
        for piece in self.options.pieces:
            self.piece_box.addItem(piece_icon(piece), piece.label, piece.name)
        self.piece_box.currentIndexChanged.connect(
            lambda i: self.options.set_piece(str(self.piece_box.itemData(i))))
        self.option_actions["piece"] = [self.addWidget(self.piece_box)]

    def _sync(self) -> None:
        """Show the options' state (they may be set from code as well as from here)."""
        self.terrain_box.setCurrentIndex(self.terrain_box.findData(self.options.terrain.value))
        self.brush_actions[self.options.brush_size].setChecked(True)
        self.flood_action.setChecked(self.options.flood_fill)
        if self.options.pieces:
            self.piece_box.setCurrentIndex(self.piece_box.findData(self.options.piece_name))

    def show_options_for(self, used: tuple[str, ...]) -> None:
        """Show only the options the tool in hand reads."""
        for name, actions in self.option_actions.items():
            for action in actions:
                action.setVisible(name in used)

    def shortcut_actions(self) -> list[QAction]:
        """Every action with a shortcut, for the editor to scope them to itself."""
        return [*self.tool_actions.values(), *self.brush_actions.values(),
                self.flood_action, self.fit_action]
