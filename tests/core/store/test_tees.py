"""Revision r0007 on both backends: a course's tees (rating, slope, yards), the tee a night
is played from, a course's plausible score limit — stored, read back, changed, refused in
words, held by the database — and the upgrade of an r0006 database that has data."""

from __future__ import annotations

from datetime import date

import pytest
import sqlalchemy as sa
from alembic import command

from golfstudio.gamenight.courses import plausible_maxima, plausible_maximum
from golfstudio.gamenight.entry import DEFAULT_OVER_PAR
from golfstudio.gamenight.history import differential, index_trend
from golfstudio.gamenight.night import load_night
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.store import Game, Store, StoreError, TeeSpec, open_store
from golfstudio.store.corrections import Corrections, NightEdit
from golfstudio.store.migrate import alembic_config

EIGHTEEN = [(4, si) for si in range(1, 19)]  # par 72
NINE = [(4, si) for si in range(1, 10)]  # par 36
WHITE = TeeSpec("White", 71.2, 125, 6400)
RED = TeeSpec("Red", 69.5, 118)


def _night(store: Store, tees: tuple[TeeSpec, ...] = (WHITE, RED), *,
           holes: list[tuple[int, int]] = EIGHTEEN, index: float = 12.4,
           tee: int | None = 0) -> tuple[int, int, list[int], int]:
    """A course with ``tees``, Ann (index ``index``) at a night from tee number ``tee``."""
    course = store.add_course("Royal", Game.GOLF, holes, tees=tees)
    assert course.id is not None
    ann = store.add_player("Ann").id or 0
    store.add_handicap(ann, date(2024, 1, 1), index)
    tee_ids = [t.id or 0 for t in store.tees(course.id)]
    night = store.add_night(date(2024, 5, 2), course.id, [ann],
                            tee_id=None if tee is None else tee_ids[tee])
    assert night.id is not None
    return course.id, night.id, tee_ids, ann


def test_tees_round_trip_in_order(store: Store) -> None:
    course_id, _night_id, _ids, _ = _night(store)
    tees = store.tees(course_id)
    assert [(t.name, t.course_rating, t.slope, t.yards) for t in tees] == [
        ("White", 71.2, 125, 6400), ("Red", 69.5, 118, None)]
    blue = store.add_tee(course_id, TeeSpec("Blue", 73.4, 131, 6900))
    assert [t.name for t in store.tees(course_id)] == ["White", "Red", "Blue"]
    assert blue.id is not None
    store.change_tee(blue.id, TeeSpec("Black", 74.0, 135))
    black = store.tee(blue.id)
    assert (black.name, black.course_rating, black.slope, black.yards) == (
        "Black", 74.0, 135, None)
    store.remove_tee(blue.id)
    assert [t.name for t in store.tees(course_id)] == ["White", "Red"]


def test_a_course_without_tees_is_tabletop(store: Store) -> None:
    course = store.add_course("Kitchen", Game.GOLF, NINE)
    assert course.id is not None
    assert store.tees(course.id) == []
    assert store.course(course.id).plausible_over_par is None


@pytest.mark.parametrize(("spec", "words"), [
    (TeeSpec("White", 71.2, 160), "tee White: a slope rating is a whole number from 55 to 155"),
    (TeeSpec("White", 35.1, 125), "too far from par 72"),
    (TeeSpec("", 71.2, 125), "tee name must be non-empty"),
    (TeeSpec("White", 71.2, 125, 0), "length of tee White in yards must be from 1"),
])
def test_a_wrong_tee_is_refused_in_words(store: Store, spec: TeeSpec, words: str) -> None:
    with pytest.raises(StoreError, match=words):
        store.add_course("Royal", Game.GOLF, EIGHTEEN, tees=[spec])
    assert store.courses() == []  # nothing written
    course = store.add_course("Royal", Game.GOLF, EIGHTEEN)
    assert course.id is not None
    with pytest.raises(StoreError, match=words):
        store.add_tee(course.id, spec)


def test_tee_names_are_unique_per_course(store: Store) -> None:
    with pytest.raises(StoreError, match="two tees are named white"):
        store.add_course("Royal", Game.GOLF, EIGHTEEN, tees=[WHITE, TeeSpec("white", 70.0, 120)])
    course_id, _, ids, _ = _night(store)
    with pytest.raises(StoreError, match="already has a tee named WHITE"):
        store.add_tee(course_id, TeeSpec("WHITE", 70.0, 120))
    with pytest.raises(StoreError, match="already has a tee named White"):
        store.change_tee(ids[1], TeeSpec("White", 70.0, 120))


def test_a_tee_needs_a_course_of_nine_or_eighteen_holes(store: Store) -> None:
    with pytest.raises(StoreError, match="for 9 or 18 holes"):
        store.add_course("Twelve", Game.GOLF, [(4, si) for si in range(1, 13)], tees=[WHITE])


