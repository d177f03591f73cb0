"""What each game's UI package gives the play kit, found by the game's id.

The shell and the kit never ask "is this Carambole?": a game's UI package registers its
replay view here when it is imported (``register_replay_view``), and a saved game opens into
the view of the game it names. ``open_saved_game(path, parent)`` is what the main window
calls for a ``golfstudio.game`` file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_info
from golfstudio.engine.saved_game import SavedGame, load_saved_game
from ui.game_titles import game_title

ReplayViewFactory = Callable[[SavedGame, QWidget | None], QWidget]
"""Builds a game's replay view of a saved game (``GameError`` when its actions do not
replay)."""

_REPLAY_VIEWS: dict[str, ReplayViewFactory] = {}


def register_replay_view(game_id: str, factory: ReplayViewFactory) -> None:
    """Called by a game's UI package: saved games of ``game_id`` open in ``factory``'s view."""
    game_info(game_id)  # a typo in an id fails at import, not when a file is opened
    _REPLAY_VIEWS[game_id] = factory


def replay_view_of(saved: SavedGame, parent: QWidget | None = None) -> QWidget:
    """The replay view of a saved game; ``GameError`` when its game has none or its actions
    do not replay."""
    factory = _REPLAY_VIEWS.get(saved.game_id)
    if factory is None:
        raise GameError(QCoreApplication.translate(
            "ReplayViews", "{game} games cannot be replayed in the studio yet").format(
            game=game_title(saved.game_id)))
    return factory(saved, parent)


def open_saved_game(path: Path, parent: QWidget | None = None) -> QWidget | None:
    """Load a ``golfstudio.game`` file into its game's replay view, not yet shown; None after
    saying, in one message, why it cannot be opened."""
    try:
        return replay_view_of(load_saved_game(path), parent)
    except GameError as exc:
        text = str(exc)
        if not text.startswith(path.name):
            text = QCoreApplication.translate("SavedGame", "{file}: {reason}").format(
                file=path.name, reason=text)
        QMessageBox.warning(parent, QCoreApplication.translate("SavedGame",
                                                               "Cannot open saved game"), text)
        return None
