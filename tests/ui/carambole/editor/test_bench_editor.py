"""The editors' figures of the performance budget (``ui/<game>_editor/bench.py``, run by
``golfstudio bench``) are taken through real widgets: here each runs once, small, and gives a
figure for every editor goal of the budget. Their times are the budget's to judge, not a unit
test's."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from golfstudio.bench.budget import GOALS
from ui.carambole.editor import bench


def test_every_carambole_editor_goal_gets_a_figure_from_the_widgets(qtbot: QtBot) -> None:
    found = bench.figures(rounds=1)
    assert set(found) == {"editor.open", "editor.frame.fitted", "editor.frame.zoomed",
                          "editor.paint"}
    assert set(found) <= {goal.key for goal in GOALS}
    assert all(figure["value"] > 0 and figure["note"] for figure in found.values())


def test_the_big_course_has_about_2000_cells() -> None:
    assert 1_900 <= len(bench.big_course().cells) <= 2_100