def test_the_database_holds_the_slope_and_the_tee_to_its_course(store: Store) -> None:
    _course_id, night_id, ids, _ = _night(store)
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE tee SET slope = 200"))
    other = store.add_course("Other", Game.GOLF, EIGHTEEN, tees=[WHITE])
    assert other.id is not None
    (other_tee,) = store.tees(other.id)
    # A tee of another course cannot be the night's, in words or in the database.
    with pytest.raises(StoreError, match="not a tee of the night's course"):
        store.set_night_tee(night_id, other_tee.id)
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE night_tee SET tee_id = :tee"),
                           {"tee": other_tee.id})
    # A tee played from cannot be removed, in words or in the database.
    with pytest.raises(StoreError, match="played from on 1 night"):
        store.remove_tee(ids[0])
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("DELETE FROM tee WHERE id = :tee"), {"tee": ids[0]})
    store.remove_tee(ids[1])  # never played from


def test_the_nights_tee_gives_the_course_handicap_everywhere(store: Store) -> None:
    """12.4 from White (71.2 / 125) on a par 72 is 13 strokes; from Red (69.5 / 118)
    12.4 × 118 / 113 − 2.5 = 10.45 → 10; with no tee, the index: 12."""
    _course_id, night_id, ids, ann = _night(store)
    assert store.night_tee(night_id).name == "White"  # type: ignore[union-attr]
    state = load_night(store, night_id)
    assert state.seats[0].course_handicap == 13
    assert state.tee_name == "White"
    assert state.rating == TeeRating(71.2, 125, 72, 18)
    (round_,) = store.rounds(night_id)
    assert round_.id is not None
    for hole in range(1, 19):
        store.record_score(round_.id, ann, hole, 5)
    (card,) = store.load_round_cards(night_id=night_id)
    assert card.card.players[0].handicap == 13
    assert card.indexes == (12.4,)
    # 90 adjusted gross (no hole over net double bogey): 113 / 125 × (90 − 71.2) = 17.0
    assert differential(card, 0) == 17.0
    store.set_night_tee(night_id, ids[1])
    assert load_night(store, night_id).seats[0].course_handicap == 10
    assert store.load_round_cards(night_id=night_id)[0].card.players[0].handicap == 10
    store.set_night_tee(night_id, None)
    assert store.night_tee(night_id) is None
    assert load_night(store, night_id).seats[0].course_handicap == 12
    (card,) = store.load_round_cards(night_id=night_id)
    assert card.card.players[0].handicap == 12
    assert differential(card, 0) == 18.0  # rating = par 72, slope 113


def test_a_rated_nine_makes_differentials_the_nine_hole_way(store: Store) -> None:
    _course_id, night_id, _ids, ann = _night(store, (TeeSpec("Yellow", 36.0, 125),),
                                               holes=NINE, index=14.0)
    state = load_night(store, night_id)
    assert state.seats[0].course_handicap == 8  # 14.0 / 2 × 125 / 113 → 7.74 → 8
    (round_,) = store.rounds(night_id)
    assert round_.id is not None
    for hole in range(1, 10):
        store.record_score(round_.id, ann, hole, 5)  # 45
    (card,) = store.load_round_cards(night_id=night_id)
    assert differential(card, 0) == 16.6  # 8.136 + 0.52 × 14.0 + 1.2


def test_the_tee_goes_with_corrections(store: Store) -> None:
    _course_id, night_id, ids, ann = _night(store)
    edits = Corrections(store.engine)
    edits.edit_night(night_id, NightEdit(played_on=date(2024, 5, 2), players=((ann, None),)))
    assert store.night_tee(night_id).id == ids[0]  # type: ignore[union-attr]  # kept
    edits.edit_night(night_id, NightEdit(played_on=date(2024, 5, 2), players=((ann, None),),
                                         set_tee=True, tee_id=ids[1]))
    assert store.night_tee(night_id).id == ids[1]  # type: ignore[union-attr]
    edits.delete_night(night_id)
    store.remove_tee(ids[1])  # no night plays from it any more


def test_the_plausible_limit(store: Store) -> None:
    course = store.add_course("Royal", Game.GOLF, [(3, 1), (5, 2)], plausible_over_par=6)
    assert course.id is not None
    assert store.course(course.id).plausible_over_par == 6
    assert plausible_maxima(store, course.id) == (9, 11)
    store.set_plausible_over_par(course.id, None)
    assert plausible_maxima(store, course.id) == (3 + DEFAULT_OVER_PAR, 5 + DEFAULT_OVER_PAR)
    for wrong in (0, 100, 2.5, True):
        with pytest.raises(StoreError, match="plausible score limit"):
            store.set_plausible_over_par(course.id, wrong)  # type: ignore[arg-type]
    nine = store.add_course("Cards", Game.PLAYNINE, [(0, si) for si in range(1, 10)],
                            plausible_over_par=5)
    assert nine.id is not None
    assert plausible_maxima(store, nine.id) == (None,) * 9  # card totals: never asked


def test_plausible_maximum_per_game() -> None:
    assert plausible_maximum(4, None) == 14
    assert plausible_maximum(4, 3, "golf") == 7
    assert plausible_maximum(0, 3, "playnine") is None


