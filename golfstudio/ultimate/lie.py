"""Where an Ultimate Golf ball lies, the situation that puts the player in, and the cards allowed.

The rulebook decides the next shot by the terrain under the ball (ultimate-golf.md §3 step 4)
and then restricts the cards (§2, §4): woods or irons from the tee, the putter only on the
green, a special card compulsory in its situation. The engine, the play view and the CLI all
ask the same three questions — what is the lie, what situation is it, may this card be
played — so they are answered here once, from the hole and the card set alone.

Decisions (docs/ultimate-rules-engine.md):

- **The edge of water is water.** A point on the outline of a water or lateral-water region
  reads as water even where a green, fairway or rough is drawn on top (§4: "a ball on the edge
  of water, or plainly not fully on green/fairway/rough, counts as in water"); only a bridge
  drawn on top keeps a ball on the edge dry. Inside an island green the ball is on the green.
- **On the green, the putter.** A ball on the green putts, however near the flag: the chip
  is for a ball off the green within 30 yards of the flag (§4).
- **Fringe and a tee after the first shot read as fairway**: short grass, neither "rough,
  trees" nor a hazard.
- **Cart path, bridge, stone wall, 150-yard marker and railway** need relief before the ball
  is played (§6): their situation is *relief* and no card is allowed until the ball is dropped.
- **Putting bands** (§5): under 10 feet; 10 to 20 feet inclusive; over 20 up to 40 feet
  inclusive; over 40 feet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from golfstudio.i18n import tr
from golfstudio.plane import Point, Polygon, distance
from golfstudio.ultimate.cards import Card, CardSet, PuttBand, ShotCard
from golfstudio.ultimate.course import Hole, ModelMemo, Region, Terrain, terrain_name

__all__ = [
    "CHIP_RANGE", "GREEN_SIDE_RANGE", "RECOVERY_WEDGE_RANGE", "Lie", "Situation",
    "SituationKind", "allowed_cards", "lie_at", "putt_band", "refusal", "situation_at",
]

CHIP_RANGE = 30.0
"""§4: within 30 yards of the flag, off the green and not in a hazard or the rough, chip."""

GREEN_SIDE_RANGE = 50.0
"""§4: a bunker less than 50 yards from the nearest edge of a green is a green-side bunker."""

RECOVERY_WEDGE_RANGE = 60.0
"""§4: a recovery within 60 yards of the flag is played with the sand wedge, plus 10 feet."""

FEET_PER_YARD = 3.0

WATERS = frozenset({Terrain.WATER, Terrain.LATERAL_WATER})
RELIEF_TERRAINS = frozenset({Terrain.CART_PATH, Terrain.BRIDGE, Terrain.STONE_WALL,
                             Terrain.RAILWAY, Terrain.MARKER_150})
RECOVERY_TERRAINS = frozenset({Terrain.ROUGH, Terrain.TREES})

SPECIAL_IDS = ("chip", "green-side-bunker", "fairway-bunker", "recovery")


@dataclass(frozen=True)
class Lie:
    """The terrain under the ball and the region that gives it (None off every region)."""

    point: Point
    terrain: Terrain
    region: Region | None

    @property
    def region_id(self) -> str | None:
        return None if self.region is None else self.region.id


class SituationKind(Enum):
    """What the lie asks of the next shot (§2, §4, §5)."""

    TEE = "tee"
    """The first shot of the hole: woods or irons only."""
    FAIRWAY = "fairway"
    """Short grass away from the flag: any wood (not the 3-wood tee card) or iron."""
    CHIP = "chip"
    GREEN_SIDE_BUNKER = "green-side-bunker"
    FAIRWAY_BUNKER = "fairway-bunker"
    RECOVERY = "recovery"
    PUTTING = "putting"
    WATER = "water"
    OUT_OF_BOUNDS = "out-of-bounds"
    RELIEF = "relief"
    """A cart path, bridge, wall, marker or railway: the ball is dropped before it is played."""


@dataclass(frozen=True)
class Situation:
    """The situation at a lie: its kind, how far the flag is, and on the green the putt's
    band."""

    kind: SituationKind
    lie: Lie
    to_flag: float
    """Yards from the ball to the flag."""
    band: PuttBand | None = None

    @property
    def to_flag_feet(self) -> float:
        return self.to_flag * FEET_PER_YARD

    @property
    def recovery_with_wedge(self) -> bool:
        """A recovery near enough the flag for the sand wedge (+10 feet) rather than an iron
        read with the recovery card."""
        return self.kind is SituationKind.RECOVERY and self.to_flag <= RECOVERY_WEDGE_RANGE


def lie_at(hole: Hole, point: Point) -> Lie:
    """The lie at ``point``: the region on top, except that the edge of water is water (see
    the module's decisions); off every region is out of bounds (§1)."""
    top = hole.region_at(point)
    if top is None or top.kind is not Terrain.BRIDGE:
        edge = _water_edge(hole.regions, point)
        if edge is not None and (top is None or top.kind not in WATERS):
            return Lie(point, edge.kind, edge)
    if top is None:
        return Lie(point, Terrain.OUT_OF_BOUNDS, None)
    return Lie(point, top.kind, top)


def _water_edge(regions: Sequence[Region], point: Point) -> Region | None:
    for region in reversed(regions):
        if region.kind in WATERS and region.polygon.on_boundary(point):
            return region
    return None


def putt_band(feet: float) -> PuttBand:
    """§5's four bands; a putt of exactly 10 or 20 feet is in the 10–20 band, one of exactly
    40 feet in the 20–40 band."""
    if feet < 10:
        return PuttBand.UNDER_10
    if feet <= 20:
        return PuttBand.FROM_10_TO_20
    if feet <= 40:
        return PuttBand.FROM_20_TO_40
    return PuttBand.OVER_40


def to_green_edge(hole: Hole, point: Point) -> float:
    """Yards from ``point`` to the nearest green (0 on one); infinite on a hole without one."""
    return min((g.gap(point) for g in _greens(hole)), default=float("inf"))


_greens: ModelMemo[Hole, tuple[Polygon, ...]] = ModelMemo(
    lambda hole: tuple(r.polygon for r in hole.regions if r.kind is Terrain.GREEN))


MEMO_SIZE = 512
"""Situations remembered per hole (``situation_at``): the last few shots' origins and
landings, which a turn reads several times."""

_situations: ModelMemo[Hole, dict[tuple[Point, bool], Situation]] = ModelMemo(lambda hole: {})


def situation_at(hole: Hole, point: Point, *, first_shot: bool) -> Situation:
    """The situation a ball at ``point`` is in (§4), the tee on the hole's first shot.

    One turn reads the same point several times (the player's choice, the engine's check of
    the shot, the shot itself), so the answer is remembered per hole. A remembered answer is
    given for an equal point only when it is that very point: ``-0.0`` equals ``0.0``, and
    the lie must carry the caller's point unchanged."""
    memo = _situations(hole)
    key = (point, first_shot)
    found = memo.get(key)
    if found is not None:
        if found.lie.point is point:
            return found
        return Situation(found.kind, Lie(point, found.lie.terrain, found.lie.region),
                         found.to_flag, found.band)
    found = _situation(hole, point, first_shot)
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    memo[key] = found
    return found


def _situation(hole: Hole, point: Point, first_shot: bool) -> Situation:
    lie = lie_at(hole, point)
    flag = hole.flag if hole.flag is not None else point
    to_flag = distance(point, flag)
    terrain = lie.terrain

    def made(kind: SituationKind, band: PuttBand | None = None) -> Situation:
        return Situation(kind, lie, to_flag, band)

    if first_shot:
        return made(SituationKind.TEE)
    if terrain in WATERS:
        return made(SituationKind.WATER)
    if terrain is Terrain.OUT_OF_BOUNDS:
        return made(SituationKind.OUT_OF_BOUNDS)
    if terrain in RELIEF_TERRAINS:
        return made(SituationKind.RELIEF)
    if terrain is Terrain.GREEN:
        return made(SituationKind.PUTTING, putt_band(to_flag * FEET_PER_YARD))
    if terrain is Terrain.BUNKER:
        near = to_green_edge(hole, point) < GREEN_SIDE_RANGE
        return made(SituationKind.GREEN_SIDE_BUNKER if near else SituationKind.FAIRWAY_BUNKER)
    if terrain in RECOVERY_TERRAINS:
        return made(SituationKind.RECOVERY)
    if to_flag <= CHIP_RANGE:
        return made(SituationKind.CHIP)
    return made(SituationKind.FAIRWAY)


# ---- which cards may be played (§2, §4) ----------------------------------------------------------

COMPULSORY: dict[SituationKind, str] = {
    SituationKind.CHIP: "chip",
    SituationKind.GREEN_SIDE_BUNKER: "green-side-bunker",
    SituationKind.FAIRWAY_BUNKER: "fairway-bunker",
}
"""The special card a situation makes compulsory (§4)."""


def _is_club(card: object) -> bool:
    return isinstance(card, ShotCard) and card.kind in ("wood", "iron")


def allowed_cards(cards: CardSet, situation: Situation) -> tuple[str, ...]:
    """The ids of the cards that may be played in ``situation``, in the set's order. A
    recovery beyond 60 yards of the flag is the recovery card, read with an iron the player
    names (``irons``).

    Whether a card is refused depends on the situation's kind and, for a recovery, on
    whether the sand wedge plays it — not on where the ball lies — so the answer is
    remembered per card set for each of those few cases: it is asked before every shot."""
    memo = _allowed(cards)
    key = (situation.kind, situation.recovery_with_wedge)
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(card.id for card in cards.cards
                                  if _refusal_of(cards, card, situation) is None)
    return found


_allowed: ModelMemo[CardSet, dict[tuple[SituationKind, bool], tuple[str, ...]]] = ModelMemo(
    lambda cards: {})


def situation_name(kind: SituationKind) -> str:
    """A situation as a message names it: its id in English ("green-side-bunker")."""
    names = {
        SituationKind.TEE: tr("tee", "situation"),
        SituationKind.FAIRWAY: tr("fairway", "situation"),
        SituationKind.CHIP: tr("chip", "situation"),
        SituationKind.GREEN_SIDE_BUNKER: tr("green-side-bunker", "situation"),
        SituationKind.FAIRWAY_BUNKER: tr("fairway-bunker", "situation"),
        SituationKind.RECOVERY: tr("recovery", "situation"),
        SituationKind.PUTTING: tr("putting", "situation"),
        SituationKind.WATER: tr("water", "situation"),
        SituationKind.OUT_OF_BOUNDS: tr("out-of-bounds", "situation"),
        SituationKind.RELIEF: tr("relief", "situation"),
    }
    return names[kind]


def irons(cards: CardSet) -> tuple[str, ...]:
    """The irons a recovery beyond 60 yards may be read with (wedges included, §2's pile)."""
    return tuple(c.id for c in cards.cards if isinstance(c, ShotCard) and c.kind == "iron")


def refusal(cards: CardSet, card_id: str, situation: Situation) -> str | None:
    """Why ``card_id`` may not be played in ``situation``, in words; None when it may.

    An id the set lacks is refused too, so the caller gives one message for both."""
    card = cards.find(card_id)
    if card is None:
        return tr('there is no card "{card}" in the set "{set}"').format(card=card_id,
                                                                          set=tr(cards.name))
    return _refusal_of(cards, card, situation)


def _refusal_of(cards: CardSet, card: Card, situation: Situation) -> str | None:
    """``refusal`` for a card of the set (``allowed_cards`` asks it of every card of the set
    for every shot, so it does not look the card up again by id, and translates the card's
    name only for a refusal that says it)."""
    card_id = card.id
    kind = situation.kind
    if kind is SituationKind.WATER:
        return tr("the ball is in water: take relief (one penalty stroke) before playing a card")
    if kind is SituationKind.OUT_OF_BOUNDS:
        return tr("the ball is out of bounds: replay from where the shot was played")
    if kind is SituationKind.RELIEF:
        return tr("the ball lies on {terrain}: drop it (relief) before playing a card").format(
            terrain=terrain_name(situation.lie.terrain))
    if kind is SituationKind.TEE:
        if card_id == "3-wood-fairway":
            return tr("from the tee the 3-wood is played with the 3-wood (tee) card")
        if not _is_club(card):
            return tr("from the tee only woods and irons are played, not the {card}").format(
                card=tr(card.name))
        return None
    if card_id == "3-wood-tee":
        return tr("the 3-wood (tee) card is played only from the tee")
    if kind is SituationKind.PUTTING:
        return None if card_id == "putter" else tr(
            "on the green the putter is played, not the {card}").format(card=tr(card.name))
    if card_id == "putter":
        return tr("the putter is played only on the green")
    compulsory = COMPULSORY.get(kind)
    if compulsory is not None:
        if card_id == compulsory:
            return None
        return tr("in this situation ({situation}) the {compulsory} card is compulsory, not the "
                  "{card}").format(situation=situation_name(kind),
                                   compulsory=tr(cards.card(compulsory).name), card=tr(card.name))
    if kind is SituationKind.RECOVERY:
        if situation.recovery_with_wedge:
            if card_id == "sand-wedge":
                return None
            return tr("a recovery within {yards} yards of the flag is played with the {wedge} "
                      "(plus 10 feet), not the {card}").format(
                          yards=f"{RECOVERY_WEDGE_RANGE:g}",
                          wedge=tr(cards.card("sand-wedge").name), card=tr(card.name))
        if card_id == "recovery":
            return None
        return tr("a recovery {yards} yards from the flag is played with the {recovery} card "
                  "read with an iron, not the {card} alone").format(
                      yards=f"{situation.to_flag:.0f}",
                      recovery=tr(cards.card("recovery").name), card=tr(card.name))
    if card_id in SPECIAL_IDS:
        return tr("the {card} card is played only in its situation, not from the "
                  "{situation}").format(card=tr(card.name), situation=situation_name(kind))
    return None if _is_club(card) else tr("the {card} is not played from the {situation}").format(
        card=tr(card.name), situation=situation_name(kind))
