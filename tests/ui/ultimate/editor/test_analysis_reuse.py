"""The live heat map after an edit (issue 26): the previous map stays on screen, dimmed, until
the new one replaces it, and only the hole the edit touched is analysed again — a hole shown
again and the stroke-index suggestion reuse what was analysed before.

No timing here (the latency is the benchmark's, ``golfstudio bench ultimate``): the test
counts the analyses actually run."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate.analysis import HoleAnalysis, analyse_hole
from golfstudio.ultimate.analysis_cache import AnalysisCache
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import CardSet
from golfstudio.ultimate.course import Course, Hole
from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.editor.conftest import Answers, Canvas, make_window
from ui.ultimate.editor import analysis as live
from ui.ultimate.editor.document import HoleCourseDocument

ANALYSIS_MS = 120_000
"""Generous: a machine that runs other tests too."""


def short_course() -> Course:
    """Holes 12, 17 and 4 of the bundled course, its quickest to analyse."""
    bundled = load_bundled()
    holes = tuple(bundled.holes[i] for i in (11, 16, 3))
    return bundled.model_copy(update={"name": "Three short holes", "holes": holes})


def test_an_edit_dims_the_heat_map_and_recomputes_only_its_hole(
        qtbot: QtBot, answers: Answers, tmp_path: Path, screenshot_dir: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    analysed: list[int] = []

    def counted(hole: Hole, cards: CardSet, *, number: int = 1) -> HoleAnalysis:
        analysed.append(number)
        return analyse_hole(hole, cards, number=number)

    monkeypatch.setattr(live, "ANALYSES", AnalysisCache(analyse=counted))
    window = make_window(qtbot, answers, tmp_path / "recovery", live_analysis=True)
    editor = window.add_document(HoleCourseDocument(short_course()))
    analysis = window.analysis(editor)
    assert analysis is not None
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    assert analysed == [1]

    # Another hole, then back: the first is drawn again at once, from what was kept.
    editor.show_hole(1)
    assert not analysis.heat_item.isVisible(), "another hole's map is never shown"
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    editor.show_hole(0)
    assert analysis.is_current() and analysis.heat_item.isVisible()
    assert analysed == [1, 2]

    # The stroke-index suggestion analyses only the hole not analysed yet; the indexes it
    # sets change the holes but not what their analysis depends on.
    suggestion = window.suggest_stroke_indexes()
    assert suggestion is not None
    with qtbot.waitSignal(suggestion.finished, timeout=ANALYSIS_MS) as done:
        pass
    assert done.args == [True] and analysed == [1, 2, 3]
    assert analysis.is_current()

    # A real edit on hole 1: its flag dragged with the select tool.
    before = analysis.heat_item.pixmap().cacheKey()
    hole = editor.hole
    assert hole.flag is not None
    canvas = Canvas(qtbot, editor)
    canvas.key("s")
    canvas.drag([hole.flag, hole.flag + Point(1, 1), hole.flag + Point(2, 1)])
    assert editor.hole is not hole and editor.hole.flag != hole.flag

    # (a) The previous map stays on screen, dimmed, its legend too, while the new drawing is
    # analysed; the best shot (of the old drawing) is not offered.
    assert not analysis.is_current() and analysis.is_dimmed()
    assert analysis.heat_item.isVisible()
    assert analysis.heat_item.opacity() == pytest.approx(live.STALE_OPACITY)
    assert editor.hole_view.legend is not None and editor.hole_view.legend_stale
    assert not analysis.arrow.isVisible()
    assert "Analysing" in window.course_panel.analysis_label.text()
    path = screenshot_dir / "ultimate-editor-heat-map-dimmed.png"
    assert editor.grab().save(str(path))
    assert distinct_colours(QImage(str(path))) > 40

    # (c) The new map replaces it, at full strength.
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    assert analysis.heat_item.isVisible() and not analysis.is_dimmed()
    assert analysis.heat_item.opacity() == pytest.approx(live.HEAT_OPACITY)
    assert not editor.hole_view.legend_stale
    assert analysis.heat_item.pixmap().cacheKey() != before
    assert analysis.analysis is not None and analysis.analysis.hole is editor.hole

    # (b) Only the edited hole was analysed again — and the suggestion, asked again, finds
    # every hole's analysis as it is now.
    assert analysed == [1, 2, 3, 1]
    with qtbot.waitSignal(suggestion.finished, timeout=ANALYSIS_MS):
        suggestion.start()
    assert analysed == [1, 2, 3, 1]

    # Undone: the analysis from before the edit is found again, not recomputed.
    editor.document.undo_stack.undo()
    assert analysis.is_current() and analysed == [1, 2, 3, 1]
    window.close_all()
