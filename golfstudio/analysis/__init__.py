"""Course analysis over networkx graphs: reachability, minimal and expected strokes, par.

A lone ball's rest states and the shots between them form a graph (``shot_graph``); from it
come the cells the hole cannot be reached from and the traps (``reachability``), the fewest
strokes with chosen faces, and the expected strokes under the best play with the faces
falling at random, capped at the stroke limit (``expected_strokes``). ``analyse_course``
runs it all and returns a ``CourseAnalysis``. The rules and decisions: docs/analysis.md.
"""

from golfstudio.analysis.course_analysis import (
    AnalysisWarning,
    CourseAnalysis,
    StartFigures,
    StateFigures,
    analyse_course,
    analyse_table,
    summarise,
)
from golfstudio.analysis.errors import AnalysisError
from golfstudio.analysis.expected_strokes import ExpectedStrokes, find_expected_strokes
from golfstudio.analysis.reachability import Reachability, find_reachability
from golfstudio.analysis.shot_graph import Outcomes, ShotChoice, ShotGraph, build_shot_graph
from golfstudio.analysis.walks import ends_by_impulses

__all__ = [
    "AnalysisError",
    "AnalysisWarning",
    "CourseAnalysis",
    "ExpectedStrokes",
    "Outcomes",
    "Reachability",
    "ShotChoice",
    "ShotGraph",
    "StartFigures",
    "StateFigures",
    "analyse_course",
    "analyse_table",
    "build_shot_graph",
    "ends_by_impulses",
    "find_expected_strokes",
    "find_reachability",
    "summarise",
]
