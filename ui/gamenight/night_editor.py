"""The "Edit night…" dialog: the set-up form over a night already played or being played.

Date, place, players (added, taken off while they have no score, their overrides for the
night), formats with their options and allowances, and teams — the whole night, saved in one
transaction by "Save changes" (``gamenight.night_edit.save_night_edit``); a refusal is shown
under the button and nothing changes. The form's sections are the set-up page's group boxes,
so the stakes of the money work join as one more section of that form, not of this dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from golfstudio.store import Store
from ui.gamenight.setup_page import NightSetupPage


class EditNightDialog(QDialog):
    """``EditNightDialog(store, night_id)``; ``page.nightEdited(night_id)`` once saved (the
    dialog then closes, accepted)."""

    def __init__(self, store: Store, night_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editNightDialog")
        self.setWindowTitle(self.tr("Edit night"))
        self.night_id = night_id
        self.page = NightSetupPage(store, self, night_id=night_id)
        self.page.nightEdited.connect(lambda _night: self.accept())
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.reject)
        row = self.page.bottom_row  # Cancel beside "Save changes", as dialogs place them
        row.insertWidget(row.indexOf(self.page.start_button), self.cancel_button)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.page, 1)
        self.resize(1180, 760)
