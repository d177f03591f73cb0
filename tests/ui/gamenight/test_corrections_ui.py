"""Corrections from the app (issue 17 §2): edit a night, add a round, delete a night, rename
and merge players; the grid has the keyboard at once; one Net; standings per game, AIs left
out unless asked."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.played_round import PLACE, ai_name
from golfstudio.store import Format, NightSheet, PlayedFormat, Store, open_store
from tests.ui.catalogue import installed
from tests.ui.gamenight.test_night_entry import FORMATS, NAMES
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.screenshot import save_screenshot
from ui.gamenight.area import Section
from ui.gamenight.history_page import HistoryPage
from ui.gamenight.night_page import GameNightPage
from ui.gamenight.roster_dialog import RosterDialog
from ui.main_window import MainWindow
from ui.scorecard.model import HEADER_ROWS, Kind

LEFT = Qt.MouseButton.LeftButton
PAGE = (1280, 800)


@pytest.fixture(autouse=True)
def _scores_called_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Scores typed one after the other, as called out: never a quick second digit."""
    scores_called_out(monkeypatch)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'fix.db'}") as opened:
        yield opened


def _night(store: Store, formats: list[PlayedFormat] | None = None) -> int:
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = [store.add_player(n).id or 0 for n in NAMES]
    for pid, index in zip(ids, (4.2, 11.6, 0.0, 17.5), strict=True):
        store.add_handicap(pid, date(2024, 1, 1), index)
    night = store.add_night(date(2024, 3, 7), course.id or 0, ids, place="The Crown",
                            formats=FORMATS if formats is None else formats,
                            course_handicaps={ids[3]: 16})
    assert night.id is not None
    store.add_team(night.id, "Reds", ids[:2])
    store.add_team(night.id, "Blues", ids[2:])
    return night.id


def _page(qtbot: QtBot, store: Store, night_id: int, **kwargs: object) -> GameNightPage:
    page = GameNightPage(store, night_id, poll_ms=0, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.resize(*PAGE)
    with qtbot.waitExposed(page):
        page.show()
    return page


def yes(parent: QWidget, title: str, text: str, action: str) -> bool:
    yes.asked.append(text)  # type: ignore[attr-defined]
    return True


def test_grid_takes_the_keyboard_when_the_night_opens(qtbot: QtBot, window: MainWindow,
                                                     tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the main window: the tile, the night opened from the history; the keys go
    wherever the focus is, as a person's would."""
    url = f"sqlite:///{tmp_path / 'win.db'}"
    with open_store(url) as setup:
        night_id = _night(setup)
    store = open_store(url)
    try:
        area = window.game_night
        monkeypatch.setattr(area, "_store_source", lambda: store)
        qtbot.mouseClick(window.start_page.tiles[next(k for k in window.start_page.tiles
                                                      if "night" in str(k).lower())], LEFT)
        assert area.current_page() is area.history_page
        assert area.open_night(night_id)
        page = area.night_page
        assert page is not None
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.grid, timeout=2000)
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClicks(focused, "54")
        ann, bob = page.state.player_ids[:2]
        assert store.round_scores(page.round_id) == {(ann, 1): 5, (bob, 1): 4}
        # Back from another section, the grid has the keys again.
        area.show_section(Section.HISTORY)
        area.show_section(Section.NIGHT)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.grid, timeout=2000)
    finally:
        area.set_store()
        store.close()


def test_no_scores_yet_then_standings(qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store, _night(store))
    assert page.standings.progress.text() == "No scores yet"
    for section in page.standings.sections:
        assert section.headline.text() == "No scores yet", section.title.text()
        assert "Tied first" not in section.text() and "Halved" not in section.text()
    qtbot.keyClicks(page.grid, "5")
    assert "after 0 of 18 holes" in page.standings.progress.text()
    assert all(s.headline.text() != "No scores yet" for s in page.standings.sections)


