"""A person's hands beside the table: what to do now, the moves as buttons (each with its
key), the Hint and its answer, the last hole's scores explained; and the screen that hides
the table while it passes from one person to the next (hot seat).

The cards themselves are clicked on the table (``canvas.CardTable``); these buttons are the
same moves for the keyboard and for a person who prefers them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.play_kit import hot_seat

__all__ = ["PassScreen", "TurnPanel"]


class TurnPanel(QWidget):
    """The picker of the play page. Signals, one per button: ``drawRequested``,
    ``takeRequested``, ``discardRequested``, ``skipRequested``, ``cancelRequested``,
    ``hintRequested``."""

    drawRequested = Signal()
    takeRequested = Signal()
    discardRequested = Signal()
    skipRequested = Signal()
    cancelRequested = Signal()
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnPanel")
        self.prompt = QLabel(self)
        self.prompt.setObjectName("turnPrompt")
        self.prompt.setWordWrap(True)
        self.draw_button = self._button(self.tr("Draw from the pile"), "drawPile",
                                        self.tr("Take the top card of the draw pile (D)"),
                                        self.drawRequested)
        self.take_button = self._button(self.tr("Take the discard"), "takeDiscard",
                                        self.tr("Take the top discard, then click the card it "
                                                "replaces (T)"), self.takeRequested)
        self.discard_button = self._button(self.tr("Discard it"), "discardDrawn",
                                           self.tr("Put the drawn card on the discard pile, "
                                                   "then click a face-down card to turn (X)"),
                                           self.discardRequested)
        self.skip_button = self._button(self.tr("Skip"), "skip",
                                        self.tr("Discard the drawn card and turn nothing: "
                                                "lining up the final putt (S)"),
                                        self.skipRequested)
        self.cancel_button = self._button(self.tr("Cancel"), "cancelChoice",
                                          self.tr("Undo the choice just made (Esc)"),
                                          self.cancelRequested)
        self.hint_button = self._button(self.tr("Hint"), "hint",
                                        self.tr("What the strong AI would do here, and the "
                                                "expected score of each option (H)"),
                                        self.hintRequested)
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("hintText")
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.RichText)
        self.hint_label.setVisible(False)
        self.hole_title = QLabel(self)
        self.hole_title.setObjectName("holeTitle")
        self.hole_title.setFont(theme.scaled_font(self, 1.0, bold=True))
        self.hole_label = QLabel(self)
        self.hole_label.setObjectName("holeScores")
        self.hole_label.setWordWrap(True)
        self.hole_label.setTextFormat(Qt.TextFormat.RichText)
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setObjectName("muted")
        self.rule = rule
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        grid.addWidget(self.draw_button, 0, 0)
        grid.addWidget(self.take_button, 0, 1)
        grid.addWidget(self.discard_button, 1, 0)
        grid.addWidget(self.skip_button, 1, 1)
        grid.addWidget(self.cancel_button, 2, 0)
        grid.addWidget(self.hint_button, 2, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.prompt)
        layout.addLayout(grid)
        layout.addWidget(self.hint_label)
        layout.addWidget(rule)
        layout.addWidget(self.hole_title)
        layout.addWidget(self.hole_label)
        self.show_hole("", "")
        self.offer(())

    def _button(self, text: str, name: str, tip: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        button.clicked.connect(signal)
        return button

    def buttons(self) -> dict[str, QPushButton]:
        return {b.objectName(): b for b in (self.draw_button, self.take_button,
                                              self.discard_button, self.skip_button,
                                              self.cancel_button, self.hint_button)}

    def offer(self, names: tuple[str, ...] | list[str], prompt: str = "") -> None:
        """Enable the buttons named (object names) and no others; say ``prompt``."""
        for name, button in self.buttons().items():
            button.setEnabled(name in names)
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    def show_hole(self, title: str, text: str) -> None:
        """The last hole's scores explained (kept through the next hole)."""
        self.hole_title.setText(title)
        self.hole_label.setText(text)
        for widget in (self.rule, self.hole_title, self.hole_label):
            widget.setVisible(bool(text))


class PassScreen(hot_seat.PassScreen):
    """The kit's pass screen over the whole table, in Play Nine's words: the tee shot of a
    new hole, or the card the next person draws."""

    def pass_to(self, player: str, tee_shot: bool) -> None:
        if tee_shot:
            note = self.tr("A new hole: {player} tees off. Everyone else, look away until "
                           "{player} has played.").format(player=player)
        else:
            note = self.tr("{player} plays next. Everyone else, look away: the card "
                           "{player} draws is theirs alone until it is played.").format(
                               player=player)
        self.show_pass(player, note)
