"""Every area of the studio in the dark colour scheme at 1280×800, for a person to look at
(tests/screenshots/dark/*.png; with ``GOLFSTUDIO_DOC_SCREENSHOTS=1`` also
docs/screenshots/dark/, the pictures the README links). Dark is chosen from the Settings menu
as a user does; each picture is checked not to be blank and to be dark where the window's own
background shows (a white block left in dark mode is a bug)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.gamenight.test_night_setup import _fill
from tests.ui.screenshot import distinct_colours
from tests.ui.test_areas_game_night import _add_players, _click_section
from ui import theme
from ui.areas import Area
from ui.colour_scheme import Choice, SchemeFollower
from ui.database_settings import DatabaseSettingsDialog
from ui.gamenight.night_page import GameNightPage
from ui.main_window import MainWindow
from ui.play_kit.setup import SetupDialog

LEFT = Qt.MouseButton.LeftButton
Shoot = Callable[..., QImage]
"""``shoot(widget, name, colours=40)``: the picture saved, checked, copied to the docs."""
SIZE = (1280, 800)
TIMEOUT_MS = 30_000
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "dark"


@pytest.fixture
def dark_window(window: MainWindow, qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    """The main window at 1280×800, switched to Dark under Settings > Colour Scheme."""
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE)
    window.colour_scheme_menu.actions_by_choice[Choice.DARK].trigger()
    assert theme.current() is theme.Scheme.DARK
    yield window
    SchemeFollower.of(qapp).choose(Choice.LIGHT)


@pytest.fixture
def shoot(screenshot_dir: Path) -> Shoot:
    folder = screenshot_dir / "dark"
    folder.mkdir(parents=True, exist_ok=True)

    def save(widget: QWidget, name: str, colours: int = 40) -> QImage:
        QApplication.processEvents()
        path = folder / f"{name}.png"
        assert widget.grab().save(str(path))
        image = QImage(str(path))
        assert (image.width(), image.height()) == (widget.width(), widget.height())
        assert distinct_colours(image) > colours
        window = theme.colour("window")
        # The top-left corner is the window's own background (a menu bar, a page's margin).
        corner = image.pixelColor(2, 2)
        assert corner.lightness() < 100, f"{name}: a light corner {corner.name()} in dark mode"
        assert window.lightness() < 100
        if os.environ.get("GOLFSTUDIO_DOC_SCREENSHOTS") == "1":
            DOCS.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, DOCS / path.name)
        return image

    return save


def test_the_start_page_and_the_settings_in_dark(
        dark_window: MainWindow, qtbot: QtBot, shoot: Shoot) -> None:
    shoot(dark_window, "start_page")
    dialog = DatabaseSettingsDialog(dark_window.settings, dark_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shoot(dialog, "settings_database")
    dialog.close()
    menu = dark_window.colour_scheme_menu
    menu.popup(dark_window.mapToGlobal(dark_window.rect().center()))
    qtbot.waitExposed(menu)
    shoot(menu, "settings_colour_scheme", colours=8)  # a small menu: few colours
    menu.close()


def _open(window: MainWindow, qtbot: QtBot, key: str) -> QWidget:
    qtbot.mouseClick(window.start_page.tiles[key], LEFT)
    area = window.area(key)
    assert window.stack.currentWidget() is area
    return area


@pytest.mark.parametrize(("key", "open_course"), [
    ("carambole.editor", lambda area: area.open_template("course-2")),
    ("ultimate.editor", lambda area: area.open_template()),
    ("dicegolf.editor", lambda area: area.open_template()),
])
def test_each_editor_in_dark(dark_window: MainWindow, qtbot: QtBot,
                             shoot: Shoot, key: str,
                             open_course: Callable[[QWidget], object]) -> None:
    area = _open(dark_window, qtbot, key)
    shoot(dark_window, f"{key.replace('.', '_')}_empty")
    assert open_course(area) is not None
    shoot(dark_window, key.replace(".", "_"))


@pytest.mark.parametrize("game", ["carambole", "ultimate", "playnine", "dicegolf"])
def test_each_game_in_play_in_dark(dark_window: MainWindow, qtbot: QtBot,
                                   shoot: Shoot, game: str) -> None:
    """Set up through the dialog (its default seats: the person and an AI), then shown on the
    person's first turn."""
    key = f"{game}.play"
    area = _open(dark_window, qtbot, key)
    shoot(dark_window, f"{game}_play_empty")

    def answer() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, SetupDialog) and w.isVisible())
        try:
            qtbot.waitUntil(lambda: dialog.start_button.width() > 0)
            shoot(dialog, f"{game}_setup")
            qtbot.mouseClick(dialog.start_button, LEFT)
        except BaseException:
            dialog.reject()  # the test fails instead of waiting on the dialog for ever
            raise

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(area.new_button, LEFT)  # type: ignore[attr-defined]
    view = area.view  # type: ignore[attr-defined]
    assert view is not None
    # Dice Golf's person may act before it is their turn: a throw of their own dice.
    acting = getattr(view, "acting", lambda: None)
    qtbot.waitUntil(lambda: view.is_human_turn() or view.is_over() or acting() is not None,
                    timeout=TIMEOUT_MS)
    shoot(dark_window, f"{game}_play")


