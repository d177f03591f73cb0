"""What a screen reader hears of the Carambole course being played: each ball's owner,
colour, cell and terrain, its strokes, and whose ball is to play.

The canvas is a drawing a reader cannot walk; its accessible description carries this text
(``ui.accessibility.describe_state``), set by the stage each time it shows a position.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from golfstudio.carambole.course import Terrain
from golfstudio.carambole.game import BallInfo, BallState, CaramboleState
from golfstudio.hexgrid import Hex
from ui.carambole.editor.tools.paint import TERRAIN_NAMES
from ui.carambole.play.shot_panel import colour_name

__all__ = ["board_text"]

_CONTEXT = "CaramboleBoard"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, "", n)


def _number(value: int) -> str:
    return str(value).replace("-", "−")


def _terrain(state: CaramboleState, cell: Hex) -> str:
    found = state.params.courses[state.course_index].cell_at(cell)
    terrain = found.terrain if found is not None else Terrain.FLOOR
    if terrain is Terrain.HOLE:
        return _tr("the hole")
    return QCoreApplication.translate("CourseTools", TERRAIN_NAMES[terrain]).lower()


def _ball(state: CaramboleState, info: BallInfo, names: tuple[str, ...]) -> str:
    who = _tr("{player}, {colour} ball").format(player=names[info.owner],
                                                 colour=colour_name(info.colour))
    strokes = state.strokes(info.number)
    where = state.ball_state(info.number)
    if where is BallState.HOLED:
        return _tr("{ball}: holed in %n stroke(s)", strokes).format(ball=who)
    if where is BallState.OUT:
        return _tr("{ball}: out after %n stroke(s)", strokes).format(ball=who)
    cell = state.ball_cell(info.number)
    if where is BallState.WAITING or cell is None:
        return _tr("{ball}: not on the course yet").format(ball=who)
    return _tr("{ball} on cell {q}, {r}, {terrain}; %n stroke(s)", strokes).format(
        ball=who, q=_number(cell.q), r=_number(cell.r), terrain=_terrain(state, cell))


def board_text(state: CaramboleState) -> str:
    """The position as sentences: "Course 1 of 2. Ann, red ball on cell 4, −2, sand;
    3 strokes. Ann to play." (only the balls of the course shown count there)."""
    game = state.game
    names = game.player_names()
    labels = game.hole_labels()
    parts = [_tr("Course {label} ({number} of {count}).").format(
        label=labels[state.course_index], number=state.course_index + 1, count=len(labels))]
    parts.extend(_ball(state, info, names) + "." for info in state.balls)
    if state.is_over():
        parts.append(_tr("The game is over."))
    else:
        ball = state.ball_to_play()
        if ball is not None:
            owner = next(info.owner for info in state.balls if info.number == ball)
            parts.append(_tr("{player} to play.").format(player=names[owner]))
    return " ".join(parts)
