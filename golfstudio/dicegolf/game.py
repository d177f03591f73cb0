"""A game of Dice Golf: the deal, each throw node by node, the cards, the turns, the holes.

``DiceGolfGame`` is the studio's ``Game`` (``engine.state``): a course (embedded whole, so a
saved game replays even when the file has changed), the holes played, the players, and
whether cards are played. ``DiceGolfState`` is its ``State``. Every rule is the one
docs/dicegolf-rules-engine.md writes down; where a ball goes is ``rules`` (``resolve``,
``move``), shared with the best AI's dynamic programme.

Chance is explicit and exact. Cards are dealt one at a time from the deck (``Deal``: a
chance node over the kinds left, each with its count over the cards left), nine to each
player in turn before hole 1; the vane (``Spin``: each sector alike), every die one at a time
(``Roll``: six faces alike; the fifth die 7 to 12), the operations die (``Operation``: ×, +,
− alike) and a card drawn (``Draw``) are chance nodes too. So a saved game is its
parameters and its actions.

One throw, as nodes (``Stage``):

1. ``AGAINST``: each opponent in playing order after the thrower who holds an air shot or a
   weather card lays one (``Lay``) or passes (``Pass``); a weather card laid spins the vane
   (``VANE``) before the next opponent.
2. ``DICE``: B1, B2, R1, R2, then W when the formula in use names it. A selection throw
   (green, triple bunker, water) then ``KEEP``s some dice and rolls the others again
   (``DICE``); a bunker's or grove's first roll without a double is followed by the second.
3. The throw is resolved (``rules.resolve``). If the thrower has more than ``Accept`` —
   a card that does something now, a sign change, fair play — the thrower ``DECIDE``s; a
   weather card spins the vane, a sign change rolls the operations die (``SIGN``), a chance
   card draws a card (``DRAW``).
4. The throw ends: the ball lies where the result left it, the throw and its penalties are
   counted, the turn passes to the next player not done (holed, or ten throws used); when
   none is left the hole ends; after the last hole each card still held is a penalty.

Hidden information: ``view(player)`` shows the player's own hand, the size of the others'
and of the deck, and masks the cards dealt or drawn to others in its history.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING

from golfstudio.dicegolf.actions import (
    ACCEPT,
    DICE_LABELS,
    FAIR_PLAY,
    PASS,
    Accept,
    Action,
    ChangeSign,
    Deal,
    Draw,
    FairPlay,
    Keep,
    Lay,
    Operation,
    Pass,
    Play,
    Roll,
    Spin,
    action_from_dict,
    action_text,
    action_to_dict,
)
from golfstudio.dicegolf.bundled import DEFAULT_COURSE, load_bundled
from golfstudio.dicegolf.cards import AGAINST, CardEffect, Deck, default_deck
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import Formula, Op, evaluate, operators, text
from golfstudio.dicegolf.formula import with_operator as with_sign
from golfstudio.dicegolf.hole import Bank, Course, Hole, Slope
from golfstudio.dicegolf.hole_file import course_from_data, course_to_data
from golfstudio.dicegolf.limits import (
    HAND_SIZE,
    HOLE_IN_ONE_REACH,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    THROW_LIMIT,
)
from golfstudio.dicegolf.records import (
    CardLaid,
    Dealt,
    Decided,
    Drew,
    GameEnd,
    HoleEnd,
    Kept,
    Operated,
    Reading,
    Record,
    Rolled,
    SignChange,
    Spun,
    ThrowEnd,
    ThrowResult,
    VaneSpin,
    worked,
)
from golfstudio.dicegolf.rules import (
    DOUBLE,
    Landing,
    Reason,
    ThrowKind,
    blocked,
    dice_faces,
    escape,
    may_change_sign,
    move,
    normal_distance,
    resolve,
    rolls,
    rolls_fifth_die,
    selects,
    throw_formula,
    throw_kind,
)
from golfstudio.dicegolf.validate import errors_of, validate
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import winners
from golfstudio.engine.players import check_player_names, clean_name
from golfstudio.engine.state import CHANCE, TERMINAL, Card, JsonValue
from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr

__all__ = [
    "GAME_TYPE",
    "DiceGolfGame",
    "DiceGolfState",
    "GameParams",
    "Stage",
    "ThrowInfo",
    "default_cards",
]

TOTAL_FORMULA = "B1 + B2 + R1 + R2"
"""How a bunker's or grove's way out is read: the four dice's total (a *Decision*)."""


def default_cards(players: int) -> bool:
    """Whether a game of ``players`` is played with cards unless the set-up says otherwise:
    not alone, since an air shot has nobody to be laid on (docs/dicegolf-rules-engine.md)."""
    return players > 1


# ---- parameters --------------------------------------------------------------------------------

@dataclass(frozen=True)
class GameParams:
    """What a game is played with; with the actions, all a saved game needs. The set-up rules
    live here so that the CLI, a play view and a saved game refuse the same games in the
    same words."""

    course: Course
    players: tuple[str, ...]
    label: str = ""
    """The course's name on the card (a bundled id, a file name); the course's own name by
    default."""
    holes: tuple[int, ...] = ()
    """The hole numbers played, in order (1-based); every hole of the course by default."""
    cards: bool = True
    """Whether the deck is dealt and cards are played."""

    def __post_init__(self) -> None:
        check_player_names(self.players, MIN_PLAYERS, MAX_PLAYERS)
        if len(self.label) > MAX_NAME_LENGTH:
            raise GameError(tr("the course label is longer than {count} characters").format(
                count=MAX_NAME_LENGTH))
        count = len(self.course.holes)
        for number in self.holes:
            if not 1 <= number <= count:
                raise GameError(tr("the course has holes 1 to {count}, not {number}").format(
                    count=count, number=number))
        if len(set(self.holes)) != len(self.holes):
            raise GameError(tr("a hole is named twice in the holes to play"))
        errors = errors_of(validate(self.course))
        if errors:
            raise GameError(tr("the course cannot be played: {problem}").format(
                problem=errors[0].message))

    def hole_numbers(self) -> tuple[int, ...]:
        return self.holes or tuple(range(1, len(self.course.holes) + 1))

    def course_label(self) -> str:
        return " ".join((self.label or self.course.name or "course").split())

    def to_json(self) -> dict[str, JsonValue]:
        """The course in full (a ``golfstudio.dicegolf`` file's object): a saved game replays
        even when the course file has changed since."""
        return {"course": course_to_data(self.course), "label": self.label,
                "players": list(self.players), "holes": list(self.holes),
                "cards": self.cards}

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> GameParams:
        """The inverse of ``to_json``; ``GameError`` naming what is wrong in the data. A
        missing ``cards`` is the set-up's default for the number of players."""
        unknown = sorted(set(data) - {"course", "label", "players", "holes", "cards"})
        if unknown:
            raise GameError(tr('unknown key "{key}" in the Dice Golf parameters').format(
                key=unknown[0]))
        players, holes = data.get("players"), data.get("holes", [])
        label = data.get("label", "")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise GameError(tr("the parameters need a list of player names"))
        if len(players) > MAX_PLAYERS:
            raise GameError(tr("a game has {least} to {most} players, not {count}").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(players)))
        if not isinstance(holes, list) or not all(_whole(h) for h in holes):
            raise GameError(tr("holes must be a list of hole numbers, got {value}").format(
                value=shown(holes)))
        if not isinstance(label, str):
            raise GameError(tr("label must be text, got {value}").format(value=shown(label)))
        cards = data.get("cards", default_cards(len(players)))
        if not isinstance(cards, bool):
            raise GameError(tr("cards must be true or false, got {value}").format(
                value=shown(cards)))
        try:
            course = course_from_data(data.get("course"))
        except DiceGolfError as exc:
            raise GameError(tr("the course: {problems}").format(
                problems="; ".join(exc.lines()))) from None
        return cls(course, tuple(players), label, tuple(holes), cards)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ---- the game ----------------------------------------------------------------------------------

