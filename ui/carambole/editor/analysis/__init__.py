"""The course analysis live in the editor (issue 5 §2): overlays, a dock, background runs.

``attach_analysis(editor, *, debounce_ms=300, analyse=analyse_for_editor,
visible=("unreachable",), in_toolbar=True) -> EditorAnalysis`` — call it once per
    ``CourseEditor`` (per tab). It analyses the course at once and again after every edit,
    draws the overlay on the editor's scene and adds the four layer toggles to the editor's
    toolbar. The ``EditorAnalysis`` (a child of the editor, gone with it) holds:

    - ``runner`` — ``runner.AnalysisRunner``; signals ``stateChanged(AnalysisState)`` and
      ``resultChanged(CourseAnalysis | None)``; ``analysis`` (the last one shown — stale while
      ``state.busy``), ``analysed_course``, ``is_current()``, ``recompute_now()``,
      ``wait(msecs)``, ``shutdown()``; ``runs`` and ``dropped`` count analyses started and
      stale results thrown away;
    - ``overlay`` — ``overlay.AnalysisOverlay``: ``layers`` and ``actions`` by name —
      ``"heat"`` (expected strokes, green to red, legend in the canvas's bottom-left corner),
      ``"unreachable"`` (hatched; traps cross-hatched), ``"numbers"`` (minimal strokes),
      ``"best_shot"`` (an arrow for the cell under the mouse, labelled "yellow die" or
      "card +3", rings on the cells its faces end on); each layer shows while its checkable
      action is checked;
    - ``actions`` (the same dict) and ``action_list()`` for a View menu;
    - ``make_panel(parent=None) -> AnalysisPanel``: par suggestion, the starts' figures
      (``dock.StartsModel``), the warnings, the state line with a busy bar, "Recompute now",
      the figures of the cell under the mouse, and buttons for the four layer toggles;
      double-clicking a start or a warning centres the canvas on its cell
      (``show_cell(hex)``); ``make_dock(parent=None) -> AnalysisDock`` for a lone editor;
    - ``shutdown()`` — stop analysing and wait for a running analysis (deleting the editor
      does the same through the runner's thread pool).

``dock.AnalysisDock(parent=None)`` — the window's "Analysis" dock (object name
    ``analysisDock``, for ``saveState``) over tabs: ``set_analysis(editor_analysis | None)``
    on every tab change shows that tab's panel (made on first use, dropped with its editor);
    ``panel()`` is the one shown. In the shell: keep ``attach_analysis(editor)`` per tab in
    ``add_document``, call ``set_analysis`` in ``_current_changed``, add
    ``dock.toggleViewAction()`` and the current tab's ``action_list()`` to the View menu.

``runner.AnalysisState(kind, message, seconds)`` — ``kind`` is a ``RunState``: ``IDLE``,
    ``WAITING`` (edits settling), ``RUNNING``, ``DONE`` (``seconds`` it took, None from the
    cache), ``FAILED`` (``message`` reads ``"cannot analyse: the course has no hole"``);
    ``busy`` is True while waiting or running: the overlay is drawn faded and the dock greys
    its figures, so a stale analysis never passes for the current one.

How it works (architecture.md: long work runs off the GUI thread): each edit restarts a
debounce timer; when the edits settle, the immutable ``Course`` goes to a private
one-thread ``QThreadPool`` with a generation number, and a result whose generation is no
longer the latest is dropped. An analysis cannot be interrupted, so one runs at a time and the
newest course follows it. Undo and redo back to a course analysed a moment ago reuse that
analysis at once. Only ``GolfStudioError`` is caught from the analysis (style.md).
"""

from ui.carambole.editor.analysis.attach import EditorAnalysis, attach_analysis
from ui.carambole.editor.analysis.dock import AnalysisDock, AnalysisPanel, StartsModel
from ui.carambole.editor.analysis.overlay import (
    LAYER_NAMES,
    AnalysisOverlay,
    BestShotLayer,
    HeatMapLayer,
    HeatScale,
    MinStrokesLayer,
    UnreachableLayer,
)
from ui.carambole.editor.analysis.runner import (
    AnalysisRunner,
    AnalysisState,
    RunState,
    analyse_for_editor,
    blocking_problem,
)

__all__ = [
    "LAYER_NAMES",
    "AnalysisDock",
    "AnalysisOverlay",
    "AnalysisPanel",
    "AnalysisRunner",
    "AnalysisState",
    "BestShotLayer",
    "EditorAnalysis",
    "HeatMapLayer",
    "HeatScale",
    "MinStrokesLayer",
    "RunState",
    "StartsModel",
    "UnreachableLayer",
    "analyse_for_editor",
    "attach_analysis",
    "blocking_problem",
]
