"""Live standings equal formats.score on a finished round, and never crash on a partial one."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pytest

from golfstudio.gamenight import EntryError
from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.live import LiveRound, live_score
from golfstudio.gamenight.night import load_night, record_entry, standings
from golfstudio.scoring.card import Hole
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.store import Format as StoreFormat
from golfstudio.store import PlayedFormat, open_store

NAMES = ("Ann", "Bob", "Cy", "Dee")
SI = (15, 13, 3, 11, 7, 1, 17, 9, 5, 6, 8, 16, 18, 4, 10, 14, 12, 2)
HOLES = tuple(Hole(par=4, si=si) for si in SI)
CASES = [
    (Format.STROKE, Options(net=True)), (Format.STROKE, Options()),
    (Format.STABLEFORD, Options(net=True)), (Format.SKINS, Options(carry_over=True)),
    (Format.BESTBALL_STROKE, Options(net=True)), (Format.BESTBALL_MATCH, Options()),
    (Format.BESTBALL_NASSAU, Options(auto_press=True, net=True)),
    (Format.MATCH, Options()), (Format.NASSAU, Options(auto_press=True)),
]


def _live(filled: int, seed: int = 1) -> LiveRound:
    rng = random.Random(seed)
    scores = {n: tuple(rng.randint(3, 7) if h < filled else None for h in range(18))
              for n in NAMES}
    return LiveRound("golf", HOLES, NAMES, {"Ann": 3, "Bob": 10, "Cy": 0, "Dee": 18},
                     scores, teams=(("Ann", "Bob"), ("Cy", "Dee")))


@pytest.mark.parametrize(("fmt", "options"), CASES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finished_round_scores_as_the_core(fmt: Format, options: Options, seed: int) -> None:
    live = _live(18, seed)
    try:
        expected: object = score(fmt, [live.card()], options)
    except ScoreError as exc:  # e.g. presses in a four-player Nassau: refused alike
        with pytest.raises(ScoreError, match=str(exc)):
            live_score(fmt, live, options)
        return
    assert live_score(fmt, live, options) == expected


@pytest.mark.parametrize(("fmt", "options"), CASES)
@pytest.mark.parametrize("filled", [0, 1, 9, 17])
def test_a_partial_round_is_scored_over_the_holes_played(fmt: Format, options: Options,
                                                         filled: int) -> None:
    try:
        result = live_score(fmt, _live(filled), options)
    except ScoreError as exc:  # match play between four players is not a thing to crash on
        assert fmt in (Format.NASSAU,), exc
        return
    assert result["format"] == fmt.value


def test_partial_stroke_play_counts_holes_entered() -> None:
    live = _live(2)
    result = live_score(Format.STROKE, live, Options())
    totals = {s["name"]: s["gross"] for s in result["standings"]}  # type: ignore[attr-defined]
    assert totals == {n: sum(s for s in live.scores[n] if s is not None) for n in NAMES}


def test_allowance_gives_playing_handicaps() -> None:
    live = _live(18)
    ninety_five = live_score(Format.STROKE, live, Options(net=True), allowance=95)
    card = live.with_handicaps({"Ann": 3, "Bob": 10, "Cy": 0, "Dee": 17}).card()
    assert ninety_five == score(Format.STROKE, [card], Options(net=True))


def test_night_standings_and_refused_entries(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        courses = install_bundled(store)
        carambole = next(c for c in courses if c.game == "carambole")
        ids = [store.add_player(n).id or 0 for n in ("Ann", "Bob")]
        night = store.add_night(date(2024, 5, 1), carambole.id or 0, ids, formats=[
            PlayedFormat(StoreFormat.STROKE), PlayedFormat(StoreFormat.MATCH)])
        state = load_night(store, night.id or 0)
        round_id = state.round_ids[0]
        with pytest.raises(EntryError, match="1 to 10"):
            record_entry(store, state, round_id, ids[0], 1, 11)
        assert store.round_scores(round_id) == {}
        record_entry(store, state, round_id, ids[0], 1, 3)
        record_entry(store, state, round_id, ids[1], 1, 4)
        # the linked course, last hole, has a longer limit
        assert state.rule(len(state.holes)).maximum == state.stroke_limits[-1]  # type: ignore[index]
        live = state.live(store.round_scores(round_id))
        match = standings(state, live)[1].result
        assert isinstance(match, dict) and match["status"] == ["Ann 1 up"]
