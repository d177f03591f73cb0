"""The play view through its widgets: AI rounds to the end and into the store, a person's
shot with a typed roll and with the studio's dice, refusals, keys, a store that fails."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import CaramboleGame, Mode, Player, Roll, Shot
from golfstudio.carambole.shot import resolve_shot
from golfstudio.engine.play import replay
from golfstudio.gamenight.played_round import ai_name
from golfstudio.hexgrid import Direction
from golfstudio.store import Store, StoreError, open_store
from tests.ui.carambole.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.conftest import DialogCall
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed

HUMAN, RANDOM, GREEDY = Seat.HUMAN, Seat.RANDOM, Seat.GREEDY


def test_two_ais_play_a_round_of_two_courses_into_the_store(
        make_view: MakeView, qtbot: QtBot, store_url: str, store: Store) -> None:
    params = params_of(["course-1", "course-3"], [Player("Ann"), Player("Bob")])
    view = make_view(params, [GREEDY, RANDOM], speed=Speed.INSTANT,
                     store_factory=lambda: open_store(store_url),
                     course_labels=["course-1", "course-3"])
    # The game starts by itself (and may be well under way once the window is shown).
    qtbot.waitUntil(lambda: view.saved is not None, timeout=TIMEOUT_MS)
    assert view.is_over()
    scores, by_course = view.game.scores(), view.game.card()
    assert view.saved is not None
    card = store.load_round_card(view.saved.round_id)
    assert card.game == "carambole"
    assert [p.name for p in card.players] == ["Ann (AI)", "Bob (AI)"]  # both seats are AIs
    for owner, name in enumerate([ai_name("Ann"), ai_name("Bob")]):
        assert tuple(card.scores[name]) == tuple(course[owner] for course in by_course)
    assert [row[-1] for row in view.scorecard.values()] == list(scores)
    assert [row[:-1] for row in view.scorecard.values()] == [
        [course[p] for course in by_course] for p in range(2)]
    assert store.find_course("Carambole: course-1 + course-3", "carambole") is not None
    (night,) = store.nights(game="carambole")  # in the game-night history
    assert night.place == "GolfStudio"
    assert "Saved" in view.save_label.text()
    assert not view.shot_panel.roll_button.isEnabled()
    # The game the view played is the engine's own: its history replays to the same scores.
    assert replay(CaramboleGame(view.params), view.game.history).scores() == scores


def test_a_person_places_aims_picks_a_die_and_types_a_real_roll(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann")]), [HUMAN], speed=Speed.FAST)
    h = hands(view)
    h.wait_for_turn()
    assert view.game.needs_start()
    table = view.game.table
    assert sorted(view.canvas.start_targets()) == sorted(table.hexes[c] for c in table.starts)
    start = h.place()
    h.wait_for_turn()
    assert view.game.ball_cell(0) == start
    assert view.canvas.ball_cells() == {0: start}
    assert view.canvas.start_targets() == []
    legal = table.legal_directions(table.index[start])
    assert sorted(view.canvas.arrow_directions()) == sorted(legal)
    direction = legal[0]
    h.direction(direction)
    assert view.shot_panel.direction == direction
    h.source("yellow")
    assert view.shot_panel.roll_button.isEnabled()

    played = view.game.history
    h.type_roll("2")  # the yellow die has faces 3–8
    assert "yellow die has no face 2" in view.message()
    assert "3, 4, 5, 6, 7, 8" in view.message()
    h.type_roll("five")
    assert "as a number" in view.message()
    assert view.game.history == played
    assert view.canvas.ball_cells() == {0: start}
    assert view.is_human_turn()

    with qtbot.waitSignal(view.canvas.shotAnimated, timeout=TIMEOUT_MS):
        h.type_roll("5")  # the ball rolls along the engine's path
    h.wait_for_turn()
    assert view.game.history[-2:] == (Shot(direction, "yellow", False), Roll(5))
    end = resolve_shot(table, start, direction, 5).balls[0]
    if end.holed:
        assert view.is_over()
    else:
        assert view.game.ball_cell(0) == end.cell
        assert view.canvas.ball_cells() == {0: end.cell}
        assert view.stroke_label.text() == f"Stroke 2/{table.stroke_limit}"
    assert view.scorecard.cell(0, 0).provisional or view.is_over()


def test_the_studios_dice_roll_with_the_seeded_generator_and_keys_aim(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot) -> None:
    view = make_view(params_of(["course-3"], [Player("Ann")]), [HUMAN], speed=Speed.FAST,
                     rng_seed=1234)
    assert "1234" in view.seed_label.text()
    h = hands(view)
    h.wait_for_turn()
    start = h.place()
    h.wait_for_turn()
    table = view.game.table
    legal = table.legal_directions(table.index[start])
    blocked = next(d for d in Direction if d not in legal)
    qtbot.mouseClick(view.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.canvas.cell_point(start))  # the canvas takes the focus
    qtbot.keyClick(view.canvas, Qt.Key(Qt.Key.Key_1 + int(blocked)))
    assert "cannot be played" in view.message()
    assert view.shot_panel.direction is None
    qtbot.keyClick(view.canvas, Qt.Key(Qt.Key.Key_1 + int(legal[0])))
    assert view.shot_panel.direction == legal[0]
    if len(legal) > 1:
        qtbot.keyClick(view.canvas, Qt.Key.Key_Left)  # turn counter-clockwise
        assert view.shot_panel.direction == legal[1]
        qtbot.keyClick(view.canvas, Qt.Key.Key_Right)
    assert view.shot_panel.direction == legal[0]

    h.source("+3", card=True)
    h.roll()
    # A short flicker before the face shows.
    qtbot.waitUntil(view.shot_panel.roller.is_rolling, timeout=TIMEOUT_MS)
    h.wait_for_turn()
    roll = view.game.history[-1]
    assert isinstance(roll, Roll)
    white = table.source("+3", card=True).die.faces
    assert roll.face == white[random.Random(1234).randrange(len(white))]
    assert view.shot_panel.die.text == str(roll.face)
    end = resolve_shot(table, start, legal[0], roll.face + 3).balls[0]
    assert view.canvas.ball_cells() == ({} if end.holed else {0: end.cell})


def test_nothing_is_offered_to_a_person_while_an_ai_plays(
        make_view: MakeView, hands: Callable[[PlayView], Hands]) -> None:
    view = make_view(params_of(["course-1"], [Player("Bot"), Player("Ann")]),
                     [GREEDY, HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    # Basic mode: the greedy AI has played its ball out before Ann places hers.
    assert view.game.ball_card()[0][0] is not None
    assert view.game.needs_start() and view.is_human_turn()
    assert view.turn_label.text().startswith("Ann")
    assert not view.shot_panel.roll_button.isEnabled()


def test_a_store_that_fails_says_so_once_and_the_round_can_be_saved_again(
        make_view: MakeView, qtbot: QtBot, store_url: str, store: Store,
        dialogs: list[DialogCall]) -> None:
    attempts: list[int] = []

    def flaky() -> Store:
        attempts.append(1)
        if len(attempts) == 1:
            raise StoreError("the database server cannot be reached")
        return open_store(store_url)

    view = make_view(params_of(["course-1"], [Player("Ann"), Player("Bob")]),
                     [GREEDY, RANDOM], speed=Speed.INSTANT, store_factory=flaky)
    qtbot.waitUntil(lambda: not view.retry_button.isHidden(), timeout=TIMEOUT_MS)
    assert [d.kind for d in dialogs] == ["warning"]
    assert "cannot be reached" in dialogs[0].text
    assert "not saved" in view.save_label.text()
    assert "wins" in view.results_label.text() or "Shared" in view.results_label.text()
    qtbot.mouseClick(view.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.saved is not None, timeout=TIMEOUT_MS)
    assert view.retry_button.isHidden()
    assert len(dialogs) == 1
    assert view.saved is not None
    card = store.load_round_card(view.saved.round_id)
    assert card.scores[ai_name("Ann")] == (view.game.scores()[0],)


def test_a_game_of_several_balls_each_in_carambole_mode_scores_each_ball_for_its_owner(
        make_view: MakeView, qtbot: QtBot, store_url: str, store: Store) -> None:
    params = params_of(["course-2"], [Player("Ann", 2), Player("Bob", 1)], Mode.CARAMBOLE)
    view = make_view(params, [GREEDY, RANDOM], speed=Speed.INSTANT,
                     store_factory=lambda: open_store(store_url))
    qtbot.waitUntil(lambda: view.saved is not None, timeout=TIMEOUT_MS)
    ann = sum(s for b, s in zip(view.game.balls, view.game.ball_card()[0], strict=True)
              if b.owner == 0 and s is not None)
    assert view.saved is not None
    card = store.load_round_card(view.saved.round_id)
    assert card.scores[ai_name("Ann")] == (ann,)
    assert view.scorecard.values()[0] == [ann, ann]


def test_players_ai_must_match_the_players() -> None:
    from golfstudio.carambole.game import GameError

    with pytest.raises(GameError, match="1 seats given for 2 players"):
        PlayView(params_of(["course-1"], [Player("Ann"), Player("Bob")]), [HUMAN],
                 store_factory=None)
