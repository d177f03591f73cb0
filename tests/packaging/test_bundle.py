"""The desktop bundle as a player gets it: built by ``python3 dev.py bundle``, copied out of
the repository, and run with nothing of the checkout or the development environment.

Marked ``bundle`` and left out of the default run (it builds for about 40 s):
``python3 dev.py test -m bundle``. A real X display is tested when Xvfb is installed
(Debian's ``xvfb``); the machine need not have Qt's X11 libraries (libxcb-icccm4, …): the
bundle carries them.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import golfstudio
from golfstudio.gamenight.csv_io import COLUMNS
from golfstudio.store import Game, open_store

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """dist/golfstudio/ built afresh and copied to a folder outside the repository."""
    done = subprocess.run([sys.executable, str(ROOT / "dev.py"), "bundle"], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    copy = tmp_path_factory.mktemp("player") / "golfstudio"
    shutil.copytree(ROOT / "dist" / "golfstudio", copy, symlinks=True)
    return copy


def _env(home: Path, **extra: str) -> dict[str, str]:
    """A player's environment: no Python or Qt variables of the development set-up."""
    keep = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    return {**keep, "HOME": str(home), "XDG_RUNTIME_DIR": str(home), **extra}


def _run(bundle: Path, home: Path, *args: str, timeout: float = 120,
         **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(bundle / "golfstudio"), *args], cwd=home, text=True,
                          capture_output=True, timeout=timeout, env=_env(home, **env))


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    home = tmp_path / "player-home"
    home.mkdir(mode=0o700)
    yield home


def test_every_bundled_library_resolves_within_the_bundle(bundle: Path) -> None:
    internal = bundle / "_internal"
    unresolved = []
    for path in sorted(internal.rglob("*.so*")):
        if not path.is_file() or path.is_symlink():
            continue
        done = subprocess.run(["ldd", str(path)], capture_output=True, text=True,
                              env={"LD_LIBRARY_PATH": str(internal)})
        unresolved += [f"{path.relative_to(internal)}: {line.strip()}"
                       for line in done.stdout.splitlines() if "not found" in line]
    assert unresolved == []
    for name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0",
                 "libxkbcommon-x11.so.0"):
        assert (internal / name).is_file(), name


def test_only_the_qt_the_studio_uses_ships(bundle: Path) -> None:
    qt = bundle / "_internal" / "PySide6"
    shipped = {p.name for p in qt.rglob("*.so*")}
    for unused in ("libQt6Quick.so.6", "libQt6Qml.so.6", "libQt6Pdf.so.6",
                   "libQt6Network.so.6", "libQt6VirtualKeyboard.so.6", "QtNetwork.abi3.so",
                   "libqtvirtualkeyboardplugin.so", "libqgtk3.so"):
        assert unused not in shipped
    for used in ("libQt6Widgets.so.6", "libQt6Svg.so.6", "libQt6PrintSupport.so.6",
                 "libqxcb.so", "libqoffscreen.so", "libqsvg.so", "libcupsprintersupport.so"):
        assert used in shipped
    assert not (bundle / "_internal" / "hypothesis").exists()


def test_the_cli_runs_from_the_bundle(bundle: Path, home: Path) -> None:
    version = _run(bundle, home, "--version")
    assert version.stdout.strip() == f"golfstudio {golfstudio.__version__}"
    sample = bundle / "_internal" / "resources" / "samples" / "game-night.json"
    scored = _run(bundle, home, "score", str(sample), "--format", "stroke")
    assert scored.returncode == 0, scored.stderr
    assert json.loads(scored.stdout)["standings"][0]["name"] == "Bob"
    url = f"sqlite:///{home / 'club.db'}"
    with open_store(url) as store:
        store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    csv = home / "club.csv"
    csv.write_text(",".join(COLUMNS) + "\n2024-03-01,Café,golf,Links,1,Zoé,1,4,1,4\n"
                   "2024-03-01,Café,golf,Links,1,Zoé,2,3,2,5\n", "utf-8")
    imported = _run(bundle, home, "--db", url, "night", "import", str(csv))
    assert imported.returncode == 0, imported.stderr
    assert [n["players"] for n in json.loads(imported.stdout)["imported"]] == [["Zoé"]]
    with open_store(url) as store:
        assert len(store.nights()) == 1
    played = _run(bundle, home, "simulate", "carambole", "--games", "1", "--players",
                  "greedy,random", "--course", "course-3")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["courses"] == ["course-3"]


def test_the_studio_starts_offscreen_and_plays_a_session(bundle: Path, home: Path) -> None:
    done = _run(bundle, home, "--self-test", "session", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout
    assert "Traceback" not in done.stderr
    # The keyring's backends travel with the bundle (its metadata, Secret Service's modules).
    assert "ok: keyring finds its backends" in done.stdout
    assert "ok: this platform's backend loads (SecretService)" in done.stdout


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
def test_the_studio_opens_a_real_x_window(bundle: Path, home: Path) -> None:
    display = f":{90 + os.getpid() % 100}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        done = _run(bundle, home, "--self-test", "session", QT_QPA_PLATFORM="xcb",
                    DISPLAY=display)
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout


def test_install_desktop_into_a_home(bundle: Path, home: Path) -> None:
    done = _run(bundle, home, "--install-desktop")
    assert done.returncode == 0, done.stderr
    share = home / ".local" / "share"
    entry = (share / "applications" / "golfstudio.desktop").read_text("utf-8")
    assert f"Exec={bundle / 'golfstudio'}" in entry.splitlines()
    for size in (16, 32, 48, 256):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "golfstudio.png"
                ).is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "golfstudio.svg").is_file()
    assert _run(bundle, home, "--uninstall-desktop").returncode == 0
    assert not (share / "applications" / "golfstudio.desktop").exists()


def test_start_time_and_size(bundle: Path, home: Path) -> None:
    """The figures in the README: the time to the main window shown (offscreen, median of
    3, the process started and stopped) and the bundle's size."""
    times = []
    for _ in range(3):
        start = time.perf_counter()
        done = _run(bundle, home, "--self-test", "startup", QT_QPA_PLATFORM="offscreen")
        times.append(time.perf_counter() - start)
        assert done.returncode == 0, done.stderr
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and
               not p.is_symlink())
    print(f"\nbundle: {size / 2**20:.0f} MiB, start to main window: "
          f"{statistics.median(times):.2f} s (median of 3)")
    assert statistics.median(times) < 15
