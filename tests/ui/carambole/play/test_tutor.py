"""Tutor mode at the Carambole table, through real clicks: a blunder is asked about before it
is played (No keeps the turn, Yes plays it), a good decision gets its quiet line in the log,
tutor mode off says nothing, and AIs' moves are never weighed.

Course 1 ("The straight"), one ball: the best start is (1,2) and from there the orange die
east is the best shot, the yellow die north-west loses 2.47 strokes (a blunder: ≥ 0.6), the
blue die east 0.54 (a mistake, played without a question) — the judge says so below, so the
test follows the analysis rather than copying its numbers."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import CaramboleGame, Place, Player, Shot
from golfstudio.hexgrid import Direction, Hex
from golfstudio.review.judges import make_judge
from golfstudio.review.labels import thresholds
from tests.ui.carambole.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed
from ui.colour_scheme import Choice, SchemeFollower
from ui.play_kit.tutor import NOTE_MARK
from ui.settings import save_tutor_mode

BEST_START = Hex(1, 2)
BEST = Shot(Direction.E, "orange", False)
BLUNDER = Shot(Direction.NW, "yellow", False)
MISTAKE = Shot(Direction.E, "blue", False)


def notes(view: PlayView) -> list[str]:
    """The tutor's verdicts so far (checked against the log's lines)."""
    log = view.event_log
    lines = [line for line, mark in zip(log.lines(), log.marks(), strict=True)
             if mark == NOTE_MARK]
    assert len(lines) == len(view.tutor.notes)
    return view.tutor.notes


def test_the_positions_are_what_the_tests_say() -> None:
    game = CaramboleGame(params_of(["course-1"], [Player("Ann")]))
    state = game.new_state()
    judge = make_judge(game)
    placed = judge.judge(state, state.legal_actions()[0])
    assert placed is not None and placed.best_action == Place(BEST_START)
    state.apply(Place(BEST_START))
    blunder = thresholds("carambole").blunder
    weighed = {shot: judge.judge(state, shot) for shot in (BEST, BLUNDER, MISTAKE)}
    errors = {shot: j.chosen - j.best for shot, j in weighed.items() if j is not None}
    assert errors[BEST] == 0
    assert errors[BLUNDER] >= blunder
    assert 0.1 <= errors[MISTAKE] < blunder


def _placed(view: PlayView, h: Hands) -> None:
    h.wait_for_turn()
    h.place(BEST_START)
    h.wait_for_turn()
    assert view.game.ball_cell(0) == BEST_START


def _aim(h: Hands, shot: Shot) -> None:
    h.direction(shot.direction)
    h.source(shot.source, shot.card)
    h.roll()


def test_a_blunder_is_asked_about_no_keeps_the_turn_and_yes_plays_it(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    _placed(view, h)
    qtbot.waitUntil(lambda: notes(view) == ["Best play."], timeout=TIMEOUT_MS)
    played = view.game.history

    _aim(h, BLUNDER)
    qtbot.waitUntil(lambda: view.tutor.question is not None, timeout=TIMEOUT_MS)
    box = view.tutor.question
    assert box is not None and box.isVisible()
    assert box.text() == ("This loses 2.47 strokes: best is shot E with the orange die. "
                          "Play it anyway?")
    assert view.game.history == played  # asked before anything is played
    assert not view.is_human_turn()  # nothing else is taken while it asks
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert view.tutor.question is None
    assert view.is_human_turn()
    assert view.game.history == played
    assert "Nothing was played" in view.message()
    assert view.shot_panel.direction == BLUNDER.direction  # the choice is still there

    h.roll()
    qtbot.waitUntil(lambda: view.tutor.question is not None, timeout=TIMEOUT_MS)
    box = view.tutor.question
    assert box is not None
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    h.wait_for_turn()
    assert view.game.history[len(played)] == BLUNDER
    qtbot.waitUntil(lambda: len(notes(view)) == 2, timeout=TIMEOUT_MS)
    assert notes(view)[1] == "That cost 2.47 strokes: best was shot E with the orange die."
    # The line follows the shot's own line in the log (the throw told first); the start,
    # which has no line of its own, is named in its note.
    lines = view.event_log.lines()
    assert lines[-1] == "Tutor — That cost 2.47 strokes: best was shot E with the orange die."
    assert lines[-2].startswith("Ann — ")
    assert lines[0] == "Tutor — place the ball on (1,2): Best play."
    assert view.tutor.weighed == [0, 1, 1]


def test_a_good_shot_is_best_play_and_a_mistake_says_what_it_cost(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    _placed(view, h)
    _aim(h, BEST)
    h.wait_for_turn()
    qtbot.waitUntil(lambda: len(notes(view)) == 2, timeout=TIMEOUT_MS)
    assert notes(view) == ["Best play.", "Best play."]
    assert view.tutor.question is None


def test_a_mistake_under_the_blunder_line_is_played_and_said(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    _placed(view, h)
    _aim(h, MISTAKE)
    h.wait_for_turn()
    assert view.game.history[1] == MISTAKE
    qtbot.waitUntil(lambda: len(notes(view)) == 2, timeout=TIMEOUT_MS)
    assert notes(view)[1] == "That cost 0.54 strokes: best was shot E with the orange die."
    assert view.tutor.question is None


def test_tutor_mode_off_says_nothing_and_asks_nothing(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    _placed(view, h)
    _aim(h, BLUNDER)
    assert view.tutor.question is None
    h.wait_for_turn()
    assert view.game.history[1] == BLUNDER
    assert notes(view) == []
    assert view.tutor.weighed == []


def test_the_ais_moves_are_never_weighed(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Bot"), Player("Ann")]),
                     [Seat.GREEDY, Seat.HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    assert view.game.current_player() == 1
    bots = len(view.game.history)
    assert bots > 0  # Bot's ball has played (in basic mode, its whole course)
    assert view.tutor.weighed == []
    h.place(BEST_START)
    h.wait_for_turn()
    assert view.tutor.weighed == [bots]
    qtbot.waitUntil(lambda: notes(view) == ["Best play."], timeout=TIMEOUT_MS)


def test_a_game_of_ais_alone_is_never_weighed(make_view: MakeView, qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Bot")]), [Seat.GREEDY],
                     speed=Speed.INSTANT, store_factory=None)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert view.tutor.weighed == []
    assert notes(view) == []


@pytest.fixture(params=[Choice.LIGHT, Choice.DARK], ids=["light", "dark"])
def scheme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Each colour scheme in turn, chosen as Settings > Colour Scheme does; light after."""
    follower = SchemeFollower.of(qapp)
    follower.choose(request.param)
    yield "" if request.param is Choice.LIGHT else "_dark"
    follower.choose(Choice.LIGHT)


