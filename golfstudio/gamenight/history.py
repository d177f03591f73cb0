"""After the night: a player's trends, head-to-head records and season standings.

Pure functions over stored round cards (``store.StoredCard``: the card plus its date and
the players' store ids), so the history pages, the CLI and the tests compute the same
numbers. Only complete rounds are cards (docs/store.md), so a round left half-entered counts
nowhere here, as it counts nowhere in the standings.

Handicap differentials follow scoring.md (WHS): the night's tee's course rating and slope
(a rated nine the 9-hole way), or the tabletop defaults rating = par and slope 113; adjusted
gross capped at net double bogey.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import date

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.handicap import adjusted_gross_score, index_history
from golfstudio.scoring.season import SeasonStanding, round_winners, season_standings
from golfstudio.scoring.sides import Strokes, player_sides
from golfstudio.scoring.stroke import stroke_play
from golfstudio.store.records import StoredCard


@dataclass(frozen=True)
class TrendPoint:
    """One round of a player: its date, where it comes from, and the number charted."""

    played_on: date
    night_id: int
    round_number: int
    value: float


@dataclass(frozen=True)
class HeadToHead:
    """A player's record against one opponent, by stroke play gross per round shared."""

    opponent_id: int
    opponent: str
    rounds: int
    wins: int
    losses: int
    ties: int


@dataclass(frozen=True)
class Season:
    """A season's standings (gross, by average per round) over the complete rounds of it;
    ``year`` None: every season together."""

    year: int | None
    nights: int
    rounds: int
    standings: tuple[SeasonStanding, ...]


def _seat(card: StoredCard, player_id: int) -> int | None:
    try:
        return card.player_ids.index(player_id)
    except ValueError:
        return None


def gross(card: StoredCard, seat: int) -> int:
    """The gross total of the player at ``seat`` (index into ``card.player_ids``)."""
    name = card.card.players[seat].name
    return sum(card.card.scores[name])


def stroke_winners(card: StoredCard) -> list[str]:
    """Names placed first in the round's stroke play, gross (a tie: several)."""
    sides = player_sides(card.card, Strokes.GROSS)
    return [s.name for s in stroke_play(sides, sides) if s.place == 1]


def score_trend(cards: Sequence[StoredCard], player_id: int) -> list[TrendPoint]:
    """The player's gross score per complete round, in the cards' (date) order."""
    points = []
    for card in cards:
        seat = _seat(card, player_id)
        if seat is not None:
            points.append(TrendPoint(card.played_on, card.night_id, card.round_number,
                                     float(gross(card, seat))))
    return points


def differential(card: StoredCard, seat: int) -> float:
    """WHS score differential of one round from the night's tee (``StoredCard.tee_rating``:
    its rating and slope, the 9-hole way on a rated nine; else rating = par, slope 113)."""
    player = card.card.players[seat]
    pars = card.card.pars
    strokes = card.card.strokes(player.handicap)
    adjusted = adjusted_gross_score(card.card.scores[player.name], pars, strokes)
    return card.tee_rating.differential(adjusted, card.index_of(seat))


def index_trend(cards: Sequence[StoredCard], player_id: int) -> list[TrendPoint]:
    """The handicap index after each of the player's rounds, computed from differentials
    (no point until three rounds exist, as WHS gives no index before)."""
    rounds = [(card, seat) for card in cards
              if (seat := _seat(card, player_id)) is not None]
    history = index_history([differential(card, seat) for card, seat in rounds])
    return [TrendPoint(card.played_on, card.night_id, card.round_number, index)
            for (card, _), index in zip(rounds, history, strict=True) if index is not None]


def head_to_head(cards: Sequence[StoredCard], player_id: int) -> list[HeadToHead]:
    """The player's record against everyone they shared a complete round with: a win is a
    lower gross total in that round, a loss a higher one. Ordered by rounds together, then
    by name."""
    tally: dict[int, list[int]] = {}
    names: dict[int, str] = {}
    for card in cards:
        seat = _seat(card, player_id)
        if seat is None:
            continue
        mine = gross(card, seat)
        for other_seat, other in enumerate(card.player_ids):
            if other == player_id:
                continue
            names[other] = card.card.players[other_seat].name
            theirs = gross(card, other_seat)
            row = tally.setdefault(other, [0, 0, 0, 0])
            row[0] += 1
            row[1 if mine < theirs else 2 if mine > theirs else 3] += 1
    records = [HeadToHead(other, names[other], *row) for other, row in tally.items()]
    return sorted(records, key=lambda r: (-r.rounds, r.opponent.casefold()))


def seasons(cards: Sequence[StoredCard]) -> list[int]:
    """The years that have at least one complete round, latest first."""
    return sorted({card.played_on.year for card in cards}, reverse=True)


def season(cards: Sequence[StoredCard], year: int | None, net: bool = False,
           leave: Collection[int] = ()) -> Season:
    """``scoring.season.season_standings`` over the year's complete rounds (None: all).

    ``leave``: players (the AIs of Play) whose rows are not shown. A round is still won
    against the whole field that played it (issue 27 §14: "You" losing 443 to an AI's 42 in
    Play Nine is a loss, not a win of the only row left), so the winners are taken from the
    full card before those rows go; a round nobody else played is no win."""
    of_year = [card for card in cards if year is None or card.played_on.year == year]
    kept: list[StoredCard] = []
    won: list[frozenset[str]] = []
    for card in of_year:
        for shown in without_players([card], leave):
            kept.append(shown)
            won.append(round_winners(card.card, net))
    return Season(year=year, nights=len({card.night_id for card in kept}),
                  rounds=len(kept),
                  standings=tuple(season_standings([c.card for c in kept], net=net,
                                                   winners=won)))


def without_players(cards: Sequence[StoredCard], player_ids: Collection[int]) -> list[StoredCard]:
    """The cards with those players left out (the AIs of Play, unless asked for): their rows
    go, and so do the teams (a season is stroke play); a card left with nobody is dropped.
    A season's wins are not counted among those who remain: :func:`season`'s ``leave``
    takes them from the whole field first."""
    leave = set(player_ids)
    out = []
    for stored in cards:
        if not leave.intersection(stored.player_ids):
            out.append(stored)
            continue
        seats = [i for i, pid in enumerate(stored.player_ids) if pid not in leave]
        if not seats:
            continue
        card = stored.card
        players = tuple(card.players[i] for i in seats)
        kept = RoundCard(holes=card.holes, players=players,
                         scores={p.name: card.scores[p.name] for p in players},
                         game=card.game)
        out.append(replace(stored, player_ids=tuple(stored.player_ids[i] for i in seats),
                           card=kept))
    return out


def by_game(cards: Sequence[StoredCard]) -> dict[str, list[StoredCard]]:
    """The cards of each game (registry id), games in order of first appearance: the strokes
    of one game are not comparable with another's, so a season is per game."""
    games: dict[str, list[StoredCard]] = {}
    for card in cards:
        games.setdefault(card.card.game, []).append(card)
    return games


def seasons_by_game(cards: Sequence[StoredCard], year: int | None,
                    net: bool = False, leave: Collection[int] = ()) -> list[tuple[str, Season]]:
    """:func:`season` of each game that has a complete round in the year (None: all years)
    and someone left to show once ``leave`` is left out, in order of first appearance."""
    of_year = [card for card in cards if year is None or card.played_on.year == year]
    seasons_of = ((game, season(game_cards, year, net, leave))
                  for game, game_cards in by_game(of_year).items())
    return [(game, of_game) for game, of_game in seasons_of if of_game.rounds]
