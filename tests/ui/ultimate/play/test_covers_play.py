"""Covering the hole with a full shot at the table (ultimate-golf.md §4, "tous les coups"):
the card's results say so before the throw, a first shot on the lip counts one putt at once,
a later one is re-rolled by the person's own throw."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from golfstudio.ultimate.course import Course
from golfstudio.ultimate.game import GameParams, Stage
from tests.core.ultimate.test_covers import FLAG, FROM_80, FROM_FAR
from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.play.conftest import Hands, MakeView
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView

LIP = "covers the hole on the first shot: on the lip, one putt"
RE_ROLL = "covers the hole: re-roll, 7 holes"


def _params() -> GameParams:
    return GameParams(Course(name="Pitches", holes=(FROM_80, FROM_FAR)), ("Ann",), "pitches")


def test_a_pitch_onto_the_flag_lies_on_the_lip_from_the_tee_and_is_re_rolled_later(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands],
        screenshot_dir: Path) -> None:
    view = make_view(_params(), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    picker = view.shot_picker
    h.wait_for_turn()
    h.card("pitching-wedge")
    h.aim(FLAG)
    h.qtbot.waitUntil(lambda: picker.result_text(7) == LIP, timeout=10_000)
    assert picker.result_text(6) != LIP
    image = view.grab().toImage()
    assert distinct_colours(image) > 40
    h.type_throw("3 4")
    h.qtbot.waitUntil(lambda: view.state.hole_index == 1 and view.is_human_turn(),
                      timeout=10_000)
    assert view.game.card()[0] == (2,)  # the pitch and the putt counted on the lip

    # Hole 2: 80 yards out after a first pitch, the same 7 covers the hole: re-rolled.
    h.card("pitching-wedge")
    h.aim(FLAG)
    h.type_throw("3 4")
    h.qtbot.waitUntil(lambda: len(view.game.history) >= 4 and view.is_human_turn(),
                      timeout=10_000)
    h.card("pitching-wedge")
    h.aim(FLAG)
    h.qtbot.waitUntil(lambda: picker.result_text(7) == RE_ROLL, timeout=10_000)
    image = view.grab().toImage()
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "ultimate-play-covers.png"))
    h.type_throw("3 4")
    h.qtbot.waitUntil(view.awaits_throw, timeout=10_000)
    assert view.state.stage is Stage.COVERS
    h.type_throw("1 6")
    h.qtbot.waitUntil(view.is_over, timeout=10_000)
    assert view.game.card()[1] == (2,)
