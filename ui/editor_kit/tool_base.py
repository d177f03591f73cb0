"""What the tools of an editor that shows one hole of a course share.

Ultimate Golf's hole layouts and Dice Golf's tracks are both a course edited one hole at a
time (``holes.HolesDocument``): their tools ask the editor which hole is shown and at what
zoom, and push an edit of the whole course worked out by the core's ``hole_edits`` as one
snapshot command. Each game's ``tools/base.py`` adds what is its own (metres along a strip,
yards on a plane, what is under the cursor).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from PySide6.QtWidgets import QComboBox, QGraphicsScene, QHBoxLayout, QLabel, QWidget

from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.tools import AbstractTool, ToolContext

__all__ = ["HoleEditorLike", "HoleTool", "HoleToolContext", "MakeEdit", "choice_row"]

M = TypeVar("M")
P = TypeVar("P")
E = TypeVar("E", bound="HoleEditorLike")


class HoleEditorLike(Protocol):
    """What every hole editor tells its tools: the hole shown and the zoom."""

    @property
    def hole_index(self) -> int: ...

    def zoom(self) -> float: ...


MakeEdit = Callable[[EditorDocument[M], str, M, int | None], SnapshotCommand[M]]
"""A command class of the game (document, text, the course after, the drag's stroke)."""


class HoleToolContext(ToolContext[M], Generic[M, E]):
    """The kit's context plus the editor the tools work for."""

    def __init__(self, document: EditorDocument[M], scene: QGraphicsScene, editor: E,
                 notify: Callable[[str], None]) -> None:
        super().__init__(document, scene, notify)
        self.editor = editor


class HoleTool(AbstractTool[M, P], Generic[M, P, E]):
    """A tool that edits the hole its editor shows; ``edit_command`` is the game's snapshot
    command an edit is pushed as, unless ``edit`` is given another (a drag's own kind)."""

    context: HoleToolContext[M, E]
    edit_command: MakeEdit[M]

    def __init__(self, context: HoleToolContext[M, E]) -> None:
        super().__init__(context)
        self.context = context

    @property
    def index(self) -> int:
        """The hole shown (from 0)."""
        return self.context.editor.hole_index

    def edit(self, text: str, after: M, stroke: int | None = None,
             kind: MakeEdit[M] | None = None) -> bool:
        """Push the course ``after`` as one undo step named ``text`` (False: nothing
        changed)."""
        make = kind if kind is not None else type(self).edit_command
        return self.push(make(self.document, text, after, stroke))


def choice_row(parent: QWidget, label: str, name: str, items: Sequence[tuple[str, object]],
               current: int, chosen: Callable[[int], object]) -> tuple[QWidget, QComboBox]:
    """A tool's options row: ``label`` and a drop-down of ``items`` (text, data; object
    name ``name``) on row ``current``, telling ``chosen`` the row the user picks."""
    widget = QWidget(parent)
    row = QHBoxLayout(widget)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(QLabel(label, widget))
    box = QComboBox(widget)
    box.setObjectName(name)
    for text, data in items:
        box.addItem(text, data)
    box.setCurrentIndex(current)
    box.currentIndexChanged.connect(chosen)
    row.addWidget(box)
    return widget, box
