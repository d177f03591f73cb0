"""The person at the Play Nine table is "You" (issue 30 item 6): the status line says what
they did in the second person — "You tee off", "Vous jouez votre coup de départ", "Sie
schlagen ab" — and the AI's moves in the third; real clicks on the table, at 1280×800."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from tests.ui.catalogue import installed
from tests.ui.playnine.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.play_view import PlayNinePlayView

HandsOf = Callable[[PlayNinePlayView], Hands]


@pytest.mark.parametrize(("code", "you_tee_off", "ai_tees_off", "you_draw", "your_turn"), [
    ("en", "You tee off: ", "Smart tees off: ", "You draw ", "Your turn"),
    ("fr", "Vous jouez votre coup de départ : ", "Smart joue son coup de départ : ",
     "Vous piochez ", "À vous"),
    ("de", "Sie schlagen ab: ", "Smart schlägt ab: ", "Sie ziehen ", "Sie sind dran"),
])
def test_your_moves_are_told_in_the_second_person(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot, screenshot_dir: Path, code: str,
        you_tee_off: str, ai_tees_off: str, you_draw: str, your_turn: str) -> None:
    with installed(code) if code != "en" else nullcontext():
        you = QCoreApplication.translate("SetupDialog", "You")
        view = make_view(params_of([you, "Smart"]), [HUMAN, "smart"], speed=Speed.INSTANT)
        said: list[str] = []
        say = view.say

        def recorded(text: str, **options: Any) -> None:
            said.append(text)
            say(text, **options)

        view.say = recorded  # type: ignore[method-assign]
        h = hands(view)
        h.wait_for_turn()
        assert view.picker_title.text() == your_turn  # not "Your turn, You"
        for _ in range(3):  # the tee shot, a draw, the drawn card placed: real clicks
            h.wait_for_turn()
            if view.is_over() or view.table_stage.is_holding():
                break
            h.play_simply()
        qtbot.waitUntil(lambda: any(t.startswith(you_draw) for t in said), timeout=TIMEOUT_MS)
        assert any(t.startswith(you_tee_off) for t in said), said
        assert any(t.startswith(ai_tees_off) for t in said), said
        save_screenshot(view, screenshot_dir / f"playnine_you_{code}.png", (1280, 800))
