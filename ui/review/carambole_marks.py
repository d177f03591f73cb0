"""Carambole's options on the hex board: a shot is an arrow from the ball along its
direction, a start a ring round its cell; the chosen one red, the best green (one green
"chosen = best" arrow when they agree in direction)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from golfstudio.carambole.game import CaramboleState, Place, Shot
from golfstudio.engine.state import State
from ui.carambole.editor.geometry import CELL_SIZE, centre, unit
from ui.carambole.play.canvas import PlayCanvas
from ui.review.marks import BEST_COLOUR, CHOSEN_COLOUR, ArrowItem, RingItem, SceneMarks, words

REACH = CELL_SIZE * 2.6
"""How far an arrow reaches from the ball: past the neighbouring cell, so it reads as a way."""


class CaramboleMarks:
    def __init__(self, canvas: PlayCanvas) -> None:
        self.canvas = canvas
        self.items = SceneMarks(canvas)

    @classmethod
    def of(cls, canvas: QWidget) -> CaramboleMarks | None:
        return cls(canvas) if isinstance(canvas, PlayCanvas) else None

    def mark(self, before: State[Any], chosen: Any, best: Any) -> None:
        self.clear()
        if not isinstance(before, CaramboleState):
            return
        same = chosen == best or (isinstance(chosen, Shot) and isinstance(best, Shot)
                                  and chosen.direction == best.direction)
        chosen_word, best_word = words(same)
        if isinstance(chosen, Shot) and isinstance(best, Shot):
            ball = before.ball_to_play()
            cell = None if ball is None else before.ball_cell(ball)
            if cell is None:
                return
            start = centre(cell)
            if not same:
                self.items.add(ArrowItem(start, start + unit(chosen.direction) * REACH,
                                         CHOSEN_COLOUR, chosen_word, CELL_SIZE * 0.13))
            self.items.add(ArrowItem(start, start + unit(best.direction) * REACH,
                                     BEST_COLOUR, best_word, CELL_SIZE * 0.13))
        elif isinstance(chosen, Place) and isinstance(best, Place):
            if not same:
                self.items.add(RingItem(centre(chosen.cell), CELL_SIZE * 0.55, CHOSEN_COLOUR,
                                        chosen_word))
            self.items.add(RingItem(centre(best.cell), CELL_SIZE * 0.55, BEST_COLOUR,
                                    best_word))

    def clear(self) -> None:
        self.items.clear()
