"""The club optimiser panel: a real one-second search in the background, its clubs and exact
expectation agreeing with the core, kept clubs kept, bad club values refused with a message,
and the check line giving the core's figure at once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.pbm.optimiser import expected_strokes
from golfstudio.pbm.settings import GameSettings, parse_part
from tests.ui.screenshot import save_screenshot
from ui.pbm.league.optimiser_panel import OptimiserPanel, two_decimals

SETTINGS = GameSettings()


@pytest.fixture
def panel(qtbot: QtBot) -> OptimiserPanel:
    made = OptimiserPanel()
    qtbot.addWidget(made)
    made.set_settings(SETTINGS)
    return made


def _search(qtbot: QtBot, panel: OptimiserPanel, seconds: int = 1) -> None:
    panel.seconds.setValue(seconds)
    qtbot.mouseClick(panel.optimise_button, Qt.MouseButton.LeftButton)
    assert panel.is_running() and not panel.optimise_button.isEnabled()
    qtbot.waitUntil(lambda: panel.result is not None and panel.optimise_button.isEnabled(),
                    timeout=seconds * 1000 + 10_000)


def _shown_clubs(panel: OptimiserPanel) -> list[int]:
    return [int(part) for part in panel.result_clubs.text().split("·")]


def test_a_short_search_shows_clubs_with_the_cores_expectation(
        qtbot: QtBot, panel: OptimiserPanel) -> None:
    assert panel.seconds.value() == 20 and panel.result_clubs.text() == "—"
    panel.seconds.setValue(1)
    qtbot.mouseClick(panel.optimise_button, Qt.MouseButton.LeftButton)
    assert not panel.optimise_button.isEnabled()
    # The bar follows the clock while the search runs.
    qtbot.waitUntil(lambda: 0 < panel.progress.value() < panel.progress.maximum(),
                    timeout=2000)
    qtbot.waitUntil(lambda: panel.result is not None, timeout=10_000)
    assert panel.optimise_button.isEnabled()
    assert panel.progress.value() == panel.progress.maximum()
    clubs = _shown_clubs(panel)
    assert len(clubs) == 4 and all(1 <= c <= SETTINGS.club_limit for c in clubs)
    expected = expected_strokes(clubs, SETTINGS)
    assert panel.result is not None and panel.result.expected == expected
    assert panel.result_expected.text() == (
        f"{two_decimals(expected)} per tournament ({two_decimals(expected / 6)} per lane)")
    assert panel.result_expected.toolTip() == f"Exactly {expected}"
    # The search ran its whole second and the panel says how long it took. Not that it took
    # under 2 s: on a busy machine one pass of the search outlasts the deadline it checks.
    search = panel.result_search.text()
    assert panel.result.seconds >= 1.0
    took = panel.locale().toString(panel.result.seconds, "f", 1)
    assert f"{panel.result.starts} starts" in search and f"club sets tried in {took} s" in search
    assert panel.error.text() == ""


def test_kept_clubs_are_in_the_result(qtbot: QtBot, panel: OptimiserPanel) -> None:
    qtbot.keyClicks(panel.keep_fields[0], "300")
    qtbot.keyClicks(panel.keep_fields[2], " 7 ")
    assert panel.keep() == (300, 7)
    _search(qtbot, panel)
    clubs = _shown_clubs(panel)
    assert not Counter([300, 7]) - Counter(clubs)
    assert panel.result is not None
    assert panel.result.expected == expected_strokes(clubs, SETTINGS)


@pytest.mark.parametrize("typed", ["abc", "0", "351", "-5", "12.5", "²"])
def test_a_bad_club_value_is_refused_with_a_message(qtbot: QtBot, panel: OptimiserPanel,
                                                    typed: str) -> None:
    qtbot.keyClicks(panel.keep_fields[1], typed)
    qtbot.mouseClick(panel.optimise_button, Qt.MouseButton.LeftButton)
    assert not panel.is_running() and panel.result is None
    assert panel.error.text() == (f"Keep club 2: a club is a whole number from 1 to 350, "
                                  f"not “{typed}”")
    panel.keep_fields[1].clear()
    assert panel.keep() == ()


def test_the_club_limit_follows_the_settings(qtbot: QtBot, panel: OptimiserPanel) -> None:
    small = GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                         random_parts=(parse_part("1d2"),) * 6, club_limit=40)
    panel.set_settings(small)
    assert "from 1 to 40" in panel.keep_hint.text()
    qtbot.keyClicks(panel.keep_fields[0], "41")
    assert not panel.start()
    assert "from 1 to 40" in panel.error.text()


def test_the_check_line_gives_the_cores_figure(qtbot: QtBot, panel: OptimiserPanel) -> None:
    assert panel.check_result.text() == "Type four clubs to see their expected strokes."
    for field, club in zip(panel.check_fields, ("253", "102", "101"), strict=False):
        qtbot.keyClicks(field, club)
    assert panel.check() is None
    qtbot.keyClicks(panel.check_fields[3], "52")
    expected = expected_strokes((253, 102, 101, 52), SETTINGS)
    assert panel.check() == expected
    assert panel.check_result.text() == (
        f"{two_decimals(expected)} per tournament ({two_decimals(expected / 6)} per lane)")
    assert panel.check_result.toolTip() == f"Exactly {expected}"
    panel.check_fields[0].clear()
    qtbot.keyClicks(panel.check_fields[0], "x1")
    assert panel.check() is None
    assert panel.check_result.text() == (
        "Club 1: a club is a whole number from 1 to 350, not “x1”")


def test_the_check_line_compares_with_the_set_found(qtbot: QtBot, panel: OptimiserPanel,
                                                    screenshot_dir: Path) -> None:
    panel.resize(900, 650)
    panel.show()
    qtbot.waitExposed(panel)
    _search(qtbot, panel)
    assert panel.result is not None
    for field, club in zip(panel.check_fields, ("300", "200", "100", "50"), strict=True):
        qtbot.keyClicks(field, club)
    mine = expected_strokes((300, 200, 100, 50), SETTINGS)
    assert f"+{two_decimals(mine - panel.result.expected)} against the set found" in (
        panel.check_result.text())
    save_screenshot(panel, screenshot_dir / "pbm_optimiser_panel.png", size=(900, 650))
