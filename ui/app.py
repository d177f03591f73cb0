"""Starting the studio: the QApplication, its identity and look, and the main window.

``create_app`` and ``MainWindow`` are usable from tests without running the event loop;
importing this module creates nothing, so ``import ui.app`` works without a display.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

import golfstudio
from ui import icons, theme
from ui.main_window import MainWindow

ORGANIZATION = "GolfStudio"
APPLICATION = "GolfStudio"


def configure(app: QApplication) -> None:
    """Name, version, icon and look; QSettings() finds its file through the names."""
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(golfstudio.__version__)
    app.setDesktopFileName("golfstudio")
    app.setWindowIcon(icons.app_icon())
    theme.apply(app)


def create_app(argv: Sequence[str] | None = None) -> QApplication:
    """The application, configured; an existing one (pytest-qt's) is reused."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        list(sys.argv if argv is None else argv))
    configure(app)
    return app


def main(db_url: str | None = None, argv: list[str] | None = None) -> int:
    app = create_app(argv)
    window = MainWindow(db_url=db_url)
    window.show()
    return app.exec()
