"""A game night as the scorekeeper works on it: loaded once from the store, with the rule for
each cell, the round so far and its standings in every format the night plays.

Everything here reads and writes through ``Store``'s public methods, so it works the same on
the SQLite file and on a league's PostgreSQL database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from golfstudio.gamenight.courses import stroke_limits
from golfstudio.gamenight.entry import EntryRule, entry_rule
from golfstudio.gamenight.live import LiveRound, live_score, round_rows
from golfstudio.i18n import tr
from golfstudio.scoring.bbb import Award, BbbEvent
from golfstudio.scoring.bestball import team_name
from golfstudio.scoring.card import Hole
from golfstudio.scoring.errors import PressRefused, ScoreError
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.scoring.formats import Format, strokes_for
from golfstudio.scoring.handicap import playing_handicap
from golfstudio.scoring.nassau import PressRequest, Segment
from golfstudio.scoring.settlement import Settlement, add_up, settle
from golfstudio.scoring.sides import Strokes, first_holes
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.scoring.wolf import WolfChoice
from golfstudio.store import PlayedFormat, Store
from golfstudio.store.records import RoundEventRows
from golfstudio.store.tables import Course, GameNight, Tee


@dataclass(frozen=True)
class Seat:
    """A player of the night: the course handicap used, whether it is the night's
    override, and the handicap index in effect (None: no record before the night)."""

    player_id: int
    name: str
    course_handicap: int
    overridden: bool
    index: float | None


@dataclass(frozen=True)
class Standing:
    """One format's panel: what was played and the core's result (or its refusal)."""

    played: PlayedFormat
    result: dict[str, object] | ScoreError


@dataclass(frozen=True)
class NightState:
    night: GameNight
    course: Course
    holes: tuple[Hole, ...]
    seats: tuple[Seat, ...]
    formats: tuple[PlayedFormat, ...]
    teams: tuple[tuple[str, ...], ...]
    team_names: tuple[str, ...]
    round_ids: tuple[int, ...]
    stroke_limits: tuple[int, ...] | None
    rating: TeeRating | None = None
    """The night's tee (revision r0007): its name is ``tee_name``; None: no tee, the
    tabletop defaults rating = par and slope 113."""
    tee_name: str = ""

    def plausible_maximum(self, hole: int) -> int | None:
        """Above this score on hole ``hole`` (1-based), entry asks for confirmation (None:
        never): the hole's entry rule with the course's own limit (``plausible_over_par``)."""
        return self.rule(hole).plausible_maximum(self.holes[hole - 1].par,
                                                 self.course.plausible_over_par)

    @property
    def night_id(self) -> int:
        assert self.night.id is not None
        return self.night.id

    @property
    def game(self) -> str:
        return str(self.night.game.value)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def player_ids(self) -> tuple[int, ...]:
        return tuple(seat.player_id for seat in self.seats)

    @property
    def net_format(self) -> PlayedFormat | None:
        """The format whose handicaps the grid's Net column uses (:func:`net_format`)."""
        return net_format(self.formats)

    def grid_handicaps(self) -> dict[int, int]:
        """Player id -> the strokes the grid gives (dots and Net column): the playing
        handicap of :attr:`net_format`, else the course handicap."""
        played = self.net_format
        allowance = 100 if played is None else played.allowance
        return {s.player_id: _playing(s.course_handicap, allowance) for s in self.seats}

    def with_handicaps(self, handicaps: Mapping[int, int]) -> NightState:
        """The same night with these strokes in place of the seats' course handicaps."""
        seats = tuple(replace(s, course_handicap=handicaps.get(s.player_id, s.course_handicap))
                      for s in self.seats)
        return replace(self, seats=seats)

    def rule(self, hole: int) -> EntryRule:
        """The scores hole ``hole`` (1-based) accepts."""
        limit = None if self.stroke_limits is None else self.stroke_limits[hole - 1]
        return entry_rule(self.game, limit)

    def live(self, cells: Mapping[tuple[int, int], int]) -> LiveRound:
        """The round so far from ``Store.round_scores`` cells."""
        return LiveRound(
            game=self.game, holes=self.holes, names=self.names,
            handicaps={s.name: s.course_handicap for s in self.seats},
            scores=round_rows(self.names, self.player_ids, len(self.holes), cells),
            teams=self.teams)


