"""Issue 27 §6 and §7 at the table, with real keys and clicks on the real grid (SQLite):
a correction never sends the next digit into a filled cell, a late player's row is typed
along the row, a two-digit score is one cell, and a score above par + 10 is asked about
(Enter keeps it, Escape cancels and loses nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from golfstudio.store import Store, open_store
from tests.ui.gamenight.test_night_entry import NAMES, _night
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.screenshot import save_screenshot
from ui.gamenight import entry_view
from ui.gamenight.night_page import ENTRY_ALONG_ROW_KEY, GameNightPage
from ui.scorecard.model import HEADER_ROWS

LEFT = Qt.MouseButton.LeftButton
PAGE = (1280, 800)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'grid.db'}") as opened:
        yield opened


def _page(qtbot: QtBot, store: Store, game: str = "ultimate") -> GameNightPage:
    page = GameNightPage(store, _night(store, game), poll_ms=0)
    qtbot.addWidget(page)
    page.resize(*PAGE)
    with qtbot.waitExposed(page):
        page.show()
    page.activateWindow()
    page.grid.setFocus()
    return page


def _click(qtbot: QtBot, page: GameNightPage, name: str, hole: int) -> None:
    """A click on the player's cell of ``hole``, where the view draws it."""
    row = HEADER_ROWS + NAMES.index(name)
    index = page.model.index(row, page.model.column_of_hole(hole))
    qtbot.mouseClick(page.grid.viewport(), LEFT, pos=page.grid.visualRect(index).center())
    assert page.grid.current_cell() == (index.row(), index.column())


def _scores(page: GameNightPage) -> dict[tuple[str, int], int]:
    names = {s.player_id: s.name for s in page.state.seats}
    return {(names[pid], hole): v for (pid, hole), v in
            page.store.round_scores(page.round_id).items()}


def _cursor(page: GameNightPage) -> tuple[str, int]:
    cell = page.model.cell_at(*page.grid.current_cell())
    assert cell is not None
    return page.state.seats[page.state.player_ids.index(cell[0])].name, cell[1]


# --- §6: after a correction, the next empty cell ------------------------------------------

def test_a_correction_then_a_digit_never_overwrites_a_filled_cell(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)
    page = _page(qtbot, store)
    qtbot.keyClicks(page.grid, "4534" + "45")  # hole 1 for all four, hole 2 for Ann and Bob
    assert _cursor(page) == ("Cy", 2)
    _click(qtbot, page, "Ann", 1)
    qtbot.keyClicks(page.grid, "6")  # the correction
    # Not into Bob's 5 on hole 1: the next empty cell in entry order, Cy's hole 2.
    assert _cursor(page) == ("Cy", 2)
    qtbot.keyClicks(page.grid, "7")
    assert _scores(page) == {("Ann", 1): 6, ("Bob", 1): 5, ("Cy", 1): 3, ("Dee", 1): 4,
                             ("Ann", 2): 4, ("Bob", 2): 5, ("Cy", 2): 7}
    # A gap left earlier is found after the last cell: Dee's hole 2, then back to it.
    assert _cursor(page) == ("Dee", 2)


