"""Starting a round of Ultimate Golf: the course, the holes, the players, the AI's speed and
the dice's seed.

The course is a bundled one or a course file; the holes are all of them, the front nine,
the back nine or a list typed as "12, 17, 14" (played in that order). Players are the kit's
seats editor (a person, or an AI of the registry by name; several people make a hot-seat
game). Every choice is checked as it is made, in the engine's own words (``GameParams``
refuses what it cannot play): one line says what is wrong and Start stays disabled until
nothing is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.errors import GameError
from golfstudio.errors import GolfStudioError
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_courses, load_bundled
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import load_course
from golfstudio.ultimate.game import MAX_PLAYERS, GameParams
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.saving import StoreSource
from ui.play_kit.seats import HUMAN, SeatsEditor, Speed
from ui.play_kit.setup import GameSetup, ask_setup, parse_holes, refusal
from ui.ultimate_play.play_view import UltimatePlayView

__all__ = ["GameSetup", "SetupDialog", "parse_holes", "start_new_game"]

AskCoursePath = Callable[[QWidget], Path | None]
FRONT_NINE = tuple(range(1, 10))
BACK_NINE = tuple(range(10, 19))


def ask_course_file(parent: QWidget) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("UltimateSetup", "Play a course file"),
        str(Path.home()),
        QCoreApplication.translate("UltimateSetup", "Ultimate Golf courses (*.json);;"
                                   "All files (*)"))
    return Path(name) if name else None


class SetupDialog(play_kit_setup.SetupDialog):
    """Choose the round and the players; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 ask_course_path: AskCoursePath = ask_course_file) -> None:
        super().__init__(parent)
        self.setObjectName("ultimateSetup")
        self.setWindowTitle(self.tr("New Ultimate Golf round"))
        self._ask_course_path = ask_course_path
        self._files: dict[str, Course] = {}
        """Courses by their key in the course box (a bundled id, "file:" and a path), read
        once: the round is checked again at every keystroke."""

        # -- the course and its holes
        course_box = QGroupBox(self.tr("Course"), self)
        self.course_box = QComboBox(course_box)
        self.course_box.setObjectName("courseBox")
        for entry in bundled_courses():
            self.course_box.addItem(entry.title, entry.id)
        self.course_box.setCurrentIndex(max(0, self.course_box.findData(DEFAULT_COURSE)))
        self.course_box.currentIndexChanged.connect(lambda _i: self._validate())
        self.file_button = QPushButton(self.tr("Course file…"), course_box)
        self.file_button.setObjectName("courseFile")
        self.file_button.clicked.connect(self.add_file)
        course_row = QHBoxLayout()
        course_row.addWidget(self.course_box, 1)
        course_row.addWidget(self.file_button)
        self.all_radio = QRadioButton(self.tr("All holes"), course_box)
        self.front_radio = QRadioButton(self.tr("Front nine (1–9)"), course_box)
        self.back_radio = QRadioButton(self.tr("Back nine (10–18)"), course_box)
        self.custom_radio = QRadioButton(self.tr("These holes:"), course_box)
        self.custom_holes = QLineEdit(course_box)
        self.custom_holes.setObjectName("customHoles")
        self.custom_holes.setPlaceholderText(self.tr("e.g. 12, 17, 14"))
        self.custom_holes.textEdited.connect(lambda _t: self.custom_radio.setChecked(True))
        self.custom_holes.textChanged.connect(lambda _t: self._validate())
        self.all_radio.setChecked(True)
        self.holes_group = QButtonGroup(self)
        for radio in (self.all_radio, self.front_radio, self.back_radio, self.custom_radio):
            self.holes_group.addButton(radio)
        self.holes_group.buttonToggled.connect(lambda *_: self._validate())
        holes_row = QHBoxLayout()
        for radio in (self.all_radio, self.front_radio, self.back_radio, self.custom_radio):
            holes_row.addWidget(radio)
        holes_row.addWidget(self.custom_holes, 1)
        course_form = QVBoxLayout(course_box)
        course_form.addLayout(course_row)
        course_form.addLayout(holes_row)

        # -- players
        players_box = QGroupBox(self.tr("Players"), self)
        self.seats_editor = SeatsEditor("ultimate", MAX_PLAYERS, None, players_box)
        self.seats_editor.changed.connect(self._validate)
        players_layout = QVBoxLayout(players_box)
        players_layout.addWidget(self.seats_editor)
        hint = QLabel(self.tr("Several people at one screen take turns (hot seat); the dice "
                              "decide who tees off first."), players_box)
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        players_layout.addWidget(hint)

        # -- pace
        play_box, _ = self.pace_box(
            self.tr("Pace"), self.tr("The dice's seed: the same seed and the same choices "
                                     "replay the same round"))

        layout = QVBoxLayout(self)
        layout.addWidget(course_box)
        layout.addWidget(players_box, 1)
        layout.addWidget(play_box)
        self.add_footer(layout, self.tr("Start round"))
        self.resize(700, 560)

        self.seats_editor.add_seat(self.tr("You"), HUMAN)
        self.seats_editor.add_seat(self.tr("Greedy"), "greedy")
        self._validate()

    # ---- the course -------------------------------------------------------------------------

    def add_file(self) -> bool:
        """A course file chosen by the player joins the list and is chosen; a bad file is
        said in one line (the file's own words) and changes nothing."""
        path = self._ask_course_path(self)
        if path is None:
            return False
        try:
            course = load_course(path)
        except GolfStudioError as exc:
            self._show_problem(str(exc))
            return False
        key = f"file:{path}"
        self._files[key] = course
        self.course_box.addItem(course.name or path.name, key)
        self.course_box.setCurrentIndex(self.course_box.count() - 1)
        return True

    def course(self) -> tuple[Course, str]:
        """The chosen course and its label on the card (a bundled id or the course's name)."""
        key = str(self.course_box.currentData())
        if key.startswith("file:"):
            course = self._files[key]
            return course, course.name
        if key not in self._files:
            self._files[key] = load_bundled(key)
        return self._files[key], key

    def holes(self, count: int) -> tuple[int, ...]:
        if self.front_radio.isChecked():
            return tuple(n for n in FRONT_NINE if n <= count)
        if self.back_radio.isChecked():
            return tuple(n for n in BACK_NINE if n <= count)
        if self.custom_radio.isChecked():
            return parse_holes(self.custom_holes.text(), count)
        return ()

    # ---- checking ---------------------------------------------------------------------------

    def setup(self) -> GameSetup[GameParams]:
        """The round chosen; ``GameError`` (or the course's error) naming the problem."""
        course, label = self.course()
        holes = self.holes(len(course.holes))
        if not holes and (self.front_radio.isChecked() or self.back_radio.isChecked()):
            raise GameError(f"the course has {len(course.holes)} holes: no nine to play there")
        params = GameParams(course, tuple(self.seats_editor.names()), label, holes)
        speed = self.speed_box.currentData()
        assert isinstance(speed, Speed)
        return GameSetup(params, tuple(self.seats_editor.seats()), speed,
                         self.seed_box.value())

    def problem(self) -> str | None:
        return refusal(self.setup)


def start_new_game(parent: QWidget | None = None, store: StoreSource | None = None, *,
                   ask_course_path: AskCoursePath = ask_course_file
                   ) -> UltimatePlayView | None:
    """Run the set-up dialog; the round's play view (not yet shown), or None if cancelled."""
    dialog = SetupDialog(parent, ask_course_path=ask_course_path)
    chosen = ask_setup(dialog, dialog.setup)
    if chosen is None:
        return None
    return UltimatePlayView(chosen.params, list(chosen.seats), chosen.seed,
                            store_factory=store, speed=chosen.speed, parent=parent)
