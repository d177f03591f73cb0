"""The side of the table a player reads: the scorecard headed by the course's hole numbers,
the stroke index said as the card says it, and the shot and the card both in sight at the
studio's sizes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLineF, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QScrollArea,
)

from tests.ui.screenshot import distinct_colours, save_screenshot
from tests.ui.ultimate.play.conftest import Hands, MakeView, params_of
from ui.games import Offer, area_key
from ui.main_window import MainWindow
from ui.play_kit.area import PlayArea
from ui.play_kit.seats import HUMAN, Speed
from ui.scorecard.model import SI_ROW
from ui.ultimate.play.play_view import UltimatePlayView

HORIZONTAL = Qt.Orientation.Horizontal
TIP = Qt.ItemDataRole.ToolTipRole


def test_the_card_is_headed_by_the_courses_hole_numbers_and_ranks_their_si(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, HUMAN], speed=Speed.INSTANT)
    hands(view).wait_for_turn()
    card = view.card_view.model()
    assert [card.headerData(c, HORIZONTAL) for c in range(4)] == ["12", "17", "14", "Total"]
    assert card.headerData(1, HORIZONTAL, TIP) == "Hole 17"
    # The course's stroke indexes 16, 12 and 4 ranked over the three holes of the card.
    assert [card.index(SI_ROW, c).data() for c in range(3)] == ["3", "2", "1"]
    assert view.state.game.hole_numbers[view.state.hole_index] == 12
    subtitle = view.course_label.text()
    assert subtitle.startswith("Hole 12 · par 3 · ")
    assert "SI 3 (16 on the course)" in subtitle


def test_a_whole_course_says_one_stroke_index(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], tuple(range(1, 19))), [HUMAN], speed=Speed.INSTANT)
    hands(view).wait_for_turn()
    card = view.card_view.model()
    headers = [card.headerData(c, HORIZONTAL) for c in range(card.columnCount())]
    assert headers == [*map(str, range(1, 10)), "Out", *map(str, range(10, 19)), "In",
                       "Total"]
    assert "SI 15 — 1 of 18" in view.course_label.text()
    assert "on the course" not in view.course_label.text()


def _in_sight(view: UltimatePlayView) -> None:
    """The shot (every part of the picker) and the whole card are on screen: the side panel
    needs no scrolling, and the card shows every row and column without a scroll bar."""
    scroll = view.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.verticalScrollBar().maximum() == 0
    assert view.picker_card.geometry().bottom() <= scroll.viewport().height()
    table = view.card_view
    shown = QRect(table.mapTo(view, QPoint(0, 0)), table.size())
    assert view.rect().contains(shown)
    assert not table.horizontalScrollBar().isVisible()
    rows = table.model().rowCount()
    needed = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(rows))
    assert table.viewport().height() + table.horizontalHeader().height() >= needed
    assert table.columnWidth(0) >= table.horizontalHeader().minimumSectionSize()


def test_the_shot_and_the_card_are_both_in_sight_at_1280_by_800(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands],
        screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann", "Bob", "Cy"]), [HUMAN, HUMAN, HUMAN],
                     speed=Speed.INSTANT)
    hands(view).wait_for_turn()  # the card suggested for the tee shot
    QApplication.processEvents()
    _in_sight(view)
    image = view.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "ultimate_play_1280x800.png"))


@pytest.mark.parametrize(("holes", "name"), [
    (tuple(range(1, 19)), "ultimate_play_default_size.png"),  # the widest card
    ((12, 17, 14), "ultimate_play_default_size_3_holes.png"),  # the longest subtitle
])
def test_four_players_shot_and_card_fit_the_studios_default_window(
        window: MainWindow, hands: Callable[[UltimatePlayView], Hands],
        screenshot_dir: Path, holes: tuple[int, ...], name: str) -> None:
    area = window.area(area_key("ultimate", Offer.PLAY))
    assert isinstance(area, PlayArea)
    view = UltimatePlayView(params_of(["Ann", "Bob", "Cy", "Di"], holes),
                            [HUMAN] * 4, seed=7, store_factory=None, speed=Speed.INSTANT)
    area.show_game(view)
    window.stack.setCurrentWidget(area)  # as the shell shows an area (show_area)
    h = hands(view)
    h.wait_for_turn()
    h.card("driver")
    QApplication.processEvents()
    save_screenshot(window, screenshot_dir / name)
    _in_sight(view)


def _on_screen(view: UltimatePlayView, item: QGraphicsItem) -> QRectF:
    canvas = view.canvas
    return item.deviceTransform(canvas.viewportTransform()).mapRect(item.boundingRect())


def test_fan_points_are_labelled_with_their_dice_sums_clear_of_the_ball(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann", "Bob"], (14,)), [HUMAN, HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.card("3-wood-tee")
    seat = view.state.player_to_play()
    assert seat is not None
    labels = view.canvas.fan_labels
    assert sorted(labels) == list(range(2, 13))
    ball = _on_screen(view, view.canvas.balls[seat])
    shown = QRectF(view.canvas.viewport().rect())
    for dice_sum, tag in labels.items():
        (number,) = [c for c in tag.childItems() if isinstance(c, QGraphicsSimpleTextItem)]
        assert number.text() == str(dice_sum)
        box = _on_screen(view, tag)
        assert box.height() >= 9  # legible
        assert not box.intersects(ball)
        assert shown.contains(box)
    # Each sum beside its own point, and no label over another.
    boxes = {dice_sum: _on_screen(view, tag) for dice_sum, tag in labels.items()}
    for dice_sum, tag in labels.items():
        dot = _on_screen(view, tag.parentItem()).center()
        assert QLineF(boxes[dice_sum].center(), dot).length() < 20
        assert not any(boxes[dice_sum].intersects(boxes[other]) for other in boxes
                       if other != dice_sum), dice_sum
