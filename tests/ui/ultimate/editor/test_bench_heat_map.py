"""The hole editor's figure of the performance budget (``ui/ultimate/editor/bench.py``): an
edit's heat map, timed through the real editor, comes back for both holes it times. The time
is the budget's to judge (``golfstudio bench check``), not a unit test's."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from golfstudio.bench.budget import GOALS
from ui.ultimate.editor import bench


def test_the_heat_map_figure_comes_from_an_edit_in_the_editor(qtbot: QtBot) -> None:
    found = bench.figures(rounds=1)
    assert set(found) == {"editor.heat_map"} <= {goal.key for goal in GOALS}
    figure = found["editor.heat_map"]
    assert figure["value"] > 0 and figure["note"].startswith("hole ")
