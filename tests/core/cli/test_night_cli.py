"""``golfstudio --db URL night import|export``: the studio's CSV import and export for
scripts — a JSON report with stable keys, exit 2 when nothing could be imported, files
written atomically."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from golfstudio.gamenight.csv_io import COLUMNS
from golfstudio.scoring.stakes import Stakes
from golfstudio.store import Format, Game, NightSheet, PlayedFormat, open_store
from tests.core.cli.running import ok, refused, run

HEADER = ",".join(COLUMNS)


@pytest.fixture
def db(tmp_path: Path) -> list[str]:
    url = f"sqlite:///{tmp_path / 'club.db'}"
    with open_store(url) as store:
        store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    return ["--db", url]


def test_import_prints_the_nights_and_each_rejected_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    path = tmp_path / "club.csv"
    path.write_bytes((";".join(COLUMNS) + "\n"
                      "2024-03-01;Café;golf;Links;1;Zoé;1;4;1;4\n"
                      "2024-03-01;Café;golf;Links;1;Zoé;2;3;2;5\n"
                      "2024-03-01;Café;golf;Links;2000000;Zoé;1;4;1;4\n").encode("cp1252"))
    report = json.loads(ok(capsys, *db, "night", "import", str(path)))
    assert list(report) == ["file", "lines", "imported", "rejected", "skipped", "kind"]
    assert report["kind"] == "csv"
    assert report["lines"] == 3
    (night,) = report["imported"]
    assert night == {"night_id": night["night_id"], "date": "2024-03-01", "place": "Café",
                     "game": "golf", "course": "Links", "players": ["Zoé"], "rounds": 1,
                     "lines": 2}
    assert report["rejected"] == [
        {"line": 4, "reason": "round 2000000: a night has at most 20 rounds"}]
    again = json.loads(ok(capsys, *db, "night", "import", str(path)))  # exit 0: all there
    assert (again["imported"], again["skipped"]) == ([], [
        {"line": line, "reason": "the night of 2024-03-01 on Links is already in the store "
                                 "(same date, place, players and scores): skipped"}
        for line in (2, 3)])


def test_nothing_imported_exits_2_with_the_report(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path, db: list[str]) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(f"{HEADER}\n2024-03-01,X,golf,Nowhere,1,Ann,1,,,4\n", "utf-8")
    code, out, err = run(capsys, *db, "night", "import", str(path))
    assert code == 2
    assert err == "golfstudio: nothing could be imported from bad.csv (1 line rejected)\n"
    assert json.loads(out)["rejected"] == [
        {"line": 2, "reason": "no Golf course named 'Nowhere', and the line has no par and SI "
                              "to make it from"}]


def test_a_missing_file_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    db: list[str]) -> None:
    err = refused(capsys, *db, "night", "import", str(tmp_path / "none.csv"))
    assert err == "golfstudio: cannot read none.csv: No such file or directory\n"


def test_export_to_stdout_and_to_a_file_then_import_elsewhere(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    with open_store(db[1]) as store:
        (links,) = store.courses()
        ann, eve = (store.add_player(n).id or 0 for n in ("Ann", "=Eve"))
        first, second = store.import_nights([
            NightSheet(date(2024, 3, 1), links.id or 0, (ann, eve), rounds=(((4, 3), (5, 4)),)),
            NightSheet(date(2024, 3, 8), links.id or 0, (ann,), rounds=(((3, 3),),))])
    everything = ok(capsys, *db, "night", "export")
    assert everything.splitlines()[0] == HEADER
    assert "2024-03-01,,golf,Links,1,'=Eve,1,4,1,5" in everything.splitlines()
    assert len(everything.splitlines()) == 1 + 4 + 2
    target = tmp_path / "one.csv"
    assert ok(capsys, *db, "night", "export", "--night", str(second), "-o", str(target)) == ""
    assert target.read_text("utf-8").splitlines()[1:] == [
        "2024-03-08,,golf,Links,1,Ann,1,4,1,3", "2024-03-08,,golf,Links,1,Ann,2,3,2,3"]
    assert not list(tmp_path.glob(".one.csv.*"))  # no temporary file left
    err = refused(capsys, *db, "night", "export", "--night", "99")
    assert err == "golfstudio: no game night with id 99\n"
    assert first != second

    other = ["--db", f"sqlite:///{tmp_path / 'other.db'}"]
    with open_store(other[1]) as store:
        store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    source = tmp_path / "all.csv"
    source.write_text(everything, "utf-8")
    report = json.loads(ok(capsys, *other, "night", "import", str(source)))
    assert (len(report["imported"]), report["rejected"]) == (2, [])
    assert ok(capsys, *other, "night", "export") == everything


@pytest.mark.parametrize("url", ["postgresql://u@localhost:99999/db",
                                 "postgresql://u@localhost:abc/db"])
def test_a_bad_database_port_is_one_line(capsys: pytest.CaptureFixture[str], url: str) -> None:
    err = refused(capsys, "--db", url, "night", "export")
    assert "port" in err or "not a database URL" in err


def test_a_night_file_goes_from_one_database_to_a_fresh_one(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    """Issue 27, items 1 and 2: ``export --json`` then ``import`` into a fresh database makes
    the course from the file and keeps the night's strokes and stakes; twice is once."""
    with open_store(db[1]) as store:
        links = store.find_course("Links", Game.GOLF)
        assert links is not None
        ann, bob = (store.add_player(n).id or 0 for n in ("Ann", "Bob"))
        night = store.add_night(date(2024, 3, 1), links.id or 0, [ann, bob],
                                course_handicaps={ann: 2},
                                formats=[PlayedFormat(Format.MATCH, net=True,
                                                      stakes=Stakes(match=500))])
        (played,) = store.rounds(night.id or 0)
        for player, row in ((ann, (5, 4)), (bob, (4, 3))):
            for hole, strokes in enumerate(row, 1):
                store.record_score(played.id or 0, player, hole, strokes)
    target = tmp_path / "night.json"
    assert ok(capsys, *db, "night", "export", "--json", "--night", str(night.id),
              "-o", str(target)) == ""
    assert json.loads(target.read_text("utf-8"))["format"] == "golfstudio.night"
    assert refused(capsys, *db, "night", "export", "--json") == (
        "golfstudio: export --json writes one night: give it with one --night ID\n")

    fresh = ["--db", f"sqlite:///{tmp_path / 'fresh.db'}"]
    report = json.loads(ok(capsys, *fresh, "night", "import", str(target)))
    assert report["kind"] == "night" and report["rejected"] == []
    (done,) = report["imported"]
    assert (done["course"], done["players"]) == ("Links", ["Ann", "Bob"])
    again = json.loads(ok(capsys, *fresh, "night", "import", str(target)))
    assert again["imported"] == [] and again["skipped"][0]["reason"].endswith(
        f"already in the store as night {done['night_id']}: skipped")
    # Exported again from the fresh database: the very same file.
    assert ok(capsys, *fresh, "night", "export", "--json", "--night",
              str(done["night_id"])) == target.read_text("utf-8")
    with open_store(fresh[1]) as store:
        assert [s.course_handicap for s in store.night_players(done["night_id"])] == [2, 0]
        assert store.night_formats(done["night_id"])[0].stakes.match == 500