def test_net_column_and_stroke_play_agree(qtbot: QtBot, store: Store,
                                          screenshot_dir: Path) -> None:
    """Stroke play net 95 %: the grid's Net is each player's stroke-play net, and says so."""
    page = _page(qtbot, store, _night(store))
    assert page.model.net_basis() == "Net: playing handicaps of Stroke play · net 95 %"
    assert "Net: playing handicaps of Stroke play" in page.hint.text()
    for hole in range(1, 7):
        qtbot.keyClicks(page.grid, "5463"[:4])
        del hole
    (stroke,) = [s for s in page.results if s.played.format is Format.STROKE]
    assert isinstance(stroke.result, dict)
    nets = {row["name"]: row["net"] for row in stroke.result["standings"]}  # type: ignore[index]
    net_column = next(c for c in range(page.model.columnCount())
                      if page.model.column(c).kind is Kind.NET)
    shown = {page.state.seats[r].name: int(page.model.index(HEADER_ROWS + r, net_column).data())
             for r in range(len(page.state.seats))}
    assert shown == nets
    # Dee's override 16 plays as 15 at 95 %: the row says so.
    dee_row = HEADER_ROWS + 3
    assert page.model.headerData(dee_row, Qt.Orientation.Vertical) == "Dee (15)"
    tip = page.model.headerData(dee_row, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert "course handicap 16" in tip and "playing 15" in tip
    save_screenshot(page, screenshot_dir / "night_net.png", PAGE)


def test_edit_night_dialog(qtbot: QtBot, store: Store, screenshot_dir: Path) -> None:
    played = [PlayedFormat(Format.STROKE, net=True, allowance=95),
              PlayedFormat(Format.SKINS, carry_over=True)]
    night_id = _night(store, played)
    page = _page(qtbot, store, night_id)
    qtbot.keyClicks(page.grid, "5")  # Ann has a score now
    qtbot.mouseClick(page.edit_button, LEFT)
    dialog = page.edit_dialog
    assert dialog is not None and dialog.isVisible()
    form = dialog.page
    assert not form.course_box.isEnabled() and not form.game_box.isEnabled()
    assert [p.name for p in form.handicaps.players()] == list(NAMES)
    assert form.handicaps.override_spin(3).value() == 16
    assert {f for f, r in form.format_rows.items() if r.chosen.isChecked()} == {
        p.format for p in played}
    save_screenshot(dialog, screenshot_dir / "edit_night_dialog.png", (1180, 760))
    # Taking Ann off the night is refused while she has a score.
    _untick(qtbot, form, "Ann")
    qtbot.mouseClick(form.start_button, LEFT)
    assert "Ann has 1 score on the night of Thu 7 Mar 2024 at The Crown" in form.message.text()
    assert len(store.night_players(night_id)) == 4
    _untick(qtbot, form, "Ann")  # ticked again
    form.place_edit.selectAll()
    qtbot.keyClicks(form.place_edit, "The Anchor")
    spin = form.handicaps.override_spin([p.name for p in form.handicaps.players()].index("Dee"))
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "12")
    with qtbot.waitSignal(form.nightEdited, timeout=2000):
        qtbot.mouseClick(form.start_button, LEFT)
    assert store.night(night_id).place == "The Anchor"
    dee = store.find_player("Dee")
    assert dee is not None
    assert {s.player_id: s.course_handicap for s in store.night_players(night_id)}[
        dee.id] == 12
    assert store.night_formats(night_id) == played
    assert "The Anchor" in page.subtitle.text()
    assert page.status.text() == "Night saved"
    assert page.grid.isVisible()
    # The page's focus is the new grid (the offscreen platform gives the window back no
    # activation after a dialog, so the application-wide focus cannot be asked here).
    qtbot.waitUntil(lambda: page.focusWidget() is page.grid, timeout=2000)
    save_screenshot(page, screenshot_dir / "night_after_edit.png", PAGE)


def _untick(qtbot: QtBot, form: QWidget, name: str) -> None:
    players = form.picker.list  # type: ignore[attr-defined]
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), LEFT, pos=QPoint(rect.left() + 12, rect.center().y()))


def test_add_round_and_delete_night(qtbot: QtBot, store: Store) -> None:
    night_id = _night(store)
    yes.asked = []  # type: ignore[attr-defined]
    page = _page(qtbot, store, night_id, ask_confirm=yes)
    assert not page.round_box.isVisible()
    qtbot.mouseClick(page.add_round_button, LEFT)
    assert [r.number for r in store.rounds(night_id)] == [1, 2]
    assert page.round_box.isVisible() and page.round_box.currentText() == "Round 2"
    assert page.round_id == store.rounds(night_id)[1].id
    qtbot.keyClicks(page.grid, "4")
    assert list(store.round_scores(page.round_id).values()) == [4]
    with qtbot.waitSignal(page.nightDeleted, timeout=1000):
        qtbot.mouseClick(page.delete_button, LEFT)
    assert yes.asked == [  # type: ignore[attr-defined]
        "Delete the night of Thu 7 Mar 2024 at The Crown, Ultimate Golf, Ann, Bob, Cy, Dee, "
        "with every round and score of it? This cannot be undone."]
    assert store.nights() == []


def _two_games(store: Store) -> dict[str, int]:
    courses = {c.game: c for c in install_bundled(store)}
    ids = {n: store.add_player(n).id or 0 for n in ("Ann", "Bob", ai_name("Greedy"))}
    ultimate, carambole = courses["ultimate"].id or 0, courses["carambole"].id or 0
    store.import_nights([
        NightSheet(played_on=date(2024, 3, 1), course_id=ultimate,
                   player_ids=(ids["Ann"], ids["Bob"]),
                   rounds=(((4,) * 18, (5,) * 18),), formats=(PlayedFormat(Format.STROKE),)),
        NightSheet(played_on=date(2024, 4, 1), course_id=carambole,
                   player_ids=(ids["Bob"], ids[ai_name("Greedy")]),
                   rounds=(((2,) * 12, (1,) * 12),), place=PLACE)])
    return ids


