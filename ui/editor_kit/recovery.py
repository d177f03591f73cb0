"""Autosave to a recovery folder, and finding what a crashed run left there.

Every run of the studio that has unsaved documents gets its own folder under
``<user data>/GolfStudio/recovery/``, made on the first autosave and locked (``QLockFile``)
while the run lasts. Each modified document is written there atomically as an ordinary file
of its kind (its codec's ``to_text``), ``<key><suffix>``, next to a small sidecar,
``<key>.recovery.json``, naming its kind (the codec's format id), the file it belongs to and
when it was written. A clean save of a document deletes its pair; a clean close deletes the
folder. Every editor window shares the root: each offers back the documents of its kind.

So a folder that is still there and whose lock nobody holds (QLockFile sees that its
process is gone) is what a crash left behind: at start-up the window offers to recover it.
A folder whose lock is held belongs to another studio running now and is left alone.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication, QLockFile

from golfstudio.jsonfile import JsonFileError, read_json, write_atomically

AUTOSAVE_MS = 60_000
"""Every modified document is written to the recovery folder once a minute."""

APP_FOLDER = "GolfStudio"
LOCK_NAME = "session.lock"
SIDECAR_SUFFIX = ".recovery.json"
RECOVERY_FORMAT = "golfstudio.recovery"
OLD_RECOVERY_FORMATS = {"golfstudio.carambole-recovery": "golfstudio.carambole"}
"""Sidecars written before the kit named their kind: they were all Carambole courses."""


def default_recovery_root() -> Path:
    """``recovery/`` in the user's data folder (platformdirs, as the score database)."""
    return Path(platformdirs.user_data_dir(APP_FOLDER)) / "recovery"


@dataclass(frozen=True)
class RecoveryEntry:
    """One autosaved document: its recovery file, its kind (a codec's format id), the file it
    belongs to, when it was written. The window reads it back with its codec."""

    file_path: Path
    original: Path | None
    title: str
    saved_at: datetime
    kind: str = "golfstudio.carambole"
    sidecar: Path | None = None

    def describe(self) -> str:
        where = (self.original.name if self.original is not None
                 else QCoreApplication.translate("Recovery", "never saved"))
        return QCoreApplication.translate(
            "Recovery", "{title} ({where}), autosaved {when}").format(
            title=self.title, where=where, when=f"{self.saved_at:%Y-%m-%d %H:%M}")


def _new_lock(folder: Path) -> QLockFile:
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # long-lived: only a dead owner makes it stale, never its age
    return lock


def _remove_folder(folder: Path, lock: QLockFile | None) -> None:
    # Unlock first: QLockFile warns when its file has gone from under it.
    if lock is not None and lock.isLocked():
        lock.unlock()
    shutil.rmtree(folder, ignore_errors=True)


class RecoverySession:
    """This run's recovery folder, written by the window's autosave timer."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._folder: Path | None = None
        self.lock: QLockFile | None = None

    @property
    def folder(self) -> Path | None:
        """None until the first autosave."""
        return self._folder

    def _ensure_folder(self) -> Path:
        if self._folder is None:
            self.root.mkdir(parents=True, exist_ok=True)
            folder = Path(tempfile.mkdtemp(prefix=f"session-{os.getpid()}-", dir=self.root))
            lock = _new_lock(folder)
            if not lock.tryLock(0):
                shutil.rmtree(folder, ignore_errors=True)
                raise OSError(f"cannot lock the recovery folder {folder}")
            self._folder, self.lock = folder, lock
        return self._folder

    def file_path(self, key: str, suffix: str = ".json") -> Path | None:
        return None if self._folder is None else self._folder / f"{key}{suffix}"

    def write(self, key: str, text: str, original: Path | None, title: str, *,
              kind: str = "golfstudio.carambole", suffix: str = ".json") -> Path:
        """Write a document's recovery pair (the document first: a sidecar never names a
        half-written file)."""
        folder = self._ensure_folder()
        file_path = folder / f"{key}{suffix}"
        write_atomically(file_path, text)
        sidecar = {
            "format": RECOVERY_FORMAT,
            "version": 1,
            "kind": kind,
            "file": file_path.name,
            "original": None if original is None else str(original),
            "title": title,
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        }
        write_atomically(folder / f"{key}{SIDECAR_SUFFIX}", json.dumps(sidecar, indent=2) + "\n")
        return file_path

    def discard(self, key: str) -> None:
        """Forget a document's recovery pair (it was saved or closed cleanly)."""
        if self._folder is None:
            return
        for path in [self._folder / f"{key}{SIDECAR_SUFFIX}",
                     *(p for p in self._folder.glob(f"{key}.*")
                       if not p.name.endswith(SIDECAR_SUFFIX))]:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    def keys(self) -> set[str]:
        if self._folder is None:
            return set()
        return {p.name.removesuffix(SIDECAR_SUFFIX)
                for p in self._folder.glob(f"*{SIDECAR_SUFFIX}")}

    def close(self) -> None:
        """A clean close: nothing is left to recover."""
        if self._folder is not None:
            _remove_folder(self._folder, self.lock)
        self._folder, self.lock = None, None


