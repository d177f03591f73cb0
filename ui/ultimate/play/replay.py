"""A saved Ultimate Golf round replayed on its own: the kit's ``ReplayView`` with the hole
canvas, the stage and the card with par and stroke index; registered with the kit so a
``golfstudio.game`` file of Ultimate Golf opens in it (``ui.play_kit.games``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from golfstudio.ultimate.game import Action, GameParams, UltimateGame
from ui.play_kit import replay as kit
from ui.play_kit.seats import Speed
from ui.ultimate.play.canvas import HoleCanvas
from ui.ultimate.play.play_view import card_hooks
from ui.ultimate.play.stage import UltimateStage

__all__ = ["ReplayView", "replay_view"]


class ReplayView(kit.ReplayView):
    """An Ultimate Golf round's actions stepped through throw by throw."""

    def __init__(self, params: GameParams, actions: Sequence[Action], *,
                 speed: Speed = Speed.NORMAL, parent: QWidget | None = None) -> None:
        game = UltimateGame(params)
        canvas = HoleCanvas()
        stage = UltimateStage(canvas, announce=False)
        super().__init__(game, actions, canvas, stage, hooks=card_hooks(), speed=speed,
                         parent=parent)
        self.setObjectName("ultimateReplay")
        self.hole_canvas = canvas


replay_view = kit.replay_view_of(UltimateGame, "an Ultimate Golf", ReplayView)
"""The replay view of a saved Ultimate Golf round (``GameError`` if it does not replay)."""
