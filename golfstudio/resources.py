"""Where the bundled data (courses, tables, schemas, icons, translations) lives.

The repository keeps it in the top-level ``resources/`` folder (architecture.md), as data
rather than code (style.md). GolfStudio runs from three kinds of place, and the folder is
found in each without the caller knowing which:

- **Installed** (``pip install .``, ``pipx install .``, a wheel): setup.py maps ``resources/``
  onto the data-only package ``golfstudio._resources``, so the files travel inside the
  installed package and :func:`importlib.resources.files` finds them beside this module,
  wherever pip put it.
- **A checkout**, bare or installed editable (``dev.py`` runs ``pip install -e .[dev]``):
  the package is imported from the checkout, which has no ``_resources`` beside it; the
  folder is the checkout's own ``resources/``, so an edited course shows at once.
- **A PyInstaller bundle**: packaging/golfstudio.spec copies the folder to ``resources/``
  under ``sys._MEIPASS``.

Callers get a real :class:`~pathlib.Path`, not a ``Traversable``: file readers, error
messages and Qt (icons, translators) want a file name, and each case above keeps the files
unpacked on disk. Nothing here checks that a file exists: a missing one is reported, with
its path, by whatever reads it.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

INSTALLED_FOLDER = "_resources"
"""The folder name of ``resources/`` inside an installed ``golfstudio`` package (setup.py)."""


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    installed = files("golfstudio") / INSTALLED_FOLDER
    if isinstance(installed, Path) and installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
