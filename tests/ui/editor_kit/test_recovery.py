"""The kit's recovery folder shared by every editor kind: recovering one kind's documents
after a crash leaves the other kinds' documents for their own editor."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from ui.editor_kit.recovery import RecoverySession, orphaned_sessions


def _crashed(root: Path) -> Path:
    """A session that wrote a course and a hole layout, then died (its lock is let go the
    way a dead process's is: here by unlocking it without removing the folder)."""
    session = RecoverySession(root)
    session.write("doc-1", '{"course": 1}\n', None, "A course", kind="golfstudio.carambole")
    session.write("doc-2", '{"hole": 2}\n', None, "A hole", kind="golfstudio.ultimate-hole")
    assert session.folder is not None and session.lock is not None
    folder = session.folder
    session.lock.unlock()
    return folder


def test_recovering_one_kind_keeps_the_others(tmp_path: Path) -> None:
    folder = _crashed(tmp_path)
    (courses,) = orphaned_sessions(tmp_path, kinds={"golfstudio.carambole"})
    assert [e.title for e in courses.entries] == ["A course"]
    courses.remove()
    assert folder.is_dir()
    assert sorted(p.name for p in folder.iterdir() if p.name != "session.lock") == [
        "doc-2.json", "doc-2.recovery.json"]
    (holes,) = orphaned_sessions(tmp_path, kinds={"golfstudio.ultimate-hole"})
    assert [e.title for e in holes.entries] == ["A hole"]
    holes.remove()
    assert not folder.exists()
    assert orphaned_sessions(tmp_path) == []


def test_a_folder_held_by_a_running_studio_is_left_alone(tmp_path: Path) -> None:
    folder = _crashed(tmp_path)
    running = QLockFile(str(folder / "session.lock"))
    assert running.tryLock(0)
    try:
        assert orphaned_sessions(tmp_path) == []
    finally:
        running.unlock()
