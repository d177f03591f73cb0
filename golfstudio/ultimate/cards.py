"""The club cards of Ultimate Golf as data: the bundled set, a user's own set, their figures.

Rulebook 000 ("Déroulement du jeu", 4): a card lists eleven results, one for each sum of two
dice, and the card set is the same for every player. The printed tables are not available,
so the studio ships its own set in ``resources/ultimate/cards.json`` (ultimate-golf.md §2,
*Data*) and an owner of the printed cards can load theirs instead. A file is versioned JSON
(``{"format": "golfstudio.ultimate-cards", "version": 2, …}``, docs/ultimate-cards.md) read
through ``docfile.DocKind``, so every problem is one line naming the card and the dice sum
("card 7-iron, sum 4: factor must be at most 4, got 5").

Chance is explicit (architecture.md): a sum of two dice has probability (6 − |sum − 7|)/36,
and every figure here — mean and median carry, the chance of each off-line factor, the
chance a first putt drops — is exact, a ``Fraction`` over those 36 outcomes.
"""

from __future__ import annotations

import json
import re
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from golfstudio.docfile import DocKind, Location, Naming, join_names, layout, validation_messages
from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.resources import resource_path
from golfstudio.ultimate.errors import UltimateError

__all__ = [
    "CARDS_FILE", "DICE_SUMS", "MAX_CARDS", "MAX_CARRY", "PUTT_BANDS", "Card", "CardFigures",
    "CardSet", "PuttBand", "PutterCard", "PutterFigures", "RecoveryCard", "RecoveryFigures",
    "RecoveryRow", "ShotCard", "ShotRow", "Side", "Special", "Unit", "card_label",
    "card_set_from_data", "card_set_to_json", "default_cards", "figures", "load_cards",
    "loads_cards", "sum_chance",
]

FORMAT = "golfstudio.ultimate-cards"
VERSION = 2
"""The version this GolfStudio writes, and the newest it reads. Version 2 (ultimate-golf.md §5,
corrected): the putter holds one set of holing sums per band, for every hole; version 1's
two halves (par 4/5 and par 3) were the card's measuring scales, not two sets of numbers."""

DICE_SUMS: tuple[int, ...] = tuple(range(2, 13))
"""The eleven results of a card: the sums two six-sided dice can show."""

MAX_CARDS = 40
"""Cards in one set: the printed set has 19 (14 clubs, the putter, four special cards);
the bound leaves room for house clubs without letting a file grow without end."""

MAX_CARRY: Mapping[str, int] = {"yards": 400, "feet": 300}
"""The largest number a result may hold, per unit: no club carries 400 yards (the Driver's
maximum is 240), and 300 feet (100 yards) is more than any result near the green."""

MAX_PENALTY_YARDS = 400
"""The recovery card's penalty is taken off an iron's carry, which never reaches 400."""

MAX_NAME_LENGTH = 60
MAX_ID_LENGTH = 40

REQUIRED_IDS: tuple[str, ...] = (
    "putter", "chip", "green-side-bunker", "fairway-bunker", "recovery", "sand-wedge")
"""Cards the rules call by name (ultimate-golf.md §4–§5): the putter on the green, the four
special cards in their situations, the sand wedge for a recovery within 60 yards of the flag.
A set without one of them cannot be played, so it is refused when it is loaded."""


BUNDLED_NAMES: tuple[str, ...] = (
    QT_TR_NOOP("Ultimate Golf club cards (GolfStudio default set)"),
    QT_TR_NOOP("Driver"), QT_TR_NOOP("3-wood (tee)"), QT_TR_NOOP("3-wood (fairway)"),
    QT_TR_NOOP("4-wood"), QT_TR_NOOP("5-wood"), QT_TR_NOOP("3-iron"), QT_TR_NOOP("4-iron"),
    QT_TR_NOOP("5-iron"), QT_TR_NOOP("6-iron"), QT_TR_NOOP("7-iron"), QT_TR_NOOP("8-iron"),
    QT_TR_NOOP("9-iron"), QT_TR_NOOP("Pitching wedge"), QT_TR_NOOP("Sand wedge"),
    QT_TR_NOOP("Putter"), QT_TR_NOOP("Green-side bunker"), QT_TR_NOOP("Fairway bunker"),
    QT_TR_NOOP("Recovery"), QT_TR_NOOP("Chip"))
