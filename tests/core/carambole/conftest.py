"""Courses shared by the Carambole course tests."""

from __future__ import annotations

from typing import Any

import pytest

from golfstudio.carambole.course import (
    ChannelObstacle,
    Course,
    Ruleset,
    Side,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import hex_board, with_curved_outline
from golfstudio.carambole.wall_runs import edges_between, straight_angle
from golfstudio.hexgrid import Hex, edge, vertex


def sample_course() -> Course:
    """A valid course using every kind of object: the round trip and schema tests' example."""
    course = hex_board(3, hole=Hex(3, 0), starts=[Hex(-3, 0), Hex(-3, 1), Hex(-2, 2)],
                       name="Every object")
    course = course.replace(notes="Built by tests/core/carambole/conftest.py.",
                            stroke_limit=12)
    course = course.set_terrain(Hex(1, 2), Terrain.SAND).set_terrain(Hex(2, 1), Terrain.WATER)
    course = with_curved_outline(course)
    run = edges_between(vertex(Hex(-1, 1), 1), vertex(Hex(1, 1), 1))
    course = course.add_wall(Wall(id="w1", kind=WallKind.STRAIGHT, edges=run,
                                  angle=straight_angle(run)))
    course = course.add_obstacle(SolidObstacle(
        id="o1", piece="block", cells=[{"q": 1, "r": 0}],
        sides=[Side(edges=[edge(Hex(1, 0), d)], angle=a)
               for d, a in ((0, 90), (1, 150), (2, 30), (3, 90), (4, 150), (5, 30))]))
    course = course.add_obstacle(ChannelObstacle(id="o2", cells=[
        {"q": -1, "r": -1, "passes": [[0, 0], [3, 3]]},
        {"q": 0, "r": -1, "passes": [[0, 0], [3, 3]]},
    ]))
    course = course.add_obstacle(VerticalObstacle(id="o3", cells=[
        {"q": -1, "r": -2, "part": "ramp-up", "passes": [[0, 0], [3, 3]]},
        {"q": 0, "r": -2, "part": "centre-hole", "passes": [[0, 0], [3, 3]]},
        {"q": 1, "r": -2, "part": "ramp-down", "passes": [[0, 0], [3, 3]]},
    ]))
    course = course.set_bounce_override(Hex(0, -3), 1, 0)
    return course.replace(ruleset=Ruleset(
        dice=[{"name": "white", "colour": "white", "faces": [1, 2, 3, 4, 5, 6]}],
        cards=[{"name": "+1", "op": "+", "value": 1}]))


@pytest.fixture
def course() -> Course:
    return sample_course()


def file_data(**changes: Any) -> dict[str, Any]:
    """A minimal valid course file as a JSON object, with top-level keys changed."""
    data: dict[str, Any] = {
        "format": "golfstudio.carambole",
        "version": 1,
        "cells": [{"q": 0, "r": 0, "terrain": "floor"}, {"q": 1, "r": 0, "terrain": "floor"},
                  {"q": 2, "r": 0, "terrain": "hole"}],
        "starts": [[0, 0]],
    }
    data.update(changes)
    return data
