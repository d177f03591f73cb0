"""One player's ball on an Ultimate Golf hole: where it lies, what the rules say of its next
shot, and where each relief puts it.

The engine (``ultimate.game``), the analysis and the AIs all move balls the same way, so
the steps live here once: ``situation`` reads the lie with the rules that override the
ground (a replay from the tee is a tee shot, hole 18's sand strip played as a bunker, hole
14's placed ball putting from more than 40 feet); ``shoot`` resolves a shot from a ball;
``take_relief`` is where a relief option puts it (ultimate-golf.md §6).

Decisions (docs/ultimate-rules-engine.md, "Relief"):

- **The tee**: a ball is teed halfway between the two tee markers.
- **Drops** are "as near as possible, not nearer the hole" (``plane.nearest_not_nearer``)
  and then settle on playable ground: the first point, on rings of 1, 2, 3, 5, 8… yards
  around that spot (16 directions each), that is on the required side of the region, no
  nearer the hole and where the ball can be played as it lies (not water, out of bounds or
  ground that needs relief itself). A lake's outline is water (§4), so a drop out of it
  lands a yard beyond. A region with no playable ground outside it on the map (the rough,
  drawn under everything: an unplayable ball there) drops as near as possible to where the
  ball lies, still no nearer the hole. With no such point within 89 yards the ball is
  replayed from the tee.
- **Lateral drop**: as near as possible to where the flight crossed into the water.
- **Drop zone** given as a region: the point of it nearest the ball.
- **Play as** with a line: the part of the region on the flag's side of the line plays the
  line's card, the rest the rule's own card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from golfstudio.i18n import tr
from golfstudio.plane import (
    EPSILON,
    Box,
    Point,
    Polygon,
    Side,
    distance,
    nearest_in,
    nearest_not_nearer,
    passage,
    well_inside,
)
from golfstudio.ultimate.cards import CardSet, PuttBand
from golfstudio.ultimate.course import (
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LateralDrop,
    ModelMemo,
    PlaceAndPutt,
    PlayAs,
    Relief,
    ReplayFromTee,
    SpecialCard,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.facts import tee_centre
from golfstudio.ultimate.lie import (
    RELIEF_TERRAINS,
    WATERS,
    Situation,
    SituationKind,
    situation_at,
)
from golfstudio.ultimate.shot import ShotOutcome, resolve_shot, shot_refusal

__all__ = ["NEEDS_RELIEF", "Ball", "landed", "shoot", "shoot_refusal", "situation", "take_relief",
           "tee_ball"]

NEEDS_RELIEF = frozenset({SituationKind.WATER, SituationKind.OUT_OF_BOUNDS,
                          SituationKind.RELIEF})
"""Situations in which the ball cannot be played as it lies."""

PLAYED_AS: dict[SpecialCard, SituationKind] = {
    SpecialCard.CHIP: SituationKind.CHIP,
    SpecialCard.GREEN_SIDE_BUNKER: SituationKind.GREEN_SIDE_BUNKER,
    SpecialCard.FAIRWAY_BUNKER: SituationKind.FAIRWAY_BUNKER,
    SpecialCard.RECOVERY: SituationKind.RECOVERY,
}

NOT_PLAYABLE = frozenset({*WATERS, Terrain.OUT_OF_BOUNDS, *RELIEF_TERRAINS})
"""Terrains where a ball is never played as it lies (``situation_at``: water, out of bounds,
relief)."""

_RINGS = (0.0, 1.0, 2.0, 3.0, 5.0, 8.0, 13.0, 21.0, 34.0, 55.0, 89.0)
_DIRECTIONS = tuple((math.cos(2 * math.pi * k / 16), math.sin(2 * math.pi * k / 16))
                    for k in range(16))
_CENTRE = ((0.0, 0.0),)
_RING_OFFSETS = (_CENTRE, *(tuple((radius * dx, radius * dy) for dx, dy in _DIRECTIONS)
                            for radius in _RINGS[1:]))
"""Per ring, the spots' offsets from the target (the target itself first): the products
``_settle_near`` added to it, worked out once."""


@dataclass(frozen=True)
class Ball:
    """Where a ball lies and what rule, if any, decides its next shot instead of the ground."""

    at: Point
    on_tee: bool = True
    """The next shot is played from the tee: woods and irons only (§2)."""
    first_shot: bool = True
    """No stroke played yet: a hole in one is still possible (§4)."""
    play_as: SpecialCard | None = None
    """A local rule's card for the next shot (hole 18's sand strip)."""
    band: PuttBand | None = None
    """A local rule's putting band for the next putt (hole 14's placed ball)."""


def tee_ball(hole: Hole) -> Ball:
    """The ball teed up for the hole's first shot."""
    centre = tee_centre(hole)
    if centre is None:
        raise UltimateError(tr("the hole has no tee: place its two tee markers"))
    return Ball(centre)


