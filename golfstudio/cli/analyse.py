"""``golfstudio analyse COURSE [--json]``: a course's analysis as a readable report or JSON.

Also ``golfstudio bench analysis`` (registered by ``golfstudio.cli.bench``): the analysis
benchmark of ``golfstudio.bench.analysis``.

``COURSE`` is a course file or a bundled course id, read as ``carambole show`` reads it (a
broken file's problems on one line, exit status 2). The JSON is ``CourseAnalysis.to_dict``:
``{"par_suggestion", "starts": [{"cell", "expected", "min", "reachable"}], "unreachable",
"traps"}``; the report adds the difficulty figures and the warnings (docs/analysis.md).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from golfstudio.analysis import CourseAnalysis, analyse_course
from golfstudio.bench.analysis import (
    GENERATED_CELLS,
    GOAL_GENERATED_SECONDS,
    GOAL_LINKED_SECONDS,
    GOAL_SPEED_UP,
    AnalysisBenchSize,
    run_analysis_bench,
)
from golfstudio.carambole.course import cell_name
from golfstudio.carambole.errors import CourseError
from golfstudio.cli import analyse_ultimate
from golfstudio.cli.carambole import load_course_arg
from golfstudio.cli.numbers import bounded, seed
from golfstudio.hexgrid import Hex


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Analyse a course, Mini Golf Carambole or Ultimate Golf (by the file's "
                          "format). Carambole: for a lone ball, the expected strokes under the "
                          "best play (capped at the stroke limit), the fewest strokes with chosen "
                          "faces, the cells the hole cannot be reached from, traps, and a par "
                          "suggestion. Ultimate Golf: per hole the par, the expected strokes to "
                          "reach the green and the par they suggest (plus two putts), the "
                          "expected strokes from the tee under best play and the difficulty, and a "
                          "stroke-index suggestion. COURSE is a course file or a bundled course "
                          "id.")
    parser.add_argument("course", metavar="COURSE", help="a course file or a bundled course id")
    parser.add_argument("--json", action="store_true",
                        help="print JSON instead of the readable report")
    parser.add_argument("--markdown", action="store_true",
                        help="Ultimate Golf: print the per-hole table as Markdown (the README's "
                        "and docs/ultimate-analysis.md's table, python3 -m tools.ultimate_table)")
    parser.add_argument("--cards", default=None, metavar="FILE",
                        help="Ultimate Golf: a card set file (default: the bundled cards)")
    parser.set_defaults(run=run_analyse)


def register_bench(benchmarks: argparse._SubParsersAction[Any]) -> None:
    """``golfstudio bench analysis`` (called by ``golfstudio.cli.bench``)."""
    parser = benchmarks.add_parser(
        "analysis", help="Mini Golf Carambole: time the course analysis",
        description="Time the full analysis (shot graph, reachability, expected strokes) of "
        "the largest bundled course (or --course) and of a generated course of --cells "
        f"cells, and the obvious way (one engine call per cell × direction × face); goals: "
        f"{GOAL_LINKED_SECONDS} s, {GOAL_GENERATED_SECONDS} s and {GOAL_SPEED_UP:g}× faster.",
    )
    parser.add_argument("--cells", type=bounded(20, MAX_BENCH_CELLS, "cells"),
                        default=GENERATED_CELLS, metavar="N",
                        help=f"cells of the generated course, 20 to {MAX_BENCH_CELLS:,} "
                        f"(default {GENERATED_CELLS})")
    parser.add_argument("--course", default=None, metavar="ID",
                        help="a bundled course id (default: the largest bundled course)")
    parser.add_argument("--seed", type=seed, default=0, metavar="S",
                        help="seed of the generated course (default 0)")
    parser.add_argument("--no-obvious", dest="obvious", action="store_false",
                        help="do not time the obvious way (it takes seconds on 2,000 cells)")
    parser.set_defaults(run=run_bench)


MAX_BENCH_CELLS = 5_000
"""The largest generated course ``bench analysis --cells`` builds: its rows must stay within
the board's coordinates (``limits.MAX_COORDINATE``; 5,000 cells reach q = 78)."""


def run_bench(args: argparse.Namespace) -> int:
    size = AnalysisBenchSize(cells=args.cells, seed=args.seed, course=args.course,
                             obvious=args.obvious)
    print(json.dumps(run_analysis_bench(size), indent=2))
    return 0


def run_analyse(args: argparse.Namespace) -> int:
    if analyse_ultimate.is_ultimate(args.course):
        return analyse_ultimate.run(args)
    if args.cards is not None:
        raise CourseError("--cards is for an Ultimate Golf course; this is a Carambole one")
    if args.markdown:
        raise CourseError("--markdown is for an Ultimate Golf course; this is a Carambole one")
    analysis = analyse_course(load_course_arg(args.course))
    if args.json:
        print(json.dumps(analysis.to_dict()))
    else:
        print(report(analysis), end="")
    return 0


def report(analysis: CourseAnalysis) -> str:
    """The readable report: name, par, the starts' figures, unreachable cells and traps,
    warnings."""
    lines = [f"Course: {analysis.name or '(unnamed)'}",
             f"Stroke limit: {analysis.stroke_limit}",
             f"Par suggestion: {analysis.par_suggestion if analysis.par_suggestion else '—'}",
             "",
             "Starts (a lone ball, best play; expected strokes are its difficulty):"]
    rows = [("start", "expected", "± sd", "min", "holed", "reachable")]
    for s in analysis.starts:
        rows.append((cell_name(s.cell), f"{s.expected:.2f}", f"{s.spread:.2f}",
                     "—" if s.min_strokes is None else str(s.min_strokes),
                     f"{100 * s.holed:.1f} %", "yes" if s.reachable else "no"))
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [v.rjust(w) for v, w in zip(row[1:], widths[1:],
                                                                        strict=True)]
        lines.append("  " + "  ".join(cells).rstrip())
    lines.append("")
    lines.append(f"Cells the hole cannot be reached from: {_cells(analysis.unreachable)}")
    lines.append(f"Traps (no way out): {_cells(analysis.traps)}")
    if analysis.warnings:
        lines.append("")
        lines.append("Warnings:")
        lines += [f"  - {w.message}" for w in analysis.warnings]
    return "\n".join(lines) + "\n"


def _cells(cells: tuple[Hex, ...]) -> str:
    return ", ".join(cell_name(h) for h in cells) if cells else "none"
