"""The live analysis: a heat map and its legend for the hole as drawn, the best shot under
the mouse, and never a result for an older drawing shown as current."""

from __future__ import annotations

import math
from pathlib import Path

from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from tests.ui.ultimate.editor.conftest import Answers, Canvas, make_window, save_picture
from ui.ultimate.editor.commands import CourseEdit

ANALYSIS_MS = 60_000
"""Under a second a hole alone; generous for a machine that runs other tests too."""


def test_heat_map_best_shot_and_no_stale_result(qtbot: QtBot, answers: Answers,
                                                tmp_path: Path) -> None:
    window = make_window(qtbot, answers, tmp_path / "recovery", live_analysis=True)
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(3)  # hole 4, a par 3
    analysis = window.analysis(editor)
    assert analysis is not None and analysis.enabled
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    assert analysis.heat_item.isVisible() and editor.hole_view.legend is not None
    low, high = editor.hole_view.legend
    assert 1.0 <= low < high
    # The par suggestion is said with what it is made of: the strokes to reach the green.
    words = window.course_panel.analysis_label.text()
    done = analysis.analysis
    assert done is not None
    assert words == (f"Expected {done.expected:.2f} strokes from the tee (par 3): "
                     f"{done.to_green:.2f} to reach the green, then the putts. Suggested par "
                     f"{done.suggested_par}: the strokes to the green, rounded, and two putts.")
    assert done.suggested_par == max(3, min(6, math.floor(done.to_green + 0.5) + 2))
    label = window.course_panel.analysis_label
    # The panel makes room for the longer sentence: every wrapped line shows, none clipped.
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    save_picture(window.course_panel, "ultimate-editor-analysis-words.png")

    # The best shot from a spot on the fairway, drawn as an arrow toward the flag.
    hole = editor.hole
    assert hole.flag is not None
    heat = analysis.heat
    assert heat is not None
    flag = hole.flag
    node = next(n for nodes in heat.buckets.values() for n in nodes
                if n.at.distance_to(flag) > 60 and hole.terrain_at(n.at).value == "fairway")
    Canvas(qtbot, editor).move(node.at)
    qtbot.waitUntil(analysis.arrow.isVisible)
    assert "strokes" in analysis.arrow_label.text()
    spread = analysis.landing_spread(node)
    assert len(spread) == 11 and analysis.spread.isVisible()
    assert len({(round(p.x), round(p.y)) for p in spread}) > 3, "eleven rolls land apart"
    save_picture(window, "ultimate-editor-analysis.png")

    # An edit: the overlay stays, dimmed, without the best shot (it would be the old
    # drawing's), and only the new hole's analysis comes back
    # (test_analysis_reuse.py follows it step by step).
    document = editor.document
    moved = hole_edits.set_flag(document.model, 3, hole.flag + Point(3, 0))
    document.push(CourseEdit(document, "move the flag", moved))
    assert not analysis.is_current() and analysis.is_dimmed()
    assert not analysis.arrow.isVisible() and not analysis.arrow_label.isVisible()
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    assert analysis.analysis is not None and analysis.analysis.hole is editor.hole

    # Switched off: nothing is analysed, nothing shown.
    window.analysis_action.trigger()
    assert not analysis.enabled and not analysis.heat_item.isVisible()
    window.close_all()
