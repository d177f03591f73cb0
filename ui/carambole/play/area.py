"""The Play area of the main window: the game being played, its replay, and a way to start one.

An area of the shell (``ui/areas.py``'s ``ShellArea``, built by ``studio_area``, which the UI
registry names): it starts games on the store the shell opens, asks before abandoning one in
progress, shows the ``PlayView`` and, once the game is over, its ``ReplayView`` — or the
replay of a saved game (``golfstudio.game``) opened from a file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton, QWidget

from golfstudio.carambole.course import Course
from golfstudio.engine.registry import Offer
from ui.areas import AreaContext, AreaFactory, AreaHost
from ui.carambole.editor.shell.window import CourseEditorWindow
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.replay import ReplayView
from ui.carambole.play.setup_dialog import CourseChoice, start_new_game
from ui.fronts import carambole as fronts
from ui.games import area_key
from ui.play_kit import area as play_kit_area
from ui.play_kit.saving import StoreSource
from ui.play_kit.view import TableView


class PlayArea(play_kit_area.PlayArea):
    """The kit's page plus what only Carambole has: a Replay button for the finished game
    (its own ``ReplayView``, not the kit's replay bar) and games started on given courses
    (the course editor's Play This Course)."""

    def __init__(self, host: AreaHost, parent: QWidget | None = None) -> None:
        self._courses: list[CourseChoice] = []
        """The courses the next set-up dialog starts with (Play This Course)."""
        super().__init__(
            host,
            title=QCoreApplication.translate("PlayArea", "Play — Mini Golf Carambole"),
            hint=QCoreApplication.translate(
                "PlayArea",
                "Choose the courses, the players — people or AIs — and the mode;\n"
                "each finished round is kept in the scorecards with the game nights."),
            tile=lambda: fronts.play().tile, start=self._start_game, parent=parent)
        self.setObjectName("playArea")
        self.replay_view: ReplayView | None = None
        self.replay_button = QPushButton(self.tr("Replay"), self)
        self.replay_button.setCheckable(True)
        self.replay_button.setEnabled(False)
        self.replay_button.setToolTip(self.tr("Step through the finished game shot by shot"))
        self.replay_button.toggled.connect(self._show_replay)
        self.bar.insertWidget(self.bar.indexOf(self.new_button), self.replay_button)

    def _start_game(self, parent: QWidget, store: StoreSource) -> TableView | None:
        return start_new_game(parent, store_factory=store, courses=self._courses)

    def show_game(self, view: TableView) -> None:
        super().show_game(view)
        view.gameOver.connect(self._game_over)

    def clear(self) -> None:
        """Drop the game, its replay or a saved game's; the empty page again."""
        self.replay_button.blockSignals(True)
        self.replay_button.setChecked(False)
        self.replay_button.blockSignals(False)
        self.replay_button.setEnabled(False)
        if self.replay_view is not None:
            self.stack.removeWidget(self.replay_view)
            self.replay_view.deleteLater()
            self.replay_view = None
        super().clear()

    def _game_over(self, _scores: object) -> None:
        self.replay_button.setEnabled(True)

    def _show_replay(self, on: bool) -> None:
        view = self.view
        if not isinstance(view, PlayView):
            return
        if on and self.replay_view is None:
            self.replay_view = ReplayView(view.params, view.game.history,
                                          course_labels=view.course_labels, parent=self)
            self.stack.addWidget(self.replay_view)
        self.replay_button.setText(self.tr("Back to the results") if on else self.tr("Replay"))
        target = self.replay_view if on and self.replay_view is not None else view
        self.stack.setCurrentWidget(target)

    def new_game(self, courses: list[CourseChoice] | None = None) -> bool:
        """Set up a game (on ``courses`` when given) and show it; False if cancelled, kept
        waiting (a game in progress the user keeps) or the store did not open."""
        self._courses = list(courses or ())
        try:
            return super().new_game()
        finally:
            self._courses = []

    def play_course(self, course: Course, name: str = "") -> bool:
        """The course editor's Play This Course: the set-up dialog with that course, named
        as the editor names it (``name``: its file's name when the course has none)."""
        label = " ".join(name.split()) or course.name or self.tr("Course being edited")
        return self.new_game([CourseChoice(label, course)])


def studio_area(context: AreaContext) -> PlayArea:
    """Carambole's Play area of the studio's shell (``ui/games.py`` names this factory); it
    plays what Carambole's course editor asks it to (Play This Course)."""
    area = PlayArea(context.host, context.parent)
    editor = context.host.area(area_key("carambole", Offer.EDITOR))
    if isinstance(editor, CourseEditorWindow):
        editor.playRequested.connect(area.play_course)
    return area


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
