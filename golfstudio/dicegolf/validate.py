"""Whether a hole's pieces fit together on its track: one problem, one readable line.

The models check each object alone; here each hole is checked as a whole: zones that start
at the tee and follow one another before the green, the hole on its green before the end of
terrain, bands that do not overlap, no hazard beyond the hole, water that sends the ball
back to dry ground before it. Errors stop a file from loading (``hole_file.load_course``)
and a game from starting; warnings go to the editor's Problems list. Each problem names its
hole and the part (``zone 2``, ``hazard 3``, ``proximity 1``, ``green``) for the editor to
select.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from golfstudio import docfile
from golfstudio.dicegolf.hole import Band, Course, Hole, Water
from golfstudio.docfile import Severity as Severity  # re-exported for the editor and CLI
from golfstudio.docfile import errors_of as errors_of

__all__ = ["Problem", "Severity", "errors_of", "hole_problems", "validate"]


@dataclass(frozen=True)
class Problem(docfile.Problem):
    """One thing wrong with a course: ``hole`` is its number from 1, ``part`` the piece of
    the hole it is about, as the editor names it."""

    hole: int | None = None
    part: str | None = None


def validate(course: Course) -> list[Problem]:
    """Every problem with the course, hole by hole in a stable order."""
    problems: list[Problem] = []
    for number, hole in enumerate(course.holes, start=1):
        problems.extend(hole_problems(hole, number))
    return problems


def _name(hole: Hole, band: Band) -> str:
    if band in hole.proximity:
        return f"proximity {hole.proximity.index(band) + 1}"
    return f"hazard {hole.hazards.index(band) + 1}"


def _described(hole: Hole, band: Band) -> str:
    kind = getattr(band, "kind", "proximity zone")
    return f"{_name(hole, band)} ({str(kind).replace('-', ' ')} {band.span})"


def hole_problems(hole: Hole, number: int) -> list[Problem]:
    """The problems of one hole, ``number`` naming it."""
    problems: list[Problem] = []

    def error(message: str, part: str | None = None) -> None:
        problems.append(Problem(Severity.ERROR, f"hole {number}: {message}", number, part))

    def warning(message: str, part: str | None = None) -> None:
        problems.append(Problem(Severity.WARNING, f"hole {number}: {message}", number, part))

    green = hole.green.start
    if hole.zones[0].start != 0:
        error(f"zone 1 starts at {hole.zones[0].start} m; the first zone starts at the tee "
              "(0 m)", "zone 1")
    for index, (before, after) in enumerate(itertools.pairwise(hole.zones), start=2):
        if after.start <= before.start:
            error(f"zone {index} starts at {after.start} m, not after zone {index - 1} "
                  f"({before.start} m)", f"zone {index}")
    for index, zone in enumerate(hole.zones, start=1):
        if zone.start >= green:
            error(f"zone {index} starts at {zone.start} m, on the green (from {green} m)",
                  f"zone {index}")
    if not green < hole.length:
        error(f"the hole ({hole.length} m) is not on the green (from {green} m)", "green")
    if not hole.length < hole.end_of_terrain:
        error(f"the end of terrain ({hole.end_of_terrain} m) is not beyond the hole "
              f"({hole.length} m)", "green")
    for near in hole.proximity:
        if near.end >= green:
            error(f"{_described(hole, near)} reaches the green (from {green} m)",
                  _name(hole, near))
        if not any(near.start <= limit <= near.end + 1 for limit in hole.limits):
            warning(f"{_described(hole, near)} leads to no zone limit, so it exempts nothing",
                    _name(hole, near))
    for hazard in hole.hazards:
        if hazard.end > hole.length:
            error(f"{_described(hole, hazard)} lies beyond the hole ({hole.length} m)",
                  _name(hole, hazard))
        if isinstance(hazard, Water):
            _water(hole, hazard, error)
    for kind, bands in (("hazards", list(hole.hazards)), ("proximity zones",
                                                         list(hole.proximity))):
        for first, second in combinations(bands, 2):
            if first.start <= second.end and second.start <= first.end:
                error(f"{kind[:-1]} bands overlap: {_described(hole, first)} and "
                      f"{_described(hole, second)}", _name(hole, second))
    return problems


def _water(hole: Hole, water: Water, error: Callable[[str, str | None], None]) -> None:
    """The ball goes back to ``back_to`` from the water: a mark before it, on dry ground."""
    name = _name(hole, water)
    if water.back_to >= water.start:
        error(f"{_described(hole, water)} sends the ball back to {water.back_to} m, which is "
              "not before the water", name)
        return
    landing = hole.hazard_at(water.back_to)
    if landing is not None:
        error(f"{_described(hole, water)} sends the ball back to {water.back_to} m, inside "
              f"{_described(hole, landing)}", name)
