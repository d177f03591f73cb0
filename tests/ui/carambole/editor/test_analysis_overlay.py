"""The analysis layers on the canvas: toggled by their actions, the heat map's colours, the
hatched pocket, the minimal strokes, the best-shot arrow under a real mouse, fading while
stale."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from golfstudio.analysis import analyse_course
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.course import Terrain
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.analysed import lane_course, pocket_course, wait_settled
from tests.ui.carambole.editor.conftest import Canvas
from ui.carambole.editor.analysis import LAYER_NAMES, HeatScale, attach_analysis
from ui.carambole.editor.analysis.overlay import (
    HATCH,
    HEAT_ALPHA,
    STALE_OPACITY,
    AnalysisLayer,
    shot_label,
)
from ui.carambole.editor.commands import PaintCells
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import CELL_SIZE, centre

EVERY_LAYER = tuple(LAYER_NAMES)


def painted(layer: AnalysisLayer, cell: Hex, size: int = 80) -> QImage:
    """The layer alone, painted on a transparent image centred on ``cell`` at zoom 1."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(size / 2, size / 2) - centre(cell))
    option = QStyleOptionGraphicsItem()
    option.exposedRect = layer.boundingRect()
    layer.paint(painter, option, None)
    painter.end()
    return image


def hue(colour: QColor) -> float:
    return colour.hueF()


