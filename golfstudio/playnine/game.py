"""A game of Play Nine: the deal, the tee shot, the turns, the last turns, nine holes and the
sudden-death play-off (play-nine.md).

``PlayNineGame`` is the studio's ``Game`` (``engine.state``): the players and how many holes.
``PlayNineState`` is its ``State``. Chance is explicit and exact: the deck is shuffled card by
card, so every card that comes off the stock — dealt face down, turned to start the discard
pile, drawn by a player — is a chance node whose outcomes are the values left in the stock,
each with its count over the stock's size (``Deal`` while dealing, ``Draw`` during play). A
shuffled pile and a card chosen at random from what is left are the same thing; a saved game
is then its parameters and its actions, like every game's. Who deals first is a chance node
too (``Dealer``): the rulebook's "lowest card deals, ties draw again" gives every seat the
same chance.

Hidden information is real (play-nine.md, "Hidden information"): ``view(player)`` takes out
of every field what nobody has seen — every face-down card, the player's own as well, for
nobody may look at their own face-down cards; the order and contents of the stock (unless a
reshuffle made them known: they were the discards everyone saw; a card another player drew
from it stays counted in it until it is shown); the card another player holds; and the
dealt values in the history the view keeps. AIs decide from the view;
``determinized(view, rng)`` deals its unknown cards afresh for a search.

A turn (play-nine.md, "A hole"): draw the top of the stock (``DrawPile``; the ``Draw`` chance
follows) and then swap it for any own card (``Swap``), or discard it and turn a face-down
card (``Turn``), or, with exactly one face-down card left, discard it and turn nothing
(``Skip``, "lining up the final putt"); or take the top discard and swap it for any own card
(``TakeDiscard``). When a player's last face-down card is turned or replaced the player is
out and every other player takes exactly one more turn; then the face-down cards are turned
and the hole is scored (``scoring.explain``).

*Decisions* (play-nine.md, and written here where the digest is silent):

- The deal passes left every hole; the player left of the dealer tees off and plays first.
- An empty stock takes the discard pile except its top card, shuffled (``reshuffled`` in the
  record of the draw).
- **The play-off.** After the last hole, players tied for the lowest total play further holes
  alone ("mort subite"): after each, those who share its lowest score go on and the others
  are out, until one is left. The deal keeps passing left over every seat (a player out of
  the play-off may deal). After ``MAX_PLAYOFF`` play-off holes still tied, the tied players
  share the win, so that every game ends. Play-off holes are not on the card (``card`` is the
  nine holes the store keeps); ``playoff_card`` has them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import winners as best_totals
from golfstudio.engine.players import check_player_names, clean_name
from golfstudio.engine.state import CHANCE, TERMINAL, Card, JsonValue
from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.playnine.deck import DECK_SIZE, VALUES, deck, index_of
from golfstudio.playnine.scoring import SLOTS, LayoutScore, explain

__all__ = [
    "DEFAULT_HOLES",
    "DRAW_PILE",
    "GAME_TYPE",
    "MAX_HOLES",
    "MAX_PLAYERS",
    "MAX_PLAYOFF",
    "MIN_PLAYERS",
    "SKIP",
    "TEE_SHOTS",
    "Action",
    "Deal",
    "Dealer",
    "Draw",
    "DrawPile",
    "GameParams",
    "HoleEnd",
    "Phase",
    "PlayNineGame",
    "PlayNineState",
    "Skip",
    "Swap",
    "TakeDiscard",
    "TeeShot",
    "Turn",
    "action_from_dict",
    "action_to_dict",
    "determinized",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_HOLES = 9
MAX_HOLES = 18
"""A round is nine holes by the rules; a shorter one is a quick game, and some tables play
eighteen."""
MAX_PLAYOFF = 9
"""Play-off holes before the players still tied share the win (module docstring)."""


# ---- parameters --------------------------------------------------------------------------------

@dataclass(frozen=True)
class GameParams:
    """The players (2 to 6, in seat order: play passes to the left, to the next seat) and the
    number of holes; with the actions, all a saved game needs."""

    players: tuple[str, ...]
    holes: int = DEFAULT_HOLES

    def __post_init__(self) -> None:
        check_player_names(self.players, MIN_PLAYERS, MAX_PLAYERS)
        if not 1 <= self.holes <= MAX_HOLES:
            raise GameError(tr("a game has 1 to {most} holes, not {count}").format(
                most=MAX_HOLES, count=self.holes))

    def to_json(self) -> dict[str, JsonValue]:
        return {"players": list(self.players), "holes": self.holes}

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> GameParams:
        """The inverse of ``to_json``; ``GameError`` naming what is wrong in the data."""
        unknown = sorted(set(data) - {"players", "holes"})
        if unknown:
            raise GameError(tr('unknown key "{key}" in the Play Nine parameters').format(
                key=unknown[0]))
        players, holes = data.get("players"), data.get("holes", DEFAULT_HOLES)
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise GameError(tr("the parameters need a list of player names"))
        if len(players) > MAX_PLAYERS:
            raise GameError(tr("a game has {least} to {most} players, not {count}").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(players)))
        if not _whole(holes):
            raise GameError(tr("holes must be a whole number, got {value}").format(
                value=shown(holes)))
        return cls(tuple(players), holes)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ---- actions -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Dealer:
    """Chance: the seat that deals the first hole."""

    seat: int


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the value of the next card dealt (face down into a layout, then the card
    turned to start the discard pile). ``None`` only in a player's view of the history."""

    value: int | None


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the value of the card a player draws from the stock. ``None`` only in another
    player's view of the history, while the card is in the drawer's hand."""

    value: int | None


@dataclass(frozen=True, slots=True)
class TeeShot:
    """The tee shot: the two own cards a player turns, ``first < second``."""

    first: int
    second: int


@dataclass(frozen=True, slots=True)
class DrawPile:
    """Take the top card of the stock (its value is the ``Draw`` that follows)."""


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top discard and swap it for the own card at ``slot``."""

    slot: int


