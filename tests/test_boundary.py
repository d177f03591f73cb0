"""The core stays pure: nothing under golfstudio/ imports Qt or the ui package."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

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
