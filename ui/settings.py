"""What the studio remembers between runs: window geometry and recent files, in QSettings.

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

from PySide6.QtCore import QByteArray, QSettings
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