@dataclass
class OrphanedSession:
    """A crashed run's recovery folder, locked by us while we decide what to do with it."""

    folder: Path
    lock: QLockFile
    entries: list[RecoveryEntry] = field(default_factory=list)

    def remove(self) -> None:
        """Forget what this session offered (each entry's file and sidecar); the folder goes
        only when no other kind's documents are left in it for their own editor to offer."""
        for entry in self.entries:
            for path in (entry.file_path, entry.sidecar):
                if path is not None:
                    with contextlib.suppress(FileNotFoundError):
                        path.unlink()
        if any(self.folder.glob(f"*{SIDECAR_SUFFIX}")):
            self.lock.unlock()
        else:
            _remove_folder(self.folder, self.lock)


def _read_entry(sidecar: Path) -> RecoveryEntry | None:
    try:
        data = read_json(sidecar)
    except JsonFileError:
        return None
    if not isinstance(data, dict):
        return None
    kind = data.get("kind") if data.get("format") == RECOVERY_FORMAT else (
        OLD_RECOVERY_FORMATS.get(str(data.get("format"))))
    if not isinstance(kind, str):
        return None
    try:
        file_path = sidecar.with_name(str(data.get("file") or data["course"]))
        original = data.get("original")
        saved_at = datetime.fromisoformat(str(data["saved_at"]))
        title = str(data.get("title") or file_path.stem)
    except (KeyError, ValueError):
        return None
    if not file_path.is_file():
        return None
    return RecoveryEntry(file_path, Path(original) if isinstance(original, str) else None,
                         title, saved_at, kind, sidecar)


def orphaned_sessions(root: Path, own: Path | None = None,
                      kinds: set[str] | None = None) -> list[OrphanedSession]:
    """The recovery folders under ``root`` that no running studio holds, with their entries
    (only those of ``kinds``, format ids, when given).

    Folders holding nothing to recover at all are removed on the way.
    """
    if not root.is_dir():
        return []
    found: list[OrphanedSession] = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and p != own):
        lock = _new_lock(folder)
        if not lock.tryLock(0):
            continue  # another studio is running and owns it
        every = [e for e in (_read_entry(s) for s in sorted(folder.glob(f"*{SIDECAR_SUFFIX}")))
                 if e is not None]
        entries = [e for e in every if kinds is None or e.kind in kinds]
        session = OrphanedSession(folder, lock, entries)
        if entries:
            found.append(session)
        elif every:
            lock.unlock()  # another kind's editor will offer these
        else:
            session.remove()
    return found


def has_orphans(root: Path, kinds: set[str]) -> bool:
    """Whether a crashed run left documents of ``kinds`` to recover under ``root``: asked
    at start-up before the editor that would offer them is built (it is built only then)."""
    sessions = orphaned_sessions(root, None, kinds)
    for session in sessions:
        session.lock.unlock()  # the editor takes them again when it offers them
    return bool(sessions)
