"""The start page's tiles at the first start's size on a 1280×800 screen, in three languages
(issue 30 §5: the French tiles cut their titles at the top and their actions at the
bottom)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from tests.ui.fits import LANGUAGES, WINDOW, shot_path, speaking
from tests.ui.screenshot import save_screenshot
from ui.main_window import MainWindow
from ui.start_page import NARROW_TILE, AreaTile


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_tile_shows_its_texts_whole_without_scrolling(
        code: str, make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    with speaking(code):
        window = make_window()
        window.resize(WINDOW)
        with qtbot.waitExposed(window):
            window.show()
        qtbot.waitUntil(lambda: window.width() == WINDOW.width())
        QApplication.processEvents()
        page = window.start_page
        tiles = page.tiles
        assert len(tiles) >= 9
        for tile in tiles.values():
            inside = QRectF(tile.rect())
            places = tile.places(tile.width(), tile.height())
            for part in (places.badge, places.title, places.description, places.action):
                assert inside.contains(part), (tile.objectName(), part, inside)
            assert places.needed <= tile.height()
            assert tile.width() < NARROW_TILE  # three to a row beside the sidebar
        scroll = page.findChild(QScrollArea)
        assert scroll is not None and scroll.verticalScrollBar().maximum() == 0
        save_screenshot(window, shot_path("start_page", code), (WINDOW.width(),
                                                                WINDOW.height()))


def test_a_tile_too_short_for_its_text_asks_for_the_height(
        make_window: Callable[[], MainWindow]) -> None:
    """Where the window is too small for the texts, the page scrolls rather than cut them:
    a tile asks, for its width, the height its texts need."""
    window = make_window()  # kept: the tile is the window's
    tile = next(iter(window.start_page.tiles.values()))
    assert isinstance(tile, AreaTile)
    assert tile.hasHeightForWidth()
    narrow = tile.heightForWidth(150)
    assert narrow > tile.heightForWidth(400) >= tile.minimumHeight()
    assert narrow >= tile.places(150, narrow).needed
