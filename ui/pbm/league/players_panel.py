"""The Players tab: who plays the game, since when, whether they left, their last result;
add a player, let one leave or rejoin, remove one added by mistake (only while nothing of
theirs is kept: the core refuses otherwise)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio.pbm.limits import MAX_NAME_LENGTH


@dataclass(frozen=True)
class PlayerLine:
    """One row of the table, already worked out by the page."""

    name: str
    joined: int
    left: int | None
    last_result: str
    removable: bool
    """Nothing of theirs is kept yet (no entry, no result): Remove is offered."""


class PlayersPanel(QWidget):
    """Signals carry the player's name: ``addRequested``, ``leaveRequested``,
    ``rejoinRequested``, ``removeRequested``."""

    addRequested = Signal(str)
    leaveRequested = Signal(str)
    rejoinRequested = Signal(str)
    removeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[PlayerLine] = []
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.setAccessibleName(self.tr("New player's name"))
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.returnPressed.connect(self._add)
        self.add_button = QPushButton(self.tr("Add player"), self)
        self.add_button.clicked.connect(self._add)
        self.leave_button = QPushButton(self.tr("Leave"), self)
        self.leave_button.setToolTip(self.tr("The player leaves the game from the open "
                                             "tournament on; what was published stays"))
        self.rejoin_button = QPushButton(self.tr("Rejoin"), self)
        self.rejoin_button.setToolTip(self.tr("The player plays again from the open "
                                              "tournament on"))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setToolTip(self.tr("Take back a player added by mistake (only "
                                              "before any entry or result of theirs)"))
        self.leave_button.clicked.connect(lambda: self._emit(self.leaveRequested))
        self.rejoin_button.clicked.connect(lambda: self._emit(self.rejoinRequested))
        self.remove_button.clicked.connect(lambda: self._emit(self.removeRequested))

        self.table = QTableWidget(0, 4, self)
        self.table.setAccessibleName(self.tr("Players"))
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Joined"),
                                              self.tr("Status"), self.tr("Last result")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)

        adding = QHBoxLayout()
        adding.addWidget(self.name_edit, 1)
        adding.addWidget(self.add_button)
        adding.addSpacing(24)
        adding.addWidget(self.leave_button)
        adding.addWidget(self.rejoin_button)
        adding.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addLayout(adding)
        layout.addWidget(self.table, 1)
        self._update_buttons()

    def show_players(self, lines: list[PlayerLine]) -> None:
        chosen = self.selected()
        self.lines = lines
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            status = (self.tr("playing") if line.left is None
                      else self.tr("left (from tournament {n})").format(n=line.left))
            cells = [line.name, str(line.joined), status, line.last_result]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        names = [line.name for line in lines]
        if chosen in names:
            self.table.selectRow(names.index(chosen))
        self._update_buttons()

    def selected(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.lines):
            return None
        return self.lines[rows[0].row()].name

    def select(self, name: str) -> None:
        names = [line.name for line in self.lines]
        self.table.selectRow(names.index(name))

    def _line(self) -> PlayerLine | None:
        name = self.selected()
        return next((line for line in self.lines if line.name == name), None)

    def _update_buttons(self) -> None:
        line = self._line()
        self.leave_button.setEnabled(line is not None and line.left is None)
        self.rejoin_button.setEnabled(line is not None and line.left is not None)
        self.remove_button.setEnabled(line is not None and line.removable)

    def _add(self) -> None:
        name = " ".join(self.name_edit.text().split())
        if name:
            self.addRequested.emit(name)

    def _emit(self, signal: SignalInstance) -> None:
        name = self.selected()
        if name is not None:
            signal.emit(name)
