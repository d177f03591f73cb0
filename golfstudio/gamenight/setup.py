"""Setting up a game night: what the set-up page collects, checked before anything is written.

A :class:`NightPlan` is the whole evening as a value — date, place, game, course (its holes),
the players with their handicap index and any course-handicap override, the formats with
their options and allowance, the best-ball teams. :func:`check_plan` refuses a plan that
could not be scored, naming the problem in the table's words (no players, two players of the
same name, Nassau on nine holes, best ball without teams …), and :func:`create_night` writes
it through the ``Store`` in one transaction (``Store.import_nights``): all or nothing.

Handicaps (rules/scoring.md, WHS): course handicap = index × slope / 113 + (rating − par)
from the night's tee (``NightPlan.rating``; a rated nine takes half the index); tabletop
courses have rating = par and slope 113, so it is the index rounded half up. A format's
playing handicap is the course handicap × its allowance.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from golfstudio.engine.registry import game_info
from golfstudio.gamenight.errors import EntryError
from golfstudio.gamenight.live import placeholder_events
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.scoring import formats as scoring
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    STANDARD_SLOPE,
    check_stroke_indexes,
    course_handicap,
    playing_handicap,
)
from golfstudio.scoring.stakes import MAX_CENTS
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.store import Format, Game, NightSheet, PlayedFormat, Store

DEFAULT_ALLOWANCE: dict[Format, int] = {
    Format.STROKE: 95,
    Format.STABLEFORD: 95,
    Format.MATCH: 100,
    Format.NASSAU: 100,
    Format.SKINS: 100,
    Format.BESTBALL_STROKE: 85,
    Format.BESTBALL_MATCH: 85,
    Format.BESTBALL_NASSAU: 85,
    Format.WOLF: 100,
    Format.VEGAS: 100,
    Format.NINES: 100,
    Format.BINGO_BANGO_BONGO: 100,
}
"""WHS allowances (rules/scoring.md): 95 % individual stroke play (and Stableford), 100 %
singles match play, 85 % four-ball. *Decision*: skins, an individual hole-by-hole game,
take the full 100 %; so do the group betting games (Wolf, Vegas, Nines), whose strokes are
already the difference from the group's lowest handicap, as in match play. Bingo-Bango-Bongo
plays no scores, so it is never net (the allowance is kept but unused)."""

BEST_BALL = frozenset({Format.BESTBALL_STROKE, Format.BESTBALL_MATCH, Format.BESTBALL_NASSAU})
MATCHES = frozenset({Format.MATCH, Format.NASSAU, Format.BESTBALL_MATCH, Format.BESTBALL_NASSAU})
NASSAUS = frozenset({Format.NASSAU, Format.BESTBALL_NASSAU})
FORMAT_TITLES: dict[Format, str] = {
    Format.STROKE: QT_TR_NOOP("Stroke play"),
    Format.MATCH: QT_TR_NOOP("Match play"),
    Format.NASSAU: QT_TR_NOOP("Nassau"),
    Format.SKINS: QT_TR_NOOP("Skins"),
    Format.STABLEFORD: QT_TR_NOOP("Stableford"),
    Format.BESTBALL_STROKE: QT_TR_NOOP("Best ball — stroke"),
    Format.BESTBALL_MATCH: QT_TR_NOOP("Best ball — match"),
    Format.BESTBALL_NASSAU: QT_TR_NOOP("Best ball — Nassau"),
    Format.WOLF: QT_TR_NOOP("Wolf"),
    Format.VEGAS: QT_TR_NOOP("Vegas"),
    Format.NINES: QT_TR_NOOP("Nines"),
    Format.BINGO_BANGO_BONGO: QT_TR_NOOP("Bingo-Bango-Bongo"),
}
"""The formats' names in set-up's refusals (marked; ``format_title`` gives them translated)."""


def format_title(fmt: Format) -> str:
    """``fmt``'s name in set-up's messages, in the user's language."""
    return tr(FORMAT_TITLES[fmt])


