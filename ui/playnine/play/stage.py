"""Play Nine's card table as the play kit drives it (``ui.play_kit.table.Stage`` and
``ui.play_kit.replay.ReplayStage``).

Each record of the engine becomes cards moving on the ``CardTable``, at the pace's step:

- ``Dealt``: a back slides from the pile to its slot (the card starting the discard pile
  turns over as it lands); ``DealerChosen`` and ``DrewFromPile`` show the table at once;
- ``TeedOff``: the two cards turn over where they lie;
- ``Drawn``: the card slides from the pile into the hand — face up only for the player who
  holds it (``viewer``), a back for everyone else;
- ``Played``: the card taken slides into the layout and the card it replaces to the discard
  pile (turning over if it was face down), or the drawn card goes to the discard and the
  chosen card turns over; a move that ends the hole then turns every face-down card, rings
  the matched columns and writes each layout's score under it — and, while a person sits at
  the table, waits there for Next hole (``hold``), so the scores can be read.

``viewer(state)`` says for whom the table is drawn: a seat (its view; its own drawn card
shows) or None (nobody's: no drawn card shows). Without one — the replay, a table of AIs
only — the whole game is told: the real state, a drawn card face up, face-down cards still
backs. ``live`` is the table being played (a scored hole is held or paused on; a replay's
step never waits). What each move did is said through ``said(str)``; a replay step ends at
each move that places or turns a card (and a draw, once the card is in hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from golfstudio.engine.state import State
from golfstudio.playnine.game import (
    DealerChosen,
    Dealt,
    Draw,
    Drawn,
    DrewFromPile,
    Played,
    PlayNineState,
    Skip,
    Swap,
    TakeDiscard,
    TeedOff,
    TeeShot,
    Turn,
)
from ui.play_kit.event_log import LogEntry
from ui.play_kit.seats import Pace
from ui.play_kit.stage import Step, StepRunner
from ui.playnine.play.canvas import CardTable, Motion, SlotTarget, Spot, Target
from ui.playnine.play.picture import TablePicture, picture_of, scored_picture
from ui.playnine.play.words import PlayNineWords

__all__ = ["DEAL_STEP", "MOVE_STEPS", "PlayNineStage", "Viewer", "play_nine"]

Viewer = Callable[[PlayNineState], int | None]
MOVE_STEPS = 3
"""A card's slide or flip lasts this many of the pace's steps (a third of a second at
normal)."""
DEAL_STEP = 0.4
"""A dealt card's slide, in steps: a deal of 37 to 49 cards stays short."""
HOLE_END_PAUSE = 5
"""An AI-only table pauses this many think-times on a scored hole before the next deal."""


def play_nine(state: State[Any]) -> PlayNineState:
    assert isinstance(state, PlayNineState)
    return state


