"""One tournament's evaluation: entries, automatic entries and absences by the rules, the
strokes and points worked out by hand, and the states passed on to the next tournament."""

from __future__ import annotations

from golfstudio.pbm.entries import FaultCode
from golfstudio.pbm.evaluation import PlayerState, Taking, evaluate
from golfstudio.pbm.ranking import PointsFormula
from golfstudio.pbm.settings import GameSettings, parse_part

SETTINGS = GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                        random_parts=(parse_part("1d2"),) * 6)
"""Lanes of 11 or 12, 21 or 22, … 61 or 62 m: strokes easy to work out by hand."""


def entry(player: str, *lines: str) -> str:
    return "\n".join(["Partiename: Test", f"Spieler: {player}", *lines])


def _bob(length: int) -> int:
    """Clubs 10, 5, 1, 1 on 11–62 m: tens, then ones (a 5 never helps below 5)."""
    return length // 10 + length % 10


def test_a_tournament_with_an_entry_an_automatic_entry_an_absence_and_a_fault() -> None:
    players = [PlayerState("Ann"), PlayerState("Bob", (10, 5, 1, 1), 2, entered_last=True),
               PlayerState("Cy", (100, 50, 2, 1), 1), PlayerState("Dee", (20, 10, 2, 1), 4)]
    entries = [entry("Ann", "Neuer Schlägersatz: 1 - 1 - 1 - 1"),
               entry("dee", "1 Wechsel: 7 -> 3", "Neuer Schlägersatz: 20 - 10 - 3 - 1"),
               entry("Zed", "Neuer Schlägersatz: 1 - 2 - 3 - 4")]
    result = evaluate(SETTINGS, "Test", 1, 7, players, entries)
    lanes = SETTINGS.roll_lanes(7)
    assert result.lanes == lanes
    by_player = {r.player: r for r in result.results}
    assert by_player["Ann"].lanes == lanes and by_player["Ann"].taking is Taking.ENTRY
    assert by_player["Bob"].lanes == tuple(_bob(length) for length in lanes)
    assert by_player["Bob"].taking is Taking.AUTOMATIC
    assert by_player["Dee"].lanes == (2, 2, 3, 3, 4, 4)  # 10 + 1, 20 + 2, 20 + 10 + 1, …
    assert result.absent == ("Cy",)
    assert [r.player for r in result.results] == ["Dee", "Bob", "Ann"]
    assert result.points == {"Dee": PointsFormula().of_place(1),
                             "Bob": PointsFormula().of_place(2),
                             "Ann": PointsFormula().of_place(3)}
    # Dee's faulty entry swaps nothing and saves, but Dee already held four: the swap is lost.
    dee = result.outcomes["Dee"]
    assert dee.faulty and FaultCode.CLUB_NOT_HELD in {f.code for f in dee.faults}
    assert dee.swap_lost and result.players["Dee"].clubs == (20, 10, 2, 1)
    assert result.players["Dee"].saved == 4
    assert [o.player for o in result.unmatched] == [None]  # Zed is no player of the game
    assert result.players["Ann"] == PlayerState("Ann", (1, 1, 1, 1), 1, entered_last=True)
    assert result.players["Bob"] == PlayerState("Bob", (10, 5, 1, 1), 3, entered_last=False)
    assert result.players["Cy"] == PlayerState("Cy", (100, 50, 2, 1), 1, entered_last=False)


def test_the_second_absence_in_a_row_takes_no_part_and_saves_nothing() -> None:
    players = [PlayerState("Ann", (1, 1, 1, 1), 1, entered_last=True),
               PlayerState("Bob", (10, 5, 1, 1), 3, entered_last=False)]
    result = evaluate(SETTINGS, "Test", 2, 8, players, [])
    assert [r.player for r in result.results] == ["Ann"]
    assert result.results[0].taking is Taking.AUTOMATIC and result.absent == ("Bob",)
    assert result.players["Bob"].saved == 3 and result.players["Ann"].saved == 2
    assert not result.players["Ann"].entered_last  # a third tournament without entry: absent
    again = evaluate(SETTINGS, "Test", 3, 9, list(result.players.values()), [])
    assert again.results == () and again.absent == ("Ann", "Bob")


def test_the_last_entry_received_counts() -> None:
    players = [PlayerState("Ann", (1, 1, 1, 1), 0, entered_last=True)]
    first = entry("Ann", "1 Wechsel: 1 -> 10", "Neuer Schlägersatz: 10 - 1 - 1 - 1")
    second = entry("Ann", "Wechsel sparen")
    result = evaluate(SETTINGS, "Test", 1, 1, players, [first, second])
    assert result.players["Ann"].clubs == (1, 1, 1, 1) and result.players["Ann"].saved == 1
