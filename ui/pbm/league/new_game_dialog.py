"""New game…: a game's name, its first tournament's deadline and its settings (rule 1.3: the
program's constants, fixed for all its tournaments), the defaults those of ``GameSettings()``.

A value the rules refuse is named in one message and the dialog stays open; so does a name
the database already holds (``create`` raises the store's readable refusal).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from fractions import Fraction

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.ranking import PointsFormula
from golfstudio.pbm.settings import LANES, GameSettings, parse_part
from golfstudio.pbm.strokes import MAX_CLUB, MAX_LENGTH

FIRST_DEADLINE = timedelta(days=14)
"""The first deadline a new game proposes: two weeks for the players' first entries."""

CreateGame = Callable[[str, GameSettings, date], None]
"""Makes the game; raises ``GolfStudioError`` with a readable refusal."""


class NewGameDialog(QDialog):
    def __init__(self, create: CreateGame, parent: QWidget | None = None,
                 *, today: date | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbmNewGameDialog")
        self.setWindowTitle(self.tr("New PBM Golf game"))
        self._create = create
        self.created_name: str | None = None
        defaults = GameSettings()

        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("Ballesteros"))
        self.deadline_edit = QDateEdit(self)
        self.deadline_edit.setCalendarPopup(True)
        first = (today or date.today()) + FIRST_DEADLINE
        self.deadline_edit.setDate(QDate(first.year, first.month, first.day))
        top = QFormLayout()
        top.addRow(self.tr("Game name:"), self.name_edit)
        top.addRow(self.tr("First deadline:"), self.deadline_edit)

        lanes = QGroupBox(self.tr("Lanes"), self)
        grid = QGridLayout(lanes)
        grid.addWidget(QLabel(self.tr("Base value (m)"), lanes), 0, 1)
        grid.addWidget(QLabel(self.tr("Random part"), lanes), 0, 2)
        self.base_edits: list[QSpinBox] = []
        self.part_edits: list[QLineEdit] = []
        for lane in range(LANES):
            grid.addWidget(QLabel(self.tr("Lane {n}").format(n=lane + 1), lanes), lane + 1, 0)
            base = QSpinBox(lanes)
            base.setRange(0, MAX_LENGTH)
            base.setValue(defaults.base_values[lane])
            part = QLineEdit(str(defaults.random_parts[lane]), lanes)
            part.setToolTip(self.tr("The sum of dice rolls added to the base value: "
                                    "2d3 is two rolls of a three-sided die"))
            grid.addWidget(base, lane + 1, 1)
            grid.addWidget(part, lane + 1, 2)
            self.base_edits.append(base)
            self.part_edits.append(part)

        rules = QGroupBox(self.tr("Clubs and points"), self)
        form = QFormLayout(rules)
        self.club_limit = QSpinBox(rules)
        self.club_limit.setRange(1, MAX_CLUB)
        self.club_limit.setValue(defaults.club_limit)
        self.club_limit.setSuffix(self.tr(" m"))
        form.addRow(self.tr("Club limit:"), self.club_limit)
        self.numerator = QSpinBox(rules)
        self.numerator.setRange(1, 10**9)
        self.numerator.setValue(defaults.points.numerator)
        self.offset_edit = QLineEdit(_decimal(defaults.points.offset), rules)
        self.offset_edit.setMaximumWidth(80)
        formula = QHBoxLayout()
        formula.addWidget(self.numerator)
        formula.addWidget(QLabel(self.tr("÷ ("), rules))
        formula.addWidget(self.offset_edit)
        formula.addWidget(QLabel(self.tr("+ place)"), rules))
        formula.addStretch(1)
        form.addRow(self.tr("Points:"), formula)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Create game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        row = QHBoxLayout()
        row.addWidget(lanes, 1)
        row.addWidget(rules, 1, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

    def settings(self) -> GameSettings:
        """The settings as filled in; ``PbmError`` naming the value the rules refuse."""
        parts = []
        for lane, edit in enumerate(self.part_edits, start=1):
            try:
                parts.append(parse_part(edit.text()))
            except PbmError as exc:
                raise PbmError(self.tr("Lane {n}, random part: {reason}").format(
                    n=lane, reason=exc)) from None
        try:
            offset = _parse_decimal(self.offset_edit.text())
        except (ValueError, ZeroDivisionError):
            raise PbmError(self.tr("Points formula offset: a number like 2.5, not {text}")
                           .format(text=self.offset_edit.text()[:20])) from None
        return GameSettings(tuple(b.value() for b in self.base_edits), tuple(parts),
                            self.club_limit.value(),
                            PointsFormula(self.numerator.value(), offset))

    def deadline(self) -> date:
        shown = self.deadline_edit.date()
        return date(shown.year(), shown.month(), shown.day())

    def accept(self) -> None:
        name = " ".join(self.name_edit.text().split())
        try:
            if not name:
                raise PbmError(self.tr("Give the game a name."))
            self._create(name, self.settings(), self.deadline())
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot create the game"), str(exc))
            return
        self.created_name = name
        super().accept()


def _decimal(value: Fraction) -> str:
    """The offset as the user's locale writes it: "2.5", in French and German "2,5"."""
    if value.denominator == 1:
        return str(value.numerator)
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "g",
                           QLocale.FloatingPointPrecisionOption.FloatingPointShortest)


def _parse_decimal(text: str) -> Fraction:
    """A number typed with the locale's decimal sign ("2,5") or a point ("2.5"), exactly;
    ``ValueError`` when it is none."""
    cleaned = text.strip().replace(QLocale().decimalPoint(), ".").replace(",", ".")
    return Fraction(cleaned)