"""The names of the bundled set and its cards (``resources/ultimate/cards.json``), for the
catalogue: a card's name is shown as ``tr(card.name)``, so the bundled cards read in the
user's language and an owner's own names (not in the catalogue) as they are written."""


def card_label(name: str) -> str:
    """A card's (or a set's) name as the user reads it: ``tr`` of the name in the file."""
    return tr(name)


def sum_chance(dice_sum: int) -> Fraction:
    """The chance two dice show ``dice_sum``: 1/36 for 2 and 12 … 6/36 for 7."""
    if dice_sum not in DICE_SUMS:
        raise ValueError(f"two dice cannot show {dice_sum}")
    return Fraction(6 - abs(dice_sum - 7), 36)


class Unit(Enum):
    """What a shot card's numbers measure (docs/ultimate-cards.md, *Decision*)."""

    YARDS = "yards"
    """The carry along the aim line, in yards (clubs, fairway bunker)."""
    FEET = "feet"
    """Near the green (chip, green-side bunker): where the ball stops, in feet from the hole."""


class Side(Enum):
    LEFT = "left"
    RIGHT = "right"
    NONE = "none"


class Special(Enum):
    """A result that is more than a carry (ultimate-golf.md §2)."""

    HOLED_CHECK = "holed-check"
    """The ball covers the hole: a re-roll of 7 holes it, any other sum leaves it on the lip
    and one putt is counted (§4). Only on a feet card, with 0 feet and no off-line factor."""
    UNPLAYABLE = "unplayable"
    """The ball cannot be played out: one penalty stroke and a drop as near as possible, no
    nearer the hole, out of the hazard (as §6's stone wall)."""


DiceSum = Annotated[int, Field(ge=2, le=12)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH)]
CardId = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH,
                              pattern=r"^[a-z0-9][a-z0-9-]*$")]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class ShotRow(_Frozen):
    """One result of a shot card: how far, how far off line and to which side."""

    sum: DiceSum
    carry: int = Field(ge=0, le=max(MAX_CARRY.values()),
                       description="Yards carried, or feet from the hole (the card's unit).")
    factor: int = Field(ge=0, le=4, description="Off-line factor: 10–30 yards a step (§3).")
    side: Side
    special: Special | None = None

    @model_validator(mode="after")
    def _side_goes_with_factor(self) -> Self:
        if self.factor == 0 and self.side is not Side.NONE:
            raise ValueError(tr('a straight result (factor 0) has side "none", not "{side}"')
                             .format(side=self.side.value))
        if self.factor > 0 and self.side is Side.NONE:
            raise ValueError(tr('an off-line factor of {factor} needs a side, "left" or '
                                '"right"').format(factor=self.factor))
        if self.special is not None and (self.carry, self.factor) != (0, 0):
            raise ValueError(tr("a {special} result has carry 0 and factor 0").format(
                special=self.special.value))
        return self


class RecoveryRow(_Frozen):
    """One result of the recovery card: the yards taken off the iron's carry (§4), or an
    unplayable ball."""

    sum: DiceSum
    penalty: int | None = Field(None, ge=0, le=MAX_PENALTY_YARDS)
    special: Literal["unplayable"] | None = None

    @model_validator(mode="after")
    def _penalty_or_unplayable(self) -> Self:
        if (self.penalty is None) == (self.special is None):
            raise ValueError(tr('a recovery result is either a "penalty" in yards or '
                                '"special": "unplayable"'))
        return self


def _sums_once_each(sums: Sequence[int]) -> None:
    """Eleven results, one per dice sum: the card is read by the sum rolled, so a missing
    sum leaves a roll with no result and a repeated one is ambiguous."""
    twice = sorted({s for s in sums if sums.count(s) > 1})
    if twice:
        said = join_names([str(s) for s in twice])
        raise ValueError((tr("sum {sums} appears more than once") if len(twice) == 1
                          else tr("sums {sums} appear more than once")).format(sums=said))
    missing = [s for s in DICE_SUMS if s not in sums]
    if missing:
        said = join_names([str(s) for s in missing])
        raise ValueError((tr("sum {sums} is missing") if len(missing) == 1
                          else tr("sums {sums} are missing")).format(sums=said))


