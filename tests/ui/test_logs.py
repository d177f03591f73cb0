"""The log and the crash reporter: a rotating file in $GOLFSTUDIO_LOG_DIR with the versions
and Qt's messages; an exception in a slot or a thread is logged and reaches the crash dialog;
a native crash is written by faulthandler to the log folder."""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtCore import QTimer, qInfo
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

import golfstudio
from tests.ui.conftest import DialogCall
from ui import logs
from ui.crash import NATIVE_CRASH_FILE, CrashReporter

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "logs"
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def studio_log(log_folder: Path) -> Iterator[logs.Logging]:
    setup = logs.start_logging()
    try:
        yield setup
    finally:
        setup.stop()


def _text(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_the_log_folder_is_the_platforms_unless_the_environment_says(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(logs.LOG_DIR_ENV, raising=False)
    assert logs.log_dir() == Path(platformdirs.user_log_dir("GolfStudio", appauthor=False))
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path / "elsewhere"))
    assert logs.log_path() == tmp_path / "elsewhere" / "golfstudio.log"


def test_the_log_starts_with_the_versions_and_takes_qt_messages(
        studio_log: logs.Logging, log_folder: Path) -> None:
    assert studio_log.path == log_folder / "golfstudio.log"
    handler = studio_log.handler
    assert isinstance(handler, logging.handlers.RotatingFileHandler)
    assert (handler.maxBytes, handler.backupCount) == (1_000_000, 5)
    logging.getLogger("golfstudio.test").info("a round was saved")
    qInfo("a message from Qt")  # through qInstallMessageHandler, then pytest-qt's handler
    text = _text(studio_log.path)
    assert f"GolfStudio {golfstudio.__version__} starting" in text
    assert "Python 3." in text and "Qt 6." in text and "PySide6 6." in text
    assert "Platform " in text
    assert "golfstudio.test: a round was saved" in text
    assert "qt: a message from Qt" in text


def test_the_log_rotates_at_one_megabyte_and_keeps_five(studio_log: logs.Logging,
                                                        log_folder: Path) -> None:
    log = logging.getLogger("golfstudio.test")
    line = "x" * 1000
    for _ in range(7 * 1050):  # a little over 7 MB
        log.info("%s", line)
    names = sorted(p.name for p in log_folder.iterdir() if p.name.startswith("golfstudio"))
    assert names == ["golfstudio.log", *(f"golfstudio.log.{i}" for i in range(1, 6))]
    assert all(p.stat().st_size <= 1_000_000 for p in log_folder.iterdir())


def test_stopping_the_log_puts_back_the_qt_handler(log_folder: Path) -> None:
    setup = logs.start_logging()
    setup.stop()
    qInfo("after the log stopped")
    assert "after the log stopped" not in setup.path.read_text(encoding="utf-8")
    assert setup.handler not in logging.getLogger().handlers


class RecordedCrash:
    def __init__(self, wants_folder: bool = True) -> None:
        self.wants_folder = wants_folder
        self.shown: list[tuple[str, str]] = []
        self.opened: list[Path] = []

    def show(self, parent: QWidget | None, title: str, text: str) -> bool:
        self.shown.append((title, text))
        return self.wants_folder

    def open_folder(self, folder: Path) -> bool:
        self.opened.append(folder)
        return True


@pytest.fixture
def recorded() -> RecordedCrash:
    return RecordedCrash()


