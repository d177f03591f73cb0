"""Place a proximity zone (the board's yellow dotted lines) of the length chosen in the
toolbar: a click just before a zone limit puts it right before the limit, the rulebook's
default (``hole_edits.place_proximity``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QComboBox, QWidget

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.limits import PROXIMITY_WIDTHS
from ui.dicegolf.editor.tools.base import TrackTool, TrackToolContext
from ui.dicegolf.track import look
from ui.dicegolf.track.strip import PROXIMITY_LANE, STRIP, DevicePen, x_of
from ui.dicegolf.track.words import Part, metres
from ui.editor_kit.tool_base import choice_row
from ui.editor_kit.tools import ToolEvent

__all__ = ["ProximityTool"]



class ProximityTool(TrackTool):
    name = "proximity"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Proximity zone"))
    shortcut = "P"
    hint = str(QT_TRANSLATE_NOOP(
        "EditorTools", "Click just before a zone limit to put a proximity zone before it; "
        "from there a throw may cross the limit"))

    def __init__(self, context: TrackToolContext) -> None:
        super().__init__(context)
        self.width = PROXIMITY_WIDTHS[0]
        self._box: QComboBox | None = None

    def set_width(self, width: int) -> None:
        self.width = width if width in PROXIMITY_WIDTHS else PROXIMITY_WIDTHS[0]
        if self._box is not None:
            self._box.setCurrentIndex(PROXIMITY_WIDTHS.index(self.width))

    def make_options(self, parent: QWidget) -> QWidget | None:
        widget, self._box = choice_row(
            parent, QCoreApplication.translate("DiceGolfTools", "Length:"), "proximityWidthBox",
            [(metres(width), None) for width in PROXIMITY_WIDTHS],
            PROXIMITY_WIDTHS.index(self.width), lambda i: self.set_width(PROXIMITY_WIDTHS[i]))
        return widget

    def press(self, event: ToolEvent[float]) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        after, index = hole_edits.add_proximity(self.model, self.index, self.width,
                                                self.metre(event))
        self.edit(QCoreApplication.translate("DiceGolfTools", "Add a proximity zone"), after)
        self.editor.select_part(Part("proximity", index))

    def hover(self, event: ToolEvent[float]) -> None:
        band = hole_edits.place_proximity(self.hole, self.metre(event), self.width)
        start, end = band.start, band.end + 1
        rect = QRectF(x_of(start) - 20, STRIP[0] - 10, x_of(end - start) + 40,
                      STRIP[1] - STRIP[0] + 20)

        def draw(painter: QPainter) -> None:
            painter.save()
            pen = DevicePen(painter, painter.font())
            painter.resetTransform()
            dotted = pen.pen(look.PROXIMITY, 2, Qt.PenStyle.DotLine)
            painter.fillRect(pen.rect(start, end, PROXIMITY_LANE), look.PROXIMITY_FILL)
            for metre in (start, end):
                pen.vline(metre, STRIP, dotted)
            painter.restore()

        self.preview.show_drawing(rect, draw)