class _CardBase(_Frozen):
    id: CardId = Field(description="Stable key the rules and saved games use: 'seven-iron'.")
    name: Name = Field(description="What the card says: '7-iron'.")


class ShotCard(_CardBase):
    """A club or a special card that moves the ball: woods, irons (wedges included, as the
    rulebook's three piles put them), the chip and both bunker cards."""

    kind: Literal["wood", "iron", "special"]
    unit: Unit
    rows: tuple[ShotRow, ...] = Field(min_length=1, max_length=len(DICE_SUMS))

    @model_validator(mode="after")
    def _rows_fit_the_card(self) -> Self:
        _sums_once_each([row.sum for row in self.rows])
        top = MAX_CARRY[self.unit.value]
        for row in self.rows:
            if row.carry > top:
                raise ValueError((tr("sum {sum}: carry must be at most {top} yards, got {carry}")
                                  if self.unit is Unit.YARDS else
                                  tr("sum {sum}: carry must be at most {top} feet, got {carry}"))
                                 .format(sum=row.sum, top=top, carry=row.carry))
            if row.special is Special.HOLED_CHECK and self.unit is not Unit.FEET:
                raise ValueError(tr("sum {sum}: a holed-check result belongs on a card played "
                                    "near the green (unit feet)").format(sum=row.sum))
        if all(row.special is Special.UNPLAYABLE for row in self.rows):
            raise ValueError(tr("every result is unplayable: the card never plays the ball"))
        object.__setattr__(self, "rows", tuple(sorted(self.rows, key=lambda r: r.sum)))
        return self

    def row(self, dice_sum: int) -> ShotRow:
        return self.rows[dice_sum - 2]


class RecoveryCard(_CardBase):
    """The recovery card: read with an iron beyond 60 yards of the flag (§4)."""

    kind: Literal["recovery"]
    rows: tuple[RecoveryRow, ...] = Field(min_length=1, max_length=len(DICE_SUMS))

    @model_validator(mode="after")
    def _one_row_per_sum(self) -> Self:
        _sums_once_each([row.sum for row in self.rows])
        object.__setattr__(self, "rows", tuple(sorted(self.rows, key=lambda r: r.sum)))
        return self

    def row(self, dice_sum: int) -> RecoveryRow:
        return self.rows[dice_sum - 2]


class PuttBand(Enum):
    """The four distances a putt falls in (rulebook "Le Putt"), in feet."""

    UNDER_10 = "under_10"
    FROM_10_TO_20 = "from_10_to_20"
    FROM_20_TO_40 = "from_20_to_40"
    OVER_40 = "over_40"


PUTT_BANDS: Mapping[PuttBand, str] = {
    PuttBand.UNDER_10: QT_TR_NOOP("< 10 ft"), PuttBand.FROM_10_TO_20: QT_TR_NOOP("10–20 ft"),
    PuttBand.FROM_20_TO_40: QT_TR_NOOP("20–40 ft"), PuttBand.OVER_40: QT_TR_NOOP("> 40 ft")}
"""How a band is written for a reader (``tr`` where shown)."""

Holing = Annotated[tuple[DiceSum, ...], Field(max_length=len(DICE_SUMS))]


class PuttRows(_Frozen):
    """The dice sums that hole the first putt, per band. A band may hole on no sum at all
    (an owner's card may say so); a sum listed twice is a mistake."""

    under_10: Holing
    from_10_to_20: Holing
    from_20_to_40: Holing
    over_40: Holing

    @model_validator(mode="after")
    def _no_sum_twice(self) -> Self:
        for band in PuttBand:
            sums: tuple[int, ...] = getattr(self, band.value)
            twice = sorted({s for s in sums if sums.count(s) > 1})
            if twice:
                raise ValueError(tr("sum {sums} is listed twice in the {band} band").format(
                    sums=join_names([str(s) for s in twice]), band=tr(PUTT_BANDS[band])))
        return self

    def holing(self, band: PuttBand) -> tuple[int, ...]:
        sums: tuple[int, ...] = getattr(self, band.value)
        return sums


class PutterCard(_CardBase):
    """The putter card (§5): per band, the sums that hole the first putt, on every hole (the
    printed card's two halves are measuring scales for the two board scales, and a map in
    yards needs one). A missed first putt leaves a second one that drops on any roll but a
    double; a double means three putts (the third always drops, *Decision*)."""

    kind: Literal["putter"]
    first_putt: PuttRows

    def holing(self, band: PuttBand) -> tuple[int, ...]:
        return self.first_putt.holing(band)


