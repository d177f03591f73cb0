"""The review's chart: each player's round hole by hole, painted with QPainter.

The upper pane draws, for each player, the running sum of V(start) + lost − luck through the
holes — by the review's identity the strokes on the card — beside a dashed line of what the
best play expected (the running V(start)): where the two part, the bars below say why. The
lower pane has a pair of bars a hole for each player: red for the strokes lost to decisions
(up), green for luck that saved strokes (down) and rose for bad luck (up, it cost strokes).
Colours are the theme's; the players' lines take the scorecard's few distinct colours.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from golfstudio.review import PlayerReview, Review
from ui import theme

LINE_COLOURS = (theme.ACCENT_DARK, QColor("#1f5fa8"), QColor("#b8641c"), QColor("#7a3fa0"),
                QColor("#2b8c8c"), theme.TEXT_MUTED)
"""A line a player (seat order); after six the colours repeat."""

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 50, 12, 44, 22


def player_colour(index: int) -> QColor:
    return QColor(LINE_COLOURS[index % len(LINE_COLOURS)])


class ReviewChart(QWidget):
    """See the module docstring. ``set_review(None)`` empties it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.review: Review | None = None
        self.highlight: int | None = None
        """A seat drawn bold (the table's filter)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(180)

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def set_review(self, review: Review | None) -> None:
        self.review = review
        self.update()

    def set_highlight(self, seat: int | None) -> None:
        self.highlight = seat
        self.update()

    def holes(self) -> list[tuple[int, str]]:
        """Every hole some player finished, in order, with its label."""
        seen: dict[int, str] = {}
        for p in self.review.players if self.review is not None else ():
            for h in p.holes:
                seen.setdefault(h.hole, h.label)
        return sorted(seen.items())

    # ---- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.SURFACE)
        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        holes = self.holes()
        if self.review is None or not holes:
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No finished hole to chart yet."))
            painter.end()
            return
        area = QRectF(MARGIN_LEFT, MARGIN_TOP, self.width() - MARGIN_LEFT - MARGIN_RIGHT,
                      self.height() - MARGIN_TOP - MARGIN_BOTTOM)
        lines = QRectF(area.left(), area.top(), area.width(), area.height() * 0.58)
        bars = QRectF(area.left(), lines.bottom() + 16, area.width(),
                      area.bottom() - lines.bottom() - 16)
        self._paint_lines(painter, lines, holes)
        self._paint_bars(painter, bars, holes)
        self._paint_axis(painter, area, holes)
        self._paint_legend(painter)
        painter.end()

    def _running(self, player: PlayerReview, holes: list[tuple[int, str]]
                 ) -> tuple[list[float | None], list[float | None]]:
        """The running card (V + lost − luck) and the running V after each hole."""
        by_hole = {h.hole: h for h in player.holes}
        card: list[float | None] = [0.0]
        best: list[float | None] = [0.0]
        total = expected = 0.0
        for hole, _label in holes:
            h = by_hole.get(hole)
            if h is None:
                card.append(None)
                best.append(None)
                continue
            total += h.start_value + h.lost - h.luck
            expected += h.start_value
            card.append(total)
            best.append(expected)
        return card, best

    def _paint_lines(self, painter: QPainter, pane: QRectF,
                     holes: list[tuple[int, str]]) -> None:
        assert self.review is not None
        series = [self._running(p, holes) for p in self.review.players]
        top = max([v for card, best in series for v in (*card, *best) if v is not None]
                  + [1.0])
        step = pane.width() / len(holes)

        def point(k: int, value: float) -> QPointF:
            return QPointF(pane.left() + k * step, pane.bottom() - value / top * pane.height())

        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawLine(pane.bottomLeft(), pane.bottomRight())
        painter.setPen(theme.TEXT_MUTED)
        painter.drawText(QRectF(0, pane.top() - 6, MARGIN_LEFT - 6, 14),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         f"{top:.0f}")
        painter.drawText(QRectF(0, pane.bottom() - 7, MARGIN_LEFT - 6, 14),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), "0")
        for index, (player, (card, best)) in enumerate(zip(self.review.players, series,
                                                           strict=True)):
            colour = player_colour(index)
            bold = self.highlight is None or self.highlight == player.seat
            width = 2.6 if self.highlight == player.seat else 1.8
            if not bold:
                colour.setAlpha(90)
            for values, style in ((best, Qt.PenStyle.DashLine), (card, Qt.PenStyle.SolidLine)):
                painter.setPen(QPen(colour, width if style == Qt.PenStyle.SolidLine else 1.2,
                                    style))
                previous: QPointF | None = None
                for k, value in enumerate(values):
                    if value is None:
                        previous = None
                        continue
                    here = point(k, value)
                    if previous is not None:
                        painter.drawLine(previous, here)
                    previous = here

    def _paint_bars(self, painter: QPainter, pane: QRectF, holes: list[tuple[int, str]]) -> None:
        assert self.review is not None
        players = self.review.players
        values = [(h.lost, h.luck) for p in players for h in p.holes]
        reach = max([max(lost, abs(luck)) for lost, luck in values] + [0.5])
        zero = pane.top() + pane.height() * 0.5
        scale = pane.height() * 0.5 / reach
        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawLine(QPointF(pane.left(), zero), QPointF(pane.right(), zero))
        painter.setPen(theme.TEXT_MUTED)
        painter.drawText(QRectF(0, pane.top() - 7, MARGIN_LEFT - 6, 14),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         f"+{reach:.{0 if reach >= 10 else 1}f}")
        painter.drawText(QRectF(0, pane.bottom() - 7, MARGIN_LEFT - 6, 14),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         f"−{reach:.{0 if reach >= 10 else 1}f}")
        slot = pane.width() / len(holes)
        place = {hole: k for k, (hole, _label) in enumerate(holes)}
        group = slot * 0.8 / max(1, len(players))
        bar = max(1.5, group / 2 - 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        for index, player in enumerate(players):
            dim = self.highlight is not None and self.highlight != player.seat
            for h in player.holes:
                left = pane.left() + place[h.hole] * slot + slot * 0.1 + index * group
                lost = QColor(theme.STROKE_DOT)
                luck = QColor(theme.ACCENT if h.luck >= 0 else theme.OVER_PAR.darker(125))
                if dim:
                    lost.setAlpha(70)
                    luck.setAlpha(70)
                painter.setBrush(lost)
                painter.drawRect(QRectF(left, zero - h.lost * scale, bar, h.lost * scale))
                painter.setBrush(luck)
                # Good luck saved strokes (down), bad luck cost them (up), as lost strokes do.
                height = h.luck * scale
                painter.drawRect(QRectF(left + bar + 1, zero, bar, height).normalized())

    def _paint_axis(self, painter: QPainter, area: QRectF, holes: list[tuple[int, str]]) -> None:
        painter.setPen(theme.TEXT_MUTED)
        slot = area.width() / len(holes)
        every = max(1, int(28 // max(1.0, slot)) + (1 if slot < 28 else 0))
        for k, (_hole, label) in enumerate(holes):
            if k % every:
                continue
            painter.drawText(QRectF(area.left() + k * slot, area.bottom() + 3, slot * every, 16),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                             label)

    def _paint_legend(self, painter: QPainter) -> None:
        """Two rows: the players' lines, then what the bars and the dashed line mean."""
        assert self.review is not None
        metrics = painter.fontMetrics()
        players: list[tuple[QColor, str, str]] = [
            (player_colour(k), p.name, "line") for k, p in enumerate(self.review.players)]
        meaning: list[tuple[QColor, str, str]] = [
            (theme.TEXT_MUTED, self.tr("best play expected"), "dash"),
            (theme.STROKE_DOT, self.tr("lost to decisions"), "bar"),
            (theme.ACCENT, self.tr("good luck"), "bar"),
            (theme.OVER_PAR.darker(125), self.tr("bad luck"), "bar")]
        for y, entries in ((12.0, players), (30.0, meaning)):
            x = float(MARGIN_LEFT)
            for colour, text, kind in entries:
                if kind == "bar":
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(colour)
                    painter.drawRect(QRectF(x + 4, y - 5, 9, 10))
                else:
                    painter.setPen(QPen(colour, 2.4 if kind == "line" else 1.2,
                                        Qt.PenStyle.SolidLine if kind == "line"
                                        else Qt.PenStyle.DashLine))
                    painter.drawLine(QPointF(x, y), QPointF(x + 16, y))
                painter.setPen(theme.TEXT)
                painter.drawText(QPointF(x + 20, y + 4), text)
                x += 32 + metrics.horizontalAdvance(text)