def test_screenshots_of_the_tutor_at_1280_by_800(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot,
        screenshot_dir: Path, scheme: str) -> None:
    """The quiet line in the log after a mistake, and the question before a blunder."""
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    view.resize(1280, 800)
    h = hands(view)
    _placed(view, h)
    _aim(h, MISTAKE)
    h.wait_for_turn()
    qtbot.waitUntil(lambda: len(notes(view)) == 2, timeout=TIMEOUT_MS)
    image = save_screenshot(view, screenshot_dir / f"carambole_tutor{scheme}.png",
                            (1280, 800))
    assert image.width() == 1280
    _aim(h, BLUNDER if BLUNDER.direction in view.canvas.arrow_directions() else MISTAKE)
    qtbot.waitUntil(lambda: view.tutor.question is not None or len(notes(view)) == 3,
                    timeout=TIMEOUT_MS)
    box = view.tutor.question
    if box is not None:
        QApplication.processEvents()
        assert box.grab().save(str(screenshot_dir / f"carambole_tutor_question{scheme}.png"))
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)


class _SlowJudge:
    """The real judge, made to take its time (as Ultimate Golf's first decision does)."""

    def __init__(self, game: CaramboleGame, seconds: float) -> None:
        self._judge = make_judge(game)
        self._seconds = seconds

    def judge(self, state: object, action: object) -> object:
        time.sleep(self._seconds)
        return self._judge.judge(state, action)  # type: ignore[arg-type]


def test_a_slow_weighing_says_so_and_the_window_stays_responsive(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    save_tutor_mode(QSettings(), True)
    made: list[int] = []

    def slow(game: CaramboleGame) -> _SlowJudge:
        made.append(1)
        return _SlowJudge(game, 0.6)

    monkeypatch.setattr("golfstudio.review.judges.make_judge", slow)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    h.wait_for_turn()
    h.place(BEST_START)
    assert view.game.history == ()  # the GUI thread went on while the judge works
    qtbot.waitUntil(lambda: view.message() == "The tutor weighs your choice…",
                    timeout=TIMEOUT_MS)
    h.wait_for_turn()
    assert view.game.history == (Place(BEST_START),)
    assert view.message() != "The tutor weighs your choice…"
    _aim(h, BEST)
    h.wait_for_turn()
    assert made == [1]  # the judge is made once a game and reused


def test_closing_the_view_while_the_tutor_weighs_plays_nothing(
        hands: Callable[[PlayView], Hands], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    save_tutor_mode(QSettings(), True)
    monkeypatch.setattr("golfstudio.review.judges.make_judge",
                        lambda game: _SlowJudge(game, 0.4))
    # Not qtbot's: this test deletes it itself.
    view = PlayView(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN], store_factory=None,
                    rng_seed=7, speed=Speed.FAST)
    view.resize(1200, 800)
    with qtbot.waitExposed(view):
        view.show()
    h = hands(view)
    h.wait_for_turn()
    h.place(BEST_START)
    assert view.table.is_busy()
    game = view.game
    view.table.stop()  # as the play area does when its page closes
    view.close()
    view.deleteLater()  # the weighing still runs: its runner waits for it, then drops it
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(500)
    assert game.history == ()


def test_a_game_without_hidden_hands_names_the_best_for_several_people(
        make_view: MakeView) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann"), Player("Bob")]),
                     [Seat.HUMAN, Seat.HUMAN], speed=Speed.FAST)
    assert view.tutor.names_options("carambole")