TEAM_FORMATS = BEST_BALL | {Format.VEGAS}
"""Formats played by the night's teams of two (set-up pairs the players for them)."""
NO_NET = frozenset({Format.BINGO_BANGO_BONGO})
"""Formats with no scores to take handicap strokes from."""
STAKES_OF: dict[Format, tuple[str, ...]] = {
    Format.STROKE: ("stroke",),
    Format.TOURNAMENT: ("stroke",),
    Format.BESTBALL_STROKE: ("stroke",),
    Format.MATCH: ("match",),
    Format.BESTBALL_MATCH: ("match",),
    Format.NASSAU: ("front", "back", "overall", "press"),
    Format.BESTBALL_NASSAU: ("front", "back", "overall", "press"),
    Format.SKINS: ("skin", "buy_in"),
    Format.STABLEFORD: ("point",),
    Format.WOLF: ("point",),
    Format.VEGAS: ("point",),
    Format.NINES: ("point",),
    Format.BINGO_BANGO_BONGO: ("point",),
}
"""The stakes set-up offers per format, in the order the form shows them
(``scoring.formats.STAKES_FOR`` without ``match_pay``; a test ties the two)."""
INDEX_RANGE = (-10.0, 54.0)
"""WHS: a handicap index runs from plus 10 to 54.0 (the store refuses anything else)."""
OVERRIDE_RANGE = (-20, 72)
"""*Decision*: a night's course-handicap override, from plus 20 to four strokes a hole."""
ADDED_ON_THE_SPOT = "entered at set-up"


@dataclass(frozen=True)
class PlanPlayer:
    """A player of the night: ``player_id`` None is someone new, added when the night is
    created; ``index`` is the handicap index in effect (for a new player, the first record);
    ``override`` the course handicap for this night only."""

    name: str
    player_id: int | None = None
    index: float | None = None
    override: int | None = None


@dataclass(frozen=True)
class PlanTeam:
    """A best-ball side, its members named as in ``NightPlan.players``."""

    members: tuple[str, ...]
    name: str = ""

    @property
    def title(self) -> str:
        return self.name.strip() or " & ".join(self.members)


@dataclass(frozen=True)
class NightPlan:
    played_on: date
    game: Game
    course_id: int | None
    holes: tuple[tuple[int, int], ...]
    """(par, stroke index) per hole of the chosen course."""
    players: tuple[PlanPlayer, ...] = ()
    formats: tuple[PlayedFormat, ...] = ()
    teams: tuple[PlanTeam, ...] = ()
    place: str = ""
    course_name: str = field(default="", compare=False)
    tee_id: int | None = None
    """The tee the night is played from (one of the course's); None: no tee."""
    rating: TeeRating | None = None
    """That tee's rating and slope with the course's par and holes; None: the tabletop
    defaults (rating = par, slope 113)."""

    @property
    def par(self) -> int:
        return sum(par for par, _si in self.holes)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name.strip() for p in self.players)


def computed_course_handicap(index: float | None, par: int,
                             rating: TeeRating | None = None) -> int:
    """The index's course handicap from the night's tee (``rating``), or on a tabletop
    course (rating = par, slope 113); 0 with no index, as ``Store.load_round_cards`` counts
    it."""
    if index is None:
        return 0
    if rating is not None:
        return rating.course_handicap(index)
    return course_handicap(index, STANDARD_SLOPE, course_rating=par, par=par)


def night_course_handicap(player: PlanPlayer, par: int, rating: TeeRating | None = None) -> int:
    """The course handicap the night will use: the override, else the computed one."""
    return player.override if player.override is not None else computed_course_handicap(
        player.index, par, rating)


def playing_handicaps(plan: NightPlan, player: PlanPlayer) -> dict[Format, int]:
    """Each net format's playing handicap for ``player`` (course handicap × allowance)."""
    strokes = night_course_handicap(player, plan.par, plan.rating)
    return {f.format: playing_handicap(strokes, f.allowance / 100)
            for f in plan.formats if f.net}


def parse_cents(text: str, decimal_point: str = ".") -> int | None:
    """A stake typed as money ("2.50", "2,50" where the comma is the decimal separator,
    "2", ".5") as whole cents; "" is 0. None when it is not an amount from 0 to 10,000.00
    with at most two decimals: no sign, no thousands separator, no rounding (scoring.md,
    "Money": a fraction of a cent is refused, never rounded)."""
    cleaned = text.strip()
    if not cleaned:
        return 0
    if decimal_point != "." and decimal_point in cleaned:
        cleaned = cleaned.replace(decimal_point, ".", 1)
    whole, _dot, part = cleaned.partition(".")
    if not (whole or part):
        return None
    if not all(c in "0123456789" for c in whole + part) or len(part) > 2:
        return None
    cents = int(whole or "0") * 100 + int(part.ljust(2, "0") or "0")
    return cents if cents <= MAX_CENTS else None


def cents_text(cents: int, decimal_point: str = ".") -> str:
    """Cents as a stake field shows them: "2.50" (no thousands separator, so that the text
    reads back through :func:`parse_cents`); 0 is the empty field."""
    return "" if cents == 0 else f"{cents // 100}{decimal_point}{cents % 100:02d}"


