"""What a screen reader hears: every control of the studio has a name.

The walk of tests/ui/test_languages.py goes through the start page, every area (editors
with a document, each game's set-up dialog and table, a night's grid, the league), the help
windows and the dialogs; here each page it visits is also asked for controls a screen
reader has no name for (``ui.accessibility.unnamed_controls``, which counts what Qt derives
from a button's text or a form row's label), and the test lists them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui import test_languages
from tests.ui.conftest import DialogCall, FakeOpenDialog
from ui.accessibility import unnamed_controls
from ui.main_window import MainWindow


def _where(widget: QWidget) -> str:
    chain = [f"{type(widget).__name__}({widget.objectName()!r})"]
    parent = widget.parentWidget()
    while parent is not None and len(chain) < 5:
        chain.append(type(parent).__name__)
        parent = parent.parentWidget()
    return " in ".join(chain)


@dataclass
class NamesWalk(test_languages.Walk):
    """The languages walk, also noting each page's unnamed controls."""

    unnamed: dict[str, None] = field(default_factory=dict)
    checked: int = 0

    def widget(self, root: QWidget) -> None:
        super().widget(root)
        QApplication.processEvents()
        self.checked += 1
        for widget in unnamed_controls(root):
            self.unnamed.setdefault(_where(widget))


def test_every_control_the_studio_shows_has_a_name(
        qtbot: QtBot, dialogs: list[DialogCall], open_dialog: FakeOpenDialog,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(test_languages, "Walk", NamesWalk)
    window = MainWindow(db_url=f"sqlite:///{tmp_path / 'walk.db'}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    window.resize(*test_languages.SIZE)
    with qtbot.waitExposed(window):
        window.show()
    (tmp_path / "shots").mkdir()
    shots = {name: tmp_path / "shots" / f"names_{name}.png"
             for name in ("start", "night_setup", "pbm_league")}
    walk = test_languages.walk_the_studio(window, dialogs, shots)
    assert isinstance(walk, NamesWalk)
    assert walk.checked >= 40, f"the walk looked at only {walk.checked} pages"
    found = list(walk.unnamed)
    assert not found, (f"{len(found)} controls have no accessible name:\n"
                       + "\n".join(found))
