"""The shot log of a Carambole game: a person's own shots stay in the log after the AI's at
Fast speed, every shot in order, with a ball picked up at the stroke limit marked (the
game's only penalty: it scores the limit) and a ball holed marked; and the page with its log
at 1280×800 in English, French and German."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import GameParams, Mode, Player
from golfstudio.carambole.shot import resolve_shot
from tests.ui.carambole.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.play_kit.harness import check_log_is_the_games, speaking
from tests.ui.screenshot import save_screenshot
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed

HandsOf = Callable[[PlayView], Hands]
SIZE = (1280, 800)


def _short_course_params(limit: int) -> GameParams:
    """Course 1 with a stroke limit of ``limit``: a ball not holed by then is picked up."""
    course = load_bundled("course-1").model_copy(update={"stroke_limit": limit})
    return GameParams((course,), (Player("Ann"), Player("Bob")), Mode.BASIC)


def _short_shot(h: Hands) -> None:
    """A person's shot that does not hole: the first open direction with the white die, and
    a real 1 typed (checked against the engine's own resolution first)."""
    view = h.view
    h.wait_for_turn()
    if view.game.needs_start():
        h.place()
        h.wait_for_turn()
    table = view.game.table
    ball = view.game.ball_to_play()
    assert ball is not None
    cell = view.game.ball_cell(ball)
    assert cell is not None
    legal = table.legal_directions(table.index[cell])
    direction = next(d for d in legal
                     if not resolve_shot(table, cell, d, 1).balls[0].holed)
    h.direction(direction)
    h.source("white")
    before = len(view.game.history)
    h.type_roll("1")
    h.qtbot.waitUntil(lambda: len(view.game.history) > before, timeout=TIMEOUT_MS)


def test_the_persons_shots_stay_in_the_log_after_the_ais_play_at_fast_speed(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(_short_course_params(2), [Seat.HUMAN, Seat.GREEDY], speed=Speed.FAST)
    h = hands(view)
    _short_shot(h)
    _short_shot(h)  # the stroke limit: Ann's ball is picked up
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    entries = check_log_is_the_games(view)
    log = view.event_log
    assert log.lines()[0] == "Course 1"
    assert [e.who for e in entries[:2]] == ["Ann", "Ann"]
    assert all(e.text.startswith("Ann (") and "with the white die: 1 →" in e.text
               for e in entries[:2])
    assert not entries[0].picked_up and entries[1].picked_up
    assert log.line_text(entries[1]).endswith("(picked up)")
    marks = dict(zip(log.lines(), log.marks(), strict=True))
    assert marks[log.line_text(entries[1])] == "penalty"
    # Bob's shots after them did not take them away; his ball ends holed or picked up.
    bob = entries[2:]
    assert bob and all(e.who == "Bob" for e in bob)
    assert bob[-1].holed or bob[-1].picked_up
    assert len(entries) == 2 + len(bob) <= 4


def test_a_holed_ball_is_marked_with_the_sentence_of_the_status_line(
        make_view: MakeView, qtbot: QtBot) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann"), Player("Bob")]),
                     [Seat.GREEDY, Seat.RANDOM], speed=Speed.INSTANT)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    entries = check_log_is_the_games(view)
    holed = [e for e in entries if e.holed]
    assert holed
    for entry in holed:
        assert entry.text.endswith(f" · {entry.who}'s {entry.text.split('(')[1].split(')')[0]}"
                                   " ball holed.")
    marks = dict(zip(view.event_log.lines(), view.event_log.marks(), strict=True))
    assert all(marks[view.event_log.line_text(e)] == "holed" for e in holed)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_screenshot_of_the_log_under_the_course(
        make_view: MakeView, hands: HandsOf, language: str, screenshot_dir: Path) -> None:
    with speaking(language):
        view = make_view(params_of(["course-1"], [Player("Ann"), Player("Bob")]),
                         [Seat.GREEDY, Seat.HUMAN], speed=Speed.INSTANT)
        view.resize(*SIZE)
        h = hands(view)
        _short_shot(h)
        h.wait_for_turn()
        log = view.event_log
        assert log.isVisible() and log.list.isVisible() and len(log.entries) >= 2
        bottom = log.mapTo(view, log.rect().bottomRight())
        assert bottom.y() <= view.height() and bottom.x() <= view.width()
        save_screenshot(view, screenshot_dir / f"carambole_play_log_{language}.png", SIZE)
