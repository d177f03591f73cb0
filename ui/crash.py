"""What happens when something goes wrong that no code expected: it is logged and said.

``main`` installs a ``CrashReporter`` after the log (``ui/logs.py``): an uncaught exception —
in a slot, an event handler, a worker thread — is written to the log with its traceback and
shown in a critical message box that says what happened and where the log is, with a button
that opens the log folder. The studio keeps running: PySide6 returns to the event loop after
a slot raises, so the user can save their work. Ctrl+C in a terminal still stops it.

A native crash (a segmentation fault in Qt or a driver) never reaches Python's hooks:
``faulthandler`` writes the Python stack of every thread to ``native-crash.log`` beside the
log instead, so even that leaves something to send.

The dialog and the folder opener are injectable (the tests record them).
"""

from __future__ import annotations

import faulthandler
import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ui import logs

NATIVE_CRASH_FILE = "native-crash.log"

log = logging.getLogger("golfstudio.crash")

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]
ShowCrash = Callable[[QWidget | None, str, str], bool]
"""Shows the crash dialog (parent, title, text); True when the user asked for the log
folder."""
OpenFolder = Callable[[Path], bool]


def show_crash_dialog(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.critical(
        parent, title, text,
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
        QMessageBox.StandardButton.Close)
    return answer == QMessageBox.StandardButton.Open


def crash_text(error: BaseException, log_file: Path) -> str:
    """The dialog's text: what went wrong, in one line, and where the log is."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return QCoreApplication.translate(
        "CrashReporter",
        "Something went wrong that GolfStudio did not expect:\n\n{error}\n\n"
        "The details are in the log:\n{log}\n\n"
        "Save your work, then send the log with a few words on what you were doing. "
        "Open shows the log folder.").format(error=what, log=str(log_file))


class _ThreadBridge(QObject):
    """Carries a worker thread's exception to the GUI thread, where dialogs may be shown."""

    raised = Signal(object)


class CrashReporter:
    """Python's and threading's exception hooks, and faulthandler, while installed."""

    def __init__(self, log_file: Path, *, show: ShowCrash = show_crash_dialog,
                 open_folder: OpenFolder = logs.open_folder) -> None:
        self.log_file = log_file
        self._show = show
        self._open_folder = open_folder
        self._showing = False
        self._installed = False
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self._native: IO[str] | None = None
        self._bridge: _ThreadBridge | None = None
        self.shown = 0
        """Dialogs shown so far (the rest were only logged)."""

    @property
    def native_crash_file(self) -> Path:
        return self.log_file.parent / NATIVE_CRASH_FILE

    def install(self) -> None:
        if self._installed:
            return
        self._installed = True
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        self._bridge = _ThreadBridge()
        self._bridge.raised.connect(self._report)
        self.native_crash_file.parent.mkdir(parents=True, exist_ok=True)
        self._native = self.native_crash_file.open("a", encoding="utf-8")
        faulthandler.enable(file=self._native, all_threads=True)

    def uninstall(self) -> None:
        """Put back the hooks found at ``install``; faulthandler writes to stderr again."""
        if not self._installed:
            return
        self._installed = False
        sys.excepthook = self._previous_hook
        threading.excepthook = self._previous_thread_hook
        faulthandler.enable(file=sys.__stderr__ or sys.stderr, all_threads=True)
        if self._native is not None:
            self._native.close()
            self._native = None
        if self._bridge is not None:
            self._bridge.deleteLater()
            self._bridge = None

    # ---- the hooks --------------------------------------------------------------------------

    def excepthook(self, kind: type[BaseException], error: BaseException,
                   traceback: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, traceback)
            return
        self.handle((kind, error, traceback))

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "?"
        log.critical("Uncaught exception in thread %s", name,
                     exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        if self._bridge is not None:
            self._bridge.raised.emit(args.exc_value)  # queued to the GUI thread

    def handle(self, exc_info: ExcInfo) -> None:
        log.critical("Uncaught exception", exc_info=exc_info)
        app = QApplication.instance()
        if app is not None and QThread.currentThread() is app.thread():
            self._report(exc_info[1])
        elif self._bridge is not None:
            self._bridge.raised.emit(exc_info[1])

    def _report(self, error: BaseException) -> None:
        """The dialog, once at a time: an error raised again while it is up (a paint event
        that fails each time) is only logged."""
        if self._showing:
            return
        self._showing = True
        try:
            for handler in logging.getLogger().handlers:
                handler.flush()
            parent = QApplication.activeWindow()
            self.shown += 1
            title = QCoreApplication.translate("CrashReporter", "Unexpected error")
            wants_folder = self._show(parent, title, crash_text(error, self.log_file))
            if wants_folder:
                self._open_folder(self.log_file.parent)
        finally:
            self._showing = False
