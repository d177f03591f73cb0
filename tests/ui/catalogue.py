"""The studio's real compiled catalogues, installed for the length of a test: what a French
or German user reads, from ``resources/translations/golfstudio_<code>.qm``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


@contextmanager
def installed(code: str) -> Iterator[QTranslator]:
    """``golfstudio_<code>.qm`` installed first in line (before the English plurals), then
    removed again."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / f"golfstudio_{code}.qm")), code
    assert QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)
