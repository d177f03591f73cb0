"""Revision r0006 on both backends: a format's stakes and press trigger, and a round's
per-hole events (presses, wolf choices, Bingo-Bango-Bongo), stored, read back, replaced,
cleared, refused in words, and gone with their round."""

from __future__ import annotations

from datetime import date

import pytest
import sqlalchemy as sa

from golfstudio.scoring import stakes as scoring_stakes
from golfstudio.scoring.stakes import MatchPay, Stakes
from golfstudio.store import Format, Game, PlayedFormat, Store, StoreError
from golfstudio.store.corrections import Corrections, NightEdit
from golfstudio.store.records import StoredBbb, StoredPress, StoredWolfChoice
from golfstudio.store.tables import MAX_STAKE_CENTS, STAKE_KEYS

HOLES = [(4, i) for i in range(1, 10)]


def _night(store: Store, formats: tuple[PlayedFormat, ...] = ()) -> tuple[int, int, list[int]]:
    course = store.add_course("Meadow", Game.GOLF, HOLES)
    ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cat", "Dan")]
    night = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=formats)
    assert night.id is not None
    (round_,) = store.rounds(night.id)
    assert round_.id is not None
    return night.id, round_.id, ids


def test_the_stake_columns_are_the_scoring_stakes() -> None:
    assert STAKE_KEYS == scoring_stakes.AMOUNT_KEYS
    assert MAX_STAKE_CENTS == scoring_stakes.MAX_CENTS


def test_stakes_and_trigger_round_trip(store: Store) -> None:
    nassau = PlayedFormat(Format.NASSAU, auto_press=True, press_trigger=3,
                          stakes=Stakes(front=500, back=500, overall=1000, press=250))
    match = PlayedFormat(Format.MATCH, stakes=Stakes(match=MAX_STAKE_CENTS,
                                                     match_pay=MatchPay.HOLE))
    skins = PlayedFormat(Format.SKINS, carry_over=True, stakes=Stakes(skin=25, buy_in=1000))
    plain = PlayedFormat(Format.STROKE)
    night_id, _, ids = _night(store, (nassau, match, skins, plain))
    assert store.night_formats(night_id) == [nassau, match, skins, plain]
    wolf = PlayedFormat(Format.WOLF, stakes=Stakes(point=50))
    store.add_format(night_id, wolf)
    assert store.night_formats(night_id)[-1] == wolf
    changed = PlayedFormat(Format.NASSAU, stakes=Stakes(front=1))
    Corrections(store.engine).edit_night(night_id, NightEdit(
        played_on=date(2024, 5, 2), players=tuple((i, None) for i in ids), formats=(changed,)))
    assert store.night_formats(night_id) == [changed]


@pytest.mark.parametrize(("played", "words"), [
    (PlayedFormat(Format.STROKE, stakes=Stakes(skin=5)), "not played for the stake 'skin'"),
    (PlayedFormat(Format.NASSAU, auto_press=True, press_trigger=0), "press trigger"),
    (PlayedFormat(Format.NASSAU, auto_press=True, press_trigger=10), "press trigger"),
    (PlayedFormat(Format.STROKE, stakes=Stakes(match_pay=MatchPay.HOLE)), "match_pay"),
])
def test_a_wrong_stake_is_refused_in_words(store: Store, played: PlayedFormat,
                                           words: str) -> None:
    night_id, _, _ = _night(store)
    with pytest.raises(StoreError, match=words):
        store.add_format(night_id, played)


def test_a_stake_out_of_range_is_refused_by_the_database_too(store: Store) -> None:
    _night(store, (PlayedFormat(Format.STROKE),))
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE night_format SET stroke_cents = 1000001"))
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE night_format SET match_pay = 'hourly'"))


def test_events_round_trip_replace_and_clear(store: Store) -> None:
    _, round_id, (ann, bob, cat, _dan) = _night(store)
    store.add_press(round_id, 3, ann, "front")
    store.add_press(round_id, 7, bob, "back")
    store.set_wolf_choice(round_id, 1, cat)
    store.set_wolf_choice(round_id, 2, None, blind=True)
    store.set_wolf_choice(round_id, 1, None)  # replaced: now alone
    store.set_bbb(round_id, 1, "bingo", ann)
    store.set_bbb(round_id, 1, "bongo", bob)
    store.set_bbb(round_id, 1, "bingo", cat)  # replaced
    events = store.round_events(round_id)
    assert events.presses == (StoredPress(3, ann, "front"), StoredPress(7, bob, "back"))
    assert events.wolf == (StoredWolfChoice(1, None, False), StoredWolfChoice(2, None, True))
    assert events.bbb == (StoredBbb(1, "bingo", cat), StoredBbb(1, "bongo", bob))
    assert store.remove_press(round_id, 3, "front")
    assert not store.remove_press(round_id, 3, "front")
    assert store.clear_wolf_choice(round_id, 2)
    store.set_bbb(round_id, 1, "bongo", None)
    events = store.round_events(round_id)
    assert events.presses == (StoredPress(7, bob, "back"),)
    assert events.wolf == (StoredWolfChoice(1, None, False),)
    assert events.bbb == (StoredBbb(1, "bingo", cat),)


def test_bad_events_are_refused_in_words(store: Store) -> None:
    _, round_id, (ann, bob, _cat, _dan) = _night(store)
    outsider = store.add_player("Eve").id or 0
    store.add_press(round_id, 3, ann, "front")
    with pytest.raises(StoreError, match="press from hole 3 in the front bet is already"):
        store.add_press(round_id, 3, bob, "front")
    with pytest.raises(StoreError, match="no hole 10"):
        store.add_press(round_id, 10, ann, "back")
    with pytest.raises(StoreError, match="a press's bet is one of front, back"):
        store.add_press(round_id, 4, ann, "overall")
    with pytest.raises(StoreError, match="does not play"):
        store.set_wolf_choice(round_id, 1, outsider)
    with pytest.raises(StoreError, match="blind wolf plays alone"):
        store.set_wolf_choice(round_id, 1, bob, blind=True)
    with pytest.raises(StoreError, match="one of bingo, bango, bongo"):
        store.set_bbb(round_id, 1, "birdie", ann)
    with pytest.raises(StoreError, match="no round with id 999"):
        store.set_bbb(999, 1, "bingo", ann)
    with pytest.raises(StoreError, match="no hole 0"):
        store.set_wolf_choice(round_id, 0, None)


def test_events_go_with_their_night_and_follow_a_merge(store: Store) -> None:
    night_id, round_id, (ann, bob, cat, dan) = _night(store)
    store.add_press(round_id, 2, ann, "front")
    store.set_wolf_choice(round_id, 1, bob)
    store.set_bbb(round_id, 1, "bango", dan)
    twin = store.add_player("Annie").id or 0
    corrections = Corrections(store.engine)
    # Dan leaves the night (no score yet): his event goes; the others stay.
    corrections.edit_night(night_id, NightEdit(
        played_on=date(2024, 5, 2), players=((ann, None), (bob, None), (cat, None))))
    events = store.round_events(round_id)
    assert events.bbb == () and len(events.presses) == 1 and len(events.wolf) == 1
    corrections.merge_players(twin, ann)
    assert store.round_events(round_id).presses == (StoredPress(2, twin, "front"),)
    corrections.delete_night(night_id)
    with store.engine.connect() as connection:
        for table in ("press_request", "wolf_choice", "bbb_event"):
            assert connection.scalar(sa.text(f"SELECT count(*) FROM {table}")) == 0
