"""The main window: start page tiles from the areas, menus with the platform's shortcuts,
About, files."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMargins,
    QMimeData,
    QPoint,
    QPointF,
    QRect,
    QSettings,
    QSize,
    Qt,
    QTimer,
    QUrl,
    qVersion,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QScrollArea
from pytestqt.qtbot import QtBot

import golfstudio
from tests.ui.conftest import DialogCall, FakeOpenDialog
from tests.ui.screenshot import distinct_colours, save_screenshot
from ui.areas import Area
from ui.main_window import SAMPLE_ROUND, MainWindow
from ui.settings import FRAME_GUESS, MAX_RECENT, RecentFiles, first_geometry, fitted

StandardKey = QKeySequence.StandardKey
COURSES, PLAY = "carambole.editor", "carambole.play"  # the UI registry's keys (ui/games.py)


def _copy_sample(folder: Path, name: str) -> Path:
    path = folder / name
    shutil.copyfile(SAMPLE_ROUND, path)
    return path


def _menu_texts(menu: QMenu) -> list[str]:
    """The entries a user sees (course actions hide outside the Courses area)."""
    return [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]


def test_start_page_shows_a_working_tile_for_every_area(window: MainWindow) -> None:
    tiles = window.start_page.tiles
    # The registry lists Ultimate Golf before Carambole: its areas' tiles come first.
    assert next(iter(tiles)) == "ultimate.editor"
    assert [k for k in tiles if not k.startswith("ultimate.")] == [
        COURSES, PLAY, "dicegolf.editor", "dicegolf.play", "playnine.play", "pbm.league",
        Area.GAME_NIGHT]
    assert [t.tile.title for k, t in tiles.items() if not k.startswith("ultimate.")] == [
        "Carambole courses", "Play Carambole", "Dice Golf courses", "Play Dice Golf",
        "Play Nine card table", "PBM Golf league", "Game night"]
    assert tiles["ultimate.editor"].tile.title == "Ultimate Golf courses"
    assert all(t.isEnabled() for t in tiles.values())
    assert tiles[COURSES].accessibleName() == "Carambole courses — design a course"
    assert tiles[PLAY].accessibleName() == "Play Carambole — start a game"
    assert tiles[Area.GAME_NIGHT].accessibleName() == "Game night — score a night"
    assert "Mini Golf Carambole" in tiles[COURSES].toolTip()  # the registry's title
    assert window.stack.currentWidget() is window.start_page


@pytest.mark.parametrize("size", [(1200, 800), (1280, 800)])
def test_the_tiles_fill_the_grid_without_scrolling(window: MainWindow, qtbot: QtBot,
                                                    size: tuple[int, int]) -> None:
    """Eight games' tiles three to a row (two to a row would take five rows), Game night in
    the last row's free cell, all in view, none clipped."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    QApplication.processEvents()
    tiles = window.start_page.tiles
    first, courses, play = tiles["ultimate.editor"], tiles[COURSES], tiles[PLAY]
    night, league = tiles[Area.GAME_NIGHT], tiles["pbm.league"]
    assert first.y() == courses.y() < play.y() < night.y()  # three to a row
    assert play.x() == first.x()
    assert tiles["playnine.play"].y() == league.y() == night.y()
    assert tiles["playnine.play"].x() == first.x()
    assert night.geometry().right() == courses.geometry().right()
    assert abs(first.width() - night.width()) <= 1
    assert not window.start_page.findChild(QScrollArea).verticalScrollBar().isVisible()
    page = window.start_page
    for tile in tiles.values():
        bottom = tile.mapTo(page, tile.rect().bottomRight())
        assert bottom.y() < page.height() and bottom.x() < page.width(), tile.objectName()
        assert tile.height() >= tile.minimumHeight()


