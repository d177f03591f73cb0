"""``golfstudio --db URL pbm new-game|add-player|enter|evaluate|ranking``: a game played from
the command line, JSON with stable keys, and bad input refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.cli.running import ok, refused


@pytest.fixture
def db(tmp_path: Path) -> list[str]:
    return ["--db", f"sqlite:///{tmp_path / 'league.db'}"]


def _entry(tmp_path: Path, player: str, clubs: str) -> str:
    path = tmp_path / f"{player}.txt"
    path.write_text(f"Partiename: Ballesteros\nSpieler: {player}\n"
                    f"Neuer Schlägersatz: {clubs}\n", "utf-8")
    return str(path)


def test_a_tournament_from_the_command_line(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path, db: list[str]) -> None:
    made = json.loads(ok(capsys, *db, "pbm", "new-game", "Ballesteros", "--deadline",
                         "2020-03-01", "--seed", "5"))
    assert made["game"] == "Ballesteros" and made["tournament"] == 1
    assert made["deadline"] == "2020-03-01" and made["settings"]["club_limit"] == 350
    assert json.loads(ok(capsys, *db, "pbm", "add-player", "Ballesteros", "Karl Napf")) == {
        "game": "Ballesteros", "player": "Karl Napf", "joined": 1}
    ok(capsys, *db, "pbm", "add-player", "Ballesteros", "Eva")
    assert json.loads(ok(capsys, *db, "pbm", "enter", "Ballesteros",
                         _entry(tmp_path, "karl napf", "112 - 79 - 5 - 2"))) == {
        "game": "Ballesteros", "tournament": 1, "received": 1, "player": "Karl Napf"}
    ok(capsys, *db, "pbm", "enter", "Ballesteros", _entry(tmp_path, "Eva", "100 - 50 - 7 - 3"))
    report = json.loads(ok(capsys, *db, "pbm", "evaluate", "Ballesteros"))
    assert list(report) == ["game", "tournament", "lanes", "results", "absent",
                            "unmatched_entries", "next", "closed_early"]
    assert report["closed_early"] is False
    assert report["next"] == {"tournament": 2, "deadline": "2020-03-15"}
    assert sorted(r["player"] for r in report["results"]) == ["Eva", "Karl Napf"]
    assert list(report["results"][0]) == ["player", "lanes", "total", "taking", "points"]
    standing = json.loads(ok(capsys, *db, "pbm", "ranking", "Ballesteros"))
    assert standing["tournaments"] == [1]
    assert [line["place"] for line in standing["ranking"]] == [1, 2]
    assert list(standing["ranking"][0]) == ["player", "points", "place", "results"]
    assert standing["ranking"][0]["points"] == pytest.approx(2857.14)
    assert "tournament 1 of Ballesteros is already evaluated" in refused(
        capsys, *db, "pbm", "evaluate", "Ballesteros", "--tournament", "1")


def test_now_closes_the_open_tournament_before_its_deadline(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    ok(capsys, *db, "pbm", "new-game", "Ballesteros", "--deadline", "2999-03-01", "--seed", "5")
    ok(capsys, *db, "pbm", "add-player", "Ballesteros", "Eva")
    ok(capsys, *db, "pbm", "enter", "Ballesteros", _entry(tmp_path, "Eva", "100 - 50 - 7 - 3"))
    assert "no tournament of Ballesteros has reached its deadline yet" in refused(
        capsys, *db, "pbm", "evaluate", "Ballesteros")
    assert "--now closes one tournament early: name it with --tournament N" in refused(
        capsys, *db, "pbm", "evaluate", "Ballesteros", "--now")
    now = ("pbm", "evaluate", "Ballesteros", "--tournament", "1", "--now")
    report = json.loads(ok(capsys, *db, *now))
    assert report["closed_early"] is True and report["tournament"] == 1
    assert [r["player"] for r in report["results"]] == ["Eva"]
    assert report["next"]["tournament"] == 2
    assert "tournament 1 of Ballesteros is already evaluated" in refused(capsys, *db, *now)


@pytest.mark.parametrize(("argv", "message"), [
    (["pbm", "new-game", "G", "--deadline", "March"], "a date is written YYYY-MM-DD"),
    (["pbm", "add-player", "Nope", "Ann"], "there is no PBM Golf game named Nope"),
    (["pbm", "evaluate", "G", "--tournament", "0"], "must be at least 1"),
    (["pbm", "enter", "G", "missing.txt"], "missing.txt: cannot read the entry"),
    (["pbm", "ranking", "Nope"], "there is no PBM Golf game named Nope"),
])
def test_bad_input_is_refused_in_one_line(capsys: pytest.CaptureFixture[str], db: list[str],
                                          argv: list[str], message: str) -> None:
    assert message in refused(capsys, *db, *argv)


def test_reports_notes_and_players_leaving_from_the_command_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    ok(capsys, *db, "pbm", "new-game", "Ballesteros", "--deadline", "2020-03-01", "--seed", "5")
    for name in ("Karl Napf", "Eva"):
        ok(capsys, *db, "pbm", "add-player", "Ballesteros", name)
    ok(capsys, *db, "pbm", "enter", "Ballesteros",
       _entry(tmp_path, "Karl Napf", "112 - 79 - 5 - 2"))
    ok(capsys, *db, "pbm", "enter", "Ballesteros", _entry(tmp_path, "Eva", "999 - 1 - 1 - 1"))
    assert "no tournament of Ballesteros is evaluated yet" in refused(
        capsys, *db, "pbm", "report", "Ballesteros")
    ok(capsys, *db, "pbm", "evaluate", "Ballesteros", "--next-deadline", "2020-03-20")

    page = ok(capsys, *db, "pbm", "report", "Ballesteros")
    assert page.startswith("<!DOCTYPE html>") and "Karl Napf" in page and "112" not in page
    written = json.loads(ok(capsys, *db, "pbm", "report", "Ballesteros", "--tournament", "1",
                            "-o", str(tmp_path / "t1.html")))
    assert written == {"game": "Ballesteros", "tournament": 1, "file": str(tmp_path / "t1.html")}
    assert (tmp_path / "t1.html").read_text("utf-8") == page
    announced = ok(capsys, *db, "pbm", "report", "Ballesteros", "--announcement")
    assert "tournament 2: announcement" in announced and "Fri 20 Mar 2020" in announced
    assert "cannot write the report" in refused(capsys, *db, "pbm", "report", "Ballesteros",
                                                "-o", str(tmp_path / "no" / "t.html"))
    notes = json.loads(ok(capsys, *db, "pbm", "notes", "Ballesteros", "--tournament", "1"))
    assert list(notes["notes"]) == ["Eva"] and "999" in notes["notes"]["Eva"]

    assert json.loads(ok(capsys, *db, "pbm", "leave", "Ballesteros", "eva")) == {
        "game": "Ballesteros", "player": "Eva", "left": 2}
    assert "Eva already left" in refused(capsys, *db, "pbm", "leave", "Ballesteros", "Eva")
    ranking = json.loads(ok(capsys, *db, "pbm", "ranking", "Ballesteros"))
    assert [line["player"] for line in ranking["ranking"]] == ["Karl Napf"]
    assert json.loads(ok(capsys, *db, "pbm", "rejoin", "Ballesteros", "Eva"))["left"] is None
    assert "tournament 2 of Ballesteros is still open" in refused(
        capsys, *db, "pbm", "open-tournament", "Ballesteros", "--deadline", "2020-05-01")


def test_a_game_started_without_a_deadline_is_announced_later_and_optimised(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    from golfstudio.pbm.league import League
    from golfstudio.store import open_store

    with open_store(db[1]) as store:  # the command line always announces tournament 1
        from golfstudio.pbm.settings import GameSettings
        League(store.engine).new_game("Later", GameSettings())
    assert "Later has no open tournament to announce" in refused(
        capsys, *db, "pbm", "report", "Later", "--announcement")
    assert json.loads(ok(capsys, *db, "pbm", "open-tournament", "Later", "--deadline",
                         "2021-01-31", "--seed", "3")) == {
        "game": "Later", "tournament": 1, "deadline": "2021-01-31"}
    found = json.loads(ok(capsys, *db, "pbm", "optimise", "--game", "Later", "--seconds", "1",
                          "--keep", "112,79,5,2"))
    assert found["clubs"] == [112, 79, 5, 2]
    assert "no PBM Golf game named Nope" in refused(capsys, *db, "pbm", "optimise", "--game",
                                                    "Nope", "--seconds", "1")
