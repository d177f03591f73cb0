"""The tee a round is played from, as the handicap numbers need it: course rating and slope.

rules/scoring.md ("Decisions taken turn 3"): course rating and slope are part of a course,
per tee; course handicap = index × slope / 113 + (rating − par), rounded; a tabletop course
keeps rating = par and slope 113, so its course handicap is the index. A rated 9-hole course
has its own 9-hole rating and slope, and its rounds follow WHS's 9-hole rules (half the index
for the course handicap, the expected score of the other nine for the differential).

*Decision* (docs/scoring.md, "Tees"): a tee's rating and slope are for the course's own
holes — those of a 9-hole course are its 9-hole rating and slope — so a rated tee exists on a
course of 9 or 18 holes only, the lengths WHS rates; a tabletop course's differential stays
the tabletop one on any number of holes (its index is measured on its own length).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    SLOPE_RANGE,
    STANDARD_SLOPE,
    course_handicap,
    is_whole,
    nine_hole_score_differential,
    score_differential,
)

RATED_HOLES = (9, 18)
"""WHS rates 18 holes and nines; a tee's rating is for the whole course."""
RATING_SPREAD = {9: 6, 18: 12}
"""*Decision*: how far a course rating may lie from par — 12 strokes on 18 holes, 6 on nine.
Real ratings run from about par − 10 (short forward tees) to par + 6; the bound catches a
rating typed for the wrong length (a 9-hole 35.1 on an 18-hole par 72) or a typo (712)."""


def rating_range(par: int, holes: int) -> tuple[float, float]:
    """The course ratings a tee of a par-``par`` course of ``holes`` holes may have."""
    spread = RATING_SPREAD.get(holes, 0)
    return float(par - spread), float(par + spread)


def check_rating(rating: object, slope: object, par: int, holes: int) -> tuple[float, int]:
    """The tee's (rating, slope) once in range, else ScoreError naming what is wrong:
    slope 55..155 (WHS), rating to one decimal within ``rating_range``, on 9 or 18 holes."""
    if holes not in RATED_HOLES:
        raise ScoreError(tr("a course rating is for 9 or 18 holes (WHS), and this course has "
                            "{holes}").format(holes=holes))
    if not is_whole(slope) or slope not in SLOPE_RANGE:
        raise ScoreError(tr("a slope rating is a whole number from 55 to 155, got {value}")
                         .format(value=shown(slope)))
    if (isinstance(rating, bool) or not isinstance(rating, int | float)
            or not math.isfinite(rating)):
        raise ScoreError(tr("a course rating must be a number, got {value}").format(
            value=shown(rating)))
    low, high = rating_range(par, holes)
    if not low <= rating <= high:
        raise ScoreError(tr("a course rating of {rating} is too far from par {par}: on {holes} "
                            "holes it lies from {low} to {high}").format(
            rating=rating, par=par, holes=holes, low=f"{low:g}", high=f"{high:g}"))
    if round(float(rating), 1) != rating:
        raise ScoreError(tr("a course rating has one decimal (71.2), got {value}").format(
            value=rating))
    assert isinstance(slope, int)
    return float(rating), slope


@dataclass(frozen=True)
class TeeRating:
    """Rating and slope of the tee a round is played from, with the course's par and holes.

    ``rated`` False is a tabletop course (rating = par, slope 113): its handicaps are the
    rulebook's, whatever its length.
    """

    course_rating: float
    slope: int
    par: int
    holes: int
    rated: bool = True

    @classmethod
    def tabletop(cls, par: int, holes: int) -> TeeRating:
        return cls(float(par), STANDARD_SLOPE, par, holes, rated=False)

    @property
    def nine_holes(self) -> bool:
        """A rated nine: WHS's 9-hole course handicap and differential apply."""
        return self.rated and self.holes == 9

    def course_handicap(self, index: float | None) -> int:
        """The strokes an index receives from this tee; 0 with no index (as the store
        counts a player who has none)."""
        if index is None:
            return 0
        return course_handicap(index, self.slope, self.course_rating, self.par,
                               nine_holes=self.nine_holes)

    def differential(self, adjusted_gross: int, index: float | None) -> float:
        """The round's 18-hole score differential: WHS's 9-hole way on a rated nine (with
        the player's index before the round), else (113 / slope) × (adjusted − rating)."""
        if self.nine_holes:
            return nine_hole_score_differential(adjusted_gross, self.course_rating,
                                                self.slope, index)
        return score_differential(adjusted_gross, self.course_rating, self.slope)
