"""Starting the studio: the QApplication, its identity and look, and the main window.

``create_app`` and ``MainWindow`` are usable from tests without running the event loop;
importing this module creates nothing, so ``import ui.app`` works without a display.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

import golfstudio
from golfstudio.resources import resource_path
from ui import colour_scheme, crash, icons, logs, tour, wheel_guard
from ui.about import APP_NAME
from ui.language import chosen_language, locale_for
from ui.main_window import MainWindow

ORGANIZATION = "GolfStudio"
TRANSLATIONS = resource_path("translations")
"""``golfstudio_<language>.qm`` files, compiled from the ``.ts`` beside them (translations.md)."""
PLURALS = "golfstudioEnglishPlurals"  # object names: installing twice finds them
LANGUAGE = "golfstudioLanguage"
QT_LANGUAGE = "qtLanguage"


def install_translators(app: QApplication, locale: QLocale | None = None) -> None:
    """The English plural forms, then the user's language, once per application.

    The source strings are English with Qt's numerus forms ("%n hole(s)"); the English
    catalogue only says "1 hole" / "2 holes". A catalogue for ``locale``'s language (and Qt's
    own, for standard buttons) is installed after it, so it is searched first.

    ``locale`` defaults to the language chosen under Settings > Language (``ui.language``),
    else the system's; it becomes ``QLocale``'s default, so dates and numbers formatted with
    ``QLocale()`` anywhere follow the language the studio speaks.
    """
    if app.findChild(QTranslator, PLURALS) is not None:
        return
    plurals = QTranslator(app)
    plurals.setObjectName(PLURALS)
    if plurals.load(str(TRANSLATIONS / "golfstudio_en.qm")):
        app.installTranslator(plurals)
    if locale is None:
        locale = locale_for(chosen_language(QSettings()))
    QLocale.setDefault(locale)
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return
    qt_own = QTranslator(app)
    qt_own.setObjectName(QT_LANGUAGE)
    if qt_own.load(locale, "qtbase", "_",
                   QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
    ours = QTranslator(app)
    ours.setObjectName(LANGUAGE)
    if ours.load(locale, "golfstudio", "_", str(TRANSLATIONS)):
        app.installTranslator(ours)


def configure(app: QApplication) -> None:
    """Name, version, icon, language, look (the chosen colour scheme, followed from now on:
    ui/colour_scheme.py) and the wheel guard (ui/wheel_guard.py);
    QSettings() finds its file through the names."""
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(golfstudio.__version__)
    app.setDesktopFileName("golfstudio")
    app.setWindowIcon(icons.app_icon())
    install_translators(app)
    colour_scheme.install(app, QSettings())
    wheel_guard.install(app)


def create_app(argv: Sequence[str] | None = None) -> QApplication:
    """The application, configured; an existing one (pytest-qt's) is reused."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        list(sys.argv if argv is None else argv))
    configure(app)
    return app


def _offer_tour(window: weakref.ref[MainWindow]) -> None:
    """The first-run tour once the window is up (held weakly: the window is main's to end)."""
    shown = window()
    if shown is not None:
        tour.offer_first_run(shown, shown)


@contextmanager
def logged() -> Iterator[None]:
    """The log and the crash hooks, first, so Qt's start-up messages are in the log too
    (ui/logs.py, ui/crash.py); ``create_app``, which the tests use, installs neither."""
    log = logs.start_logging()
    reporter = crash.CrashReporter(log.path)
    reporter.install()
    try:
        yield
    finally:
        reporter.uninstall()
        log.stop()


def open_main_window(db_url: str | None = None,
                     argv: Sequence[str] | None = None) -> tuple[QApplication, MainWindow]:
    """The application and its main window, shown: the start of a run up to what a person
    first sees (``ui/startup_probe.py`` times exactly this)."""
    app = create_app(argv)
    window = MainWindow(db_url=db_url)
    window.show()
    return app, window


def main(db_url: str | None = None, argv: list[str] | None = None) -> int:
    with logged():
        app, window = open_main_window(db_url, argv)
        QTimer.singleShot(0, window, partial(_offer_tour, weakref.ref(window)))
        return app.exec()
