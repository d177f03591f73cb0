"""``HoleByHoleEditor``: the kit's ``Editor`` for a course shown one hole at a time.

Ultimate Golf's layouts and Dice Golf's tracks keep which hole is shown in the editor, not in
the course: the scene draws that hole, the tools edit it, and an Undo of an edit made on
another hole brings that hole back into view (``holes.hole_to_show``) so the user sees what
Undo took back. A game's editor says what its selection is (a region, a part of the strip)
and how it tells the docks that the selection went.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from PySide6.QtCore import Signal

from ui.editor_kit.editor import Editor
from ui.editor_kit.holes import hole_to_show

__all__ = ["HoleByHoleEditor", "ShowsOneHole"]

M = TypeVar("M")
P = TypeVar("P")


class ShowsOneHole(Protocol):
    """The scene of such an editor: the hole it draws, and drawing another."""

    @property
    def hole_index(self) -> int: ...

    def show_hole(self, index: int) -> None: ...


class HoleByHoleEditor(Editor[M, P]):
    """Signal ``holeShown(int)``: the hole shown changed (index from 0).

    A subclass sets ``scene`` before ``build`` and connects ``follow_change`` to its
    document's ``changed``."""

    holeShown = Signal(int)

    scene: ShowsOneHole

    @property
    def hole_index(self) -> int:
        return self.scene.hole_index

    def zoom(self) -> float:
        return self.view.zoom

    # ---- what a game says -------------------------------------------------------------------

    def is_showing(self, index: int) -> bool:
        """Whether hole ``index`` is already drawn as it is (nothing to do)."""
        return index == self.scene.hole_index

    def has_selection(self) -> bool:
        return False

    def selection_dropped(self) -> None:
        """Tell the docks that showing another hole took the selection away."""

    # ---- holes ------------------------------------------------------------------------------

    def show_hole(self, index: int) -> None:
        """Draw hole ``index``: the tool in hand starts afresh on it, the view fits it."""
        if self.is_showing(index):
            return
        had = self.has_selection()
        self.scene.show_hole(index)
        tool = self.current_tool()
        tool.deactivate()
        tool.activate()
        self.fit_content()
        if had:
            self.selection_dropped()
        self.holeShown.emit(self.scene.hole_index)

    def follow_change(self, change: object) -> None:
        """An edit (an undo, mostly) of one other hole brings it into view, so the user sees
        what Undo took back."""
        index = hole_to_show(change, self.hole_index)
        if index is not None:
            self.show_hole(index)
