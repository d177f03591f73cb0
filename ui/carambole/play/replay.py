"""A saved Carambole game replayed on its own: the kit's ``ReplayView`` with Carambole's
canvas, stage and card; registered with the kit so a ``golfstudio.game`` file of Carambole
opens in it (``ui.play_kit.games``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from golfstudio.carambole.game import Action, CaramboleGame, GameParams
from ui.carambole.play.canvas import PlayCanvas
from ui.carambole.play.scorecard import CaramboleCard
from ui.carambole.play.stage import CaramboleStage, rest_cells
from ui.play_kit import replay as kit
from ui.play_kit.seats import Speed

__all__ = ["ReplayView", "replay_view", "rest_cells"]


class ReplayView(kit.ReplayView):
    """A Carambole game's actions stepped through shot by shot."""

    def __init__(self, params: GameParams, actions: Sequence[Action], *,
                 course_labels: Sequence[str] | None = None, speed: Speed = Speed.NORMAL,
                 parent: QWidget | None = None) -> None:
        if course_labels is not None:
            params = dataclasses.replace(params, labels=tuple(course_labels))
        game = CaramboleGame(params)
        canvas = PlayCanvas(params.courses, game.balls)
        stage = CaramboleStage(canvas)
        card = CaramboleCard(game.new_state())
        title = self.tr("Replay · {courses}").format(courses=", ".join(params.course_labels()))
        super().__init__(game, actions, canvas, stage, hooks=card.hooks(), speed=speed,
                         title=title, parent=parent)
        self.setObjectName("caramboleReplay")
        card.setParent(self)


replay_view = kit.replay_view_of(CaramboleGame, "a Carambole", ReplayView)
"""The replay view of a saved Carambole game (``GameError`` if it does not replay)."""
