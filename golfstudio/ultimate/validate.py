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
from golfstudio.i18n import tr
from golfstudio.plane import Point
from golfstudio.ultimate.course import (
    Course,
    DropZone,
    Hole,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Terrain,
    UnplayableInto,
    terrain_name,
)
from golfstudio.ultimate.outline import outline_problem

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
            details.extend(tr("hole {hole} has {index}").format(hole=number, index=index)
                           for number in numbers)
        elif len(numbers) > 1:
            # "holes 1 and 5 both have 7", "holes 1, 3 and 5 all have 7" (issue 30 item 6)
            shared = (tr("holes {holes} both have {index}") if len(numbers) == 2
                      else tr("holes {holes} all have {index}"))
            details.append(shared.format(holes=join_names(str(h) for h in numbers),
                                         index=index))
    missing = [i for i in range(1, n + 1) if i not in holes_of]
    if missing:
        details.append(tr("no hole has {indexes}").format(
            indexes=join_names(str(i) for i in missing)))
    if not details:
        return []
    first = next((numbers[-1] for index, numbers in sorted(holes_of.items())
                  if index > n or len(numbers) > 1), None)
    return [Problem(Severity.ERROR, tr("stroke indexes must number the holes 1 to {count} once "
                                       "each: {details}").format(count=n,
                                                                 details="; ".join(details)),
                    first)]


def _where(p: Point) -> str:
    return str(p)