def test_game_night_pages_and_a_score_grid_in_dark(
        dark_window: MainWindow, qtbot: QtBot, shoot: Shoot) -> None:
    window = dark_window
    store = window.store()
    assert store is not None
    _add_players(store)
    area = window.game_night
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    _click_section(qtbot, area.sections, "New night")
    setup = area.setup_page
    assert setup is not None
    _fill(qtbot, setup)
    shoot(window, "night_setup")
    with qtbot.waitSignal(setup.nightCreated, timeout=2000):
        qtbot.mouseClick(setup.start_button, LEFT)
    page = area.night_page
    assert isinstance(page, GameNightPage)
    for hole in range(1, 5):
        for offset in range(4):
            qtbot.keyClicks(page.grid, str(3 + (hole + offset) % 4))
            qtbot.keyClick(page.grid, Qt.Key.Key_Return)  # one digit is the whole score
    shoot(window, "night_scorecard")
    _click_section(qtbot, area.sections, "History")
    shoot(window, "night_history")
    window.open_action.trigger()  # the sample round (conftest's open dialog answers it)
    assert window.current_page() is window.round_page
    shoot(window, "night_round_file")


def test_the_pbm_league_in_dark(dark_window: MainWindow, qtbot: QtBot,
                                shoot: Shoot) -> None:
    window = dark_window
    area = _open(window, qtbot, "pbm.league")
    shoot(window, "pbm_league_empty")
    qtbot.mouseClick(area.new_button, LEFT)  # type: ignore[attr-defined]
    dialog = area.new_game_dialog  # type: ignore[attr-defined]
    assert dialog is not None
    qtbot.keyClicks(dialog.name_edit, "Ballesteros")
    shoot(dialog, "pbm_new_game")
    qtbot.mouseClick(dialog.ok_button, LEFT)
    page = area.pages["Ballesteros"]  # type: ignore[attr-defined]
    for name in ("Karl Napf", "Eva", "Otto"):
        qtbot.keyClicks(page.players_panel.name_edit, name)
        qtbot.keyClick(page.players_panel.name_edit, Qt.Key.Key_Return)
    shoot(window, "pbm_league")


def test_the_carambole_analysis_in_dark(dark_window: MainWindow, qtbot: QtBot,
                                        shoot: Shoot) -> None:
    """The heat map, its legend (over the board, in the window's colours) and the panel."""
    area = _open(dark_window, qtbot, "carambole.editor")
    assert area.open_template("course-5-modified") is not None  # type: ignore[attr-defined]
    dock = area.analysis_dock  # type: ignore[attr-defined]
    dock.raise_()

    def done() -> bool:
        panel = dock.panel()
        return panel is not None and panel.state_label.text().startswith("Up to date")

    qtbot.waitUntil(done, timeout=TIMEOUT_MS)
    (heat,) = [b for b in dock.panel().layer_buttons if b.text() == "Heat map"]
    qtbot.mouseClick(heat, LEFT)  # the heat map and its legend
    assert heat.isChecked()
    shoot(dark_window, "carambole_analysis")
