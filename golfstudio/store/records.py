"""Plain values the store takes and gives besides its table rows.

Table rows (``tables.py``) are what the database holds one by one; these are the shapes a
caller works with a whole at a time: a night's formats, a team with its members, a full
night sheet to import in bulk, a stored round turned into a scoring ``RoundCard``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from golfstudio.scoring import formats
from golfstudio.scoring.card import RoundCard
from golfstudio.store.tables import Format


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

    def to_scoring(self) -> tuple[formats.Format, formats.Options]:
        """The format and options ``scoring.formats.score`` takes (allowance aside)."""
        return (formats.Format(self.format.value),
                formats.Options(net=self.net, carry_over=self.carry_over,
                                auto_press=self.auto_press))


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


@dataclass(frozen=True)
class StoredCard:
    """A complete stored round as a scoring card, with where it comes from.

    ``player_ids[i]`` is the store's id of ``card.players[i]``; the card's handicaps are the
    players' course handicaps for the night (the override, else the index in effect at the
    start of the night's date on the course's par and slope 113, else 0). Format
    allowances are not applied here: the night's ``PlayedFormat.allowance`` says which.
    """

    round_id: int
    night_id: int
    round_number: int
    played_on: date
    player_ids: tuple[int, ...]
    card: RoundCard
