"""Resolving one Ultimate Golf shot: the card's row for the dice, the flight, where it lands.

ultimate-golf.md §3: the player has picked a card and an aim point; the dice sum picks the
card's row; the ball travels the carry along the aim line and is turned about the origin so
that it ends ``factor × k`` yards off line, ``k = carry / 8`` clamped to 10…30 yards; the
terrain where it lands decides what comes next (§4), and a landing in water or out of bounds
costs what §6 says. The dice sum is an input — the engine rolls (or the player types a real
roll) — so this module is deterministic and a test can walk every row.

Only the landing point's lie counts: a ball whose flight crosses water or out of bounds and
lands beyond is beyond it (``plane.passage`` tells the regions flown over, listed in the
outcome for the play view to draw).

Decisions (docs/ultimate-rules-engine.md):

- **Feet cards** (chip, green-side bunker) are played at the flag whatever the aim: the
  result is the distance from the hole in feet; the ball is laid at that distance on the line
  from the flag toward the origin, turned about the flag by 15° per off-line step to the
  player's left or right. A straight result stays on the line of play, short of the hole.
- **Off line further than the carry**: a short carry with a wide factor turns the ball at
  most a right angle; the outcome gives the yards off line actually reached.
- **Recovery beyond 60 yards**: the iron's row gives carry, factor and side; the recovery
  card's row (same roll) takes its penalty off the carry (never below 0), and ``k`` follows
  the carry actually flown. Within 60 yards the sand wedge is played and the ball then lies
  10 feet further from the hole (on the line from the flag through where it landed).
- **Unplayable** results (a card's or the recovery card's): the ball stays where it was;
  one penalty stroke and a drop out of the hazard, as near as possible, not nearer the hole.
- **Relief**: the landing region's local rule (by region, else by terrain) lists the choices;
  without one, water offers a drop out of it or stroke and distance, lateral water a
  lateral drop or stroke and distance, out of bounds stroke and distance, a cart path,
  bridge, wall or marker a free drop, the railway a drop out with one penalty. The outcome's
  ``penalty_strokes`` is the penalty every choice costs (the least of them); the player
  chooses later.
- **Hole in one** (§4): on the par 3 that names a club, that club aimed exactly at the flag
  from the tee with a roll of 7 holes the ball.
- **Covers the hole** (§4, "tous les coups"): a shot in yards (any club, a recovery read
  with an iron, the fairway bunker card) whose ball stops within ``COVER_FEET`` of the flag
  covers the hole, as a feet card's 7 does: ``holed_check``, and the engine re-rolls (7
  holes it, else one putt). The hole's **first shot** is governed by the hole-in-one rule
  alone (holes in one only on the marked par 3s), so a first shot that covers the hole
  otherwise is not re-rolled: it lies on the lip (``on_lip``) and one putt is counted, as
  for a missed re-roll. A tee shot replayed after a penalty is not a first shot.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from golfstudio.i18n import tr
from golfstudio.plane import EPSILON, Point, distance, passage
from golfstudio.ultimate.cards import (
    DICE_SUMS,
    CardSet,
    PutterCard,
    RecoveryCard,
    ShotCard,
    ShotRow,
    Side,
    Special,
    Unit,
)
from golfstudio.ultimate.course import (
    DropOut,
    FreeDrop,
    Hole,
    LateralDrop,
    Relief,
    StrokeAndDistance,
    Terrain,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import (
    FEET_PER_YARD,
    WATERS,
    Situation,
    SituationKind,
    refusal,
    situation_at,
)

__all__ = ["COVER_FEET", "FEET_TURN_DEGREES", "ShotOutcome", "covers_hole", "off_line_k",
           "relief_at", "resolve_shot", "shot_refusal"]

K_MIN, K_MAX = 10.0, 30.0
"""§3: each off-line step is 10 to 30 yards "according to the distance"."""

FEET_TURN_DEGREES = 15.0
"""A feet card's off-line step: 15° about the flag (at most 60° at factor 4), so a miss
stays on the side of the hole the player plays from."""

WEDGE_RECOVERY_FEET = 10.0
"""§4: a recovery within 60 yards with the sand wedge adds 10 feet to the result."""

COVER_FEET = 1.0
"""§4: a ball of a shot in yards that stops within a foot of the flag covers the hole
(*Decision*: the board's ball token over the printed hole; a foot is a third of a yard, far
less than any card's resolution, so only a shot that reaches the flag covers it)."""

HAZARDS = frozenset({*WATERS, Terrain.OUT_OF_BOUNDS})


def off_line_k(carry: float) -> float:
    """Yards per off-line step: carry / 8 clamped to 10…30 (§3, *Decision*)."""
    return min(K_MAX, max(K_MIN, carry / 8.0))



@dataclass(frozen=True)
class ShotOutcome:
    """Everything one shot did, for the engine to apply, the play view to draw and a test to
    assert on. Distances are yards unless the name says feet."""

    card_id: str
    roll: int
    row: ShotRow | None
    """The row read (the iron's, on a recovery beyond 60 yards); None for a putt."""
    recovery_iron: str | None
    recovery_penalty: int | None
    """Yards the recovery card took off the iron's carry."""
    origin: Point
    aim: Point
    landing: Point
    carry: float
    """Yards flown from the origin (0 when the ball did not move)."""
    off_line: float
    """Yards off the aim line at the landing point."""
    side: Side
    situation: Situation
    """Where the ball now lies and what that asks of the next shot."""
    carried_over: tuple[str, ...]
    """Ids of the water and out-of-bounds regions the flight crossed and landed beyond."""
    penalty_strokes: int
    relief: tuple[Relief, ...]
    """The choices the player has before the next shot (empty when the ball is played as
    it lies)."""
    replay_from: Point | None
    """Where the next shot is played from under stroke and distance, when that is the only
    choice."""
    unplayable: bool
    holed_check: bool
    """The ball covers the hole: a re-roll of 7 holes it, else one putt is counted (§4)."""
    holed: bool
    on_lip: bool
    """The hole's first shot covers the hole without being a hole in one: no re-roll, one
    putt is counted (module docstring, *Decision*)."""
    distance_feet: float | None
    """On a feet card, the result: feet from the hole."""

    def to_dict(self) -> dict[str, Any]:
        """Stable keys for the CLI and saved records; points as ``[x, y]`` rounded to 0.01."""

        def pt(p: Point | None) -> list[float] | None:
            return None if p is None else [round(p.x, 2), round(p.y, 2)]

        situation = self.situation
        return {
            "card": self.card_id,
            "roll": self.roll,
            "row": None if self.row is None else {
                "sum": self.row.sum, "carry": self.row.carry, "factor": self.row.factor,
                "side": self.row.side.value,
                "special": None if self.row.special is None else self.row.special.value},
            "recovery_iron": self.recovery_iron,
            "recovery_penalty": self.recovery_penalty,
            "origin": pt(self.origin),
            "aim": pt(self.aim),
            "landing": pt(self.landing),
            "carry": round(self.carry, 2),
            "off_line": round(self.off_line, 2),
            "side": self.side.value,
            "lie": {"terrain": situation.lie.terrain.value, "region": situation.lie.region_id},
            "situation": situation.kind.value,
            "to_flag": round(situation.to_flag, 2),
            "putt_band": None if situation.band is None else situation.band.value,
            "carried_over": list(self.carried_over),
            "penalty_strokes": self.penalty_strokes,
            "relief": [option.model_dump(mode="json") for option in self.relief],
            "replay_from": pt(self.replay_from),
            "unplayable": self.unplayable,
            "holed_check": self.holed_check,
            "holed": self.holed,
            "on_lip": self.on_lip,
            "distance_feet": None if self.distance_feet is None else round(self.distance_feet, 2),
        }


def _unit(v: Point) -> Point:
    length = v.length()
    return v.scaled(1.0 / length)


def _left_of(u: Point) -> Point:
    """The unit vector to the left of ``u`` (x right, y up the map)."""
    return Point(-u.y, u.x)


def _turn_sign(side: Side) -> float:
    return {Side.LEFT: 1.0, Side.RIGHT: -1.0, Side.NONE: 0.0}[side]


def _flight(origin: Point, aim: Point, carry: float, factor: int,
            side: Side) -> tuple[Point, float]:
    """§3 step 3: the landing point and the yards off line it ends."""
    u = _unit(aim - origin)
    wanted = factor * off_line_k(carry)
    if carry <= 0.0:
        return origin, 0.0
    angle = math.asin(min(1.0, wanted / carry)) * _turn_sign(side)
    left = _left_of(u)
    along = u.scaled(carry * math.cos(angle)) + left.scaled(carry * math.sin(angle))
    return origin + along, abs(carry * math.sin(angle))


def _feet_landing(flag: Point, origin: Point, feet: float, factor: int,
                  side: Side) -> Point:
    """A feet card's ball: ``feet`` from the flag toward the origin, turned about the flag by
    15° a step to the player's side."""
    back = origin - flag
    towards_origin = _unit(back) if back.length() > EPSILON else Point(0.0, -1.0)
    play = towards_origin.scaled(-1.0)  # the player's line of play, toward the flag
    angle = math.radians(FEET_TURN_DEGREES * factor) * _turn_sign(side)
    # Turning to the player's left moves the ball to the left of the line of play.
    left = _left_of(play)
    direction = towards_origin.scaled(math.cos(angle)) + left.scaled(math.sin(angle))
    return flag + direction.scaled(feet / FEET_PER_YARD)


def _carried_over(hole: Hole, origin: Point, landing: Point,
                  landed_in: str | None) -> tuple[str, ...]:
    """The hazards the flight crossed without the ball lying in them: flown over and out, or
    onto ground drawn above them (an island green inside its lake)."""
    crossed: list[str] = []
    for region in hole.regions:
        if region.kind not in HAZARDS or region.id == landed_in:
            continue
        over = passage(origin, landing, region.polygon)
        if over is not None and over.entry_t > 0.0:
            crossed.append(region.id)
    return tuple(crossed)


def _default_relief(terrain: Terrain) -> tuple[Relief, ...]:
    if terrain is Terrain.WATER:
        return (DropOut(penalty=1), StrokeAndDistance(penalty=1))
    if terrain is Terrain.LATERAL_WATER:
        return (LateralDrop(penalty=1), StrokeAndDistance(penalty=1))
    if terrain is Terrain.OUT_OF_BOUNDS:
        return (StrokeAndDistance(penalty=1),)
    if terrain is Terrain.RAILWAY:
        return (DropOut(penalty=1),)
    return (FreeDrop(penalty=0),)


def relief_at(hole: Hole, situation: Situation) -> tuple[Relief, ...]:
    """The choices a ball in ``situation`` offers: the hole's local rule for its region, else
    for its terrain, else §6's defaults; none for a ball played as it lies.

    A rule that names the ball's region applies wherever it lies, so a playable region can
    offer a choice (hole 18's sand strip: stroke and distance, or play it as a bunker); rules
    by terrain and the defaults apply only where the ball cannot be played as it lies."""
    lie = situation.lie
    for rule in hole.local_rules:
        if lie.region_id is not None and rule.region == lie.region_id:
            return rule.options
    if situation.kind not in (SituationKind.WATER, SituationKind.OUT_OF_BOUNDS,
                              SituationKind.RELIEF):
        return ()
    for rule in hole.local_rules:
        if rule.terrain is lie.terrain:
            return rule.options
    return _default_relief(lie.terrain)


def _check_point(what: str, p: Point) -> None:
    if not (math.isfinite(p.x) and math.isfinite(p.y)):
        message = (tr("the origin {point} is not a point") if what == "origin" else
                   tr("the aim point {point} is not a point"))
        raise UltimateError(message.format(point=p))


def resolve_shot(hole: Hole, cards: CardSet, origin: Point, card_id: str, aim: Point,
                 roll_sum: int, *, first_shot: bool,
                 recovery_iron: str | None = None,
                 start: Situation | None = None, crossings: bool = True) -> ShotOutcome:
    """One shot from ``origin`` with ``card_id`` aimed at ``aim``, the dice showing
    ``roll_sum``. Raises ``UltimateError`` with the reason in words when the card may not be
    played there (``lie.refusal``), the roll is not 2–12, or the aim is the ball's own spot.

    ``start`` is the situation the ball is played in when a rule decides it rather than the
    ground (a replay from the tee, a local rule's card or putting band: ``ball.situation``);
    by default it is read at ``origin``. ``first_shot`` alone makes a hole in one possible.
    ``crossings=False`` leaves ``carried_over`` empty, for a caller that never reads it (the
    analysis asks thousands of shots where they end; the hazards a flight crossed are a
    fifth of a shot's work)."""
    start = _checked(hole, cards, origin, card_id, aim, roll_sum, first_shot=first_shot,
                     recovery_iron=recovery_iron, start=start)
    card = cards.card(card_id)
    assert hole.flag is not None  # _checked refused a hole without one
    flag = hole.flag

    if isinstance(card, PutterCard):
        assert start.band is not None  # the putter is allowed only on the green
        holed = roll_sum in card.holing(start.band)
        landing = flag if holed else origin
        return _outcome(hole, card_id, roll_sum, None, None, None, origin, aim, landing,
                        0.0, 0.0, Side.NONE, first_shot=False, holed=holed)

    iron_id: str | None = None
    penalty_yards: int | None = None
    if isinstance(card, RecoveryCard):
        shot_card, penalty_yards, unplayable = _recovery_iron(cards, card, recovery_iron,
                                                              roll_sum)
        iron_id = shot_card.id
        if unplayable:
            return _unplayable(hole, card_id, roll_sum, shot_card.row(roll_sum), iron_id,
                               origin, aim)
    else:
        assert isinstance(card, ShotCard)
        shot_card = card
    row = shot_card.row(roll_sum)
    if row.special is Special.UNPLAYABLE:
        return _unplayable(hole, card_id, roll_sum, row, iron_id, origin, aim)

    if shot_card.unit is Unit.FEET:
        if row.special is Special.HOLED_CHECK:
            return _outcome(hole, card_id, roll_sum, row, None, None, origin, flag, flag,
                            distance(origin, flag), 0.0, Side.NONE, holed_check=True,
                            distance_feet=0.0, crossings=crossings)
        landing = _feet_landing(flag, origin, row.carry, row.factor, row.side)
        return _outcome(hole, card_id, roll_sum, row, None, None, origin, flag, landing,
                        distance(origin, landing), _off_line(origin, flag, landing), row.side,
                        distance_feet=float(row.carry), crossings=crossings)

    carry = float(row.carry) - (penalty_yards or 0)
    carry = max(0.0, carry)
    landing, off_line = _flight(origin, aim, carry, row.factor, row.side)
    if first_shot and hole.hole_in_one is not None and hole.hole_in_one.value == card_id \
            and distance(aim, flag) <= EPSILON and roll_sum == 7:
        return _outcome(hole, card_id, roll_sum, row, None, None, origin, aim, flag,
                        distance(origin, flag), 0.0, Side.NONE, holed=True,
                        crossings=crossings)
    if start.recovery_with_wedge and card_id == "sand-wedge":
        out = landing - flag
        away = _unit(out) if out.length() > EPSILON else _unit(origin - flag)
        landing = landing + away.scaled(WEDGE_RECOVERY_FEET / FEET_PER_YARD)
    covers = covers_hole(landing, flag)
    return _outcome(hole, card_id, roll_sum, row, iron_id, penalty_yards, origin, aim, landing,
                    carry, off_line, row.side if off_line > 0 else Side.NONE,
                    holed_check=covers and not first_shot, on_lip=covers and first_shot,
                    crossings=crossings)


def covers_hole(landing: Point, flag: Point) -> bool:
    """Whether a ball at ``landing`` covers the hole at ``flag`` (``COVER_FEET``)."""
    return distance(landing, flag) * FEET_PER_YARD <= COVER_FEET


def shot_refusal(hole: Hole, cards: CardSet, origin: Point, card_id: str, aim: Point,
                 roll_sum: int, *, first_shot: bool, recovery_iron: str | None = None,
                 start: Situation | None = None) -> str | None:
    """Why ``resolve_shot`` with these arguments would refuse the shot, in its words; None
    when it would play it. The same checks in the same order, without flying the ball: an
    engine asking whether a shot may be played does not pay for where it would land."""
    try:
        _checked(hole, cards, origin, card_id, aim, roll_sum, first_shot=first_shot,
                 recovery_iron=recovery_iron, start=start)
    except UltimateError as exc:
        return str(exc)
    return None


def _checked(hole: Hole, cards: CardSet, origin: Point, card_id: str, aim: Point,
             roll_sum: int, *, first_shot: bool, recovery_iron: str | None,
             start: Situation | None) -> Situation:
    """Every refusal of ``resolve_shot`` (its docstring), raised in the order the shot meets
    them; the situation the ball is played in when there is none. The aim matters only to a
    shot in yards that plays the ball: a putt, a feet card and an unplayable result ignore it."""
    if hole.flag is None:
        raise UltimateError(tr("the hole has no flag"))
    if roll_sum not in DICE_SUMS:
        raise UltimateError(tr("a roll of two dice is 2 to 12, not {roll}").format(roll=roll_sum))
    _check_point("origin", origin)
    _check_point("aim point", aim)
    if start is None:
        start = situation_at(hole, origin, first_shot=first_shot)
    reason = refusal(cards, card_id, start)
    if reason is not None:
        raise UltimateError(reason)
    card = cards.card(card_id)
    if isinstance(card, PutterCard):
        return start
    if isinstance(card, RecoveryCard):
        shot_card, _, unplayable = _recovery_iron(cards, card, recovery_iron, roll_sum)
        if unplayable:
            return start
    else:
        if recovery_iron is not None:
            raise UltimateError(tr("an iron ({iron}) is named only with the recovery card")
                                .format(iron=recovery_iron))
        shot_card = card
    row = shot_card.row(roll_sum)
    if row.special is Special.UNPLAYABLE or shot_card.unit is Unit.FEET:
        return start
    if distance(origin, aim) <= EPSILON:
        raise UltimateError(tr("the aim point {point} is where the ball lies: aim somewhere "
                               "else").format(point=aim))
    return start


def _off_line(origin: Point, aim: Point, p: Point) -> float:
    u = _unit(aim - origin)
    return abs((p - origin).x * -u.y + (p - origin).y * u.x)


def _recovery_iron(cards: CardSet, recovery: RecoveryCard, iron_id: str | None,
                   roll_sum: int) -> tuple[ShotCard, int | None, bool]:
    """§4: beyond 60 yards the recovery card is read with an iron the player chose."""
    if iron_id is None:
        raise UltimateError(tr("the recovery card is read with an iron: name the iron"))
    iron = next((c for c in cards.cards if c.id == iron_id), None)
    if not isinstance(iron, ShotCard) or iron.kind != "iron":
        raise UltimateError(tr('the recovery card is read with an iron, and "{iron}" is not '
                               "an iron of the set").format(iron=iron_id))
    rec_row = recovery.row(roll_sum)
    if rec_row.special == "unplayable":
        return iron, None, True
    return iron, rec_row.penalty, False


def _unplayable(hole: Hole, card_id: str, roll_sum: int, row: ShotRow, iron_id: str | None,
                origin: Point, aim: Point) -> ShotOutcome:
    """The ball stays where it lies: one penalty stroke, a drop out of the hazard."""
    situation = situation_at(hole, origin, first_shot=False)
    return ShotOutcome(
        card_id=card_id, roll=roll_sum, row=row, recovery_iron=iron_id, recovery_penalty=None,
        origin=origin, aim=aim, landing=origin, carry=0.0, off_line=0.0, side=Side.NONE,
        situation=situation, carried_over=(), penalty_strokes=1,
        relief=(DropOut(penalty=1),), replay_from=None, unplayable=True, holed_check=False,
        holed=False, on_lip=False, distance_feet=None)


def _outcome(hole: Hole, card_id: str, roll_sum: int, row: ShotRow | None, iron_id: str | None,
             penalty_yards: int | None, origin: Point, aim: Point, landing: Point,
             carry: float, off_line: float, side: Side, *, first_shot: bool = False,
             holed: bool = False, holed_check: bool = False, on_lip: bool = False,
             distance_feet: float | None = None, crossings: bool = True) -> ShotOutcome:
    situation = situation_at(hole, landing, first_shot=first_shot)
    relief = relief_at(hole, situation) if not (holed or holed_check or on_lip) else ()
    penalty = min((option.penalty for option in relief), default=0)
    only_replay = len(relief) == 1 and isinstance(relief[0], StrokeAndDistance)
    return ShotOutcome(
        card_id=card_id, roll=roll_sum, row=row, recovery_iron=iron_id,
        recovery_penalty=penalty_yards, origin=origin, aim=aim, landing=landing, carry=carry,
        off_line=off_line, side=side, situation=situation,
        carried_over=(_carried_over(hole, origin, landing, situation.lie.region_id)
                      if carry > 0 and crossings else ()),
        penalty_strokes=penalty, relief=relief, replay_from=origin if only_replay else None,
        unplayable=False, holed_check=holed_check, holed=holed, on_lip=on_lip,
        distance_feet=distance_feet)
