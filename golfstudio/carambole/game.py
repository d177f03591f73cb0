"""A game of Mini Golf Carambole: courses, players and their balls, turns, strokes, scores.

``CaramboleGame`` is the studio's ``Game`` (``engine.state``): the parameters and the
courses compiled once into cell tables; ``CaramboleState`` is its ``State``. Chance is
explicit as in OpenSpiel: after a ``Shot`` (a direction and a die or card) the state is a
chance node whose ``chance_outcomes()`` list the faces of the throw with exact
probabilities; ``apply(Roll(face))`` resolves the shot (an AI, the analysis or a person
typing a real throw picks the face; ``engine.play.sample_chance`` draws one). A saved game is
``params_to_json()`` and the history (``engine.saved_game``).

Turns (§6): in **basic** mode a ball is played shot after shot until it is holed or has
used the stroke limit, then the next ball; only that ball is on the course, as when each
player plays the course alone. In **carambole** mode every ball still on the course plays one
shot per round, the stroke number is the round's, and the balls collide (§7). Either way the
balls go in the course's play order of colours (colours it leaves out after the listed ones,
in the default order; balls of one colour in player order). A ball's first action on a course
is choosing its start cell (the rulebook lets each player pick any start; in carambole mode
a start where a ball rests is taken).

The card has one hole per course played. A course has no par of its own, so every hole is
par ``DEFAULT_PAR`` and the stroke index follows the order played (docs/carambole-rules-engine.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, overload

from golfstudio.carambole.course import DEFAULT_PLAY_ORDER, Colour, Course, colour_name
from golfstudio.carambole.course_file import course_from_data, course_to_data
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.ruleset import ImpulseSource, die_name
from golfstudio.carambole.shot import ShotRecord, resolve_ids
from golfstudio.carambole.table import CellTable, GameError, compile_course
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.engine.play import winners
from golfstudio.engine.state import CHANCE, TERMINAL, Card, JsonValue
from golfstudio.errors import shown
from golfstudio.hexgrid import Direction, Hex, compass, distance
from golfstudio.i18n import tr

__all__ = [
    "CHANCE",
    "DEFAULT_PAR",
    "GAME_TYPE",
    "TERMINAL",
    "Action",
    "Aimed",
    "BallInfo",
    "CaramboleGame",
    "CaramboleState",
    "GameError",
    "GameParams",
    "Mode",
    "Place",
    "Placed",
    "Player",
    "Roll",
    "Shot",
    "action_from_dict",
]

DEFAULT_PAR = 3
"""A Carambole course has no par field; a well-played bundled course takes two to four."""

MAX_PLAYERS = 12
MAX_BALLS = 12
"""Six round balls and six flat ones (rulebook, "Contenu du jeu")."""
MAX_COURSES = 36
"""Two rounds of eighteen courses: more than any evening's play."""


class Mode(StrEnum):
    BASIC = "basic"
    CARAMBOLE = "carambole"


class BallState(IntEnum):
    WAITING = 0
    """Not on the course yet: its first action there is choosing a start."""
    PLAYING = 1
    HOLED = 2
    OUT = 3
    """Used the stroke limit without holing out; off the course."""


@dataclass(frozen=True)
class Player:
    """A player, their number of balls and optionally each ball's colour.

    Without colours, balls are coloured in the default play order, ball after ball of the
    players in order (so on a default course they play in that order too).
    """

    name: str
    balls: int = 1
    colours: tuple[Colour, ...] = ()


@dataclass(frozen=True)
class BallInfo:
    """A ball of the game: its number, its owner (a player's index) and its colour."""

    number: int
    owner: int
    colour: Colour


