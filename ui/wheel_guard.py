"""The mouse wheel over a spin box or a combo box changes it only when it has the focus.

Scrolling a dock or a form with the wheel used to change whatever spin box passed under the
pointer (the Ultimate course dock's stroke index went 15 → 7, eight undo steps, while the
user only meant to scroll). One application-wide event filter, installed with the
application (``ui.app.configure``), fixes it for every editor, set-up dialog and form:

- a wheel event reaching an unfocused ``QAbstractSpinBox`` or ``QComboBox`` is not given to
  it but to its parents, nearest first, until one takes it: the scroll area around them
  scrolls. The guard passes it on itself rather than only ignoring it, because Qt passes
  on only spontaneous wheel events (from the window system), and a wheel event a test or
  a widget sends must behave as the real one does;
- those widgets are polished with ``Qt.StrongFocus`` (not ``WheelFocus``), so the wheel
  never gives them the focus either: a click or Tab does, and then the wheel changes them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

OBJECT_NAME = "golfstudioWheelGuard"  # installing twice finds it
GUARDED = (QAbstractSpinBox, QComboBox)


class WheelGuard(QObject):
    """The filter: wheel events on unfocused value widgets go to the parents instead."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if isinstance(watched, GUARDED) and not watched.hasFocus():
                assert isinstance(event, QWheelEvent)
                pass_to_parents(watched, event)
                event.accept()  # passed on: Qt must not pass it on a second time
                return True
        elif kind == QEvent.Type.Polish and isinstance(watched, GUARDED):
            guard_focus(watched)
        return False


def pass_to_parents(widget: QWidget, event: QWheelEvent) -> None:
    """``event`` offered to ``widget``'s parents, nearest first, as Qt offers an ignored
    spontaneous wheel event, until one accepts it (or a window is reached)."""
    position = event.position().toPoint()
    child = widget
    parent = widget.parentWidget()
    while parent is not None:
        position = child.mapToParent(position)
        passed = QWheelEvent(QPointF(position), event.globalPosition(), event.pixelDelta(),
                             event.angleDelta(), event.buttons(), event.modifiers(),
                             event.phase(), event.inverted(), event.source())
        passed.setAccepted(False)
        QCoreApplication.sendEvent(parent, passed)
        if passed.isAccepted() or parent.isWindow() \
                or parent.testAttribute(Qt.WidgetAttribute.WA_NoMousePropagation):
            return
        child, parent = parent, parent.parentWidget()


def guard_focus(widget: QWidget) -> None:
    """Tab and click give the widget the focus, the wheel does not."""
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install(app: QCoreApplication) -> WheelGuard:
    """The guard on ``app``, once: a second call returns the one already installed."""
    existing = app.findChild(WheelGuard, OBJECT_NAME)
    if isinstance(existing, WheelGuard):
        return existing
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
