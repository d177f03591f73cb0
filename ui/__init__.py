"""GolfStudio's PySide6 application: it presents and edits what the core computes.

Nothing here decides a rule or a score; every number shown comes from ``golfstudio``.
Importing this package must not need a display: widgets are created only by ``ui.app``.
"""

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from golfstudio import i18n


def _translate(text: str, disambiguation: str | None, n: int) -> str:
    # The core's messages are filed under the empty context, which is where pyside6-lupdate
    # puts a bare ``tr("…")`` (golfstudio/i18n.py).
    # A count no catalogue knows (no app yet, or English without its plural forms) reads as
    # English does rather than "2 hole(s)".
    found = QCoreApplication.translate("", text, disambiguation, n)
    return i18n.english(text, n) if n >= 0 and found == text.replace("%n", str(n)) else found


def _day(when: date) -> str:
    return QLocale().toString(QDate(when.year, when.month, when.day), "ddd d MMM yyyy")


def _decimal(value: float, places: int) -> str:
    return QLocale().toString(float(value), "f", places)


def _grouped(value: int) -> str:
    return QLocale().toString(int(value))


# The core speaks the UI's language from the moment anything of the UI is imported; the
# command line never imports ui/, so it stays English.
i18n.install(i18n.Locale(_translate, _day, _decimal, _grouped))
