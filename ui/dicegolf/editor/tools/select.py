"""Select a part of the hole and drag what the strip shows: zone limits, the green's edge,
the hole, the end of terrain, a hazard's ends or a whole hazard, a proximity zone. Arrow
keys nudge the selected band by a metre (Shift: ten)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.hole import Course
from ui.dicegolf.editor.commands import BandDrag, MarkDrag
from ui.dicegolf.editor.tools.base import TrackTool, TrackToolContext
from ui.dicegolf.track.strip import Grab, grab_at, part_at
from ui.dicegolf.track.words import Part
from ui.editor_kit.commands import new_stroke
from ui.editor_kit.tools import ToolEvent

__all__ = ["SelectTool"]



def _part_of(grab: Grab) -> Part:
    if grab.kind == "limit":
        return Part("zone", grab.index)
    if grab.kind in ("green", "hole", "end-of-terrain"):
        return Part("green")
    if grab.kind == "proximity":
        return Part("proximity", grab.index)
    return Part("hazard", grab.index)


class SelectTool(TrackTool):
    name = "select"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Select and drag"))
    shortcut = "V"
    hint = str(QT_TRANSLATE_NOOP(
        "EditorTools", "Click a zone, hazard or proximity zone to select it; drag the red "
        "limits, the green's edge, the flag, the end of terrain or a band's ends"))

    def __init__(self, context: TrackToolContext) -> None:
        super().__init__(context)
        self._grab: Grab | None = None
        self._from = 0.0
        self._stroke: int | None = None

    def press(self, event: ToolEvent[float]) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        along = self.along(event)
        grab = grab_at(self.hole, along, event.pos.y(), self.reach())
        self._grab, self._from, self._stroke = grab, along, new_stroke()
        if grab is not None:
            self.editor.select_part(_part_of(grab))
        else:
            self.editor.select_part(part_at(self.hole, along, event.pos.y()))

    def drag(self, event: ToolEvent[float]) -> None:
        grab = self._grab
        if grab is None:
            return
        metre = self.metre(event)
        course = self.model
        i = self.index
        if grab.kind == "limit":
            after = hole_edits.move_limit(course, i, grab.index, metre)
            self._mark(QCoreApplication.translate("DiceGolfTools", "Move a zone limit"), after)
        elif grab.kind == "green":
            self._mark(QCoreApplication.translate("DiceGolfTools", "Move the green's edge"),
                       hole_edits.set_green_start(course, i, metre))
        elif grab.kind == "hole":
            self._mark(QCoreApplication.translate("DiceGolfTools", "Move the hole"),
                       hole_edits.set_length(course, i, metre))
        elif grab.kind == "end-of-terrain":
            self._mark(QCoreApplication.translate("DiceGolfTools", "Move the end of terrain"),
                       hole_edits.set_end_of_terrain(course, i, metre))
        elif grab.kind == "hazard-start":
            self._band(QCoreApplication.translate("DiceGolfTools", "Resize a hazard"),
                       hole_edits.move_hazard_end(course, i, grab.index, "start", metre))
        elif grab.kind == "hazard-end":
            self._band(QCoreApplication.translate("DiceGolfTools", "Resize a hazard"),
                       hole_edits.move_hazard_end(course, i, grab.index, "end", metre - 1))
        else:
            start = grab.metre + round(self.along(event) - self._from)
            if grab.kind == "hazard":
                self._band(QCoreApplication.translate("DiceGolfTools", "Move a hazard"),
                           hole_edits.move_hazard(course, i, grab.index, start))
            else:
                self._band(QCoreApplication.translate("DiceGolfTools", "Move a proximity zone"),
                           hole_edits.move_proximity(course, i, grab.index, start))

    def release(self, event: ToolEvent[float]) -> None:
        self._grab = None
        self._stroke = None

    def hover(self, event: ToolEvent[float]) -> None:
        grab = grab_at(self.hole, self.along(event), event.pos.y(), self.reach())
        shape = Qt.CursorShape.ArrowCursor
        if grab is not None:
            shape = (Qt.CursorShape.OpenHandCursor if grab.kind in ("hazard", "proximity")
                     else Qt.CursorShape.SizeHorCursor)
        self.editor.set_cursor(shape)

    def leave(self) -> None:
        super().leave()
        self.editor.set_cursor(Qt.CursorShape.ArrowCursor)

    def key(self, event: QKeyEvent) -> bool:
        part = self.editor.selected_part()
        if event.key() == Qt.Key.Key_Escape and part is not None:
            self.editor.select_part(None)
            return True
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        if step is None or part is None or part.kind not in ("hazard", "proximity"):
            return False
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            step *= 10
        hole = self.hole
        if part.kind == "hazard":
            after = hole_edits.move_hazard(self.model, self.index, part.index,
                                           hole.hazards[part.index].start + step)
            self.edit(QCoreApplication.translate("DiceGolfTools", "Move a hazard"), after)
        else:
            after = hole_edits.move_proximity(self.model, self.index, part.index,
                                              hole.proximity[part.index].start + step)
            self.edit(QCoreApplication.translate("DiceGolfTools", "Move a proximity zone"), after)
        return True

    def _mark(self, text: str, after: Course) -> None:
        self.edit(text, after, self._stroke, MarkDrag)

    def _band(self, text: str, after: Course) -> None:
        self.edit(text, after, self._stroke, BandDrag)
