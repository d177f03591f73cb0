"""A saved game of Play Nine replayed on its own: the kit's ``ReplayView`` with the card
table, the stage telling the whole game (the real state: each drawn card face up, face-down
cards still backs until the end of their hole) and the card; registered with the kit so a
``golfstudio.game`` file of Play Nine opens in it (``ui.play_kit.games``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from golfstudio.playnine.game import Action, GameParams, PlayNineGame
from ui.play_kit import replay as kit
from ui.play_kit.seats import Speed
from ui.playnine.play.canvas import CardTable
from ui.playnine.play.play_view import card_hooks
from ui.playnine.play.stage import PlayNineStage

__all__ = ["ReplayView", "replay_view"]


class ReplayView(kit.ReplayView):
    """A Play Nine game's actions stepped through move by move."""

    def __init__(self, params: GameParams, actions: Sequence[Action], *,
                 speed: Speed = Speed.NORMAL, parent: QWidget | None = None) -> None:
        game = PlayNineGame(params)
        canvas = CardTable()
        stage = PlayNineStage(canvas)
        super().__init__(game, actions, canvas, stage, hooks=card_hooks(), speed=speed,
                         parent=parent)
        self.setObjectName("playNineReplay")
        self.card_table = canvas


replay_view = kit.replay_view_of(PlayNineGame, "a Play Nine", ReplayView)
"""The replay view of a saved Play Nine game (``GameError`` if it does not replay)."""
