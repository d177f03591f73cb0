"""The controls of a person's shot: the direction picked, a die or a card (with the white
die), Roll, and the field where a person playing with real dice types the face thrown.

The panel only collects choices and says what was asked (``rollClicked``,
``typedRollEntered``); the play view checks them against the engine and plays the shot.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from golfstudio.carambole.course import Colour
from golfstudio.carambole.course import colour_name as core_colour_name
from golfstudio.carambole.ruleset import ImpulseSource, die_name
from golfstudio.hexgrid import Direction
from ui import theme
from ui.carambole.play.dice import DiceRoller, DieFace, card_icon, die_colour, die_icon

DIE_COLUMNS = 2
CARD_COLUMNS = 3
WIDE_TEXT = 16
"""A die's button text longer than this takes a whole row."""
def source_style() -> str:
    """The dice buttons, in the current colour scheme."""
    return f"""
QPushButton#sourceButton {{
    padding: 4px 5px; text-align: left; font-size: 9pt; border: 1px solid {theme.BORDER.name()};
    border-radius: 4px; background: {theme.SURFACE_ALT.name()};
}}
QPushButton#sourceButton:hover {{ background: {theme.ACCENT_SOFT.name()}; }}
QPushButton#sourceButton:checked {{
    background: {theme.ACCENT_SOFT.name()}; border: 2px solid {theme.ACCENT.name()};
    font-weight: 600;
}}
QPushButton#sourceButton:disabled {{
    color: {theme.TEXT_DISABLED.name()}; background: {theme.SURFACE_OFF.name()};
}}
QPushButton#primary:disabled {{
    background: {theme.TEXT_DISABLED.name()}; border-color: {theme.TEXT_DISABLED.name()};
    color: {theme.ON_ACCENT.name()};
}}
QPushButton#sourceButton:checked:disabled {{
    color: {theme.TEXT_MUTED.name()}; border: 2px solid {theme.TEXT_DISABLED.name()};
}}
"""
# The game's words in English, marked for lupdate under "Carambole"; direction_name()
# translates them when shown. Ball colours and die names are the core's words
# (golfstudio.carambole: colour_name, die_name), already in the user's language.
DIRECTION_NAMES = {
    Direction.E: str(QT_TRANSLATE_NOOP("Carambole", "east")),
    Direction.NE: str(QT_TRANSLATE_NOOP("Carambole", "north-east")),
    Direction.NW: str(QT_TRANSLATE_NOOP("Carambole", "north-west")),
    Direction.W: str(QT_TRANSLATE_NOOP("Carambole", "west")),
    Direction.SW: str(QT_TRANSLATE_NOOP("Carambole", "south-west")),
    Direction.SE: str(QT_TRANSLATE_NOOP("Carambole", "south-east")),
}


def direction_name(direction: Direction) -> str:
    return QCoreApplication.translate("Carambole", DIRECTION_NAMES[direction])


def colour_name(colour: Colour) -> str:
    """A ball colour in the user's language (the core's word, ``course.colour_name``)."""
    return core_colour_name(colour)


def faces_text(faces: Sequence[int]) -> str:
    """``3–8`` for a run of faces, else the faces themselves: ``16,20,25,30,33,36``."""
    ordered = sorted(faces)
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(set(ordered)) > 2:
        return f"{ordered[0]}–{ordered[-1]}"
    return ",".join(str(f) for f in faces)


def source_text(source: ImpulseSource) -> str:
    """A die's button: its name and its faces; a card's: what it does to the white die."""
    card = source.card
    if card is None:
        return f"{die_name(source.name)}  {faces_text(source.die.faces)}"
    sign = {"+": "+", "-": "−", "x": "×"}[card.op]
    shown = f"{sign}{card.value}"
    return shown if card.name in (shown, f"{card.op}{card.value}") else f"{card.name} {shown}"


