"""What stops the analysis from saying anything useful about a course yet.

The editor analyses a course while it is being drawn, so most of the time it is incomplete.
Only three things make an analysis meaningless — no hole, several holes, no start (rulebook
§1: one hole; play begins on a start cell) — and they are refused here, before any work, with
the same words as ``validate``'s errors. Every other problem (a start in water, an overlap)
leaves the analysis meaningful: it skips what it cannot use.
"""

from __future__ import annotations

from golfstudio.analysis.course_analysis import CourseAnalysis, analyse_course
from golfstudio.analysis.errors import AnalysisError
from golfstudio.carambole.course import Course, cell_name
from golfstudio.i18n import tr


def blocking_problem(course: Course) -> str | None:
    """Why the analysis cannot say anything useful about the course yet, or None."""
    holes = course.holes
    if not holes:
        return tr("the course has no hole")
    if len(holes) > 1:
        return tr("the course has {count} holes, at {cells}; it needs exactly one").format(
            count=len(holes), cells=", ".join(cell_name(h) for h in holes))
    if not course.starts:
        return tr("the course has no start cell")
    return None


def analyse_if_ready(course: Course) -> CourseAnalysis:
    """``analyse_course`` after the checks of ``blocking_problem`` (``AnalysisError``)."""
    problem = blocking_problem(course)
    if problem is not None:
        raise AnalysisError(problem)
    return analyse_course(course)
