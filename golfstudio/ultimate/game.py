"""A round of Ultimate Golf: players, the order of play, every roll, relief and the card.

``UltimateGame`` is the studio's ``Game`` (``engine.state``): a course, the holes played,
the players, the card set and the pick-up limit. ``UltimateState`` is its ``State``. Chance
is explicit: after a ``Shot`` (a card, an aim point and, for a recovery beyond 60 yards, an
iron) the state is a chance node whose outcomes are the 21 throws of two dice (``Roll``,
low die first, with their exact chances); a person may type a real throw, the analysis
enumerates them, ``engine.play.sample_chance`` draws one. A saved game is its parameters
and its actions, like every game's.

The turn (ultimate-golf.md §7):

- Hole 1's order is decided by the dice (``Leader``: each seat leads with an equal chance,
  then the others follow in seat order after it); afterwards the winner of the previous hole
  leads and the others keep that hole's order; a tied hole keeps its order.
- Each turn is one shot. All play from the tee in turn, then in turn (the order skipping
  those holed out) until all have holed out.
- A shot whose ball needs relief offers the hole's choices (``ball.take_relief``); with one
  choice it is taken at once, with several the same player chooses (``Drop``) before the
  turn passes. Penalty strokes count with the shot.
- On the green the putter is played (§5): a first putt holes on the card's sums for the
  band; a miss is followed at once by the second putt (a chance node: any throw but a double
  holes it, a double is three putts). A ball that covers the hole (a chip's or a bunker
  card's 7, or any shot in yards that stops on the flag) is followed by a re-roll: 7 holes
  it, anything else is one more putt (§4). The hole's first shot gets no re-roll (only the
  hole-in-one rule holes it from the tee): covering the hole, it lies on the lip and one
  putt is counted at once (``ShotOutcome.on_lip``).

**Decision — the pick-up limit.** The rulebook has no limit, but a game must end: a player
who has used ``pickup`` strokes (penalties included, 12 by default) without holing picks up
and scores ``pickup`` on that hole. Scores are capped at it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING

from golfstudio import i18n
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import winners
from golfstudio.engine.players import check_player_names, clean_name
from golfstudio.engine.state import CHANCE, TERMINAL, Card, JsonValue
from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.plane import Point
from golfstudio.ultimate.ball import (
    Ball,
    landed,
    shoot,
    shoot_refusal,
    situation,
    take_relief,
    tee_ball,
)
from golfstudio.ultimate.cards import (
    CARDS_FILE,
    CardSet,
    ShotCard,
    Unit,
    card_set_from_data,
    default_cards,
)
from golfstudio.ultimate.course import Course, Hole, Relief
from golfstudio.ultimate.course_file import course_from_data, course_to_data
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import Situation, allowed_cards, irons
from golfstudio.ultimate.limits import MAX_COORDINATE
from golfstudio.ultimate.shot import ShotOutcome
from golfstudio.ultimate.validate import errors_of, validate

__all__ = [
    "CANDIDATE_TURNS",
    "DEFAULT_PICKUP",
    "GAME_TYPE",
    "MAX_PLAYERS",
    "Action",
    "Aimed",
    "Drop",
    "Dropped",
    "GameParams",
    "Honour",
    "Leader",
    "Roll",
    "Rolled",
    "Shot",
    "Stage",
    "UltimateGame",
    "UltimateState",
    "action_from_dict",
    "throws",
]

MAX_PLAYERS = 6
DEFAULT_PICKUP = 12
MIN_PICKUP, MAX_PICKUP = 6, 30
"""The pick-up limit (module docstring): above the longest par, and short of a game that
drags on."""

CANDIDATE_TURNS = (-20.0, -10.0, 0.0, 10.0, 20.0)
"""Degrees off the line to the flag of the aims ``legal_actions`` lists for a club (the
flag itself at 0°, so a hole in one is among them); any other aim is legal too."""
RECOVERY_TURNS = (-15.0, 0.0, 15.0)


# ---- parameters --------------------------------------------------------------------------------

@dataclass(frozen=True)
class GameParams:
    """What a round is played with; with the actions, all a saved game needs. The set-up
    rules live here so the CLI, the play view and a saved game refuse the same rounds in
    the same words."""

    course: Course
    players: tuple[str, ...]
    label: str = ""
    """The course's name on the card and in the store (a bundled id, a file name); by
    default the course's own name."""
    holes: tuple[int, ...] = ()
    """The hole numbers played, in order (1-based); every hole of the course by default."""
    cards: CardSet = field(default_factory=default_cards)
    pickup: int = DEFAULT_PICKUP

    def __post_init__(self) -> None:
        check_player_names(self.players, 1, MAX_PLAYERS)
        if not MIN_PICKUP <= self.pickup <= MAX_PICKUP:
            raise GameError(tr("the pick-up limit is {least} to {most} strokes, not {value}")
                            .format(least=MIN_PICKUP, most=MAX_PICKUP, value=self.pickup))
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
        for number in self.hole_numbers():
            hole = self.course.holes[number - 1]
            if hole.flag is None or len(hole.tee_markers) != 2:
                raise GameError(tr("hole {hole} needs its two tee markers and a flag").format(
                    hole=number))

    def hole_numbers(self) -> tuple[int, ...]:
        return self.holes or tuple(range(1, len(self.course.holes) + 1))

    def course_label(self) -> str:
        return " ".join((self.label or self.course.name).split())

    def to_json(self) -> dict[str, JsonValue]:
        """The course and the card set in full: a saved game replays even when their files
        have changed since."""
        return {
            "course": course_to_data(self.course),
            "label": self.label,
            "players": list(self.players),
            "holes": list(self.holes),
            "cards": CARDS_FILE.wrap(self.cards.model_dump(mode="json", exclude_none=True)),
            "pickup": self.pickup,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> GameParams:
        """The inverse of ``to_json``; ``GameError`` naming what is wrong in the data."""
        known = {"course", "label", "players", "holes", "cards", "pickup"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise GameError(tr('unknown key "{key}" in the Ultimate Golf parameters').format(
                key=unknown[0]))
        players, holes = data.get("players"), data.get("holes", [])
        label, pickup = data.get("label", ""), data.get("pickup", DEFAULT_PICKUP)
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise GameError(tr("the parameters need a list of player names"))
        if len(players) > MAX_PLAYERS:
            raise GameError(tr("a game has {least} to {most} players, not {count}").format(
                least=1, most=MAX_PLAYERS, count=len(players)))
        if not isinstance(holes, list) or not all(_whole(h) for h in holes):
            raise GameError(tr("holes must be a list of hole numbers, got {value}").format(
                value=shown(holes)))
        if not isinstance(label, str):
            raise GameError(tr("label must be text, got {value}").format(value=shown(label)))
        if not _whole(pickup):
            raise GameError(tr("pickup must be a whole number of strokes, got {value}").format(
                value=shown(pickup)))
        try:
            course = course_from_data(data.get("course"))
        except UltimateError as exc:
            raise GameError(tr("the course: {problems}").format(
                problems="; ".join(exc.lines()))) from None
        raw_cards = data.get("cards")
        try:
            cards = default_cards() if raw_cards is None else card_set_from_data(raw_cards)
        except UltimateError as exc:
            raise GameError(tr("the card set: {problems}").format(
                problems="; ".join(exc.lines()))) from None
        return cls(course, tuple(players), label, tuple(holes), cards, pickup)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ---- actions -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Leader:
    """Chance: the seat the dice send to the first tee (hole 1)."""

    seat: int


@dataclass(frozen=True)
class Shot:
    """A card played toward an aim point; ``iron`` reads the recovery card beyond 60 yards."""

    card: str
    aim: Point
    iron: str | None = None


@dataclass(frozen=True)
class Drop:
    """The relief chosen, by its place among the choices the hole offers (0 first)."""

    option: int


@dataclass(frozen=True)
class Roll:
    """Chance: a throw of the two dice, the lower die first."""

    low: int
    high: int

    @property
    def sum(self) -> int:
        return self.low + self.high

    @property
    def double(self) -> bool:
        return self.low == self.high


Action = Leader | Shot | Drop | Roll


def throws() -> tuple[tuple[Roll, Fraction], ...]:
    """The 21 throws of two dice with their chances (a double 1/36, any other pair 2/36)."""
    return tuple((Roll(a, b), Fraction(1 if a == b else 2, 36))
                 for a in range(1, 7) for b in range(a, 7))


_THROWS = throws()


def _point_json(p: Point) -> list[float]:
    return [p.x, p.y]


def action_to_dict(action: Action) -> dict[str, JsonValue]:
    if isinstance(action, Leader):
        return {"leader": action.seat}
    if isinstance(action, Shot):
        return {"card": action.card, "aim": _point_json(action.aim), "iron": action.iron}
    if isinstance(action, Drop):
        return {"drop": action.option}
    return {"roll": [action.low, action.high]}


def action_from_dict(data: object) -> Action:
    """The inverse of ``action_to_dict``; ``GameError`` naming the entry otherwise."""
    if isinstance(data, dict):
        keys = set(data)
        if keys == {"leader"} and _whole(data["leader"]):
            return Leader(data["leader"])
        if keys == {"drop"} and _whole(data["drop"]):
            return Drop(data["drop"])
        if keys == {"roll"}:
            pair = data["roll"]
            if isinstance(pair, list) and len(pair) == 2 and all(_whole(v) for v in pair):
                return Roll(pair[0], pair[1])
        if keys == {"card", "aim", "iron"} and isinstance(data["card"], str) and (
                data["iron"] is None or isinstance(data["iron"], str)):
            aim = data["aim"]
            if (isinstance(aim, list) and len(aim) == 2
                    and all(isinstance(v, int | float) and not isinstance(v, bool)
                            and math.isfinite(v) and abs(v) <= MAX_COORDINATE for v in aim)):
                return Shot(data["card"], Point(float(aim[0]), float(aim[1])), data["iron"])
    raise GameError(tr("not an Ultimate Golf action: {action}").format(action=shown(data)))


def action_text(action: Action, cards: CardSet | None = None) -> str:
    """An action in a player's words."""
    def name(card_id: str) -> str:
        if cards is None:
            return card_id
        return next((tr(c.name) for c in cards.cards if c.id == card_id), card_id)

    if isinstance(action, Leader):
        return tr("player {number} tees off first").format(number=action.seat + 1)
    if isinstance(action, Shot):
        x, y = i18n.decimal(action.aim.x, 1), i18n.decimal(action.aim.y, 1)
        if action.iron:
            return tr("{card} read with the {iron} aimed at ({x}, {y})").format(
                card=name(action.card), iron=name(action.iron), x=x, y=y)
        return tr("{card} aimed at ({x}, {y})").format(card=name(action.card), x=x, y=y)
    if isinstance(action, Drop):
        return tr("relief choice {number}").format(number=action.option + 1)
    return tr("throw {low} and {high}").format(low=action.low, high=action.high)


# ---- records -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Honour:
    """What ``apply(Leader)`` did: the order of play on hole 1."""

    order: tuple[int, ...]


@dataclass(frozen=True)
class Aimed:
    player: int
    shot: Shot


@dataclass(frozen=True)
class Rolled:
    """What a throw did: the shot it resolved (``outcome``; None for a second putt or a
    re-roll over the hole), the relief taken at once, where the ball now lies and the
    player's strokes on the hole."""

    player: int
    roll: Roll
    outcome: ShotOutcome | None
    relief: Relief | None
    ball: Ball
    strokes: int
    holed: bool
    picked_up: bool
    choose_relief: bool
    """The player must now choose among several reliefs (``UltimateState.relief_options``)."""


@dataclass(frozen=True)
class Dropped:
    player: int
    relief: Relief
    ball: Ball
    strokes: int
    picked_up: bool


# ---- the game ----------------------------------------------------------------------------------

class UltimateGame:
    """The parameters; it makes states (``engine.state.Game``)."""

    game_id = "ultimate"

    def __init__(self, params: GameParams) -> None:
        self.params = params
        self.hole_numbers = params.hole_numbers()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UltimateGame) and other.params == self.params

    def __hash__(self) -> int:
        return hash((self.params.players, self.hole_numbers, self.params.course.name))

    @property
    def cards(self) -> CardSet:
        return self.params.cards

    def hole(self, index: int) -> Hole:
        """The ``index``-th hole played (0-based in the round)."""
        return self.params.course.holes[self.hole_numbers[index] - 1]

    @cached_property
    def tee_balls(self) -> tuple[Ball, ...]:
        return tuple(tee_ball(self.hole(k)) for k in range(len(self.hole_numbers)))

    def new_state(self) -> UltimateState:
        return UltimateState(self)

    def player_names(self) -> tuple[str, ...]:
        return tuple(clean_name(p) for p in self.params.players)

    def holes(self) -> tuple[tuple[int, int], ...]:
        """Par and stroke index of the holes played. A round of some of the course's holes
        ranks their stroke indexes 1..n in the course's order of difficulty (as a nine-hole
        card does): the scorecards allot handicap strokes over the holes on the card."""
        played = [self.hole(k) for k in range(len(self.hole_numbers))]
        ranked = sorted(range(len(played)), key=lambda k: played[k].stroke_index)
        rank = {k: r + 1 for r, k in enumerate(ranked)}
        return tuple((h.par, rank[k]) for k, h in enumerate(played))

    def hole_labels(self) -> tuple[str, ...]:
        return tuple(str(n) for n in self.hole_numbers)

    def card_name(self) -> str:
        """"Ultimate Golf: default" — with the holes when not the whole course, so a round of
        nine is not kept under the eighteen's card."""
        name = f"Ultimate Golf: {self.params.course_label()}"
        if self.params.holes and self.hole_numbers != tuple(
                range(1, len(self.params.course.holes) + 1)):
            name += " (holes " + ", ".join(str(n) for n in self.hole_numbers) + ")"
        return name

    def params_to_json(self) -> dict[str, JsonValue]:
        return self.params.to_json()

    def action_to_json(self, action: Action) -> JsonValue:
        return action_to_dict(action)

    def action_from_json(self, data: JsonValue) -> Action:
        return action_from_dict(data)

    def action_text(self, action: Action) -> str:
        return action_text(action, self.cards)


class _UltimateType:
    """The registry's handle on the engine (``engine.registry.GameType``)."""

    def game_from_json(self, params: Mapping[str, JsonValue]) -> UltimateGame:
        return UltimateGame(GameParams.from_json(params))

    def example_params(self, players: int) -> dict[str, JsonValue]:
        """Holes 17 and 18 of the bundled course: an island green with a choice of relief,
        and the bay with its sand strip."""
        from golfstudio.ultimate.bundled import DEFAULT_COURSE, load_bundled

        return GameParams(load_bundled(), tuple(f"Player {k + 1}" for k in range(players)),
                          DEFAULT_COURSE, (17, 18)).to_json()


GAME_TYPE = _UltimateType()


# ---- the state ---------------------------------------------------------------------------------

class Stage(Enum):
    LEADER = "leader"
    """Chance: who tees off first on hole 1."""
    SHOT = "shot"
    """A player chooses a card and an aim."""
    FLIGHT = "flight"
    """Chance: the throw for the shot chosen."""
    RELIEF = "relief"
    """The player chooses among the hole's reliefs."""
    COVERS = "covers"
    """Chance: the re-roll for a ball covering the hole (7 holes it)."""
    SECOND_PUTT = "second-putt"
    """Chance: the second putt (any throw but a double holes it)."""
    OVER = "over"


_CHANCE_STAGES = frozenset({Stage.LEADER, Stage.FLIGHT, Stage.COVERS, Stage.SECOND_PUTT})


@dataclass
class _Progress:
    """The mutable part of a round; ``clone`` copies it."""

    hole: int = 0
    order: tuple[int, ...] = ()
    turn: int = 0
    stage: Stage = Stage.SHOT
    balls: list[Ball] = field(default_factory=list)
    strokes: list[int] = field(default_factory=list)
    done: list[bool] = field(default_factory=list)
    scores: list[list[int | None]] = field(default_factory=list)
    shot: Shot | None = None
    played_from: Ball | None = None
    outcome: ShotOutcome | None = None
    history: list[Action] = field(default_factory=list)

    def copy(self) -> _Progress:
        return _Progress(self.hole, self.order, self.turn, self.stage, list(self.balls),
                         list(self.strokes), list(self.done), [list(s) for s in self.scores],
                         self.shot, self.played_from, self.outcome, list(self.history))


class UltimateState:
    """A round in progress (module docstring); ``engine.state.State``."""

    def __init__(self, game: UltimateGame) -> None:
        self._game = game
        n = len(game.params.players)
        self._p = _Progress(scores=[[None] * n for _ in game.hole_numbers])
        if n > 1:
            self._p.stage = Stage.LEADER
            self._p.order = tuple(range(n))
            self._start_hole(0, Stage.LEADER)
        else:
            self._p.order = (0,)
            self._start_hole(0, Stage.SHOT)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, UltimateState) and other._game == self._game
                and other._p == self._p)

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ---- reading the state -----------------------------------------------------------------

    @property
    def game(self) -> UltimateGame:
        return self._game

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._p.history)

    @property
    def stage(self) -> Stage:
        return self._p.stage

    @property
    def hole_index(self) -> int:
        """The hole being played, 0-based in the round (``len(holes)`` once over)."""
        return self._p.hole

    @property
    def hole(self) -> Hole:
        """The hole being played (the last one once the round is over)."""
        return self._game.hole(min(self._p.hole, len(self._game.hole_numbers) - 1))

    @property
    def order(self) -> tuple[int, ...]:
        """The order of play on this hole (seats)."""
        return self._p.order

    def player_to_play(self) -> int | None:
        """The seat whose turn it is (during its pending throw too); None before the order
        is drawn and once over."""
        if self._p.stage in (Stage.LEADER, Stage.OVER):
            return None
        return self._p.order[self._p.turn]

    def ball(self, player: int) -> Ball:
        return self._p.balls[player]

    def strokes(self, player: int) -> int:
        """Strokes taken on the current hole (penalties included)."""
        return self._p.strokes[player]

    def holed_out(self, player: int) -> bool:
        return self._p.done[player]

    def situation(self, player: int) -> Situation:
        return situation(self.hole, self._p.balls[player])

    @property
    def pending_shot(self) -> Shot | None:
        return self._p.shot if self._p.stage is Stage.FLIGHT else None

    @property
    def pending_outcome(self) -> ShotOutcome | None:
        """The shot whose ball awaits a relief choice."""
        return self._p.outcome if self._p.stage is Stage.RELIEF else None

    @property
    def played_from(self) -> Ball | None:
        """Where the shot awaiting a relief choice was played from (stroke and distance
        returns there)."""
        return self._p.played_from if self._p.stage is Stage.RELIEF else None

    def relief_options(self) -> tuple[Relief, ...]:
        outcome = self.pending_outcome
        return () if outcome is None else outcome.relief

    def is_over(self) -> bool:
        return self._p.stage is Stage.OVER

    def is_chance_node(self) -> bool:
        return self._p.stage in _CHANCE_STAGES

    def current_player(self) -> int:
        if self.is_over():
            return TERMINAL
        if self.is_chance_node():
            return CHANCE
        seat = self.player_to_play()
        assert seat is not None
        return seat

    # ---- actions ---------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[Leader | Roll, Fraction]]:
        stage = self._p.stage
        if stage is Stage.LEADER:
            n = len(self._p.balls)
            return [(Leader(seat), Fraction(1, n)) for seat in range(n)]
        if stage in _CHANCE_STAGES:
            return list(_THROWS)
        return []

    def legal_actions(self) -> list[Action]:
        """At a chance node its outcomes; when relief is to be chosen, each choice; else a
        candidate set of shots: every card the lie allows, clubs aimed at the flag and turned
        ``CANDIDATE_TURNS`` about the ball (any aim ``check`` accepts is legal too)."""
        stage = self._p.stage
        if stage is Stage.OVER:
            return []
        if self.is_chance_node():
            return [action for action, _ in self.chance_outcomes()]
        if stage is Stage.RELIEF:
            return [Drop(k) for k in range(len(self.relief_options()))]
        return self._candidate_shots()

    def _candidate_shots(self) -> list[Action]:
        seat = self.player_to_play()
        assert seat is not None
        hole, cards, ball = self.hole, self._game.cards, self._p.balls[seat]
        start = situation(hole, ball)
        assert hole.flag is not None
        flag = hole.flag
        found: list[Action] = []
        for card_id in allowed_cards(cards, start):
            card = cards.card(card_id)
            if not isinstance(card, ShotCard) and card_id != "recovery":
                found.append(Shot(card_id, flag))  # the putter
            elif isinstance(card, ShotCard) and card.unit is Unit.FEET:
                found.append(Shot(card_id, flag))
            elif card_id == "recovery":
                found.extend(Shot(card_id, _turned(ball.at, flag, turn), iron)
                             for iron in irons(cards) for turn in RECOVERY_TURNS)
            else:
                found.extend(Shot(card_id, _turned(ball.at, flag, turn))
                             for turn in CANDIDATE_TURNS)
        return [a for a in found if not isinstance(a, Shot) or a.aim != ball.at]

    def check(self, action: Action) -> str | None:
        """Why ``action`` cannot be played now, or None (``engine.state.State.check``)."""
        stage = self._p.stage
        if stage is Stage.OVER:
            return tr("the round is over")
        if isinstance(action, Leader):
            if stage is not Stage.LEADER:
                return tr("the order of play is already decided")
            n = len(self._p.balls)
            return None if 0 <= action.seat < n else tr("there is no player {number}").format(
                number=action.seat + 1)
        if isinstance(action, Roll):
            if stage not in (Stage.FLIGHT, Stage.COVERS, Stage.SECOND_PUTT):
                return tr("no throw is pending: choose a shot first")
            if not 1 <= action.low <= action.high <= 6:
                return tr("a throw is two dice of 1 to 6, lower first, not {low} and {high}")\
                    .format(low=action.low, high=action.high)
            return None
        if self.is_chance_node():
            return tr("the dice must be thrown first")
        if isinstance(action, Drop):
            if stage is not Stage.RELIEF:
                return tr("no relief is to be chosen now")
            count = len(self.relief_options())
            if not 0 <= action.option < count:
                return tr("choose relief 1 to {count}, not {number}").format(
                    count=count, number=action.option + 1)
            return None
        if isinstance(action, Shot):
            if stage is not Stage.SHOT:
                return tr("choose the relief first")
            return self._check_shot(action)
        return tr("not an Ultimate Golf action: {action}").format(action=repr(action))

    def _check_shot(self, shot: Shot) -> str | None:
        if not (math.isfinite(shot.aim.x) and math.isfinite(shot.aim.y)
                and abs(shot.aim.x) <= MAX_COORDINATE and abs(shot.aim.y) <= MAX_COORDINATE):
            return tr("the aim point {point} is off the map").format(point=shot.aim)
        seat = self.player_to_play()
        assert seat is not None
        # The checks of the shot without its flight: the same refusals, in the same words.
        return shoot_refusal(self.hole, self._game.cards, self._p.balls[seat], shot.card,
                             shot.aim, 7, shot.iron)

    def apply(self, action: Action) -> Honour | Aimed | Rolled | Dropped:
        """Play an action and return the record of what it did."""
        refusal = self.check(action)
        if refusal is not None:
            raise GameError(refusal)
        record: Honour | Aimed | Rolled | Dropped
        if isinstance(action, Leader):
            record = self._lead(action)
        elif isinstance(action, Shot):
            seat = self.player_to_play()
            assert seat is not None
            self._p.shot = action
            self._p.stage = Stage.FLIGHT
            record = Aimed(seat, action)
        elif isinstance(action, Drop):
            record = self._drop(action)
        else:
            record = self._roll(action)
        self._p.history.append(action)
        return record

    # ---- scores and copies -----------------------------------------------------------------

    def card(self) -> Card:
        return tuple(tuple(row) for row in self._p.scores)

    def scores(self) -> tuple[int, ...]:
        n = len(self._p.balls)
        return tuple(sum(row[k] or 0 for row in self._p.scores) for k in range(n))

    def winners(self) -> tuple[int, ...]:
        """The lowest total wins; a tie is shared."""
        return winners(self.scores(), lower_wins=True)

    def view(self, player: int) -> UltimateState:
        """Nothing is hidden: every seat sees the whole table (a copy)."""
        return self.clone()

    def clone(self) -> UltimateState:
        twin = UltimateState.__new__(UltimateState)
        twin._game = self._game
        twin._p = self._p.copy()
        return twin

    # ---- rules -----------------------------------------------------------------------------

    def _start_hole(self, index: int, stage: Stage = Stage.SHOT) -> None:
        p = self._p
        p.hole = index
        p.turn = 0
        p.shot = p.outcome = p.played_from = None
        if index >= len(self._game.hole_numbers):
            p.stage = Stage.OVER
            return
        n = len(self._game.params.players)
        p.balls = [self._game.tee_balls[index]] * n
        p.strokes = [0] * n
        p.done = [False] * n
        p.stage = stage

    def _lead(self, action: Leader) -> Honour:
        n = len(self._p.balls)
        self._p.order = tuple((action.seat + k) % n for k in range(n))
        self._p.stage = Stage.SHOT
        return Honour(self._p.order)

    def _roll(self, roll: Roll) -> Rolled:
        p = self._p
        seat = self.player_to_play()
        assert seat is not None
        if p.stage is Stage.COVERS:
            if roll.sum != 7:
                p.strokes[seat] += 1
            return self._holed(seat, roll, None)
        if p.stage is Stage.SECOND_PUTT:
            p.strokes[seat] += 2 if roll.double else 1
            return self._holed(seat, roll, None)
        shot = p.shot
        assert shot is not None
        played_from = p.balls[seat]
        outcome = shoot(self.hole, self._game.cards, played_from, shot.card, shot.aim,
                        roll.sum, shot.iron)
        p.shot = None
        p.strokes[seat] += 1
        if outcome.holed:
            return self._holed(seat, roll, outcome)
        if outcome.on_lip:
            # The first shot covers the hole without the hole-in-one rule: one putt (§4).
            p.strokes[seat] += 1
            return self._holed(seat, roll, outcome)
        if outcome.holed_check:
            p.balls[seat] = landed(outcome)
            p.stage = Stage.COVERS
            return self._rolled(seat, roll, outcome, None, holed=False)
        if shot.card == "putter":
            p.stage = Stage.SECOND_PUTT
            return self._rolled(seat, roll, outcome, None, holed=False)
        options = outcome.relief
        if len(options) > 1:
            p.stage = Stage.RELIEF
            p.outcome, p.played_from = outcome, played_from
            p.balls[seat] = landed(outcome)
            return self._rolled(seat, roll, outcome, None, holed=False, choose=True)
        relief = options[0] if options else None
        if relief is None:
            p.balls[seat] = landed(outcome)
        else:
            p.strokes[seat] += relief.penalty
            p.balls[seat] = take_relief(self.hole, played_from, outcome, relief)
        picked_up = self._end_turn(seat)
        return self._rolled(seat, roll, outcome, relief, holed=False, picked_up=picked_up)

    def _drop(self, action: Drop) -> Dropped:
        p = self._p
        seat = self.player_to_play()
        assert seat is not None and p.outcome is not None and p.played_from is not None
        relief = p.outcome.relief[action.option]
        p.strokes[seat] += relief.penalty
        p.balls[seat] = take_relief(self.hole, p.played_from, p.outcome, relief)
        p.outcome = p.played_from = None
        ball, strokes = p.balls[seat], min(p.strokes[seat], self._game.params.pickup)
        picked_up = self._end_turn(seat)
        return Dropped(seat, relief, ball, strokes, picked_up)

    def _rolled(self, seat: int, roll: Roll, outcome: ShotOutcome | None,
                relief: Relief | None, *, holed: bool, picked_up: bool = False,
                choose: bool = False) -> Rolled:
        strokes = min(self._p.strokes[seat], self._game.params.pickup)
        return Rolled(seat, roll, outcome, relief, self._p.balls[seat], strokes, holed,
                      picked_up, choose)

    def _holed(self, seat: int, roll: Roll, outcome: ShotOutcome | None) -> Rolled:
        p = self._p
        flag = self.hole.flag
        assert flag is not None
        p.balls[seat] = Ball(flag, on_tee=False, first_shot=False)
        p.done[seat] = True
        record = self._rolled(seat, roll, outcome, None, holed=True)
        self._next_turn()
        return record

    def _end_turn(self, seat: int) -> bool:
        """Pass the turn; True when the player has just picked up at the limit."""
        p = self._p
        picked_up = p.strokes[seat] >= self._game.params.pickup
        if picked_up:
            p.done[seat] = True
        self._next_turn()
        return picked_up

    def _next_turn(self) -> None:
        p = self._p
        p.stage = Stage.SHOT
        n = len(p.order)
        for step in range(1, n + 1):
            k = (p.turn + step) % n
            if not p.done[p.order[k]]:
                p.turn = k
                return
        self._finish_hole()

    def _finish_hole(self) -> None:
        p = self._p
        pickup = self._game.params.pickup
        row = [min(s, pickup) for s in p.strokes]
        p.scores[p.hole] = list(row)
        best = min(row)
        winners = [seat for seat, s in enumerate(row) if s == best]
        if len(winners) == 1:
            leader = winners[0]
            p.order = (leader, *(seat for seat in p.order if seat != leader))
        self._start_hole(p.hole + 1)


def _turned(origin: Point, flag: Point, degrees: float) -> Point:
    """The flag turned ``degrees`` about the ball (positive: to the player's left)."""
    if degrees == 0.0:
        return flag
    a = math.radians(degrees)
    v = flag - origin
    return Point(origin.x + v.x * math.cos(a) - v.y * math.sin(a),
                 origin.y + v.x * math.sin(a) + v.y * math.cos(a))


if TYPE_CHECKING:
    # mypy proves here that the engine has the studio's shape (engine.state).
    from golfstudio.engine.registry import GameType
    from golfstudio.engine.state import Game, State

    _GAME: type[Game[Action]] = UltimateGame
    _STATE: type[State[Action]] = UltimateState
    _TYPE: GameType = GAME_TYPE
