"""``TrackEditor``: one course in a tab — the toolbar, the strip of one hole and the status
line (the kit's ``Editor``); which hole is shown and which part is selected live here, not
in the course."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.hole import Course, Hole
from ui.dicegolf.editor.document import TrackDocument
from ui.dicegolf.editor.scene import TrackScene
from ui.dicegolf.editor.tool_icons import tool_icon
from ui.dicegolf.editor.tools import TrackToolContext, make_tools
from ui.dicegolf.editor.view import TrackView
from ui.dicegolf.track.words import Part, hazard_summary
from ui.editor_kit.editor import AskSave, SaveDocument, ask_save_changes, save_in_place
from ui.editor_kit.hole_editor import HoleByHoleEditor

__all__ = ["TrackEditor"]


class TrackEditor(HoleByHoleEditor[Course, float]):
    """Signals: ``holeShown(int)`` — the hole shown changed (index from 0);
    ``partSelected(object)`` — the selected ``Part``, or None."""

    partSelected = Signal(object)
    scene: TrackScene

    def __init__(self, document: TrackDocument, *, save: SaveDocument = save_in_place,
                 ask_save: AskSave = ask_save_changes, parent: QWidget | None = None) -> None:
        super().__init__(document, save=save, ask_save=ask_save, parent=parent)
        self.track_document = document
        self.scene = TrackScene(document, self)
        self.scene.setParent(self)
        view = TrackView(self.scene, document, self)
        self.track_view = view
        self.context = TrackToolContext(document, self.scene, self, self.show_message)
        self.build(view, make_tools(self.context), tool_icon, self.tr("Fit the hole"))
        document.changed.connect(self.follow_change)

    # ---- what the tools and docks ask --------------------------------------------------------

    @property
    def hole(self) -> Hole:
        return self.scene.hole

    def selected_part(self) -> Part | None:
        return self.scene.part

    def select_part(self, part: Part | None) -> None:
        """Select a part of the hole shown (None: nothing) and say so to the docks; a
        stretch shown from the Problems list goes when a part is chosen."""
        before = self.scene.part
        if part is not None:
            self.scene.show_stretch(None)
        self.scene.select(part)
        if self.scene.part != before:
            self.partSelected.emit(self.scene.part)

    def show_part(self, part: Part) -> None:
        """Select ``part`` and scroll the strip to it."""
        self.select_part(part)
        rect = self.scene.part_rect(part)
        if not rect.isEmpty():
            self.view.ensureVisible(rect, 40, 20)

    def show_stretch(self, start: int, end: int) -> None:
        """Wash the metres ``start``–``end`` of the hole shown in red and scroll the strip
        to them (a dead end chosen in the Problems list); the selection goes."""
        self.select_part(None)
        self.scene.show_stretch((start, end))
        self.view.ensureVisible(self.scene.stretch_rect(start, end), 40, 20)

    def set_cursor(self, shape: Qt.CursorShape) -> None:
        self.view.viewport().setCursor(shape)

    # ---- holes ------------------------------------------------------------------------------

    def has_selection(self) -> bool:
        return self.scene.part is not None

    def selection_dropped(self) -> None:
        self.partSelected.emit(None)

    def follow_change(self, change: object) -> None:
        """The kit's, and a part an undo took away is no longer selected."""
        super().follow_change(change)
        part = self.scene.part
        if part is None or self.scene.part_rect(part).isEmpty():
            self.select_part(None)

    def position_text(self, hovered: object) -> str:
        if not isinstance(hovered, float | int):
            return str(hovered)
        metre = round(hovered)
        hole = self.hole
        words = [self.tr("hole {n} · {metre} m").format(n=self.hole_index + 1, metre=metre)]
        zone = hole.zone_at(metre)
        if metre > hole.end_of_terrain:
            words.append(self.tr("beyond the end of terrain"))
        elif zone is None:
            words.append(self.tr("green ({formula})").format(formula=hole.green.formula))
        else:
            words.append(self.tr("zone {n} ({formula})").format(
                n=hole.zones.index(zone) + 1, formula=zone.formula))
        hazard = hole.hazard_at(metre)
        if hazard is not None:
            words.append(hazard_summary(hazard))
        if hole.in_proximity(metre):
            words.append(self.tr("proximity zone"))
        return " · ".join(words)
