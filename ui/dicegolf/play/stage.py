"""Dice Golf's canvas as the play kit drives it (``ui.play_kit.table.Stage`` and
``ui.play_kit.replay.ReplayStage``).

Every record of the engine is shown from what it carries:

- ``Dealt``: nothing moves (a card dealt face down); the last one says the deal is done;
- ``CardLaid``: the card laid against the thrower is said on the board (an air shot in the
  penalty colour), and the table pauses on it;
- ``Spun``: the vane's sector is said; the thrower's own weather card ends the throw;
- ``Rolled``: the die falls — the dice still to fall flicker with it, and it settles on the
  engine's face; a selection, a second roll, a result to decide on or the throw's end follow;
- ``Kept``: the dice kept are ringed, the others wait to be rolled again;
- ``Decided``, ``Operated`` (the operations die flickers and settles), ``Drew``: said; the
  throw ends.

A throw's end (``ThrowEnd``) is shown the same way whatever record carries it: the distance
worked out step by step and where the ball went (a penalty with its reason in the penalty
colour, holed in green), the pawn moved along its path — to the limit it crossed and back —
and, at the table, a pause so a person can follow (longer at a hole's end). A replay's steps
end at each throw's end; step 0 is the first throw, the cards dealt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from golfstudio.dicegolf.actions import DICE_LABELS, Deal
from golfstudio.dicegolf.cards import CardEffect
from golfstudio.dicegolf.game import DiceGolfGame, DiceGolfState, Stage, ThrowInfo
from golfstudio.dicegolf.records import (
    CardLaid,
    Dealt,
    Decided,
    Kept,
    Operated,
    Rolled,
    Spun,
    ThrowEnd,
    ThrowResult,
)
from golfstudio.dicegolf.rules import Reason, rolls_fifth_die
from golfstudio.engine.state import State
from ui.dicegolf.play.board import DiceGolfCanvas
from ui.dicegolf.play.track import Pawn, TrackPicture, picture_of
from ui.dicegolf.play.words import DiceGolfWords
from ui.play_kit.event_log import LogEntry
from ui.play_kit.seats import Pace
from ui.play_kit.stage import Step, StepRunner, now
from ui.play_kit.you import is_you

__all__ = ["DICE_SHARE", "HOLE_END_PAUSE", "PAWN_STEPS", "DiceGolfStage", "dice_golf",
           "finished_picture", "throw_end_of"]

PAWN_STEPS = 6
"""A pawn's move lasts this many of the pace's steps (two thirds of a second at normal)."""
DICE_SHARE = 3
"""Each die falls in this share of the pace's dice time: a roll of four settles in about
one and a half flickers' worth."""
HOLE_END_PAUSE = 4
"""At a hole's end the table pauses this many think-times, so the last putt can be read."""

def dice_golf(state: State[Any]) -> DiceGolfState:
    assert isinstance(state, DiceGolfState)
    return state


def throw_end_of(record: object) -> ThrowEnd | None:
    """The throw's end a record carries, if any (every record but a deal and a card laid
    may end a throw)."""
    end = getattr(record, "end", None)
    return end if isinstance(end, ThrowEnd) else None


def finished_picture(before: DiceGolfState, end: ThrowEnd) -> TrackPicture:
    """The hole just finished by ``end`` (the engine has moved on to the next hole): every
    ball where it lay, the last one where this throw left it."""
    picture = picture_of(before)
    pawns = tuple(
        Pawn(p.seat, p.name, float(end.position), end.holed, end.holed or end.out_of_throws)
        if p.seat == end.seat else p for p in picture.pawns)
    return TrackPicture(picture.hole, picture.number, pawns, None)


def _path(result: ThrowResult, hole_length: int) -> list[float]:
    """Where the pawn goes: to a limit it crossed and back, or straight to its spot."""
    landing = result.landing
    start = float(result.start)
    if landing.reason is Reason.STUCK:
        return [start]
    if landing.crossed is not None:
        return [start, float(landing.crossed), float(landing.position)]
    if landing.holed:
        return [start, float(hole_length)]
    return [start, float(landing.position)]


