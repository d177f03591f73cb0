"""CSV: export then import gives the same nights; every refused line is named with its
number and reason."""

from __future__ import annotations

from datetime import date

import pytest

from golfstudio.gamenight.csv_io import (
    COLUMNS,
    CsvNight,
    Rejected,
    export_csv,
    parse_csv,
    preview_rows,
)

HOLES = ((4, 1), (3, 3), (5, 2))
COURSES = {("golf", "Links"): HOLES, ("playnine", "Play Nine"): ((0, 1), (0, 2))}

NIGHTS = [
    CsvNight(date(2024, 3, 1), "The Crown", "golf", "Links", HOLES, ("Bob", "Ann"),
             ((((("Ann", 1), 4), (("Ann", 2), 3), (("Ann", 3), 5), (("Bob", 1), 5),
                (("Bob", 2), 4), (("Bob", 3), 6))),
              ((("Bob", 1), 4),))),
    CsvNight(date(2024, 3, 8), "", "playnine", "Play Nine", ((0, 1), (0, 2)), ("Cy",),
             (((("Cy", 1), -3), (("Cy", 2), 0)),)),
]
HEADER = ",".join(COLUMNS)


def test_round_trip() -> None:
    text = export_csv(NIGHTS)
    lines = text.splitlines()
    assert lines[0] == HEADER
    assert lines[1] == "2024-03-01,The Crown,golf,Links,1,Bob,1,4,1,5"  # card order
    assert len(lines) == 1 + 6 + 1 + 2
    parsed = parse_csv(text, COURSES)
    assert parsed.rejected == ()
    assert list(parsed.nights) == NIGHTS
    assert parsed.accepted == 9


def test_sheet_rounds_fill_missing_cells_with_none() -> None:
    assert NIGHTS[0].sheet_rounds() == (((5, 4, 6), (4, 3, 5)), ((4, None, None), (None,) * 3))


def test_extra_columns_and_any_order() -> None:
    text = ("strokes,player,hole,round,course,game,date,note\n"
            "4,Ann,1,1,Links,golf,2024-05-01,windy\n")
    parsed = parse_csv(text, COURSES)
    assert parsed.rejected == ()
    (night,) = parsed.nights
    assert (night.place, night.players, night.rounds) == ("", ("Ann",), (((("Ann", 1), 4),),))


BAD = [
    ("2024-03-01,X,golf,Links,1,Ann,1,4,1,", "the strokes is missing"),
    ("2024-03-01,X,golf,Links,1,,1,4,1,4", "the player is missing"),
    ("2024-03-01,X,golf,Links,1,Ann,one,4,1,4", "hole 'one' is not a whole number"),
    ("2024-03-01,X,golf,Links,1,Ann,1,4,1,4.5", "strokes '4.5' is not a whole number"),
    ("01/03/2024,X,golf,Links,1,Ann,1,4,1,4", "date '01/03/2024' is not a date"),
    ("2024-03-01,X,chess,Links,1,Ann,1,4,1,4", "unknown game 'chess'"),
    ("2024-03-01,X,golf,Nowhere,1,Ann,1,,,4", "no Golf course named 'Nowhere', and the line "
     "has no par and SI to make it from"),
    ("2024-03-01,X,golf,Links,1,Ann,4,4,1,4", "course Links has 3 holes: there is no hole 4"),
    ("2024-03-01,X,golf,Links,0,Ann,1,4,1,4", "round 0: rounds are numbered from 1"),
    ("2024-03-01,X,golf,Links,1,Ann,1,4,1,0", "0 is not a score for Ann on hole 1"),
    ("2024-03-01,X,golf,Links,1,Ann,2,4,1,4,extra", "more fields than the header"),
    ("2024-03-01,X,golf,Links,1,Ann,2,4,1,3", "Ann already has a score on hole 2 of round 1"),
]


def test_every_rejection_has_its_line_number_and_reason() -> None:
    good = "2024-03-01,X,golf,Links,1,Ann,2,3,3,3"
    text = "\n".join([HEADER, good, *(line for line, _ in BAD)]) + "\n"
    parsed = parse_csv(text, COURSES)
    assert [r.line for r in parsed.rejected] == list(range(3, 3 + len(BAD)))
    for rejected, (_, reason) in zip(parsed.rejected, BAD, strict=True):
        assert reason in rejected.reason, (rejected, reason)
    (night,) = parsed.nights  # the good line still makes its night
    assert night.rounds == (((("Ann", 2), 3),),)
    assert parsed.accepted == 1


def test_line_numbers_count_quoted_newlines() -> None:
    text = (HEADER + '\n2024-03-01,"Club\nHouse",golf,Links,1,Ann,1,4,1,4\n'
            "2024-03-01,X,golf,Links,1,Ann,9,4,1,4\n")
    parsed = parse_csv(text, COURSES)
    assert parsed.rejected[0].line == 4
    assert parsed.nights[0].place == "Club\nHouse"


@pytest.mark.parametrize(("text", "reason"), [
    ("", "a header line is required"),
    ("date,place,game\n2024-03-01,X,golf\n", "no column course, round, player, hole, strokes"),
])
def test_a_bad_header_refuses_the_file(text: str, reason: str) -> None:
    parsed = parse_csv(text, COURSES)
    assert parsed.nights == ()
    assert parsed.rejected[0].line == 1 and reason in parsed.rejected[0].reason


def test_preview_has_a_line_per_night_and_player() -> None:
    assert preview_rows(NIGHTS)[:2] == [
        ("2024-03-01", "The Crown", "golf", "Links", "Bob", "3/3 / 1/3", "15 / 4"),
        ("2024-03-01", "The Crown", "golf", "Links", "Ann", "3/3 / 0/3", "12 / 0"),
    ]
    assert Rejected(2, "x").line == 2
