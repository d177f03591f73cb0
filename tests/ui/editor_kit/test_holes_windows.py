"""What the kit's ``HolesWindow``, ``CourseDock`` and ``HoleByHoleEditor`` do the same in
both hole-by-hole editors (Dice Golf tracks, Ultimate Golf layouts), driven with real clicks
and keys: the empty page's buttons, tabs of the game's editor, the Course dock's name (Enter,
and before a save), a core error said in the status line, an Undo bringing back the hole
it changed, and the games' catalogue entries read in French and German."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf import hole_edits as dicegolf_edits
from golfstudio.errors import GolfStudioError
from golfstudio.ultimate import hole_edits as ultimate_edits
from tests.ui.editor_kit.harness import ScriptedDialogs, show_active
from ui.dicegolf.editor.window import TrackWindow
from ui.editor_kit.empty_page import EmptyPage
from ui.editor_kit.hole_editor import HoleByHoleEditor
from ui.editor_kit.holes_window import HolesWindow
from ui.ultimate.editor.window import HoleLayoutWindow

LEFT = Qt.MouseButton.LeftButton
GAMES = ["dicegolf", "ultimate"]


def make_window(qtbot: QtBot, game: str, tmp_path: Path) -> HolesWindow[Any, Any]:
    dialogs = ScriptedDialogs().dialogs()
    window: HolesWindow[Any, Any]
    if game == "dicegolf":
        window = TrackWindow(dialogs=dialogs, recovery_root=tmp_path / "recovery")
    else:
        window = HoleLayoutWindow(dialogs=dialogs, recovery_root=tmp_path / "recovery",
                                  live_analysis=False)
    qtbot.addWidget(window)
    show_active(qtbot, window, (1280, 800))
    return window


def rename_hole(game: str, course: Any, index: int, name: str) -> Any:
    edits = dicegolf_edits if game == "dicegolf" else ultimate_edits
    return edits.set_hole_fields(course, index, name=name)


@pytest.mark.parametrize("game", GAMES)
def test_the_empty_page_opens_the_games_editors_in_tabs(qtbot: QtBot, game: str,
                                                        tmp_path: Path) -> None:
    window = make_window(qtbot, game, tmp_path)
    page = window.empty_page
    assert isinstance(page, EmptyPage) and window.central.currentWidget() is page
    assert window.current_editor() is None
    assert window.page_title() == window.tile().title == window.front().tile.title
    assert window.template_action in window.open_entries
    assert window.template_action.text() == window.front().open[0].text

    qtbot.mouseClick(page.template_button, LEFT)
    copy = window.current_editor()
    assert isinstance(copy, window.editor_type) and isinstance(copy, HoleByHoleEditor)
    assert copy.document.path is None and copy.document.model.name.startswith("Copy of")
    assert window.page_title() == copy.document.title()

    window.close_all()
    assert window.central.currentWidget() is page
    qtbot.mouseClick(page.new_button, LEFT)
    new = window.current_editor()
    assert isinstance(new, window.editor_type) and new is not copy
    assert window.tabs.count() == 1
    assert isinstance(window.new_document(), window.editor_type)
    assert window.tabs.count() == 2


@pytest.mark.parametrize("game", GAMES)
def test_the_course_dock_renames_on_enter_and_before_a_save(qtbot: QtBot, game: str,
                                                            tmp_path: Path) -> None:
    window = make_window(qtbot, game, tmp_path)
    first = window.new_course()
    editor = window.new_course()
    dock = window.course_panel
    document = editor.document
    assert dock.editor is editor and dock.widget().isEnabled()
    assert dock.name_edit.text() == document.model.name
    assert dock.totals_label.text() != ""
    assert dock.hole_list.count() == len(document.model.holes)

    qtbot.mouseClick(dock.name_edit, LEFT)
    dock.name_edit.selectAll()
    qtbot.keyClicks(dock.name_edit, "Links")
    qtbot.keyClick(dock.name_edit, Qt.Key.Key_Return)
    assert document.model.name == "Links"
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Rename the course"

    dock.name_edit.selectAll()
    qtbot.keyClicks(dock.name_edit, "Dunes")
    window.commit_pending(first.document)  # another tab's document: nothing to commit here
    assert document.model.name == "Links"
    window.commit_pending(document)
    assert document.model.name == "Dunes" and document.undo_stack.count() == 2
    assert first.document.undo_stack.count() == 0

    def refused() -> Any:
        raise GolfStudioError("That hole is not there.")

    assert not dock.try_edit("Break it", refused)
    assert editor.hint_label.text() == "That hole is not there."
    assert document.undo_stack.count() == 2

    window.close_tab(window.tabs.indexOf(editor))
    window.close_tab(window.tabs.indexOf(first))
    assert dock.editor is None and not dock.widget().isEnabled()
    assert dock.hole_list.count() == 0 and dock.totals_label.text() == ""


@pytest.mark.parametrize("game", GAMES)
def test_undo_brings_back_the_hole_it_changed(qtbot: QtBot, game: str,
                                              tmp_path: Path) -> None:
    window = make_window(qtbot, game, tmp_path)
    editor = window.new_course()
    dock = window.course_panel
    list_view = dock.hole_list
    with qtbot.waitSignal(editor.holeShown, timeout=1000) as shown:
        rect = list_view.visualItemRect(list_view.item(2))
        qtbot.mouseClick(list_view.viewport(), LEFT, pos=rect.center())
    assert shown.args == [2] and editor.hole_index == 2
    assert dock.try_edit("Name the hole", lambda: rename_hole(
        game, editor.document.model, 2, "Corner"))
    rect = list_view.visualItemRect(list_view.item(0))
    qtbot.mouseClick(list_view.viewport(), LEFT, pos=rect.center())
    assert editor.hole_index == 0
    with qtbot.waitSignal(editor.holeShown, timeout=1000) as shown:
        editor.document.undo_stack.undo()
    assert shown.args == [2] and editor.hole_index == 2
    assert list_view.currentRow() == 2
    # Showing the hole already shown does nothing.
    with qtbot.assertNotEmitted(editor.holeShown):
        editor.show_hole(2)


SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"
TRANSLATIONS = Path(__file__).resolve().parents[3] / "resources" / "translations"
EMPTY_TITLES = {"dicegolf": "Dice Golf courses", "ultimate": "Ultimate Golf courses"}
DOCUMENT_CONTEXTS = {"dicegolf": "DiceGolfCourseDocument", "ultimate": "UltimateCourseDocument"}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_kits_words_read_the_games_catalogue_entries(qtbot: QtBot, game: str,
                                                         language: str,
                                                         tmp_path: Path) -> None:
    """The empty page, the Course dock and the codec's untitled name, now made by the kit,
    still read the entries their games had (contexts ``EmptyPage``, ``CoursePanel`` and the
    game's document), at 1280×800."""
    translator = QTranslator()
    if language != "en":
        assert translator.load(str(TRANSLATIONS / f"golfstudio_{language}.qm"))
        assert QCoreApplication.installTranslator(translator)
    try:
        window = make_window(qtbot, game, tmp_path)
        title = window.empty_page.findChild(QLabel, "pageTitle")
        assert title is not None
        expected = QCoreApplication.translate("EmptyPage", EMPTY_TITLES[game])
        assert title.text() == expected
        assert (expected != EMPTY_TITLES[game]) == (language != "en")
        untitled = QCoreApplication.translate(DOCUMENT_CONTEXTS[game], "Untitled course")
        assert (untitled != "Untitled course") == (language != "en")
        assert window.codec.untitled_name() == untitled == window.codec.blank().name
        empty = window.grab()
        window.open_template()
        QApplication.processEvents()
        dock = window.course_panel
        course = QCoreApplication.translate("CoursePanel", "Course")
        assert dock.windowTitle() == course and (course != "Course") == (language != "en")
        (name_label,) = [label for label in dock.findChildren(QLabel)
                         if label.buddy() is dock.name_edit]
        assert name_label.text() == QCoreApplication.translate("CoursePanel", "Name:")
        assert dock.name_edit.isVisible() and dock.hole_list.isVisible()
        assert dock.hole_list.count() == len(window.current_editor().document.model.holes)
        for folder in (SCREENSHOTS, Path("/tmp/shots/i30-editkit")):
            folder.mkdir(parents=True, exist_ok=True)
            assert empty.save(str(folder / f"{game}_editor_empty_{language}_1280x800.png"))
            assert window.grab().save(str(folder / f"{game}_editor_{language}_1280x800.png"))
    finally:
        QCoreApplication.removeTranslator(translator)
