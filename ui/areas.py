"""The studio's four areas as the start page and the menus name them.

Kept as data in one place so the tiles, their icons and the main window agree on wording.
The texts are English source strings marked for ``pyside6-lupdate`` (context ``Areas``) and
translated when shown, so a translator installed after import still reaches them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


class Area(Enum):
    COURSES = "courses"
    PLAY = "play"
    GAME_NIGHT = "game-night"
    LEAGUE = "league"


@dataclass(frozen=True)
class AreaInfo:
    area: Area
    title: str
    description: str
    action: str  # what clicking the tile does, shown on the tile and read by screen readers

    @property
    def shown_title(self) -> str:
        return QCoreApplication.translate("Areas", self.title)

    @property
    def shown_description(self) -> str:
        return QCoreApplication.translate("Areas", self.description)

    @property
    def shown_action(self) -> str:
        return QCoreApplication.translate("Areas", self.action)


# QT_TRANSLATE_NOOP is typed as returning object; str() keeps the fields typed.
AREAS: tuple[AreaInfo, ...] = (
    AreaInfo(Area.COURSES, str(QT_TRANSLATE_NOOP("Areas", "Courses")),
             str(QT_TRANSLATE_NOOP(
                 "Areas", "Design Mini Golf Carambole courses: felt, walls, obstacles")),
             str(QT_TRANSLATE_NOOP("Areas", "Design a course"))),
    AreaInfo(Area.PLAY, str(QT_TRANSLATE_NOOP("Areas", "Play")),
             str(QT_TRANSLATE_NOOP(
                 "Areas", "Play Mini Golf Carambole on screen against the AIs; every round "
                 "is kept in the scorecards")),
             str(QT_TRANSLATE_NOOP("Areas", "Start a game"))),
    AreaInfo(Area.GAME_NIGHT, str(QT_TRANSLATE_NOOP("Areas", "Game night")),
             str(QT_TRANSLATE_NOOP(
                 "Areas", "Set up a night at the table, score it hole by hole, look back over "
                 "past nights")),
             str(QT_TRANSLATE_NOOP("Areas", "Score a night"))),
    AreaInfo(Area.LEAGUE, str(QT_TRANSLATE_NOOP("Areas", "League")),
             str(QT_TRANSLATE_NOOP("Areas", "Run a PBM Golf league")),
             str(QT_TRANSLATE_NOOP("Areas", "Open the league"))),
)

LATER = str(QT_TRANSLATE_NOOP("Areas", "Arrives in a later version"))


def shown_later() -> str:
    return QCoreApplication.translate("Areas", LATER)


def info(area: Area) -> AreaInfo:
    return next(a for a in AREAS if a.area is area)
