"""The history page, the player page and the CSV import dialog show the core's numbers."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.csv_io import export_csv, parse_csv
from golfstudio.gamenight.history import head_to_head, season
from golfstudio.gamenight.history_queries import (
    course_catalog,
    csv_nights,
    player_cards,
    season_cards,
)
from golfstudio.gamenight.played_round import PLACE, ai_name
from golfstudio.store import Format, NightSheet, PlayedFormat, Store, open_store
from tests.ui.screenshot import SIZE, save_screenshot
from ui.gamenight.csv_import_dialog import CsvImportDialog
from ui.gamenight.history_page import HistoryPage
from ui.gamenight.player_page import PlayerPage

NAMES = ("Ann", "Bob", "Cy", "Dee")


def fill_league(store: Store) -> dict[str, int]:
    """Ten seeded Ultimate Golf nights over two seasons, four players."""
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = {n: store.add_player(n).id or 0 for n in NAMES}
    store.add_handicap(ids["Ann"], date(2023, 1, 1), 8.4)
    rng = random.Random(3)
    skill = {"Ann": 4, "Bob": 5, "Cy": 5, "Dee": 6}
    sheets = []
    for n in range(10):
        day = date(2023 + n // 6, 1 + (n % 6) * 2, 3 + n)
        players = NAMES if n % 3 else NAMES[:3]
        rows = tuple(tuple(max(1, skill[p] + rng.choice((-1, 0, 0, 1, 2))) for _ in range(18))
                     for p in players)
        sheets.append(NightSheet(played_on=day, course_id=course.id or 0,
                                 player_ids=tuple(ids[p] for p in players), rounds=(rows,),
                                 place=("The Crown", "Club")[n % 2],
                                 formats=(PlayedFormat(Format.STROKE),)))
    store.import_nights(sheets)
    return ids


@pytest.fixture
def league(tmp_path: Path) -> Iterator[tuple[Store, dict[str, int]]]:
    store = open_store(f"sqlite:///{tmp_path / 'league.db'}")
    yield store, fill_league(store)
    store.close()


def test_history_page(qtbot: QtBot, league: tuple[Store, dict[str, int]],
                      screenshot_dir: Path, tmp_path: Path) -> None:
    store, ids = league
    target = tmp_path / "history.csv"
    page = HistoryPage(store, ask_save=lambda parent, name, flt: target)
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    # The latest season is shown first.
    assert page.year == 2024
    assert page.nights.rowCount() == 4
    expected = season(season_cards(store, 2024), 2024)
    # One game: a heading row naming it, then its standings.
    assert page.standings.item(0, 0).text() == "Ultimate Golf · 4 complete rounds"
    shown = [(page.standings.item(r, 1).text(), page.standings.item(r, 4).text())
             for r in range(1, page.standings.rowCount())]
    assert shown == [(s.name, f"{s.average:.2f}") for s in expected.standings]
    save_screenshot(page, screenshot_dir / "history_page.png")

    page.year_filter.setCurrentIndex(page.year_filter.findData(None))
    assert page.nights.rowCount() == 10
    assert page.nights.item(0, 0).text() == "2024-07-12"

    rect = page.nights.visualRect(page.nights.model().index(1, 0))
    with qtbot.waitSignal(page.openNight, timeout=1000) as opened:
        # A real double click is press, release, then a double-click event: QAbstractItemView
        # emits doubleClicked only after it saw the first press on the same index.
        qtbot.mouseClick(page.nights.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(page.nights.viewport(), Qt.MouseButton.LeftButton,
                          pos=rect.center())
    assert opened.args == [page.summaries[1].night_id]
    row = next(r for r in range(1, page.standings.rowCount())
               if page.standings.item(r, 1).text() == "Cy")
    rect = page.standings.visualRect(page.standings.model().index(row, 1))
    with qtbot.waitSignal(page.openPlayer, timeout=1000) as player:
        qtbot.mouseClick(page.standings.viewport(), Qt.MouseButton.LeftButton,
                         pos=rect.center())
    assert player.args == [ids["Cy"]]

    # Export all history through the (injected) save dialog: the core's CSV, written whole.
    qtbot.mouseClick(page.export_all_button, Qt.MouseButton.LeftButton)
    assert target.read_text(encoding="utf-8") == export_csv(csv_nights(store))
    assert page.status.text() == f"Saved {target}"


def test_player_page(qtbot: QtBot, league: tuple[Store, dict[str, int]],
                     screenshot_dir: Path) -> None:
    store, ids = league
    page = PlayerPage(store, ids["Bob"])
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    cards = player_cards(store, ids["Bob"])
    assert len(page.scores) == len(cards) == 10
    assert page.index_source == "computed"  # Bob has no handicap records
    assert len(page.indexes) == 8  # from the third round on
    records = head_to_head(cards, ids["Bob"])
    assert [tuple(page.table.item(r, c).text() for c in range(5))
            for r in range(page.table.rowCount())] == [
        (h.opponent, str(h.rounds), str(h.wins), str(h.losses), str(h.ties)) for h in records]
    assert f"{page.indexes[-1][1]:.1f}" in page.summary.text()
    save_screenshot(page, screenshot_dir / "player_page.png")

    ann = PlayerPage(store, ids["Ann"])
    qtbot.addWidget(ann)
    assert ann.index_source == "recorded" and ann.indexes == [(date(2023, 1, 1), 8.4)]


def test_csv_import_dialog_previews_and_imports(qtbot: QtBot, tmp_path: Path,
                                                league: tuple[Store, dict[str, int]]) -> None:
    source, _ = league
    text = export_csv(csv_nights(source)[:2])
    lines = text.splitlines()
    lines.insert(3, "2024-01-01,X,ultimate,Ultimate Golf,1,Eve,19,4,1,4")
    lines.insert(5, "2024-01-01,X,chess,Ultimate Golf,1,Eve,1,4,1,4")
    path = tmp_path / "kept.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with open_store(f"sqlite:///{tmp_path / 'target.db'}") as target:
        install_bundled(target)
        dialog = CsvImportDialog(target, ask_open=lambda parent: path)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.choose_file()
        expected = parse_csv(path.read_text(encoding="utf-8"), course_catalog(target))
        assert [(r.line, r.reason) for r in expected.rejected] == [
            (4, "course Ultimate Golf has 18 holes: there is no hole 19"),
            (6, "unknown game 'chess' (one of golf, ultimate, carambole, dicegolf, playnine, "
                "pbm)")]
        assert dialog.rejected_table.rowCount() == 2
        assert dialog.rejected_table.item(0, 0).text() == "4"
        assert dialog.rejected_table.item(1, 1).text() == expected.rejected[1].reason
        assert dialog.preview.rowCount() == 3 + 4
        with qtbot.waitSignal(dialog.imported, timeout=1000) as done:
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert len(done.args[0]) == 2
        assert csv_nights(target) == csv_nights(source)[:2]


def test_csv_import_dialog_reports_a_night_the_store_refuses(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    """Per night: the night whose course changed between preview and import (made again
    with other holes) stays out, its lines listed with the reason; the other night is
    imported; the dialog stays open."""
    header = "date;place;game;course;round;player;hole;par;si;strokes"
    path = tmp_path / "soirée.csv"
    path.write_bytes((header + "\n2024-03-01;Café;golf;Links;1;Zoé;1;4;1;4\n"
                      "2024-03-02;Café;golf;Ghost;1;Newcomer;1;4;1;4\n").encode("cp1252"))
    with open_store(f"sqlite:///{tmp_path / 'target.db'}") as target:
        target.add_course("Links", "golf", [(4, 1)])
        ghost = target.add_course("Ghost", "golf", [(4, 1)])
        dialog = CsvImportDialog(target, ask_open=lambda parent: path)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.choose_file()
        assert dialog.preview.rowCount() == 2
        assert dialog.rejected_table.rowCount() == 0
        with target.engine.begin() as connection:
            connection.exec_driver_sql(f"DELETE FROM course WHERE id = {ghost.id}")
        target.add_course("Ghost", "golf", [(5, 1)])
        with qtbot.waitSignal(dialog.imported, timeout=1000) as done:
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert len(done.args[0]) == 1
        assert dialog.isVisible() and not dialog.import_button.isEnabled()
        assert dialog.rejected_table.rowCount() == 1
        assert dialog.rejected_table.item(0, 0).text() == "3"
        assert ("the golf course Ghost in the database differs from the file's: hole 1 is par 5"
                in dialog.rejected_table.item(0, 1).text())
        assert dialog.status.text() == ("Imported 1 night. Not imported: 1 night (see the "
                                        "rejected lines).")
        assert [p.name for p in target.players()] == ["Zoé"]


def test_csv_import_dialog_says_which_nights_were_there_already(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    """The same file twice: the second import adds nothing and lists the lines it skipped."""
    header = "date;place;game;course;round;player;hole;par;si;strokes"
    path = tmp_path / "twice.csv"
    path.write_text(header + "\n2024-03-01;Café;golf;Links;1;Zoé;1;4;1;4\n", "utf-8")
    with open_store(f"sqlite:///{tmp_path / 'target.db'}") as target:
        target.add_course("Links", "golf", [(4, 1)])
        for _attempt in (1, 2):
            dialog = CsvImportDialog(target, ask_open=lambda parent: path)
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.choose_file()
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
            assert len(target.nights()) == 1
        assert dialog.isVisible() and not dialog.import_button.isEnabled()
        assert dialog.rejected_table.rowCount() == 1
        assert "already in the store" in dialog.rejected_table.item(0, 1).text()
        assert dialog.status.text() == ("Imported 0 nights. Already in the history, not "
                                        "imported again: 1 night.")


def test_wins_without_ai_players_count_no_lost_game(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 27 §14: Play Nine lost 443 to an AI's 42 showed "Wins 1" for You once the AIs
    were left out. Lower wins: it is a loss, whichever box is ticked."""
    with open_store(f"sqlite:///{tmp_path / 'play.db'}") as store:
        course = next(c for c in install_bundled(store) if c.game == "playnine")
        you, greedy = (store.add_player(n).id or 0 for n in ("You", ai_name("Greedy")))
        store.import_nights([NightSheet(
            played_on=date(2024, 5, 1), course_id=course.id or 0, player_ids=(you, greedy),
            rounds=(((49,) * 8 + (51,), (5,) * 8 + (2,)),), place=PLACE)])
        page = HistoryPage(store)
        qtbot.addWidget(page)
        page.show()
        wins = -1  # the last column
        rows = page.standing_rows()
        assert rows[1][1:4] == ("You", "1", "443") and rows[1][wins] == "0"
        assert len(rows) == 2  # the AI is left out
        qtbot.mouseClick(page.ai_box, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, page.ai_box.height() // 2))
        rows = page.standing_rows()
        assert [(r[1], r[wins]) for r in rows[1:]] == [(ai_name("Greedy"), "1"), ("You", "0")]