@dataclass(frozen=True)
class GameParams:
    """What a game is played with; with the action history, all a saved game needs.

    The set-up rules live here, so every door (the set-up dialog, the CLI, a saved game)
    refuses the same games with the same words: players named and told apart, the box's
    balls, a colour of one's own in carambole mode (the balls share the course), courses with
    a hole and a start. ``labels`` name the courses on the card and in the store (bundled
    ids, file names); by default the courses' own names.
    """

    courses: tuple[Course, ...]
    players: tuple[Player, ...]
    mode: Mode = Mode.BASIC
    labels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.courses:
            raise GameError(tr("add at least one course to the round"))
        if not self.players:
            raise GameError(tr("add at least one player"))
        if len(self.players) > MAX_PLAYERS:
            raise GameError(tr("a game has 1 to {most} players, not {count}").format(
                most=MAX_PLAYERS, count=len(self.players)))
        names = [p.name.strip() for p in self.players]
        for number, (p, name) in enumerate(zip(self.players, names, strict=True), start=1):
            if not name:
                raise GameError(tr("player {number} needs a name").format(number=number))
            if names.count(name) > 1:
                raise GameError(
                    tr("two players are called {name}: give them different names").format(
                        name=name))
            if not 1 <= p.balls <= MAX_BALLS:
                raise GameError(tr("{name} needs 1 to {most} balls, not {count}").format(
                    name=name, most=MAX_BALLS, count=p.balls))
            if p.colours and len(p.colours) != p.balls:
                raise GameError(tr("{name} has %n ball(s) but {colours} colours", "",
                                   p.balls).format(name=name, colours=len(p.colours))
                                if len(p.colours) != 1 else
                                tr("{name} has %n ball(s) but 1 colour", "", p.balls).format(
                                    name=name))
        total = sum(p.balls for p in self.players)
        if total > MAX_BALLS:
            raise GameError(tr("the box holds {most} balls; these players need {count}").format(
                most=MAX_BALLS, count=total))
        if self.mode is Mode.CARAMBOLE:
            for colour in Colour:
                sharing = [name for p, name in zip(self.players, names, strict=True)
                           if colour in p.colours]
                if len(sharing) > 1:
                    and_ = tr("and", "before the last of a list")
                    raise GameError(
                        tr("{players} both play {colour}: in carambole mode the balls share the "
                           "course, so each player needs a colour of their own").format(
                            players=f" {and_} ".join(sharing), colour=colour_name(colour)))
        if self.labels and len(self.labels) != len(self.courses):
            raise GameError(tr("{names} course names given for {courses} courses").format(
                names=len(self.labels), courses=len(self.courses)))
        for label, course in zip(self.course_labels(), self.courses, strict=True):
            if not label:
                raise GameError(tr("every course of the round needs a name"))
            if course.hole is None:
                raise GameError(tr("course {name} has no hole").format(name=label))
            if not course.starts:
                raise GameError(tr("course {name} has no start cell").format(name=label))

    def course_labels(self) -> tuple[str, ...]:
        """Each course's name on the card: its label, else its own name, else "course N"."""
        if self.labels:
            return tuple(" ".join(label.split()) for label in self.labels)
        return tuple(" ".join(c.name.split()) or f"course {k}"
                     for k, c in enumerate(self.courses, start=1))

    def balls(self) -> tuple[BallInfo, ...]:
        found: list[BallInfo] = []
        for owner, p in enumerate(self.players):
            for k in range(p.balls):
                colour = p.colours[k] if p.colours else DEFAULT_PLAY_ORDER[
                    len(found) % len(DEFAULT_PLAY_ORDER)]
                found.append(BallInfo(len(found), owner, colour))
        return tuple(found)

    def to_json(self) -> dict[str, JsonValue]:
        """The parameters of a saved game: every course in full (a saved game replays even
        when the course file has changed since), the players and the mode."""
        return {
            "mode": self.mode.value,
            "players": [{"name": p.name, "balls": p.balls,
                         "colours": [c.value for c in p.colours]} for p in self.players],
            "labels": list(self.labels),
            "courses": [course_to_data(c) for c in self.courses],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> GameParams:
        """The inverse of ``to_json``; ``GameError`` naming what is wrong in the data."""
        unknown = sorted(set(data) - {"mode", "players", "labels", "courses"})
        if unknown:
            raise GameError(tr('unknown key "{key}" in the Carambole parameters').format(
                key=unknown[0]))
        try:
            mode = Mode(data.get("mode", Mode.BASIC.value))
        except ValueError:
            raise GameError(tr("unknown mode {value} (expected basic or carambole)").format(
                value=shown(data.get("mode")))) from None
        raw_players = data.get("players")
        raw_courses = data.get("courses")
        raw_labels = data.get("labels", [])
        if not isinstance(raw_players, list) or not isinstance(raw_courses, list):
            raise GameError(tr("the parameters need a list of players and a list of courses"))
        if len(raw_players) > MAX_PLAYERS or len(raw_courses) > MAX_COURSES:
            raise GameError(tr("a game has at most {players} players and {courses} courses").format(
                players=MAX_PLAYERS, courses=MAX_COURSES))
        if not isinstance(raw_labels, list) or not all(isinstance(x, str) for x in raw_labels):
            raise GameError(tr("labels must be a list of course names"))
        players = tuple(_player_from_json(p, k) for k, p in enumerate(raw_players, start=1))
        courses: list[Course] = []
        for k, raw in enumerate(raw_courses, start=1):
            try:
                course = course_from_data(raw)
            except CourseError as exc:
                raise GameError(tr("course {number}: {problem}").format(
                    number=k, problem=exc)) from None
            errors = errors_of(validate(course))
            if errors:
                raise GameError(tr("course {number}: {problem}").format(
                    number=k, problem=errors[0].message))
            courses.append(course)
        return cls(tuple(courses), players, mode, tuple(raw_labels))


def _player_from_json(data: object, number: int) -> Player:
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        raise GameError(tr("player {number} must be an object with a name").format(number=number))
    balls = data.get("balls", 1)
    if not isinstance(balls, int) or isinstance(balls, bool) or not 1 <= balls <= MAX_BALLS:
        raise GameError(tr("player {number}: balls must be 1 to {most}, got {value}").format(
            number=number, most=MAX_BALLS, value=shown(balls)))
    colours = data.get("colours", [])
    try:
        found = tuple(Colour(c) for c in colours)
    except (TypeError, ValueError):
        raise GameError(tr("player {number}: unknown colour in {value}").format(
            number=number, value=shown(colours))) from None
    return Player(data["name"], balls, found)


# ---- actions ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Place:
    """Put the ball to play on a start cell (not a stroke)."""

    cell: Hex

    def to_dict(self) -> dict[str, Any]:
        return {"place": [self.cell.q, self.cell.r]}


@dataclass(frozen=True)
class Shot:
    """Play the ball in ``direction`` with a die, or with a card and the white die."""

    direction: Direction
    source: str
    card: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"shot": int(self.direction), "source": self.source, "card": self.card}


