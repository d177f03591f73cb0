"""The one entry point the CLI and the UI both use: a format, its round cards and options in,
a JSON-ready result object out (docs/scoring.md lists the objects).

Which strokes apply with ``net`` (scoring.md, WHS): in match play and Nassau — best ball
included — and in the group betting games (Wolf, Vegas, Nines) each side gets the difference
from the lowest handicap in the match; in every other format each player gets their full
handicap (Bingo-Bango-Bongo refuses ``net``: it has no scores to adjust).

With ``Options.stakes`` every result also carries a ``"settlement"`` (money.py turns the
format's result into cents per side, settlement.py into the fewest transfers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial

from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.scoring import money
from golfstudio.scoring.bbb import bingo_bango_bongo
from golfstudio.scoring.bestball import bestball_stroke, team_name, team_sides
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.scoring.match import match_play, most_holes_won
from golfstudio.scoring.nassau import (
    PRESS_AT,
    NassauResult,
    check_press_trigger,
    nassau,
    round_robin,
)
from golfstudio.scoring.nines import nines
from golfstudio.scoring.settlement import settle
from golfstudio.scoring.sides import (
    Sides,
    Strokes,
    first_holes,
    hole_count,
    late_sides,
    player_sides,
)
from golfstudio.scoring.skins import skins
from golfstudio.scoring.stableford import stableford
from golfstudio.scoring.stakes import Stakes
from golfstudio.scoring.stroke import stroke_play
from golfstudio.scoring.tournament import tournament_cards
from golfstudio.scoring.vegas import vegas
from golfstudio.scoring.wolf import wolf


class Format(Enum):
    STROKE = "stroke"
    MATCH = "match"
    NASSAU = "nassau"
    SKINS = "skins"
    STABLEFORD = "stableford"
    BESTBALL_STROKE = "bestball-stroke"
    BESTBALL_MATCH = "bestball-match"
    BESTBALL_NASSAU = "bestball-nassau"
    TOURNAMENT = "tournament"
    WOLF = "wolf"
    VEGAS = "vegas"
    NINES = "nines"
    BINGO_BANGO_BONGO = "bingo-bango-bongo"


TITLES: dict[Format, str] = {
    Format.STROKE: QT_TR_NOOP("Stroke play"),
    Format.STABLEFORD: QT_TR_NOOP("Stableford"),
    Format.SKINS: QT_TR_NOOP("Skins"),
    Format.MATCH: QT_TR_NOOP("Match play"),
    Format.NASSAU: QT_TR_NOOP("Nassau"),
    Format.BESTBALL_STROKE: QT_TR_NOOP("Best ball · stroke play"),
    Format.BESTBALL_MATCH: QT_TR_NOOP("Best ball · match play"),
    Format.BESTBALL_NASSAU: QT_TR_NOOP("Best ball · Nassau"),
    Format.WOLF: QT_TR_NOOP("Wolf"),
    Format.VEGAS: QT_TR_NOOP("Vegas"),
    Format.NINES: QT_TR_NOOP("Nines"),
    Format.BINGO_BANGO_BONGO: QT_TR_NOOP("Bingo-Bango-Bongo"),
}
"""The formats' names as results show them (marked; ``format_title`` translates)."""


def format_title(fmt: Format) -> str:
    """``fmt``'s name in the user's language, as results show it (its id for a format not
    named in TITLES: the tournament, scored by the command line only)."""
    title = TITLES.get(fmt)
    return tr(title) if title is not None else fmt.value


@dataclass(frozen=True)
class Options:
    """``net``: handicap strokes apply; ``carry_over``: skins only; ``auto_press``: Nassau
    formats only, two sides; ``press_trigger``: holes down that start an automatic press;
    ``stakes``: the money of each bet (None: no money, no ``"settlement"`` in the result)."""

    net: bool = False
    carry_over: bool = False
    auto_press: bool = False
    press_trigger: int = PRESS_AT
    stakes: Stakes | None = None


MATCH_FORMATS = frozenset({Format.MATCH, Format.NASSAU, Format.BESTBALL_MATCH,
                           Format.BESTBALL_NASSAU})
"""Formats whose net strokes are the difference from the lowest handicap (WHS match play)."""
NASSAU_FORMATS = frozenset({Format.NASSAU, Format.BESTBALL_NASSAU})
GROUP_GAMES = frozenset({Format.WOLF, Format.VEGAS, Format.NINES})
"""Betting games within one group: net strokes are the difference from the lowest handicap of
the group, as in match play (scoring.md)."""

