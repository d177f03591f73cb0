"""The editor's toolbar: one checkable action per tool (with its one-key shortcut), then the
option widget of the tool in hand, then "fit".

Single-key shortcuts are scoped to the editor (``WidgetWithChildrenShortcut``), so two
editors open in two tabs never fight over "B". The options slot never asks for more width
than the window has: a tool's widget shrinks (its combo boxes elide) rather than widen the
window and push docks off screen.

A pick in an option widget (a combo's item chosen, a button clicked) gives the focus back to
the canvas (``optionPicked``, which the editor follows): a combo left with the focus ate the
tools' one-key shortcuts ("R" after picking "Triangle" chose "Ramp" instead of turning it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QHBoxLayout,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from ui.editor_kit.tools import AbstractTool

SCOPED = Qt.ShortcutContext.WidgetWithChildrenShortcut
FIT_SHORTCUT = "Ctrl+0"

ToolIcon = Callable[[str], QIcon]


class OptionsSlot(QWidget):
    """Holds the tools' option widgets, showing one; its width is what the bar can spare.

    ``picked`` is emitted when the user has picked something in an option widget: an item of
    one of its combo boxes activated, or one of its buttons clicked.
    """

    picked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("toolOptions")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 0, 6, 0)
        self._layout.setSpacing(4)
        self._shown: QWidget | None = None

    def show_widget(self, widget: QWidget | None) -> None:
        if widget is self._shown:
            return
        if self._shown is not None:
            self._shown.hide()
        if widget is not None and self._layout.indexOf(widget) < 0:
            widget.setParent(self)
            self._layout.addWidget(widget)
            self._follow_picks(widget)
        self._shown = widget
        if widget is not None:
            widget.show()
        self.updateGeometry()
        self.adjustSize()

    def _follow_picks(self, widget: QWidget) -> None:
        """``picked`` after a pick in ``widget`` or any of its children (once per widget: a
        tool's options are made once and added once)."""
        combos = widget.findChildren(QComboBox)
        buttons = widget.findChildren(QAbstractButton)
        if isinstance(widget, QComboBox):
            combos.append(widget)
        if isinstance(widget, QAbstractButton):
            buttons.append(widget)
        for combo in combos:
            combo.activated.connect(self.picked)
        for button in buttons:
            button.clicked.connect(self.picked)

    def shown(self) -> QWidget | None:
        return self._shown

    def sizeHint(self) -> QSize:
        return self._shown.sizeHint() + QSize(12, 0) if self._shown is not None else QSize(0, 0)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)


class EditorToolBar(QToolBar):
    """Tool actions (``tool_actions`` by tool name), the options slot and ``fit_action``.

    ``toolChosen(str)`` is emitted with a tool's name when its action is triggered;
    ``optionPicked`` when the user picked something in the shown option widget.
    """

    toolChosen = Signal(str)
    optionPicked = Signal()

    def __init__(self, tools: Sequence[type[AbstractTool[Any, Any]]], icon: ToolIcon,
                 fit_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tools"))
        self.setObjectName("editorTools")
        self.setIconSize(QSize(24, 24))
        self.setMovable(False)
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for tool in tools:
            label = tool.shown_label()
            action = QAction(icon(tool.name), label, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(tool.shortcut))
            action.setShortcutContext(SCOPED)
            action.setToolTip(self.tr("{tool} ({key})").format(tool=label, key=tool.shortcut))
            action.setStatusTip(tool.shown_hint())
            action.setData(tool.name)
            action.triggered.connect(lambda _checked=False, n=tool.name: self.toolChosen.emit(n))
            self.tool_group.addAction(action)
            self.addAction(action)
            self.tool_actions[tool.name] = action
        self.addSeparator()
        self.options_slot = OptionsSlot(self)
        self.options_slot.picked.connect(self.optionPicked)
        self.options_action = self.addWidget(self.options_slot)
        self.addSeparator()
        self.fit_action = QAction(icon("fit"), fit_text, self)
        self.fit_action.setShortcut(QKeySequence(FIT_SHORTCUT))
        self.fit_action.setShortcutContext(SCOPED)
        self.fit_action.setToolTip(self.tr("{action} ({key})").format(action=fit_text,
                                                                       key=FIT_SHORTCUT))
        self.addAction(self.fit_action)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the tool buttons alone: the options give way, never the window."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 24), hint.height())

    def show_options(self, widget: QWidget | None) -> None:
        """Show the option widget of the tool in hand (None: the tool has none)."""
        self.options_slot.show_widget(widget)

    def shortcut_actions(self) -> list[QAction]:
        """Every action with a shortcut, for the editor to scope them to itself."""
        return [*self.tool_actions.values(), self.fit_action]
