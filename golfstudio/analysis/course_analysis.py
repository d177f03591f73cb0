"""A course's analysis in one value: per-state figures, per-start figures, par, warnings.

``analyse_course(course)`` (or ``analyse_table`` with a compiled table) runs the three
stages — the shot graph (``shot_graph``), reachability (``reachability``) and the expected
strokes (``expected_strokes``) — and sums them up in a ``CourseAnalysis``; the benchmark
times the stages one by one. Decisions (docs/analysis.md):

- **Par suggestion**: the best start's expected strokes rounded to the nearest whole number,
  halves up, and at least 1.
- **Difficulty** of a start: its expected strokes under the best play (what par is made
  of); the report adds the standard deviation of the score and the chance of holing within
  the stroke limit, which tell a lottery from a steady hole.
- **Warnings** (for the editor's Problems dock and the report): a start from which the hole
  cannot be reached, or not within the stroke limit; a start whose best play holes only on
  one exact face (every shot of the best play that can drop in does so on a single face of
  its die); a trap, or a cell the hole cannot be reached from, that a ball from a start can
  come to.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from golfstudio.analysis.expected_strokes import ExpectedStrokes, find_expected_strokes
from golfstudio.analysis.gc_pause import paused_gc
from golfstudio.analysis.reachability import Reachability, find_reachability
from golfstudio.analysis.shot_graph import ShotChoice, ShotGraph, build_shot_graph
from golfstudio.carambole.course import Course, cell_name
from golfstudio.carambole.table import CellTable, compile_course
from golfstudio.hexgrid import Hex
from golfstudio.i18n import tr


@dataclass(frozen=True)
class StateFigures:
    """What the analysis says about a ball resting on one cell before its first stroke."""

    cell: Hex
    expected: float
    """Expected score under the best play, capped at the stroke limit."""
    min_strokes: int | None
    """Fewest strokes to the hole with chosen faces; None when it cannot be reached."""
    best: ShotChoice
    """The best first shot from here."""
    holed: float
    """The chance of holing within the stroke limit under the best play."""
    spread: float
    """The standard deviation of the score under the best play."""
    trap: bool
    """A ball here can never leave (a closed component of the shot graph)."""
    from_start: bool
    """A ball from some start cell can come here."""

    @property
    def reachable(self) -> bool:
        """Whether the hole can be reached from here at all."""
        return self.min_strokes is not None


@dataclass(frozen=True)
class StartFigures:
    """The figures of one start cell (the ``starts`` of the CLI's JSON)."""

    cell: Hex
    expected: float
    min_strokes: int | None
    reachable: bool
    """The hole can be reached within the stroke limit (with chosen faces)."""
    spread: float
    holed: float

    @property
    def difficulty(self) -> float:
        """Decision: a start's difficulty is its expected strokes under the best play."""
        return self.expected

    def to_dict(self) -> dict[str, Any]:
        return {"cell": [self.cell.q, self.cell.r], "expected": round(self.expected, 2),
                "min": self.min_strokes, "reachable": self.reachable}


@dataclass(frozen=True)
class AnalysisWarning:
    """Something a designer should know (module docstring). ``kind`` is one of
    ``no-way-to-hole``, ``beyond-limit``, ``one-exact-face``, ``trap``, ``hopeless``."""

    kind: str
    cell: Hex | None
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True, eq=False)
class CourseAnalysis:
    """Everything the analysis found on one course (module docstring)."""

    name: str
    stroke_limit: int
    states: Mapping[Hex, StateFigures]
    """Every rest state, in the course's row order."""
    starts: tuple[StartFigures, ...]
    """In the course's start order (a start on the hole or inside a solid obstacle, which
    only a broken course has, is left out)."""
    unreachable: tuple[Hex, ...]
    """Rest cells from which the hole can never be reached, in row order."""
    traps: tuple[Hex, ...]
    """Rest cells a ball can never leave (all of them unreachable), in row order."""
    par_suggestion: int | None
    """None only for a course without a start cell."""
    warnings: tuple[AnalysisWarning, ...]
    shots: ShotGraph
    """The graph, for overlays and players: ``shots.graph`` is the networkx ``DiGraph``."""
    strokes: ExpectedStrokes
    """The full capped values and the policy for every stroke count."""
    reach: Reachability

    @property
    def table(self) -> CellTable:
        return self.shots.table

    def best_shot(self, cell: Hex, strokes_taken: int = 0) -> ShotChoice | None:
        """The best shot for a ball resting on ``cell`` after ``strokes_taken`` strokes;
        None for a cell that is no rest state (or once the stroke limit is used up)."""
        c = self.table.index.get(cell)
        if c is None or not 0 <= strokes_taken < self.stroke_limit:
            return None
        k = self.strokes.policy[strokes_taken][c]
        if k < 0:
            return None
        return self.shots.best_choice(c, k)

    def expected_after(self, cell: Hex, strokes_taken: int) -> float | None:
        """The expected final score of a ball on ``cell`` after ``strokes_taken`` strokes."""
        c = self.table.index.get(cell)
        if c is None or not self.shots.is_state(c):
            return None
        if strokes_taken >= self.stroke_limit:
            return float(self.stroke_limit)
        return self.strokes.values[max(0, strokes_taken)][c]

    def to_dict(self) -> dict[str, Any]:
        """The CLI's JSON (``golfstudio analyse --json``)."""
        return {
            "par_suggestion": self.par_suggestion,
            "starts": [s.to_dict() for s in self.starts],
            "unreachable": [[h.q, h.r] for h in self.unreachable],
            "traps": [[h.q, h.r] for h in self.traps],
        }