def test_an_r0006_database_with_nights_upgrades_to_tabletop_defaults(store_url: str) -> None:
    """Existing courses get no tee, existing nights no tee row: their handicaps, cards and
    index trends are what they were."""
    engine = sa.create_engine(store_url)
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection=connection), "0006")
            connection.execute(sa.text(
                "INSERT INTO course (id, name, game) VALUES (1, 'Links', 'golf')"))
            connection.execute(sa.text(
                "INSERT INTO hole (course_id, number, par, stroke_index) VALUES "
                "(1, 1, 4, 1), (1, 2, 3, 2)"))
            connection.execute(sa.text("INSERT INTO player (id, name) VALUES (1, 'Ann')"))
            connection.execute(sa.text(
                "INSERT INTO handicap_record (player_id, recorded_on, handicap_index, source) "
                "VALUES (1, '2024-01-01', 12.4, 'manual')"))
            connection.execute(sa.text(
                "INSERT INTO game_night (id, played_on, place, game, course_id) VALUES "
                "(1, '2024-05-02', '', 'golf', 1)"))
            connection.execute(sa.text(
                "INSERT INTO night_player (night_id, player_id, position) VALUES (1, 1, 0)"))
            connection.execute(sa.text("INSERT INTO round (id, night_id, number) VALUES (1, 1, 1)"))
            connection.execute(sa.text(
                "INSERT INTO hole_score (round_id, player_id, hole, strokes) VALUES "
                "(1, 1, 1, 5), (1, 1, 2, 4)"))
    finally:
        engine.dispose()
    with open_store(store_url) as store:
        assert store.tees(1) == []
        assert store.night_tee(1) is None
        assert store.course(1).plausible_over_par is None
        assert load_night(store, 1).seats[0].course_handicap == 12
        (card,) = store.load_round_cards(night_id=1)
        assert card.rating is None and card.card.players[0].handicap == 12
        assert differential(card, 0) == 2.0  # 9 against rating = par 7, slope 113
        assert index_trend([card], 1) == []  # one round: no index yet
        store.set_plausible_over_par(1, 5)  # the upgraded database takes the new column
        assert store.course(1).plausible_over_par == 5


def test_an_import_or_a_plan_carries_the_tee_of_its_own_course_only(store: Store) -> None:
    from golfstudio.gamenight.setup import NightPlan, PlanPlayer, create_night, default_format
    from golfstudio.store import Format, NightSheet

    course_id, _night_id, ids, ann = _night(store)
    other = store.add_course("Other", Game.GOLF, EIGHTEEN, tees=[WHITE])
    assert other.id is not None
    (other_tee,) = store.tees(other.id)
    before = len(store.nights())
    with pytest.raises(StoreError, match=r"tee id \d+ is not a tee of its course"):
        store.import_nights([NightSheet(played_on=date(2024, 6, 1), course_id=course_id,
                                        player_ids=(ann,), tee_id=other_tee.id)])
    assert len(store.nights()) == before  # nothing written
    (night_id,) = store.import_nights([NightSheet(
        played_on=date(2024, 6, 1), course_id=course_id, player_ids=(ann,), tee_id=ids[1])])
    assert store.night_tee(night_id).name == "Red"  # type: ignore[union-attr]
    plan = NightPlan(date(2024, 6, 2), Game.GOLF, course_id, tuple(EIGHTEEN),
                     (PlanPlayer("Ann", ann, 12.4),), (default_format(Format.STROKE),),
                     tee_id=ids[0])
    created = create_night(store, plan)
    assert store.night_tee(created).name == "White"  # type: ignore[union-attr]
    assert load_night(store, created).seats[0].course_handicap == 13


def test_edit_tees_in_one_transaction(store: Store) -> None:
    course_id, _night_id, (white, red), _ = _night(store)  # the night plays from White
    # Swap the names, add Blue, set a limit: one transaction.
    store.edit_tees(course_id, [(red, TeeSpec("White", 69.5, 118)),
                                (white, TeeSpec("Red", 71.2, 125, 6400)),
                                (None, TeeSpec("Blue", 73.4, 131))], 7)
    assert [(t.id, t.name) for t in store.tees(course_id)] == [
        (red, "White"), (white, "Red"), (store.tees(course_id)[2].id, "Blue")]
    assert store.course(course_id).plausible_over_par == 7
    # Leaving out the tee a night plays from is refused, and nothing changes.
    with pytest.raises(StoreError, match="tee Red was played from on 1 night"):
        store.edit_tees(course_id, [(red, TeeSpec("Renamed", 69.5, 118))], None)
    assert [t.name for t in store.tees(course_id)] == ["White", "Red", "Blue"]
    assert store.course(course_id).plausible_over_par == 7
    with pytest.raises(StoreError, match="two tees are named X"):
        store.edit_tees(course_id, [(white, TeeSpec("x", 71.2, 125)),
                                    (red, TeeSpec("X", 69.5, 118))], None)
    store.edit_tees(course_id, [(white, TeeSpec("Red", 71.2, 125, 6400))], None)
    assert [t.name for t in store.tees(course_id)] == ["Red"]
    assert store.course(course_id).plausible_over_par is None
