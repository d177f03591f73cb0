"""What every game's set-up dialog shares: the pace (the AI's speed and the dice's seed), the
one line that says what stops the game from starting, and Start that stays disabled until
nothing does.

A game's dialog derives from ``SetupDialog``: it builds its own choices (courses, holes,
modes, its seats editor), asks ``pace_box`` for the pace and ``add_footer`` for the problem
line and the buttons, and says what is wrong in ``problem()``; ``ask_setup`` runs it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from golfstudio.engine.errors import GameError
from golfstudio.errors import GolfStudioError
from ui import theme
from ui.play_kit.seats import Speed, new_seed, speed_box

Chosen = TypeVar("Chosen")
Params = TypeVar("Params")


@dataclass(frozen=True)
class GameSetup(Generic[Params]):
    """What a set-up dialog chose: the game's parameters, each seat (``HUMAN`` or an AI's
    name), the AI's pace and the seed."""

    params: Params
    seats: tuple[str, ...]
    speed: Speed
    seed: int


class SetupDialog(QDialog):
    """The set-up dialog's common part; a game's dialog says its ``problem()`` and calls
    ``add_footer`` once its choices are laid out (so Tab reaches them before Start)."""

    error_label: QLabel
    buttons: QDialogButtonBox
    start_button: QPushButton
    speed_box: QComboBox
    seed_box: QSpinBox

    problem: Callable[[], str | None]
    """What stops the game from starting, as one sentence; None when nothing does. Each
    game's dialog defines it (its own set-up rules, said in the engine's words)."""

    def pace_box(self, title: str, seed_tip: str) -> tuple[QGroupBox, QFormLayout]:
        """The box of the AI's speed (``speed_box``) and the dice's seed (``seed_box``); a
        game adds its own rows to the form returned."""
        box = QGroupBox(title, self)
        self.speed_box = speed_box(Speed.NORMAL, box)
        self.seed_box = QSpinBox(box)
        self.seed_box.setObjectName("seedBox")
        self.seed_box.setRange(1, 999_999)
        self.seed_box.setValue(new_seed())
        self.seed_box.setToolTip(seed_tip)
        form = QFormLayout(box)
        form.addRow(self.tr("AI speed:"), self.speed_box)
        form.addRow(self.tr("Dice seed:"), self.seed_box)
        return box, form

    def add_footer(self, layout: QVBoxLayout, start_text: str) -> None:
        """The problem line and the buttons under the game's choices; Start says
        ``start_text``."""
        self.error_label = QLabel(self)
        self.error_label.setObjectName("setupProblem")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {theme.STROKE_DOT.name()};")
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
