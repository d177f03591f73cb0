"""The night file (issue 27, items 1 and 2): a whole night as versioned JSON. Export then
import into an EMPTY database gives the same standings and the same settlement to the cent,
on SQLite and on the real PostgreSQL server; a broken or hostile file is one clear message
and writes nothing; a stored course with other holes is refused, naming the difference."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfstudio.gamenight.errors import NightFileError
from golfstudio.gamenight.night import load_night, round_events, rounds_money, standings
from golfstudio.gamenight.night_file import (
    import_night_file,
    loads_night,
    night_file,
    night_to_json,
)
from golfstudio.gamenight.night_schema import night_schema, schema_path, schema_text
from golfstudio.scoring.formats import STAKES_FOR
from golfstudio.scoring.formats import Format as ScoringFormat
from golfstudio.scoring.stakes import MatchPay, Stakes
from golfstudio.store import Format, Game, PlayedFormat, Store, StoreError, open_store
from golfstudio.store.records import TeeSpec
from tests.pg_server import PostgresTestServer
from tests.property_examples import examples

NewStore = Callable[[], Store]


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def new_store(request: pytest.FixtureRequest,
              tmp_path_factory: pytest.TempPathFactory) -> Iterator[NewStore]:
    """Makes a new, empty (migrated) database of the backend per call — one per hypothesis
    example, so every import is into an empty database."""
    opened: list[Store] = []
    made: list[str] = []
    server: PostgresTestServer | None = None
    template = ""
    if request.param == "postgresql":
        server = request.getfixturevalue("postgres_server")
        template = request.getfixturevalue("migrated_postgres")
    migrated: Path | None = (request.getfixturevalue("migrated_sqlite")
                             if request.param == "sqlite" else None)

    def make() -> Store:
        if server is None:
            assert migrated is not None
            path = tmp_path_factory.mktemp("night") / "scores.db"
            shutil.copyfile(migrated, path)
            url = f"sqlite:///{path}"
        else:
            url = server.create_database(template=template)
            made.append(url)
        store = open_store(url)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()
    if server is not None:
        for url in made:
            server.drop_database(url)


def outcome(store: Store, night_id: int) -> tuple[Any, ...]:
    """What the night's players see: each round's standings in every format (or the
    scoring's refusal, in words) and the night's money to the cent."""
    state = load_night(store, night_id)
    rounds = []
    for round_id in state.round_ids:
        live = state.live(store.round_scores(round_id))
        rounds.append([(s.played, s.result if isinstance(s.result, dict) else str(s.result))
                       for s in standings(state, live, round_events(store, state, round_id))])
    money = rounds_money(store, state)
    return (state.names, tuple(rounds),
            None if money is None else (money.settlement, money.parts, money.refused))


def round_trip(source: Store, night_id: int, target: Store) -> int:
    text = night_to_json(night_file(source, night_id))
    new_id, written = import_night_file(target, loads_night(text))
    assert written
    return new_id


# --- a hand-made night ---------------------------------------------------------------------

SIX = [(4, 1), (3, 5), (5, 2), (4, 6), (4, 3), (3, 4)]
NASSAU = PlayedFormat(Format.NASSAU, stakes=Stakes(front=500, back=500, overall=500, press=200))
SKINS = PlayedFormat(Format.SKINS, net=True, stakes=Stakes(skin=100, buy_in=333))


def hand_night(store: Store) -> int:
    """Ann and Bob play Nassau and net skins; Ann's index gives her strokes; Ann presses."""
    course = store.add_course("Oak Ridge GC", Game.GOLF, SIX)
    ann, bob = (store.add_player(name).id or 0 for name in ("Ann", "Bob"))
    store.add_handicap(ann, date(2024, 1, 1), 12.3)
    night = store.add_night(date(2024, 5, 2), course.id or 0, [ann, bob], place="Club",
                            formats=[NASSAU, SKINS])
    (played,) = store.rounds(night.id or 0)
    for player, row in ((ann, [4, 5, 5, 4, 3, 4]), (bob, [4, 4, 4, 3, 4, 5])):
        for hole, strokes in enumerate(row, 1):
            store.record_score(played.id or 0, player, hole, strokes)
    store.add_press(played.id or 0, 3, ann, "front")
    return night.id or 0


def test_the_committed_schema_is_up_to_date() -> None:
    assert schema_path().read_text(encoding="utf-8") == schema_text(), (
        "run: .venv/bin/python -m golfstudio.gamenight.night_schema")
    schema = night_schema()
    assert schema["properties"]["format"]["const"] == "golfstudio.night"
    assert schema["$defs"]["FileCourse"]["required"] == ["name", "game", "holes"]


def test_a_night_comes_back_whole_into_an_empty_database(new_store: NewStore) -> None:
    source = new_store()
    night_id = hand_night(source)
    target = new_store()
    new_id = round_trip(source, night_id, target)
    assert outcome(target, new_id) == outcome(source, night_id)
    money = rounds_money(target, load_night(target, new_id))
    assert money is not None and dict(money.balances) != {"Ann": 0, "Bob": 0}
    # The course was made from the file; the seats keep the night's strokes.
    course = target.find_course("Oak Ridge GC", Game.GOLF)
    assert course is not None
    assert [(h.par, h.stroke_index) for h in target.holes(course.id or 0)] == SIX
    assert [s.course_handicap for s in target.night_players(new_id)] == [12, 0]


def test_the_same_night_twice_is_one_night(new_store: NewStore) -> None:
    source = new_store()
    night_id = hand_night(source)
    night = loads_night(night_to_json(night_file(source, night_id)))
    assert import_night_file(source, night) == (night_id, False)  # back where it came from
    target = new_store()
    first, written = import_night_file(target, night)
    assert written
    assert import_night_file(target, night) == (first, False)
    assert [n.id for n in target.nights()] == [first]


def test_a_stored_course_with_other_holes_is_refused_by_name_and_hole(
        new_store: NewStore) -> None:
    source = new_store()
    night = loads_night(night_to_json(night_file(source, hand_night(source))))
    target = new_store()
    target.add_course("Oak Ridge GC", Game.GOLF, [(4, 1), (4, 5), (5, 2), (4, 6), (4, 3),
                                                  (3, 4)])
    with pytest.raises(StoreError) as refused:
        import_night_file(target, night)
    assert ("the golf course Oak Ridge GC in the database differs from the file's: hole 2 "
            "is par 4 SI 5 there, par 3 SI 5 in the file") in str(refused.value)
    assert target.nights() == [] and target.players() == []


def test_the_nights_tee_comes_back_with_the_courses_tees(new_store: NewStore) -> None:
    """A real course's tees (revision r0007) travel with the night: the course is made with
    them, the night is played from its tee again, and its handicaps and money are the same;
    a database whose tee of that name is rated otherwise refuses the file in words."""
    source = new_store()
    nine = [(4, si) for si in range(1, 10)]
    course = source.add_course("Pine Links", Game.GOLF, nine,
                               tees=[TeeSpec("White", 35.2, 121), TeeSpec("Red", 34.0, 113)])
    red = next(tee for tee in source.tees(course.id or 0) if tee.name == "Red")
    ann, bob = (source.add_player(name).id or 0 for name in ("Ann", "Bob"))
    source.add_handicap(ann, date(2024, 1, 1), 20.4)
    night = source.add_night(date(2024, 5, 2), course.id or 0, [ann, bob], formats=[NASSAU],
                             tee_id=red.id)
    (played,) = source.rounds(night.id or 0)
    for player, row in ((ann, [5, 4, 6, 4, 5, 4, 4, 5, 6]), (bob, [4] * 9)):
        for hole, strokes in enumerate(row, 1):
            source.record_score(played.id or 0, player, hole, strokes)
    night_id = night.id or 0
    target = new_store()
    new_id = round_trip(source, night_id, target)
    assert outcome(target, new_id) == outcome(source, night_id)
    made = target.find_course("Pine Links", Game.GOLF)
    assert made is not None
    assert [(t.name, t.course_rating, t.slope) for t in target.tees(made.id or 0)] == [
        ("White", 35.2, 121), ("Red", 34.0, 113)]
    tee = target.night_tee(new_id)
    assert tee is not None and tee.name == "Red"
    # The same night again is the same night; played from another tee it is another night.
    text = night_to_json(night_file(source, night_id))
    assert import_night_file(target, loads_night(text)) == (new_id, False)
    other = new_store()
    other.add_course("Pine Links", Game.GOLF, nine, tees=[TeeSpec("Red", 34.5, 113)])
    with pytest.raises(StoreError) as refused:
        import_night_file(other, loads_night(text))
    assert "tee Red is rated 34.5 / 113 here but 34.0 / 113 in the file" in str(refused.value)
    assert other.nights() == []


# --- bad files: one clear message, nothing written ----------------------------------------

def _good() -> dict[str, Any]:
    return {
        "format": "golfstudio.night", "version": 1, "played_on": "2024-05-02", "place": "Club",
        "course": {"name": "Oak Ridge GC", "game": "golf", "holes": [
            {"number": n, "par": par, "stroke_index": si}
            for n, (par, si) in enumerate(SIX, 1)]},
        "players": [{"name": "Ann", "course_handicap": 12, "handicap_index": 12.3},
                    {"name": "Bob", "course_handicap": 0}],
        "formats": [{"format": "nassau", "stakes": {"front": 500, "back": 500}}],
        "rounds": [{"scores": {"Ann": [4, 5, 5, 4, 3, 4], "Bob": [4, 4, 4, 3, 4, None]},
                    "presses": [{"hole": 3, "player": "Ann", "segment": "front"}]}],
    }


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


BAD: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("a newer version", _set("version", 7), "saved by a newer GolfStudio (version 7)"),
    ("another format", _set("format", "golfstudio.dicegolf"), "this is not a GolfStudio "
     "night file"),
    ("an absurd course handicap", _set("players.0.course_handicap", 10**12),
     "player Ann: course handicap must be at most 200"),
    ("an absurd stake", _set("formats.0.stakes.front", 10**9), "front must be at most 1000000"),
    ("an unknown format", _set("formats.0.format", "poker"), "unknown format \"poker\""),
    ("scores of a player not seated", _set("rounds.0.scores.Zed", [4] * 6),
     "round 1: scores for Zed, who is not a player of the night"),
    ("a hole given twice", _set("course.holes.1.number", 1),
     "course Oak Ridge GC: hole 1 is given twice"),
    ("a short score row", _set("rounds.0.scores.Bob", [4, 4]),
     "round 1: Bob has 2 scores on a course of 6 holes"),
    ("a press of nobody", _set("rounds.0.presses.0.player", "Zed"),
     "round 1: an event of Zed, who is not a player of the night"),
    ("stroke indexes that are no permutation", _set("course.holes.0.stroke_index", 2),
     "the stroke indexes must be a permutation of 1..6"),
    ("a score too low for the game", _set("rounds.0.scores.Ann", [0, 5, 5, 4, 3, 4]),
     "a hole takes at least 1 stroke"),
    ("an unknown key", _set("course.tee", "white"), "unknown key \"tee\""),
    ("a night's tee the course lacks", _set("tee", "White"),
     "the night's tee White is not one of course Oak Ridge GC's tees"),
    ("a tee rated far from par", _set("course.tees", [
        {"name": "White", "course_rating": 40.0, "slope": 120}]), "tee White"),
    ("a slope out of range", _set("course.tees", [
        {"name": "White", "course_rating": 24.0, "slope": 300}]), "slope"),
    ("a stake the format does not play", _set("formats.0.stakes.skin", 100),
     "nassau is not played for the stake 'skin'"),
]


