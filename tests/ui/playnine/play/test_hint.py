"""The Hint: the strong AI's choice on the person's own view, in words, with the expected
score of each option; and never an answer to a position already played past."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.playnine.game import Phase
from tests.ui.playnine.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.canvas import Spot
from ui.playnine.play.hint import advise, hint_targets
from ui.playnine.play.play_view import PlayNinePlayView
from ui.playnine.play.words import PlayNineWords, number

HandsOf = Callable[[PlayNinePlayView], Hands]


def test_the_hint_shows_strongs_choice_and_the_expected_score_of_each_option(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, "smart"], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.play_simply()  # the tee shot
    h.wait_for_turn()
    assert view.state.phase is Phase.TURN and view.state.turn == 0
    h.button("hint")
    qtbot.waitUntil(lambda: "Strong would" in view.panel.hint_label.text(), timeout=TIMEOUT_MS)
    # The same advice, asked of the person's view with the same seed.
    state = view.state
    advice = advise(state.view(0), view.seed * 1_000 + len(state.history))
    words = PlayNineWords()
    text = view.panel.hint_label.text()
    best = words.move(state.view(0), advice.best)
    assert f"<b>Strong would:</b> {best} — expected" in text
    for option in advice.options[:6]:
        line = (f"<td>{words.move(state.view(0), option.action)}</td><td align='right'>"
                f"&nbsp;&nbsp;{number(option.expected, 1)}</td>")
        assert line in text
    # The best move is outlined on the table.
    targets = hint_targets(advice.best, 0)
    assert targets and all(view.canvas.marked(t)[1] for t in targets)
    # Playing anything takes the hint back.
    h.click(Spot.PILE)
    h.wait_for_turn()
    assert not view.panel.hint_label.isVisible()
    assert not any(view.canvas.marked(t)[1] for t in targets)


def test_a_hint_that_arrives_after_a_move_is_dropped(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, "smart"], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.key(Qt.Key.Key_H)  # asked at the tee…
    h.play_simply()  # …and the tee shot played before the answer is delivered
    qtbot.waitUntil(lambda: not view.hints.is_thinking(), timeout=TIMEOUT_MS)
    h.wait_for_turn()
    assert view.hints.advice is None
    assert "Strong would" not in view.panel.hint_label.text()
