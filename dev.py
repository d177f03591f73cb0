"""Set up GolfStudio's virtual environment and run the app or the test suite.

Two commands serve a fresh machine that has only Python 3.11+:

    python3 dev.py app     # create/update .venv, then start the studio
    python3 dev.py test    # create/update .venv, then ruff, mypy --strict, pytest and the
                           # performance budget (golfstudio bench check)

and one more makes the desktop bundle a player downloads:

    python3 dev.py bundle  # create/update .venv, add PyInstaller, build dist/golfstudio/

`python3 dev.py test` runs pytest on every core (pytest-xdist, ``--dist loadfile``, at most
four workers), prints the slowest 15 tests, then holds every performance goal to its budget
(``golfstudio bench check``, about a minute). Further arguments go to pytest, and the budget
is left out:

    python3 dev.py test -k walks tests/core       # a selection, still on every core
    python3 dev.py test -n 0                      # one process, to debug (or -p no:xdist, --pdb)
    python3 dev.py test -m slow --full-examples   # the slow property tests, every example

`python3 dev.py test -m bundle` builds the bundle and tests it as a player's machine runs it
(the default run leaves those tests out).

The environment is reinstalled only when pyproject.toml or setup.py changes, so repeated runs
are quick.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".golfstudio-installed"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def _wanted_stamp() -> str:
    """The install is current when it was made from these exact build files (setup.py maps
    resources/ into the package: a new top-level package changes it)."""
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "setup.py"):
        digest.update((ROOT / name).read_bytes())
    return digest.hexdigest()


def ensure_venv() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be run by an older python3
        sys.exit("GolfStudio needs Python 3.11 or newer.")
    if not PYTHON.exists():
        print("Creating .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if STAMP.exists() and STAMP.read_text() == _wanted_stamp():
        return
    print("Installing GolfStudio and its dependencies into .venv …", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "-e", f"{ROOT}[dev]"], check=True)
    STAMP.write_text(_wanted_stamp())


PYINSTALLER = "pyinstaller==6.22.3"
"""Pinned: a bundle is rebuilt from the same tool (packaging/golfstudio.spec is written for
PyInstaller 6)."""


def ensure_pyinstaller() -> None:
    wanted = PYINSTALLER.split("==")[1]
    ask = "import PyInstaller; print(PyInstaller.__version__)"
    found = subprocess.run([str(PYTHON), "-c", ask], capture_output=True, text=True).stdout
    if found.strip() != wanted:
        print(f"Installing {PYINSTALLER} into .venv …", flush=True)
        subprocess.run([str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check",
                        "-q", PYINSTALLER], check=True)


def build_bundle(extra: list[str]) -> int:
    """dist/golfstudio/ from packaging/golfstudio.spec (build/pyinstaller/ is its work
    folder); extra arguments go to PyInstaller."""
    ensure_pyinstaller()
    command = [str(PYTHON), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build" / "pyinstaller"),
               *extra, str(ROOT / "packaging" / "golfstudio.spec")]
    code = subprocess.run(command, cwd=ROOT).returncode
    if code == 0:
        print(f"Built {ROOT / 'dist' / 'golfstudio'}: run dist/golfstudio/golfstudio "
              "(dist/golfstudio/golfstudio --install-desktop adds it to the desktop's menu)",
              flush=True)
    return code


MAX_WORKERS = 4
"""pytest-xdist workers at most: each starts its own Qt, and its own PostgreSQL server when a
test asks for one; past four the start-up costs more than the cores give back."""


def _cores() -> int:
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def pytest_arguments(extra: list[str]) -> list[str]:
    """The default run: one worker per core (``--dist loadfile``: a test file's module-scoped
    fixtures are built once, on one worker) and the slowest 15 tests at the end. A developer's
    own ``-n``, ``-p no:xdist``, ``--pdb`` or ``--durations`` wins over these."""
    own = " ".join(extra)
    added: list[str] = []
    debugging = any(flag in extra for flag in ("--pdb", "--trace"))
    if not debugging and "no:xdist" not in own and not any(
            a in ("-n", "--numprocesses") or a.startswith(("-n", "--numprocesses="))
            for a in extra):
        workers = min(_cores(), MAX_WORKERS)
        added += ["-n", str(workers), "--dist", "loadfile"] if workers > 1 else []
    if "--durations" not in own:
        added.append("--durations=15")
    return [*added, *extra]


def run_tests(extra: list[str]) -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
    steps = [
        [str(PYTHON), "-m", "ruff", "check", "."],
        [str(PYTHON), "-m", "mypy"],
        [str(PYTHON), "-m", "pytest", *pytest_arguments(extra)],
    ]
    if not extra:
        # The whole suite holds the performance budget too, once the tests are done and the
        # machine is quiet again (golfstudio/bench/budget.py); a run of some tests does not.
        steps.append([str(PYTHON), "-m", "golfstudio.cli", "bench", "check"])
    for step in steps:
        print("$", " ".join(Path(step[0]).name if i == 0 else a for i, a in enumerate(step)),
              flush=True)
        code = subprocess.run(step, cwd=ROOT, env=env).returncode
        if code != 0:
            return code
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"app", "test", "bundle"}:
        print(__doc__)
        return 2
    ensure_venv()
    if argv[0] == "app":
        return subprocess.run([str(BIN / "golfstudio"), *argv[1:]], cwd=ROOT).returncode
    if argv[0] == "bundle":
        return build_bundle(argv[1:])
    return run_tests(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
