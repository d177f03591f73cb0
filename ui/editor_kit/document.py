"""A document being edited: one immutable model value, its undo stack, its file.

Tiled's ``Document``: the editor, its tools and its docks all work on one object that holds
the model, the ``QUndoStack`` and the file. Here the model is an immutable value from the
core (a Carambole ``Course``, later a hole layout or a track); undo commands
(``commands.SnapshotCommand``) are its only writers and hand it the model before or after
their edit through ``set_model``. The document asks its kind what changed
(``describe_change``) and emits that description with ``changed``, so each game's scene can
redraw only what moved — Carambole diffs courses by identity.

How a kind is read and written is its ``FileCodec``: load, save, the format id, the file
suffix, the name of an untitled document.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from golfstudio.docfile import ModelFile

M = TypeVar("M")
B = TypeVar("B", bound=BaseModel)


class FileCodec(Protocol[M]):
    """How one kind of document is read and written (the core's file module does the work).

    ``load`` raises the game's ``GolfStudioError`` subclass with a readable message;
    ``to_text`` gives what ``save`` would write (the autosave writes it to a recovery file).
    """

    format_id: str
    suffix: str
    name_filter: str

    def untitled_name(self) -> str: ...

    def blank(self) -> M: ...

    def load(self, path: Path) -> M: ...

    def save(self, model: M, path: Path) -> None: ...

    def to_text(self, model: M) -> str: ...

    def model_name(self, model: M) -> str: ...


class ModelFileCodec(Generic[B]):
    """The reading and writing half of a ``FileCodec`` over a core ``ModelFile``.

    Every game's course file is a ``ModelFile``, so opening, saving and autosaving one is
    the same everywhere; a game's codec adds only its words (``name_filter``, the untitled
    name), its blank model and the model's name. A file with errors still opens: ``load``
    keeps the model ``read`` returns and leaves its problems to the game's Problems dock.
    """

    suffix = ".json"

    def __init__(self, file: ModelFile[B, Any], name_filter: str) -> None:
        self._file = file
        self.format_id = file.kind.format
        self.name_filter = name_filter

    def load(self, path: Path) -> B:
        model, _problems = self._file.read(path)
        return model

    def save(self, model: B, path: Path) -> None:
        self._file.save(model, path)

    def to_text(self, model: B) -> str:
        return self._file.to_json(model)


class EditorDocument(QObject, Generic[M]):
    """An edited model value, its ``QUndoStack`` and its file.

    Signals:
    - ``changed(object)`` after every ``set_model`` that changed something, with the kind's
      own description of the change (``describe_change``);
    - ``titleChanged(str)`` when ``title()`` changes (name, path or unsaved state);
    - ``pathChanged(object)`` with the new ``Path`` (or None).
    """

    changed = Signal(object)
    titleChanged = Signal(str)
    pathChanged = Signal(object)

    def __init__(self, codec: FileCodec[M], model: M | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.codec = codec
        self._model: M = model if model is not None else codec.blank()
        self._path = path
        self.undo_stack = QUndoStack(self)
        # The title is read once the stack has moved (a renamed model and its star together).
        self.undo_stack.indexChanged.connect(self._emit_title)
        self.undo_stack.cleanChanged.connect(self._emit_title)
        self._title = self.title()

    # ---- the model --------------------------------------------------------------------------

    @property
    def model(self) -> M:
        return self._model

    def describe_change(self, old: M, new: M) -> object | None:
        """What changed between two models, for the scene; None when nothing did.

        The default says only "the model is new"; a kind overrides it to name what changed.
        """
        return None if old == new else new

    def set_model(self, model: M) -> None:
        """Make ``model`` current and say what changed. Only undo commands call this."""
        if model is self._model:
            return
        change = self.describe_change(self._model, model)
        self._model = model
        if change is not None:
            self.changed.emit(change)

    def push(self, command: QUndoCommand) -> None:
        """Do an edit and keep it for undo (the stack calls the command's ``redo``)."""
        self.undo_stack.push(command)

    # ---- file and title ---------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        return self._path

    def set_path(self, path: Path | None) -> None:
        """The file the document lives in (after a Save As); the title follows."""
        if path != self._path:
            self._path = path
            self.pathChanged.emit(path)
            self._emit_title()

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_saved(self, path: Path | None = None) -> None:
        """The file now holds the current model (after a save or a revert)."""
        if path is not None and path != self._path:
            self._path = path
            self.pathChanged.emit(path)
        self.undo_stack.setClean()
        self._emit_title()

    def save(self, path: Path | None = None) -> Path:
        """Write the model through the codec (atomically) and mark it saved.

        Raises ``ValueError`` when there is neither a ``path`` nor a known file.
        """
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("the document has no file yet: give a path to save it to")
        self.codec.save(self._model, target)
        self.mark_saved(target)
        return target

    def revert(self) -> bool:
        """Reload the model from its file as one undoable step; False if nothing changed.

        Raises what the codec's ``load`` raises for a file that went bad.
        """
        if self._path is None:
            raise ValueError("the document has no file to revert to")
        from ui.editor_kit.commands import SnapshotCommand

        text = QCoreApplication.translate("EditorDocument", "Revert to saved")
        command: SnapshotCommand[M] = SnapshotCommand(self, text, self.codec.load(self._path))
        changed = command.changes_anything
        if changed:
            self.push(command)
        self.mark_saved()
        return changed

    def display_name(self) -> str:
        name = self.codec.model_name(self._model)
        if name:
            return name
        if self._path is not None:
            return self._path.stem
        return self.codec.untitled_name()

    def title(self) -> str:
        """``"name — file.json *"``: the name, the file it lives in, and a star if unsaved."""
        parts = [self.display_name()]
        if self._path is not None:
            parts.append(self._path.name)
        text = " — ".join(parts)
        return f"{text} *" if self.is_modified() else text

    def _emit_title(self) -> None:
        title = self.title()
        if title != self._title:
            self._title = title
            self.titleChanged.emit(title)
