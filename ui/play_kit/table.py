"""The table: one turn loop that drives any game's ``State`` on screen (architecture.md,
"Play views").

The engine decides everything; the table only asks the right party and keeps the pace:

- a **person's** turn: ``turnStarted(seat)``; the game's action picker calls ``act(action)``
  (``state.check`` first: a refusal is returned, said through ``refused`` and nothing is
  played). A person who throws a real die gives its face with the action,
  ``act(shot, outcome=face)``: the face is checked on a copy before anything is played, so a
  refused entry plays nothing at all;
- an **AI's** turn: after a think pause at the chosen pace (none at "instant"), the seat's AI
  from the registry chooses from ``state.view(seat)``; its choice is checked like a person's;
- a **chance** node: drawn through the engine's ``sample_chance`` with the table's seeded
  generator, or, with ``chance_by_hand`` (every throw, or those its predicate names: a
  person's own second putt), left to ``roll(outcome)`` (a person throwing a real
  die for a throw that starts a turn). A person who throws several real dice at once gives
  the faces of the chance nodes that follow too (``then``: Dice Golf's four dice are four
  nodes); every face is checked on a copy before anything is played, and the table plays
  them at those nodes in order instead of drawing.

Every applied action's record goes to the game's ``Stage`` (its canvas) to animate; the loop
waits until the stage says it is done, so an animation never overlaps the next turn. Every
hop goes through the event loop (a zero-time ``QTimer``), so a whole game at instant pace
runs without recursion and the window stays responsive. Signals: ``turnStarted(int)`` (a
seat, or ``CHANCE`` when a throw waits for a hand), ``applied(object, object)`` (action,
record), ``shown(object, object, object)`` (the position before, the action and its record,
once the stage has finished showing it: what a log may now tell without running ahead of the
canvas), ``gameOver()`` once, ``refused(str)``.

A ``Gate`` (``gate``; the play views' tutor, ``ui.play_kit.tutor``) may hold a person's
checked action before it is played: it later calls ``play`` (the action goes on as if just
given) or ``back`` (nothing is played; the person chooses again). While it holds, the table is
busy and takes no other action. AIs' actions never pass the gate.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import Chooser, sample_chance
from golfstudio.engine.saved_game import SavedGame, saved_game_of
from golfstudio.engine.state import CHANCE, State
from ui.play_kit.seats import HUMAN, Pace, SeatChoice, Speed, make_ai

HandThrows = bool | Callable[[State[Any]], bool]
"""Which throws wait for a hand (``Table.roll``): none, every one, or those a game names
(Ultimate Golf: a person's own second putt or re-roll over the hole)."""


class Stage(Protocol):
    """A game's canvas as the table and the replay drive it.

    ``animate`` shows what ``action`` did (``record``, from the position ``before``) and calls
    ``done`` exactly once when it has finished (at once for an action with nothing to show);
    ``show`` puts a position on screen at once; ``show_after`` puts the position right after
    an action at once (a replay's jump: the ball where the shot left it, on its course).
    """

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None: ...

    def show(self, state: State[Any]) -> None: ...

    def show_after(self, before: State[Any], action: Any, record: object) -> None: ...

    def stop(self) -> None:
        """Cut an animation short (its ``done`` is not called)."""
        ...


class Gate(Protocol):
    """What may hold a person's action (module docstring)."""

    def hold(self, state: State[Any], action: Any, play: Callable[[], None],
             back: Callable[[], None]) -> bool:
        """Whether to hold ``action`` (checked legal in ``state``, a copy); when True, exactly
        one of ``play`` and ``back`` is to be called later, in the GUI thread."""
        ...


class Table(QObject):
    """See the module docstring."""

    turnStarted = Signal(int)
    applied = Signal(object, object)
    shown = Signal(object, object, object)
    gameOver = Signal()
    refused = Signal(str)

    def __init__(self, state: State[Any], seats: Sequence[SeatChoice], seed: int, *,
                 speed: Speed = Speed.NORMAL, stage: Stage | None = None,
                 chance_by_hand: HandThrows = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        players = len(state.game.player_names())
        if len(seats) != players:
            raise GameError(f"{len(seats)} seats given for {players} players")
        self.state = state
        self.seed = seed
        self.rng = random.Random(seed)
        """Chance's generator: the same seed and the same choices replay the same game."""
        self.seats = list(seats)
        self.players: list[Chooser | None] = [
            make_ai(state.game, choice, seed, k) for k, choice in enumerate(seats)]
        self.speed = speed
        self.stage = stage
        self.chance_by_hand = chance_by_hand
        self.last: tuple[Any, object] | None = None
        """The last action applied and its record."""
        self._queued: deque[Any] = deque()
        """Faces a person gave for the chance nodes to come (``act``/``roll``'s ``then``)."""
        self._animating = False
        self._showing: tuple[State[Any], Any, object] | None = None
        """The action on the stage now, with its position before and its record."""
        self._waiting = False
        self._held: tuple[Any, list[Any]] | None = None
        """A person's action (and the faces given with it) the gate holds."""
        self.gate: Gate | None = None
        self._over_said = False
        self._started = False
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.setInterval(0)
        self._next.timeout.connect(self._advance)
        self._think = QTimer(self)
        self._think.setSingleShot(True)
        self._think.timeout.connect(self._ai_act)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def pace(self) -> Pace:
        return self.speed.pace

    def is_over(self) -> bool:
        return self.state.is_over()

    def is_busy(self) -> bool:
        """Something is under way: an AI thinking, an animation, the next turn coming, a
        person's action held by the gate."""
        return (self._animating or self._think.isActive() or self._next.isActive()
                or self._held is not None)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.players) and self.players[seat] is None

    def is_person_turn(self) -> bool:
        """A person is to act now (and nothing else is under way)."""
        return (self._waiting and not self.is_busy() and not self.state.is_over()
                and self.is_person(self.state.current_player()))

    def by_hand(self, state: State[Any]) -> bool:
        """Whether the throw ``state`` waits for is left to a hand."""
        chosen = self.chance_by_hand
        return chosen(state) if callable(chosen) else chosen

    def throws_next(self) -> bool:
        """The position is a throw the table makes itself — drawn, or a face a person gave
        beforehand — rather than one that will wait for a hand."""
        return self.state.is_chance_node() and (bool(self._queued)
                                                or not self.by_hand(self.state))

    def awaits_roll(self) -> bool:
        """A throw waits for ``roll`` (``chance_by_hand``)."""
        return self._waiting and self.state.is_chance_node() and not self.is_busy()

    def saved_game(self) -> SavedGame:
        """The game so far as a ``golfstudio.game`` file saves it (with the dice's seed)."""
        return saved_game_of(self.state, self.seed)

    # ---- driving ----------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (through the event loop, so the caller finishes building first)."""
        if not self._started:
            self._started = True
            self._next.start()

    def stop(self) -> None:
        """Stop for good (the view is closing): no more turns, no AI left thinking."""
        self._next.stop()
        self._think.stop()
        self._queued.clear()
        self._held = None
        if self.stage is not None and self._animating:
            self.stage.stop()
        self._animating = False
        self._showing = None
        self._waiting = False
        self._started = True

    def set_speed(self, speed: Speed) -> None:
        """Change the pace during the game; an AI already thinking keeps its pause."""
        self.speed = speed
        if speed.instant and self._think.isActive():
            self._think.start(0)

    def _advance(self) -> None:
        state = self.state
        self._waiting = False
        if state.is_over():
            if not self._over_said:
                self._over_said = True
                self.gameOver.emit()
            return
        seat = state.current_player()
        if seat == CHANCE:
            if self._queued:
                self._play(self._queued.popleft())
            elif self.by_hand(state):
                self._waiting = True
                self.turnStarted.emit(CHANCE)
            else:
                self._play(sample_chance(state, self.rng))
            return
        if self.players[seat] is None:
            self._waiting = True
            self.turnStarted.emit(seat)
            return
        self.turnStarted.emit(seat)
        self._think.start(self.pace.think_ms)

    def _ai_act(self) -> None:
        state = self.state
        if state.is_over() or state.is_chance_node():
            return
        seat = state.current_player()
        player = self.players[seat]
        assert player is not None
        action = player.choose(state.view(seat))
        refusal = state.check(action)
        if refusal is not None:  # a bug of the AI, not a player's mistake
            raise GameError(f"the AI of seat {seat + 1} chose "
                            f"{state.game.action_text(action)}: {refusal}")
        self._play(action)

    def _play(self, action: Any) -> None:
        before = self.state.clone()
        record = self.state.apply(action)
        self.last = (action, record)
        self.applied.emit(action, record)
        if self.stage is None:
            self.shown.emit(before, action, record)
            self._next.start()
            return
        self._animating = True
        self._showing = (before, action, record)
        self.stage.animate(before, action, record, self.pace, self._animated)

    def _animated(self) -> None:
        if self._animating:
            self._animating = False
            showing, self._showing = self._showing, None
            if showing is not None:
                self.shown.emit(*showing)
            self._next.start()

    # ---- a person's hands -------------------------------------------------------------------

    def _refuse(self, message: str) -> str:
        self.refused.emit(message)
        return message

    def _thrown(self, trial: State[Any], outcomes: Sequence[Any]) -> str | None:
        """Play ``outcomes`` on ``trial`` (a copy), each at the chance node it answers; the
        first refusal, or None when every one is a face of the node it meets."""
        for outcome in outcomes:
            if not trial.is_chance_node():
                return self.tr("Nothing is thrown for that: nothing was played.")
            refusal = trial.check(outcome)
            if refusal is not None:
                return refusal
            trial.apply(outcome)
        return None

    def act(self, action: Any, outcome: Any = None, then: Sequence[Any] = ()) -> str | None:
        """Play a person's ``action`` — and ``outcome``, the face of a real die thrown for
        the chance it leads to, and ``then``, the faces of the chance nodes right after it
        (several real dice thrown at once). Returns the refusal (also said through
        ``refused``), or None once the action is under way. Nothing at all is played when
        any of them is refused."""
        if not self.is_person_turn():
            return self._refuse(self.tr("Wait for your turn: nothing was played."))
        refusal = self.state.check(action)
        if refusal is not None:
            return self._refuse(refusal)
        faces = [outcome, *then] if outcome is not None else list(then)
        if faces:
            trial = self.state.clone()
            trial.apply(action)
            refusal = self._thrown(trial, faces)
            if refusal is not None:
                return self._refuse(refusal)
        if self.gate is not None:
            held = (action, faces)
            self._held = held
            if self.gate.hold(self.state.clone(), action, lambda: self._release(held),
                              lambda: self._give_back(held)):
                return None
            self._held = None
        self._queued.extend(faces)
        self._waiting = False
        self._play(action)
        return None

    def _release(self, held: tuple[Any, list[Any]]) -> None:
        """The gate lets the held action go on (nothing when the table stopped meanwhile)."""
        if self._held is not held:
            return
        self._held = None
        action, faces = held
        self._queued.extend(faces)
        self._waiting = False
        self._play(action)

    def _give_back(self, held: tuple[Any, list[Any]]) -> None:
        """The gate returns the turn: nothing was played, the person is to act again."""
        if self._held is held:
            self._held = None

    def roll(self, outcome: Any = None, then: Sequence[Any] = ()) -> str | None:
        """At a throw left to a hand: the face of a real die, or None to let the table draw
        it; ``then``, the faces of the chance nodes right after it (the other dice of the
        same throw). Returns the refusal, or None."""
        if not self.awaits_roll():
            return self._refuse(self.tr("No throw is waiting: nothing was played."))
        if outcome is None:
            if then:
                return self._refuse(self.tr("Give the first die's face too: nothing was "
                                            "played."))
            outcome = sample_chance(self.state, self.rng)
        refusal = self._thrown(self.state.clone(), [outcome, *then])
        if refusal is not None:
            return self._refuse(refusal)
        self._queued.extend(then)
        self._waiting = False
        self._play(outcome)
        return None


__all__ = ["HUMAN", "Gate", "HandThrows", "Stage", "Table"]