class _HoleChecker:
    def __init__(self, hole: Hole, number: int) -> None:
        self.hole = hole
        self.number = number
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
        self.problems.append(Problem(Severity.ERROR, message, self.number, region, at))

    def warning(self, message: str, region: str | None = None, at: Point | None = None) -> None:
        self.problems.append(Problem(Severity.WARNING, message, self.number, region, at))

    def _terrain_words(self, p: Point) -> str:
        region = self.hole.region_at(p)
        return tr("off every region") if region is None else (
            tr("on {terrain} (region {region})").format(terrain=terrain_name(region.kind),
                                                        region=region.id))

    def _regions(self) -> None:
        for region_id, n in Counter(r.id for r in self.hole.regions).items():
            if n > 1:
                self.error(tr("hole {hole}: region id {region} is used {count} times").format(
                    hole=self.number, region=region_id, count=n), region_id)
        for region in self.hole.regions:
            found = outline_problem(region.points, region.smooth)
            if found is not None:
                problem, at = found
                self.error(tr("hole {hole} region {region}: {problem}").format(
                    hole=self.number, region=region.id, problem=problem), region.id, at)
        if not any(r.kind is Terrain.GREEN for r in self.hole.regions):
            self.error(tr("hole {hole} has no green region").format(hole=self.number))
        if not any(r.kind is Terrain.TEE for r in self.hole.regions):
            self.warning(tr("hole {hole} has no tee region").format(hole=self.number))

    def _tees(self) -> None:
        markers = self.hole.tee_markers
        if len(markers) != 2:
            self.error(tr("hole {hole} needs two tee markers, it has {count}").format(
                hole=self.number, count=len(markers)))
        for i, p in enumerate(markers, start=1):
            region = self.hole.region_at(p)
            if region is None:
                self.error(tr("hole {hole}: tee marker #{number} {point} is off every region")
                           .format(hole=self.number, number=i, point=_where(p)), at=p)
            elif region.kind is not Terrain.TEE:
                self.warning(tr("hole {hole}: tee marker #{number} {point} is {where}, "
                                "not on a tee").format(hole=self.number, number=i,
                                                       point=_where(p),
                                                       where=self._terrain_words(p)),
                             region.id, p)

    def _flag(self) -> None:
        flag = self.hole.flag
        if flag is None:
            self.error(tr("hole {hole} has no flag").format(hole=self.number))
            return
        region = self.hole.region_at(flag)
        if region is None or region.kind is not Terrain.GREEN:
            self.error(tr("hole {hole}: the flag {point} is {where}, not on a green").format(
                hole=self.number, point=_where(flag), where=self._terrain_words(flag)),
                None if region is None else region.id, flag)

    def _markers(self) -> None:
        hole = self.hole
        if hole.par == 3 and hole.markers_150:
            self.warning(tr("hole {hole}: a par 3 shows no 150-yard markers (§1: par 4 and 5 "
                            "only)").format(hole=self.number))
        if hole.par in (4, 5) and not hole.markers_150:
            self.warning(tr("hole {hole} has no 150-yard markers (§1: par 4 and 5 holes show "
                            "them)").format(hole=self.number))

    def _hole_in_one(self) -> None:
        if self.hole.hole_in_one is not None and self.hole.par != 3:
            self.error(tr("hole {hole}: a hole-in-one club is for par 3s only (§4); this is a "
                          "par {par}").format(hole=self.number, par=self.hole.par))

    def _known_region(self, label: str, region_id: str) -> bool:
        if self.hole.region(region_id) is None:
            self.error(tr("hole {hole} {rule}: there is no region {region} on this hole").format(
                hole=self.number, rule=label, region=region_id), region_id)
            return False
        return True

    def _rule(self, index: int, rule: LocalRule) -> None:
        label = tr("local rule #{number}").format(number=index + 1)
        if rule.region is not None:
            self._known_region(label, rule.region)
        for k, option in enumerate(rule.options, start=1):
            where = tr("local rule #{number} option #{option}").format(number=index + 1,
                                                                         option=k)
            if isinstance(option, DropZone) and option.zone is not None:
                self._known_region(where, option.zone)
            elif isinstance(option, UnplayableInto):
                if self._known_region(where, option.bunker):
                    bunker = self.hole.region(option.bunker)
                    if bunker is not None and bunker.kind is not Terrain.BUNKER:
                        self.error(tr("hole {hole} {rule}: region {region} is {terrain}, not a "
                                      "bunker").format(hole=self.number, rule=where,
                                                       region=bunker.id,
                                                       terrain=terrain_name(bunker.kind)),
                                   bunker.id)
            elif isinstance(option, PlaceAndPutt):
                region = self.hole.region_at(option.at)
                if region is None or region.kind is not Terrain.GREEN:
                    self.warning(tr("hole {hole} {rule}: the ball is placed at {point}, "
                                    "{where}, not on a green").format(
                                        hole=self.number, rule=where, point=_where(option.at),
                                        where=self._terrain_words(option.at)),
                                 at=option.at)
            elif isinstance(option, PlayAs) and option.beyond is not None:
                self._line(where, option.beyond.line)
        targets = Counter((r.region, r.terrain) for r in self.hole.local_rules)
        if targets[(rule.region, rule.terrain)] > 1 and index == next(
                i for i, r in enumerate(self.hole.local_rules)
                if (r.region, r.terrain) == (rule.region, rule.terrain)):
            what = (tr("region {region}").format(region=rule.region) if rule.region is not None
                    else tr("{terrain} terrain").format(
                        terrain=terrain_name(rule.terrain) if rule.terrain else ""))
            self.error(tr("hole {hole}: {count} local rules apply to {what}; give each one rule "
                          "with several options").format(
                              hole=self.number, count=targets[(rule.region, rule.terrain)],
                              what=what), rule.region)

    def _line(self, where: str, line: tuple[Point, Point]) -> None:
        """Beyond a line means the flag's side of it: the flag must be off the line."""
        flag = self.hole.flag
        if flag is None:
            return
        a, b = line
        side = (b.x - a.x) * (flag.y - a.y) - (b.y - a.y) * (flag.x - a.x)
        if abs(side) <= 1e-9 * max(1.0, a.distance_to(b)):
            self.error(tr("hole {hole} {rule}: the line passes through the flag, so no side of "
                          "it is beyond").format(hole=self.number, rule=where), at=flag)