Card = Annotated[ShotCard | RecoveryCard | PutterCard, Field(discriminator="kind")]


_card_index: dict[int, tuple[weakref.ref[CardSet], dict[str, Any]]] = {}


def _cards_by_id(cards: CardSet) -> dict[str, Any]:
    """The set's cards by id, worked out once per set object (an engine looks a card up at
    every check of a shot): kept beside the set, by identity, for as long as it lives (as
    ``course.ModelMemo`` does, which this module cannot import)."""
    key = id(cards)
    entry = _card_index.get(key)
    if entry is not None and entry[0]() is cards:
        return entry[1]
    index = {card.id: card for card in cards.cards}

    def forget(ref: weakref.ref[CardSet]) -> None:
        if _card_index.get(key, (None,))[0] is ref:
            _card_index.pop(key, None)

    _card_index[key] = (weakref.ref(cards, forget), index)
    return index


class CardSet(_Frozen):
    """A whole set of cards: what every player of a game draws from."""

    name: Name
    cards: tuple[Card, ...] = Field(min_length=1, max_length=MAX_CARDS)

    @model_validator(mode="after")
    def _cards_are_distinct_and_complete(self) -> Self:
        for what, keys in (("ids", [c.id for c in self.cards]),
                           ("names", [c.name for c in self.cards])):
            twice = sorted({k for k in keys if keys.count(k) > 1})
            if twice:
                raise ValueError((tr("two cards share the id {ids}") if what == "ids" else
                                  tr("two cards share the name {ids}")).format(
                                      ids=join_names(twice)))
        ids = {c.id for c in self.cards}
        missing = [i for i in REQUIRED_IDS if i not in ids]
        if missing:
            raise ValueError(tr("the set has no {ids} card (the rules call for it by that id)")
                             .format(ids=join_names(missing)))
        kinds = {"putter": "putter", "chip": "special", "green-side-bunker": "special",
                 "fairway-bunker": "special", "recovery": "recovery", "sand-wedge": "iron"}
        for card in self.cards:
            wanted = kinds.get(card.id)
            if wanted is not None and card.kind != wanted:
                raise ValueError(tr('card {name}: the {id} card is of kind "{wanted}", not '
                                    '"{kind}"').format(name=card.name, id=card.id,
                                                       wanted=wanted, kind=card.kind))
        return self

    def card(self, card_id: str) -> ShotCard | RecoveryCard | PutterCard:
        found = self.find(card_id)
        if found is None:
            raise UltimateError(tr('the card set has no card "{card}"').format(card=card_id))
        return found

    def find(self, card_id: str) -> ShotCard | RecoveryCard | PutterCard | None:
        """The card of that id; None when the set has none."""
        found: ShotCard | RecoveryCard | PutterCard | None = _cards_by_id(self).get(card_id)
        return found

    def shot_card(self, card_id: str) -> ShotCard:
        card = self.card(card_id)
        if not isinstance(card, ShotCard):
            raise UltimateError(tr("{card} is not a card that moves the ball").format(
                card=tr(card.name)))
        return card

    @property
    def putter(self) -> PutterCard:
        card = self.card("putter")
        assert isinstance(card, PutterCard)  # the validator checked its kind
        return card

    @property
    def recovery(self) -> RecoveryCard:
        card = self.card("recovery")
        assert isinstance(card, RecoveryCard)  # the validator checked its kind
        return card


# ---- figures ------------------------------------------------------------------------------------

def _median(values: Mapping[int, int]) -> int:
    """The lower median of ``sum → value`` over the dice outcomes listed: the smallest value
    that at least half of them (by chance) do not exceed."""
    ordered = sorted((value, sum_chance(s)) for s, value in values.items())
    half = sum((chance for _, chance in ordered), Fraction(0)) / 2
    running = Fraction(0)
    for value, chance in ordered:
        running += chance
        if running >= half:
            return value
    raise ValueError("a median of no outcomes")


def _mean(values: Mapping[int, int]) -> Fraction:
    """The mean of ``sum → value`` over the dice outcomes listed, weighted by their chance."""
    weight = sum((sum_chance(s) for s in values), Fraction(0))
    return sum((sum_chance(s) * v for s, v in values.items()), Fraction(0)) / weight


