"""A shot's record laid out in time: runs one after the other, marks, balls before/after."""

from __future__ import annotations

import pytest

from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.shot import resolve_shot
from golfstudio.carambole.table import compile_course
from golfstudio.hexgrid import Direction, Hex
from ui.carambole.play.shot_frames import HANDOVER_PAUSE, MarkKind, Where, shot_frames

LINE = compile_course(from_rows(["S . . . . H ."]))


def test_a_struck_ball_moves_off_after_the_striker_and_drops_in() -> None:
    # Fig. 50 in a line: ball 7 stops next to ball 3 and hands it 4 impulses; 3 holes out.
    record = resolve_shot(LINE, Hex(0, 0), Direction.E, 5, [Hex(2, 0)])
    frames = shot_frames(record, [7, 3], {7: Hex(0, 0), 3: Hex(2, 0), 5: Hex(6, 0)})
    assert [(r.ball, r.start, r.end) for r in frames.runs] == [
        (7, 0.0, 1.0), (3, 1.0 + HANDOVER_PAUSE, 4.0 + HANDOVER_PAUSE)]
    assert frames.total == pytest.approx(4.0 + HANDOVER_PAUSE)
    assert frames.after == {7: Hex(1, 0), 5: Hex(6, 0)}
    assert frames.holed == {3}
    assert [(m.kind, m.ball, m.tick) for m in frames.marks] == [
        (MarkKind.HANDOVER, 7, 1.0), (MarkKind.HOLED, 3, 4.0 + HANDOVER_PAUSE)]
    assert frames.positions_at(0.5)[7] == Where(Hex(0, 0), Hex(1, 0), 0.5)
    assert frames.positions_at(0.5)[3] == Where(Hex(2, 0), Hex(2, 0))
    assert frames.moving_at(0.5) == 7
    halfway = frames.positions_at(1.0 + HANDOVER_PAUSE + 1.25)
    assert halfway[7] == Where(Hex(1, 0), Hex(1, 0))
    assert halfway[3].here == Hex(3, 0) and halfway[3].fraction == pytest.approx(0.25)
    assert frames.moving_at(3.0) == 3
    assert frames.positions_at(frames.total)[3] == Where(Hex(5, 0), Hex(5, 0))


def test_a_bounce_is_marked_where_the_ball_turns() -> None:
    record = resolve_shot(LINE, Hex(4, 0), Direction.E, 6)  # off the far end and back
    frames = shot_frames(record, [0], {0: Hex(4, 0)})
    bounces = [m for m in frames.marks if m.kind is MarkKind.BOUNCE]
    assert bounces and bounces[0].cell == Hex(6, 0)
    assert bounces[0].incoming is Direction.E and bounces[0].direction is Direction.W
    assert bounces[0].tick == pytest.approx(2.0)
