"""Ultimate Golf play views on the bundled course, a scorecard database of the test's own,
and a person's hands: real clicks on the card list, the hole and the buttons, real keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.game import GameParams
from tests.ui.play_kit.harness import (  # the fixtures are found where they are imported
    TableHands,
    store,  # noqa: F401
    store_url,  # noqa: F401
    view_maker,
)
from ui.ultimate.play.play_view import UltimatePlayView

LEFT = Qt.MouseButton.LeftButton
SIZE = (1280, 800)
TIMEOUT_MS = 30_000
HOLES = (12, 17, 14)


def params_of(players: Sequence[str], holes: Sequence[int] = HOLES) -> GameParams:
    return GameParams(load_bundled(), tuple(players), "default", tuple(holes))


MakeView = Callable[..., UltimatePlayView]


@pytest.fixture
def make_view(qtbot: QtBot) -> MakeView:
    """A shown play view at 1280×800; qtbot closes it after the test."""
    return view_maker(qtbot, UltimatePlayView, SIZE, seed=7)


class Hands(TableHands[UltimatePlayView]):
    """What a person does at this game's table, through real events."""

    def wait_for_turn(self) -> None:
        """Until a person is to act (a shot, a relief, a throw of their own), or the round is
        over."""
        self.qtbot.waitUntil(lambda: self.view.is_human_turn() or self.view.awaits_throw()
                             or self.view.is_over(), timeout=TIMEOUT_MS)

    def card(self, card_id: str) -> None:
        cards = self.view.shot_picker.card_list
        item = self.view.shot_picker.card_item(card_id)
        cards.scrollToItem(item)
        self.qtbot.mouseClick(cards.viewport(), LEFT, pos=cards.visualItemRect(item).center())

    def point(self, at: Point) -> QPoint:
        return self.view.canvas.scene_point(at).toPoint()

    def aim(self, at: Point) -> None:
        self.qtbot.mouseClick(self.view.canvas.viewport(), LEFT, pos=self.point(at))

    def drag_aim(self, start: Point, end: Point) -> None:
        """Press on the hole, move with the button held, release: the aim follows."""
        viewport = self.view.canvas.viewport()
        self.qtbot.mousePress(viewport, LEFT, pos=self.point(start))
        to = QPointF(self.point(end))
        move = QMouseEvent(QEvent.Type.MouseMove, to, viewport.mapToGlobal(to),
                           Qt.MouseButton.NoButton, LEFT, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, move)
        self.qtbot.mouseRelease(viewport, LEFT, pos=self.point(end))

    def roll(self) -> None:
        self.qtbot.mouseClick(self.view.shot_picker.roll_button, LEFT)

    def type_throw(self, text: str) -> None:
        field = self.view.shot_picker.typed
        field.clear()
        self.qtbot.keyClicks(field, text)
        self.qtbot.mouseClick(self.view.shot_picker.typed_button, LEFT)

    def relief(self, k: int) -> None:
        self.qtbot.mouseClick(self.view.shot_picker.relief_buttons[k], LEFT)

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.view, key)


@pytest.fixture
def hands(qtbot: QtBot) -> Callable[[UltimatePlayView], Hands]:
    return lambda view: Hands(qtbot, view)