STAKES_FOR: dict[Format, frozenset[str]] = {
    Format.STROKE: frozenset({"stroke"}),
    Format.TOURNAMENT: frozenset({"stroke"}),
    Format.BESTBALL_STROKE: frozenset({"stroke"}),
    Format.MATCH: frozenset({"match", "match_pay"}),
    Format.BESTBALL_MATCH: frozenset({"match", "match_pay"}),
    Format.NASSAU: frozenset({"front", "back", "overall", "press"}),
    Format.BESTBALL_NASSAU: frozenset({"front", "back", "overall", "press"}),
    Format.SKINS: frozenset({"skin", "buy_in"}),
    Format.STABLEFORD: frozenset({"point"}),
    Format.WOLF: frozenset({"point"}),
    Format.VEGAS: frozenset({"point"}),
    Format.NINES: frozenset({"point"}),
    Format.BINGO_BANGO_BONGO: frozenset({"point"}),
}
"""The stakes each format plays for; any other stake given is refused, not ignored."""

EVENTS_FOR: dict[Format, str] = {
    Format.NASSAU: "presses",
    Format.BESTBALL_NASSAU: "presses",
    Format.WOLF: "wolf",
    Format.BINGO_BANGO_BONGO: "bbb",
}
"""The per-hole events each format reads (RoundEvents keys)."""


def strokes_for(fmt: Format, options: Options) -> Strokes:
    if not options.net:
        return Strokes.GROSS
    return Strokes.DIFFERENCE if fmt in MATCH_FORMATS | GROUP_GAMES else Strokes.FULL


def _check_options(fmt: Format, options: Options, events: RoundEvents = NO_EVENTS) -> None:
    """An option, stake or event that means nothing for the format is refused, not silently
    ignored."""
    if options.carry_over and fmt is not Format.SKINS:
        raise ScoreError(tr("carry-over applies to skins only, not to {format}").format(
            format=fmt.value))
    if options.auto_press and fmt not in NASSAU_FORMATS:
        raise ScoreError(tr("automatic presses apply to Nassau only, not to {format}").format(
            format=fmt.value))
    if check_press_trigger(options.press_trigger) != PRESS_AT and not options.auto_press:
        raise ScoreError(tr("the press trigger applies to automatic presses only (--press auto)"))
    if options.net and fmt is Format.BINGO_BANGO_BONGO:
        raise ScoreError(tr("net scores do not apply to bingo-bango-bongo: its points come from "
                            "events, not scores"))
    if options.stakes is not None:
        if not isinstance(options.stakes, Stakes):
            raise ScoreError("the stakes must be a Stakes")
        wrong = [key for key in options.stakes.given() if key not in STAKES_FOR[fmt]]
        if wrong:
            raise ScoreError(tr("stake {stake} does not apply to {format} (its stakes: {stakes})")
                             .format(stake=repr(wrong[0]), format=fmt.value,
                                     stakes=", ".join(sorted(STAKES_FOR[fmt]))))
    for key in events.given():
        if EVENTS_FOR.get(fmt) != key:
            raise ScoreError(tr("{key} events do not apply to {format}").format(
                key=key, format=fmt.value))


def score(
    fmt: Format,
    cards: Sequence[RoundCard],
    options: Options = Options(),
    labels: Sequence[str] | None = None,
    events: RoundEvents = NO_EVENTS,
) -> dict[str, object]:
    """Score ``cards`` in ``fmt``: one card for every format except the tournament (2–4).

    ``labels`` name the cards in error messages (the CLI passes the file names); ``events``
    are the round's per-hole inputs (press requests, wolf choices, bingo-bango-bongo).
    With ``options.stakes`` the result has a ``"settlement"`` too.
    """
    _check_options(fmt, options, events)
    if fmt is Format.TOURNAMENT:
        standings = tournament_cards(cards, net=options.net, labels=labels)
        out: dict[str, object] = {
            "format": fmt.value,
            "standings": [
                {"name": s.name, "rounds": list(s.rounds), "total": s.total, "place": s.place}
                for s in standings
            ],
        }
        if options.stakes is not None:
            totals = {s.name: s.total for s in standings}
            amounts = money.pairwise(totals, options.stakes.stroke, lower_wins=True)
            order = cards[0].names
            out["settlement"] = settle({name: amounts[name] for name in order}).to_json()
        return out
    if len(cards) != 1:
        raise ScoreError(tr("{format} scores one round, got {count} round files").format(
            format=fmt.value, count=len(cards)))
    card = cards[0]
    return score_sides(fmt, partial(player_sides, card), partial(team_sides, card),
                       card.pars, options, members=card.teams, events=events)


