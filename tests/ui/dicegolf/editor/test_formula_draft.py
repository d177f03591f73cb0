"""A formula that does not parse is a draft: typed with real keys, it keeps its text, its
message and its red frame when the field is left (a click elsewhere, another hole shown), the
chart says "invalid formula" instead of the last figures, the course never takes it; mended,
it is one undo step; Escape or an undo gives it up for the course's formula."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.dicegolf.editor.test_editing import type_in
from tests.ui.screenshot import save_screenshot
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.formula_field import error_style
from ui.dicegolf.editor.hole_panel import ZoneCard
from ui.dicegolf.editor.window import TrackWindow

LEFT = Qt.MouseButton.LeftButton


def assert_draft(card: ZoneCard, text: str) -> None:
    field = card.formula
    assert field.edit.text() == text
    assert field.draft == text
    assert field.message.isVisible() and field.message.text().startswith("formula")
    assert field.edit.styleSheet() == error_style()
    assert field.edit.toolTip() == field.message.text()
    assert card.chart.invalid and card.chart.distribution is None
    assert card.caption.text() == ""


def test_a_draft_survives_leaving_the_field_and_another_hole_and_mended_is_one_step(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot, screenshot_dir: Path) -> None:
    document = editor.document
    panel = window.hole_panel
    card = panel.zone_cards[1]
    before = document.model
    steps = document.undo_stack.count()
    assert card.chart.distribution is not None and not card.chart.invalid

    type_in(qtbot, card.formula.edit, "(B + R) * (")
    assert_draft(card, "(B + R) * (")
    # Leaving the field: a click into the hole's name, then Enter there.
    qtbot.mouseClick(panel.name_edit, LEFT)
    assert panel.name_edit.hasFocus() and not card.formula.edit.hasFocus()
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    qtbot.wait(10)  # a refresh once the loop is idle
    assert_draft(card, "(B + R) * (")
    assert document.model == before and document.undo_stack.count() == steps
    save_screenshot(window, screenshot_dir / "dicegolf-formula-draft-1280.png", (1280, 800))

    # Another hole: its own formula, no message; back again, the draft is there.
    editor.show_hole(1)
    qtbot.waitUntil(lambda: panel.zone_cards[1].formula.edit.text() == "B + R + 20")
    card = panel.zone_cards[1]
    assert card.formula.draft is None and not card.formula.message.isVisible()
    assert card.formula.edit.styleSheet() == "" and not card.chart.invalid
    assert card.chart.distribution is not None
    editor.show_hole(0)
    qtbot.waitUntil(lambda: panel.zone_cards[1].formula.edit.text() == "(B + R) * (")
    card = panel.zone_cards[1]
    assert_draft(card, "(B + R) * (")

    # Mended: the end of the text typed, Enter — one undo step, the message gone.
    qtbot.mouseClick(card.formula.edit, LEFT)
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_End)
    qtbot.keyClicks(card.formula.edit, "3)")
    assert card.formula.draft is None and not card.formula.message.isVisible()
    assert not card.chart.invalid and card.chart.distribution is not None
    assert document.model == before  # not yet entered
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_Return)
    assert editor.hole.zones[1].formula == "(B + R) * 3"  # as the course writes it
    assert document.undo_stack.count() == steps + 1
    assert card.formula.edit.styleSheet() == ""


def test_escape_gives_a_draft_up_for_the_courses_formula(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    card = window.hole_panel.zone_cards[1]
    steps = editor.document.undo_stack.count()
    type_in(qtbot, card.formula.edit, "B * * R")
    assert_draft(card, "B * * R")
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_Escape)
    assert card.formula.edit.text() == "(B + R) * 2"
    assert card.formula.draft is None and not card.formula.message.isVisible()
    assert not card.chart.invalid and card.chart.distribution is not None
    assert card.chart.distribution.outcomes[-1][0] == 24 * 2 + 50
    assert editor.document.undo_stack.count() == steps
    # Left now, nothing comes back.
    qtbot.mouseClick(window.hole_panel.name_edit, LEFT)
    qtbot.wait(10)
    assert card.formula.edit.text() == "(B + R) * 2"


def test_an_undo_gives_a_draft_up_and_restores_the_courses_formula(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    card = window.hole_panel.zone_cards[1]
    type_in(qtbot, card.formula.edit, "B + R")
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_Return)
    assert editor.hole.zones[1].formula == "B + R"
    type_in(qtbot, card.formula.edit, "B + R +")
    qtbot.mouseClick(window.hole_panel.name_edit, LEFT)
    assert_draft(card, "B + R +")
    window.undo_action.trigger()
    assert editor.hole.zones[1].formula == "(B + R) * 2"
    qtbot.waitUntil(lambda: card.formula.edit.text() == "(B + R) * 2")
    assert card.formula.draft is None and not card.formula.message.isVisible()
    assert not card.chart.invalid and card.chart.distribution is not None


def test_ctrl_z_in_the_field_takes_the_typing_back(
        window: TrackWindow, editor: TrackEditor, qtbot: QtBot) -> None:
    card = window.hole_panel.zone_cards[1]
    steps = editor.document.undo_stack.count()
    qtbot.mouseClick(card.formula.edit, LEFT)
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_End)
    qtbot.keyClicks(card.formula.edit, " +")
    assert_draft(card, "(B + R) * 2 +")
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert card.formula.edit.text() == "(B + R) * 2"
    assert card.formula.draft is None and not card.formula.message.isVisible()
    assert not card.chart.invalid and card.chart.distribution is not None
    assert editor.document.undo_stack.count() == steps
