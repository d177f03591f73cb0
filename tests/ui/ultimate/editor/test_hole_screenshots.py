"""A picture of every hole of the bundled course in the editor, for a person to look at
(tests/screenshots/ultimate-holes/hole-NN.png; with ``GOLFSTUDIO_DOC_SCREENSHOTS=1`` also
docs/screenshots/ultimate-holes/, the pictures the docs show). Each is checked not to be
blank and to show the hole the editor says it shows."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.ui.ultimate.editor.conftest import SCREENSHOTS, Answers, make_window, save_picture
from tests.ui.ultimate.editor.test_heat_map import shown_heat
from ui.ultimate.editor.window import HoleLayoutWindow

DOCS = Path(__file__).resolve().parents[4] / "docs" / "screenshots" / "ultimate-holes"


def test_every_bundled_hole_is_drawn(window: HoleLayoutWindow, qtbot: QtBot) -> None:
    editor = window.open_template()
    assert editor is not None
    qtbot.waitUntil(lambda: window.problems_dock.height() < window.course_panel.height())
    (SCREENSHOTS / "ultimate-holes").mkdir(parents=True, exist_ok=True)
    for index in range(18):
        editor.show_hole(index)
        editor.fit_content()
        assert editor.hole is editor.document.model.holes[index]
        name = f"ultimate-holes/hole-{index + 1:02}.png"
        image = save_picture(window, name)
        assert (image.width(), image.height()) == (1280, 800)
        if os.environ.get("GOLFSTUDIO_DOC_SCREENSHOTS") == "1":
            DOCS.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(SCREENSHOTS / name, DOCS / f"hole-{index + 1:02}.png")
    window.problems_dock.refresh()
    assert window.problems_dock.problems == []


def test_every_bundled_hole_with_its_heat_map(qtbot: QtBot, answers: Answers,
                                              tmp_path: Path) -> None:
    """The same pictures with the analysis on: the heat map of every hole (hole-NN-heat.png),
    each coloured inside the hole and nowhere else (test_heat_map checks the clip)."""
    window = make_window(qtbot, answers, tmp_path / "recovery", live_analysis=True)
    editor = window.open_template()
    assert editor is not None
    (SCREENSHOTS / "ultimate-holes").mkdir(parents=True, exist_ok=True)  # run alone, too
    for number in range(1, 19):
        shown_heat(qtbot, window, editor, number)
        editor.fit_content()
        name = f"ultimate-holes/hole-{number:02}-heat.png"
        image = save_picture(window, name)
        assert (image.width(), image.height()) == (1280, 800)
        if os.environ.get("GOLFSTUDIO_DOC_SCREENSHOTS") == "1":
            DOCS.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(SCREENSHOTS / name, DOCS / f"hole-{number:02}-heat.png")
