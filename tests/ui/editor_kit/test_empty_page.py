"""The kit's empty page: the words and start buttons every editor area shows with no tab."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ui.editor_kit.empty_page import BUTTON_WIDTH, EmptyPage

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"
TRANSLATIONS = Path(__file__).resolve().parents[3] / "resources" / "translations"


def test_buttons_stand_in_order_under_the_words_and_do_their_action(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 800)
    pressed: list[str] = []
    page = EmptyPage(host, name="testEmpty", title="Boards", words="Draw a board.")
    first = page.add_button("New board", lambda: pressed.append("new"), primary=True)
    second = page.add_button("Open a board file…", lambda: pressed.append("open"))
    page.outer.addStretch(1)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    labels = [page.outer.itemAt(i).widget() for i in range(2)]
    assert [w.text() for w in labels if isinstance(w, QLabel)] == ["Boards", "Draw a board."]
    assert [page.outer.itemAt(i).widget() for i in (2, 3)] == [first, second]
    assert page.objectName() == "testEmpty"
    assert first.objectName() == "primary" and second.objectName() != "primary"
    assert all(b.width() <= BUTTON_WIDTH for b in page.findChildren(QPushButton))
    assert first.geometry().bottom() < second.geometry().top()
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert pressed == ["open", "new"]
    SCREENSHOTS.mkdir(exist_ok=True)
    page.grab().save(str(SCREENSHOTS / "editor_kit_empty_page_1280x800.png"))


def test_course_buttons_start_a_course_three_ways_in_the_games_words(qtbot: QtBot) -> None:
    """The Dice Golf and Ultimate Golf editors' start (``add_course_buttons``): New course
    first and primary, then the bundled copy and Open, each doing its own action; in French
    they read the catalogue's entries under the pages' context ``EmptyPage``."""
    host = QWidget()
    qtbot.addWidget(host)
    pressed: list[str] = []
    page = EmptyPage(host, name="testCourses", title="Courses", words="Lay out a course.")
    page.add_course_buttons(new=lambda: pressed.append("new"),
                            template=lambda: pressed.append("template"),
                            open_file=lambda: pressed.append("open"))
    buttons = [page.new_button, page.template_button, page.open_button]
    assert [page.outer.itemAt(i).widget() for i in (2, 3, 4)] == buttons
    assert [b.text() for b in buttons] == [
        "New course", "Copy the bundled course", "Open a course file…"]
    assert [b.objectName() == "primary" for b in buttons] == [True, False, False]
    for button in reversed(buttons):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert pressed == ["open", "template", "new"]

    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "golfstudio_fr.qm"))
    assert QCoreApplication.installTranslator(translator)
    try:
        french = EmptyPage(host, name="testCoursesFr", title="Parcours", words="…")
        french.add_course_buttons(new=lambda: None, template=lambda: None,
                                  open_file=lambda: None)
        assert [b.text() for b in (french.new_button, french.template_button,
                                   french.open_button)] == [
            "Nouveau parcours", "Copier le parcours fourni", "Ouvrir un fichier de parcours…"]
    finally:
        QCoreApplication.removeTranslator(translator)
