"""The atomic writer's temporary files (issue 27 §13a): a save killed between creating its
hidden ``.NAME.….tmp`` and renaming it left the file beside the user's for ever; the next
save of that file removes it — but never the temporary file of a writer still at work."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from golfstudio import jsonfile
from golfstudio.jsonfile import write_atomically

ROOT = Path(__file__).resolve().parents[2]

WRITER = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from golfstudio import jsonfile

    fsync = os.fsync

    def held(fd):  # the data is written, not yet renamed: wait here (or be killed)
        jsonfile.os.fsync = fsync
        print("writing", flush=True)
        sys.stdin.readline()

    jsonfile.os.fsync = held
    jsonfile.write_atomically(Path(sys.argv[1]), "from the writer")
""")

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer's pid is checked on POSIX")


def _writer(target: Path, script: Path) -> subprocess.Popen[str]:
    script.write_text(WRITER, encoding="utf-8")
    process = subprocess.Popen([sys.executable, str(script), str(target)], cwd=ROOT,
                               env={**os.environ, "PYTHONPATH": str(ROOT)},
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "writing"
    return process


def _temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_killed_saves_temporary_file_goes_with_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "course.json"
    target.write_text("old", encoding="utf-8")
    writer = _writer(target, tmp_path / "writer.py")
    writer.send_signal(signal.SIGKILL)
    writer.communicate(timeout=60)
    (left,) = _temps(tmp_path)
    assert left.startswith(".course.json.")
    assert target.read_text(encoding="utf-8") == "old"  # the kill lost nothing

    write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert _temps(tmp_path) == []


def test_a_live_writers_temporary_file_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "course.json"
    writer = _writer(target, tmp_path / "writer.py")
    try:
        (theirs,) = _temps(tmp_path)
        _age(tmp_path / theirs, 300)  # a slow disk: five minutes and still writing
        write_atomically(target, "ours")
        assert _temps(tmp_path) == [theirs]
        writer.communicate("go\n", timeout=60)
        assert writer.returncode == 0
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.communicate()
    assert _temps(tmp_path) == []
    assert target.read_text(encoding="utf-8") == "from the writer"


def test_older_versions_and_other_files_temporaries(tmp_path: Path) -> None:
    """An older version's name carries no pid: removed once older than a minute (no save
    takes that long), kept while fresh. Another file's temporaries are not this save's."""
    target = tmp_path / "course.json"
    old = tmp_path / ".course.json.0a1b2c3d.tmp"
    fresh = tmp_path / ".course.json.deadbeef.tmp"
    other = tmp_path / ".course.json.bak.0a1b2c3d.tmp"
    other_pid_gone = tmp_path / f".other.json.{jsonfile._HOST}-999999999-0a1b2c3d.tmp"
    for path in (old, fresh, other, other_pid_gone):
        path.write_text("half", encoding="utf-8")
    for path in (old, other, other_pid_gone):
        _age(path, 120)
    write_atomically(target, "x")
    assert _temps(tmp_path) == sorted(p.name for p in (fresh, other, other_pid_gone))
    _age(fresh, 120)
    write_atomically(target, "y")
    assert _temps(tmp_path) == sorted(p.name for p in (other, other_pid_gone))


def test_another_computers_temporary_file_waits_an_hour(tmp_path: Path) -> None:
    """A shared folder: a pid from another computer says nothing here."""
    target = tmp_path / "course.json"
    elsewhere = tmp_path / ".course.json.ffffff-999999999-0a1b2c3d.tmp"
    assert jsonfile._HOST != "ffffff"
    elsewhere.write_text("half", encoding="utf-8")
    _age(elsewhere, 600)
    write_atomically(target, "x")
    assert elsewhere.exists()
    _age(elsewhere, 2 * 3600)
    write_atomically(target, "y")
    assert not elsewhere.exists()
