"""GolfStudio installed the way people install Python apps: a wheel in a fresh environment.

The bug this guards against: the wheel held no JSON file, and an installed studio stopped
at "pieces.json: cannot read the file" because the data was found relative to a checkout.
Here the wheel is built from a copy of the project, installed into a new virtual environment
with no access to the checkout, and run from a folder outside the repository.

To keep the test quick and offline apart from pip's build back-end, the wheel is installed
``--no-deps`` and the new environment borrows the development environment's dependencies
(PySide6, pydantic, …) through a ``.pth`` file. GolfStudio itself must come from the wheel:
the first test checks that it does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

import pytest

import golfstudio
from golfstudio.carambole.bundled import bundled_courses
from golfstudio.cli import main
from golfstudio.resources import resources_dir

ROOT = Path(__file__).resolve().parent.parent

BUILD_INPUTS = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "golfstudio", "ui",
                "resources")
"""Everything the build reads. Copied so that the checkout gets no build/ or egg-info, and a
stale build/ left in the checkout cannot slip old files into the wheel."""

DATA_IN_WHEEL = "golfstudio/_resources"
"""Where resources/ lands in the wheel (setup.py's DATA_PACKAGE)."""


@dataclass(frozen=True)
class Installed:
    project: Path
    """The copy of the project the wheel was built from."""
    wheel: Path
    python: Path
    scripts: Path
    site_packages: Path
    outside: Path
    """A working folder outside the repository."""

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
        env["QT_QPA_PLATFORM"] = "offscreen"
        return subprocess.run(list(args), cwd=self.outside, env=env, capture_output=True,
                              text=True, timeout=120)

    def golfstudio(self, *args: str) -> str:
        done = self.run(str(self.scripts / "golfstudio"), *args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def python_says(self, code: str) -> str:
        done = self.run(str(self.python), "-c", code)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()


def _run(*args: str) -> str:
    done = subprocess.run(list(args), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{' '.join(args)}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _copy_project(to: Path) -> Path:
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    for name in BUILD_INPUTS:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, to / name, ignore=ignore)
        else:
            shutil.copy2(source, to / name)
    return to


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    project = _copy_project(tmp_path_factory.mktemp("project"))
    wheels = tmp_path_factory.mktemp("wheels")
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
         "-q", "-w", str(wheels), str(project))
    (wheel,) = wheels.glob("golfstudio-*.whl")

    env_dir = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(env_dir)
    scripts = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    _run(sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--disable-pip-version-check", "-q", str(wheel))
    site_packages = Path(_run(str(python), "-c",
                              "import sysconfig; print(sysconfig.get_paths()['purelib'])").strip())
    # Dependencies only: a .pth line is appended to sys.path after the environment's own
    # site-packages, so the wheel's golfstudio is found first (checked below).
    dev_site = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site_packages / "golfstudio_test_deps.pth").write_text("\n".join(sorted(dev_site)) + "\n")
    return Installed(project, wheel, python, scripts, site_packages,
                     tmp_path_factory.mktemp("outside"))


def test_golfstudio_comes_from_the_wheel_not_the_checkout(installed: Installed) -> None:
    where = installed.python_says(
        "import golfstudio, golfstudio.resources as r; print(golfstudio.__file__); "
        "print(r.resources_dir())").splitlines()
    package_file, data = (Path(line) for line in where)
    assert package_file.is_relative_to(installed.site_packages)
    assert data == installed.site_packages / "golfstudio" / "_resources"


def test_wheel_holds_every_resource_file(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
    for must in ("carambole/pieces.json", "carambole/ruleset.json",
                 "carambole/courses/index.json", "schemas/carambole-course.schema.json",
                 "icons/golfstudio.svg"):
        assert f"{DATA_IN_WHEEL}/{must}" in names
    for course in bundled_courses():
        assert f"{DATA_IN_WHEEL}/carambole/courses/{course.path.name}" in names
    # Every kind of file, not only JSON: whatever sits in resources/ must ship.
    shipped = {name.removeprefix(f"{DATA_IN_WHEEL}/") for name in names
               if name.startswith(f"{DATA_IN_WHEEL}/")}
    resources = installed.project / "resources"
    in_project = {path.relative_to(resources).as_posix() for path in resources.rglob("*")
                  if path.is_file() and not path.name.startswith(".")}
    assert in_project - shipped == set()


def test_wheel_holds_every_module_and_the_migration_template(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
    modules = {path.relative_to(installed.project).as_posix()
               for package in ("golfstudio", "ui")
               for path in (installed.project / package).rglob("*.py")}
    assert modules - names == set()
    assert "golfstudio/py.typed" in names
    assert "golfstudio/store/migrations/script.py.mako" in names


def test_wheel_metadata_has_the_licence_and_the_one_version(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
        info = f"golfstudio-{golfstudio.__version__}.dist-info"
        metadata = Parser().parsestr(wheel.read(f"{info}/METADATA").decode())
        licence = wheel.read(f"{info}/licenses/LICENSE").decode()
    assert f"{info}/licenses/LICENSE" in names
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "MIT License" in licence
    assert "2026 The GolfStudio developers" in licence
    assert metadata["Version"] == golfstudio.__version__
    assert metadata["License-Expression"] == "MIT"
    assert metadata["License-File"] == "LICENSE"


def test_installed_version(installed: Installed) -> None:
    assert installed.golfstudio("--version") == f"golfstudio {golfstudio.__version__}\n"
    assert installed.python_says(
        "import importlib.metadata as m, golfstudio; "
        "print(m.version('golfstudio'), golfstudio.__version__)"
    ) == f"{golfstudio.__version__} {golfstudio.__version__}"


def test_installed_lists_the_bundled_courses(installed: Installed) -> None:
    listed = json.loads(installed.golfstudio("carambole", "courses"))
    assert [c["id"] for c in listed["courses"]] == [c.id for c in bundled_courses()]


def test_installed_shows_a_bundled_course_as_the_checkout_does(
        installed: Installed, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["carambole", "show", "linked-grand-tour"]) == 0
    in_checkout = capsys.readouterr().out
    assert in_checkout.startswith("Linked: Grand tour: ")
    assert installed.golfstudio("carambole", "show", "linked-grand-tour") == in_checkout


def test_installed_lists_the_games_as_the_checkout_does(
        installed: Installed, capsys: pytest.CaptureFixture[str]) -> None:
    games = installed.golfstudio("games", "--json")
    assert "carambole" in [game["id"] for game in json.loads(games)]
    assert main(["games", "--json"]) == 0
    assert games == capsys.readouterr().out
    assert any(line.startswith("carambole ") for line in installed.golfstudio("games").splitlines())


def test_installed_editor_palette_reads_its_pieces(installed: Installed) -> None:
    """The exact failure reported: the course editor's palette could not find pieces.json."""
    count = installed.python_says(
        "from ui.carambole.editor.palette import PIECES_FILE, load_pieces; "
        "import golfstudio; from pathlib import Path; "
        "assert Path(PIECES_FILE).is_relative_to(Path(golfstudio.__file__).parent); "
        "print(len(load_pieces()))")
    assert int(count) >= 1


def test_development_checkout_reads_its_own_resources_folder(tmp_path: Path) -> None:
    """dev.py's editable install and a bare checkout both read resources/ in place."""
    assert resources_dir() == ROOT / "resources"
    editable = subprocess.run(
        [str(Path(sys.executable).parent / "golfstudio"), "carambole", "courses"],
        cwd=tmp_path, capture_output=True, text=True,
        timeout=120, env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert editable.returncode == 0, editable.stderr
    assert [c["id"] for c in json.loads(editable.stdout)["courses"]] == [
        c.id for c in bundled_courses()]
