"""One replay for every game: a finished game, or a saved one, stepped through on its canvas.

A game is its parameters and its actions (architecture.md). The game says which actions are
*steps* (Carambole: each shot, i.e. each throw that resolves one) through its
``ReplayStage``; step 0 is the position before the first step (the balls placed), step ``k``
the position right after the ``k``-th. The states come from the engine: the actions are
replayed once through ``engine.play.replay`` (a refused action is a ``GameError`` naming
it), and copies of the state are kept every ``CHECKPOINT`` actions, so a jump with the slider
replays at most that many actions. Stepping forward by one animates the step's last action
(its record, on the game's stage); any other move shows the position at once; Play steps
forward by itself at the chosen pace until the end or Pause.

``ReplayBar`` is the row of controls under a canvas; ``ReplayView`` a whole page (canvas,
bar, scorecard, the game's log) for a saved game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import replay
from golfstudio.engine.saved_game import SavedGame, saved_game_of
from golfstudio.engine.state import Game, State
from ui import theme
from ui.play_kit.event_log import EventLog, EventWords, game_entries
from ui.play_kit.scorecard import CardHooks, ScorecardTable
from ui.play_kit.scorecard import GameScorecard as ScorecardModel
from ui.play_kit.seats import Pace, Speed, speed_box
from ui.play_kit.table import Stage
from ui.review.entry import ReviewButton

CHECKPOINT = 32
"""Actions between two kept states: a jump replays fewer than this many."""

SavedKind = TypeVar("SavedKind", bound=Game[Any])


class SavedReplay(Protocol):
    """A game's replay view of a saved game (``ui.play_kit.games``' ``ReplayViewFactory``)."""

    def __call__(self, saved: SavedGame, parent: QWidget | None = None) -> QWidget: ...


def replay_view_of(kind: type[Game[Any]], title: str,
                   view: Callable[..., QWidget]) -> SavedReplay:
    """A game's ``replay_view``: a saved game of ``kind`` (``saved_actions``) opened in the
    game's replay ``view(params, actions, parent=…)``."""

    def replay_view(saved: SavedGame, parent: QWidget | None = None) -> QWidget:
        game, actions = saved_actions(saved, kind, title)
        played: Any = game  # every game's Game keeps its ``params``
        return view(played.params, actions, parent=parent)

    return replay_view


def saved_actions(saved: SavedGame, kind: type[SavedKind],
                  title: str) -> tuple[SavedKind, list[Any]]:
    """A saved game of the ``kind`` a game's replay view shows, and its actions read back
    from the file; ``GameError`` ("not a Dice Golf game: …", ``title`` naming the kind) for
    another game's file."""
    game = saved.game()
    if not isinstance(game, kind):
        raise GameError(f"not {title} game: {saved.game_id}")
    return game, [game.action_from_json(a) for a in saved.actions]


class ReplayStage(Stage, Protocol):
    """A game's stage as a replay drives it: which actions are steps, and each in words."""

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        """How many actions lead to step 0, and to the end of each step after it."""
        ...

    def describe_start(self, steps: int) -> str: ...

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str: ...


