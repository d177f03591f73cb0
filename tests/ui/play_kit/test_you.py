"""Sentences about "You" take the second person, counts take Qt's plural forms (issue 30
item 6): "You win with 1 stroke", never "You wins with 1 stroke(s)"; "Ann takes the 7", "You
take the 7". The winner line is checked in English, French and German from the real
catalogues; the games' own sentences over whole games played by the engines."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Signal
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import Player
from golfstudio.engine.play import sample_chance
from golfstudio.engine.state import CHANCE, State
from tests.ui.catalogue import installed
from tests.ui.play_kit.test_view import plain_view
from ui.play_kit.view import TableView
from ui.play_kit.you import is_you

THIRD_PERSON_AFTER_YOU = re.compile(
    r"\bYou (wins|takes|keeps|discards|deals|tees|draws|rolls|lays|plays|picks|is|has)\b")
"""What the issue saw: a verb of the third person after "You"."""


@pytest.fixture
def catalogue() -> Iterator[Callable[[str], None]]:
    """Install a language's real compiled catalogue for the rest of a test."""
    with ExitStack() as stack:

        def install(code: str) -> None:
            stack.enter_context(installed(code))

        yield install


def headline_view(qtbot: QtBot) -> TableView:
    view, _ = plain_view(qtbot, [Player("Ann"), Player("Bob")], ["greedy", "greedy"])
    return view


def test_the_person_is_you_in_english_and_in_the_set_up_dialogs_language(
        catalogue: Callable[[str], None]) -> None:
    assert is_you("You") and is_you(" You ")
    assert not is_you("Anna") and not is_you("you all") and not is_you("Vous")
    catalogue("fr")
    assert is_you("Vous") and is_you("You")  # a game saved in English, shown in French


def test_the_winner_line_for_you_and_for_a_named_ai_singular_and_plural(
        qtbot: QtBot) -> None:
    view = headline_view(qtbot)
    assert view._headline(["You"], 1) == "<b>You win</b> with 1 stroke."
    assert view._headline(["You"], 23) == "<b>You win</b> with 23 strokes."
    assert view._headline(["Greedy AI"], 1) == "<b>Greedy AI wins</b> with 1 stroke."
    assert view._headline(["Greedy AI"], 23) == "<b>Greedy AI wins</b> with 23 strokes."
    assert view._headline(["You", "Ann"], 30) == (
        "<b>Shared win:</b> You and Ann, 30 strokes each.")
    view.lower_wins = False
    assert view._headline(["You"], 1) == "<b>You win</b> with 1 point."
    assert view._headline(["Ann"], 12) == "<b>Ann wins</b> with 12 points."


@pytest.mark.parametrize(("code", "you_one", "you_many", "ai_one"), [
    ("fr", "<b>Vous gagnez</b> avec 1 coup.", "<b>Vous gagnez</b> avec 23 coups.",
     "<b>Greedy gagne</b> avec 1 coup."),
    ("de", "<b>Sie gewinnen</b> mit 1 Schlag.", "<b>Sie gewinnen</b> mit 23 Schlägen.",
     "<b>Greedy gewinnt</b> mit 1 Schlag."),
])
def test_the_winner_line_in_french_and_german(
        qtbot: QtBot, catalogue: Callable[[str], None], code: str, you_one: str,
        you_many: str, ai_one: str) -> None:
    view = headline_view(qtbot)
    catalogue(code)
    you = QCoreApplication.translate("SetupDialog", "You")
    assert you != "You"
    assert view._headline([you], 1) == you_one
    assert view._headline([you], 23) == you_many
    assert view._headline(["Greedy"], 1) == ai_one


def test_a_game_you_win_ends_on_you_win(qtbot: QtBot) -> None:
    """One seat called "You" plays Carambole to the end: the results and the turn card say
    "You win", with the count's own form."""
    view, _ = plain_view(qtbot, [Player("You")], ["greedy"])
    qtbot.waitUntil(view.is_over, timeout=15_000)
    strokes = view.scores()[0]
    unit = "stroke" if strokes == 1 else "strokes"
    assert view.results_label.text().startswith(f"<b>You win</b> with {strokes} {unit}.")
    assert view.kind_label.text() == f"You win with {strokes} {unit}."


def engine_sentences(state: State[Any], tell: Callable[[State[Any], Any, object], str],
                     seed: int) -> Iterator[str]:
    """Every sentence ``tell`` makes of a whole game played at random from ``state``."""
    rng = random.Random(seed)
    while not state.is_over():
        if state.current_player() == CHANCE:
            action = sample_chance(state, rng)
        else:
            action = rng.choice(list(state.legal_actions()))
        before = state.clone()
        record = state.apply(action)
        yield tell(before, action, record)


