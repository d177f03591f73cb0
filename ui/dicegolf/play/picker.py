"""A person's hands at the Dice Golf table, in the side panel: what to do now and the
buttons to do it, the real dice typed, and the hand of cards.

One throw asks a person, in turn: before it, whether to lay a card against another's throw
(each card they may lay, or Pass); their own roll (Roll, or the faces of the real dice
typed); a selection (the dice are clicked on the board, Keep here); after it, the choices
the engine offers (accept, each card that does something now, a sign to change, fair
play), each with a hint of what it makes of the throw. The picker only collects choices: the
play view turns them into actions. While the screen passes between people (hot seat), the
kit's ``PassScreen`` stands in for all of it: a hand of cards is one person's alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.dicegolf.formula import Op
from ui import theme
from ui.play_kit.hot_seat import PassScreen

__all__ = ["OPERATION_SIGNS", "CardChip", "Choice", "ThrowPicker", "parse_faces",
           "parse_operation"]

CHIP_STYLE = ("QLabel {{ border: 1px solid {border}; border-radius: 9px; padding: 2px 8px;"
              " background: {fill}; color: {ink}; }}")


def chip_style(playable: bool) -> str:
    """A card in hand, in the current colour scheme: one that may be played stands out."""
    return CHIP_STYLE.format(
        border=theme.ACCENT.name() if playable else theme.BORDER.name(),
        fill=theme.ACCENT_SOFT.name() if playable else theme.SURFACE_OFF.name(),
        ink=theme.TEXT.name())


def parse_faces(text: str, count: int) -> list[int] | None:
    """Dice typed as "3 5 2 6", "3,5,2,6" or "3526" (the fifth die, 7 to 12, with spaces):
    ``count`` whole numbers in the dice's order, or None. Whether each face fits its die is
    the engine's to say."""
    tokens = [t for t in "".join(c if c.isdigit() else " " for c in text).split() if t]
    if len(tokens) == 1 and count > 1 and len(tokens[0]) == count:
        tokens = list(tokens[0])
    if len(tokens) != count:
        return None
    return [int(t) for t in tokens]


OPERATION_SIGNS = {"+": Op.ADD, "-": Op.SUB, "−": Op.SUB, "–": Op.SUB, "x": Op.MUL,
                   "X": Op.MUL, "×": Op.MUL, "*": Op.MUL}
"""What a person may type for the operations die's face."""


def parse_operation(text: str) -> Op | None:
    """The operations die typed as ``+``, ``-`` (or ``−``) or ``x`` (or ``×``, ``*``); None
    for anything else."""
    return OPERATION_SIGNS.get(text.strip())


@dataclass(frozen=True)
class Choice:
    """A button of the picker: the action it plays, its words, a hint under it (what it
    makes of the throw), a tooltip; ``primary`` for the default (Enter)."""

    action: Any
    text: str
    hint: str = ""
    tip: str = ""
    primary: bool = False


@dataclass(frozen=True)
class CardChip:
    """A kind of card in a hand: its name, how many, what it does, and whether it may be
    played now."""

    name: str
    count: int
    tip: str
    playable: bool = False


