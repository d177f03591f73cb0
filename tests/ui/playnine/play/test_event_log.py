"""The log of a Play Nine game: a person's own moves stay in the log after the AIs' at Fast
speed, every move in order, the AIs' drawn cards unnamed (as the status line tells them) and
the move that scores the hole marked; and the page with its log at 1280×800 in English,
French and German. Play Nine has no penalty strokes (rules digest): the mark is the hole's
score."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.playnine.game import Drawn
from tests.ui.play_kit.harness import check_log_is_the_games, speaking
from tests.ui.playnine.play.conftest import SIZE, TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.play_view import PlayNinePlayView

HandsOf = Callable[[PlayNinePlayView], Hands]


def _play(h: Hands, moves: int) -> None:
    """The person's plain moves by clicks (``play_simply``), Next hole at a scored hole,
    until the game is over or ``moves`` were made."""
    view = h.view
    for _ in range(moves):
        h.wait_for_turn()
        if view.is_over():
            return
        before = len(view.game.history)
        if view.table_stage.is_holding():
            h.next_hole()
        else:
            h.play_simply()
        h.qtbot.waitUntil(lambda before=before: len(view.game.history) > before
                          or view.is_over() or view.table_stage.is_holding(),
                          timeout=TIMEOUT_MS)


def test_the_persons_moves_stay_in_the_log_after_the_ais_play_at_fast_speed(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Greedy", "Rita"], holes=1),
                     [HUMAN, "greedy", "random"], speed=Speed.FAST)
    h = hands(view)
    _play(h, 80)
    assert view.is_over()
    entries = check_log_is_the_games(view)
    log = view.event_log
    assert log.lines()[0] == "Hole 1 of 1"
    tee = next(k for k, e in enumerate(entries) if e.who == "Ann")
    assert entries[tee].text.startswith("Ann tees off: ")
    later = [e for e in entries[tee + 1:] if e.who == "Ann"]
    assert later and all(e.text.startswith("Ann ") for e in later)
    assert any(e.who == "Greedy" for e in entries[tee + 1:])
    assert any(e.who == "Rita" for e in entries[tee + 1:])
    # An AI's card drawn from the pile is not named to the person at the table.
    drawn = [e.text for e in entries if e.who in ("Greedy", "Rita")
             and e.text.endswith("draws a card from the pile.")]
    ais_draws = sum(isinstance(r, Drawn) and r.seat != 0 for r in _records(view))
    assert len(drawn) == ais_draws > 0
    # The move that scores the hole is marked, its scores in the line.
    (scored,) = [e for e in entries if e.holed]
    assert "Hole 1 scored: " in scored.text
    marks = dict(zip(log.lines(), log.marks(), strict=True))
    assert marks[log.line_text(scored)] == "holed"
    assert scored is entries[-1]


def _records(view: PlayNinePlayView) -> list[object]:
    state = view.game.game.new_state()
    return [state.apply(action) for action in view.game.history]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_screenshot_of_the_log_under_the_table(
        make_view: MakeView, hands: HandsOf, language: str, screenshot_dir: Path) -> None:
    with speaking(language):
        view = make_view(params_of(["Ann", "Greedy", "Rita"], holes=2),
                         [HUMAN, "greedy", "random"], speed=Speed.INSTANT)
        h = hands(view)
        _play(h, 4)
        h.wait_for_turn()
        log = view.event_log
        assert log.isVisible() and log.list.isVisible() and len(log.entries) >= 6
        bottom = log.mapTo(view, log.rect().bottomRight())
        assert bottom.y() <= view.height() and bottom.x() <= view.width()
        save_screenshot(view, screenshot_dir / f"playnine_play_log_{language}.png", SIZE)