def _playing(strokes: int, allowance: int) -> int:
    """``live.format_handicaps``'s rule for one player: 100 % is the course handicap."""
    return strokes if allowance == 100 else playing_handicap(strokes, allowance / 100)


def net_format(formats: tuple[PlayedFormat, ...]) -> PlayedFormat | None:
    """The first net format that gives each player their own full playing handicap (stroke
    play, Stableford, skins, best-ball stroke play — not match play or Nassau, which give the
    difference from the lowest): its net total per player is what the grid's Net column
    shows, so the column and that format's standings are one number (docs/game-night.md,
    "One Net"). None: no such format; the grid then uses the course handicap (100 %)."""
    for played in formats:
        fmt, options = played.to_scoring()
        if strokes_for(fmt, options) is Strokes.FULL:
            return played
    return None


def index_before(store: Store, player_id: int, played_on: date) -> float | None:
    """The handicap index in effect at the start of ``played_on`` (docs/store.md)."""
    index = None
    for record in store.handicap_history(player_id):
        if record.recorded_on < played_on:
            index = record.handicap_index
    return index


def load_night(store: Store, night_id: int) -> NightState:
    night = store.night(night_id)
    course = store.course(night.course_id)
    holes = tuple(Hole(par=h.par, si=h.stroke_index) for h in store.holes(night.course_id))
    tee = store.night_tee(night_id)
    rating = night_rating(tee, holes)
    seats = []
    for seat in store.night_players(night_id):
        player = store.player(seat.player_id)
        index = index_before(store, seat.player_id, night.played_on)
        from_index = rating.course_handicap(index)
        seats.append(Seat(seat.player_id, player.name,
                          from_index if seat.course_handicap is None else seat.course_handicap,
                          seat.course_handicap is not None, index))
    names = {s.player_id: s.name for s in seats}
    teams = store.teams(night_id)
    return NightState(
        night=night, course=course, holes=holes, seats=tuple(seats),
        formats=tuple(store.night_formats(night_id)),
        teams=tuple(tuple(names[p] for p in t.player_ids) for t in teams),
        team_names=tuple(t.name for t in teams),
        round_ids=tuple(r.id for r in store.rounds(night_id) if r.id is not None),
        stroke_limits=stroke_limits(course.name, night.game.value),
        rating=rating if tee is not None else None,
        tee_name="" if tee is None else tee.name)


def night_rating(tee: Tee | None, holes: Sequence[Hole]) -> TeeRating:
    """The rating a night's handicaps use: its tee's, else the tabletop rating = par and
    slope 113 (rules/scoring.md)."""
    par = sum(h.par for h in holes)
    if tee is None:
        return TeeRating.tabletop(par, len(holes))
    return TeeRating(tee.course_rating, tee.slope, par, len(holes))


def round_events(store: Store, state: NightState, round_id: int) -> RoundEvents:
    """The round's stored events in the scoring's words (players by name)."""
    return events_of_rows(state, store.round_events(round_id))


def events_of_rows(state: NightState, rows: RoundEventRows) -> RoundEvents:
    """Stored events (player ids) as the scoring's (names)."""
    names = {seat.player_id: seat.name for seat in state.seats}

    def name(player_id: int) -> str:
        # A player no longer at the night (the store removes their events; a second
        # organiser may be a step behind): named so that the scoring refuses in words.
        return names.get(player_id) or tr("player id {id}").format(id=player_id)

    return RoundEvents(
        presses=tuple(PressRequest(p.hole, name(p.player_id), Segment(p.segment))
                      for p in rows.presses),
        wolf=tuple(WolfChoice(w.hole, None if w.partner_id is None else name(w.partner_id),
                              w.blind) for w in rows.wolf),
        bbb=tuple(BbbEvent(b.hole, Award(b.award), name(b.player_id)) for b in rows.bbb))