@dataclass(frozen=True)
class CardFigures:
    """What a shot card implies, exactly: the figures a player chooses a club by."""

    card: ShotCard
    maximum: int
    minimum: int
    mean: Fraction
    median: int
    """Carry figures are over the results that play the ball (not the unplayable ones)."""
    off_line: Mapping[int, Fraction]
    """Factor 0–4 → its chance (every factor listed, 0 where the card never gives it)."""
    mean_factor: Fraction
    special: Mapping[str, Fraction]
    """Special result → its chance (only those the card has)."""


@dataclass(frozen=True)
class RecoveryFigures:
    card: RecoveryCard
    mean_penalty: Fraction
    """Over the results that give a penalty, weighted by their chance."""
    median_penalty: int
    unplayable: Fraction


@dataclass(frozen=True)
class PutterFigures:
    card: PutterCard
    first_putt: Mapping[PuttBand, Fraction]
    """Band → the chance the first putt drops."""


def figures(card: ShotCard | RecoveryCard | PutterCard) -> (
        CardFigures | RecoveryFigures | PutterFigures):
    """A card's implied figures over the 36 equally likely dice outcomes."""
    if isinstance(card, ShotCard):
        # An unplayable ball goes nowhere: its 0 is no carry, and on a feet card it would
        # read as "at the hole". The carry figures are over the results that play the ball;
        # the unplayable chance is in ``special``.
        carries = {row.sum: row.carry for row in card.rows
                   if row.special is not Special.UNPLAYABLE}
        off_line = {f: sum((sum_chance(r.sum) for r in card.rows if r.factor == f), Fraction(0))
                    for f in range(5)}
        special: dict[str, Fraction] = {}
        for row in card.rows:
            if row.special is not None:
                special[row.special.value] = (special.get(row.special.value, Fraction(0))
                                              + sum_chance(row.sum))
        return CardFigures(
            card=card, maximum=max(carries.values()), minimum=min(carries.values()),
            mean=_mean(carries), median=_median(carries), off_line=off_line,
            mean_factor=sum((f * p for f, p in off_line.items()), Fraction(0)),
            special=special)
    if isinstance(card, RecoveryCard):
        penalties = {r.sum: r.penalty for r in card.rows if r.penalty is not None}
        played = sum((sum_chance(s) for s in penalties), Fraction(0))
        return RecoveryFigures(
            card=card, mean_penalty=_mean(penalties) if penalties else Fraction(0),
            median_penalty=_median(penalties) if penalties else 0,
            unplayable=1 - played)
    return PutterFigures(card=card, first_putt={
        band: sum((sum_chance(s) for s in card.holing(band)), Fraction(0)) for band in PuttBand})


# ---- the file -----------------------------------------------------------------------------------

OLD_HALVES = ("par_4_5", "par_3")
"""Version 1's putter halves (``_putter_bands``)."""


