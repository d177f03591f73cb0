"""Entering and clearing a score, and the per-hole events, as undoable commands: each writes
through the store at once
(``record_score`` commits before returning) and undo writes the previous value back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from golfstudio.store import Store, StoreError


class SetScoreCommand(QUndoCommand):
    """Set one cell to ``strokes`` (None clears it); ``old`` is what undo restores."""

    def __init__(self, store: Store, round_id: int, player_id: int, hole: int,
                 strokes: int | None, old: int | None, text: str,
                 on_done: Callable[[str | None], None]) -> None:
        super().__init__(text)
        self._store = store
        self._cell = (round_id, player_id, hole)
        self._new = strokes
        self._old = old
        self._on_done = on_done  # the page refreshes, or shows a store error

    def _write(self, value: int | None) -> None:
        round_id, player_id, hole = self._cell
        try:
            if value is None:
                self._store.clear_score(round_id, player_id, hole)
            else:
                self._store.record_score(round_id, player_id, hole, value)
        except StoreError as exc:
            self.setObsolete(True)  # not written: the stack drops it rather than keep a lie
            self._on_done(str(exc))
        else:
            self._on_done(None)

    def redo(self) -> None:
        self._write(self._new)

    def undo(self) -> None:
        self._write(self._old)


class EventCommand(QUndoCommand):
    """A per-hole event (a press, a wolf's choice, a Bingo-Bango-Bongo point) as an undoable
    command: ``apply`` writes the new state through the store (committed at once), ``revert``
    writes the old one back."""

    def __init__(self, text: str, apply: Callable[[], object], revert: Callable[[], object],
                 on_done: Callable[[str | None], None]) -> None:
        super().__init__(text)
        self._apply = apply
        self._revert = revert
        self._on_done = on_done

    def _run(self, write: Callable[[], object]) -> None:
        try:
            write()
        except StoreError as exc:
            self.setObsolete(True)  # not written: the stack drops it rather than keep a lie
            self._on_done(str(exc))
        else:
            self._on_done(None)

    def redo(self) -> None:
        self._run(self._apply)

    def undo(self) -> None:
        self._run(self._revert)
