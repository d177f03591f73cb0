"""Shot resolution: a ball's path over a compiled course, bounces and collisions included.

``resolve_shot`` plays one shot and returns its full ``ShotRecord`` (every cell visited,
every bounce and hand-over, the end state of every ball). ``resolve_fast`` plays a shot of
a lone ball and returns only the cell it ends on, for the benchmark and the analysis; the
tests check on many random shots that both agree. Every rule and decision is listed in
docs/carambole-rules-engine.md; in short:

- The ball moves while it can pay for the next step (§4); on the hole cell "cannot pay"
  means it drops in (fig. 4–6); on a centre hole it stays there (fig. 42); stopped on a
  rising ramp it rolls back to the cell before the obstacle (fig. 40). A free step off a
  flat top needs an impulse left (a spent ball rests on the top, fig. 41); a free step
  down a falling ramp does not (a ball never rests on a slope). A ball never bounces when
  it cannot pay for any step out of its cell: it has stopped.
- Entering water from dry ground stops the ball at once (fig. 45); from water it moves on
  at 3 a step (fig. 46). A ball on a water cell is always "in water", so that state is read
  from the cell and need not be passed in.
- Bounces (§3): the table gives each blocked edge's outcome. **Two walls at once** happens
  only in a corner (fig. 27): the bounce off one object (a wall, or an obstacle by one of its
  sides) points into the *adjacent* edge of the cell — the two edges meet at a vertex — and
  a *different* object blocks that edge; the ball touches both and goes straight back, the
  opposite of the direction it arrived in (``CellTable.corner``). A bounce into a blocked
  edge that is not adjacent, or held by the same object, or that no object describes (the
  void, a level step) is simply the next bounce. More than 6 bounces in one cell without a
  step also send it straight back; if straight back is blocked too, the ball stops.
- Collisions (§7): a ball whose next cell holds a ball stops and hands all its impulses
  (costless) to the last ball of the line of touching balls ahead, which moves off in the
  same direction; a ball that could not pay for that step (or has no impulses) hands
  nothing. Hand-overs that go round without a step end the shot when the same ball would
  receive impulses in the same direction for the third time (the second repeat): the
  impulses are lost and every ball stays where it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from golfstudio.carambole.limits import MAX_IMPULSES
from golfstudio.carambole.table import (
    F_COAST,
    F_ENTER,
    F_FORK,
    F_FREE,
    F_RISING,
    F_TURN,
    F_WATER,
    CellTable,
    GameError,
)
from golfstudio.hexgrid import Direction, Hex, direction_between
from golfstudio.i18n import tr

_WEDGE_RECEIPTS = 3
"""§7 Decision: the third receipt by one ball in one direction since the last step (the
second repeat) ends the shot."""


@dataclass(frozen=True, slots=True)
class Bounce:
    """A change of direction without a step. ``at`` indexes ``ShotRecord.path``.

    ``cause``: a straight wall's id or an obstacle's id (its side mirrored the ball),
    ``"curved"`` (a curved wall, ``object_id`` names it), ``"override"`` (an arrow on the
    cell), ``"back"`` (an edge no object describes), ``"fork"`` (a channel's fork, fig. 31),
    ``"corner"`` (two walls at once, fig. 27), ``"limit"`` (more than 6 bounces in a cell)
    or ``"roll-back"`` (the ball rolls back down a ramp, fig. 40).
    """

    at: int
    ball: int
    cell: Hex
    incoming: Direction
    outgoing: Direction
    cause: str
    object_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"cell": [self.cell.q, self.cell.r], "incoming": int(self.incoming),
                "outgoing": int(self.outgoing), "cause": self.cause, "ball": self.ball,
                "at": self.at}


@dataclass(frozen=True, slots=True)
class Handover:
    """A collision (§7): ``from_ball`` on ``cell`` stops and ``to_ball`` moves off in
    ``direction`` with ``impulses``; ``via`` are the balls of the line in between (fig. 51,
    58), which do not move. ``at`` indexes the striker's cell in ``ShotRecord.path``; the
    receiver's cells follow it there."""

    at: int
    from_ball: int
    to_ball: int
    impulses: int
    cell: Hex
    direction: Direction
    via: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"from": self.from_ball, "to": self.to_ball, "impulses": self.impulses,
                "cell": [self.cell.q, self.cell.r], "direction": int(self.direction),
                "via": list(self.via), "at": self.at}


