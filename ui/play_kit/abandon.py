"""The question asked before a game in progress is lost (quitting, closing its page, starting
or opening another game): it names the game and offers to save it first (issue 30 §14).

"Abandon the Play Nine game in progress?" with three answers: Save Game… (the play view's
own Save game… flow; a save that is cancelled or refused loses nothing), Abandon, Cancel
(the default, on Escape too). With several games in progress each play area asks for its own.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class Answer(Enum):
    SAVE = "save"
    ABANDON = "abandon"
    CANCEL = "cancel"


def abandon_box(parent: QWidget | None, game: str) -> tuple[QMessageBox, dict[str, Answer]]:
    """The question about ``game`` (its title in the user's language), not yet shown, and
    each of its buttons' object names with its answer (for ``ask_abandon``)."""
    box = QMessageBox(parent)
    box.setObjectName("abandonGame")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("AbandonGame", "Game in progress"))
    box.setText(QCoreApplication.translate(
        "AbandonGame", "Abandon the {game} game in progress?").format(game=game))
    box.setInformativeText(QCoreApplication.translate(
        "AbandonGame", "Save it to replay or finish it later; abandoned, it is lost."))
    save = box.addButton(QCoreApplication.translate("AbandonGame", "Save Game…"),
                         QMessageBox.ButtonRole.AcceptRole)
    abandon = box.addButton(QCoreApplication.translate("AbandonGame", "Abandon"),
                            QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    save.setObjectName("saveGame")
    abandon.setObjectName("abandon")
    assert cancel is not None
    cancel.setObjectName("cancel")
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    return box, {"saveGame": Answer.SAVE, "abandon": Answer.ABANDON, "cancel": Answer.CANCEL}


def ask_abandon(parent: QWidget | None, game: str) -> Answer:
    """Ask about ``game`` in progress; Cancel when the box is closed without an answer."""
    box, answers = abandon_box(parent, game)
    try:
        box.exec()
        clicked = box.clickedButton()
        return answers.get(clicked.objectName(), Answer.CANCEL) if clicked else Answer.CANCEL
    finally:
        box.deleteLater()
