"""What screen readers hear: names and descriptions for controls, and a drawn board's state.

A screen reader reads a control's accessible name. Qt derives one by itself for a push
button, a check box or a tool button with text (their text, without the ``&``), for a
control that a ``QLabel`` is the buddy of (every labelled ``QFormLayout`` row) and for a
control directly inside a titled ``QGroupBox``. Everything else — an icon-only button, a
line edit or combo box without a label, a table, a drawn board — is silent unless it is
named. ``name`` names one; ``unnamed_controls`` lists what a page still leaves silent, by
asking Qt's own accessibility interface what it would read, so what Qt derives counts and a
test can hold a page to "nothing silent".

A drawn board (a ``QGraphicsView`` or a painted widget) has no children a reader can walk:
``describe_state`` puts its current state into its accessible description as a sentence
("Ball on cell 4, -2, sand; 3 strokes") and tells assistive technologies it changed.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

__all__ = ["accessible_name", "describe_state", "name", "unnamed_controls"]

CONTROLS: tuple[type[QWidget], ...] = (
    QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView,
    QAbstractSlider, QGraphicsView, QTextEdit, QPlainTextEdit,
)
"""The widgets a user acts on or reads from, which a screen reader must be able to name."""

_PARTS_OF: tuple[type[QWidget], ...] = (
    QAbstractSpinBox, QComboBox, QAbstractItemView, QTabBar, QMenu, QScrollBar,
)
"""Complex controls whose children (a spin box's line edit, a combo's popup list, a table's
cell editor, a tab's close button) are named through the control itself."""


def name(widget: QWidget, text: str, description: str = "") -> None:
    """Give ``widget`` the name a screen reader says (already translated), and a
    description where the name alone does not say what the control does."""
    widget.setAccessibleName(text)
    if description:
        widget.setAccessibleDescription(description)


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader says for ``widget``: its own, or the one Qt derives (a
    button's text, a buddy label's text, a group box's title)."""
    if widget.accessibleName():
        return widget.accessibleName()
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None or not interface.isValid():
        return ""
    return interface.text(QAccessible.Text.Name).strip()


def _is_part(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` is Qt's own (a ``qt_…`` object name: a tool bar's extension
    button, a dock's close button) or inside a complex control below ``root``. (Qt's own
    containers — a scroll area's viewport, a tab widget's stack — hold the page's controls:
    they do not make them parts.)"""
    if widget.objectName().startswith("qt_"):
        return True
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, _PARTS_OF):
            return True
        parent = parent.parentWidget()
    return False


def _shown_in(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` is part of what ``root`` shows: not hidden on purpose itself, nor
    inside a hidden container — except the pages a stack or tab widget hides until chosen,
    which a user reaches by choosing them."""
    current: QWidget | None = widget
    while current is not None and current is not root:
        parent = current.parentWidget()
        stacked = parent is not None and parent.metaObject().className() == "QStackedWidget"
        if current.isHidden() and not stacked:
            return False
        current = parent
    return True


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """The controls inside ``root`` (and ``root`` itself) a screen reader has no name for
    — none at all, or only a glyph such as "+" or "…".

    Controls hidden on purpose (a button shown only in some states) are left out; pages a
    stacked or tab widget hides until chosen are walked, since the user reaches them.
    """
    widgets = [root, *root.findChildren(QWidget)]
    found: list[QWidget] = []
    for widget in widgets:
        if not isinstance(widget, CONTROLS) or isinstance(widget, QScrollBar):
            continue
        if widget.window() is not root.window():
            continue  # a dialog or popup parented here is its own window
        if _is_part(widget, root) or not _shown_in(widget, root):
            continue
        if not any(ch.isalnum() for ch in accessible_name(widget)):
            found.append(widget)  # silent, or a glyph ("+", "…") a reader spells out
    return found


def describe_state(widget: QWidget, text: str) -> None:
    """Put a drawn board's current state into its accessible description and tell
    assistive technologies it changed (Qt's own event, sent after the change as
    QAccessibleEvent's documentation asks). Nothing is sent when the text is the same."""
    if widget.accessibleDescription() == text:
        return
    widget.setAccessibleDescription(text)
    QAccessible.updateAccessibility(
        QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
