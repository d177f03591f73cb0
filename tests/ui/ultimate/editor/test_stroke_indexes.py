"""Stroke indexes suggested by the analysis of every hole, in the background, applied as one
undo step, and never to a course edited while it ran."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.course import Course
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.document import HoleCourseDocument
from ui.ultimate.editor.stroke_indexes import indexes_by_difficulty
from ui.ultimate.editor.window import HoleLayoutWindow

ANALYSIS_MS = 120_000


def three_par_threes() -> Course:
    """Holes 4, 8 and 12 of the bundled course (its par 3s: a second or so each), all with
    stroke index 3 (a problem the suggestion mends, whatever order it finds)."""
    course = load_bundled()
    holes = tuple(course.holes[i].model_copy(update={"stroke_index": 3}) for i in (3, 7, 11))
    return course.model_copy(update={"name": "Three short holes", "holes": holes})


def test_indexes_go_from_the_hardest_and_ties_to_the_lower_hole() -> None:
    assert indexes_by_difficulty([0.2, 0.9, 0.2, -0.1]) == (2, 1, 3, 4)


def test_suggested_stroke_indexes_are_one_undo_step(qtbot: QtBot,
                                                    window: HoleLayoutWindow) -> None:
    editor = window.add_document(HoleCourseDocument(three_par_threes()))
    document = editor.document
    before = document.model
    suggestion = window.suggest_stroke_indexes()
    assert suggestion is not None
    with qtbot.waitSignal(suggestion.finished, timeout=ANALYSIS_MS) as done:
        pass
    assert done.args == [True]
    indexes = [h.stroke_index for h in document.model.holes]
    assert sorted(indexes) == [1, 2, 3]
    assert document.undo_stack.undoText() == "Set the suggested stroke indexes"
    document.undo_stack.undo()
    assert document.model == before

    # An edit while it runs: the suggestion is for a course that is gone, and not applied.
    suggestion.start()
    document.push(CourseEdit(document, "rename", hole_edits.set_hole_fields(
        document.model, 0, name="Edited meanwhile")))
    edited = document.model
    with qtbot.waitSignal(suggestion.finished, timeout=ANALYSIS_MS) as done:
        pass
    assert done.args == [False]
    assert document.model is edited
    window.close_all()
