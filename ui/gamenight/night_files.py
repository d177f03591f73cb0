"""What the night page, the history page and the area share for files: the save- and
open-path questions (injectable, so tests never open a real file dialog), a night's
suggested file name, writing nights as CSV, and a night file out and in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from golfstudio.gamenight.csv_io import export_csv
from golfstudio.gamenight.history_queries import csv_nights
from golfstudio.gamenight.night_file import (
    import_night_file,
    load_night_file,
    night_file,
    save_night_file,
)
from golfstudio.jsonfile import write_atomically
from golfstudio.store import Store
from ui.file_dialogs import get_open_path, get_save_path

AskSavePath = Callable[[QWidget, str, str], Path | None]
"""(parent, suggested file name, filter) -> the chosen path, or None when cancelled."""

# Marked for lupdate; ask_save_path translates them, so an injected question (the tests')
# gets the same English value whatever the language.
CSV_FILTER = str(QT_TRANSLATE_NOOP("NightFiles", "CSV files (*.csv)"))
PDF_FILTER = str(QT_TRANSLATE_NOOP("NightFiles", "PDF files (*.pdf)"))
NIGHT_FILTER = str(QT_TRANSLATE_NOOP("NightFiles", "Night files (*.json)"))

AskOpenPath = Callable[[QWidget, str], Path | None]
"""(parent, filter) -> the chosen file, or None when cancelled."""


def ask_save_path(parent: QWidget, suggested: str, file_filter: str) -> Path | None:
    return get_save_path(
        parent, QCoreApplication.translate("NightFiles", "Save as"), suggested,
        QCoreApplication.translate("NightFiles", file_filter))


def ask_open_path(parent: QWidget, file_filter: str) -> Path | None:
    return get_open_path(
        parent, QCoreApplication.translate("NightFiles", "Open"),
        QCoreApplication.translate("NightFiles", file_filter))


def night_file_name(store: Store, night_id: int, suffix: str) -> str:
    """``night-2024-03-07.pdf``: the name the save question suggests for one night."""
    return f"night-{store.night(night_id).played_on.isoformat()}{suffix}"


def write_nights_csv(store: Store, night_ids: Sequence[int] | None, path: Path) -> None:
    """The nights (None: all history) as CSV, written atomically. Raises OSError or
    GolfStudioError."""
    write_atomically(path, export_csv(csv_nights(store, night_ids)))


def export_night_file(store: Store, night_id: int, path: Path) -> None:
    """The night as a night file (docs/night-file.md), written atomically. Raises
    GolfStudioError (the night cannot be read, the file cannot be written)."""
    save_night_file(night_file(store, night_id), path)


def import_night_path(store: Store, path: Path) -> tuple[int, bool]:
    """Read a night file and write its night (``night_file.import_night_file``): (night id,
    True when written; False when the database already had it). GolfStudioError with the
    reason, nothing written, when the file or the database refuses."""
    return import_night_file(store, load_night_file(path))
