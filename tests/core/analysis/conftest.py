"""Small courses whose analysis can be worked out by hand."""

from __future__ import annotations

from golfstudio.carambole.course import ChannelObstacle, Course
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.ruleset import Ruleset


def one_die(course: Course, faces: list[int]) -> Course:
    """The course played with a single die (named white, so no card is needed)."""
    return course.replace(ruleset=Ruleset(
        dice=[{"name": "white", "colour": "white", "faces": faces}], cards=[]))


def lane(art: str, faces: list[int], stroke_limit: int = 10) -> Course:
    """A one-row course played with one die. Its ends are the void: a ball that reaches
    one bounces straight back."""
    return one_die(from_rows([art]).replace(stroke_limit=stroke_limit), faces)


def pocket_course() -> Course:
    """A lane with the hole, and apart from it a walled-off pocket.

    Row 0 (q = 0…3): ``S . . H``. Row 2 (q = -1…3, touching nothing of row 0): ``S`` A1
    ``C`` B0 B1, where ``C`` is a one-way channel cell (east only): a ball from the two cells
    on its west can go through it into the two cells on its east, and nothing leads back.
    Played with the default dice and cards.
    """
    course = from_rows(["S . . H", "", "S . . . ."])
    return course.add_obstacle(ChannelObstacle(
        id="one-way", cells=[{"q": 1, "r": 2, "passes": [[0, 0]]}]))