@dataclass(frozen=True)
class Roll:
    """The chance outcome of a shot: the face thrown (of the white die for a card)."""

    face: int

    def to_dict(self) -> dict[str, Any]:
        return {"roll": self.face}


Action = Place | Shot | Roll


def action_from_dict(data: object) -> Action:
    """The inverse of the actions' ``to_dict`` (a saved game's history is a list of them)."""
    try:
        if isinstance(data, dict) and "place" in data:
            q, r = data["place"]
            return Place(Hex(_whole(q), _whole(r)))
        if isinstance(data, dict) and "shot" in data:
            return Shot(Direction(_whole(data["shot"])), str(data["source"]),
                        bool(data.get("card", False)))
        if isinstance(data, dict) and "roll" in data:
            return Roll(_whole(data["roll"]))
    except (TypeError, ValueError, KeyError):
        pass
    raise GameError(tr("not a Carambole action: {value}").format(value=shown(data)))


def _whole(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(value)
    return value


def action_text(action: Action) -> str:
    """An action in a player's words."""
    if isinstance(action, Place):
        return tr("place the ball on {cell}").format(
            cell=f"({action.cell.q},{action.cell.r})")
    if isinstance(action, Shot):
        direction = compass(action.direction)
        if action.card:
            return tr("shot {direction} with the {card} card").format(
                direction=direction, card=action.source)
        return tr("shot {direction} with the {die} die").format(
            direction=direction, die=die_name(action.source))
    return tr("throw {face}").format(face=action.face)


@dataclass(frozen=True)
class Placed:
    """What ``apply(Place)`` did: a ball put on a start cell."""

    ball: int
    cell: Hex


@dataclass(frozen=True)
class Aimed:
    """What ``apply(Shot)`` did: the shot chosen, its throw now pending."""

    ball: int
    shot: Shot


# ---- the game ---------------------------------------------------------------------------------

class CaramboleGame:
    """The parameters and the compiled courses; it makes states (``engine.state.Game``)."""

    game_id = "carambole"

    def __init__(self, params: GameParams, *, tables: Sequence[CellTable] | None = None,
                 ) -> None:
        """``tables`` are the courses' compiled tables when the caller already has them
        (they are shared, never copied)."""
        self.params = params
        self.tables = tuple(tables) if tables is not None else tuple(
            compile_course(c) for c in params.courses)
        if len(self.tables) != len(params.courses):
            raise GameError(tr("one compiled table is needed per course"))
        self.balls = params.balls()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CaramboleGame) and other.params == self.params

    def __hash__(self) -> int:
        return hash(self.params)

    def new_state(self) -> CaramboleState:
        return CaramboleState(self)

    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name.strip() for p in self.params.players)

    def holes(self) -> tuple[tuple[int, int], ...]:
        return tuple((DEFAULT_PAR, si) for si in range(1, len(self.params.courses) + 1))

    def hole_labels(self) -> tuple[str, ...]:
        return self.params.course_labels()

    def card_name(self) -> str:
        """"Carambole: course-1 + course-3": the same sequence of courses is the same store
        course night after night."""
        return "Carambole: " + " + ".join(self.params.course_labels())

    def params_to_json(self) -> dict[str, JsonValue]:
        return self.params.to_json()

    def action_to_json(self, action: Action) -> JsonValue:
        return action.to_dict()

    def action_from_json(self, data: JsonValue) -> Action:
        return action_from_dict(data)

    def action_text(self, action: Action) -> str:
        return action_text(action)