def test_clicking_the_courses_tile_opens_the_course_editor(window: MainWindow,
                                                            qtbot: QtBot) -> None:
    qtbot.mouseClick(window.start_page.tiles[COURSES], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.area(COURSES)
    assert window.windowTitle() == "Carambole courses — GolfStudio"
    assert [a.text() for a in window.menuBar().actions() if a.isVisible()] == [
        "&File", "&Edit", "&View", "&Settings", "&Help"]
    window.close_action.trigger()
    assert window.stack.currentWidget() is window.start_page


def test_opening_a_course_file_goes_to_the_courses_area(window: MainWindow,
                                                         open_dialog: FakeOpenDialog) -> None:
    from golfstudio.carambole.bundled import bundled_course

    course = bundled_course("course-3").path
    open_dialog.answer = course
    window.open_action.trigger()
    courses = window.area(COURSES)
    assert window.stack.currentWidget() is courses
    assert courses.page_title() == "Course 3: Chicane — course-3.json"
    window.open_sample()  # a round file still goes to Game night; one recent list for both
    assert window.current_page() is window.round_page
    assert window.recent.paths() == [SAMPLE_ROUND.resolve(), course.resolve()]


def test_menus_carry_the_platforms_standard_shortcuts(window: MainWindow) -> None:
    bar = window.menuBar()
    assert [a.text() for a in bar.actions() if a.isVisible()] == [
        "&File", "&View", "&Settings", "&Help"]
    assert _menu_texts(window.file_menu) == [
        "&New Ultimate Golf Course", "&New Course", "&New Dice Golf Course", "&Open…",
        "Open &Recent", "Open the Bundled Ultimate Golf Course as a &Template",
        "Open Bundled Course as &Template", "Open the Bundled Dice Golf Course as a &Template",
        "Open the &Sample Round", "&Close", "&Quit"]
    assert _menu_texts(window.view_menu) == ["&Start Page", "&Full Screen"]
    assert _menu_texts(window.settings_menu) == ["&Database…", "&Language",
                                                  "&Colour Scheme", "&Tutor Mode"]
    assert _menu_texts(window.help_menu) == [
        "Rules of Golf", "Rules of Ultimate Golf", "Rules of Mini Golf Carambole",
        "Rules of Dice Golf", "Rules of Play Nine", "Rules of PBM Golf", "&Keyboard Shortcuts",
        "&Tour…", "&Report a Problem…", "&About GolfStudio", "About &Qt"]

    for action, key in ((window.open_action, StandardKey.Open),
                        (window.close_action, StandardKey.Close),
                        (window.full_screen_action, StandardKey.FullScreen)):
        assert action.shortcuts() == QKeySequence.keyBindings(key)
        assert action.shortcuts(), f"{action.text()} has no shortcut on this platform"
    quit_keys = QKeySequence.keyBindings(StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
    assert window.quit_action.shortcuts() == quit_keys


def test_the_open_shortcut_asks_for_a_file(window: MainWindow, qtbot: QtBot,
                                           open_dialog: FakeOpenDialog) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    open_dialog.answer = None  # the user cancels
    key = window.open_action.shortcuts()[0][0]
    qtbot.keyClick(window, key.key(), key.keyboardModifiers())
    assert open_dialog.asked == 1
    assert window.stack.currentWidget() is window.start_page


def test_file_open_loads_the_chosen_round(window: MainWindow,
                                          open_dialog: FakeOpenDialog) -> None:
    window.open_action.trigger()
    assert open_dialog.asked == 1
    assert window.current_page() is window.round_page
    assert window.round_page.path == SAMPLE_ROUND
    assert window.windowTitle() == "game-night.json — GolfStudio"
    assert window.recent.paths() == [SAMPLE_ROUND.resolve()]


def test_close_goes_back_to_the_start_page(window: MainWindow) -> None:
    window.open_sample()
    window.close_action.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert window.round_page.card is None
    assert not window.close_action.isEnabled()
    assert window.windowTitle() == "GolfStudio"


def test_view_start_page_keeps_the_round(window: MainWindow, qtbot: QtBot) -> None:
    window.open_sample()
    window.start_page_action.trigger()
    assert window.stack.currentWidget() is window.start_page
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], Qt.MouseButton.LeftButton)
    assert window.current_page() is window.round_page
    assert window.round_page.card is not None
    assert window.round_page.stack.currentWidget() is window.round_page.loaded


def test_full_screen_toggles(window: MainWindow, qtbot: QtBot) -> None:
    window.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()


def test_about_box_names_version_licence_and_qt(window: MainWindow,
                                                dialogs: list[DialogCall]) -> None:
    window.about_action.trigger()
    assert len(dialogs) == 1
    about = dialogs[0]
    assert (about.kind, about.title) == ("about", "About GolfStudio")
    for expected in ("GolfStudio", golfstudio.__version__, "MIT", qVersion(),
                     PySide6.__version__, "tabletop golf"):
        assert expected in about.text
    window.about_qt_action.trigger()
    assert dialogs[-1].kind == "aboutQt"


def test_window_geometry_survives_a_restart(make_window: Callable[[], MainWindow],
                                            qtbot: QtBot) -> None:
    first = make_window()
    # Nothing saved yet: the default size, as much of it as the screen holds with a frame
    # (the offscreen screen is 800 × 800, issue 30 §4).
    available = first.screen().availableGeometry()
    assert first.size() == QSize(1200, 800).boundedTo(
        available.marginsRemoved(FRAME_GUESS).size())
    assert available.contains(first.geometry().marginsAdded(FRAME_GUESS))
    first.resize(760, 540)
    with qtbot.waitExposed(first):
        first.show()
    first.close()

    second = make_window()
    assert second.size() == QSize(760, 540)


