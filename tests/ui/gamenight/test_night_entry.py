"""The scorekeeper at the table: a whole round typed by keystrokes only, standings equal to
the core's, a restart that finds everything, refused scores, undo, two windows at once."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.csv_io import parse_csv
from golfstudio.gamenight.history_queries import course_catalog
from golfstudio.gamenight.night import load_night
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import score
from golfstudio.store import Format, PlayedFormat, Store, open_store
from golfstudio.store.corrections import Corrections
from tests.ui.conftest import DialogCall
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.pdf import PdfPages
from tests.ui.screenshot import SIZE, save_screenshot
from ui.gamenight import entry_view
from ui.gamenight.night_page import GameNightPage
from ui.scorecard.model import HEADER_ROWS

NAMES = ("Ann", "Bob", "Cy", "Dee")
FORMATS = [PlayedFormat(Format.STROKE, net=True, allowance=95),
           PlayedFormat(Format.SKINS, carry_over=True),
           PlayedFormat(Format.BESTBALL_NASSAU, net=True, auto_press=True),
           PlayedFormat(Format.BESTBALL_STROKE, net=True, allowance=85),
           PlayedFormat(Format.STABLEFORD, net=True)]


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'night.db'}"


def _night(store: Store, game: str = "ultimate") -> int:
    course = next(c for c in install_bundled(store) if c.game == game)
    ids = [store.add_player(n).id or 0 for n in NAMES]
    for pid, index in zip(ids, (4.2, 11.6, 0.0, 17.5), strict=True):
        store.add_handicap(pid, date(2024, 1, 1), index)
    night = store.add_night(date(2024, 3, 7), course.id or 0, ids, place="The Crown",
                            formats=FORMATS if game == "ultimate" else [],
                            course_handicaps={ids[3]: 16})
    assert night.id is not None
    store.add_team(night.id, "Reds", ids[:2])
    store.add_team(night.id, "Blues", ids[2:])
    return night.id


@pytest.fixture
def page(qtbot: QtBot, db: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[GameNightPage]:
    scores_called_out(monkeypatch)  # one score after the other, never a quick second digit
    store = open_store(db)
    widget = GameNightPage(store, _night(store), poll_ms=0)
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.show()
    yield widget
    store.close()


def _type(qtbot: QtBot, page: GameNightPage, value: int) -> None:
    text = str(value)
    qtbot.keyClicks(page.grid, text)
    if value == 1:  # "1" waits for a second digit: Enter says it is a one
        qtbot.keyClick(page.grid, Qt.Key.Key_Return)


def test_whole_round_by_keystrokes(qtbot: QtBot, page: GameNightPage, db: str,
                                   screenshot_dir: Path) -> None:
    rng = random.Random(7)
    typed = {(n, h): rng.choice([1, 3, 4, 4, 5, 5, 6, 7, 10, 12])
             for h in range(1, 19) for n in NAMES}
    for hole in range(1, 19):
        for name in NAMES:
            _type(qtbot, page, typed[(name, hole)])
    ids = {s.name: s.player_id for s in page.state.seats}
    assert page.store.round_scores(page.round_id) == {
        (ids[n], h): v for (n, h), v in typed.items()}
    # The standings shown are the core's, format by format, on the finished card.
    card = page.state.live(page.model.cells)
    for standing, section in zip(page.results, page.standings.sections, strict=True):
        fmt, options = standing.played.to_scoring()
        hcps = {s.name: s.course_handicap for s in page.state.seats}
        if options.net and standing.played.allowance != 100:
            from golfstudio.gamenight.live import format_handicaps
            hcps = format_handicaps(card, standing.played.allowance)
        expected: object
        try:
            expected = score(fmt, [card.with_handicaps(hcps).card()], options)
        except ScoreError as exc:
            expected = str(exc)
        got = standing.result if isinstance(standing.result, dict) else str(standing.result)
        assert got == expected
        assert section.headline.text()
    assert "round complete" in page.standings.progress.text()
    # Totals in the grid: Ann's Out column is the sum of her front nine.
    out = page.model.index(HEADER_ROWS, 9)
    assert out.data() == str(sum(typed[("Ann", h)] for h in range(1, 10)))
    save_screenshot(page, screenshot_dir / "night_entry.png")

    # Restart on the same database: everything is there.
    night_id = page.state.night_id
    with open_store(db) as again:
        second = GameNightPage(again, night_id, poll_ms=0)
        qtbot.addWidget(second)
        assert second.model.cells == page.model.cells
        assert [s.result for s in second.results] == [s.result for s in page.results]


def test_refused_score_and_undo(qtbot: QtBot, page: GameNightPage) -> None:
    ann = page.state.seats[0].player_id
    qtbot.keyClick(page.grid, Qt.Key.Key_0)
    assert "at least 1 stroke" in page.status.text()
    assert page.store.round_scores(page.round_id) == {}
    qtbot.keyClicks(page.grid, "5")
    assert page.store.round_scores(page.round_id) == {(ann, 1): 5}
    assert page.grid.current_cell() == (HEADER_ROWS + 1, 0)  # moved to Bob
    qtbot.keyClick(page.grid, Qt.Key.Key_Up)
    qtbot.keyClicks(page.grid, "6")  # a correction replaces the 5
    assert page.store.round_scores(page.round_id) == {(ann, 1): 6}
    qtbot.keyClick(page.grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.store.round_scores(page.round_id) == {(ann, 1): 5}
    page.undo_stack.undo()
    assert page.store.round_scores(page.round_id) == {}
    page.undo_stack.redo()
    page.grid.go_to(HEADER_ROWS, 0)
    qtbot.keyClick(page.grid, Qt.Key.Key_Backspace)
    assert page.store.round_scores(page.round_id) == {}
    qtbot.keyClick(page.grid, Qt.Key.Key_Tab)
    assert page.grid.current_cell() == (HEADER_ROWS + 1, 0)


def test_carambole_stroke_limit(qtbot: QtBot, tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'c.db'}") as store:
        widget = GameNightPage(store, _night(store, "carambole"), poll_ms=0)
        qtbot.addWidget(widget)
        qtbot.keyClicks(widget.grid, "11")
        assert "1 to 10" in widget.status.text()
        assert store.round_scores(widget.round_id) == {}
        qtbot.keyClicks(widget.grid, "10")
        assert list(store.round_scores(widget.round_id).values()) == [10]


def test_two_windows_on_one_file(qtbot: QtBot, db: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)
    first_store, second_store = open_store(db), open_store(db)
    try:
        night_id = _night(first_store)
        one = GameNightPage(first_store, night_id, poll_ms=0)
        two = GameNightPage(second_store, night_id, poll_ms=0)
        qtbot.addWidget(one)
        qtbot.addWidget(two)
        two.grid.go_to(HEADER_ROWS + 2, 0)  # Cy and Dee are entered in the second window
        for _hole in range(1, 10):
            qtbot.keyClicks(one.grid, "45")  # Ann and Bob
            qtbot.keyClick(one.grid, Qt.Key.Key_Tab)
            qtbot.keyClick(one.grid, Qt.Key.Key_Tab)
            two.grid.go_to(*two.grid.current_cell())
            qtbot.keyClicks(two.grid, "3")
            qtbot.keyClicks(two.grid, "6")
            qtbot.keyClick(two.grid, Qt.Key.Key_Tab)
            qtbot.keyClick(two.grid, Qt.Key.Key_Tab)
        cells = first_store.round_scores(one.round_id)
        assert len(cells) == 36
        assert sorted(set(cells.values())) == [3, 4, 5, 6]
        one.refresh()
        two.refresh()
        assert one.model.cells == two.model.cells == cells
        assert load_night(first_store, night_id).seats[3].course_handicap == 16
    finally:
        first_store.close()
        second_store.close()


# --- print, PDF and CSV from the night page ----------------------------------------------

def _some_scores(qtbot: QtBot, page: GameNightPage) -> dict[tuple[str, int], int]:
    typed = {(n, h): 3 + (h + i) % 4 for h in range(1, 4) for i, n in enumerate(NAMES)}
    for hole in range(1, 4):
        for name in NAMES:
            _type(qtbot, page, typed[(name, hole)])
    return typed


def test_save_pdf_from_the_page(qtbot: QtBot, page: GameNightPage, tmp_path: Path) -> None:
    _some_scores(qtbot, page)
    target = tmp_path / "tonight.pdf"
    asked: list[tuple[str, str]] = []

    def ask(parent: QWidget, suggested: str, file_filter: str) -> Path | None:
        assert parent is page
        asked.append((suggested, file_filter))
        return target

    page.ask_save = ask
    qtbot.mouseClick(page.pdf_button, Qt.MouseButton.LeftButton)
    assert asked == [("night-2024-03-07.pdf", "PDF files (*.pdf)")]
    with PdfPages(target) as document:
        text = document.all_text()
    for name in NAMES:
        assert name in text
    assert str(target) in page.status.text()
    assert page.grid.hasFocus()  # the buttons never take the keyboard from the grid


def test_a_pdf_that_cannot_be_written_says_why(qtbot: QtBot, page: GameNightPage,
                                              tmp_path: Path, dialogs: list[DialogCall]) -> None:
    page.ask_save = lambda parent, suggested, file_filter: tmp_path / "gone" / "night.pdf"
    qtbot.mouseClick(page.pdf_button, Qt.MouseButton.LeftButton)
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Save as PDF")]
    assert "Could not write night.pdf: No such file or directory" in dialogs[0].text
    assert not (tmp_path / "gone").exists()


def test_export_csv_from_the_page(qtbot: QtBot, db: str, tmp_path: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)
    target = tmp_path / "tonight.csv"
    with open_store(db) as store:
        page = GameNightPage(store, _night(store), poll_ms=0,
                             ask_save=lambda parent, suggested, flt: target)
        qtbot.addWidget(page)
        page.show()
        typed = _some_scores(qtbot, page)
        qtbot.mouseClick(page.csv_button, Qt.MouseButton.LeftButton)
        parsed = parse_csv(target.read_text(encoding="utf-8"), course_catalog(store))
    assert parsed.rejected == ()
    (night,) = parsed.nights
    assert night.played_on == date(2024, 3, 7) and night.place == "The Crown"
    assert night.players == NAMES
    (cells,) = night.rounds
    assert dict(cells) == typed


def test_print_asks_the_injected_printer(qtbot: QtBot, db: str, dialogs: list[object]) -> None:
    asked: list[QWidget | None] = []

    def cancelled(printer: QPrinter, parent: QWidget | None) -> bool:
        asked.append(parent)
        return False

    with open_store(db) as store:
        page = GameNightPage(store, _night(store), poll_ms=0, ask_printer=cancelled)
        qtbot.addWidget(page)
        page.show()
        qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
        assert asked == [page]
        assert page.status.text() == "" and dialogs == []


# --- a twenty-digit score (issue 17 §3) --------------------------------------------------

HUGE = "99999999999999999999"


def test_a_twenty_digit_score_typed_in_the_grid_never_forms_a_number(
        qtbot: QtBot, page: GameNightPage, monkeypatch: pytest.MonkeyPatch) -> None:
    """Real key events, typed in one burst (the clock stands still): the first 9 is a whole
    score on a par 4 and is saved, the second 9 at once after it makes "99" for the same
    cell (issue 27 §7: never two 9s in two cells), which is above par + 10 and asked about;
    the eighteen digits after it are typed nowhere while the question stands. Escape drops
    the 99: Ann keeps her 9, the cursor is back on Bob, nothing else was written, and no
    number past the typing range ever exists (pytest-qt fails a test on an exception raised
    inside a Qt event handler)."""
    monkeypatch.setattr(entry_view, "monotonic", lambda: 100.0)
    ids = {s.name: s.player_id for s in page.state.seats}
    qtbot.keyClicks(page.grid, HUGE)
    assert page.store.round_scores(page.round_id) == {(ids["Ann"], 1): 9}
    assert page.grid.asking
    assert page.grid.current_cell() == (HEADER_ROWS, page.model.column_of_hole(1))
    assert page.status.text() == ("99 for Ann on hole 1 (par 4)? That is more than 14: "
                                  "Enter keeps it, Escape cancels.")
    qtbot.keyClick(page.grid, Qt.Key.Key_Escape)
    assert not page.grid.asking
    assert page.store.round_scores(page.round_id) == {(ids["Ann"], 1): 9}
    assert page.status.text() == "99 not kept: Ann's hole 1 stays 9"
    assert page.grid.current_cell() == (HEADER_ROWS + 1, page.model.column_of_hole(1))
    # Enter after a lone "1" ends the number early: still one digit.
    qtbot.keyClick(page.grid, Qt.Key.Key_1)
    qtbot.keyClick(page.grid, Qt.Key.Key_Return)
    assert page.store.round_scores(page.round_id)[(ids["Bob"], 1)] == 1


def test_a_twenty_digit_card_total_is_cut_at_two_digits(qtbot: QtBot, tmp_path: Path) -> None:
    """Play Nine has no bound on a hole (a card total), so its grid types in -99..99: "-99"
    is complete at its second digit, then each "99" — ten scores from twenty 9s, and no
    value that the store (-999..999) or the grid's signal (a C int) could not hold. The
    store's own refusal of 99999999999999999999 is tests/core/store/test_limits.py's."""
    with open_store(f"sqlite:///{tmp_path / 'p9.db'}") as store:
        widget = GameNightPage(store, _night(store, "playnine"), poll_ms=0)
        qtbot.addWidget(widget)
        ids = [s.player_id for s in widget.state.seats]
        qtbot.keyClicks(widget.grid, "-" + HUGE)
        order = [(pid, hole) for hole in (1, 2, 3) for pid in ids][:10]
        assert store.round_scores(widget.round_id) == {
            cell: -99 if cell == order[0] else 99 for cell in order}
        assert widget.status.text() == ""
        # A minus inside a number is refused in one line that says where the sign goes,
        # nothing is written, and the digit typed before it stays pending.
        before = store.round_scores(widget.round_id)
        qtbot.keyClicks(widget.grid, "4-")
        assert widget.status.text().startswith("the minus sign goes before the digits: ")
        assert store.round_scores(widget.round_id) == before
        qtbot.keyClick(widget.grid, Qt.Key.Key_Return)
        assert store.round_scores(widget.round_id)[(ids[2], 3)] == 4


def test_a_score_the_store_refuses_is_said_and_not_kept_for_undo(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The round went away under the page (another organiser deleted the night): the typed
    score is refused in words, and the undo stack holds no command for it."""
    scores_called_out(monkeypatch)
    with open_store(f"sqlite:///{tmp_path / 'gone.db'}") as store:
        widget = GameNightPage(store, _night(store), poll_ms=0)
        qtbot.addWidget(widget)
        qtbot.keyClicks(widget.grid, "4")
        assert widget.undo_stack.count() == 1
        with store.engine.begin() as connection:
            connection.exec_driver_sql(f"DELETE FROM round WHERE id = {widget.round_id}")
        qtbot.keyClicks(widget.grid, "5")
        assert widget.undo_stack.count() == 1
        assert widget.status.text() == "Not saved: no round with id 1"
        Corrections(store.engine).delete_night(widget.night_id)
        widget.refresh()  # what the poll does
        assert widget.status.text().startswith("This night is no longer in the database")
        assert not widget.grid.isEnabled()
