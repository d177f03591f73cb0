"""The last set-up of each game, so the next set-up dialog opens with it (issue 30 §12).

Kept in the app's QSettings (``QSettings()``: the platform's place, a test's own INI file),
one JSON text per game under ``play/<game id>/lastSetup``: the seats (name, who plays, and a
game's own columns such as Carambole's colour and balls), the AI's speed and the game's own
choices (its course and holes, its options) as the game's dialog gives them. Not the seed: a
new game gets new dice unless the user types the old seed.

What is read back is only a starting point: a value that cannot be read (a hand-edited or
older settings file, an AI the registry no longer has, a speed renamed) is dropped quietly
and the dialog's default takes its place; the dialog range-checks the rest as it would a
user's choice (a course file gone falls back to the default course).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSettings

from ui.play_kit.seats import Speed

MAX_NAME = 80
"""A remembered name longer than this is not one the dialog wrote."""


def setup_key(game_id: str) -> str:
    return f"play/{game_id}/lastSetup"


@dataclass(frozen=True)
class RememberedSeat:
    name: str
    seat: str
    """``HUMAN`` or an AI's name in the registry (checked by the dialog against it)."""
    columns: tuple[Any, ...] = ()
    """A game's own columns of the seat, as its dialog wrote them (JSON values)."""


@dataclass(frozen=True)
class RememberedSetup:
    seats: tuple[RememberedSeat, ...]
    speed: Speed | None = None
    options: dict[str, Any] = field(default_factory=dict)
    """The game's own choices (its dialog's ``remembered_options``), JSON values."""


def save_setup(game_id: str, setup: RememberedSetup,
               settings: QSettings | None = None) -> None:
    data = {
        "seats": [{"name": s.name, "seat": s.seat, "columns": list(s.columns)}
                  for s in setup.seats],
        "speed": None if setup.speed is None else setup.speed.name,
        "options": setup.options,
    }
    settings = settings if settings is not None else QSettings()
    settings.setValue(setup_key(game_id), json.dumps(data))
    settings.sync()


def load_setup(game_id: str, settings: QSettings | None = None) -> RememberedSetup | None:
    """The game's last set-up, or None when there is none or it cannot be read; a seat that
    cannot be read is left out."""
    settings = settings if settings is not None else QSettings()
    text = settings.value(setup_key(game_id))
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    seats: list[RememberedSeat] = []
    for item in data.get("seats") or ():
        if not isinstance(item, dict):
            continue
        name, seat, columns = item.get("name"), item.get("seat"), item.get("columns", [])
        if (isinstance(name, str) and isinstance(seat, str) and len(name) <= MAX_NAME
                and isinstance(columns, list)):
            seats.append(RememberedSeat(name, seat, tuple(columns)))
    speed_name = data.get("speed")
    speed = Speed.__members__.get(speed_name) if isinstance(speed_name, str) else None
    options = data.get("options")
    return RememberedSetup(tuple(seats), speed, options if isinstance(options, dict) else {})
