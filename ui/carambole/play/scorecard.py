"""What Carambole adds to the kit's scorecard (``ui.play_kit.scorecard``).

A player's score on a course is the sum of their balls' (§6, ``CaramboleState.card``); while
a course is being played the card shows, in grey, what a player has so far — their finished
balls plus the strokes of balls still on the course — with a tooltip per ball, and each row
carries the player's balls as small swatches.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap

from golfstudio.carambole.game import BallInfo, BallState, CaramboleState
from golfstudio.engine.state import State
from ui.carambole.play.board import ball_colour, paint_ball
from ui.carambole.play.shot_panel import colour_name
from ui.play_kit.scorecard import CardHooks, GameScorecard
from ui.scorecard.model import ScoreCell

SWATCH = 14


def ball_swatch(balls: Sequence[BallInfo]) -> QPixmap:
    """Small balls side by side in the player's colours, for headers and the turn label."""
    width = SWATCH * len(balls) - (SWATCH // 4) * (len(balls) - 1) + 2
    pixmap = QPixmap(max(width, SWATCH + 2), SWATCH + 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = SWATCH / 2 - 1
    for k, info in enumerate(balls):
        x = 1 + r + k * (SWATCH - SWATCH // 4)
        paint_ball(painter, QPointF(x, 1 + r), r, ball_colour(info.colour))
    painter.end()
    return pixmap


class CaramboleCard(QObject):
    """The hooks of a Carambole game's card (``hooks()``); a QObject for ``self.tr``'s
    plurals."""

    def __init__(self, state: CaramboleState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = [p.name for p in state.params.players]
        self.balls = [[b for b in state.balls if b.owner == p] for p in range(len(self.names))]

    def hooks(self) -> CardHooks:
        return CardHooks(cells=self.cells, player_icon=lambda p: ball_swatch(self.balls[p]),
                         player_tip=self.player_tip)

    def player_tip(self, player: int) -> str:
        colours = ", ".join(colour_name(b.colour) for b in self.balls[player])
        return f"{self.names[player]}: {colours}"

    def cells(self, state: State[Any]) -> Mapping[tuple[int, int], ScoreCell]:
        """Every cell with its balls' tips; the course being played with the strokes so far."""
        assert isinstance(state, CaramboleState)
        ball_card = state.ball_card()
        current = -1 if state.is_over() else state.course_index
        found: dict[tuple[int, int], ScoreCell] = {}
        for player, balls in enumerate(self.balls):
            for course, scores in enumerate(ball_card):
                mine = [scores[b.number] for b in balls]
                known = [s for s in mine if s is not None]
                tips: list[str] = []
                extra = 0
                started = bool(known)
                for info, s in zip(balls, mine, strict=True):
                    name = self.tr("{colour} ball").format(colour=colour_name(info.colour))
                    if s is not None:
                        tips.append(f"{name}: {s}")
                    elif course == current and state.ball_state(info.number) is BallState.PLAYING:
                        strokes = state.strokes(info.number)
                        extra += strokes
                        started = True
                        tips.append(self.tr("{ball}: %n stroke(s) so far", "", strokes).format(
                            ball=name))
                    elif course == current:
                        tips.append(self.tr("{ball}: not on the course yet").format(ball=name))
                tip = "\n".join(tips)
                if len(known) == len(mine):
                    found[player, course] = ScoreCell(sum(known), False, tip)
                elif course == current and started:
                    found[player, course] = ScoreCell(sum(known) + extra, True, tip)
                else:
                    found[player, course] = ScoreCell(None, False, tip)
        return found


def carambole_scorecard(state: CaramboleState, parent: QObject | None = None
                        ) -> GameScorecard:
    """The kit's scorecard model of a Carambole game, with Carambole's cells and swatches."""
    card = CaramboleCard(state)
    model = GameScorecard(state, card.hooks(), parent)
    card.setParent(model)
    return model