def test_the_first_start_shows_the_whole_window_and_its_frame_on_screen(
        make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    """Issue 30 §4: shown, with the frame the platform really draws, nothing is off screen."""
    window = make_window()
    with qtbot.waitExposed(window):
        window.show()
    available = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: available.contains(window.frameGeometry()))
    page = window.centralWidget()  # down to its last row (an editor's status line)
    assert available.contains(page.mapToGlobal(page.rect().bottomRight()))
    assert window.width() >= available.width() - 2 * FRAME_GUESS.left()  # as wide as it can


def test_a_saved_geometry_too_big_for_the_screen_is_brought_back_on_it(
        make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    """A window saved on a larger screen (or one gone) opens inside this one, status bar in
    view; the offscreen screen is 800 × 800."""
    first = make_window()
    first.setGeometry(300, 200, 1600, 1000)
    first.close()  # saves its geometry
    second = make_window()
    available = second.screen().availableGeometry()
    assert available.contains(second.geometry().marginsAdded(FRAME_GUESS))
    with qtbot.waitExposed(second):
        second.show()
    qtbot.waitUntil(lambda: available.contains(second.frameGeometry()))


@pytest.mark.parametrize(("available", "frame", "expected"), [
    # A 1280 × 800 screen with a 32-pixel panel and a 30-pixel title bar: the 1200 × 800
    # client area of before did not fit; now its height gives way, its width stays.
    (QRect(0, 32, 1280, 768), QMargins(1, 30, 1, 1), QRect(40, 62, 1200, 737)),
    # A large screen: the default size, centred.
    (QRect(0, 0, 1920, 1080), QMargins(1, 30, 1, 1), QRect(360, 154, 1200, 800)),
    # A small screen beside a larger one (x from 1920): capped and on it.
    (QRect(1920, 0, 1024, 600), FRAME_GUESS, QRect(1928, 40, 1008, 552)),
])
def test_the_first_size_fits_the_available_geometry_with_its_frame(
        available: QRect, frame: QMargins, expected: QRect) -> None:
    placed = first_geometry(available, frame)
    assert placed == expected
    assert available.contains(placed.marginsAdded(frame))


def test_a_restored_geometry_is_moved_in_and_capped() -> None:
    available, frame = QRect(0, 0, 1280, 800), QMargins(2, 30, 2, 2)
    fits = QRect(100, 100, 800, 500)
    assert fitted(fits, available, frame) == fits  # a geometry that fits is left alone
    gone = QRect(3000, -400, 900, 600)  # on a screen no longer there
    moved = fitted(gone, available, frame)
    assert moved.size() == QSize(900, 600)
    assert available.contains(moved.marginsAdded(frame))
    huge = fitted(QRect(-50, 10, 2000, 1200), available, frame)
    assert huge == QRect(2, 30, 1276, 768)


def test_recent_files_survive_a_restart_newest_first(make_window: Callable[[], MainWindow],
                                                     tmp_path: Path) -> None:
    older, newer = _copy_sample(tmp_path, "older.json"), _copy_sample(tmp_path, "newer.json")
    first = make_window()
    assert first.open_path(older)
    assert first.open_path(newer)
    first.close()

    second = make_window()
    assert second.recent.paths() == [newer.resolve(), older.resolve()]
    second.recent_menu.aboutToShow.emit()
    assert _menu_texts(second.recent_menu) == ["&1 newer.json", "&2 older.json", "&Clear Recent"]
    assert second.start_page.recent_list.count() == 2


def test_missing_recent_files_are_pruned_when_the_menu_shows(window: MainWindow,
                                                             tmp_path: Path,
                                                             qtbot: QtBot) -> None:
    gone, kept = _copy_sample(tmp_path, "gone.json"), _copy_sample(tmp_path, "kept.json")
    window.open_path(gone)
    window.open_path(kept)
    gone.unlink()

    window.recent_menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(window.recent_menu.isVisible)
    window.recent_menu.close()
    assert window.recent.paths() == [kept.resolve()]
    assert _menu_texts(window.recent_menu) == ["&1 kept.json", "&Clear Recent"]
    assert window.start_page.recent_list.count() == 1

    window.clear_recent_action.trigger()
    assert window.recent.paths() == []
    assert not window.clear_recent_action.isEnabled()
    assert window.start_page.recent_stack.currentWidget() is window.start_page.recent_empty


def test_recent_files_keep_the_ten_latest_without_duplicates(tmp_path: Path,
                                                             settings_dir: Path) -> None:
    recent = RecentFiles(QSettings())
    paths = [_copy_sample(tmp_path, f"round-{i:02}.json") for i in range(12)]
    for path in paths:
        recent.add(path)
    recent.add(paths[5])
    expected = [paths[5], *[p for p in reversed(paths) if p != paths[5]]][:MAX_RECENT]
    assert recent.paths() == [p.resolve() for p in expected]
    assert (settings_dir / "GolfStudio" / "GolfStudio.ini").is_file()


def test_clicking_a_recent_file_on_the_start_page_opens_it(window: MainWindow, qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    path = _copy_sample(tmp_path, "tuesday.json")
    window.recent.add(path)
    window.recent_menu.aboutToShow.emit()  # refreshes the start page's list too
    listing = window.start_page.recent_list
    assert listing.count() == 1
    rect = listing.visualItemRect(listing.item(0))
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.current_page() is window.round_page
    assert window.round_page.path == path


def _drag_events(paths: list[Path]) -> tuple[QDragEnterEvent, QDropEvent, QMimeData]:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    return enter, drop, mime


def test_dropping_a_round_file_opens_it(window: MainWindow, tmp_path: Path) -> None:
    path = _copy_sample(tmp_path, "dropped.json")
    enter, drop, _mime = _drag_events([path])
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, drop)
    assert drop.isAccepted()
    assert window.round_page.path == path


@pytest.mark.parametrize("name", ["notes.txt", "picture.png"])
def test_dropping_other_files_is_refused(window: MainWindow, tmp_path: Path, name: str) -> None:
    other = tmp_path / name
    other.write_text("not a round")
    enter, _drop, _mime = _drag_events([other])
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()
    assert window.round_page.card is None


def test_start_page_screenshot(window: MainWindow, screenshot_dir: Path) -> None:
    rounds = Path.home() / "Golf" / "2025"  # the test's own home (tests/conftest.py)
    rounds.mkdir(parents=True)
    for name in ("tuesday-game-night.json", "club-championship.json", "game-night-03-14.json"):
        assert window.open_path(_copy_sample(rounds, name))
    window.show_start_page()
    window.start_page.tiles[Area.GAME_NIGHT].setFocus()
    save_screenshot(window, screenshot_dir / "start_page.png")
    window.resize(1280, 800)  # the other size the studio is laid out for
    QApplication.processEvents()
    wide = window.grab()
    assert (wide.width(), wide.height()) == (1280, 800)
    assert wide.save(str(screenshot_dir / "start_page_1280.png"))
    assert distinct_colours(wide.toImage()) > 40


# --- the shell built from the areas -----------------------------------------------------------

def test_dropping_a_course_opens_it_in_the_area_its_format_names(window: MainWindow,
                                                                 tmp_path: Path) -> None:
    from golfstudio.carambole.bundled import bundled_course

    course = tmp_path / "dropped-course.json"
    shutil.copyfile(bundled_course("course-2").path, course)
    enter, drop, _mime = _drag_events([course])
    QApplication.sendEvent(window, enter)
    QApplication.sendEvent(window, drop)
    assert drop.isAccepted()
    assert window.current_area() is window.area(COURSES)
    assert window.windowTitle().endswith("dropped-course.json — GolfStudio")
    assert window.recent.paths() == [course.resolve()]


@pytest.mark.parametrize(("text", "reason"), [
    ('{"format": "golfstudio.nosuchkind", "version": 1}',
     'unknown file format "golfstudio.nosuchkind": File > Open opens courses, saved games '
     "and round files"),
    ('{"name": "recipes", "items": []}', 'not a GolfStudio file (no "format" key)'),
    ("[1, 2, 3]", "not a GolfStudio file: it holds a list, not one JSON object"),
    ("{oops", "not valid JSON at line 1, column 2: "),
    ('{"format": "golfstudio.night", "version": 1}',
     'a night file ("format": "golfstudio.night"): add its night to the database with '
     "File > Import Night… in Game night"),
])
def test_a_file_no_area_opens_is_refused_as_what_it_is(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall], text: str,
        reason: str) -> None:
    """Not as a round file missing its holes (issue 30 §9): the format is named, or the
    file is said to be no GolfStudio file."""
    odd = tmp_path / "league.json"
    odd.write_text(text, encoding="utf-8")
    assert not window.open_path(odd)
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot open file")]
    assert dialogs[0].text.startswith(f"league.json: {reason}")
    assert window.stack.currentWidget() is window.start_page  # nothing shown changed
    assert Area.GAME_NIGHT not in window.areas  # not read as a round file
    assert window.recent.paths() == []