def default_format(fmt: Format, *, net: bool = True) -> PlayedFormat:
    return PlayedFormat(fmt, net=net and fmt not in NO_NET, allowance=DEFAULT_ALLOWANCE[fmt])


def _check_players(players: Sequence[PlanPlayer]) -> None:
    if not players:
        raise EntryError(tr("a night needs at least one player: pick or add the players"))
    seen: dict[str, str] = {}
    ids: set[int] = set()
    for player in players:
        name = player.name.strip()
        if not name:
            raise EntryError(tr("every player needs a name"))
        if name.casefold() in seen:
            raise EntryError(tr("two players are named {name}: give them different names").format(
                name=name))
        seen[name.casefold()] = name
        if player.player_id is not None:
            if player.player_id in ids:
                raise EntryError(tr("{name} is on the list twice").format(name=name))
            ids.add(player.player_id)
        low, high = INDEX_RANGE
        if player.index is not None and not low <= player.index <= high:
            raise EntryError(tr("{name}'s handicap index {index} is outside {low} to {high} (WHS)")
                             .format(name=name, index=player.index, low=f"{low:g}",
                                     high=f"{high:g}"))
        if player.override is not None:
            low_ch, high_ch = OVERRIDE_RANGE
            if not low_ch <= player.override <= high_ch:
                raise EntryError(
                    tr("{name}'s course handicap {handicap} is outside {low} to {high}").format(
                        name=name, handicap=player.override, low=low_ch, high=high_ch))


def _check_formats(plan: NightPlan) -> None:
    if not plan.formats:
        raise EntryError(tr("choose at least one format to play"))
    seen: set[Format] = set()
    for played in plan.formats:
        title = format_title(played.format)
        if played.format in seen:
            raise EntryError(tr("{title} is chosen twice").format(title=title))
        seen.add(played.format)
        if not 0 <= played.allowance <= 100:
            raise EntryError(tr("{title}: the handicap allowance is a percentage from 0 to 100, "
                                "not {allowance}").format(title=title, allowance=played.allowance))
        if played.carry_over and played.format is not Format.SKINS:
            raise EntryError(tr("{title}: carry-over is an option of skins only").format(
                title=title))
        if played.auto_press and played.format not in NASSAUS:
            raise EntryError(tr("{title}: automatic presses are an option of Nassau only")
                             .format(
                title=title))
        if played.net and played.format in NO_NET:
            raise EntryError(tr("{title} is played for events, not scores: it cannot be net")
                             .format(
                title=title))
        offered = STAKES_OF.get(played.format, ())
        for key in played.stakes.given():
            if key != "match_pay" and key not in offered:
                raise EntryError(tr("{title} is not played for the stake {stake}").format(
                    title=title, stake=repr(key)))
        if "match_pay" in played.stakes.given() and "match" not in offered:
            raise EntryError(tr("{title}: paying per hole up is for match play only").format(
                title=title))
        if played.format in NASSAUS and len(plan.holes) % 2:
            raise EntryError(tr("{title} splits the round into two halves: {course} has {holes} "
                                "holes, an odd number — choose a course with an even number of "
                                "holes")
                             .format(title=title, course=plan.course_name or tr("the course"),
                                     holes=len(plan.holes)))
        if played.format in (Format.MATCH, Format.NASSAU):
            sides = len(plan.players)
            if sides < 2:
                raise EntryError(tr("{title} needs at least two players").format(title=title))
            # More than two: a round robin, each pair with its own automatic presses
            # (scoring.md, turn 3): automatic presses never stop a night from starting.


