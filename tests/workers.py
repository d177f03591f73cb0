"""Worker processes started together for race tests: each prints ``ready`` once it is set
up, and all of them are told ``go`` at the same moment, so their writes meet in the database
rather than one after the other. Each prints one JSON object as its result."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def checkout_env() -> dict[str, str]:
    """The environment with this checkout's package first on the path, whichever one the
    interpreter has installed (a worktree's tests test the worktree's code)."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}


def run_at_once(commands: Sequence[Sequence[str]], *,
                env: Mapping[str, str] | None = None, timeout: float = 120) -> list[Any]:
    """Start every command, wait until each says ``ready``, say ``go`` to all, and return
    each one's JSON result in order; a worker that fails, or prints anything on stderr (a
    traceback, a warning), fails the test with what it printed."""
    workers = [subprocess.Popen(list(command), cwd=ROOT, env=dict(env or checkout_env()),
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for command in commands]
    try:
        for worker in workers:
            assert worker.stdout is not None
            assert worker.stdout.readline().strip() == "ready"
        for worker in workers:
            assert worker.stdin is not None
            worker.stdin.write("go\n")
            worker.stdin.flush()
        outputs = [worker.communicate(timeout=timeout) for worker in workers]
    finally:
        for worker in workers:
            if worker.poll() is None:
                worker.kill()
                worker.wait()
    results = []
    for worker, (out, err) in zip(workers, outputs, strict=True):
        assert worker.returncode == 0, err
        assert err == ""  # no traceback, nothing printed by any failure
        results.append(json.loads(out))
    return results
