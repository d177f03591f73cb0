"""Who plays tonight: the store's players to tick, a line to add someone on the spot, and the
chosen players' handicaps — index, course handicap (computed by the core) and an override.

Adding a player writes them at once (``Store.add_player``) with their index as a first
handicap record dated the day before the night, the record the store counts for the night.
Enter in the add line adds and goes no further: in a dialog ("Edit night…") an Enter left to
the dialog would press its default button — "Add player" again, with the line now empty, and
a spurious "Type the new player's name first." (issue 30 §12).
"""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDoubleValidator, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.gamenight.night import index_before
from golfstudio.gamenight.setup import (
    ADDED_ON_THE_SPOT,
    INDEX_RANGE,
    OVERRIDE_RANGE,
    NightPlan,
    PlanPlayer,
    computed_course_handicap,
    playing_handicaps,
)
from golfstudio.store import Format, Store, StoreError
from ui.gamenight.results_panel import format_title

NO_OVERRIDE = OVERRIDE_RANGE[0] - 1
"""The override spin box's lowest value, shown as "—": the computed handicap applies."""
NAME, INDEX, COURSE, OVERRIDE, PLAYING = range(5)


class PlayerPicker(QWidget):
    """The store's players with check boxes, an "Add player" line and "History…"."""

    chosen_changed = Signal()
    message = Signal(str)

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.night_date = date.today()
        self.chosen: list[int] = []
        self.list = QListWidget(self)
        self.list.setObjectName("playerList")
        self.list.setAccessibleName(self.tr("Players"))
        self.list.setAccessibleDescription(self.tr("Tick the players of the night."))
        self.list.setAlternatingRowColors(True)
        self.list.setStyleSheet("QListWidget#playerList::item { padding: 5px 2px; }")
        self.list.itemChanged.connect(self._ticked)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("New player"))
        self.name_edit.setAccessibleName(self.tr("New player"))
        self.index_edit = QLineEdit(self)
        self.index_edit.setPlaceholderText(self.tr("Index"))
        self.index_edit.setAccessibleName(self.tr("Handicap index of the new player"))
        self.index_edit.setMaximumWidth(70)
        validator = QDoubleValidator(*INDEX_RANGE, 1, self.index_edit)
        validator.setNotation(QDoubleValidator.Notation.StandardNotation)
        self.index_edit.setValidator(validator)
        self.add_button = QPushButton(self.tr("Add player"), self)
        self.add_button.clicked.connect(self.add_player)
        self.name_edit.installEventFilter(self)
        self.index_edit.installEventFilter(self)
        self.history_button = QPushButton(self.tr("History…"), self)
        self.history_button.clicked.connect(self.show_history)

        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.index_edit)
        add_row.addWidget(self.add_button)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.list, 1)
        col.addLayout(add_row)
        col.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.reload()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the name or the index adds the player, and is not passed on."""
        if (watched in (self.name_edit, self.index_edit) and isinstance(event, QKeyEvent)
                and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.add_player()
            return True
        return super().eventFilter(watched, event)

    def reload(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for player in self.store.players():
            item = QListWidgetItem(player.name, self.list)
            item.setData(Qt.ItemDataRole.UserRole, player.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if player.id in self.chosen
                               else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)

    def item_for(self, name: str) -> QListWidgetItem:
        (item,) = self.list.findItems(name, Qt.MatchFlag.MatchExactly)
        return item

    def _ticked(self, item: QListWidgetItem) -> None:
        player_id = int(item.data(Qt.ItemDataRole.UserRole))
        ticked = item.checkState() == Qt.CheckState.Checked
        if ticked and player_id not in self.chosen:
            self.chosen.append(player_id)
        elif not ticked and player_id in self.chosen:
            self.chosen.remove(player_id)
        else:
            return
        self.chosen_changed.emit()

    def add_player(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self.message.emit(self.tr("Type the new player's name first."))
            return
        index_text = self.index_edit.text().strip().replace(",", ".")
        try:
            index = float(index_text) if index_text else None
        except ValueError:
            self.message.emit(
                self.tr("{text} is not a handicap index.").format(text=repr(index_text)))
            return
        try:
            player = self.store.add_player(name)
            assert player.id is not None
            if index is not None:
                self.store.add_handicap(player.id, self.night_date - timedelta(days=1), index,
                                        source=ADDED_ON_THE_SPOT)
        except StoreError as exc:
            self.message.emit(self.tr("Not added: {reason}").format(reason=exc))
            return
        self.name_edit.clear()
        self.index_edit.clear()
        self.chosen.append(player.id)
        self.reload()
        self.message.emit("")
        self.chosen_changed.emit()

    def show_history(self) -> None:
        item = self.list.currentItem()
        if item is None:
            self.message.emit(self.tr("Select a player to see their handicap history."))
            return
        player_id = int(item.data(Qt.ItemDataRole.UserRole))
        records = self.store.handicap_history(player_id)
        lines = [f"{i18n.day(r.recorded_on)}   {i18n.decimal(r.handicap_index, 1)}"
                 + (f"   ({r.source})" if r.source else "") for r in records]
        QMessageBox.information(
            self, self.tr("{name} — handicap history").format(name=item.text()),
            "\n".join(lines)
            or self.tr("{name} has no handicap record yet.").format(name=item.text()))


class HandicapTable(QTableWidget):
    """The chosen players: index, computed course handicap, override, playing handicaps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("handicapTable")
        self.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Index"),
                                        self.tr("Course hcp"), self.tr("Override"),
                                        self.tr("Playing (per net format)")])
        header = self.horizontalHeader()
        for column in (NAME, INDEX, COURSE, OVERRIDE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYING, QHeaderView.ResizeMode.Stretch)
        # A long heading (in German, French) is cut at its end, never at both: left-aligned,
        # elided, and whole in its tooltip.
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        playing = self.horizontalHeaderItem(PLAYING)
        if playing is not None:
            playing.setToolTip(playing.text())
        self.verticalHeader().hide()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._players: list[PlanPlayer] = []
        self._spins: dict[int, QSpinBox] = {}
        self._plan: NightPlan | None = None
        self._preset: dict[int, int] = {}

    def set_overrides(self, overrides: dict[int, int | None]) -> None:
        """The overrides the next ``set_players`` starts from (an edited night's)."""
        self._preset = {pid: NO_OVERRIDE if value is None else value
                        for pid, value in overrides.items()}

    def override_spin(self, row: int) -> QSpinBox:
        widget = self.cellWidget(row, OVERRIDE)
        assert isinstance(widget, QSpinBox)
        return widget

    def set_players(self, store: Store, player_ids: list[int], played_on: date) -> None:
        kept = {pid: spin.value() for pid, spin in self._spins.items()}
        kept.update(self._preset)
        self._preset = {}
        self._players = []
        self._spins = {}
        self.setRowCount(len(player_ids))
        for row, pid in enumerate(player_ids):
            self._players.append(PlanPlayer(store.player(pid).name, pid,
                                            index_before(store, pid, played_on)))
            spin = QSpinBox(self)
            spin.setRange(NO_OVERRIDE, OVERRIDE_RANGE[1])
            spin.setSpecialValueText("—")
            spin.setValue(kept.get(pid, NO_OVERRIDE))
            spin.setToolTip(self.tr("This night's course handicap; — keeps the computed one"))
            spin.valueChanged.connect(self._overridden)
            self._spins[pid] = spin
            self.setCellWidget(row, OVERRIDE, spin)

    def players(self) -> list[PlanPlayer]:
        out = []
        for player in self._players:
            assert player.player_id is not None
            value = self._spins[player.player_id].value()
            out.append(PlanPlayer(player.name, player.player_id, player.index,
                                  None if value == NO_OVERRIDE else value))
        return out

    def _overridden(self) -> None:
        if self._plan is not None:
            self.show_plan(self._plan)

    def show_plan(self, plan: NightPlan) -> None:
        """Fill the computed columns for ``plan``'s course and formats."""
        self._plan = plan
        players = self.players()
        shown = NightPlan(plan.played_on, plan.game, plan.course_id, plan.holes,
                          tuple(players), plan.formats, tee_id=plan.tee_id, rating=plan.rating)
        for row, player in enumerate(players):
            index = "—" if player.index is None else i18n.decimal(player.index, 1)
            course = computed_course_handicap(player.index, plan.par, plan.rating)
            playing = playing_handicaps(shown, player)
            texts = {NAME: player.name, INDEX: index, COURSE: str(course),
                     PLAYING: "  ·  ".join(f"{_short(f)} {v}" for f, v in playing.items())}
            for column, text in texts.items():
                item = QTableWidgetItem(text)
                if column in (INDEX, COURSE):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)


def _short(fmt: Format) -> str:
    return format_title(fmt)
