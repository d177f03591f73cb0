"""Suggest the stroke indexes of a whole course from its analysis, in the background.

Each hole is analysed in turn (``analyse_hole``, half a second each or less) and only its
difficulty (expected strokes over par) is kept, so eighteen holes never sit in memory at
once. The figures come from the analyses the editors share (``analysis.ANALYSES``): a hole
analysed before — shown in the editor, or left as it was since the last suggestion — is not
analysed again. The hardest hole gets index 1, ties going to the lower hole number: the order
``CourseAnalysis.stroke_index_suggestion`` uses. The suggestion is applied as one undo step,
and only to the course it was worked out for: a course edited meanwhile is asked again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.errors import UltimateError
from ui.tasks import Progress, Task, TaskRunner
from ui.ultimate.editor import analysis as live
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.editor_widget import HoleEditor

__all__ = ["StrokeIndexSuggestion", "indexes_by_difficulty"]


def indexes_by_difficulty(difficulties: Sequence[float]) -> tuple[int, ...]:
    """Per hole, its stroke index: the hardest is 1; ties go to the lower hole number."""
    order = sorted(range(len(difficulties)), key=lambda k: (-difficulties[k], k))
    index = [0] * len(difficulties)
    for rank, k in enumerate(order, start=1):
        index[k] = rank
    return tuple(index)


class StrokeIndexSuggestion(QObject):
    """Works out and applies the suggested stroke indexes of one editor's course.

    Signal ``finished(bool)``: True when the suggestion was applied (or already held)."""

    finished = Signal(bool)

    def __init__(self, editor: HoleEditor) -> None:
        super().__init__(editor)
        self.editor = editor
        self.runner = TaskRunner(self)

    def start(self) -> None:
        course = self.editor.document.model
        self.editor.show_message(self.tr("Analysing every hole to suggest stroke indexes…"))

        def run(progress: Progress) -> tuple[Course, tuple[int, ...]]:
            cards = default_cards()
            difficulties: list[float] = []
            total = len(course.holes)
            for number, hole in enumerate(course.holes, start=1):
                if progress.stopping:
                    raise UltimateError("the analysis was stopped")
                difficulties.append(live.ANALYSES.figures(hole, cards, number).difficulty)
                progress.report(number / total, str(number))
            return course, indexes_by_difficulty(difficulties)

        self.runner.run(Task(run, on_result=self._apply, on_error=self._failed,
                             on_progress=self._progress, key="stroke-indexes"))

    def _progress(self, fraction: float, text: str) -> None:
        del fraction
        self.editor.show_message(self.tr("Analysed hole {hole} of {holes}…").format(
            hole=text, holes=len(self.editor.document.model.holes)))

    def _failed(self, message: str) -> None:
        self.editor.show_message(message)
        self.finished.emit(False)

    def _apply(self, found: tuple[Course, tuple[int, ...]]) -> None:
        course, indexes = found
        document = self.editor.document
        if document.model is not course:
            self.editor.show_message(self.tr("The course changed while it was analysed: "
                                             "ask for the suggestion again."))
            self.finished.emit(False)
            return
        holes = tuple(hole.model_copy(update={"stroke_index": si})
                      if hole.stroke_index != si else hole
                      for hole, si in zip(course.holes, indexes, strict=True))
        command = CourseEdit(document, self.tr("Set the suggested stroke indexes"),
                             course.model_copy(update={"holes": holes}))
        if command.changes_anything:
            document.push(command)
            self.editor.show_message(self.tr("Stroke indexes set from the analysis: {order}.")
                                     .format(order=", ".join(str(i) for i in indexes)))
        else:
            self.editor.show_message(self.tr("The stroke indexes already follow the "
                                             "analysis."))
        self.finished.emit(True)

    def shutdown(self) -> None:
        self.runner.shutdown()