def standings(state: NightState, live: LiveRound,
              events: RoundEvents = NO_EVENTS) -> list[Standing]:
    """Every format the night plays, scored on the round so far by the core, with the
    round's events and each format's stakes (a result then carries its ``"settlement"``)."""
    out = []
    for played in state.formats:
        fmt, options = played.to_scoring()
        try:
            result: dict[str, object] | ScoreError = live_score(
                fmt, live, options, allowance=played.allowance, events=events)
        except ScoreError as exc:
            result = exc
        out.append(Standing(played, result))
    return out


@dataclass(frozen=True)
class FormatMoney:
    """One format's money: each player's amount (cents, positive wins) and, for skins with
    a buy-in, the pot as the scoring states it (``"cents"``, ``"per_skin"`` …)."""

    played: PlayedFormat
    balances: Mapping[str, int]
    pot: Mapping[str, int] | None = None
    pairs: tuple[tuple[tuple[str, str], Mapping[str, int]], ...] = ()
    """A round-robin Nassau's money pair by pair (scoring.md turn 3), in the result's order;
    ``balances`` is their sum."""


@dataclass(frozen=True)
class NightMoney:
    """The night's money: every format played for stakes adds its balances (each adds up to
    zero, so the sum does), settled with the fewest transfers (``settlement.settle``).

    ``refused`` are formats with stakes the scoring refused (a wolf hole without a choice, a
    press no longer allowed): their money is not counted until the refusal is put right."""

    parts: tuple[FormatMoney, ...]
    settlement: Settlement
    refused: tuple[PlayedFormat, ...] = ()

    @property
    def balances(self) -> Mapping[str, int]:
        return self.settlement.balances


def night_money(names: Sequence[str], results: Sequence[Standing]) -> NightMoney | None:
    """The night-wide settlement of ``results`` (``standings``); None when no format is
    played for money."""
    parts: list[FormatMoney] = []
    refused: list[PlayedFormat] = []
    for standing in results:
        if not standing.played.has_stakes:
            continue
        if isinstance(standing.result, ScoreError):
            refused.append(standing.played)
            continue
        settled = standing.result.get("settlement")
        if not isinstance(settled, dict):
            continue
        balances = {name: int(settled["balances"].get(name, 0)) for name in names}
        pot = standing.result.get("pot")
        parts.append(FormatMoney(standing.played, balances,
                                 dict(pot) if isinstance(pot, dict) else None,
                                 _pair_money(standing.result)))
    if not parts and not refused:
        return None
    total = add_up(dict.fromkeys(names, 0), *(part.balances for part in parts))
    return NightMoney(tuple(parts), settle(total), tuple(refused))


def _pair_money(result: Mapping[str, object]) -> tuple[tuple[tuple[str, str], Mapping[str, int]],
                                                        ...]:
    pairs = result.get("pairs")
    if not isinstance(pairs, list):
        return ()
    return tuple(((str(pair["sides"][0]), str(pair["sides"][1])), dict(pair["money"]))
                 for pair in pairs if isinstance(pair, dict) and "money" in pair)


def _add_pairs(before: tuple[tuple[tuple[str, str], Mapping[str, int]], ...],
               after: tuple[tuple[tuple[str, str], Mapping[str, int]], ...],
               ) -> tuple[tuple[tuple[str, str], Mapping[str, int]], ...]:
    """Two rounds' pair money added pair by pair (the same pairs: the night's players)."""
    if not before:
        return after
    amounts = {pair: dict(money) for pair, money in before}
    for pair, money in after:
        amounts[pair] = add_up(amounts.get(pair, {}), money)
    return tuple(amounts.items())


