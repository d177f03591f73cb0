"""The heat map drawn smoothly and clipped to the hole (issue 28, item 8): a colour per yard
interpolated between the lattice's positions, none outside the hole's regions nor over water,
and on screen nothing outside the regions' outlines."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate.analysis import HoleAnalysis, analyse_hole
from golfstudio.ultimate.analysis_model import NODE_YARDS
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import Hole, Terrain
from golfstudio.ultimate.lie import WATERS
from golfstudio.ultimate.raster import classify
from tests.ui.ultimate.editor.conftest import Answers, Canvas, make_window, save_picture
from ui.ultimate.drawing.hole_drawing import to_scene, to_yards
from ui.ultimate.editor.analysis import HeatMap
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.window import HoleLayoutWindow

ANALYSIS_MS = 120_000
"""Generous: a machine that runs other tests too."""

AROUND = [Point(dx, dy) for dx in (-2, 0, 2) for dy in (-2, 0, 2)]
"""A point and its neighbours two yards away: all off a region means well off it."""


@pytest.fixture(scope="module")
def pond_short() -> HoleAnalysis:
    """Hole 4 of the bundled course, a par 3 beside a lateral water (quick to analyse)."""
    return analyse_hole(load_bundled().holes[3], default_cards(), number=4)


def pixel(heat: HeatMap, p: Point) -> QColor:
    col = math.floor((p.x - heat.origin.x) / heat.pixel_yards)
    row = math.floor((heat.origin.y - p.y) / heat.pixel_yards)
    return QColor.fromRgba(heat.image.pixel(col, row))


def well_off(hole: Hole, p: Point) -> bool:
    return all(hole.region_at(p + d) is None for d in AROUND)


def well_in(hole: Hole, p: Point, terrains: set[Terrain] | frozenset[Terrain]) -> bool:
    return all((r := hole.region_at(p + d)) is not None and r.kind in terrains for d in AROUND)


def test_the_picture_is_interpolated_and_clipped(qtbot: QtBot, pond_short: HoleAnalysis) -> None:
    heat = HeatMap.of(pond_short)
    assert heat is not None and heat.pixel_yards == 1.0
    hole = pond_short.hole
    xs, ys, values = pond_short.lattice()
    fairway = {(float(x), float(y)): float(v) for x, y, v in zip(xs, ys, values, strict=True)
               if well_in(hole, Point(x, y), {Terrain.FAIRWAY})}
    assert len(fairway) > 50
    for x, y in fairway:
        assert pixel(heat, Point(x, y)).alpha() == 255, "the fairway is coloured"
        assert heat.outline.contains(to_scene(Point(x, y)))

    # Between two positions of different values, a colour between theirs: the hue runs
    # from green (few strokes) to red (many). (Both in the same situation: the fairway
    # within a chip of the green is read apart from the fairway beyond, as a ball is.)
    span = heat.high - heat.low
    pairs = [((x, y), (x + NODE_YARDS, y)) for x, y in fairway
             if (x + NODE_YARDS, y) in fairway
             and abs(fairway[(x, y)] - fairway[(x + NODE_YARDS, y)]) > 0.02 * span
             and len(set(classify(hole, np.array([x, x + NODE_YARDS / 2, x + NODE_YARDS]),
                                  np.array([y, y, y]))[1].tolist())) == 1]
    assert len(pairs) > 10
    for a, b in pairs:
        hues = sorted(pixel(heat, Point(*p)).hsvHueF() for p in (a, b))
        halfway = pixel(heat, Point(a[0] + NODE_YARDS / 2, a[1])).hsvHueF()
        assert hues[0] < halfway < hues[1]

    # Nothing off the hole's regions nor over the water: transparent, and outside the clip.
    box = heat.image.rect()
    off = water = 0
    for row in range(0, box.height(), 5):
        for col in range(0, box.width(), 5):
            p = Point(heat.origin.x + col + 0.5, heat.origin.y - row - 0.5)
            if well_off(hole, p):
                off += 1
            elif well_in(hole, p, WATERS):
                water += 1
            else:
                continue
            assert QColor.fromRgba(heat.image.pixel(col, row)).alpha() == 0
            assert not heat.outline.contains(to_scene(p))
    assert off > 100 and water > 20


def shown_heat(qtbot: QtBot, window: HoleLayoutWindow, editor: HoleEditor,
               number: int) -> HeatMap:
    """Hole ``number`` shown with its heat map, inside its clip."""
    analysis = window.analysis(editor)
    assert analysis is not None
    editor.show_hole(number - 1)
    qtbot.waitUntil(analysis.is_current, timeout=ANALYSIS_MS)
    heat = analysis.heat
    assert heat is not None and analysis.heat_item.isVisible()
    clip = analysis.heat_item.parentItem()
    assert clip is analysis.heat_clip and clip.path() == heat.outline
    assert clip.flags() & QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape
    return heat


def test_on_screen_nothing_spills_past_the_hole(qtbot: QtBot, answers: Answers,
                                                tmp_path: Path) -> None:
    window = make_window(qtbot, answers, tmp_path / "recovery", live_analysis=True)
    editor = window.open_template()
    assert editor is not None
    for number in (1, 18, 4):
        shown_heat(qtbot, window, editor, number)
        save_picture(window, f"ultimate-editor-heat-map-hole-{number}.png")

    # Hole 4, zoomed in on the pond's corner of the hole: a screen pixel off every region is
    # as it is without the heat map; one on the fairway is not.
    analysis = window.analysis(editor)
    assert analysis is not None
    hole = editor.hole
    editor.view.scale(3, 3)
    editor.view.centerOn(to_scene(Point(45, 160)))
    viewport = editor.view.viewport()
    with_heat = viewport.grab().toImage()
    analysis.heat_item.setVisible(False)
    without = viewport.grab().toImage()
    analysis.heat_item.setVisible(True)
    off = on = 0
    for y in range(0, viewport.height(), 7):
        for x in range(0, viewport.width(), 7):
            p = to_yards(editor.view.mapToScene(QPoint(x, y)))
            ratio = with_heat.devicePixelRatio()
            at = QPoint(round(x * ratio), round(y * ratio))
            if well_off(hole, p):
                off += 1
                assert with_heat.pixel(at) == without.pixel(at), f"heat off the hole at {p}"
            elif well_in(hole, p, {Terrain.FAIRWAY}):
                on += 1
                assert with_heat.pixel(at) != without.pixel(at), f"no heat on the fairway at {p}"
    assert off > 20 and on > 20

    # The hover still reads the lattice: the best shot from the position under the mouse.
    heat = analysis.heat
    assert heat is not None and hole.flag is not None
    flag = hole.flag
    node = next(n for nodes in heat.buckets.values() for n in nodes
                if 40 < n.at.distance_to(flag) < 70 and well_in(hole, n.at, {Terrain.FAIRWAY}))
    editor.view.centerOn(to_scene(node.at))
    Canvas(qtbot, editor).move(node.at)
    qtbot.waitUntil(analysis.arrow.isVisible)
    assert f"{node.expected:.2f} strokes" in analysis.arrow_label.text()
    image: QImage = save_picture(window, "ultimate-editor-heat-map-zoomed.png")
    assert (image.width(), image.height()) == (1280, 800)
    window.close_all()
