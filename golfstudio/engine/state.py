"""The shape every turn-based game of the studio shares (architecture.md, OpenSpiel's lesson).

A ``Game`` holds what does not change while playing: the parameters (courses, players,
options) and whatever is compiled from them once (a course's cell table). A ``State`` is one
position of one game: light, cloned cheaply, advanced by ``apply``. Chance is explicit: at a
chance node ``current_player()`` is ``CHANCE`` and ``chance_outcomes()`` lists the outcomes
with exact probabilities; whoever stands for chance (a seeded generator through
``engine.play.sample_chance``, a person typing a real die, an analysis enumerating them)
applies one like any other action. So a saved game is its parameters plus its actions, and
replaying them through ``apply`` rebuilds every state exactly.

The shared machinery — sampling, play-out, replay, simulation, saved games, the conformance
test, the play kit of the UI — is written against these protocols only; a game is found by
its id in ``engine.registry``.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Protocol, TypeVar

__all__ = ["CHANCE", "TERMINAL", "Card", "Game", "JsonValue", "State"]

CHANCE = -1
"""``current_player()`` at a chance node: a die or a card draw decides what happens next."""
TERMINAL = -2
"""``current_player()`` once the game is over."""

JsonValue = Any
"""What ``json.loads`` returns: an action or a game's parameters as stored in a file."""

Card = tuple[tuple[int | None, ...], ...]
"""The hole-by-hole card: ``card[hole][player]`` is the player's score on that hole, or
``None`` while the hole is not finished for them."""

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


class State(Protocol[A]):
    """One position of a game (module docstring). ``A`` is the game's action type."""

    @property
    def game(self) -> Game[A]:
        """The game this is a state of (parameters and compiled data, shared by clones)."""
        ...

    @property
    def history(self) -> tuple[A, ...]:
        """Every action applied since the start, chance outcomes included, in order."""
        ...

    def current_player(self) -> int:
        """The seat to act (0-based), ``CHANCE`` or ``TERMINAL``."""
        ...

    def is_over(self) -> bool: ...

    def is_chance_node(self) -> bool: ...

    def legal_actions(self) -> Sequence[A]:
        """What may be done now: a player's choices, or at a chance node the outcomes. A game
        with continuous actions lists a candidate set here and accepts whatever ``check``
        allows. Empty once the game is over."""
        ...

    def check(self, action: A) -> str | None:
        """``None`` when ``action`` may be applied now, else the reason in a player's words
        (the UI shows it as is; ``apply`` raises ``GameError`` with the same text)."""
        ...

    def apply(self, action: A) -> object:
        """Play ``action`` and return the record of what happened (a ball's path, a card
        turned over) for the UI to animate and a test to assert on."""
        ...

    def chance_outcomes(self) -> Sequence[tuple[A, Fraction]]:
        """At a chance node, each outcome with its exact probability (they sum to 1); empty
        elsewhere."""
        ...

    def scores(self) -> tuple[int, ...]:
        """Each player's total so far over the finished holes (``GameInfo.lower_wins`` says
        which way is better)."""
        ...

    def winners(self) -> tuple[int, ...]:
        """The seats that won a finished game (ties shared), by the game's own rule: the
        best total the registry's way (``engine.play.winners``), or a play-off that breaks a
        tie (Play Nine); before the end, the seats leading so far."""
        ...

    def card(self) -> Card:
        """The hole-by-hole card so far (``Card``), one row per hole of ``game.holes()``."""
        ...

    def view(self, player: int) -> State[A]:
        """What ``player`` may see: the state with others' hidden cards masked. AIs choose
        from this only. A game without hidden information returns an equal state."""
        ...

    def clone(self) -> State[A]:
        """An independent copy: applying actions to it leaves this state unchanged."""
        ...


class Game(Protocol[A_co]):
    """A game's parameters and compiled data; it makes states and speaks its actions' JSON."""

    @property
    def game_id(self) -> str:
        """The registry's id of the game (``"carambole"``)."""
        ...

    def player_names(self) -> tuple[str, ...]: ...

    def holes(self) -> tuple[tuple[int, int], ...]:
        """(par, stroke index) of each hole of the card, in the order played."""
        ...

    def hole_labels(self) -> tuple[str, ...]:
        """A short name per hole for cards and reports (a course's name, "Hole 3")."""
        ...

    def card_name(self) -> str:
        """The name of the store course this game's card is kept under (the same course
        played again is the same name)."""
        ...

    def new_state(self) -> State[Any]:
        """The starting position (chance is drawn by whoever plays it: ``play.sample_chance``
        with their own generator)."""
        ...

    def params_to_json(self) -> dict[str, JsonValue]:
        """The parameters as JSON, so that ``GameType.game_from_json`` rebuilds an equal game."""
        ...

    def action_to_json(self, action: Any) -> JsonValue: ...

    def action_from_json(self, data: JsonValue) -> Any:
        """The inverse of ``action_to_json``; ``GameError`` naming what is wrong otherwise."""
        ...

    def action_text(self, action: Any) -> str:
        """An action in a player's words ("shot E with the yellow die", "throw 4")."""
        ...
