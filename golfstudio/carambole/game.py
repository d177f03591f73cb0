"""A game of Mini Golf Carambole: courses, players and their balls, turns, strokes, scores.

The state has the shape every game engine of the studio shares (architecture.md):
``legal_actions()``, ``apply(action)``, ``is_over()``, ``scores()``, ``clone()``, with chance
made explicit as in OpenSpiel: after a ``Shot`` (a direction and a die or card) the state is
a chance node whose ``chance_outcomes()`` list the faces of the throw with exact
probabilities; ``apply(Roll(face))`` resolves the shot (an AI, the analysis or a person
typing a real throw picks the face), or ``sample_chance()`` throws with an injected
``random.Random``. A saved game is its ``GameParams`` and its ``history``; ``replay``
rebuilds the same state.

Turns (§6): in **basic** mode a ball is played shot after shot until it is holed or has
used the stroke limit, then the next ball; only that ball is on the course, as when each
player plays the course alone. In **carambole** mode every ball still on the course plays one
shot per round, the stroke number is the round's, and the balls collide (§7). Either way the
balls go in the course's play order of colours (colours it leaves out after the listed ones,
in the default order; balls of one colour in player order). A ball's first action on a course
is choosing its start cell (the rulebook lets each player pick any start; in carambole mode
a start where a ball rests is taken).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from fractions import Fraction
from typing import Any

from golfstudio.carambole.course import DEFAULT_PLAY_ORDER, Colour, Course
from golfstudio.carambole.ruleset import ImpulseSource
from golfstudio.carambole.shot import ShotRecord, resolve_ids
from golfstudio.carambole.table import CellTable, GameError, compile_course
from golfstudio.hexgrid import Direction, Hex, distance

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "BallInfo",
    "CaramboleGame",
    "GameError",
    "GameParams",
    "Mode",
    "Place",
    "Player",
    "Roll",
    "Scores",
    "Shot",
    "action_from_dict",
    "replay",
]

CHANCE = -1
"""``current_player()`` at a chance node (a throw is pending)."""
TERMINAL = -2
"""``current_player()`` once the game is over."""

MAX_PLAYERS = 12
MAX_BALLS = 12
"""Six round balls and six flat ones (rulebook, "Contenu du jeu")."""


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
    """What a game is played with; with the action history, all a saved game needs."""

    courses: tuple[Course, ...]
    players: tuple[Player, ...]
    mode: Mode = Mode.BASIC

    def __post_init__(self) -> None:
        if not self.courses:
            raise GameError("a game needs at least one course")
        if not 1 <= len(self.players) <= MAX_PLAYERS:
            raise GameError(f"a game has 1 to {MAX_PLAYERS} players, not {len(self.players)}")
        for p in self.players:
            if p.balls < 1:
                raise GameError(f"{p.name} needs at least one ball")
            if p.colours and len(p.colours) != p.balls:
                raise GameError(f"{p.name} has {p.balls} ball(s) but {len(p.colours)} colour(s)")
        total = sum(p.balls for p in self.players)
        if total > MAX_BALLS:
            raise GameError(f"the box holds {MAX_BALLS} balls; this game needs {total}")
        for course in self.courses:
            if course.hole is None:
                raise GameError(f"course {course.name or '(unnamed)'} has no hole")
            if not course.starts:
                raise GameError(f"course {course.name or '(unnamed)'} has no start cell")

    def balls(self) -> tuple[BallInfo, ...]:
        found: list[BallInfo] = []
        for owner, p in enumerate(self.players):
            for k in range(p.balls):
                colour = p.colours[k] if p.colours else DEFAULT_PLAY_ORDER[
                    len(found) % len(DEFAULT_PLAY_ORDER)]
                found.append(BallInfo(len(found), owner, colour))
        return tuple(found)


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


def action_from_dict(data: dict[str, Any]) -> Action:
    """The inverse of the actions' ``to_dict`` (a saved game's history is a list of them)."""
    try:
        if "place" in data:
            q, r = data["place"]
            return Place(Hex(int(q), int(r)))
        if "shot" in data:
            return Shot(Direction(int(data["shot"])), str(data["source"]),
                        bool(data.get("card", False)))
        if "roll" in data:
            return Roll(int(data["roll"]))
    except (TypeError, ValueError, KeyError):
        pass
    raise GameError(f"not a Carambole action: {data!r}")


# ---- scores ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Scores:
    """Strokes by course and ball, by course and player, and each player's total (§6).

    ``None`` stands for a ball (or a player with a ball) not finished on that course yet.
    Each ball scores for its owner (fig. 55); a ball not holed within the stroke limit
    scores the limit.
    """

    balls: tuple[tuple[int | None, ...], ...]
    players: tuple[tuple[int | None, ...], ...]
    totals: tuple[int, ...]

    def winners(self) -> tuple[int, ...]:
        """The players with the lowest total (§6: the lowest total wins)."""
        best = min(self.totals)
        return tuple(p for p, t in enumerate(self.totals) if t == best)


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


class CaramboleGame:
    """A game in progress (see the module docstring)."""

    def __init__(self, params: GameParams, rng: random.Random | None = None, *,
                 tables: Sequence[CellTable] | None = None) -> None:
        """``rng`` throws the dice in ``sample_chance``; ``tables`` are the courses'
        compiled tables when the caller already has them (they are shared, never copied)."""
        self.params = params
        self.rng = rng
        self.tables = tuple(tables) if tables is not None else tuple(
            compile_course(c) for c in params.courses)
        if len(self.tables) != len(params.courses):
            raise GameError("one compiled table is needed per course")
        self.balls = params.balls()
        n = len(self.balls)
        self._p = _Progress(scores=[[None] * n for _ in params.courses])
        self._start_course(0)

    # ---- reading the state -------------------------------------------------------------------

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
            raise GameError("no throw is pending")
        return _impulses(self.table.source(shot.source, shot.card), roll.face)

    def apply(self, action: Action) -> ShotRecord | None:
        """Play an action; a ``Roll`` resolves the pending shot and returns its record."""
        if self.is_over():
            raise GameError("the game is over")
        if isinstance(action, Roll):
            record = self._roll(action)
            self._p.history.append(action)
            return record
        if self.is_chance_node():
            raise GameError("the dice must be thrown first")
        if isinstance(action, Place):
            self._place(action)
        elif isinstance(action, Shot):
            self._shot(action)
        else:
            raise GameError(f"not a Carambole action: {action!r}")
        self._p.history.append(action)
        return None

    def sample_chance(self, rng: random.Random | None = None) -> Roll:
        """Throw the pending shot's die with ``rng`` (else the game's own) and apply it."""
        shot = self._p.pending
        if shot is None:
            raise GameError("no throw is pending")
        gen = rng if rng is not None else self.rng
        if gen is None:
            raise GameError("no random generator was given to throw the dice")
        faces = self.table.source(shot.source, shot.card).die.faces
        roll = Roll(faces[gen.randrange(len(faces))])
        self.apply(roll)
        return roll

    def apply_with_rng(self, action: Action, rng: random.Random | None = None
                       ) -> ShotRecord | None:
        """Play an action and, if it is a shot, throw for it at once."""
        record = self.apply(action)
        if self.is_chance_node():
            self.sample_chance(rng)
            return self._p.last_shot
        return record

    # ---- scores and copies -------------------------------------------------------------------

    def scores(self) -> Scores:
        p = self._p
        players = len(self.params.players)
        by_player: list[tuple[int | None, ...]] = []
        totals = [0] * players
        for course_scores in p.scores:
            row: list[int | None] = []
            for owner in range(players):
                mine = [course_scores[b.number] for b in self.balls if b.owner == owner]
                known = [s for s in mine if s is not None]
                totals[owner] += sum(known)
                row.append(sum(known) if len(known) == len(mine) else None)
            by_player.append(tuple(row))
        return Scores(tuple(tuple(s) for s in p.scores), tuple(by_player), tuple(totals))

    def clone(self) -> CaramboleGame:
        """An independent copy sharing the immutable parameters and tables; its generator
        (if any) starts from the same state, so it throws the same faces."""
        twin = CaramboleGame.__new__(CaramboleGame)
        twin.params = self.params
        twin.tables = self.tables
        twin.balls = self.balls
        twin._p = self._p.copy()
        if self.rng is None:
            twin.rng = None
        else:
            twin.rng = random.Random()
            twin.rng.setstate(self.rng.getstate())
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

    def _place(self, action: Place) -> None:
        if not self.needs_start():
            raise GameError("the ball to play is already on the course")
        cell = self.table.index.get(action.cell)
        if cell is None or cell not in self._free_starts():
            raise GameError(f"({action.cell.q},{action.cell.r}) is not a free start cell")
        ball = self.ball_to_play()
        assert ball is not None
        self._p.pos[ball] = cell
        self._p.state[ball] = BallState.PLAYING

    def _shot(self, action: Shot) -> None:
        if self.needs_start():
            raise GameError("put the ball on a start cell first")
        ball = self.ball_to_play()
        assert ball is not None
        table = self.table
        table.source(action.source, action.card)
        if action.direction not in table.legal_directions(self._p.pos[ball]):
            raise GameError(f"the ball cannot be played {Direction(action.direction).name} "
                            "from where it rests")
        self._p.pending = Shot(Direction(action.direction), action.source, action.card)

    def _roll(self, roll: Roll) -> ShotRecord:
        p = self._p
        shot = p.pending
        if shot is None:
            raise GameError("no throw is pending: choose a shot first")
        source = self.table.source(shot.source, shot.card)
        if roll.face not in source.die.faces:
            raise GameError(f"the {source.die.name} die has no face {roll.face}")
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
    raise GameError(f"the {source.die.name} die has no face {face}")


def _play_order(balls: Sequence[BallInfo], order: Iterable[Colour]) -> tuple[int, ...]:
    """Balls by the course's play order of colours (§6), colours it leaves out after the
    listed ones in the default order, balls of one colour by number."""
    listed = list(dict.fromkeys(order))
    rank = {c: k for k, c in enumerate(
        listed + [c for c in DEFAULT_PLAY_ORDER if c not in listed])}
    return tuple(b.number for b in sorted(balls, key=lambda b: (rank[b.colour], b.number)))


def replay(params: GameParams, actions: Iterable[Action],
           rng: random.Random | None = None) -> CaramboleGame:
    """Rebuild a saved game: its parameters, then its actions (throws included) in order."""
    game = CaramboleGame(params, rng)
    for action in actions:
        game.apply(action)
    return game