def situation(hole: Hole, ball: Ball) -> Situation:
    """The situation the ball's next shot is played in: the ground's (``lie.situation_at``)
    unless a rule says otherwise."""
    if ball.on_tee:
        return situation_at(hole, ball.at, first_shot=True)
    ground = situation_at(hole, ball.at, first_shot=False)
    if ball.band is not None:
        return Situation(SituationKind.PUTTING, ground.lie, ground.to_flag, ball.band)
    if ball.play_as is not None:
        return Situation(PLAYED_AS[ball.play_as], ground.lie, ground.to_flag)
    return ground


def shoot(hole: Hole, cards: CardSet, ball: Ball, card_id: str, aim: Point, roll_sum: int,
          recovery_iron: str | None = None, *, crossings: bool = True) -> ShotOutcome:
    """The shot ``card_id`` aimed at ``aim`` from ``ball`` with the dice showing
    ``roll_sum`` (``shot.resolve_shot``; ``crossings=False``: without the hazards it crossed);
    ``UltimateError`` with the reason when refused."""
    return resolve_shot(hole, cards, ball.at, card_id, aim, roll_sum,
                        first_shot=ball.first_shot, recovery_iron=recovery_iron,
                        start=situation(hole, ball), crossings=crossings)


def shoot_refusal(hole: Hole, cards: CardSet, ball: Ball, card_id: str, aim: Point,
                  roll_sum: int, recovery_iron: str | None = None) -> str | None:
    """Why ``shoot`` with these arguments would refuse the shot, in its words; None when it
    would play it (``shot.shot_refusal``: the checks without the flight)."""
    return shot_refusal(hole, cards, ball.at, card_id, aim, roll_sum,
                        first_shot=ball.first_shot, recovery_iron=recovery_iron,
                        start=situation(hole, ball))


def landed(outcome: ShotOutcome) -> Ball:
    """The ball where the shot left it, played as it lies."""
    return Ball(outcome.landing, on_tee=False, first_shot=False)


def take_relief(hole: Hole, played_from: Ball, outcome: ShotOutcome, option: Relief) -> Ball:
    """Where ``option`` puts the ball after ``outcome`` (the shot played from
    ``played_from``); the option's penalty is the caller's to count."""
    if hole.flag is None:
        raise UltimateError(tr("the hole has no flag"))
    flag = hole.flag
    lie = outcome.situation.lie
    if isinstance(option, StrokeAndDistance):
        return replace(played_from, first_shot=False)
    if isinstance(option, ReplayFromTee):
        return replace(tee_ball(hole), first_shot=False)
    if isinstance(option, PlaceAndPutt):
        return Ball(option.at, on_tee=False, first_shot=False, band=option.band)
    if isinstance(option, PlayAs):
        card = option.card
        if option.beyond is not None and _same_side(option.beyond.line, outcome.landing, flag):
            card = option.beyond.card
        return Ball(outcome.landing, on_tee=False, first_shot=False, play_as=card)
    if isinstance(option, DropZone):
        if option.at is not None:
            return _settle(hole, option.at, flag, -math.inf)
        assert option.zone is not None
        zone = hole.region(option.zone)
        if zone is None:
            raise UltimateError(tr('the drop zone "{region}" is not a region of the hole').format(
                region=option.zone))
        return _settle(hole, nearest_in(zone.polygon, outcome.landing), flag, -math.inf,
                       inside=zone.polygon)
    if isinstance(option, UnplayableInto):
        bunker = hole.region(option.bunker)
        if bunker is None:
            raise UltimateError(tr('the bunker "{region}" is not a region of the hole').format(
                region=option.bunker))
        return _settle(hole, nearest_in(bunker.polygon, outcome.landing), flag, -math.inf,
                       inside=bunker.polygon)
    assert isinstance(option, DropOut | FreeDrop | LateralDrop)
    reference = outcome.landing
    if isinstance(option, LateralDrop) and lie.region is not None and outcome.carry > 0:
        over = passage(outcome.origin, outcome.landing, lie.region.polygon)
        if over is not None:
            reference = over.entry
    r = distance(reference, flag)
    if lie.region is None:
        return _settle(hole, reference, flag, r)
    polygon = lie.region.polygon
    spot = nearest_not_nearer(reference, flag, polygon, Side.OUTSIDE)
    found = _settle_near(hole, spot if spot is not None else reference, flag, r,
                         outside=polygon)
    if found is None:
        # No playable ground outside the region (the rough drawn under everything): drop
        # as near as possible to where the ball lies, still no nearer the hole.
        return _settle(hole, outcome.landing, flag, distance(outcome.landing, flag))
    return found


