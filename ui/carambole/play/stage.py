"""Carambole's canvas as the play kit drives it (``ui.play_kit.table.Stage`` and
``ui.play_kit.replay.ReplayStage``).

What an action did is drawn from the engine's record: a ``Place`` puts the ball on its start,
a ``Shot`` shows the arrow chosen (an AI's choice, for a person to follow), a ``Roll`` — the
throw that resolves the shot — flickers the die to its face (in the play view, whose shot
panel has one) and then moves the balls along the ``ShotRecord``'s frames. A replay's steps
are the shots: step ``k`` ends with the ``k``-th throw, and step 0 is the course with the
balls placed before the first shot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from golfstudio.carambole.game import BallState, CaramboleState, Mode, Place, Roll, Shot
from golfstudio.carambole.shot import ShotRecord
from golfstudio.engine.state import State
from golfstudio.hexgrid import Hex
from ui.accessibility import describe_state
from ui.carambole.play.canvas import PlayCanvas
from ui.carambole.play.dice import die_colour
from ui.carambole.play.shot_frames import ShotFrames, shot_frames
from ui.carambole.play.shot_panel import ShotPanel, colour_name, direction_name
from ui.carambole.play.spoken import board_text
from ui.play_kit.event_log import LogEntry
from ui.play_kit.seats import Pace
from ui.play_kit.you import is_you


def rest_cells(game: CaramboleState) -> dict[int, Hex]:
    """Every ball resting on the course being played."""
    found = {}
    for ball in range(len(game.balls)):
        cell = game.ball_cell(ball)
        if cell is not None:
            found[ball] = cell
    return found


def frames_of(before: CaramboleState, record: ShotRecord) -> ShotFrames:
    """A throw's record laid out in time, from the position the shot was played in."""
    ball = before.ball_to_play()
    assert ball is not None
    others = before.others_on_course(ball) if before.mode is Mode.CARAMBOLE else []
    return shot_frames(record, [ball, *others], rest_cells(before))


def _carambole(state: State[Any]) -> CaramboleState:
    assert isinstance(state, CaramboleState)
    return state


