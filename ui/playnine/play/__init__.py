"""Playing Play Nine on screen, on the play kit (``ui.play_kit``, docs/play-kit.md).

What is Play Nine's lives here; the turn loop, seats, scorecard model, replay, saving and the
Play area's page are the kit's.

- ``start_new_game(parent, store)`` runs the set-up dialog (two to six players, each a person
  or an AI of the registry; the number of holes; the AIs' speed; the seed) and returns the
  game's ``PlayNinePlayView``, not yet shown, or None.
- ``PlayNinePlayView(params, seats, seed=None, *, store_factory, speed, ...)``: the game at
  the card table (the kit's ``TableView``).
- ``ReplayView(params, actions)``: a game replayed move by move; ``replay_view(saved,
  parent)`` is registered with the kit for saved games.

Modules: ``setup_dialog``; ``play_view`` (a person's moves, the hot seat's pass screen, the
hint, the card's hooks); ``picture`` (what the table may show of a position: face-up cards
only); ``canvas`` (the table: layouts, piles, the hand, cards sliding and turning, the
scores of a hole); ``stage`` (each record as the table animates it, and in words);
``panel`` (the moves' buttons, the hint's answer, the last hole's scores, the pass screen);
``hint`` (the ``strong`` AI's advice, off the GUI thread); ``words``; ``replay``; ``area``.
"""

from ui.play_kit.games import register_replay_view
from ui.playnine.play.play_view import PlayNinePlayView
from ui.playnine.play.replay import ReplayView, replay_view
from ui.playnine.play.setup_dialog import GameSetup, SetupDialog, start_new_game

register_replay_view("playnine", replay_view)

__all__ = ["GameSetup", "PlayNinePlayView", "ReplayView", "SetupDialog", "start_new_game"]
