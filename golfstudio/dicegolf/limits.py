"""The largest numbers a Dice Golf course file may hold.

Every number from a file or a user is range-checked on entry (the charter): without bounds a
hole of 10**9 metres makes every table over its metres eat the machine, and a thousand
hazards make the editor crawl. The bounds come from the game with room to spare, are stated
in docs/dicegolf-format.md, and the models refuse anything beyond them.
"""

from __future__ import annotations

MAX_METRES = 2_000
"""A hole's end of terrain at most 2 km from the tee: the legend's longest hole is past
424 m; the engine's tables run over every metre of a hole, so the bound keeps them small."""

MIN_HOLES = 1
MAX_HOLES = 18
"""Holes in a course: one to practise, nine for the printed course (§1), 18 for two loops."""
NEW_COURSE_HOLES = 9

MIN_PAR = 2
MAX_PAR = 7

MAX_ZONES = 20
"""Zones of one hole: the boards have two or three."""
MAX_HAZARDS = 40
"""Hazard bands of one hole: the busiest legend (hole 9) has seven."""
MAX_PROXIMITY = 20

PROXIMITY_WIDTHS = (30, 40, 50)
"""A proximity zone is 30, 40 or 50 m long (§3, the yellow dotted lines)."""

MAX_SLOPE = 100
"""Metres a slope or bank adds to or takes from a throw."""

MAX_NAME_LENGTH = 100
MAX_NOTES_LENGTH = 4_000

THROW_LIMIT = 10
"""Throws a player has on one hole (rule 10)."""

HOLE_IN_ONE_REACH = 300
"""The hole-in-one and green-in-one cards work on holes of at most 300 m (§5)."""

MIN_PLAYERS, MAX_PLAYERS = 1, 6
"""Players of one game: the board game's box has markers for six."""

HAND_SIZE = 9
"""Cards dealt to each player before hole 1 (§5)."""

MAX_CARD_KINDS = 30
"""Kinds of card in a deck file: the rulebook's table has seven effects (three green cards)."""
MAX_DECK = 200
"""Cards in a deck: the bundled deck has 60; at least ``HAND_SIZE * MAX_PLAYERS`` so that
six players can be dealt."""
MAX_GREEN_CARD_METRES = 50
"""Metres a green card moves a ball on the green: the longest green is far shorter."""
MAX_VANE_SECTORS = 36
"""Sectors of the weather vane: the bundled vane has the eight points of the compass."""
MAX_VANE_METRES = 100
"""Metres a vane's sector adds to or takes from a throw."""
