"""A person's turns in the situations the rules make special: the compulsory chip chosen and
explained, the putter with the sums that hole, relief chosen by its button or number with
every drop spot shown first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt

from golfstudio.ultimate.ball import take_relief
from golfstudio.ultimate.game import Shot, Stage
from golfstudio.ultimate.lie import SituationKind
from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.play.conftest import Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView


def _wait_played(h: Hands, count: int) -> None:
    h.qtbot.waitUntil(lambda: len(h.view.game.history) >= count and
                      (h.view.is_human_turn() or h.view.is_over()), timeout=10_000)


def test_the_chip_is_chosen_and_explained_then_the_putter_shows_the_sums_that_hole(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], (17,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.card("9-iron")
    flag = view.state.hole.flag
    assert flag is not None
    h.aim(flag)
    h.type_throw("4 6")  # a 10: 16 yards short of the flag, off the green
    _wait_played(h, 2)
    picker = view.shot_picker
    assert view.state.situation(0).kind is SituationKind.CHIP
    assert picker.card_id == "chip"
    assert picker.why_label.text() == "Within 30 yards of the flag: chip."
    assert not view.canvas.is_aiming()  # a feet card is played at the flag
    assert picker.aim_label.text() == "Played at the flag."
    assert "ft from the hole" in picker.result_text(4)
    h.card("driver")  # refused in the rules' words; the chip stays
    assert view.status_kind == "error" and picker.card_id == "chip"
    h.type_throw("1 3")  # a 4 on the chip
    _wait_played(h, 4)
    assert view.state.situation(0).kind is SituationKind.PUTTING
    band = view.state.situation(0).band
    assert band is not None and picker.card_id == "putter"
    sums = view.state.game.cards.putter.holing(band)
    assert picker.why_label.text().startswith("On the green: the putter. The first putt "
                                              f"drops on {', '.join(map(str, sums))}")
    assert [picker.result_text(s) == "holed" for s in range(2, 13)] == [
        s in sums for s in range(2, 13)]
    h.roll()
    h.qtbot.waitUntil(lambda: view.is_over() or view.awaits_throw(), timeout=10_000)
    if view.awaits_throw():  # missed: the second putt is the person's to throw
        h.roll()
        h.qtbot.waitUntil(view.is_over, timeout=10_000)
    assert "holed" in view.canvas.banner.text()


def test_relief_offers_its_choices_with_their_drop_spots_and_a_number_key_takes_one(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands],
        screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann"], (12,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.card("7-iron")
    h.type_throw("1 1")  # a 2: hooked into the pond short of the green
    _wait_played(h, 2)
    state = view.state
    assert state.stage is Stage.RELIEF
    picker = view.shot_picker
    assert [b.text() for b in picker.relief_buttons] == [
        "1. Replay from the tee (1 penalty stroke)", "2. Drop in the drop zone (1 penalty stroke)"]
    outcome, played_from = state.pending_outcome, state.played_from
    assert outcome is not None and played_from is not None
    spots = [take_relief(state.hole, played_from, outcome, o).at for o in outcome.relief]
    assert view.canvas.drop_points == spots
    assert "Choose the relief" in picker.why_label.text()
    image = view.grab().toImage()
    assert distinct_colours(image) > 40 and image.save(str(screenshot_dir / "ultimate_relief.png"))
    h.key(Qt.Key.Key_2)
    _wait_played(h, 3)
    assert view.state.ball(0).at == spots[1]
    assert view.state.strokes(0) == 2  # the shot and the penalty
    assert view.canvas.drop_points == []
    assert "Drop in the drop zone" in view.canvas.banner.text()


def test_a_recovery_beyond_60_yards_is_read_with_the_iron_the_person_picks(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], (14,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.card("driver")
    h.type_throw("1 3")  # a 4: 200 yards, 50 left, in the rough
    _wait_played(h, 2)
    picker = view.shot_picker
    assert view.state.situation(0).kind is SituationKind.RECOVERY
    assert picker.card_id == "recovery" and picker.iron_row.isVisible()
    assert picker.why_label.text() == ("In the rough beyond 60 yards of the flag: the recovery "
                                       "card, read with an iron of your choice.")
    assert picker.iron() == "7-iron"
    seven = [picker.result_text(s) for s in range(2, 13)]
    picker.iron_box.setFocus()
    h.qtbot.keyClick(picker.iron_box, Qt.Key.Key_Up)  # the 6-iron, one up the list
    assert picker.iron() == "6-iron"
    assert [picker.result_text(s) for s in range(2, 13)] != seven
    h.roll()
    _wait_played(h, 4)
    shot = view.game.history[2]
    assert isinstance(shot, Shot) and (shot.card, shot.iron) == ("recovery", "6-iron")


def test_a_person_throws_their_own_re_roll_over_the_hole_and_second_putt(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], (17, 12)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    picker = view.shot_picker
    # Hole 17: onto the fringe with the 9-iron, then a 7 on the chip covers the hole.
    h.wait_for_turn()
    h.card("9-iron")
    h.type_throw("4 6")
    _wait_played(h, 2)
    h.type_throw("3 4")
    h.qtbot.waitUntil(view.awaits_throw, timeout=10_000)
    assert view.state.stage is Stage.COVERS
    assert picker.why_label.text().startswith("The ball covers the hole: throw again, a 7")
    assert picker.roll_button.isVisible() and not picker.shot_part.isVisible()
    h.type_throw("2 5")  # a 7: it drops with the chip
    h.qtbot.waitUntil(lambda: view.state.hole_index == 1 and view.is_human_turn(),
                      timeout=10_000)
    assert view.game.card()[0] == (2,)
    # Hole 12: short of the green with the 7-iron (an 8 leaves a chip), chips until on the
    # green, then a missed first putt and a double on the second: three putts.
    h.card("7-iron")
    h.type_throw("4 4")
    _wait_played(h, 7)
    while view.state.situation(0).kind is not SituationKind.PUTTING:
        played = len(view.game.history)
        h.type_throw("1 3")  # chips until on the green
        _wait_played(h, played + 2)
    band = view.state.situation(0).band
    assert band is not None
    holing = view.state.game.cards.putter.holing(band)
    miss = next(s for s in range(3, 12) if s not in holing)
    strokes = view.state.strokes(0)
    h.type_throw(f"{miss - miss // 2} {miss // 2}" if miss // 2 != miss - miss // 2
                 else f"{miss // 2 - 1} {miss // 2 + 1}")
    h.qtbot.waitUntil(view.awaits_throw, timeout=10_000)
    assert view.state.stage is Stage.SECOND_PUTT
    assert picker.why_label.text().startswith("The first putt missed")
    h.type_throw("3 3")
    h.qtbot.waitUntil(view.is_over, timeout=10_000)
    assert view.game.card()[1] == (strokes + 3,)
