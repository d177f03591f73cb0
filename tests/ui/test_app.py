"""Starting the studio: import without a display, the application's identity, the loop."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

import golfstudio
from ui import app as app_module

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_app_needs_no_display() -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}}
    code = ("import ui.app, ui.main_window\n"
            "from PySide6.QtWidgets import QApplication\n"
            "print(QApplication.instance() is None)\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=120)
    assert (run.returncode, run.stdout.strip()) == (0, "True"), run.stderr


def test_create_app_names_the_application_and_sets_its_look(qapp: QApplication) -> None:
    app = app_module.create_app([])
    assert app is qapp  # reuses the running application
    assert app.organizationName() == "GolfStudio"
    assert app.applicationName() == "GolfStudio"
    assert app.applicationVersion() == golfstudio.__version__
    # With a stylesheet, app.style() is Qt's stylesheet wrapper; the style is beneath it.
    sheet = app.styleSheet()
    assert sheet
    app.setStyleSheet("")
    try:
        assert app.style().name().lower() == "fusion"
    finally:
        app.setStyleSheet(sheet)
    assert not app.windowIcon().isNull()
    assert app.windowIcon().availableSizes()


def test_main_shows_the_window_and_returns_when_it_closes(qapp: QApplication) -> None:
    # The guard ends a hung loop with a code the test rejects, instead of hanging the run.
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(99))
    guard.start(10_000)
    shown: list[str] = []

    def close_the_window() -> None:
        shown.extend(w.windowTitle() for w in QApplication.topLevelWidgets()
                     if w.objectName() == "mainWindow" and w.isVisible())
        QApplication.closeAllWindows()

    QTimer.singleShot(0, close_the_window)
    try:
        code = app_module.main(db_url="sqlite://", argv=[])
    finally:
        guard.stop()
    assert code == 0
    assert shown == ["GolfStudio"]
