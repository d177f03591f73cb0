"""Progress over time on the player page: reviewed games as bars across the games by date,
with the line of totals, and the empty state that says how to get a review (issue 31)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from golfstudio import i18n
from golfstudio.store import Store, open_store
from golfstudio.store.reviews import ReviewSummary, save_review
from tests.ui.gamenight.test_history_ui import fill_league
from tests.ui.screenshot import save_screenshot
from ui import theme
from ui.gamenight.player_page import PlayerPage
from ui.gamenight.review_chart import bad_luck_colour

SIZE = (1280, 800)


@pytest.fixture
def league(tmp_path: Path) -> Iterator[tuple[Store, dict[str, int]]]:
    store = open_store(f"sqlite:///{tmp_path / 'league.db'}")
    yield store, fill_league(store)
    store.close()


def _review(store: Store, player: int, day: date, digit: str, lost: float, luck: float,
            decisions: int, accuracy: float | None, game: str = "carambole") -> None:
    save_review(store, player, ReviewSummary(game=game, played_on=day, game_hash=digit * 64,
                                             decisions=decisions, lost=lost, luck=luck,
                                             accuracy=accuracy))


def _colour_count(image: QImage, colour: str) -> int:
    wanted = QImage(1, 1, QImage.Format.Format_RGB32)
    wanted.fill(colour)
    target = wanted.pixel(0, 0)
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if image.pixel(x, y) == target)


def test_two_reviews_show_as_bars_with_their_totals(
        qtbot: QtBot, league: tuple[Store, dict[str, int]], screenshot_dir: Path) -> None:
    store, ids = league
    bob = ids["Bob"]
    # Stored out of date order: the page shows them oldest first.
    _review(store, bob, date(2024, 6, 2), "b", lost=1.5, luck=-2.3, decisions=30,
            accuracy=0.5, game="dicegolf")
    _review(store, bob, date(2024, 3, 9), "a", lost=3.0, luck=1.0, decisions=10,
            accuracy=0.9)
    page = PlayerPage(store, bob)
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    chart = page.review_chart
    assert [(p.played_on, p.lost, p.luck) for p in chart.points] == [
        (date(2024, 3, 9), 3.0, 1.0), (date(2024, 6, 2), 1.5, -2.3)]
    # Accuracy over all 40 decisions: (9 + 15) / 40.
    assert page.review_totals.text() == (
        "Reviewed games: 2 · strokes lost to decisions: 4.5 in 40 decisions · luck: \u22121.3"
        " · accuracy: 60%")
    assert chart.accessibleDescription() == "Reviewed games: 2"
    image = save_screenshot(page, screenshot_dir / "player_page_reviews.png", SIZE)
    # The bars are painted: the lost red, the good luck green and the bad luck rose.
    chart_image = chart.grab().toImage()
    for colour in (theme.STROKE_DOT, theme.ACCENT, bad_luck_colour()):
        assert _colour_count(chart_image, colour.name()) > 40, colour.name()
    assert image.width() == SIZE[0]
    assert len(chart.bars) == 2
    assert chart.date_labels == ["2024-03-09", "2024-06-02"]
    # Hovering the second game names it.
    slot = chart.bars[1][0]
    where = QPoint(int(slot.center().x()), int(slot.center().y()))
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, where,
                                             chart.mapToGlobal(where)))
    assert QToolTip.text() == (f"Dice Golf, {i18n.day(date(2024, 6, 2))}: 1.50 strokes lost "
                               "to 30 decisions, luck \u22122.3")
    QToolTip.hideText()


def test_a_player_without_a_review_is_told_how_to_get_one(
        qtbot: QtBot, league: tuple[Store, dict[str, int]], screenshot_dir: Path) -> None:
    store, ids = league
    _review(store, ids["Bob"], date(2024, 3, 9), "a", 3.0, 1.0, 10, 0.9)
    page = PlayerPage(store, ids["Ann"])
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    assert page.review_chart.points == [] and page.reviews == []
    assert page.review_chart.accessibleDescription() == (
        "No reviewed games yet \u2014 open a saved game and choose Review.")
    assert page.review_totals.isHidden()  # the chart alone says it
    save_screenshot(page, screenshot_dir / "player_page_no_reviews.png", SIZE)
    assert page.review_chart.bars == []


def test_many_games_keep_their_dates_apart(qtbot: QtBot) -> None:
    """Forty games across a narrow chart: the first and last dates written, the others every
    few games, none over another."""
    from datetime import timedelta

    from ui.gamenight.review_chart import ReviewChart, ReviewPoint

    chart = ReviewChart()
    qtbot.addWidget(chart)
    chart.resize(900, 220)
    chart.set_points([ReviewPoint("ultimate", date(2025, 1, 1) + timedelta(days=4 * k),
                                  k % 5, (k % 7) - 3.0, 20) for k in range(40)])
    chart.show()
    image = chart.grab()
    assert not image.isNull()
    labels = chart.date_labels
    assert labels[0] == "2025-01-01" and labels[-1] == "2025-06-06"
    assert 3 <= len(labels) < 40
    assert labels == sorted(labels) and len(chart.bars) == 40
    width = chart.fontMetrics().horizontalAdvance("2026-12-31")
    assert len(labels) * width < chart.width()