@dataclass(frozen=True, slots=True)
class Swap:
    """Put the drawn card at ``slot``; the card there goes face up on the discard pile."""

    slot: int


@dataclass(frozen=True, slots=True)
class Turn:
    """Discard the drawn card and turn the face-down card at ``slot``."""

    slot: int


@dataclass(frozen=True, slots=True)
class Skip:
    """Discard the drawn card and turn nothing: allowed with exactly one face-down card."""


DRAW_PILE = DrawPile()
SKIP = Skip()
_DEAL_MASKED = Deal(None)
_DRAW_MASKED = Draw(None)

Action = Dealer | Deal | Draw | TeeShot | DrawPile | TakeDiscard | Swap | Turn | Skip


def action_to_dict(action: Action) -> dict[str, JsonValue]:
    if isinstance(action, Dealer):
        return {"dealer": action.seat}
    if isinstance(action, Deal):
        return {"deal": action.value}
    if isinstance(action, Draw):
        return {"draw": action.value}
    if isinstance(action, TeeShot):
        return {"tee": [action.first, action.second]}
    if isinstance(action, DrawPile):
        return {"take": "pile"}
    if isinstance(action, TakeDiscard):
        return {"take": "discard", "slot": action.slot}
    if isinstance(action, Swap):
        return {"swap": action.slot}
    if isinstance(action, Turn):
        return {"turn": action.slot}
    return {"skip": True}


def action_from_dict(data: object) -> Action:
    """The inverse of ``action_to_dict``; ``GameError`` naming the entry otherwise. Numbers
    are checked for their type here and for their range by ``check``."""
    if isinstance(data, dict):
        keys = set(data)
        one = next(iter(data.values())) if len(data) == 1 else None
        if keys == {"dealer"} and _whole(one):
            return Dealer(data["dealer"])
        if keys == {"deal"} and _whole(one):
            return Deal(data["deal"])
        if keys == {"draw"} and _whole(one):
            return Draw(data["draw"])
        if keys == {"swap"} and _whole(one):
            return Swap(data["swap"])
        if keys == {"turn"} and _whole(one):
            return Turn(data["turn"])
        if data == {"skip": True}:
            return SKIP
        if data == {"take": "pile"}:
            return DRAW_PILE
        if keys == {"take", "slot"} and data["take"] == "discard" and _whole(data["slot"]):
            return TakeDiscard(data["slot"])
        if keys == {"tee"}:
            pair = data["tee"]
            if isinstance(pair, list) and len(pair) == 2 and all(_whole(v) for v in pair):
                return TeeShot(pair[0], pair[1])
    raise GameError(tr("not a Play Nine action: {action}").format(action=shown(data)))


def slot_text(slot: int) -> str:
    """A slot in a player's words: "top 2" is the second card of the top row."""
    if slot < 4:
        return tr("top {column}").format(column=slot % 4 + 1)
    return tr("bottom {column}").format(column=slot % 4 + 1)