@dataclass(frozen=True, slots=True)
class BallEnd:
    """Where a ball is after the shot. A holed ball's ``cell`` is the hole."""

    cell: Hex
    holed: bool
    in_water: bool
    in_channel: bool

    def to_dict(self) -> dict[str, Any]:
        return {"cell": [self.cell.q, self.cell.r], "holed": self.holed,
                "in_water": self.in_water, "in_channel": self.in_channel}


@dataclass(frozen=True, slots=True)
class BallMove:
    """One ball's part of the path: the cells it went through, its start first."""

    ball: int
    cells: tuple[Hex, ...]


@dataclass(frozen=True, slots=True)
class ShotRecord:
    """Everything a shot did, for the UI to animate and the tests to check.

    ``path`` is every cell the moving balls visited in order, each moving ball's run
    starting with the cell it started from; ``moves`` splits it by ball. Ball 0 is the one
    played, then the others in the order given.
    """

    path: tuple[Hex, ...]
    moves: tuple[BallMove, ...]
    bounces: tuple[Bounce, ...]
    handovers: tuple[Handover, ...]
    balls: tuple[BallEnd, ...]
    wedged: bool = False
    """The shot ended on §7's wedge rule (hand-overs going round)."""

    @property
    def holed(self) -> tuple[int, ...]:
        """The balls that dropped into the hole during this shot."""
        return tuple(b for b, end in enumerate(self.balls) if end.holed)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data (``golfstudio carambole shot`` prints it)."""
        return {"path": [[h.q, h.r] for h in self.path],
                "bounces": [b.to_dict() for b in self.bounces],
                "handovers": [h.to_dict() for h in self.handovers],
                "balls": [b.to_dict() for b in self.balls]}


# ---- the full resolution -------------------------------------------------------------------

def resolve_shot(table: CellTable, ball: Hex, direction: int, impulses: int,
                 others: Sequence[Hex] = ()) -> ShotRecord:
    """Play the ball on ``ball`` in ``direction`` with ``impulses``; ``others`` are the
    cells of the other balls at rest on the course (carambole mode), in the order their
    end states are reported after the played ball's."""
    cells = [table.cell_id(h) for h in (ball, *others)]
    return resolve_ids(table, cells, direction, impulses)


def resolve_ids(table: CellTable, balls: Sequence[int], direction: int,
                impulses: int) -> ShotRecord:
    """``resolve_shot`` over cell ids: ``balls[0]`` is played, the rest rest on the course."""
    _check_shot(table, balls, direction, impulses)
    return _Shot(table, balls).run(int(direction), impulses)


def _check_shot(table: CellTable, balls: Sequence[int], direction: int, impulses: int) -> None:
    if not 0 <= direction <= 5:
        raise GameError(tr("direction {value} is not a direction 0–5").format(value=direction))
    if not 0 <= impulses <= MAX_IMPULSES:
        raise GameError(tr("a shot has 0 to {most} impulses, not {count}").format(
            most=MAX_IMPULSES, count=impulses))
    seen: set[int] = set()
    for b in balls:
        if not 0 <= b < len(table):
            raise GameError(tr("cell id {id} is not a cell of the course").format(id=b))
        h = table.hexes[b]
        if table.solid[b]:
            raise GameError(tr("no ball can rest at {cell}: it is inside a solid obstacle").format(
                cell=f"({h.q},{h.r})"))
        if table.is_hole[b]:
            raise GameError(tr("a ball at {cell} would already be in the hole").format(
                cell=f"({h.q},{h.r})"))
        if b in seen:
            raise GameError(tr("two balls cannot rest on {cell}").format(cell=f"({h.q},{h.r})"))
        seen.add(b)


