"""Where the bundled data (courses, tables, schemas) lives.

Data is kept in the top-level ``resources/`` folder rather than in code (style.md). A
PyInstaller bundle unpacks it next to the executable under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
