"""The local rules form driven through its widgets: the bundled course's rules of holes 12,
13, 14 and 18 made from scratch on a new hole (the layout copied, the rules not) come out
equal to the file's; a point is picked with a click on the hole, a line with two; every
change is one undo step; a drop zone naming a region that went away shows in the Problems
dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QScrollArea
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
from golfstudio.ultimate.course import (
    Course,
    DropZone,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    StrokeAndDistance,
    new_course,
)
from golfstudio.ultimate.course_file import read_course
from tests.ui.ultimate.editor.conftest import Canvas, save_picture
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.rule_form import RuleForm
from ui.ultimate.editor.window import HoleLayoutWindow

LEFT = Qt.MouseButton.LeftButton


def bundled() -> Course:
    return read_course(bundled_course(DEFAULT_COURSE).path)[0]


def layout_of(window: HoleLayoutWindow, number: int) -> tuple[HoleEditor, Course]:
    """A new course whose first hole has the bundled hole's layout and no local rule."""
    source = bundled()
    editor = window.new_course()
    hole = source.holes[number - 1].model_copy(update={"local_rules": ()})
    document = editor.document
    document.push(CourseEdit(document, "the layout", hole_edits.replace_hole(
        new_course("Test"), 0, hole)))
    editor.fit_content()
    document.undo_stack.clear()
    return editor, source


