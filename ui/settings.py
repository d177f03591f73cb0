"""What the studio remembers between runs: window geometry, recent files and tutor mode, in
QSettings.

Each area keeps its own layout under its own key (``ShellArea.save_layout``: an editor's
docks under ``<kind>Editor/state``).

QSettings keeps them where each platform expects (registry, plist, ini file). The keys live
here so a test or a later settings page reads the same names. Recent files are stored as a
QSettings array rather than a plain list value: an INI file returns a one-element list as a
bare string, an array has no such ambiguity.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QMargins, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:  # the store is imported when a night is set up, not at start-up
    from golfstudio.store import PlayedFormat

GEOMETRY_KEY = "mainWindow/geometry"
STATE_KEY = "mainWindow/state"
RECENT_ARRAY = "recentFiles"
RECENT_PATH_KEY = "path"
MAX_RECENT = 10


def save_window(settings: QSettings, window: QMainWindow) -> None:
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
    settings.sync()


def restore_window(settings: QSettings, window: QMainWindow) -> bool:
    """Restore the saved geometry and state; False when there is none to restore."""
    geometry = settings.value(GEOMETRY_KEY)
    if not isinstance(geometry, QByteArray) or not window.restoreGeometry(geometry):
        return False
    state = settings.value(STATE_KEY)
    if isinstance(state, QByteArray):
        window.restoreState(state)
    return True


DEFAULT_SIZE = QSize(1200, 800)
"""The first start's client area where the screen has room for it and its frame."""
FRAME_GUESS = QMargins(8, 40, 8, 8)
"""The window frame (title bar, borders) assumed before the window is shown: the real one is
known only once it is (``frame_of``). Generous: a frame guessed too small puts the status
bar below the screen's edge, one too large only leaves a few pixels free (issue 30 §4)."""


def fitted(client: QRect, available: QRect, frame: QMargins) -> QRect:
    """``client`` (a window's geometry without its frame) made to fit ``available`` (the
    screen's available geometry: no task bar, no dock) with ``frame`` around it: its size
    capped, then moved in where the frame would cross an edge. A rectangle that fits is
    returned as it is."""
    room = available.marginsRemoved(frame)
    size = client.size().boundedTo(room.size()).expandedTo(QSize(1, 1))
    x = min(max(client.x(), room.left()), room.left() + room.width() - size.width())
    y = min(max(client.y(), room.top()), room.top() + room.height() - size.height())
    return QRect(QPoint(x, y), size)