def rounds_money(store: Store, state: NightState) -> NightMoney | None:
    """The money of every round of the night added up (a night of two rounds of Nassau pays
    both): each round scored from the store with its own events, each format's balances
    summed over the rounds. A pot is stated only for a night of one round (a pot per round
    is the round's business; the balances carry what it paid). None when nothing is played
    for money."""
    names = state.names
    totals: dict[PlayedFormat, dict[str, int]] = {}
    pots: dict[PlayedFormat, Mapping[str, int] | None] = {}
    pairs: dict[PlayedFormat, tuple[tuple[tuple[str, str], Mapping[str, int]], ...]] = {}
    refused: list[PlayedFormat] = []
    for round_id in state.round_ids:
        live = state.live(store.round_scores(round_id))
        money = night_money(names, standings(state, live, round_events(store, state,
                                                                       round_id)))
        if money is None:
            return None
        for part in money.parts:
            before = totals.setdefault(part.played, dict.fromkeys(names, 0))
            totals[part.played] = add_up(before, part.balances)
            pots[part.played] = part.pot if len(state.round_ids) == 1 else None
            pairs[part.played] = _add_pairs(pairs.get(part.played, ()), part.pairs)
        refused.extend(p for p in money.refused if p not in refused)
    parts = tuple(FormatMoney(played, balances, pots[played], pairs[played])
                  for played, balances in totals.items())
    total = add_up(dict.fromkeys(names, 0), *(part.balances for part in parts))
    return NightMoney(parts, settle(total), tuple(refused))


@dataclass(frozen=True)
class PressOffer:
    """Whether a press may be asked for now in ``played``: the side that is down in the
    current bet may press from the next hole to be played (scoring.md). ``player_id`` is
    who the store records as pressing (for a team, its first member); ``reason`` says why
    nobody may press when ``side`` is None."""

    played: PlayedFormat
    hole: int
    segment: Segment
    side: str | None
    player_id: int | None
    reason: str = ""


def press_offer(state: NightState, live: LiveRound, events: RoundEvents,
                played: PlayedFormat) -> PressOffer:
    """Try each side's press from the next hole through the scoring itself: the one it
    accepts may press; otherwise its refusal is the reason (all square, already pressed …)."""
    fmt, options = played.to_scoring()
    holes = len(state.holes)
    # The next hole to be played: a latecomer's holes before their first score are never
    # to be played (scoring.md turn 3), so they do not hold the press back at hole 1.
    first = first_holes(live.scores)
    hole = next((h for h in range(1, holes + 1)
                 if any(live.scores[name][h - 1] is None
                        and not ((start := first[name]) is not None and start > h - 1)
                        for name in live.names)), holes + 1)
    segment = Segment.FRONT if hole <= holes // 2 else Segment.BACK
    if hole > holes:
        return PressOffer(played, hole, segment, None, None,
                          tr("the round is complete: no hole is left to press on"))
    if fmt is Format.BESTBALL_NASSAU:
        sides = [(team_name(team), team[0]) for team in state.teams]
    else:
        sides = [(name, name) for name in state.names]
    if len(sides) != 2:
        return PressOffer(played, hole, segment, None, None,
                          tr("presses are between two sides; this Nassau has {count}").format(
                              count=len(sides)))
    ids = {seat.name: seat.player_id for seat in state.seats}
    reasons: list[tuple[str, bool]] = []
    for side, presser in sides:
        asked = replace(events, presses=(*events.presses,
                                         PressRequest(hole, presser, segment)))
        try:
            live_score(fmt, live, options, allowance=played.allowance, events=asked)
        except ScoreError as exc:
            reasons.append((str(exc), isinstance(exc, PressRefused) and exc.up > 0))
            continue
        return PressOffer(played, hole, segment, side, ids[presser])
    # The message of a side that is down (or both all square) says most: not "X is 1 up".
    telling = [text for text, up in reasons if not up] or [text for text, _ in reasons]
    return PressOffer(played, hole, segment, None, None, telling[0])


def record_entry(store: Store, state: NightState, round_id: int, player_id: int, hole: int,
                 strokes: int) -> None:
    """Check ``strokes`` against the game's rule (EntryError, nothing written), then commit."""
    name = next((s.name for s in state.seats if s.player_id == player_id), str(player_id))
    state.rule(hole).check(strokes, tr("for {name} on hole {hole}").format(name=name, hole=hole))
    store.record_score(round_id, player_id, hole, strokes)