def pick(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, f"{data} is not offered"
    box.setCurrentIndex(index)


def type_into(qtbot: QtBot, widget: QAbstractSpinBox | QLineEdit, text: str) -> None:
    widget.setFocus()
    line = widget if isinstance(widget, QLineEdit) else widget.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def add_relief(qtbot: QtBot, form: RuleForm, kind: str) -> None:
    qtbot.mouseClick(form.add_button, LEFT)
    pick(form.kind_box, kind)
    assert form.option() is not None and form.option().relief == kind  # type: ignore[union-attr]


def word(qtbot: QtBot, form: RuleForm, rule: LocalRule) -> None:
    type_into(qtbot, form.note_edit, rule.note)


def test_hole_12s_rule_made_from_scratch_equals_the_bundled_one(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor, source = layout_of(window, 12)
    form = window.course_panel.rule_form
    editor.select_region("pond")
    add_relief(qtbot, form, "replay-from-tee")
    add_relief(qtbot, form, "drop-zone")
    type_into(qtbot, form.x_spin, "0")
    type_into(qtbot, form.y_spin, "24")
    word(qtbot, form, source.holes[11].local_rules[0])
    assert editor.hole.local_rules == source.holes[11].local_rules
    scroll = window.course_panel.widget()
    assert isinstance(scroll, QScrollArea)
    qtbot.waitUntil(lambda: form.options_list.count() == 2)
    scroll.ensureWidgetVisible(form.note_edit)
    # The drop point is drawn on the hole while the pond is selected.
    mark = form.mark
    assert mark is not None
    qtbot.waitUntil(mark.isVisible)  # the dock follows an edit when the loop is idle
    assert mark.sceneBoundingRect().contains(
        to_scene(Point(0, 24)))
    save_picture(window, "ultimate-editor-rule-form.png")
    undo = editor.document.undo_stack
    steps = undo.count()
    texts = [undo.text(i) for i in range(steps)]
    # The typed x may already be the default point's (the pond's middle): no step then.
    assert texts[:4] == ["Add a relief", "Change the relief", "Add a relief",
                         "Change the relief"]
    assert set(texts[4:-1]) == {"Set the relief's point"} and texts[-1] == "Word the rule"
    for _ in range(steps):
        undo.undo()
    assert editor.hole.local_rules == ()
    for _ in range(steps):
        undo.redo()
    assert editor.hole.local_rules == source.holes[11].local_rules


def test_hole_18s_rules_with_a_line_clicked_on_the_hole(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor, source = layout_of(window, 18)
    form = window.course_panel.rule_form
    rules = {r.region: r for r in source.holes[17].local_rules}
    bay, strip = rules["bay"], rules["sand-strip"]
    editor.select_region("bay")
    add_relief(qtbot, form, "stroke-and-distance")
    word(qtbot, form, bay)
    editor.select_region("sand-strip")
    add_relief(qtbot, form, "stroke-and-distance")
    add_relief(qtbot, form, "play-as")
    pick(form.card_box, "fairway-bunker")
    expected = strip.options[1]
    assert isinstance(expected, PlayAs) and expected.beyond is not None
    a, b = expected.beyond.line
    canvas = Canvas(qtbot, editor)
    form.beyond_check.click()
    canvas.click(a)
    assert not editor.hole.local_rules[1].options[1].beyond, "one end is not a line yet"
    canvas.click(b)
    pick(form.line_card_box, "green-side-bunker")
    assert form.mark is not None
    qtbot.waitUntil(form.mark.isVisible)  # the line drawn on the hole
    word(qtbot, form, strip)
    made_bay, made_strip = editor.hole.local_rules
    assert made_bay == bay
    assert made_strip.region == "sand-strip" and made_strip.note == strip.note
    assert made_strip.options[0] == StrokeAndDistance()
    made = made_strip.options[1]
    assert isinstance(made, PlayAs) and made.beyond is not None
    assert (made.card, made.beyond.card, made.penalty) == (
        expected.card, expected.beyond.card, expected.penalty)
    one_pixel = 1.5 / editor.zoom()
    for clicked, meant in zip(made.beyond.line, expected.beyond.line, strict=True):
        assert clicked.distance_to(meant) <= one_pixel, "a clicked end lands within a pixel"
    # The clicks placed the line; they did not select or move anything on the hole.
    assert editor.selected_region() == "sand-strip"
    assert editor.hole.regions == source.holes[17].regions
    qtbot.waitUntil(form.beyond_check.isChecked)  # the dock follows an edit when idle
    assert float(form.line_label.text().split(",")[0]) == pytest.approx(a.x, abs=one_pixel)
    form.beyond_check.click()
    assert editor.hole.local_rules[1].options[1] == PlayAs(card=expected.card)


def test_holes_13_and_14_bunker_point_and_band(qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor, source = layout_of(window, 13)
    form = window.course_panel.rule_form
    editor.select_region("railway")
    add_relief(qtbot, form, "unplayable-into")
    pick(form.bunker_box, "railway-bunker")
    railway = next(r for r in source.holes[12].local_rules if r.region == "railway")
    word(qtbot, form, railway)
    assert editor.hole.local_rules == (railway,)  # the markers' rule is by terrain

    editor, source = layout_of(window, 14)
    form = window.course_panel.rule_form
    # The stone wall's and the markers' rules are by terrain: not the region form.
    oob = next(r for r in source.holes[13].local_rules if r.region == "oob-right")
    editor.select_region("oob-right")
    add_relief(qtbot, form, "place-and-putt")
    canvas = Canvas(qtbot, editor)
    qtbot.mouseClick(form.pick_point_button, LEFT)
    canvas.click(Point(-25, 583))
    placed = editor.hole.local_rules[0].options[0]
    assert isinstance(placed, PlaceAndPutt) and placed.at.distance_to(Point(-25, 583)) < 2
    type_into(qtbot, form.x_spin, "-28")
    type_into(qtbot, form.y_spin, "585")
    pick(form.band_box, "over_40")
    form.penalty_spin.setValue(1)
    form.penalty_spin.setValue(0)
    word(qtbot, form, oob)
    assert editor.hole.local_rules == (oob,)


def test_a_drop_zone_region_that_goes_away_shows_in_the_problems_dock(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor, _source = layout_of(window, 12)
    form = window.course_panel.rule_form
    editor.select_region("pond")
    add_relief(qtbot, form, "drop-zone")
    pick(form.place_box, "zone")
    zone = editor.hole.regions[0].id
    pick(form.zone_box, zone)
    option = editor.hole.local_rules[0].options[0]
    assert isinstance(option, DropZone) and option.zone == zone and option.at is None
    editor.select_region(zone)
    window.delete_action.trigger()
    dock = window.problems_dock
    qtbot.waitUntil(lambda: any(f"no region {zone}" in p.message for p in dock.problems))
    editor.select_region("pond")
    assert form.zone_box.currentText().endswith("(not on this hole)")
    qtbot.mouseClick(form.remove_button, LEFT)
    assert editor.hole.local_rules == ()
    qtbot.waitUntil(lambda: not any(f"no region {zone}" in p.message for p in dock.problems))