def first_geometry(available: QRect, frame: QMargins, wanted: QSize = DEFAULT_SIZE) -> QRect:
    """The first start's geometry: ``wanted``, or less where the screen is smaller, centred
    in ``available`` with its frame."""
    room = available.marginsRemoved(frame)
    size = wanted.boundedTo(room.size())
    return fitted(QRect(QPoint(room.left() + (room.width() - size.width()) // 2,
                               room.top() + (room.height() - size.height()) // 2), size),
                  available, frame)


def frame_of(window: QMainWindow) -> QMargins | None:
    """The frame the window manager gave a shown window; None before it has one (hidden, or
    a platform that draws none, like the offscreen one of the tests)."""
    outer, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    if window.isVisible() and not margins.isNull():
        return margins
    return None


def _available(window: QMainWindow) -> QRect:
    """The available geometry of the screen the window is (mostly) on, else the primary."""
    screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def fit_to_screen(window: QMainWindow, *, first: bool = False) -> bool:
    """Size a normal window to its screen, frame included: the first start's default
    (``first``), or a restored geometry that no longer fits — a smaller screen, a screen
    gone. Before the window is shown its frame is ``FRAME_GUESS``; once shown, the real
    one. A maximized or full-screen window is the window manager's to place. True when the
    geometry changed."""
    if window.windowState() & (Qt.WindowState.WindowMaximized
                               | Qt.WindowState.WindowFullScreen):
        return False
    available = _available(window)
    if available.isEmpty():
        return False
    frame = frame_of(window) or FRAME_GUESS
    target = (first_geometry(available, frame) if first
              else fitted(window.geometry(), available, frame))
    if target == window.geometry():
        return False
    window.setGeometry(target)
    return True


def refit_when_framed(window: QMainWindow) -> bool:
    """Once shown: fitted again with the frame the window manager really drew, where the
    guess was too small (a tall title bar). Nothing where there is no frame to know."""
    if frame_of(window) is None:
        return False
    return fit_to_screen(window)


class RecentFiles:
    """The most recently opened files, newest first, at most ``MAX_RECENT``, no duplicates.

    Every kind of file shares the list; opening one decides by its ``"format"``.
    """

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def paths(self) -> list[Path]:
        count = self._settings.beginReadArray(RECENT_ARRAY)
        paths: list[Path] = []
        for i in range(count):
            self._settings.setArrayIndex(i)
            value = self._settings.value(RECENT_PATH_KEY)
            if isinstance(value, str) and value:
                paths.append(Path(value))
        self._settings.endArray()
        return paths

    def add(self, path: Path) -> None:
        path = path.resolve()
        self._write([path, *(p for p in self.paths() if p != path)])

    def clear(self) -> None:
        self._write([])

    def prune(self) -> list[Path]:
        """Forget files that no longer exist; returns the paths that are left."""
        paths = self.paths()
        existing = [p for p in paths if p.is_file()]
        if existing != paths:
            self._write(existing)
        return existing

    def _write(self, paths: list[Path]) -> None:
        self._settings.remove(RECENT_ARRAY)
        self._settings.beginWriteArray(RECENT_ARRAY, min(len(paths), MAX_RECENT))
        for i, path in enumerate(paths[:MAX_RECENT]):
            self._settings.setArrayIndex(i)
            self._settings.setValue(RECENT_PATH_KEY, str(path))
        self._settings.endArray()
        self._settings.sync()


NIGHT_SETUP_KEY = "gameNight/lastSetup"
"""The last new night's choices (JSON text): game, course, players and formats."""


@dataclass(frozen=True)
class NightSetupChoices:
    """What the set-up page of a new night starts from: the last night set up. Ids, not
    names, so a renamed player is still found; the page drops quietly what no longer
    exists (a deleted player or course)."""

    game: str
    course_id: int | None
    player_ids: tuple[int, ...]
    formats: tuple[PlayedFormat, ...]


def save_night_setup(settings: QSettings, choices: NightSetupChoices) -> None:
    data = {
        "game": choices.game, "course": choices.course_id, "players": list(choices.player_ids),
        "formats": [
            {"format": str(p.format.value), "net": p.net, "allowance": p.allowance,
             "carry_over": p.carry_over, "auto_press": p.auto_press,
             "press_trigger": p.press_trigger,
             "stakes": {**{key: getattr(p.stakes, key) for key in p.stakes.given()
                           if key != "match_pay"}, "match_pay": p.stakes.match_pay.value}}
            for p in choices.formats]}
    settings.setValue(NIGHT_SETUP_KEY, json.dumps(data))
    settings.sync()


def load_night_setup(settings: QSettings) -> NightSetupChoices | None:
    """The last choices, or None when there are none or they cannot be read (a hand-edited
    or older settings file is ignored rather than refused: they are only a starting point);
    a format that cannot be read is left out."""
    from golfstudio.scoring.errors import ScoreError
    from golfstudio.scoring.stakes import Stakes
    from golfstudio.store import Format, PlayedFormat

    text = settings.value(NIGHT_SETUP_KEY)
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return None
    course = data.get("course")
    players = data.get("players")
    formats: list[PlayedFormat] = []
    for item in data.get("formats") or ():
        try:
            formats.append(PlayedFormat(
                Format(item["format"]), net=bool(item["net"]), allowance=int(item["allowance"]),
                carry_over=bool(item["carry_over"]), auto_press=bool(item["auto_press"]),
                press_trigger=int(item["press_trigger"]),
                stakes=Stakes.from_mapping(item["stakes"])))
        except (KeyError, TypeError, ValueError, ScoreError):
            continue
    return NightSetupChoices(
        game=data["game"], course_id=course if isinstance(course, int) else None,
        player_ids=tuple(p for p in players if isinstance(p, int))
        if isinstance(players, list) else (),
        formats=tuple(formats))


TUTOR_KEY = "play/tutorMode"
"""Tutor mode (docs/review.md, "Tutor mode"): absent or false, off — a new user plays without
a coach."""


def tutor_mode(settings: QSettings) -> bool:
    """Whether the play views weigh a person's decisions (off unless switched on; a value
    this version cannot read is off)."""
    value = settings.value(TUTOR_KEY, False)
    if isinstance(value, str):  # an INI file gives back "true"/"false"
        return value.strip().lower() in ("true", "1")
    return value is True or value == 1


def save_tutor_mode(settings: QSettings, on: bool) -> None:
    if on:
        settings.setValue(TUTOR_KEY, True)
    else:
        settings.remove(TUTOR_KEY)
    settings.sync()


class TutorModeAction(QAction):
    """Settings > Tutor Mode: a check box kept in ``settings``. The play views read the
    setting when a person commits a decision (``ui.play_kit.tutor``), so a change applies
    from the next decision on, in a game under way too."""

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setObjectName("tutorModeAction")
        self.setText(self.tr("&Tutor Mode"))
        self.setStatusTip(self.tr(
            "While you play, say what each of your decisions cost and ask before a blunder"))
        self.setCheckable(True)
        self.setChecked(tutor_mode(settings))
        self.toggled.connect(lambda on: save_tutor_mode(self._settings, on))
