"""The course and its holes, as a set-up dialog offers them for a game played on a course of
holes (Ultimate Golf, Dice Golf): a box of the bundled courses and of the course files the
player adds, and the holes to play — all of them, a game's own sets (Ultimate Golf's front and
back nine) or a list typed as "12, 17, 14" (``parse_holes``, played in that order).

The game gives what differs: its bundled courses (id and title) and how one is loaded, how a
course file is loaded and the error its course files raise, how a file's path is asked for
(``ask_course_file`` with the game's caption and filter; a test answers with a path), the
example in the holes' line and its sets of holes. The box says nothing itself: ``changed``
asks the dialog to check the game again, and ``file_refused`` carries a broken file's message
for the dialog's problem line (the file changes nothing). ``remembered``/``restore`` carry the
choice to the next set-up dialog (``play_kit.setup_memory``): a course that is gone falls back
to the default, quietly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from ui.file_dialogs import get_open_path
from ui.play_kit.setup import parse_holes

__all__ = ["AskCoursePath", "CourseChooser", "NamedCourse", "ask_course_file"]

AskCoursePath = Callable[[QWidget], Path | None]
"""Asks for a course file's path (the parent window is given); None when cancelled."""

FILE_KEY = "file:"
"""A course file's key in the course box starts with this and goes on with its path; a
bundled course's key is its id."""


class NamedCourse(Protocol):
    @property
    def name(self) -> str: ...


C = TypeVar("C", bound=NamedCourse)


def ask_course_file(parent: QWidget, caption: str, name_filter: str) -> Path | None:
    """A file chosen in the system's open dialog, starting in the last folder used
    (``ui.file_dialogs``); None if cancelled. ``caption`` and ``name_filter`` are the
    game's words, translated by it."""
    return get_open_path(parent, caption, name_filter)


