"""Hostile input, reproducibly (issue 17 §3): Hypothesis with a fixed derandomised search
drives the round-file loader, the CSV import and the store's API with absurd numbers, broken
text and wrong types. Only the studio's readable errors (``GolfStudioError``) may escape —
never an OverflowError, a UnicodeError, a csv.Error or a database traceback — and a refused
call leaves nothing half-written.

``max_examples`` is modest so the suite stays fast; the seed is fixed (``derandomize``), so
a failure found once is found again on every machine.
"""

from __future__ import annotations

import contextlib
import json
import math
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.csv_io import COLUMNS, decode_csv, parse_csv
from golfstudio.gamenight.history_queries import course_catalog, import_csv_nights
from golfstudio.jsonfile import read_json
from golfstudio.scoring.card import RoundCard
from golfstudio.store import Game, PlayedFormat, Store
from golfstudio.store.tables import Format
from tests.property_examples import examples


def fuzz(examples: int) -> settings:
    return settings(derandomize=True, database=None, deadline=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])

HOSTILE_INTS = st.one_of(
    st.integers(-3, 30),
    st.sampled_from([0, -1, 2**31 - 1, 2**31, -(2**31) - 1, 2**63, 10**20, 10**30, -(10**30),
                     99999999999999999999]),
    st.integers(),
)
HOSTILE_FLOATS = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                           st.sampled_from([math.nan, math.inf, -math.inf, 1e308, 54.1, -10.1]))
HOSTILE_TEXT = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["", " ", "Ann", "Zo\u00e9", "Zoe\u0301", "A" * 81, "P" * 121, "x\x00y",
                     "\ud800", "=cmd|' /C calc'!A0", "'", "\n", "Ann\nBob", "😀" * 30]),
    st.text(min_size=79, max_size=90),
)
ANYTHING = st.one_of(HOSTILE_INTS, HOSTILE_FLOATS, HOSTILE_TEXT, st.none(), st.booleans())


def _counts(store: Store) -> dict[str, int]:
    with store.engine.connect() as connection:
        return {table: int(connection.scalar(sa.text(f"SELECT count(*) FROM {table}")) or 0)
                for table in ("player", "course", "hole", "game_night", "night_player",
                              "night_format", "round", "hole_score", "team", "team_member",
                              "handicap_record")}


# --- the round-file loader ---------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), HOSTILE_INTS, HOSTILE_FLOATS, HOSTILE_TEXT),
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(HOSTILE_TEXT, inner, max_size=5)),
    max_leaves=20)


def _card_like() -> st.SearchStrategy[dict[str, Any]]:
    """A round file that is nearly right, with hostile values where the numbers go."""
    return st.fixed_dictionaries({
        "game": st.one_of(st.sampled_from(["golf", "playnine", "carambole"]), ANYTHING),
        "holes": st.lists(st.fixed_dictionaries({"par": ANYTHING, "si": ANYTHING}),
                          max_size=4),
        "players": st.lists(st.fixed_dictionaries({"name": ANYTHING, "handicap": ANYTHING}),
                            max_size=3),
        "scores": st.dictionaries(HOSTILE_TEXT, st.lists(ANYTHING, max_size=4), max_size=3),
    })


@fuzz(300)
@given(data=st.one_of(JSON_VALUES, _card_like(), st.binary(max_size=64)))
def test_the_round_file_loader_refuses_in_words(tmp_path: Path, data: object) -> None:
    path = tmp_path / "round.json"
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(json.dumps(data, ensure_ascii=False, allow_nan=True), "utf-8",
                        errors="surrogatepass")
    with contextlib.suppress(GolfStudioError):
        RoundCard.from_dict(read_json(path))


# --- the CSV import -----------------------------------------------------------------------

def _field(column: str) -> st.SearchStrategy[str]:
    good = {"date": "2024-03-01", "place": "Club", "game": "golf", "course": "Links",
            "round": "1", "player": "Ann", "hole": "1", "par": "4", "si": "1", "strokes": "4"}
    return st.one_of(
        st.just(good[column]),
        st.sampled_from(["", "2000000", "99999999999999999999", "-3", "1e3", "NaN", "0",
                         "0001-01-01", "9999-12-31", "=SUM(A1)", "'=x", "\x00", '"', "Zoe\u0301",
                         "A" * 81, "carambole", "playnine", "Carambole bundled courses"]),
        st.text(max_size=6),
        st.integers(-5, 25).map(str))


