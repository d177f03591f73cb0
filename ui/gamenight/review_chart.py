"""Progress over time on a player's page: each reviewed game's strokes lost to decisions and
strokes gained by luck, as bars across the games by date (issue 31; docs/review.md).

One slot a reviewed game, oldest on the left, so that two games of one evening stand side by
side: the red bar rises by the strokes the player's choices lost, the luck bar beside it
rises (green) by what fortune gave or falls (rose) by what it took. Drawn with QPainter in
the theme's colours, as ``charts.LineChart`` is; a tooltip names a game's date and numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from golfstudio import i18n
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.charts import _ticks

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 14, 30, 28
LEGEND_SWATCH = 10


@dataclass(frozen=True)
class ReviewPoint:
    """One reviewed game as the chart shows it."""

    game: str
    played_on: date
    lost: float
    luck: float
    decisions: int


def lost_colour() -> QColor:
    return QColor(theme.STROKE_DOT)


def good_luck_colour() -> QColor:
    return QColor(theme.ACCENT)


def bad_luck_colour() -> QColor:
    """Rose: the lost bar's red halfway to the chart's surface, so bad luck never reads as a
    bad decision — in either colour scheme (a plain ``lighter`` washes out on a dark one)."""
    red, surface = QColor(theme.STROKE_DOT), QColor(theme.SURFACE)
    share = 0.45
    return QColor(round(red.red() + (surface.red() - red.red()) * share),
                  round(red.green() + (surface.green() - red.green()) * share),
                  round(red.blue() + (surface.blue() - red.blue()) * share))


def signed(value: float) -> str:
    """A luck figure with its sign ("+1.4", "−0.6"): a gain and a loss read apart."""
    text = i18n.decimal(abs(value), 1)
    if round(value, 1) == 0:
        return text
    return ("+" if value > 0 else "\u2212") + text


class ReviewChart(QWidget):
    """``set_points([ReviewPoint, …])`` in date order; an empty list shows what to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.title = self.tr("Strokes lost to decisions and luck, game by game")
        self.empty = self.tr("No reviewed games yet \u2014 open a saved game and choose Review.")
        self.points: list[ReviewPoint] = []
        self.bars: list[tuple[QRectF, ReviewPoint]] = []
        """Each game's slot as last painted: what a tooltip is found by."""
        self.date_labels: list[str] = []
        """The dates written under the bars as last painted."""
        self.setMinimumSize(320, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.title)
        self.setAccessibleDescription(self.empty)

    def sizeHint(self) -> QSize:
        return QSize(840, 220)

    def set_points(self, points: Sequence[ReviewPoint]) -> None:
        self.points = list(points)
        self.setAccessibleDescription(
            self.empty if not self.points
            else self.tr("Reviewed games: {games}").format(games=i18n.grouped(len(self.points))))
        self.update()

    def tip(self, point: ReviewPoint) -> str:
        return self.tr("{game}, {day}: {lost} strokes lost to {decisions} decisions, luck "
                       "{luck}").format(game=game_title(point.game),
                                        day=i18n.day(point.played_on),
                                lost=i18n.decimal(point.lost, 2),
                                decisions=i18n.grouped(point.decisions),
                                luck=signed(point.luck))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            at = QPointF(event.pos())
            hit = next((p for rect, p in self.bars if rect.contains(at)), None)
            if hit is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.tip(hit), self)
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.SURFACE)
        painter.setPen(QPen(theme.BORDER))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.ACCENT_DARK)
        painter.drawText(QRectF(10, 6, self.width() - 20, 20),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        font.setBold(False)
        painter.setFont(font)
        self.bars = []
        self.date_labels = []
        if not self.points:
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(QRectF(MARGIN_LEFT, MARGIN_TOP,
                                    self.width() - MARGIN_LEFT - MARGIN_RIGHT,
                                    self.height() - MARGIN_TOP - MARGIN_BOTTOM),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty)
            painter.end()
            return
        self._legend(painter)
        values = [0.0] + [p.lost for p in self.points] + [p.luck for p in self.points]
        low, high = min(values), max(values)
        if high - low < 1:
            high = low + 1
        ticks = _ticks(low, high, 4)
        low, high = min(ticks[0], low), max(ticks[-1], high)
        labels = [i18n.decimal(tick, 0 if float(tick).is_integer() else 1) for tick in ticks]
        metrics = painter.fontMetrics()
        left = max(MARGIN_LEFT, max(metrics.horizontalAdvance(t) for t in labels) + 12)
        plot = QRectF(left, MARGIN_TOP, self.width() - left - MARGIN_RIGHT,
                      self.height() - MARGIN_TOP - MARGIN_BOTTOM)

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        for tick, label in zip(ticks, labels, strict=True):
            y = y_of(tick)
            painter.setPen(QPen(theme.SUM_CELL, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(QRectF(0, y - 8, left - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        zero = y_of(0.0)
        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

        slot = plot.width() / len(self.points)
        bar = min(22.0, max(2.0, slot * 0.32))
        label_width = metrics.horizontalAdvance("2026-12-31") + 12
        every = max(1, math.ceil(label_width / max(slot, 1.0)))
        painter.setPen(Qt.PenStyle.NoPen)
        for k, point in enumerate(self.points):
            middle = plot.left() + slot * (k + 0.5)
            lost = QRectF(QPointF(middle - bar - 1, y_of(point.lost)),
                          QPointF(middle - 1, zero)).normalized()
            luck = QRectF(QPointF(middle + 1, y_of(point.luck)),
                          QPointF(middle + 1 + bar, zero)).normalized()
            painter.setBrush(lost_colour())
            painter.drawRect(lost)
            painter.setBrush(good_luck_colour() if point.luck >= 0 else bad_luck_colour())
            painter.drawRect(luck)
            self.bars.append((QRectF(middle - slot / 2, plot.top(), slot, plot.height()), point))
        painter.setPen(theme.TEXT_MUTED)

        def label_x(k: int) -> float:
            # Kept inside the frame: the first and last dates would be cut at its edges.
            middle = plot.left() + slot * (k + 0.5)
            return min(max(middle - label_width / 2, 2.0), self.width() - label_width - 2)

        # The last date always; from the first on, each that clears the one before and the
        # last (every few games when they are many).
        last = len(self.points) - 1
        shown: list[int] = []
        for k in range(0, last, every):
            if (not shown or label_x(k) >= label_x(shown[-1]) + label_width) \
                    and label_x(k) + label_width <= label_x(last):
                shown.append(k)
        shown.append(last)
        self.date_labels = []
        for k in shown:
            text = self.points[k].played_on.isoformat()
            painter.drawText(QRectF(label_x(k), plot.bottom() + 4, label_width, 18),
                             Qt.AlignmentFlag.AlignHCenter, text)
            self.date_labels.append(text)
        painter.end()

    def _legend(self, painter: QPainter) -> None:
        """The three colours' meanings, right-aligned on the title's line."""
        entries = [(lost_colour(), self.tr("Lost to decisions")),
                   (good_luck_colour(), self.tr("Good luck")),
                   (bad_luck_colour(), self.tr("Bad luck"))]
        metrics = painter.fontMetrics()
        x = self.width() - MARGIN_RIGHT
        for colour, text in reversed(entries):
            x -= metrics.horizontalAdvance(text)
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(QRectF(x, 6, metrics.horizontalAdvance(text) + 2, 20),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            x -= LEGEND_SWATCH + 5
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, 11, LEGEND_SWATCH, LEGEND_SWATCH))
            x -= 14
