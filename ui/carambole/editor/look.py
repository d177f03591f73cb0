"""How a course looks: colours, textures and pens, built once and shared by every item.

A Carambole board is a felt table: soft green floor, beige sand with a grain, blue water, a
dark cup with its flag. Levels are the same felt a shade lighter per level up and darker per
level down, so a three-level course reads at a glance. Brushes and pens are cached: an item's
``paint`` only looks them up, which keeps a 2,000-cell frame cheap.
"""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen

from golfstudio.carambole.course import Terrain

FLOOR = QColor("#6fae78")
SAND = QColor("#e6d3a3")
SAND_GRAIN = QColor("#b89c61")
WATER = QColor("#5c9fd6")
WATER_WAVE = QColor("#b5dbf5")
GREEN = QColor("#84c08a")  # the hole cell: a slightly brighter putting green
CUP = QColor("#1b2620")
FLAG = QColor("#e03131")
PIN = QColor("#f8f9fa")
GRID = QColor(0, 0, 0, 34)
RIM = QColor("#2f5e3a")  # the course outline where no wall is drawn
STEP = QColor(20, 30, 20, 150)  # a level step between two cells

WALL = QColor("#5a3a22")
WALL_LIGHT = QColor("#9a6b43")
WALL_WIDTH = 7.0

SHADOW = QColor(0, 0, 0, 70)
SOLID = QColor("#8396aa")
CHANNEL = QColor("#d2a86e")
GROOVE = QColor("#a87d45")
VERTICAL = QColor("#c97a5b")
PASS_ARROW = QColor("#ffd43b")
UNDER_ARROW = QColor("#ff922b")
ARROW_EDGE = QColor(40, 30, 10, 200)

START_FILL = QColor("#ffffff")
START_EDGE = QColor("#2b3a30")
BOUNCE = QColor("#f783ac")  # printed bounce arrows: pink, apart from the pass arrows
BOUNCE_EDGE = QColor("#5c1038")

SELECTION = QColor("#18a0c8")
PREVIEW = QColor("#1e6fd9")
PREVIEW_FILL = QColor(30, 111, 217, 45)
REFUSED = QColor("#d9480f")

LEVEL_STEP_PERCENT = 14
"""How much lighter (darker) a level up (down) is drawn, in percent."""

_BASE = {Terrain.FLOOR: FLOOR, Terrain.SAND: SAND, Terrain.WATER: WATER, Terrain.HOLE: GREEN}


def terrain_colour(terrain: Terrain, level: int = 0) -> QColor:
    base = _BASE[terrain]
    if level > 0:
        return base.lighter(100 + LEVEL_STEP_PERCENT * level)
    if level < 0:
        return base.darker(100 + LEVEL_STEP_PERCENT * -level)
    return QColor(base)


def _texture(colour: QColor, speckle: QColor, density: float, seed: int,
             size: int = 48) -> QImage:
    """A flat colour with scattered speckles: felt fibres on the floor, grains in the sand."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(colour)
    rng = random.Random(seed)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(size * size * density)):
        dot = QColor(speckle)
        dot.setAlpha(rng.randint(40, 130))
        painter.setBrush(dot)
        radius = rng.uniform(0.45, 1.0)
        painter.drawEllipse(QPointF(rng.uniform(0, size), rng.uniform(0, size)), radius, radius)
    painter.end()
    return image  # an image, not a pixmap: a cached brush may outlive the application


@cache
def terrain_brush(terrain: Terrain, level: int = 0) -> QBrush:
    """The fill of a cell: textured for sand (grain) and floor (felt), flat for the rest."""
    colour = terrain_colour(terrain, level)
    if terrain is Terrain.SAND:
        return QBrush(_texture(colour, SAND_GRAIN.darker(100 + 8 * max(0, -level)), 0.05, 7))
    if terrain is Terrain.FLOOR:
        return QBrush(_texture(colour, colour.darker(118), 0.035, 3))
    return QBrush(colour)


@cache
def flat_brush(terrain: Terrain, level: int = 0) -> QBrush:
    """The fill when zoomed out so far that a texture would only cost time."""
    return QBrush(terrain_colour(terrain, level))


def pen(colour: QColor, width: float, *, cosmetic: bool = False,
        cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    p = QPen(colour, width)
    p.setCapStyle(cap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCosmetic(cosmetic)
    return p


@cache
def grid_pen() -> QPen:
    return pen(GRID, 1.0, cosmetic=True)


@cache
def rim_pen() -> QPen:
    return pen(RIM, 2.5)


@cache
def step_pen() -> QPen:
    p = pen(STEP, 2.0, cap=Qt.PenCapStyle.FlatCap)
    p.setDashPattern([3.0, 2.0])
    return p


@cache
def wall_pens() -> tuple[QPen, QPen]:
    """A wall is a wooden rail: a dark body with a lighter top line."""
    return pen(WALL, WALL_WIDTH), pen(WALL_LIGHT, WALL_WIDTH * 0.32)


@cache
def selection_pen() -> QPen:
    p = pen(SELECTION, 3.0, cosmetic=True)
    p.setStyle(Qt.PenStyle.DashLine)
    return p
