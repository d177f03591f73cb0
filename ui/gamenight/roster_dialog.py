"""The players editor: rename a player, or merge two roster entries that are one person.

Each change is committed when made (``store.corrections.Corrections``): a rename at once, a
merge after asking, naming both. A refusal — a name another player has, two entries who
played the same night — is shown in the dialog, in the store's words. AIs of Play are
listed apart, marked "AI" (``gamenight.roster``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.gamenight.played_round import is_ai_name, shown_name
from golfstudio.gamenight.roster import ai_player_ids
from golfstudio.store import Store, StoreError
from golfstudio.store.corrections import Corrections
from ui import theme
from ui.gamenight.confirm import Confirm, ask_confirm

_ID = Qt.ItemDataRole.UserRole


class RosterDialog(QDialog):
    """``RosterDialog(store, player_id=None)``: ``rosterChanged`` after each change."""

    rosterChanged = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None, *,
                 player_id: int | None = None, ask_confirm: Confirm = ask_confirm) -> None:
        super().__init__(parent)
        self.setObjectName("rosterDialog")
        self.setWindowTitle(self.tr("Players"))
        self.store = store
        self.ask_confirm = ask_confirm
        self.fixes = Corrections(store.engine)

        self.list = QListWidget(self)
        self.list.setObjectName("rosterList")
        self.list.setAccessibleName(self.tr("Players"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("New name"))
        self.rename_button = QPushButton(self.tr("Rename"), self)
        self.merge_box = QComboBox(self)
        self.merge_button = QPushButton(self.tr("Merge"), self)
        self.merge_button.setToolTip(self.tr(
            "The selected entry is the same person as the one chosen: its nights, scores, "
            "teams and handicap records move there, and the entry goes"))
        self.message = QLabel(self)
        self.message.setWordWrap(True)

        rename = QHBoxLayout()
        name_label = QLabel(self.tr("Name"), self)
        name_label.setBuddy(self.name_edit)  # what a screen reader calls the field
        rename.addWidget(name_label)
        rename.addWidget(self.name_edit, 1)
        rename.addWidget(self.rename_button)
        merge = QHBoxLayout()
        same_label = QLabel(self.tr("Same person as"), self)
        same_label.setBuddy(self.merge_box)
        merge.addWidget(same_label)
        merge.addWidget(self.merge_box, 1)
        merge.addWidget(self.merge_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(self.list, 1)
        col.addLayout(rename)
        col.addLayout(merge)
        col.addWidget(self.message)
        col.addWidget(buttons)

        self.list.currentItemChanged.connect(lambda _item, _old: self._selected())
        self.rename_button.clicked.connect(self.rename)
        self.name_edit.returnPressed.connect(self.rename)
        self.merge_button.clicked.connect(self.merge)
        self.reload(player_id)
        self.resize(460, 520)

    def reload(self, select: int | None = None) -> None:
        ais = ai_player_ids(self.store)
        self.list.blockSignals(True)
        self.list.clear()
        players = self.store.players()
        for player in sorted(players, key=lambda p: (p.id in ais, p.name.casefold())):
            # A marked name says it already; an AI saved before the mark gets it here.
            text = (shown_name(player.name) if player.id not in ais or is_ai_name(player.name)
                    else self.tr("{name} · AI").format(name=player.name))
            item = QListWidgetItem(text, self.list)
            item.setData(_ID, player.id)
            if player.id == select:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.blockSignals(False)
        self._selected()

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(_ID))

    def _selected(self) -> None:
        chosen = self.selected()
        self.merge_box.clear()
        for player in self.store.players():
            if player.id != chosen:
                self.merge_box.addItem(player.name, player.id)
        name = "" if chosen is None else self.store.player(chosen).name
        self.name_edit.setText(name)
        for widget in (self.rename_button, self.name_edit):
            widget.setEnabled(chosen is not None)
        self.merge_button.setEnabled(chosen is not None and self.merge_box.count() > 0)

    def _say(self, text: str, error: bool = False) -> None:
        theme.ink(self.message, "stroke_dot" if error else "accent_dark", "font-weight: 600")
        self.message.setText(text)

    def rename(self) -> bool:
        chosen = self.selected()
        if chosen is None:
            return False
        try:
            player = self.fixes.rename_player(chosen, self.name_edit.text())
        except StoreError as exc:
            self._say(self.tr("Not renamed: {reason}").format(reason=exc), error=True)
            return False
        self.reload(chosen)
        self._say(self.tr("Renamed to {name}").format(name=player.name))
        self.rosterChanged.emit()
        return True

    def merge(self) -> bool:
        chosen = self.selected()
        keep = self.merge_box.currentData()
        if chosen is None or keep is None:
            return False
        gone, kept = self.store.player(chosen).name, self.merge_box.currentText()
        if not self.ask_confirm(
                self, self.tr("Merge players"),
                self.tr("{gone} and {kept} are the same person: move every night, score, team "
                        "and handicap record of {gone} to {kept}, and remove {gone}?").format(
                    gone=gone, kept=kept),
                self.tr("Merge")):
            return False
        try:
            self.fixes.merge_players(int(keep), chosen)
        except StoreError as exc:
            self._say(self.tr("Not merged: {reason}").format(reason=exc), error=True)
            return False
        self.reload(int(keep))
        self._say(self.tr("{gone} merged into {kept}").format(gone=gone, kept=kept))
        self.rosterChanged.emit()
        return True