def source_tip(source: ImpulseSource) -> str:
    faces = ", ".join(str(f) for f in source.die.faces)
    if source.card is None:
        return QCoreApplication.translate("ShotPanel", "The {die} die: faces {faces}").format(
            die=die_name(source.name), faces=faces)
    impulses = ", ".join(str(o.impulses) for o in source.outcomes)
    return QCoreApplication.translate(
        "ShotPanel", "The {card} card with the {die} die (faces {faces}): {impulses} impulses"
    ).format(card=source.card.name, die=die_name(source.die.name), faces=faces,
             impulses=impulses)


def source_key(source: ImpulseSource) -> tuple[str, bool]:
    return source.name, source.is_card


class ShotPanel(QWidget):
    """Signals: ``rollClicked()``, ``typedRollEntered(str)``, ``sourceChanged()``."""

    rollClicked = Signal()
    typedRollEntered = Signal(str)
    sourceChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shotPanel")
        theme.style(self, source_style)
        self._sources: list[ImpulseSource] = []
        self._buttons: dict[tuple[str, bool], QPushButton] = {}
        self._direction: Direction | None = None
        self._active = False

        self.direction_label = QLabel(self)
        self.direction_label.setObjectName("directionLabel")
        self.direction_label.setWordWrap(True)

        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.buttonToggled.connect(self._source_toggled)
        self.source_grid = QGridLayout()
        self.source_grid.setSpacing(4)
        self.card_grid = QGridLayout()
        self.card_grid.setSpacing(4)
        self.cards_label = QLabel(self.tr("Cards, played with the white die:"), self)
        self.cards_label.setObjectName("muted")

        self.die = DieFace(self)
        self.roller = DiceRoller(self.die, self)
        self.roll_button = QPushButton(self.tr("&Roll"), self)
        self.roll_button.setObjectName("primary")
        self.roll_button.setToolTip(self.tr("Throw the chosen die (the studio's dice)"))
        self.roll_button.clicked.connect(self.rollClicked)
        self.impulses_label = QLabel(self)
        self.impulses_label.setObjectName("muted")
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.die)
        roll_row.addWidget(self.roll_button)
        roll_row.addWidget(self.impulses_label, 1)

        self.typed = QLineEdit(self)
        self.typed.setObjectName("typedRoll")
        self.typed.setAccessibleName(self.tr("Real die"))
        self.typed.setPlaceholderText(self.tr("face"))
        self.typed.setMaximumWidth(70)
        self.typed.setToolTip(self.tr("Playing with real dice? Type the face you threw"))
        self.typed.returnPressed.connect(self._typed)
        self.typed_button = QPushButton(self.tr("Use my roll"), self)
        self.typed_button.setToolTip(
            self.tr("Play the shot with the face typed (a real die's throw)"))
        self.typed_button.clicked.connect(self._typed)
        typed_row = QHBoxLayout()
        typed_row.addWidget(QLabel(self.tr("Real die:"), self))
        typed_row.addWidget(self.typed)
        typed_row.addWidget(self.typed_button)
        typed_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.direction_label)
        layout.addLayout(self.source_grid)
        layout.addWidget(self.cards_label)
        layout.addLayout(self.card_grid)
        layout.addLayout(roll_row)
        layout.addLayout(typed_row)
        self._refresh()

    # ---- choices ----------------------------------------------------------------------------

    def set_sources(self, sources: Sequence[ImpulseSource]) -> None:
        """The dice and cards of the course's ruleset; the choice is kept if still there."""
        keep = self.selected_source()
        if [source_key(s) for s in sources] == [source_key(s) for s in self._sources]:
            self._sources = list(sources)
            return
        for button in self._buttons.values():
            self.group.removeButton(button)
            button.setParent(None)
            button.deleteLater()
        self._buttons = {}
        self._sources = list(sources)
        dice = [s for s in self._sources if not s.is_card]
        cards = [s for s in self._sources if s.is_card]
        for grid, columns, group in ((self.source_grid, DIE_COLUMNS, dice),
                                     (self.card_grid, CARD_COLUMNS, cards)):
            row = column = 0
            for source in group:
                button = self._source_button(source)
                if len(button.text()) > WIDE_TEXT:  # a die of many faces gets a row
                    if column:
                        row, column = row + 1, 0
                    grid.addWidget(button, row, 0, 1, columns)
                    row += 1
                    continue
                grid.addWidget(button, row, column)
                column += 1
                if column == columns:
                    row, column = row + 1, 0
        self.cards_label.setVisible(bool(cards))
        if keep is not None and source_key(keep) in self._buttons:
            self.select_source(*source_key(keep))
        self._refresh()

    def _source_button(self, source: ImpulseSource) -> QPushButton:
        button = QPushButton(source_text(source), self)
        button.setObjectName("sourceButton")
        button.setCheckable(True)
        icon = card_icon() if source.is_card else die_icon(die_colour(source.die.colour))
        button.setIcon(QIcon(icon))
        button.setIconSize(QSize(18, 18))
        button.setToolTip(source_tip(source))
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.setMinimumWidth(60)
        self.group.addButton(button)
        self._buttons[source_key(source)] = button
        return button

    def sources(self) -> list[ImpulseSource]:
        return list(self._sources)

    def source_button(self, name: str, card: bool = False) -> QPushButton:
        return self._buttons[(name, card)]

    def select_source(self, name: str, card: bool = False) -> None:
        self._buttons[(name, card)].setChecked(True)

    def clear_source(self) -> None:
        """No die or card chosen (an exclusive group cannot uncheck its last button)."""
        self.group.setExclusive(False)
        for button in self._buttons.values():
            button.setChecked(False)
        self.group.setExclusive(True)
        self._refresh()

    def selected_source(self) -> ImpulseSource | None:
        for source in self._sources:
            button = self._buttons.get(source_key(source))
            if button is not None and button.isChecked():
                return source
        return None

    def set_direction(self, direction: Direction | None) -> None:
        self._direction = direction
        self._refresh()

    @property
    def direction(self) -> Direction | None:
        return self._direction

    def set_active(self, active: bool) -> None:
        """Whether a person is to choose a shot now (else everything is disabled)."""
        self._active = active
        if not active:
            self._direction = None
        self._refresh()

    @property
    def active(self) -> bool:
        return self._active

    # ---- showing ----------------------------------------------------------------------------

    def show_impulses(self, text: str) -> None:
        self.impulses_label.setText(text)

    def _refresh(self) -> None:
        ready = self._active and self._direction is not None and (
            self.selected_source() is not None)
        busy = self.roller.is_rolling()
        for button in self._buttons.values():
            button.setEnabled(self._active)
        self.roll_button.setEnabled(ready and not busy)
        self.typed.setEnabled(self._active)
        self.typed_button.setEnabled(ready and not busy)
        if not self._active:
            self.direction_label.setText("")
        elif self._direction is None:
            self.direction_label.setText(self.tr(
                "Pick a direction: click an arrow round the ball, or press 1–6 (← → turn)."))
        else:
            d = self._direction
            self.direction_label.setText(
                self.tr("Direction: <b>{direction}</b> (key {key}). {next}").format(
                    direction=direction_name(d), key=int(d) + 1,
                    next=self.tr("Now a die or a card.") if self.selected_source() is None
                    else self.tr("Roll!")))

    def _source_toggled(self, button: QPushButton, checked: bool) -> None:
        if checked:
            source = self.selected_source()
            if source is not None and self._active:
                self.die.show_face("?", die_colour(source.die.colour))
                self.impulses_label.setText("")
            self._refresh()
            self.sourceChanged.emit()

    def _typed(self) -> None:
        if self._active:
            self.typedRollEntered.emit(self.typed.text())

    def refresh(self) -> None:
        self._refresh()