class DiceGolfGame:
    """The parameters, the holes played and the deck; it makes states
    (``engine.state.Game``)."""

    game_id = "dicegolf"

    def __init__(self, params: GameParams) -> None:
        self.params = params
        self.deck: Deck = default_deck()
        self.hole_numbers = params.hole_numbers()
        self.played: tuple[Hole, ...] = tuple(params.course.holes[n - 1]
                                              for n in self.hole_numbers)
        self.players = len(params.players)

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, DiceGolfGame)
                                 and other.params == self.params)

    def __hash__(self) -> int:
        return hash((self.params.players, self.hole_numbers, self.params.course.name))

    def hole(self, index: int) -> Hole:
        """The ``index``-th hole played (0-based in the round)."""
        return self.played[index]

    def new_state(self) -> DiceGolfState:
        return DiceGolfState(self)

    def player_names(self) -> tuple[str, ...]:
        return tuple(clean_name(p) for p in self.params.players)

    def holes(self) -> tuple[tuple[int, int], ...]:
        """Par and stroke index of each hole played. A course has no stroke index, so the
        longest hole is the hardest (index 1), ties in the order played."""
        ranked = sorted(range(len(self.played)), key=lambda k: -self.played[k].length)
        rank = {k: r + 1 for r, k in enumerate(ranked)}
        return tuple((h.par, rank[k]) for k, h in enumerate(self.played))

    def hole_labels(self) -> tuple[str, ...]:
        return tuple(str(n) for n in self.hole_numbers)

    def card_name(self) -> str:
        """"Dice Golf" for the bundled course (game night's scorecard course of its nine
        holes), else "Dice Golf: <course>"; with the holes when not the whole course."""
        if self.params.course == load_bundled(DEFAULT_COURSE):
            name = "Dice Golf"
        else:
            name = f"Dice Golf: {self.params.course_label()}"
        if self.hole_numbers != tuple(range(1, len(self.params.course.holes) + 1)):
            name += " (holes " + ", ".join(str(n) for n in self.hole_numbers) + ")"
        return name

    def params_to_json(self) -> dict[str, JsonValue]:
        return self.params.to_json()

    def action_to_json(self, action: Action) -> JsonValue:
        return action_to_dict(action)

    def action_from_json(self, data: JsonValue) -> Action:
        return action_from_dict(data)

    def action_text(self, action: Action) -> str:
        return action_text(action, self.deck.name, self._sector_name)

    def _sector_name(self, sector_id: str) -> str:
        sector = self.deck.sector(sector_id)
        if sector is None:
            return sector_id
        return f"{sector.name} ({sector.metres:+d} m)" if sector.metres else sector.name


class _DiceGolfType:
    """The registry's handle on the engine (``engine.registry.GameType``)."""

    def game_from_json(self, params: Mapping[str, JsonValue]) -> DiceGolfGame:
        return DiceGolfGame(GameParams.from_json(params))

    def example_params(self, players: int) -> dict[str, JsonValue]:
        """Holes 4 and 1 of the bundled course (a short par 3 with a slope and a bunker; a
        par 4 with a zone limit, a proximity zone, double and triple bunkers and a pond),
        with cards when there is an opponent to lay them on."""
        return GameParams(load_bundled(), tuple(f"Player {k + 1}" for k in range(players)),
                          DEFAULT_COURSE, (4, 1), default_cards(players)).to_json()


GAME_TYPE = _DiceGolfType()


# ---- the state ---------------------------------------------------------------------------------

class Stage(Enum):
    DEAL = "deal"
    """Chance: the cards dealt before hole 1, one at a time."""
    AGAINST = "against"
    """An opponent lays an air shot or weather card against the thrower, or passes."""
    VANE = "vane"
    """Chance: the weather vane spun for a weather card."""
    DICE = "dice"
    """Chance: the next die of the throw."""
    KEEP = "keep"
    """The thrower keeps some dice of a selection throw."""
    DECIDE = "decide"
    """The thrower accepts the throw, plays a card, changes a sign or claims fair play."""
    SIGN = "sign"
    """Chance: the operations die."""
    DRAW = "draw"
    """Chance: the card drawn after a chance card."""
    OVER = "over"


_CHANCE_STAGES = frozenset({Stage.DEAL, Stage.VANE, Stage.DICE, Stage.SIGN, Stage.DRAW})
_FACES = tuple(Roll(f) for f in range(1, 7))
_FIFTH_FACES = tuple(Roll(f) for f in range(7, 13))
_SIXTH = Fraction(1, 6)
_OPERATIONS = tuple((Operation(op), Fraction(1, 3)) for op in (Op.MUL, Op.ADD, Op.SUB))
_FRACTIONS: dict[tuple[int, int], Fraction] = {}


def _chance(count: int, total: int) -> Fraction:
    """``Fraction(count, total)``, made once: a game deals and draws many cards."""
    found = _FRACTIONS.get((count, total))
    if found is None:
        found = _FRACTIONS[(count, total)] = Fraction(count, total)
    return found


def _masks(dice: int) -> tuple[Keep, ...]:
    return tuple(Keep(mask) for mask in itertools.product((True, False), repeat=dice))


_KEEPS = {4: _masks(4), 5: _masks(5)}