SideSource = Callable[[Strokes], Sides]
"""The sides of a round (players, or best-ball teams) with the given handicap strokes."""


def score_sides(fmt: Format, players: SideSource, teams: SideSource, pars: Sequence[int],
                options: Options = Options(), *, members: Sequence[Sequence[str]] = (),
                events: RoundEvents = NO_EVENTS) -> dict[str, object]:
    """One round's result from its sides rather than a complete card.

    The per-format functions accept None for a hole not played yet, so the scorekeeper's
    live standings (golfstudio.gamenight.live) come through here with exactly the shape and
    words of a finished round's. ``members`` are the round's teams (needed by Vegas, and to
    share a team's money between its players); ``events`` its per-hole inputs.
    """
    _check_options(fmt, options, events)
    out, amounts = _result(fmt, players, teams, pars, options, members, events)
    if options.stakes is not None:
        gross = players(Strokes.GROSS)
        names = list(gross)
        # A team's money is shared by its members who have joined (a score): before a late
        # member's first score they pay nothing (scoring.md, turn 3).
        by_team = {team_name(team): tuple(m for m in team if _started(gross, m)) or tuple(team)
                   for team in members}
        for side in amounts:
            if side not in names and side not in by_team:
                raise ScoreError(tr("the money of team {side} needs the team's members").format(
                    side=side))
        shares = money.to_players(amounts, by_team)
        out["settlement"] = settle({name: shares.get(name, 0) for name in names}).to_json()
    return out


Amounts = dict[str, int]
"""Cents per side (empty without stakes)."""


def _started(sides: Sides, name: str) -> bool:
    return any(score is not None for score in sides.get(name, ()))


def _result(fmt: Format, players: SideSource, teams: SideSource, pars: Sequence[int],
            options: Options, members: Sequence[Sequence[str]],
            events: RoundEvents) -> tuple[dict[str, object], Amounts]:
    strokes = strokes_for(fmt, options)
    stakes = options.stakes or Stakes()
    if fmt is Format.STROKE:
        return _stroke(players(Strokes.GROSS), players(Strokes.FULL), options.net, stakes)
    if fmt is Format.STABLEFORD:
        return _stableford(players(strokes), pars, stakes)
    if fmt is Format.SKINS:
        return _skins(players(strokes), options.carry_over, options.stakes)
    if fmt is Format.BESTBALL_STROKE:
        return _bestball_stroke(teams(strokes), stakes)
    if fmt is Format.MATCH:
        return _match(fmt, players(strokes), stakes)
    if fmt is Format.BESTBALL_MATCH:
        return _match(fmt, teams(strokes), stakes)
    if fmt is Format.NASSAU:
        return _nassau(fmt, players(strokes), options, events, stakes)
    if fmt is Format.BESTBALL_NASSAU:
        return _nassau(fmt, teams(strokes), options, _team_presses(events, members), stakes)
    if fmt is Format.WOLF:
        return _wolf(players(strokes), events, stakes)
    if fmt is Format.VEGAS:
        return _vegas(players(strokes), members, pars, stakes)
    if fmt is Format.NINES:
        return _nines(players(strokes), stakes)
    if fmt is Format.BINGO_BANGO_BONGO:
        return _bbb(players(Strokes.GROSS), events, stakes)
    raise ScoreError(tr("{format} is scored over several complete rounds").format(
        format=fmt.value))


def _late_entry(name: str, row: Sequence[int | None], start: int | None) -> dict[str, object]:
    """What a standings entry of a latecomer adds (scoring.md, turn 3: ranked "thru N" apart):
    no place, the hole they joined on (None: no score yet) and the holes they have played."""
    return {"place": None, "late": True, "from_hole": None if start is None else start + 1,
            "thru": sum(score is not None for score in row)}


