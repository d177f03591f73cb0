"""The window's files and pictures: export of a hole (PNG, SVG) and of every hole, autosave
and recovery after a crash, Undo bringing back the hole it changed, and the area reached
from the studio's shell by a course file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
from golfstudio.ultimate.course import Terrain
from golfstudio.ultimate.course_file import read_course
from tests.ui.ultimate.editor.conftest import Answers, current, make_window
from ui.main_window import MainWindow
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.window import HoleLayoutWindow


def test_a_hole_is_exported_as_png_and_svg_and_every_hole_as_svg(
        window: HoleLayoutWindow, answers: Answers, tmp_path: Path) -> None:
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(2)
    editor.select_region(editor.hole.regions[0].id)
    answers.save_paths += [tmp_path / "hole3.png", tmp_path / "hole3.svg",
                           tmp_path / "links.svg"]
    assert window.export_png_action.isEnabled()
    window.export_png_action.trigger()
    picture = QImage(str(tmp_path / "hole3.png"))
    assert not picture.isNull() and picture.height() > picture.width()  # a hole runs up
    window.export_svg_action.trigger()
    svg = (tmp_path / "hole3.svg").read_text()
    assert "<svg" in svg and "path" in svg
    written = window.export_course()
    assert [p.name for p in written][:2] == ["links-hole-01.svg", "links-hole-02.svg"]
    assert len(written) == 18 and all(p.is_file() for p in written)


def test_undo_of_an_edit_on_another_hole_shows_that_hole(window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(6)
    document = editor.document
    document.push(CourseEdit(document, "par", hole_edits.set_hole_fields(
        document.model, 6, par=5)))
    editor.show_hole(0)
    window.undo_action.trigger()
    assert editor.hole_index == 6 and editor.hole.par == 4
    window.redo_action.trigger()
    assert editor.hole_index == 6 and editor.hole.par == 5


def test_autosave_and_recovery_after_a_crash(qtbot: QtBot, answers: Answers,
                                             tmp_path: Path) -> None:
    recovery = tmp_path / "recovery"
    crashed = make_window(qtbot, answers, recovery)
    editor = crashed.new_course()
    document = editor.document
    course = hole_edits.add_region(document.model, 0, Terrain.GREEN, hole_edits.ellipse_points(
        Point(-10, 190), Point(10, 210)))
    document.push(CourseEdit(document, "green", course))
    crashed.autosave_now()
    saved = crashed.recovery_path(editor)
    assert saved is not None and saved.is_file()
    assert json.loads(saved.read_text())["format"] == "golfstudio.ultimate"
    # The run dies without closing its tabs: its lock is released as the process would.
    crashed.recovery.lock.unlock()
    again = make_window(qtbot, answers, recovery)
    assert again.offer_recovery() == 1
    assert current(again).document.model == course
    assert current(again).document.is_modified()
    crashed.close_all()
    again.close_all()


def test_the_shell_opens_an_ultimate_course_file_in_this_area(
        qtbot: QtBot, answers: Answers, tmp_path: Path) -> None:
    path = tmp_path / "links.json"
    path.write_bytes(bundled_course(DEFAULT_COURSE).path.read_bytes())
    shell = MainWindow(editor_dialogs=answers.dialogs(), recovery_root=tmp_path / "recovery")
    qtbot.addWidget(shell)
    shell.resize(1280, 800)
    with qtbot.waitExposed(shell):
        shell.show()
    assert shell.open_path(path)
    page = shell.area("ultimate.editor")
    assert isinstance(page, HoleLayoutWindow)
    assert current(page).document.path == path
    assert current(page).document.model == read_course(path)[0]
    assert current(page).document.display_name() in shell.windowTitle()
    assert page.close_all()


def test_a_course_file_with_a_hostile_number_is_refused_in_the_loaders_words(
        window: HoleLayoutWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 28, item 10: a coordinate written as 400 digits — the editor's Open says the
    line ``golfstudio ultimate show`` says, and opens nothing."""
    from PySide6.QtWidgets import QMessageBox

    from golfstudio.cli import main
    from golfstudio.ultimate.bundled import load_bundled
    from golfstudio.ultimate.course_file import course_to_json

    data = json.loads(course_to_json(load_bundled()))
    text = json.dumps(data).replace(json.dumps(data["holes"][0]["flag"]),
                                    "[" + "1" * 401 + ", 0]", 1)
    path = tmp_path / "hostile.json"
    path.write_text(text, "utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, message: said.append(
        message))
    before = len(window.editors())
    assert not window.open_path(path)
    assert len(window.editors()) == before
    assert main(["ultimate", "show", str(path)]) == 2
    line = capsys.readouterr().err.strip()
    assert said == [line.removeprefix("golfstudio: ")]
    assert said[0].startswith("hostile.json: hole 1: the flag must be [x, y] in yards, got [1111")