def _same_side(line: tuple[Point, Point], p: Point, flag: Point) -> bool:
    a, b = line

    def side(q: Point) -> float:
        return (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)

    return side(p) * side(flag) > 0


def _settle(hole: Hole, target: Point, flag: Point, r: float, *,
            outside: Polygon | None = None, inside: Polygon | None = None) -> Ball:
    """The ball dropped at the first playable point near ``target``, no nearer the flag than
    ``r`` (module docstring); replayed from the tee when there is none."""
    found = _settle_near(hole, target, flag, r, outside=outside, inside=inside)
    return found if found is not None else replace(tee_ball(hole), first_shot=False)


def _settle_near(hole: Hole, target: Point, flag: Point, r: float, *,
                 outside: Polygon | None = None, inside: Polygon | None = None) -> Ball | None:
    grounds = None if outside is None else _grounds_off(hole, outside)
    if grounds is not None:
        around = Box(target.x - _REACH, target.x + _REACH, target.y - _REACH, target.y + _REACH)
        grounds = tuple(g for g in grounds if g.box is not None and g.box.meets(around))
        if not grounds:
            return None  # no spot of any ring can be played (``_grounds_off``)
    # The cheap test first: a spot nearer the hole (half of every ring) is passed by before
    # a polygon is asked about it. The tests are all needed, so their order changes nothing.
    # A spot is made a ``Point`` only once it is far enough.
    tx, ty, fx, fy = target.x, target.y, flag.x, flag.y
    nearest = r - EPSILON
    hypot = math.hypot
    for ring in _RING_OFFSETS:
        for ox, oy in ring:
            sx, sy = (tx, ty) if ring is _CENTRE else (tx + ox, ty + oy)
            if hypot(sx - fx, sy - fy) < nearest:  # distance(spot, flag)
                continue
            spot = target if ring is _CENTRE else Point(sx, sy)
            if grounds is not None:
                for ground in grounds:
                    if ground.contains(spot):
                        break
                else:
                    continue
            if outside is not None and (outside.contains(spot) or outside.on_boundary(spot)):
                continue
            if inside is not None and not inside.contains(spot):
                continue
            if situation_at(hole, spot, first_shot=False).kind in NEEDS_RELIEF:
                continue
            return Ball(spot, on_tee=False, first_shot=False)
    return None


_REACH = _RINGS[-1] + 1.0
"""Yards around the target within which ``_settle_near`` looks (its widest ring), and some."""


def _no_grounds(hole: Hole) -> dict[int, tuple[Polygon, ...]]:
    return {}


_grounds_known: ModelMemo[Hole, dict[int, tuple[Polygon, ...]]] = ModelMemo(_no_grounds)


def _grounds_off(hole: Hole, outside: Polygon) -> tuple[Polygon, ...] | None:
    """The regions that may give playable ground off the region ``outside`` (None when
    ``outside`` is not one of the hole's regions: then every spot is tried).

    Off the region, a ball can be played only inside another region a ball can be played in
    (not water, out of bounds or relief ground), and not one that lies well inside this one
    (``plane.well_inside``): a spot inside none of those is out of bounds, water, relief
    ground or inside the region itself, and ``_settle_near`` would pass it by. So it passes
    it by at once, without reading its lie (a polygon's ``contains`` is a lookup in its grid
    away from its outline): the drop out of the rough drawn under everything — asked by the
    analysis for every block of a hole, and always ending by the ball — looked at 161 spots
    with ``situation_at`` each, most of the analysis' time."""
    index = next((k for k, region in enumerate(hole.regions) if region.polygon is outside),
                 None)
    if index is None:
        return None
    known = _grounds_known(hole)
    grounds = known.get(index)
    if grounds is None:
        grounds = known[index] = tuple(
            other.polygon for k, other in enumerate(hole.regions)
            if k != index and other.kind not in NOT_PLAYABLE
            and not well_inside(other.polygon, outside))
    return grounds
