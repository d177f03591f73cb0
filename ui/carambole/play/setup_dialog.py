"""Starting a game: the round's courses, the players, the mode, the AI's speed and the seed.

``SetupDialog`` collects them and checks them as they are typed (one clear line says what is
missing; Start stays disabled until nothing is); ``setup()`` returns a ``GameSetup`` — the
engine's ``GameParams`` and what the play view needs besides. The dialog opens with the last
game's round (its bundled courses and course files still there), players with their colours
and balls, mode and AI speed (``play_kit.setup_memory``); Play This Course's course replaces
the remembered round.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio.bundled import shown_title
from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course import DEFAULT_PLAY_ORDER, Colour, Course
from golfstudio.carambole.course_file import load_course
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.game import (
    MAX_PLAYERS,
    BallInfo,
    GameError,
    GameParams,
    Mode,
    Player,
)
from golfstudio.store import open_store
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.scorecard import ball_swatch
from ui.carambole.play.seats import Seat
from ui.carambole.play.shot_panel import colour_name
from ui.play_kit import course_chooser
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.course_chooser import FILE_KEY, AskCoursePath
from ui.play_kit.saving import StoreSource
from ui.play_kit.seats import SeatsEditor, Speed
from ui.play_kit.setup import ask_setup, refusal
from ui.play_kit.setup_memory import RememberedSeat

MAX_BALLS_EACH = 3
"""carambole.md §6: with few players each may play 2–3 balls."""
COLOUR, BALLS = range(2)
"""Carambole's own columns of the seats editor, in order."""


def ask_course_file(parent: QWidget) -> Path | None:
    return course_chooser.ask_course_file(
        parent, QCoreApplication.translate("SetupDialog", "Add a course file"),
        QCoreApplication.translate("SetupDialog", "Carambole courses (*.json);;All files (*)"))


@dataclass(frozen=True)
class CourseChoice:
    """A course of the round: where it came from (a bundled id, a file's name, "edited") and
    the course. Cards, play labels and the store name it by ``name``: the course's own."""

    label: str
    course: Course
    source: str = ""
    """Where to find it again for the next dialog: a bundled course's id or ``FILE_KEY``
    and a file's path; empty for a course only in memory (the editor's)."""

    @property
    def name(self) -> str:
        return " ".join(self.course.name.split()) or self.label

    @property
    def shown_name(self) -> str:
        """``name`` as the user reads it (a bundled course's title in their language)."""
        return shown_title(self.name)


class CaramboleSeatColumns:
    """The seats editor's Carambole columns: each player's colour and balls (§6)."""

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("SetupDialog", "Colour"),
                QCoreApplication.translate("SetupDialog", "Balls")]

    def widgets(self, editor: SeatsEditor, row: int) -> list[QWidget]:
        """A new row's colour is the first the rows above do not play (§6: in carambole
        mode each player needs a colour of their own)."""
        colour_box = QComboBox()
        for c in DEFAULT_PLAY_ORDER:
            colour_box.addItem(QIcon(ball_swatch_for(c)), colour_name(c), c)
        used = set()
        for above in range(row):
            box = editor.cell(above, COLOUR)
            if isinstance(box, QComboBox):
                used.add(box.currentData())
        free = next((k for k, c in enumerate(DEFAULT_PLAY_ORDER) if c not in used), 0)
        colour_box.setCurrentIndex(free)
        balls_box = QSpinBox()
        balls_box.setRange(1, MAX_BALLS_EACH)
        return [colour_box, balls_box]

    def connect(self, widget: QWidget, changed: Callable[[], None]) -> None:
        if isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(lambda _i: changed())
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(lambda _v: changed())


@dataclass(frozen=True)
class PlayerChoice:
    name: str
    colour: Colour
    seat: str
    """``HUMAN`` or an AI's name in the registry."""
    balls: int = 1


@dataclass(frozen=True)
class GameSetup:
    params: GameParams
    seats: tuple[str, ...]
    speed: Speed
    seed: int
    course_labels: tuple[str, ...]