class PlayNineStage(QObject):
    """See the module docstring. Signals: ``said(str)``, ``holding(bool)`` (a scored hole
    waits for Next hole)."""

    said = Signal(str)
    holding = Signal(bool)

    def __init__(self, canvas: CardTable, *, viewer: Viewer | None = None, live: bool = False,
                 hold: Callable[[], bool] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.viewer = viewer
        self.live = live
        self.hold = hold
        self.words = PlayNineWords(self)
        self.runner = StepRunner(self)
        self._waiting: Callable[[], None] | None = None
        canvas.nextRequested.connect(self.next_hole)

    # ---- what the table shows ---------------------------------------------------------------

    def picture(self, state: PlayNineState) -> TablePicture:
        """``state`` as ``viewer`` may see it (module docstring)."""
        if self.viewer is None:
            return picture_of(state, show_drawn=True)
        seat = self.viewer(state)
        if seat is None:
            return picture_of(state, show_drawn=False)
        return picture_of(state.view(seat), show_drawn=True)

    def shows_drawn(self, state: PlayNineState, seat: int) -> bool:
        """Whether ``seat``'s drawn card is shown face up on this table."""
        return self.viewer is None or self.viewer(state) == seat

    # ---- Stage ------------------------------------------------------------------------------

    def show(self, state: State[Any]) -> None:
        self.canvas.show_picture(self.picture(play_nine(state)))

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        state = play_nine(before)
        after = state.clone()
        after.apply(action)
        if isinstance(record, Played) and record.end is not None:
            self.canvas.show_picture(scored_picture(state, record, after, revealed=True))
            self.canvas.set_banner(self.words.hole_over(record.end, state.game.player_names()))
            return
        self.canvas.show_picture(self.picture(after))

    def stop(self) -> None:
        self.runner.stop()
        self._waiting = None
        self.canvas.stop_flight()
        self.canvas.offer_next(False)

    def is_animating(self) -> bool:
        return self.runner.is_running()

    def is_holding(self) -> bool:
        """A scored hole waits for Next hole."""
        return self._waiting is not None

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None:
        self.stop()
        state = play_nine(before)
        after = state.clone()
        after.apply(action)
        story = self.story(state, action, record)

        def finish() -> None:
            if story:
                self.said.emit(story)
            done()

        self.runner.run(self._steps(state, after, action, record, pace), finish)

    # ---- the steps of each record ----------------------------------------------------------

    def _steps(self, before: PlayNineState, after: PlayNineState, action: Any, record: object,
               pace: Pace) -> list[Step]:
        move = pace.step_ms * MOVE_STEPS
        canvas = self.canvas

        def show(state: PlayNineState) -> Step:
            def step(then: Callable[[], None]) -> None:
                canvas.show_picture(self.picture(state))
                then()
            return step

        def fly(motions: Sequence[Motion], ms: int, hide: Sequence[Target] = ()) -> Step:
            return lambda then: canvas.fly(motions, ms, then, hide)

        if isinstance(record, Dealt):
            ms = round(pace.step_ms * DEAL_STEP)
            if record.seat is None:
                motion = Motion(Spot.PILE, Spot.DISCARD, None, record.value)
            else:
                assert record.slot is not None
                motion = Motion(Spot.PILE, SlotTarget(record.seat, record.slot), None, None)
            return [show(before), fly([motion], ms), show(after)]
        if isinstance(record, TeedOff):
            slots = [SlotTarget(record.seat, s) for s in record.slots]
            motions = [Motion(t, t, None, v) for t, v in zip(slots, record.values, strict=True)]
            return [show(before), fly(motions, move, slots), show(after)]
        if isinstance(record, Drawn):
            face = record.value if self.shows_drawn(after, record.seat) else None
            return [show(before), fly([Motion(Spot.PILE, Spot.HAND, None, face)], move),
                    show(after)]
        if isinstance(record, Played):
            steps = [show(before), *self._play_steps(before, record, move)]
            if record.end is None:
                return [*steps, show(after)]
            return [*steps, *self._end_steps(before, record, after, move, pace)]
        return [show(after)]

    def _play_steps(self, before: PlayNineState, record: Played, move: int) -> list[Step]:
        canvas = self.canvas
        seat = record.seat
        held = before.drawn if self.shows_drawn(before, seat) else None
        action = record.action
        if isinstance(action, TakeDiscard | Swap):
            assert record.slot is not None
            slot = SlotTarget(seat, record.slot)
            source = Spot.DISCARD if isinstance(action, TakeDiscard) else Spot.HAND
            shown_from = record.placed if isinstance(action, TakeDiscard) else held
            old = record.discarded if record.was_face_up else None
            motions = [Motion(source, slot, shown_from, record.placed),
                       Motion(slot, Spot.DISCARD, old, record.discarded)]
            hide: list[Target] = [slot, source]
            return [lambda then: canvas.fly(motions, move, then, hide)]
        to_discard = Motion(Spot.HAND, Spot.DISCARD, held, record.discarded)
        steps: list[Step] = [lambda then: canvas.fly([to_discard], move, then, [Spot.HAND])]
        if isinstance(action, Turn) and record.turned is not None:
            assert record.slot is not None
            slot = SlotTarget(seat, record.slot)
            turned = record.turned

            def turn(then: Callable[[], None]) -> None:
                picture = self.picture(before)
                canvas.show_picture(_without_hand(picture, record.discarded))
                canvas.fly([Motion(slot, slot, None, turned)], move, then, [slot])

            steps.append(turn)
        return steps

    def _end_steps(self, before: PlayNineState, record: Played, after: PlayNineState,
                   move: int, pace: Pace) -> list[Step]:
        """The hole's end: every face-down card turned, then the scores, then the wait."""
        canvas = self.canvas
        end = record.end
        assert end is not None
        names = before.game.player_names()

        def lay_out(then: Callable[[], None]) -> None:
            canvas.show_picture(scored_picture(before, record, after, revealed=False))
            motions = [Motion(SlotTarget(seat, slot), SlotTarget(seat, slot), None,
                              end.layouts[seat].cards[slot])
                       for seat, slots in end.revealed.items() for slot in slots]
            targets = [m.start for m in motions]
            canvas.fly(motions, move, then, targets)

        def score(then: Callable[[], None]) -> None:
            canvas.show_picture(scored_picture(before, record, after, revealed=True))
            canvas.set_banner(self.words.hole_over(end, names))
            then()

        steps: list[Step] = [lay_out, score]
        if not self.live or end.game_over:
            return steps
        if self.hold is not None and self.hold():
            steps.append(self._wait_for_next)
        elif pace.think_ms > 0:
            steps.append(self.runner.sleep(pace.think_ms * HOLE_END_PAUSE))
        return steps

    def _wait_for_next(self, then: Callable[[], None]) -> None:
        self._waiting = then
        self.canvas.offer_next(True)
        self.holding.emit(True)

    def next_hole(self) -> bool:
        """Next hole: the scored hole has been read; False when none waits."""
        waiting, self._waiting = self._waiting, None
        if waiting is None:
            return False
        self.canvas.offer_next(False)
        self.holding.emit(False)
        waiting()
        return True

    # ---- words ------------------------------------------------------------------------------

    def story(self, before: PlayNineState, action: Any, record: object) -> str:
        """What ``action`` did, as this table may tell it (another's drawn card unnamed)."""
        if isinstance(record, Dealt) and record.seat is not None:
            return ""  # a card dealt face down: the deal is told by the table itself
        if isinstance(record, Drawn) and not self.shows_drawn(before, record.seat):
            return self.words.drawn_hidden(before, record.seat)
        if isinstance(record, DrewFromPile) and not record.reshuffled:
            return ""  # the draw that follows says it
        return self.words.story(before, action, record)

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None:
        """The log's line for a move, as this table tells it (``story``: another's drawn
        card unnamed); a move that scores the hole is marked. Play Nine has no penalty
        strokes (the rules digest): a high card is its own cost."""
        state = play_nine(before)
        text = self.story(state, action, record)
        if not text:
            return None
        seat = getattr(record, "seat", None)
        who = state.game.player_names()[seat] if isinstance(seat, int) else ""
        scored = isinstance(record, Played) and record.end is not None
        return LogEntry(who, text, self.words.hole_label(state), holed=scored)

    # ---- ReplayStage ------------------------------------------------------------------------

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        """Step 0 is the first deal, just before the first tee shot; each tee shot, each card
        drawn into a hand and each card placed, turned or discarded ends a step."""
        start = next((k for k, a in enumerate(actions) if isinstance(a, TeeShot)),
                     len(actions))
        ends = [k + 1 for k, a in enumerate(actions)
                if k >= start and isinstance(a, TeeShot | Draw | TakeDiscard | Swap | Turn
                                             | Skip)]
        return start, ends

    def describe_start(self, steps: int) -> str:
        return self.tr("The first deal · moves in the game: {steps}").format(steps=steps)

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        state = play_nine(before)
        return self.tr("Move {step} of {steps} · {hole} · {story}").format(
            step=k, steps=steps, hole=self.words.hole_label(state),
            story=self.words.story(state, action, record) if not isinstance(
                record, DealerChosen) else "")


def _without_hand(picture: TablePicture, discarded: int) -> TablePicture:
    """``picture`` once the card in hand has gone to the discard pile."""
    return replace(picture, holding=False, drawn=None,
                   discard=(*picture.discard, discarded))
