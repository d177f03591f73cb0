"""Game night: keep and score the scorecard of a real round played at the table.

API for the main window (docs/game-night.md):

- ``ui.gamenight.night_page.GameNightPage(store, night_id, parent=None, poll_ms=3000)`` —
  the scorekeeper: the night's grid (``.grid``, an ``EntryGridView``), live standings
  (``.standings``), an undo stack (``.undo_stack``; Ctrl+Z / Ctrl+Shift+Z work inside the
  page). Scores are committed to ``store`` as they are typed; the page re-reads the store
  every ``poll_ms`` (0: never) to show another scorekeeper's entries. Signal
  ``scores_changed``. The night must exist: the set-up page creates it.
- ``ui.gamenight.setup_page.NightSetupPage(store, parent=None, ask_course=…)`` — set up a
  night (course, players and handicaps, formats, teams); signal ``nightCreated(int)`` with
  the new night's id. ``ask_course`` opens the custom course editor (injectable for tests).
- ``ui.gamenight.round_page.RoundResultsPage`` — the round-file results page (unchanged).
"""
