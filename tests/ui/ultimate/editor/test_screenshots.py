"""Screenshots of the hole editor at 1280×800 a person looks at (tests/screenshots/): the
bundled course, and a traced hole showing every terrain kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import Terrain
from tests.ui.ultimate.editor.conftest import (
    Answers,
    Canvas,
    current,
    save_picture,
    scanned_board,
)
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.tools import RulerTool
from ui.ultimate.editor.window import HoleLayoutWindow


def test_the_bundled_course_opens_to_a_drawn_hole(window: HoleLayoutWindow,
                                                  qtbot: QtBot) -> None:
    editor = window.open_template()
    assert editor is not None
    qtbot.waitUntil(lambda: window.problems_dock.height() < window.course_panel.height())
    editor.show_hole(5)  # hole 6, a par 5
    editor.select_region(editor.hole.regions[0].id)
    image = save_picture(window, "ultimate-editor-bundled.png")
    assert (image.width(), image.height()) == (1280, 800)
    assert window.course_panel.hole_list.count() == 18
    assert "par 72" in window.course_panel.totals_label.text()


def test_a_traced_hole_with_every_terrain(window: HoleLayoutWindow, answers: Answers,
                                          tmp_path: Path, qtbot: QtBot) -> None:
    editor = window.new_course()
    assert window.import_tracing(scanned_board(tmp_path / "board.png"))
    document = editor.document
    course = document.model
    kinds = list(Terrain)  # fifteen, the 150-yard marker's terrain among them
    for n, kind in enumerate(kinds):
        x = -140 + (n % 5) * 60
        y = 20 + (n // 5) * 90
        course = hole_edits.add_region(course, 0, kind, hole_edits.ellipse_points(
            Point(x, y), Point(x + 50, y + 70)) if n % 2 else hole_edits.rectangle_points(
                Point(x, y), Point(x + 50, y + 70)))
    course = hole_edits.set_tee_marker(course, 0, Point(-120, 40))
    course = hole_edits.set_tee_marker(course, 0, Point(-100, 40))
    course = hole_edits.set_flag(course, 0, Point(0, 230))
    course = hole_edits.add_150_marker(course, 0, Point(60, 150))
    document.push(CourseEdit(document, "every terrain", course))
    editor.fit_content()
    canvas = Canvas(qtbot, editor)
    canvas.key("d")
    canvas.drag([Point(-110, 40), Point(-50, 140), Point(0, 228)])
    ruler = editor.current_tool()
    assert isinstance(ruler, RulerTool) and ruler.distance == pytest.approx(
        Point(-110, 40).distance_to(Point(0, 228)), abs=1.5)
    image = save_picture(window, "ultimate-editor-traced.png")
    assert (image.width(), image.height()) == (1280, 800)
    assert {r.kind for r in editor.hole.regions} == set(kinds)
    assert current(window) is editor
