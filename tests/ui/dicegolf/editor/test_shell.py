"""The track editor as an area of the studio: its tile on the start page, a Dice Golf course
file opened from the shell lands in it, and its menus are the main window's while it shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.bundled import DEFAULT_COURSE, bundled_course_path
from golfstudio.dicegolf.hole_file import read_course
from golfstudio.engine.registry import Offer, game_info
from tests.ui.dicegolf.editor.conftest import current
from tests.ui.editor_kit.harness import ScriptedDialogs
from ui.dicegolf.editor.window import TrackWindow
from ui.games import GAME_AREAS
from ui.main_window import MainWindow


def test_the_area_is_registered_for_dice_golf_course_files() -> None:
    assert Offer.EDITOR in game_info("dicegolf").offers
    (area,) = [a for a in GAME_AREAS if a.key == "dicegolf.editor"]
    assert area.formats == ("golfstudio.dicegolf",)


def test_the_shell_opens_a_course_file_in_this_area_from_its_tile(
        qtbot: QtBot, answers: ScriptedDialogs, tmp_path: Path) -> None:
    shell = MainWindow(editor_dialogs=answers.dialogs(), recovery_root=tmp_path / "recovery")
    qtbot.addWidget(shell)
    shell.resize(1200, 800)
    with qtbot.waitExposed(shell):
        shell.show()
    tiles = [b for b in shell.start_page.findChildren(QAbstractButton)
             if "Dice Golf courses" in (b.accessibleName() or b.text())]
    assert tiles, "the start page shows the Dice Golf editor's tile"
    path = tmp_path / "legend.json"
    path.write_bytes(bundled_course_path(DEFAULT_COURSE).read_bytes())
    assert shell.open_path(path)
    page = shell.area("dicegolf.editor")
    assert isinstance(page, TrackWindow)
    assert current(page).document.path == path
    assert current(page).document.model == read_course(path)[0]
    assert current(page).document.display_name() in shell.windowTitle()
    assert page.close_all()
