"""``TableView``: the page a game is played on, everything in it that is not the game's own.

Every game's play view needs the same side panel — a title and subtitle, a card saying whose
turn it is, a card holding the game's action picker, the AI speed and the dice's seed, the
live scorecard, the results with the round's saving, Save game…, a status line and the
round's log (``ui.play_kit.event_log``), the tutor (``ui.play_kit.tutor``) — and the same
end: the winners the registry's way (``GameInfo.lower_wins``), the finished game in the
replay bar under the canvas, the round written to the scorecards. Written once here, the
next game does not copy it from Carambole.

A game subclasses ``TableView`` and gives, after ``super().__init__``:

- its canvas, its picker (a widget made inside ``picker_card``), its ``Stage`` and a factory
  of the replay's ``ReplayStage``, and the scorecard model (``assemble``), then ``start()``;
- its stage's words for the log (``ui.play_kit.event_log.EventWords``: ``log_entry``);
- how a turn reads (``describe_turn``: a ``TurnText``), what a person is offered on their
  turn (``offer_person``) and how everything is taken back (``offer_nothing``);
- anything else of its own by connecting to ``table``'s signals after ``assemble`` (the
  view's own slots run first), and its keys in ``keyPressEvent``.

Signals: ``turnChanged()`` at each turn, ``gameOver(object)`` with the final scores,
``roundSaved(object)`` with the ``SavedRound``, ``saveFailed(str)`` with the store's message.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TypedDict

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPixmap
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

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_info
from golfstudio.engine.state import CHANCE, State
from golfstudio.gamenight.played_round import PlayedRound, SavedRound
from golfstudio.store import open_store
from ui import theme
from ui.play_kit.event_log import EventLog, EventWords
from ui.play_kit.replay import ReplayBar, ReplayController, ReplayStage
from ui.play_kit.saving import (
    AskSavePath,
    RoundSaver,
    StoreSource,
    ask_save_game_path,
    save_game_file,
)
from ui.play_kit.scorecard import GameScorecard, ScorecardTable
from ui.play_kit.seats import HUMAN, SeatChoice, Speed, new_seed, seat_text, speed_box
from ui.play_kit.table import HandThrows, Stage, Table
from ui.play_kit.tutor import Tutor
from ui.play_kit.you import is_you
from ui.review.entry import ReviewButton

PANEL_WIDTH = 410
"""Wide enough for an 18-hole card's Out/In/Total and Carambole's dice row, narrow enough to
leave a laptop's canvas most of the screen."""


def error_style() -> str:
    """A refusal's colour, in the current colour scheme."""
    return f"color: {theme.STROKE_DOT.name()};"


_look_up = QCoreApplication.translate
"""A catalogue lookup under a class's name (``TableView.tr``), not a message of its own: the
messages are the ``self.tr`` calls lupdate reads, each under its literal context."""


def card_frame(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    """One of the side panel's cards (the theme draws ``#card`` frames)."""
    frame = QFrame(parent)
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 10, 12, 10)
    layout.setSpacing(6)
    return frame, layout


