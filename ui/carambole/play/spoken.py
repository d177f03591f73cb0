"""What a screen reader hears of the Carambole course being played: each ball's owner,
colour, cell and terrain, its strokes, and whose ball is to play.

The canvas is a drawing a reader cannot walk; its accessible description carries this text
(``ui.accessibility.describe_state``), set by the stage each time it shows a position.
**Decision**: counts are said as "strokes: 3", not as a plural sentence, so the text needs
no English plural forms and reads the same for 1 and 3; whose turn it is is said without a
verb ("To play: Ann."), so the person's seat ("You") needs no verb form of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio.bundled import shown_title
from golfstudio.carambole.course import Terrain
from golfstudio.carambole.game import BallInfo, BallState, CaramboleState
from golfstudio.hexgrid import Hex
from ui.carambole.play.shot_panel import colour_name

__all__ = ["CaramboleBoardWords", "board_text"]


def _number(value: int) -> str:
    return str(value).replace("-", "−")


class CaramboleBoardWords(QObject):
    """The sentences (a ``QObject`` so that ``self.tr`` files them under one context)."""

    def terrain(self, state: CaramboleState, cell: Hex) -> str:
        found = state.params.courses[state.course_index].cell_at(cell)
        terrain = found.terrain if found is not None else Terrain.FLOOR
        # In a sentence, not as the editor's palette entries ("Sand"): German keeps its capital.
        return {Terrain.FLOOR: self.tr("floor"), Terrain.SAND: self.tr("sand"),
                Terrain.WATER: self.tr("water"), Terrain.HOLE: self.tr("the hole")}[terrain]

    def ball(self, state: CaramboleState, info: BallInfo, names: tuple[str, ...]) -> str:
        who = self.tr("{player}, {colour} ball").format(player=names[info.owner],
                                                        colour=colour_name(info.colour))
        strokes = state.strokes(info.number)
        where = state.ball_state(info.number)
        if where is BallState.HOLED:
            return self.tr("{ball}: holed; strokes: {strokes}").format(ball=who,
                                                                       strokes=strokes)
        if where is BallState.OUT:
            return self.tr("{ball}: out; strokes: {strokes}").format(ball=who, strokes=strokes)
        cell = None if where is BallState.WAITING else state.ball_cell(info.number)
        if cell is None:
            return self.tr("{ball}: not on the course yet").format(ball=who)
        return self.tr("{ball} on cell {q}, {r}, {terrain}; strokes: {strokes}").format(
            ball=who, q=_number(cell.q), r=_number(cell.r),
            terrain=self.terrain(state, cell), strokes=strokes)

    def board(self, state: CaramboleState) -> str:
        game = state.game
        names = game.player_names()
        labels = state.params.course_labels()  # as the side panel's subtitle names them
        index = min(state.course_index, len(labels) - 1)  # past the last once the game ends
        parts = [self.tr("{label} (course {number} of {count}).").format(
            label=shown_title(labels[index]), number=index + 1, count=len(labels))]
        parts.extend(self.ball(state, info, names) + "." for info in state.balls)
        if state.is_over():
            parts.append(self.tr("The game is over."))
        else:
            ball = state.ball_to_play()
            if ball is not None:
                owner = next(info.owner for info in state.balls if info.number == ball)
                parts.append(self.tr("To play: {player}.").format(player=names[owner]))
        return " ".join(parts)


def board_text(state: CaramboleState) -> str:
    """The position as sentences: "Course 1: The straight (course 1 of 2). Ann, red ball on
    cell 4, −2, sand; strokes: 3. To play: Ann."."""
    return CaramboleBoardWords().board(state)
