"""Asking before a correction that cannot be undone (deleting a night, merging players).

The question is injectable (``Confirm``) so tests answer it; the default is a message box
whose confirming button says what will happen ("Delete", "Merge"), with Cancel the default.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

Confirm = Callable[[QWidget, str, str, str], bool]
"""(parent, title, question, the confirming button's text) -> whether to go ahead."""


def ask_confirm(parent: QWidget, title: str, text: str, action: str) -> bool:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                      QMessageBox.StandardButton.Cancel, parent)
    go = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    try:
        box.exec()
        return box.clickedButton() is go
    finally:
        box.deleteLater()
