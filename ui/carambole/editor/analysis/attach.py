"""``attach_analysis``: the runner, the overlay and the panel wired to one ``CourseEditor``."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from golfstudio.hexgrid import Hex
from ui.carambole.editor.analysis.dock import AnalysisDock, AnalysisPanel
from ui.carambole.editor.analysis.overlay import LAYER_NAMES, AnalysisOverlay
from ui.carambole.editor.analysis.runner import (
    DEBOUNCE_MS,
    Analyse,
    AnalysisRunner,
    AnalysisState,
    analyse_for_editor,
)
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import centre

DEFAULT_LAYERS = ("unreachable",)
"""Shown at first: the hatching warns while one edits; the rest is asked for."""


class EditorAnalysis(QObject):
    """The live analysis of one editor (a child of it, gone with it).

    ``runner`` (``AnalysisRunner``), ``overlay`` (``AnalysisOverlay``: ``layers``, legend),
    ``actions`` (the four layer toggles by name, in ``LAYER_NAMES`` order, also in the
    editor's toolbar), ``make_panel(parent)``, ``make_dock(parent)``, ``show_cell(hex)``,
    ``shutdown()``.
    """

    def __init__(self, editor: CourseEditor, *, debounce_ms: int = DEBOUNCE_MS,
                 analyse: Analyse = analyse_for_editor,
                 visible: Iterable[str] = DEFAULT_LAYERS, in_toolbar: bool = True) -> None:
        super().__init__(editor)
        self.setObjectName("editorAnalysis")
        self.editor = editor
        self.runner = AnalysisRunner(editor.document, debounce_ms=debounce_ms,
                                     analyse=analyse, parent=self)
        self.overlay = AnalysisOverlay(editor.scene, editor.view, visible, parent=self)
        self.actions: dict[str, QAction] = self.overlay.actions
        self.runner.resultChanged.connect(self.overlay.set_analysis)
        self.runner.stateChanged.connect(self._state_changed)
        if in_toolbar:
            editor.toolbar.addSeparator()
            for name in LAYER_NAMES:
                editor.toolbar.addAction(self.actions[name])
        self.runner.start()

    def action_list(self) -> list[QAction]:
        """The toggles in order, for a View menu."""
        return [self.actions[name] for name in LAYER_NAMES]

    def make_panel(self, parent: QWidget | None = None) -> AnalysisPanel:
        """A panel following this editor's analysis; double-clicking a start or a warning
        shows its cell in the editor."""
        panel = AnalysisPanel(self.runner, self.action_list(), parent)
        panel.cellActivated.connect(self.show_cell)
        self.editor.view.hovered.connect(panel.follow_hover)
        return panel

    def make_dock(self, parent: QWidget | None = None) -> AnalysisDock:
        """A dock titled "Analysis" (object name ``analysisDock``) showing this analysis; a
        window of tabs keeps one ``AnalysisDock`` and calls its ``set_analysis`` instead."""
        dock = AnalysisDock(parent)
        dock.set_analysis(self)
        return dock

    def show_cell(self, cell: Hex) -> None:
        self.editor.view.centerOn(centre(cell))

    def shutdown(self) -> None:
        """Stop analysing and wait for a running analysis (before the editor goes)."""
        self.runner.shutdown()

    def _state_changed(self, state: AnalysisState) -> None:
        self.overlay.set_stale(state.busy)


def attach_analysis(editor: CourseEditor, *, debounce_ms: int = DEBOUNCE_MS,
                    analyse: Analyse = analyse_for_editor,
                    visible: Iterable[str] = DEFAULT_LAYERS,
                    in_toolbar: bool = True) -> EditorAnalysis:
    """Give ``editor`` a live analysis: the background runner, the overlay layers and their
    toggles (added to the editor's toolbar unless ``in_toolbar`` is False), and a panel or
    dock factory. ``visible`` names the layers shown at first (``LAYER_NAMES``)."""
    return EditorAnalysis(editor, debounce_ms=debounce_ms, analyse=analyse, visible=visible,
                          in_toolbar=in_toolbar)
