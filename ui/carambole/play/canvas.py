"""``PlayCanvas``: the course being played, drawn by the editor's ``CourseScene`` (read-only),
with the balls, the direction arrows, the start targets and the last shot's trace on top.

The canvas knows nothing of turns: the play view tells it where the balls are, which ball is
to play, which arrows or starts to offer, and hands it a shot's ``ShotFrames`` to animate.
It reports clicks on an arrow (``directionClicked``) or a start (``startClicked``) and the
end of an animation (``shotAnimated``). Each course gets its own document and scene, made
when first shown and kept, so a replay can jump between courses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from golfstudio.carambole.course import Course
from golfstudio.carambole.game import BallInfo
from golfstudio.hexgrid import Direction, Hex
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.geometry import CELL_SIZE, cell_at, centre
from ui.carambole.editor.scene import CourseScene
from ui.carambole.play.board import (
    Z_BALL,
    Z_MOVING,
    BallItem,
    BounceMarkItem,
    DirectionArrowItem,
    HandoverMarkItem,
    StartTargetItem,
    TraceItem,
)
from ui.carambole.play.shot_frames import MarkKind, ShotFrames
from ui.game_titles import game_title

FIT_MARGIN = CELL_SIZE * 0.9
PULSE_MS = 1100
DROPPED_SCALE = 0.55
"""A ball that drops into the hole shrinks to this before it leaves the course."""


class _Board:
    """One course's scene and the play items on it."""

    def __init__(self, course: Course, balls: Sequence[BallInfo], labels: Mapping[int, str],
                 canvas: PlayCanvas) -> None:
        self.document = CourseDocument(course, parent=canvas)
        self.scene = CourseScene(self.document, parent=canvas)
        self.balls: dict[int, BallItem] = {}
        for info in balls:
            item = BallItem(info.number, info.colour, labels.get(info.number, ""))
            item.setVisible(False)
            self.scene.addItem(item)
            self.balls[info.number] = item
        self.arrows: dict[Direction, DirectionArrowItem] = {}
        self.targets: dict[Hex, StartTargetItem] = {}
        self.trace: list[QGraphicsItem] = []

    def remove(self, items: Iterable[QGraphicsItem]) -> None:
        for item in items:
            self.scene.removeItem(item)