def action_text(action: Action) -> str:
    """An action in a player's words."""
    if isinstance(action, Dealer):
        return tr("player {number} deals first").format(number=action.seat + 1)
    if isinstance(action, Deal):
        if action.value is None:
            return tr("a card dealt")
        return tr("{card} dealt").format(card=action.value)
    if isinstance(action, Draw):
        if action.value is None:
            return tr("draws a card")
        return tr("draws a {card}").format(card=action.value)
    if isinstance(action, TeeShot):
        return tr("tee shot: turns {first} and {second}").format(
            first=slot_text(action.first), second=slot_text(action.second))
    if isinstance(action, DrawPile):
        return tr("draws from the pile")
    if isinstance(action, TakeDiscard):
        return tr("takes the discard for {slot}").format(slot=slot_text(action.slot))
    if isinstance(action, Swap):
        return tr("keeps the card at {slot}").format(slot=slot_text(action.slot))
    if isinstance(action, Turn):
        return tr("discards it and turns {slot}").format(slot=slot_text(action.slot))
    return tr("discards it and lines up the final putt")


TEE_SHOTS: tuple[TeeShot, ...] = tuple(TeeShot(a, b) for a in range(SLOTS)
                                       for b in range(a + 1, SLOTS))
_TAKES = tuple(TakeDiscard(s) for s in range(SLOTS))
_SWAPS = tuple(Swap(s) for s in range(SLOTS))
_TURNS = tuple(Turn(s) for s in range(SLOTS))


# ---- records -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class DealerChosen:
    seat: int


@dataclass(frozen=True)
class Dealt:
    """A card dealt face down to ``seat``'s ``slot``, or (``seat`` None) turned to start the
    discard pile. ``value`` is known to the engine; a view of the table shows it only once
    the card is face up."""

    seat: int | None
    slot: int | None
    value: int


@dataclass(frozen=True)
class HoleEnd:
    """A hole scored: who went out, the cards turned at the end, each layout's score and
    why, and what follows (the next hole, a play-off hole, or the end of the game)."""

    hole: int
    """0-based: ``game.holes`` and beyond for play-off holes."""
    playoff: bool
    went_out: int | None
    revealed: Mapping[int, tuple[int, ...]]
    """The slots turned over at the end, by seat."""
    layouts: Mapping[int, LayoutScore]
    scores: Mapping[int, int]
    game_over: bool
    playoff_next: tuple[int, ...]
    """The seats that play the next play-off hole (empty when none follows)."""


@dataclass(frozen=True)
class TeedOff:
    seat: int
    slots: tuple[int, int]
    values: tuple[int, int]


@dataclass(frozen=True)
class DrewFromPile:
    """A player takes the top of the stock; ``reshuffled``: the stock was empty and the
    discards under the top one were shuffled into a new stock first."""

    seat: int
    reshuffled: bool


@dataclass(frozen=True)
class Drawn:
    seat: int
    value: int


@dataclass(frozen=True)
class Played:
    """What a player did with a card (``TakeDiscard``, ``Swap``, ``Turn`` or ``Skip``): the
    card placed at ``slot`` (None for a turn or a skip), the card that went to the discard
    pile, the card turned over, whether the player is now out, and the hole's end if the
    turn ended it."""

    seat: int
    action: Action
    slot: int | None
    placed: int | None
    was_face_up: bool
    discarded: int
    turned: int | None
    went_out: bool
    end: HoleEnd | None


Record = DealerChosen | Dealt | TeedOff | DrewFromPile | Drawn | Played


# ---- the game ----------------------------------------------------------------------------------

class PlayNineGame:
    """The parameters; it makes states (``engine.state.Game``)."""

    game_id = "playnine"

    def __init__(self, params: GameParams) -> None:
        self.params = params
        self.players = len(params.players)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayNineGame) and other.params == self.params

    def __hash__(self) -> int:
        return hash(self.params)

    def new_state(self) -> PlayNineState:
        return PlayNineState(self)

    def player_names(self) -> tuple[str, ...]:
        return tuple(clean_name(p) for p in self.params.players)

    def holes(self) -> tuple[tuple[int, int], ...]:
        """A hole has no par (a card total reads as itself: par 0) and its stroke index is
        its number, as the bundled Play Nine scorecard course has it (docs/game-night.md)."""
        return tuple((0, k) for k in range(1, self.params.holes + 1))

    def hole_labels(self) -> tuple[str, ...]:
        return tuple(str(k) for k in range(1, self.params.holes + 1))

    def card_name(self) -> str:
        """"Play Nine" — game night's course of the nine holes; a game of another length is
        kept under a card of its own."""
        if self.params.holes == DEFAULT_HOLES:
            return "Play Nine"
        holes = self.params.holes
        return f"Play Nine ({holes} hole{'' if holes == 1 else 's'})"

    def params_to_json(self) -> dict[str, JsonValue]:
        return self.params.to_json()

    def action_to_json(self, action: Action) -> JsonValue:
        return action_to_dict(action)

    def action_from_json(self, data: JsonValue) -> Action:
        return action_from_dict(data)

    def action_text(self, action: Action) -> str:
        return action_text(action)


