"""``PlayView``: a game of Mini Golf Carambole played at the table on screen, on the play kit.

The kit's ``TableView`` is the page: the side panel (turn card, AI speed and seed, scorecard,
results, Save game…, status line), the ``Table`` running the turns, the replay once the game
is over and the round saved to the scorecards. What is Carambole's is here and beside it: the
canvas (``CaramboleStage`` animates each record on ``PlayCanvas``), the turn's ball and stroke
in words, and the action picker — a start cell clicked, an arrow (or 1–6, ← →), a die or
card, then Roll or the face of a real die.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from golfstudio.bundled import shown_title
from golfstudio.carambole.game import (
    CaramboleGame,
    CaramboleState,
    GameError,
    GameParams,
    Mode,
    Place,
    Roll,
    Shot,
)
from golfstudio.carambole.ruleset import ImpulseSource, die_name
from golfstudio.hexgrid import Direction, Hex
from golfstudio.store import open_store
from ui.carambole.play.canvas import PlayCanvas
from ui.carambole.play.scorecard import ball_swatch, carambole_scorecard
from ui.carambole.play.shot_panel import ShotPanel, colour_name, direction_name
from ui.carambole.play.stage import CaramboleStage
from ui.page_keys import PageKey
from ui.play_kit.saving import AskSavePath, StoreSource, ask_save_game_path
from ui.play_kit.seats import HUMAN, SeatChoice, Speed, seat_text
from ui.play_kit.view import TableView, TurnText
from ui.play_kit.you import is_you

_KEY_DIRECTIONS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3,
                   Qt.Key.Key_5: 4, Qt.Key.Key_6: 5}


class PlayView(TableView):
    """A Carambole game being played (signals: ``TableView``'s)."""

    game: CaramboleState
    stage: CaramboleStage

    def __init__(self, params: GameParams, players_ai: Sequence[SeatChoice] | None = None,
                 store_factory: StoreSource | None = open_store, rng_seed: int | None = None,
                 parent: QWidget | None = None, *, speed: Speed = Speed.NORMAL,
                 course_labels: Sequence[str] | None = None,
                 played_on: date | None = None,
                 ask_save_path: AskSavePath = ask_save_game_path) -> None:
        choices = list(players_ai) if players_ai is not None else [HUMAN] * len(
            params.players)
        if len(choices) != len(params.players):  # before any widget is made
            raise GameError(f"{len(choices)} seats given for {len(params.players)} players")
        if course_labels is not None:
            params = dataclasses.replace(params, labels=tuple(course_labels))
        state = CaramboleGame(params).new_state()
        super().__init__(state, choices, rng_seed, store_factory=store_factory, speed=speed,
                         played_on=played_on, ask_save_path=ask_save_path, parent=parent)
        self.setObjectName("carambolePlay")
        self.params = params
        self.course_labels = list(params.course_labels())
        self.mode_text = (self.tr("Carambole mode") if params.mode is Mode.CARAMBOLE
                          else self.tr("Basic mode"))
        self._direction: Direction | None = None
        self._legal_directions: list[Direction] = []
        self._last_source: dict[int, tuple[str, bool]] = {}

        self.title_label.setText(self.tr("Mini Golf Carambole"))
        self.picker_title.setText(self.tr("Your shot"))
        self.canvas = PlayCanvas(params.courses, state.balls, self)
        self.shot_panel = ShotPanel(self.picker_card)
        self.stage = CaramboleStage(self.canvas, self.shot_panel, self)
        self.assemble(self.canvas, self.shot_panel, self.stage,
                      lambda: CaramboleStage(self.canvas, None, self),
                      carambole_scorecard(state, self))
        self.table.applied.connect(self._applied)
        self.table.gameOver.connect(lambda: self.canvas.set_current_ball(None))
        self.speed_box.currentIndexChanged.connect(self._pulse)
        self.stage.shotResolving.connect(self._shot_resolving)
        self.canvas.directionClicked.connect(self._direction_clicked)
        self.canvas.startClicked.connect(self._start_clicked)
        self.shot_panel.rollClicked.connect(self._roll_clicked)
        self.shot_panel.typedRollEntered.connect(self._typed_roll)
        self.start()

    def is_busy(self) -> bool:
        """Whether something is under way: an AI about to act, dice rolling, a ball moving."""
        return (super().is_busy() or self.shot_panel.roller.is_rolling()
                or self.canvas.is_animating())

    # ---- the turn ---------------------------------------------------------------------------

    def prepare_turn(self, seat: int) -> None:
        game = self.game
        self.shot_panel.set_sources(game.table.sources)
        self.canvas.set_current_ball(game.ball_to_play(), pulse=not self.speed.instant)

    def _pulse(self) -> None:
        """The ball to play pulses unless the AIs play at once (the speed just changed)."""
        if not self.is_over() and not self.is_busy():
            self.canvas.set_current_ball(self.game.ball_to_play(),
                                         pulse=not self.speed.instant)

    def _applied(self, action: object, record: object) -> None:
        if isinstance(action, Shot):
            ball = self.game.ball_to_play()
            if ball is not None:
                self._last_source[self.game.balls[ball].owner] = (action.source, action.card)

    def _shot_resolving(self, before: CaramboleState, roll: Roll) -> None:
        text, impulses = self.stage.story(before, roll)
        self.shot_panel.show_impulses(self.tr("= %n impulse(s)", "", impulses))
        self.say(text, kind="story")

    def offer_nothing(self) -> None:
        self._direction = None
        self._legal_directions = []
        self.canvas.clear_arrows()
        self.canvas.clear_start_targets()
        self.shot_panel.set_active(False)

    def offer_person(self, seat: int) -> None:
        game = self.game
        legal = game.legal_actions()
        self._direction = None
        if game.needs_start():
            self._legal_directions = []
            self.canvas.clear_arrows()
            self.canvas.show_start_targets([a.cell for a in legal if isinstance(a, Place)])
            self.shot_panel.set_active(False)
            self.say(self.tr("Click a highlighted start cell to put your ball on the course."),
                     kind="place")
            return
        self.canvas.clear_start_targets()
        self._legal_directions = sorted({a.direction for a in legal if isinstance(a, Shot)})
        self._show_arrows()
        # The die or card this person used last, not the one an AI just showed.
        mine = self._last_source.get(game.current_player())
        if mine is not None and mine in {(s.name, s.is_card) for s in game.table.sources}:
            self.shot_panel.select_source(*mine)
        else:
            self.shot_panel.clear_source()
        self.shot_panel.set_active(True)
        if self.status_kind != "story":
            # The last shot's story stays; any other line (a placing hint, a refusal) gives
            # way to what to do now.
            self.say(self.tr("Your shot: a direction, a die or a card, then Roll — or type the "
                             "face of a real die."), kind="shot")

    def _show_arrows(self) -> None:
        ball = self.game.ball_to_play()
        cell = self.game.ball_cell(ball) if ball is not None else None
        if cell is not None:
            self.canvas.show_arrows(cell, self._legal_directions, self._direction)

    def describe_turn(self) -> TurnText | None:
        game = self.game
        ball = game.ball_to_play()
        if ball is None:
            return None
        info = game.balls[ball]
        player = game.params.players[info.owner]
        own = [b for b in game.balls if b.owner == info.owner]
        colour = colour_name(info.colour)
        which = (self.tr("{colour} ball {number}").format(colour=colour,
                                                          number=own.index(info) + 1)
                 if len(own) > 1 else self.tr("{colour} ball").format(colour=colour))
        limit = game.table.stroke_limit
        stroke = game.round if game.mode is Mode.CARAMBOLE else game.strokes(ball) + 1
        seat = self.seats[info.owner]
        kind = seat_text(seat) if seat is not None else self.tr("AI")
        doing = (self.tr("places the ball on a start") if game.needs_start()
                 else self.tr("to play"))
        return TurnText(
            headline=f"{player.name} · {which}",
            stroke=self.tr("Stroke {stroke}/{limit}").format(stroke=stroke, limit=limit),
            stroke_tip=(self.tr(
                "Your {colour} ball has played %n stroke(s) on this course; a ball not holed in "
                "{limit} scores {limit}", "", game.strokes(ball)) if is_you(player.name)
                else self.tr(
                "{player}'s {colour} ball has played %n stroke(s) on this course; a ball not "
                "holed in {limit} scores {limit}", "", game.strokes(ball))).format(
                    player=player.name, colour=colour, limit=limit),
            kind=f"{kind} · {doing}",
            swatch=ball_swatch([info]),
            subtitle=self.tr("{mode} · course {number} of {courses}: {label}").format(
                mode=self.mode_text, number=game.course_index + 1,
                courses=len(self.params.courses),
                label=shown_title(self.course_labels[game.course_index])),
            picker_title=(self.tr("Your shot") if seat == HUMAN or is_you(player.name)
                          else self.tr("{player}'s shot").format(player=player.name)))

    # ---- a person's choices -----------------------------------------------------------------

    def _start_clicked(self, cell: Hex) -> None:
        if self.is_human_turn() and self.game.needs_start():
            self.table.act(Place(cell))

    def _direction_clicked(self, direction: int) -> None:
        self.choose_direction(Direction(direction))

    def choose_direction(self, direction: Direction) -> bool:
        """Pick a direction for a person's shot; False (and a message) if it is not legal."""
        if not self.is_human_turn() or not self._legal_directions:
            return False
        if direction not in self._legal_directions:
            self.say(self.tr("The ball cannot be played {direction} from where it rests: a "
                             "wall or the course's edge is in the way.").format(
                                 direction=direction_name(direction)), error=True)
            return False
        self._direction = direction
        self._show_arrows()
        self.shot_panel.set_direction(direction)
        if self.status_kind == "error":
            self.say("")
        return True

    def _turn(self, step: int) -> None:
        legal = self._legal_directions
        if not legal or not self.is_human_turn():
            return
        if self._direction is None:
            self.choose_direction(legal[0])
            return
        ordered = sorted(legal)
        here = int(self._direction)
        # Counter-clockwise is +1 (hexgrid numbers directions that way).
        later = [d for d in ordered if d > here] if step > 0 else [
            d for d in reversed(ordered) if d < here]
        wrapped = later or (ordered if step > 0 else list(reversed(ordered)))
        self.choose_direction(wrapped[0])

    def page_keys(self) -> tuple[PageKey, ...]:
        """What keyPressEvent below handles, for Help > Keyboard Shortcuts."""
        return (PageKey(self.tr("Choose a direction"), tuple(str(n) for n in range(1, 7))),
                PageKey(self.tr("Turn to the next direction"), ("Left", "Right")))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _KEY_DIRECTIONS and self.is_human_turn():
            self.choose_direction(Direction(_KEY_DIRECTIONS[key]))
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.is_human_turn():
            self._turn(1 if key == Qt.Key.Key_Left else -1)
            event.accept()
            return
        super().keyPressEvent(event)

    def _chosen_shot(self) -> tuple[Shot, ImpulseSource] | None:
        source = self.shot_panel.selected_source()
        if self._direction is None:
            self.say(self.tr("Pick a direction first: click an arrow round the ball."),
                     error=True)
            return None
        if source is None:
            self.say(self.tr("Pick a die or a card first."), error=True)
            return None
        return Shot(self._direction, source.name, source.is_card), source

    def _roll_clicked(self) -> None:
        """The studio throws: the table draws the face with the game's seeded generator."""
        if not self.is_human_turn():
            return
        chosen = self._chosen_shot()
        if chosen is not None:
            self.table.act(chosen[0])

    def _typed_roll(self, text: str) -> None:
        """A face typed from a real die: only a face of that die is played; a refused entry
        is cleared from the field and the message says why."""
        if not self.is_human_turn():
            return
        chosen = self._chosen_shot()
        if chosen is None:
            return
        shot, source = chosen
        die = source.die
        faces = ", ".join(str(f) for f in die.faces)
        how = (self.tr("The {card} card is played with the {die} die") if source.is_card
               else self.tr("The {die} die")).format(card=source.name, die=die_name(die.name))
        self.shot_panel.typed.clear()
        try:
            face = int(text.strip())
        except ValueError:
            self.say(self.tr("Type the face you threw as a number. {die} has the faces "
                             "{faces}.").format(die=how, faces=faces), error=True)
            return
        if face not in die.faces:
            self.say(self.tr("{die} has no face {face}: its faces are {faces}. Nothing was "
                             "played.").format(die=how, face=face, faces=faces), error=True)
            return
        self.table.act(shot, Roll(face))