class PlayCanvas(QGraphicsView):
    """See the module docstring. Signals: ``directionClicked(int)``, ``startClicked(object)``
    (a ``Hex``), ``shotAnimated()``."""

    directionClicked = Signal(int)
    startClicked = Signal(object)
    shotAnimated = Signal()

    def __init__(self, courses: Sequence[Course], balls: Sequence[BallInfo],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playCanvas")
        self.setAccessibleName(game_title("carambole"))  # its description: the position
        self.courses = tuple(courses)
        self.ball_infos = tuple(balls)
        owners = [b.owner for b in balls]
        self._labels = {b.number: str(1 + [x.number for x in balls if x.owner == b.owner]
                                      .index(b.number))
                        for b in balls if owners.count(b.owner) > 1}
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._boards: dict[int, _Board] = {}
        self._index = -1
        self._current: int | None = None
        self._frames: ShotFrames | None = None
        self._traces: dict[int, TraceItem] = {}
        self._shown_marks = 0
        self._animation = QVariantAnimation(self)
        self._animation.valueChanged.connect(self._frame)
        self._animation.finished.connect(self._finish_shot)
        self._instant = QTimer(self)
        self._instant.setSingleShot(True)
        self._instant.setInterval(0)
        self._instant.timeout.connect(self._finish_shot)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._pulse_frame)
        if self.courses:
            self.show_course(0)

    # ---- courses ----------------------------------------------------------------------------

    @property
    def course_index(self) -> int:
        return self._index

    def _board(self) -> _Board:
        return self._boards[self._index]

    def show_course(self, index: int) -> None:
        """Show course ``index`` (made on first use); the balls there keep their places."""
        if index == self._index:
            return
        self.stop_animation()
        board = self._boards.get(index)
        if board is None:
            board = self._boards[index] = _Board(self.courses[index], self.ball_infos,
                                                 self._labels, self)
        self._index = index
        self._traces = {}
        self.setScene(board.scene)
        self.fit_course()

    @property
    def course_scene(self) -> CourseScene:
        """The editor's scene drawing the course shown."""
        return self._board().scene

    def fit_course(self) -> None:
        if self._index < 0:
            return
        rect = self._board().scene.content_rect()
        if rect.isEmpty():
            return
        self.fitInView(rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN),
                       Qt.AspectRatioMode.KeepAspectRatio)

    # ---- balls ------------------------------------------------------------------------------

    def set_balls(self, cells: Mapping[int, Hex]) -> None:
        """Put every ball in ``cells`` on its cell; the others are not on the course."""
        for number, item in self._board().balls.items():
            cell = cells.get(number)
            item.setVisible(cell is not None)
            item.setScale(1.0)
            item.setZValue(Z_BALL)
            if cell is not None:
                item.setPos(centre(cell))

    def ball_cells(self) -> dict[int, Hex]:
        """Where the balls shown are (the cell under each ball item's centre)."""
        return {n: cell_at(item.pos()) for n, item in self._board().balls.items()
                if item.isVisible()}

    def ball_item(self, ball: int) -> BallItem:
        return self._board().balls[ball]

    def set_current_ball(self, ball: int | None, *, pulse: bool = True) -> None:
        """Ring the ball to play (None: no ball is to play)."""
        self._current = ball
        for number, item in self._board().balls.items():
            item.set_current(number == ball)
        if ball is not None and pulse:
            if self._pulse.state() != QVariantAnimation.State.Running:
                self._pulse.start()
        else:
            self._pulse.stop()
            if ball is not None:
                self._board().balls[ball].set_pulse(0.0)

    def _pulse_frame(self, value: object) -> None:
        if self._current is not None and self._index in self._boards:
            self._board().balls[self._current].set_pulse(float(value))  # type: ignore[arg-type]

    # ---- arrows and starts ------------------------------------------------------------------

    def show_arrows(self, cell: Hex, directions: Iterable[Direction],
                    selected: Direction | None = None) -> None:
        """Offer ``directions`` around the ball on ``cell``; ``selected`` is highlighted."""
        board = self._board()
        wanted = list(directions)
        for d in [d for d, item in board.arrows.items() if d not in wanted or item.cell != cell]:
            board.scene.removeItem(board.arrows.pop(d))
        for d in wanted:
            item = board.arrows.get(d)
            if item is None:
                item = board.arrows[d] = DirectionArrowItem(cell, d)
                board.scene.addItem(item)
            item.set_selected_direction(d == selected)

    def clear_arrows(self) -> None:
        if self._index in self._boards:
            board = self._board()
            board.remove(board.arrows.values())
            board.arrows.clear()

    def arrow_directions(self) -> list[Direction]:
        return list(self._board().arrows)

    def arrow_item(self, direction: Direction) -> DirectionArrowItem:
        return self._board().arrows[direction]

    def show_start_targets(self, cells: Iterable[Hex]) -> None:
        board = self._board()
        self.clear_start_targets()
        for cell in cells:
            board.targets[cell] = item = StartTargetItem(cell)
            board.scene.addItem(item)

    def clear_start_targets(self) -> None:
        if self._index in self._boards:
            board = self._board()
            board.remove(board.targets.values())
            board.targets.clear()

    def start_targets(self) -> list[Hex]:
        return list(self._board().targets)

    # ---- where to click (tests and tooltips) -----------------------------------------------

    def viewport_point(self, scene_point: QPointF) -> QPoint:
        return self.mapFromScene(scene_point)

    def cell_point(self, cell: Hex) -> QPoint:
        """A cell's centre on the viewport."""
        return self.mapFromScene(centre(cell))

    def arrow_point(self, direction: Direction) -> QPoint:
        """The centre of a direction arrow's button on the viewport."""
        return self.mapFromScene(self._board().arrows[direction].hub())

    # ---- the trace and the animation --------------------------------------------------------

    def clear_trace(self) -> None:
        if self._index in self._boards:
            board = self._board()
            board.remove(board.trace)
            board.trace.clear()
        self._traces = {}

    def play_shot(self, frames: ShotFrames, step_ms: int) -> None:
        """Animate a shot (``step_ms`` per step; 0 jumps to its end); ``shotAnimated`` is
        emitted once the balls rest where the shot left them — never before this returns."""
        self.stop_animation()
        self.clear_trace()
        self._frames = frames
        self._shown_marks = 0
        board = self._board()
        for run in frames.runs:
            if run.ball not in self._traces:
                trace = TraceItem(board.balls[run.ball].colour)
                board.scene.addItem(trace)
                board.trace.append(trace)
                self._traces[run.ball] = trace
        if step_ms <= 0 or frames.total <= 0:
            self._instant.start()
            return
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(float(frames.total))
        self._animation.setDuration(max(1, round(frames.total * step_ms)))
        self._animation.start()

    def is_animating(self) -> bool:
        return self._frames is not None

    def stop_animation(self) -> None:
        """Stop a running animation without finishing it (nothing is emitted)."""
        self._frames = None
        self._instant.stop()
        self._animation.stop()

    def _frame(self, value: object) -> None:
        frames = self._frames
        if frames is None:
            return
        tick = float(value)  # type: ignore[arg-type]
        board = self._board()
        moving = frames.moving_at(tick)
        for ball, where in frames.positions_at(tick).items():
            item = board.balls[ball]
            a, b = centre(where.here), centre(where.there)
            item.setPos(a + (b - a) * where.fraction)
            item.setVisible(True)
            item.setZValue(Z_MOVING if ball == moving else Z_BALL)
        self._draw_traces(frames, tick)
        self._draw_marks(frames, tick)

    def _draw_traces(self, frames: ShotFrames, tick: float) -> None:
        points: dict[int, list[QPointF]] = {}
        for run in frames.runs:
            if tick < run.start:
                break
            k, fraction = run.at(tick)
            line = points.setdefault(run.ball, [])
            line.extend(centre(c) for c in run.cells[:k + 1])
            if fraction:
                a, b = centre(run.cells[k]), centre(run.cells[k + 1])
                line.append(a + (b - a) * fraction)
        for ball, trace in self._traces.items():
            trace.set_points(points.get(ball, []))

    def _draw_marks(self, frames: ShotFrames, tick: float) -> None:
        board = self._board()
        while self._shown_marks < len(frames.marks) and (
                frames.marks[self._shown_marks].tick <= tick):
            mark = frames.marks[self._shown_marks]
            self._shown_marks += 1
            item: QGraphicsItem
            if mark.kind is MarkKind.BOUNCE:
                item = BounceMarkItem(mark.cell, mark.incoming or mark.direction)
            elif mark.kind is MarkKind.HANDOVER:
                item = HandoverMarkItem(mark.cell, mark.direction)
            else:
                board.balls[mark.ball].setScale(DROPPED_SCALE)
                continue
            board.scene.addItem(item)
            board.trace.append(item)

    def _finish_shot(self) -> None:
        frames = self._frames
        if frames is None:
            return
        self._frame(frames.total)
        self._frames = None
        self.set_balls(frames.after)
        self.shotAnimated.emit()

    # ---- events -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._index < 0:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        point = self.mapToScene(event.position().toPoint())
        board = self._board()
        # The view's own hit test: it knows the arrows ignore the zoom.
        for item in self.items(event.position().toPoint()):
            if isinstance(item, DirectionArrowItem) and board.arrows.get(item.direction) is item:
                self.directionClicked.emit(int(item.direction))
                event.accept()
                return
        cell = cell_at(point)
        if cell in board.targets:
            self.startClicked.emit(cell)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Arrow keys and digits are the play view's (turn, pick a direction), not scrolling.
        event.ignore()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_course()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_course()
