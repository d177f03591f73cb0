"""The Round results page, driven through the main window as a user would.

Every expected number and name comes from the core's ``score`` on the same card, so these
tests check that the page shows what the core computes, not strings written here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import NASSAU_FORMATS, Format, Options, score
from tests.ui.conftest import DialogCall, FakeOpenDialog
from tests.ui.screenshot import save_screenshot
from ui.areas import Area
from ui.gamenight.area import Section
from ui.gamenight.results_panel import ResultsPanel
from ui.main_window import SAMPLE_ROUND, MainWindow

LEFT = Qt.MouseButton.LeftButton


def _options(fmt: Format, *, net: bool = False, carry_over: bool = False,
             auto_press: bool = False) -> Options:
    """What the user ticked, as the core accepts it for ``fmt`` (rules in formats.py)."""
    return Options(net=net, carry_over=carry_over and fmt is Format.SKINS,
                   auto_press=auto_press and fmt in NASSAU_FORMATS)


def _first(result: dict[str, Any]) -> list[str]:
    return [s["name"] for s in result["standings"] if s["place"] == 1]


def _open_sample_from_the_tile(window: MainWindow, qtbot: QtBot) -> RoundCard:
    """Start page tile (it opens on the night list), the "Score a round file" section, then
    the page's Open button, which asks the (injected) file dialog."""
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    area = window.game_night
    assert area.current_page() is area.history_page
    sections = area.sections
    assert sections.item(0).text() == "New night…"
    rect = sections.visualItemRect(area.section_item(Section.ROUND_FILE))
    qtbot.mouseClick(sections.viewport(), LEFT, pos=rect.center())
    assert area.current_page() is window.round_page
    qtbot.mouseClick(window.round_page.empty_open_button, LEFT)
    card = window.round_page.card
    assert card is not None
    return card


def _assert_shows_core_results(panel: ResultsPanel, card: RoundCard, **ticked: bool) -> None:
    for fmt, section in panel.sections.items():
        expected = score(fmt, [card], _options(fmt, **ticked))
        assert panel.results[fmt] == expected, fmt
        headline = section.headline.text()
        if "standings" in expected:
            for name in _first(expected):
                assert name in headline, (fmt, headline)
            places = [s["place"] for s in expected["standings"]]
            for place in places:  # a shared place reads "T3", as on a leaderboard
                shown = f"T{place}" if places.count(place) > 1 else str(place)
                assert f">{shown}<" in section.details.text(), (fmt, shown)
        elif "result" in expected:
            assert headline.lower() == str(expected["result"]).lower()
        elif "points" in expected:
            for name, points in expected["points"].items():
                assert f"{name} {points}" in headline
        elif "skins" in expected:
            most = max(expected["skins"].values())
            for name, n in expected["skins"].items():
                assert (name in headline) == (n == most and most > 0), (name, headline)


def test_opening_the_sample_shows_its_card_and_the_cores_results(window: MainWindow,
                                                                 qtbot: QtBot) -> None:
    card = _open_sample_from_the_tile(window, qtbot)
    page = window.round_page
    assert page.path == SAMPLE_ROUND
    assert page.stack.currentWidget() is page.loaded
    assert page.table.model() is page.model
    assert card.names == ("Ann", "Bob", "Cat", "Dan")
    assert card.teams == (("Ann", "Cat"), ("Bob", "Dan"))
    # Four players in two teams: no singles match or Nassau, best ball instead.
    assert list(page.results.sections) == [
        Format.STROKE, Format.STABLEFORD, Format.SKINS,
        Format.BESTBALL_STROKE, Format.BESTBALL_MATCH, Format.BESTBALL_NASSAU]
    _assert_shows_core_results(page.results, card)
    assert "Gross" in page.results.sections[Format.STROKE].strokes_note.text()


def test_ticking_net_rescores_every_format(window: MainWindow, qtbot: QtBot) -> None:
    card = _open_sample_from_the_tile(window, qtbot)
    panel = window.round_page.results
    gross_winners = _first(score(Format.STROKE, [card], Options()))
    net_winners = _first(score(Format.STROKE, [card], Options(net=True)))
    assert gross_winners != net_winners  # the sample is made so handicaps change the winner
    stroke = panel.sections[Format.STROKE]

    with qtbot.waitSignal(panel.recomputed, timeout=1000):
        qtbot.mouseClick(panel.net_box, LEFT)
    assert panel.net_box.isChecked()
    _assert_shows_core_results(panel, card, net=True)
    assert all(name not in stroke.headline.text() for name in gross_winners)
    assert "Net" in stroke.strokes_note.text()

    qtbot.mouseClick(panel.net_box, LEFT)
    _assert_shows_core_results(panel, card)


def test_carry_over_and_presses_rescore_their_formats(window: MainWindow, qtbot: QtBot) -> None:
    card = _open_sample_from_the_tile(window, qtbot)
    panel = window.round_page.results
    assert panel.press_box.isEnabled()  # the sample has a best-ball Nassau

    qtbot.mouseClick(panel.carry_box, LEFT)
    qtbot.mouseClick(panel.press_box, LEFT)
    _assert_shows_core_results(panel, card, carry_over=True, auto_press=True)
    skins = score(Format.SKINS, [card], Options(carry_over=True))
    assert skins != score(Format.SKINS, [card], Options())
    nassau = score(Format.BESTBALL_NASSAU, [card], Options(auto_press=True))
    details = panel.sections[Format.BESTBALL_NASSAU].details.text()
    assert details.count("Press ") == len(nassau["presses"]) > 0


