"""The core stays pure: nothing under golfstudio/ imports Qt or the ui package, and its
top-level packages depend on each other one way only (architecture.md, "Dependencies point
one way"): no cycle, and the store imports nothing from game night."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import networkx as nx

CORE = Path(__file__).resolve().parent.parent / "golfstudio"
FORBIDDEN = ("PySide6", "shiboken6", "ui")


def _imported_roots(source: str) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_core_module_imports_qt_or_ui() -> None:
    offenders = {
        str(path.relative_to(CORE)): sorted(_imported_roots(path.read_text()) & set(FORBIDDEN))
        for path in CORE.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_detector_sees_a_qt_import() -> None:
    assert "PySide6" in _imported_roots("from PySide6.QtCore import Qt\n")
    assert "ui" in _imported_roots("import ui.app\n")


def test_importing_every_core_module_loads_no_qt() -> None:
    """Catches dynamic imports too: load the whole core in a fresh interpreter."""
    modules = [
        ".".join(p.relative_to(CORE.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in CORE.rglob("*.py")
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'ui')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=CORE.parent)
    assert out.stdout.strip() == ""


# --- no cycle between golfstudio's top-level packages ---------------------------------------

ALLOWED: dict[tuple[str, str], str] = {}
"""Known imports left out of the package graph, each with why; a test fails once one is
gone, so the list only shrinks."""


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(CORE.parent).with_suffix("").parts).removesuffix(
        ".__init__")


def core_sources() -> dict[str, str]:
    """Every core module's dotted name and source."""
    return {_module_name(path): path.read_text(encoding="utf-8") for path in CORE.rglob("*.py")}


def _imported_modules(module: str, source: str) -> set[str]:
    """Dotted names a module imports, anywhere in it (functions and TYPE_CHECKING blocks
    too: a layer is a layer for the type checker as well), relative imports resolved."""
    found: set[str] = set()
    package = module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            name = ".".join(part for part in (base, node.module or "") if part)
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return found


def package_imports(sources: Mapping[str, str]) -> dict[tuple[str, str], set[str]]:
    """(top-level package, top-level package it imports) -> the modules that import it.
    A top-level package is ``golfstudio.<pkg>`` (``store``, ``errors``, ``docfile``)."""
    edges: dict[tuple[str, str], set[str]] = {}
    for module, source in sources.items():
        parts = module.split(".")
        if len(parts) < 2:
            continue
        for imported in _imported_modules(module, source):
            target = imported.split(".")
            if target[0] == "golfstudio" and len(target) > 1 and target[1] != parts[1]:
                edges.setdefault((parts[1], target[1]), set()).add(module)
    return edges


def package_cycles(edges: Mapping[tuple[str, str], set[str]],
                   allowed: Mapping[tuple[str, str], str]) -> list[str]:
    """Each cycle of the package graph, said with the modules making each step."""
    graph: nx.DiGraph[str] = nx.DiGraph()
    for (source, target), modules in edges.items():
        making = sorted(m for m in modules if (m, target) not in allowed)
        if making:
            graph.add_edge(source, target, modules=making)
    return [" -> ".join(f"{a} ({', '.join(graph.edges[a, b]['modules'])})"
                        for a, b in zip(cycle, [*cycle[1:], cycle[0]], strict=True))
            + f" -> {cycle[0]}"
            for cycle in nx.simple_cycles(graph)]


def test_no_cycle_between_core_packages() -> None:
    cycles = package_cycles(package_imports(core_sources()), ALLOWED)
    assert not cycles, "golfstudio's packages import each other in a cycle:\n" + "\n".join(
        cycles)


def test_the_store_imports_nothing_from_game_night() -> None:
    """Game night's queries live in gamenight/history_queries.py; the store keeps storage."""
    assert package_imports(core_sources()).get(("store", "gamenight"), set()) == set()


def test_each_allowed_import_still_exists() -> None:
    edges = package_imports(core_sources())
    stale = [f"{module} -> {target}" for module, target in ALLOWED
             if module not in edges.get((module.split(".")[1], target), set())]
    assert not stale, f"no longer imported, remove from ALLOWED: {stale}"


