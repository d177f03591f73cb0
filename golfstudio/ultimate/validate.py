"""Whether a course's pieces fit together: one problem, one readable line.

The models check each object alone; here each hole is checked as a whole (outlines that are
real polygons, tee markers and flag where they belong, local rules naming regions that exist)
and the course across its holes (stroke indexes 1..n once each). Errors stop a file from
loading (``course_file.load_course``); warnings go to the editor's Problems dock. Each
problem names its hole, region and point so the editor can select them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from golfstudio import docfile
from golfstudio.docfile import Severity as Severity  # re-exported for the editor and CLI
from golfstudio.docfile import errors_of as errors_of
from golfstudio.docfile import join_names
from golfstudio.plane import Point, crossing, polygon_problem
from golfstudio.ultimate.course import (
    Course,
    DropZone,
    Hole,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Terrain,
    UnplayableInto,
)

__all__ = ["Problem", "Severity", "errors_of", "validate"]


@dataclass(frozen=True)
class Problem(docfile.Problem):
    """One thing wrong with a course, for the CLI (``message``) and the editor (the rest:
    ``hole`` is the hole's number, from 1)."""

    hole: int | None = None
    region: str | None = None
    at: Point | None = None


def validate(course: Course) -> list[Problem]:
    """Every problem with the course, errors and warnings, hole by hole in a stable order."""
    problems: list[Problem] = []
    for number, hole in enumerate(course.holes, start=1):
        problems.extend(_HoleChecker(hole, number).run())
    problems.extend(_stroke_indexes(course))
    return problems


def _stroke_indexes(course: Course) -> list[Problem]:
    """§1 and scoring.md: handicap strokes go by stroke index, so each of 1..n is on one hole
    exactly. One line says everything that is off, since one fix (renumbering) mends it."""
    n = len(course.holes)
    holes_of: dict[int, list[int]] = {}
    for number, hole in enumerate(course.holes, start=1):
        holes_of.setdefault(hole.stroke_index, []).append(number)
    details: list[str] = []
    for index, numbers in sorted(holes_of.items()):
        if index > n:
            details.extend(f"hole {number} has {index}" for number in numbers)
        elif len(numbers) > 1:
            details.append(f"holes {join_names(str(h) for h in numbers)} all have {index}")
    missing = [i for i in range(1, n + 1) if i not in holes_of]
    if missing:
        details.append(f"no hole has {join_names(str(i) for i in missing)}")
    if not details:
        return []
    first = next((numbers[-1] for index, numbers in sorted(holes_of.items())
                  if index > n or len(numbers) > 1), None)
    return [Problem(Severity.ERROR, f"stroke indexes must number the holes 1 to {n} once "
                    f"each: {'; '.join(details)}", first)]


def _where(p: Point) -> str:
    return str(p)


class _HoleChecker:
    def __init__(self, hole: Hole, number: int) -> None:
        self.hole = hole
        self.number = number
        self.name = f"hole {number}"
        self.problems: list[Problem] = []

    def run(self) -> list[Problem]:
        self._regions()
        self._tees()
        self._flag()
        self._markers()
        self._hole_in_one()
        for index, rule in enumerate(self.hole.local_rules):
            self._rule(index, rule)
        return self.problems

    def error(self, message: str, region: str | None = None, at: Point | None = None) -> None:
        self.problems.append(Problem(Severity.ERROR, f"{self.name}{message}", self.number,
                                     region, at))

    def warning(self, message: str, region: str | None = None, at: Point | None = None) -> None:
        self.problems.append(Problem(Severity.WARNING, f"{self.name}{message}", self.number,
                                     region, at))

    def _terrain_words(self, p: Point) -> str:
        region = self.hole.region_at(p)
        return "off every region" if region is None else (
            f"on {region.kind.value} (region {region.id})")

    def _regions(self) -> None:
        for region_id, n in Counter(r.id for r in self.hole.regions).items():
            if n > 1:
                self.error(f": region id {region_id} is used {n} times", region_id)
        for region in self.hole.regions:
            problem = polygon_problem(region.polygon)
            if problem is not None:
                hit = crossing(region.polygon)
                self.error(f" region {region.id}: {problem}", region.id,
                           None if hit is None else hit.at)
        if not any(r.kind is Terrain.GREEN for r in self.hole.regions):
            self.error(" has no green region")
        if not any(r.kind is Terrain.TEE for r in self.hole.regions):
            self.warning(" has no tee region")

    def _tees(self) -> None:
        markers = self.hole.tee_markers
        if len(markers) != 2:
            self.error(f" needs two tee markers, it has {len(markers)}")
        for i, p in enumerate(markers, start=1):
            region = self.hole.region_at(p)
            if region is None:
                self.error(f": tee marker #{i} {_where(p)} is off every region", at=p)
            elif region.kind is not Terrain.TEE:
                self.warning(f": tee marker #{i} {_where(p)} is {self._terrain_words(p)}, "
                             "not on a tee", region.id, p)

    def _flag(self) -> None:
        flag = self.hole.flag
        if flag is None:
            self.error(" has no flag")
            return
        region = self.hole.region_at(flag)
        if region is None or region.kind is not Terrain.GREEN:
            self.error(f": the flag {_where(flag)} is {self._terrain_words(flag)}, "
                       "not on a green", None if region is None else region.id, flag)

    def _markers(self) -> None:
        hole = self.hole
        if hole.par == 3 and hole.markers_150:
            self.warning(": a par 3 shows no 150-yard markers (§1: par 4 and 5 only)")
        if hole.par in (4, 5) and not hole.markers_150:
            self.warning(" has no 150-yard markers (§1: par 4 and 5 holes show them)")

    def _hole_in_one(self) -> None:
        if self.hole.hole_in_one is not None and self.hole.par != 3:
            self.error(f": a hole-in-one club is for par 3s only (§4); this is a par "
                       f"{self.hole.par}")

    def _known_region(self, label: str, region_id: str) -> bool:
        if self.hole.region(region_id) is None:
            self.error(f" {label}: there is no region {region_id} on this hole", region_id)
            return False
        return True

    def _rule(self, index: int, rule: LocalRule) -> None:
        label = f"local rule #{index + 1}"
        if rule.region is not None:
            self._known_region(label, rule.region)
        for k, option in enumerate(rule.options, start=1):
            where = f"{label} option #{k}"
            if isinstance(option, DropZone) and option.zone is not None:
                self._known_region(where, option.zone)
            elif isinstance(option, UnplayableInto):
                if self._known_region(where, option.bunker):
                    bunker = self.hole.region(option.bunker)
                    if bunker is not None and bunker.kind is not Terrain.BUNKER:
                        self.error(f" {where}: region {bunker.id} is {bunker.kind.value}, "
                                   "not a bunker", bunker.id)
            elif isinstance(option, PlaceAndPutt):
                region = self.hole.region_at(option.at)
                if region is None or region.kind is not Terrain.GREEN:
                    self.warning(f" {where}: the ball is placed at {_where(option.at)}, "
                                 f"{self._terrain_words(option.at)}, not on a green",
                                 at=option.at)
            elif isinstance(option, PlayAs) and option.beyond is not None:
                self._line(where, option.beyond.line)
        targets = Counter((r.region, r.terrain) for r in self.hole.local_rules)
        if targets[(rule.region, rule.terrain)] > 1 and index == next(
                i for i, r in enumerate(self.hole.local_rules)
                if (r.region, r.terrain) == (rule.region, rule.terrain)):
            what = (f"region {rule.region}" if rule.region is not None
                    else f"{rule.terrain.value if rule.terrain else ''} terrain")
            self.error(f": {targets[(rule.region, rule.terrain)]} local rules apply to "
                       f"{what}; give each one rule with several options", rule.region)

    def _line(self, where: str, line: tuple[Point, Point]) -> None:
        """Beyond a line means the flag's side of it: the flag must be off the line."""
        flag = self.hole.flag
        if flag is None:
            return
        a, b = line
        side = (b.x - a.x) * (flag.y - a.y) - (b.y - a.y) * (flag.x - a.x)
        if abs(side) <= 1e-9 * max(1.0, a.distance_to(b)):
            self.error(f" {where}: the line passes through the flag, so no side of it is "
                       "beyond", at=flag)
