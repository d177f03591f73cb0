"""The studio's log: a rotating file in the platform's log folder, with Qt's own messages.

``main`` starts it (``start_logging``); ``create_app``, which the tests use, does not, so a
test run writes no log unless a test asks for one. The file is what a user sends with a
problem report (Help > Report a Problem…, the crash dialog), so its first lines say what a
bug report needs first: the studio's version, Python's, Qt's and PySide6's, and the platform.

- The folder is ``platformdirs.user_log_dir("GolfStudio")`` (``~/.local/state/GolfStudio/log``
  on Linux, ``~/Library/Logs/GolfStudio`` on macOS, ``%LOCALAPPDATA%\\GolfStudio\\Logs`` on
  Windows); ``$GOLFSTUDIO_LOG_DIR`` overrides it (the tests point it at a temporary folder).
- ``golfstudio.log`` rotates at 1 MB and keeps five old files, so the log never grows past
  6 MB however long the studio runs.
- Qt's messages (``qWarning`` and the rest, from Qt itself) go to the log through
  ``qInstallMessageHandler``, and on to the handler installed before (pytest-qt's, in a
  test), so the tests' "a Qt warning fails the test" still holds while a log is on.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs
import PySide6
from PySide6.QtCore import (
    QMessageLogContext,
    QtMsgType,
    QUrl,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import QDesktopServices

import golfstudio
from ui.about import APP_NAME

LOG_DIR_ENV = "GOLFSTUDIO_LOG_DIR"
LOG_FILE = "golfstudio.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 5
LOG_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"
QT_LOGGER = "qt"

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

QtMessageHandler = Callable[[QtMsgType, QMessageLogContext, str], object]


def log_dir() -> Path:
    """Where the log is written: ``$GOLFSTUDIO_LOG_DIR``, else the platform's log folder."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_path() -> Path:
    return log_dir() / LOG_FILE


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the platform's file manager (made first if it is not there yet)."""
    folder.mkdir(parents=True, exist_ok=True)
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def open_log_folder() -> bool:
    return open_folder(log_dir())


def start_lines() -> list[str]:
    """What the log says first in each run: the versions a bug report needs."""
    return [
        f"{APP_NAME} {golfstudio.__version__} starting",
        f"Python {platform.python_version()} ({sys.executable})",
        f"Qt {qVersion()}, PySide6 {PySide6.__version__}",
        f"Platform {platform.platform()} ({platform.machine()})",
    ]


@dataclass
class Logging:
    """The log as ``start_logging`` set it up; ``stop`` undoes it (tests, the end of main)."""

    path: Path
    handler: logging.Handler
    previous_level: int
    previous_qt_handler: QtMessageHandler | None = None
    qt_messages: bool = False
    _stopped: bool = field(default=False, repr=False)

    @property
    def folder(self) -> Path:
        return self.path.parent

    def qt_message(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        """Qt's message to the log, then to the handler that was there before."""
        where = f" ({context.file}:{context.line})" if context.file else ""
        logging.getLogger(QT_LOGGER).log(_QT_LEVELS.get(kind, logging.WARNING),
                                         "%s%s", message, where)
        if self.previous_qt_handler is not None:
            self.previous_qt_handler(kind, context, message)
        elif kind != QtMsgType.QtDebugMsg:
            # Qt's default handler would have printed it: so do we.
            print(message, file=sys.stderr)

    def stop(self) -> None:
        if self._stopped:
            return
        self._stopped = True
        if self.qt_messages:
            qInstallMessageHandler(self.previous_qt_handler)
        root = logging.getLogger()
        root.removeHandler(self.handler)
        root.setLevel(self.previous_level)
        self.handler.close()


def start_logging(folder: Path | None = None, *, qt_messages: bool = True) -> Logging:
    """Log to ``folder`` (``log_dir()`` by default) from now on, starting with the versions;
    with ``qt_messages``, Qt's own messages too."""
    folder = folder if folder is not None else log_dir()
    path = folder / LOG_FILE
    handler: logging.Handler
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
    except OSError as exc:
        # A folder that cannot be written must not stop the studio: log to stderr instead.
        handler = logging.StreamHandler(sys.stderr)
        print(f"GolfStudio cannot write its log to {path}: {exc}", file=sys.stderr)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root = logging.getLogger()
    setup = Logging(path, handler, root.level)
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    log = logging.getLogger("golfstudio")
    for line in start_lines():
        log.info("%s", line)
    if qt_messages:
        setup.qt_messages = True
        previous = qInstallMessageHandler(setup.qt_message)
        setup.previous_qt_handler = previous
    return setup
