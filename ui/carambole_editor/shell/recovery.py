"""Autosave to a recovery folder, and finding what a crashed run left there.

Every run of the studio that has unsaved courses gets its own folder under
``<user data>/GolfStudio/recovery/``, made on the first autosave and locked (``QLockFile``)
while the run lasts. Each modified course is written there atomically as an ordinary course
file, ``course-<n>.json``, next to a small sidecar, ``course-<n>.recovery.json``, naming the
file it belongs to and when it was written. A clean save of a course deletes its pair; a
clean close deletes the folder.

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
from PySide6.QtCore import QLockFile

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import course_to_json, read_course
from golfstudio.jsonfile import JsonFileError, read_json, write_atomically

APP_FOLDER = "GolfStudio"
LOCK_NAME = "session.lock"
SIDECAR_SUFFIX = ".recovery.json"
RECOVERY_FORMAT = "golfstudio.carambole-recovery"


def default_recovery_root() -> Path:
    """``recovery/`` in the user's data folder (platformdirs, as the score database)."""
    return Path(platformdirs.user_data_dir(APP_FOLDER)) / "recovery"


@dataclass(frozen=True)
class RecoveryEntry:
    """One autosaved course: its recovery file, the file it belongs to, when it was written."""

    course_path: Path
    original: Path | None
    title: str
    saved_at: datetime

    def describe(self) -> str:
        where = self.original.name if self.original is not None else "never saved"
        return f"{self.title} ({where}), autosaved {self.saved_at:%Y-%m-%d %H:%M}"

    def read(self) -> Course:
        """The autosaved course (with its problems: a course being edited may have errors)."""
        course, _problems = read_course(self.course_path)
        return course


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

    def course_path(self, key: str) -> Path | None:
        return None if self._folder is None else self._folder / f"{key}.json"

    def write(self, key: str, course: Course, original: Path | None, title: str) -> Path:
        """Write a course's recovery pair (course first: a sidecar never names a half file)."""
        folder = self._ensure_folder()
        course_path = folder / f"{key}.json"
        write_atomically(course_path, course_to_json(course))
        sidecar = {
            "format": RECOVERY_FORMAT,
            "version": 1,
            "course": course_path.name,
            "original": None if original is None else str(original),
            "title": title,
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        }
        write_atomically(folder / f"{key}{SIDECAR_SUFFIX}", json.dumps(sidecar, indent=2) + "\n")
        return course_path

    def discard(self, key: str) -> None:
        """Forget a course's recovery pair (it was saved or closed cleanly)."""
        if self._folder is None:
            return
        for path in (self._folder / f"{key}{SIDECAR_SUFFIX}", self._folder / f"{key}.json"):
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
        _remove_folder(self.folder, self.lock)


def _read_entry(sidecar: Path) -> RecoveryEntry | None:
    try:
        data = read_json(sidecar)
    except JsonFileError:
        return None
    if not isinstance(data, dict) or data.get("format") != RECOVERY_FORMAT:
        return None
    try:
        course_path = sidecar.with_name(str(data["course"]))
        original = data.get("original")
        saved_at = datetime.fromisoformat(str(data["saved_at"]))
        title = str(data.get("title") or course_path.stem)
    except (KeyError, ValueError):
        return None
    if not course_path.is_file():
        return None
    return RecoveryEntry(course_path, Path(original) if isinstance(original, str) else None,
                         title, saved_at)


def orphaned_sessions(root: Path, own: Path | None = None) -> list[OrphanedSession]:
    """The recovery folders under ``root`` that no running studio holds, with their courses.

    Folders holding nothing to recover are removed on the way.
    """
    if not root.is_dir():
        return []
    found: list[OrphanedSession] = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and p != own):
        lock = _new_lock(folder)
        if not lock.tryLock(0):
            continue  # another studio is running and owns it
        entries = [e for e in (_read_entry(s) for s in sorted(folder.glob(f"*{SIDECAR_SUFFIX}")))
                   if e is not None]
        session = OrphanedSession(folder, lock, entries)
        if entries:
            found.append(session)
        else:
            session.remove()
    return found
