"""Where an obstacle may go: the editor's rules for placing and moving pieces.

The reasons are an enum, not sentences, so the editor says them in the user's language
and a test asserts on the rule itself.
"""

from __future__ import annotations

from enum import Enum

from golfstudio.carambole.course import AnyObstacle, Course
from golfstudio.hexgrid import Hex


class Misplaced(Enum):
    """Why an obstacle cannot stand where it was put."""

    OFF_COURSE = "off course"
    """A cell of the piece is not a course cell (an obstacle sits on the felt)."""
    OVERLAP = "overlap"
    """A cell of the piece is another obstacle's."""
    ON_HOLE = "on hole"
    """The piece would cover the hole (the ball could never drop in)."""


def misplaced(course: Course, obstacle: AnyObstacle) -> Misplaced | None:
    """Why ``obstacle`` (not yet on ``course``) cannot be placed there, or None."""
    for h in obstacle.hexes:
        if not course.has_cell(h):
            return Misplaced.OFF_COURSE
        if course.obstacle_at(h) is not None:
            return Misplaced.OVERLAP
        if h in course.holes:
            return Misplaced.ON_HOLE
    return None


def overlaps_other(course: Course, obstacle_id: str, offset: Hex) -> bool:
    """Whether moving an obstacle of ``course`` by ``offset`` puts it on another obstacle."""
    for h in course.obstacle(obstacle_id).hexes:
        other = course.obstacle_at(h + offset)
        if other is not None and other.id != obstacle_id:
            return True
    return False
