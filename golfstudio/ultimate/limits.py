"""The largest numbers an Ultimate Golf course file may hold.

Every number from a file or a user is range-checked (the charter): without bounds a point at
10**300 yards overflows the drawing's transforms, a polygon of a million points makes every
"which terrain is the ball on" question crawl, and a thousand holes make a scorecard no one
can play. The bounds come from the game with room to spare, are stated in
docs/ultimate-format.md, and the models refuse anything beyond them, so every door — a file,
the editor, the engine — is covered.
"""

from __future__ import annotations

MAX_COORDINATE = 2000.0
"""Points lie within ``-2000 … 2000`` yards on both axes. The longest hole of the default
course is a 600-yard par 5; the bound leaves room for a hole drawn far from the origin and
for the out-of-bounds margin around it."""

MAX_POLYGON_POINTS = 2000
"""Points in one region's outline: a traced shoreline of a few hundred points fits many
times over, and checking an outline for self-crossings stays quick."""

MAX_REGIONS = 500
"""Terrain regions on one hole: the busiest printed board has a few dozen (trees, bunkers)."""

MIN_HOLES = 1
MAX_HOLES = 36
"""Holes in a course: one for a practice hole, 18 for the printed course, 36 for two rounds
laid out as one course."""

NEW_COURSE_HOLES = 18
"""Holes in a new course (ultimate-golf.md §1)."""

MIN_PAR = 3
MAX_PAR = 6

MAX_TEE_MARKERS = 2
"""The two tee markers (§1)."""

MAX_150_MARKERS = 4
"""150-yard markers: one on each side of the fairway (§1), twice for a double fairway."""

MAX_LOCAL_RULES = 20
"""Local rules on one hole: the rulebook's busiest hole (18) has three."""

MAX_RELIEF_OPTIONS = 4
"""The choices one local rule offers the player (hole 12: replay from the tee or drop)."""

MAX_PENALTY = 2
"""Penalty strokes one relief costs: the rulebook's rules cost 0 or 1."""

MAX_Z_ORDER = 1000
"""A region's z-order lies within ``-1000 … 1000``; more than enough for 500 regions."""

MAX_ID_LENGTH = 40
MAX_NAME_LENGTH = 100
MAX_NOTES_LENGTH = 10_000
MAX_PATH_LENGTH = 1000

MAX_IMAGE_PIXELS = 100_000.0
"""A tracing background's calibration points lie within ``0 … 100000`` pixels: a board
scanned at 1,200 dpi is about 20,000 pixels across."""

MAX_CALIBRATION_YARDS = 4000.0
"""The yards between a background's two calibration points: at most the map's width."""