@pytest.mark.parametrize(("change", "message"), [(c, m) for _, c, m in BAD],
                         ids=[name for name, _, _ in BAD])
def test_a_bad_night_file_is_one_clear_message_and_writes_nothing(
        store: Store, change: Callable[[dict[str, Any]], None], message: str) -> None:
    data = _good()
    change(data)
    with pytest.raises((NightFileError, StoreError)) as refused:
        import_night_file(store, loads_night(json.dumps(data), "night.json"))
    assert message in str(refused.value)
    assert "Traceback" not in str(refused.value)
    assert len(str(refused.value).splitlines()) == 1, str(refused.value)
    assert store.nights() == [] and store.players() == [] and store.courses() == []


def test_a_truncated_file_is_one_line() -> None:
    text = json.dumps(_good())[:200]
    with pytest.raises(NightFileError) as refused:
        loads_night(text, "night.json")
    assert str(refused.value).startswith("night.json: ")
    assert len(str(refused.value).splitlines()) == 1


def test_the_good_file_imports(store: Store) -> None:
    night_id, written = import_night_file(store, loads_night(json.dumps(_good())))
    assert written
    state = load_night(store, night_id)
    assert [s.course_handicap for s in state.seats] == [12, 0]
    assert store.round_events(state.round_ids[0]).presses[0].hole == 3