class CourseChooser(QGroupBox, Generic[C]):
    """The "Course" box of a set-up dialog: the course box (``course_box``) with its
    "Course file…" button (``file_button``), then the holes — ``all_radio``, one radio of
    ``preset_radios`` per set of holes the game offers, ``custom_radio`` and the typed list
    (``custom_holes``)."""

    changed = Signal()
    """The course or the holes changed: the dialog checks the game again."""
    file_refused = Signal(str)
    """A course file could not be played: its error's message, the file's own words."""

    def __init__(self, bundled: Iterable[tuple[str, str]], load_bundled: Callable[[str], C],
                 load_file: Callable[[Path], C], file_error: type[GolfStudioError],
                 ask_path: AskCoursePath, *, default: str, holes_example: str,
                 preset_holes: Sequence[tuple[str, Sequence[int]]] = (),
                 parent: QWidget | None = None) -> None:
        """``bundled`` are (id, title) pairs in the order offered, ``default`` the id chosen
        first; ``load_bundled`` loads one by id when it is first chosen. ``load_file`` reads a
        course file and raises ``file_error`` for a broken one. ``preset_holes`` are (radio
        text, hole numbers) between All holes and These holes: a course that is shorter plays
        those it has."""
        super().__init__(parent)
        self.setTitle(self.tr("Course"))
        self._load_bundled = load_bundled
        self._load_file = load_file
        self._file_error = file_error
        self._ask_path = ask_path
        self._courses: dict[str, C] = {}
        """Courses by their key in the course box, read once: the game is checked again at
        every keystroke."""
        self._labels: dict[str, str] = {}
        """A course file's label on the card (its course's name, or the file's); a bundled
        course's is made by ``course``."""

        self.course_box = QComboBox(self)
        self.course_box.setObjectName("courseBox")
        for course_id, title in bundled:
            self.course_box.addItem(title, course_id)
        self.course_box.setCurrentIndex(max(0, self.course_box.findData(default)))
        self.course_box.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.file_button = QPushButton(self.tr("Course file…"), self)
        self.file_button.setObjectName("courseFile")
        self.file_button.clicked.connect(self.add_file)
        course_row = QHBoxLayout()
        course_row.addWidget(self.course_box, 1)
        course_row.addWidget(self.file_button)

        self.all_radio = QRadioButton(self.tr("All holes"), self)
        self._presets = [(QRadioButton(text, self), tuple(holes)) for text, holes in preset_holes]
        self.preset_radios = tuple(radio for radio, _ in self._presets)
        self.custom_radio = QRadioButton(self.tr("These holes:"), self)
        self.custom_holes = QLineEdit(self)
        self.custom_holes.setObjectName("customHoles")
        self.custom_holes.setPlaceholderText(holes_example)
        self.custom_holes.textEdited.connect(lambda _t: self.custom_radio.setChecked(True))
        self.custom_holes.textChanged.connect(lambda _t: self.changed.emit())
        self.all_radio.setChecked(True)
        radios = (self.all_radio, *self.preset_radios, self.custom_radio)
        self.holes_group = QButtonGroup(self)
        holes_row = QHBoxLayout()
        for radio in radios:
            self.holes_group.addButton(radio)
            holes_row.addWidget(radio)
        holes_row.addWidget(self.custom_holes, 1)
        self.holes_group.buttonToggled.connect(lambda *_: self.changed.emit())

        form = QVBoxLayout(self)
        form.addLayout(course_row)
        form.addLayout(holes_row)

    def add_file(self) -> bool:
        """A course file chosen by the player joins the list (once: chosen again, it is read
        again) and is chosen; a bad file is said through ``file_refused`` and changes
        nothing."""
        path = self._ask_path(self.window())
        if path is None:
            return False
        return self.add_path(path)

    def add_path(self, path: Path) -> bool:
        """``add_file`` of a path already chosen."""
        try:
            course = self._load_file(path)
        except self._file_error as exc:
            self.file_refused.emit(str(exc))
            return False
        key = f"{FILE_KEY}{path}"
        self._courses[key] = course
        self._labels[key] = course.name or path.stem
        index = self.course_box.findData(key)
        if index < 0:
            self.course_box.addItem(course.name or path.name, key)
            index = self.course_box.count() - 1
        else:
            self.course_box.setItemText(index, course.name or path.name)
        if index == self.course_box.currentIndex():
            self.changed.emit()  # the same entry, but the file read again may say otherwise
        else:
            self.course_box.setCurrentIndex(index)
        return True

    def remembered(self) -> dict[str, Any]:
        """The choice as JSON values for the next dialog: the course's key (a bundled id, or
        ``FILE_KEY`` and a path) and the holes ("all", a preset's index, or the typed list)."""
        holes: str | int = "all"
        for k, radio in enumerate(self.preset_radios):
            if radio.isChecked():
                holes = k
        if self.custom_radio.isChecked():
            holes = "custom"
        return {"course": str(self.course_box.currentData()), "holes": holes,
                "typed": self.custom_holes.text()}

    def restore(self, data: dict[str, Any]) -> None:
        """Choose what ``remembered`` gave, as far as it still can be: a bundled course the
        list still has, a course file still there and readable (else the default stays and
        nothing is said); the holes as they were."""
        key = data.get("course")
        if isinstance(key, str):
            index = self.course_box.findData(key)
            if index >= 0:
                self.course_box.setCurrentIndex(index)
            elif key.startswith(FILE_KEY) and Path(key.removeprefix(FILE_KEY)).is_file():
                try:
                    course = self._load_file(Path(key.removeprefix(FILE_KEY)))
                except (self._file_error, OSError):
                    course = None
                if course is not None:
                    path = Path(key.removeprefix(FILE_KEY))
                    self._courses[key] = course
                    self._labels[key] = course.name or path.stem
                    self.course_box.addItem(course.name or path.name, key)
                    self.course_box.setCurrentIndex(self.course_box.count() - 1)
        typed = data.get("typed")
        if isinstance(typed, str) and len(typed) <= 200:
            self.custom_holes.setText(typed)
        holes = data.get("holes")
        if isinstance(holes, int) and 0 <= holes < len(self.preset_radios):
            self.preset_radios[holes].setChecked(True)
        elif holes == "custom":
            self.custom_radio.setChecked(True)
        else:
            self.all_radio.setChecked(True)

    def course(self) -> tuple[C, str]:
        """The chosen course and its label on the card, the play header and the store: its
        title (issue 30 §7). A course file's course's name — the file's when the course has
        none; a bundled course's own name ("GolfStudio Links") — its title in the index
        when it has none, never its id ("default")."""
        key = str(self.course_box.currentData())
        if key not in self._courses:
            self._courses[key] = self._load_bundled(key)
        course = self._courses[key]
        if key in self._labels:
            return course, self._labels[key]
        title = " ".join(course.name.split()) or self.course_box.currentText().strip()
        return course, title or key

    def holes(self, count: int) -> tuple[int, ...]:
        """The holes chosen on a course of ``count`` holes, in the order played; () for all
        of them. ``GameError`` for a typed list that is not one (``parse_holes``)."""
        for radio, holes in self._presets:
            if radio.isChecked():
                return tuple(n for n in holes if n <= count)
        if self.custom_radio.isChecked():
            return parse_holes(self.custom_holes.text(), count)
        return ()