def _putter_bands(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: the putter's ``first_putt`` becomes its par 4/5 half (*Decision*,
    docs/ultimate-cards.md: the upper half is the one most holes are played with; the par-3
    half only made par 3s harder because of the boards' scale). Anything else is left for
    the models to name."""
    cards = data.get("cards")
    if not isinstance(cards, list):
        return data
    upgraded: list[object] = []
    for card in cards:
        if isinstance(card, dict) and card.get("kind") == "putter":
            halves = card.get("first_putt")
            if isinstance(halves, dict) and "par_4_5" in halves:
                card = {**card, "first_putt": halves["par_4_5"]}
            elif isinstance(halves, dict) and "par_3" in halves:
                raise UltimateError(tr('card {name}: a version 1 putter needs its "par_4_5" '
                                       "sums (version 2 keeps them as the one set for every "
                                       "hole)").format(name=shown(card.get("name"))))
        upgraded.append(card)
    return {**data, "cards": upgraded}


CARDS_FILE = DocKind(FORMAT, VERSION, QT_TR_NOOP("card set"),
                     QT_TR_NOOP("a GolfStudio card set file"), UltimateError,
                     upgrades={1: _putter_bands})


def _named_by(key: str) -> Any:
    def name_of(item: Mapping[str, Any]) -> str | None:
        value = item.get(key)
        if isinstance(value, bool) or not isinstance(value, str | int):
            return None
        if isinstance(value, int) and not -100 <= value <= 100:
            return None  # no name: a sum of 400 digits is said as "sum #1"
        return str(value) if 0 < len(str(value)) <= MAX_NAME_LENGTH else None

    return name_of


def _special_wording(error: Mapping[str, Any], rest: Location, node: object) -> str | None:
    """Words for the errors pydantic would say badly: an unknown side, special or unit, the
    putter's bands said as the card prints them ("10–20 ft"), and version 1's two halves in
    a version 2 file."""
    kind = str(error["type"])
    if rest[:1] == ("first_putt",):
        given = node.get("first_putt") if isinstance(node, Mapping) else None
        if isinstance(given, Mapping) and any(half in given for half in OLD_HALVES):
            return tr('"first_putt" holds one set of sums per band ("under_10", '
                      '"from_10_to_20", "from_20_to_40", "over_40") since card file version 2, '
                      'not the halves "par_4_5" and "par_3" of version 1')
        band = next((b for b in PuttBand if len(rest) > 1 and rest[1] == b.value), None)
        if band is not None and kind in {"greater_than_equal", "less_than_equal"}:
            return tr("{band}: a sum of two dice is 2 to 12, got {value}").format(
                band=tr(PUTT_BANDS[band]), value=shown(error.get("input")))
        if kind == "value_error" and "error" in (error.get("ctx") or {}):
            return str(error["ctx"]["error"])
    if kind == "enum" and rest and rest[-1] in {"side", "special", "unit"}:
        value = json.dumps(error.get("input"))
        if rest[-1] == "side":
            return tr("unknown side {value} (expected left, right or none)").format(value=value)
        if rest[-1] == "special":
            return tr("unknown special {value} (expected holed-check or unplayable)").format(
                value=value)
        return tr("unknown unit {value} (expected yards or feet)").format(value=value)
    return None


NAMING = Naming(items={"cards": (QT_TR_NOOP("card"), _named_by("name")),
                       "rows": (QT_TR_NOOP("sum"), _named_by("sum"))},
                tags=frozenset({"wood", "iron", "special", "recovery", "putter"}),
                special=_special_wording)

_ROW_LABEL = re.compile(r"^(card .+?):? (sum (?:\d+|#\d+))(: |, )")


def _messages(exc: ValidationError, body: object) -> list[str]:
    """pydantic's errors as lines: "card 7-iron, sum 4: factor must be at most 4, got 5"."""
    lines = []
    for line in validation_messages(exc, body, NAMING):
        lines.append(_ROW_LABEL.sub(r"\1, \2\3", line, count=1))
    return list(dict.fromkeys(lines))


def card_set_from_data(data: object, source: str | None = None) -> CardSet:
    """A card set from a parsed file object: envelope, upgrade, then the models."""
    try:
        body = CARDS_FILE.open(data)
    except UltimateError as exc:
        raise UltimateError(exc.messages, source) from None
    try:
        return CardSet.model_validate_json(json.dumps(body), strict=True)
    except ValidationError as exc:
        raise UltimateError(_messages(exc, body), source) from None


def loads_cards(text: str, source: str | None = None) -> CardSet:
    try:
        data = CARDS_FILE.parse(text)
    except UltimateError as exc:
        raise UltimateError(exc.messages, source) from None
    return card_set_from_data(data, source)


def load_cards(path: str | Path) -> CardSet:
    """A user's card set (an owner of the printed cards copies theirs into a file)."""
    path = Path(path)
    try:
        text = CARDS_FILE.read_text(path)
    except UltimateError as exc:
        raise UltimateError(exc.messages, path.name) from None
    return loads_cards(text, path.name)


def card_set_to_json(cards: CardSet) -> str:
    """The file's text: stable and diff-friendly, one result per line (``docfile.layout``)."""
    return layout(CARDS_FILE.wrap(cards.model_dump(mode="json", exclude_none=True))) + "\n"


DEFAULT_CARDS_PATH = ("ultimate", "cards.json")


@lru_cache(maxsize=1)
def default_cards() -> CardSet:
    """The bundled set (ultimate-golf.md §2 *Decision*), read once."""
    return load_cards(resource_path(*DEFAULT_CARDS_PATH))
