"""A round's scorecard: holes, players, gross scores and teams, checked once on the way in.

Every format reads a ``RoundCard``, so the checks live here and nowhere else: a card that
exists has a stroke index permutation, a full row of whole-number scores per player, unique
names and known team members. ``from_dict`` reads the round-file JSON object (docs/scoring.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import GameInfo, game_info
from golfstudio.errors import shown
from golfstudio.filekind import ROUND_KEYS
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import check_stroke_indexes, is_whole, strokes_received


@dataclass(frozen=True)
class Hole:
    """One hole of the course: its par and stroke index (scoring.md: SI 1 = hardest)."""

    par: int
    si: int

    def __post_init__(self) -> None:
        if not is_whole(self.par):
            raise ScoreError(tr("par must be a whole number, got {value}").format(
                value=shown(self.par)))
        if not is_whole(self.si):
            raise ScoreError(tr("stroke index must be a whole number, got {value}").format(
                value=shown(self.si)))


@dataclass(frozen=True)
class Player:
    """A player and the handicap strokes they receive (negative: a plus handicap)."""

    name: str
    handicap: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ScoreError(tr("a player's name must be non-empty text, got {value}").format(
                value=shown(self.name)))
        if "\n" in self.name or "\r" in self.name:
            raise ScoreError(tr("player name {name} must be on one line").format(
                name=shown(self.name)))
        if not is_whole(self.handicap):
            raise ScoreError(
                tr("handicap of {name} must be a whole number of strokes, got {value}").format(
                    name=self.name, value=shown(self.handicap)))


def _tuple_of(value: object, what: str) -> tuple[Any, ...]:
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise ScoreError(tr("{what} must be a list, got {value}").format(
            what=what, value=shown(value)))
    return tuple(value)


@dataclass(frozen=True)
class RoundCard:
    """One round: the holes, the players, their gross scores and the teams (if any).

    ``game`` (a registry id) decides the least score of a hole, and of its par: the
    registry's ``score_range.minimum`` (at least 1 stroke in golf), or none at all where a
    hole's score is a card total (Play Nine, play-nine.md). The greatest score is not checked
    here: a Carambole course sets its own stroke limit, which the card does not carry.
    """

    holes: tuple[Hole, ...]
    players: tuple[Player, ...]
    scores: Mapping[str, tuple[int, ...]] = field(hash=False)
    teams: tuple[tuple[str, ...], ...] = ()
    game: str = "golf"

    def __post_init__(self) -> None:
        if not isinstance(self.game, str) or not self.game.strip():
            raise ScoreError(tr("the game must be named by non-empty text, got {value}").format(
                value=shown(self.game)))
        try:
            game_info(self.game)
        except GameError as exc:
            raise ScoreError(str(exc)) from None
        self._check_holes()
        self._check_players()
        self._check_scores()
        self._check_teams()

    def _check_holes(self) -> None:
        holes = _tuple_of(self.holes, tr("the holes"))
        if not holes:
            raise ScoreError(tr("a round needs at least one hole"))
        for number, hole in enumerate(holes, 1):
            if not isinstance(hole, Hole):
                raise ScoreError(f"hole {number} must be a Hole, got {shown(hole)}")
            least = self._info.score_range.minimum
            if least is not None and hole.par < least:
                raise ScoreError(tr("hole {number}: par must be at least {least}, got {par}")
                                 .format(
                    number=number, least=least, par=hole.par))
        check_stroke_indexes([hole.si for hole in holes])
        object.__setattr__(self, "holes", holes)

    def _check_players(self) -> None:
        players = _tuple_of(self.players, tr("the players"))
        if not players:
            raise ScoreError(tr("a round needs at least one player"))
        seen: set[str] = set()
        for number, player in enumerate(players, 1):
            if not isinstance(player, Player):
                raise ScoreError(f"player {number} must be a Player, got {shown(player)}")
            if player.name in seen:
                raise ScoreError(tr("player name {name} is given twice").format(name=player.name))
            seen.add(player.name)
        object.__setattr__(self, "players", players)

    def _check_scores(self) -> None:
        if not isinstance(self.scores, Mapping):
            raise ScoreError(tr("the scores must map each player's name to a row of scores"))
        names = self.names
        for name in self.scores:
            if name not in names:
                raise ScoreError(tr("scores are given for {name}, who is not a player").format(
                    name=shown(name)))
        n = len(self.holes)
        rows: dict[str, tuple[int, ...]] = {}
        for name in names:
            if name not in self.scores:
                raise ScoreError(tr("no scores for player {name}").format(name=name))
            row = _tuple_of(self.scores[name], tr("the scores of {name}").format(name=name))
            if len(row) != n:
                raise ScoreError(tr("{name} has {count} scores for {holes} holes").format(
                    name=name, count=len(row), holes=n))
            for hole, value in enumerate(row, 1):
                self._check_score(name, hole, value)
            rows[name] = row
        object.__setattr__(self, "scores", MappingProxyType(rows))

    def _check_score(self, name: str, hole: int, value: object) -> None:
        if not is_whole(value):
            raise ScoreError(
                tr("score of {name} on hole {hole} must be a whole number, got {value}").format(
                    name=name, hole=hole, value=shown(value)))
        assert isinstance(value, int)
        least = self._info.score_range.minimum
        if least is not None and value < least:
            raise ScoreError(tr(
                "score of {name} on hole {hole} is {value}: in {game} a hole takes at least "
                "%n stroke(s)", "", least).format(
                    name=name, hole=hole, value=value, game=self._info.title))

    def _check_teams(self) -> None:
        teams = tuple(
            _tuple_of(team, tr("team {number}").format(number=number))
            for number, team in enumerate(_tuple_of(self.teams, tr("the teams")), 1)
        )
        names = self.names
        team_of: dict[str, int] = {}
        for number, team in enumerate(teams, 1):
            if not team:
                raise ScoreError(tr("team {number} has no players").format(number=number))
            for member in team:
                if member not in names:
                    raise ScoreError(tr("team {number}: {name} is not a player").format(
                        number=number, name=shown(member)))
                if member in team_of:
                    raise ScoreError(tr("{name} is in team {first} and team {second}").format(
                        name=member, first=team_of[member], second=number))
                team_of[member] = number
        object.__setattr__(self, "teams", teams)

    @property
    def _info(self) -> GameInfo:
        return game_info(self.game)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.players)

    @property
    def pars(self) -> tuple[int, ...]:
        return tuple(hole.par for hole in self.holes)

    @property
    def stroke_indexes(self) -> tuple[int, ...]:
        return tuple(hole.si for hole in self.holes)

    @property
    def handicaps(self) -> dict[str, int]:
        return {player.name: player.handicap for player in self.players}

    def strokes(self, handicap: int) -> list[int]:
        """Strokes a player of this handicap receives on each hole of this course."""
        return strokes_received(self.stroke_indexes, handicap)

    @classmethod
    def from_dict(cls, data: object) -> RoundCard:
        """Read the round-file JSON object (docs/scoring.md); refuse it with a ScoreError."""
        if not isinstance(data, Mapping):
            raise ScoreError(tr("a round file must hold a JSON object"))
        # Another kind of file, or none, is said as such before any key of a round file
        # (issue 30 §9): not "'holes' must be a list, got null".
        if "format" in data:
            raise ScoreError(tr('this is not a round file (format {value}; a round file has '
                                'no "format")').format(value=shown(data["format"])))
        if not any(key in data for key in ROUND_KEYS):
            raise ScoreError(tr('not a GolfStudio file (no "format" key) nor a round file '
                                '(no "holes", "players" or "scores")'))
        game = data.get("game", "golf")
        if not isinstance(game, str):
            raise ScoreError(tr("'game' must be text, got {value}").format(value=shown(game)))
        holes = tuple(
            _hole_from(number, item)
            for number, item in enumerate(_list_at(data, "holes"), 1)
        )
        players = tuple(
            _player_from(number, item)
            for number, item in enumerate(_list_at(data, "players"), 1)
        )
        scores = data.get("scores")
        if not isinstance(scores, Mapping):
            raise ScoreError(
                tr("'scores' must be an object with a row of scores for each player's name"))
        rows = {name: _tuple_of(row, tr("the scores of {name}").format(name=name))
                for name, row in scores.items()}
        teams = tuple(
            _team_from(number, item)
            for number, item in enumerate(_list_at(data, "teams", required=False), 1)
        )
        return cls(holes=holes, players=players, scores=rows, teams=teams, game=game)


def _list_at(data: Mapping[Any, Any], key: str, required: bool = True) -> list[Any]:
    if key not in data and not required:
        return []
    value = data.get(key)
    if not isinstance(value, list):
        raise ScoreError(tr("'{key}' must be a list, got {value}").format(
            key=key, value=shown(value)))
    return value


def _hole_from(number: int, item: object) -> Hole:
    if not isinstance(item, Mapping):
        raise ScoreError(tr("hole {number} must be an object with 'par' and 'si'").format(
            number=number))
    for key in ("par", "si"):
        if key not in item:
            raise ScoreError(tr("hole {number} has no '{key}'").format(number=number, key=key))
    try:
        return Hole(par=item["par"], si=item["si"])
    except ScoreError as exc:
        raise ScoreError(tr("hole {number}: {error}").format(number=number, error=exc)) from None


def _player_from(number: int, item: object) -> Player:
    if not isinstance(item, Mapping) or "name" not in item:
        raise ScoreError(tr("player {number} must be an object with a 'name'").format(
            number=number))
    return Player(name=item["name"], handicap=item.get("handicap", 0))


def _team_from(number: int, item: object) -> tuple[str, ...]:
    members = _tuple_of(item, tr("team {number}").format(number=number))
    for member in members:
        if not isinstance(member, str):
            raise ScoreError(tr("team {number}: members are named by text, got {value}").format(
                number=number, value=shown(member)))
    return members
