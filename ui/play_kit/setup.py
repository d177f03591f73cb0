"""What every game's set-up dialog shares: the players (the kit's seats editor), the pace (the
AI's speed and the dice's seed), the one line that says what stops the game from starting,
Start that stays disabled until nothing does, and the step from the dialog to the game's play
view.

A game's dialog derives from ``SetupDialog``: it builds its own choices (courses, holes,
modes), asks ``players_box`` for the players and ``pace_box`` for the pace (adding its own
rows), lays them out with ``lay_out`` (the problem line and the buttons under them) and opens
with ``add_first_seats``; its ``setup()`` returns ``game_setup(params)`` for the engine's
parameters, and ``problem()`` is what refuses them. ``new_game_view`` runs the dialog and makes
the play view of what was chosen (``ask_setup`` runs a dialog whose play view is made
otherwise, as Carambole's).

The dialog opens with the game's last set-up (``setup_memory``: the seats, the AI's speed and
the game's own choices through ``remembered_options``/``restore_options``), and Start keeps
the set-up it starts for the next one. The dice's seed is under "Advanced", closed: a new
game gets new dice; only someone replaying a game types a seed (issue 30 §12).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.errors import GameError
from golfstudio.errors import GolfStudioError
from ui import theme
from ui.play_kit.saving import StoreSource
from ui.play_kit.seats import (
    HUMAN,
    SeatColumns,
    SeatsEditor,
    Speed,
    ai_default_name,
    new_seed,
    person_default_name,
    seat_names,
    speed_box,
)
from ui.play_kit.setup_memory import RememberedSeat, RememberedSetup, load_setup, save_setup

Chosen = TypeVar("Chosen")
Params = TypeVar("Params")
Params_contra = TypeVar("Params_contra", contravariant=True)
View_co = TypeVar("View_co", covariant=True)


@dataclass(frozen=True)
class GameSetup(Generic[Params]):
    """What a set-up dialog chose: the game's parameters, each seat (``HUMAN`` or an AI's
    name), the AI's pace and the seed."""

    params: Params
    seats: tuple[str, ...]
    speed: Speed
    seed: int


