"""The scorecard's table view and the delegate that marks handicap strokes with dots.

Paper scorecards mark the holes where a player gets a stroke with a dot; the delegate does
the same in the cell's top-right corner: one filled dot per stroke received, one hollow dot
per stroke given back by a plus handicap.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ui import theme
from ui.scorecard.model import STROKES_ROLE, Kind, ScorecardModel

_DOT_RADIUS = 2.6


class StrokeDotDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        strokes = index.data(STROKES_ROLE)
        if not isinstance(strokes, int) or strokes == 0:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = option.rect
        step = 2 * _DOT_RADIUS + 2
        for i in range(abs(strokes)):
            centre = QPointF(rect.right() - 5 - i * step, rect.top() + 5)
            if strokes > 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(theme.STROKE_DOT)
            else:
                painter.setPen(QPen(theme.STROKE_DOT, 1.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, _DOT_RADIUS, _DOT_RADIUS)
        painter.restore()


class ScorecardView(QTableView):
    """A read-only table that shows the whole card without scrolling when it fits."""

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.setAccessibleName(self.tr("Scorecard"))
        self.setModel(model)
        self.setItemDelegate(StrokeDotDelegate(self))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCornerButtonEnabled(False)
        self.setWordWrap(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(30)
        header.setHighlightSections(False)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(30)
        rows.setHighlightSections(False)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        rows.setMinimumWidth(90)
        model.modelReset.connect(self._fit_columns)
        model.modelReset.connect(self._fit_height)

    def _fit_columns(self) -> None:
        """Holes share the width; Out, In, Total and Net keep room for their titles."""
        header = self.horizontalHeader()
        model = self.model()
        assert isinstance(model, ScorecardModel)
        for section in range(model.columnCount()):
            hole = model.column(section).kind is Kind.HOLE
            header.setSectionResizeMode(
                section, QHeaderView.ResizeMode.Stretch if hole
                else QHeaderView.ResizeMode.ResizeToContents)

    def _fit_height(self) -> None:
        """Every row visible: a scorecard is read as a whole, not scrolled."""
        height = (self.horizontalHeader().height() or self.horizontalHeader().sizeHint().height())
        height += self.verticalHeader().length() + 2 * self.frameWidth()
        if self.horizontalHeader().length() > self.viewport().width():
            height += self.horizontalScrollBar().sizeHint().height()
        self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()
