"""Several people at one screen (hot seat): the screen that hides what is theirs alone while
the table passes from one person to the next.

A game with hidden information (Play Nine's drawn card, Dice Golf's hand of cards) shows a
person's own cards only once that person says it is them. ``PassScreen`` is that moment:
"Pass to Ann", a line on what to look away from, and a button for Ann alone. The game says
when it is needed and what it covers (Play Nine: the whole table; Dice Golf: the hand and
the choices beside the track, which stays in sight); the look is the table's felt, so the
screen reads as the table turned away.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ui import theme

__all__ = ["PassScreen"]

FELT_STYLE = (
    "QWidget#passScreen { background: #2f6f4e; }"
    " QWidget#passScreen QLabel { color: #f4f7f3; }"
    " QWidget#passScreen QPushButton { background: #f4f7f3; color: #1f5c39;"
    " border: 1px solid #1f5c39; border-radius: 5px; padding: 10px 22px;"
    " font-weight: 600; }"
    " QWidget#passScreen QPushButton:hover { background: #ffffff; }")


class PassScreen(QWidget):
    """What stands in for a person's hidden things while the screen passes to them: their
    name, what everyone else should not see, and a button for them alone. Signal:
    ``shown()`` when they press it."""

    shown = Signal()

    def __init__(self, parent: QWidget | None = None, *, title_scale: float = 2.0) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(FELT_STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("passTitle")
        self.title.setFont(theme.scaled_font(self, title_scale, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setObjectName("passNote")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.setObjectName("passButton")
        self.button.setText(self.tr("Show my cards"))  # named before the first hand-over
        self.button.clicked.connect(self.shown)
        column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(self.title)
        column.addSpacing(8)
        column.addWidget(self.note)
        column.addSpacing(18)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        column.addStretch(3)

    def show_pass(self, player: str, note: str) -> None:
        """Ask for ``player``: ``note`` says what the others must not see."""
        self.title.setText(self.tr("Pass to {player}").format(player=player))
        self.note.setText(note)
        self.button.setText(self.tr("I am {player} — show my cards").format(player=player))
        self.button.setFocus()