class SetupDialog(QDialog, Generic[Chosen]):
    """The set-up dialog's common part; a game's dialog says its ``setup()`` (what
    ``ask_setup`` returns) and calls ``lay_out`` once its choices are made (so Tab reaches
    them before Start)."""

    error_label: QLabel
    buttons: QDialogButtonBox
    start_button: QPushButton
    seats_editor: SeatsEditor
    speed_box: QComboBox
    seed_box: QSpinBox
    seed_label: QLabel
    advanced_button: QToolButton
    """Opens and closes ``advanced`` (closed at first)."""
    advanced: QWidget
    """The "Advanced" rows under the pace: the seed."""
    game_id: str

    setup: Callable[[], Chosen]
    """The game chosen; the game's error naming what stops it (its ``GameError``, a course
    file's error). Each game's dialog defines it, most as ``game_setup(params)``."""

    def problem(self) -> str | None:
        """What stops the game from starting, as one sentence; None when nothing does: by
        default what refuses ``setup()`` (``refusal``, the engine's own words)."""
        return refusal(self.setup)

    def players_box(self, game_id: str, max_players: int, hint: str = "", *,
                    columns: SeatColumns | None = None) -> QGroupBox:
        """The "Players" box: the kit's seats editor (``seats_editor``, the registry's AIs of
        ``game_id``, a game's ``columns``), every change of it through ``_seats_changed``,
        and under it ``hint`` (how the game seats its players) in a muted line."""
        self.game_id = game_id
        box = QGroupBox(self.tr("Players"), self)
        self.seats_editor = SeatsEditor(game_id, max_players, columns, box)
        self.seats_editor.changed.connect(self._seats_changed)
        layout = QVBoxLayout(box)
        layout.addWidget(self.seats_editor)
        if hint:
            label = QLabel(hint, box)
            label.setObjectName("muted")
            label.setWordWrap(True)
            layout.addWidget(label)
        return box

    def _seats_changed(self) -> None:
        """A player came, went or changed: the game is checked again. A game whose other
        choices follow the players (Dice Golf's cards) sets them first."""
        self._validate()

    def pace_box(self, title: str, seed_tip: str) -> tuple[QGroupBox, QFormLayout]:
        """The box of the AI's speed (``speed_box``) and, under a closed "Advanced"
        (``advanced_button``), the dice's seed (``seed_box``); a game adds its own rows to
        the form returned."""
        box = QGroupBox(title, self)
        self.speed_box = speed_box(Speed.NORMAL, box)
        form = QFormLayout()
        form.addRow(self.tr("AI speed:"), self.speed_box)

        self.advanced_button = QToolButton(box)
        self.advanced_button.setObjectName("advancedButton")
        self.advanced_button.setText(self.tr("Advanced"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.toggled.connect(self.show_advanced)
        self.advanced = QWidget(box)
        self.advanced.setObjectName("advanced")
        self.seed_box = QSpinBox(self.advanced)
        self.seed_box.setObjectName("seedBox")
        self.seed_box.setRange(1, 999_999)
        self.seed_box.setValue(new_seed())
        self.seed_box.setToolTip(seed_tip)
        self.seed_label = QLabel(self.tr("Dice seed:"), self.advanced)
        self.seed_label.setBuddy(self.seed_box)
        advanced_form = QFormLayout(self.advanced)
        advanced_form.setContentsMargins(0, 0, 0, 0)
        advanced_form.addRow(self.seed_label, self.seed_box)
        self.advanced.setVisible(False)

        column = QVBoxLayout(box)
        column.addLayout(form)
        column.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.advanced)
        return box, form

    def show_advanced(self, on: bool) -> None:
        """Open or close the "Advanced" rows (the button's arrow points down when open)."""
        self.advanced_button.setArrowType(
            Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        if self.advanced_button.isChecked() != on:
            self.advanced_button.setChecked(on)
        self.advanced.setVisible(on)

    def add_footer(self, layout: QVBoxLayout, start_text: str) -> None:
        """The problem line and the buttons under the game's choices; Start says
        ``start_text``."""
        self.error_label = QLabel(self)
        self.error_label.setObjectName("setupProblem")
        self.error_label.setWordWrap(True)
        theme.ink(self.error_label, "stroke_dot")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert start is not None
        self.start_button = start
        self.start_button.setText(start_text)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def lay_out(self, choices: QWidget | None, players: QWidget, play: QWidget,
                start_text: str, size: tuple[int, int], *, choices_stretch: int = 0) -> None:
        """The dialog's column, ``size`` wide and high: the game's own ``choices`` (its
        course, its round of courses; none for a game without), the ``players`` box taking
        the height left (shared with ``choices`` by ``choices_stretch``), the ``play`` box,
        then the footer (``add_footer``, Start saying ``start_text``)."""
        layout = QVBoxLayout(self)
        if choices is not None:
            layout.addWidget(choices, choices_stretch)
        layout.addWidget(players, 1)
        layout.addWidget(play)
        self.add_footer(layout, start_text)
        self.resize(*size)

    def add_first_seats(self, *ais: str) -> None:
        """The table the dialog opens with: the game's last set-up (``setup_memory``) — its
        seats, the AI's speed and the game's own choices (``restore_options``) — or, the
        first time, "You", a person, then each AI named in the registry (Greedy alone when
        none is), each called by its default name; then the game is checked."""
        remembered = load_setup(self.game_id)
        allowed = seat_names(self.game_id)
        seats = [] if remembered is None else [
            s for s in remembered.seats if s.seat in allowed
        ][:self.seats_editor.max_players]
        if not seats:
            seats = [RememberedSeat(person_default_name(), HUMAN)]
            seats += [RememberedSeat(ai_default_name(ai), ai) for ai in ais or ("greedy",)]
        for seat in seats:
            self.add_remembered_seat(seat)
        if remembered is not None:
            if remembered.speed is not None:
                self.speed_box.setCurrentIndex(self.speed_box.findData(remembered.speed))
            self.restore_options(remembered.options)
        self._validate()

    def add_remembered_seat(self, seat: RememberedSeat) -> None:
        """A seat the dialog opens with; a game with columns of its own sets them from
        ``seat.columns`` (as its ``seat_columns`` wrote them)."""
        self.seats_editor.add_seat(seat.name, seat.seat)

    def seat_columns(self, row: int) -> tuple[Any, ...]:
        """A game's own columns of ``row`` as JSON values, kept for the next dialog."""
        return ()

    def remembered_options(self) -> dict[str, Any]:
        """The game's own choices (course, holes, options) as JSON values, kept for the next
        dialog; none by default."""
        return {}

    def restore_options(self, options: dict[str, Any]) -> None:
        """Bring back ``remembered_options`` of the last set-up, each value checked as a
        user's choice would be (one that no longer fits is left at its default, quietly)."""

    def remember(self) -> None:
        """Keep this set-up for the next dialog of the game."""
        speed = self.speed_box.currentData()
        editor = self.seats_editor
        save_setup(self.game_id, RememberedSetup(
            tuple(RememberedSeat(name, seat, self.seat_columns(row))
                  for row, (name, seat) in enumerate(zip(editor.names(), editor.seats(),
                                                         strict=True))),
            speed if isinstance(speed, Speed) else None, self.remembered_options()))

    def game_setup(self, params: Params) -> GameSetup[Params]:
        """The engine's ``params`` with what the dialog chose besides: each seat, the AI's
        pace and the seed."""
        speed = self.speed_box.currentData()
        assert isinstance(speed, Speed)
        return GameSetup(params, tuple(self.seats_editor.seats()), speed,
                         self.seed_box.value())

    def _validate(self) -> None:
        found = self.problem()
        self._show_problem(found or "")
        self.start_button.setEnabled(found is None)

    def _show_problem(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def accept(self) -> None:
        found = self.problem()
        if found is not None:
            self._show_problem(found)
            return
        self.remember()
        super().accept()


def refusal(make: Callable[[], object]) -> str | None:
    """What stops ``make()`` (a game's set-up) as one sentence — the core's words, capitalised
    and ended — or None when it makes a game. The rules are the engine's (its ``GameParams``
    checks a game's set-up, so the CLI and a saved game refuse the same games): a dialog only
    says them, in the core's English until its messages get a translation path
    (docs/translations.md)."""
    try:
        make()
    except GolfStudioError as exc:
        text = str(exc)
        return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
    return None


def parse_holes(text: str, count: int) -> tuple[int, ...]:
    """Hole numbers typed as "12, 17, 14" or "1-9" (in the order typed); ``GameError`` in
    words for anything else. Every game with a course of holes offers "these holes:" in its
    set-up (Ultimate Golf, Dice Golf)."""
    found: list[int] = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        low, dash, high = part.partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            raise GameError(f"“{part}” is not a hole number: type holes like 12, 17, 14 "
                            "or 1-9") from None
        step = 1 if last >= first else -1
        for number in range(first, last + step, step):
            if not 1 <= number <= count:
                raise GameError(f"the course has holes 1 to {count}, not {number}")
            found.append(number)
    if not found:
        raise GameError("type the holes to play, like 12, 17, 14")
    return tuple(found)


def ask_setup(dialog: QDialog, setup: Callable[[], Chosen]) -> Chosen | None:
    """Run the dialog; ``setup()`` of what was accepted, or None if cancelled. The dialog is
    deleted either way."""
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return setup()
    finally:
        dialog.deleteLater()


class MakePlayView(Protocol[Params_contra, View_co]):
    """A game's play view class, as ``new_game_view`` makes it (the kit's ``TableView``
    options)."""

    def __call__(self, params: Params_contra, seats: Sequence[str], seed: int, *,
                 store_factory: StoreSource | None, speed: Speed,
                 parent: QWidget | None) -> View_co: ...


def new_game_view(dialog: SetupDialog[GameSetup[Params]],
                  make_view: MakePlayView[Params, View_co], parent: QWidget | None,
                  store: StoreSource | None) -> View_co | None:
    """Run the set-up dialog; the play view of the game chosen (``make_view``, not yet shown:
    the caller puts it where it belongs), its rounds saved to ``store``; None if
    cancelled."""
    chosen = ask_setup(dialog, dialog.setup)
    if chosen is None:
        return None
    return make_view(chosen.params, list(chosen.seats), chosen.seed, store_factory=store,
                     speed=chosen.speed, parent=parent)
