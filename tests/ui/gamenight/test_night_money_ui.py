"""Money on the table in the app (issue 17 §1): stakes typed into the set-up form, scores
typed into the grid, a press from the button, the settlement changing live, an early score
edited re-deciding the press, a Wolf night with its choices per hole, a bad amount refused
with one message, and the settlement on paper."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLineEdit,
    QListWidget,
)
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.scoring.stakes import Stakes
from golfstudio.store import Format, PlayedFormat, Store, open_store
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.pdf import PdfPages
from tests.ui.screenshot import save_screenshot
from ui.gamenight.night_page import GameNightPage
from ui.gamenight.setup_page import NightSetupPage
from ui.scorecard.model import HEADER_ROWS

WIDE = (1280, 800)


@pytest.fixture(autouse=True)
def _scores_called_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Scores typed one after the other, as called out: never a quick second digit."""
    scores_called_out(monkeypatch)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'money.db'}") as opened:
        for name in ("Ann", "Bob", "Cat", "Dan"):
            opened.add_player(name)
        yield opened


def _tick(qtbot: QtBot, box: QAbstractButton) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _tick_player(qtbot: QtBot, players: QListWidget, name: str) -> None:
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 12, rect.center().y()))


def _type_stake(qtbot: QtBot, page: NightSetupPage, fmt: Format, key: str, text: str) -> None:
    stakes = page.format_rows[fmt].stakes
    assert stakes is not None
    edit: QLineEdit = stakes.amounts[key]
    assert edit.isVisible()
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # editingFinished, as leaving the field


def _setup(qtbot: QtBot, store: Store, players: tuple[str, ...]) -> NightSetupPage:
    page = NightSetupPage(store)
    qtbot.addWidget(page)
    page.resize(*WIDE)
    page.show()
    for name in players:
        _tick_player(qtbot, page.picker.list, name)
    return page


def _start(qtbot: QtBot, page: NightSetupPage) -> int:
    with qtbot.waitSignal(page.nightCreated, timeout=2000) as created:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    night_id = created.args[0] if created.args else None
    assert isinstance(night_id, int), page.message.text()
    return night_id