class ReplayController(QObject):
    """Drives a stage through a game's steps. Signals: ``stepShown(int)``,
    ``playingChanged(bool)``."""

    stepShown = Signal(int)
    playingChanged = Signal(bool)

    def __init__(self, game: Game[Any], actions: Sequence[Any], stage: ReplayStage,
                 pace: Callable[[], Pace], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.actions = tuple(actions)
        self.stage = stage
        self.pace = pace
        self.final: State[Any] = replay(game, self.actions)
        self.start, self.ends = stage.step_ends(self.actions)
        self._kept: dict[int, State[Any]] = {}
        state = game.new_state()
        for n, action in enumerate(self.actions):
            if n % CHECKPOINT == 0:
                self._kept[n] = state.clone()
            state.apply(action)
        self.position = -1
        self.playing = False
        self._animating = False
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self._play_next)

    @property
    def count(self) -> int:
        return len(self.ends)

    def end(self, k: int) -> int:
        """How many actions lead to the position of step ``k``."""
        return self.start if k == 0 else self.ends[k - 1]

    def state_after(self, n: int) -> State[Any]:
        """The engine's state after the first ``n`` actions (a fresh copy)."""
        base = (n // CHECKPOINT) * CHECKPOINT
        while base not in self._kept:
            base -= CHECKPOINT
        state = self._kept[base].clone()
        for action in self.actions[base:n]:
            state.apply(action)
        return state

    def state_at(self, k: int) -> State[Any]:
        """The engine's state at step ``k`` (right after the ``k``-th step)."""
        return self.state_after(self.end(k))

    def last_of(self, k: int) -> tuple[State[Any], Any, object]:
        """Step ``k``'s last action with the state before it and its record."""
        n = self.end(k)
        before = self.state_after(n - 1)
        record = before.clone().apply(self.actions[n - 1])
        return before, self.actions[n - 1], record

    def describe(self, k: int) -> str:
        if k <= 0:
            return self.stage.describe_start(self.count)
        return self.stage.describe_step(k, self.count, *self.last_of(k))

    def go_to(self, k: int, *, animate: bool | None = None) -> None:
        """Show step ``k``; by default a step forward by one is animated."""
        k = max(0, min(self.count, k))
        if animate is None:
            animate = k == self.position + 1 and k > 0
        self.stage.stop()
        self._animating = False
        self.position = k
        if k > 0 and animate:
            before, action, record = self.last_of(k)
            self._animating = True
            self.stage.animate(before, action, record, self.pace(), self._animated)
        elif k == 0:
            self.stage.show(self.state_at(0))
        else:
            self.stage.show_after(*self.last_of(k))
        self.stepShown.emit(k)

    def _animated(self) -> None:
        self._animating = False
        if self.playing:
            self._next.start(self.pace().think_ms)

    def set_playing(self, on: bool) -> None:
        """Play: step forward by itself (from the start when at the end); Pause: stop."""
        if on == self.playing:
            return
        self.playing = on
        self._next.stop()
        self.playingChanged.emit(on)
        if on:
            if self.position >= self.count:
                self.go_to(0)
            if not self._animating:
                self._next.start(0)

    def _play_next(self) -> None:
        if not self.playing:
            return
        if self.position >= self.count:
            self.set_playing(False)
            return
        self.go_to(self.position + 1, animate=True)
        if self.position >= self.count and not self._animating:
            self.set_playing(False)

    def is_animating(self) -> bool:
        return self._animating


class ReplayBar(QWidget):
    """Start, Previous, Play/Pause, a slider, Next, End, and what the step shown was."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.controller: ReplayController | None = None
        style = self.style()
        icon = QStyle.StandardPixmap
        self._play_icon = style.standardIcon(icon.SP_MediaPlay)
        self._pause_icon = style.standardIcon(icon.SP_MediaPause)
        self.first_button = QPushButton(style.standardIcon(icon.SP_MediaSkipBackward),
                                        self.tr("Start"), self)
        self.previous_button = QPushButton(style.standardIcon(icon.SP_MediaSeekBackward),
                                           self.tr("Previous"), self)
        self.play_button = QPushButton(self._play_icon, self.tr("Play"), self)
        self.play_button.setObjectName("replayPlay")
        self.next_button = QPushButton(style.standardIcon(icon.SP_MediaSeekForward),
                                       self.tr("Next"), self)
        self.last_button = QPushButton(style.standardIcon(icon.SP_MediaSkipForward),
                                       self.tr("End"), self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.label = QLabel(self)
        self.label.setObjectName("replayLabel")
        self.label.setWordWrap(True)
        self.title = QLabel(self.tr("<b>Replay</b>"), self)
        row = QHBoxLayout()
        row.addWidget(self.title)
        row.addWidget(self.first_button)
        row.addWidget(self.previous_button)
        row.addWidget(self.play_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.addLayout(row)
        layout.addWidget(self.label)
        self.first_button.clicked.connect(lambda: self._go(0))
        self.previous_button.clicked.connect(lambda: self._go(self._position() - 1))
        self.next_button.clicked.connect(lambda: self._go(self._position() + 1))
        self.last_button.clicked.connect(lambda: self._go(self._count()))
        self.play_button.clicked.connect(self._toggle_play)
        self.slider.valueChanged.connect(self._slid)
        self._refresh()

    def set_controller(self, controller: ReplayController) -> None:
        self.controller = controller
        controller.stepShown.connect(self.show_position)
        controller.playingChanged.connect(self._playing_changed)
        self.slider.blockSignals(True)
        self.slider.setRange(0, controller.count)
        self.slider.blockSignals(False)
        self._refresh()

    def _position(self) -> int:
        return self.controller.position if self.controller is not None else 0

    def _count(self) -> int:
        return self.controller.count if self.controller is not None else 0

    def _go(self, k: int) -> None:
        if self.controller is not None:
            self.controller.set_playing(False)
            self.controller.go_to(k)

    def _slid(self, value: int) -> None:
        if self.controller is not None and value != self.controller.position:
            self.controller.set_playing(False)
            self.controller.go_to(value, animate=False)

    def _toggle_play(self) -> None:
        if self.controller is not None:
            self.controller.set_playing(not self.controller.playing)

    def _playing_changed(self, on: bool) -> None:
        self.play_button.setIcon(self._pause_icon if on else self._play_icon)
        self.play_button.setText(self.tr("Pause") if on else self.tr("Play"))

    def show_position(self, k: int) -> None:
        """Put the slider and the buttons at step ``k`` (without showing it again)."""
        self.slider.blockSignals(True)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        self._refresh()

    def _refresh(self) -> None:
        k, n = self._position(), self._count()
        has = self.controller is not None
        self.first_button.setEnabled(has and k > 0)
        self.previous_button.setEnabled(has and k > 0)
        self.next_button.setEnabled(has and k < n)
        self.last_button.setEnabled(has and k < n)
        self.play_button.setEnabled(has and n > 0)
        self.slider.setEnabled(has and n > 0)
        if self.controller is None or k < 0:
            self.label.setText("")
        else:
            self.label.setText(self.controller.describe(k))


class ReplayView(QWidget):
    """A saved game replayed on its own: the game's canvas, the replay bar, the scorecard and
    the pace. The game gives its canvas widget and its stage (``ui.play_kit.games``); the
    page keeps them (``canvas``, ``stage``, a ``QObject`` stage parented to the page)."""

    def __init__(self, game: Game[Any], actions: Sequence[Any], canvas: QWidget,
                 stage: ReplayStage, *, hooks: CardHooks | None = None,
                 speed: Speed = Speed.NORMAL, title: str | None = None,
                 parent: QWidget | None = None) -> None:
        """``title`` by default "Replay · " and the game's card name."""
        super().__init__(parent)
        if title is None:
            title = self.tr("Replay · {card}").format(card=game.card_name())
        self.setObjectName("replayView")
        self.speed = speed
        self.canvas = canvas
        canvas.setParent(self)
        self.stage = stage
        if isinstance(stage, QObject):
            stage.setParent(self)
        self.controller = ReplayController(game, actions, stage, lambda: self.speed.pace, self)
        self.bar = ReplayBar(self)
        self.bar.set_controller(self.controller)
        self.scorecard = ScorecardModel(self.controller.final, hooks, self)
        self.table = ScorecardTable(self.scorecard, self)
        self.speed_box = speed_box(speed, self)
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        self.controller.stepShown.connect(
            lambda k: self.scorecard.update_from(self.controller.state_at(k)))
        side = QVBoxLayout()
        self.title_label = QLabel(title, self)
        self.title_label.setObjectName("pageTitle")
        self.title_label.setFont(theme.scaled_font(self, 1.2, bold=True))
        self.title_label.setWordWrap(True)
        side.addWidget(self.title_label)
        pace_row = QHBoxLayout()
        pace_row.addWidget(QLabel(self.tr("Pace:"), self))
        pace_row.addWidget(self.speed_box, 1)
        side.addLayout(pace_row)
        side.addWidget(self.table)
        self.review_button = ReviewButton(game.game_id, lambda: saved_game_of(
            self.controller.final), self)
        side.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.event_log = EventLog(self, grow=True)
        self.event_log.setMaximumWidth(380)
        if isinstance(stage, EventWords):
            self.event_log.add_all(game_entries(game, actions, stage))
        side.addWidget(self.event_log, 1)
        left = QVBoxLayout()
        left.addWidget(canvas, 1)
        left.addWidget(self.bar)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(side)
        self.table.setMaximumWidth(380)
        self.controller.go_to(0)

    def _speed_changed(self, index: int) -> None:
        self.speed = list(Speed)[index]