def test_the_cycle_check_sees_a_cycle_and_names_its_modules() -> None:
    sources = {
        "golfstudio.store.history": "from golfstudio.gamenight.csv_io import CsvNight\n",
        "golfstudio.gamenight.csv_io": "from golfstudio.store import Store\n",
        "golfstudio.gamenight.entry": "from . import errors\nfrom .errors import EntryError\n",
        "golfstudio.gamenight.setup": "def f():\n    from ..scoring import card\n",
        "golfstudio.scoring.card": "import golfstudio.errors\n",
    }
    edges = package_imports(sources)
    assert edges == {("store", "gamenight"): {"golfstudio.store.history"},
                     ("gamenight", "store"): {"golfstudio.gamenight.csv_io"},
                     ("gamenight", "scoring"): {"golfstudio.gamenight.setup"},
                     ("scoring", "errors"): {"golfstudio.scoring.card"}}
    (cycle,) = package_cycles(edges, {})
    assert "store (golfstudio.store.history) -> gamenight" in cycle
    assert "gamenight (golfstudio.gamenight.csv_io) -> store" in cycle
    assert package_cycles(edges, {("golfstudio.store.history", "gamenight"): "test"}) == []


# --- the shell names no game; no game imports another (architecture.md, "One registry") -----

ROOT = CORE.parent
GAMES = ("carambole", "ultimate", "playnine", "dicegolf", "pbm")


def game_of(module: str) -> str | None:
    """The game a module belongs to: ``golfstudio.<game>…`` in the core, ``ui.<game>…`` in the
    UI (``ui.carambole.editor``); None for a shared one."""
    parts = module.split(".")
    if len(parts) < 2 or parts[0] not in ("golfstudio", "ui"):
        return None
    return parts[1] if parts[1] in GAMES else None


def _sources(paths: list[Path]) -> dict[str, str]:
    return {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"):
            p.read_text(encoding="utf-8") for p in paths}


def shell_sources() -> dict[str, str]:
    """The shell: the modules directly in ui/ and everything under ui/shell/."""
    return _sources([*(ROOT / "ui").glob("*.py"), *(ROOT / "ui" / "shell").rglob("*.py")])


def game_sources() -> dict[str, str]:
    paths = [p for folder in [*(ROOT / "golfstudio").iterdir(), *(ROOT / "ui").iterdir()]
             if folder.is_dir() and game_of(f"{folder.parent.name}.{folder.name}")
             for p in folder.rglob("*.py")]
    return _sources(paths)


def games_imported(sources: Mapping[str, str]) -> dict[str, set[str]]:
    """Each module's imports of a game's modules, other than its own game's."""
    found: dict[str, set[str]] = {}
    for module, source in sources.items():
        own = game_of(module)
        hits = {name for name in _imported_modules(module, source)
                if game_of(name) not in (None, own)}
        if hits:
            found[module] = hits
    return found


def test_no_shell_module_imports_a_game() -> None:
    """The main window, start page and menus reach the games through the registries
    (golfstudio/engine/registry.py, ui/games.py), by import path, never by import."""
    sources = shell_sources()
    assert "ui.main_window" in sources and "ui.games" in sources
    assert games_imported(sources) == {}


def test_no_game_imports_another_game() -> None:
    sources = game_sources()
    assert "golfstudio.carambole.game" in sources
    assert "ui.carambole.editor.shell.window" in sources
    assert games_imported(sources) == {}


def test_the_game_check_sees_a_game_import() -> None:
    assert [game_of(m) for m in ("golfstudio.carambole.game", "ui.carambole.play.area",
                                 "ui.pbm.league", "golfstudio.engine.registry",
                                 "ui.gamenight.area", "ui.games", "golfstudio")] == [
        "carambole", "carambole", "pbm", None, None, None, None]
    sources = {
        "ui.main_window": "from ui.carambole.play import start_new_game\n",
        "ui.start_page": "from ui import games\nimport golfstudio.engine.registry\n",
        "golfstudio.dicegolf.track": "from ..carambole.course import Course\n",
        "ui.dicegolf.editor.window": "from ui.dicegolf.editor import tools\n",
    }
    assert games_imported(sources) == {
        "ui.main_window": {"ui.carambole.play", "ui.carambole.play.start_new_game"},
        "golfstudio.dicegolf.track": {"golfstudio.carambole.course",
                                      "golfstudio.carambole.course.Course"},
    }
