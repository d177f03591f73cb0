"""A formula typed in place, checked as it is typed.

Each keystroke is parsed by the core (``hole_edits.normal_formula``): a text that does not
parse shows the parser's message under the field — it names the character that is wrong —
and a text that parses is previewed (``previewed``: the card draws its chart). The course
changes only when the typing is done (Enter, or the field left) and the text parses
(``committed``): one undo step for one formula, and never a half-typed prefix that happened
to parse (``(B + R)`` on the way to ``(B + R) * 3``) in the course.

A text that does not parse is a draft: it stays in the field with its message and red frame
until it is mended or given up — leaving the field, clicking elsewhere or showing another
hole does not lose it (each hole keeps its own draft, shown again when the hole comes back),
and it never reaches the course. While it stands the card's chart says "invalid formula"
rather than the figures of the last text that parsed. Escape gives it up (the course's
formula comes back); so does a change of the course's formula under it (an undo).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import MAX_LENGTH
from golfstudio.dicegolf.hole_edits import normal_formula
from ui import theme

__all__ = ["FormulaField"]

def error_style() -> str:
    """A refused formula's field, in the current colour scheme."""
    return (f"QLineEdit {{ border: 1px solid {theme.STROKE_DOT.name()};"
            f" background: {theme.WARNING_SOFT.name()}; }}")


class _Edit(QLineEdit):
    """Says when it gains the focus (the card selects its zone) and when Escape gives the
    typing up."""

    focused = Signal()
    escaped = Signal()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            self.escaped.emit()
            return
        super().keyPressEvent(event)


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
        self.edit.setAccessibleName(self.tr("Formula"))
        self.edit.setMaxLength(MAX_LENGTH)
        self.edit.setPlaceholderText(self.tr("a formula, like (B1 + B2) * (R1 + R2)"))
        self._help = self.tr(
            "The dice: B1 B2 blue, R1 R2 red, B and R their sums, W the fifth die (7 to 12); "
            "whole numbers; + - * and brackets. Enter keeps it.")
        self.edit.setToolTip(self._help)
        self.message = QLabel(self)
        self.message.setObjectName("formulaMessage")
        self.message.setWordWrap(True)
        theme.ink(self.message, "stroke_dot")
        self.message.hide()
        column.addWidget(self.edit)
        column.addWidget(self.message)
        self._shown = ""
        self._key: object = None
        self._drafts: dict[object, tuple[str, str]] = {}
        """Texts that do not parse, per hole (``key``): the text and the course's formula
        it stands in for."""
        self.edit.textEdited.connect(self._edited)
        self.edit.editingFinished.connect(self._finished)
        self.edit.focused.connect(self.focused)
        self.edit.escaped.connect(self.give_up)

    @property
    def error(self) -> str:
        """The parser's message for the text in the field ("" when it parses)."""
        return self.message.text() if not self.message.isHidden() else ""

    @property
    def draft(self) -> str | None:
        """The text in the field that does not parse, kept until mended or given up."""
        found = self._drafts.get(self._key)
        return found[0] if found is not None else None

    @property
    def typing(self) -> bool:
        """The user is typing a formula the course does not hold (yet), or left one that
        does not parse in the field."""
        if self.draft is not None:
            return True
        return self.edit.hasFocus() and self._normal(self.edit.text()) != self._shown

    def show_formula(self, formula: str, key: object = None) -> None:
        """The course's formula for the hole ``key``, unless the user is typing another one
        or left a draft for this hole that still stands for this formula."""
        if key != self._key:
            self._key = key
            self._shown = formula
            self._show_draft_or(formula)
            return
        typing = self.edit.hasFocus() and self._normal(self.edit.text()) != self._shown
        self._shown = formula
        found = self._drafts.get(key)
        if found is not None:
            if found[1] == formula:
                return  # the draft stays, with its message
            del self._drafts[key]  # the course's formula changed under it (an undo)
            self._put(formula)
            return
        if typing:
            return  # typing a formula that parses, not yet entered
        if self._normal(self.edit.text()) != formula or not self.edit.hasFocus():
            self._put(formula)

    def commit(self) -> None:
        """Hand on a finished formula that parses (Enter, the field left, a save)."""
        formula = self._normal(self.edit.text())
        if formula is not None and formula != self._shown:
            self.committed.emit(formula)

    def give_up(self) -> None:
        """Escape: the typing is dropped and the course's formula comes back."""
        self._drafts.pop(self._key, None)
        self._put(self._shown)
        self.previewed.emit(self._shown)

    @staticmethod
    def _normal(text: str) -> str | None:
        try:
            return normal_formula(text)
        except DiceGolfError:
            return None

    def _show_draft_or(self, formula: str) -> None:
        found = self._drafts.get(self._key)
        if found is not None and found[1] == formula:
            self.edit.setText(found[0])
            self._edited(found[0])
            return
        self._drafts.pop(self._key, None)
        self._put(formula)

    def _put(self, formula: str) -> None:
        if self.edit.text() != formula:
            self.edit.setText(formula)
        self._show_error("")

    def _edited(self, text: str) -> None:
        try:
            formula = normal_formula(text)
        except DiceGolfError as exc:
            self._drafts[self._key] = (text, self._shown)
            self._show_error(str(exc))
            self.previewed.emit("")
            return
        self._drafts.pop(self._key, None)
        self._show_error("")
        self.previewed.emit(formula)

    def _finished(self) -> None:
        self.commit()
        if self.edit.hasFocus() or self.draft is not None:
            return  # a text that does not parse stays, with its message, to be mended
        formula = self._normal(self.edit.text())
        if formula is not None and formula != self.edit.text():
            self.edit.setText(formula)

    def _show_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        theme.style(self.edit, error_style if text else str)
        self.edit.setToolTip(text if text else self._help)
