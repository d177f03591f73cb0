"""What a person plays an Ultimate Golf shot with: the cards, the chosen card's eleven
results, the iron a recovery is read with, the dice (Roll, or the real throw typed), and the
relief choices when the ball must be dropped.

Every card of the set is listed: those the lie allows as they are, the others greyed with
the rules' refusal as their tip; choosing one of those says the refusal and keeps the card
that was chosen. The compulsory special card (§4) is chosen for the player and the reason
said in words. The picker only collects choices: the play view turns them into actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio.ultimate.cards import CardFigures, CardSet, ShotCard, card_label, figures
from golfstudio.ultimate.course import Relief
from golfstudio.ultimate.game import Roll
from golfstudio.ultimate.lie import Situation, SituationKind, allowed_cards, irons, refusal
from ui.ultimate.play.announcements import relief_text
from ui.ultimate.play.dice import DicePair
from ui.ultimate.play.results import Result

__all__ = ["ShotPicker", "parse_throw"]

CARD_ROLE = Qt.ItemDataRole.UserRole
MUTED = QColor("#8a8a8a")
CARD_ROWS = 3
"""The cards the list shows (the one chosen is scrolled to; the rest scroll): five and a
half rows and the eleven results made the panel a line or two taller than a 1280×800
window's in French and German (issue 30 §5)."""

SPACING = 4
"""Between the picker's rows: the style's default, two or three pixels more on each of six
gaps, was part of what the panel lacked at 1280×800."""


def parse_throw(text: str) -> Roll | None:
    """Two dice typed as "3 4", "3+4", "3,4" or "34", in any order; None otherwise."""
    digits = [c for c in text if not c.isspace() and c not in "+,-/"]
    if len(digits) != 2 or not all(d in "123456" for d in digits):
        return None
    a, b = sorted(int(d) for d in digits)
    return Roll(a, b)


def suggested_club(cards: CardSet, allowed: Sequence[str], to_flag: float) -> str:
    """The club a player would reach for: the longest whose median carry does not pass the
    flag, else the shortest."""
    clubs = [(found.median, card.id) for card in cards.cards
             if card.id in allowed and isinstance(card, ShotCard)
             and isinstance(found := figures(card), CardFigures)]
    if not clubs:
        return allowed[0]
    short = [c for c in clubs if c[0] <= to_flag]
    return max(short)[1] if short else min(clubs)[1]


def row_height(widget: QWidget) -> int:
    """A list's or table's row for the widget's font: its line and a little air, not a
    fixed pixel count that cuts a larger font."""
    return widget.fontMetrics().lineSpacing() + 2


class CardList(QListWidget):
    """The cards, ``CARD_ROWS`` rows high for the font in use rather than a fixed pixel
    height: the picker then fits a 1280×800 window's panel without scrolling."""

    def _rows_high(self) -> int:
        return CARD_ROWS * max(self.sizeHintForRow(0), row_height(self) - 2) \
            + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._rows_high())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._rows_high())