def test_play_nines_sentences_about_you_are_in_the_second_person() -> None:
    from golfstudio.playnine.game import GameParams, PlayNineGame
    from ui.playnine.play.words import PlayNineWords

    words = PlayNineWords()
    said = [text for seed in range(3) for text in engine_sentences(
        PlayNineGame(GameParams(("You", "Ann"), 2)).new_state(),
        words.story, seed)]  # type: ignore[arg-type]
    assert said and not [t for t in said if THIRD_PERSON_AFTER_YOU.search(t)]
    joined = "\n".join(said)
    assert re.search(r"\bYou (take|keep|discard) ", joined)
    assert re.search(r"\bAnn (takes|keeps|discards) ", joined)
    assert "You tee off: " in joined and "Ann tees off: " in joined
    assert "A card is dealt to you." in joined and "A card is dealt to Ann." in joined
    you = PlayNineGame(GameParams(("You", "Ann"), 1)).new_state()
    assert words.drawn_hidden(you, 0) == "You draw a card from the pile."
    assert words.drawn_hidden(you, 1) == "Ann draws a card from the pile."


def test_dice_golfs_sentences_about_you_are_in_the_second_person() -> None:
    from golfstudio.dicegolf.game import DiceGolfGame
    from tests.ui.dicegolf.play.conftest import params_of
    from ui.dicegolf.play.words import DiceGolfWords

    words = DiceGolfWords()
    said = [text for seed in range(4) for text in engine_sentences(
        DiceGolfGame(params_of(["You", "Ann"], (1, 2), cards=True)).new_state(),
        words.story, seed)]  # type: ignore[arg-type]
    assert said and not [t for t in said if THIRD_PERSON_AFTER_YOU.search(t)]
    joined = "\n".join(said)
    assert "You roll " in joined and "Ann rolls " in joined
    assert "A card is dealt to you." in joined
    assert words.kept([True, False, True, False, False], you=True).startswith("You keep ")
    assert words.kept([True] * 5, you=True) == "You keep every die"
    assert words.kept([True] * 5) == "keeps every die"


class CanvasSignals(QObject):
    """What the two stages connect to on their canvas; their words need nothing more."""

    shotAnimated = Signal()
    flightDone = Signal()


def test_carambole_and_ultimate_golfs_sentences_about_you(qapp: object) -> None:
    """The stages tell a shot in words (the status line, the replay's steps)."""
    from golfstudio.carambole.game import Roll
    from golfstudio.ultimate.game import GameParams, UltimateGame
    from tests.ui.play_kit.conftest import carambole
    from tests.ui.ultimate.play.conftest import params_of
    from ui.carambole.play.stage import CaramboleStage
    from ui.ultimate.play.stage import UltimateStage

    canvas = CanvasSignals()
    stage = CaramboleStage(canvas)  # type: ignore[arg-type]

    def shots(before: State[Any], action: Any, record: object) -> str:
        if not isinstance(action, Roll):
            return ""
        line = stage.story(before, action)[0]  # type: ignore[arg-type]
        return line + "\n" + stage.describe_step(1, 9, before, action, record)

    said = "\n".join(text for seed in range(2) for text in engine_sentences(
        carambole(players=(Player("You"), Player("Ann"))), shots, seed))
    assert re.search(r"^You \(\w+\) played ", said, re.MULTILINE)
    assert re.search(r"^Ann \(\w+\) played ", said, re.MULTILINE)
    assert " · you (" in said and " · Ann (" in said
    with installed("fr"):
        french = stage.story(*first_roll(carambole(players=(Player("Vous"),))))[0]
    assert french.startswith("Vous (") and " avez joué " in french

    ultimate = UltimateStage(canvas, announce=False)  # type: ignore[arg-type]
    params: GameParams = params_of(["You", "Ann"], (1,))
    told = "\n".join(text for text in engine_sentences(
        UltimateGame(params).new_state(), ultimate.story, 3))  # type: ignore[arg-type]
    assert "You play the " in told and "Ann plays the " in told
    assert not THIRD_PERSON_AFTER_YOU.search(told)


def first_roll(state: Any) -> tuple[Any, Any]:
    """The position before the first throw of a Carambole game, and that throw."""
    from golfstudio.carambole.game import Roll

    rng = random.Random(1)
    while True:
        if state.current_player() == CHANCE:
            action = sample_chance(state, rng)
        else:
            action = rng.choice(list(state.legal_actions()))
        if isinstance(action, Roll):
            return state, action
        state.apply(action)
