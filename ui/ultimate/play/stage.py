"""Ultimate Golf's canvas as the play kit drives it (``ui.play_kit.table.Stage`` and
``ui.play_kit.replay.ReplayStage``).

What an action did is drawn from the engine's record: ``Honour`` says who tees off first;
``Aimed`` draws the aim line of the shot chosen (an AI's, for a person to follow); ``Rolled``
throws the dice (on the picker's dice, when there is a picker) and flies the ball from where
it was played to where it landed, then puts it where any relief taken at once left it;
``Dropped`` moves the ball to its drop. Each is told in words through ``said(str)``.
A replay's steps end at each throw and each relief chosen; step 0 is the first tee.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from golfstudio.engine.state import State
from golfstudio.ultimate.ball import situation
from golfstudio.ultimate.game import (
    Aimed,
    Drop,
    Dropped,
    Honour,
    Roll,
    Rolled,
    Shot,
    Stage,
    UltimateState,
)
from ui.accessibility import describe_state
from ui.play_kit.event_log import LogEntry
from ui.play_kit.seats import Pace
from ui.play_kit.you import is_you
from ui.ultimate.play.announcements import card_name, relief_text, situation_text
from ui.ultimate.play.canvas import FLIGHT_STEPS, HoleCanvas
from ui.ultimate.play.dice import DicePair
from ui.ultimate.play.results import outcome_text
from ui.ultimate.play.spoken import board_text


def _ultimate(state: State[Any]) -> UltimateState:
    assert isinstance(state, UltimateState)
    return state


def show_state(canvas: HoleCanvas, state: UltimateState) -> None:
    """The hole being played with every ball still in play, the player to play ringed (the
    last shot's trace stays until the next flight or hole)."""
    canvas.show_hole(state.hole)
    canvas.clear_aim()
    canvas.clear_drops()
    describe_state(canvas, board_text(state))
    if state.is_over():
        canvas.set_balls({})
        return
    balls = {seat: state.ball(seat).at for seat in range(len(state.game.player_names()))
             if not state.holed_out(seat)}
    seat = state.player_to_play()
    canvas.set_balls(balls, seat)
    shot = state.pending_shot
    if shot is not None and seat is not None and state.hole.flag is not None:
        aim = shot.aim if shot.card != "putter" else state.hole.flag
        canvas.show_aim(state.ball(seat).at, aim)


class UltimateStage(QObject):
    """See the module docstring. Signals: ``said(str)`` — what an action did, in words."""

    said = Signal(str)

    def __init__(self, canvas: HoleCanvas, dice: DicePair | None = None,
                 parent: QObject | None = None, *, announce: bool = True) -> None:
        """``announce``: what each action did is also written over the hole (the table);
        a replay's bar says its steps itself, and its jumps leave no stale words there."""
        super().__init__(parent)
        self.canvas = canvas
        self.dice = dice
        self.announce = announce
        if announce:
            self.said.connect(canvas.announce)
        self._done: Callable[[], None] | None = None
        self._after: Callable[[], None] | None = None
        canvas.flightDone.connect(self._flown)

    # ---- Stage ------------------------------------------------------------------------------

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None:
        state = _ultimate(before)
        self.stop()
        if isinstance(record, Aimed):
            seat = record.player
            flag = state.hole.flag
            if pace.step_ms > 0 and flag is not None:
                aim = record.shot.aim if record.shot.card != "putter" else flag
                self.canvas.clear_overlays()
                self.canvas.show_aim(state.ball(seat).at, aim)
            self.said.emit(self.story(state, action, record))
            done()
            return
        if not isinstance(record, Rolled):
            self.show_after(before, action, record)
            self.said.emit(self.story(state, action, record))
            done()
            return
        self._done = done

        def land() -> None:
            self.show_after(before, action, record)
            self.said.emit(self.story(state, action, record))
            finished, self._done = self._done, None
            if finished is not None:
                finished()

        def fly() -> None:
            outcome = record.outcome
            if outcome is None or outcome.landing == outcome.origin:
                land()
                return
            self._after = land
            self.canvas.show_aim(outcome.origin, outcome.aim)
            self.canvas.fly(record.player, outcome.origin, outcome.aim, outcome.landing,
                            pace.step_ms * FLIGHT_STEPS)

        assert isinstance(action, Roll)
        if self.dice is not None:
            self.dice.roll((action.low, action.high), pace.dice_ms, fly)
        else:
            fly()

    def _flown(self) -> None:
        after, self._after = self._after, None
        if after is not None:
            after()

    def show(self, state: State[Any]) -> None:
        if not self.announce:
            self.canvas.announce("")
        show_state(self.canvas, _ultimate(state))

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        state = _ultimate(before)
        if not self.announce:
            self.canvas.announce("")
        after = state.clone()
        after.apply(action)
        if after.hole_index == state.hole_index:
            show_state(self.canvas, after)
            if isinstance(record, Rolled) and record.outcome is not None:
                outcome = record.outcome
                if outcome.landing != outcome.origin:
                    self.canvas.fly(record.player, outcome.origin, outcome.aim,
                                    outcome.landing, 0)
                    self.canvas.set_balls(
                        {s: after.ball(s).at for s in range(len(after.game.player_names()))
                         if not after.holed_out(s)}, after.player_to_play())
            return
        # The hole is over: its last ball went in; the next turn shows the next hole.
        show_state(self.canvas, state)
        if isinstance(record, Rolled | Dropped):
            balls = {s: state.ball(s).at for s in range(len(state.game.player_names()))
                     if not state.holed_out(s) and s != record.player}
            self.canvas.set_balls(balls, None)

    def stop(self) -> None:
        self._done = None
        self._after = None
        if self.dice is not None:
            self.dice.stop()
        self.canvas.stop_flight()

    def is_animating(self) -> bool:
        return self._done is not None

    # ---- words ------------------------------------------------------------------------------

    def story(self, before: UltimateState, action: Any, record: object) -> str:
        """What an action did, in a sentence (the status line and the replay)."""
        names = before.game.player_names()
        cards = before.game.cards
        if isinstance(record, Honour):
            first = names[record.order[0]]
            return (self.tr("The dice send you to the first tee.") if is_you(first)
                    else self.tr("The dice send {player} to the first tee.").format(
                        player=first))
        if isinstance(record, Aimed):
            shot = record.shot
            you = is_you(names[record.player])
            if shot.iron:
                text = (self.tr("You play the recovery card read with the {iron}.") if you
                        else self.tr("{player} plays the recovery card read with the {iron}."))
            else:
                text = (self.tr("You play the {card}.") if you
                        else self.tr("{player} plays the {card}."))
            return text.format(player=names[record.player],
                               iron=card_name(cards, shot.iron) if shot.iron else "",
                               card=card_name(cards, shot.card))
        hole = before.hole
        if isinstance(record, Dropped):
            return self.tr("{player}: {relief} — {where}.").format(
                player=names[record.player], relief=relief_text(record.relief),
                where=situation_text(situation(hole, record.ball)))
        assert isinstance(record, Rolled)
        player = names[record.player]
        throw = self.tr("{low} and {high}").format(low=record.roll.low, high=record.roll.high)
        if record.outcome is None:
            if before.stage is Stage.COVERS:
                what = (self.tr("re-roll {throw}: the ball drops") if record.roll.sum == 7
                        else self.tr("re-roll {throw}: on the lip, one putt more"))
            else:
                what = (self.tr("second putt {throw}: three putts") if record.roll.double
                        else self.tr("second putt {throw}: holed"))
            text = what.format(throw=throw)
        else:
            pending = before.pending_shot
            card = card_name(cards, pending.card) if pending is not None else ""
            text = self.tr("{card}, dice {throw} ({sum}): {result}").format(
                card=card, throw=throw, sum=record.roll.sum,
                result=outcome_text(record.outcome,
                                   pending is not None and pending.card == "putter"))
        if record.holed:
            tail = self.tr(" · holed, {strokes} on the hole").format(strokes=record.strokes)
        elif record.picked_up:
            tail = (self.tr(" · you pick up at {strokes}") if is_you(player)
                    else self.tr(" · picks up at {strokes}")).format(strokes=record.strokes)
        elif record.choose_relief:
            tail = self.tr(" · relief to choose")
        elif record.relief is not None:
            tail = self.tr(" · {relief}: {where}").format(
                relief=relief_text(record.relief),
                where=situation_text(situation(hole, record.ball)))
        elif record.outcome is not None and not record.outcome.holed_check:
            tail = self.tr(" · {where}").format(where=situation_text(situation(hole, record.ball)))
        else:
            tail = ""
        return self.tr("{player}: {text}{tail}").format(player=player, text=text, tail=tail)

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None:
        """The log's line for an action: the honour, each throw and each relief chosen
        (an aim is told again by the throw that plays it)."""
        state = _ultimate(before)
        if isinstance(record, Aimed):
            return None
        names = state.game.player_names()
        section = self.tr("Hole {hole}").format(hole=state.game.hole_numbers[state.hole_index])
        text = self.story(state, action, record)
        if isinstance(record, Honour):
            return LogEntry(names[record.order[0]], text, section)
        if isinstance(record, Rolled):
            return LogEntry(names[record.player], text, section,
                            penalties=record.relief.penalty if record.relief is not None else 0,
                            picked_up=record.picked_up, holed=record.holed)
        if isinstance(record, Dropped):
            return LogEntry(names[record.player], text, section,
                            penalties=record.relief.penalty, picked_up=record.picked_up)
        return None

    # ---- ReplayStage ------------------------------------------------------------------------

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        """Step 0 is just before the first shot; each throw and each relief ends a step."""
        start = next((k for k, a in enumerate(actions) if isinstance(a, Shot)), len(actions))
        return start, [k + 1 for k, a in enumerate(actions) if isinstance(a, Roll | Drop)]

    def describe_start(self, steps: int) -> str:
        return self.tr("The first tee · steps in the round: {steps}").format(steps=steps)

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        state = _ultimate(before)
        return self.tr("Step {step} of {steps} · hole {hole} · {story}").format(
            step=k, steps=steps, hole=state.game.hole_numbers[state.hole_index],
            story=self.story(state, action, record))
