"""The play kit: what every game's play view is built on (architecture.md, "Play views").

- ``table``: ``Table``, the turn loop over any ``State`` — a person's actions through the
  game's picker, AIs from the registry at a watchable pace, chance drawn with the seeded
  generator or typed from a real die, each record handed to the game's ``Stage`` to animate;
- ``seats``: ``Speed``/``Pace``, seats by the registry's AI names, ``SeatsEditor``;
- ``scorecard``: ``ScorecardModel`` over any state's hole-by-hole card, ``ScorecardTable``;
- ``replay``: ``ReplayController``, ``ReplayBar``, ``ReplayView`` — one replay for a finished
  game and a saved one;
- ``saving``: ``RoundSaver`` (the round into the store, off the GUI thread) and Save game…;
- ``games``: each game's UI hooks by id; ``open_saved_game`` for the shell;
- ``view``: ``TableView``, the play page around a game's canvas and picker (side panel,
  turn card, results, replay, saving, status line).
- ``area``: ``PlayArea``, a game's Play area of the shell around its ``TableView`` (New
  game…, abandoning a game, a saved game opened from a file).
- ``abandon``: the question before a game in progress is lost, naming it (Save Game…,
  Abandon, Cancel);
- ``hot_seat``: ``PassScreen``, what hides a person's cards while the screen passes on;
- ``setup``: the set-up dialog's common part (players, pace, layout, first seats, the
  game's ``GameSetup``), ``refusal``, ``parse_holes``; ``new_game_view``, the dialog run and
  the play view made.
- ``setup_memory``: each game's last set-up, kept in QSettings for its next dialog;
- ``course_chooser``: ``CourseChooser``, the set-up dialog's course (bundled or a file) and
  holes to play, for a game played on a course of holes.

A game supplies only its canvas (a ``Stage``), its action picker and how a turn reads; see
docs/play-kit.md.
"""