def test_history_per_game_and_ai_players(qtbot: QtBot, store: Store,
                                         screenshot_dir: Path) -> None:
    ids = _two_games(store)
    page = HistoryPage(store)
    qtbot.addWidget(page)
    page.resize(*PAGE)
    page.show()
    rows = page.standing_rows()
    assert rows[0] == ("Ultimate Golf · 1 complete round",)
    assert [r[1] for r in rows[1:3]] == ["Ann", "Bob"]
    assert rows[3] == ("Mini Golf Carambole · 1 complete round",)
    assert rows[4][:2] == ("1", "Bob") and len(rows) == 5  # the AI is left out
    qtbot.mouseClick(page.ai_box, LEFT, pos=QPoint(8, page.ai_box.height() // 2))
    rows = page.standing_rows()
    assert [r[1] for r in rows[4:6]] == [ai_name("Greedy"), "Bob"]
    save_screenshot(page, screenshot_dir / "history_per_game.png", PAGE)
    # One game chosen: its standings only.
    page.game_filter.setCurrentIndex(page.game_filter.findData("ultimate"))
    assert [r[1] for r in page.standing_rows()[1:]] == ["Ann", "Bob"]
    del ids


def test_players_editor_rename_and_merge(qtbot: QtBot, store: Store,
                                         screenshot_dir: Path) -> None:
    ids = _two_games(store)
    bobby = store.add_player("Bobby").id or 0
    course = store.courses("ultimate")[0].id or 0
    store.add_night(date(2024, 5, 1), course, [bobby, ids["Ann"]], place="Club")
    yes.asked = []  # type: ignore[attr-defined]
    page = HistoryPage(store, ask_confirm=yes)
    qtbot.addWidget(page)
    page.show()
    qtbot.mouseClick(page.players_button, LEFT)
    dialog = page.roster_dialog
    assert isinstance(dialog, RosterDialog) and dialog.isVisible()
    texts = [dialog.list.item(r).text() for r in range(dialog.list.count())]
    assert texts == ["Ann", "Bob", "Bobby", "Greedy (AI)"]
    # Rename Ann to Bob: refused, in the store's words.
    dialog.list.setCurrentRow(0)
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "Bob")
    qtbot.mouseClick(dialog.rename_button, LEFT)
    assert "there is already a player named Bob: merge" in dialog.message.text()
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "Anne")
    with qtbot.waitSignal(dialog.rosterChanged, timeout=1000):
        qtbot.mouseClick(dialog.rename_button, LEFT)
    assert store.player(ids["Ann"]).name == "Anne"
    # Bobby is Bob: merged, every night moves.
    dialog.list.setCurrentRow([dialog.list.item(r).text()
                               for r in range(dialog.list.count())].index("Bobby"))
    dialog.merge_box.setCurrentIndex(dialog.merge_box.findText("Bob"))
    qtbot.mouseClick(dialog.merge_button, LEFT)
    assert store.find_player("Bobby") is None
    assert "Bobby merged into Bob" in dialog.message.text()
    assert "Bobby and Bob are the same person" in yes.asked[-1]  # type: ignore[attr-defined]
    save_screenshot(dialog, screenshot_dir / "players_editor.png", (460, 520))
    # Anne and Bob played one night together: not the same person.
    dialog.list.setCurrentRow(0)
    dialog.merge_box.setCurrentIndex(dialog.merge_box.findText("Bob"))
    qtbot.mouseClick(dialog.merge_button, LEFT)
    assert ("Not merged: Bob and Anne both played the night of Fri 1 Mar 2024: one person "
            "cannot hold two seats at a night") in dialog.message.text()
    dialog.close()


@pytest.mark.parametrize(("code", "place", "where", "ai"), [
    ("fr", "Place", "Lieu", "Greedy (IA)"),
    ("de", "Platz", "Ort", "Greedy (KI)"),
])
def test_the_standings_rank_is_a_place_and_an_ais_mark_is_translated(
        qtbot: QtBot, store: Store, screenshot_dir: Path, code: str, place: str, where: str,
        ai: str) -> None:
    """Issue 30 item 8: the season's rank read "Lieu" (where a night is played) in French,
    and a stored AI's " (AI)" stayed English."""
    ids = _two_games(store)
    with installed(code):
        page = HistoryPage(store, ask_confirm=yes)
        qtbot.addWidget(page)
        page.resize(*PAGE)
        page.show()
        qtbot.mouseClick(page.ai_box, LEFT, pos=QPoint(8, page.ai_box.height() // 2))
        heading = page.standings.horizontalHeaderItem(0)
        assert heading is not None and heading.text() == place
        night_place = page.nights.horizontalHeaderItem(1)
        assert night_place is not None and night_place.text() == where
        assert ai in [r[1] for r in page.standing_rows() if len(r) > 1]
        save_screenshot(page, screenshot_dir / f"history_rank_{code}.png", PAGE)
        qtbot.mouseClick(page.players_button, LEFT)
        dialog = page.roster_dialog
        assert isinstance(dialog, RosterDialog)
        texts = [dialog.list.item(r).text() for r in range(dialog.list.count())]
        assert texts[-1] == ai
        # The store keeps its English mark: a rename starts from the stored name.
        dialog.list.setCurrentRow(len(texts) - 1)
        assert dialog.name_edit.text() == ai_name("Greedy") == "Greedy (AI)"
        dialog.close()
    del ids
