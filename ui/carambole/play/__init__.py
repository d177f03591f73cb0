"""Playing Mini Golf Carambole on screen, on the play kit (``ui.play_kit``, docs/play-kit.md).

What is Carambole's lives here; the turn loop, seats, scorecard model, replay and saving are
the kit's.

- ``start_new_game(parent, *, store_factory=open_store, courses=())`` runs the set-up dialog
  (courses of the round — ``courses`` already in it, e.g. the course being edited —, players
  with colour, who plays: Human or one of the registry's AIs, 1–3 balls, basic or carambole
  mode, AI speed, dice seed) and returns the game's ``PlayView``, not yet shown, or None.
- ``PlayView(params, players_ai=None, store_factory=open_store, rng_seed=None, parent=None,
  *, speed=Speed.NORMAL, course_labels=None, played_on=None)``: ``players_ai`` one entry per
  player — a seat name (``"human"``, an AI's name in the registry; ``Seat`` spells them), None
  for a person, or any object with ``choose(view)``. Signals: ``turnChanged()``,
  ``gameOver(scores)``, ``roundSaved(SavedRound)``, ``saveFailed(str)``.
- ``ReplayView(params, actions, *, course_labels=None, speed=...)``: a game replayed shot by
  shot; ``replay_view(saved_game, parent)`` is registered with the kit for saved games.

Modules: ``setup_dialog`` (the dialog and its seats columns), ``play_view`` (the glue),
``stage`` (the canvas as the kit drives it), ``canvas`` and ``board`` (the course with balls,
arrows and the shot's trace), ``shot_frames`` (a ``ShotRecord`` laid out in time),
``shot_panel`` and ``dice`` (the action picker), ``scorecard`` (Carambole's card hooks),
``replay`` (the replay view), ``area`` (the Play page).
"""

from ui.carambole.play.play_view import PlayView
from ui.carambole.play.replay import ReplayView, replay_view
from ui.carambole.play.seats import Seat, Speed
from ui.carambole.play.setup_dialog import GameSetup, SetupDialog, start_new_game
from ui.play_kit.games import register_replay_view

register_replay_view("carambole", replay_view)

__all__ = ["GameSetup", "PlayView", "ReplayView", "Seat", "SetupDialog", "Speed",
           "start_new_game"]
