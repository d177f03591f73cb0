"""Wolf: four players; the wolf of each hole picks a partner or plays alone (scoring.md).

The wolf rotates in tee order, the card's player order: the first player is the wolf on
hole 1, the second on hole 2, … . After the tee shots the wolf takes one of the other three as
partner (two against two) or goes lone wolf (one against three); declaring lone wolf before
anyone tees off is "blind". Each side counts its better ball; the lower wins the hole, an equal
one halves it (no points).

Points (*Decision*, zero-sum so that a point is a unit of money won from someone): two
against two, each winner gets 1 point and each loser gives 1; lone wolf doubles that, blind
lone wolf trebles it, and the wolf plays each of the three: a lone wolf who wins gets 2 from
each of them (+6, −2 each), one who loses gives each 2 (−6, +2 each); blind: ±9 and ∓3.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import is_whole
from golfstudio.scoring.sides import Sides, hole_count, played_holes

WOLF_PLAYERS = 4
LONE, BLIND = 2, 3
"""scoring.md: a lone wolf's hole counts double, a blind lone wolf's treble."""


@dataclass(frozen=True)
class WolfChoice:
    """What the wolf of ``hole`` (1-based) chose: a ``partner``, or alone (None); ``blind``:
    alone, declared before the tee shots. The wolf is not named: the rotation decides it."""

    hole: int
    partner: str | None = None
    blind: bool = False

    def __post_init__(self) -> None:
        if not is_whole(self.hole) or self.hole < 1:
            raise ScoreError(tr("a wolf choice is for a hole number from 1, got {value}").format(
                value=shown(self.hole)))
        if self.partner is not None and (not isinstance(self.partner, str) or not self.partner):
            raise ScoreError(
                tr("hole {hole}: the wolf's partner is a player's name or none, got {value}")
                .format(hole=self.hole, value=shown(self.partner)))
        if not isinstance(self.blind, bool):
            raise ScoreError(tr("hole {hole}: 'blind' is true or false, got {value}").format(
                hole=self.hole, value=shown(self.blind)))
        if self.blind and self.partner is not None:
            raise ScoreError(tr("hole {hole}: a blind wolf plays alone, so it has no partner "
                                "({partner})").format(hole=self.hole, partner=self.partner))


@dataclass(frozen=True)
class WolfHole:
    """One played hole: the wolf, the choice, its multiplier (1, 2 or 3), the players of the
    side that won it (empty when halved) and the points it gave."""

    hole: int
    wolf: str
    partner: str | None
    blind: bool
    multiplier: int
    winners: tuple[str, ...]
    points: Mapping[str, int]


@dataclass(frozen=True)
class WolfResult:
    order: tuple[str, ...]
    holes: tuple[WolfHole, ...]
    points: Mapping[str, int]


def wolf_of(order: Sequence[str], hole: int) -> str:
    """The wolf of ``hole`` (1-based): the players take turns in tee order."""
    return order[(hole - 1) % len(order)]


def check_choices(order: Sequence[str], holes: int,
                  choices: Sequence[WolfChoice]) -> dict[int, WolfChoice]:
    """The choices by hole number, each checked against the card: a hole of the round, one
    choice per hole, a partner who is a player and not the wolf."""
    by_hole: dict[int, WolfChoice] = {}
    for choice in choices:
        if not isinstance(choice, WolfChoice):
            raise ScoreError(f"a wolf choice must be a WolfChoice, got {shown(choice)}")
        if choice.hole > holes:
            raise ScoreError(tr("wolf choice for hole {hole}: the round has {holes} holes").format(
                hole=choice.hole, holes=holes))
        if choice.hole in by_hole:
            raise ScoreError(tr("hole {hole} has two wolf choices").format(hole=choice.hole))
        wolf = wolf_of(order, choice.hole)
        if choice.partner is not None:
            if choice.partner not in order:
                raise ScoreError(tr("hole {hole}: the wolf's partner {name} is not a player")
                                 .format(
                    hole=choice.hole, name=shown(choice.partner)))
            if choice.partner == wolf:
                raise ScoreError(tr("hole {hole}: {name} is the wolf and cannot be their own "
                                    "partner (no partner: lone wolf)").format(
                    hole=choice.hole, name=wolf))
        by_hole[choice.hole] = choice
    return by_hole


def wolf(sides: Sides, choices: Sequence[WolfChoice]) -> WolfResult:
    """Points per played hole and in total; ``sides`` in tee order, four players."""
    order = tuple(sides)
    if len(order) != WOLF_PLAYERS:
        raise ScoreError(tr("wolf is played by four players, got {count}").format(count=len(order)))
    by_hole = check_choices(order, hole_count(sides), choices)
    total = dict.fromkeys(order, 0)
    holes: list[WolfHole] = []
    for index in played_holes(sides):
        number = index + 1
        wolf_name = wolf_of(order, number)
        choice = by_hole.get(number)
        if choice is None:
            raise ScoreError(tr("hole {hole} has scores but no choice of the wolf ({name}): a "
                                "partner, or alone").format(hole=number, name=wolf_name))
        pack = (wolf_name,) if choice.partner is None else (wolf_name, choice.partner)
        others = tuple(name for name in order if name not in pack)
        pack_best = min(_score(sides, name, index) for name in pack)
        others_best = min(_score(sides, name, index) for name in others)
        sign = (pack_best < others_best) - (pack_best > others_best)
        multiplier = 1 if choice.partner is not None else BLIND if choice.blind else LONE
        points = dict.fromkeys(order, 0)
        for name in others:
            points[name] = -sign * multiplier
        for name in pack:
            # each of the pack wins or loses against one of the others per point: zero-sum
            points[name] = sign * multiplier * len(others) // len(pack)
        winners = pack if sign > 0 else others if sign < 0 else ()
        for name in order:
            total[name] += points[name]
        holes.append(WolfHole(number, wolf_name, choice.partner, choice.blind, multiplier,
                              winners, points))
    return WolfResult(order=order, holes=tuple(holes), points=total)


def _score(sides: Sides, name: str, index: int) -> int:
    score = sides[name][index]
    assert score is not None  # a played hole has every score
    return score
