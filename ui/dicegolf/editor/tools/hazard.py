"""Draw a hazard: drag along the strip over the metres it covers (a click: the kind's usual
width), of the kind chosen in the toolbar. Its parameters are set in the Hole dock."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QComboBox, QWidget

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.hole import HazardKind
from ui.dicegolf.editor.tools.base import TrackTool, TrackToolContext
from ui.dicegolf.track import look
from ui.dicegolf.track.strip import HAZARD_LANE, DevicePen, x_of
from ui.dicegolf.track.words import Part, kind_name
from ui.editor_kit.tool_base import choice_row
from ui.editor_kit.tools import ToolEvent

__all__ = ["HAZARD_CHOICES", "HazardTool"]

HAZARD_CHOICES: tuple[tuple[HazardKind, str | None], ...] = (
    (HazardKind.BUNKER, "double"), (HazardKind.BUNKER, "triple"), (HazardKind.POND, None),
    (HazardKind.RIVER, None), (HazardKind.WATER_CROSSING, None), (HazardKind.SLOPE, None),
    (HazardKind.BANK, None), (HazardKind.GROVE, None))
"""What the tool draws: a bunker's D and T bands are two choices, as the legend draws them."""



def choice_name(kind: HazardKind, needs: str | None) -> str:
    if needs == "double":
        return QCoreApplication.translate("DiceGolfTools", "bunker D (double)")
    if needs == "triple":
        return QCoreApplication.translate("DiceGolfTools", "bunker T (triple)")
    return kind_name(kind)


class HazardTool(TrackTool):
    name = "hazard"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Hazard"))
    shortcut = "H"
    hint = str(QT_TRANSLATE_NOOP(
        "EditorTools", "Drag along the strip over the hazard's metres, or click for the "
        "kind's usual width"))

    def __init__(self, context: TrackToolContext) -> None:
        super().__init__(context)
        self.choice = 0
        self._start: int | None = None
        self._box: QComboBox | None = None

    @property
    def kind(self) -> HazardKind:
        return HAZARD_CHOICES[self.choice][0]

    def choose(self, index: int) -> None:
        self.choice = max(0, min(len(HAZARD_CHOICES) - 1, index))
        if self._box is not None and self._box.currentIndex() != self.choice:
            self._box.setCurrentIndex(self.choice)

    def make_options(self, parent: QWidget) -> QWidget | None:
        widget, self._box = choice_row(
            parent, QCoreApplication.translate("DiceGolfTools", "Kind:"), "hazardKindBox",
            [(choice_name(kind, needs), None) for kind, needs in HAZARD_CHOICES], self.choice,
            self.choose)
        return widget

    def _band(self, a: int, b: int | None) -> tuple[int, int | None]:
        """The band dragged from metre ``a`` to ``b`` (edges: ``b`` is past its last metre);
        a click gives the kind's usual width (None)."""
        if b is None or b == a:
            return a, None
        return min(a, b), max(a, b) - 1

    def press(self, event: ToolEvent[float]) -> None:
        if event.button == Qt.MouseButton.LeftButton:
            self._start = self.metre(event)
            self._show(self._start, None)

    def drag(self, event: ToolEvent[float]) -> None:
        if self._start is not None:
            self._show(self._start, self.metre(event))

    def release(self, event: ToolEvent[float]) -> None:
        if self._start is None:
            return
        start, end = self._band(self._start, self.metre(event))
        self._start = None
        self.preview.clear()
        kind, needs = HAZARD_CHOICES[self.choice]
        hazard = hole_edits.hazard_of_kind(kind, start, end)
        if needs is not None:
            hazard = hazard.model_copy(update={"needs": needs})
        after, index = hole_edits.add_hazard(self.model, self.index, hazard)
        self.edit(QCoreApplication.translate("DiceGolfTools", "Add a hazard"), after)
        self.editor.select_part(Part("hazard", index))

    def hover(self, event: ToolEvent[float]) -> None:
        if self._start is None:
            self._show(self.metre(event), None)

    def _show(self, a: int, b: int | None) -> None:
        start, end = self._band(a, b)
        if end is None:
            end = start + hole_edits.NEW_HAZARD_WIDTH[self.kind] - 1
        fill = QColor(look.HAZARD_FILL[self.kind])
        fill.setAlpha(170)
        line = look.HAZARD_LINE[self.kind]
        rect = QRectF(x_of(start) - 20, HAZARD_LANE[0] - 20, x_of(end + 1 - start) + 40,
                      HAZARD_LANE[1] - HAZARD_LANE[0] + 40)

        def draw(painter: QPainter) -> None:
            painter.save()
            pen = DevicePen(painter, painter.font())
            painter.resetTransform()
            painter.setPen(pen.pen(line, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(fill)
            painter.drawRect(pen.rect(start, end + 1, HAZARD_LANE))
            painter.restore()

        self.preview.show_drawing(rect, draw)