class ShotPicker(QWidget):
    """See the module docstring. Signals: ``cardChosen(str)``, ``ironChosen(str)``,
    ``rollRequested()``, ``throwTyped(object)`` (a ``Roll``), ``reliefChosen(int)``,
    ``refused(str)`` (a choice the rules or the dice do not allow, in words)."""

    cardChosen = Signal(str)
    ironChosen = Signal(str)
    rollRequested = Signal()
    throwTyped = Signal(object)
    reliefChosen = Signal(int)
    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shotPicker")
        self.cards: CardSet | None = None
        self.situation: Situation | None = None
        self.card_id: str | None = None
        self._allowed: tuple[str, ...] = ()

        self.why_label = QLabel(self)
        self.why_label.setObjectName("compulsoryLabel")
        self.why_label.setWordWrap(True)

        self.card_list = CardList(self)
        self.card_list.setObjectName("cardList")
        self.card_list.setAccessibleName(self.tr("Cards"))
        self.card_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.card_list.currentItemChanged.connect(
            lambda item, _previous: self._card_clicked(item) if item is not None else None)

        self.iron_row = QWidget(self)
        iron_layout = QHBoxLayout(self.iron_row)
        iron_layout.setContentsMargins(0, 0, 0, 0)
        iron_layout.addWidget(QLabel(self.tr("Read with the iron:"), self.iron_row))
        self.iron_box = QComboBox(self.iron_row)
        self.iron_box.setObjectName("ironBox")
        self.iron_box.setAccessibleName(self.tr("Read with the iron"))
        self.iron_box.currentIndexChanged.connect(self._iron_changed)
        iron_layout.addWidget(self.iron_box, 1)

        self.results = QTableWidget(11, 2, self)
        self.results.setObjectName("resultsTable")
        self.results.setAccessibleName(self.tr("Result of each throw"))
        self.results.setHorizontalHeaderLabels([self.tr("Dice"), self.tr("Result")])
        self.results.verticalHeader().setVisible(False)
        # The minimum first: a default below the style's minimum would be raised to it.
        self.results.verticalHeader().setMinimumSectionSize(row_height(self.results))
        self.results.verticalHeader().setDefaultSectionSize(row_height(self.results))
        rows = self.results.verticalHeader().defaultSectionSize()
        self.results.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents)
        self.results.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.results.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.results.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setFixedHeight(rows * 11
                                    + self.results.horizontalHeader().sizeHint().height() + 4)

        self.aim_label = QLabel(self)
        self.aim_label.setObjectName("aimLabel")
        self.aim_label.setWordWrap(True)

        self.dice = DicePair(self)
        self.roll_button = QPushButton(self.tr("Roll the dice"), self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setToolTip(self.tr("Play the shot: the studio throws the two dice "
                                            "(R or Enter)"))
        self.roll_button.clicked.connect(self.rollRequested)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice)
        dice_row.addWidget(self.roll_button, 1)

        self.typed = QLineEdit(self)
        self.typed.setObjectName("typedThrow")
        self.typed.setAccessibleName(self.tr("Real dice"))
        self.typed.setPlaceholderText(self.tr("Real dice, e.g. 3 4"))
        self.typed.setToolTip(self.tr("Threw real dice? Type both faces and play this throw"))
        self.typed.returnPressed.connect(self._typed)
        self.typed_button = QPushButton(self.tr("Play this throw"), self)
        self.typed_button.setObjectName("typedButton")
        self.typed_button.clicked.connect(self._typed)
        self.throw_part = QWidget(self)
        typed_row = QHBoxLayout(self.throw_part)
        typed_row.setContentsMargins(0, 0, 0, 0)
        typed_row.addWidget(self.typed, 1)
        typed_row.addWidget(self.typed_button)

        self.shot_part = QWidget(self)
        shot = QVBoxLayout(self.shot_part)
        shot.setContentsMargins(0, 0, 0, 0)
        shot.setSpacing(SPACING)
        shot.addWidget(self.card_list)
        shot.addWidget(self.iron_row)
        shot.addWidget(self.results)
        shot.addWidget(self.aim_label)

        self.relief_part = QWidget(self)
        self.relief_part.setObjectName("reliefBox")
        self._relief_layout = QVBoxLayout(self.relief_part)
        self._relief_layout.setContentsMargins(0, 0, 0, 0)
        self.relief_buttons: list[QPushButton] = []

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        layout.addWidget(self.why_label)
        layout.addWidget(self.relief_part)
        layout.addWidget(self.shot_part)
        layout.addWidget(self.throw_part)
        layout.addLayout(dice_row)
        self.relief_part.setVisible(False)

    # ---- the position -----------------------------------------------------------------------

    def set_shot(self, cards: CardSet, situation: Situation, why: str) -> None:
        """A shot to choose: every card listed, the allowed ones live, one chosen."""
        self.cards = cards
        self.situation = situation
        self.why_label.setText(why)
        self.why_label.setVisible(bool(why))
        self._show_parts(shot=True, throw=True)
        allowed = allowed_cards(cards, situation)
        self._allowed = allowed
        self.card_list.blockSignals(True)
        self.card_list.clear()
        for card in cards.cards:
            item = QListWidgetItem(card_label(card.name))
            item.setData(CARD_ROLE, card.id)
            if card.id not in allowed:
                item.setForeground(QBrush(MUTED))
                item.setToolTip(refusal(cards, card.id, situation) or "")
            self.card_list.addItem(item)
        self.card_list.blockSignals(False)
        self.iron_box.blockSignals(True)
        self.iron_box.clear()
        for iron_id in irons(cards):
            self.iron_box.addItem(card_label(cards.card(iron_id).name), iron_id)
        self.iron_box.setCurrentIndex(self.iron_box.findData("7-iron")
                                      if self.iron_box.findData("7-iron") >= 0 else 0)
        self.iron_box.blockSignals(False)
        self.card_id = None
        if allowed:
            self.choose_card(self._preselected(cards, situation, allowed))

    def _preselected(self, cards: CardSet, situation: Situation,
                     allowed: Sequence[str]) -> str:
        if situation.kind in (SituationKind.TEE, SituationKind.FAIRWAY):
            return suggested_club(cards, allowed, situation.to_flag)
        return allowed[0]

    def set_relief(self, options: Sequence[Relief]) -> None:
        """The ball must be dropped: one button per choice, numbered as its spot."""
        self.why_label.setText(self.tr("Choose the relief (1–{count}); its drop spot is "
                                       "marked with its number on the hole.")
                               .format(count=len(options)))
        self.why_label.setVisible(True)
        for button in self.relief_buttons:
            self._relief_layout.removeWidget(button)
            button.deleteLater()
        self.relief_buttons = []
        for k, option in enumerate(options):
            button = QPushButton(f"{k + 1}. {relief_text(option)}", self.relief_part)
            button.setObjectName(f"relief{k + 1}")
            button.clicked.connect(lambda _checked=False, k=k: self.reliefChosen.emit(k))
            self._relief_layout.addWidget(button)
            self.relief_buttons.append(button)
        self._show_parts(relief=True)

    def set_throw(self, why: str) -> None:
        """A throw of the person's own that follows a shot (a second putt, a re-roll over
        the hole): Roll, or the real dice typed."""
        self.why_label.setText(why)
        self.why_label.setVisible(True)
        self._show_parts(throw=True)

    def _show_parts(self, *, shot: bool = False, throw: bool = False,
                    relief: bool = False) -> None:
        self.shot_part.setVisible(shot)
        self.throw_part.setVisible(throw)
        self.roll_button.setVisible(throw)
        self.relief_part.setVisible(relief)

    def set_waiting(self) -> None:
        """Someone else's turn, or a throw under way: nothing to choose (the turn card says
        where the ball lies)."""
        self.why_label.setVisible(False)

    # ---- cards ------------------------------------------------------------------------------

    def card_item(self, card_id: str) -> QListWidgetItem:
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            if item.data(CARD_ROLE) == card_id:
                return item
        raise KeyError(card_id)

    def choose_card(self, card_id: str) -> bool:
        """Choose ``card_id``; False (and ``refused``) when the lie does not allow it."""
        if self.cards is None or self.situation is None:
            return False
        if card_id not in self._allowed:
            self.refused.emit(refusal(self.cards, card_id, self.situation)
                              or self.tr("That card cannot be played now."))
            if self.card_id is not None:
                self._select(self.card_id)
            return False
        self.card_id = card_id
        self._select(card_id)
        self.iron_row.setVisible(card_id == "recovery")
        self.cardChosen.emit(card_id)
        return True

    def _select(self, card_id: str) -> None:
        self.card_list.blockSignals(True)
        self.card_list.setCurrentItem(self.card_item(card_id))
        self.card_list.blockSignals(False)

    def _card_clicked(self, item: QListWidgetItem) -> None:
        card_id = str(item.data(CARD_ROLE))
        if card_id != self.card_id:
            self.choose_card(card_id)

    def iron(self) -> str | None:
        """The iron a recovery is read with (None for any other card)."""
        if self.card_id != "recovery":
            return None
        data = self.iron_box.currentData()
        return None if data is None else str(data)

    def _iron_changed(self, _index: int) -> None:
        iron = self.iron()
        if iron is not None:
            self.ironChosen.emit(iron)

    # ---- results and dice -------------------------------------------------------------------

    def show_results(self, results: Sequence[Result]) -> None:
        for row, result in enumerate(results):
            dice = QTableWidgetItem(f"{result.dice_sum}")
            dice.setToolTip(self.tr("{chance} in 36").format(chance=result.in_36))
            dice.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.results.setItem(row, 0, dice)
            self.results.setItem(row, 1, QTableWidgetItem(result.text))

    def result_text(self, dice_sum: int) -> str:
        item = self.results.item(dice_sum - 2, 1)
        return "" if item is None else item.text()

    def show_aim_text(self, text: str) -> None:
        self.aim_label.setText(text)

    def _typed(self) -> None:
        text = self.typed.text()
        self.typed.clear()
        throw = parse_throw(text)
        if throw is None:
            self.refused.emit(self.tr("Type the two dice you threw, each 1 to 6 (e.g. 3 4), "
                                      "not “{text}”: nothing was played.").format(text=text))
            return
        self.throwTyped.emit(throw)
