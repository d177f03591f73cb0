"""``HoleList``: a course dock's list of holes and its five buttons — pick the hole shown,
add one after it, duplicate it, move it earlier or later, remove it.

Ultimate Golf's layouts and Dice Golf's tracks are both a course of holes edited one hole at
a time (``holes.py``). The list works the same for both: the game gives the text of each row
and its pure hole edits (``golfstudio/<game>/hole_edits.py``); each button is one undo
command through the dock's ``push``, and then shows the hole the user is working on (the
new copy, the moved hole, the neighbour of the removed one).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.editor_kit.document import EditorDocument
from ui.editor_kit.holes import HasHoles

__all__ = ["HoleEdits", "HoleList", "HolesEditor", "Push"]

C = TypeVar("C", bound=HasHoles)


class HolesEditor(Protocol[C]):
    """What the list needs of the editor: its document and which hole it shows."""

    @property
    def document(self) -> EditorDocument[C]: ...

    @property
    def hole_index(self) -> int: ...

    def show_hole(self, index: int) -> None: ...


@dataclass(frozen=True)
class HoleEdits(Generic[C]):
    """A game's pure hole edits: each returns the new course, or raises the game's error
    (which ``push`` shows)."""

    add: Callable[[C, int], C]  # an empty hole after the index
    duplicate: Callable[[C, int], C]  # a copy after the index
    move: Callable[[C, int, int], C]  # from, to
    remove: Callable[[C, int], C]


Push = Callable[[str, Callable[[C], C]], bool]
"""The dock's one way to edit: the undo text and the edit of the course; False when the edit
failed (its message shown) or changed nothing."""


class HoleList(QWidget, Generic[C]):
    """The holes of the course, one row each, the one shown selected.

    Signals: ``holePicked(int)`` — the user picked a row and the editor now shows that hole;
    ``holesEdited()`` — a button's edit was pushed and its hole shown (the dock redraws).
    Attributes: ``list`` (object name ``holeList``), ``add_button``, ``duplicate_button``,
    ``up_button``, ``down_button``, ``remove_button``.
    """

    holePicked = Signal(int)
    holesEdited = Signal()

    def __init__(self, edits: HoleEdits[C], push: Push[C], *, max_holes: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor: HolesEditor[C] | None = None
        self._edits = edits
        self._push = push
        self._max_holes = max_holes
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setObjectName("holeList")
        self.list.setAccessibleName(self.tr("Holes"))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.currentRowChanged.connect(self._picked)
        column.addWidget(self.list, 1)
        self.add_button = self._button(self.add_hole)
        self.duplicate_button = self._button(self.duplicate_hole)
        self.up_button = self._button(lambda: self.move_hole(-1))
        self.down_button = self._button(lambda: self.move_hole(1))
        self.remove_button = self._button(self.remove_hole)
        self.add_button.setText(self.tr("Add"))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.duplicate_button.setToolTip(self.tr("Copy this hole"))
        self.up_button.setToolTip(self.tr("Move this hole earlier"))
        self.down_button.setToolTip(self.tr("Move this hole later"))
        # Two rows (Add, Duplicate, Remove / Earlier, Later): they fit a course dock in
        # French and German, where one row of five did not.
        self.add_button.setToolTip(self.tr("Add a new hole after this one"))
        self.up_button.setText(self.tr("Earlier"))
        self.down_button.setText(self.tr("Later"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove this hole"))
        self._remove_text = self.tr("Remove a hole")
        rows = [(self.add_button, self.duplicate_button, self.remove_button),
                (self.up_button, self.down_button)]
        for buttons_in_row in rows:
            row = QHBoxLayout()
            for button in buttons_in_row:
                row.addWidget(button)
            column.addLayout(row)

    def _button(self, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(self)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def set_editor(self, editor: HolesEditor[C] | None) -> None:
        self.editor = editor

    def set_holes(self, texts: Sequence[str], current: int) -> None:
        """One row per hole (the game's text), ``current`` selected, the buttons enabled by
        the hole count and the game's bound on holes. No ``holePicked`` comes of it."""
        with QSignalBlocker(self.list):
            if self.list.count() != len(texts):
                self.list.clear()
                for text in texts:
                    QListWidgetItem(text, self.list)
            for row, text in enumerate(texts):
                item = self.list.item(row)
                if item.text() != text:
                    item.setText(text)
            self.list.setCurrentRow(current)
        count = len(texts)
        self.up_button.setEnabled(current > 0)
        self.down_button.setEnabled(current < count - 1)
        self.remove_button.setEnabled(count > 1)
        self.add_button.setEnabled(count < self._max_holes)
        self.duplicate_button.setEnabled(count < self._max_holes)

    def _picked(self, row: int) -> None:
        if row >= 0 and self.editor is not None:
            self.editor.show_hole(row)
            self.holePicked.emit(row)

    # ---- edits ------------------------------------------------------------------------------

    def _then_show(self, done: bool, index: int) -> bool:
        if done and self.editor is not None:
            self.editor.show_hole(index)
            self.holesEdited.emit()
        return done

    def add_hole(self) -> bool:
        if self.editor is None:
            return False
        index = self.editor.hole_index
        return self._then_show(self._push(self.tr("Add a hole"), lambda course: self._edits
                                          .add(course, index)), index + 1)

    def duplicate_hole(self) -> bool:
        if self.editor is None:
            return False
        index = self.editor.hole_index
        return self._then_show(self._push(self.tr("Duplicate a hole"), lambda course: self
                                          ._edits.duplicate(course, index)), index + 1)

    def move_hole(self, step: int) -> bool:
        """``step`` -1: one earlier; 1: one later (kept within the course)."""
        if self.editor is None:
            return False
        index = self.editor.hole_index
        target = max(0, min(len(self.editor.document.model.holes) - 1, index + step))
        return self._then_show(self._push(self.tr("Move a hole"), lambda course: self._edits
                                          .move(course, index, target)), target)

    def remove_hole(self) -> bool:
        editor = self.editor
        if editor is None:
            return False
        index = editor.hole_index
        done = self._push(self._remove_text, lambda course: self._edits.remove(course, index))
        return self._then_show(done, min(index, len(editor.document.model.holes) - 1))