@pytest.mark.parametrize(("game", "area", "title"), [
    ("carambole", COURSES, "Cannot open course file"),
    ("ultimate", "ultimate.editor", "Cannot open course file"),
    ("dicegolf", "dicegolf.editor", "Cannot open course file"),
])
def test_file_open_of_a_broken_course_file_says_it_is_a_course_file(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall], game: str, area: str,
        title: str, open_dialog: FakeOpenDialog) -> None:
    """A course file with a syntax error is opened, and refused, by its editor: its format
    is found in its text. Driven through File > Open as a user does."""
    broken = tmp_path / "broken-course.json"
    broken.write_text(f'{{"format": "golfstudio.{game}", "version": 1,\n  "name": "x",,}}\n',
                      encoding="utf-8")
    open_dialog.answer = broken
    window.open_action.trigger()
    assert [(d.kind, d.title) for d in dialogs] == [("warning", title)]
    assert "not valid JSON at line 2" in dialogs[0].text
    assert "round file" not in dialogs[0].text
    assert area in window.areas and Area.GAME_NIGHT not in window.areas
    assert window.recent.paths() == []


def test_file_open_of_a_broken_round_file_is_a_round_file_error(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall],
        open_dialog: FakeOpenDialog) -> None:
    broken = tmp_path / "round.json"
    broken.write_text('{"holes": [{"par": 4, "si": 1}], "players": [', encoding="utf-8")
    open_dialog.answer = broken
    window.open_action.trigger()
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot open round file")]
    assert dialogs[0].text.startswith("round.json: not valid JSON")


