"""CSV files as spreadsheets and strangers write them (issue 17 §3): bounded numbers, huge
fields, semicolons, Windows-1252, formulas, a Carambole hole's own limit, and an import that
is all or nothing per night — on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.csv_io import (
    COLUMNS,
    CsvNight,
    decode_csv,
    export_csv,
    neutralise,
    parse_csv,
    read_csv_file,
    restore,
)
from golfstudio.gamenight.errors import EntryError
from golfstudio.gamenight.history_queries import course_catalog, csv_nights, import_csv_nights
from golfstudio.store import Game, NightSheet, Store

HOLES = ((4, 1), (3, 3), (5, 2))
COURSES = {("golf", "Links"): HOLES, ("playnine", "Play Nine"): ((0, 1), (0, 2))}
HEADER = ",".join(COLUMNS)


def _one(line: str, courses: object = COURSES) -> str:
    parsed = parse_csv(f"{HEADER}\n{line}\n", courses)  # type: ignore[arg-type]
    assert parsed.nights == ()
    (rejected,) = parsed.rejected
    assert rejected.line == 2
    return rejected.reason


@pytest.mark.parametrize(("line", "reason"), [
    ("2024-03-01,X,golf,Links,2000000,Ann,1,4,1,4", "round 2000000: a night has at most 20"),
    ("2024-03-01,X,golf,Links,1,Ann,1,4,1,99999999999999999999",
     "strokes '99999999999999999999' is not a whole number"),
    ("2024-03-01,X,golf,Links,1,Ann,1,4,1,1000", "strokes 1000 is out of range (-999 to 999)"),
    ("2024-03-01,X,golf,Links,1,Ann,99999999999,4,1,4", "there is no hole 99999999999"),
    ("2024-03-01,X,golf,Links,1_0,Ann,1,4,1,4", "round '1_0' is not a whole number"),
    ("0001-01-01,X,golf,Links,1,Ann,1,4,1,4", "date 0001-01-01 is out of range"),
    ("2024-03-01,X,golf,Links,1," + "A" * 81 + ",1,4,1,4", "longer than 80 characters"),
    ("2024-03-01," + "P" * 121 + ",golf,Links,1,Ann,1,4,1,4", "longer than 120 characters"),
    ('2024-03-01,X,golf,Links,1,"An\x00n",1,4,1,4',
     "a player name contains a control character (U+0000)"),
])
def test_every_number_and_name_is_bounded_per_line(line: str, reason: str) -> None:
    assert reason in _one(line)


def test_a_field_past_128_kb_is_a_refused_line_and_reading_goes_on() -> None:
    text = (f"{HEADER}\n2024-03-01,X,golf,Links,1,Ann,1,4,1,4\n"
            f'2024-03-01,"{"x" * 200_000}",golf,Links,1,Bob,1,4,1,4\n'
            "2024-03-01,X,golf,Links,1,Cy,1,4,1,5\n")
    parsed = parse_csv(text, COURSES)
    assert [(r.line, r.reason) for r in parsed.rejected] == [
        (3, "the line cannot be read as CSV: field larger than field limit (131072)")]
    (night,) = parsed.nights
    assert night.players == ("Ann", "Cy")


def test_semicolons_and_windows_1252_from_a_french_spreadsheet(tmp_path: Path) -> None:
    text = (";".join(COLUMNS) + "\r\n"
            "2024-03-01;Café de la Poste;golf;Links;1;Zoé;1;4;1;4\r\n"
            "2024-03-01;Café de la Poste;golf;Links;1;Zoé;2;3;3;-3\r\n")
    path = tmp_path / "soirée.csv"
    path.write_bytes(text.encode("cp1252"))
    parsed = parse_csv(read_csv_file(path), COURSES)
    assert [r.reason for r in parsed.rejected] == [
        "-3 is not a score for Zoé on hole 2: in Golf a hole takes at least 1 stroke"]
    (night,) = parsed.nights
    assert (night.place, night.players) == ("Café de la Poste", ("Zoé",))


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "cp1252"])
def test_every_encoding_a_spreadsheet_writes_is_read(encoding: str) -> None:
    text = f"{HEADER}\n2024-03-01,Bière,golf,Links,1,Jürgen,1,4,1,4\n"
    assert decode_csv(text.encode(encoding)) == text


def test_tabs_and_a_file_that_is_not_text() -> None:
    parsed = parse_csv("\t".join(COLUMNS) + "\n2024-03-01\tX\tgolf\tLinks\t1\tAnn\t1\t4\t1\t4\n",
                       COURSES)
    assert (parsed.rejected, len(parsed.nights)) == ((), 1)
    with pytest.raises(EntryError, match="not text in UTF-8 or Windows-1252"):
        decode_csv(b"\x81\x8d\x8f\x90\x9d")


@pytest.mark.parametrize("name", ["=HYPERLINK(\"x\")", "+1", "-Ann", "@SUM(A1)", "'Tis",
                                  "''", "Ann", "O'Neil", "\tTab"])
def test_formulas_are_neutralised_and_come_back_the_same(name: str) -> None:
    cell = neutralise(name)
    assert not cell.startswith(("=", "+", "-", "@", "\t"))
    assert restore(cell) == name


def test_an_exported_formula_name_is_inert_and_the_round_trip_lossless() -> None:
    night = CsvNight(date(2024, 3, 8), "=cmd|' /C calc'!A0", "playnine", "Play Nine",
                     ((0, 1), (0, 2)), ("=Eve", "-Max"),
                     (((("-Max", 1), -3), (("-Max", 2), -12), (("=Eve", 1), 4),
                       (("=Eve", 2), 0)),))
    text = export_csv([night])
    for line in text.splitlines()[1:]:
        fields = line.split(",")
        assert all(not f.startswith(("=", "+", "@")) for f in fields)
        assert fields[1].startswith("'=") and fields[5].startswith("'")
    # A negative score stays a number: written as it is, read back as one.
    assert any(line.endswith(",'-Max,1,0,1,-3") for line in text.splitlines())
    parsed = parse_csv(text, COURSES)
    assert parsed.rejected == ()
    assert list(parsed.nights) == [night]


def test_a_carambole_night_survives_its_own_export_and_import(store: Store) -> None:
    """Course 12 of the bundled Carambole course has a stroke limit of 20: a 15 there is a
    score when entered, and must be one when read back."""
    course = next(c for c in install_bundled(store) if c.game == Game.CARAMBOLE)
    ann, bob = (store.add_player(n).id or 0 for n in ("Ann", "Bob"))
    row = (3,) * 11 + (15,)
    store.import_nights([NightSheet(date(2024, 5, 1), course.id or 0, (ann, bob),
                                    rounds=((row, (2,) * 11 + (20,)),), place="Club")])
    exported = csv_nights(store)
    text = export_csv(exported)
    parsed = parse_csv(text, course_catalog(store))
    assert parsed.rejected == ()
    assert list(parsed.nights) == exported
    assert "21 is not a score" in _one("2024-05-01,Club,carambole,Carambole bundled courses,"
                                       "1,Ann,12,3,1,21", course_catalog(store))
    assert "11 is not a score" in _one("2024-05-01,Club,carambole,Carambole bundled courses,"
                                       "1,Ann,1,3,12,11", course_catalog(store))


def test_each_night_is_all_or_nothing_and_a_refused_one_leaves_no_player(store: Store) -> None:
    """Decision: per night. A night the store refuses (here its course was made with other
    holes between reading and writing) is reported with its lines; the new players it named
    are not left in the store; the other night is imported."""
    store.add_course("Links", Game.GOLF, list(HOLES))
    text = (f"{HEADER}\n"
            "2024-03-01,X,golf,Links,1,Ann,1,4,1,4\n"
            "2024-03-02,X,golf,Ghost,1,Newcomer,1,4,1,4\n"
            "2024-03-02,X,golf,Ghost,1,Ann,1,4,1,5\n")
    parsed = parse_csv(text, {**course_catalog(store), ("golf", "Ghost"): HOLES})
    assert parsed.rejected == ()
    store.add_course("Ghost", Game.GOLF, [(5, 1)])
    report = import_csv_nights(store, parsed.nights)
    assert [done.night.course for done in report.imported] == ["Links"]
    assert [r.line for r in report.refused] == [3, 4]
    assert report.refused[0].reason.startswith(
        "the night of 2024-03-02 on Ghost was not imported: the golf course Ghost in the "
        "database has 1 holes, the file's has 3")
    assert [p.name for p in store.players()] == ["Ann"]


def test_a_store_refusal_inside_a_night_rolls_the_whole_night_back(store: Store) -> None:
    """Players are added in the night's own transaction: a night refused by the store's
    last check leaves not even its new players behind."""
    links = store.add_course("Links", Game.GOLF, list(HOLES)).id or 0
    before = store.players()
    with pytest.raises(Exception, match="course handicaps for"):
        store.import_nights([NightSheet(date(2024, 1, 1), links, player_names=("New", "Other"),
                                        course_handicaps=(1,))])
    assert store.players() == before
    with store.engine.connect() as connection:
        assert connection.scalar(sa.text("SELECT count(*) FROM game_night")) == 0


def test_names_in_either_unicode_form_are_one_player(store: Store) -> None:
    store.add_course("Links", Game.GOLF, list(HOLES))
    text = (f"{HEADER}\n2024-03-01,X,golf,Links,1,Zo\u00e9,1,4,1,4\n"
            "2024-03-01,X,golf,Links,1,Zoe\u0301,2,3,3,3\n")
    parsed = parse_csv(text, course_catalog(store))
    assert [r.reason for r in parsed.rejected] == []
    (night,) = parsed.nights
    assert night.players == ("Zo\u00e9",)
    assert import_csv_nights(store, parsed.nights).refused == ()
    assert [p.name for p in store.players()] == ["Zo\u00e9"]
