"""Game night: the logic behind the scorekeeper used at the table (docs/game-night.md).

Pure Python like the rest of the core: which scores may be typed for a game
(:mod:`~golfstudio.gamenight.entry`), the bundled scorecard courses
(:mod:`~golfstudio.gamenight.courses`), live standings of a round in progress
(:mod:`~golfstudio.gamenight.live`), setting up a night (:mod:`~golfstudio.gamenight.setup`),
history (:mod:`~golfstudio.gamenight.history`), CSV import/export
(:mod:`~golfstudio.gamenight.csv_io`) and the night file, a whole night as JSON
(:mod:`~golfstudio.gamenight.night_file`, docs/night-file.md). The UI only shows what these
return.
"""

from golfstudio.gamenight.errors import EntryError

__all__ = ["EntryError"]