class ThrowPicker(QWidget):
    """See the module docstring. Signals: ``rollRequested()``, ``facesTyped(str)``,
    ``keepRequested()``, ``chosen(object)`` (a ``Choice``'s action), ``passShown()``."""

    rollRequested = Signal()
    facesTyped = Signal(str)
    keepRequested = Signal()
    chosen = Signal(object)
    passShown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("throwPicker")
        # Two pages shown one at a time; not a QStackedWidget, which would keep the taller
        # page's height and spread the buttons over it.
        self.controls = QWidget(self)
        self.pass_screen = PassScreen(self, title_scale=1.3)
        self.pass_screen.setMinimumHeight(190)
        self.pass_screen.shown.connect(self.passShown)

        self.prompt = QLabel(self.controls)
        self.prompt.setObjectName("pickerPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)

        self.roll_button = QPushButton(self.tr("Roll the dice"), self.controls)
        self.roll_button.setObjectName("primary")
        self.roll_button.setAccessibleName(self.tr("Roll the dice"))
        self.roll_button.setToolTip(self.tr("The studio rolls the dice for you (R)"))
        self.roll_button.clicked.connect(self.rollRequested)
        self.keep_button = QPushButton(self.controls)
        self.keep_button.setObjectName("primary")
        self.keep_button.setToolTip(self.tr("Click the dice on the board to keep them; the "
                                            "others are rolled again (Enter)"))
        self.keep_button.clicked.connect(self.keepRequested)
        action_row = QHBoxLayout()
        action_row.setContentsMargins(0, 0, 0, 0)
        action_row.addWidget(self.roll_button)
        action_row.addWidget(self.keep_button)
        action_row.addStretch(1)

        self.typed_label = QLabel(self.controls)
        self.typed_label.setObjectName("muted")
        self.typed_label.setWordWrap(True)
        self.typed = QLineEdit(self.controls)
        self.typed.setObjectName("typedDice")
        self.typed.setAccessibleName(self.tr("Real dice"))
        self.typed.setMaxLength(24)
        self.typed.returnPressed.connect(self._typed)
        self.typed_button = QPushButton(self.tr("Play these dice"), self.controls)
        self.typed_button.setObjectName("typedButton")
        self.typed_button.setToolTip(self.tr("Threw real dice? Type each die's face, in the "
                                             "order shown, and play them"))
        self.typed_button.clicked.connect(self._typed)
        typed_row = QHBoxLayout()
        typed_row.setContentsMargins(0, 0, 0, 0)
        typed_row.addWidget(self.typed, 1)
        typed_row.addWidget(self.typed_button)

        self.choices_box = QWidget(self.controls)
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        self.choices_layout.setSpacing(2)
        self.choice_buttons: list[QPushButton] = []

        self.hand_title = QLabel(self.controls)
        self.hand_title.setObjectName("handTitle")
        self.hand_title.setFont(theme.scaled_font(self, 0.95, bold=True))
        self.hand_box = QWidget(self.controls)
        self.hand_grid = QGridLayout(self.hand_box)
        self.hand_grid.setContentsMargins(0, 0, 0, 0)
        self.hand_grid.setHorizontalSpacing(4)
        self.hand_grid.setVerticalSpacing(4)
        self.chips: list[QLabel] = []

        column = QVBoxLayout(self.controls)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addWidget(self.prompt)
        column.addLayout(action_row)
        column.addWidget(self.typed_label)
        column.addLayout(typed_row)
        column.addWidget(self.choices_box)
        column.addSpacing(4)
        column.addWidget(self.hand_title)
        column.addWidget(self.hand_box)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.controls)
        outer.addWidget(self.pass_screen)
        self.pass_screen.setVisible(False)
        self.offer_wait("")
        self.show_hand(None, "")

    # ---- what is offered --------------------------------------------------------------------

    def _only(self, *, roll: bool = False, keep: bool = False, typed: bool = False,
              choices: bool = False) -> None:
        self._page(passing=False)
        self.roll_button.setVisible(roll)
        self.keep_button.setVisible(keep)
        for widget in (self.typed_label, self.typed, self.typed_button):
            widget.setVisible(typed)
        self.choices_box.setVisible(choices)
        if not typed:
            self.typed.clear()

    def _say(self, prompt: str) -> None:
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))

    def offer_wait(self, prompt: str) -> None:
        """Nothing to do: someone else is throwing, or the dice are falling."""
        self._set_choices([])
        self._only()
        self._say(prompt)

    def offer_roll(self, prompt: str, dice: Sequence[str]) -> None:
        """A roll of ``dice`` (their labels): Roll, or their faces typed."""
        self._set_choices([])
        self._only(roll=True, typed=True)
        self._say(prompt)
        self._typed_for(dice)

    def offer_keep(self, prompt: str, keep_text: str, rolled: Sequence[str]) -> None:
        """A selection: the dice are clicked on the board; Keep rolls the others (``rolled``,
        whose faces may be typed instead)."""
        self._set_choices([])
        self._only(keep=True, typed=bool(rolled))
        self._say(prompt)
        self.keep_button.setText(keep_text)
        if rolled:
            self._typed_for(rolled)

    def set_keep_text(self, keep_text: str, rolled: Sequence[str]) -> None:
        self.keep_button.setText(keep_text)
        for widget in (self.typed_label, self.typed, self.typed_button):
            widget.setVisible(bool(rolled))
        if rolled:
            self._typed_for(rolled)

    def offer_choices(self, prompt: str, choices: Sequence[Choice]) -> None:
        """The choices before or after a throw, each a button with its hint."""
        self._only(choices=True)
        self._say(prompt)
        self._set_choices(choices)

    def offer_operation(self, prompt: str) -> None:
        """The operations die: Roll, or the face of the real die typed."""
        self._set_choices([])
        self._only(roll=True, typed=True)
        self._say(prompt)
        self.typed_label.setText(self.tr("Real operations die? Type what it shows: +, − or "
                                         "×:"))
        self.typed.setPlaceholderText(self.tr("e.g. ×"))

    def _typed_for(self, dice: Sequence[str]) -> None:
        self.typed_label.setText(self.tr("Real dice? Type the faces of {dice}:").format(
            dice=" ".join(dice)))
        example = " ".join(["3", "5", "2", "6", "9"][:len(dice)]) if len(dice) <= 5 else ""
        self.typed.setPlaceholderText(self.tr("e.g. {faces}").format(faces=example))

    def _set_choices(self, choices: Sequence[Choice]) -> None:
        while self.choices_layout.count():
            item = self.choices_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.choice_buttons = []
        for k, choice in enumerate(choices):
            button = QPushButton(choice.text, self.choices_box)
            button.setObjectName("primary" if choice.primary else f"choice{k}")
            button.setProperty("choice", k)
            button.setToolTip(choice.tip)
            button.setStyleSheet("text-align: left;")
            button.clicked.connect(lambda _checked=False, a=choice.action: self.chosen.emit(a))
            self.choices_layout.addWidget(button)
            button.show()  # at once, not when the layout's queued show comes round
            self.choice_buttons.append(button)
            if choice.hint:
                hint = QLabel(choice.hint, self.choices_box)
                hint.setObjectName("choiceHint")
                hint.setWordWrap(True)
                theme.style(hint, lambda: f"color: {theme.TEXT_MUTED.name()};"
                            " margin: 0 0 4px 10px;")
                self.choices_layout.addWidget(hint)
                hint.show()

    def choice_button(self, text_start: str) -> QPushButton:
        """The offered button whose text starts with ``text_start`` (tests, keys)."""
        found = [b for b in self.choice_buttons if b.text().startswith(text_start)]
        assert found, f"no choice {text_start!r} among {[b.text() for b in self.choice_buttons]}"
        return found[0]

    def _typed(self) -> None:
        text = self.typed.text()
        if text.strip():
            self.facesTyped.emit(text)

    # ---- the hand ---------------------------------------------------------------------------

    def show_hand(self, cards: Sequence[CardChip] | None, title: str) -> None:
        """A hand of cards (None: none shown, ``title`` says why)."""
        for chip in self.chips:
            self.hand_grid.removeWidget(chip)
            chip.hide()
            chip.deleteLater()
        self.chips = []
        self.hand_title.setText(title)
        self.hand_title.setVisible(bool(title))
        self.hand_box.setVisible(bool(cards))
        for k, card in enumerate(cards or ()):
            text = (card.name if card.count == 1
                    else self.tr("{card} ×{count}").format(card=card.name, count=card.count))
            chip = QLabel(text, self.hand_box)
            chip.setObjectName("cardChip")
            chip.setToolTip(card.tip)
            theme.style(chip, partial(chip_style, card.playable))
            self.hand_grid.addWidget(chip, k // 3, k % 3)
            chip.show()
            self.chips.append(chip)

    def chip_texts(self) -> list[str]:
        return [chip.text() for chip in self.chips]

    # ---- the hot seat -----------------------------------------------------------------------

    def _page(self, *, passing: bool) -> None:
        self.controls.setVisible(not passing)
        self.pass_screen.setVisible(passing)

    def show_pass(self, player: str, note: str) -> None:
        self._page(passing=True)
        self.pass_screen.show_pass(player, note)

    def is_passing(self) -> bool:
        return not self.pass_screen.isHidden()