def problem(courses: Sequence[CourseChoice], players: Sequence[PlayerChoice],
            mode: Mode) -> str | None:
    """The first thing that stops this game from starting, as a sentence; None when it can
    (``play_kit.setup.refusal``)."""
    return refusal(lambda: make_params(courses, players, mode))


def make_params(courses: Sequence[CourseChoice], players: Sequence[PlayerChoice],
                mode: Mode) -> GameParams:
    """The engine's parameters: a player's balls all carry their colour (balls of one
    colour play in player order and are told apart by their number)."""
    return GameParams(tuple(c.course for c in courses),
                      tuple(Player(p.name.strip(), p.balls, (p.colour,) * p.balls)
                            for p in players), mode, tuple(c.name for c in courses))


class SetupDialog(play_kit_setup.SetupDialog[GameSetup]):
    """Choose the round, the players and how to play; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 ask_course_path: AskCoursePath = ask_course_file,
                 courses: Sequence[CourseChoice] = ()) -> None:
        """``courses`` start the round instead of course 1 (Play this course)."""
        super().__init__(parent)
        self.setObjectName("caramboleSetup")
        self.setWindowTitle(self.tr("New Carambole game"))
        self._ask_course_path = ask_course_path
        self._round: list[CourseChoice] = []

        # -- courses
        courses_box = QGroupBox(self.tr("Courses of the round"), self)
        self.available = QListWidget(courses_box)
        self.available.setObjectName("availableCourses")
        for entry in bundled_courses():
            item = QListWidgetItem(entry.title, self.available)
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(f"{entry.id} ({entry.kind.shown()})")
        self.available.itemDoubleClicked.connect(lambda _item: self.add_selected())
        # Every title whole in the user's language (the dialog widens for German's), beside
        # a vertical scroll bar: nothing to scroll sideways to.
        self.available.setMinimumWidth(
            self.available.sizeHintForColumn(0) + 2 * self.available.frameWidth()
            + self.available.verticalScrollBar().sizeHint().width() + 4)
        self.round_list = QListWidget(courses_box)
        self.round_list.setObjectName("roundCourses")
        self.add_button = QPushButton(self.tr("Add ›"), courses_box)
        self.add_button.clicked.connect(self.add_selected)
        self.file_button = QPushButton(self.tr("Add course file…"), courses_box)
        self.file_button.clicked.connect(self.add_file)
        self.up_button = QPushButton(self.tr("Up"), courses_box)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button = QPushButton(self.tr("Down"), courses_box)
        self.down_button.clicked.connect(lambda: self._move(1))
        self.remove_course_button = QPushButton(self.tr("Remove"), courses_box)
        self.remove_course_button.clicked.connect(self._remove_course)
        middle = QVBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.add_button)
        middle.addWidget(self.file_button)
        middle.addStretch(1)
        order = QVBoxLayout()
        order.addWidget(self.up_button)
        order.addWidget(self.down_button)
        order.addWidget(self.remove_course_button)
        order.addStretch(1)
        courses_row = QHBoxLayout(courses_box)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Bundled courses"), courses_box))
        left.addWidget(self.available)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Played in this order"), courses_box))
        right.addWidget(self.round_list)
        courses_row.addLayout(left, 1)
        courses_row.addLayout(middle)
        courses_row.addLayout(right, 1)
        courses_row.addLayout(order)

        # -- players
        players_box = self.players_box("carambole", MAX_PLAYERS,
                                       columns=CaramboleSeatColumns())
        self.players = self.seats_editor.table
        self.add_player_button = self.seats_editor.add_button
        self.remove_player_button = self.seats_editor.remove_button

        # -- how to play
        play_box, form = self.pace_box(
            self.tr("How to play"), self.tr("The dice's seed: the same seed and the same "
                                            "choices replay the same game"))
        self.basic_radio = QRadioButton(self.tr("Basic: each ball plays until holed, alone"),
                                        play_box)
        self.carambole_radio = QRadioButton(
            self.tr("Carambole: every ball plays once a round; balls collide"), play_box)
        self.basic_radio.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.basic_radio)
        self.mode_group.addButton(self.carambole_radio)
        self.mode_group.buttonToggled.connect(lambda *_: self._validate())
        modes = QVBoxLayout()
        modes.addWidget(self.basic_radio)
        modes.addWidget(self.carambole_radio)
        form.insertRow(0, self.tr("Mode:"), modes)

        self.lay_out(courses_box, players_box, play_box, self.tr("Start game"), (760, 680),
                     choices_stretch=1)

        for choice in courses:
            self._append(choice)
        self._courses_given = bool(courses)
        """Play This Course: the round is given, not the one remembered."""
        self.add_first_seats("greedy")
        if not self._round:
            self.add_course("course-1")

    # ---- courses ----------------------------------------------------------------------------

    def add_course(self, course_id: str) -> None:
        """Add a bundled course (by id) at the end of the round."""
        try:
            course = load_bundled(course_id)
        except CourseError as exc:
            self._show_problem(str(exc))
            return
        self._append(CourseChoice(course_id, course, course_id))

    def add_selected(self) -> None:
        for item in self.available.selectedItems():
            self.add_course(str(item.data(Qt.ItemDataRole.UserRole)))

    def add_file(self) -> None:
        path = self._ask_course_path(self)
        if path is None:
            return
        try:
            course = load_course(path)
        except CourseError as exc:
            self._show_problem(self.tr("{file} cannot be played: {reason}").format(
                file=path.name, reason=exc))
            return
        self._append(CourseChoice(path.stem, course, f"{FILE_KEY}{path}"))

    def _append(self, choice: CourseChoice) -> None:
        self._round.append(choice)
        self._refresh_round(len(self._round) - 1)

    def _refresh_round(self, current: int) -> None:
        self.round_list.clear()
        for k, choice in enumerate(self._round, 1):
            item = QListWidgetItem(f"{k}. {choice.shown_name}", self.round_list)
            item.setToolTip(choice.label)
        if self._round:
            self.round_list.setCurrentRow(max(0, min(current, len(self._round) - 1)))
        self._validate()

    def _move(self, step: int) -> None:
        row = self.round_list.currentRow()
        target = row + step
        if 0 <= row < len(self._round) and 0 <= target < len(self._round):
            self._round[row], self._round[target] = self._round[target], self._round[row]
            self._refresh_round(target)

    def _remove_course(self) -> None:
        row = self.round_list.currentRow()
        if 0 <= row < len(self._round):
            del self._round[row]
            self._refresh_round(row)

    def courses(self) -> list[CourseChoice]:
        return list(self._round)

    # ---- the last game's set-up -------------------------------------------------------------

    def remembered_options(self) -> dict[str, Any]:
        return {"round": [c.source for c in self._round if c.source],
                "mode": self.mode().value}

    def restore_options(self, options: dict[str, Any]) -> None:
        """The last round's courses that can still be found (a course file moved or broken
        is left out, quietly: the round starts from course 1 when none is left) and the
        mode."""
        mode = options.get("mode")
        if mode in {m.value for m in Mode}:
            self.set_mode(Mode(mode))
        sources = options.get("round")
        if self._courses_given or not isinstance(sources, list):
            return
        for source in sources:
            if not isinstance(source, str):
                continue
            try:
                if source.startswith(FILE_KEY):
                    path = Path(source.removeprefix(FILE_KEY))
                    self._append(CourseChoice(path.stem, load_course(path), source))
                elif source in {entry.id for entry in bundled_courses()}:
                    self._append(CourseChoice(source, load_bundled(source), source))
            except (CourseError, OSError):
                continue

    def add_remembered_seat(self, seat: RememberedSeat) -> None:
        colour: Colour | None = None
        balls = 1
        if len(seat.columns) == 2:
            shade, count = seat.columns
            if shade in {c.value for c in Colour}:
                colour = Colour(shade)
            if isinstance(count, int) and 1 <= count <= MAX_BALLS_EACH:
                balls = count
        self.add_player(seat.name, colour, seat.seat, balls)

    def seat_columns(self, row: int) -> tuple[Any, ...]:
        return (str(self._colour_box(row).currentData()), self._balls_box(row).value())

    # ---- players ----------------------------------------------------------------------------

    def add_player(self, name: str | None = None, colour: Colour | None = None,
                   seat: str = Seat.GREEDY, balls: int = 1) -> None:
        """A row at the end (a free colour by default); nothing when the table is full."""
        row = self.seats_editor.add_seat(name, seat)
        if row < 0:
            return
        if colour is None:
            used = {self._colour_box(r).currentData() for r in range(row)}
            colour = next((c for c in DEFAULT_PLAY_ORDER if c not in used), Colour.RED)
        self.set_player(row, colour=colour, balls=balls)

    def name_edit(self, row: int) -> QLineEdit:
        return self.seats_editor.name_edit(row)

    def _colour_box(self, row: int) -> QComboBox:
        widget = self.seats_editor.cell(row, COLOUR)
        assert isinstance(widget, QComboBox)
        return widget

    def _kind_box(self, row: int) -> QComboBox:
        return self.seats_editor.seat_box(row)

    def _balls_box(self, row: int) -> QSpinBox:
        widget = self.seats_editor.cell(row, BALLS)
        assert isinstance(widget, QSpinBox)
        return widget

    def set_player(self, row: int, *, name: str | None = None, colour: Colour | None = None,
                   seat: str | None = None, balls: int | None = None) -> None:
        self.seats_editor.set_seat(row, name=name, seat=seat)
        if colour is not None:
            self._colour_box(row).setCurrentIndex(list(DEFAULT_PLAY_ORDER).index(colour))
        if balls is not None:
            self._balls_box(row).setValue(balls)

    def player_choices(self) -> list[PlayerChoice]:
        # A StrEnum comes back from a combo box's data as a plain str.
        return [PlayerChoice(self.name_edit(r).text(), Colour(self._colour_box(r).currentData()),
                             self.seats_editor.seats()[r], self._balls_box(r).value())
                for r in range(self.seats_editor.rows())]

    # ---- mode, checks, result ---------------------------------------------------------------

    def mode(self) -> Mode:
        return Mode.CARAMBOLE if self.carambole_radio.isChecked() else Mode.BASIC

    def set_mode(self, mode: Mode) -> None:
        (self.carambole_radio if mode is Mode.CARAMBOLE else self.basic_radio).setChecked(True)

    def problem(self) -> str | None:
        return problem(self._round, self.player_choices(), self.mode())

    def setup(self) -> GameSetup:
        """The game chosen; ``GameError`` naming the problem if it cannot start."""
        found = problem(self._round, self.player_choices(), self.mode())
        if found is not None:
            raise GameError(found)
        players = self.player_choices()
        return GameSetup(make_params(self._round, players, self.mode()),
                         tuple(p.seat for p in players), self.speed_box.currentData(),
                         self.seed_box.value(), tuple(c.name for c in self._round))


def ball_swatch_for(colour: Colour) -> QPixmap:
    return ball_swatch([BallInfo(0, 0, colour)])


def start_new_game(parent: QWidget | None = None, *,
                   store_factory: StoreSource | None = open_store,
                   ask_course_path: AskCoursePath = ask_course_file,
                   courses: Sequence[CourseChoice] = ()) -> PlayView | None:
    """Run the set-up dialog; the ``PlayView`` of the game chosen, or None if cancelled.

    ``courses`` are the round to start from (the course editor's Play this course). The view
    is not shown: the caller puts it where it belongs (a page of the main window).
    """
    dialog = SetupDialog(parent, ask_course_path=ask_course_path, courses=courses)
    chosen = ask_setup(dialog, dialog.setup)
    if chosen is None:
        return None
    return PlayView(chosen.params, list(chosen.seats), store_factory, chosen.seed, parent,
                    speed=chosen.speed, course_labels=chosen.course_labels)