class _PlayNineType:
    """The registry's handle on the engine (``engine.registry.GameType``)."""

    def game_from_json(self, params: Mapping[str, JsonValue]) -> PlayNineGame:
        return PlayNineGame(GameParams.from_json(params))

    def example_params(self, players: int) -> dict[str, JsonValue]:
        """Two holes: a whole game (a deal passed on, a total, a play-off when tied) that a
        test plays many times over."""
        return GameParams(tuple(f"Player {k + 1}" for k in range(players)), 2).to_json()


GAME_TYPE = _PlayNineType()


# ---- the state ---------------------------------------------------------------------------------

class Phase(Enum):
    DEALER = "dealer"
    """Chance: who deals the first hole."""
    DEAL = "deal"
    """Chance: the cards dealt, then the first discard."""
    TEE = "tee"
    """Each player in turn turns two cards."""
    TURN = "turn"
    """A player draws from the stock or takes the discard."""
    DRAW = "draw"
    """Chance: the card the player draws."""
    DRAWN = "drawn"
    """The player holding the drawn card swaps it, or discards it and turns a card, or
    skips."""
    OVER = "over"


_CHANCE_PHASES = frozenset({Phase.DEALER, Phase.DEAL, Phase.DRAW})
_FRACTIONS: dict[tuple[int, int], Fraction] = {}


def _chance(count: int, total: int) -> Fraction:
    """``Fraction(count, total)``, made once: a game draws thousands of cards."""
    found = _FRACTIONS.get((count, total))
    if found is None:
        found = _FRACTIONS[(count, total)] = Fraction(count, total)
    return found


