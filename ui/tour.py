"""The first-run tour: three ways into the studio, offered once the window is up.

On the first start (``tour/done`` not set in QSettings) ``main`` calls ``offer_first_run``:
a small window-modal dialog offers to edit a copy of a bundled Carambole course, to play
one of the games against the AI (its set-up dialog; the game picked beside the button), or
to open the sample game night. "Don't show
this again" (checked by default) sets the flag when the dialog closes; Help > Tour brings the
dialog back at any time. Only ``main`` offers it, never ``MainWindow`` itself, so the tests'
windows never see it unless a test asks.

The tour talks to the window through ``TourHost`` (the main window's own methods) and opens
areas by their registry keys: it names no game's module.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.registry import Offer
from golfstudio.resources import resource_path
from ui import theme
from ui.areas import ShellArea
from ui.game_titles import game_title
from ui.games import GAME_AREAS, area_key

DONE_KEY = "tour/done"
SAMPLE_NIGHT = resource_path("samples", "game-night.json")
SAMPLE_COURSE_AREA = area_key("carambole", Offer.EDITOR)
FIRST_PLAY = "carambole"
"""The game the tour's play button offers first: the studio's model game."""


class TourHost(Protocol):
    """What the tour asks of the main window."""

    settings: QSettings

    def area(self, key: str) -> ShellArea: ...

    def show_area(self, key: str) -> None: ...

    def open_path(self, path: Path) -> bool: ...


def tour_done(settings: QSettings) -> bool:
    return bool(settings.value(DONE_KEY, False, type=bool))


def first_bundled_entry(area: ShellArea) -> QAction | None:
    """The area's first File-menu entry that opens something it bundles (its first
    template)."""
    for entry in area.menu_open():
        actions = entry.actions() if isinstance(entry, QMenu) else [entry]
        for action in actions:
            if not action.isSeparator() and action.isEnabled():
                return action
    return None


def edit_sample_course(host: TourHost) -> bool:
    """A copy of the first bundled Carambole course in its editor (as File > Open Bundled
    Course as Template does)."""
    area = host.area(SAMPLE_COURSE_AREA)
    action = first_bundled_entry(area)
    if action is None:
        return False
    host.show_area(SAMPLE_COURSE_AREA)
    action.trigger()
    return True


def playable_games() -> list[str]:
    """Every game with a Play area, the model game first, in the registry's order."""
    games = [area.game for area in GAME_AREAS if area.offer is Offer.PLAY]
    return sorted(games, key=lambda game: game != FIRST_PLAY)


def play_against_the_ai(host: TourHost, game: str = FIRST_PLAY) -> bool:
    """``game``'s Play area with its set-up dialog (players: you and an AI)."""
    from ui.play_kit.area import PlayArea  # built with the area: the tour loads no game's

    key = area_key(game, Offer.PLAY)
    area = host.area(key)
    if not isinstance(area, PlayArea) or not area.can_show():
        return False
    host.show_area(key)
    return area.new_game()


def open_sample_night(host: TourHost) -> bool:
    return host.open_path(SAMPLE_NIGHT)


class TourDialog(QDialog):
    """Three large buttons and "Don't show this again"; a button closes the tour and then
    does what it says (after the dialog is gone, so a set-up dialog is not nested in it)."""

    def __init__(self, settings: QSettings, *, edit_course: Callable[[], object],
                 play: Callable[[str], object], night: Callable[[], object],
                 games: Sequence[str] = (FIRST_PLAY,),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tourDialog")
        self.setWindowTitle(self.tr("Welcome to GolfStudio"))
        self.settings = settings
        col = QVBoxLayout(self)
        col.setSpacing(10)
        title = QLabel(self.tr("Where would you like to start?"), self)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(self, 1.4, bold=True))
        intro = QLabel(self.tr("GolfStudio designs courses, plays tabletop golf games against "
                               "simple AIs and keeps the scorecards of game nights. Try one:"),
                       self)
        intro.setWordWrap(True)
        col.addWidget(title)
        col.addWidget(intro)
        self.course_button = QCommandLinkButton(
            self.tr("Edit a sample course"),
            self.tr("A copy of a bundled Mini Golf Carambole course in the course editor: "
                    "paint cells, draw walls, try shots."), self)
        self.play_button = QCommandLinkButton(
            self.tr("Play a game against the AI"),
            self.tr("Set up a game of the one chosen below: you and a computer player."),
            self)
        self.play_game = QComboBox(self)
        for game in games:
            self.play_game.addItem(game_title(game), game)
        game_row = QFormLayout()
        game_row.setContentsMargins(42, 0, 0, 0)  # under the button's text, past its arrow
        game_row.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        game_row.addRow(self.tr("&Game:"), self.play_game)
        self.night_button = QCommandLinkButton(
            self.tr("Open a sample game night"),
            self.tr("Four players' scorecards on the Ultimate Golf course, with the "
                    "standings."), self)
        for button, action in ((self.course_button, edit_course),
                               (self.night_button, night)):
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
        # The game is read at the click: the dialog (and its list) is gone when play runs.
        self.play_button.clicked.connect(
            lambda: self._choose(partial(play, str(self.play_game.currentData()))))
        col.addWidget(self.course_button)
        col.addWidget(self.play_button)
        col.addLayout(game_row)
        col.addWidget(self.night_button)
        self.dont_show = QCheckBox(self.tr("Don't show this again at start"), self)
        self.dont_show.setChecked(True)
        note = QLabel(self.tr("Help > Tour brings this back."), self)
        note.setObjectName("muted")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        col.addSpacing(6)
        col.addWidget(self.dont_show)
        col.addWidget(note)
        col.addWidget(buttons)
        self.finished.connect(self._remember)
        self.resize(560, self.sizeHint().height())

    def _choose(self, action: Callable[[], object]) -> None:
        self.accept()
        QTimer.singleShot(0, action)

    def _remember(self, _result: int) -> None:
        if self.dont_show.isChecked():
            self.settings.setValue(DONE_KEY, True)
        else:
            self.settings.remove(DONE_KEY)
        self.settings.sync()


def show_tour(host: TourHost, parent: QWidget) -> TourDialog:
    """The tour over ``parent`` (window-modal, not blocking); deleted when closed."""
    # The buttons hold the window weakly: the dialog is its child (as ``_Host`` does).
    ref = weakref.ref(host)

    def on_host(action: Callable[[TourHost], bool]) -> Callable[[], bool]:
        def run() -> bool:
            found = ref()
            return action(found) if found is not None else False
        return run

    def play(game: str) -> bool:
        found = ref()
        return play_against_the_ai(found, game) if found is not None else False

    dialog = TourDialog(host.settings, edit_course=on_host(edit_sample_course), play=play,
                        night=on_host(open_sample_night), games=playable_games(),
                        parent=parent)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def offer_first_run(host: TourHost, parent: QWidget) -> TourDialog | None:
    """The tour on a first start; None once the user has said not to show it again (or the
    window was closed before it came up)."""
    if tour_done(host.settings) or not parent.isVisible():
        return None
    return show_tour(host, parent)
