"""What the night page and the history page share for files: the save-path question
(injectable, so tests never open a real file dialog), a night's suggested file name and
writing nights as CSV."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from golfstudio.gamenight.csv_io import export_csv
from golfstudio.gamenight.history_queries import csv_nights
from golfstudio.jsonfile import write_atomically
from golfstudio.store import Store

AskSavePath = Callable[[QWidget, str, str], Path | None]
"""(parent, suggested file name, filter) -> the chosen path, or None when cancelled."""

# Marked for lupdate; ask_save_path translates them, so an injected question (the tests')
# gets the same English value whatever the language.
CSV_FILTER = str(QT_TRANSLATE_NOOP("NightFiles", "CSV files (*.csv)"))
PDF_FILTER = str(QT_TRANSLATE_NOOP("NightFiles", "PDF files (*.pdf)"))


def ask_save_path(parent: QWidget, suggested: str, file_filter: str) -> Path | None:
    chosen, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("NightFiles", "Save as"), suggested,
        QCoreApplication.translate("NightFiles", file_filter))
    return Path(chosen) if chosen else None


def night_file_name(store: Store, night_id: int, suffix: str) -> str:
    """``night-2024-03-07.pdf``: the name the save question suggests for one night."""
    return f"night-{store.night(night_id).played_on.isoformat()}{suffix}"


def write_nights_csv(store: Store, night_ids: Sequence[int] | None, path: Path) -> None:
    """The nights (None: all history) as CSV, written atomically. Raises OSError or
    GolfStudioError."""
    write_atomically(path, export_csv(csv_nights(store, night_ids)))
