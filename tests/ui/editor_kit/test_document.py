"""The kit's document and snapshot commands on a model that is not a course: a tuple of
numbers with a codec of its own (what a later game's editor supplies), and a bare stack."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import COURSES, FORMAT
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.errors import GolfStudioError
from ui.editor_kit.commands import SnapshotCommand, new_stroke
from ui.editor_kit.document import EditorDocument, ModelFileCodec

Track = tuple[int, ...]


class TrackCodec:
    format_id = "test.track"
    suffix = ".track"
    name_filter = "Tracks (*.track)"

    def untitled_name(self) -> str:
        return "Untitled track"

    def blank(self) -> Track:
        return ()

    def load(self, path: Path) -> Track:
        return tuple(json.loads(path.read_text())["zones"])

    def save(self, model: Track, path: Path) -> None:
        path.write_text(self.to_text(model))

    def to_text(self, model: Track) -> str:
        return json.dumps({"format": self.format_id, "zones": list(model)})

    def model_name(self, model: Track) -> str:
        return ""


class AddZone(SnapshotCommand[Track]):
    merge_id = 7

    def __init__(self, document: EditorDocument[Track], zone: int,
                 stroke: int | None = None) -> None:
        super().__init__(document, f"Add zone {zone}", (*document.model, zone), stroke)


def test_edits_undo_redo_and_the_dirty_flag_follow_the_stack(qtbot: object) -> None:
    document = EditorDocument(TrackCodec())
    changes: list[object] = []
    document.changed.connect(changes.append)
    titles: list[str] = []
    document.titleChanged.connect(titles.append)
    assert document.model == () and document.title() == "Untitled track"
    document.push(AddZone(document, 3))
    assert document.model == (3,) and document.is_modified()
    assert titles == ["Untitled track *"] and changes == [(3,)]
    document.undo_stack.undo()
    assert document.model == () and not document.is_modified()
    document.undo_stack.redo()
    assert document.model == (3,)


def test_the_commands_of_one_drag_merge_and_a_drag_back_leaves_no_step(qtbot: object) -> None:
    document = EditorDocument(TrackCodec(), (1,))
    stroke = new_stroke()
    for zone in (2, 3, 4):
        document.push(AddZone(document, zone, stroke))
    assert document.undo_stack.count() == 1 and document.model == (1, 2, 3, 4)
    document.push(AddZone(document, 5))  # no stroke: a step of its own
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.model == (1,)

    class Back(SnapshotCommand[Track]):
        merge_id = 8

    there = new_stroke()
    document.push(Back(document, "Move", (9,), there))
    document.push(Back(document, "Move", (1,), there))
    assert document.model == (1,) and document.undo_stack.count() == 0  # obsolete: gone


def test_save_revert_and_the_title_go_through_the_codec(qtbot: object, tmp_path: Path) -> None:
    document = EditorDocument(TrackCodec())
    with pytest.raises(ValueError, match="no file"):
        document.save()
    document.push(AddZone(document, 2))
    path = document.save(tmp_path / "home.track")
    assert not document.is_modified() and document.title() == "home — home.track"
    document.push(AddZone(document, 5))
    assert document.title() == "home — home.track *"
    assert document.revert()
    assert document.model == (2,) and not document.is_modified()
    document.undo_stack.undo()  # the revert is one step: the changes come back
    assert document.model == (2, 5)
    assert TrackCodec().load(path) == (2,)


def test_a_model_file_codec_opens_a_file_with_errors_and_writes_what_autosave_writes(
        tmp_path: Path) -> None:
    codec = ModelFileCodec(COURSES, "Courses (*.json)")
    assert (codec.format_id, codec.suffix, codec.name_filter) == (
        FORMAT, ".json", "Courses (*.json)")
    unfinished = Course(name="Half done", cells=())
    assert errors_of(validate(unfinished))  # not playable: still a file the editor opens
    path = tmp_path / "half.json"
    codec.save(unfinished, path)
    assert path.read_text(encoding="utf-8") == codec.to_text(unfinished)
    assert codec.load(path) == unfinished
    path.write_text("{", encoding="utf-8")
    with pytest.raises(GolfStudioError, match=r"half\.json"):
        codec.load(path)
