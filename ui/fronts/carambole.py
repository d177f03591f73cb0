"""Mini Golf Carambole's areas before they are built: the course editor and Play."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPolygonF

from ui import icons
from ui.areas import Front, MenuEntry, Tile
from ui.game_titles import game_title


def _hexagon(cx: float, cy: float, r: float) -> QPolygonF:
    """Pointy-top hexagon, the cell shape of Carambole's board."""
    return QPolygonF([
        QPointF(cx + r * math.cos(math.radians(60 * i - 90)),
                cy + r * math.sin(math.radians(60 * i - 90)))
        for i in range(6)
    ])


def _draw_courses_icon(p: QPainter, colour: QColor) -> None:
    r = 12.0
    w = math.sqrt(3) * r
    cells = [(32 - w / 2, 42), (32 + w / 2, 42), (32, 42 - 1.5 * r)]
    p.setPen(icons.icon_pen(colour, 2.5))
    for i, (cx, cy) in enumerate(cells):
        p.setBrush(icons.tint(colour, 70) if i == 0 else Qt.BrushStyle.NoBrush)
        p.drawPolygon(_hexagon(cx, cy, r))
    # The flag stands in the top cell: the hole of the course.
    p.setBrush(colour)
    p.drawEllipse(QPointF(32, 28), 2.2, 1.4)
    p.drawLine(QPointF(32, 28), QPointF(32, 9))
    p.drawPolygon(QPolygonF([QPointF(32, 9), QPointF(43, 12.5), QPointF(32, 16)]))


def paint_courses_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Three hex cells of felt with the flag in the top one: the Courses tile's icon."""
    icons.paint_scaled(painter, rect, _draw_courses_icon, colour)


def editor() -> Front:
    """The Courses area. Its New keeps the platform's New key (Ctrl+N): the studio's first
    editor; the others' New have none, so one key never names two actions."""
    return Front(
        Tile(QCoreApplication.translate("CourseEditorWindow", "Carambole courses"),
             QCoreApplication.translate(
                 "CourseEditorWindow", "Design {game} courses: the felt, walls and obstacles, "
                 "with an analysis of how they play").format(game=game_title("carambole")),
             QCoreApplication.translate("CourseEditorWindow", "Design a course"),
             paint_courses_icon),
        new=(MenuEntry(QCoreApplication.translate("CourseEditorWindow", "&New Course"),
                       QCoreApplication.translate("CourseEditorWindow", "Start an empty course"),
                       tuple(QKeySequence.keyBindings(QKeySequence.StandardKey.New))),),
        open=(MenuEntry(QCoreApplication.translate("CourseEditorWindow",
                                                   "Open Bundled Course as &Template"),
                        submenu=True),))


def play() -> Front:
    return Front(Tile(
        QCoreApplication.translate("PlayArea", "Play Carambole"),
        QCoreApplication.translate(
            "PlayArea", "Play {game} on screen against the AIs or each other; every round is "
            "kept in the scorecards").format(game=game_title("carambole")),
        QCoreApplication.translate("PlayArea", "Start a game"), icons.paint_play_icon))