class _Shot:
    """One shot in progress: the balls' cells, who moves, and the record being built."""

    def __init__(self, table: CellTable, balls: Sequence[int]) -> None:
        self.t = table
        self.pos = list(balls)
        self.holed = [False] * len(balls)
        # Balls at rest, by cell; the moving ball is not in it.
        self.rest = {cell: b for b, cell in enumerate(balls) if b}
        self.path: list[int] = []
        self.moves: list[tuple[int, int, int]] = []
        self.bounces: list[Bounce] = []
        self.handovers: list[Handover] = []
        self.wedged = False

    def bounce(self, ball: int, cell: int, incoming: int, outgoing: int, cause: str,
               obj: int = -1) -> None:
        t = self.t
        self.bounces.append(Bounce(
            len(self.path) - 1, ball, t.hexes[cell], Direction(incoming), Direction(outgoing),
            cause, t.object_ids[obj] if obj >= 0 else None))

    def run(self, direction: int, impulses: int) -> ShotRecord:
        t = self.t
        nbr, cost, flags, after = t.nbr, t.cost, t.flags, t.after
        bdir, bobj, bcause, min_out = t.bounce_dir, t.bounce_object, t.bounce_cause, t.min_out
        corner = t.corner
        zero_limit = 6 * len(t) + 6
        receipts: dict[tuple[int, int], int] = {}
        receipts_steps = 0
        steps = 0
        mover, d, n = 0, direction, impulses
        c = self.pos[0]
        # Free steps cost nothing, so hand-overs between balls on free steps could go round
        # for ever: the safety net counts them over the whole shot, not per ball.
        zero = 0
        while True:  # one run per moving ball
            start = len(self.path)
            self.path.append(c)
            first = d
            last = -1  # table index of the step that brought the ball here
            entry = c  # the cell before the obstacle the ball is in (fig. 40)
            nb = 0  # bounces in this cell since the last step
            struck = -1
            while True:
                i = 6 * c + d
                nxt = nbr[i]
                if nxt < 0:
                    if n < min_out[c]:
                        break  # it cannot move at all: it has stopped, nothing to bounce
                    back = ((last % 6 if last >= 0 else first) + 3) % 6
                    into_corner = False  # bounce_off's rule, applied while recording
                    while nxt < 0:
                        if nb >= 6 or into_corner:
                            if nbr[6 * c + back] < 0:
                                break
                            self.bounce(mover, c, d, back, "limit" if nb >= 6 else "corner",
                                        bobj[i])
                            d = back
                        else:
                            self.bounce(mover, c, d, bdir[i], bcause[i], bobj[i])
                            into_corner = corner[i]
                            d = bdir[i]
                        nb += 1
                        i = 6 * c + d
                        nxt = nbr[i]
                    if nxt < 0:
                        break  # straight back is blocked too: the ball stops
                k = cost[i]
                if k > n:
                    break
                f = flags[i]
                if f & F_COAST and not n:
                    break
                if nxt in self.rest:
                    if n:
                        struck = nxt
                    break
                n -= k
                steps += 1
                prev, c, last = c, nxt, i
                self.path.append(c)
                nb = 0
                if f:
                    if f & F_ENTER:
                        entry = prev
                    if f & F_WATER:
                        n = 0
                        break
                    if f & F_FREE:
                        zero += 1
                        if zero > zero_limit:  # a safety net: no sane course gets here
                            n = 0
                            break
                    if f & F_FORK:
                        self.bounce(mover, c, d, after[i], "fork",
                                    t.object_ids.index(t.obstacle_ids[t.obstacle[c]]))
                        nb = 1
                    if f & (F_TURN | F_FORK):
                        d = after[i]
            # The mover stops on c.
            receiver = -1
            via: list[int] = []
            if struck >= 0:
                receiver, via = self.line(struck, d)
                if steps != receipts_steps:
                    receipts.clear()
                    receipts_steps = steps
                key = (receiver, d)
                receipts[key] = receipts.get(key, 0) + 1
                if receipts[key] >= _WEDGE_RECEIPTS:
                    self.wedged = True
                    receiver = -1
                else:
                    self.handovers.append(Handover(
                        len(self.path) - 1, mover, receiver, n, t.hexes[c], Direction(d),
                        tuple(via)))
            if last >= 0 and flags[last] & F_RISING:
                c = self.roll_back(mover, c, last, entry, start)
            self.settle(mover, c, start)
            if receiver < 0:
                break
            mover = receiver
            c = self.pos[mover]
            del self.rest[c]
        return self.record()

    def line(self, cell: int, d: int) -> tuple[int, list[int]]:
        """The ball that moves when the ball on ``cell`` is struck in direction ``d``: the
        last of the line of touching balls ahead (fig. 51, 58), with the ones in between."""
        nbr, rest = self.t.nbr, self.rest
        via: list[int] = []
        while True:
            nxt = nbr[6 * cell + d]
            if nxt < 0 or nxt not in rest:
                return rest[cell], via
            via.append(rest[cell])
            cell = nxt

    def roll_back(self, ball: int, cell: int, last: int, entry: int, start: int) -> int:
        """Fig. 40: stopped on a rising ramp, the ball rolls back the way it came to the cell
        before the obstacle (or to where its run started inside it); it stops short of a
        ball resting on the way."""
        path = self.path
        run = path[start:]
        k = len(run) - 1 - run[::-1].index(entry) if entry in run else 0
        way = run[k:-1][::-1]
        for cell_back in way:
            if cell_back in self.rest:
                break
            if cell_back == way[0]:
                outgoing = direction_between(self.t.hexes[cell], self.t.hexes[cell_back])
                if outgoing is not None:
                    self.bounce(ball, cell, last % 6, outgoing, "roll-back")
            path.append(cell_back)
            cell = cell_back
        return cell

    def settle(self, ball: int, cell: int, start: int) -> None:
        """The ball comes to rest: on the hole it drops in (and leaves the board)."""
        self.pos[ball] = cell
        if self.t.is_hole[cell]:
            self.holed[ball] = True
        else:
            self.rest[cell] = ball
        self.moves.append((ball, start, len(self.path)))

    def record(self) -> ShotRecord:
        t = self.t
        hexes = t.hexes
        path = tuple(hexes[c] for c in self.path)
        return ShotRecord(
            path=path,
            moves=tuple(BallMove(b, path[a:z]) for b, a, z in self.moves),
            bounces=tuple(self.bounces),
            handovers=tuple(self.handovers),
            balls=tuple(BallEnd(hexes[c], h, t.is_water[c] and not h, t.in_channel[c])
                        for c, h in zip(self.pos, self.holed, strict=True)),
            wedged=self.wedged,
        )


