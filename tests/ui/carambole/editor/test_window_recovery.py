"""Autosave and crash recovery: modified courses are written to the run's recovery folder,
a clean save or close removes them, and what a crashed run left is offered at start-up."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from golfstudio.carambole.course_file import course_to_json, read_course
from golfstudio.carambole.course_file import save_course as write_course
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.shell_harness import (
    FakeCourseDialogs,
    course_copy,
    current,
    make_shell,
)
from ui.carambole.editor.commands import ChangeCourseProperties, SetHole
from ui.editor_kit.recovery import (
    LOCK_NAME,
    RecoverySession,
    default_recovery_root,
    orphaned_sessions,
)
from ui.main_window import MainWindow


def _edit(window: MainWindow) -> None:
    document = current(window.area("carambole.editor")).document
    document.push(SetHole(document, Hex(5, 2)))
    document.push(ChangeCourseProperties(document, name="Edited before the crash"))


def test_the_recovery_folder_is_in_the_users_data_folder(_isolated_user_dirs: Path) -> None:
    root = default_recovery_root()
    assert root.name == "recovery" and root.parent.name == "GolfStudio"
    assert root.is_relative_to(_isolated_user_dirs)


def test_autosave_writes_modified_courses_and_a_save_removes_them(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_shell(qtbot, FakeCourseDialogs(), tmp_path / "recovery", autosave_ms=20)
    path = course_copy(tmp_path, "course-1")
    window.open_path(path)
    page = window.area("carambole.editor")
    editor = current(page)
    qtbot.wait(60)
    assert page.recovery_path(editor) is None  # nothing unsaved: nothing written
    _edit(window)
    qtbot.waitUntil(lambda: (p := page.recovery_path(editor)) is not None and p.is_file())
    recovered = page.recovery_path(editor)
    assert recovered is not None
    course, _problems = read_course(recovered)
    assert course == editor.document.course
    sidecar = json.loads(recovered.with_name(f"{recovered.stem}.recovery.json").read_text())
    assert sidecar["original"] == str(path)
    assert sidecar["title"] == "Edited before the crash"
    assert (recovered.parent / LOCK_NAME).is_file()  # the running studio holds its folder

    assert page.save()
    assert not recovered.exists()
    assert not recovered.with_name(f"{recovered.stem}.recovery.json").exists()


def test_a_clean_close_leaves_nothing_to_recover(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "recovery"
    window = make_shell(qtbot, FakeCourseDialogs(), root)
    window.open_path(course_copy(tmp_path, "course-1"))
    _edit(window)
    window.area("carambole.editor").autosave_now()
    assert len(list(root.iterdir())) == 1
    window.close()  # the fake answers "discard"
    assert list(root.iterdir()) == []


def test_after_a_crash_the_next_start_offers_the_unsaved_courses(
        qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "recovery"
    path = course_copy(tmp_path, "course-2")
    first = make_shell(qtbot, FakeCourseDialogs(), root)
    first.open_path(path)
    _edit(first)
    first.area("carambole.editor").new_course()
    untitled = current(first.area("carambole.editor")).document
    untitled.push(ChangeCourseProperties(untitled, name="Never saved"))
    first.area("carambole.editor").autosave_now()
    edited = first.area("carambole.editor").editors()[0].document.course
    # What a crash leaves: the folder with its files, and a lock no live process holds
    # (here: copied without its lock file; the first run then closes cleanly).
    session = first.area("carambole.editor").recovery.folder
    assert session is not None
    shutil.copytree(session, root / "crashed", ignore=shutil.ignore_patterns(LOCK_NAME))
    first.close()
    assert [p.name for p in root.iterdir()] == ["crashed"]

    answers = FakeCourseDialogs()
    second = make_shell(qtbot, answers, root)
    qtbot.waitUntil(lambda: bool(answers.recovery_offers))
    offer = answers.recovery_offers[0]
    assert len(offer) == 2
    assert offer[0].startswith("Edited before the crash (course-2.json), autosaved ")
    assert offer[1].startswith("Never saved (never saved), autosaved ")
    page = second.area("carambole.editor")
    assert second.stack.currentWidget() is page
    recovered, fresh = page.editors()
    assert recovered.document.course == edited
    assert recovered.document.path == path
    assert recovered.document.is_modified()
    assert page.tabs.tabText(0) == "Edited before the crash *"
    assert fresh.document.path is None and fresh.document.course.name == "Never saved"
    # Undo goes back to the file as it is on disk.
    page.tabs.setCurrentWidget(recovered)
    page.undo_action.trigger()
    assert recovered.document.course == read_course(path)[0]
    assert not (root / "crashed").exists()
    # The recovered courses are already safe in this run's own folder.
    own = page.recovery.folder
    assert own is not None and len(list(own.glob("*.recovery.json"))) == 2


def test_declining_the_offer_throws_the_files_away(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "recovery"
    session = RecoverySession(root)
    path = course_copy(tmp_path, "course-1")
    course = read_course(path)[0].replace(name="Lost")
    session.write("course-1", course_to_json(course), path, "Lost")
    assert session.lock is not None
    session.lock.unlock()  # as the system does for a process that died
    answers = FakeCourseDialogs(recover=False)
    window = make_shell(qtbot, answers, root)
    qtbot.waitUntil(lambda: bool(answers.recovery_offers))
    assert window.area("carambole.editor").tabs.count() == 0
    assert list(root.iterdir()) == []


def test_a_running_studios_files_are_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "recovery"
    first = make_shell(qtbot, FakeCourseDialogs(), root)
    first.open_path(course_copy(tmp_path, "course-1"))
    _edit(first)
    first.area("carambole.editor").autosave_now()
    answers = FakeCourseDialogs()
    second = make_shell(qtbot, answers, root)
    assert second.area("carambole.editor").offer_recovery() == 0
    assert answers.recovery_offers == []
    assert orphaned_sessions(root) == []


def test_an_unreadable_recovery_file_is_kept_for_next_time(
        qtbot: QtBot, tmp_path: Path, dialogs: list[object]) -> None:
    root = tmp_path / "recovery"
    session = RecoverySession(root)
    target = tmp_path / "c.json"
    write_course(read_course(course_copy(tmp_path, "course-1"))[0], target)
    written = session.write("course-1", course_to_json(read_course(target)[0]), target, "Broken")
    written.write_text("{ not json")
    assert session.lock is not None
    session.lock.unlock()
    answers = FakeCourseDialogs()
    window = make_shell(qtbot, answers, root)
    qtbot.waitUntil(lambda: bool(answers.recovery_offers))
    assert window.area("carambole.editor").tabs.count() == 0
    assert written.is_file()  # offered again at the next start
    assert session.folder is not None and session.folder.is_dir()


def test_empty_orphaned_folders_are_cleaned_up(tmp_path: Path) -> None:
    root = tmp_path / "recovery"
    (root / "session-empty").mkdir(parents=True)
    assert orphaned_sessions(root) == []
    assert list(root.iterdir()) == []
    assert orphaned_sessions(tmp_path / "missing") == []
