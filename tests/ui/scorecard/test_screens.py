"""The three pages that show a scorecard, at the studio's 1280×800, for a person to look at:
the scorekeeper's grid mid-round with a digit pending, a round file's results, and a
Carambole game replayed halfway (grey cells of the course in play) and finished (winners)."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, GameParams, Mode, Player
from golfstudio.engine.play import play_out
from golfstudio.gamenight.courses import install_bundled
from golfstudio.store import Format, PlayedFormat, open_store
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.screenshot import distinct_colours
from ui.carambole.play.replay import ReplayView
from ui.gamenight.night_page import GameNightPage
from ui.gamenight.round_file import read_round_card
from ui.gamenight.round_page import RoundResultsPage
from ui.main_window import SAMPLE_ROUND

SIZE = (1280, 800)


def _shoot(qtbot: QtBot, widget: QWidget, path: Path) -> None:
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    with qtbot.waitExposed(widget):
        widget.show()
    QApplication.processEvents()
    image = widget.grab().toImage()
    assert (image.width(), image.height()) == SIZE
    assert distinct_colours(image) > 40
    assert image.save(str(path))


def test_the_night_entry_grid_mid_round(qtbot: QtBot, tmp_path: Path, screenshot_dir: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)  # one score after another, never a quick second digit
    with open_store(f"sqlite:///{tmp_path / 'night.db'}") as store:
        course = next(c for c in install_bundled(store) if c.game == "ultimate")
        ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cy", "Dee")]
        for pid, index in zip(ids, (4.2, 11.6, -1.5, 17.5), strict=True):
            store.add_handicap(pid, date(2024, 1, 1), index)
        night = store.add_night(date(2024, 3, 7), course.id or 0, ids, place="The Crown",
                                formats=[PlayedFormat(Format.STROKE, net=True)])
        page = GameNightPage(store, night.id or 0, poll_ms=0)
        rng = random.Random(3)
        for _ in range(4 * 11):
            qtbot.keyClicks(page.grid, str(rng.choice([3, 4, 4, 5, 5, 6, 7])))
        page.grid.pause_ms = 600_000  # the shot shows the pending "1", whatever the load
        qtbot.keyClicks(page.grid, "1")  # pending: "1" waits for a second digit
        _shoot(qtbot, page, screenshot_dir / "scorecard_night_entry_1280.png")


def test_the_round_results_page(qtbot: QtBot, screenshot_dir: Path) -> None:
    page = RoundResultsPage()
    page.show_round(read_round_card(SAMPLE_ROUND), SAMPLE_ROUND)
    _shoot(qtbot, page, screenshot_dir / "scorecard_round_results_1280.png")


def test_a_replayed_game_halfway_and_at_the_end(qtbot: QtBot, screenshot_dir: Path) -> None:
    params = GameParams(tuple(load_bundled(c) for c in ("course-1", "course-2", "course-3")),
                        (Player("Ann", 2), Player("Bob"), Player("Cy")), Mode.CARAMBOLE)
    game = play_out(CaramboleGame(params).new_state(),
                    [GreedyPlayer(), RandomPlayer(random.Random(1)), GreedyPlayer()],
                    random.Random(5))
    view = ReplayView(params, game.history)
    view.controller.go_to(view.controller.count // 2 + 1)
    _shoot(qtbot, view, screenshot_dir / "scorecard_replay_halfway_1280.png")
    view.controller.go_to(view.controller.count)
    QApplication.processEvents()
    image = view.grab().toImage()
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "scorecard_replay_end_1280.png"))
