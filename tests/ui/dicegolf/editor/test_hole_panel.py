"""The Hole dock's forms: a hazard added from the dock and changed in kind and parameters,
proximity zones added before the limits, the green's combination and edge, the hole's par,
and the Problems list's model checked by pytest-qt's model tester."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.hole import Bank, Proximity, Slope, Water
from tests.ui.dicegolf.editor.conftest import Strip
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.tools import HAZARD_CHOICES
from ui.dicegolf.editor.window import TrackWindow
from ui.dicegolf.track.words import Part


def choice(kind: str, needs: str | None = None) -> int:
    return next(i for i, (k, n) in enumerate(HAZARD_CHOICES) if k == kind and n == needs)


def test_a_hazard_added_from_the_dock_is_changed_in_its_form(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    panel = window.hole_panel
    editor.show_hole(3)  # hole 4: a slope 163–185 and a bunker 191–197
    qtbot.waitUntil(lambda: panel.par_spin.value() == 3)
    assert panel.add_hazard(choice("pond"))
    pond = editor.hole.hazards[-1]
    assert isinstance(pond, Water) and (pond.start, pond.end, pond.back_to) == (10, 17, 9)
    assert editor.selected_part() == Part("hazard", 2)
    assert panel.hazard_list.currentRow() == 2
    form = panel.hazard_form
    form.double_spin.setValue(5)
    form.back_spin.setValue(4)
    form.end_spin.setValue(30)
    pond = editor.hole.hazards[2]
    assert isinstance(pond, Water) and (pond.double, pond.back_to, pond.end) == (5, 4, 30)
    form.start_spin.setValue(40)  # past its end: refused, said under the form
    assert editor.hole.hazards[2].start == 10
    assert form.message.isVisible() and "before it starts" in form.message.text()

    form.kind_box.setCurrentIndex(choice("bank"))
    form.kind_box.activated.emit(choice("bank"))
    bank = editor.hole.hazards[2]
    assert isinstance(bank, Bank) and bank.metres == 10
    assert form.form.isRowVisible(4) and not form.form.isRowVisible(2)
    form.metres_spin.setValue(20)
    assert editor.hole.hazards[2] == Bank(start=10, end=30, metres=20)

    panel.hazard_list.setCurrentRow(0)  # the slope, picked in the list
    assert editor.selected_part() == Part("hazard", 0)
    slope = editor.hole.hazards[0]
    assert isinstance(slope, Slope) and form.metres_spin.value() == slope.metres == 15
    qtbot.mouseClick(panel.remove_hazard_button, Qt.MouseButton.LeftButton)
    assert [h.kind for h in editor.hole.hazards] == ["bunker", "bank"]


def test_proximity_zones_go_before_the_limits_that_have_none(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    panel = window.hole_panel
    editor.show_hole(2)  # hole 3: a limit at 200 with its proximity zone 160–199
    Strip(qtbot, editor).key("z")
    Strip(qtbot, editor).click(100)
    qtbot.mouseClick(panel.add_proximity_buttons[2], Qt.MouseButton.LeftButton)  # 50 m
    assert editor.hole.proximity[-1] == Proximity(start=50, end=99)
    assert editor.selected_part() == Part("proximity", 1)
    panel.proximity_width.setCurrentIndex(0)
    panel.proximity_width.activated.emit(0)
    assert editor.hole.proximity[1] == Proximity(start=70, end=99)  # its end kept
    qtbot.mouseClick(panel.add_proximity_buttons[0], Qt.MouseButton.LeftButton)
    assert "every zone limit" in panel.message.text()
    tool_button = editor.toolbar.widgetForAction(editor.toolbar.tool_actions["proximity"])
    qtbot.mouseClick(tool_button, Qt.MouseButton.LeftButton)  # the focus is in the dock
    assert editor.current_tool().name == "proximity"
    Strip(qtbot, editor).click(250)
    assert editor.hole.proximity[-1] == Proximity(start=250, end=279)


def test_the_green_and_the_hole_are_typed(window: TrackWindow, editor: TrackEditor,
                                          qtbot: QtBot) -> None:
    panel = window.hole_panel
    card = panel.green_card
    row = card.combination.findData("double 2")
    card.combination.setCurrentIndex(row)
    card.combination.activated.emit(row)
    assert editor.hole.green.combination == "double 2"
    assert card.combination.currentText() == "double 2"
    card.start_spin.setValue(250)
    assert editor.hole.green.start == 250
    assert card.chart.mark == 70  # from the green's front to the end of terrain
    panel.par_spin.setValue(5)
    panel.length_spin.setValue(400)  # beyond the end of terrain: kept before it
    assert (editor.hole.par, editor.hole.length) == (5, 319)
    assert panel.length_spin.value() == 319
    window.undo_action.trigger()
    assert editor.hole.length == 300


def test_the_problems_list_is_a_well_behaved_model(window: TrackWindow, editor: TrackEditor,
                                                    qtmodeltester: ModelTester,
                                                    qtbot: QtBot) -> None:
    strip = Strip(qtbot, editor)
    strip.key("h")
    strip.drag([120, 140])
    qtbot.waitUntil(lambda: window.problems_dock.model.rowCount() > 0)
    qtmodeltester.check(window.problems_dock.model)