class DiceGolfStage(QObject):
    """See the module docstring. ``live``: the table being played (it pauses after a throw
    and on a card laid); a replay never waits. Signal: ``said(str)`` — what an action did,
    in words (the status line)."""

    said = Signal(str)

    def __init__(self, canvas: DiceGolfCanvas, game: DiceGolfGame, *, live: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.game = game
        self.live = live
        self.words = DiceGolfWords(self)
        self.runner = StepRunner(self)
        self._hole: int | None = None
        """The hole last shown (its index in the round)."""

    # ---- what the board says ----------------------------------------------------------------

    def title_of(self, state: DiceGolfState, info: ThrowInfo) -> str:
        names = state.game.player_names()
        return self.tr("{player} · throw {throw} from {start} · {lie}").format(
            player=names[info.seat], throw=state.throws(info.seat) + 1,
            start=self.words.metres(info.start), lie=self.words.lie(state.hole, info.start))

    def _board_for(self, state: DiceGolfState, fresh: bool) -> None:
        """The board for ``state``'s throw in progress: its title and what it needs, its
        dice and result so far; the last throw's dice and words stay (dimmed) until this
        throw's first die, unless the hole is ``fresh``."""
        board, tray = self.canvas.board, self.canvas.tray
        info = state.current_throw()
        if info is None:
            if fresh:
                board.clear()
                tray.set_dice([None] * 4)
            return
        board.say(title=self.title_of(state, info),
                  needs=self.words.throw_needs(info, state.hole))
        # Before the dice (cards laid against the throw) the engine holds none yet.
        dice = info.dice or (None,) * (5 if rolls_fifth_die(state.hole, info.start) else 4)
        rolled = any(d is not None for d in dice)
        if rolled or info.roll > 1 or fresh:
            tray.set_dice(dice, info.kept)
            tray.set_operation(None, False)
            board.say(reading="", outcome=(
                self.tr("Keep some dice: the others are rolled again.")
                if state.stage is Stage.KEEP else ""))
        else:  # the last throw's dice (and operations die) stay, dimmed, till this one's
            tray.set_dice(tray.faces or dice, tray.kept, dimmed=True)
        result = info.result
        if result is not None and state.stage is not Stage.OVER:
            self._show_result(state, result, decided=False)

    def _show_result(self, state: DiceGolfState, result: ThrowResult, *,
                     decided: bool) -> None:
        """A throw's result on the board; while the thrower decides, a preview ring on the
        track where it would leave the ball."""
        board = self.canvas.board
        hole = state.game.hole(result.hole)
        worked = self.words.worked_out(result)
        landing = self.words.landing(self.words.named_cards(state.game.deck, result), hole)
        if not decided:
            landing = self.tr("{landing} — to decide").format(landing=landing)
        board.say(reading=worked, outcome=landing, penalty=result.penalties > 0,
                  holed=result.holed)
        self.canvas.tray.set_dice(result.dice, result.kept)
        if result.sign is not None and result.sign.op is not None:
            self.canvas.tray.set_operation(result.sign.op, True)
        if not decided:  # where it would go, and the limit that would stop it
            self.canvas.track.set_preview(result.seat, float(result.landing.position))
            crossed = result.landing.crossed
            self.canvas.track.set_trace(result.seat, float(result.start),
                                        float(result.landing.position),
                                        None if crossed is None else float(crossed))

    # ---- Stage ------------------------------------------------------------------------------

    def show(self, state: State[Any]) -> None:
        game = dice_golf(state)
        fresh = (self._hole != game.hole_index
                 or not any(game.throws(s) for s in range(len(game.game.player_names()))))
        if fresh:
            self._hole = game.hole_index
            self.canvas.track.clear_trace()
        self.canvas.track.show_picture(picture_of(game))
        self.canvas.track.set_preview(0, None)
        self._board_for(game, fresh)

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        state = dice_golf(before)
        after = state.clone()
        after.apply(action)
        end = throw_end_of(record)
        if end is None:
            self.show(after)
            return
        info = state.current_throw()
        picture = (finished_picture(state, end) if end.hole_end is not None
                   else picture_of(after))
        self.canvas.track.show_picture(picture)
        self._hole = state.hole_index
        result = end.result
        self.canvas.track.set_trace(end.seat, float(result.start), float(result.landing.position),
                                    None if result.landing.crossed is None
                                    else float(result.landing.crossed))
        self.canvas.track.set_preview(0, None)
        if info is not None:
            self.canvas.board.say(title=self.title_of(state, info),
                                  needs=self.words.throw_needs(info, state.hole))
        self._show_result(state, result, decided=True)

    def stop(self) -> None:
        self.runner.stop()
        self.canvas.tray.stop()
        self.canvas.track.stop()

    def is_animating(self) -> bool:
        return self.runner.is_running()

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None:
        self.stop()
        self.runner.run(self._steps(dice_golf(before), action, record, pace), done)

    def _sleep(self, ms: int) -> Step:
        """A pause at the table (a replay never waits)."""
        return self.runner.sleep(ms if self.live else 0)

    def _say(self, text: str) -> Step:
        def step(then: Callable[[], None]) -> None:
            if text:
                self.said.emit(text)
            then()
        return step

    # ---- the steps of each record ----------------------------------------------------------

    def _steps(self, state: DiceGolfState, action: Any, record: object,
               pace: Pace) -> list[Step]:
        canvas, words = self.canvas, self.words
        board, tray = canvas.board, canvas.tray
        end = throw_end_of(record)
        story = words.story(state, action, record)
        if isinstance(record, Dealt):
            after_deal = state.clone()
            after_deal.apply(action)
            if after_deal.stage is Stage.DEAL:
                return []
            return [now(lambda: self.show(after_deal)),
                    self._say(self.tr("The cards are dealt: nine to each player."))]
        if isinstance(record, CardLaid):
            if record.card is None:
                return []
            air = state.game.deck.kind(record.card).effect is CardEffect.AIR_SHOT

            return [now(lambda: board.say(outcome=story, penalty=air)), self._say(story),
                    self._sleep(pace.think_ms)]
        steps: list[Step] = []
        if isinstance(record, Rolled):
            steps.append(self._roll_step(state, record, pace))
            if record.resolved is not None:
                resolved = record.resolved
                steps.append(now(lambda: self._show_result(state, resolved, decided=False)))
            if end is None:
                if record.select or record.second_roll or record.resolved is not None:
                    steps.append(self._say(story))
                if record.second_roll:
                    steps.append(now(lambda: board.say(
                        outcome=self.tr("No double: a second roll."))))
                if record.select:
                    steps.append(now(lambda: board.say(
                        outcome=self.tr("Keep some dice: the others are rolled again."))))
                return steps
        elif isinstance(record, Kept):
            kept = record.kept
            you = is_you(state.game.player_names()[record.seat])

            def keep() -> None:
                info = state.current_throw()
                faces = list(info.dice) if info is not None else list(tray.faces)
                tray.set_dice([f if k else None for f, k in zip(faces, kept, strict=False)],
                              kept)
                board.say(outcome=(words.kept(kept, you=True) if you
                                   else words.kept(kept).capitalize()))
            steps.append(now(keep))
            if record.resolved is not None:
                resolved = record.resolved
                steps.append(now(lambda: self._show_result(state, resolved, decided=False)))
        elif isinstance(record, Decided):
            def decided() -> None:
                board.say(outcome=words.decision(state, record.action))
                canvas.track.set_preview(record.seat, None)
            steps.append(now(decided))
        elif isinstance(record, Operated):
            op = record.op
            steps.append(lambda then: tray.roll_operation(op, pace.dice_ms, then))
        elif isinstance(record, Spun):
            spin = record.spin
            steps.append(now(lambda: board.say(
                outcome=self.tr("Weather vane: {sector}").format(sector=words.sector(spin)))))
            if end is None:
                steps += [self._say(story), self._sleep(pace.think_ms)]
                return steps
        if end is None:
            return [*steps, self._say(story)] if not isinstance(record, Rolled) else steps
        return [*steps, *self._end_steps(state, end, story, pace)]

    def _roll_step(self, state: DiceGolfState, record: Rolled, pace: Pace) -> Step:
        tray = self.canvas.tray

        def roll(then: Callable[[], None]) -> None:
            info = state.current_throw()
            if info is not None:
                before_dice = list(info.dice)
                first = all(d is None for d in before_dice) and info.roll == 1
                if first:
                    self.canvas.board.say(title=self.title_of(state, info),
                                          needs=self.words.throw_needs(info, state.hole),
                                          reading="", outcome="")
                    self.canvas.track.clear_trace()
                    tray.set_operation(None, False)
                tray.set_dice(before_dice, info.kept if info.roll > 1 else None)
            index = DICE_LABELS.index(record.die)
            falling = [i for i, d in enumerate(record.dice) if d is None]
            ms = pace.dice_ms // DICE_SHARE if pace.dice_ms else 0
            tray.roll(index, record.face, falling, ms, then)
        return roll

    def _end_steps(self, state: DiceGolfState, end: ThrowEnd, story: str,
                   pace: Pace) -> list[Step]:
        canvas = self.canvas
        result = end.result
        hole = state.game.hole(result.hole)

        def shown() -> None:
            self._show_result(state, result, decided=True)
            canvas.track.set_preview(end.seat, None)
            crossed = result.landing.crossed
            canvas.track.set_trace(end.seat, float(result.start),
                                   float(result.landing.position),
                                   None if crossed is None else float(crossed))

        def move(then: Callable[[], None]) -> None:
            canvas.track.move_pawn(end.seat, _path(result, hole.length),
                                   pace.step_ms * PAWN_STEPS, then)

        def placed() -> None:
            if end.hole_end is not None:
                canvas.track.show_picture(finished_picture(state, end))

        pause = pace.think_ms * (HOLE_END_PAUSE if end.hole_end is not None else 1)
        return [now(shown), move, now(placed), self._say(story), self._sleep(pause)]

    # ---- the log ------------------------------------------------------------------------

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None:
        """The log's line for an action: each throw's end (with its penalties, holed or
        picked up), a result to decide on, a decision, the vane and a card laid — not each
        die falling, a selection or a card dealt face down."""
        state = dice_golf(before)
        names = state.game.player_names()
        section = self.tr("Hole {hole}").format(hole=state.hole_number)
        end = throw_end_of(record)
        if end is not None:
            return LogEntry(names[end.seat], self.words.story(state, action, record), section,
                            penalties=end.result.penalties, picked_up=end.out_of_throws,
                            holed=end.holed)
        told = ((isinstance(record, CardLaid) and record.card is not None)
                or (isinstance(record, Rolled) and record.resolved is not None)
                or isinstance(record, Decided))
        if isinstance(record, Spun):
            seat = record.spin.seat
        elif told and isinstance(record, CardLaid | Rolled | Decided):
            seat = record.seat
        else:
            return None
        return LogEntry(names[seat], self.words.story(state, action, record), section)

    # ---- ReplayStage ------------------------------------------------------------------------

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        """Step 0 is the first throw (the cards dealt); each throw's end ends a step."""
        start = next((k for k, a in enumerate(actions) if not isinstance(a, Deal)),
                     len(actions))
        state = self.game.new_state()
        ends: list[int] = []
        for k, action in enumerate(actions):
            if throw_end_of(state.apply(action)) is not None:
                ends.append(k + 1)
        return start, ends

    def describe_start(self, steps: int) -> str:
        return self.tr("The first throw · throws in the game: {steps}").format(steps=steps)

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        state = dice_golf(before)
        end = throw_end_of(record)
        story = (self.words.end_story(state, end) if end is not None
                 else self.words.story(state, action, record))
        return self.tr("Throw {step} of {steps} · hole {hole} · {story}").format(
            step=k, steps=steps, hole=state.hole_number, story=story)