@dataclass(frozen=True)
class ThrowInfo:
    """The throw in progress, for a play view: the thrower, where the ball lies and the
    throw it makes there, the formula read (None for a hazard's throw), the combination it
    needs, the cards laid against it and the weather spun, the roll (1; 2 for a re-roll or
    a second roll), the dice as they lie (None: not rolled yet), the rolls finished, the
    selection, the next die to roll, and the result once resolved (while the thrower
    decides or a card's chance node is pending)."""

    seat: int
    start: int
    kind: ThrowKind
    formula: str | None
    needs: str | None
    laid: tuple[tuple[int, str], ...]
    weather: tuple[VaneSpin, ...]
    air_shots: int
    roll: int
    dice: tuple[int | None, ...]
    rolls: tuple[tuple[int, ...], ...]
    kept: tuple[bool, ...] | None
    next_die: str | None
    result: ThrowResult | None


@dataclass
class _Throw:
    """The throw in progress (mutable; ``copy`` for a clone)."""

    seat: int
    start: int
    kind: ThrowKind
    formula: Formula | None
    fifth: bool
    order: tuple[int, ...]
    """The opponents in playing order after the thrower."""
    asked: int = 0
    decider: int | None = None
    laid: list[tuple[int, str]] = field(default_factory=list)
    weather: list[VaneSpin] = field(default_factory=list)
    extra: int = 0
    air: int = 0
    dice: list[int | None] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)
    roll: int = 1
    rolls: list[tuple[int, ...]] = field(default_factory=list)
    keep: tuple[bool, ...] | None = None
    result: ThrowResult | None = None
    decision: Action | None = None
    """The thrower's decision waiting for its chance node (a weather card, a sign change)."""

    def copy(self) -> _Throw:
        return replace(self, laid=list(self.laid), weather=list(self.weather),
                       dice=list(self.dice), pending=list(self.pending),
                       rolls=list(self.rolls))


@dataclass
class _Progress:
    """The mutable part of a game; ``copy`` for a clone."""

    stage: Stage
    hole: int
    positions: list[int]
    throws: list[int]
    penalties: list[int]
    holed: list[bool]
    done: list[bool]
    scores: list[list[int | None]]
    hands: list[list[int] | None]
    sizes: list[int]
    deck: list[int] | None
    discards: list[int]
    dealt: int = 0
    fair_play: list[bool] = field(default_factory=list)
    card_penalties: list[int] = field(default_factory=list)
    throw: _Throw | None = None
    history: list[Action] = field(default_factory=list)
    receivers: list[int] = field(default_factory=list)
    """For each action of the history, the seat a card went to face down (a deal, a draw),
    else -1: a view masks the others'."""

    def copy(self) -> _Progress:
        return replace(
            self, positions=list(self.positions), throws=list(self.throws),
            penalties=list(self.penalties), holed=list(self.holed), done=list(self.done),
            scores=[list(r) for r in self.scores],
            hands=[None if h is None else list(h) for h in self.hands],
            sizes=list(self.sizes), deck=None if self.deck is None else list(self.deck),
            discards=list(self.discards), fair_play=list(self.fair_play),
            card_penalties=list(self.card_penalties),
            throw=None if self.throw is None else self.throw.copy(),
            history=list(self.history), receivers=list(self.receivers))


