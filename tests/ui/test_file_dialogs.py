"""Every file dialog starts in the last folder used, else Documents, never the working
folder (issue 30 §13). The native dialog cannot run headless: QFileDialog's static
functions are replaced by recorders of the start path they are given."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from ui.database_settings import ask_sqlite_path
from ui.editor_kit.dialogs import ask_save_path as ask_editor_save_path
from ui.file_dialogs import start_folder, start_path
from ui.gamenight.csv_import_dialog import ask_open_csv
from ui.gamenight.night_files import ask_open_path as ask_night_open_path
from ui.gamenight.night_files import ask_save_path as ask_night_save_path
from ui.main_window import ask_open_file
from ui.pbm.league.report_view import ask_save_path as ask_report_save_path
from ui.play_kit.course_chooser import ask_course_file
from ui.play_kit.saving import ask_save_game_path
from ui.ultimate.editor.window import ask_image_file


class Recorder:
    """Stands in for getSaveFileName/getOpenFileName: records the start path, answers
    ``answer`` (an empty name: cancelled)."""

    def __init__(self) -> None:
        self.starts: list[str] = []
        self.answer = ""

    def __call__(self, parent: QWidget | None, caption: str = "", directory: str = "",
                 name_filter: str = "", *args: object, **kwargs: object) -> tuple[str, str]:
        self.starts.append(directory)
        return self.answer, ""


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    record = Recorder()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", record)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", record)
    return record


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """HOME in tmp_path with a Documents folder; the working folder somewhere else."""
    folder = tmp_path / "home"
    (folder / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / ".config"))
    elsewhere = tmp_path / "launched-here"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return folder


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


# Every dialog of the app, as its module asks it: the name it suggests ("" when none).
ASKS: dict[str, tuple[Callable[[QWidget], Path | None], str]] = {
    "save game": (lambda p: ask_save_game_path(p, "carambole-game.json"),
                  "carambole-game.json"),
    "open": (lambda p: ask_open_file(p, start_folder()), ""),
    "course file": (lambda p: ask_course_file(p, "Open a course", "*.json"), ""),
    "editor save": (lambda p: ask_editor_save_path(p, "Save", Path("Untitled.json"), "*.json"),
                    "Untitled.json"),
    "report": (lambda p: ask_report_save_path(p, "Save", "league.pdf", "*.pdf"),
               "league.pdf"),
    "night save": (lambda p: ask_night_save_path(p, "night.csv", "CSV files (*.csv)"),
                   "night.csv"),
    "night open": (lambda p: ask_night_open_path(p, "Night files (*.json)"), ""),
    "csv import": (lambda p: ask_open_csv(p), ""),
    "scanned board": (lambda p: ask_image_file(p), ""),
    "database": (lambda p: ask_sqlite_path(p, ""), ""),
}


@pytest.mark.parametrize("kind", sorted(ASKS))
def test_first_dialog_starts_in_documents_then_in_the_last_folder(
        kind: str, recorder: Recorder, home: Path, tmp_path: Path, parent: QWidget) -> None:
    ask, suggested = ASKS[kind]
    documents = home / "Documents"

    assert ask(parent) is None  # cancelled: nothing remembered
    first = Path(recorder.starts[-1])
    assert first == (documents / suggested if suggested else documents)
    assert Path.cwd() not in (first, first.parent)

    chosen_folder = tmp_path / "my rounds"
    chosen_folder.mkdir()
    recorder.answer = str(chosen_folder / f"picked{Path(suggested).suffix or '.json'}")
    assert ask(parent) == Path(recorder.answer)

    recorder.answer = ""
    ask(parent)
    again = Path(recorder.starts[-1])
    assert again == (chosen_folder / suggested if suggested else chosen_folder)


def test_one_folder_for_the_whole_app(recorder: Recorder, home: Path, tmp_path: Path,
                                      parent: QWidget) -> None:
    """A folder chosen in Save game… is where Open… starts next."""
    folder = tmp_path / "games"
    folder.mkdir()
    recorder.answer = str(folder / "carambole-game.json")
    ask_save_game_path(parent, "carambole-game.json")
    recorder.answer = ""
    ask_course_file(parent, "Open a course", "*.json")
    assert recorder.starts[-1] == str(folder)


def test_no_documents_folder_starts_at_home(home: Path) -> None:
    (home / "Documents").rmdir()
    assert start_folder() == home


def test_a_vanished_last_folder_falls_back_to_documents(
        recorder: Recorder, home: Path, tmp_path: Path, parent: QWidget) -> None:
    folder = tmp_path / "usb stick"
    folder.mkdir()
    recorder.answer = str(folder / "a.json")
    ask_course_file(parent, "Open a course", "*.json")
    folder.rmdir()
    assert start_folder() == home / "Documents"


def test_an_absolute_suggestion_is_kept(home: Path, tmp_path: Path) -> None:
    """The document's own file or the database in use: that is where the user's file is."""
    own = tmp_path / "courses" / "links.json"
    assert start_path(own) == str(own)
    assert start_path("links.json") == str(home / "Documents" / "links.json")
