"""The set-up dialogs' course and holes (``CourseChooser``), on a course kind of its own: the
kit knows a course only by its name, and the game's loaders and error."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.engine.errors import GameError
from golfstudio.errors import ProblemsError
from ui.play_kit.course_chooser import CourseChooser

LEFT = Qt.MouseButton.LeftButton


@dataclass(frozen=True)
class Course:
    name: str
    holes: int = 18


class CourseFileError(ProblemsError):
    """The game's course file error, as each file kind has its own."""


def load_file(path: Path) -> Course:
    text = path.read_text(encoding="utf-8")
    if text == "broken":
        raise CourseFileError("the file holds no course", path.name)
    return Course(text)


def make(qtbot: QtBot, answers: list[Path], loaded: list[str] | None = None
         ) -> CourseChooser[Course]:
    def load_bundled(course_id: str) -> Course:
        if loaded is not None:
            loaded.append(course_id)
        return Course(f"Bundled {course_id}")

    chooser = CourseChooser(
        [("links", "The links"), ("default", "The default")], load_bundled, load_file,
        CourseFileError, lambda _parent: answers.pop(0) if answers else None,
        default="default", holes_example="e.g. 12, 17, 14",
        preset_holes=[("Front nine", range(1, 10)), ("Back nine", range(10, 19))])
    qtbot.addWidget(chooser)
    return chooser


def test_the_default_bundled_course_is_chosen_and_read_once(qtbot: QtBot) -> None:
    loaded: list[str] = []
    chooser = make(qtbot, [], loaded)
    assert [chooser.course_box.itemText(i) for i in range(chooser.course_box.count())] == [
        "The links", "The default"]
    assert chooser.course_box.currentData() == "default" and loaded == []
    assert chooser.course() == (Course("Bundled default"), "Bundled default")
    chooser.course()
    assert loaded == ["default"]  # the dialog checks the game at every keystroke
    assert chooser.custom_holes.placeholderText() == "e.g. 12, 17, 14"


def test_a_broken_file_is_said_and_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("broken", encoding="utf-8")
    chooser = make(qtbot, [broken])
    said: list[str] = []
    chooser.file_refused.connect(said.append)
    with qtbot.assertNotEmitted(chooser.changed):
        qtbot.mouseClick(chooser.file_button, LEFT)
    assert said == ["broken.json: the file holds no course"]
    assert chooser.course_box.count() == 2 and chooser.course_box.currentData() == "default"
    qtbot.mouseClick(chooser.file_button, LEFT)  # cancelled: nothing either
    assert chooser.course_box.count() == 2 and len(said) == 1


def test_a_course_file_joins_once_and_a_nameless_course_is_named_by_its_file(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "my-links.json"
    path.write_text("", encoding="utf-8")
    chooser = make(qtbot, [path, path])
    with qtbot.waitSignal(chooser.changed, timeout=1000):
        qtbot.mouseClick(chooser.file_button, LEFT)
    assert chooser.course_box.currentText() == "my-links.json"
    assert chooser.course() == (Course(""), "my-links")
    path.write_text("Renamed links", encoding="utf-8")
    with qtbot.waitSignal(chooser.changed, timeout=1000):  # the same entry, read again
        qtbot.mouseClick(chooser.file_button, LEFT)
    assert chooser.course_box.count() == 3
    assert chooser.course_box.currentText() == "Renamed links"
    assert chooser.course() == (Course("Renamed links"), "Renamed links")


def test_the_holes_are_all_a_set_the_course_has_or_those_typed(qtbot: QtBot) -> None:
    chooser = make(qtbot, [])
    front, back = chooser.preset_radios
    assert chooser.all_radio.isChecked() and chooser.holes(18) == ()
    with qtbot.waitSignal(chooser.changed, timeout=1000):
        qtbot.mouseClick(back, LEFT)
    assert chooser.holes(18) == tuple(range(10, 19))
    assert chooser.holes(12) == (10, 11, 12) and chooser.holes(9) == ()
    qtbot.mouseClick(front, LEFT)
    assert chooser.holes(6) == (1, 2, 3, 4, 5, 6)
    qtbot.keyClicks(chooser.custom_holes, "12, 17")  # typing chooses These holes
    assert chooser.custom_radio.isChecked() and chooser.holes(18) == (12, 17)
    with pytest.raises(GameError, match="not 17"):
        chooser.holes(12)


def test_a_bundled_course_is_labelled_by_its_title_never_its_id(qtbot: QtBot) -> None:
    """Issue 30 §7: the label goes on the card, the play header and the store: the course's
    own name, else its title in the index; its id ("default") only when it has neither."""
    chooser = CourseChooser(
        [("default", "The default: 18 holes"), ("blank", "")], lambda _id: Course(""),
        load_file, CourseFileError, lambda _parent: None, default="default",
        holes_example="e.g. 12, 17, 14")
    qtbot.addWidget(chooser)
    assert chooser.course() == (Course(""), "The default: 18 holes")
    chooser.course_box.setCurrentIndex(1)
    assert chooser.course() == (Course(""), "blank")
