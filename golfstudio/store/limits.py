"""The greatest numbers the store takes, so that a typo or a hostile file is refused with a
sentence instead of reaching the database.

A number past a column's range fails differently on each backend — SQLite's driver raises a
bare ``OverflowError``, PostgreSQL an "integer out of range" — and a number that fits the
column can still be absurd: a CSV line with round 2,000,000 would create two million rounds.
So every number is checked against what a game night can really hold, well past any real
night but far below the database's limits; the messages name the bound.
"""

from __future__ import annotations

from datetime import date

INTEGER_RANGE = (-(2**31), 2**31 - 1)
"""An ``INTEGER`` column on both backends: ids, hole numbers, positions."""

SCORE_RANGE = (-999, 999)
"""A hole's score (or a course's par): past any game's hole — Play Nine's card totals run to
a few dozen either way, PBM Golf counts 99 strokes for a lane nobody reaches."""

MAX_ROUNDS = 20
"""Rounds of one night: a stroke-play tournament plays 2 to 4 (rules/scoring.md)."""

MAX_HOLES = 72
"""Holes of one scorecard course: the studio's courses have 9 to 18, its editors at most 36."""

COURSE_HANDICAP_RANGE = (-100, 200)
"""Strokes received for a night: WHS's index runs from -10 to 54 and a slope of 155 gives at
most 74 on 18 holes; the bound leaves room for a 36-hole course and a stiff rating."""

HANDICAP_INDEX_RANGE = (-10.0, 54.0)
"""WHS: a handicap index runs from plus 10 to 54.0."""

DIFFERENTIAL_RANGE = (-100.0, 200.0)
"""A score differential: (113 / slope) × (adjusted gross − rating); finite, and bounded by
the same reasoning as the course handicap."""

DATE_RANGE = (date(1900, 1, 1), date(2999, 12, 31))
"""A night's or a handicap record's date: a year 1 or 9999 is a typing mistake."""

OVER_PAR_RANGE = (1, 99)
"""A course's plausible score limit, in strokes over a hole's par (revision r0007): at least
one, and below the 999 of ``SCORE_RANGE``."""

YARDS_RANGE = (1, 20_000)
"""A tee's length in yards: the longest real courses measure about 8,500."""

REVIEW_DECISIONS_RANGE = (0, 1_000_000)
"""Decisions weighed in one reviewed game: at most one an action, and a saved game holds at
most a million (``engine.saved_game.MAX_ACTIONS``)."""

REVIEW_LUCK_RANGE = (-10_000.0, 10_000.0)
"""Strokes (Play Nine: points) gained or lost by luck over one reviewed game: an 18-hole
Ultimate Golf game's worst play loses about a stroke a decision over a few hundred, a Play
Nine hole's worst a few dozen points."""

REVIEW_LOST_RANGE = (0.0, 10_000.0)
"""Strokes lost to decisions over one reviewed game: never below 0 (an error is Q − V ≥ 0),
bounded as the luck is."""
