"""Setting up a round (course, holes, players) through the dialog's widgets, and a finished
round saved to a file and replayed step by step in the kit's replay view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.engine.errors import GameError
from golfstudio.engine.saved_game import load_saved_game
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.course_file import save_course
from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.play.conftest import TIMEOUT_MS, MakeView, params_of
from ui.play_kit.games import open_saved_game
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.replay import ReplayView
from ui.ultimate.play.setup_dialog import SetupDialog, parse_holes

LEFT = Qt.MouseButton.LeftButton


def test_the_dialog_sets_up_holes_12_17_14_with_a_person_and_two_ais(
        qtbot: QtBot, screenshot_dir: Path) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.custom_radio, LEFT)
    qtbot.keyClicks(dialog.custom_holes, "12, 17, 40")
    assert not dialog.start_button.isEnabled()
    assert dialog.error_label.text() == "The course has holes 1 to 18, not 40."
    dialog.custom_holes.clear()
    qtbot.keyClicks(dialog.custom_holes, "12, 17, 14")
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.seats_editor.add_button, LEFT)
    editor = dialog.seats_editor
    editor.set_seat(2, name="Rita", seat="random")
    setup = dialog.setup()
    assert setup.params.holes == (12, 17, 14)
    assert setup.params.players == ("You", "Greedy", "Rita")
    assert setup.seats == (HUMAN, "greedy", "random")
    assert setup.params.label == "GolfStudio Links"  # the course's title, not its id
    dialog.show()
    image = dialog.grab().toImage()
    assert distinct_colours(image) > 40 and image.save(str(screenshot_dir / "ultimate_setup.png"))
    qtbot.mouseClick(dialog.back_radio, LEFT)
    assert dialog.setup().params.holes == tuple(range(10, 19))
    editor.name_edit(1).setText("You")
    assert dialog.error_label.text() == "Two players are called You: give them different names."
    assert not dialog.start_button.isEnabled()


def test_a_course_file_can_be_played_and_a_bad_one_is_said(
        qtbot: QtBot, tmp_path: Path) -> None:
    good = tmp_path / "links.json"
    save_course(load_bundled(), good)
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    paths = [bad, good]
    dialog = SetupDialog(ask_course_path=lambda _parent: paths.pop(0))
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.file_button, LEFT)
    assert "broken.json" in dialog.error_label.text()
    qtbot.mouseClick(dialog.file_button, LEFT)
    assert dialog.course_box.currentText() == "GolfStudio Links"
    assert dialog.start_button.isEnabled()
    assert dialog.setup().params.course == load_bundled()


def test_typed_holes_are_read_in_order_and_refused_in_words() -> None:
    assert parse_holes("12, 17, 14", 18) == (12, 17, 14)
    assert parse_holes("1-3; 18", 18) == (1, 2, 3, 18)
    for text, said in (("", "type the holes to play"), ("twelve", "is not a hole number"),
                       ("0", "not 0"), ("19", "not 19")):
        with pytest.raises(GameError, match=said):
            parse_holes(text, 18)


def test_a_finished_round_saved_to_a_file_replays_step_by_step(
        make_view: MakeView, qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    params = params_of(["Greedy", "Rand"], (12, 17))
    view = make_view(params, ["greedy", "random"], speed=Speed.INSTANT)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    path = tmp_path / "round.json"
    assert view.save_game(path)
    saved = load_saved_game(path)
    assert saved.game_id == "ultimate"
    parent = QWidget()
    qtbot.addWidget(parent)
    replay = open_saved_game(path, parent)
    assert isinstance(replay, ReplayView)
    replay.resize(1280, 800)
    replay.show()
    controller = replay.controller
    assert controller.position == 0
    assert controller.describe(0).startswith("The first tee")
    qtbot.mouseClick(replay.bar.next_button, LEFT)
    qtbot.waitUntil(lambda: not controller.is_animating(), timeout=TIMEOUT_MS)
    assert controller.position == 1
    assert controller.describe(1).startswith("Step 1 of")
    qtbot.mouseClick(replay.bar.last_button, LEFT)
    assert controller.position == controller.count
    assert replay.scorecard.values() == view.scorecard.values()
    assert [row[-1] for row in replay.scorecard.values()] == list(view.scores())
    qtbot.mouseClick(replay.bar.previous_button, LEFT)
    assert not replay.hole_canvas.banner.isVisible()  # the bar says the step
    image = replay.grab().toImage()
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "ultimate_replay.png"))


def test_a_bundled_round_is_headed_by_the_courses_title(
        qtbot: QtBot, make_view: MakeView, screenshot_dir: Path) -> None:
    """Issue 30 §7: "… 2 of 2 · GolfStudio Links", never "· default"."""
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.custom_radio, LEFT)
    qtbot.keyClicks(dialog.custom_holes, "12, 17")
    dialog.seats_editor.set_seat(1, seat=HUMAN)
    params = dialog.setup().params
    assert params.course_label() == "GolfStudio Links"
    view = make_view(params, [HUMAN, HUMAN], speed=Speed.INSTANT)
    qtbot.waitUntil(lambda: view.is_human_turn() or view.awaits_throw(), timeout=TIMEOUT_MS)
    assert view.course_label.text().endswith("1 of 2 · GolfStudio Links")
    assert view.grab().save(str(screenshot_dir / "ultimate_play_course_title.png"))
