"""Every file dialog of the studio, starting in the last folder used (issue 30 §13).

Qt's dialogs start in the process's working folder when given no folder or a bare file
name: wherever the studio happened to be launched from (``/``, the install folder), a
place the user never chose. Each dialog here starts in the folder of the last file chosen
in any of them, remembered in QSettings across runs, else in the user's Documents folder
(else the home folder). One folder for the whole app, not one per purpose: the user keeps
a game's courses, rounds and reports together, and one rule is easy to predict.

A suggested path that is already absolute (the document's own file, the database in use)
is kept as it is: that is where the user's file lives.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

__all__ = ["LAST_FOLDER_KEY", "get_open_path", "get_save_path", "remember_folder",
           "start_folder", "start_path"]

LAST_FOLDER_KEY = "fileDialogs/lastFolder"


def _documents() -> Path:
    """The user's Documents folder, else the home folder (never the working folder)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if found and Path(found).is_absolute() and Path(found).is_dir():
        return Path(found)
    return Path.home()


def start_folder(settings: QSettings | None = None) -> Path:
    """The last folder used when it still exists, else Documents."""
    settings = settings if settings is not None else QSettings()
    value = settings.value(LAST_FOLDER_KEY, "")
    if isinstance(value, str) and value:
        folder = Path(value)
        if folder.is_absolute() and folder.is_dir():
            return folder
    return _documents()


def remember_folder(chosen: Path, settings: QSettings | None = None) -> None:
    """Remember the folder of a file the user chose, for the next dialog."""
    settings = settings if settings is not None else QSettings()
    folder = chosen.parent if not chosen.is_dir() else chosen
    if folder.is_absolute():
        settings.setValue(LAST_FOLDER_KEY, str(folder))


def start_path(suggested: str | Path = "", settings: QSettings | None = None) -> str:
    """What a dialog is given to start from: an absolute suggestion as it is; a bare or
    relative file name inside the start folder; nothing → the start folder."""
    text = str(suggested)
    if not text:
        return str(start_folder(settings))
    path = Path(text)
    if path.is_absolute():
        return text
    return str(start_folder(settings) / path.name)


def get_save_path(parent: QWidget | None, caption: str, suggested: str | Path,
                  name_filter: str,
                  options: QFileDialog.Option | None = None) -> Path | None:
    """QFileDialog.getSaveFileName starting at ``start_path(suggested)``; the chosen file's
    folder is remembered. None when cancelled."""
    start = start_path(suggested)
    if options is None:
        name, _ = QFileDialog.getSaveFileName(parent, caption, start, name_filter)
    else:
        name, _ = QFileDialog.getSaveFileName(parent, caption, start, name_filter,
                                              options=options)
    if not name:
        return None
    remember_folder(Path(name))
    return Path(name)


def get_open_path(parent: QWidget | None, caption: str, name_filter: str,
                  start: str | Path = "") -> Path | None:
    """QFileDialog.getOpenFileName starting at ``start_path(start)`` (the start folder
    when none is given); the chosen file's folder is remembered. None when cancelled."""
    name, _ = QFileDialog.getOpenFileName(parent, caption, start_path(start), name_filter)
    if not name:
        return None
    remember_folder(Path(name))
    return Path(name)
