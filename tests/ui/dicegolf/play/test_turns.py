"""A person's hands at the Dice Golf table, through real clicks, keys and typed dice: a whole
hole against an AI (kept in the store), a selection clicked on the board, a card played
after the throw, typed dice refused in words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.actions import ACCEPT, FAIR_PLAY, Keep, Lay, Play, Roll
from golfstudio.dicegolf.formula import Op
from golfstudio.dicegolf.game import GameParams, Stage
from golfstudio.dicegolf.hole_file import course_from_data
from golfstudio.gamenight.played_round import ai_name
from golfstudio.store import Store
from tests.ui.dicegolf.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed

HandsOf = Callable[[DiceGolfPlayView], Hands]


def test_a_whole_hole_by_clicks_against_an_ai_goes_into_the_store(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot, store: Store) -> None:
    view = make_view(params_of(["You", "Greedy"]), [HUMAN, "greedy"], speed=Speed.INSTANT,
                     store_factory=store)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    assert view.turn_label.text() == "You · hole 1"
    assert view.stroke_label.text() == "Throw 1"
    assert view.throw_picker.prompt.text() == "From 0 m: The dice read B × R + 60."
    h.click("roll")  # the studio rolls (seed 7): 3 2 4 6, (3 + 2) × (4 + 6) + 60
    h.wait_for_turn()
    assert state.position(0) == 110
    assert state.history[:4] == (Roll(3), Roll(2), Roll(4), Roll(6))
    assert view.scorecard.values()[0][0] == 1  # the hole in progress, grey
    # Greedy threw meanwhile, at its own pace; its throw is on the board and the line.
    assert "Greedy, throw 1 from 0 m" in view.message()
    h.type_dice("2 3 3 5")  # 5 × 8 + 60 = 100 m: on the green
    h.wait_for_turn()
    assert state.position(0) == 210
    h.type_dice("2 5 3 6")  # the green: a selection follows
    h.wait_for_turn()
    assert state.stage is Stage.KEEP
    h.die(0)  # keep B1; B2, R1 and R2 are rolled again …
    assert view.throw_picker.keep_button.text() == "Keep 1, roll the others"
    h.type_dice("4 1 5")  # … from real dice: 2 4 1 5, no double; B1 − R1 = 1 m
    h.wait_for_turn()
    assert state.stage is Stage.DECIDE
    board = view.canvas.board
    assert board.reading.text() == "no double; 2 − 1 = 1 m"
    assert board.outcome.text() == "to 211 m, on the green — to decide"
    texts = [b.text() for b in view.throw_picker.choice_buttons]
    assert texts == ["Accept the throw", "Change sign 1: B1 ⟨−⟩ R1"]
    h.click("Accept")
    h.wait_for_turn()
    assert state.position(0) == 211 and state.throws(0) == 3
    h.type_dice("3 1 3 2")
    h.wait_for_turn()
    h.die(0)
    h.die(2)  # the double 3 kept: holed whatever the others show
    h.click("keep")
    qtbot.waitUntil(lambda: state.holed(0) or view.is_over(), timeout=TIMEOUT_MS)
    with qtbot.waitSignal(view.roundSaved, timeout=TIMEOUT_MS) as saved:
        qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert state.card()[0][0] == 4
    assert view.scorecard.values()[0][0] == 4
    card = store.load_round_card(saved.args[0].round_id)
    assert card.scores["You"] == (4,)
    assert card.scores[ai_name("Greedy")] == (state.card()[0][1],)
    assert [n.game for n in store.nights(game="dicegolf")] == ["dicegolf"]
    assert "Saved to the scorecards as “Dice Golf: Test links (holes 1)”" in view.save_label.text()


def test_a_selection_is_made_by_clicking_the_dice_or_their_keys(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    tray = view.canvas.tray
    h.wait_for_turn()
    assert not state.cards_in_play  # alone, nobody to lay an air shot on
    h.key(Qt.Key.Key_R)  # R rolls (seed 7): 3 2 4 6, 110 m
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # 100 m: on the green at 210 m
    h.wait_for_turn()
    assert state.position(0) == 210
    h.type_dice("6 4 2 3")
    h.wait_for_turn()
    assert state.stage is Stage.KEEP and tray.choosing
    assert tray.kept == (False, False, False, False)
    h.die(1)
    h.die(3)
    assert tray.kept == (False, True, False, True)
    h.die(3)  # clicked again: rolled again after all
    h.key(Qt.Key.Key_3)  # 1–4: the dice's keys
    assert tray.kept == (False, True, True, False)
    assert view.throw_picker.keep_button.text() == "Keep 2, roll the others"
    assert view.throw_picker.typed_label.text() == "Real dice? Type the faces of B1 R2:"
    h.type_dice("2 5")  # B2 4 and R1 2 kept; B1 2 and R2 5: a double 2 on the green
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert state.history[-3:] == (Keep((False, True, True, False)), Roll(2), Roll(5))
    assert "holed!" in view.canvas.board.outcome.text()


def test_a_card_is_played_after_the_throw(make_view: MakeView, hands: HandsOf,
                                          qtbot: QtBot) -> None:
    # Seed 7 deals You a Chance card among nine; Greedy holds an air shot and lays it on
    # the leader before the first throw.
    view = make_view(params_of(["You", "Greedy"], (2,), cards=True), [HUMAN, "greedy"],
                     speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    assert state.history[-1] == Lay("air-shot")
    assert "Greedy lays Air shot against you: one penalty for you." in view.message()
    hand = state.hand(0)
    assert hand is not None and "chance" in hand
    assert "Chance" in view.throw_picker.chip_texts()
    h.type_dice("1 1 1 2")  # (1 + 1) × (1 + 2) = 6 m: a poor throw
    h.wait_for_turn()
    assert state.stage is Stage.DECIDE
    picker = view.throw_picker
    chance = picker.choice_button("Play Chance")
    assert chance.toolTip().startswith("Off the green: the ball goes to the next zone limit")
    hints = [label.text() for label in picker.choices_box.findChildren(QLabel)
             if label.objectName() == "choiceHint" and label.isVisible()]
    assert "→ 195 m +1" in hints  # to the zone limit; the air shot stays
    h.click("Play Chance")
    h.wait_for_turn()
    assert state.position(0) == 195
    assert Play("chance") in state.history and ACCEPT not in state.history[-3:]
    assert state.penalties(0) == 1 and state.hand_size(0) == 9  # played one, drew one
    assert state.throws(0) == 1
    assert view.canvas.board.outcome.text() == (
        "to 195 m, on the fairway, zone 2 (1 air shot: one penalty; Chance played)")
    # Greedy's throw: You may lay a card against it first.
    assert state.stage is Stage.AGAINST and state.current_player() == 0
    assert picker.prompt.text() == ("Greedy is about to throw from 0 m. Lay a card against "
                                    "the throw?")
    h.click("Lay Air shot on Greedy")
    h.wait_for_turn()
    assert Lay("air-shot") == state.history[state.history.index(Play("chance")) + 2]
    assert state.penalties(1) >= 1  # the air shot is Greedy's penalty


def test_dice_typed_wrong_are_refused_in_words_and_nothing_is_played(
        make_view: MakeView, hands: HandsOf) -> None:
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    played = len(view.state.history)
    h.type_dice("3 5 2")
    assert view.message() == "Type 4 faces, one for each die: B1 B2 R1 R2."
    assert view.status_kind == "error"
    view.throw_picker.typed.clear()
    h.type_dice("3 5 9 2")  # no die of four shows 9
    assert view.message() == "die R1 shows 1 to 6, not 9"
    assert len(view.state.history) == played and view.awaits_roll()


def test_the_ai_throws_at_a_pace_a_person_can_follow(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["You", "Greedy"]), [HUMAN, "greedy"], speed=Speed.FAST)
    h = hands(view)
    track, tray = view.canvas.track, view.canvas.tray
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # 100 m
    assert view.is_busy() and view.acting() is None  # the dice fall, the pawn moves
    qtbot.waitUntil(track.is_moving, timeout=TIMEOUT_MS)
    moving = track.pawn_position(0)
    assert moving is not None and 0.0 <= moving <= 100.0
    # Greedy's throw: its name on the turn card, its dice falling one by one, its pawn moving.
    qtbot.waitUntil(lambda: view.turn_label.text() == "Greedy · hole 1", timeout=TIMEOUT_MS)
    qtbot.waitUntil(tray.is_rolling, timeout=TIMEOUT_MS)
    assert view.throw_picker.prompt.text() == "Greedy is throwing…"
    qtbot.waitUntil(track.is_moving, timeout=TIMEOUT_MS)
    h.wait_for_turn()
    assert view.state.position(0) == 100 and view.state.throws(1) == 1
    assert view.turn_label.text() == "You · hole 1"
    assert "Greedy, throw 1 from 0 m" in view.message()


def test_a_sign_is_changed_with_the_operations_die(make_view: MakeView, hands: HandsOf,
                                                    qtbot: QtBot) -> None:
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    h.type_dice("3 2 4 6")  # 110 m
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # on the green at 210 m
    h.wait_for_turn()
    h.type_dice("6 4 2 3")
    h.wait_for_turn()
    h.click("keep")  # keep none: the studio rolls all four again (seed 7): 3 2 4 6
    h.wait_for_turn()
    assert state.stage is Stage.DECIDE
    assert view.canvas.board.outcome.text() == "to 209 m, on the green — to decide"
    button = view.throw_picker.choice_button("Change sign 1")
    assert button.text() == "Change sign 1: B1 ⟨−⟩ R1"
    h.click("Change sign 1")
    h.wait_for_turn()  # the person's own operations die: Roll, or its face typed
    assert state.stage is Stage.SIGN
    assert "operations die" in view.throw_picker.typed_label.text()
    h.type_dice("=")
    assert state.stage is Stage.SIGN  # not a face of the die: said, nothing played
    assert view.message() == "Type the operations die's face: +, − or ×."
    view.throw_picker.typed.clear()
    h.type_dice("x")
    qtbot.waitUntil(lambda: state.throws(0) == 3, timeout=TIMEOUT_MS)
    tray = view.canvas.tray
    assert tray.shows_operation and tray.operation is Op.MUL
    assert view.canvas.board.outcome.text() == (
        "to 222 m, on the green (sign changed: B1 − R1 → B1 × R1, one penalty)")
    assert state.position(0) == 222 and state.penalties(0) == 1


def test_the_fifth_die_is_rolled_when_the_formula_names_it(
        make_view: MakeView, hands: HandsOf) -> None:
    view = make_view(params_of(["Solo"], (3,)), [HUMAN], speed=Speed.INSTANT)  # W × B
    h = hands(view)
    h.wait_for_turn()
    assert view.throw_picker.typed_label.text() == "Real dice? Type the faces of B1 B2 R1 R2 W:"
    h.type_dice("3 4 2 2 5")
    assert view.message() == "die W shows 7 to 12, not 5"
    view.throw_picker.typed.clear()
    h.type_dice("3 4 2 2 9")  # 9 × (3 + 4) = 63 m
    h.wait_for_turn()
    assert view.state.position(0) == 63
    tray = view.canvas.tray
    assert tray.faces == [3, 4, 2, 2, 9] and tray.count() == 5
    assert view.canvas.board.reading.text() == "9 × (3 + 4) = 63 m"


def test_the_operations_die_is_rolled_by_the_studio_on_roll(make_view: MakeView,
                                                           hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    for faces in ("3 2 4 6", "2 3 3 5", "6 4 2 3"):
        h.wait_for_turn()
        h.type_dice(faces)
    h.wait_for_turn()
    h.click("keep")
    h.wait_for_turn()
    h.click("Change sign 1")
    h.wait_for_turn()
    h.click("roll")  # the studio's operations die (seed 7) shows ×
    qtbot.waitUntil(lambda: state.throws(0) == 3, timeout=TIMEOUT_MS)
    assert view.canvas.tray.operation is Op.MUL and state.penalties(0) == 1


BLOCKED = course_from_data({
    "format": "golfstudio.dicegolf", "version": 1, "name": "Blocked",
    "holes": [{"name": "Blocked", "length": 200, "par": 4,
               # The tee in a proximity zone before the limit at 10 m; past it every throw
               # from 64 m is 51 m or more, over the limit at 100 m: the ball is blocked.
               "zones": [{"start": 0, "formula": "B1 * 10 + B2"},
                         {"start": 10, "formula": "B1 * 10 + B2 + 40"},
                         {"start": 100, "formula": "B1 * 10 + B2"}],
               "green": {"start": 180, "formula": "B1 - R1", "combination": "double"},
               "end_of_terrain": 220,
               "proximity": [{"start": 0, "end": 29}, {"start": 70, "end": 99}]}]})


def test_the_thrower_reads_why_fair_play_is_not_offered(make_view: MakeView, hands: HandsOf,
                                                       screenshot_dir: Path) -> None:
    """Blocked at 64 m, but a sign change may still move the ball (rule 9: fair play only
    when "aucune solution ne s'offre à lui"): no Fair play button, and the reason said."""
    view = make_view(GameParams(BLOCKED, ("Solo",), "Blocked", (1,), False), [HUMAN],
                     speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.type_dice("6 4 1 2")  # 64 m, past the limit at 10 m
    h.wait_for_turn()
    h.type_dice("4 5 1 2")  # 45 + 40 m: over the limit at 100 m
    h.wait_for_turn()
    state = view.state
    assert state.stage is Stage.DECIDE and FAIR_PLAY not in state.legal_actions()
    picker = view.throw_picker
    assert picker.choice_button("Change sign 3").isVisible()
    assert "No fair play: fair play is for a ball nothing else can help, and changing sign 3 " \
           "of B1 * 10 + B2 + 40 may move it without a penalty." in picker.prompt.text()
    assert picker.prompt.isVisible()
    save_screenshot(view, screenshot_dir / "dicegolf-play-no-fair-play.png", (1280, 800))
