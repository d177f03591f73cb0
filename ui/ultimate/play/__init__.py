"""Playing Ultimate Golf on screen, on the play kit (``ui.play_kit``, docs/play-kit.md).

What is Ultimate Golf's lives here; the turn loop, seats, scorecard model, replay, saving and
the Play area's page are the kit's.

- ``start_new_game(parent, store)`` runs the set-up dialog (course: bundled or a file;
  holes: all, front nine, back nine or a list; players: a person or an AI of the registry;
  AI speed; dice seed) and returns the round's ``UltimatePlayView``, not yet shown, or None.
- ``UltimatePlayView(params, seats, seed=None, *, store_factory, speed, ...)``: the round at
  the table (the kit's ``TableView``).
- ``ReplayView(params, actions)``: a round replayed throw by throw; ``replay_view(saved,
  parent)`` is registered with the kit for saved games.

Modules: ``setup_dialog``, ``play_view`` (the glue and the card's hooks), ``stage`` (the
canvas as the kit drives it, and each action told in words), ``canvas`` (the hole with the
balls, the aim, the fan, the flight and the drop spots), ``shot_picker`` and ``dice`` (a
person's hands), ``results`` (a card's eleven results from the ball), ``announcements`` (the
game's words), ``replay``, ``area`` (the Play page).
"""

from ui.play_kit.games import register_replay_view
from ui.ultimate.play.play_view import UltimatePlayView
from ui.ultimate.play.replay import ReplayView, replay_view
from ui.ultimate.play.setup_dialog import GameSetup, SetupDialog, start_new_game

register_replay_view("ultimate", replay_view)

__all__ = ["GameSetup", "ReplayView", "SetupDialog", "UltimatePlayView", "start_new_game"]
