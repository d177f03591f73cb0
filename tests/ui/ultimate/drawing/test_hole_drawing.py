"""The shared drawing of an Ultimate Golf hole: stacking as the rules read a lie, markers on
top, the scene in yards with y up."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate.bundled import load_bundled
from ui.ultimate.drawing.hole_drawing import MARKERS_Z, HoleDrawing, to_scene, to_yards

SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def test_a_hole_is_drawn_as_the_rules_read_it(qtbot: QtBot) -> None:
    hole = load_bundled().holes[16]  # the island: a green above a lake above the rough
    scene = QGraphicsScene()
    drawing = HoleDrawing(scene)
    drawing.show(hole)
    z = {rid: item.zValue() for rid, item in drawing.region_items.items()}
    assert z["rough"] < z["lake"] < z["fringe"] < z["green"] < z["island-bunker"]
    flag = hole.flag
    assert flag is not None
    top = [i for i in scene.items(to_scene(flag)) if i.data(0) is not None]
    assert top[0].data(0) == "green"  # the topmost region item under the flag
    assert drawing.flag_item is not None and drawing.flag_item.zValue() > MARKERS_Z - 1
    assert len(drawing.tee_items) == 2 and to_yards(to_scene(Point(3, 4))) == Point(3, 4)
    assert to_scene(Point(3, 4)) == QPointF(3, -4)
    drawing.show(load_bundled().holes[0])
    assert "lake" not in drawing.region_items  # redrawn, nothing left of the last hole

    view = QGraphicsView(scene)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.resize(1280, 800)
    qtbot.addWidget(view)
    view.fitInView(drawing.bounds(), Qt.AspectRatioMode.KeepAspectRatio)
    SHOTS.mkdir(exist_ok=True)
    view.grab().save(str(SHOTS / "ultimate_hole_drawing.png"))
