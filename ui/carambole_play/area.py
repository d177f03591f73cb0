"""The Play area of the main window: the game being played, its replay, and a way to start one.

The main window starts games (it owns the store and asks before abandoning one); this page
shows the ``PlayView`` it is given and, once the game is over, its ``ReplayView`` — or the
replay of a saved game opened from a file.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.carambole_play.play_view import PlayView
from ui.carambole_play.replay import ReplayView


class PlayArea(QWidget):
    """Signals: ``newGameRequested()`` (the New game button), ``homeRequested()``."""

    newGameRequested = Signal()
    homeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playArea")
        self.view: PlayView | None = None
        self.replay_view: ReplayView | None = None
        self.saved_view: QWidget | None = None
        """A saved game's replay opened from a file (``ui.play_kit.games``)."""

        bar = QHBoxLayout()
        bar.setContentsMargins(16, 10, 16, 6)
        self.home_button = QPushButton(self.tr("‹ Start page"), self)
        self.home_button.setFlat(True)
        self.home_button.clicked.connect(self.homeRequested)
        self.title = QLabel(self.tr("Play — Mini Golf Carambole"), self)
        self.title.setObjectName("sectionTitle")
        self.title.setFont(theme.scaled_font(self, 1.15, bold=True))
        self.new_button = QPushButton(self.tr("New game…"), self)
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.newGameRequested)
        self.replay_button = QPushButton(self.tr("Replay"), self)
        self.replay_button.setCheckable(True)
        self.replay_button.setEnabled(False)
        self.replay_button.setToolTip(self.tr("Step through the finished game shot by shot"))
        self.replay_button.toggled.connect(self._show_replay)
        bar.addWidget(self.home_button)
        bar.addWidget(self.title)
        bar.addStretch(1)
        bar.addWidget(self.replay_button)
        bar.addWidget(self.new_button)

        self.empty = QWidget(self)
        empty_col = QVBoxLayout(self.empty)
        empty_col.addStretch(1)
        headline = QLabel(self.tr("No game yet"), self.empty)
        headline.setObjectName("pageTitle")
        headline.setFont(theme.scaled_font(self, 1.6, bold=True))
        hint = QLabel(self.tr(
            "Choose the courses, the players — people or AIs — and the mode;\n"
            "each finished round is kept in the scorecards with the game nights."), self.empty)
        hint.setObjectName("muted")
        self.empty_new_button = QPushButton(self.tr("New game…"), self.empty)
        self.empty_new_button.setObjectName("primary")
        self.empty_new_button.clicked.connect(self.newGameRequested)
        for widget in (headline, hint):
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            empty_col.addWidget(widget)
        empty_col.addSpacing(12)
        empty_col.addWidget(self.empty_new_button, 0, Qt.AlignmentFlag.AlignCenter)
        empty_col.addStretch(2)

        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.empty)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addLayout(bar)
        col.addWidget(self.stack, 1)

    def in_progress(self) -> bool:
        """A game is shown and not over: starting another would abandon it."""
        return self.view is not None and not self.view.is_over()

    def show_game(self, view: PlayView) -> None:
        self.clear()
        self.view = view
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        view.gameOver.connect(self._game_over)

    def show_saved_game(self, view: QWidget) -> None:
        """A saved game's replay view, in place of any game."""
        self.clear()
        self.saved_view = view
        view.setParent(self)
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)

    def clear(self) -> None:
        """Drop the game, its replay or a saved game's; the empty page again."""
        self.replay_button.blockSignals(True)
        self.replay_button.setChecked(False)
        self.replay_button.blockSignals(False)
        self.replay_button.setEnabled(False)
        for widget in (self.replay_view, self.view, self.saved_view):
            if widget is not None:
                self.stack.removeWidget(widget)
                widget.deleteLater()
        self.view = self.replay_view = self.saved_view = None
        self.stack.setCurrentWidget(self.empty)

    def _game_over(self, _scores: object) -> None:
        self.replay_button.setEnabled(True)

    def _show_replay(self, on: bool) -> None:
        view = self.view
        if view is None:
            return
        if on and self.replay_view is None:
            self.replay_view = ReplayView(view.params, view.game.history,
                                          course_labels=view.course_labels, parent=self)
            self.stack.addWidget(self.replay_view)
        self.replay_button.setText(self.tr("Back to the results") if on else self.tr("Replay"))
        target = self.replay_view if on and self.replay_view is not None else view
        self.stack.setCurrentWidget(target)
