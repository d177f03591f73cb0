"""The About box: what the studio is, its version and licence, and the Qt it runs on.

The Qt and PySide6 versions are there because they are the first thing a bug report needs.
"""

from __future__ import annotations

import html

import PySide6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

import golfstudio

APP_NAME = "GolfStudio"
"""The studio's name: a proper noun, the same in every language (window titles, the start
page, QSettings' folder)."""

SUMMARY = str(QT_TRANSLATE_NOOP(
    "About", "A desktop studio for tabletop golf games: design courses, play them against "
    "simple AIs and keep the scorecards of real game nights."))


def shown_summary() -> str:
    return QCoreApplication.translate("About", SUMMARY)


def about_text() -> str:
    """Rich text for the About box (QMessageBox.about renders a subset of HTML)."""
    licence = QCoreApplication.translate("About", "Licence: {licence}").format(licence="MIT")
    return (
        f"<h2>GolfStudio {html.escape(golfstudio.__version__)}</h2>"
        f"<p>{html.escape(shown_summary())}</p>"
        f"<p>{html.escape(licence)}</p>"
        f"<p>Qt {html.escape(qVersion())} · PySide6 {html.escape(PySide6.__version__)}</p>"
    )


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About GolfStudio"),
                      about_text())