class _CaramboleType:
    """The registry's handle on the engine (``engine.registry.GameType``)."""

    def game_from_json(self, params: Mapping[str, JsonValue]) -> CaramboleGame:
        return CaramboleGame(GameParams.from_json(params))

    def example_params(self, players: int) -> dict[str, JsonValue]:
        from golfstudio.carambole.bundled import load_bundled

        mode = Mode.CARAMBOLE if players > 1 else Mode.BASIC
        colours = DEFAULT_PLAY_ORDER
        return GameParams(
            (load_bundled("course-1"), load_bundled("course-3")),
            tuple(Player(f"Player {k + 1}", 1, (colours[k % len(colours)],))
                  for k in range(players)),
            mode, ("course-1", "course-3")).to_json()


GAME_TYPE = _CaramboleType()


# ---- the state -------------------------------------------------------------------------------

@dataclass
class _Progress:
    """The mutable part of a game; ``clone`` copies it."""

    course: int = 0
    pos: list[int] = field(default_factory=list)
    state: list[BallState] = field(default_factory=list)
    strokes: list[int] = field(default_factory=list)
    scores: list[list[int | None]] = field(default_factory=list)
    order: tuple[int, ...] = ()
    turn: int = 0
    round: int = 1
    pending: Shot | None = None
    last_shot: ShotRecord | None = None
    history: list[Action] = field(default_factory=list)

    def copy(self) -> _Progress:
        return _Progress(self.course, list(self.pos), list(self.state), list(self.strokes),
                         [list(s) for s in self.scores], self.order, self.turn, self.round,
                         self.pending, self.last_shot, list(self.history))


