"""``EmptyPage``: what an editor area shows while no document is open.

Every game's editor greets the player the same way — a title, a few words on what the area
is for, and a column of buttons to start — so the layout and its look live here once; a
game's page gives its own words and buttons (and may add more below them).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ui import theme

__all__ = ["EmptyPage"]

BUTTON_WIDTH = 260
"""Start buttons stay this narrow however wide the area is, so they read as a column."""


class EmptyPage(QWidget):
    """The title, words and start buttons of an editor area with no tab open.

    The strings arrive already translated: each game's page translates them in its own
    context, so its catalogue entries do not move when the layout does.
    """

    def __init__(self, parent: QWidget, *, name: str, title: str, words: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.outer = QVBoxLayout(self)
        self.outer.setContentsMargins(48, 40, 48, 40)
        self.outer.setSpacing(14)
        heading = QLabel(title, self)
        heading.setObjectName("pageTitle")
        heading.setFont(theme.scaled_font(self, 2.0, bold=True))
        blurb = QLabel(words, self)
        blurb.setObjectName("pageSubtitle")
        blurb.setWordWrap(True)
        self.outer.addWidget(heading)
        self.outer.addWidget(blurb)

    def add_button(self, text: str, action: Callable[[], object] | SignalInstance, *,
                   primary: bool = False) -> QPushButton:
        """A start button under the words (and any button added before it)."""
        button = QPushButton(text, self)
        if primary:
            button.setObjectName("primary")
        button.clicked.connect(action)
        button.setMaximumWidth(BUTTON_WIDTH)
        self.outer.addWidget(button)
        return button
