"""Dead ends in the Problems list (dice-golf.md §3): found off the GUI thread while the user
designs, each stretch a ball can reach named with its metres, and a click on one shows the
hole and washes the stretch in red on the strip."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.screenshot import save_screenshot
from ui.dicegolf.editor.window import TrackWindow

TRAP = {
    "name": "Trap", "length": 200, "par": 4,
    # 52 m or more from a ball before the limit at 100 m: from 49 m to 69 m every throw
    # crosses it (from 70 m the proximity zone lets it cross); the tee throws 52 m or more.
    "zones": [{"start": 0, "formula": "B + R + 47"},
              {"start": 100, "formula": "B1 * 10 + B2"}],
    "green": {"start": 180, "formula": "B1 - R1", "combination": "double"},
    "end_of_terrain": 220, "proximity": [{"start": 70, "end": 99}], "hazards": [],
}
OPEN = dict(TRAP, name="Open", zones=[{"start": 0, "formula": "B1 * 10 + B2"},
                                      {"start": 100, "formula": "B1 * 10 + B2"}])
REACHED = ("hole 2: from 52 to 69 m every throw crosses a limit or the end of terrain: a dead "
           "end a ball can reach from the tee")


def _course(path: Path) -> Path:
    data = {"format": "golfstudio.dicegolf", "version": 1, "name": "Dead ends",
            "holes": [OPEN, TRAP]}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _messages(window: TrackWindow) -> list[str]:
    return [p.message for p in window.problems_dock.model.problems()]


def test_a_dead_end_is_listed_and_a_click_shows_it_on_the_strip(
        window: TrackWindow, qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    assert window.open_path(_course(tmp_path / "dead-ends.json"))
    editor = window.current_editor()
    assert editor is not None and editor.hole_index == 0
    dock = window.problems_dock
    qtbot.waitUntil(lambda: not dock.is_walking() and bool(_messages(window)), timeout=20_000)
    assert _messages(window) == [REACHED]  # 49–51 m are stuck too, but no ball gets there
    assert dock.summary_label.text() == "Errors: 0 · warnings: 1"

    view = dock.list_view
    index = dock.model.index(0, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    assert editor.hole_index == 1
    assert editor.scene.stretch == (52, 69)
    assert editor.selected_part() is None
    image = save_screenshot(window, screenshot_dir / "dicegolf-editor-dead-end.png",
                            (1280, 800))
    # The wash is on screen: the strip's middle at 60 m is tinted red.
    middle = editor.view.mapTo(window, editor.view.from_scene(
        editor.scene.stretch_rect(60, 60).center()).toPoint())
    colour = image.pixelColor(middle)
    assert colour.red() > colour.green(), colour.name()

    # Mend the hole: the first zone's formula no longer throws 51 m or more.
    card = window.hole_panel.zone_cards[0]
    qtbot.mouseClick(card.formula.edit, Qt.MouseButton.LeftButton)
    card.formula.edit.selectAll()
    qtbot.keyClicks(card.formula.edit, "B1 * 10 + B2")
    qtbot.keyClick(card.formula.edit, Qt.Key.Key_Return)
    assert editor.hole.zones[0].formula == "B1 * 10 + B2"
    assert editor.scene.stretch is None  # the edit took the wash away
    qtbot.waitUntil(lambda: not dock.is_walking() and not _messages(window), timeout=20_000)
    assert dock.summary_label.text() == "No problems: the course can be played."
