"""Correcting a night after it was set up (issue 17 §2): the night as a ``NightPlan`` to edit,
checked by the same rules as a new night, written back in one transaction.

:func:`plan_of_night` reads the stored night into the plan the set-up form edits (date,
place, players in card order with their index and override, formats, teams);
:func:`save_night_edit` checks the edited plan (``setup.check_plan``: the course cannot
change, so its holes are the stored ones), adds players new to the store, and rewrites the
night through ``store.corrections.Corrections.edit_night`` — which refuses to take off the
night a player who already has a score. Deleting, renaming and merging are the store's
corrections as they are.
"""

from __future__ import annotations

from golfstudio import i18n
from golfstudio.gamenight.errors import EntryError
from golfstudio.gamenight.night import index_before, night_rating
from golfstudio.gamenight.setup import NightPlan, PlanPlayer, PlanTeam, check_plan
from golfstudio.i18n import tr
from golfstudio.scoring.card import Hole
from golfstudio.store import Store
from golfstudio.store.corrections import Corrections, NightEdit


def plan_of_night(store: Store, night_id: int) -> NightPlan:
    """The stored night as the set-up form's plan."""
    night = store.night(night_id)
    course = store.course(night.course_id)
    names = {p.id: p.name for p in store.players()}
    players = tuple(
        PlanPlayer(names[seat.player_id], seat.player_id,
                   index_before(store, seat.player_id, night.played_on), seat.course_handicap)
        for seat in store.night_players(night_id))
    teams = tuple(PlanTeam(tuple(names[p] for p in team.player_ids), team.name)
                  for team in store.teams(night_id))
    holes = tuple((h.par, h.stroke_index) for h in store.holes(night.course_id))
    tee = store.night_tee(night_id)
    return NightPlan(
        played_on=night.played_on, game=night.game, course_id=night.course_id,
        holes=holes, players=players, formats=tuple(store.night_formats(night_id)),
        teams=teams, place=night.place, course_name=course.name,
        tee_id=None if tee is None else tee.id,
        rating=None if tee is None else night_rating(
            tee, [Hole(par=par, si=si) for par, si in holes]))


def save_night_edit(store: Store, night_id: int, plan: NightPlan) -> None:
    """Write the edited plan over the night (module docstring); EntryError or StoreError
    naming the problem, with nothing changed."""
    night = store.night(night_id)
    if plan.course_id != night.course_id:
        raise EntryError(tr("a night's course cannot change: delete the night and set it up "
                            "again on the other course"))
    check_plan(plan)
    # Someone new is named, and added to the roster in the edit's own transaction.
    ids: dict[str, int | str] = {
        player.name.strip(): player.name.strip() if player.player_id is None
        else player.player_id for player in plan.players}
    Corrections(store.engine).edit_night(night_id, NightEdit(
        played_on=plan.played_on, place=plan.place,
        players=tuple((ids[p.name.strip()], p.override) for p in plan.players),
        formats=plan.formats, set_tee=True, tee_id=plan.tee_id,
        teams=tuple((team.title, tuple(ids[m] for m in team.members)) for team in plan.teams)))


def describe_night(store: Store, night_id: int) -> str:
    """A night as a question names it: "Thu 07 Mar 2024 at The Crown, Ultimate Golf, Ann, Bob"
    (the course's name, not its game's title, which the UI translates)."""
    night = store.night(night_id)
    course = store.course(night.course_id)
    names = {p.id: p.name for p in store.players()}
    players = ", ".join(names[s.player_id] for s in store.night_players(night_id))
    named = (tr("{date} at {place}, {course}") if night.place
             else tr("{date}, {course}")).format(
        date=i18n.day(night.played_on), place=night.place, course=course.name)
    return named + (f", {players}" if players else "")
