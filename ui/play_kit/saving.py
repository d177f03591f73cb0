"""Keeping a game: the finished round in the scorecards, and the game itself as a file.

**The round** (``RoundSaver``): ``gamenight.played_round.played_round(state)`` reads the finished
card, then ``write_round`` writes it as a night of the game — off the GUI thread through
``ui.tasks`` (style.md: store writes run as background operations). A database busy with
another writer ("database is locked") is tried again a few times before giving up; any other
store failure is said at once, as the store's own line, and ``save`` may be called again
(the play view's "Try saving again").

The store is given as a ``Store`` (used as it is, left open) or as a factory that opens one
(``lambda: open_store(url)``; the store it opens is closed after the write).

**The game** (``save_game_file``): the engine's ``golfstudio.game`` file — parameters, seed
and actions — written atomically; ``ui.play_kit.games.open_saved_game`` opens one into its
game's replay view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from golfstudio.engine.saved_game import SavedGame, save_game
from golfstudio.engine.state import State
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.played_round import PlayedRound, SavedRound, played_round, write_round
from golfstudio.store import Store, StoreError
from ui.file_dialogs import get_save_path
from ui.tasks import Progress, Task, TaskRunner

StoreFactory = Callable[[], Store]
StoreSource = Store | StoreFactory
RETRIES = 3
RETRY_DELAY_S = 0.3
"""A writer holding SQLite's lock commits within moments; three tries a third of a second
apart outlast it without keeping a person waiting long."""


class _Busy(StoreError):
    """The database was locked by another writer: worth another try."""


def _write(source: StoreSource, record: PlayedRound, played_on: date) -> SavedRound:
    opened: Store | None = None
    try:
        store = source if isinstance(source, Store) else (opened := source())
        return write_round(store, record, played_on)
    except StoreError as exc:
        if "locked" in str(exc):
            raise _Busy(str(exc)) from exc
        raise
    finally:
        if opened is not None:
            opened.close()


class RoundSaver(QObject):
    """Writes finished games to the store. Signals, in the GUI thread: ``saved(SavedRound)``
    and ``failed(str)`` (a readable line: not over, players not told apart, the store's)."""

    saved = Signal(object)
    failed = Signal(str)

    def __init__(self, source: StoreSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.runner = TaskRunner(self)
        self.record: PlayedRound | None = None
        self.last: SavedRound | None = None

    def save(self, state: State[Any], played_on: date, ai_seats: Sequence[int] = ()) -> bool:
        """Start writing ``state``'s round; False (and ``failed``) when it has none.
        ``ai_seats``: the seats an AI played, kept in the store as AIs, not roster players
        (``played_round.AI_MARK``)."""
        try:
            record = played_round(state, ai_seats)
        except GolfStudioError as exc:
            self.failed.emit(str(exc))
            return False
        self.record = record
        source = self.source

        def run(_progress: Progress) -> SavedRound:
            return _write(source, record, played_on)

        self.runner.run(Task(run, on_result=self._saved, on_error=self.failed.emit,
                             retries=RETRIES, retry_on=(_Busy,), retry_delay=RETRY_DELAY_S))
        return True

    def is_running(self) -> bool:
        return self.runner.is_running()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for a write in progress (the signals follow through the event loop)."""
        return self.runner.wait(msecs)

    def _saved(self, saved: SavedRound) -> None:
        self.last = saved
        self.saved.emit(saved)


AskSavePath = Callable[[QWidget, str], Path | None]


def ask_save_game_path(parent: QWidget, suggested: str) -> Path | None:
    """The file dialog for Save game…; None when cancelled."""
    path = get_save_path(
        parent, QCoreApplication.translate("SaveGame", "Save game"), suggested,
        QCoreApplication.translate("SaveGame", "GolfStudio saved games (*.json);;All files (*)"))
    if path is None:
        return None
    return path if path.suffix else path.with_suffix(".json")


def save_game_file(saved: SavedGame, path: Path) -> None:
    """Write the game atomically (``GameError`` naming the file when the disk refuses)."""
    save_game(saved, path)
