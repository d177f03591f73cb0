"""The Play area of the main window: the game being played, its replay, and a way to start one.

An area of the shell (``ui/areas.py``'s ``ShellArea``, built by ``studio_area``, which the UI
registry names): it starts games on the store the shell opens, asks before abandoning one in
progress, shows the ``PlayView`` and, once the game is over, its ``ReplayView`` — or the
replay of a saved game (``golfstudio.game``) opened from a file.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.carambole.course import Course
from golfstudio.engine.registry import Offer
from ui import icons, theme
from ui.areas import AreaContext, AreaFactory, AreaHost, PageArea, Tile
from ui.carambole_editor.shell.window import CourseEditorWindow
from ui.carambole_play.play_view import PlayView
from ui.carambole_play.replay import ReplayView
from ui.carambole_play.setup_dialog import CourseChoice, start_new_game
from ui.game_titles import game_title
from ui.games import area_key
from ui.play_kit.games import open_saved_game


class PlayArea(QWidget, PageArea):
    """Signals: ``newGameRequested()`` (the New game button), ``homeRequested()``."""

    newGameRequested = Signal()
    homeRequested = Signal()

    def __init__(self, host: AreaHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playArea")
        self.host = host
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

    # ---- starting games ---------------------------------------------------------------------

    def new_game(self, courses: list[CourseChoice] | None = None) -> bool:
        """Set up a game (on ``courses`` when given) and show it; False if cancelled, kept
        waiting (a game in progress the user keeps) or the store did not open."""
        if not self.may_abandon_game():
            return False
        store = self.host.store()
        if store is None:
            return False
        view = start_new_game(self.window(), store_factory=store, courses=courses or ())
        if view is None:
            return False
        self.show_game(view)
        self.host.show(self)
        return True

    def play_course(self, course: Course) -> bool:
        """The course editor's Play This Course: the set-up dialog with that course."""
        label = course.name or self.tr("Course being edited")
        return self.new_game([CourseChoice(label, course)])

    def may_abandon_game(self) -> bool:
        """True when no game is in progress or the user agrees to abandon it."""
        if not self.in_progress():
            return True
        answer = QMessageBox.question(
            self, self.tr("Abandon the game?"),
            self.tr("A game is still being played. Abandon it? It will not be saved."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # ---- as an area of the shell ------------------------------------------------------------

    def tile(self) -> Tile:
        return Tile(self.tr("Play Carambole"),
                    self.tr("Play {game} on screen against the AIs or each other; every "
                            "round is kept in the scorecards").format(
                                game=game_title("carambole")),
                    self.tr("Start a game"), icons.paint_play_icon)

    def page_title(self) -> str:
        return self.tile().title

    def current_page(self) -> QWidget:
        return self

    def can_show(self) -> bool:
        """Games are kept in the store: no store, no Play area."""
        return self.host.store() is not None

    def open_path(self, path: Path) -> bool:
        """A saved game (``golfstudio.game``): its replay, in place of any game (asking
        first about one in progress); a bad file is one message and changes nothing."""
        if not self.may_abandon_game():
            return False
        view = open_saved_game(path, self)
        if view is None:
            return False
        self.show_saved_game(view)
        return True

    def close_page(self) -> bool:
        """File > Close: the game (asking first while it is in progress) or the saved game;
        the area then closes."""
        if self.view is not None or self.saved_view is not None:
            if not self.may_abandon_game():
                return True
            self.clear()
        return False

    def may_quit(self) -> bool:
        """A game in progress is not saved: the user says whether to abandon it."""
        return self.may_abandon_game()



def studio_area(context: AreaContext) -> PlayArea:
    """Carambole's Play area of the studio's shell (``ui/games.py`` names this factory); it
    plays what Carambole's course editor asks it to (Play This Course)."""
    area = PlayArea(context.host, context.parent)
    area.newGameRequested.connect(area.new_game)
    area.homeRequested.connect(context.host.go_home)
    editor = context.host.area(area_key("carambole", Offer.EDITOR))
    if isinstance(editor, CourseEditorWindow):
        editor.playRequested.connect(area.play_course)
    return area


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
