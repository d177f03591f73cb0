"""Plain values the store takes and gives besides its table rows.

Table rows (``tables.py``) are what the database holds one by one; these are the shapes a
caller works with a whole at a time: a night's formats, a team with its members, a full
night sheet to import in bulk, a stored round turned into a scoring ``RoundCard``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from golfstudio.scoring import formats
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.nassau import PRESS_AT
from golfstudio.scoring.stakes import AMOUNT_KEYS, MatchPay, Stakes
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.store.tables import Format, NightFormat

NO_STAKES = Stakes()
"""Played for nothing: every stake 0."""


@dataclass(frozen=True)
class PlayedFormat:
    """A format played at a night and its options (rules/scoring.md).

    ``allowance`` is the playing-handicap allowance in percent; ``carry_over`` applies to
    skins and ``auto_press`` to Nassau; the others ignore them.
    """

    format: Format
    net: bool = False
    allowance: int = 100
    carry_over: bool = False
    auto_press: bool = False
    stakes: Stakes = NO_STAKES
    """The money of each bet (whole cents; all 0: played for nothing)."""
    press_trigger: int = PRESS_AT
    """Holes down that start an automatic press (Nassau with ``auto_press``)."""

    def to_scoring(self) -> tuple[formats.Format, formats.Options]:
        """The format and options ``scoring.formats.score`` takes (allowance aside).

        Stakes all 0 are no stakes (the result has no ``"settlement"``); the trigger counts
        only with automatic presses (the scoring refuses it otherwise)."""
        return (formats.Format(self.format.value),
                formats.Options(net=self.net, carry_over=self.carry_over,
                                auto_press=self.auto_press,
                                press_trigger=self.press_trigger if self.auto_press else PRESS_AT,
                                stakes=self.stakes if self.stakes.given() else None))

    @property
    def has_stakes(self) -> bool:
        return bool(self.stakes.given())

    def row_values(self) -> dict[str, Any]:
        """The ``night_format`` columns of this format (its night aside)."""
        values: dict[str, Any] = {
            "format": self.format, "net": self.net, "allowance": self.allowance,
            "carry_over": self.carry_over, "auto_press": self.auto_press,
            "match_pay": self.stakes.match_pay.value, "press_trigger": self.press_trigger}
        values.update({f"{key}_cents": getattr(self.stakes, key) for key in AMOUNT_KEYS})
        return values

    @classmethod
    def from_row(cls, row: NightFormat) -> PlayedFormat:
        stakes = Stakes(match_pay=MatchPay(row.match_pay),
                        **{key: getattr(row, f"{key}_cents") for key in AMOUNT_KEYS})
        return cls(format=row.format, net=row.net, allowance=row.allowance,
                   carry_over=row.carry_over, auto_press=row.auto_press, stakes=stakes,
                   press_trigger=row.press_trigger)


@dataclass(frozen=True)
class TeeSpec:
    """A tee as it is given to the store (docs/scoring.md, "Tees"): its name, WHS course
    rating (one decimal) and slope (55..155) for the course's holes, its length in yards if
    known. The holes' par and stroke index are the course's."""

    name: str
    course_rating: float
    slope: int
    yards: int | None = None


@dataclass(frozen=True)
class StoredPress:
    """A press asked for: ``player_id`` pressed from ``hole`` in the ``segment`` bet."""

    hole: int
    player_id: int
    segment: str


@dataclass(frozen=True)
class StoredWolfChoice:
    hole: int
    partner_id: int | None
    blind: bool


@dataclass(frozen=True)
class StoredBbb:
    hole: int
    award: str
    player_id: int


@dataclass(frozen=True)
class RoundEventRows:
    """A round's per-hole events as the store keeps them (player ids), in hole order."""

    presses: tuple[StoredPress, ...] = ()
    wolf: tuple[StoredWolfChoice, ...] = ()
    bbb: tuple[StoredBbb, ...] = ()


@dataclass(frozen=True)
class NightTeam:
    id: int
    name: str
    player_ids: tuple[int, ...]


@dataclass(frozen=True)
class NightSheet:
    """A whole night at once, as a CSV import (or the benchmark) has it.

    ``rounds[r][p][h]`` is the gross score of ``player_ids[p]`` on hole ``h + 1`` of round
    ``r + 1``; ``None`` is a cell not played yet, and an empty ``rounds[r]`` a round with no
    scores yet. ``course_handicaps``, if given, has one
    entry per player (``None``: from the player's handicap index).

    ``player_names`` instead of ``player_ids`` names the players (a CSV file knows only
    names): each is found, or added, in the import's own transaction, so a refused night
    leaves no new player behind. Team members are then indexes into ``player_names``.

    ``events``, if given, has the per-hole events of each round (at most one entry per
    round, in round order): press requests, wolf choices and Bingo-Bango-Bongo points, their
    players by id — or, with ``player_names``, by index into it, as team members are.
    """

    played_on: date
    course_id: int
    player_ids: tuple[int, ...] = ()
    rounds: tuple[tuple[tuple[int | None, ...], ...], ...] = ()
    place: str = ""
    course_handicaps: tuple[int | None, ...] = ()
    formats: tuple[PlayedFormat, ...] = ()
    teams: tuple[tuple[str, tuple[int, ...]], ...] = ()
    player_names: tuple[str, ...] = ()
    tee_id: int | None = None
    """The tee the night is played from (one of its course's); None: tabletop defaults."""
    events: tuple[RoundEventRows, ...] = ()


@dataclass(frozen=True)
class StoredCard:
    """A complete stored round as a scoring card, with where it comes from.

    ``player_ids[i]`` is the store's id of ``card.players[i]``; the card's handicaps are the
    players' course handicaps for the night (the override, else the index in effect at the
    start of the night's date from the night's tee — its rating and slope, or the tabletop
    rating = par and slope 113 — else 0). Format allowances are not applied here: the
    night's ``PlayedFormat.allowance`` says which.
    """

    round_id: int
    night_id: int
    round_number: int
    played_on: date
    player_ids: tuple[int, ...]
    card: RoundCard
    rating: TeeRating | None = None
    """The tee the night was played from (revision r0007); None: the tabletop defaults on
    the card's par and holes (``tee_rating``)."""
    indexes: tuple[float | None, ...] = ()
    """Each player's handicap index at the start of the night (None: none yet); empty when
    not known. WHS's 9-hole differential adds the expected score of the other nine for it."""

    @property
    def tee_rating(self) -> TeeRating:
        """The round's rating: its tee's, else rating = par and slope 113."""
        if self.rating is not None:
            return self.rating
        return TeeRating.tabletop(sum(self.card.pars), len(self.card.holes))

    def index_of(self, seat: int) -> float | None:
        return self.indexes[seat] if self.indexes else None
