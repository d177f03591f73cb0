"""Standings of a round in progress, in the same result objects as ``formats.score``.

``formats.score`` takes complete ``RoundCard``s; at the table most cells are still empty.
A :class:`LiveRound` holds the scores entered so far (``None`` for an empty cell) and
:func:`live_score` scores it with the per-format functions, which accept ``None`` for a hole
not played yet (scoring.md, "Live scorecards": a hole with no score is left out; match play,
Nassau and skins count a hole once every side has one). On a complete round the result is
exactly ``formats.score``'s — a test holds the two together.

The card's shape (stroke indexes, names, teams of two for best ball) is checked by the
core's own ``RoundCard`` built with placeholder scores, so a live round is refused for the
same reasons, in the same words, as a finished one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from golfstudio.i18n import tr
from golfstudio.scoring import formats
from golfstudio.scoring.bestball import best_ball, check_teams, team_name
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.scoring.formats import NASSAU_FORMATS, Format, Options
from golfstudio.scoring.handicap import playing_handicap, strokes_received
from golfstudio.scoring.sides import Sides, Strokes, first_holes, match_handicaps
from golfstudio.scoring.wolf import WolfChoice

Row = tuple[int | None, ...]
_GROSS = Options()
_SideResult = Callable[[Format, Sides, Options], dict[str, object]]


@dataclass(frozen=True)
class LiveRound:
    """A round as entered so far: ``scores[name][h]`` is hole ``h + 1``'s gross or None."""

    game: str
    holes: tuple[Hole, ...]
    names: tuple[str, ...]
    handicaps: Mapping[str, int] = field(hash=False)
    scores: Mapping[str, Row] = field(hash=False)
    teams: tuple[tuple[str, ...], ...] = ()

    @property
    def pars(self) -> tuple[int, ...]:
        return tuple(hole.par for hole in self.holes)

    @property
    def stroke_indexes(self) -> tuple[int, ...]:
        return tuple(hole.si for hole in self.holes)

    @property
    def complete(self) -> bool:
        return all(s is not None for name in self.names for s in self.scores[name])

    @property
    def entered(self) -> bool:
        """Whether any score is entered yet (standings then have something to say)."""
        return any(s is not None for name in self.names for s in self.scores[name])

    @property
    def holes_played(self) -> int:
        """Holes on which every player has a score, a latecomer's holes before their first
        score excepted (scoring.md turn 3: not missing, never to be played), so a round with
        a latecomer is complete once the last hole is in. A player with no score at all
        still counts as missing: at the table they are usually the next to type."""
        first = first_holes(self.scores)
        excused = {n: start for n, start in first.items() if start is not None}
        return sum(all(self.scores[n][h] is not None or excused.get(n, 0) > h
                       for n in self.names)
                   for h in range(len(self.holes)))

    def with_handicaps(self, handicaps: Mapping[str, int]) -> LiveRound:
        return LiveRound(self.game, self.holes, self.names, dict(handicaps), self.scores,
                         self.teams)

    def card(self) -> RoundCard:
        """The finished round as the core's card; ScoreError while a cell is empty."""
        rows: dict[str, tuple[int, ...]] = {}
        for name in self.names:
            row = self.scores[name]
            missing = [str(h) for h, s in enumerate(row, 1) if s is None]
            if missing:
                raise ScoreError((tr("{name} has no score on hole {holes}") if len(missing) == 1
                                  else tr("{name} has no score on holes {holes}")).format(
                    name=name, holes=", ".join(missing)))
            rows[name] = tuple(s for s in row if s is not None)
        return RoundCard(holes=self.holes, players=self._players(), scores=rows,
                         teams=self.teams, game=self.game)

    def shape(self) -> RoundCard:
        """A card with a placeholder score in every cell: the core checks holes, names and
        teams exactly as it would on the finished round."""
        filler = dict.fromkeys(self.names, (1,) * len(self.holes))
        return RoundCard(holes=self.holes, players=self._players(), scores=filler,
                         teams=self.teams, game=self.game)

    def _players(self) -> tuple[Player, ...]:
        return tuple(Player(name, self.handicaps.get(name, 0)) for name in self.names)

    def player_sides(self, strokes: Strokes) -> dict[str, list[int | None]]:
        received = match_handicaps({n: self.handicaps.get(n, 0) for n in self.names}, strokes)
        sides: dict[str, list[int | None]] = {}
        for name in self.names:
            given = strokes_received(self.stroke_indexes, received[name])
            sides[name] = [None if gross is None else gross - g
                           for gross, g in zip(self.scores[name], given, strict=True)]
        return sides

    def team_sides(self, strokes: Strokes) -> dict[str, list[int | None]]:
        check_teams(self.shape())
        players = self.player_sides(strokes)
        return {team_name(team): best_ball([players[m] for m in team]) for team in self.teams}


