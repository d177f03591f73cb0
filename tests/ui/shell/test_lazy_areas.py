"""The window comes up before any area: the start page and the menus are built from the
areas' fronts, and an area — its module, its game, numpy, the database stack — is built the
first time it is needed (ui/main_window.py; style.md, "Lazy by design")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ui.areas import Area
from ui.editor_kit.recovery import RecoverySession
from ui.games import GAME_AREAS
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
COURSES = "carambole.editor"

START_AND_REPORT = """
import json, sys
from PySide6.QtWidgets import QApplication
from ui.app import create_app
from ui.main_window import MainWindow
app = create_app([sys.argv[0]])
window = MainWindow(db_url="sqlite:///:memory:")
window.show()
QApplication.processEvents()
heavy = sorted({m.split('.')[0] for m in sys.modules
                if m.split('.')[0] in ('sqlalchemy', 'sqlmodel', 'alembic', 'psycopg', 'numpy',
                                       'networkx', 'pydantic')})
games = sorted(m for m in sys.modules
               if m.startswith(('golfstudio.carambole', 'golfstudio.ultimate',
                                'golfstudio.dicegolf', 'golfstudio.playnine',
                                'golfstudio.pbm', 'golfstudio.store', 'golfstudio.gamenight',
                                'golfstudio.review', 'golfstudio.analysis'))
               or (m.startswith('ui.') and m.split('.')[1] not in
                   ('app', 'main_window', 'start_page', 'areas', 'fronts', 'games', 'icons',
                    'theme', 'about', 'help', 'language', 'settings', 'tour', 'logs', 'crash',
                    'game_titles', 'page_keys', 'editor_kit', 'file_dialogs', 'wheel_guard',
                    'colour_scheme')))
kit = sorted(m for m in sys.modules if m.startswith('ui.editor_kit.'))
print(json.dumps({'heavy': heavy, 'areas': games, 'kit': kit,
                  'tiles': len(window.start_page.tiles), 'built': list(window.areas)}))
window.close()
"""


def test_the_window_shows_its_start_page_without_any_area_or_heavy_library() -> None:
    run = subprocess.run([sys.executable, "-c", START_AND_REPORT], capture_output=True,
                         text=True, cwd=ROOT, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["heavy"] == []
    assert report["areas"] == []
    assert report["kit"] == ["ui.editor_kit.recovery"]  # start-up asks it what to recover
    assert report["tiles"] == len(GAME_AREAS) + 1
    assert report["built"] == []


def test_a_tile_builds_its_area_on_the_first_click_only(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    assert window.areas == {}
    qtbot.mouseClick(window.start_page.tiles[COURSES], Qt.MouseButton.LeftButton)
    assert list(window.areas) == [COURSES]
    editor = window.areas[COURSES]
    assert window.current_area() is editor
    window.show_start_page()
    qtbot.mouseClick(window.start_page.tiles[COURSES], Qt.MouseButton.LeftButton)
    assert window.areas[COURSES] is editor and len(window.areas) == 1


def _file_texts(window: MainWindow) -> list[str]:
    return [a.text() for a in window.file_menu.actions() if a.isVisible() and not a.isSeparator()]


def test_each_built_area_says_what_its_front_said(window: MainWindow) -> None:
    """The File menu reads the same before and after every area is built, and each area's
    tile is its front's: the front is the area's own words, not a copy that drifts."""
    before = _file_texts(window)
    for key, front in window.fronts.items():
        area = window.area(key)
        assert area.tile().title == front.tile.title
        assert area.tile().description == front.tile.description
        own = [*area.menu_new(), *area.menu_open()]
        shown = [*front.new, *front.open]
        assert [e.title() if isinstance(e, QMenu) else e.text() for e in own] == [
            e.text for e in shown]
        for entry, mine in zip(own, shown, strict=True):
            if isinstance(entry, QAction):
                assert entry.statusTip() == mine.tip
                assert entry.shortcuts() == list(mine.shortcuts)
    window.show_start_page()
    assert _file_texts(window) == before
    # The areas' own actions have taken their fronts' places (a template submenu stays,
    # holding the area's own entries).
    for key in window.fronts:
        for entry in [*window.areas[key].menu_new(), *window.areas[key].menu_open()]:
            if isinstance(entry, QAction):
                assert entry in window.file_menu.actions()
            else:
                shown = next(a.menu() for a in window.file_menu.actions()
                             if a.text() == entry.title())
                assert isinstance(shown, QMenu) and shown.actions() == entry.actions()


def test_ctrl_n_before_the_editor_exists_builds_it_and_starts_a_course(
        window: MainWindow, qtbot: QtBot) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    new = QKeySequence(QKeySequence.StandardKey.New)
    assert COURSES not in window.areas
    combination = new[0]  # type: ignore[index]
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
    assert COURSES in window.areas
    editor = window.areas[COURSES]
    assert window.current_area() is editor
    assert len(editor.editors()) == 1  # type: ignore[attr-defined]
    # The shortcut is the editor's own now, named once (the front's entry is gone).
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    owners = [a for a in window.findChildren(QAction) if new in a.shortcuts()
              and a.isEnabled()]
    assert owners == [editor.new_action]  # type: ignore[attr-defined]


def test_a_template_submenu_fills_from_its_editor_as_it_opens(window: MainWindow) -> None:
    submenu = next(a.menu() for a in window.file_menu.actions()
                   if a.menu() is not None and "Template" in a.text())
    assert isinstance(submenu, QMenu)
    assert submenu.actions() == []
    submenu.aboutToShow.emit()
    assert COURSES in window.areas
    titles = [a.text() for a in submenu.actions() if not a.isSeparator()]
    assert "Course 1: The straight" in titles
    next(a for a in submenu.actions() if a.text() == "Course 1: The straight").trigger()
    assert window.current_area() is window.areas[COURSES]


def test_a_file_opens_its_area_and_only_that_one(window: MainWindow) -> None:
    from ui.main_window import SAMPLE_ROUND

    assert window.open_path(SAMPLE_ROUND)
    assert list(window.areas) == [Area.GAME_NIGHT]
    assert window.current_area() is window.game_night


def test_only_an_editor_with_something_to_recover_is_built_at_start(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A crashed run left a Dice Golf course unsaved: that editor comes up to offer it; the
    others stay unbuilt."""
    from golfstudio.dicegolf.bundled import DEFAULT_COURSE, bundled_course_path
    from ui.editor_kit.dialogs import EditorDialogs, RecoveryItem

    root = tmp_path / "recovery"
    crashed = RecoverySession(root)
    text = bundled_course_path(DEFAULT_COURSE).read_text(encoding="utf-8")
    crashed.write("track-1", text, None, "My track", kind="golfstudio.dicegolf",
                  suffix=".json")
    assert crashed.lock is not None
    crashed.lock.unlock()  # the run that wrote it is gone
    asked: list[int] = []

    def recover(parent: QWidget, items: Sequence[RecoveryItem]) -> bool:
        asked.append(len(items))
        return True

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        editor_dialogs=EditorDialogs(ask_recover=recover), recovery_root=root)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: asked == [1])
    assert list(window.areas) == ["dicegolf.editor"]
    QApplication.processEvents()
    window.close()
