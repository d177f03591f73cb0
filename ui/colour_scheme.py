"""Which palette the studio shows: the system's colour scheme, or one the user picks under
Settings > Colour Scheme (System / Light / Dark).

The choice is kept in QSettings under ``interface/colourScheme`` (absent: follow the system)
and applied at start by ``ui.app.configure``. Unlike the language, a change applies at once:
``SchemeFollower`` re-applies the theme (ui/theme.py) when the user picks another choice, and,
while the choice is System, when the platform reports a new scheme
(``QStyleHints.colorSchemeChanged``, Qt 6.5). A platform that cannot tell
(``Qt.ColorScheme.Unknown``: the tests' offscreen one, an older desktop) gets the light
palette, the studio's default.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, QSettings, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ui import theme

SETTINGS_KEY = "interface/colourScheme"


class Choice(Enum):
    """What the user picked; SYSTEM is what a new user starts with (the key is absent)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


def chosen_scheme(settings: QSettings) -> Choice:
    """The saved choice; a value this version does not know reads as SYSTEM."""
    value = settings.value(SETTINGS_KEY, Choice.SYSTEM.value)
    try:
        return Choice(value)
    except ValueError:
        return Choice.SYSTEM


def save_scheme(settings: QSettings, choice: Choice) -> None:
    if choice is Choice.SYSTEM:
        settings.remove(SETTINGS_KEY)
    else:
        settings.setValue(SETTINGS_KEY, choice.value)
    settings.sync()


def scheme_for(choice: Choice, system: Qt.ColorScheme) -> theme.Scheme:
    """The palette shown for ``choice`` while the platform reports ``system``."""
    if choice is Choice.LIGHT:
        return theme.Scheme.LIGHT
    if choice is Choice.DARK:
        return theme.Scheme.DARK
    return theme.Scheme.DARK if system == Qt.ColorScheme.Dark else theme.Scheme.LIGHT


class SchemeFollower(QObject):
    """The application's one follower (a child of it, found by name): holds the choice and
    applies the palette for it, now and whenever the choice or the system's scheme changes."""

    NAME = "golfstudioSchemeFollower"

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(self.NAME)
        self._app = app
        self.choice = Choice.SYSTEM
        self.system = QGuiApplication.styleHints().colorScheme()
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.system_changed)

    @classmethod
    def of(cls, app: QApplication) -> SchemeFollower:
        """The application's follower, made the first time it is asked for."""
        found = app.findChild(cls, cls.NAME)
        return found if found is not None else cls(app)

    def choose(self, choice: Choice) -> None:
        self.choice = choice
        self._apply()

    @Slot(Qt.ColorScheme)
    def system_changed(self, scheme: Qt.ColorScheme) -> None:
        """The platform's scheme changed (the desktop switched to dark at sunset)."""
        self.system = scheme
        if self.choice is Choice.SYSTEM:
            self._apply()

    def scheme(self) -> theme.Scheme:
        return scheme_for(self.choice, self.system)

    def _apply(self) -> None:
        theme.apply(self._app, self.scheme())


def install(app: QApplication, settings: QSettings) -> SchemeFollower:
    """The saved choice applied to ``app`` and followed from now on."""
    follower = SchemeFollower.of(app)
    follower.system = QGuiApplication.styleHints().colorScheme()
    follower.choose(chosen_scheme(settings))
    return follower


class ColourSchemeMenu(QMenu):
    """Settings > Colour Scheme: System, Light and Dark as radio entries; choosing one saves it
    and shows it at once."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("colourSchemeMenu")
        self.setTitle(self.tr("&Colour Scheme"))
        self._settings = settings
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_choice: dict[Choice, QAction] = {}
        entries = [(Choice.SYSTEM, self.tr("System")),
                   (Choice.LIGHT, self.tr("Light")), (Choice.DARK, self.tr("Dark"))]
        current = chosen_scheme(settings)
        for choice, text in entries:
            action = self.addAction(text)
            action.setCheckable(True)
            action.setData(choice.value)
            action.setChecked(choice is current)
            self.group.addAction(action)
            self.actions_by_choice[choice] = action
            if choice is Choice.SYSTEM:
                self.addSeparator()
        self.group.triggered.connect(self._chosen)
        self.aboutToShow.connect(self._show_saved)

    def _show_saved(self) -> None:
        """The saved choice ticked: another window's menu may have changed it."""
        self.actions_by_choice[chosen_scheme(self._settings)].setChecked(True)

    def _chosen(self, action: QAction) -> None:
        choice = Choice(str(action.data()))
        save_scheme(self._settings, choice)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            SchemeFollower.of(app).choose(choice)