def format_handicaps(live: LiveRound, allowance: int) -> dict[str, int]:
    """Playing handicaps: each course handicap times the format's allowance (WHS)."""
    if allowance == 100:
        return {name: live.handicaps.get(name, 0) for name in live.names}
    return {name: playing_handicap(live.handicaps.get(name, 0), allowance / 100)
            for name in live.names}


def placeholder_events(fmt: Format, holes: int) -> RoundEvents:
    """What a card of placeholder scores needs besides them to be scored: Wolf refuses a
    played hole without the wolf's choice, so every hole gets one (alone)."""
    if fmt is Format.WOLF:
        return RoundEvents(wolf=tuple(WolfChoice(hole) for hole in range(1, holes + 1)))
    return NO_EVENTS


def events_for(fmt: Format, events: RoundEvents, live: LiveRound) -> RoundEvents:
    """The part of a round's events that ``fmt`` reads (the scoring refuses the others).

    *Decision* (docs/game-night.md): a press is asked for in every Nassau of the night that
    has exactly two sides (players, or best-ball teams); a Nassau of more sides (a round
    robin, its automatic presses pair by pair) takes no press on request, so a night with a
    Nassau of four players and a best-ball Nassau presses in the best ball."""
    if fmt in NASSAU_FORMATS:
        sides = len(live.teams) if fmt is Format.BESTBALL_NASSAU else len(live.names)
        return RoundEvents(presses=events.presses if sides == 2 else ())
    if fmt is Format.WOLF:
        return RoundEvents(wolf=events.wolf)
    if fmt is Format.BINGO_BANGO_BONGO:
        return RoundEvents(bbb=events.bbb)
    return NO_EVENTS


def live_score(fmt: Format, live: LiveRound, options: Options = _GROSS,
               allowance: int = 100, events: RoundEvents = NO_EVENTS) -> dict[str, object]:
    """``formats.score(fmt, [card], options, events=…)`` of the round so far (ScoreError if
    refused).

    ``allowance`` (percent) turns course handicaps into playing handicaps when ``options.net``;
    ``events`` are the round's per-hole inputs (``events_for`` picks the format's part). The
    round's teams share a team's money between its players.
    """
    if fmt is Format.TOURNAMENT:
        raise ScoreError(tr("a tournament is scored over several rounds, once they are complete"))
    played = live.with_handicaps(format_handicaps(live, allowance)) if options.net else live
    own = events_for(fmt, events, live)
    if played.complete:
        return formats.score(fmt, [played.card()], options, events=own)
    # The same refusals as on a finished card (Nassau's even holes, best ball's teams …).
    formats.score(fmt, [played.shape()], options,
                  events=placeholder_events(fmt, len(live.holes)))
    return formats.score_sides(fmt, played.player_sides, played.team_sides, played.pars,
                               options, members=played.teams, events=own)


def round_rows(names: Sequence[str], player_ids: Sequence[int], holes: int,
               cells: Mapping[tuple[int, int], int]) -> dict[str, Row]:
    """Grid cells ``(player id, hole) -> strokes`` (``Store.round_scores``) as rows by name."""
    return {name: tuple(cells.get((pid, h)) for h in range(1, holes + 1))
            for name, pid in zip(names, player_ids, strict=True)}