class PlayNineState:
    """A game in progress (module docstring); ``engine.state.State``.

    A layout is eight slots per seat (``scoring``: slot ``c`` over slot ``c + 4``); ``cards``
    holds their values (``None`` where a view masks a face-down card) and ``face_up`` which
    are turned. The stock is counts per value (``deck.VALUES`` order).
    """

    __slots__ = (
        "_game",
        "_history",
        "_seen_history",
        "cards",
        "dealer",
        "dealt",
        "discard",
        "drawn",
        "face_up",
        "final",
        "first_dealer",
        "hole",
        "masked",
        "order",
        "out",
        "phase",
        "playoff_rows",
        "reshuffled",
        "scores_",
        "seats",
        "stock",
        "stock_size",
        "teed",
        "turn",
        "viewer",
        "winners_",
    )

    def __init__(self, game: PlayNineGame) -> None:
        n = game.players
        self._game = game
        self.phase = Phase.DEALER
        self.hole = 0
        self.dealer = -1
        self.first_dealer = -1
        self.seats: tuple[int, ...] = tuple(range(n))
        """The seats playing this hole (all, or those in the play-off)."""
        self.order: tuple[int, ...] = ()
        """This hole's seats from the dealer's left, clockwise."""
        self.turn = -1
        self.cards: list[list[int | None]] = [[None] * SLOTS for _ in range(n)]
        self.face_up: list[list[bool]] = [[False] * SLOTS for _ in range(n)]
        self.stock: list[int] | None = list(deck().counts)
        self.stock_size = DECK_SIZE
        self.discard: list[int] = []
        self.drawn: int | None = None
        self.dealt = 0
        self.teed = 0
        self.out: int | None = None
        self.final: list[int] = []
        """The seats still owed their last turn, in order, once a player is out."""
        self.reshuffled = False
        self.scores_: list[list[int | None]] = [[None] * n for _ in range(game.params.holes)]
        self.playoff_rows: list[list[int | None]] = []
        self.winners_: tuple[int, ...] = ()
        self.masked = False
        self.viewer: int | None = None
        self._history: list[Action] = []
        self._seen_history: list[Action] = []
        """The history as every seat sees it, dealt values masked: kept as play goes, so a
        view copies it rather than masking a long game's history on every decision."""

    # ---- copies and equality ---------------------------------------------------------------

    def clone(self) -> PlayNineState:
        return self._copy(list(self._history), list(self._seen_history))

    def _copy(self, history: list[Action], seen_history: list[Action]) -> PlayNineState:
        """A copy holding the two histories given (a clone's are copies of these; a view's
        are masked)."""
        twin = PlayNineState.__new__(PlayNineState)
        twin._game = self._game
        twin.phase, twin.hole, twin.dealer = self.phase, self.hole, self.dealer
        twin.first_dealer, twin.seats, twin.order = self.first_dealer, self.seats, self.order
        twin.turn = self.turn
        twin.cards = [list(c) for c in self.cards]
        twin.face_up = [list(u) for u in self.face_up]
        twin.stock = None if self.stock is None else list(self.stock)
        twin.stock_size, twin.discard = self.stock_size, list(self.discard)
        twin.drawn, twin.dealt, twin.teed, twin.out = self.drawn, self.dealt, self.teed, self.out
        twin.final, twin.reshuffled = list(self.final), self.reshuffled
        twin.scores_ = [list(r) for r in self.scores_]
        twin.playoff_rows = [list(r) for r in self.playoff_rows]
        twin.winners_, twin.masked, twin.viewer = self.winners_, self.masked, self.viewer
        twin._history, twin._seen_history = history, seen_history
        return twin

    def _key(self) -> tuple[Any, ...]:
        return (self._game, self.phase, self.hole, self.dealer, self.first_dealer, self.seats,
                self.turn, self.cards, self.face_up, self.stock, self.stock_size, self.discard,
                self.drawn, self.dealt, self.teed, self.out, self.final, self.reshuffled,
                self.scores_, self.playoff_rows, self.winners_, self.masked, self.viewer,
                self.history)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayNineState) and other._key() == self._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def view(self, player: int) -> PlayNineState:
        """What ``player`` may see (play-nine.md, "Hidden information"): the state with every
        value nobody has seen taken out of every field, not only hidden behind a property —
        a view is handed to an AI whole, and whatever it holds can be read.

        - Every face-down card is ``None``, the player's own too.
        - The stock's contents are ``None`` unless a reshuffle made them known (they were the
          discards everyone saw). While another player holds a card drawn from a known
          stock, the view still counts that card in ``stock`` — the viewer knows it is one of
          them, not which — so ``sum(stock)`` is then ``stock_size + 1``; it leaves the
          counts when it is shown (swapped in or discarded, face up).
        - Another player's drawn card is ``None``.
        - In the history every dealt value is masked (``Deal(None)``), and so is the card
          another player has just drawn (``Draw(None)``): the history a view holds is
          already masked, so no attribute of the view, however reached, gives them back.
        """
        if not 0 <= player < self._game.players:
            raise GameError(tr("there is no player {number}").format(number=player + 1))
        held_by_other = self.phase is Phase.DRAWN and self.turn != player
        history = list(self._seen_history)
        if held_by_other and history and isinstance(history[-1], Draw):
            history[-1] = _DRAW_MASKED
        seen = self._copy(history, list(history))
        for seat, up in enumerate(seen.face_up):
            row = seen.cards[seat]
            for slot in range(SLOTS):
                if not up[slot]:
                    row[slot] = None
        if not seen.reshuffled:
            seen.stock = None
        elif held_by_other and seen.drawn is not None and seen.stock is not None:
            seen.stock[index_of(seen.drawn)] += 1
        if held_by_other:
            seen.drawn = None
        seen.masked, seen.viewer = True, player
        return seen

    # ---- reading the state -----------------------------------------------------------------

    @property
    def game(self) -> PlayNineGame:
        return self._game

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action; in a view the values dealt are masked (``Deal(None)``), and so is a
        card another player has just drawn and holds (``Draw(None)``): ``view`` masks them
        where they are kept."""
        return tuple(self._history)

    @property
    def playoff(self) -> bool:
        return self.hole >= self._game.params.holes

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def is_chance_node(self) -> bool:
        return self.phase in _CHANCE_PHASES

    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        if self.phase in _CHANCE_PHASES:
            return CHANCE
        return self.turn

    def face_down(self, seat: int) -> list[int]:
        """The slots of ``seat``'s face-down cards."""
        up = self.face_up[seat]
        return [s for s in range(SLOTS) if not up[s]]

    def top_discard(self) -> int | None:
        return self.discard[-1] if self.discard else None

    def deal_target(self) -> tuple[int | None, int | None]:
        """Where the next card dealt goes: (seat, slot), or (None, None) for the discard."""
        k = self.dealt
        if k >= SLOTS * len(self.order):
            return None, None
        return self.order[k // SLOTS], k % SLOTS

    def unseen_counts(self) -> list[int]:
        """The cards nobody at the table has seen (the stock and every face-down card, or in
        a view also another's drawn card), as counts per value: the whole deck less the face-up
        cards, the discards and a card held."""
        counts = list(deck().counts)
        for seat in self.seats:
            row, up = self.cards[seat], self.face_up[seat]
            for slot in range(SLOTS):
                if up[slot]:
                    counts[index_of(row[slot])] -= 1  # type: ignore[arg-type]
        for v in self.discard:
            counts[index_of(v)] -= 1
        if self.drawn is not None:
            counts[index_of(self.drawn)] -= 1
        return counts

    def _stock_outcomes(self) -> list[int]:
        """The counts the next card off the stock is drawn from: the stock, or in a view
        where it is unknown, every card unseen (the stock and the face-down cards are one
        shuffle to someone who has seen neither)."""
        if self.stock is not None:
            return self.stock
        return self.unseen_counts()

    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        phase = self.phase
        if phase is Phase.DEALER:
            n = self._game.players
            return [(Dealer(seat), _chance(1, n)) for seat in range(n)]
        if phase is Phase.DEAL or phase is Phase.DRAW:
            counts = self._stock_outcomes()
            total = sum(counts)
            kind = Deal if phase is Phase.DEAL else Draw
            return [(kind(VALUES[i]), _chance(c, total)) for i, c in enumerate(counts) if c]
        return []

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase is Phase.OVER:
            return []
        if phase in _CHANCE_PHASES:
            return [a for a, _ in self.chance_outcomes()]
        if phase is Phase.TEE:
            return list(TEE_SHOTS)
        if phase is Phase.TURN:
            return [DRAW_PILE, *_TAKES]
        down = self.face_down(self.turn)
        found: list[Any] = [*_SWAPS, *(_TURNS[s] for s in down)]
        if len(down) == 1:
            found.append(SKIP)
        return found

    def check(self, action: Action) -> str | None:
        """Why ``action`` cannot be played now, or None (``engine.state.State.check``)."""
        phase = self.phase
        if phase is Phase.OVER:
            return tr("the game is over")
        if isinstance(action, Dealer):
            if phase is not Phase.DEALER:
                return tr("the first dealer is already chosen")
            n = self._game.players
            if 0 <= action.seat < n:
                return None
            return tr("there is no player {number}").format(number=action.seat + 1)
        if isinstance(action, Deal | Draw):
            wanted = Phase.DEAL if isinstance(action, Deal) else Phase.DRAW
            if phase is not wanted:
                return (tr("no card is being dealt now") if wanted is Phase.DEAL
                        else tr("no card is being drawn now"))
            if action.value not in VALUES:
                return tr("{card} is not a card of the game").format(card=action.value)
            if not self._stock_outcomes()[index_of(action.value)]:
                return tr("no {card} is left in the stock").format(card=action.value)
            return None
        if phase in _CHANCE_PHASES:
            return tr("the cards must be dealt first") if phase is Phase.DEAL else (
                tr("a card must be drawn first") if phase is Phase.DRAW
                else tr("the first dealer must be drawn first"))
        if isinstance(action, TeeShot):
            if phase is not Phase.TEE:
                return tr("the tee shot is over: two cards are turned only at the start")
            if not (0 <= action.first < action.second < SLOTS):
                return tr("a tee shot turns two different cards, slots 1 to {slots}, not {first} "
                          "and {second}").format(slots=SLOTS, first=action.first + 1,
                                                 second=action.second + 1)
            return None
        if phase is Phase.TEE:
            return tr("turn two cards for the tee shot first")
        if isinstance(action, DrawPile | TakeDiscard):
            if phase is not Phase.TURN:
                return tr("you have drawn already: place the card or discard it")
            if isinstance(action, TakeDiscard) and not 0 <= action.slot < SLOTS:
                return tr("there is no slot {number}").format(number=action.slot + 1)
            return None
        if isinstance(action, Swap | Turn | Skip):
            if phase is not Phase.DRAWN:
                return tr("draw a card first, or take the discard")
            down = self.face_down(self.turn)
            if isinstance(action, Skip):
                if len(down) != 1:
                    return tr("you may discard without turning a card only when one face-down "
                              "card is left, not {count}").format(count=len(down))
                return None
            if not 0 <= action.slot < SLOTS:
                return tr("there is no slot {number}").format(number=action.slot + 1)
            if isinstance(action, Turn) and action.slot not in down:
                return tr("that card is face up already: turn a face-down card")
            return None
        return tr("not a Play Nine action: {action}").format(action=repr(action))

    # ---- applying --------------------------------------------------------------------------

    def apply(self, action: Action) -> Record:
        """Play ``action`` and return the record of what it did."""
        refusal = self.check(action)
        if refusal is not None:
            raise GameError(refusal)
        if self.masked:
            raise GameError(tr("a player's view of the table cannot be played on: deal its "
                               "unknown cards first (determinized)"))
        record: Record
        if isinstance(action, Dealer):
            record = self._first_dealer(action.seat)
        elif isinstance(action, Deal):
            record = self._deal(action.value)  # type: ignore[arg-type]
        elif isinstance(action, TeeShot):
            record = self._tee(action)
        elif isinstance(action, DrawPile):
            record = self._draw_pile()
        elif isinstance(action, Draw):
            record = self._drawn(action.value)  # type: ignore[arg-type]
        else:
            record = self._play(action)
        self._history.append(action)
        self._seen_history.append(_DEAL_MASKED if isinstance(action, Deal) else action)
        return record

    def _take_from_stock(self, value: int) -> None:
        assert self.stock is not None
        self.stock[index_of(value)] -= 1
        self.stock_size -= 1

    def _first_dealer(self, seat: int) -> DealerChosen:
        self.first_dealer = seat
        self._start_hole(0, tuple(range(self._game.players)))
        return DealerChosen(seat)

    def _start_hole(self, hole: int, seats: tuple[int, ...]) -> None:
        n = self._game.players
        self.hole = hole
        self.dealer = (self.first_dealer + hole) % n
        self.seats = seats
        self.order = tuple(s for k in range(1, n + 1)
                           if (s := (self.dealer + k) % n) in seats)
        self.cards = [[None] * SLOTS for _ in range(n)]
        self.face_up = [[False] * SLOTS for _ in range(n)]
        self.stock = list(deck().counts)
        self.stock_size = DECK_SIZE
        self.discard = []
        self.drawn = None
        self.dealt = self.teed = 0
        self.out = None
        self.final = []
        self.reshuffled = False
        self.turn = -1
        self.phase = Phase.DEAL

    def _deal(self, value: int) -> Dealt:
        seat, slot = self.deal_target()
        self._take_from_stock(value)
        self.dealt += 1
        if seat is None:
            self.discard.append(value)
            self.phase = Phase.TEE
            self.turn = self.order[0]
        else:
            assert slot is not None
            self.cards[seat][slot] = value
        return Dealt(seat, slot, value)

    def _tee(self, action: TeeShot) -> TeedOff:
        seat = self.turn
        up, row = self.face_up[seat], self.cards[seat]
        up[action.first] = up[action.second] = True
        self.teed += 1
        if self.teed == len(self.order):
            self.phase = Phase.TURN
            self.turn = self.order[0]
        else:
            self.turn = self.order[self.teed]
        values = (row[action.first], row[action.second])
        return TeedOff(seat, (action.first, action.second), values)  # type: ignore[arg-type]

    def _draw_pile(self) -> DrewFromPile:
        reshuffled = False
        if self.stock_size == 0:
            # play-nine.md, Decision: the discards under the top one become the stock.
            top = self.discard.pop()
            stock = [0] * len(VALUES)
            for v in self.discard:
                stock[index_of(v)] += 1
            self.stock, self.stock_size = stock, len(self.discard)
            self.discard = [top]
            self.reshuffled = reshuffled = True
        self.phase = Phase.DRAW
        return DrewFromPile(self.turn, reshuffled)

    def _drawn(self, value: int) -> Drawn:
        self._take_from_stock(value)
        self.drawn = value
        self.phase = Phase.DRAWN
        return Drawn(self.turn, value)

    def _play(self, action: Action) -> Played:
        seat = self.turn
        row, up = self.cards[seat], self.face_up[seat]
        slot: int | None = None
        placed = turned = None
        was_up = False
        if isinstance(action, TakeDiscard | Swap):
            slot = action.slot
            placed = self.discard.pop() if isinstance(action, TakeDiscard) else self.drawn
            was_up = up[slot]
            discarded = row[slot]
            row[slot], up[slot] = placed, True
        else:
            discarded = self.drawn
            if isinstance(action, Turn):
                slot = action.slot
                up[slot] = True
                turned = row[slot]
        assert discarded is not None
        self.discard.append(discarded)
        self.drawn = None
        went_out = self.out is None and all(up)
        end = self._end_turn(seat, went_out)
        return Played(seat, action, slot, placed, was_up, discarded, turned, went_out, end)

    def _end_turn(self, seat: int, went_out: bool) -> HoleEnd | None:
        if went_out:
            self.out = seat
            k = self.order.index(seat)
            self.final = [*self.order[k + 1:], *self.order[:k]]
        elif self.out is not None:
            self.final.remove(seat)
        if self.out is not None:
            if not self.final:
                return self._score_hole()
            self.turn = self.final[0]
        else:
            k = self.order.index(seat)
            self.turn = self.order[(k + 1) % len(self.order)]
        self.phase = Phase.TURN
        return None

    def _score_hole(self) -> HoleEnd:
        revealed: dict[int, tuple[int, ...]] = {}
        layouts: dict[int, LayoutScore] = {}
        for seat in self.seats:
            revealed[seat] = tuple(self.face_down(seat))
            self.face_up[seat] = [True] * SLOTS
            layouts[seat] = explain(self.cards[seat])  # type: ignore[arg-type]
        scores = {seat: layouts[seat].total for seat in self.seats}
        n = self._game.players
        row: list[int | None] = [scores.get(seat) for seat in range(n)]
        holes = self._game.params.holes
        if self.hole < holes:
            self.scores_[self.hole] = row
        else:
            self.playoff_rows.append(row)
        hole, playoff, went_out = self.hole, self.playoff, self.out
        contenders: tuple[int, ...] = ()
        if hole + 1 < holes:
            self._start_hole(hole + 1, self.seats)
        else:
            if hole + 1 == holes:
                totals = self.scores()
                best = min(totals)
                contenders = tuple(s for s in range(n) if totals[s] == best)
            else:
                best = min(scores.values())
                contenders = tuple(s for s in self.seats if scores[s] == best)
            if len(contenders) == 1 or len(self.playoff_rows) >= MAX_PLAYOFF:
                self.winners_ = contenders
                self.phase = Phase.OVER
                self.turn = -1
                contenders = ()
            else:
                self._start_hole(hole + 1, contenders)
        return HoleEnd(hole, playoff, went_out, revealed, layouts, scores,
                       self.phase is Phase.OVER, contenders)

    # ---- scores ----------------------------------------------------------------------------

    def card(self) -> Card:
        return tuple(tuple(row) for row in self.scores_)

    def playoff_card(self) -> tuple[tuple[int | None, ...], ...]:
        """The play-off holes, ``None`` for a seat not in them."""
        return tuple(tuple(row) for row in self.playoff_rows)

    def scores(self) -> tuple[int, ...]:
        n = self._game.players
        return tuple(sum(row[k] or 0 for row in self.scores_) for k in range(n))

    def winners(self) -> tuple[int, ...]:
        """The winner (the play-off's when the total was tied), or the seats sharing the win
        after ``MAX_PLAYOFF`` tied play-off holes; before the end, the best totals so far."""
        if self.phase is Phase.OVER:
            return self.winners_
        return best_totals(self.scores(), lower_wins=True)


def determinized(view: PlayNineState, rng: random.Random) -> PlayNineState:
    """A full state the ``view`` could be the view of: its face-down cards (and the stock,
    unless known) dealt at random from the cards its player has not seen. A search plays on
    it (Information-set Monte Carlo); the real state is never looked at. Its history keeps
    the view's masked deals (a card another holds is filled in): a determinized table is
    searched, never saved or replayed."""
    if not view.masked:
        return view.clone()
    full = view.clone()
    pool = view.unseen_counts()
    if full.stock is not None:  # known since a reshuffle: the face-down cards are the rest
        for i, c in enumerate(full.stock):
            pool[i] -= c
    hidden = [VALUES[i] for i, c in enumerate(pool) for _ in range(c)]
    rng.shuffle(hidden)
    if full.drawn is None and full.phase is Phase.DRAWN:
        if full.stock is not None:  # another's card from a known stock: one of its cards
            full.drawn = rng.choice([v for v, c in zip(VALUES, full.stock, strict=True)
                                     for _ in range(c)])
            full.stock[index_of(full.drawn)] -= 1
        else:
            full.drawn = hidden.pop()
        if full._history and isinstance(full._history[-1], Draw):
            full._history[-1] = Draw(full.drawn)
            full._seen_history[-1] = full._history[-1]
    dealt = full.dealt if full.phase is Phase.DEAL else SLOTS * len(full.order)
    for k in range(min(dealt, SLOTS * len(full.order))):
        row = full.cards[full.order[k // SLOTS]]
        if row[k % SLOTS] is None:
            row[k % SLOTS] = hidden.pop()
    if full.stock is None:
        full.stock = [0] * len(VALUES)
        for v in hidden:
            full.stock[index_of(v)] += 1
    full.masked, full.viewer = False, None
    return full


if TYPE_CHECKING:
    # mypy proves here that the engine has the studio's shape (engine.state).
    from golfstudio.engine.registry import GameType
    from golfstudio.engine.state import Game, State

    _GAME: type[Game[Action]] = PlayNineGame
    _STATE: type[State[Action]] = PlayNineState
    _TYPE: GameType = GAME_TYPE