# --- the done-when property: random nights, every format, export → import ------------------

def _stakes(fmt: Format, cents: st.DrawFn) -> Stakes:
    keys = STAKES_FOR[ScoringFormat(fmt.value)]
    amounts = {key: cents(st.integers(0, 1000)) for key in keys if key != "match_pay"}
    pay = MatchPay.HOLE if "match_pay" in keys and cents(st.booleans()) else MatchPay.MATCH
    return Stakes(match_pay=pay, **amounts)


@st.composite
def nights(draw: st.DrawFn) -> dict[str, Any]:
    holes = draw(st.sampled_from([6, 8, 9]))
    indexes = draw(st.permutations(range(1, holes + 1)))
    pars = [draw(st.integers(3, 5)) for _ in range(holes)]
    formats = draw(st.lists(st.sampled_from(list(Format)), min_size=1, max_size=4,
                            unique=True))
    played = []
    for fmt in formats:
        # The options a format takes (the scoring refuses the others: no point in asking).
        auto = fmt in (Format.NASSAU, Format.BESTBALL_NASSAU) and draw(st.booleans())
        played.append(PlayedFormat(
            fmt, net=draw(st.booleans()), allowance=draw(st.sampled_from([100, 95, 85])),
            carry_over=fmt is Format.SKINS and draw(st.booleans()), auto_press=auto,
            press_trigger=draw(st.integers(1, 3)) if auto else 2, stakes=_stakes(fmt, draw)))
    late = draw(st.booleans())
    return {
        "players": draw(st.integers(2, 4)),
        "holes": list(zip(pars, indexes, strict=True)),
        "formats": played,
        "handicaps": [draw(st.none() | st.integers(-2, 24)) for _ in range(4)],
        "indexes": [draw(st.none() | st.floats(0, 36).map(lambda x: round(x, 1)))
                    for _ in range(4)],
        "teams": draw(st.booleans()),
        "late": (draw(st.integers(2, holes)), draw(st.none() | st.integers(0, 18))) if late
        else None,
        "rounds": draw(st.integers(1, 2)),
        "scores": draw(st.lists(st.integers(1, 8), min_size=5 * holes * 2,
                                max_size=5 * holes * 2)),
        "events": draw(st.lists(st.tuples(st.integers(1, holes), st.integers(0, 4),
                                          st.sampled_from(["press", "wolf", "blind", "alone",
                                                           "bingo", "bango", "bongo"]),
                                          st.sampled_from(["front", "back"])),
                                max_size=12)),
    }


