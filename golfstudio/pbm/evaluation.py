"""One tournament's evaluation, as a pure function of the game's state and the entries
received (pbm-golf.md, "Entries and club swaps", "Ranking list").

For each player of the game, in this order of the rules:

- **an entry of their own** (the last one received before the deadline counts: a player may
  send a correction — *Decision*): carried out by ``entries.apply_entry`` — swaps, saving,
  faults and the private message; a player with clubs after it plays;
- **no entry, but an entry of their own in the previous tournament**: an automatic entry —
  plays with the current clubs and saves a swap (up to four);
- **no entry otherwise** (the second absence in a row or more, or never entered): absent —
  no points (the tournament still counts among their last ten), no swap, no saving.

The lanes are rolled from the tournament's stored seed (``GameSettings.roll_lanes``), every
player's strokes come from one search per club set (``lane_strokes``), and the places and
points from ``ranking.tournament_points``. An entry naming a player the game does not know is
kept with its fault for the game master, and changes nobody.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from golfstudio.pbm.entries import (
    MAX_SAVED,
    EntryOutcome,
    Roster,
    apply_entry,
    parse_entry,
)
from golfstudio.pbm.ranking import tournament_points
from golfstudio.pbm.settings import GameSettings
from golfstudio.pbm.strokes import lane_strokes

__all__ = ["Evaluation", "Played", "PlayerState", "Taking", "evaluate"]


@dataclass(frozen=True)
class PlayerState:
    """What the league keeps of a player between tournaments."""

    name: str
    clubs: tuple[int, ...] | None = None
    saved: int = 0
    entered_last: bool = False
    """Whether the player's own entry counted in the game's last tournament."""


class Taking(StrEnum):
    ENTRY = "entry"
    AUTOMATIC = "automatic"


@dataclass(frozen=True)
class Played:
    """A player's tournament: strokes on each lane and the total (published), how they took
    part."""

    player: str
    lanes: tuple[int, ...]
    total: int
    taking: Taking


@dataclass(frozen=True)
class Evaluation:
    """The tournament's lanes, results and points; the absent; each entry's outcome (for the
    private messages; never published); the players' states for the next tournament; the
    entries no player of the game could be found for."""

    number: int
    lanes: tuple[int, ...]
    results: tuple[Played, ...]
    points: Mapping[str, Fraction]
    absent: tuple[str, ...]
    outcomes: Mapping[str, EntryOutcome]
    players: Mapping[str, PlayerState]
    unmatched: tuple[EntryOutcome, ...]


def evaluate(settings: GameSettings, game: str, number: int, seed: int,
             players: Sequence[PlayerState], entries: Sequence[str]) -> Evaluation:
    """Evaluate tournament ``number`` of ``game`` (module docstring); ``entries`` are the
    texts received, oldest first."""
    known = Roster(p.name for p in players)
    by_name = {p.name: p for p in players}
    outcomes: dict[str, EntryOutcome] = {}
    unmatched: list[EntryOutcome] = []
    for text in entries:
        parsed = parse_entry(text, settings.club_limit)
        owner = by_name.get(known.find(parsed.player) or "")
        holding = owner.clubs if owner is not None else None
        saved = owner.saved if owner is not None else 0
        outcome = apply_entry(holding, saved, parsed, known_game=game, known_players=known,
                              club_limit=settings.club_limit)
        if outcome.player is None or outcome.player not in by_name:
            unmatched.append(outcome)
        else:
            outcomes[outcome.player] = outcome  # the last received counts
    lanes = settings.roll_lanes(seed)
    after: dict[str, PlayerState] = {}
    results: list[Played] = []
    absent: list[str] = []
    for player in players:
        own = outcomes.get(player.name)
        if own is not None:
            state = replace(player, clubs=own.clubs, saved=own.saved, entered_last=True)
            taking = Taking.ENTRY
        elif player.entered_last and player.clubs is not None:
            state = replace(player, saved=min(player.saved + 1, MAX_SAVED), entered_last=False)
            taking = Taking.AUTOMATIC
        else:
            after[player.name] = replace(player, entered_last=False)
            absent.append(player.name)
            continue
        after[player.name] = state
        if state.clubs is None:  # a first entry that named no playable set
            absent.append(player.name)
            continue
        strokes = lane_strokes(state.clubs, lanes)
        results.append(Played(player.name, strokes, sum(strokes), taking))
    points = tournament_points({r.player: r.total for r in results}, settings.points)
    results.sort(key=lambda r: (r.total, r.player))
    return Evaluation(number, lanes, tuple(results), points, tuple(absent), outcomes, after,
                      tuple(unmatched))

