"""The small chart under a formula: the exact distribution of the metres a throw moves
(``throw.distribution``: every throw of the dice counted), its mean, and the mark a throw
from the band's start must reach — the next zone limit, the green, the end of terrain.

Bars at or past the mark are drawn in the mark's colour, so a designer sees at a glance how
often a throw from the zone's start crosses the limit (a penalty, rule 3) or reaches the
green. The caption under the chart says it in words (the hole dock writes it).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from golfstudio.dicegolf.formula import parse
from golfstudio.dicegolf.throw import Distribution, distribution
from ui import theme

__all__ = ["DistributionChart", "throw_distribution"]

BAR = QColor("#5aa469")
PAST_MARK = QColor("#d9534f")
MARK = QColor("#c62828")


@lru_cache(maxsize=256)
def throw_distribution(formula: str, bonuses: bool) -> Distribution:
    """The distribution of a formula's distance (with the throw's bonuses where they apply:
    off the green, outside hazards). Kept per text: a refresh redraws every zone's chart."""
    return distribution(parse(formula), bonuses)


class DistributionChart(QWidget):
    """Bars of each distance's probability, the mean (a triangle under the axis) and the
    mark (a red dotted line); "invalid formula" while the formula typed does not parse
    (never the figures of the last text that did)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("distributionChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.distribution: Distribution | None = None
        self.mark: int | None = None
        self.invalid = False

    def sizeHint(self) -> QSize:
        return QSize(300, 62)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 62)

    def set_distribution(self, found: Distribution | None, mark: int | None) -> None:
        if found is not self.distribution or mark != self.mark or self.invalid:
            self.distribution, self.mark, self.invalid = found, mark, False
            self.update()

    def set_invalid(self) -> None:
        """The formula typed does not parse: no figures, the words "invalid formula"."""
        if not self.invalid or self.distribution is not None:
            self.distribution, self.mark, self.invalid = None, None, True
            self.update()

    def invalid_text(self) -> str:
        return self.tr("invalid formula")

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(theme.BORDER, 1))
        p.setBrush(theme.SURFACE)
        p.drawRoundedRect(box, 4, 4)
        found = self.distribution
        if self.invalid:
            p.setPen(MARK)
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self.invalid_text())
            p.end()
            return
        if found is None or not found.outcomes:
            p.end()
            return
        font = QFont(self.font())
        font.setPixelSize(10)
        p.setFont(font)
        plot = box.adjusted(8, 6, -8, -16)
        low = min(found.outcomes[0][0], 0)
        high = max(found.outcomes[-1][0], self.mark if self.mark is not None else 0, low + 1)
        span = high - low + 1
        step = plot.width() / span

        def x_of(metres: float) -> float:
            return plot.left() + (metres - low) * step

        tallest = max(p_ for _, p_ in found.outcomes)
        width = max(1.0, step * 0.8)
        p.setPen(Qt.PenStyle.NoPen)
        for metres, chance in found.outcomes:
            height = float(chance / tallest) * plot.height()
            past = self.mark is not None and metres >= self.mark
            p.setBrush(PAST_MARK if past else BAR)
            p.drawRect(QRectF(x_of(metres) + (step - width) / 2, plot.bottom() - height,
                              width, height))
        p.setPen(QPen(theme.TEXT_MUTED, 1))
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        if self.mark is not None:
            dotted = QPen(MARK, 1.5, Qt.PenStyle.DotLine)
            p.setPen(dotted)
            x = x_of(self.mark)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        mean = float(found.mean)
        x = x_of(mean) + step / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.TEXT)
        p.drawPolygon(QPolygonF([QPointF(x, plot.bottom() + 1), QPointF(x - 4, plot.bottom() + 7),
                                 QPointF(x + 4, plot.bottom() + 7)]))
        p.setPen(theme.TEXT_MUTED)
        under = QRectF(plot.left(), plot.bottom() + 2, plot.width(), 14)
        p.drawText(under, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                   str(low))
        p.drawText(under, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                   str(high))
        p.end()