def _stroke(gross: Sides, net: Sides, by_net: bool,
            stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    """Those who played from the first hole are ranked, and share the money; a latecomer is
    listed after them, "thru N", out of this bet (docs/scoring.md, "Late players")."""
    late = late_sides(gross)
    full = [name for name in gross if name not in late]
    standings = stroke_play({n: gross[n] for n in full}, {n: net[n] for n in full},
                            by_net=by_net)
    totals = {s.name: s.net if by_net else s.gross for s in standings}
    entries: list[dict[str, object]] = [
        {"name": s.name, "gross": s.gross, "net": s.net, "place": s.place} for s in standings]
    apart = stroke_play({n: gross[n] for n in late}, {n: net[n] for n in late}, by_net=by_net)
    entries.extend({"name": s.name, "gross": s.gross, "net": s.net,
                    **_late_entry(s.name, gross[s.name], late[s.name])}
                   for s in sorted(apart, key=lambda s: (late[s.name] is None, s.place)))
    out: dict[str, object] = {"format": Format.STROKE.value, "standings": entries}
    return out, money.pairwise(totals, stakes.stroke, lower_wins=True)


def _stableford(sides: Sides, pars: Sequence[int],
                stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    """As stroke play: a latecomer's unplayed holes are no zero points; they are ranked apart
    and neither pay nor collect for the Stableford bet (the 135.00 of issue 27)."""
    late = late_sides(sides)
    standings = stableford({n: row for n, row in sides.items() if n not in late}, pars)
    entries: list[dict[str, object]] = [
        {"name": s.name, "points": s.points, "place": s.place} for s in standings]
    apart = stableford({n: sides[n] for n in late}, pars)
    entries.extend({"name": s.name, "points": s.points,
                    **_late_entry(s.name, sides[s.name], late[s.name])}
                   for s in sorted(apart, key=lambda s: (late[s.name] is None, s.place)))
    out: dict[str, object] = {"format": Format.STABLEFORD.value, "standings": entries}
    points = {s.name: s.points for s in standings}
    return out, money.pairwise(points, stakes.point, lower_wins=False)


def _skins(sides: Sides, carry_over: bool,
           stakes: Stakes | None) -> tuple[dict[str, object], Amounts]:
    result = skins(sides, carry_over=carry_over)
    out: dict[str, object] = {
        "format": Format.SKINS.value,
        "skins": dict(result.skins),
        "holes": [{"hole": h.hole, "winner": h.winner, "value": h.value} for h in result.holes],
        "unawarded": result.unawarded,
    }
    amounts, pot = money.skins_money(result, stakes or Stakes())
    if pot is not None:
        out["pot"] = pot.to_json()
    return out, amounts


def _bestball_stroke(sides: Sides, stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    standings = bestball_stroke(sides)
    out: dict[str, object] = {
        "format": Format.BESTBALL_STROKE.value,
        "standings": [{"name": s.name, "total": s.total, "place": s.place} for s in standings],
    }
    totals = {s.name: s.total for s in standings}
    return out, money.pairwise(totals, stakes.stroke, lower_wins=True)


def _match(fmt: Format, sides: Sides, stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    """Two sides: status words and result; more sides: holes won (scoring.md)."""
    if len(sides) == 2:
        result = match_play(sides)
        return {
            "format": fmt.value,
            "winner": result.winner,
            "result": result.result,
            "status": list(result.status),
        }, money.match_money(result, list(sides), stakes)
    multi = most_holes_won(sides)
    out: dict[str, object] = {"format": fmt.value, "holes_won": dict(multi.holes_won),
                              "winner": multi.winner}
    return out, money.multi_match_money(multi, stakes)


def _nassau(fmt: Format, sides: Sides, options: Options, events: RoundEvents,
            stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    """Two sides: one Nassau. More: a round robin, every pair its own Nassau (scoring.md,
    turn 3): ``"pairs"`` holds each pair's bets, presses and money, ``"points"`` and the
    money add them up."""
    if len(sides) > 2 and not events.presses:
        return _round_robin(fmt, sides, options, stakes)
    result = nassau(sides, auto_press=options.auto_press, press_trigger=options.press_trigger,
                    press_requests=events.presses)
    out: dict[str, object] = {"format": fmt.value, **_nassau_bets(result)}
    if not (options.auto_press or events.presses):
        out.pop("presses")
    return out, money.nassau_money(result, list(sides), stakes)


def _nassau_bets(result: NassauResult) -> dict[str, object]:
    return {
        "front": result.front,
        "back": result.back,
        "overall": result.overall,
        "points": dict(result.points),
        "presses": [
            {"segment": p.segment.value, "from_hole": p.from_hole, "winner": p.winner}
            | ({} if p.requested_by is None else {"requested_by": p.requested_by})
            for p in result.presses
        ],
    }


def _round_robin(fmt: Format, sides: Sides, options: Options,
                 stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    pairs = round_robin(sides, auto_press=options.auto_press,
                        press_trigger=options.press_trigger)
    amounts: Amounts = dict.fromkeys(sides, 0)
    points = dict.fromkeys(sides, 0)
    listed: list[dict[str, object]] = []
    for pair in pairs:
        bets = _nassau_bets(pair.result)
        if not options.auto_press:
            bets.pop("presses")
        entry: dict[str, object] = {"sides": list(pair.sides), **bets}
        pair_money = money.nassau_money(pair.result, list(pair.sides), stakes)
        if options.stakes is not None:
            entry["money"] = pair_money
        for name in pair.sides:
            amounts[name] += pair_money[name]
            points[name] += pair.result.points[name]
        listed.append(entry)
    out: dict[str, object] = {"format": fmt.value, "round_robin": True, "points": points,
                              "pairs": listed}
    return out, amounts


def _team_presses(events: RoundEvents, members: Sequence[Sequence[str]]) -> RoundEvents:
    """Best-ball Nassau: a press asked for by a team member is asked for by the team."""
    team_of = {member: team_name(team) for team in members for member in team}
    presses = tuple(replace(p, side=team_of.get(p.side, p.side)) for p in events.presses)
    return replace(events, presses=presses)


def _wolf(sides: Sides, events: RoundEvents,
          stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    result = wolf(sides, events.wolf)
    out: dict[str, object] = {
        "format": Format.WOLF.value,
        "order": list(result.order),
        "holes": [
            {"hole": h.hole, "wolf": h.wolf, "partner": h.partner, "blind": h.blind,
             "multiplier": h.multiplier, "winners": list(h.winners), "points": dict(h.points)}
            for h in result.holes
        ],
        "points": dict(result.points),
    }
    return out, {name: points * stakes.point for name, points in result.points.items()}


def _vegas(sides: Sides, members: Sequence[Sequence[str]], pars: Sequence[int],
           stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    result = vegas(sides, members, pars)
    out: dict[str, object] = {
        "format": Format.VEGAS.value,
        "teams": {name: list(team) for name, team in result.teams.items()},
        "holes": [
            {"hole": h.hole, "numbers": dict(h.numbers), "flipped": list(h.flipped),
             "points": dict(h.points)}
            for h in result.holes
        ],
        "points": dict(result.points),
    }
    return out, {name: points * stakes.point for name, points in result.points.items()}


def _nines(sides: Sides, stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    result = nines(sides)
    out: dict[str, object] = {
        "format": Format.NINES.value,
        "holes": [{"hole": h.hole, "points": dict(h.points)} for h in result.holes],
        "points": dict(result.points),
    }
    return out, money.pairwise(result.points, stakes.point, lower_wins=False)


def _bbb(sides: Sides, events: RoundEvents,
         stakes: Stakes) -> tuple[dict[str, object], Amounts]:
    result = bingo_bango_bongo(list(sides), hole_count(sides), events.bbb)
    out: dict[str, object] = {
        "format": Format.BINGO_BANGO_BONGO.value,
        "holes": [
            {"hole": h.hole, **{award.value: player for award, player in h.awards.items()},
             "points": dict(h.points)}
            for h in result.holes
        ],
        "points": dict(result.points),
    }
    # Each hole's points are settled among the players who had joined by it (their first
    # score or event, scoring.md turn 3): a latecomer pays nothing for the holes before.
    # A night that types no scores at all (the game is its events) has everyone from hole 1.
    first = dict(first_holes(sides))
    if all(start is None for start in first.values()):
        return out, money.pairwise(result.points, stakes.point, lower_wins=False)
    for event in events.bbb:
        start = first.get(event.player)
        first[event.player] = event.hole - 1 if start is None else min(start, event.hole - 1)
    amounts: Amounts = dict.fromkeys(sides, 0)
    for hole in result.holes:
        present = {name: hole.points[name] for name, start in first.items()
                   if start is not None and start < hole.hole}
        for name, cents in money.pairwise(present, stakes.point, lower_wins=False).items():
            amounts[name] += cents
    return out, amounts
