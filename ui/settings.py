"""What the studio remembers between runs: window geometry and recent files, in QSettings.

Each area keeps its own layout under its own key (``ShellArea.save_layout``: an editor's
docks under ``<kind>Editor/state``).

QSettings keeps them where each platform expects (registry, plist, ini file). The keys live
here so a test or a later settings page reads the same names. Recent files are stored as a
QSettings array rather than a plain list value: an INI file returns a one-element list as a
bare string, an array has no such ambiguity.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

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
