"""Who sits at each place of a table (a person or one of the game's AIs) and how fast it plays.

A seat is a name: ``HUMAN`` or the name of an AI in the game's registry entry
(``engine.registry.ai_players``), so every AI a game registers — ``best`` included — is
offered without the play view knowing it. An AI gets a generator of its own, seeded from the
game's seed and its seat, so a game with the same seed and the same choices replays the same
(architecture.md: randomness is injected).

``SeatsEditor`` is the players table every set-up dialog shows (name, who plays); a game adds
its own columns (Carambole: colour, balls) through ``SeatColumns``. A seat's name that is still
the default of who plays it ("Greedy", "Player 3", "You") follows when another AI or a person
takes the seat; a name the user typed stays (issue 30 §12). Enter in a name being typed only
commits it: the dialog's Start is pressed by an Enter on a name not being typed
(``NameEdit``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.play import Chooser
from golfstudio.engine.registry import ai_players
from golfstudio.engine.state import Game
from golfstudio.i18n import tr

HUMAN = "human"
"""The seat of a person at the table (never an AI's name in the registry)."""

SeatChoice = str | Chooser
"""Who plays a seat: ``HUMAN``, an AI's name from the registry, or any object with
``choose(view)`` (a test's scripted player, an AI built elsewhere)."""


def new_seed() -> int:
    """A fresh seed for the dice, shown to the players so the game can be replayed."""
    return random.SystemRandom().randrange(1, 1_000_000)


def ai_seed(game_seed: int, seat: int) -> int:
    """The seed of the AI at ``seat``: different per seat, fixed by the game's seed."""
    return game_seed * 1_000 + seat + 1


def seat_names(game_id: str) -> list[str]:
    """What may sit at a table of ``game_id``: a person, then the registry's AIs in order."""
    return [HUMAN, *ai_players(game_id)]


def seat_text(name: str) -> str:
    """A seat as the set-up dialog and the turn label say it ("Human", "Greedy AI")."""
    if name == HUMAN:
        return QCoreApplication.translate("Seat", "Human")
    return QCoreApplication.translate("Seat", "{name} AI").format(name=name.capitalize())


AI_NAMES: dict[str, str] = {
    "greedy": str(QT_TRANSLATE_NOOP("SetupDialog", "Greedy")),
    "random": str(QT_TRANSLATE_NOOP("SetupDialog", "Random")),
    "best": str(QT_TRANSLATE_NOOP("SetupDialog", "Best")),
    "smart": str(QT_TRANSLATE_NOOP("SetupDialog", "Smart")),
    "strong": str(QT_TRANSLATE_NOOP("SetupDialog", "Strong")),
}
"""An AI's default name at the table, marked for lupdate (the registry's names are ids);
under the set-up dialog's context, where its first seats were always named."""
PERSON_NAME = str(QT_TRANSLATE_NOOP("SetupDialog", "You"))
"""The first seat's default name: the person at the screen."""


def person_default_name() -> str:
    return QCoreApplication.translate("SetupDialog", PERSON_NAME)


def ai_default_name(name: str) -> str:
    """The name an AI's seat gets until the user types one ("Greedy"), in the user's
    language; an AI the table above does not know yet is called by its id, capitalised."""
    known = AI_NAMES.get(name)
    return (name.capitalize() if known is None
            else QCoreApplication.translate("SetupDialog", known))


def seat_tip(game_id: str, name: str) -> str:
    """The registry's one line on how an AI plays, in the user's language (the core marks
    it); empty for a person."""
    found = ai_players(game_id).get(name)
    return "" if found is None else tr(found[1])


def make_ai(game: Game[Any], choice: SeatChoice, game_seed: int, seat: int) -> Chooser | None:
    """The player of a seat: None for a person, the registry's AI by name, or the object
    given. An unknown name is a bug of the caller (the dialog offers the registry's only)."""
    if not isinstance(choice, str):
        return choice
    if choice == HUMAN:
        return None
    factory, _ = ai_players(game.game_id)[choice]
    made: Chooser = factory(game, random.Random(ai_seed(game_seed, seat)))
    return made


@dataclass(frozen=True)
class Pace:
    step_ms: int
    """Animation time of one step of a move (a ball's cell, a card's flip)."""
    think_ms: int
    """Pause before an AI acts, so a person can follow."""
    dice_ms: int
    """Length of the dice's flicker (at most 0.6 s)."""


class Speed(Enum):
    """Valued by the English name, marked for lupdate; ``shown`` is the translated one."""

    SLOW = str(QT_TRANSLATE_NOOP("Speed", "Slow"))
    NORMAL = str(QT_TRANSLATE_NOOP("Speed", "Normal"))
    FAST = str(QT_TRANSLATE_NOOP("Speed", "Fast"))
    INSTANT = str(QT_TRANSLATE_NOOP("Speed", "Instant"))

    @property
    def shown(self) -> str:
        return QCoreApplication.translate("Speed", self.value)

    @property
    def pace(self) -> Pace:
        return _PACES[self]

    @property
    def instant(self) -> bool:
        return self is Speed.INSTANT


_PACES = {
    Speed.SLOW: Pace(step_ms=200, think_ms=1000, dice_ms=600),
    Speed.NORMAL: Pace(step_ms=110, think_ms=550, dice_ms=450),
    Speed.FAST: Pace(step_ms=45, think_ms=150, dice_ms=200),
    Speed.INSTANT: Pace(step_ms=0, think_ms=0, dice_ms=0),
}


def speed_box(speed: Speed, parent: QWidget | None = None) -> QComboBox:
    """A combo box of the paces, ``speed`` chosen (the set-up dialog and the play view)."""
    box = QComboBox(parent)
    box.setObjectName("speedBox")
    for s in Speed:
        box.addItem(s.shown, s)
    box.setCurrentIndex(list(Speed).index(speed))
    return box


# ---- the seats editor -----------------------------------------------------------------------

class SeatColumns(Protocol):
    """A game's own columns in the seats editor (Carambole: a colour and a number of balls).

    ``headers`` name them; ``widgets(row)`` makes a row's editors, each emitting its own
    change signal, which ``connect`` hooks to ``changed`` so the dialog checks again.
    """

    def headers(self) -> list[str]: ...

    def widgets(self, editor: SeatsEditor, row: int) -> list[QWidget]: ...

    def connect(self, widget: QWidget, changed: Callable[[], None]) -> None: ...


NAME = 0

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class NameEdit(QLineEdit):
    """A seat's name cell. Enter while a name is being typed (edited since it was last
    committed) commits it and is kept from the dialog, whose default button would otherwise
    start the game on the first Enter; Enter on a name not being typed goes on to the dialog
    (a second Enter starts). Signal: ``committed()``."""

    committed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER_KEYS and self.isModified():
            self.setModified(False)
            self.committed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class SeatsEditor(QWidget):
    """The players of a table: a name and who plays each seat, plus a game's columns.
    Signals: ``changed()`` after any edit (typing, choosing, adding, removing)."""

    changed = Signal()

    def __init__(self, game_id: str, max_players: int, columns: SeatColumns | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatsEditor")
        self.game_id = game_id
        self.max_players = max_players
        self.columns = columns
        extra = columns.headers() if columns is not None else []
        self.plays_column = 1 + len(extra)
        self.table = QTableWidget(0, 2 + len(extra), self)
        self.table.setObjectName("playersTable")
        self.table.setAccessibleName(self.tr("Players"))
        self.table.setAccessibleDescription(
            self.tr("Each player's name and who plays the seat: you or an AI."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), *extra, self.tr("Plays")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton(self.tr("Add player"), self)
        self.add_button.clicked.connect(lambda: self.add_seat())
        self.remove_button = QPushButton(self.tr("Remove player"), self)
        self.remove_button.clicked.connect(self.remove_seat)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def rows(self) -> int:
        return self.table.rowCount()

    def add_seat(self, name: str | None = None, seat: str | None = None) -> int:
        """Add a row (a default name, the first AI); its index, or -1 when the table is full."""
        row = self.table.rowCount()
        if row >= self.max_players:
            return -1
        self.table.insertRow(row)
        edit = NameEdit(name if name is not None
                        else self.tr("Player {number}").format(number=row + 1))
        edit.setObjectName("seatName")
        edit.setFrame(False)
        edit.textChanged.connect(lambda _text: self.changed.emit())
        self.table.setCellWidget(row, NAME, edit)
        if self.columns is not None:
            for k, widget in enumerate(self.columns.widgets(self, row), start=1):
                self.columns.connect(widget, self.changed.emit)
                self.table.setCellWidget(row, k, widget)
        box = QComboBox()
        names = seat_names(self.game_id)
        for k, choice in enumerate(names):
            box.addItem(seat_text(choice), choice)
            box.setItemData(k, seat_tip(self.game_id, choice),
                            Qt.ItemDataRole.ToolTipRole)
        default = seat if seat is not None else (names[1] if len(names) > 1 else HUMAN)
        box.setCurrentIndex(max(0, names.index(default)) if default in names else 0)
        box.setProperty("seat", str(box.currentData()))
        box.currentIndexChanged.connect(lambda _i: self._seat_changed(box))
        box.setToolTip(seat_tip(self.game_id, str(box.currentData())))
        self.table.setCellWidget(row, self.plays_column, box)
        self.changed.emit()
        return row

    def _seat_changed(self, box: QComboBox) -> None:
        old, new = str(box.property("seat")), str(box.currentData())
        box.setProperty("seat", new)
        box.setToolTip(seat_tip(self.game_id, new))
        row = next((r for r in range(self.rows()) if self.seat_box(r) is box), -1)
        if row >= 0 and old != new:
            edit = self.name_edit(row)
            if self.is_default_name(edit.text(), old):
                edit.setText(self.default_name(new, row))
        self.changed.emit()

    def is_default_name(self, name: str, seat: str) -> bool:
        """Whether ``name`` is one the table gave ``seat`` rather than one the user typed:
        an AI's name, numbered or not ("Greedy", "Greedy 2"); for a person "You" or
        "Player n"; an empty name too (nothing typed to keep)."""
        name = " ".join(name.split())
        if not name:
            return True
        if seat == HUMAN:
            if name == person_default_name():
                return True
            pattern = self.tr("Player {number}")
            head, _, tail = pattern.partition("{number}")
            number = name.removeprefix(head).removesuffix(tail) if (
                name.startswith(head) and name.endswith(tail)) else ""
            return number.isdigit()
        base = ai_default_name(seat)
        return name == base or (name.startswith(base + " ")
                                and name[len(base) + 1:].isdigit())

    def default_name(self, seat: str, row: int) -> str:
        """The name ``seat`` gets at ``row``: an AI's name ("Greedy", "Greedy 2" when
        another seat has it), a person's "Player n" — names the other seats do not have,
        as the engine refuses two players of one name."""
        taken = {" ".join(n.split()) for r, n in enumerate(self.names()) if r != row}
        if seat == HUMAN:
            number = row + 1
            while (name := self.tr("Player {number}").format(number=number)) in taken:
                number += 1
            return name
        base = ai_default_name(seat)
        name, number = base, 1
        while name in taken:
            number += 1
            name = f"{base} {number}"
        return name

    def remove_seat(self) -> None:
        """Remove the selected row, else the last one."""
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
            self.changed.emit()

    def name_edit(self, row: int) -> QLineEdit:
        widget = self.table.cellWidget(row, NAME)
        assert isinstance(widget, QLineEdit)
        return widget

    def seat_box(self, row: int) -> QComboBox:
        widget = self.table.cellWidget(row, self.plays_column)
        assert isinstance(widget, QComboBox)
        return widget

    def cell(self, row: int, column: int) -> QWidget:
        """A game column's editor of ``row`` (``column`` counts the game's columns from 0)."""
        widget = self.table.cellWidget(row, 1 + column)
        assert widget is not None
        return widget

    def set_seat(self, row: int, *, name: str | None = None, seat: str | None = None) -> None:
        if name is not None:
            self.name_edit(row).setText(name)
        if seat is not None:
            box = self.seat_box(row)
            box.setCurrentIndex(box.findData(seat))

    def names(self) -> list[str]:
        return [self.name_edit(r).text() for r in range(self.rows())]

    def seats(self) -> list[str]:
        return [str(self.seat_box(r).currentData()) for r in range(self.rows())]


def seat_choices(choices: Sequence[SeatChoice] | None, players: int) -> list[SeatChoice]:
    """The seats of a table: everyone a person by default."""
    return list(choices) if choices is not None else [HUMAN] * players
