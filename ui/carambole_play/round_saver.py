"""Writing a finished game's round to the store off the GUI thread (style.md: store writes
run as background operations and one signal says what happened).

The store is given as a ``Store`` (used as it is, left open) or as a factory that opens one
(``lambda: open_store(url)``; the store it opens is closed after the write). The write
itself is the core's ``engine.scorecard.write_round``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from golfstudio.engine.scorecard import PlayedRound, SavedRound, write_round
from golfstudio.errors import GolfStudioError
from golfstudio.store import Store

StoreFactory = Callable[[], Store]
StoreSource = Store | StoreFactory


class _Bridge(QObject):
    """Lives in the GUI thread; the worker emits through it (queued to the receivers)."""

    saved = Signal(object)
    failed = Signal(str)


class _WriteRound(QRunnable):
    def __init__(self, source: StoreSource, record: PlayedRound, played_on: date,
                 bridge: _Bridge) -> None:
        super().__init__()
        self.source = source
        self.record = record
        self.played_on = played_on
        self.bridge = bridge

    def run(self) -> None:
        opened: Store | None = None
        try:
            if isinstance(self.source, Store):
                store = self.source
            else:
                store = opened = self.source()
            saved = write_round(store, self.record, self.played_on)
        except GolfStudioError as exc:  # StoreError: a readable line, never a traceback
            self.bridge.failed.emit(str(exc))
            return
        finally:
            if opened is not None:
                opened.close()
        self.bridge.saved.emit(saved)


class RoundSaver(QObject):
    """Signals: ``saved(SavedRound)``, ``failed(str)`` — in the GUI thread."""

    saved = Signal(object)
    failed = Signal(str)

    def __init__(self, source: StoreSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.saved.connect(self._saved)
        self._bridge.failed.connect(self._failed)
        self._running = False
        self.last: SavedRound | None = None

    def save(self, record: PlayedRound, played_on: date) -> None:
        self._running = True
        self._pool.start(_WriteRound(self.source, record, played_on, self._bridge))

    def is_running(self) -> bool:
        return self._running

    def wait(self, msecs: int = -1) -> bool:
        """Wait for a write in progress (the signals follow through the event loop)."""
        return self._pool.waitForDone(msecs)

    def _saved(self, saved: SavedRound) -> None:
        self._running = False
        self.last = saved
        self.saved.emit(saved)

    def _failed(self, message: str) -> None:
        self._running = False
        self.failed.emit(message)
