"""``PlayView``: a game of Mini Golf Carambole played at the table on screen, on the play kit.

The kit does the table's work: ``Table`` runs the turns (a person through this view, the
registry's AIs at the chosen pace, the throws drawn with the game's seeded generator or typed
from a real die), ``ScorecardModel`` keeps the card, ``ReplayController`` steps through the
finished game, ``RoundSaver`` writes the round to the store in the background, and Save game…
writes the ``golfstudio.game`` file. What is Carambole's is here and beside it: the canvas
(``CaramboleStage`` animates each record on ``PlayCanvas``) and the action picker — a start
cell clicked, an arrow (or 1–6, ← →), a die or card, then Roll or the face of a real die.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

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
from golfstudio.carambole.ruleset import ImpulseSource
from golfstudio.engine.play import winners
from golfstudio.engine.state import CHANCE
from golfstudio.gamenight.played_round import PlayedRound, SavedRound
from golfstudio.hexgrid import Direction, Hex
from golfstudio.store import open_store
from ui import theme
from ui.carambole_play.canvas import PlayCanvas
from ui.carambole_play.scorecard import ball_swatch, carambole_scorecard
from ui.carambole_play.shot_panel import ShotPanel, colour_name, direction_name
from ui.carambole_play.stage import CaramboleStage
from ui.play_kit.replay import ReplayBar, ReplayController
from ui.play_kit.saving import (
    AskSavePath,
    RoundSaver,
    StoreSource,
    ask_save_game_path,
    save_game_file,
)
from ui.play_kit.scorecard import ScorecardTable
from ui.play_kit.seats import HUMAN, SeatChoice, Speed, new_seed, seat_text, speed_box
from ui.play_kit.table import Table

PANEL_WIDTH = 410
ERROR_STYLE = f"color: {theme.STROKE_DOT.name()};"
_KEY_DIRECTIONS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3,
                   Qt.Key.Key_5: 4, Qt.Key.Key_6: 5}


def _card(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame(parent)
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 10, 12, 10)
    layout.setSpacing(6)
    return frame, layout


def _section(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("sectionTitle")
    label.setFont(theme.scaled_font(label, 1.0, bold=True))
    return label


class PlayView(QWidget):
    """A Carambole game being played. Signals: ``turnChanged()`` at each turn,
    ``gameOver(object)`` with the final scores, ``roundSaved(object)`` with the
    ``SavedRound``, ``saveFailed(str)`` with the store's message."""

    turnChanged = Signal()
    gameOver = Signal(object)
    roundSaved = Signal(object)
    saveFailed = Signal(str)

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
        super().__init__(parent)
        self.setObjectName("carambolePlay")
        if course_labels is not None:
            params = dataclasses.replace(params, labels=tuple(course_labels))
        self.params = params
        self.seed = rng_seed if rng_seed is not None else new_seed()
        self.game: CaramboleState = CaramboleGame(params).new_state()
        choices = [HUMAN if c is None else c for c in choices]
        self.seats: list[str | None] = [c if isinstance(c, str) else None for c in choices]
        """Each player's seat by the registry's name; None for a player object given."""
        self.speed = speed
        self.course_labels = list(params.course_labels())
        self.played_on = played_on
        self.saved: SavedRound | None = None
        self.replay: ReplayController | None = None
        self._ask_save_path = ask_save_path
        self._direction: Direction | None = None
        self._legal_directions: list[Direction] = []
        self._finished = False
        self._status_kind = ""
        self._last_source: dict[int, tuple[str, bool]] = {}

        self.saver = RoundSaver(store_factory, self) if store_factory is not None else None
        if self.saver is not None:
            self.saver.saved.connect(self._round_saved)
            self.saver.failed.connect(self._save_failed)

        self._build()
        self.stage = CaramboleStage(self.canvas, self.shot_panel, self)
        self.table = Table(self.game, choices, self.seed, speed=speed, stage=self.stage,
                           parent=self)
        self.ais = self.table.players
        self.table.turnStarted.connect(self._turn_started)
        self.table.applied.connect(self._applied)
        self.table.refused.connect(lambda text: self._say(text, error=True))
        self.table.gameOver.connect(self._game_over)
        self.stage.shotResolving.connect(self._shot_resolving)
        self.canvas.directionClicked.connect(self._direction_clicked)
        self.canvas.startClicked.connect(self._start_clicked)
        self.shot_panel.rollClicked.connect(self._roll_clicked)
        self.shot_panel.typedRollEntered.connect(self._typed_roll)
        self._show_turn()
        self.table.start()

    # ---- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.mode_text = (self.tr("Carambole mode") if self.params.mode is Mode.CARAMBOLE
                          else self.tr("Basic mode"))
        self.canvas = PlayCanvas(self.params.courses, self.game.balls, self)
        self.replay_bar = ReplayBar(self)
        self.replay_bar.setVisible(False)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.canvas, 1)
        left.addWidget(self.replay_bar)

        panel = QWidget(self)
        panel.setObjectName("playPanel")
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(10)

        self.title_label = QLabel(self.tr("Mini Golf Carambole"), self)
        self.title_label.setObjectName("pageTitle")
        self.title_label.setFont(theme.scaled_font(self, 1.35, bold=True))
        self.course_label = QLabel(self)
        self.course_label.setObjectName("pageSubtitle")
        self.course_label.setWordWrap(True)
        side.addWidget(self.title_label)
        side.addWidget(self.course_label)

        turn_card, turn = _card(panel)
        row = QHBoxLayout()
        self.turn_swatch = QLabel(turn_card)
        self.turn_label = QLabel(turn_card)
        self.turn_label.setObjectName("headline")
        self.turn_label.setFont(theme.scaled_font(self, 1.2, bold=True))
        row.addWidget(self.turn_swatch)
        row.addWidget(self.turn_label, 1)
        self.stroke_label = QLabel(turn_card)
        self.stroke_label.setObjectName("strokeLabel")
        self.stroke_label.setFont(theme.scaled_font(self, 1.1, bold=True))
        row.addWidget(self.stroke_label)
        turn.addLayout(row)
        self.kind_label = QLabel(turn_card)
        self.kind_label.setObjectName("muted")
        self.kind_label.setWordWrap(True)
        turn.addWidget(self.kind_label)
        side.addWidget(turn_card)

        self.shot_card, shot = _card(panel)
        self.shot_title = _section(self.tr("Your shot"), self.shot_card)
        shot.addWidget(self.shot_title)
        self.shot_panel = ShotPanel(self.shot_card)
        shot.addWidget(self.shot_panel)
        side.addWidget(self.shot_card)

        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("AI speed:"), panel))
        self.speed_box = speed_box(self.speed, panel)
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        speed_row.addWidget(self.speed_box)
        speed_row.addStretch(1)
        self.seed_label = QLabel(self.tr("seed {seed}").format(seed=self.seed), panel)
        self.seed_label.setObjectName("muted")
        self.seed_label.setToolTip(self.tr("The dice's seed: the same seed and the same choices "
                                           "replay the same game"))
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        speed_row.addWidget(self.seed_label)
        side.addLayout(speed_row)

        side.addWidget(_section(self.tr("Scorecard"), panel))
        self.scorecard = carambole_scorecard(self.game, self)
        self.card_view = ScorecardTable(self.scorecard, panel)
        side.addWidget(self.card_view)

        self.results_card, results = _card(panel)
        self.results_label = QLabel(self.results_card)
        self.results_label.setObjectName("resultsLabel")
        self.results_label.setWordWrap(True)
        self.save_label = QLabel(self.results_card)
        self.save_label.setObjectName("saveLabel")
        self.save_label.setWordWrap(True)
        self.retry_button = QPushButton(self.tr("Try saving again"), self.results_card)
        self.retry_button.setObjectName("retrySave")
        self.retry_button.clicked.connect(self.save_round)
        self.retry_button.setVisible(False)
        results.addWidget(_section(self.tr("Results"), self.results_card))
        results.addWidget(self.results_label)
        results.addWidget(self.save_label)
        results.addWidget(self.retry_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.results_card.setVisible(False)
        side.addWidget(self.results_card)

        self.save_game_button = QPushButton(self.tr("Save game…"), panel)
        self.save_game_button.setObjectName("saveGame")
        self.save_game_button.setToolTip(self.tr(
            "Write the game so far to a file: it opens again as a replay"))
        self.save_game_button.clicked.connect(lambda: self.save_game())
        side.addWidget(self.save_game_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.status = QLabel(panel)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        side.addWidget(self.status)
        side.addStretch(1)

        scroll = QScrollArea(self)
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedWidth(PANEL_WIDTH)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(left, 1)
        layout.addWidget(scroll)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def record(self) -> PlayedRound | None:
        """The round written (or being written) to the store."""
        return self.saver.record if self.saver is not None else None

    def is_over(self) -> bool:
        return self._finished

    def is_busy(self) -> bool:
        """Whether something is under way: an AI about to act, dice rolling, a ball moving."""
        return (self.table.is_busy() or self.shot_panel.roller.is_rolling()
                or self.canvas.is_animating())

    def is_human_turn(self) -> bool:
        return self.table.is_person_turn()

    def scores(self) -> tuple[int, ...]:
        return self.game.scores()

    def message(self) -> str:
        return self.status.text()

    # ---- the turn ---------------------------------------------------------------------------

    def _turn_started(self, seat: int) -> None:
        game = self.game
        if seat == CHANCE or game.is_over():
            return
        self.stage.show(game)
        self.scorecard.update_from(game)
        self.shot_panel.set_sources(game.table.sources)
        self._show_turn()
        self.canvas.set_current_ball(game.ball_to_play(), pulse=not self.speed.instant)
        if self.table.is_person(seat):
            self._offer_human()
        else:
            self._offer_nothing()
        self.turnChanged.emit()

    def _applied(self, action: object, record: object) -> None:
        self._offer_nothing()
        if isinstance(action, Shot):
            ball = self.game.ball_to_play()
            if ball is not None:
                self._last_source[self.game.balls[ball].owner] = (action.source, action.card)

    def _shot_resolving(self, before: CaramboleState, roll: Roll) -> None:
        text, impulses = self.stage.story(before, roll)
        self.shot_panel.show_impulses(self.tr("= %n impulse(s)", "", impulses))
        self._say(text, kind="story")

    def _offer_nothing(self) -> None:
        self._direction = None
        self._legal_directions = []
        self.canvas.clear_arrows()
        self.canvas.clear_start_targets()
        self.shot_panel.set_active(False)

    def _offer_human(self) -> None:
        game = self.game
        legal = game.legal_actions()
        self._direction = None
        if game.needs_start():
            self._legal_directions = []
            self.canvas.clear_arrows()
            self.canvas.show_start_targets([a.cell for a in legal if isinstance(a, Place)])
            self.shot_panel.set_active(False)
            self._say(self.tr("Click a highlighted start cell to put your ball on the course."),
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
        if self._status_kind != "story":
            # The last shot's story stays; any other line (a placing hint, a refusal) gives
            # way to what to do now.
            self._say(self.tr("Your shot: a direction, a die or a card, then Roll — or type the "
                              "face of a real die."), kind="shot")

    def _show_arrows(self) -> None:
        ball = self.game.ball_to_play()
        cell = self.game.ball_cell(ball) if ball is not None else None
        if cell is not None:
            self.canvas.show_arrows(cell, self._legal_directions, self._direction)

    def _show_turn(self) -> None:
        game = self.game
        ball = game.ball_to_play()
        if ball is None:
            return
        info = game.balls[ball]
        player = game.params.players[info.owner]
        own = [b for b in game.balls if b.owner == info.owner]
        self.turn_swatch.setPixmap(ball_swatch([info]))
        colour = colour_name(info.colour)
        which = (self.tr("{colour} ball {number}").format(colour=colour,
                                                          number=own.index(info) + 1)
                 if len(own) > 1 else self.tr("{colour} ball").format(colour=colour))
        self.turn_label.setText(f"{player.name} · {which}")
        limit = game.table.stroke_limit
        stroke = game.round if game.mode is Mode.CARAMBOLE else game.strokes(ball) + 1
        self.stroke_label.setText(
            self.tr("Stroke {stroke}/{limit}").format(stroke=stroke, limit=limit))
        self.stroke_label.setToolTip(
            self.tr("{player}'s {colour} ball has played %n stroke(s) on this course; a ball "
                    "not holed in {limit} scores {limit}", "", game.strokes(ball)).format(
                        player=player.name, colour=colour, limit=limit))
        seat = self.seats[info.owner]
        kind = seat_text(seat) if seat is not None else self.tr("AI")
        doing = (self.tr("places the ball on a start") if game.needs_start()
                 else self.tr("to play"))
        self.kind_label.setText(f"{kind} · {doing}")
        n = len(self.params.courses)
        label = self.course_labels[game.course_index]
        self.course_label.setText(
            self.tr("{mode} · course {number} of {courses}: {label}").format(
                mode=self.mode_text, number=game.course_index + 1, courses=n, label=label))
        self.shot_title.setText(self.tr("Your shot") if self.seats[info.owner] == HUMAN
                                else self.tr("{player}'s shot").format(player=player.name))

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
            self._say(self.tr("The ball cannot be played {direction} from where it rests: a "
                              "wall or the course's edge is in the way.").format(
                                  direction=direction_name(direction)), error=True)
            return False
        self._direction = direction
        self._show_arrows()
        self.shot_panel.set_direction(direction)
        if self._status_kind == "error":
            self._say("")
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
            self._say(self.tr("Pick a direction first: click an arrow round the ball."),
                      error=True)
            return None
        if source is None:
            self._say(self.tr("Pick a die or a card first."), error=True)
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
               else self.tr("The {die} die")).format(card=source.name, die=die.name)
        self.shot_panel.typed.clear()
        try:
            face = int(text.strip())
        except ValueError:
            self._say(self.tr("Type the face you threw as a number. {die} has the faces "
                              "{faces}.").format(die=how, faces=faces), error=True)
            return
        if face not in die.faces:
            self._say(self.tr("{die} has no face {face}: its faces are {faces}. Nothing was "
                              "played.").format(die=how, face=face, faces=faces), error=True)
            return
        self.table.act(shot, Roll(face))

    # ---- the end ----------------------------------------------------------------------------

    def _game_over(self) -> None:
        if self._finished:
            return
        self._finished = True
        self._offer_nothing()
        self.canvas.set_current_ball(None)
        self.scorecard.update_from(self.game)
        scores = self.game.scores()
        names = [p.name for p in self.params.players]
        won_by = [names[w] for w in winners(scores, lower_wins=True)]
        best = min(scores)
        if len(won_by) == 1:
            headline = self.tr("<b>{player} wins</b> with %n stroke(s).", "", best).format(
                player=won_by[0])
        else:
            headline = self.tr("<b>Shared win:</b> {players}, %n stroke(s) each.", "",
                               best).format(players=self.tr(" and ").join(won_by))
        ranking = sorted(range(len(names)), key=lambda p: (scores[p], p))
        lines = "<br>".join(f"{names[p]}: {scores[p]}" for p in ranking)
        self.results_label.setText(f"{headline}<br>{lines}")
        self.results_card.setVisible(True)
        self.shot_card.setVisible(False)
        self.turn_swatch.setVisible(False)
        self.turn_label.setText(self.tr("Game over"))
        self.stroke_label.setText("")
        self.kind_label.setText(headline.replace("<b>", "").replace("</b>", ""))
        self._say(
            self.tr("The game is over. Step through it with the replay bar under the course."))
        self._start_replay()
        self.gameOver.emit(scores)
        self.save_round()

    def _start_replay(self) -> None:
        """The kit's replay on this view's canvas, at the last shot (the game's own end)."""
        stage = CaramboleStage(self.canvas, None, self)
        self.replay = ReplayController(self.game.game, self.game.history, stage,
                                       lambda: self.speed.pace, self)
        self.replay.position = self.replay.count
        self.replay.stepShown.connect(self._replay_shown)
        self.replay_bar.set_controller(self.replay)
        self.replay_bar.show_position(self.replay.count)
        self.replay_bar.setVisible(True)

    def _replay_shown(self, k: int) -> None:
        if self.replay is not None:
            self.scorecard.update_from(self.replay.state_at(k))

    def save_round(self) -> None:
        """Write the finished game to the store (in the background); again after a failure."""
        if not self._finished:
            return
        if self.saver is None:
            self.save_label.setText(self.tr("Not saved: no scorecard database was given."))
            return
        if self.saver.is_running() or self.saved is not None:
            return
        self.retry_button.setVisible(False)
        self.save_label.setStyleSheet("")
        self.save_label.setText(self.tr("Saving the round to the scorecards…"))
        self.saver.save(self.game, self.played_on or date.today())

    def _round_saved(self, saved: SavedRound) -> None:
        self.saved = saved
        record = self.record
        assert record is not None
        self.save_label.setStyleSheet("")
        self.save_label.setText(
            self.tr("Saved to the scorecards as “{course}” (game nights, scoring formats).")
            .format(course=record.course_name))
        self.retry_button.setVisible(False)
        self.roundSaved.emit(saved)

    def _save_failed(self, message: str) -> None:
        self.save_label.setStyleSheet(ERROR_STYLE)
        self.save_label.setText(self.tr("The round was not saved: {reason}").format(
            reason=message))
        self.retry_button.setVisible(True)
        QMessageBox.warning(self, self.tr("Round not saved"),
                            self.tr("The round could not be saved to the scorecards:\n{reason}"
                                    "\n\nThe results stay on screen; use “Try saving again”.")
                            .format(reason=message))
        self.saveFailed.emit(message)

    def save_game(self, path: Path | None = None) -> bool:
        """Save game…: the game so far as a ``golfstudio.game`` file (asked for when
        ``path`` is None); False when cancelled or refused (said in one message)."""
        if path is None:
            path = self._ask_save_path(self, "carambole-game.json")
            if path is None:
                return False
        try:
            save_game_file(self.table.saved_game(), path)
        except GameError as exc:
            QMessageBox.warning(self, self.tr("Game not saved"), str(exc))
            return False
        self._say(self.tr("The game was saved to {file}.").format(file=path.name),
                  kind="saved")
        return True

    # ---- settings and messages --------------------------------------------------------------

    def set_speed(self, speed: Speed) -> None:
        self.speed_box.setCurrentIndex(list(Speed).index(speed))

    def _speed_changed(self, index: int) -> None:
        self.speed = list(Speed)[index]
        self.table.set_speed(self.speed)
        if not self._finished and not self.is_busy():
            self.canvas.set_current_ball(self.game.ball_to_play(),
                                         pulse=not self.speed.instant)

    def _say(self, text: str, *, error: bool = False, kind: str = "") -> None:
        self._status_kind = "error" if error else kind
        self.status.setStyleSheet(ERROR_STYLE if error else "")
        self.status.setText(text)
