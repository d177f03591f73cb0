"""The analysis panel: par and the starts' figures as the analysis has them, warnings, a
course that cannot be analysed, the busy bar and "Recompute now"; and the screenshot."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from golfstudio.analysis import analyse_course
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.course import cell_name
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.analysed import (
    GatedAnalysis,
    lane_course,
    pocket_course,
    wait_settled,
)
from tests.ui.carambole.editor.conftest import Canvas
from tests.ui.screenshot import distinct_colours
from ui.carambole.editor.analysis import (
    AnalysisDock,
    AnalysisPanel,
    EditorAnalysis,
    attach_analysis,
)
from ui.carambole.editor.commands import EraseCells, SetHole
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import centre

SCREENSHOT_SIZE = (1400, 850)


@pytest.fixture
def gated() -> Iterator[GatedAnalysis]:
    analysis = GatedAnalysis()
    yield analysis
    analysis.release_all()


def open_panel(qtbot: QtBot, live: EditorAnalysis) -> AnalysisPanel:
    panel = live.make_panel()
    qtbot.addWidget(panel)
    panel.resize(440, 600)
    with qtbot.waitExposed(panel):
        panel.show()
    return panel


def test_the_panel_shows_par_and_each_starts_figures(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot,
        qtmodeltester: ModelTester) -> None:
    course = load_bundled("course-3-modified")
    editor = make_editor(course)
    live = attach_analysis(editor, debounce_ms=30)
    panel = open_panel(qtbot, live)
    wait_settled(qtbot, live)
    expected = analyse_course(course)
    assert panel.par_text() == str(expected.par_suggestion)
    assert "Stroke limit 10" in panel.details.text()
    model = panel.starts_model
    qtmodeltester.check(model)
    assert model.rowCount() == len(course.starts) == len(expected.starts)
    for row, start in enumerate(expected.starts):
        texts = [model.index(row, c).data() for c in range(model.columnCount())]
        assert texts == [cell_name(start.cell), f"{start.expected:.2f}", f"{start.spread:.2f}",
                         str(start.min_strokes), f"{100 * start.holed:.0f} %", "yes"]
        assert model.headerData(row, Qt.Orientation.Vertical) == str(row + 1)
    assert panel.warning_texts() == ["No warnings: every start reaches the hole."]
    assert panel.state_text().startswith("Up to date") and not panel.is_busy()


def test_warnings_appear_for_a_start_that_cannot_reach_the_hole(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(pocket_course())
    live = attach_analysis(editor, debounce_ms=30)
    panel = open_panel(qtbot, live)
    wait_settled(qtbot, live)
    assert panel.warning_texts() == [
        "Start (8,0): the hole cannot be reached from it",
        "A ball from a start can be trapped for good at (7,0), (8,0), (9,0), (7,1), (8,1), "
        "(9,1), (6,2), (7,2) and 1 more"]
    model = panel.starts_model
    assert [model.index(1, c).data() for c in (0, 3, 5)] == ["(8,0)", "—", "no"]
    assert model.index(1, 5).data(Qt.ItemDataRole.ForegroundRole) is not None

    # Double-clicking the warning brings its cell into view.
    editor.view.centerOn(centre(Hex(-20, 0)))
    item = panel.warnings_list.item(0)
    rect = panel.warnings_list.visualItemRect(item)
    viewport = panel.warnings_list.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    seen = editor.view.from_scene(centre(Hex(8, 0)))
    assert editor.view.viewport().rect().contains(seen.toPoint())


def test_a_course_whose_hole_is_removed_cannot_be_analysed(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(lane_course())
    live = attach_analysis(editor, debounce_ms=30)
    panel = open_panel(qtbot, live)
    wait_settled(qtbot, live)
    assert panel.par_text() == "2"
    document = editor.document
    document.push(EraseCells(document, [Hex(4, 0)]))
    wait_settled(qtbot, live)
    assert panel.state_text() == "Cannot analyse: the course has no hole"
    assert panel.par_text() == "—" and panel.starts_model.rowCount() == 0
    assert panel.warning_texts() == [] and not panel.is_busy()
    document.push(SetHole(document, Hex(5, 1)))
    wait_settled(qtbot, live)
    assert panel.state_text().startswith("Up to date") and panel.par_text() != "—"


def test_the_panel_is_busy_and_greyed_while_the_analysis_runs(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot, gated: GatedAnalysis) -> None:
    editor = make_editor(lane_course())
    gated.opened = True  # the first course goes through
    live = attach_analysis(editor, debounce_ms=30, analyse=gated)
    panel = open_panel(qtbot, live)
    wait_settled(qtbot, live)
    runs = live.runner.runs
    gated.opened = False
    qtbot.mouseClick(panel.recompute_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(gated.calls) == 2)
    assert live.runner.runs == runs + 1
    assert panel.is_busy() and panel.state_text() == "Analysing the course…"
    assert not panel.par_value.isEnabled()
    model = panel.starts_model
    assert model.stale and model.index(0, 1).data(Qt.ItemDataRole.ForegroundRole) is not None
    gated.release_all()
    wait_settled(qtbot, live)
    assert not panel.is_busy() and panel.par_value.isEnabled() and not model.stale


def test_one_dock_follows_the_current_tabs_analysis(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    first = attach_analysis(make_editor(lane_course()), debounce_ms=30)
    second_editor = CourseEditor(CourseDocument(pocket_course()))  # closed by this test
    second = attach_analysis(second_editor, debounce_ms=30)
    dock = AnalysisDock()
    qtbot.addWidget(dock)
    assert dock.objectName() == "analysisDock" and dock.windowTitle() == "Analysis"
    assert dock.panel() is None
    dock.set_analysis(first)
    panel_one = dock.panel()
    assert panel_one is not None and panel_one.runner is first.runner
    dock.set_analysis(second)
    panel_two = dock.panel()
    assert panel_two is not None and panel_two.runner is second.runner
    wait_settled(qtbot, first)
    wait_settled(qtbot, second)
    assert panel_two.warning_texts()[0].startswith("Start (8,0)")
    dock.set_analysis(first)
    assert dock.panel() is panel_one and panel_one.par_text() == "2"
    dock.set_analysis(second)
    with qtbot.waitSignal(second_editor.destroyed, timeout=5000):
        second_editor.deleteLater()
    assert dock.panel() is None  # its panel went with the editor
    dock.set_analysis(first)
    assert dock.panel() is panel_one
    lone = first.make_dock()
    qtbot.addWidget(lone)
    assert isinstance(lone, QDockWidget) and isinstance(lone.panel(), AnalysisPanel)


def test_screenshot_of_the_analysis_in_the_editor(
        qtbot: QtBot, canvas_of: Callable[[CourseEditor], Canvas],
        screenshot_dir: Path) -> None:
    course = load_bundled("course-5-modified")
    host = QWidget()
    host.setObjectName("analysisScreenshot")
    qtbot.addWidget(host)
    editor = CourseEditor(CourseDocument(course), parent=host)
    live = attach_analysis(editor, visible=("heat", "unreachable", "numbers", "best_shot"))
    panel = live.make_panel(host)
    row = QHBoxLayout(host)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    row.addWidget(editor, 1)
    row.addWidget(panel)
    host.resize(*SCREENSHOT_SIZE)
    with qtbot.waitExposed(host):
        host.show()
    wait_settled(qtbot, live)
    analysis = live.runner.analysis
    assert analysis is not None
    cell = Hex(8, 6)  # the best shot: card x4 to the south-west, two faces drop in
    canvas_of(editor).move(cell)
    assert live.overlay.best_shot.choice == analysis.best_shot(cell, 0)
    assert panel.cell_label.text().startswith(cell_name(cell))
    path = screenshot_dir / "carambole_analysis.png"
    qtbot.wait(10)
    pixmap = host.grab()
    assert pixmap.save(str(path))
    assert (pixmap.width(), pixmap.height()) == SCREENSHOT_SIZE
    assert distinct_colours(pixmap.toImage()) > 100
    assert QPoint(0, 0) != editor.view.from_scene(centre(cell)).toPoint()
