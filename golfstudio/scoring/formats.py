"""The one entry point the CLI and the UI both use: a format, its round cards and options in,
a JSON-ready result object out (docs/scoring.md lists the objects).

Which strokes apply with ``net`` (scoring.md, WHS): in match play and Nassau — best ball
included — each side gets the difference from the lowest handicap in the match; in every
other format each player gets their full handicap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import partial

from golfstudio.scoring.bestball import bestball_stroke, team_sides
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.match import match_play, most_holes_won
from golfstudio.scoring.nassau import nassau
from golfstudio.scoring.sides import Sides, Strokes, player_sides
from golfstudio.scoring.skins import skins
from golfstudio.scoring.stableford import stableford
from golfstudio.scoring.stroke import stroke_play
from golfstudio.scoring.tournament import tournament_cards


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


@dataclass(frozen=True)
class Options:
    """``net``: handicap strokes apply; ``carry_over``: skins only; ``auto_press``: Nassau
    formats only, two sides."""

    net: bool = False
    carry_over: bool = False
    auto_press: bool = False


MATCH_FORMATS = frozenset({Format.MATCH, Format.NASSAU, Format.BESTBALL_MATCH,
                           Format.BESTBALL_NASSAU})
"""Formats whose net strokes are the difference from the lowest handicap (WHS match play)."""
NASSAU_FORMATS = frozenset({Format.NASSAU, Format.BESTBALL_NASSAU})


def strokes_for(fmt: Format, options: Options) -> Strokes:
    if not options.net:
        return Strokes.GROSS
    return Strokes.DIFFERENCE if fmt in MATCH_FORMATS else Strokes.FULL


def _check_options(fmt: Format, options: Options) -> None:
    """An option that means nothing for the format is refused, not silently ignored."""
    if options.carry_over and fmt is not Format.SKINS:
        raise ScoreError(f"carry-over applies to skins only, not to {fmt.value}")
    if options.auto_press and fmt not in NASSAU_FORMATS:
        raise ScoreError(f"automatic presses apply to Nassau only, not to {fmt.value}")


def score(
    fmt: Format,
    cards: Sequence[RoundCard],
    options: Options = Options(),
    labels: Sequence[str] | None = None,
) -> dict[str, object]:
    """Score ``cards`` in ``fmt``: one card for every format except the tournament (2–4).

    ``labels`` name the cards in error messages (the CLI passes the file names).
    """
    _check_options(fmt, options)
    if fmt is Format.TOURNAMENT:
        standings = tournament_cards(cards, net=options.net, labels=labels)
        return {
            "format": fmt.value,
            "standings": [
                {"name": s.name, "rounds": list(s.rounds), "total": s.total, "place": s.place}
                for s in standings
            ],
        }
    if len(cards) != 1:
        raise ScoreError(f"{fmt.value} scores one round, got {len(cards)} round files")
    card = cards[0]
    return score_sides(fmt, partial(player_sides, card), partial(team_sides, card),
                       card.pars, options)


SideSource = Callable[[Strokes], Sides]
"""The sides of a round (players, or best-ball teams) with the given handicap strokes."""


def score_sides(fmt: Format, players: SideSource, teams: SideSource, pars: Sequence[int],
                options: Options = Options()) -> dict[str, object]:
    """One round's result from its sides rather than a complete card.

    The per-format functions accept None for a hole not played yet, so the scorekeeper's
    live standings (golfstudio.gamenight.live) come through here with exactly the shape and
    words of a finished round's.
    """
    _check_options(fmt, options)
    strokes = strokes_for(fmt, options)
    if fmt is Format.STROKE:
        return _stroke(players(Strokes.GROSS), players(Strokes.FULL), options.net)
    if fmt is Format.STABLEFORD:
        return _stableford(players(strokes), pars)
    if fmt is Format.SKINS:
        return _skins(players(strokes), options.carry_over)
    if fmt is Format.BESTBALL_STROKE:
        return _bestball_stroke(teams(strokes))
    if fmt is Format.MATCH:
        return _match(fmt, players(strokes))
    if fmt is Format.BESTBALL_MATCH:
        return _match(fmt, teams(strokes))
    if fmt is Format.NASSAU:
        return _nassau(fmt, players(strokes), options.auto_press)
    if fmt is Format.BESTBALL_NASSAU:
        return _nassau(fmt, teams(strokes), options.auto_press)
    raise ScoreError(f"{fmt.value} is scored over several complete rounds")


def _stroke(gross: Sides, net: Sides, by_net: bool) -> dict[str, object]:
    return {
        "format": Format.STROKE.value,
        "standings": [
            {"name": s.name, "gross": s.gross, "net": s.net, "place": s.place}
            for s in stroke_play(gross, net, by_net=by_net)
        ],
    }


def _stableford(sides: Sides, pars: Sequence[int]) -> dict[str, object]:
    return {
        "format": Format.STABLEFORD.value,
        "standings": [
            {"name": s.name, "points": s.points, "place": s.place}
            for s in stableford(sides, pars)
        ],
    }


def _skins(sides: Sides, carry_over: bool) -> dict[str, object]:
    result = skins(sides, carry_over=carry_over)
    return {
        "format": Format.SKINS.value,
        "skins": dict(result.skins),
        "holes": [{"hole": h.hole, "winner": h.winner, "value": h.value} for h in result.holes],
        "unawarded": result.unawarded,
    }


def _bestball_stroke(sides: Sides) -> dict[str, object]:
    return {
        "format": Format.BESTBALL_STROKE.value,
        "standings": [
            {"name": s.name, "total": s.total, "place": s.place} for s in bestball_stroke(sides)
        ],
    }


def _match(fmt: Format, sides: Sides) -> dict[str, object]:
    """Two sides: status words and result; more sides: holes won (scoring.md)."""
    if len(sides) == 2:
        result = match_play(sides)
        return {
            "format": fmt.value,
            "winner": result.winner,
            "result": result.result,
            "status": list(result.status),
        }
    multi = most_holes_won(sides)
    return {"format": fmt.value, "holes_won": dict(multi.holes_won), "winner": multi.winner}


def _nassau(fmt: Format, sides: Sides, auto_press: bool) -> dict[str, object]:
    result = nassau(sides, auto_press=auto_press)
    out: dict[str, object] = {
        "format": fmt.value,
        "front": result.front,
        "back": result.back,
        "overall": result.overall,
        "points": dict(result.points),
    }
    if auto_press:
        out["presses"] = [
            {"segment": p.segment.value, "from_hole": p.from_hole, "winner": p.winner}
            for p in result.presses
        ]
    return out
