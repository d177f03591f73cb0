"""Replays: a finished game (or any saved list of actions) stepped through shot by shot.

A game is its parameters and its actions (architecture.md); step ``k`` is the ``k``-th
shot, shown on its course with the balls where that shot left them. Stepping forward by one
animates the shot; any other move (back, a jump with the slider) shows the position at
once. The states come from the engine: the shots are laid out in one pass over the actions
(each ``Roll`` resolved by ``CaramboleState.apply``), and the state after step ``k`` is
``replay(params, actions[:end])`` — done by ``replayed``, which is the engine's ``replay``
sharing the courses' compiled tables (compiling a course is most of a replay's time).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from golfstudio.carambole.game import (
    Action,
    CaramboleGame,
    CaramboleState,
    GameParams,
    Mode,
    Roll,
    Shot,
)
from golfstudio.carambole.table import CellTable, compile_course
from golfstudio.engine.play import replay
from golfstudio.hexgrid import Hex
from ui.carambole_play.canvas import PlayCanvas
from ui.carambole_play.scorecard import LiveScorecardModel
from ui.carambole_play.shot_frames import ShotFrames, shot_frames
from ui.carambole_play.shot_panel import colour_name, direction_name


def replayed(params: GameParams, actions: Sequence[Action],
             tables: Sequence[CellTable] | None = None) -> CaramboleState:
    """The engine's ``replay`` with the courses' tables already compiled."""
    state = replay(CaramboleGame(params, tables=tables), actions)
    assert isinstance(state, CaramboleState)
    return state


def rest_cells(game: CaramboleState) -> dict[int, Hex]:
    """Every ball resting on the course being played."""
    found = {}
    for ball in range(len(game.balls)):
        cell = game.ball_cell(ball)
        if cell is not None:
            found[ball] = cell
    return found


@dataclass(frozen=True)
class ReplayStep:
    """Shot ``number`` (1-based): its course, who played it and how, and its frames."""

    number: int
    course: int
    ball: int
    shot: Shot
    face: int
    impulses: int
    frames: ShotFrames
    end: int
    """How many actions lead to the state right after this shot."""


@dataclass(frozen=True)
class ReplayStart:
    """Step 0: the first course with the balls placed before the first shot."""

    course: int
    cells: Mapping[int, Hex]
    end: int


def lay_out(params: GameParams, actions: Sequence[Action],
            tables: Sequence[CellTable] | None = None) -> tuple[ReplayStart, list[ReplayStep]]:
    """The shots of a game, in one pass over its actions."""
    game = CaramboleGame(params, tables=tables).new_state()
    steps: list[ReplayStep] = []
    start: ReplayStart | None = None
    for k, action in enumerate(actions):
        if isinstance(action, Shot) and start is None:
            start = ReplayStart(game.course_index, rest_cells(game), k)
        if isinstance(action, Roll):
            shot = game.pending_shot
            ball = game.ball_to_play()
            assert shot is not None and ball is not None
            others = game.others_on_course(ball) if game.mode is Mode.CARAMBOLE else []
            before = rest_cells(game)
            course = game.course_index
            impulses = game.impulses_for(action)
            record = game.apply(action)
            assert record is not None
            steps.append(ReplayStep(len(steps) + 1, course, ball, shot, action.face, impulses,
                                    shot_frames(record, [ball, *others], before), k + 1))
        else:
            game.apply(action)
    if start is None:
        start = ReplayStart(game.course_index if not game.is_over() else 0,
                            rest_cells(game), len(actions))
    return start, steps


class ReplayController(QObject):
    """Drives a ``PlayCanvas`` through a game's shots. Signals: ``stepShown(int)``."""

    stepShown = Signal(int)

    def __init__(self, canvas: PlayCanvas, params: GameParams, actions: Sequence[Action],
                 step_ms: Callable[[], int], parent: QObject | None = None, *,
                 tables: Sequence[CellTable] | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.params = params
        self.actions = tuple(actions)
        self.step_ms = step_ms
        self.tables = tuple(tables) if tables is not None else tuple(
            compile_course(c) for c in params.courses)
        self.start, self.steps = lay_out(params, self.actions, self.tables)
        self.position = -1

    @property
    def count(self) -> int:
        return len(self.steps)

    def step(self, k: int) -> ReplayStep:
        return self.steps[k - 1]

    def state_at(self, k: int) -> CaramboleState:
        """The engine's state right after shot ``k`` (before the first shot for 0)."""
        end = self.start.end if k == 0 else self.steps[k - 1].end
        return replayed(self.params, self.actions[:end], self.tables)

    def cells_at(self, k: int) -> tuple[int, dict[int, Hex]]:
        """The course shown at step ``k`` and where its balls rest."""
        if k == 0:
            return self.start.course, dict(self.start.cells)
        step = self.steps[k - 1]
        return step.course, dict(step.frames.after)

    def go_to(self, k: int, *, animate: bool | None = None) -> None:
        """Show step ``k``; by default a step forward by one is animated."""
        k = max(0, min(self.count, k))
        if animate is None:
            animate = k == self.position + 1 and k > 0
        canvas = self.canvas
        canvas.stop_animation()
        canvas.set_current_ball(None)
        canvas.clear_arrows()
        canvas.clear_start_targets()
        self.position = k
        if k > 0 and animate:
            step = self.steps[k - 1]
            canvas.show_course(step.course)
            canvas.set_balls(step.frames.before)
            canvas.play_shot(step.frames, self.step_ms())
        else:
            course, cells = self.cells_at(k)
            canvas.show_course(course)
            canvas.clear_trace()
            canvas.set_balls(cells)
        self.stepShown.emit(k)


class ReplayBar(QWidget):
    """Start, Previous, a slider, Next, End, and what the shot shown was."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.controller: ReplayController | None = None
        style = self.style()
        icon = QStyle.StandardPixmap
        self.first_button = QPushButton(style.standardIcon(icon.SP_MediaSkipBackward),
                                        self.tr("Start"), self)
        self.previous_button = QPushButton(style.standardIcon(icon.SP_MediaSeekBackward),
                                           self.tr("Previous"), self)
        self.next_button = QPushButton(style.standardIcon(icon.SP_MediaSeekForward),
                                       self.tr("Next"), self)
        self.last_button = QPushButton(style.standardIcon(icon.SP_MediaSkipForward),
                                       self.tr("End"), self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.label = QLabel(self)
        self.label.setObjectName("replayLabel")
        self.title = QLabel(self.tr("<b>Replay</b>"), self)
        row = QHBoxLayout()
        row.addWidget(self.title)
        row.addWidget(self.first_button)
        row.addWidget(self.previous_button)
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
        self.slider.valueChanged.connect(self._slid)
        self._refresh()

    def set_controller(self, controller: ReplayController) -> None:
        self.controller = controller
        controller.stepShown.connect(self.show_position)
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
            self.controller.go_to(k)

    def _slid(self, value: int) -> None:
        if self.controller is not None and value != self.controller.position:
            self.controller.go_to(value, animate=False)

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
        self.slider.setEnabled(has and n > 0)
        if self.controller is None or k < 0:
            self.label.setText("")
        elif k == 0:
            self.label.setText(self.tr("Before the first shot · %n shot(s) in all", "", n))
        else:
            self.label.setText(self.describe_step(self.controller, k))

    def describe_step(self, controller: ReplayController, k: int) -> str:
        """Shot k in words. A method, not a module function: pyside6-lupdate reads the plural
        form ("%n") of ``self.tr`` but not of ``QCoreApplication.translate`` with a computed
        count."""
        step = controller.step(k)
        params = controller.params
        game_balls = params.balls()
        info = game_balls[step.ball]
        who = params.players[info.owner].name
        how = (self.tr("the {card} card with the white die") if step.shot.card
               else self.tr("the {die} die")).format(card=step.shot.source,
                                                     die=step.shot.source)
        holed = [game_balls[b] for b in step.frames.holed]
        tail = "".join(self.tr(" · {player}'s {colour} ball holed").format(
            player=params.players[b.owner].name, colour=colour_name(b.colour)) for b in holed)
        return self.tr(
            "Shot {shot} of {shots} · course {course} · {player} ({colour}) played "
            "{direction} with {how}: {face} → %n impulse(s){holed}", "", step.impulses).format(
                shot=k, shots=controller.count, course=step.course + 1, player=who,
                colour=colour_name(info.colour), direction=direction_name(step.shot.direction),
                how=how, face=step.face, holed=tail)


class ReplayView(QWidget):
    """A saved game replayed on its own: the canvas, the replay bar and the scorecard."""

    def __init__(self, params: GameParams, actions: Sequence[Action], *,
                 course_labels: Sequence[str] | None = None, step_ms: int = 110,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caramboleReplay")
        tables = [compile_course(c) for c in params.courses]
        game = CaramboleGame(params, tables=tables).new_state()
        labels = list(course_labels if course_labels is not None else params.course_labels())
        self.canvas = PlayCanvas(params.courses, game.balls, self)
        self.controller = ReplayController(self.canvas, params, actions, lambda: step_ms, self,
                                           tables=tables)
        self.bar = ReplayBar(self)
        self.bar.set_controller(self.controller)
        self.scorecard = LiveScorecardModel(game, labels, self)
        self.table = QTableView(self)
        self.table.setModel(self.scorecard)
        self.table.setMaximumWidth(360)
        self.controller.stepShown.connect(
            lambda k: self.scorecard.update_from(self.controller.state_at(k)))
        left = QVBoxLayout()
        left.addWidget(self.canvas, 1)
        left.addWidget(self.bar)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.table)
        self.controller.go_to(0)