class DiceGolfState:
    """A game in progress (module docstring); ``engine.state.State``."""

    __slots__ = ("_game", "_p", "masked", "viewer")

    def __init__(self, game: DiceGolfGame) -> None:
        n = game.players
        kinds = len(game.deck.cards)
        self._game = game
        self._p = _Progress(
            stage=Stage.DEAL, hole=0, positions=[0] * n, throws=[0] * n, penalties=[0] * n,
            holed=[False] * n, done=[False] * n,
            scores=[[None] * n for _ in game.hole_numbers],
            hands=[[0] * kinds for _ in range(n)], sizes=[0] * n,
            deck=list(game.deck.counts), discards=[0] * kinds,
            fair_play=[False] * n, card_penalties=[0] * n)
        self.masked = False
        self.viewer: int | None = None
        if not game.params.cards:
            self._begin_throw(0)

    # ---- copies and equality ---------------------------------------------------------------

    def clone(self) -> DiceGolfState:
        twin = DiceGolfState.__new__(DiceGolfState)
        twin._game = self._game
        twin._p = self._p.copy()
        twin.masked, twin.viewer = self.masked, self.viewer
        return twin

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, DiceGolfState) and other._game == self._game
                and other.masked == self.masked and other.viewer == self.viewer
                and other._p == self._p)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def view(self, player: int) -> DiceGolfState:
        """What ``player`` may see: the own hand only (the others' sizes stay), the deck's
        contents hidden (its size stays), the cards dealt or drawn to others masked in the
        history."""
        if not 0 <= player < self._game.players:
            raise GameError(tr("there is no player {number}").format(number=player + 1))
        seen = self.clone()
        p = seen._p
        for seat in range(self._game.players):
            if seat != player:
                p.hands[seat] = None
        p.deck = None
        p.history = [self._masked_action(a, k, player) for k, a in enumerate(p.history)]
        seen.masked, seen.viewer = True, player
        return seen

    def _masked_action(self, action: Action, index: int, player: int) -> Action:
        receiver = self._p.receivers[index]
        if receiver < 0 or receiver == player:
            return action
        return Deal(None) if isinstance(action, Deal) else Draw(None)

    # ---- reading the state -----------------------------------------------------------------

    @property
    def game(self) -> DiceGolfGame:
        return self._game

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action; in a view, the cards dealt or drawn to others are ``None``."""
        return tuple(self._p.history)

    @property
    def stage(self) -> Stage:
        return self._p.stage

    @property
    def hole_index(self) -> int:
        """The hole being played, 0-based in the round (the last once the game is over)."""
        return self._p.hole

    @property
    def hole(self) -> Hole:
        return self._game.hole(self._p.hole)

    @property
    def hole_number(self) -> int:
        """The hole's number on the course."""
        return self._game.hole_numbers[self._p.hole]

    @property
    def cards_in_play(self) -> bool:
        return self._game.params.cards

    @property
    def thrower(self) -> int | None:
        """The seat whose throw is in progress (None while dealing and once over)."""
        t = self._p.throw
        return None if t is None else t.seat

    def position(self, seat: int) -> int:
        """Where ``seat``'s ball lies on this hole (metres from the tee; the hole once holed)."""
        return self._p.positions[seat]

    def positions(self) -> tuple[int, ...]:
        return tuple(self._p.positions)

    def throws(self, seat: int) -> int:
        """Throws ``seat`` has made on this hole."""
        return self._p.throws[seat]

    def penalties(self, seat: int) -> int:
        """Penalties ``seat`` has on this hole."""
        return self._p.penalties[seat]

    def strokes(self, seat: int) -> int:
        """Throws plus penalties on this hole: what the hole scores so far."""
        return self._p.throws[seat] + self._p.penalties[seat]

    def holed(self, seat: int) -> bool:
        return self._p.holed[seat]

    def done(self, seat: int) -> bool:
        """Holed, or out of throws (the tenth throw made without holing)."""
        return self._p.done[seat]

    def hand(self, seat: int) -> tuple[str, ...] | None:
        """The card ids ``seat`` holds, in deck order (None: masked in this view)."""
        counts = self._p.hands[seat]
        if counts is None:
            return None
        kinds = self._game.deck.cards
        return tuple(kinds[k].id for k, c in enumerate(counts) for _ in range(c))

    def hand_size(self, seat: int) -> int:
        return self._p.sizes[seat]

    def deck_size(self) -> int:
        """Cards left in the deck (known to all: the cards dealt, drawn and played are); none
        in a game without cards."""
        if not self._game.params.cards:
            return 0
        played = sum(self._p.discards)
        return self._game.deck.size - sum(self._p.sizes) - played

    def discards(self) -> dict[str, int]:
        """The cards played so far (laid against throws or played by throwers), by id."""
        kinds = self._game.deck.cards
        return {kinds[k].id: c for k, c in enumerate(self._p.discards) if c}

    def fair_play_used(self, seat: int) -> bool:
        return self._p.fair_play[seat]

    def card_penalties(self) -> tuple[int, ...]:
        """The penalty strokes for cards still held at the end (zeros until then)."""
        return tuple(self._p.card_penalties)

    def current_throw(self) -> ThrowInfo | None:
        """The throw in progress (``ThrowInfo``), or None."""
        t = self._p.throw
        if t is None:
            return None
        needed = escape(self._game.hole(self._p.hole), t.start)
        next_die = (DICE_LABELS[t.pending[0]]
                    if self._p.stage is Stage.DICE and t.pending else None)
        return ThrowInfo(t.seat, t.start, t.kind, None if t.formula is None else text(t.formula),
                         None if needed is None else str(needed), tuple(t.laid),
                         tuple(t.weather), t.air, t.roll, tuple(t.dice), tuple(t.rolls),
                         t.keep, next_die, t.result)

    def is_over(self) -> bool:
        return self._p.stage is Stage.OVER

    def is_chance_node(self) -> bool:
        return self._p.stage in _CHANCE_STAGES

    def current_player(self) -> int:
        stage = self._p.stage
        if stage is Stage.OVER:
            return TERMINAL
        if stage in _CHANCE_STAGES:
            return CHANCE
        t = self._p.throw
        assert t is not None
        if stage is Stage.AGAINST:
            assert t.decider is not None
            return t.decider
        return t.seat

    # ---- chance ----------------------------------------------------------------------------

    def _card_pool(self) -> list[int]:
        """The counts a card off the deck is drawn from: the deck, or in a view (where its
        contents are hidden) every card the viewer has not seen — the deck and the others'
        hands are one shuffle to someone who has seen neither."""
        p = self._p
        if p.deck is not None:
            return p.deck
        own = p.hands[self.viewer] if self.viewer is not None else None
        pool = list(self._game.deck.counts)
        for k in range(len(pool)):
            pool[k] -= p.discards[k] + (own[k] if own is not None else 0)
        return pool

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        stage, t = self._p.stage, self._p.throw
        if stage is Stage.DEAL or stage is Stage.DRAW:
            pool = self._card_pool()
            total = sum(pool)
            kinds = self._game.deck.cards
            kind = Deal if stage is Stage.DEAL else Draw
            return [(kind(kinds[k].id), _chance(c, total)) for k, c in enumerate(pool) if c]
        if stage is Stage.VANE:
            vane = self._game.deck.vane
            return [(Spin(s.id), _chance(1, len(vane))) for s in vane]
        if stage is Stage.DICE:
            assert t is not None
            faces = _FIFTH_FACES if t.pending[0] == 4 else _FACES
            return [(face, _SIXTH) for face in faces]
        if stage is Stage.SIGN:
            return list(_OPERATIONS)
        return []

    # ---- choices ---------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        stage, t = self._p.stage, self._p.throw
        if stage is Stage.OVER:
            return []
        if stage in _CHANCE_STAGES:
            return [a for a, _ in self.chance_outcomes()]
        assert t is not None
        if stage is Stage.AGAINST:
            assert t.decider is not None
            kinds = self._game.deck.cards
            hand = self._p.hands[t.decider]
            if hand is None:  # another's view: the cards they may lay are unknown
                return [PASS]
            return [PASS, *(Lay(kinds[k].id) for k, c in enumerate(hand)
                            if c and kinds[k].effect in AGAINST)]
        if stage is Stage.KEEP:
            return list(_KEEPS[len(t.dice)])
        return self._options()

    def _options(self) -> list[Action]:
        """The thrower's choices after the throw (``Accept`` first)."""
        t = self._p.throw
        assert t is not None
        found: list[Action] = [ACCEPT]
        hand = self._p.hands[t.seat]
        if hand is not None and self._game.params.cards:
            for k, count in enumerate(hand):
                if not count:
                    continue
                card = self._game.deck.cards[k]
                for play in (Play(card.id), Play(card.id, True)):
                    if self._play_refusal(play) is None:
                        found.append(play)
        found.extend(ChangeSign(i) for i in range(self._signs())
                     if self._sign_refusal(ChangeSign(i)) is None)
        if self._fair_play_refusal() is None:
            found.append(FAIR_PLAY)
        return found

    def _signs(self) -> int:
        t = self._p.throw
        return 0 if t is None or t.formula is None else len(operators(t.formula))

    def check(self, action: Action) -> str | None:
        """Why ``action`` cannot be played now, or None (``engine.state.State.check``)."""
        stage, t = self._p.stage, self._p.throw
        if stage is Stage.OVER:
            return tr("the game is over")
        if isinstance(action, Deal | Draw):
            return self._card_off_deck_refusal(action)
        if isinstance(action, Spin):
            if stage is not Stage.VANE:
                return tr("the weather vane is not being spun now")
            if self._game.deck.sector(action.sector) is None:
                known = ", ".join(s.id for s in self._game.deck.vane)
                return tr("the vane has no sector {sector} (sectors: {known})").format(
                    sector=repr(action.sector), known=known)
            return None
        if isinstance(action, Roll):
            if stage is not Stage.DICE:
                return tr("no die is being rolled now")
            assert t is not None
            die = t.pending[0]
            low, high = (7, 12) if die == 4 else (1, 6)
            if not low <= action.face <= high:
                return tr("die {die} shows {low} to {high}, not {face}").format(
                    die=DICE_LABELS[die], low=low, high=high, face=action.face)
            return None
        if isinstance(action, Operation):
            return None if stage is Stage.SIGN else tr("the operations die is not being rolled now")
        if stage in _CHANCE_STAGES:
            return tr(_CHANCE_WAITS[stage])
        assert t is not None
        if isinstance(action, Lay | Pass):
            if stage is not Stage.AGAINST:
                return tr("cards against a throw are laid before its dice are rolled")
            return None if isinstance(action, Pass) else self._lay_refusal(action)
        if stage is Stage.AGAINST:
            return tr("the opponents lay their cards against the throw first")
        if isinstance(action, Keep):
            if stage is not Stage.KEEP:
                return tr("the throw is rolled: there is nothing to keep now")
            if len(action.dice) != len(t.dice):
                names = ", ".join(DICE_LABELS[:len(t.dice)])
                return tr("say for each of the {count} dice ({names}) whether it is kept, "
                          "not {given}").format(count=len(t.dice), names=names,
                                                given=len(action.dice))
            return None
        if stage is Stage.KEEP:
            return tr("keep some dice first: the others are rolled again")
        if isinstance(action, Accept):
            return None
        if isinstance(action, Play):
            return self._play_refusal(action)
        if isinstance(action, ChangeSign):
            return self._sign_refusal(action)
        if isinstance(action, FairPlay):
            return self._fair_play_refusal()
        return tr("not a Dice Golf action: {action}").format(action=repr(action))

    def _card_off_deck_refusal(self, action: Deal | Draw) -> str | None:
        stage = self._p.stage
        wanted = Stage.DEAL if isinstance(action, Deal) else Stage.DRAW
        if stage is not wanted:
            return (tr("no card is being dealt now") if wanted is Stage.DEAL
                    else tr("no card is being drawn now"))
        if action.card is None:
            return tr("name the card that comes off the deck")
        k = self._game.deck.index(action.card)
        if k is None:
            return tr("there is no card {card} in the deck").format(card=repr(action.card))
        if not self._card_pool()[k]:
            return tr("no {card} card is left in the deck").format(
                card=self._game.deck.cards[k].name)
        return None

    def _held(self, seat: int, card_id: str) -> tuple[int | None, str | None]:
        """The card's kind, or why ``seat`` cannot play it."""
        deck = self._game.deck
        if not self._game.params.cards:
            return None, tr("this game is played without cards")
        k = deck.index(card_id)
        if k is None:
            return None, tr("there is no card {card} in Dice Golf").format(card=repr(card_id))
        hand = self._p.hands[seat]
        if hand is None or not hand[k]:
            return None, tr("you hold no {card} card").format(card=deck.cards[k].name)
        return k, None

    def _lay_refusal(self, action: Lay) -> str | None:
        t = self._p.throw
        assert t is not None and t.decider is not None
        k, refusal = self._held(t.decider, action.card)
        if k is None:
            return refusal
        card = self._game.deck.cards[k]
        if card.effect not in AGAINST:
            return tr("{card} is the thrower's own card: only an air shot or a weather card is "
                      "laid against a throw").format(card=card.name)
        return None

    def _play_refusal(self, action: Play) -> str | None:
        """Why the thrower may not play ``action`` after this throw, or None: a card is
        offered only when it does something now (docs/dicegolf-rules-engine.md, "Cards")."""
        t = self._p.throw
        assert t is not None
        if self._p.stage is not Stage.DECIDE or t.result is None:
            return tr("a card of your own is played after your throw")
        k, refusal = self._held(t.seat, action.card)
        if k is None:
            return refusal
        card = self._game.deck.cards[k]
        result, hole = t.result, self.hole
        effect = card.effect
        if action.stay and effect is not CardEffect.NO_PENALTY:
            return tr("only a No penalty card lets the ball stay where the throw took it")
        first = self._p.throws[t.seat] == 0 and hole.length <= HOLE_IN_ONE_REACH
        if effect is CardEffect.HOLE_IN_ONE:
            if not first or not DOUBLE.shows(result.dice):
                return tr("{card} holes out with a double on the first throw of a hole of at "
                          "most {metres} m").format(card=card.name, metres=HOLE_IN_ONE_REACH)
        elif effect is CardEffect.GREEN_IN_ONE:
            if (not first or result.reading is None
                    or result.reading.distance != hole.length - t.start):
                return tr("{card} holes out when the first throw of a hole of at most {metres} m "
                          "is exactly the distance to the hole").format(
                    card=card.name, metres=HOLE_IN_ONE_REACH)
        elif effect is CardEffect.CHANCE:
            if hole.on_green(t.start):
                return tr("{card} is played off the green").format(card=card.name)
        elif effect is CardEffect.AIR_SHOT:
            return tr("{card} is laid against another player before their throw").format(
                card=card.name)
        elif effect is CardEffect.NO_PENALTY:
            if result.penalties <= 0:
                return tr("this throw has no penalty for {card} to cancel").format(card=card.name)
            if action.stay and result.landing.reason is not Reason.ZONE_LIMIT:
                return tr("the ball may stay only after a zone-limit penalty")
        elif effect is CardEffect.WEATHER:
            if result.reading is None:
                return tr("{card} changes a distance, and this throw has none").format(
                    card=card.name)
        elif effect is CardEffect.GREEN:
            spot = result.landing.position
            if result.holed or not hole.on_green(spot):
                return tr("{card} moves a ball that lies on the green").format(card=card.name)
        return None

    def _sign_refusal(self, action: ChangeSign) -> str | None:
        t = self._p.throw
        assert t is not None
        if self._p.stage is not Stage.DECIDE or t.result is None:
            return tr("a sign is changed after your throw")
        hole = self.hole
        if not may_change_sign(hole, t.start) or t.formula is None:
            if t.kind not in (ThrowKind.NORMAL, ThrowKind.GREEN):
                return tr("a sign is changed after a throw read by a formula (not in a hazard)")
            if hole.limits:
                return tr("a sign may be changed once the ball lies past the first zone limit "
                          "({metres} m)").format(metres=min(hole.limits))
            return tr("on a hole without zone limits a sign may be changed on the green")
        signs = self._signs()
        if not 0 <= action.index < signs:
            return tr("the formula {formula} has %n sign(s): there is no sign {number}", "",
                      signs).format(formula=text(t.formula), number=action.index + 1)
        return None

    def fair_play_withheld(self) -> str | None:
        """Why fair play is not offered although the ball is blocked and everything else
        allows it — a card held or a sign change would move it (``_fair_play_helped``) —
        for a play view to say; None otherwise."""
        t = self._p.throw
        if t is None or self._fair_play_basics() is not None:
            return None
        return self._fair_play_helped()

    def _fair_play_refusal(self) -> str | None:
        return self._fair_play_basics() or self._fair_play_helped()

    def _fair_play_basics(self) -> str | None:
        """Why fair play may not be claimed, short of a card or sign that would help."""
        t = self._p.throw
        assert t is not None
        if self._p.stage is not Stage.DECIDE or t.result is None:
            return tr("fair play is claimed after your throw")
        if self._p.fair_play[t.seat]:
            return tr("fair play is allowed once a game, and you have used it")
        if t.kind is not ThrowKind.NORMAL or self.hole.hazard_at(t.start) is not None:
            return tr("fair play is for a throw from the fairway, outside every hazard")
        if not blocked(self.hole, t.start):
            return tr("fair play is for a ball blocked on the fairway: some throw from here "
                      "moves it without a penalty")
        if not t.result.landing.penalties:
            # A card laid against the throw (the weather) can move a blocked ball freely:
            # there is nothing to rescue ("plutôt que d'inscrire 0").
            return tr("fair play is for a throw that costs a penalty, and this one moved freely")
        return None

    def _fair_play_helped(self) -> str | None:
        """Rule 9 allows fair play only when "aucune solution ne s'offre à lui (carte,
        changement de signe)": the refusal naming a held card or a sign change that would
        move the ball without a penalty on its landing (some face of the operations die, some
        sector of the vane), or None when nothing does (docs/dicegolf-rules-engine.md)."""
        t = self._p.throw
        assert t is not None
        kinds = self._game.deck.cards
        hand = self._p.hands[t.seat]
        choices: list[Action] = []
        if hand is not None and self._game.params.cards:
            choices += [play for k, count in enumerate(hand) if count
                        for play in (Play(kinds[k].id), Play(kinds[k].id, True))
                        if self._play_refusal(play) is None]
        choices += [ChangeSign(i) for i in range(self._signs())
                    if self._sign_refusal(ChangeSign(i)) is None]
        for choice in choices:
            if not any(_moves_freely(result, t.start) for result, _ in self.outcomes(choice)):
                continue
            if isinstance(choice, ChangeSign):
                assert t.formula is not None
                return tr("fair play is for a ball nothing else can help, and changing sign "
                          "{number} of {formula} may move it without a penalty").format(
                    number=choice.index + 1, formula=text(t.formula))
            assert isinstance(choice, Play)
            name = self._game.deck.kind(choice.card).name
            if choice.stay:
                return tr("fair play is for a ball nothing else can help, and your {card} "
                          "card lets it stay where the throw took it").format(card=name)
            return tr("fair play is for a ball nothing else can help, and your {card} card "
                      "may move it without a penalty").format(card=name)
        return None

    # ---- applying --------------------------------------------------------------------------

    def apply(self, action: Action) -> Record:
        """Play ``action`` and return the record of what it did (``records``)."""
        if self.masked:
            raise GameError(tr("a player's view of the game cannot be played on"))
        refusal = self.check(action)
        if refusal is not None:
            raise GameError(refusal)
        record: Record
        receiver = -1
        if isinstance(action, Deal):
            receiver = self._p.dealt % self._game.players
            record = self._deal(action)
        elif isinstance(action, Lay | Pass):
            record = self._lay(action)
        elif isinstance(action, Spin):
            record = self._spin(action)
        elif isinstance(action, Roll):
            record = self._roll(action)
        elif isinstance(action, Keep):
            record = self._keep(action)
        elif isinstance(action, Operation):
            record = self._operate(action)
        elif isinstance(action, Draw):
            assert self._p.throw is not None
            receiver = self._p.throw.seat
            record = self._draw(action)
        else:
            record = self._decide(action)
        self._p.history.append(action)
        self._p.receivers.append(receiver)
        return record

    def _take(self, seat: int, card_id: str) -> int:
        """Move a card from the deck into ``seat``'s hand."""
        p = self._p
        k = self._game.deck.index(card_id)
        assert k is not None and p.deck is not None
        hand = p.hands[seat]
        assert hand is not None
        p.deck[k] -= 1
        hand[k] += 1
        p.sizes[seat] += 1
        return k

    def _discard(self, seat: int, card_id: str) -> None:
        p = self._p
        k = self._game.deck.index(card_id)
        hand = p.hands[seat]
        assert k is not None and hand is not None
        hand[k] -= 1
        p.sizes[seat] -= 1
        p.discards[k] += 1

    def _deal(self, action: Deal) -> Dealt:
        p = self._p
        seat = p.dealt % self._game.players
        assert action.card is not None
        self._take(seat, action.card)
        p.dealt += 1
        if p.dealt == HAND_SIZE * self._game.players:
            self._begin_throw(0)
        return Dealt(seat, action.card)

    def _begin_throw(self, seat: int) -> None:
        p, hole = self._p, self.hole
        start = p.positions[seat]
        n = self._game.players
        p.throw = _Throw(seat, start, throw_kind(hole, start), throw_formula(hole, start),
                         rolls_fifth_die(hole, start),
                         tuple((seat + k) % n for k in range(1, n)))
        self._next_against()

    def _holds_against(self, seat: int) -> bool:
        hand = self._p.hands[seat]
        kinds = self._game.deck.cards
        return hand is not None and any(c and kinds[k].effect in AGAINST
                                        for k, c in enumerate(hand))

    def _next_against(self) -> None:
        """The next opponent who may lay a card against the throw, or the dice."""
        t = self._p.throw
        assert t is not None
        if self._game.params.cards:
            while t.asked < len(t.order):
                seat = t.order[t.asked]
                if self._holds_against(seat):
                    t.decider = seat
                    self._p.stage = Stage.AGAINST
                    return
                t.asked += 1
        t.decider = None
        t.dice = [None] * (5 if t.fifth else 4)
        t.pending = list(range(len(t.dice)))
        self._p.stage = Stage.DICE

    def _lay(self, action: Lay | Pass) -> CardLaid:
        t = self._p.throw
        assert t is not None and t.decider is not None
        seat = t.decider
        t.asked += 1
        if isinstance(action, Pass):
            self._next_against()
            return CardLaid(seat, t.seat, None)
        self._discard(seat, action.card)
        t.laid.append((seat, action.card))
        if self._game.deck.kind(action.card).effect is CardEffect.AIR_SHOT:
            t.air += 1
            self._next_against()
        else:
            self._p.stage = Stage.VANE
        return CardLaid(seat, t.seat, action.card)

    def _spin(self, action: Spin) -> Spun:
        t = self._p.throw
        assert t is not None
        sector = self._game.deck.sector(action.sector)
        assert sector is not None
        if t.decision is None:  # an opponent's weather card, before the dice
            spin = VaneSpin(t.laid[-1][0], True, sector.id, sector.name, sector.metres)
            t.weather.append(spin)
            t.extra += sector.metres
            self._next_against()
            return Spun(spin, t.extra)
        result = self._settled(t.decision, action)
        spin = result.weather[-1]
        return Spun(spin, t.extra + spin.metres, end=self._finish(result))

    def _roll(self, action: Roll) -> Rolled:
        t = self._p.throw
        assert t is not None
        index = t.pending.pop(0)
        t.dice[index] = action.face
        die, roll = DICE_LABELS[index], t.roll
        if t.pending:
            return Rolled(t.seat, die, action.face, roll, tuple(t.dice))
        rolled = tuple(d for d in t.dice if d is not None)
        t.rolls.append(rolled)
        if selects(t.kind) and t.keep is None:
            self._p.stage = Stage.KEEP
            return Rolled(t.seat, die, action.face, roll, tuple(t.dice), select=True)
        if rolls(t.kind) == 2 and t.roll == 1 and not DOUBLE.shows(rolled):
            # A bunker's or grove's second roll, only when the first showed no double.
            t.roll = 2
            t.dice = [None] * 4
            t.pending = [0, 1, 2, 3]
            return Rolled(t.seat, die, action.face, roll, rolled, second_roll=True)
        resolved, end = self._resolved()
        return Rolled(t.seat, die, action.face, roll, rolled, resolved=resolved, end=end)

    def _keep(self, action: Keep) -> Kept:
        t = self._p.throw
        assert t is not None
        t.keep = action.dice
        t.pending = [i for i, kept in enumerate(action.dice) if not kept]
        if t.pending:
            for i in t.pending:
                t.dice[i] = None
            t.roll = 2
            self._p.stage = Stage.DICE
            return Kept(t.seat, action.dice)
        resolved, end = self._resolved()
        return Kept(t.seat, action.dice, resolved, end)

    # ---- resolving -------------------------------------------------------------------------

    def _reading(self, dice: tuple[int, ...], formula: Formula | None,
                 extra: int) -> Reading | None:
        """How the dice become metres, or None when the throw moves the ball by no distance
        (water, a failed escape, the green's combination)."""
        t, hole = self._p.throw, self.hole
        assert t is not None
        kind = t.kind
        if kind is ThrowKind.NORMAL:
            assert formula is not None
            distance, earned, slope = normal_distance(hole, t.start, dice, formula)
            hazard = hole.hazard_at(t.start)
            terrain = ("slope" if isinstance(hazard, Slope)
                       else "bank" if isinstance(hazard, Bank) else None)
            written = text(formula)
            return Reading(written, worked(written, dice), distance - earned - slope, earned,
                           slope, terrain, extra, distance + extra)
        needed = escape(hole, t.start)
        assert needed is not None
        shown = needed.shows(dice)
        if kind is ThrowKind.WATER:
            return None
        if kind is ThrowKind.GREEN:
            if shown:
                return None
            assert formula is not None
            written = text(formula)
            value = evaluate(formula, dice_faces(dice))
            return Reading(written, worked(written, dice), value, 0, 0, None, extra,
                           value + extra)
        if not shown:
            return None
        total = sum(dice[:4])
        return Reading(TOTAL_FORMULA, worked(TOTAL_FORMULA, dice), total, 0, 0, None, extra,
                       total + extra)

    def _resolution(self, formula: Formula | None = None,
                    spin: VaneSpin | None = None) -> ThrowResult:
        """The throw's result from its final dice (``rules.resolve``), with ``formula`` for
        the zone's after a sign change and ``spin`` the thrower's own weather card's."""
        t, hole = self._p.throw, self.hole
        assert t is not None
        dice = tuple(d for d in t.dice if d is not None)
        used = formula if formula is not None else t.formula
        weather = (*t.weather, spin) if spin is not None else tuple(t.weather)
        extra = t.extra + (spin.metres if spin is not None else 0)
        needed = escape(hole, t.start)
        landing = resolve(hole, t.start, dice, extra, formula)
        return ThrowResult(
            t.seat, self._p.hole, t.start, t.kind, tuple(t.rolls), t.keep, dice,
            None if needed is None else str(needed),
            None if needed is None else needed.shows(dice),
            self._reading(dice, used, extra), landing, t.air, weather,
            penalties=landing.penalties + t.air)

    def _resolved(self) -> tuple[ThrowResult | None, ThrowEnd | None]:
        """Resolve the throw: the thrower decides when there is more than accepting, else
        the throw ends."""
        t = self._p.throw
        assert t is not None
        result = self._resolution()
        t.result = result
        if not result.holed:
            self._p.stage = Stage.DECIDE
            if len(self._options()) > 1:
                return result, None
        return None, self._finish(result)

    def _decide(self, action: Action) -> Decided:
        t = self._p.throw
        assert t is not None and t.result is not None
        seat = t.seat
        if isinstance(action, ChangeSign):
            t.decision = action
            self._p.stage = Stage.SIGN
            return Decided(seat, action)
        if isinstance(action, FairPlay):
            self._p.fair_play[seat] = True
        effect = None
        if isinstance(action, Play):
            self._discard(seat, action.card)
            effect = self._game.deck.kind(action.card).effect
        if effect is CardEffect.WEATHER:
            t.decision = action
            self._p.stage = Stage.VANE
            return Decided(seat, action)
        result = self._settled(action)
        if effect is CardEffect.CHANCE and self.deck_size() > 0:
            t.result = result
            self._p.stage = Stage.DRAW
            return Decided(seat, action, resolved=result)
        return Decided(seat, action, end=self._finish(result))

    def _settled(self, action: Action, chance: Spin | Operation | None = None) -> ThrowResult:
        """The throw's result once the thrower's decision ``action`` (and the chance node it
        brings, the vane's ``Spin`` or the operations die's ``Operation``) is made; changes
        nothing (``outcomes`` previews with it)."""
        t, hole = self._p.throw, self.hole
        assert t is not None and t.result is not None
        result = t.result
        if isinstance(action, Accept):
            return result
        if isinstance(action, FairPlay):
            # Rule 9: the throw counts without its penalty, its dice read as a green throw.
            holed = hole.green.holes_out.shows(result.dice)
            landing = (Landing(hole.length, 0, Reason.HOLED) if holed
                       else Landing(t.start, 0, Reason.MOVED))
            return replace(result, landing=landing, fair_play=True, penalties=t.air)
        if isinstance(action, ChangeSign):
            assert isinstance(chance, Operation) and t.formula is not None
            changed = with_sign(t.formula, action.index, chance.op)
            sign = SignChange(action.index, chance.op, text(t.formula), text(changed))
            again = self._resolution(changed)  # the same dice: a sign changes no die
            return replace(again, sign=sign, penalties=again.penalties + 1)
        assert isinstance(action, Play)
        card = self._game.deck.kind(action.card)
        played = replace(result, card=card.id)
        effect = card.effect
        if effect in (CardEffect.HOLE_IN_ONE, CardEffect.GREEN_IN_ONE):
            # The throw's own penalties go; air shots laid on it are not the throw's.
            return replace(played, landing=Landing(hole.length, 0, Reason.HOLED),
                           penalties=t.air)
        if effect is CardEffect.NO_PENALTY:
            if action.stay:
                assert result.reading is not None
                landing = move(hole, t.start, result.reading.distance, exempt=True)
                return replace(played, landing=landing, cancelled=1,
                               penalties=landing.penalties + t.air)
            return replace(played, cancelled=1, penalties=result.penalties - 1)
        if effect is CardEffect.GREEN:
            assert card.metres is not None
            spot = result.landing.position
            gap = hole.length - spot
            if abs(gap) <= card.metres:
                landing = Landing(hole.length, result.landing.penalties, Reason.HOLED)
            else:
                step = card.metres if gap > 0 else -card.metres
                landing = Landing(spot + step, result.landing.penalties, Reason.MOVED)
            return replace(played, landing=landing)
        if effect is CardEffect.WEATHER:
            assert isinstance(chance, Spin)
            sector = self._game.deck.sector(chance.sector)
            assert sector is not None
            spin = VaneSpin(t.seat, False, sector.id, sector.name, sector.metres)
            return replace(self._resolution(spin=spin), card=card.id)
        assert effect is CardEffect.CHANCE
        ahead = [limit for limit in hole.limits if limit > t.start]
        target = ahead[0] if ahead else hole.green.start
        return replace(played, landing=Landing(target, 0, Reason.MOVED), penalties=t.air)

    def outcomes(self, action: Action) -> list[tuple[ThrowResult, Fraction]]:
        """What the thrower's decision ``action`` would make of this throw: each result with
        its chance (the vane's sectors for a weather card, the operations die's faces for a
        sign change; one result otherwise — a chance card's draw changes no result). It
        reads nothing hidden, so it works on a view: AIs and a play view's hints ask it.
        ``GameError`` when ``action`` is no decision that may be made now."""
        t = self._p.throw
        refusal = self.check(action)
        if self._p.stage is not Stage.DECIDE or t is None or t.result is None:
            refusal = refusal or tr("there is no throw to decide on now")
        if refusal is not None:
            raise GameError(refusal)
        if isinstance(action, ChangeSign):
            return [(self._settled(action, op), p) for op, p in _OPERATIONS]
        if isinstance(action, Play) and (self._game.deck.kind(action.card).effect
                                         is CardEffect.WEATHER):
            vane = self._game.deck.vane
            return [(self._settled(action, Spin(s.id)), _chance(1, len(vane))) for s in vane]
        return [(self._settled(action), Fraction(1))]

    def _operate(self, action: Operation) -> Operated:
        t = self._p.throw
        assert t is not None and t.decision is not None
        result = self._settled(t.decision, action)
        assert result.sign is not None
        return Operated(t.seat, action.op, result.sign, self._finish(result))

    def _draw(self, action: Draw) -> Drew:
        t = self._p.throw
        assert t is not None and t.result is not None and action.card is not None
        self._take(t.seat, action.card)
        return Drew(t.seat, action.card, self._finish(t.result))

    # ---- turns and holes -------------------------------------------------------------------

    def _finish(self, result: ThrowResult) -> ThrowEnd:
        """The throw counts: the ball, the throw and its penalties; the turn passes."""
        p = self._p
        seat = result.seat
        p.positions[seat] = result.landing.position
        p.throws[seat] += 1
        p.penalties[seat] += result.penalties
        holed = result.landing.holed
        out = not holed and p.throws[seat] >= THROW_LIMIT
        p.holed[seat] = holed
        p.done[seat] = holed or out
        p.throw = None
        position, throws, penalties = p.positions[seat], p.throws[seat], p.penalties[seat]
        n = self._game.players
        following = next((s for k in range(1, n + 1)
                          if not p.done[s := (seat + k) % n]), None)
        hole_end = None
        if following is None:
            hole_end = self._end_hole()
            if not self.is_over():
                following = 0
        if following is not None:
            self._begin_throw(following)
        return ThrowEnd(seat, result, position, throws, penalties, holed, out, following,
                        hole_end)

    def _end_hole(self) -> HoleEnd:
        p = self._p
        n = self._game.players
        row = tuple(p.throws[s] + p.penalties[s] for s in range(n))
        index = p.hole
        p.scores[index] = list(row)
        number = self._game.hole_numbers[index]
        if index + 1 < len(self._game.hole_numbers):
            p.hole = index + 1
            p.positions, p.throws, p.penalties = [0] * n, [0] * n, [0] * n
            p.holed, p.done = [False] * n, [False] * n
            return HoleEnd(index, number, row, None)
        # §5: every card still held after the last hole is a penalty stroke; it goes on the
        # last hole, so that the card's total is the game's (docs/dicegolf-rules-engine.md).
        held = tuple(p.sizes) if self._game.params.cards else (0,) * n
        p.card_penalties = list(held)
        last = p.scores[index]
        p.scores[index] = [(s or 0) + held[k] for k, s in enumerate(last)]
        p.stage = Stage.OVER
        totals = self.scores()
        return HoleEnd(index, number, row, GameEnd(held, totals, self.winners()))

    # ---- scores ----------------------------------------------------------------------------

    def card(self) -> Card:
        return tuple(tuple(row) for row in self._p.scores)

    def scores(self) -> tuple[int, ...]:
        n = self._game.players
        return tuple(sum(row[k] or 0 for row in self._p.scores) for k in range(n))

    def winners(self) -> tuple[int, ...]:
        """The lowest total wins (holes and card penalties); a tie is shared."""
        return winners(self.scores(), lower_wins=True)


def _moves_freely(result: ThrowResult, start: int) -> bool:
    """Whether a throw's result leaves the ball holed, or elsewhere than ``start`` with no
    penalty on its landing (a sign change's own penalty is its price, not the landing's)."""
    landing = result.landing
    return landing.holed or (landing.position != start and not landing.penalties)


_CHANCE_WAITS = {
    Stage.DEAL: QT_TR_NOOP("the cards must be dealt first"),
    Stage.VANE: QT_TR_NOOP("the weather vane must be spun first"),
    Stage.DICE: QT_TR_NOOP("the dice must be rolled first"),
    Stage.SIGN: QT_TR_NOOP("the operations die must be rolled first"),
    Stage.DRAW: QT_TR_NOOP("a card must be drawn first"),
}


if TYPE_CHECKING:
    # mypy proves here that the engine has the studio's shape (engine.state).
    from golfstudio.engine.registry import GameType
    from golfstudio.engine.state import Game, State

    _GAME: type[Game[Action]] = DiceGolfGame
    _STATE: type[State[Action]] = DiceGolfState
    _TYPE: GameType = GAME_TYPE