def _check_teams(plan: NightPlan) -> None:
    names = set(plan.names)
    placed: dict[str, str] = {}
    titles: set[str] = set()
    for team in plan.teams:
        if team.title.casefold() in titles:
            raise EntryError(tr("two teams are named {team}").format(team=team.title))
        titles.add(team.title.casefold())
        for member in team.members:
            if member not in names:
                raise EntryError(tr("team {team}: {name} does not play tonight").format(
                    team=team.title, name=member))
            if member in placed:
                raise EntryError(tr("{name} is in two teams ({first} and {second})").format(
                    name=member, first=placed[member], second=team.title))
            placed[member] = team.title
    if any(f.format is Format.VEGAS for f in plan.formats):
        title = format_title(Format.VEGAS)
        if len(plan.players) != 4:
            raise EntryError(tr("{title} is played by four players in two teams of two; there "
                                "are %n player(s)", "", len(plan.players)).format(title=title))
        if len(plan.teams) != 2 or any(len(team.members) != 2 for team in plan.teams):
            raise EntryError(tr("{title} is played by two teams of two: pair the players").format(
                title=title))
    best_ball = [f for f in plan.formats if f.format in BEST_BALL]
    if not best_ball:
        return
    title = format_title(best_ball[0].format)
    if not plan.teams:
        raise EntryError(tr("{title} is played by teams of two: pair the players").format(
            title=title))
    for team in plan.teams:
        if len(team.members) != 2:
            raise EntryError(tr("{title} is played by teams of two; team {team} has %n player(s)",
                                "", len(team.members)).format(title=title, team=team.title))
    alone = [name for name in plan.names if name not in placed]
    if alone:
        raise EntryError((tr("{title}: {names} is in no team") if len(alone) == 1
                          else tr("{title}: {names} are in no team")).format(
            title=title, names=", ".join(alone)))
    for played in best_ball:
        if played.format in MATCHES and len(plan.teams) < 2:
            raise EntryError(tr("{title} needs at least two teams").format(
                title=format_title(played.format)))


def check_plan(plan: NightPlan) -> None:
    """EntryError naming the first problem that keeps the night from being played."""
    if plan.course_id is None or not plan.holes:
        raise EntryError(tr("choose a course"))
    try:
        check_stroke_indexes([si for _par, si in plan.holes])
    except ScoreError as exc:
        raise EntryError(tr("course {course}: {error}").format(
            course=plan.course_name, error=exc)) from None
    _check_players(plan.players)
    _check_formats(plan)
    _check_teams(plan)
    # The core scores every format on a card of this shape, so a plan it would refuse later
    # (a rule not repeated above) is refused now, in the core's words.
    try:
        shape = RoundCard(
            holes=tuple(Hole(par=par, si=si) for par, si in plan.holes),
            players=tuple(Player(name, 0) for name in plan.names),
            scores=dict.fromkeys(plan.names, (1,) * len(plan.holes)),
            teams=tuple(team.members for team in plan.teams), game=plan.game.value)
    except ScoreError as exc:
        raise EntryError(tr("course {course}: {error}").format(
            course=plan.course_name, error=exc)) from None
    for played in plan.formats:
        fmt, options = played.to_scoring()
        try:
            scoring.score(fmt, [shape], options,
                          events=placeholder_events(fmt, len(plan.holes)))
        except ScoreError as exc:
            raise EntryError(tr("{title}: {error}").format(
                title=format_title(played.format), error=exc)) from None


def create_night(store: Store, plan: NightPlan) -> int:
    """Write the night (new players and their first handicap record, the night with its
    players, overrides, formats, teams and one empty round); returns the night's id.

    A new player's index is recorded the day before the night: the store counts the index
    in effect at the start of the night's date (docs/store.md), and this is that index.
    """
    if plan.course_id is None:
        raise EntryError(tr("choose a course"))
    course = store.course(plan.course_id)
    if course.game != plan.game:
        raise EntryError(tr("course {course} is a {game} course, not {other}").format(
            course=course.name, game=game_info(course.game).title,
            other=game_info(plan.game).title))
    check_plan(plan)
    stored = [(h.par, h.stroke_index) for h in store.holes(plan.course_id)]
    if tuple(stored) != plan.holes:
        raise EntryError(tr("course {course} has changed since it was chosen: choose it again")
                         .format(course=course.name))
    ids: dict[str, int] = {}
    for player in plan.players:
        name = player.name.strip()
        if player.player_id is None:
            if store.find_player(name) is not None:
                raise EntryError(
                    tr("there is already a player named {name}: pick them from the list")
                    .format(name=name))
        else:
            store.player(player.player_id)  # StoreError if they were deleted meanwhile
    for player in plan.players:
        name = player.name.strip()
        if player.player_id is not None:
            ids[name] = player.player_id
            continue
        new = store.add_player(name)
        assert new.id is not None
        ids[name] = new.id
        if player.index is not None:
            store.add_handicap(new.id, plan.played_on - timedelta(days=1), player.index,
                               source=ADDED_ON_THE_SPOT)
    sheet = NightSheet(
        played_on=plan.played_on, course_id=plan.course_id,
        player_ids=tuple(ids[name] for name in plan.names), rounds=((),), place=plan.place,
        course_handicaps=tuple(p.override for p in plan.players),
        formats=plan.formats, tee_id=plan.tee_id,
        teams=tuple((team.title, tuple(ids[m] for m in team.members)) for team in plan.teams))
    (night_id,) = store.import_nights([sheet])
    return night_id
