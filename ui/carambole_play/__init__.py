"""Playing Mini Golf Carambole on screen (issue 4 §2): set-up, play, scorecard, replay.

API for the main window:

- ``start_new_game(parent, *, store_factory=open_store) -> PlayView | None`` runs the set-up
  dialog (courses of the round, players with colour, Human / Random AI / Greedy AI and
  1–3 balls, basic or carambole mode, AI speed, dice seed) and returns the game's view, not
  yet shown, or None when cancelled.
- ``PlayView(params, players_ai=None, store_factory=open_store, rng_seed=None, parent=None,
  *, speed=Speed.NORMAL, course_labels=None, played_on=None)`` plays a game:
  ``params`` the engine's ``GameParams``; ``players_ai`` one entry per player — a ``Seat``
  (``HUMAN``, ``RANDOM``, ``GREEDY``), None for a person, or any object with
  ``choose(state)``; ``store_factory`` a ``Store`` or a callable opening one (closed after
  the write), None to not save; ``rng_seed`` the dice's seed (shown in the view; random if
  None); ``course_labels`` how the scorecards name the courses (bundled ids or file names;
  default the courses' names). Signals: ``turnChanged()``, ``gameOver(Scores)``,
  ``roundSaved(SavedRound)``, ``saveFailed(str)``. When the game ends the round is written
  to the store in the background as a night of the game "carambole"
  (``golfstudio.carambole.round_record``) and the replay bar appears under the course.
- ``ReplayView(params, actions, *, course_labels=None)`` replays a saved game (its
  parameters and action history) shot by shot.

Modules: ``setup_dialog`` (the dialog, ``GameSetup``), ``play_view`` (``PlayView``),
``canvas`` (the editor's ``CourseScene`` shown read-only with balls, arrows and the shot's
trace), ``board`` (those items), ``shot_frames`` (a ``ShotRecord`` laid out in time),
``shot_panel`` and ``dice`` (a person's shot controls), ``scorecard`` (the live scorecard
model), ``replay`` (stepping through shots), ``round_saver`` (the background store write),
``seats`` (who plays, how fast).
"""

from ui.carambole_play.play_view import PlayView
from ui.carambole_play.replay import ReplayView
from ui.carambole_play.seats import Seat, Speed
from ui.carambole_play.setup_dialog import GameSetup, SetupDialog, start_new_game

__all__ = ["GameSetup", "PlayView", "ReplayView", "Seat", "SetupDialog", "Speed",
           "start_new_game"]