def _write_round(folder: Path, name: str, holes: int, players: dict[str, int],
                 scores: dict[str, list[int]]) -> Path:
    sis = list(range(1, holes + 1))
    data = {
        "game": "golf",
        "holes": [{"par": 4, "si": si} for si in sis[::2] + sis[1::2]],
        "players": [{"name": n, "handicap": h} for n, h in players.items()],
        "scores": scores,
    }
    path = folder / name
    path.write_text(json.dumps(data))
    return path


def test_two_players_get_match_play_and_nassau(window: MainWindow, tmp_path: Path) -> None:
    path = _write_round(tmp_path, "duel.json", 18, {"Ann": 4, "Bob": 0},
                        {"Ann": [5, 4, 4, 5, 3, 4, 5, 4, 4] * 2,
                         "Bob": [4, 4, 5, 4, 4, 4, 4, 5, 4] * 2})
    assert window.open_path(path)
    panel = window.round_page.results
    card = window.round_page.card
    assert card is not None
    assert list(panel.sections) == [Format.STROKE, Format.STABLEFORD, Format.SKINS,
                                    Format.MATCH, Format.NASSAU]
    _assert_shows_core_results(panel, card)


def test_a_format_the_core_refuses_says_why(window: MainWindow, tmp_path: Path) -> None:
    path = _write_round(tmp_path, "nine.json", 9, {"Ann": 2, "Bob": 0},
                        {"Ann": [5, 4, 4, 5, 3, 4, 5, 4, 4], "Bob": [4, 4, 5, 4, 4, 4, 4, 5, 4]})
    assert window.open_path(path)
    card = window.round_page.card
    assert card is not None
    with pytest.raises(ScoreError) as refused:
        score(Format.NASSAU, [card], Options())  # Nassau needs an even number of holes
    nassau = window.round_page.results.sections[Format.NASSAU]
    assert nassau.headline.text() == f"Not scored: {refused.value}"
    assert isinstance(window.round_page.results.results[Format.NASSAU], ScoreError)
    assert window.round_page.model.columnCount() == 9 + 2  # holes, Total, Net: no Out/In


def _sample_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE_ROUND.read_text())
    return data


def _short_row() -> dict[str, Any]:
    data = _sample_data()
    data["scores"]["Cat"] = data["scores"]["Cat"][:17]
    return data


def _twice_the_same_index() -> dict[str, Any]:
    data = _sample_data()
    data["holes"][1]["si"] = data["holes"][0]["si"]
    return data


@pytest.mark.parametrize("contents", [
    pytest.param(_short_row(), id="short-score-row"),
    pytest.param(_twice_the_same_index(), id="stroke-index-twice"),
    # A list is no round file at all: the window says so (tests/ui/test_main_window.py).
    pytest.param({"holes": 3, "players": [], "scores": {}}, id="holes-not-a-list"),
])
def test_a_bad_card_shows_the_cores_message_once_and_keeps_the_card(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall],
        open_dialog: FakeOpenDialog, tmp_path: Path, contents: object) -> None:
    card = _open_sample_from_the_tile(window, qtbot)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(contents))
    with pytest.raises(ScoreError) as core:
        RoundCard.from_dict(contents)

    open_dialog.answer = bad
    window.open_action.trigger()

    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot open round file")]
    assert str(core.value) in dialogs[0].text
    assert "bad.json" in dialogs[0].text
    assert window.round_page.card is card
    assert window.round_page.path == SAMPLE_ROUND
    assert window.round_page.stack.currentWidget() is window.round_page.loaded
    assert bad.resolve() not in window.recent.paths()


@pytest.mark.parametrize(("contents", "expected"), [
    pytest.param(b'{"holes": [', "not valid JSON", id="broken-json"),
    pytest.param(b"\xff\xfe\x00garbage", "not UTF-8 text", id="binary"),
    pytest.param(None, "No such file", id="missing"),
])
def test_an_unreadable_file_shows_one_message_and_keeps_the_card(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall], tmp_path: Path,
        contents: bytes | None, expected: str) -> None:
    card = _open_sample_from_the_tile(window, qtbot)
    bad = tmp_path / "broken.json"
    if contents is not None:
        bad.write_bytes(contents)

    assert not window.open_path(bad)

    assert len(dialogs) == 1
    assert expected in dialogs[0].text
    assert window.round_page.card is card


def test_round_results_screenshot(window: MainWindow, qtbot: QtBot,
                                  screenshot_dir: Path) -> None:
    _open_sample_from_the_tile(window, qtbot)
    qtbot.mouseClick(window.round_page.results.net_box, LEFT)
    save_screenshot(window, screenshot_dir / "round_results.png")


def test_round_file_page_at_1280(window: MainWindow, qtbot: QtBot,
                                 screenshot_dir: Path) -> None:
    """The round-file section before a file is open: its description reads whole."""
    window.resize(1280, 800)
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    area = window.game_night
    rect = area.sections.visualItemRect(area.section_item(Section.ROUND_FILE))
    qtbot.mouseClick(area.sections.viewport(), LEFT, pos=rect.center())
    page = window.round_page
    assert area.current_page() is page and page.stack.currentWidget() is page.empty
    text = page.empty_text
    save_screenshot(window, screenshot_dir / "round_file_page.png", (1280, 800))
    # Every line of the text fits in the room it was given.
    hint = text.sizeHint()
    assert text.height() >= hint.height() and text.width() >= hint.width()
    assert text.text().count("\n") == 2
