"""Setting up a night: the plan's refusals in the table's words, and the night it writes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest

from golfstudio.gamenight import EntryError
from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.night import load_night
from golfstudio.gamenight.setup import (
    ADDED_ON_THE_SPOT,
    NightPlan,
    PlanPlayer,
    PlanTeam,
    check_plan,
    computed_course_handicap,
    create_night,
    default_format,
    playing_handicaps,
)
from golfstudio.store import Format, Game, PlayedFormat, Store, open_store

NIGHT = date(2024, 5, 2)
ULTIMATE = ((4, 15), (4, 13), (4, 3), (3, 11), (4, 7), (5, 1), (4, 17), (3, 9), (4, 5),
            (4, 6), (5, 8), (3, 16), (4, 18), (5, 4), (4, 10), (4, 14), (3, 12), (5, 2))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'setup.db'}") as opened:
        yield opened


def _plan(**changes: object) -> NightPlan:
    plan = NightPlan(
        played_on=NIGHT, game=Game.ULTIMATE, course_id=1, holes=ULTIMATE,
        course_name="Ultimate Golf", place="The Crown",
        players=(PlanPlayer("Ann", 1, 4.2), PlanPlayer("Bob", 2, 11.6),
                 PlanPlayer("Cy", index=0.4), PlanPlayer("Dee", index=17.5, override=16)),
        formats=(PlayedFormat(Format.STROKE, net=True, allowance=95),
                 PlayedFormat(Format.SKINS, carry_over=True),
                 PlayedFormat(Format.NASSAU, net=True, auto_press=False),
                 PlayedFormat(Format.BESTBALL_NASSAU, net=True, allowance=85, auto_press=True)),
        teams=(PlanTeam(("Ann", "Cy")), PlanTeam(("Bob", "Dee"), "Blues")))
    return replace(plan, **changes)  # type: ignore[arg-type]


def test_a_full_plan_passes() -> None:
    check_plan(_plan())


@pytest.mark.parametrize(("changes", "message"), [
    ({"course_id": None}, "choose a course"),
    ({"holes": ((4, 1), (4, 1))}, "stroke indexes must be a permutation of 1..2: 1 is on "
                                  "holes 1, 2"),
    ({"players": ()}, "a night needs at least one player"),
    ({"players": (PlanPlayer("Ann", 1), PlanPlayer(" ann "))}, "two players are named ann"),
    ({"players": (PlanPlayer("  "),)}, "every player needs a name"),
    ({"players": (PlanPlayer("Ann", 1), PlanPlayer("Al", 1))}, "Al is on the list twice"),
    ({"players": (PlanPlayer("Ann", index=60.0),)}, "Ann's handicap index 60.0 is outside"),
    ({"players": (PlanPlayer("Ann", override=99),)}, "Ann's course handicap 99 is outside"),
    ({"formats": ()}, "choose at least one format"),
    ({"formats": (PlayedFormat(Format.SKINS), PlayedFormat(Format.SKINS))},
     "Skins is chosen twice"),
    ({"formats": (PlayedFormat(Format.STROKE, carry_over=True),)},
     "Stroke play: carry-over is an option of skins only"),
    ({"formats": (PlayedFormat(Format.SKINS, auto_press=True),)},
     "Skins: automatic presses are an option of Nassau only"),
    ({"formats": (PlayedFormat(Format.STROKE, allowance=120),)},
     "allowance is a percentage from 0 to 100, not 120"),
    ({"players": (PlanPlayer("Ann"),), "formats": (PlayedFormat(Format.MATCH),)},
     "Match play needs at least two players"),
    ({"holes": tuple((4, si) for si in range(1, 10)), "formats": (PlayedFormat(Format.NASSAU),)},
     "Ultimate Golf has 9 holes, an odd number"),
    ({"teams": ()}, "Best ball — Nassau is played by teams of two: pair the players"),
    ({"teams": (PlanTeam(("Ann", "Cy", "Bob")), PlanTeam(("Dee",)))},
     "team Ann & Cy & Bob has 3 players"),
    ({"teams": (PlanTeam(("Ann", "Cy")),)}, "Bob, Dee are in no team"),
    ({"teams": (PlanTeam(("Ann", "Cy")), PlanTeam(("Cy", "Dee")))},
     "Cy is in two teams (Ann & Cy and Cy & Dee)"),
    ({"teams": (PlanTeam(("Ann", "Zed")),)}, "team Ann & Zed: Zed does not play tonight"),
    ({"teams": (PlanTeam(("Ann", "Cy"), "X"), PlanTeam(("Bob", "Dee"), "x"))},
     "two teams are named x"),
])
def test_refusals_name_the_problem(changes: dict[str, object], message: str) -> None:
    with pytest.raises(EntryError, match=None) as caught:
        check_plan(_plan(**changes))
    assert message in str(caught.value)


def test_best_ball_match_needs_two_teams() -> None:
    plan = _plan(players=(PlanPlayer("Ann", 1), PlanPlayer("Cy")),
                 teams=(PlanTeam(("Ann", "Cy")),),
                 formats=(PlayedFormat(Format.BESTBALL_MATCH),))
    with pytest.raises(EntryError, match="Best ball — match needs at least two teams"):
        check_plan(plan)


def test_handicaps_shown_at_set_up() -> None:
    assert computed_course_handicap(12.5, 69) == 13  # rating = par, slope 113: the index
    assert computed_course_handicap(None, 69) == 0
    assert computed_course_handicap(-1.5, 36) == -2  # half away from zero (WHS)
    plan = _plan()
    dee = plan.players[3]
    assert playing_handicaps(plan, dee) == {Format.STROKE: 15, Format.NASSAU: 16,
                                            Format.BESTBALL_NASSAU: 14}
    assert default_format(Format.STROKE) == PlayedFormat(Format.STROKE, net=True, allowance=95)
    assert default_format(Format.BESTBALL_MATCH).allowance == 85
    assert default_format(Format.MATCH, net=False).allowance == 100


def test_create_night_writes_everything(store: Store) -> None:
    course = next(c for c in install_bundled(store) if c.game == Game.ULTIMATE)
    ann, bob = store.add_player("Ann"), store.add_player("Bob")
    assert ann.id and bob.id
    store.add_handicap(ann.id, date(2024, 1, 1), 4.2)
    store.add_handicap(bob.id, date(2024, 1, 1), 11.6)
    plan = _plan(course_id=course.id,
                 players=(PlanPlayer("Ann", ann.id, 4.2), PlanPlayer("Bob", bob.id, 11.6),
                          PlanPlayer("Cy", index=0.4), PlanPlayer(" Dee ", index=17.5,
                                                                  override=16)),
                 teams=(PlanTeam(("Ann", "Cy")), PlanTeam(("Bob", "Dee"), "Blues")))
    night_id = create_night(store, plan)

    night = store.night(night_id)
    assert (night.played_on, night.place, night.game, night.course_id) == (
        NIGHT, "The Crown", Game.ULTIMATE, course.id)
    cy, dee = store.find_player("Cy"), store.find_player("Dee")
    assert cy and dee and cy.id and dee.id
    seats = store.night_players(night_id)
    assert [(s.player_id, s.course_handicap) for s in seats] == [
        (ann.id, None), (bob.id, None), (cy.id, None), (dee.id, 16)]
    assert store.night_formats(night_id) == list(plan.formats)
    assert {(t.name, t.player_ids) for t in store.teams(night_id)} == {
        ("Ann & Cy", (ann.id, cy.id)), ("Blues", (bob.id, dee.id))}
    assert len(store.rounds(night_id)) == 1
    (record,) = store.handicap_history(cy.id)
    assert (record.recorded_on, record.handicap_index, record.source) == (
        NIGHT - timedelta(days=1), 0.4, ADDED_ON_THE_SPOT)
    # The scorekeeper page sees the handicaps the set-up page showed.
    state = load_night(store, night_id)
    assert [(s.name, s.course_handicap, s.overridden) for s in state.seats] == [
        ("Ann", 4, False), ("Bob", 12, False), ("Cy", 0, False), ("Dee", 16, True)]


def test_create_night_refuses_before_writing(store: Store) -> None:
    course = next(c for c in install_bundled(store) if c.game == Game.PLAYNINE)
    store.add_player("Ann")
    plan = NightPlan(NIGHT, Game.ULTIMATE, course.id, tuple(
        (h.par, h.stroke_index) for h in store.holes(course.id or 0)),
        players=(PlanPlayer("Bob"),), formats=(PlayedFormat(Format.STROKE),))
    with pytest.raises(EntryError, match="is a Play Nine course, not Ultimate Golf"):
        create_night(store, plan)
    plan = replace(plan, game=Game.PLAYNINE, players=(PlanPlayer("Bob"), PlanPlayer("Ann")))
    with pytest.raises(EntryError, match="already a player named Ann: pick them"):
        create_night(store, plan)
    assert [p.name for p in store.players()] == ["Ann"]
    assert store.nights() == []
