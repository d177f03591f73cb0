"""Best ball (four-ball): teams of two, each hole counting the better member's score.

scoring.md: the team's score on a hole is its better player's (net) score; then stroke play,
match play or Nassau between teams. A team is named by its members joined with " & ".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import Sides, Strokes, player_sides
from golfstudio.scoring.stroke import total

TEAM_SIZE = 2


@dataclass(frozen=True)
class TeamStanding:
    name: str
    total: int
    place: int


def team_name(members: Sequence[str]) -> str:
    return " & ".join(members)


def best_ball(rows: Sequence[Sequence[int | None]]) -> list[int | None]:
    """The team's score per hole: its members' lowest, None until every member has a score
    (a live card: the hole is not finished for the team). A member who joined late (no score
    before their first, scoring.md turn 3) is left out of the holes before it: the team plays
    them on the partner's ball."""
    starts = [next((h for h, score in enumerate(row) if score is not None), None)
              for row in rows]
    out: list[int | None] = []
    for hole, scores in enumerate(zip(*rows, strict=True)):
        present = [score for score, start in zip(scores, starts, strict=True)
                   if start is not None and start <= hole]
        out.append(None if not present or any(score is None for score in present)
                   else min(score for score in present if score is not None))
    return out


def check_teams(card: RoundCard) -> None:
    """Best ball needs teams, of two players each, and every player in one of them."""
    if not card.teams:
        raise ScoreError(tr("best ball needs teams, and the round has none ('teams' in the file)"))
    for number, team in enumerate(card.teams, 1):
        if len(team) != TEAM_SIZE:
            raise ScoreError(tr(
                "best ball is played by teams of two; team {number} ({team}) has %n player(s)",
                "", len(team)).format(number=number, team=team_name(team)))
    in_teams = {member for team in card.teams for member in team}
    for name in card.names:
        if name not in in_teams:
            raise ScoreError(tr("best ball: player {name} is in no team").format(name=name))


def team_sides(card: RoundCard, strokes: Strokes) -> dict[str, list[int | None]]:
    """Each team's best-ball row. With DIFFERENCE the strokes are counted from the lowest
    handicap among all players of the match (every player is in a team)."""
    check_teams(card)
    players = player_sides(card, strokes)
    return {
        team_name(team): best_ball([players[member] for member in team]) for team in card.teams
    }


def bestball_stroke(sides: Sides) -> list[TeamStanding]:
    """Stroke play between teams: lowest best-ball total wins; ties share the place."""
    totals = {name: total(row) for name, row in sides.items()}
    return [
        TeamStanding(name=name, total=totals[name], place=place) for name, place in places(totals)
    ]
