"""A finished game, of any game, as a scored round of the store: a game night of its own.

It sits in game night, above the engine, the scoring and the store it joins (they read the
engine's registry, so the engine cannot import them back).

``played_round(state)`` reads the finished state's hole-by-hole card (``State.card``) into a
``PlayedRound``: the store course the card is kept under (``Game.card_name``), its holes
(par, stroke index), the players and each player's score per hole. ``write_round(store,
record, played_on)`` writes it: the players and the course found by name or added, a game
night of the game and one round holding every score, all in one transaction. Both are pure
Python, so the CLI, the play kit and the tests share them; the UI only decides when to write
(off the GUI thread).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.state import State
from golfstudio.i18n import tr
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.store.records import NightSheet
from golfstudio.store.rounds import PlayedNights

if TYPE_CHECKING:
    from golfstudio.store import Store

__all__ = ["AI_MARK", "NAME_LENGTH", "PLACE", "PlayedRound", "SavedRound", "ai_name", "fit_name",
           "is_ai_name", "played_round", "shown_name", "write_round"]

PLACE = "GolfStudio"
"""Where a night played in the studio took place."""
NAME_LENGTH = 80
"""The store's longest course or player name (``store.tables.NAME_LENGTH``; a test ties
them)."""
_DIGEST = 6
AI_MARK = " (AI)"
"""How the store tells an AI of Play from a person: its player name ends with this mark
(docs/game-night.md, "AIs in the store"). A name rather than a column, so that the mark
survives a CSV export and import, and shows wherever the name does; the AI sitting as
"Greedy" is the roster entry "Greedy (AI)", never a person called Greedy."""


def ai_name(name: str) -> str:
    """The store name of an AI seat called ``name``: marked, within the store's length."""
    if is_ai_name(name):
        return name
    return fit_name(name, NAME_LENGTH - len(AI_MARK)) + AI_MARK


def shown_name(name: str) -> str:
    """A store player name as a user reads it: an AI's mark in the user's language ("Greedy
    (IA)", "Greedy (KI)"); the store keeps the English mark, which is data (a CSV, a search)."""
    if not is_ai_name(name):
        return name
    bare = name.rstrip()[:-len(AI_MARK.strip())].rstrip()
    return tr("{name} (AI)", "a player name in the store, marked as an AI's").format(name=bare)


def is_ai_name(name: str) -> bool:
    """Whether a store player name is an AI's (:data:`AI_MARK`)."""
    return name.rstrip().endswith(AI_MARK.strip())


@dataclass(frozen=True)
class PlayedRound:
    """What the store needs of a finished game: the game, the course, the players and their
    scores. ``holes`` are (par, stroke index) in the order played; ``strokes`` maps each
    player's name to their score on each hole."""

    game: str
    course_name: str
    holes: tuple[tuple[int, int], ...]
    players: tuple[str, ...]
    strokes: Mapping[str, tuple[int, ...]] = field(hash=False)
    ai_players: frozenset[str] = frozenset()
    """The players (names as in ``players``) whose seat an AI played: stored as
    :func:`ai_name`."""

    def totals(self) -> dict[str, int]:
        return {name: sum(self.strokes[name]) for name in self.players}

    def card(self) -> RoundCard:
        """The round as the scoring formats read it (no handicaps: the store adds them)."""
        return RoundCard(holes=tuple(Hole(par, si) for par, si in self.holes),
                         players=tuple(Player(name) for name in self.players),
                         scores=dict(self.strokes), game=self.game)


@dataclass(frozen=True)
class SavedRound:
    """Where ``write_round`` put the round: the store's ids."""

    course_id: int
    night_id: int
    round_id: int
    player_ids: tuple[int, ...]


def fit_name(full: str, length: int = NAME_LENGTH) -> str:
    """``full`` as a store name: kept when it fits, else shortened to end with a short digest
    of the whole, so two long names stay apart and the same name is the same course every
    night.

    >>> fit_name("Carambole: course-1 + course-3")
    'Carambole: course-1 + course-3'
    """
    if len(full) <= length:
        return full
    digest = hashlib.sha1(full.encode("utf-8")).hexdigest()[:_DIGEST]
    tail = f"… #{digest}"
    return full[:length - len(tail)].rstrip(" +") + tail


def played_round(state: State[Any], ai_seats: Collection[int] = ()) -> PlayedRound:
    """The store round of a finished game; ``GameError`` if it is not over, or if its players
    are not told apart by name (the store and the scorecards know players by name).
    ``ai_seats``: the seats (0-based) an AI played, stored as AIs (:data:`AI_MARK`)."""
    if not state.is_over():
        raise GameError(tr("the game is not over yet: there is no round to save"))
    game = state.game
    players = tuple(name.strip() for name in game.player_names())
    for name in players:
        if not name:
            raise GameError(tr("every player needs a name for the scorecard"))
        if players.count(name) > 1:
            raise GameError(tr("two players are called {name}: the scorecard needs different names")
                            .format(name=name))
    card = state.card()
    strokes: dict[str, tuple[int, ...]] = {}
    for seat, name in enumerate(players):
        row: list[int] = []
        for hole in card:
            score = hole[seat]
            if score is None:  # an engine bug: a finished game has every hole scored
                raise GameError(f"{name} has no score on a hole of a finished game")
            row.append(score)
        strokes[name] = tuple(row)
    return PlayedRound(game.game_id, fit_name(game.card_name()), game.holes(), players,
                       MappingProxyType(strokes),
                       frozenset(players[seat] for seat in ai_seats
                                 if 0 <= seat < len(players)))


def write_round(store: Store, record: PlayedRound, played_on: date, *,
                place: str = PLACE) -> SavedRound:
    """Write the round to the store (module docstring).

    The course (found by name or added with its holes), the players (found by name or
    added; an AI seat as :func:`ai_name`), the night, its round and every score go in as
    one transaction (``store.rounds.PlayedNights``). So a round the store refuses — a score
    out of its range, a name it cannot hold — or a failure half-way — a locked database, a
    lost connection — leaves nothing behind, not even a new player or course, and trying
    again after it cannot write the round twice. Store failures reach the caller as
    ``StoreError``; a course of that name with another number of holes (a name shortened
    to the same digest) is refused by the store's checks.
    """
    names = tuple(ai_name(name) if name in record.ai_players else name
                  for name in record.players)
    scores = tuple(tuple(record.strokes[name]) for name in record.players)
    saved = PlayedNights(store.engine).write(
        record.course_name, record.game, list(record.holes),
        NightSheet(played_on=played_on, course_id=0, player_names=names, rounds=(scores,),
                   place=place))
    (round_id,) = saved.round_ids
    return SavedRound(saved.course_id, saved.night_id, round_id, saved.player_ids)
