"""A read-only table whose columns sort by their values, not their text: a place 10 after 9,
points 2857.14 before 312.50 (descending). Each cell carries its shown text and, under
``SORT_ROLE``, the value it sorts by."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

SORT_ROLE = Qt.ItemDataRole.UserRole + 1

Cell = tuple[str, float | str]
"""The text shown and the value sorted by."""


class SortableTable(QTableView):
    """``set_rows(headers, rows)``; a click on a header sorts by that column's values."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.source)
        self.proxy.setSortRole(SORT_ROLE)
        self.setModel(self.proxy)
        self.setSortingEnabled(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setHighlightSections(False)

    def set_rows(self, headers: Sequence[str], rows: Sequence[Sequence[Cell]],
                 *, stretch: int | None = None, numeric_from: int = 0) -> None:
        """Replace the table; columns from ``numeric_from`` on are right-aligned (numbers),
        ``stretch`` takes the spare width. The order a user chose by a header stays."""
        self.source.clear()
        self.source.setHorizontalHeaderLabels(list(headers))
        for row in rows:
            items = []
            for column, (text, value) in enumerate(row):
                item = QStandardItem(text)
                item.setData(value, SORT_ROLE)
                item.setEditable(False)
                if column >= numeric_from and isinstance(value, float | int):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                items.append(item)
            self.source.appendRow(items)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if stretch is not None and 0 <= stretch < len(headers):
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)

    def column_texts(self, column: int) -> list[str]:
        """What a user reads down ``column``, in the order shown."""
        return [str(self.proxy.index(row, column).data())
                for row in range(self.proxy.rowCount())]

    def headers(self) -> list[str]:
        return [str(self.proxy.headerData(c, Qt.Orientation.Horizontal))
                for c in range(self.proxy.columnCount())]
