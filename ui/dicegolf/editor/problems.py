"""The Problems dock: ``validate.validate``'s problems with the course (the kit's dock), each
a click away from the hole and the part it names ("hole 3: hazard bands overlap: …" shows
hole 3 and selects hazard 2).

Dead ends (dice-golf.md §3) are listed too: walking every position of a hole takes a good
part of a second, so ``dead_ends.dead_end_stretches`` runs off the GUI thread (``ui.tasks``)
for each hole not walked yet, and its warnings join the list when it is done — the summary
says "looking for dead ends…" meanwhile. A hole is immutable, so what was found for it is
kept by the hole itself: an undo, or another hole shown again, costs nothing. A click on a
dead end shows its hole and washes the stretch in red on the strip.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.dead_ends import DeadEnd, dead_end_stretches
from golfstudio.dicegolf.hole import Course, Hole
from golfstudio.dicegolf.validate import Problem, dead_end_problems, stretch_of, validate
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.track.words import Part
from ui.editor_kit.problems import ProblemsDock
from ui.tasks import Progress, Task, TaskOutcome, TaskRunner

__all__ = ["TrackProblemsDock"]

KEPT = 256
"""Holes whose dead ends are kept: the course's and a few hundred edits of it."""


class TrackProblemsDock(ProblemsDock[Course]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("TrackProblemsDock", "Problems"),
                         "dicegolfProblemsDock", validate, parent)
        self.editor: TrackEditor | None = None
        self.runner = TaskRunner(self)
        self._dead_ends: dict[Hole, tuple[DeadEnd, ...]] = {}
        self._walking: frozenset[Hole] = frozenset()
        self.refresh()

    def set_editor(self, editor: TrackEditor | None) -> None:
        self.editor = editor
        self.follow(editor.document if editor is not None else None)

    # ---- the problems, dead ends included ---------------------------------------------------

    def problems_of(self, model: Course) -> list[Problem]:
        """``validate``'s problems now, and the dead ends of every hole walked so far; the
        holes not walked yet are walked in the background."""
        problems = list(validate(model))
        for number, hole in enumerate(model.holes, start=1):
            found = self._dead_ends.get(hole)
            if found is not None:
                problems.extend(dead_end_problems(hole, number, found))
        self._walk(model)
        return problems

    def is_walking(self) -> bool:
        """Whether some hole's dead ends are still being looked for."""
        return bool(self._walking)

    def stop_walking(self) -> None:
        """Stop looking (the window closes): a walk running ends after its hole, one waiting
        never starts; the next change looks again with a new runner."""
        self.runner.shutdown()
        self.runner.deleteLater()
        self.runner = TaskRunner(self)
        self._walking = frozenset()

    def _walk(self, model: Course) -> None:
        missing = frozenset(model.holes) - self._dead_ends.keys()
        if not missing or missing <= self._walking:
            return
        self._walking = missing
        holes = tuple(dict.fromkeys(h for h in model.holes if h in missing))

        def run(progress: Progress) -> dict[Hole, tuple[DeadEnd, ...]]:
            found: dict[Hole, tuple[DeadEnd, ...]] = {}
            for done, hole in enumerate(holes):
                if progress.stopping:
                    break
                found[hole] = dead_end_stretches(hole)
                progress.report((done + 1) / len(holes))
            return found

        self.runner.run(Task(run, on_done=self._walked, key="dead-ends"))

    def _walked(self, outcome: TaskOutcome[dict[Hole, tuple[DeadEnd, ...]]]) -> None:
        """Keep what a walk found (a stale walk's holes are still right for those holes) and
        show it; a walk that failed leaves its holes without dead ends rather than retrying
        for ever."""
        if len(self._dead_ends) > KEPT:
            current = set(self.document.model.holes) if self.document is not None else set()
            self._dead_ends = {h: d for h, d in self._dead_ends.items() if h in current}
        if outcome.result is not None:
            self._dead_ends.update(outcome.result)
        if self.runner.is_latest("dead-ends", outcome.generation):
            for hole in self._walking - self._dead_ends.keys():
                self._dead_ends[hole] = ()
            self._walking = frozenset()
            self.refresh()

    # ---- words --------------------------------------------------------------------------------

    def summary_text(self, errors: int, warnings: int) -> str:
        if not errors and not warnings:
            text = self.tr("No problems: the course can be played.")
        else:
            text = self.tr("Errors: {errors} · warnings: {warnings}").format(
                errors=errors, warnings=warnings)
        if self._walking:
            text = self.tr("{summary} · looking for dead ends…").format(summary=text)
        return text

    def no_document_text(self) -> str:
        return self.tr("No course is open.")

    def show_problem(self, problem: Problem) -> None:
        """Show the problem's hole and select the part it names, or wash the dead end's
        stretch in red."""
        editor = self.editor
        if editor is None:
            return
        if problem.hole is not None:
            editor.show_hole(problem.hole - 1)
        stretch = stretch_of(problem.part)
        part = Part.parse(problem.part)
        if stretch is not None:
            editor.show_stretch(*stretch)
        elif part is not None:
            editor.set_tool("select")
            editor.show_part(part)
        editor.show_message(problem.message)
