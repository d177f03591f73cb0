"""``TrackScene``: the hole being edited, drawn from the document and never edited here.

One ``HoleItem`` paints the strip of the hole shown (``strip.py``) with the selected part
outlined; the scene follows ``document.changed`` and the hole the editor shows. While the
kit exports a picture the selection is left out (``set_exporting``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QWidget

from golfstudio.dicegolf.hole import Course, Green, Hole
from ui.dicegolf.track.strip import STRIP, HoleItem, StripWords, band_rect, content_rect, x_of
from ui.dicegolf.track.words import Part, combination_name
from ui.editor_kit.document import EditorDocument

__all__ = ["TrackScene"]


class TrackScene(QGraphicsScene):
    def __init__(self, document: EditorDocument[Course], font_of: QWidget) -> None:
        super().__init__()
        self.document = document
        self.hole_index = 0
        words = StripWords(title=self._title, green=self._green,
                           dead_end=lambda: self.tr("dead end"))
        self.item = HoleItem(self.hole, 1, font_of.font(), words)
        self.addItem(self.item)
        document.changed.connect(self._changed)

    @property
    def hole(self) -> Hole:
        return self.document.model.holes[self.hole_index]

    @property
    def part(self) -> Part | None:
        return self.item.part

    def content_rect(self) -> QRectF:
        return content_rect(self.hole)

    def part_rect(self, part: Part) -> QRectF:
        """Where ``part`` is drawn (empty if the hole has no such part)."""
        return band_rect(self.hole, part)

    def show_hole(self, index: int) -> None:
        holes = self.document.model.holes
        self.hole_index = max(0, min(len(holes) - 1, index))
        self.item.set_part(None)
        self.item.set_stretch(None)
        self._redraw()

    @property
    def stretch(self) -> tuple[int, int] | None:
        """The stretch of metres shown from the Problems list, or None."""
        return self.item.stretch

    def show_stretch(self, stretch: tuple[int, int] | None) -> None:
        """Wash a stretch of the hole shown in red (a dead end), None to take it away."""
        self.item.set_stretch(stretch)

    def stretch_rect(self, start: int, end: int) -> QRectF:
        return QRectF(x_of(start), STRIP[0], x_of(end + 1 - start), STRIP[1] - STRIP[0])

    def select(self, part: Part | None) -> None:
        if part is not None and self.part_rect(part).isEmpty():
            part = None
        self.item.set_part(part)

    def set_exporting(self, exporting: bool) -> None:
        """The kit's export: the selection is the editor's, not the course's."""
        self.item.exporting = exporting
        self.item.update()

    def _changed(self, _change: object) -> None:
        holes = self.document.model.holes
        if self.hole_index >= len(holes):
            self.hole_index = len(holes) - 1
        self.item.set_stretch(None)  # an edit may have moved or closed the dead end
        self._redraw()

    def _redraw(self) -> None:
        self.item.set_hole(self.hole, self.hole_index + 1)
        part = self.item.part
        if part is not None and self.part_rect(part).isEmpty():
            self.item.set_part(None)  # the part went (undo of its adding)

    # ---- the strip's words ----------------------------------------------------------------

    def _title(self, hole: Hole, number: int) -> str:
        title = self.tr("Hole {n} · par {par} · {length} m").format(
            n=number, par=hole.par, length=hole.length)
        return f"{title} · {hole.name}" if hole.name else title

    def _green(self, green: Green) -> str:
        return self.tr("green · {formula} · {combination}").format(
            formula=green.formula, combination=combination_name(green.combination))
