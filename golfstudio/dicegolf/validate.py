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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from golfstudio import docfile
from golfstudio.dicegolf.hole import Band, Course, HazardKind, Hole, Water
from golfstudio.docfile import Severity as Severity  # re-exported for the editor and CLI
from golfstudio.docfile import errors_of as errors_of
from golfstudio.i18n import tr

if TYPE_CHECKING:
    from golfstudio.dicegolf.dead_ends import DeadEnd

__all__ = ["DEAD_END_PART", "Problem", "Severity", "dead_end_problems", "errors_of",
           "hole_problems", "stretch_of", "validate"]

DEAD_END_PART = "dead end"
"""How a dead end's problem names its part: ``"dead end 60-204"`` (metres, both included),
for the editor to show the stretch."""


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


def _shown_name(hole: Hole, band: Band) -> str:
    """``_name`` as a message says it."""
    if band in hole.proximity:
        return tr("proximity {number}").format(number=hole.proximity.index(band) + 1)
    return tr("hazard {number}").format(number=hole.hazards.index(band) + 1)


def _kind_word(kind: object) -> str:
    """A band's kind in a message ("water crossing")."""
    if kind is None:
        return tr("proximity zone")
    if kind == HazardKind.BUNKER:
        return tr("bunker", "a Dice Golf hazard")
    if kind == HazardKind.POND:
        return tr("pond", "a Dice Golf hazard")
    if kind == HazardKind.RIVER:
        return tr("river", "a Dice Golf hazard")
    if kind == HazardKind.WATER_CROSSING:
        return tr("water crossing", "a Dice Golf hazard")
    if kind == HazardKind.SLOPE:
        return tr("slope", "a Dice Golf hazard")
    if kind == HazardKind.BANK:
        return tr("bank", "a Dice Golf hazard")
    if kind == HazardKind.GROVE:
        return tr("grove", "a Dice Golf hazard")
    return str(kind).replace("-", " ")


def _described(hole: Hole, band: Band) -> str:
    return tr("{name} ({kind} {span})").format(
        name=_shown_name(hole, band), kind=_kind_word(getattr(band, "kind", None)),
        span=band.span)


def hole_problems(hole: Hole, number: int) -> list[Problem]:
    """The problems of one hole, ``number`` naming it."""
    problems: list[Problem] = []

    def error(message: str, part: str | None = None) -> None:
        problems.append(Problem(Severity.ERROR, tr("hole {number}: {problem}").format(
            number=number, problem=message), number, part))

    def warning(message: str, part: str | None = None) -> None:
        problems.append(Problem(Severity.WARNING, tr("hole {number}: {problem}").format(
            number=number, problem=message), number, part))

    green = hole.green.start
    if hole.zones[0].start != 0:
        error(tr("zone 1 starts at {metres} m; the first zone starts at the tee (0 m)")
              .format(metres=hole.zones[0].start), "zone 1")
    for index, (before, after) in enumerate(itertools.pairwise(hole.zones), start=2):
        if after.start <= before.start:
            error(tr("zone {number} starts at {metres} m, not after zone {previous} "
                     "({start} m)").format(number=index, metres=after.start,
                                           previous=index - 1, start=before.start),
                  f"zone {index}")
    for index, zone in enumerate(hole.zones, start=1):
        if zone.start >= green:
            error(tr("zone {number} starts at {metres} m, on the green (from {green} m)")
                  .format(number=index, metres=zone.start, green=green), f"zone {index}")
    if not green < hole.length:
        error(tr("the hole ({length} m) is not on the green (from {green} m)").format(
            length=hole.length, green=green), "green")
    if not hole.length < hole.end_of_terrain:
        error(tr("the end of terrain ({end} m) is not beyond the hole ({length} m)").format(
            end=hole.end_of_terrain, length=hole.length), "green")
    for near in hole.proximity:
        if near.end >= green:
            error(tr("{band} reaches the green (from {green} m)").format(
                band=_described(hole, near), green=green), _name(hole, near))
        if not any(near.start <= limit <= near.end + 1 for limit in hole.limits):
            warning(tr("{band} leads to no zone limit, so it exempts nothing").format(
                band=_described(hole, near)), _name(hole, near))
    for hazard in hole.hazards:
        if hazard.end > hole.length:
            error(tr("{band} lies beyond the hole ({length} m)").format(
                band=_described(hole, hazard), length=hole.length), _name(hole, hazard))
        if isinstance(hazard, Water):
            _water(hole, hazard, error)
    for hazards, bands in ((True, list(hole.hazards)), (False, list(hole.proximity))):
        for first, second in combinations(bands, 2):
            if first.start <= second.end and second.start <= first.end:
                overlap = (tr("hazard bands overlap: {first} and {second}") if hazards
                           else tr("proximity zone bands overlap: {first} and {second}"))
                error(overlap.format(first=_described(hole, first),
                                     second=_described(hole, second)), _name(hole, second))
    return problems


def _water(hole: Hole, water: Water, error: Callable[[str, str | None], None]) -> None:
    """The ball goes back to ``back_to`` from the water: a mark before it, on dry ground."""
    name = _name(hole, water)
    if water.back_to >= water.start:
        error(tr("{band} sends the ball back to {metres} m, which is not before the water")
              .format(band=_described(hole, water), metres=water.back_to), name)
        return
    landing = hole.hazard_at(water.back_to)
    if landing is not None:
        error(tr("{band} sends the ball back to {metres} m, inside {other}").format(
            band=_described(hole, water), metres=water.back_to,
            other=_described(hole, landing)), name)


def dead_end_problems(hole: Hole, number: int,
                      stretches: Sequence[DeadEnd] | None = None) -> list[Problem]:
    """A warning for each stretch of the hole a ball can reach from which every throw costs
    a penalty (``dead_ends``; dice-golf.md §3, "No dead ends on a course"). A stuck stretch
    no ball reaches is not named (*Decision*, docs/dicegolf-format.md): aimable formulas
    leave one before almost every proximity zone — fifteen on the bundled course — and the
    walk runs again after every edit, so one an edit opens is named at once. Not part of
    ``validate``: walking a hole takes a good part of a second, so the editor walks it in the
    background and passes the ``stretches`` found."""
    if stretches is None:
        # Imported here: the walk needs numpy (the throws' arrays); loading a file does not.
        from golfstudio.dicegolf.dead_ends import dead_end_stretches

        stretches = dead_end_stretches(hole)
    problems: list[Problem] = []
    for stretch in stretches:
        if not stretch.reachable:
            continue
        where = (tr("at {metres} m").format(metres=stretch.start)
                 if stretch.start == stretch.end
                 else tr("from {start} to {end} m").format(start=stretch.start, end=stretch.end))
        text = tr("{where} every throw crosses a limit or the end of terrain: a dead end a "
                  "ball can reach from the tee").format(where=where)
        problems.append(Problem(Severity.WARNING, tr("hole {number}: {problem}").format(
            number=number, problem=text), number,
            f"{DEAD_END_PART} {stretch.start}-{stretch.end}"))
    return problems


def stretch_of(part: str | None) -> tuple[int, int] | None:
    """The metres a dead end's ``part`` names (``dead_end_problems``), or None."""
    prefix = DEAD_END_PART + " "
    if part is None or not part.startswith(prefix):
        return None
    start, _, end = part[len(prefix):].partition("-")
    if not (start.isdigit() and end.isdigit()):
        return None
    return int(start), int(end)
