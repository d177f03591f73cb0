"""Seats are the registry's AI names; each AI's generator comes from the game's seed and its
seat; the seats editor offers every AI with its description and takes a game's columns."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.engine.registry import ai_players
from tests.ui.play_kit.conftest import carambole
from ui.play_kit.seats import (
    HUMAN,
    SeatsEditor,
    ai_seed,
    make_ai,
    seat_names,
    seat_text,
    seat_tip,
)


def test_the_seats_of_a_game_are_a_person_and_the_registrys_ais() -> None:
    assert seat_names("carambole") == [HUMAN, *ai_players("carambole")]
    assert "best" in seat_names("carambole")
    assert seat_text(HUMAN) == "Human" and seat_text("greedy") == "Greedy AI"
    assert seat_tip("carambole", "best") == ai_players("carambole")["best"][1]
    assert seat_tip("carambole", HUMAN) == ""


def test_an_ai_is_made_from_the_registry_with_a_generator_of_its_seat() -> None:
    game = carambole().game
    assert make_ai(game, HUMAN, 7, 0) is None
    assert isinstance(make_ai(game, "greedy", 7, 0), GreedyPlayer)
    player = make_ai(game, "random", 7, 1)
    assert isinstance(player, RandomPlayer)
    assert player.rng.random() == random.Random(ai_seed(7, 1)).random()
    assert ai_seed(7, 0) != ai_seed(7, 1)
    given = GreedyPlayer()
    assert make_ai(game, given, 7, 0) is given


class Balls:
    """A game's column: a number per seat."""

    def headers(self) -> list[str]:
        return ["Balls"]

    def widgets(self, editor: SeatsEditor, row: int) -> list[QWidget]:
        box = QSpinBox()
        box.setRange(1, 3)
        return [box]

    def connect(self, widget: QWidget, changed: Callable[[], None]) -> None:
        assert isinstance(widget, QSpinBox)
        widget.valueChanged.connect(lambda _v: changed())


def test_the_seats_editor_offers_every_ai_with_its_description(qtbot: QtBot) -> None:
    editor = SeatsEditor("carambole", 3, Balls())
    qtbot.addWidget(editor)
    changes: list[int] = []
    editor.changed.connect(lambda: changes.append(1))
    assert editor.add_seat("Ann", HUMAN) == 0
    assert editor.add_seat() == 1
    assert editor.add_seat() == 2 and editor.add_seat() == -1  # the table is full
    box = editor.seat_box(1)
    offered = [box.itemData(k) for k in range(box.count())]
    assert offered == seat_names("carambole")
    best = offered.index("best")
    assert box.itemData(best, Qt.ItemDataRole.ToolTipRole) == seat_tip("carambole", "best")
    editor.set_seat(1, name="Rita", seat="best")
    assert box.toolTip() == seat_tip("carambole", "best")
    qtbot.keyClicks(editor.name_edit(2), "!")
    balls = editor.cell(2, 0)
    assert isinstance(balls, QSpinBox)
    before = len(changes)
    balls.setValue(3)
    assert len(changes) == before + 1
    assert editor.names() == ["Ann", "Rita", "Player 3!"]
    assert editor.seats() == [HUMAN, "best", "greedy"]
    editor.table.setCurrentCell(0, 0)
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert editor.names() == ["Rita", "Player 3!"]
    assert [editor.table.horizontalHeaderItem(c).text() for c in range(3)] == [
        "Name", "Balls", "Plays"]
