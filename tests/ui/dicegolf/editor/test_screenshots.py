"""Screenshots of the track editor a person looks at (tests/screenshots/): the busiest hole of
the bundled course at 1280×800, a formula being mended at the studio's default size, the strip
zoomed in to the metre, and the page with no course open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.dicegolf.editor.conftest import Strip, make_window
from tests.ui.editor_kit.harness import ScriptedDialogs
from tests.ui.screenshot import SIZE, save_screenshot
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.window import TrackWindow
from ui.dicegolf.track.words import Part


def test_the_busiest_hole_at_1280_by_800(window: TrackWindow, editor: TrackEditor,
                                         qtbot: QtBot, screenshot_dir: Path) -> None:
    editor.show_hole(8)  # hole 9: six bunker bands and a water crossing
    qtbot.waitUntil(lambda: window.hole_panel.par_spin.value() == editor.hole.par)
    editor.show_part(Part("hazard", 6))
    Strip(qtbot, editor).move(250)
    save_screenshot(window, screenshot_dir / "dicegolf-editor-1280.png", (1280, 800))
    assert window.hole_panel.hazard_list.currentRow() == 6


def test_a_formula_being_mended_at_the_default_size(
        qtbot: QtBot, answers: ScriptedDialogs, tmp_path: Path, screenshot_dir: Path) -> None:
    window = make_window(qtbot, answers, tmp_path / "recovery", SIZE)
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(5)  # hole 6: a bank, bunkers, a slope and a grove
    card = window.hole_panel.zone_cards[0]
    qtbot.mouseClick(card.formula.edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_End)
    qtbot.keyClicks(card.formula.edit, " + (")
    assert card.formula.message.isVisible()
    save_screenshot(window, screenshot_dir / "dicegolf-editor.png")
    window.close_all()


def test_the_strip_zoomed_in_to_the_metre(window: TrackWindow, editor: TrackEditor,
                                          qtbot: QtBot, screenshot_dir: Path) -> None:
    strip = Strip(qtbot, editor)
    editor.view.zoom_at(6.0, strip.at(135).toPointF())
    strip.click(133, 58)
    assert editor.selected_part() == Part("hazard", 1)
    save_screenshot(window, screenshot_dir / "dicegolf-editor-zoomed.png", (1280, 800))


def test_the_page_with_no_course_open(qtbot: QtBot, answers: ScriptedDialogs, tmp_path: Path,
                                      screenshot_dir: Path) -> None:
    window = make_window(qtbot, answers, tmp_path / "recovery", SIZE)
    assert window.central.currentWidget() is window.empty_page
    image = save_screenshot(window, screenshot_dir / "dicegolf-editor-empty.png")
    assert image.width() == SIZE[0]