def section_title(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("sectionTitle")
    label.setFont(theme.scaled_font(label, 1.0, bold=True))
    return label


class TableOptions(TypedDict, total=False):
    """``TableView``'s options, as a game's play view takes them and passes them on
    (``**options: Unpack[TableOptions]``)."""

    store_factory: StoreSource | None
    speed: Speed
    played_on: date | None
    ask_save_path: AskSavePath
    parent: QWidget | None


@dataclass(frozen=True)
class TurnText:
    """How the turn card reads: ``headline`` (who, and with what), ``stroke`` on its right with
    ``stroke_tip``, ``kind`` under it (who plays, what they are to do), the player's
    ``swatch``; ``subtitle`` (the page's second line) and ``picker_title`` (the picker card's
    heading) when they change with the turn."""

    headline: str
    stroke: str = ""
    stroke_tip: str = ""
    kind: str = ""
    swatch: QPixmap | None = None
    subtitle: str | None = None
    picker_title: str | None = None


class TableView(QWidget):
    """See the module docstring."""

    turnChanged = Signal()
    gameOver = Signal(object)
    roundSaved = Signal(object)
    saveFailed = Signal(str)

    def __init__(self, state: State[Any], seats: Sequence[SeatChoice | None],
                 seed: int | None = None, *, store_factory: StoreSource | None = open_store,
                 speed: Speed = Speed.NORMAL, played_on: date | None = None,
                 ask_save_path: AskSavePath = ask_save_game_path,
                 parent: QWidget | None = None) -> None:
        players = len(state.game.player_names())
        if len(seats) != players:  # before any widget is made
            raise GameError(f"{len(seats)} seats given for {players} players")
        super().__init__(parent)
        self.game = state
        self.seed = seed if seed is not None else new_seed()
        self.choices: list[SeatChoice] = [HUMAN if c is None else c for c in seats]
        self.seats: list[str | None] = [c if isinstance(c, str) else None
                                        for c in self.choices]
        """Each player's seat by the registry's name; None for a player object given."""
        self.speed = speed
        self.played_on = played_on
        self.lower_wins = game_info(state.game.game_id).lower_wins
        self.saved: SavedRound | None = None
        self.replay: ReplayController | None = None
        self.status_kind = ""
        """What the status line says: "error", or the game's own word for its line."""
        self._ask_save_path = ask_save_path
        self._finished = False
        self._replay_stage: Callable[[], ReplayStage] | None = None

        self.saver = RoundSaver(store_factory, self) if store_factory is not None else None
        if self.saver is not None:
            self.saver.saved.connect(self._round_saved)
            self.saver.failed.connect(self._save_failed)
        self._build()

    # ---- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.replay_bar = ReplayBar(self)
        self.replay_bar.setVisible(False)
        self._left = QVBoxLayout()
        self._left.setContentsMargins(0, 0, 0, 0)
        self._left.setSpacing(0)
        self._left.addWidget(self.replay_bar)
        # Under the canvas, the width of the table: a line reads whole, and the side panel
        # keeps its height for the game's picker (Ultimate Golf's fills it).
        self.event_log = EventLog(self)
        self._under_canvas(self.event_log, "logStrip", 4)

        panel = QWidget(self)
        panel.setObjectName("playPanel")
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(10)

        self.title_label = QLabel(game_info(self.game.game.game_id).title, self)
        self.title_label.setObjectName("pageTitle")
        self.title_label.setFont(theme.scaled_font(self, 1.35, bold=True))
        self.course_label = QLabel(self.game.game.card_name(), self)
        self.course_label.setObjectName("pageSubtitle")
        self.course_label.setWordWrap(True)
        side.addWidget(self.title_label)
        side.addWidget(self.course_label)

        turn_card, turn = card_frame(panel)
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

        self.picker_card, self._picker_layout = card_frame(panel)
        self.picker_title = section_title(self.tr("Your turn"), self.picker_card)
        self._picker_layout.addWidget(self.picker_title)
        side.addWidget(self.picker_card)

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
        side.addLayout(speed_row)  # Save game… joins this row of the table's controls below

        self.card_title = section_title(self.tr("Scorecard"), panel)
        side.addWidget(self.card_title)
        self._card_slot = QVBoxLayout()
        self._card_slot.setContentsMargins(0, 0, 0, 0)
        side.addLayout(self._card_slot)

        self.results_card, results = card_frame(panel)
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
        results.addWidget(section_title(self.tr("Results"), self.results_card))
        results.addWidget(self.results_label)
        results.addWidget(self.save_label)
        results.addWidget(self.retry_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.review_button = ReviewButton(
            self.game.game.game_id, lambda: self.table.saved_game(), self.results_card,
            store=None if self.saver is None else self.saver.source,
            round_id=lambda: None if self.saved is None else self.saved.round_id)
        results.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.results_card.setVisible(False)
        side.addWidget(self.results_card)

        self.save_game_button = QPushButton(self.tr("Save game…"), panel)
        self.save_game_button.setObjectName("saveGame")
        self.save_game_button.setToolTip(self.tr(
            "Write the game so far to a file: it opens again as a replay"))
        self.save_game_button.clicked.connect(lambda: self.save_game())
        # On the AI speed's row: the table's controls in one line leave the panel's height
        # to the game's picker; on a line of its own where the language's words make the row
        # wider than the panel (French, German).
        speed_row.addSpacing(8)
        speed_row.addWidget(self.save_game_button)
        margins = side.contentsMargins()
        room = PANEL_WIDTH - margins.left() - margins.right() - 4
        if speed_row.sizeHint().width() > room:
            speed_row.removeWidget(self.save_game_button)
            side.insertWidget(side.indexOf(self.card_title), self.save_game_button, 0,
                              Qt.AlignmentFlag.AlignRight)

        self.status = QLabel(panel)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        side.addWidget(self.status)
        side.addStretch(1)

        scroll = QScrollArea(self)
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        # A game's picker wider than the column scrolls sideways rather than cutting its
        # buttons off (none is today, in any of the three languages: tests/ui/play_kit).
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setFixedWidth(PANEL_WIDTH)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(self._left, 1)
        layout.addWidget(scroll)

    def _under_canvas(self, widget: QWidget, name: str, top: int) -> None:
        """``widget`` in a strip of its own along the bottom of the canvas's column."""
        strip = QWidget(self)
        strip.setObjectName(name)
        under = QVBoxLayout(strip)
        under.setContentsMargins(8, top, 8, top + 2)
        under.addWidget(widget)
        self._left.addWidget(strip)

    def assemble(self, canvas: QWidget, picker: QWidget, stage: Stage,
                 replay_stage: Callable[[], ReplayStage],
                 scorecard: GameScorecard | None = None, *,
                 chance_by_hand: HandThrows = False, card_under_canvas: bool = False) -> None:
        """Put the game's parts in place and seat the table (not started: ``start``).

        ``replay_stage`` makes the stage the finished game's replay drives on the same canvas
        (without the picker: nothing is offered any more); ``chance_by_hand`` names the
        throws a person makes (``Table``), offered through ``offer_throw``.
        ``card_under_canvas`` lays the scorecard along the bottom of the canvas, the width of
        the table, instead of in the side panel: for a game whose picker fills the panel's
        height (Ultimate Golf's card and its eleven results), so that the shot and the card
        are both in sight without scrolling, and an 18-hole card reads at full width."""
        self.canvas_widget = canvas
        self.picker = picker
        self.stage = stage
        self._replay_stage = replay_stage
        self._left.insertWidget(0, canvas, 1)
        self._picker_layout.addWidget(picker)
        self.scorecard = scorecard if scorecard is not None else GameScorecard(
            self.game, None, self)
        self.card_view = ScorecardTable(self.scorecard, self)
        if card_under_canvas:
            self.card_title.setVisible(False)
            self._under_canvas(self.card_view, "cardStrip", 6)
        else:
            self._card_slot.addWidget(self.card_view)
        self.table = Table(self.game, self.choices, self.seed, speed=self.speed, stage=stage,
                           chance_by_hand=chance_by_hand, parent=self)
        self.ais = self.table.players
        self.table.turnStarted.connect(self._turn_started)
        self.table.applied.connect(lambda _action, _record: self.offer_nothing())
        self.table.refused.connect(lambda text: self.say(text, error=True))
        self.table.gameOver.connect(self._game_over)
        if isinstance(stage, EventWords):
            words: EventWords = stage
            self.table.shown.connect(
                lambda before, action, record: self._log(words, before, action, record))
        # After the log's own connection: the tutor's line follows the event it speaks of.
        self.tutor = Tutor(self.table, self.event_log, lambda text: self.say(text, kind="tutor"),
                           self)

    def start(self) -> None:
        """Show the first turn and begin (through the event loop, once building is done)."""
        self._show_turn()
        self.table.start()

    # ---- what a game says and offers --------------------------------------------------------

    def describe_turn(self) -> TurnText | None:
        """The turn card's words now; None to leave it as it is. By default the player's name
        and who plays."""
        state = self.game
        if state.is_over() or state.is_chance_node():
            return None
        player = state.current_player()
        seat = self.seats[player]
        kind = seat_text(seat) if seat is not None else self.tr("AI")
        return TurnText(state.game.player_names()[player], kind=kind)

    def prepare_turn(self, seat: int) -> None:
        """Called at each player's turn before it is described and offered: the game brings
        its canvas and picker up to the position (by default nothing more than the stage's
        ``show``, already done)."""

    def offer_person(self, seat: int) -> None:
        """A person is to act: by default the picker is enabled."""
        self.picker.setEnabled(True)

    def offer_throw(self) -> None:
        """A throw waits for a person's hand (``chance_by_hand``): by default the picker is
        enabled; the game's picker calls ``table.roll``."""
        self.picker.setEnabled(True)

    def offer_nothing(self) -> None:
        """Nobody may act through the picker (an AI's turn, an action under way, the end)."""
        self.picker.setEnabled(False)

    # ---- words ------------------------------------------------------------------------------

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``QObject.tr``, with counts found under the class that wrote them.

        PySide walks the instance's classes for a translation and takes the first answer that
        differs from the source text; for a count (``n``) a subclass's context, which has no
        such message, answers the source with ``%n`` filled in — different, so the walk
        stopped there and a game's page read "13 stroke(s)". Here an answer counts only when
        it differs from that filled-in source (docs/translations.md)."""
        if n < 0:
            return super().tr(source, disambiguation, n)
        plain = source.replace("%n", str(n))
        for cls in type(self).__mro__:
            if cls is QWidget:
                break
            found = _look_up(cls.__name__, source, disambiguation, n)
            if found != plain:
                return found
        return plain

    # ---- reading ----------------------------------------------------------------------------

    @property
    def record(self) -> PlayedRound | None:
        """The round written (or being written) to the store."""
        return self.saver.record if self.saver is not None else None

    def is_over(self) -> bool:
        return self._finished

    def is_busy(self) -> bool:
        """Whether something is under way: an AI about to act, an animation."""
        return self.table.is_busy()

    def is_human_turn(self) -> bool:
        return self.table.is_person_turn()

    def scores(self) -> tuple[int, ...]:
        return tuple(self.game.scores())

    def message(self) -> str:
        return self.status.text()

    # ---- the turn ---------------------------------------------------------------------------

    def _turn_started(self, seat: int) -> None:
        game = self.game
        if game.is_over():
            return
        if seat == CHANCE:
            if self.table.awaits_roll():
                self.stage.show(game)
                self._show_turn()
                self.offer_throw()
                self.turnChanged.emit()
            return
        self.stage.show(game)
        self.scorecard.update_from(game)
        self.prepare_turn(seat)
        self._show_turn()
        if self.table.is_person(seat):
            self.offer_person(seat)
        else:
            self.offer_nothing()
        self.turnChanged.emit()

    def _show_turn(self) -> None:
        text = self.describe_turn()
        if text is None:
            return
        if text.swatch is not None:
            self.turn_swatch.setPixmap(text.swatch)
        self.turn_label.setText(text.headline)
        self.stroke_label.setText(text.stroke)
        self.stroke_label.setToolTip(text.stroke_tip)
        self.kind_label.setText(text.kind)
        if text.subtitle is not None:
            self.course_label.setText(text.subtitle)
        if text.picker_title is not None:
            self.picker_title.setText(text.picker_title)

    def _log(self, words: EventWords, before: State[Any], action: Any,
             record: object) -> None:
        """The action the stage has just shown, in the log (the status line's sentence)."""
        entry = words.log_entry(before, action, record, self.game)
        if entry is not None:
            self.event_log.add(entry)

    # ---- the end ----------------------------------------------------------------------------

    def _game_over(self) -> None:
        if self._finished:
            return
        self._finished = True
        self.offer_nothing()
        self.scorecard.update_from(self.game)
        scores = tuple(self.game.scores())
        names = list(self.game.game.player_names())
        won_by = [names[w] for w in self.game.winners()]
        headline = self._headline(won_by, min(scores) if self.lower_wins else max(scores))
        order = 1 if self.lower_wins else -1
        ranking = sorted(range(len(names)), key=lambda p: (order * scores[p], p))
        lines = "<br>".join(f"{names[p]}: {scores[p]}" for p in ranking)
        self.results_label.setText(f"{headline}<br>{lines}")
        self.results_card.setVisible(True)
        self.picker_card.setVisible(False)
        self.turn_swatch.setVisible(False)
        self.turn_label.setText(self.tr("Game over"))
        self.stroke_label.setText("")
        self.stroke_label.setToolTip("")
        self.kind_label.setText(headline.replace("<b>", "").replace("</b>", ""))
        self.say(
            self.tr("The game is over. Step through it with the replay bar under the course."))
        self._start_replay()
        self.gameOver.emit(scores)
        self.save_round()

    def _headline(self, won_by: Sequence[str], best: int) -> str:
        """Golf counts strokes (fewest wins); a game where more is better counts points."""
        you = len(won_by) == 1 and is_you(won_by[0])
        if self.lower_wins:
            if you:
                return self.tr("<b>You win</b> with %n stroke(s).", "", best)
            if len(won_by) == 1:
                return self.tr("<b>{player} wins</b> with %n stroke(s).", "", best).format(
                    player=won_by[0])
            return self.tr("<b>Shared win:</b> {players}, %n stroke(s) each.", "",
                           best).format(players=self.tr(" and ").join(won_by))
        if you:
            return self.tr("<b>You win</b> with %n point(s).", "", best)
        if len(won_by) == 1:
            return self.tr("<b>{player} wins</b> with %n point(s).", "", best).format(
                player=won_by[0])
        return self.tr("<b>Shared win:</b> {players}, %n point(s) each.", "",
                       best).format(players=self.tr(" and ").join(won_by))

    def _start_replay(self) -> None:
        """The kit's replay on this view's canvas, at the last step (the game's own end)."""
        assert self._replay_stage is not None
        self.replay = ReplayController(self.game.game, self.game.history,
                                       self._replay_stage(), lambda: self.speed.pace, self)
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
        theme.style(self.save_label, str)
        self.save_label.setText(self.tr("Saving the round to the scorecards…"))
        self.saver.save(self.game, self.played_on or date.today(),
                        [seat for seat, choice in enumerate(self.choices) if choice != HUMAN])

    def _round_saved(self, saved: SavedRound) -> None:
        self.saved = saved
        record = self.record
        assert record is not None
        theme.style(self.save_label, str)
        self.save_label.setText(
            self.tr("Saved to the scorecards as “{course}” (game nights, scoring formats).")
            .format(course=record.course_name))
        self.retry_button.setVisible(False)
        self.roundSaved.emit(saved)

    def _save_failed(self, message: str) -> None:
        theme.style(self.save_label, error_style)
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
            path = self._ask_save_path(self, f"{self.game.game.game_id}-game.json")
            if path is None:
                return False
        try:
            save_game_file(self.table.saved_game(), path)
        except GameError as exc:
            QMessageBox.warning(self, self.tr("Game not saved"), str(exc))
            return False
        self.say(self.tr("The game was saved to {file}.").format(file=path.name), kind="saved")
        return True

    # ---- settings and messages --------------------------------------------------------------

    def set_speed(self, speed: Speed) -> None:
        self.speed_box.setCurrentIndex(list(Speed).index(speed))

    def _speed_changed(self, index: int) -> None:
        self.speed = list(Speed)[index]
        self.table.set_speed(self.speed)

    def say(self, text: str, *, error: bool = False, kind: str = "") -> None:
        """The status line: a refusal in the error colour, anything else plainly."""
        self.status_kind = "error" if error else kind
        theme.style(self.status, error_style if error else str)
        self.status.setText(text)