def analyse_course(course: Course) -> CourseAnalysis:
    """Analyse a course (``AnalysisError`` if it has no hole)."""
    return analyse_table(compile_course(course))


def analyse_table(table: CellTable) -> CourseAnalysis:
    """Analyse a compiled course: the three stages, then the summary."""
    with paused_gc():
        shots = build_shot_graph(table)
        reach = find_reachability(shots)
        return summarise(shots, reach, find_expected_strokes(shots, reach))


def summarise(shots: ShotGraph, reach: Reachability, strokes: ExpectedStrokes
              ) -> CourseAnalysis:
    """Put the stages' results together (``analyse_table`` without the stages)."""
    table = shots.table
    hexes = table.hexes
    limit = table.stroke_limit
    trapped = set(reach.traps)
    expected = strokes.expected
    states: dict[Hex, StateFigures] = {}
    for c in shots.states:
        k = strokes.policy[0][c]
        states[hexes[c]] = StateFigures(
            cell=hexes[c], expected=expected[c], min_strokes=reach.min_strokes.get(c),
            best=shots.best_choice(c, k), holed=strokes.holed[c],
            spread=strokes.spread[c], trap=c in trapped, from_start=c in reach.from_start)
    starts = tuple(_start_figures(states[hexes[s]], limit) for s in table.starts
                   if hexes[s] in states)
    par = None
    if starts:
        par = max(1, math.floor(min(s.expected for s in starts) + 0.5))
    return CourseAnalysis(
        name=table.name, stroke_limit=limit, states=MappingProxyType(states), starts=starts,
        unreachable=tuple(hexes[c] for c in reach.unreachable),
        traps=tuple(hexes[c] for c in reach.traps), par_suggestion=par,
        warnings=tuple(_warnings(shots, reach, strokes, starts)), shots=shots,
        strokes=strokes, reach=reach)


def _start_figures(state: StateFigures, limit: int) -> StartFigures:
    least = state.min_strokes
    return StartFigures(cell=state.cell, expected=state.expected, min_strokes=least,
                        reachable=least is not None and least <= limit, spread=state.spread,
                        holed=state.holed)


def _warnings(shots: ShotGraph, reach: Reachability, strokes: ExpectedStrokes,
              starts: tuple[StartFigures, ...]) -> list[AnalysisWarning]:
    table = shots.table
    found: list[AnalysisWarning] = []
    for start in starts:
        where = cell_name(start.cell)
        if start.min_strokes is None:
            found.append(AnalysisWarning(
                "no-way-to-hole", start.cell,
                tr("start {cell}: the hole cannot be reached from it").format(cell=where)))
        elif not start.reachable:
            found.append(AnalysisWarning(
                "beyond-limit", start.cell,
                tr("start {cell}: the hole needs at least {strokes} strokes, more than the "
                   "stroke limit of {limit}").format(
                    cell=where, strokes=start.min_strokes, limit=table.stroke_limit)))
        elif _holes_on_one_face(shots, strokes, table.index[start.cell]):
            found.append(AnalysisWarning(
                "one-exact-face", start.cell,
                tr("start {cell}: the best play drops in only on one exact face of a die")
                .format(cell=where)))
    hexes = table.hexes
    trapped = [c for c in reach.traps if c in reach.from_start]
    if trapped:
        found.append(AnalysisWarning(
            "trap", hexes[trapped[0]],
            tr("a ball from a start can be trapped for good at {cells}").format(
                cells=_cells(hexes, trapped))))
    hopeless = [c for c in reach.unreachable if c in reach.from_start and c not in trapped]
    if hopeless:
        found.append(AnalysisWarning(
            "hopeless", hexes[hopeless[0]],
            tr("a ball from a start can come to {cells}, from where the hole cannot be "
               "reached").format(cells=_cells(hexes, hopeless))))
    return found


def _cells(hexes: tuple[Hex, ...], cells: list[int], most: int = 8) -> str:
    names = [cell_name(hexes[c]) for c in cells[:most]]
    more = len(cells) - most
    if more <= 0:
        return ", ".join(names)
    return tr("{cells} and {count} more").format(cells=", ".join(names), count=more)


def _holes_on_one_face(shots: ShotGraph, strokes: ExpectedStrokes, start: int) -> bool:
    """Whether every shot of the best play from ``start`` that can drop the ball in does so
    on a single face of its die (and at least one can)."""
    n_sources = len(shots.table.sources)
    hole = shots.hole
    frontier = {start}
    single = False
    for t in range(strokes.limit):
        reached: set[int] = set()
        for c in frontier:
            k = strokes.policy[t][c]
            ends = shots.ends[c][k]
            holing = ends.count(hole)
            if holing:
                source = shots.table.sources[shots.first_choice(c, k) % n_sources]
                if holing * len(source.outcomes) != shots.faces:
                    return False
                single = True
            reached.update(ends)
        reached.discard(hole)
        frontier = reached
    return single
