"""What a screen reader hears: every control of the studio has a name, a board tells its
new state, and a score cell says whose hole it is.

The walk of tests/ui/test_languages.py goes through the start page, every area (editors
with a document, each game's set-up dialog and table, a night's grid, the league), the help
windows and the dialogs; here each page it visits is also asked for controls a screen
reader has no name for (``ui.accessibility.unnamed_controls``, which counts what Qt derives
from a button's text or a form row's label), and the test lists them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.ui import test_languages
from tests.ui.accessibility_events import record_accessible_events
from tests.ui.conftest import DialogCall, FakeOpenDialog
from ui.accessibility import accessible_name, describe_state, name, unnamed_controls
from ui.editor_kit.window import EditorWindow
from ui.gamenight.entry_view import EntryGridView
from ui.gamenight.scorecard_view import ScorecardView
from ui.games import GAME_AREAS
from ui.help import ReportDialog
from ui.main_window import MainWindow
from ui.play_kit.area import PlayArea
from ui.scorecard.model import Card, Course, PlayerRow, ScorecardModel, ScoreCell


def _where(widget: QWidget) -> str:
    chain = [f"{type(widget).__name__}({widget.objectName()!r})"]
    parent = widget.parentWidget()
    while parent is not None and len(chain) < 5:
        chain.append(type(parent).__name__)
        parent = parent.parentWidget()
    return " in ".join(chain)


@dataclass
class NamesWalk(test_languages.Walk):
    """The languages walk, also noting each page's unnamed controls."""

    unnamed: dict[str, None] = field(default_factory=dict)
    checked: int = 0

    def widget(self, root: QWidget) -> None:
        super().widget(root)
        QApplication.processEvents()
        self.checked += 1
        for widget in unnamed_controls(root):
            self.unnamed.setdefault(_where(widget))