CSV_LINES = st.lists(st.tuples(*(_field(c) for c in COLUMNS)), max_size=12)


@pytest.mark.slow
@fuzz(examples(full=150, default=60))
@given(lines=CSV_LINES, delimiter=st.sampled_from([",", ";"]),
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16"]),
       tail=st.binary(max_size=8))
def test_the_csv_import_refuses_in_words_and_per_night(
        store: Store, lines: list[tuple[str, ...]], delimiter: str, encoding: str,
        tail: bytes) -> None:
    if not store.courses():
        store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    text = "\n".join(delimiter.join(fields) for fields in [COLUMNS, *lines]) + "\n"
    data = text.encode(encoding, errors="replace") + tail
    before = _counts(store)
    try:
        parsed = parse_csv(decode_csv(data), course_catalog(store))
        report = import_csv_nights(store, parsed.nights)
    except GolfStudioError:
        assert _counts(store) == before
        return
    after = _counts(store)
    assert after["game_night"] - before["game_night"] == len(report.imported)
    # A refused night leaves nothing: every new player plays an imported night.
    with store.engine.connect() as connection:
        assert connection.scalar(sa.text(
            "SELECT count(*) FROM player WHERE id NOT IN "
            "(SELECT player_id FROM night_player)")) == 0


# --- the store's API ----------------------------------------------------------------------

CALLS = st.one_of(
    st.tuples(st.just("add_player"), HOSTILE_TEXT),
    st.tuples(st.just("add_night"), st.dates(), HOSTILE_INTS, HOSTILE_TEXT),
    st.tuples(st.just("record_score"), HOSTILE_INTS, HOSTILE_INTS),
    st.tuples(st.just("add_team"), HOSTILE_TEXT, st.lists(HOSTILE_INTS, max_size=3)),
    st.tuples(st.just("add_handicap"), st.one_of(HOSTILE_FLOATS, HOSTILE_INTS),
              st.one_of(st.none(), HOSTILE_FLOATS), st.dates()),
    st.tuples(st.just("add_format"), HOSTILE_INTS),
    st.tuples(st.just("add_course"), HOSTILE_TEXT, st.lists(HOSTILE_INTS, max_size=3)),
    st.tuples(st.just("add_night_player"), HOSTILE_INTS, HOSTILE_INTS),
)


def _call(store: Store, night: int, round_id: int, player: int, call: tuple[Any, ...]) -> None:
    kind, *args = call
    if kind == "add_player":
        store.add_player(args[0])
    elif kind == "add_night":
        store.add_night(args[0], 1, [player], rounds=args[1], place=args[2])
    elif kind == "record_score":
        store.record_score(round_id, player, args[0], args[1])
    elif kind == "add_team":
        store.add_team(night, args[0], args[1])
    elif kind == "add_handicap":
        store.add_handicap(player, args[2], args[0], differential=args[1])
    elif kind == "add_format":
        store.add_format(night, PlayedFormat(Format.STROKE, allowance=args[0]))
    elif kind == "add_course":
        store.add_course(args[0], Game.GOLF, [(par, 1) for par in args[1]])
    else:
        store.add_night_player(night, args[0], args[1])


@pytest.fixture
def night(store: Store) -> tuple[int, int, int]:
    course = store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    ann = store.add_player("Ann").id or 0
    made = store.add_night(date(2024, 3, 1), course.id or 0, [ann])
    return made.id or 0, store.rounds(made.id or 0)[0].id or 0, ann


@fuzz(200)
@given(call=CALLS)
def test_the_store_api_refuses_in_words_and_writes_nothing(
        store: Store, night: tuple[int, int, int], call: tuple[Any, ...]) -> None:
    before = _counts(store)
    try:
        _call(store, *night, call)
    except GolfStudioError:
        assert _counts(store) == before
