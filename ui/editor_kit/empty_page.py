"""``EmptyPage``: what an editor area shows while no document is open.

Every game's editor greets the player the same way — a title, a few words on what the area
is for, and a column of buttons to start — so the layout and its look live here once; a
game's page gives its own words and buttons (and may add more below them). The editors whose
game bundles one course (Dice Golf, Ultimate Golf) start the same three ways, so those three
buttons live here too (``add_course_buttons``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ui import theme

__all__ = ["EmptyPage", "Start"]

BUTTON_WIDTH = 260
"""Start buttons stay this narrow however wide the area is, so they read as a column."""

Start = Callable[[], object] | SignalInstance
"""What a start button does when clicked: a call, or a signal it emits."""


class EmptyPage(QWidget):
    """The title, words and start buttons of an editor area with no tab open.

    The title and words arrive already translated: each game's page translates them in its
    own context, so its catalogue entries do not move when the layout does.
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

    def add_button(self, text: str, action: Start, *, primary: bool = False) -> QPushButton:
        """A start button under the words (and any button added before it)."""
        button = QPushButton(text, self)
        if primary:
            button.setObjectName("primary")
        button.clicked.connect(action)
        button.setMaximumWidth(BUTTON_WIDTH)
        self.outer.addWidget(button)
        return button

    def add_course_buttons(self, *, new: Start, template: Start, open_file: Start) -> None:
        """The start of an editor whose game bundles one course: New course (the primary
        button), Copy the bundled course, Open a course file…, then the stretch that keeps
        them at the top.

        The words are translated here under this class's context, ``EmptyPage``, which is
        also the name of each game's page: they read the catalogue entries the games' pages
        had before these buttons moved here.
        """
        self.new_button = self.add_button(self.tr("New course"), new, primary=True)
        self.template_button = self.add_button(self.tr("Copy the bundled course"), template)
        self.open_button = self.add_button(self.tr("Open a course file…"), open_file)
        self.outer.addStretch(1)