def test_tab_still_steps_onto_filled_cells(qtbot: QtBot, store: Store,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab is the scorekeeper's own move: it goes to the next cell, filled or not."""
    scores_called_out(monkeypatch)
    page = _page(qtbot, store)
    qtbot.keyClicks(page.grid, "45")
    _click(qtbot, page, "Ann", 1)
    qtbot.keyClick(page.grid, Qt.Key.Key_Tab)
    assert _cursor(page) == ("Bob", 1)


# --- §6: along a player's row -------------------------------------------------------------

def test_a_late_players_row_is_typed_along_the_row(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch, screenshot_dir: Path,
        settings_dir: Path) -> None:
    scores_called_out(monkeypatch)
    page = _page(qtbot, store)
    assert not page.along_row and not page.row_button.isChecked()
    assert page.row_button.text() == "Entry: by hole"
    save_screenshot(page, Path("/tmp/eg-hole.png"), PAGE)
    # Ann, Bob and Cy played holes 1–3; Dee joins late.
    qtbot.keyClicks(page.grid, "453")
    qtbot.keyClick(page.grid, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.grid, "544")
    qtbot.keyClick(page.grid, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.grid, "346")
    qtbot.keyClick(page.grid, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.along_row and page.row_button.isChecked()
    assert "Along a player's row" in page.hint.text()
    assert page.row_button.text() == "Entry: along the row"
    _click(qtbot, page, "Dee", 1)
    qtbot.keyClicks(page.grid, "5634")
    assert [_scores(page).get(("Dee", h)) for h in range(1, 6)] == [5, 6, 3, 4, None]
    assert _cursor(page) == ("Dee", 5)
    # A correction in the row goes on to the row's next empty hole, not into hole 2.
    _click(qtbot, page, "Dee", 1)
    qtbot.keyClicks(page.grid, "4")
    assert _cursor(page) == ("Dee", 5)
    assert _scores(page)[("Dee", 2)] == 6
    save_screenshot(page, screenshot_dir / "entry_along_row.png", PAGE)
    save_screenshot(page, Path("/tmp/eg-row.png"), PAGE)
    # Remembered: the next night's page opens along the row; Ctrl+R switches back.
    assert QSettings().value(ENTRY_ALONG_ROW_KEY, type=bool) is True
    second = GameNightPage(store, page.night_id, poll_ms=0)
    qtbot.addWidget(second)
    page.close()
    with qtbot.waitActive(second):
        second.show()
        second.activateWindow()
    assert second.along_row and second.row_button.isChecked()
    qtbot.keyClick(second.grid, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert not second.along_row
    assert "Down the hole" in second.hint.text()
    assert QSettings().value(ENTRY_ALONG_ROW_KEY, type=bool) is False


def test_the_row_button_switches_and_the_grid_keeps_the_keyboard(
        qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    qtbot.mouseClick(page.row_button, LEFT)
    assert page.along_row and page.grid.hasFocus()
    page.add_round()  # a reloaded grid keeps the order
    assert page.grid.by_player


# --- §7: two-digit scores and plausible maximums ------------------------------------------

def test_99_typed_quickly_is_one_score_after_enter(qtbot: QtBot, store: Store,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry_view, "monotonic", lambda: 5.0)  # a burst: no time between keys
    page = _page(qtbot, store)
    qtbot.keyClicks(page.grid, "99")
    assert page.grid.asking and _cursor(page) == ("Ann", 1)
    assert page.status.text() == ("99 for Ann on hole 1 (par 4)? That is more than 14: "
                                  "Enter keeps it, Escape cancels.")
    assert page.model.index(*page.grid.current_cell()).data() == "99?…"
    save_screenshot(page, Path("/tmp/eg-ask.png"), PAGE)
    qtbot.keyClick(page.grid, Qt.Key.Key_Return)
    assert _scores(page) == {("Ann", 1): 99}  # one cell, Bob's still empty
    assert _cursor(page) == ("Bob", 1) and not page.grid.asking
    assert page.status.text() == ""
    page.undo_stack.undo()  # one step back: the 9 typed first
    assert _scores(page) == {("Ann", 1): 9}


def test_19_on_a_par_4_asks_and_escape_loses_nothing(qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    qtbot.keyClicks(page.grid, "19")
    assert page.grid.asking and _scores(page) == {}
    assert "19 for Ann on hole 1 (par 4)?" in page.status.text()
    qtbot.keyClicks(page.grid, "5")  # typed nowhere while asked: the question again
    assert page.grid.asking and _scores(page) == {}
    qtbot.keyClick(page.grid, Qt.Key.Key_Escape)
    assert _scores(page) == {} and _cursor(page) == ("Ann", 1) and not page.grid.asking
    assert page.status.text() == "19 not kept: Ann's hole 1 is still empty"
    # A correction asked about and cancelled keeps the score that was there.
    qtbot.keyClicks(page.grid, "6")
    _click(qtbot, page, "Ann", 1)
    qtbot.keyClicks(page.grid, "18")
    qtbot.keyClick(page.grid, Qt.Key.Key_Escape)
    assert _scores(page) == {("Ann", 1): 6}
    assert page.status.text() == "18 not kept: Ann's hole 1 stays 6"
    # Backspace takes the last digit back; Enter then keeps the 1.
    qtbot.keyClicks(page.grid, "19")
    qtbot.keyClick(page.grid, Qt.Key.Key_Backspace)
    assert not page.grid.asking
    qtbot.keyClick(page.grid, Qt.Key.Key_Return)
    assert _scores(page) == {("Ann", 1): 1}
    # Up to par + 10 nothing is asked: 14 on the par 4.
    _click(qtbot, page, "Bob", 1)
    qtbot.keyClicks(page.grid, "14")
    assert _scores(page)[("Bob", 1)] == 14 and not page.grid.asking
    # Moving away drops a question, saying so.
    qtbot.keyClicks(page.grid, "17")
    qtbot.keyClick(page.grid, Qt.Key.Key_Down)
    assert not page.grid.asking and ("Cy", 1) not in _scores(page)
    assert page.status.text() == "17 not kept: Cy's hole 1 is still empty"


def test_19_confirmed_with_enter_on_a_par_3(qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    _click(qtbot, page, "Cy", 4)  # hole 4 is a par 3: plausible up to 13
    qtbot.keyClicks(page.grid, "13")
    assert _scores(page) == {("Cy", 4): 13} and _cursor(page) == ("Dee", 4)
    qtbot.keyClicks(page.grid, "19")
    assert "(par 3)? That is more than 13" in page.status.text()
    qtbot.keyClick(page.grid, Qt.Key.Key_Enter)
    assert _scores(page) == {("Cy", 4): 13, ("Dee", 4): 19}


def test_the_courses_own_limit_is_the_one_asked_about(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The course editor's plausible limit (revision r0007) reaches the grid: 3 over par on
    this course, so an 8 on the par 4 is asked about and a 7 is not."""
    scores_called_out(monkeypatch)
    night = _night(store)
    course_id = store.night(night).course_id
    store.set_plausible_over_par(course_id, 3)
    page = GameNightPage(store, night, poll_ms=0)
    qtbot.addWidget(page)
    page.resize(*PAGE)
    with qtbot.waitExposed(page):
        page.show()
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "7")
    assert _scores(page) == {("Ann", 1): 7} and not page.grid.asking
    qtbot.keyClicks(page.grid, "8")
    assert page.grid.asking and "That is more than 7" in page.status.text()
    qtbot.keyClick(page.grid, Qt.Key.Key_Return)
    assert _scores(page) == {("Ann", 1): 7, ("Bob", 1): 8}


def test_a_lone_1_is_kept_after_a_pause(qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    page.grid.pause_ms = 50
    qtbot.keyClicks(page.grid, "1")
    assert _scores(page) == {}  # waiting for a possible 10–14
    qtbot.waitUntil(lambda: _scores(page) == {("Ann", 1): 1}, timeout=3000)
    assert _cursor(page) == ("Bob", 1)


def test_a_quick_digit_after_a_slow_one_is_its_own_score(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)
    page = _page(qtbot, store)
    qtbot.keyClicks(page.grid, "99")  # a second apart: two players' nines
    assert _scores(page) == {("Ann", 1): 9, ("Bob", 1): 9} and not page.grid.asking


def test_play_nine_card_totals_are_never_asked_about(qtbot: QtBot, store: Store) -> None:
    """Decision: a card total has no par to be plausible against; 45 is a total like any."""
    page = _page(qtbot, store, "playnine")
    qtbot.keyClicks(page.grid, "45")
    assert _scores(page) == {("Ann", 1): 45} and not page.grid.asking


def test_carambole_two_quick_digits_past_the_limit_are_two_scores(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hole scores 1–10 in Carambole: "55" cannot be one score, so it is two, unasked."""
    monkeypatch.setattr(entry_view, "monotonic", lambda: 5.0)
    page = _page(qtbot, store, "carambole")
    qtbot.keyClicks(page.grid, "55")
    assert _scores(page) == {("Ann", 1): 5, ("Bob", 1): 5} and not page.grid.asking