# ---- the fast path -------------------------------------------------------------------------

def bounce_off(table: CellTable, cell: int, i: int, back: int, bounces: int) -> tuple[int, int]:
    """Where a lone ball on ``cell`` goes when the way ahead (table index ``i``) is blocked.

    §3: each blocked edge's outcome comes from the table; a bounce that runs into a corner
    (``CellTable.corner``: two walls at once, fig. 27) or a 7th bounce in one cell goes
    straight ``back``. Returns the table index of the way out — still blocked when even
    straight back is, and the ball stops — and the bounce count. The fast resolver and the
    analysis' walks share it; ``_Shot.run`` applies the same rule while recording each bounce.
    """
    nbr, bdir, corner = table.nbr, table.bounce_dir, table.corner
    into_corner = False
    while nbr[i] < 0:
        if bounces >= 6 or into_corner:
            return 6 * cell + back, bounces + 1
        into_corner = corner[i]
        bounces += 1
        i = 6 * cell + bdir[i]
    return i, bounces


def resolve_fast(table: CellTable, cell: int, direction: int, impulses: int) -> int:
    """The cell id a lone ball on ``cell`` ends on (``table.is_hole[end]``: holed).

    The same rules as ``resolve_ids`` with no other ball and no record, as one loop over the
    table's tuples; the benchmark and the analysis call it millions of times, so it trusts
    its caller: they pass a ruleset's impulses, which the ruleset bounds by
    ``MAX_IMPULSES``, and the table's own cells and directions.
    """
    nbr = table.nbr
    cost = table.cost
    flags = table.flags
    c, d, n = cell, direction, impulses
    last = -1
    entry = c
    nb = 0
    zero = 0
    while True:
        i = 6 * c + d
        nxt = nbr[i]
        if nxt < 0:
            if n < table.min_out[c]:
                break
            back = ((last % 6 if last >= 0 else direction) + 3) % 6
            i, nb = bounce_off(table, c, i, back, nb)
            d = i % 6
            nxt = nbr[i]
            if nxt < 0:
                break
        k = cost[i]
        if k > n:
            break
        f = flags[i]
        if f:
            if f & F_COAST and not n:
                break
            n -= k
            if f & F_ENTER:
                entry = c
            c = nxt
            last = i
            nb = 0
            if f & F_WATER:
                break
            if f & F_FREE:
                zero += 1
                if zero > 6 * len(table.hexes) + 6:
                    break
            if f & F_FORK:
                nb = 1
            if f & (F_TURN | F_FORK):
                d = table.after[i]
        else:
            n -= k
            c = nxt
            last = i
            nb = 0
    if last >= 0 and flags[last] & F_RISING:
        return entry
    return c
