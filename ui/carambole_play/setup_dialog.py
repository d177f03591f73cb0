"""Starting a game: the round's courses, the players, the mode, the AI's speed and the seed.

``SetupDialog`` collects them and checks them as they are typed (one clear line says what is
missing; Start stays disabled until nothing is); ``setup()`` returns a ``GameSetup`` — the
engine's ``GameParams`` and what the play view needs besides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

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
from golfstudio.errors import GolfStudioError
from golfstudio.store import open_store
from ui import theme
from ui.carambole_play.play_view import PlayView
from ui.carambole_play.round_saver import StoreSource
from ui.carambole_play.scorecard import ball_swatch
from ui.carambole_play.seats import Seat, Speed, new_seed
from ui.carambole_play.shot_panel import colour_name

MAX_BALLS_EACH = 3
"""carambole.md §6: with few players each may play 2–3 balls."""
NAME, COLOUR, KIND, BALLS = range(4)

AskCoursePath = Callable[[QWidget], Path | None]


def ask_course_file(parent: QWidget) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("SetupDialog", "Add a course file"), str(Path.home()),
        QCoreApplication.translate("SetupDialog", "Carambole courses (*.json);;All files (*)"))
    return Path(name) if name else None


@dataclass(frozen=True)
class CourseChoice:
    """A course of the round and the label scorecards know it by (bundled id, file name)."""

    label: str
    course: Course


@dataclass(frozen=True)
class PlayerChoice:
    name: str
    colour: Colour
    seat: Seat
    balls: int = 1


@dataclass(frozen=True)
class GameSetup:
    params: GameParams
    seats: tuple[Seat, ...]
    speed: Speed
    seed: int
    course_labels: tuple[str, ...]


def problem(courses: Sequence[CourseChoice], players: Sequence[PlayerChoice],
            mode: Mode) -> str | None:
    """The first thing that stops this game from starting, as a sentence; None when it can.

    The rules are the engine's (``GameParams`` checks a game's set-up, so the CLI and a saved
    game refuse the same games): the dialog only says them. Their words are the core's,
    English until the core's messages get a translation path (docs/translations.md).
    """
    try:
        make_params(courses, players, mode)
    except GolfStudioError as exc:
        text = str(exc)
        return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
    return None


def make_params(courses: Sequence[CourseChoice], players: Sequence[PlayerChoice],
                mode: Mode) -> GameParams:
    """The engine's parameters: a player's balls all carry their colour (balls of one
    colour play in player order and are told apart by their number)."""
    return GameParams(tuple(c.course for c in courses),
                      tuple(Player(p.name.strip(), p.balls, (p.colour,) * p.balls)
                            for p in players), mode, tuple(c.label for c in courses))


class SetupDialog(QDialog):
    """Choose the round, the players and how to play; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 ask_course_path: AskCoursePath = ask_course_file) -> None:
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
            item.setToolTip(f"{entry.id} ({entry.kind.value})")
        self.available.itemDoubleClicked.connect(lambda _item: self.add_selected())
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
        players_box = QGroupBox(self.tr("Players"), self)
        self.players = QTableWidget(0, 4, players_box)
        self.players.setObjectName("playersTable")
        self.players.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Colour"), self.tr("Plays"), self.tr("Balls")])
        self.players.verticalHeader().setVisible(False)
        self.players.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players.horizontalHeader().setSectionResizeMode(
            NAME, QHeaderView.ResizeMode.Stretch)
        self.add_player_button = QPushButton(self.tr("Add player"), players_box)
        self.add_player_button.clicked.connect(lambda: self.add_player())
        self.remove_player_button = QPushButton(self.tr("Remove player"), players_box)
        self.remove_player_button.clicked.connect(self._remove_player)
        player_buttons = QHBoxLayout()
        player_buttons.addWidget(self.add_player_button)
        player_buttons.addWidget(self.remove_player_button)
        player_buttons.addStretch(1)
        players_layout = QVBoxLayout(players_box)
        players_layout.addWidget(self.players)
        players_layout.addLayout(player_buttons)

        # -- how to play
        play_box = QGroupBox(self.tr("How to play"), self)
        self.basic_radio = QRadioButton(self.tr("Basic: each ball plays until holed, alone"),
                                        play_box)
        self.carambole_radio = QRadioButton(
            self.tr("Carambole: every ball plays once a round; balls collide"), play_box)
        self.basic_radio.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.basic_radio)
        self.mode_group.addButton(self.carambole_radio)
        self.mode_group.buttonToggled.connect(lambda *_: self._validate())
        self.speed_box = QComboBox(play_box)
        for s in Speed:
            self.speed_box.addItem(s.shown, s)
        self.speed_box.setCurrentIndex(list(Speed).index(Speed.NORMAL))
        self.seed_box = QSpinBox(play_box)
        self.seed_box.setRange(1, 999_999)
        self.seed_box.setValue(new_seed())
        self.seed_box.setToolTip(self.tr("The dice's seed: the same seed and the same choices "
                                         "replay the same game"))
        form = QFormLayout(play_box)
        modes = QVBoxLayout()
        modes.addWidget(self.basic_radio)
        modes.addWidget(self.carambole_radio)
        form.addRow(self.tr("Mode:"), modes)
        form.addRow(self.tr("AI speed:"), self.speed_box)
        form.addRow(self.tr("Dice seed:"), self.seed_box)

        self.error_label = QLabel(self)
        self.error_label.setObjectName("setupProblem")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {theme.STROKE_DOT.name()};")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(courses_box, 3)
        layout.addWidget(players_box, 3)
        layout.addWidget(play_box)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.resize(760, 680)

        self.add_course("course-1")
        self.add_player(self.tr("You"), Colour.ORANGE, Seat.HUMAN)
        self.add_player(self.tr("Greedy"), Colour.GREEN, Seat.GREEDY)
        self._validate()

    # ---- courses ----------------------------------------------------------------------------

    def add_course(self, course_id: str) -> None:
        """Add a bundled course (by id) at the end of the round."""
        try:
            course = load_bundled(course_id)
        except CourseError as exc:
            self._show_problem(str(exc))
            return
        self._append(CourseChoice(course_id, course))

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
        self._append(CourseChoice(path.stem, course))

    def _append(self, choice: CourseChoice) -> None:
        self._round.append(choice)
        self._refresh_round(len(self._round) - 1)

    def _refresh_round(self, current: int) -> None:
        self.round_list.clear()
        for k, choice in enumerate(self._round, 1):
            name = choice.course.name or choice.label
            item = QListWidgetItem(f"{k}. {name}", self.round_list)
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

    # ---- players ----------------------------------------------------------------------------

    def add_player(self, name: str | None = None, colour: Colour | None = None,
                   seat: Seat = Seat.GREEDY, balls: int = 1) -> None:
        row = self.players.rowCount()
        if row >= MAX_PLAYERS:
            return
        used = {self._colour_box(r).currentData() for r in range(row)}
        if colour is None:
            colour = next((c for c in DEFAULT_PLAY_ORDER if c not in used), Colour.RED)
        self.players.insertRow(row)
        name_edit = QLineEdit(
            name if name is not None else self.tr("Player {number}").format(number=row + 1))
        name_edit.setFrame(False)
        name_edit.textChanged.connect(lambda _text: self._validate())
        colour_box = QComboBox()
        for c in DEFAULT_PLAY_ORDER:
            colour_box.addItem(QIcon(ball_swatch_for(c)), colour_name(c), c)
        colour_box.setCurrentIndex(list(DEFAULT_PLAY_ORDER).index(colour))
        colour_box.currentIndexChanged.connect(lambda _i: self._validate())
        kind_box = QComboBox()
        for s in Seat:
            kind_box.addItem(s.shown, s)
        kind_box.setCurrentIndex(list(Seat).index(seat))
        balls_box = QSpinBox()
        balls_box.setRange(1, MAX_BALLS_EACH)
        balls_box.setValue(balls)
        balls_box.valueChanged.connect(lambda _v: self._validate())
        self.players.setCellWidget(row, NAME, name_edit)
        self.players.setCellWidget(row, COLOUR, colour_box)
        self.players.setCellWidget(row, KIND, kind_box)
        self.players.setCellWidget(row, BALLS, balls_box)
        self._validate()

    def _remove_player(self) -> None:
        row = self.players.currentRow()
        if row < 0:
            row = self.players.rowCount() - 1
        if row >= 0:
            self.players.removeRow(row)
            self._validate()

    def name_edit(self, row: int) -> QLineEdit:
        widget = self.players.cellWidget(row, NAME)
        assert isinstance(widget, QLineEdit)
        return widget

    def _colour_box(self, row: int) -> QComboBox:
        widget = self.players.cellWidget(row, COLOUR)
        assert isinstance(widget, QComboBox)
        return widget

    def _kind_box(self, row: int) -> QComboBox:
        widget = self.players.cellWidget(row, KIND)
        assert isinstance(widget, QComboBox)
        return widget

    def _balls_box(self, row: int) -> QSpinBox:
        widget = self.players.cellWidget(row, BALLS)
        assert isinstance(widget, QSpinBox)
        return widget

    def set_player(self, row: int, *, name: str | None = None, colour: Colour | None = None,
                   seat: Seat | None = None, balls: int | None = None) -> None:
        if name is not None:
            self.name_edit(row).setText(name)
        if colour is not None:
            self._colour_box(row).setCurrentIndex(list(DEFAULT_PLAY_ORDER).index(colour))
        if seat is not None:
            self._kind_box(row).setCurrentIndex(list(Seat).index(seat))
        if balls is not None:
            self._balls_box(row).setValue(balls)

    def player_choices(self) -> list[PlayerChoice]:
        # A StrEnum comes back from a combo box's data as a plain str.
        return [PlayerChoice(self.name_edit(r).text(), Colour(self._colour_box(r).currentData()),
                             self._kind_box(r).currentData(), self._balls_box(r).value())
                for r in range(self.players.rowCount())]

    # ---- mode, checks, result ---------------------------------------------------------------

    def mode(self) -> Mode:
        return Mode.CARAMBOLE if self.carambole_radio.isChecked() else Mode.BASIC

    def set_mode(self, mode: Mode) -> None:
        (self.carambole_radio if mode is Mode.CARAMBOLE else self.basic_radio).setChecked(True)

    def problem(self) -> str | None:
        return problem(self._round, self.player_choices(), self.mode())

    def _validate(self) -> None:
        found = self.problem()
        self._show_problem(found or "")
        self.start_button.setEnabled(found is None)

    def _show_problem(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def setup(self) -> GameSetup:
        """The game chosen; ``GameError`` naming the problem if it cannot start."""
        found = problem(self._round, self.player_choices(), self.mode())
        if found is not None:
            raise GameError(found)
        players = self.player_choices()
        return GameSetup(make_params(self._round, players, self.mode()),
                         tuple(p.seat for p in players), self.speed_box.currentData(),
                         self.seed_box.value(), tuple(c.label for c in self._round))

    def accept(self) -> None:
        found = self.problem()
        if found is not None:
            self._show_problem(found)
            return
        super().accept()


def ball_swatch_for(colour: Colour) -> QPixmap:
    return ball_swatch([BallInfo(0, 0, colour)])


def start_new_game(parent: QWidget | None = None, *,
                   store_factory: StoreSource | None = open_store,
                   ask_course_path: AskCoursePath = ask_course_file) -> PlayView | None:
    """Run the set-up dialog; the ``PlayView`` of the game chosen, or None if cancelled.

    The view is not shown: the caller puts it where it belongs (a page of the main window).
    """
    dialog = SetupDialog(parent, ask_course_path=ask_course_path)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.setup()
    finally:
        dialog.deleteLater()
    return PlayView(chosen.params, list(chosen.seats), store_factory, chosen.seed, parent,
                    speed=chosen.speed, course_labels=chosen.course_labels)