def _night_page(qtbot: QtBot, store: Store, night_id: int, **kwargs: object) -> GameNightPage:
    page = GameNightPage(store, night_id, poll_ms=0, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.resize(*WIDE)
    page.show()
    page.grid.setFocus()
    return page


def _scores(qtbot: QtBot, page: GameNightPage, digits: str) -> None:
    """Single-digit scores, typed player after player, hole after hole."""
    for digit in digits:
        qtbot.keyClicks(page.grid, digit)


def test_nassau_and_skins_pot_night(qtbot: QtBot, store: Store, tmp_path: Path,
                                    screenshot_dir: Path) -> None:
    page = _setup(qtbot, store, ("Ann", "Bob"))
    rows = page.format_rows
    for fmt in (Format.NASSAU, Format.SKINS):
        _tick(qtbot, rows[fmt].chosen)
        _tick(qtbot, rows[fmt].net)  # gross: the hand count below is simpler
    nassau_presses = rows[Format.NASSAU].option
    assert nassau_presses is not None
    _tick(qtbot, nassau_presses)  # presses on request only
    _type_stake(qtbot, page, Format.NASSAU, "front", "5")
    _type_stake(qtbot, page, Format.NASSAU, "back", "5")
    _type_stake(qtbot, page, Format.NASSAU, "overall", "10")
    _type_stake(qtbot, page, Format.NASSAU, "press", "2.50")
    _type_stake(qtbot, page, Format.SKINS, "buy_in", "5.00")
    assert page.message.text() == ""
    save_screenshot(page, screenshot_dir / "night_setup_stakes_1280.png", WIDE)
    night_id = _start(qtbot, page)
    (nassau, skins) = store.night_formats(night_id)
    assert nassau.stakes == Stakes(front=500, back=500, overall=1000, press=250)
    assert not nassau.auto_press and skins.stakes == Stakes(buy_in=500)

    saved = tmp_path / "night.pdf"
    night = _night_page(qtbot, store, night_id, ask_save=lambda *args: saved)
    press = night.events_bar.press_button
    assert press.isVisible() and not press.isEnabled()
    assert "the front bet starts there" in press.toolTip()
    _scores(qtbot, night, "4545")  # holes 1 and 2: Ann 4, Bob 5 — Ann 2 up
    assert press.isEnabled() and "Bob" in press.text()
    qtbot.mouseClick(press, Qt.MouseButton.LeftButton)
    assert store.round_events(night.round_id).presses[0].hole == 3
    assert not press.isEnabled() and "two presses" in press.toolTip()
    _scores(qtbot, night, "54")  # hole 3: Bob's
    # Nassau: front Ann 2-1 (+5.00), overall Ann (+10.00), press from 3 Bob (-2.50): Ann
    # +12.50. Skins (carry-over): Ann 2, Bob 1; pot 10.00 / 3 = 3.33, the odd cent to the
    # first skin (Ann's): Ann 6.67 - 5.00 = +1.67. Bob pays Ann 14.17.
    assert night.settlement.isVisible()
    assert night.settlement.lines() == ["Bob pays Ann 14.17"]
    body = night.settlement.body.text()
    assert "Pot 10.00: 3.33 a skin (skins won: 3); leftover 0.01 to the earliest" in body
    qtbot.wait(50)  # a word-wrapped label's height settles in a second layout pass
    save_screenshot(night, screenshot_dir / "night_settlement_1280.png", WIDE)

    # Ann's 4 on hole 1 was a 6: Bob wins hole 1, all square after 2 — Bob's press from 3
    # is no longer allowed; the Nassau panel says so and its money is not counted.
    night.grid.go_to(HEADER_ROWS, night.model.column_of_hole(1))
    _scores(qtbot, night, "6")
    nassau_section = night.standings.sections[0]
    assert "only the side that is down may press" in nassau_section.text()
    assert night.settlement.lines() == ["Ann pays Bob 1.67"]
    assert "Nassau: not counted" in night.settlement.body.text()
    # Undo the edit: the press counts again.
    qtbot.keyClick(night.grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert night.settlement.lines() == ["Bob pays Ann 14.17"]
    # Undo the last scores and the press itself: it is gone from the store.
    for _ in range(3):
        night.undo_stack.undo()
    assert store.round_events(night.round_id).presses == ()

    night.undo_stack.redo()  # the scores of hole 3 … are after the press: redo it all
    night.undo_stack.redo()
    night.undo_stack.redo()
    assert night.save_pdf() == saved
    with PdfPages(saved) as document:
        text = document.all_text()
    assert "Settlement" in text and "Bob pays Ann 14.17" in text


@pytest.fixture
def each_key_alone(qapp: QApplication) -> Iterator[None]:
    """A combo's keyboard search joins keys typed within the input interval ("2" then "4"
    quickly is "24"); a person picks one choice at a time, so the test's keys count alone."""
    interval = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(0)
    yield
    QApplication.setKeyboardInputInterval(interval)


@pytest.mark.usefixtures("each_key_alone")
def test_wolf_night_choices_per_hole(qtbot: QtBot, store: Store,
                                     screenshot_dir: Path) -> None:
    page = _setup(qtbot, store, ("Ann", "Bob", "Cat", "Dan"))
    wolf = page.format_rows[Format.WOLF]
    _tick(qtbot, wolf.chosen)
    _tick(qtbot, wolf.net)
    _type_stake(qtbot, page, Format.WOLF, "point", "0.50")
    night = _night_page(qtbot, store, _start(qtbot, page))
    bar = night.events_bar
    assert bar.wolf_box.isVisible() and "wolf Ann" in bar.wolf_label.text()
    box: QComboBox = bar.wolf_box
    box.setFocus()
    qtbot.keyClicks(box, "2")
    assert box.currentText() == "2 · with Cat"
    assert night.focusWidget() is night.grid  # the keys go back to the grid
    _scores(qtbot, night, "4556")  # hole 1: Ann & Cat 4 beat Bob & Dan 5
    assert "wolf Bob" in bar.wolf_label.text()  # the cursor is on hole 2
    box.setFocus()
    qtbot.keyClicks(box, "4")
    assert box.currentText() == "4 · lone wolf"
    _scores(qtbot, night, "5455")  # hole 2: Bob alone 4 beats 5: +6, the others -2
    # Points Ann -1, Bob +5, Cat -1, Dan -3 at 0.50: -0.50, +2.50, -0.50, -1.50.
    assert night.money is not None
    assert dict(night.money.balances) == {"Ann": -50, "Bob": 250, "Cat": -50, "Dan": -150}
    assert sorted(night.settlement.lines()) == [
        "Ann pays Bob 0.50", "Cat pays Bob 0.50", "Dan pays Bob 1.50"]
    qtbot.wait(50)  # a word-wrapped label's height settles in a second layout pass
    save_screenshot(night, screenshot_dir / "night_wolf_1280.png", WIDE)
    # A hole scored before its choice is refused in words on the Wolf panel.
    _scores(qtbot, night, "5555")
    assert "no choice of the wolf (Cat)" in night.standings.sections[0].text()
    assert "Wolf: not counted" in night.settlement.body.text()
    for _ in range(4 + 4 + 1):  # hole 3's scores, hole 2's, the lone wolf choice
        night.undo_stack.undo()
    assert store.round_events(night.round_id).wolf[-1].hole == 1


def test_bingo_bango_bongo_pickers(qtbot: QtBot, store: Store) -> None:
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = [p.id or 0 for p in store.players()[:3]]
    night_id = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=(
        PlayedFormat(Format.BINGO_BANGO_BONGO, stakes=Stakes(point=100)),)).id or 0
    night = _night_page(qtbot, store, night_id)
    bar = night.events_bar
    bingo = next(iter(bar.bbb_boxes.values()))
    bingo.setFocus()
    qtbot.keyClicks(bingo, "2")
    assert store.round_events(night.round_id).bbb[0].award == "bingo"
    assert night.money is not None and dict(night.money.balances) == {
        "Ann": -100, "Bob": 200, "Cat": -100}
    night.undo_stack.undo()
    assert store.round_events(night.round_id).bbb == ()


def test_a_bad_amount_gives_one_message(qtbot: QtBot, store: Store,
                                        dialogs: list[object]) -> None:
    page = _setup(qtbot, store, ("Ann", "Bob"))
    _tick(qtbot, page.format_rows[Format.STROKE].chosen)
    _type_stake(qtbot, page, Format.STROKE, "stroke", "2.5x")
    message = page.message.text()
    assert message.count("is not an amount of money") == 1
    assert "“2.5x”" in message and "Stroke play per stroke" in message
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.message.text().count("is not an amount of money") == 1
    assert store.nights() == [] and dialogs == []


def test_stakes_come_back_in_the_edit_dialog(qtbot: QtBot, store: Store,
                                             screenshot_dir: Path) -> None:
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = [p.id or 0 for p in store.players()[:2]]
    played = PlayedFormat(Format.NASSAU, auto_press=True, press_trigger=3,
                          stakes=Stakes(front=250, back=250, overall=500, press=100))
    night_id = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=(played,)).id
    assert night_id is not None
    night = _night_page(qtbot, store, night_id)
    dialog = night.edit_night()
    form = dialog.page
    stakes = form.format_rows[Format.NASSAU].stakes
    assert stakes is not None and stakes.trigger is not None
    assert stakes.amounts["front"].text().replace(",", ".") == "2.50"
    assert stakes.trigger.value() == 3 and stakes.trigger.isEnabled()
    save_screenshot(dialog, screenshot_dir / "edit_night_stakes.png", (1180, 760))
    stakes.amounts["press"].setFocus()
    stakes.amounts["press"].selectAll()
    qtbot.keyClicks(stakes.amounts["press"], "1.50")
    with qtbot.waitSignal(form.nightEdited, timeout=2000):
        qtbot.mouseClick(form.start_button, Qt.MouseButton.LeftButton)
    (changed,) = store.night_formats(night_id)
    assert changed.stakes.press == 150 and changed.press_trigger == 3

