"""``HoleEditor``: one course in a tab — the toolbar, the canvas of one hole and the status
line (the kit's ``Editor``); which hole is shown and which region is selected live here."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QWidget

from golfstudio.plane import Point
from golfstudio.ultimate.course import Course, Hole
from golfstudio.ultimate.limits import MAX_CALIBRATION_YARDS
from ui.editor_kit.editor import AskSave, SaveDocument, ask_save_changes, save_in_place
from ui.editor_kit.hole_editor import HoleByHoleEditor
from ui.title_room import make_room_for_title
from ui.ultimate.editor.document import HoleCourseDocument
from ui.ultimate.editor.scene import HoleScene
from ui.ultimate.editor.terrain_names import terrain_name
from ui.ultimate.editor.tool_icons import tool_icon
from ui.ultimate.editor.tools import HoleToolContext, make_tools
from ui.ultimate.editor.view import HoleView

__all__ = ["AskYards", "HoleEditor", "YardsDialog", "ask_yards_dialog"]

AskYards = Callable[[QWidget, float], float | None]
"""Asks the yards between the two calibration points (a suggestion given); None: cancelled."""


class YardsDialog(QDialog):
    """The calibration's question: the yards between the two points clicked, a suggestion
    given. Its own small dialog rather than ``QInputDialog.getDouble``, which sizes itself to
    its field and cannot be widened: the window manager cut its title to "Calibr… Studio"
    (issue 30 §5); this one is as wide as its title needs (``ui.title_room``)."""

    def __init__(self, parent: QWidget | None, suggested: float) -> None:
        super().__init__(parent)
        self.setObjectName("calibrateDialog")
        self.setWindowTitle(QCoreApplication.translate("HoleEditor", "Calibrate the tracing"))
        self.yards = QDoubleSpinBox(self)
        self.yards.setObjectName("calibrateYards")
        self.yards.setDecimals(1)
        self.yards.setRange(0.1, MAX_CALIBRATION_YARDS)
        self.yards.setValue(round(max(0.1, suggested), 1))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("HoleEditor", "Yards between the two points:"),
                    self.yards)
        form.addRow(buttons)
        make_room_for_title(self)


def ask_yards_dialog(parent: QWidget, suggested: float) -> float | None:
    dialog = YardsDialog(parent, suggested)
    try:
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return float(dialog.yards.value()) if accepted else None
    finally:
        dialog.deleteLater()


class HoleEditor(HoleByHoleEditor[Course, Point]):
    """Signals: ``holeShown(int)`` — the hole shown changed (index from 0);
    ``selectionChanged(object)`` — the selected region's id, or None."""

    selectionChanged = Signal(object)
    scene: HoleScene

    def __init__(self, document: HoleCourseDocument, *, save: SaveDocument = save_in_place,
                 ask_save: AskSave = ask_save_changes, ask_yards: AskYards = ask_yards_dialog,
                 parent: QWidget | None = None) -> None:
        super().__init__(document, save=save, ask_save=ask_save, parent=parent)
        self.hole_document = document
        self._ask_yards = ask_yards
        self._locked = False
        self.scene = HoleScene(document)
        self.scene.setParent(self)
        view = HoleView(self.scene, document, self)
        self.context = HoleToolContext(document, self.scene, self, self.show_message)
        self.build(view, make_tools(self.context), tool_icon, self.tr("Fit the hole"))
        self.hole_view = view
        document.changed.connect(self.follow_change)

    # ---- what the tools ask -----------------------------------------------------------------

    @property
    def hole(self) -> Hole:
        return self.scene.hole

    def selected_region(self) -> str | None:
        return self.scene.selected

    def select_region(self, region_id: str | None, vertex: int | None = None) -> None:
        changed = region_id != self.scene.selected
        self.scene.select(region_id, vertex)
        if changed:
            self.selectionChanged.emit(region_id)

    def ask_yards(self, suggested: float) -> float | None:
        return self._ask_yards(self, suggested)

    def background_locked(self) -> bool:
        return self._locked

    def set_background_locked(self, locked: bool) -> None:
        self._locked = locked

    # ---- holes ------------------------------------------------------------------------------

    def is_showing(self, index: int) -> bool:
        return super().is_showing(index) and self.scene.drawing.hole is self.scene.hole

    def has_selection(self) -> bool:
        return self.scene.selected is not None

    def selection_dropped(self) -> None:
        self.selectionChanged.emit(None)

    def position_text(self, hovered: object) -> str:
        if not isinstance(hovered, Point):
            return str(hovered)
        terrain = self.hole.terrain_at(hovered)
        return self.tr("hole {hole} · {x}, {y} yd · {terrain}").format(
            hole=self.hole_index + 1, x=f"{hovered.x:g}", y=f"{hovered.y:g}",
            terrain=terrain_name(terrain))