def test_a_csv_night_on_the_bundled_course_imports_into_a_fresh_database(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Issue 27, item 1: the CLI's database has the bundled courses, as the studio's has."""
    path = tmp_path / "ultimate.csv"
    path.write_text(f"{HEADER}\n2024-03-01,X,ultimate,Ultimate Golf,1,Ann,1,,,4\n", "utf-8")
    fresh = ["--db", f"sqlite:///{tmp_path / 'fresh.db'}"]
    report = json.loads(ok(capsys, *fresh, "night", "import", str(path)))
    assert report["rejected"] == [] and len(report["imported"]) == 1


def test_a_broken_night_file_is_one_line_and_writes_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, db: list[str]) -> None:
    path = tmp_path / "night.json"
    path.write_text('{"format": "golfstudio.night", "version": 1, "played_on": "2024-03-01",'
                    ' "course": {"name": "Links", "game": "golf", "holes": [{"number": 1, '
                    '"par": 4, "stroke_index": 1}]}, "players": [{"name": "Ann", '
                    '"course_handicap": 0}], "rounds": [{"scores": {"Zed": [4]}}]}', "utf-8")
    err = refused(capsys, *db, "night", "import", str(path))
    assert err == ("golfstudio: night.json: round 1: scores for Zed, who is not a player of "
                   "the night\n")
    with open_store(db[1]) as store:
        assert store.nights() == [] and store.players() == []
