"""Playing Dice Golf on screen, on the play kit (``ui.play_kit``, docs/play-kit.md).

What is Dice Golf's lives here; the turn loop, seats, scorecard model, replay, saving, the
hot seat's pass screen and the Play area's page are the kit's.

- ``start_new_game(parent, store)`` runs the set-up dialog (the bundled course or a course
  file from the track editor, all holes or a list, one to six players — a person or an AI
  of the registry —, cards or none, the AIs' speed, the dice's seed) and returns the game's
  ``DiceGolfPlayView``, not yet shown, or None.
- ``DiceGolfPlayView(params, seats, seed=None, *, store_factory, speed, ...)``: the game at
  the table (the kit's ``TableView``).
- ``ReplayView(params, actions)``: a game replayed throw by throw; ``replay_view(saved,
  parent)`` is registered with the kit for saved games.

Modules: ``setup_dialog``; ``play_view`` (a person's hands, the hot seat, the card's
hooks); ``board`` (the canvas: the track over the throw); ``track`` (the hole as the track
editor draws it, with the pawns moving on it); ``dice`` (the dice rolling, kept by a click);
``picker`` (the side panel's buttons, the typed dice, the hand of cards); ``stage`` (each
record as the canvas shows it, and in words); ``words``; ``replay``; ``area``.
"""

from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.dicegolf.play.replay import ReplayView, replay_view
from ui.dicegolf.play.setup_dialog import GameSetup, SetupDialog, start_new_game
from ui.play_kit.games import register_replay_view

register_replay_view("dicegolf", replay_view)

__all__ = ["DiceGolfPlayView", "GameSetup", "ReplayView", "SetupDialog", "start_new_game"]
