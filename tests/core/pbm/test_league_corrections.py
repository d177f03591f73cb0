"""What a game master corrects before an evaluation (undoable in the League area), a player
leaving and rejoining, and what the league publishes afterwards (report, announcement, a
player's ranking over time) — on SQLite and a real PostgreSQL server."""

from __future__ import annotations

from datetime import timedelta
from fractions import Fraction

import pytest

from golfstudio.pbm.league import League
from golfstudio.pbm.ranking import ranking
from golfstudio.store import Store, StoreError
from tests.core.pbm.test_league import FIRST, SETTINGS, entry

WEEK2 = FIRST + timedelta(days=14)


@pytest.fixture
def league(store: Store) -> League:
    league = League(store.engine)
    league.new_game("Test", SETTINGS, deadline=FIRST, seed=7)
    for name in ("Ann", "Bob"):
        league.add_player("Test", name)
    return league


def test_entries_are_edited_deleted_and_restored_in_place_until_evaluated(
        league: League) -> None:
    first = league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    second = league.add_entry("Test", entry("Bobby", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    assert second.player_id is None
    assert second.id is not None and first.id is not None
    fixed = league.edit_entry(second.id, entry("Bob", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    bob = next(p for p in league.players("Test") if p.name == "Bob")
    assert (fixed.received, fixed.player_id) == (2, bob.id)
    gone = league.delete_entry(first.id)
    assert [e.received for e in league.entries("Test", 1)] == [2]
    back = league.restore_entry(gone)
    assert [(e.received, e.text) for e in league.entries("Test", 1)] == [
        (1, first.text), (2, fixed.text)]
    league.evaluate("Test", today=FIRST)
    assert back.id is not None
    for change in (lambda: league.edit_entry(back.id or 0, "x"),
                   lambda: league.delete_entry(back.id or 0)):
        with pytest.raises(StoreError, match="tournament 1 of Test is evaluated"):
            change()
    with pytest.raises(StoreError, match="evaluated or gone"):
        league.restore_entry(gone)


def test_a_player_added_by_mistake_is_removed_but_not_one_who_took_part(
        league: League) -> None:
    league.add_player("Test", "Cy")
    league.remove_player("Test", "cy")
    assert [p.name for p in league.players("Test")] == ["Ann", "Bob"]
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    with pytest.raises(StoreError, match="Ann has taken part in Test: they can leave"):
        league.remove_player("Test", "Ann")
    with pytest.raises(StoreError, match="Test has no player named Zed"):
        league.remove_player("Test", "Zed")


def test_a_player_who_leaves_stops_playing_and_leaves_the_ranking_list(
        league: League) -> None:
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.add_entry("Test", entry("Bob", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    league.evaluate("Test", today=FIRST)
    assert league.leave("Test", "Ann").left == 2
    with pytest.raises(StoreError, match="Ann already left Test"):
        league.leave("Test", "Ann")
    second = league.evaluate("Test", today=WEEK2)
    assert [r.player for r in second.evaluation.results] == ["Bob"]
    assert second.evaluation.absent == ()
    assert [line.player for line in league.ranking("Test").lines] == ["Bob"]
    # Back after an evaluation: no automatic entry (they were away), tournament 2 missed.
    assert league.rejoin("Test", "Ann").entered_last is False
    third = league.evaluate("Test", today=WEEK2 + timedelta(days=14))
    assert third.evaluation.absent == ("Ann", "Bob")  # Bob: a second tournament unentered
    lines = {line.player: line.results for line in league.ranking("Test").lines}
    assert lines["Ann"][1:] == (Fraction(0), Fraction(0))


def test_leave_then_rejoin_before_an_evaluation_changes_nothing(league: League) -> None:
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.evaluate("Test", today=FIRST)
    league.leave("Test", "Ann")
    assert league.rejoin("Test", "Ann").entered_last is True  # the undo of a slip
    second = league.evaluate("Test", today=WEEK2)
    assert [r.player for r in second.evaluation.results] == ["Ann"]


def test_the_deadline_of_an_open_tournament_moves_but_stays_in_order(league: League) -> None:
    moved = league.set_deadline("Test", 1, FIRST + timedelta(days=3))
    assert moved.deadline == FIRST + timedelta(days=3)
    league.evaluate("Test", today=FIRST + timedelta(days=3))
    with pytest.raises(StoreError, match="evaluated: its deadline is history"):
        league.set_deadline("Test", 1, FIRST)
    with pytest.raises(StoreError, match="must come after tournament 1's"):
        league.set_deadline("Test", 2, FIRST)
    open_one = league.open_one("Test")
    assert open_one is not None and open_one.number == 2


def test_the_report_rebuilt_from_the_store_is_the_evaluations(league: League) -> None:
    from golfstudio.pbm.report import evaluation_html

    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.add_entry("Test", entry("Bob", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    first = league.evaluate("Test", today=FIRST)
    history = [dict(first.evaluation.points)]
    assert league.report("Test", 1) == evaluation_html("Test", SETTINGS, first.evaluation,
                                                       history, ["Ann", "Bob"])
    with pytest.raises(StoreError, match="tournament 2 of Test is not evaluated yet"):
        league.report("Test", 2)
    announced = league.announcement("Test")
    assert "tournament 2: announcement" in announced and f"{WEEK2:%a %d %b %Y}" in announced
    for length in first.evaluation.lanes:  # the announcement of 1 never shows its lengths
        assert f"<td>{length}</td>" not in league.announcement("Test", 1)


def test_a_players_ranking_over_time_is_the_ranking_list_after_each_tournament(
        league: League) -> None:
    totals: list[dict[str, int]] = []
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.add_entry("Test", entry("Bob", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    day = FIRST
    for _ in range(3):
        done = league.evaluate("Test", today=day)
        totals.append({r.player: r.total for r in done.evaluation.results})
        day = done.next_deadline
    history = league.ranking_history("Test", "bob")
    assert [(s.number, s.deadline) for s in history] == [
        (1, FIRST), (2, WEEK2), (3, WEEK2 + timedelta(days=14))]
    for count, standing in enumerate(history, start=1):
        _, lines = ranking(totals[:count], SETTINGS.points)
        bob = next(line for line in lines if line.player == "Bob")
        assert (standing.points, standing.place) == (bob.points, bob.place)


def test_deleting_a_game_deletes_everything_it_holds(league: League) -> None:
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.evaluate("Test", today=FIRST)
    league.new_game("Other", SETTINGS, deadline=FIRST, seed=1)
    league.delete_game("Test")
    assert [g.name for g in league.games()] == ["Other"]
    with pytest.raises(StoreError, match="no PBM Golf game named Test"):
        league.players("Test")
    assert league.open_one("Other") is not None