def test_every_control_the_studio_shows_has_a_name(
        qtbot: QtBot, dialogs: list[DialogCall], open_dialog: FakeOpenDialog,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(test_languages, "Walk", NamesWalk)
    window = MainWindow(db_url=f"sqlite:///{tmp_path / 'walk.db'}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    window.resize(*test_languages.SIZE)
    with qtbot.waitExposed(window):
        window.show()
    (tmp_path / "shots").mkdir()
    shots = {name: tmp_path / "shots" / f"names_{name}.png"
             for name in ("start", "night_setup", "pbm_league")}
    walk = test_languages.walk_the_studio(window, dialogs, shots)
    assert isinstance(walk, NamesWalk)
    assert walk.checked >= 40, f"the walk looked at only {walk.checked} pages"
    found = list(walk.unnamed)
    assert not found, (f"{len(found)} controls have no accessible name:\n"
                       + "\n".join(found))


@pytest.mark.parametrize("key", [area.key for area in GAME_AREAS])
def test_each_area_with_a_document_or_a_game_has_no_silent_control(
        window: MainWindow, qtbot: QtBot, key: str) -> None:
    """Each area as a user first works in it: an editor with a new course (its docks and
    panels shown), a table with the default set-up (you against an AI), the league."""
    area = window.area(key)
    window.show_area(key)
    if isinstance(area, EditorWindow):
        area.new_document()
    if isinstance(area, PlayArea):
        seen: list[str] = []

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, QDialog)
            seen.extend(_where(w) for w in unnamed_controls(dialog))
            dialog.accept()

        QTimer.singleShot(0, answer)
        assert area.new_game()
        assert seen == [], f"the set-up dialog's silent controls: {seen}"
    QApplication.processEvents()
    assert [_where(w) for w in unnamed_controls(area)] == []


def test_the_report_dialog_names_its_path_field(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ReportDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed_controls(dialog) == []
    assert accessible_name(dialog.path_field) == "Log folder"


# --- the walker ---------------------------------------------------------------------------

def test_a_control_qt_cannot_name_is_listed_until_it_is_named(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    form = QFormLayout(page)
    labelled = QSpinBox(page)
    form.addRow("Strokes", labelled)  # the row's label is its buddy: Qt names it
    worded = QPushButton("&Save", page)
    glyph = QPushButton("+", page)  # a reader would say "plus"
    icon_only = QToolButton(page)
    bare_edit = QLineEdit(page)
    bare_edit.setPlaceholderText("Name")  # a placeholder is not a name
    box = QGroupBox("Players", page)
    inside = QComboBox(box)
    QVBoxLayout(box).addWidget(inside)  # a titled group box names what is directly in it
    table = QTableView(page)
    hidden = QToolButton(page)
    hidden.hide()  # shown only in some states: not asked of the page
    stack = QStackedWidget(page)
    stack.addWidget(QLabel("first page", stack))
    later = QWidget(stack)
    later_edit = QLineEdit(later)
    stack.addWidget(later)  # a page chosen later is still the user's to reach
    for widget in (worded, glyph, icon_only, bare_edit, box, table, hidden, stack):
        form.addRow(widget)
    page.show()
    assert accessible_name(labelled) == "Strokes"
    assert accessible_name(worded) == "Save"
    assert accessible_name(inside) == "Players"
    assert unnamed_controls(page) == [glyph, icon_only, bare_edit, table, later_edit]
    name(glyph, "Add a player")
    name(icon_only, "Undo", "Takes back the last score")
    name(bare_edit, "Name")
    name(table, "Scorecard")
    name(later_edit, "Course")
    assert unnamed_controls(page) == []
    assert icon_only.accessibleDescription() == "Takes back the last score"


def test_a_board_tells_a_new_state_once(qtbot: QtBot,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    board = QWidget()
    qtbot.addWidget(board)
    events = record_accessible_events(monkeypatch)
    describe_state(board, "Ball on cell 4, −2, sand; strokes: 3")
    describe_state(board, "Ball on cell 4, −2, sand; strokes: 3")
    assert board.accessibleDescription() == "Ball on cell 4, −2, sand; strokes: 3"
    assert events.of(board) == [QAccessible.Event.DescriptionChanged]
    describe_state(board, "Ball holed; strokes: 4")
    assert events.of(board) == [QAccessible.Event.DescriptionChanged] * 2


# --- the score grid -----------------------------------------------------------------------

def _spoken_cells(view: QTableView) -> list[str]:
    """What a screen reader reads for each cell, through Qt's own table interface."""
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None
    cells = (table.child(k) for k in range(table.childCount()))
    return [cell.text(QAccessible.Text.Name) for cell in cells
            if cell is not None and cell.role() == QAccessible.Role.Cell]


def test_a_score_cell_says_whose_hole_and_what_score(qtbot: QtBot) -> None:
    model = ScorecardModel()
    model.show(Card(
        players=(PlayerRow("Anna", (ScoreCell(4), ScoreCell(5, provisional=True),
                                    ScoreCell(typed="1"))),
                 PlayerRow("Ben", (ScoreCell(3), ScoreCell(), ScoreCell()))),
        holes=3, course=Course((4, 4, 3), (1, 2, 3))))
    view = ScorecardView(model)
    qtbot.addWidget(view)
    view.show()
    assert accessible_name(view) == "Scorecard"
    assert _spoken_cells(view) == [
        "Par, hole 1: 4", "Par, hole 2: 4", "Par, hole 3: 3", "Par, Total: 11",
        "Stroke index, hole 1: 1", "Stroke index, hole 2: 2", "Stroke index, hole 3: 3", "",
        "Anna, hole 1: 4", "Anna, hole 2: 5 so far", "Anna, hole 3: typing 1",
        "Anna, Total: 9 so far",
        "Ben, hole 1: 3", "Ben, hole 2: no score yet", "Ben, hole 3: no score yet",
        "Ben, Total: 3"]


def test_the_night_grid_speaks_each_score_as_it_is_typed(
        window: MainWindow, qtbot: QtBot) -> None:
    """A night's entry grid, scored by keys: the cell typed into says its new score."""
    from datetime import date

    from golfstudio.gamenight.courses import install_bundled
    from ui.areas import Area

    store = window.store()
    assert store is not None
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = [store.add_player(n).id or 0 for n in ("Ann", "Bob")]
    night = store.add_night(date(2024, 3, 7), course.id or 0, ids)
    area = window.game_night
    window.show_area(Area.GAME_NIGHT)
    assert area.open_night(night.id or 0)
    page = area.night_page
    assert page is not None
    grid = page.findChild(EntryGridView)
    assert grid is not None
    assert unnamed_controls(window) == []
    assert accessible_name(grid) == "Score entry"
    assert "Ann, hole 1: no score yet" in _spoken_cells(grid)
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_5)  # a par 4's 5 is complete at once: saved
    qtbot.waitUntil(lambda: "Ann, hole 1: 5" in _spoken_cells(grid))
