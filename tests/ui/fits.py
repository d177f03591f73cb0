"""What "fits at 1280×800" means for a test, in English, French and German (issue 30 §5).

A 1280×800 screen gives the window, at its first start, ``first_geometry`` of the screen
with the frame guessed around it: 1200×752 for the window's client area (menu bar, pages,
status bar). A page under the menu bar and a play area's top bar has less: ``PAGE``.
``speaking(code)`` installs a language's catalogue as it is now (its ``.ts`` compiled) and
Qt's own, the way the studio runs in it, for the length of a ``with`` block.

The checks say what a user would see cut: a text wider than its label (``clipped_text``),
a table whose last column ends past its viewport's edge, a widget's content taller than the
room it has.
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QRect, QSize, Qt, QTranslator
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel

from tests.ui.test_translatable import qt_tool
from ui.settings import FRAME_GUESS, first_geometry

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("en", "fr", "de")
WINDOW = first_geometry(QRect(0, 0, 1280, 800), FRAME_GUESS).size()
"""The main window's client area at its first start on a 1280×800 screen."""
PAGE = QSize(WINDOW.width(), WINDOW.height() - 65)
"""What a play area's page gets of ``WINDOW``: less the menu bar and the area's top bar
(measured: 687 px of 752 under the offscreen platform's fonts)."""
SHOTS = Path("/tmp/shots/i30-fits")


@cache
def _compiled(code: str) -> Path:
    """The language's ``.ts`` compiled once per test process (the ``.qm`` in resources may lag
    behind the ``.ts`` until the lead runs the release)."""
    folder = Path(tempfile.mkdtemp(prefix="fits-qm-"))
    compiled = folder / f"golfstudio_{code}.qm"
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent",
                    str(TRANSLATIONS / f"golfstudio_{code}.ts"), "-qm", str(compiled)],
                   check=True, timeout=120)
    return compiled


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """The studio's texts in ``code`` ("en": the English plural forms) while the block runs;
    widgets built inside take their words from it."""
    locale = QLocale(code)
    translators: list[QTranslator] = []
    ours = QTranslator()
    if ours.load(str(_compiled(code) if code != "en" else TRANSLATIONS / "golfstudio_en.qm")):
        translators.append(ours)
    if code != "en":
        qt_own = QTranslator()
        if qt_own.load(locale, "qtbase", "_",
                       QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            translators.append(qt_own)
    before = QLocale()
    for translator in translators:
        QApplication.installTranslator(translator)
    QLocale.setDefault(locale)
    try:
        yield
    finally:
        for translator in translators:
            QApplication.removeTranslator(translator)
        QLocale.setDefault(before)


def shot_path(name: str, code: str) -> Path:
    """Where a screenshot a person looks at goes: ``/tmp/shots/i30-fits/<name>_<code>.png``."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS / f"{name}_{code}.png"


def clipped_text(label: QLabel) -> bool:
    """Whether ``label`` shows less than its text: one line wider than the label, or wrapped
    lines taller than it."""
    text = label.text()
    if not text or label.textFormat() == Qt.TextFormat.RichText:
        return False
    room = label.contentsRect()
    metrics = label.fontMetrics()
    if not label.wordWrap():
        return max(metrics.horizontalAdvance(line) for line in text.split("\n")) > room.width()
    needed = metrics.boundingRect(QRect(0, 0, room.width(), 100_000),
                                  int(Qt.TextFlag.TextWordWrap), text)
    return needed.height() > room.height() or needed.width() > room.width()


def last_column_cut(table: QAbstractItemView, column: int) -> int:
    """How many pixels of ``column`` lie past the right edge of the table's viewport (0: all
    of it shows)."""
    header = table.horizontalHeader()  # type: ignore[attr-defined]
    end = header.sectionViewportPosition(column) + header.sectionSize(column)
    return max(0, end - table.viewport().width())