def build(store: Store, spec: dict[str, Any]) -> int:
    holes = spec["holes"]
    course = store.add_course("Random Links", Game.GOLF, holes)
    ids = [store.add_player(f"P{i}").id or 0 for i in range(spec["players"])]
    for player, index in zip(ids, spec["indexes"], strict=False):
        if index is not None:
            store.add_handicap(player, date(2024, 1, 1), index)
    night = store.add_night(
        date(2024, 5, 2), course.id or 0, ids, formats=spec["formats"],
        rounds=spec["rounds"],
        course_handicaps={p: h for p, h in zip(ids, spec["handicaps"], strict=False)
                          if h is not None})
    night_id = night.id or 0
    seated = list(ids)
    first = {p: 1 for p in ids}
    if spec["late"] is not None:
        joins, handicap = spec["late"]
        late = store.add_player("Late").id or 0
        store.add_night_player(night_id, late, handicap)
        seated.append(late)
        first[late] = joins
    if spec["teams"]:
        half = len(seated) // 2
        store.add_team(night_id, "Reds", seated[:half])
        store.add_team(night_id, "Blues", seated[half:])
    scores = iter(spec["scores"])
    for played in store.rounds(night_id):
        round_id = played.id or 0
        for player in seated:
            for hole in range(first[player], len(holes) + 1):
                store.record_score(round_id, player, hole, next(scores))
        for hole, who, kind, segment in spec["events"]:
            player = seated[who % len(seated)]
            try:
                if kind == "press":
                    store.add_press(round_id, hole, player, segment)
                elif kind == "wolf":
                    store.set_wolf_choice(round_id, hole, player)
                elif kind in ("blind", "alone"):
                    store.set_wolf_choice(round_id, hole, None, blind=kind == "blind")
                else:
                    store.set_bbb(round_id, hole, kind, player)
            except StoreError:
                pass  # a second press from that hole: the store keeps one, as it should
    return night_id


@pytest.mark.slow
@settings(max_examples=examples(full=60, default=8), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow, HealthCheck.data_too_large])
@given(spec=nights())
def test_export_then_import_gives_the_same_standings_and_money(
        new_store: NewStore, spec: dict[str, Any]) -> None:
    source = new_store()
    night_id = build(source, spec)
    target = new_store()
    new_id = round_trip(source, night_id, target)
    assert outcome(target, new_id) == outcome(source, night_id)
    # And the file of the imported night is the file of the original, but for the indexes
    # (the new database keeps no handicap history for them).
    again = night_file(target, new_id)
    assert again.model_copy(update={"players": ()}) == night_file(
        source, night_id).model_copy(update={"players": ()})
