"""The play view's canvas: the track above, the throw below it.

``ThrowBoard`` is the throw in progress (or the last one) where everyone at the table looks:
the dice (``DiceTray``), who throws from where and what the throw reads or needs, the
distance worked out step by step, and what became of the ball — penalties with their reason,
stuck in a bunker, holed. ``DiceGolfCanvas`` stacks the track (``TrackCanvas``) over it;
the picker with a person's choices stays in the side panel.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ui import theme
from ui.dicegolf.play.dice import DiceTray
from ui.dicegolf.play.track import TrackCanvas

__all__ = ["DiceGolfCanvas", "ThrowBoard"]

BOARD_HEIGHT = 124
PENALTY_STYLE = "color: #c62828;"
HOLED_STYLE = "color: #1b7a3a;"


class ThrowBoard(QFrame):
    """The dice and the throw's words (module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("throwBoard")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.tray = DiceTray(self)
        self.title = QLabel(self)
        self.title.setObjectName("throwTitle")
        self.title.setFont(theme.scaled_font(self, 1.05, bold=True))
        self.title.setWordWrap(True)
        self.needs = QLabel(self)
        self.needs.setObjectName("throwNeeds")
        self.needs.setWordWrap(True)
        theme.ink(self.needs, "text_muted")
        self.reading = QLabel(self)
        self.reading.setObjectName("throwReading")
        self.reading.setFont(theme.scaled_font(self, 1.2, bold=True))
        self.reading.setWordWrap(True)
        self.reading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome = QLabel(self)
        self.outcome.setObjectName("throwOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.setFont(theme.scaled_font(self, 1.0, bold=True))
        words = QVBoxLayout()
        words.setSpacing(3)
        words.addWidget(self.title)
        words.addWidget(self.needs)
        words.addWidget(self.reading)
        words.addWidget(self.outcome)
        words.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 14, 8)
        row.setSpacing(18)
        row.addWidget(self.tray, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        # As tall as a throw's full words, so the track above keeps its size from one
        # moment of the throw to the next; an empty line leaves no gap.
        self.setMinimumHeight(BOARD_HEIGHT)
        self.clear()

    def clear(self) -> None:
        for label in (self.title, self.needs, self.reading, self.outcome):
            label.setText("")
            label.setVisible(False)

    def say(self, *, title: str | None = None, needs: str | None = None,
            reading: str | None = None, outcome: str | None = None,
            penalty: bool = False, holed: bool = False) -> None:
        """Change the lines given (None leaves a line as it is)."""
        for label, text in ((self.title, title), (self.needs, needs),
                            (self.reading, reading), (self.outcome, outcome)):
            if text is not None:
                label.setText(text)
                label.setVisible(bool(text.strip()))
        if outcome is not None:
            self.outcome.setStyleSheet(PENALTY_STYLE if penalty
                                       else HOLED_STYLE if holed else "")


class DiceGolfCanvas(QWidget):
    """The track over the throw (module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceGolfCanvas")
        self.track = TrackCanvas(self)
        self.board = ThrowBoard(self)
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        theme.ink(rule, "border")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.track, 1)
        column.addWidget(rule)
        column.addWidget(self.board)

    @property
    def tray(self) -> DiceTray:
        return self.board.tray