class CaramboleStage(QObject):
    """See the module docstring. Signals: ``shotResolving(object, object)`` — a throw's
    position before it and the ``Roll``, as the die starts to roll (the play view tells the
    shot's story)."""

    shotResolving = Signal(object, object)

    def __init__(self, canvas: PlayCanvas, panel: ShotPanel | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.panel = panel
        self._done: Callable[[], None] | None = None
        self._frames: ShotFrames | None = None
        self._step_ms = 0
        canvas.shotAnimated.connect(self._shot_animated)
        if panel is not None:
            panel.roller.rolled.connect(self._rolled)

    # ---- Stage ------------------------------------------------------------------------------

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None:
        state = _carambole(before)
        canvas = self.canvas
        self.stop()
        canvas.clear_start_targets()
        if isinstance(action, Place):
            self.show_after(before, action, record)
            done()
            return
        if isinstance(action, Shot):
            ball = state.ball_to_play()
            cell = state.ball_cell(ball) if ball is not None else None
            if self.panel is not None:
                self.panel.set_sources(state.table.sources)
                self.panel.select_source(action.source, action.card)
            if cell is not None and pace.step_ms > 0:
                canvas.show_arrows(cell, [action.direction], action.direction)
            done()
            return
        assert isinstance(action, Roll) and isinstance(record, ShotRecord)
        frames = frames_of(state, record)
        canvas.show_course(state.course_index)
        canvas.set_balls(frames.before)
        canvas.set_current_ball(None)
        self._done = done
        self._frames = frames
        self._step_ms = pace.step_ms
        self.shotResolving.emit(state, action)
        shot = state.pending_shot
        if self.panel is not None and shot is not None:
            source = state.table.source(shot.source, shot.card)
            self.panel.show_impulses("")
            self.panel.roller.roll(source.die.faces, action.face, pace.dice_ms,
                                   die_colour(source.die.colour))
        else:
            self._play()

    def _rolled(self, _face: int) -> None:
        if self._frames is not None and not self.canvas.is_animating():
            self._play()

    def _play(self) -> None:
        frames = self._frames
        if frames is None:
            return
        self.canvas.clear_arrows()
        self.canvas.play_shot(frames, self._step_ms)

    def _shot_animated(self) -> None:
        done, self._done = self._done, None
        self._frames = None
        if done is not None:
            done()

    def show(self, state: State[Any]) -> None:
        game = _carambole(state)
        describe_state(self.canvas, board_text(game))
        if game.is_over():
            return  # the last shot's course stays, balls where it left them
        canvas = self.canvas
        canvas.show_course(game.course_index)
        canvas.set_balls(rest_cells(game))

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        state = _carambole(before)
        canvas = self.canvas
        shown = state.clone()
        shown.apply(action)
        describe_state(canvas, board_text(shown))
        if isinstance(record, ShotRecord):
            frames = frames_of(state, record)
            canvas.show_course(state.course_index)
            canvas.clear_trace()
            canvas.set_balls(frames.after)
            return
        after = state.clone()
        after.apply(action)
        canvas.show_course(state.course_index)
        canvas.clear_trace()
        canvas.set_balls(rest_cells(after) if after.course_index == state.course_index
                         else rest_cells(state))

    def stop(self) -> None:
        self._done = None
        self._frames = None
        if self.panel is not None:
            self.panel.roller.stop()
        canvas = self.canvas
        canvas.stop_animation()
        canvas.set_current_ball(None)
        canvas.clear_arrows()
        canvas.clear_start_targets()

    def is_animating(self) -> bool:
        return self._done is not None

    # ---- ReplayStage ------------------------------------------------------------------------

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        """Step 0 is just before the first shot is chosen; each throw ends a step."""
        start = next((k for k, a in enumerate(actions) if isinstance(a, Shot)), len(actions))
        return start, [k + 1 for k, a in enumerate(actions) if isinstance(a, Roll)]

    def describe_start(self, steps: int) -> str:
        return self.tr("Before the first shot · %n shot(s) in all", "", steps)

    def story(self, before: CaramboleState, roll: Roll) -> tuple[str, int]:
        """Who played what and how far it went (the status line), and the impulses."""
        shot = before.pending_shot
        ball = before.ball_to_play()
        assert shot is not None and ball is not None
        info = before.balls[ball]
        impulses = before.impulses_for(roll)
        how = (self.tr("{card} card + white") if shot.card else self.tr("{die} die")).format(
            card=shot.source, die=shot.source)
        player = before.params.players[info.owner].name
        text = (self.tr("You ({colour}) played {direction} with the {how}: {face} → "
                        "{impulses}.") if is_you(player)
                else self.tr("{player} ({colour}) played {direction} with the {how}: {face} → "
                             "{impulses}.")).format(
                           player=player,
                           colour=colour_name(info.colour),
                           direction=direction_name(shot.direction), how=how, face=roll.face,
                           impulses=impulses)
        return text, impulses

    def holed_tail(self, before: CaramboleState, holed: Iterable[int]) -> str:
        """" · Ann's red ball holed" (" · your red ball holed") for each ball a shot holed."""
        params, balls = before.params, before.balls
        return "".join(
            (self.tr(" · your {colour} ball holed") if is_you(params.players[balls[b].owner].name)
             else self.tr(" · {player}'s {colour} ball holed")).format(
                player=params.players[balls[b].owner].name, colour=colour_name(balls[b].colour))
            for b in sorted(holed))

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None:
        """The log's line for a shot (its throw): the status line's story, the balls it
        holed, and a ball that reached the stroke limit (picked up, scoring the limit)."""
        if not isinstance(action, Roll) or not isinstance(record, ShotRecord):
            return None
        state, later = _carambole(before), _carambole(after)
        ball = state.ball_to_play()
        assert ball is not None
        holed = frames_of(state, record).holed
        active = [b for b in range(len(state.balls))
                  if state.ball_state(b) in (BallState.WAITING, BallState.PLAYING)]
        if later.course_index == state.course_index and not later.is_over():
            out = [b for b in active if later.ball_state(b) is BallState.OUT]
        else:  # the course is over: a ball still out there has scored the limit
            out = [b for b in active if b not in holed]
        text = self.story(state, action)[0]
        tail = self.holed_tail(state, holed)
        if tail:  # "… → 4 · Ann's orange ball holed.", the story's full stop after the tail
            text = f"{text.removesuffix('.')}{tail}."
        return LogEntry(state.params.players[state.balls[ball].owner].name, text,
                        self.tr("Course {number}").format(number=state.course_index + 1),
                        picked_up=bool(out), holed=bool(holed))

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        """Shot k in words. A method: pyside6-lupdate reads the plural form ("%n") of
        ``self.tr`` but not of ``QCoreApplication.translate`` with a computed count."""
        state = _carambole(before)
        assert isinstance(action, Roll) and isinstance(record, ShotRecord)
        shot = state.pending_shot
        ball = state.ball_to_play()
        assert shot is not None and ball is not None
        params = state.params
        balls = state.balls
        info = balls[ball]
        how = (self.tr("the {card} card with the white die") if shot.card
               else self.tr("the {die} die")).format(card=shot.source, die=shot.source)
        frames = frames_of(state, record)
        tail = self.holed_tail(state, frames.holed)
        if is_you(params.players[info.owner].name):
            text = self.tr(
                "Shot {shot} of {shots} · course {course} · you ({colour}) played "
                "{direction} with {how}: {face} → %n impulse(s){holed}", "",
                state.impulses_for(action))
        else:
            text = self.tr(
                "Shot {shot} of {shots} · course {course} · {player} ({colour}) played "
                "{direction} with {how}: {face} → %n impulse(s){holed}", "",
                state.impulses_for(action))
        return text.format(
            shot=k, shots=steps, course=state.course_index + 1,
            player=params.players[info.owner].name, colour=colour_name(info.colour),
            direction=direction_name(shot.direction), how=how, face=action.face, holed=tail)
