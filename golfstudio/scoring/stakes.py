"""Stakes: what each bet of a round is worth, in whole cents, chosen at set-up (scoring.md,
"Money").

A plain frozen dataclass so the store can keep one row (or one column per field) for it. Every
amount is a whole number of cents from 0 to ``MAX_CENTS``; a float, NaN or text is refused
with a ScoreError, never rounded.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import Enum

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import is_whole

MAX_CENTS = 1_000_000
"""The largest stake of one bet: 10,000.00 (scoring.md)."""


class MatchPay(Enum):
    """How a match-play stake is paid (scoring.md): once for the match, or per hole up."""

    MATCH = "match"
    HOLE = "hole"


AMOUNT_KEYS = ("front", "back", "overall", "press", "match", "skin", "buy_in", "point",
               "stroke")
"""The stake fields, in the order the docs list them; ``nassau`` sets front, back and overall
at once."""


def check_cents(value: object, what: str) -> int:
    """A stake as whole cents from 0 to MAX_CENTS, or a ScoreError naming ``what``."""
    if not is_whole(value):
        raise ScoreError(
            tr("stake {stake} must be a whole number of cents (500 for 5.00), got {value}")
            .format(stake=repr(what), value=shown(value)))
    assert isinstance(value, int)
    if not 0 <= value <= MAX_CENTS:
        raise ScoreError(tr("stake {stake} must be from 0 to {most} cents, got {value}").format(
            stake=repr(what), most=f"{MAX_CENTS:,}", value=f"{value:,}"))
    return value


@dataclass(frozen=True)
class Stakes:
    """Cents per bet. ``front``/``back``/``overall``: each Nassau bet; ``press``: each press;
    ``match``: the match, or each hole up with ``match_pay`` HOLE; ``skin``: each skin, paid by
    every other player; ``buy_in``: each player's share of the skins pot; ``point``: each point
    (Stableford, Nines, Bingo-Bango-Bongo: between every pair; Wolf, Vegas: as won);
    ``stroke``: each stroke between every pair (stroke play, tournament)."""

    front: int = 0
    back: int = 0
    overall: int = 0
    press: int = 0
    match: int = 0
    skin: int = 0
    buy_in: int = 0
    point: int = 0
    stroke: int = 0
    match_pay: MatchPay = MatchPay.MATCH

    def __post_init__(self) -> None:
        for key in AMOUNT_KEYS:
            check_cents(getattr(self, key), key)
        if not isinstance(self.match_pay, MatchPay):
            raise ScoreError(tr("match pay must be 'match' or 'hole', got {value}").format(
                value=shown(self.match_pay)))

    def given(self) -> list[str]:
        """The stakes set to more than nothing (and ``match_pay`` when per hole)."""
        named = [key for key in AMOUNT_KEYS if getattr(self, key)]
        return [*named, "match_pay"] if self.match_pay is MatchPay.HOLE else named

    @classmethod
    def from_mapping(cls, data: object) -> Stakes:
        """Read a stakes object: ``{"nassau": 500, "press": 250, "match_pay": "hole"}``.

        ``nassau`` is short for front, back and overall together; a key named both ways is
        refused rather than one silently winning.
        """
        if not isinstance(data, Mapping):
            raise ScoreError(tr("stakes must be an object of cents per bet, got {value}").format(
                value=shown(data)))
        known = {f.name for f in fields(cls)}
        values: dict[str, object] = {}
        for key, value in data.items():
            if key == "nassau":
                for part in ("front", "back", "overall"):
                    if part in data:
                        raise ScoreError(tr("stake 'nassau' sets {part} too; give one of them")
                                         .format(
                            part=part))
                    values[part] = value
            elif key in known:
                values[key] = value
            else:
                raise ScoreError(tr("unknown stake {key} (known: {known})").format(
                    key=shown(key), known=", ".join(("nassau", *AMOUNT_KEYS, "match_pay"))))
        pay = values.pop("match_pay", MatchPay.MATCH.value)
        try:
            match_pay = MatchPay(pay)
        except ValueError:
            raise ScoreError(tr("match_pay must be 'match' or 'hole', got {value}").format(
                value=shown(pay))) from None
        amounts = {key: check_cents(value, key) for key, value in values.items()}
        return cls(match_pay=match_pay, **amounts)
