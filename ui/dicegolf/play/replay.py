"""A saved game of Dice Golf replayed on its own: the kit's ``ReplayView`` with the track
and the throw, the stage (a step for each throw) and the card; registered with the kit so a
``golfstudio.game`` file of Dice Golf opens in it (``ui.play_kit.games``). The hands are
not shown: the replay tells the throws, and a card played is named where it is played."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.actions import Action
from golfstudio.dicegolf.game import DiceGolfGame, GameParams
from ui.dicegolf.play.board import DiceGolfCanvas
from ui.dicegolf.play.play_view import card_hooks
from ui.dicegolf.play.stage import DiceGolfStage
from ui.play_kit import replay as kit
from ui.play_kit.seats import Speed

__all__ = ["ReplayView", "replay_view"]


class ReplayView(kit.ReplayView):
    """A Dice Golf game's actions stepped through throw by throw."""

    def __init__(self, params: GameParams, actions: Sequence[Action], *,
                 speed: Speed = Speed.NORMAL, parent: QWidget | None = None) -> None:
        game = DiceGolfGame(params)
        canvas = DiceGolfCanvas()
        stage = DiceGolfStage(canvas, game)
        super().__init__(game, actions, canvas, stage, hooks=card_hooks(), speed=speed,
                         parent=parent)
        self.setObjectName("diceGolfReplay")
        self.dice_canvas = canvas


replay_view = kit.replay_view_of(DiceGolfGame, "a Dice Golf", ReplayView)
"""The replay view of a saved Dice Golf game (``GameError`` if it does not replay)."""
