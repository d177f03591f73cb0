"""The same CSV file imported twice: with ``csv_io.skip_stored`` the second import finds its
nights already in the store and reports each of their lines as skipped, on both backends;
a night that differs by one score is another night and is imported."""

from __future__ import annotations

import dataclasses
from datetime import date

from golfstudio.gamenight.csv_io import CsvNight, Rejected, export_csv, parse_csv, skip_stored
from golfstudio.gamenight.history_queries import course_catalog, csv_nights, import_csv_nights
from golfstudio.store import Game, Store

HOLES = ((4, 1), (3, 3), (5, 2))
FILE_NIGHTS = [
    CsvNight(date(2024, 3, 1), "The Crown", "golf", "Links", HOLES, ("Bob", "Ann"),
             ((((("Ann", 1), 4), (("Ann", 2), 3), (("Ann", 3), 5), (("Bob", 1), 5),
                (("Bob", 2), 4), (("Bob", 3), 6))),
              ((("Bob", 1), 4),))),
    CsvNight(date(2024, 3, 8), "", "golf", "Links", HOLES, ("Cy",),
             (((("Cy", 1), 3), (("Cy", 2), 3)),)),
]


def test_a_file_imported_twice_makes_its_nights_once(store: Store) -> None:
    store.add_course("Links", Game.GOLF, list(HOLES))
    text = export_csv(FILE_NIGHTS)  # lines 2-7 and 8 make night 1, lines 9-10 night 2
    first = parse_csv(text, course_catalog(store))
    fresh, skipped = skip_stored(first.nights, csv_nights(store))
    assert (len(fresh), skipped) == (2, ())
    assert len(import_csv_nights(store, fresh).imported) == 2

    again = parse_csv(text, course_catalog(store))
    fresh, skipped = skip_stored(again.nights, csv_nights(store))
    assert fresh == ()
    assert [r.line for r in skipped] == list(range(2, 11))
    assert skipped[0] == Rejected(2, "the night of 2024-03-01 on Links is already in the "
                                     "store (same date, place, players and scores): skipped")
    assert skipped[-1].reason.startswith("the night of 2024-03-08 on Links is already")
    assert len(store.nights()) == 2


def test_a_night_with_one_score_more_is_another_night(store: Store) -> None:
    store.add_course("Links", Game.GOLF, list(HOLES))
    import_csv_nights(store, FILE_NIGHTS)
    corrected = dataclasses.replace(FILE_NIGHTS[1], rounds=(
        ((("Cy", 1), 3), (("Cy", 2), 3), (("Cy", 3), 6)),))
    other_place = dataclasses.replace(FILE_NIGHTS[1], place="The Anchor")
    fresh, skipped = skip_stored([FILE_NIGHTS[0], corrected, other_place], csv_nights(store))
    assert fresh == (corrected, other_place)
    assert [r.line for r in skipped] == [0]  # a night built in code has no file lines


def test_the_import_itself_skips_what_is_there_and_says_so(store: Store) -> None:
    store.add_course("Links", Game.GOLF, list(HOLES))
    text = export_csv(FILE_NIGHTS)
    first = import_csv_nights(store, parse_csv(text, course_catalog(store)).nights)
    assert (len(first.imported), first.skipped) == (2, ())
    again = import_csv_nights(store, parse_csv(text, course_catalog(store)).nights)
    assert (again.imported, again.refused) == ((), ())
    assert [r.line for r in again.skipped] == list(range(2, 11))
    assert len(store.nights()) == 2
