"""The shot log of an Ultimate Golf round: a person's own throw (into the water, a penalty
stroke) stays in the log after the AIs' throws at Fast speed, every throw in order; and the
page with its log at 1280×800 in English, French and German."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from golfstudio.ultimate.game import Stage
from tests.ui.play_kit.harness import check_log_is_the_games, speaking
from tests.ui.screenshot import save_screenshot
from tests.ui.ultimate.play.conftest import SIZE, TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit import replay as kit
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView
from ui.ultimate.play.replay import replay_view

HandsOf = Callable[[UltimatePlayView], Hands]


def _into_the_water(h: Hands) -> None:
    """From hole 12's tee, the 7-iron at the flag with real dice 1 and 1: the 2 lands in the
    pond 90 yards out (the card's fan says so); the relief, if there is a choice, its first."""
    view = h.view
    h.wait_for_turn()
    assert view.state.stage is Stage.SHOT
    h.card("7-iron")
    if QLocale().language() is QLocale.Language.English:
        assert view.shot_picker.result_text(2).endswith("the water")
    before = len(view.game.history)
    h.type_throw("1 1")
    h.qtbot.waitUntil(lambda: len(view.game.history) > before, timeout=TIMEOUT_MS)
    h.wait_for_turn()
    if view.state.stage is Stage.RELIEF and view.is_human_turn():
        h.relief(0)


def test_the_persons_throw_stays_in_the_log_after_the_ais_play_at_fast_speed(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Greedy", "Rita"], (12,)), [HUMAN, "greedy", "random"],
                     speed=Speed.FAST)
    h = hands(view)
    _into_the_water(h)
    qtbot.waitUntil(lambda: any(e.who == "Ann" and e.penalties for e in view.event_log.entries),
                    timeout=TIMEOUT_MS)
    turns = 0
    while True:
        h.wait_for_turn()
        if view.is_over():
            break
        before = len(view.game.history)
        if view.awaits_throw():
            h.roll()
        elif view.state.stage is Stage.RELIEF:
            h.relief(0)
        else:
            h.roll()
        qtbot.waitUntil(lambda before=before: len(view.game.history) > before or view.is_over(),
                        timeout=TIMEOUT_MS)
        turns += 1
        assert turns < 100
    entries = check_log_is_the_games(view)
    log = view.event_log
    assert log.lines()[0] == "Hole 12"
    assert entries[0].text.startswith("The dice send ")  # the honour, then the throws
    water = next(k for k, e in enumerate(entries) if e.who == "Ann" and e.penalties)
    throw = next(k for k, e in enumerate(entries) if e.who == "Ann")
    assert entries[throw].text.startswith("Ann: 7-iron, dice 1 and 1 (2): ")
    assert throw <= water
    # The AIs' throws came after and did not take the person's line away.
    # The AIs' throws before and after it did not take the person's lines away (seed 7:
    # Greedy holes in one before Ann's turn; Rita plays on after it).
    assert any(e.who == "Greedy" for e in entries[:throw])
    assert any(e.who == "Rita" for e in entries[water + 1:])
    # Penalised in the penalty colour's mark; each ball holed (or picked up) is marked.
    marks = dict(zip(log.lines(), log.marks(), strict=True))
    assert marks[log.line_text(entries[water])] == "penalty"
    assert "(penalty +1)" in log.line_text(entries[water])
    assert sum(e.holed or e.picked_up for e in entries) == 3
    # The round saved and opened again as a replay: the same log, from its actions.
    replayed = replay_view(view.table.saved_game())
    qtbot.addWidget(replayed)
    assert isinstance(replayed, kit.ReplayView)
    assert replayed.event_log.entries == entries
    assert replayed.event_log.lines() == log.lines()


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_screenshot_of_the_log_under_the_hole(
        make_view: MakeView, hands: HandsOf, language: str, screenshot_dir: Path) -> None:
    with speaking(language):
        view = make_view(params_of(["Ann", "Greedy", "Rita"], (12, 14)),
                         [HUMAN, "greedy", "random"], speed=Speed.INSTANT)
        h = hands(view)
        _into_the_water(h)
        h.wait_for_turn()
        h.qtbot.waitUntil(lambda: len(view.event_log.entries) >= 5 or view.is_over(),
                          timeout=TIMEOUT_MS)
        log = view.event_log
        # In sight, the width of the table, under the hole and above the card.
        assert log.isVisible() and log.list.isVisible()
        top = log.mapTo(view, log.rect().topLeft()).y()
        assert top + log.height() <= view.card_view.mapTo(view, view.card_view.rect().topLeft()).y()
        assert log.mapTo(view, log.rect().bottomRight()).x() <= view.width()
        save_screenshot(view, screenshot_dir / f"ultimate_play_log_{language}.png", SIZE)
