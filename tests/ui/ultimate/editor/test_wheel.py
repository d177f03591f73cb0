"""The mouse wheel over the Course dock scrolls the dock; it changes a spin box or a combo
only once that has the focus (ui/wheel_guard.py, installed with the application)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.ultimate.editor.conftest import save_picture
from ui.ultimate.editor.window import HoleLayoutWindow

NOTCH = 120  # one click of a mouse wheel, in eighths of a degree
PAGE = (1280, 800)


def wheel(widget: QWidget, notches: int) -> None:
    """A real wheel event over the middle of ``widget``; negative notches scroll down."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, notches * NOTCH), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def dock_scroll(window: HoleLayoutWindow) -> QScrollArea:
    scroll = window.course_panel.widget()
    assert isinstance(scroll, QScrollArea)
    return scroll


def short_dock(qtbot: QtBot, window: HoleLayoutWindow) -> QScrollArea:
    """The window short enough that the Course dock scrolls, at its top."""
    window.resize(PAGE[0], 480)
    scroll = dock_scroll(window)
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)
    return scroll


def test_the_wheel_over_an_unfocused_stroke_index_scrolls_the_dock(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    panel = window.course_panel
    panel.hole_list.setCurrentRow(0)
    spin = panel.index_spin
    scroll = short_dock(qtbot, window)
    scroll.ensureWidgetVisible(spin)
    bar = scroll.verticalScrollBar()
    editor.view.setFocus()
    qtbot.waitUntil(lambda: not spin.hasFocus())
    before, top = spin.value(), bar.value()
    undo_steps = editor.document.undo_stack.count()
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus
    down = top < bar.maximum()  # scroll whichever way there is room to
    wheel(spin, -3 if down else 3)
    assert spin.value() == before
    assert editor.document.undo_stack.count() == undo_steps
    assert (bar.value() > top) if down else (bar.value() < top), "the dock did not scroll"
    assert not spin.hasFocus(), "the wheel gave the spin box the focus"
    save_picture(window, "ultimate_editor_wheel_scrolls_dock.png")
    window.resize(*PAGE)
    save_picture(window, "ultimate_editor_wheel_1280x800.png")


def test_the_wheel_over_a_focused_stroke_index_changes_it(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    panel = window.course_panel
    panel.hole_list.setCurrentRow(0)
    spin = panel.index_spin
    scroll = short_dock(qtbot, window)
    scroll.ensureWidgetVisible(spin)
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(spin.hasFocus)
    before, top = spin.value(), scroll.verticalScrollBar().value()
    undo_steps = editor.document.undo_stack.count()
    wheel(spin, 1 if before < spin.maximum() else -1)
    assert spin.value() != before
    assert editor.document.model.holes[0].stroke_index == spin.value()
    assert editor.document.undo_stack.count() == undo_steps + 1
    assert scroll.verticalScrollBar().value() == top


def test_the_wheel_over_an_unfocused_combo_leaves_it(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    panel = window.course_panel
    combos = [box for box in panel.findChildren(QComboBox)
              if box.isVisibleTo(panel) and box.isEnabled() and box.count() > 1]
    assert combos, "the Course dock shows no combo box to try"
    box = combos[0]
    assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
    editor.view.setFocus()
    before = box.currentIndex()
    wheel(box, -1)
    wheel(box, 1)
    assert box.currentIndex() == before
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(box.hasFocus)
    wheel(box, -1 if before < box.count() - 1 else 1)
    assert box.currentIndex() != before


def test_every_spin_box_of_the_window_takes_the_focus_by_click_or_tab_only(
        window: HoleLayoutWindow) -> None:
    boxes = window.findChildren(QSpinBox) + window.findChildren(QComboBox)
    assert boxes
    assert all(box.focusPolicy() != Qt.FocusPolicy.WheelFocus for box in boxes)
