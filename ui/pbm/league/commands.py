"""The game master's actions as undoable commands (one ``QUndoStack`` per game page).

Every action is written through ``League`` at once (each call commits before it returns),
so nothing is ever unsaved; undo calls the inverse: add player ↔ remove, leave ↔ rejoin,
receive entry ↔ delete, delete entry ↔ restore, edit ↔ edit back, a new deadline ↔ the old
one. The first call is made before the command is pushed (``perform``): a call the store
refuses shows its message and pushes nothing, so redo's first run — ``QUndoStack.push``
calls it — does nothing. An evaluation is final: the page clears the stack after it.

An entry deleted and restored comes back as a new row with a new id; ``EntryIds`` keeps
each entry's first id as its key, so a command made before still finds it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtGui import QUndoCommand

from golfstudio.errors import GolfStudioError
from golfstudio.pbm.league import League
from golfstudio.store.tables import PbmEntry

Report = Callable[[str | None], None]
"""Told after every store call: None when it went through, else the readable refusal."""


class EntryIds:
    """An entry's current row id by the id it had first (its key)."""

    def __init__(self) -> None:
        self._current: dict[int, int] = {}

    def key(self, entry_id: int) -> int:
        for key, current in self._current.items():
            if current == entry_id:
                return key
        return entry_id

    def current(self, key: int) -> int:
        return self._current.get(key, key)

    def moved(self, key: int, entry_id: int) -> None:
        self._current[key] = entry_id


class LeagueCommand(QUndoCommand):
    """A command whose ``forward`` and ``backward`` each call the store once; subclasses
    hand their two steps to this constructor (reversed for the opposite command)."""

    def __init__(self, league: League, game: str, text: str, report: Report,
                 forward: Callable[[], None], backward: Callable[[], None]) -> None:
        super().__init__(text)
        self.league = league
        self.game = game
        self._report = report
        self._first = True
        self.forward = forward
        self.backward = backward

    def perform(self) -> bool:
        """The first run, before the push: False (after reporting why) when refused."""
        return self._call(self.forward)

    def redo(self) -> None:
        if self._first:  # done by perform() just before the push
            self._first = False
            return
        self._call(self.forward)

    def undo(self) -> None:
        self._call(self.backward)

    def _call(self, action: Callable[[], None]) -> bool:
        try:
            action()
        except GolfStudioError as exc:
            self._report(str(exc))
            return False
        self._report(None)
        return True


class AddPlayerCommand(LeagueCommand):
    def __init__(self, league: League, game: str, name: str, text: str,
                 report: Report, *, reverse: bool = False) -> None:
        self.name = name
        steps = (self._add, self._remove)
        super().__init__(league, game, text, report, *(steps[::-1] if reverse else steps))

    def _add(self) -> None:
        self.name = self.league.add_player(self.game, self.name).name

    def _remove(self) -> None:
        self.league.remove_player(self.game, self.name)


class RemovePlayerCommand(AddPlayerCommand):
    def __init__(self, league: League, game: str, name: str, text: str,
                 report: Report) -> None:
        super().__init__(league, game, name, text, report, reverse=True)


class LeaveCommand(LeagueCommand):
    def __init__(self, league: League, game: str, name: str, text: str,
                 report: Report, *, reverse: bool = False) -> None:
        self.name = name
        steps = (self._leave, self._rejoin)
        super().__init__(league, game, text, report, *(steps[::-1] if reverse else steps))

    def _leave(self) -> None:
        self.league.leave(self.game, self.name)

    def _rejoin(self) -> None:
        self.league.rejoin(self.game, self.name)


class RejoinCommand(LeaveCommand):
    def __init__(self, league: League, game: str, name: str, text: str,
                 report: Report) -> None:
        super().__init__(league, game, name, text, report, reverse=True)


class ReceiveEntryCommand(LeagueCommand):
    def __init__(self, league: League, game: str, entry_text: str, ids: EntryIds,
                 text: str, report: Report) -> None:
        self.entry_text = entry_text
        self.ids = ids
        self.key: int | None = None
        self._deleted: PbmEntry | None = None
        super().__init__(league, game, text, report, self._receive, self._take_back)

    def _receive(self) -> None:
        if self._deleted is None:
            entry = self.league.add_entry(self.game, self.entry_text)
        else:
            entry = self.league.restore_entry(self._deleted)
        assert entry.id is not None
        if self.key is None:
            self.key = entry.id
        self.ids.moved(self.key, entry.id)

    def _take_back(self) -> None:
        assert self.key is not None
        self._deleted = self.league.delete_entry(self.ids.current(self.key))


class DeleteEntryCommand(LeagueCommand):
    def __init__(self, league: League, game: str, entry_id: int, ids: EntryIds, text: str,
                 report: Report) -> None:
        self.ids = ids
        self.key = ids.key(entry_id)
        self._deleted: PbmEntry | None = None
        super().__init__(league, game, text, report, self._delete, self._restore)

    def _delete(self) -> None:
        self._deleted = self.league.delete_entry(self.ids.current(self.key))

    def _restore(self) -> None:
        assert self._deleted is not None
        entry = self.league.restore_entry(self._deleted)
        assert entry.id is not None
        self.ids.moved(self.key, entry.id)


class EditEntryCommand(LeagueCommand):
    def __init__(self, league: League, game: str, entry_id: int, old: str, new: str,
                 ids: EntryIds, text: str, report: Report) -> None:
        self.ids = ids
        self.key = ids.key(entry_id)
        super().__init__(league, game, text, report, lambda: self._write(new),
                         lambda: self._write(old))

    def _write(self, text: str) -> None:
        self.league.edit_entry(self.ids.current(self.key), text)


class SetDeadlineCommand(LeagueCommand):
    def __init__(self, league: League, game: str, number: int, old: date, new: date,
                 text: str, report: Report) -> None:
        super().__init__(league, game, text, report,
                         lambda: self._move(number, new), lambda: self._move(number, old))

    def _move(self, number: int, deadline: date) -> None:
        self.league.set_deadline(self.game, number, deadline)
