"""The scorekeeper's panels for issue 27: a round-robin Nassau of four shown pair by pair
(bets, presses, money) in the standings and the settlement, and a latecomer listed "thru N"
apart in Stableford, charged nothing for the holes he did not play."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.night import load_night
from golfstudio.scoring.stakes import Stakes
from golfstudio.store import Format, Game, PlayedFormat, Store, open_store
from tests.ui.screenshot import save_screenshot
from ui.gamenight.night_page import GameNightPage

WIDE = (1280, 800)
NAMES = ("Ann", "Bob", "Cat", "Dan", "Erik")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'rr.db'}") as opened:
        yield opened


def test_round_robin_and_latecomer_panels(qtbot: QtBot, store: Store,
                                          screenshot_dir: Path) -> None:
    """Six holes of par 4, gross. Ann wins holes 1-2 against everyone, then all halve; Erik
    joins on hole 4 with three pars. Nassau: 5.00 a bet, 2.00 a press, automatic presses at
    1 down. In each of Ann's pairs with Bob, Cat and Dan she wins the front (2 of holes 1-3),
    the overall and the press from hole 2 (1 up after hole 1); the press from hole 3 and the
    back are halved: Ann +12.00 a pair. Erik's pairs play holes 4-6 only, all halved."""
    course = store.add_course("Six", Game.GOLF, [(4, si) for si in range(1, 7)])
    ids = {name: store.add_player(name).id or 0 for name in NAMES}
    formats = (
        PlayedFormat(Format.NASSAU, net=False, auto_press=True, press_trigger=1,
                     stakes=Stakes(front=500, back=500, overall=500, press=200)),
        PlayedFormat(Format.STABLEFORD, net=False, stakes=Stakes(point=100)),
    )
    night = store.add_night(date(2024, 5, 2), course.id or 0, list(ids.values()),
                            formats=formats)
    state = load_night(store, night.id or 0)
    round_id = state.round_ids[0]
    for name in NAMES[:4]:
        for hole in range(1, 7):
            store.record_score(round_id, ids[name], hole, 3 if name == "Ann" and hole < 3
                               else 4)
    for hole in (4, 5, 6):
        store.record_score(round_id, ids["Erik"], hole, 4)

    page = GameNightPage(store, night.id or 0, poll_ms=0)
    qtbot.addWidget(page)
    page.resize(*WIDE)
    page.show()
    QApplication.processEvents()
    nassau, stableford = page.standings.sections
    text = nassau.text()
    # Ten pairs; Ann's four won front (holes 1-2 of 1-3), overall and the press from hole 2.
    assert "Round robin" in text
    for other in ("Bob", "Cat", "Dan"):
        assert f"Ann v {other}" in text
    assert "Ann v Erik" in text and "Dan v Erik" in text
    assert "front 2: Ann" in text
    assert "front 3: Halved" in text
    for other in ("Bob", "Cat", "Dan"):
        assert f"Ann v {other}: Ann +12.00" in text
    assert "Ann v Erik: square" in text
    assert "thru 3" in stableford.text() and "Erik from hole 4" in stableford.text()
    # Erik's holes 1-3 are not missing: the round is complete once hole 6 is in.
    assert page.standings.progress.text() == "round complete · 6 holes"
    money = page.settlement.money
    assert money is not None and sum(money.balances.values()) == 0
    # Stableford 1.00 a point: Ann 14 points, Bob, Cat and Dan 12; Erik (6, thru 3) is out.
    assert money.balances == {"Ann": 3600 + 600, "Bob": -1400, "Cat": -1400, "Dan": -1400,
                              "Erik": 0}
    body = page.settlement.body.text()
    assert "Ann v Bob: Ann +" in body and "Ann v Erik: square" in body
    page.grab().save("/tmp/ln-round-robin.png")
    save_screenshot(page, screenshot_dir / "night_round_robin.png", (page.width(),
                                                                     page.height()))
