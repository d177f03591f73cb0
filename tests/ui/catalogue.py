"""The studio's real compiled catalogues, installed for the length of a test: what a French
or German user reads, from ``resources/translations/golfstudio_<code>.qm``, with the
language's number and date formats (``QLocale``'s default), as ``install_translators`` does
at start."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


@contextmanager
def installed(code: str) -> Iterator[QTranslator]:
    """``golfstudio_<code>.qm`` installed first in line (before the English plurals) and
    ``code``'s locale made the default, then both put back."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / f"golfstudio_{code}.qm")), code
    assert QCoreApplication.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        yield translator
    finally:
        QLocale.setDefault(before)
        QCoreApplication.removeTranslator(translator)
