"""Entering and clearing a score, and the per-hole events, as undoable commands: each writes
through the store at once
(``record_score`` commits before returning) and undo writes the previous value back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from golfstudio.store import Store, StoreError


def score_command(store: Store, round_id: int, player_id: int, hole: int,
                    strokes: int | None, old: int | None, text: str,
                    on_done: Callable[[str | None], None]) -> EventCommand:
    """Set one cell to ``strokes`` (None clears it); ``old`` is what undo restores. A score is
    one more thing written at once and written back on undo: an ``EventCommand``."""

    def write(value: int | None) -> None:
        if value is None:
            store.clear_score(round_id, player_id, hole)
        else:
            store.record_score(round_id, player_id, hole, value)

    return EventCommand(text, lambda: write(strokes), lambda: write(old), on_done)


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