class CaramboleState:
    """A game in progress (see the module docstring); ``engine.state.State``."""

    def __init__(self, game: CaramboleGame) -> None:
        self._game = game
        n = len(game.balls)
        self._p = _Progress(scores=[[None] * n for _ in game.params.courses])
        self._start_course(0)

    def __eq__(self, other: object) -> bool:
        """Equal games at equal positions."""
        return (isinstance(other, CaramboleState) and other._game == self._game
                and other._p == self._p)

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ---- reading the state -------------------------------------------------------------------

    @property
    def game(self) -> CaramboleGame:
        return self._game

    @property
    def params(self) -> GameParams:
        return self._game.params

    @property
    def tables(self) -> tuple[CellTable, ...]:
        return self._game.tables

    @property
    def balls(self) -> tuple[BallInfo, ...]:
        return self._game.balls

    @property
    def mode(self) -> Mode:
        return self.params.mode

    @property
    def course_index(self) -> int:
        """The course being played (``len(courses)`` once the game is over)."""
        return self._p.course

    @property
    def table(self) -> CellTable:
        """The compiled table of the course being played (the last one once over)."""
        return self.tables[min(self._p.course, len(self.tables) - 1)]

    @property
    def round(self) -> int:
        """Carambole mode: the round, i.e. the stroke number being played (§6)."""
        return self._p.round

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._p.history)

    @property
    def last_shot(self) -> ShotRecord | None:
        """The record of the last shot resolved, for the UI to animate."""
        return self._p.last_shot

    @property
    def pending_shot(self) -> Shot | None:
        return self._p.pending

    def is_over(self) -> bool:
        return self._p.course >= len(self.params.courses)

    def is_chance_node(self) -> bool:
        return self._p.pending is not None

    def ball_to_play(self) -> int | None:
        """The ball whose turn it is (also during its pending throw), or None once over."""
        if self.is_over():
            return None
        return self._p.order[self._p.turn]

    def current_player(self) -> int:
        """The player to act, ``CHANCE`` while a throw is pending, ``TERMINAL`` once over."""
        if self.is_over():
            return TERMINAL
        if self.is_chance_node():
            return CHANCE
        ball = self.ball_to_play()
        assert ball is not None
        return self.balls[ball].owner

    def ball_cell(self, ball: int) -> Hex | None:
        """Where a ball rests on the current course, or None when it is not on it."""
        c = self._p.pos[ball]
        return None if c < 0 else self.table.hexes[c]

    def ball_state(self, ball: int) -> BallState:
        return self._p.state[ball]

    def strokes(self, ball: int) -> int:
        """Strokes the ball has played on the current course."""
        return self._p.strokes[ball]

    def needs_start(self) -> bool:
        """Whether the ball to play must first be put on a start cell."""
        ball = self.ball_to_play()
        return ball is not None and not self.is_chance_node() and (
            self._p.state[ball] is BallState.WAITING)

    def others_on_course(self, ball: int) -> list[int]:
        """The other balls resting on the course (carambole mode), by number."""
        return [b for b, c in enumerate(self._p.pos) if b != ball and c >= 0]

    # ---- actions -----------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Start cells, shots (every open direction × every die and card) or, at a chance
        node, the faces of the pending throw."""
        if self.is_over():
            return []
        if self.is_chance_node():
            return [roll for roll, _ in self.chance_outcomes()]
        table = self.table
        if self.needs_start():
            return [Place(table.hexes[c]) for c in self._free_starts()]
        ball = self.ball_to_play()
        assert ball is not None
        return [Shot(d, s.name, s.is_card) for d in table.legal_directions(self._p.pos[ball])
                for s in table.sources]

    def chance_outcomes(self) -> list[tuple[Roll, Fraction]]:
        """The faces of the pending throw with their exact probabilities (equal faces
        merged), in the die's order."""
        shot = self._p.pending
        if shot is None:
            return []
        source = self.table.source(shot.source, shot.card)
        merged: dict[int, Fraction] = {}
        for o in source.outcomes:
            merged[o.face] = merged.get(o.face, Fraction(0)) + o.probability
        return [(Roll(face), p) for face, p in merged.items()]

    def impulses_for(self, roll: Roll) -> int:
        """The impulses a face gives with the pending shot's die or card."""
        shot = self._p.pending
        if shot is None:
            raise GameError(tr("no throw is pending"))
        return _impulses(self.table.source(shot.source, shot.card), roll.face)

    def check(self, action: Action) -> str | None:
        """Why ``action`` cannot be played now, or None (``engine.state.State.check``)."""
        if self.is_over():
            return tr("the game is over")
        if isinstance(action, Roll):
            return self._check_roll(action)
        if self.is_chance_node():
            return tr("the dice must be thrown first")
        if isinstance(action, Place):
            return self._check_place(action)
        if isinstance(action, Shot):
            return self._check_shot(action)
        return tr("not a Carambole action: {value}").format(value=repr(action))

    @overload
    def apply(self, action: Roll) -> ShotRecord: ...

    @overload
    def apply(self, action: Place) -> Placed: ...

    @overload
    def apply(self, action: Shot) -> Aimed: ...

    @overload
    def apply(self, action: Action) -> ShotRecord | Placed | Aimed: ...

    def apply(self, action: Action) -> ShotRecord | Placed | Aimed:
        """Play an action: a ``Roll`` resolves the pending shot and returns its record."""
        refusal = self.check(action)
        if refusal is not None:
            raise GameError(refusal)
        record: ShotRecord | Placed | Aimed
        if isinstance(action, Roll):
            record = self._roll(action)
        elif isinstance(action, Place):
            record = self._place(action)
        else:
            record = self._shot(action)
        self._p.history.append(action)
        return record

    # ---- scores and copies -------------------------------------------------------------------

    def ball_card(self) -> tuple[tuple[int | None, ...], ...]:
        """Strokes by course and ball (§6); ``None`` for a ball not finished there yet. A
        ball not holed within the stroke limit scores the limit."""
        return tuple(tuple(s) for s in self._p.scores)

    def card(self) -> Card:
        """Strokes by course and player: each ball scores for its owner (fig. 55), a player
        with several balls the sum; ``None`` until all their balls are finished there."""
        players = len(self.params.players)
        rows: list[tuple[int | None, ...]] = []
        for course_scores in self._p.scores:
            row: list[int | None] = []
            for owner in range(players):
                mine = [course_scores[b.number] for b in self.balls if b.owner == owner]
                known = [s for s in mine if s is not None]
                row.append(sum(known) if len(known) == len(mine) else None)
            rows.append(tuple(row))
        return tuple(rows)

    def scores(self) -> tuple[int, ...]:
        """Each player's total of every finished ball (the lowest total wins, §6)."""
        totals = [0] * len(self.params.players)
        for course_scores in self._p.scores:
            for b in self.balls:
                score = course_scores[b.number]
                if score is not None:
                    totals[b.owner] += score
        return tuple(totals)

    def winners(self) -> tuple[int, ...]:
        """The lowest total wins; a tie is shared."""
        return winners(self.scores(), lower_wins=True)

    def view(self, player: int) -> CaramboleState:
        """Carambole hides nothing: every seat sees the whole table (a copy, so a player
        cannot move the real balls)."""
        return self.clone()

    def clone(self) -> CaramboleState:
        """An independent copy sharing the game (parameters and compiled tables)."""
        twin = CaramboleState.__new__(CaramboleState)
        twin._game = self._game
        twin._p = self._p.copy()
        return twin

    # ---- rules -------------------------------------------------------------------------------

    def _start_course(self, course: int) -> None:
        p = self._p
        p.course = course
        p.pending = None
        if course >= len(self.params.courses):
            p.pos = [-1] * len(self.balls)
            return
        n = len(self.balls)
        p.pos = [-1] * n
        p.state = [BallState.WAITING] * n
        p.strokes = [0] * n
        p.round = 1
        p.turn = 0
        p.order = _play_order(self.balls, self.tables[course].play_order)

    def _free_starts(self) -> list[int]:
        """The start cells a ball may be put on: those where no ball rests. If a crowd of
        balls covers every start (carambole mode), the free cells nearest to a start."""
        table = self.table
        taken = {c for c in self._p.pos if c >= 0}
        free = [c for c in table.starts if c not in taken]
        if free or not table.starts:
            return free
        spare = [c for c in range(len(table)) if c not in taken and not table.solid[c]
                 and not table.is_hole[c] and not table.is_water[c]]
        if not spare:
            return []
        starts = [table.hexes[s] for s in table.starts]

        def away(c: int) -> int:
            return min(distance(table.hexes[c], s) for s in starts)

        nearest = min(away(c) for c in spare)
        return [c for c in spare if away(c) == nearest]

    def _check_place(self, action: Place) -> str | None:
        if not self.needs_start():
            return tr("the ball to play is already on the course")
        cell = self.table.index.get(action.cell)
        if cell is None or cell not in self._free_starts():
            return tr("{cell} is not a free start cell").format(
                cell=f"({action.cell.q},{action.cell.r})")
        return None

    def _check_shot(self, action: Shot) -> str | None:
        if self.needs_start():
            return tr("put the ball on a start cell first")
        ball = self.ball_to_play()
        assert ball is not None
        table = self.table
        try:
            table.source(action.source, action.card)
            direction = Direction(action.direction)
        except (GameError, ValueError) as exc:
            return str(exc)
        if direction not in table.legal_directions(self._p.pos[ball]):
            return tr("the ball cannot be played {direction} from where it rests").format(
                direction=compass(direction))
        return None

    def _check_roll(self, roll: Roll) -> str | None:
        shot = self._p.pending
        if shot is None:
            return tr("no throw is pending: choose a shot first")
        source = self.table.source(shot.source, shot.card)
        if roll.face not in source.die.faces:
            return tr("the {die} die has no face {face}").format(
                die=die_name(source.die.name), face=roll.face)
        return None

    def _place(self, action: Place) -> Placed:
        ball = self.ball_to_play()
        assert ball is not None
        self._p.pos[ball] = self.table.index[action.cell]
        self._p.state[ball] = BallState.PLAYING
        return Placed(ball, action.cell)

    def _shot(self, action: Shot) -> Aimed:
        ball = self.ball_to_play()
        assert ball is not None
        shot = Shot(Direction(action.direction), action.source, action.card)
        self._p.pending = shot
        return Aimed(ball, shot)

    def _roll(self, roll: Roll) -> ShotRecord:
        p = self._p
        shot = p.pending
        assert shot is not None
        source = self.table.source(shot.source, shot.card)
        impulses = _impulses(source, roll.face)
        ball = self.ball_to_play()
        assert ball is not None
        others = self.others_on_course(ball) if self.mode is Mode.CARAMBOLE else []
        movers = [ball, *others]
        record = resolve_ids(self.table, [p.pos[b] for b in movers], shot.direction, impulses)
        p.pending = None
        p.last_shot = record
        p.strokes[ball] += 1
        stroke = p.round if self.mode is Mode.CARAMBOLE else p.strokes[ball]
        for b, end in zip(movers, record.balls, strict=True):
            if end.holed:
                # Fig. 55: a knocked-in ball scores for its owner, with this stroke's number.
                self._finish(b, BallState.HOLED, stroke)
            else:
                p.pos[b] = self.table.index[end.cell]
        if self.mode is Mode.BASIC:
            if p.state[ball] is BallState.PLAYING and p.strokes[ball] >= self.table.stroke_limit:
                self._finish(ball, BallState.OUT, self.table.stroke_limit)
            if p.state[ball] is not BallState.PLAYING:
                self._next_ball()
        else:
            self._next_turn()
        return record

    def _finish(self, ball: int, state: BallState, score: int) -> None:
        p = self._p
        p.state[ball] = state
        p.pos[ball] = -1
        p.scores[p.course][ball] = min(score, self.table.stroke_limit)

    def _next_ball(self) -> None:
        """Basic mode: the next ball in the play order that has not played the course."""
        p = self._p
        for k in range(p.turn + 1, len(p.order)):
            if p.state[p.order[k]] is BallState.WAITING:
                p.turn = k
                return
        self._start_course(p.course + 1)

    def _next_turn(self) -> None:
        """Carambole mode: the next ball still on the course in this round, else the next
        round; after the round at the stroke limit, balls still out there score it."""
        p = self._p
        active = (BallState.WAITING, BallState.PLAYING)
        for k in range(p.turn + 1, len(p.order)):
            if p.state[p.order[k]] in active:
                p.turn = k
                return
        if p.round >= self.table.stroke_limit or not any(s in active for s in p.state):
            for b, s in enumerate(p.state):
                if s in active:
                    self._finish(b, BallState.OUT, self.table.stroke_limit)
            self._start_course(p.course + 1)
            return
        p.round += 1
        p.turn = next(k for k, b in enumerate(p.order) if p.state[b] in active)


def _impulses(source: ImpulseSource, face: int) -> int:
    for o in source.outcomes:
        if o.face == face:
            return o.impulses
    raise GameError(tr("the {die} die has no face {face}").format(
        die=die_name(source.die.name), face=face))


def _play_order(balls: Sequence[BallInfo], order: Iterable[Colour]) -> tuple[int, ...]:
    """Balls by the course's play order of colours (§6), colours it leaves out after the
    listed ones in the default order, balls of one colour by number."""
    listed = list(dict.fromkeys(order))
    rank = {c: k for k, c in enumerate(
        listed + [c for c in DEFAULT_PLAY_ORDER if c not in listed])}
    return tuple(b.number for b in sorted(balls, key=lambda b: (rank[b.colour], b.number)))


if TYPE_CHECKING:
    # mypy proves here that the engine has the studio's shape (engine.state).
    from golfstudio.engine.registry import GameType
    from golfstudio.engine.state import Game, State

    _GAME: type[Game[Action]] = CaramboleGame
    _STATE: type[State[Action]] = CaramboleState
    _TYPE: GameType = GAME_TYPE
