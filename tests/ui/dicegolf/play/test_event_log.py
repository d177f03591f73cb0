"""The shot log of a Dice Golf game: a person's own throws (one from real dice, one into the
pond that costs penalties) stay in the log after the AI's throws at Fast speed, every throw's
end in order; and the page with its log at 1280×800 in English, French and German."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.actions import ACCEPT
from tests.ui.dicegolf.play.conftest import LEFT, SIZE, TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.play_kit.harness import check_log_is_the_games, speaking
from tests.ui.screenshot import save_screenshot
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed

HandsOf = Callable[[DiceGolfPlayView], Hands]


def _offered(h: Hands) -> None:
    """The person's plainest move: roll, keep what is ringed, accept, or pass."""
    view = h.view
    picker = view.throw_picker
    if view.passing is not None:
        h.click("pass")
        return
    for name, button in (("roll", picker.roll_button), ("keep", picker.keep_button)):
        if button.isVisible() and button.isEnabled():
            h.click(name)
            return
    offered = [b for b in picker.choice_buttons if b.isVisible() and b.isEnabled()]
    assert offered, "nothing is offered"
    accept = view.dice_stage.words.decision(view.state, ACCEPT)  # in the language shown
    chosen = next((b for b in offered if b.text() == accept), offered[0])
    h.qtbot.mouseClick(chosen, LEFT)


def _first_throw(h: Hands) -> None:
    """Hole 2's first throw typed from real dice: 6 6 6 6 reads (6 + 6) × (6 + 6) = 144 m,
    four of a kind +50 m: to 194 m, a metre short of the zone limit."""
    h.wait_for_turn()
    before = len(h.view.game.history)
    h.type_dice("6 6 6 6")
    h.qtbot.waitUntil(lambda: len(h.view.game.history) > before, timeout=TIMEOUT_MS)


def test_the_persons_throw_stays_in_the_log_after_the_ais_play_at_fast_speed(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Greedy"], (2,)), [HUMAN, "greedy"], speed=Speed.FAST)
    h = hands(view)
    _first_throw(h)
    turns = 0
    while True:
        h.wait_for_turn()
        if view.is_over():
            break
        before = len(view.game.history)
        _offered(h)
        qtbot.waitUntil(lambda before=before: len(view.game.history) > before or view.is_over(),
                        timeout=TIMEOUT_MS)
        turns += 1
        assert turns < 200
    entries = check_log_is_the_games(view)
    log = view.event_log
    assert log.lines()[0] == "Hole 2"
    first = next(k for k, e in enumerate(entries) if e.who == "Ann")
    assert entries[first].text.startswith("Ann rolls 6 6 6 6. Ann, throw 1 from 0 m: ")
    # The AI's throws after it did not take the person's line away.
    assert any(e.who == "Greedy" for e in entries[first + 1:])
    # Seed 7: Ann's second throw ends in the pond, and the third, without a double, costs
    # its two penalties: marked in words and colour.
    penalty = next(k for k, e in enumerate(entries) if e.who == "Ann" and e.penalties)
    assert "2 penalties, back to 200 m" in entries[penalty].text
    assert log.line_text(entries[penalty]).endswith("(penalty +2)")
    marks = dict(zip(log.lines(), log.marks(), strict=True))
    assert marks[log.line_text(entries[penalty])] == "penalty"
    assert any(e.who == "Greedy" for e in entries[penalty + 1:])
    # Each ball holed (or picked up after ten throws) ends its player's part of the hole.
    assert sorted(e.who for e in entries if e.holed or e.picked_up) == ["Ann", "Greedy"]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_screenshot_of_the_log_under_the_track(
        make_view: MakeView, hands: HandsOf, language: str, screenshot_dir: Path) -> None:
    with speaking(language):
        view = make_view(params_of(["Ann", "Greedy", "Rita"], (2, 1), cards=True),
                         [HUMAN, "greedy", "random"], speed=Speed.INSTANT)
        h = hands(view)
        _first_throw(h)
        for _ in range(6):
            h.wait_for_turn()
            if view.is_over():
                break
            before = len(view.game.history)
            _offered(h)
            h.qtbot.waitUntil(lambda before=before: len(view.game.history) > before
                              or view.is_over(), timeout=TIMEOUT_MS)
        h.wait_for_turn()
        log = view.event_log
        assert log.isVisible() and log.list.isVisible() and len(log.entries) >= 3
        bottom = log.mapTo(view, log.rect().bottomRight())
        assert bottom.y() <= view.height() and bottom.x() <= view.width()
        save_screenshot(view, screenshot_dir / f"dicegolf_play_log_{language}.png", SIZE)
