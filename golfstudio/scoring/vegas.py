"""Vegas: two teams of two; each team's two scores make a two-digit number (scoring.md).

A team's number is its lower score then its higher as digits (4 and 5 → 45). *Decision*: a
score of 10 or more puts the higher score first (4 and 10 → 104, not 410), and a score below
1 (a net hole-in-one, Play Nine card totals) counts as 1, since a digit of 0 or less makes no
number. Birdie flip: a team with a birdie or better (a score under par, net with ``--net``)
turns the opponents' number high-first (4 and 5 → 54); *Decision*: when both teams make
birdie the flips cancel. The lower number wins the hole by the difference: the winners get
those points and the losers give them, so the teams' points add up to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.scoring.bestball import team_name
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import Sides, played_holes

VEGAS_TEAMS = 2
TEAM_SIZE = 2
HIGH_FIRST_FROM = 10
"""scoring.md: a score of 10 or more is written first."""


@dataclass(frozen=True)
class VegasHole:
    """One played hole: each team's number, the teams whose number the opponents' birdie
    flipped, and each team's points."""

    hole: int
    numbers: Mapping[str, int]
    flipped: tuple[str, ...]
    points: Mapping[str, int]


@dataclass(frozen=True)
class VegasResult:
    teams: Mapping[str, tuple[str, ...]]
    holes: tuple[VegasHole, ...]
    points: Mapping[str, int]


def team_number(first: int, second: int, *, high_first: bool = False) -> int:
    """Two scores as a number: low then high (45); high first when flipped or 10+ (54, 104)."""
    low, high = sorted((max(1, first), max(1, second)))
    if high_first or high >= HIGH_FIRST_FROM:
        return int(f"{high}{low}")
    return int(f"{low}{high}")


def check_vegas_teams(names: Sequence[str], teams: Sequence[Sequence[str]]) -> None:
    if len(names) != VEGAS_TEAMS * TEAM_SIZE:
        raise ScoreError(tr("vegas is played by four players in two teams, got {count} players")
                         .format(count=len(names)))
    if len(teams) != VEGAS_TEAMS or any(len(team) != TEAM_SIZE for team in teams):
        raise ScoreError(tr("vegas needs two teams of two ('teams' in the round file)"))


def vegas(players: Sides, teams: Sequence[Sequence[str]], pars: Sequence[int]) -> VegasResult:
    """Points per played hole and in total, per team (named "Ann & Cat")."""
    check_vegas_teams(list(players), teams)
    named = {team_name(team): tuple(team) for team in teams}
    total = dict.fromkeys(named, 0)
    holes: list[VegasHole] = []
    for index in played_holes(players):
        scores = {name: [_at(players, member, index) for member in members]
                  for name, members in named.items()}
        birdie = {name: min(row) < pars[index] for name, row in scores.items()}
        (one, two) = named
        flip = {one: birdie[two] and not birdie[one], two: birdie[one] and not birdie[two]}
        numbers = {name: team_number(*row, high_first=flip[name]) for name, row in scores.items()}
        points = {one: numbers[two] - numbers[one], two: numbers[one] - numbers[two]}
        for name in named:
            total[name] += points[name]
        holes.append(VegasHole(index + 1, numbers,
                               tuple(name for name in named if flip[name]), points))
    return VegasResult(teams=named, holes=tuple(holes), points=total)


def _at(sides: Sides, name: str, index: int) -> int:
    score = sides[name][index]
    assert score is not None  # a played hole has every score
    return score
