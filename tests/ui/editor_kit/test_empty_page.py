"""The kit's empty page: the words and start buttons every editor area shows with no tab."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ui.editor_kit.empty_page import BUTTON_WIDTH, EmptyPage

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"


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
