"""Split a zone: a click on the fairway puts a zone limit there (both halves keep the zone's
formula, to be changed in the Hole dock); Alt-click on a limit takes it away."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter

from golfstudio.dicegolf import hole_edits
from ui.dicegolf.editor.tools.base import TrackTool
from ui.dicegolf.track import look
from ui.dicegolf.track.strip import STRIP, DevicePen, grab_at, x_of
from ui.dicegolf.track.words import Part
from ui.editor_kit.tools import ToolEvent

__all__ = ["SplitTool"]



class SplitTool(TrackTool):
    name = "split"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Split a zone"))
    shortcut = "Z"
    hint = str(QT_TRANSLATE_NOOP(
        "EditorTools", "Click the fairway to put a zone limit there; Alt-click a limit to "
        "take it away"))

    def press(self, event: ToolEvent[float]) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        if event.modifiers & Qt.KeyboardModifier.AltModifier:
            grab = grab_at(self.hole, self.along(event), event.pos.y(), self.reach())
            if grab is None or grab.kind != "limit":
                self.context.notify(QCoreApplication.translate(
                    "DiceGolfTools", "Alt-click on a red zone limit to take it away."))
                return
            self.editor.select_part(Part("zone", grab.index - 1))
            self.edit(QCoreApplication.translate("DiceGolfTools", "Remove a zone limit"),
                      hole_edits.remove_limit(self.model, self.index, grab.index))
            return
        after, zone = hole_edits.split_zone(self.model, self.index, self.metre(event))
        self.edit(QCoreApplication.translate("DiceGolfTools", "Split a zone"), after)
        self.editor.select_part(Part("zone", zone))

    def hover(self, event: ToolEvent[float]) -> None:
        metre = self.metre(event)
        hole = self.hole
        if not 0 < metre < hole.green.start or metre in hole.limits:
            self.preview.clear()
            return
        rect = QRectF(x_of(metre) - 40, STRIP[0] - 30, 80, STRIP[1] - STRIP[0] + 60)

        def draw(painter: QPainter) -> None:
            painter.save()
            pen = DevicePen(painter, painter.font())
            painter.resetTransform()
            pen.vline(metre, STRIP, pen.pen(look.LIMIT, 2, Qt.PenStyle.DotLine))
            pen.handle(metre, look.LIMIT)
            painter.restore()

        self.preview.show_drawing(rect, draw)
