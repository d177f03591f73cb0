"""The one undo command every edit is made of: the model before and after it.

Models are immutable values that share what an edit left untouched, so keeping both is
cheap; ``redo``/``undo`` hand one of them to ``EditorDocument.set_model`` and never touch a
scene (the scene follows the document). A game's commands (one class per kind of edit, with
its text — Tiled's ``PaintTileLayer``, ``AddRemoveMapObject``) are thin subclasses that work
out ``after`` with the core's editing functions.

A drag is one undo step: the tool gives every command of one drag the same ``stroke``
(``new_stroke()``), and ``mergeWith`` folds a later command of the same class and stroke into
the first. A merged drag that ends where it began becomes obsolete and leaves the stack.
"""

from __future__ import annotations

import itertools
from typing import ClassVar, Generic, TypeVar

from PySide6.QtGui import QUndoCommand

from ui.editor_kit.document import EditorDocument

M = TypeVar("M")

_strokes = itertools.count(1)


def new_stroke() -> int:
    """A fresh id for one drag: the commands it pushes merge into one undo step."""
    return next(_strokes)


class SnapshotCommand(QUndoCommand, Generic[M]):
    """An edit as the model before and after it; usable as is for any other edit.

    ``merge_id`` names the kind of drag a subclass merges (-1: never merges). Only commands
    of the same class and the same stroke merge.
    """

    merge_id: ClassVar[int] = -1

    def __init__(self, document: EditorDocument[M], text: str, after: M,
                 stroke: int | None = None) -> None:
        super().__init__(text)
        self.document = document
        self.before: M = document.model
        self.after: M = after
        self.stroke = stroke

    @property
    def changes_anything(self) -> bool:
        """False for an edit that would leave the model as it is (tools then skip it)."""
        return self.after is not self.before and self.after != self.before

    def id(self) -> int:
        return self.merge_id if self.stroke is not None else -1

    def redo(self) -> None:
        self.document.set_model(self.after)

    def undo(self) -> None:
        self.document.set_model(self.before)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (type(other) is not type(self) or not isinstance(other, SnapshotCommand)
                or self.stroke is None or other.stroke != self.stroke):
            return False
        self.after = other.after
        if self.after == self.before:
            self.setObsolete(True)
        return True
