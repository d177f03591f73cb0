"""The questions an editor window asks, as plain callables it is given.

Tests pass their own answers (a modal dialog would block a headless run), the studio passes
``EditorDialogs()`` whose defaults are Qt's standard dialogs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.editor_kit.editor import AskSave, ask_save_changes
from ui.file_dialogs import get_save_path


class RecoveryItem(Protocol):
    """What the recovery question shows of each autosaved document."""

    def describe(self) -> str: ...


AskSavePath = Callable[[QWidget, str, Path, str], Path | None]
"""(parent, title, suggested path, name filter) → the chosen path, or None when cancelled."""

Confirm = Callable[[QWidget, str], bool]
"""(parent, document name) → True to go ahead."""

AskRecover = Callable[[QWidget, Sequence[RecoveryItem]], bool]
"""(parent, autosaved documents) → True to open them again, False to throw them away."""


def ask_save_path(parent: QWidget, title: str, suggested: Path, name_filter: str) -> Path | None:
    return get_save_path(parent, title, suggested, name_filter)


def _says_yes(parent: QWidget, title: str, text: str, *, no: QMessageBox.StandardButton,
              default: QMessageBox.StandardButton) -> bool:
    """A question with Yes and ``no``; True when the user answers Yes."""
    yes = QMessageBox.StandardButton.Yes
    return QMessageBox.question(parent, title, text, yes | no, default) == yes


def confirm_revert(parent: QWidget, name: str) -> bool:
    cancel = QMessageBox.StandardButton.Cancel
    text = QCoreApplication.translate(
        "EditorDialogs", "Throw away the unsaved changes to {name} and reload it from its "
        "file?\nEdit > Undo brings them back.")
    return _says_yes(parent, QCoreApplication.translate("EditorDialogs", "Revert"),
                     text.format(name=name), no=cancel, default=cancel)


def ask_recover(parent: QWidget, items: Sequence[RecoveryItem]) -> bool:
    listing = "\n".join(f"• {item.describe()}" for item in items)
    return _says_yes(
        parent, QCoreApplication.translate("EditorDialogs", "Recover unsaved work"),
        QCoreApplication.translate(
            "EditorDialogs",
            "GolfStudio did not close properly last time. These had unsaved changes:\n\n"
            "{listing}\n\nOpen them again with their changes?").format(listing=listing),
        no=QMessageBox.StandardButton.Discard, default=QMessageBox.StandardButton.Yes)


@dataclass
class EditorDialogs:
    """Every question the window asks; replace any of them (tests do)."""

    ask_save: AskSave = ask_save_changes
    ask_save_path: AskSavePath = ask_save_path
    confirm_revert: Confirm = confirm_revert
    ask_recover: AskRecover = ask_recover