@pytest.fixture
def reporter(studio_log: logs.Logging, recorded: RecordedCrash) -> Iterator[CrashReporter]:
    crash = CrashReporter(studio_log.path, show=recorded.show, open_folder=recorded.open_folder)
    crash.install()
    try:
        yield crash
    finally:
        crash.uninstall()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_crash_dialog_and_the_log(
        qtbot: QtBot, reporter: CrashReporter, recorded: RecordedCrash,
        studio_log: logs.Logging) -> None:
    def shot_off_the_table() -> None:
        raise ValueError("the ball left the table")

    QTimer.singleShot(0, shot_off_the_table)
    qtbot.waitUntil(lambda: bool(recorded.shown))
    ((title, text),) = recorded.shown
    assert title == "Unexpected error"
    assert "ValueError: the ball left the table" in text
    assert str(studio_log.path) in text
    assert recorded.opened == [studio_log.folder]  # the user pressed Open
    log = _text(studio_log.path)
    assert "CRITICAL golfstudio.crash: Uncaught exception" in log
    assert "Traceback (most recent call last)" in log and "in shot_off_the_table" in log

    # The studio keeps running: the event loop goes on and the next error is said too.
    QTimer.singleShot(0, shot_off_the_table)
    qtbot.waitUntil(lambda: len(recorded.shown) == 2)


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_is_said_on_the_gui_thread(
        qtbot: QtBot, reporter: CrashReporter, recorded: RecordedCrash,
        studio_log: logs.Logging) -> None:
    def worker() -> None:
        raise RuntimeError("the dice rolled away")

    thread = threading.Thread(target=worker, name="dice-worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: bool(recorded.shown))
    assert "RuntimeError: the dice rolled away" in recorded.shown[0][1]
    assert "Uncaught exception in thread dice-worker" in _text(studio_log.path)


@pytest.mark.qt_no_exception_capture
def test_the_default_dialog_is_a_critical_message_box(
        qtbot: QtBot, studio_log: logs.Logging, dialogs: list[DialogCall]) -> None:
    opened: list[Path] = []
    crash = CrashReporter(studio_log.path, open_folder=lambda p: bool(opened.append(p)))
    crash.install()
    try:
        QTimer.singleShot(0, lambda: 1 // 0)
        qtbot.waitUntil(lambda: bool(dialogs))
    finally:
        crash.uninstall()
    (call,) = dialogs
    assert call.kind == "critical" and call.title == "Unexpected error"
    assert "ZeroDivisionError" in call.text and str(studio_log.path) in call.text
    assert opened == []  # the recorded box answers Ok, not Open


def test_faulthandler_writes_to_the_log_folder(reporter: CrashReporter,
                                               studio_log: logs.Logging) -> None:
    assert faulthandler.is_enabled()
    assert reporter.native_crash_file == studio_log.folder / NATIVE_CRASH_FILE
    assert reporter.native_crash_file.is_file()


def test_a_native_crash_leaves_its_stack_in_the_log_folder(tmp_path: Path) -> None:
    """A real segmentation fault in a child process: its Python stack is in the folder."""
    folder = tmp_path / "crashed"
    script = (
        "import faulthandler\n"
        "from ui import logs\n"
        "from ui.crash import CrashReporter\n"
        "setup = logs.start_logging(qt_messages=False)\n"
        "CrashReporter(setup.path).install()\n"
        "faulthandler._sigsegv()\n")
    env = {**os.environ, logs.LOG_DIR_ENV: str(folder), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    crash = (folder / NATIVE_CRASH_FILE).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in crash
    assert "GolfStudio" in (folder / "golfstudio.log").read_text(encoding="utf-8")


def test_main_starts_the_log_the_crash_hooks_and_the_tour(
        qapp: QApplication, log_folder: Path) -> None:
    """The real start: main() logs to $GOLFSTUDIO_LOG_DIR, hooks the exceptions while it runs,
    offers the tour on a first start, and puts everything back when it returns."""
    from ui import app as app_module
    from ui.tour import TourDialog

    hook_before = sys.excepthook
    seen: dict[str, object] = {}
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(99))  # a hung loop fails, not hangs
    guard.start(10_000)

    def look() -> None:
        tours = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, TourDialog) and w.isVisible()]
        if tours:
            seen["tour"] = tours[0].windowTitle()
            seen["hook"] = sys.excepthook
            QApplication.closeAllWindows()

    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(20)
    try:
        code = app_module.main(db_url="sqlite://", argv=[])
    finally:
        poll.stop()
        guard.stop()
    assert code == 0
    assert seen["tour"] == "Welcome to GolfStudio"
    assert getattr(seen["hook"], "__self__", None).__class__ is CrashReporter
    assert sys.excepthook is hook_before
    assert "GolfStudio" in (log_folder / "golfstudio.log").read_text(encoding="utf-8")
    assert (log_folder / NATIVE_CRASH_FILE).is_file()
