"""A formula typed in place, checked as it is typed.

Each keystroke is parsed by the core (``hole_edits.normal_formula``): a text that does not
parse shows the parser's message under the field — it names the character that is wrong —
and a text that parses is previewed (``previewed``: the card draws its chart). The course
changes only when the typing is done (Enter, or the field left) and the text parses
(``committed``): one undo step for one formula, and never a half-typed prefix that happened
to parse (``(B + R)`` on the way to ``(B + R) * 3``) in the course. A text that does not parse
stays while the field has the focus, to be mended; once the field is left it gives way to
the course's formula.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import MAX_LENGTH
from golfstudio.dicegolf.hole_edits import normal_formula

__all__ = ["FormulaField"]

ERROR_STYLE = "QLineEdit { border: 1px solid #c92a2a; background: #fff5f5; }"


class _Edit(QLineEdit):
    """Says when it gains the focus (the card selects its zone)."""

    focused = Signal()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()


class FormulaField(QWidget):
    """Signals: ``previewed(str)`` — the formula typed so far, as the course would keep it,
    or "" while it does not parse; ``committed(str)`` — a finished formula that parses and
    differs from the course's; ``focused()`` — the field took the focus."""

    previewed = Signal(str)
    committed = Signal(str)
    focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.edit = _Edit(self)
        self.edit.setObjectName("formulaEdit")
        self.edit.setMaxLength(MAX_LENGTH)
        self.edit.setPlaceholderText(self.tr("a formula, like (B1 + B2) * (R1 + R2)"))
        self.edit.setToolTip(self.tr(
            "The dice: B1 B2 blue, R1 R2 red, B and R their sums, W the fifth die (7 to 12); "
            "whole numbers; + - * and brackets. Enter keeps it."))
        self.message = QLabel(self)
        self.message.setObjectName("formulaMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c92a2a;")
        self.message.hide()
        column.addWidget(self.edit)
        column.addWidget(self.message)
        self._shown = ""
        self.edit.textEdited.connect(self._edited)
        self.edit.editingFinished.connect(self._finished)
        self.edit.focused.connect(self.focused)

    @property
    def error(self) -> str:
        """The parser's message for the text in the field ("" when it parses)."""
        return self.message.text() if not self.message.isHidden() else ""

    @property
    def typing(self) -> bool:
        """The user is typing a formula the course does not hold (yet)."""
        return self.edit.hasFocus() and self._normal(self.edit.text()) != self._shown

    def show_formula(self, formula: str) -> None:
        """The course's formula, unless the user is typing another one."""
        typing = self.typing
        self._shown = formula
        if typing:
            return
        if self._normal(self.edit.text()) != formula or not self.edit.hasFocus():
            self.edit.setText(formula)
        self._show_error("")

    def commit(self) -> None:
        """Hand on a finished formula that parses (Enter, the field left, a save)."""
        formula = self._normal(self.edit.text())
        if formula is not None and formula != self._shown:
            self.committed.emit(formula)

    @staticmethod
    def _normal(text: str) -> str | None:
        try:
            return normal_formula(text)
        except DiceGolfError:
            return None

    def _edited(self, text: str) -> None:
        try:
            formula = normal_formula(text)
        except DiceGolfError as exc:
            self._show_error(str(exc))
            self.previewed.emit("")
            return
        self._show_error("")
        self.previewed.emit(formula)

    def _finished(self) -> None:
        self.commit()
        if self.edit.hasFocus():
            return
        formula = self._normal(self.edit.text())
        self.edit.setText(formula if formula is not None else self._shown)
        if self.error:
            self._show_error("")
            self.previewed.emit(self._shown)

    def _show_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.edit.setStyleSheet(ERROR_STYLE if text else "")
