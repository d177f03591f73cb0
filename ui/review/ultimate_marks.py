"""Ultimate Golf's options on the hole: a shot is a line from the ball to its aim point (the
cards are named in the words above the board); the chosen one red, the best green. A relief
choice (a drop) has no aim: the review view says it in words."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from golfstudio.engine.state import State
from golfstudio.ultimate.game import Shot, UltimateState
from ui.review.marks import BEST_COLOUR, CHOSEN_COLOUR, ArrowItem, SceneMarks, words
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.play.canvas import HoleCanvas

LINE_WIDTH = 2.2
"""Yards: a hole drawn to fit the canvas shows it some three pixels wide."""


class UltimateMarks:
    def __init__(self, canvas: HoleCanvas) -> None:
        self.canvas = canvas
        self.items = SceneMarks(canvas)

    @classmethod
    def of(cls, canvas: QWidget) -> UltimateMarks | None:
        return cls(canvas) if isinstance(canvas, HoleCanvas) else None

    def mark(self, before: State[Any], chosen: Any, best: Any) -> None:
        self.clear()
        if not (isinstance(before, UltimateState) and isinstance(chosen, Shot)
                and isinstance(best, Shot)):
            return
        seat = before.player_to_play()
        if seat is None:
            return
        self.canvas.clear_aim()
        start = to_scene(before.ball(seat).at)
        same = chosen == best
        chosen_word, best_word = words(same)
        if not same:
            self.items.add(ArrowItem(start, to_scene(chosen.aim), CHOSEN_COLOUR,
                                     chosen_word, LINE_WIDTH))
        self.items.add(ArrowItem(start, to_scene(best.aim), BEST_COLOUR,
                                 best_word, LINE_WIDTH, dashed=not same))

    def clear(self) -> None:
        self.items.clear()
