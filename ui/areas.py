"""The studio's four areas as the start page and the menus name them.

Kept as data in one place so the tiles, their icons and the main window agree on wording.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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


AREAS: tuple[AreaInfo, ...] = (
    AreaInfo(Area.COURSES, "Courses",
             "Design Mini Golf Carambole courses: felt, walls, obstacles", "Design a course"),
    AreaInfo(Area.PLAY, "Play",
             "Play Mini Golf Carambole on screen against the AIs; every round is kept in "
             "the scorecards", "Start a game"),
    AreaInfo(Area.GAME_NIGHT, "Game night",
             "Set up a night at the table, score it hole by hole, look back over past nights",
             "Score a night"),
    AreaInfo(Area.LEAGUE, "League",
             "Run a PBM Golf league", "Open the league"),
)

LATER = "Arrives in a later version"


def info(area: Area) -> AreaInfo:
    return next(a for a in AREAS if a.area is area)