def test_each_layer_shows_while_its_action_is_checked(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(lane_course())
    live = attach_analysis(editor, debounce_ms=30, visible=())
    wait_settled(qtbot, live)
    overlay = live.overlay
    assert not any(layer.isVisible() for layer in overlay.layers.values())
    assert not overlay.legend.isVisible()
    for name in LAYER_NAMES:
        button = editor.toolbar.widgetForAction(live.actions[name])
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert live.actions[name].isChecked() and overlay.layers[name].isVisible()
        assert overlay.layers[name].analysis is live.runner.analysis
    assert overlay.legend.isVisible()  # with the heat map
    qtbot.mouseClick(editor.toolbar.widgetForAction(live.actions["heat"]),
                     Qt.MouseButton.LeftButton)
    assert not overlay.heat.isVisible() and not overlay.legend.isVisible()
    assert overlay.numbers.isVisible()
    live.actions["numbers"].setChecked(False)  # as a View menu would
    assert not overlay.numbers.isVisible()


def test_a_hidden_layer_is_built_only_when_shown(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(lane_course())
    live = attach_analysis(editor, debounce_ms=30, visible=("unreachable",))
    wait_settled(qtbot, live)
    heat = live.overlay.heat
    assert heat.rebuilds == 0 and heat.colours == {}
    live.actions["heat"].setChecked(True)
    assert heat.rebuilds == 1 and heat.colours


def test_the_heat_map_colours_each_cell_by_its_expected_strokes(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(load_bundled("course-3-modified"))
    live = attach_analysis(editor, debounce_ms=30, visible=("heat",))
    wait_settled(qtbot, live)
    analysis = live.runner.analysis
    assert analysis is not None
    heat = live.overlay.heat
    scale = heat.heat_scale
    assert scale is not None
    assert set(heat.colours) == set(analysis.states)
    for cell, figures in analysis.states.items():
        assert heat.colour_at(cell) == scale.colour(figures.expected)
    # Drawn as computed: the cell's centre carries its colour at the heat map's opacity.
    ordered = sorted(analysis.states.values(), key=lambda s: s.expected)
    easiest, hardest = ordered[0], ordered[-1]
    for figures in (easiest, hardest):
        drawn = painted(heat, figures.cell).pixelColor(40, 40)
        wanted = scale.colour(figures.expected)
        assert drawn.alpha() == HEAT_ALPHA
        assert abs(drawn.red() - wanted.red()) <= 2 and abs(drawn.green() - wanted.green()) <= 2
        assert abs(drawn.blue() - wanted.blue()) <= 2
    # Few strokes green, many red.
    assert hue(scale.colour(easiest.expected)) > 0.2 > hue(scale.colour(hardest.expected))
    assert scale.low <= easiest.expected and hardest.expected <= scale.high
    legend = live.overlay.legend
    assert legend.isVisible() and legend.scale is scale
    assert legend.geometry().bottom() < editor.view.geometry().bottom()


def test_the_heat_scale_has_whole_bounds_and_clamps() -> None:
    scale = HeatScale(2.0, 5.0, bands=6)
    assert scale.band(1.0) == 0 and scale.band(2.0) == 0 and scale.band(9.0) == 5
    assert scale.colour(2.1) == scale.band_colour(0)
    assert [scale.band(v) for v in (2.0, 2.6, 3.1, 3.6, 4.1, 4.6)] == [0, 1, 2, 3, 4, 5]
    assert scale.ticks() == [2.0, 3.0, 4.0, 5.0]
    assert HeatScale(3.0, 3.0).high == 4.0


def test_the_walled_off_pocket_is_hatched(make_editor: Callable[..., CourseEditor],
                                          qtbot: QtBot) -> None:
    editor = make_editor(pocket_course())
    live = attach_analysis(editor, debounce_ms=30, visible=("unreachable",))
    wait_settled(qtbot, live)
    analysis = live.runner.analysis
    assert analysis is not None
    layer = live.overlay.unreachable
    pocket = {Hex(q, r) for q, r in [(7, 0), (8, 0), (9, 0), (7, 1), (8, 1), (9, 1), (6, 2),
                                     (7, 2), (8, 2)]}
    assert set(analysis.unreachable) == pocket
    assert layer.hatched | layer.crossed == pocket
    assert layer.crossed == set(analysis.traps)  # no way out at all: cross-hatched

    def stripes(cell: Hex) -> int:
        image = painted(layer, cell, 40)
        return sum(1 for x in range(4, 36) for y in range(4, 36)
                   if (c := image.pixelColor(x, y)).alpha() > 150
                   and c.red() < 140 and c.green() < 60 and abs(c.red() - HATCH.red()) < 60)

    assert stripes(Hex(8, 1)) > 60  # the pocket is striped
    assert stripes(Hex(2, 1)) == 0  # the playable part is not
    assert live.overlay.legend.isHidden()  # the legend comes with the heat map only


def test_the_minimal_strokes_are_numbered(make_editor: Callable[..., CourseEditor],
                                          qtbot: QtBot) -> None:
    editor = make_editor(pocket_course())
    live = attach_analysis(editor, debounce_ms=30, visible=("numbers",))
    wait_settled(qtbot, live)
    analysis = live.runner.analysis
    assert analysis is not None
    numbers = live.overlay.numbers.numbers
    assert numbers == {h: s.min_strokes for h, s in analysis.states.items()
                       if s.min_strokes is not None}
    assert numbers[Hex(3, 0)] == 1 and Hex(8, 1) not in numbers
    image = painted(live.overlay.numbers, Hex(3, 0), 40)
    assert image.pixelColor(20, 20).alpha() > 0  # a tag is drawn on the cell


def test_hovering_a_cell_shows_its_best_shot_as_an_arrow(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot) -> None:
    editor = make_editor(load_bundled("course-5"))
    live = attach_analysis(editor, debounce_ms=30, visible=("best_shot",))
    wait_settled(qtbot, live)
    analysis = live.runner.analysis
    assert analysis is not None
    arrow = live.overlay.best_shot
    canvas = canvas_of(editor)
    for cell in (analysis.starts[0].cell, Hex(3, 2), Hex(10, 6)):
        canvas.move(cell)
        best = analysis.best_shot(cell, 0)
        assert best is not None and arrow.cell == cell
        assert arrow.choice == best and arrow.shows_arrow
        assert arrow.label.startswith(shot_label(best))
        # The arrow leaves the cell's centre in the shot's direction.
        tip = arrow._head.at(0) - centre(cell)
        angle = math.degrees(math.atan2(-tip.y(), tip.x())) % 360
        assert abs((angle - best.direction.angle + 180) % 360 - 180) < 1
        assert math.hypot(tip.x(), tip.y()) > CELL_SIZE * 1.5
        # The faces' end cells are ringed, each face counted once.
        assert sum(arrow.ends.values()) == 6
        assert arrow.isVisible() and arrow.boundingRect().contains(centre(cell))
    canvas.move(QPointF(-30 * CELL_SIZE, 0))  # the void: no rest state, no arrow
    assert arrow.choice is None and not arrow.shows_arrow


def test_the_labels_name_the_die_or_the_card() -> None:
    from golfstudio.analysis import ShotChoice
    from golfstudio.hexgrid import Direction

    assert shot_label(ShotChoice(Direction.E, "yellow")) == "yellow die"
    assert shot_label(ShotChoice(Direction.W, "+3", card=True)) == "card +3"


def test_the_layers_fade_while_the_analysis_is_stale(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor(lane_course())
    live = attach_analysis(editor, debounce_ms=80, visible=EVERY_LAYER)
    wait_settled(qtbot, live)
    layers = live.overlay.layers.values()
    assert all(layer.opacity() == 1.0 for layer in layers)
    editor.document.push(PaintCells(editor.document, [Hex(2, 2)], Terrain.WATER))
    assert all(layer.opacity() == STALE_OPACITY for layer in layers)
    wait_settled(qtbot, live)
    assert all(layer.opacity() == 1.0 for layer in layers)
    assert live.overlay.heat.analysis is live.runner.analysis
    assert live.runner.analysis is not None
    assert live.runner.analysis.to_dict() == analyse_course(editor.document.course).to_dict()
