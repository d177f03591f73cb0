"""Any sequence of entries and corrections leaves the round's cells equal to a plain dict."""

from __future__ import annotations

from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfstudio.store import Game, Store

Operation = tuple[str, tuple[int, int], int | None]
"""("record", (player index, hole), strokes) or ("clear", (player index, hole), None)."""

PLAYERS = 3
HOLES = 9

cells = st.tuples(st.integers(0, PLAYERS - 1), st.integers(1, HOLES))
operations = st.lists(
    st.one_of(
        st.tuples(st.just("record"), cells, st.integers(1, 12)),
        st.tuples(st.just("clear"), cells, st.none()),
    ),
    max_size=25,
)


# The store fixture is shared by the examples on purpose: each example plays a new round of
# its own night, so examples never see each other's cells and no database is rebuilt.
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=operations)
def test_entries_and_corrections_match_a_dict(store: Store, ops: list[Operation]) -> None:
    players = [p.id for p in store.players()]
    if not players:
        players = [store.add_player(f"P{i}").id for i in range(PLAYERS)]
        store.add_course("Nine", Game.GOLF, [(4, si) for si in range(1, HOLES + 1)])
    (course,) = store.courses()
    # A night per example: a night holds at most limits.MAX_ROUNDS rounds.
    night = store.add_night(date(2024, 1, 1), course.id or 0, [p or 0 for p in players],
                            rounds=0)
    round_id = store.add_round(night.id or 0).id or 0

    model: dict[tuple[int, int], int] = {}
    for kind, (index, hole), strokes in ops:
        player = players[index] or 0
        if kind == "record":
            assert strokes is not None
            store.record_score(round_id, player, hole, strokes)
            model[(player, hole)] = strokes
        else:
            assert store.clear_score(round_id, player, hole) == ((player, hole) in model)
            model.pop((player, hole), None)
    assert store.round_scores(round_id) == model