def test_an_area_s_menus_show_only_while_it_is_the_page(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], Qt.MouseButton.LeftButton)
    assert not window.edit_menu.menuAction().isVisible()  # Game night has no Edit menu
    assert _menu_texts(window.file_menu) == [
        "&New Ultimate Golf Course", "&New Course", "&New Dice Golf Course", "&Open…",
        "Open &Recent", "Open the Bundled Ultimate Golf Course as a &Template",
        "Open Bundled Course as &Template", "Open the Bundled Dice Golf Course as a &Template",
        "Open the &Sample Round", "Import Night…", "Export Night…", "&Close", "&Quit"]
    courses = window.area(COURSES)
    new_course = courses.menu_new()[0]
    new_course.trigger()  # File ▸ New Course from another area brings its area up
    assert window.current_area() is courses
    assert window.edit_menu.menuAction().isVisible()
    assert "&Save" in _menu_texts(window.file_menu)
    assert _menu_texts(window.view_menu)[1:4] == ["&Fit Course", "Zoom &In", "Zoom &Out"]
    window.show_start_page()
    assert "&Save" not in _menu_texts(window.file_menu)
    assert _menu_texts(window.view_menu) == ["&Start Page", "&Full Screen"]


def test_closing_the_window_keeps_each_areas_layout_under_its_own_key(
        make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    first = make_window()
    with qtbot.waitExposed(first):
        first.show()
    first.show_area(COURSES)
    first.close()
    assert not first.isVisible()
    settings = QSettings()
    assert settings.contains("courseEditor/state")  # the Courses area's own key
    second = make_window()
    assert second.area(COURSES).layout_restored  # read back from that key


def test_quitting_asks_about_a_game_before_any_document_is_closed(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    from ui.carambole.play.area import PlayArea
    from ui.carambole.play.seats import Seat
    from ui.carambole.play.setup_dialog import SetupDialog

    courses = window.area(COURSES)
    editor = courses.open_template("course-1")
    assert editor is not None
    assert courses.select_all() and courses.delete_selection()  # an unsaved edit
    assert editor.document.is_modified()
    play = window.area(PLAY)
    assert isinstance(play, PlayArea)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        dialog.set_player(0, seat=Seat.HUMAN)  # waits for a person: still in progress
        dialog.start_button.click()

    QTimer.singleShot(0, answer)
    assert play.new_game()
    assert play.in_progress()
    window.quit_action.trigger()  # the recorded question answers Cancel: kept
    assert [(d.kind, d.text) for d in dialogs] == [
        ("abandon", "Abandon the Mini Golf Carambole game in progress?")]
    assert window.isVisible()
    assert courses.editors() == [editor]  # its document was neither asked about nor closed
    # Nothing left for the teardown: the analysis dock of a tab still open when the window
    # itself is deleted trips over its own deleted widgets (ui/carambole/editor/analysis).
    play.clear()
    editor.document.undo_stack.setClean()
    assert courses.close_all()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
