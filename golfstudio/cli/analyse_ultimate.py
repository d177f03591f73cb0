"""``golfstudio analyse COURSE`` for an Ultimate Golf course: per hole its par, the expected
strokes to reach the green (what the suggested par is made of: those strokes, rounded, and
two putts), the suggested par, the expected strokes from the tee under best play and the
difficulty; the stroke-index suggestion for the course. ``--json`` gives
``CourseAnalysis.to_dict`` for scripts (per hole ``to_green`` beside ``expected``);
``--markdown`` the per-hole table that the README and docs/ultimate-analysis.md carry
(``tools/ultimate_table.py`` puts it there; a test checks they still match the analysis).

``golfstudio analyse`` decides the game by the file's ``"format"`` (or, for a bundled id, by
which game ships it); this module is the Ultimate Golf half of it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from golfstudio.cli.ultimate import card_set_arg, course_arg
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.ultimate.bundled import bundled_courses
from golfstudio.ultimate.course_file import FORMAT

if TYPE_CHECKING:
    from golfstudio.ultimate.analysis import CourseAnalysis
    from golfstudio.ultimate.course import Course


def is_ultimate(name: str) -> bool:
    """Whether COURSE names an Ultimate Golf course: a file of its format, or one of its
    bundled ids. Anything else is left to Carambole's reader (and its messages)."""
    path = Path(name)
    if path.is_file():
        try:
            data = read_json(path)
        except (JsonFileError, OSError):
            return False
        return isinstance(data, dict) and data.get("format") == FORMAT
    return not path.exists() and any(e.id == name for e in bundled_courses())


def run(args: argparse.Namespace) -> int:
    from golfstudio.ultimate.analysis import analyse_course

    course = course_arg(args.course)
    cards = card_set_arg(args.cards)
    loud = sys.stderr.isatty()

    def progress(done: int, total: int) -> None:
        if loud:
            print(f"analysing hole {done} of {total}", file=sys.stderr, flush=True)

    analysis = analyse_course(course, cards, progress)
    if args.json:
        print(json.dumps(analysis.to_dict()))
        return 0
    if args.markdown:
        print(markdown(course, analysis), end="")
        return 0
    lines = [f"Course: {course.name}", f"Par: {course.par}", "",
             "Holes (best play; difficulty is expected strokes over par; \"to green\" is the",
             "expected strokes to reach the green, penalties included: rounded, plus two putts,",
             "they are the suggested par):"]
    rows = [("hole", "par", "to green", "suggested", "expected", "difficulty", "stroke index",
             "suggested index")]
    suggestion = analysis.stroke_index_suggestion
    for number, (hole, figures) in enumerate(zip(course.holes, analysis.holes, strict=True),
                                             start=1):
        rows.append((str(number), str(hole.par), f"{figures.to_green:.2f}",
                     str(figures.suggested_par),
                     f"{figures.expected:.2f}", f"{figures.difficulty:+.2f}",
                     str(hole.stroke_index), str(suggestion[number - 1])))
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    for row in rows:
        lines.append("  " + "  ".join(v.rjust(w) for v, w in zip(row, widths, strict=True)))
    expected = sum(h.expected for h in analysis.holes)
    lines += ["", f"Expected round under best play: {expected:.1f} (par {course.par})"]
    print("\n".join(lines))
    return 0


def markdown(course: Course, analysis: CourseAnalysis) -> str:
    """Per hole: par, yards, strokes to the green, suggested par, expected strokes and the
    difficulty under best play; then the course's totals. Two decimals, as the report."""
    from golfstudio.ultimate.facts import hole_length

    lines = ["| hole | par | yards | to green | suggested par | expected | difficulty |",
             "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for number, (hole, figures) in enumerate(zip(course.holes, analysis.holes, strict=True),
                                             start=1):
        lines.append(f"| {number} | {hole.par} | {hole_length(hole):,.0f} | "
                     f"{figures.to_green:.2f} | {figures.suggested_par} | "
                     f"{figures.expected:.2f} | {figures.difficulty:+.2f} |")
    expected = sum(h.expected for h in analysis.holes)
    agreeing = sum(h.suggested_par == hole.par
                   for h, hole in zip(analysis.holes, course.holes, strict=True))
    yards = sum(hole_length(h) for h in course.holes)
    lines.append(f"| **all** | **{course.par}** | **{yards:,.0f}** | | "
                 f"**{sum(h.suggested_par for h in analysis.holes)}** | **{expected:.2f}** | "
                 f"**{expected - course.par:+.2f}** |")
    lines += ["", f"Expected round under best play: {expected:.1f} (par {course.par}); the "
              f"suggested par equals par on {agreeing} of {len(course.holes)} holes.", ""]
    return "\n".join(lines)
