"""UI test set-up: the app's identity and look, private settings, no real dialogs, no leaks.

- QSettings go to an INI file under the test's tmp_path, so geometry and recent files never
  touch the user's real settings and one test never sees another's.
- Modal dialogs would block a headless run forever: QMessageBox's static functions record
  their calls instead (tests read ``dialogs``), and a real file dialog fails the test. The
  play areas' "Abandon the … game in progress?" is recorded too (kind "abandon", answered
  Cancel: the game is kept); a test answers it otherwise through ``abandon_question.answer``,
  or asks for ``real_abandon_box`` to click the real message box.
- A test that leaves a top-level window behind fails, as napari's viewer fixture does.
- No test reaches the user's real keyring: each starts with none (keyring's ``fail``
  backend, as on a headless Linux); tests/ui/test_secrets.py installs an in-memory one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ui.app import configure
from ui.main_window import SAMPLE_ROUND, MainWindow
from ui.play_kit import abandon

REAL_ASK_ABANDON = abandon.ask_abandon


@pytest.fixture(autouse=True)
def settings_dir(qapp: QApplication, tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "settings"
    configure(qapp)  # organisation and application names: QSettings() builds its path on them
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


@pytest.fixture(autouse=True)
def no_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    yield
    keyring.set_keyring(previous)


@dataclass
class DialogCall:
    kind: str
    title: str
    text: str


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[DialogCall]:
    calls: list[DialogCall] = []

    def recorder(kind: str) -> Callable[..., Any]:
        def record(parent: QWidget | None, title: str = "", text: str = "",
                   *args: object, **kwargs: object) -> QMessageBox.StandardButton:
            calls.append(DialogCall(kind, title, text))
            return QMessageBox.StandardButton.Ok
        return record

    for kind in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, kind, recorder(kind))
    monkeypatch.setattr(QMessageBox, "aboutQt",
                        lambda parent, title="": calls.append(DialogCall("aboutQt", title, "")))

    def no_file_dialog(*args: object, **kwargs: object) -> tuple[str, str]:
        raise AssertionError("a test opened a real file dialog; inject ask_open_path "
                             "(or CourseDialogs.ask_save_path) instead")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", no_file_dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_file_dialog)
    return calls


@dataclass
class AbandonQuestion:
    """How the recorded "Abandon the … game in progress?" is answered (Cancel: kept)."""

    answer: abandon.Answer = abandon.Answer.CANCEL


@pytest.fixture(autouse=True)
def abandon_question(dialogs: list[DialogCall],
                     monkeypatch: pytest.MonkeyPatch) -> AbandonQuestion:
    question = AbandonQuestion()

    def ask(parent: QWidget | None, game: str) -> abandon.Answer:
        box, _ = abandon.abandon_box(None, game)
        dialogs.append(DialogCall("abandon", box.windowTitle(), box.text()))
        box.deleteLater()
        return question.answer

    monkeypatch.setattr(abandon, "ask_abandon", ask)
    return question


@pytest.fixture
def real_abandon_box(abandon_question: AbandonQuestion) -> Iterator[None]:
    """The real message box for the abandon question, for a test that clicks it. qtbot
    closes the test's windows before this is put away: such a test ends with no game in
    progress (``PlayArea.clear``)."""
    recorded = abandon.ask_abandon
    abandon.ask_abandon = REAL_ASK_ABANDON
    yield
    abandon.ask_abandon = recorded


@pytest.fixture(autouse=True)
def no_leaked_windows(qapp: QApplication) -> Iterator[None]:
    before = set(QApplication.topLevelWidgets())
    yield
    # qtbot has closed and deleteLater()-ed its widgets by now; let the deletions happen.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    leaked = [w for w in QApplication.topLevelWidgets() if w not in before]
    names = [f"{type(w).__name__}({w.objectName()!r})" for w in leaked]
    for widget in leaked:  # clean up so one leak does not fail every later test
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not leaked, f"top-level widgets left behind: {names}"


@dataclass
class FakeOpenDialog:
    """Stands in for the file dialog: answers with ``answer`` and records each question."""

    answer: Path | None = None
    asked: int = 0
    start_dirs: list[Path] | None = None

    def __call__(self, parent: QWidget, start_dir: Path) -> Path | None:
        self.asked += 1
        self.start_dirs = [*(self.start_dirs or []), start_dir]
        return self.answer


@pytest.fixture
def open_dialog() -> FakeOpenDialog:
    return FakeOpenDialog(answer=SAMPLE_ROUND)


@pytest.fixture
def make_window(qtbot: QtBot, open_dialog: FakeOpenDialog) -> Callable[[], MainWindow]:
    """New main windows on the test's settings, closed by qtbot at the end of the test."""

    def make() -> MainWindow:
        window = MainWindow(ask_open_path=open_dialog)
        qtbot.addWidget(window)
        return window

    return make


@pytest.fixture
def window(make_window: Callable[[], MainWindow], qtbot: QtBot) -> MainWindow:
    """A shown main window at the size of the screenshots."""
    win = make_window()
    win.resize(1200, 800)
    with qtbot.waitExposed(win):
        win.show()
    return win


@pytest.fixture
def sample_round() -> Path:
    return SAMPLE_ROUND
