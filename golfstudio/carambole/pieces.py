"""The obstacle pieces a designer places: read from ``resources/carambole/pieces.json``.

The editor's palette (``ui/carambole/editor/palette.py``) only draws them.

A piece is an obstacle laid out around an anchor cell (0, 0): solid blocks and bars, straight
and curved channels, ramps, a centre-hole obstacle, a tunnel (carambole.md §5). Placing one
turns it about the anchor in 60° steps and moves the anchor to the cell under the cursor; the
result is an ordinary obstacle of the course, with the piece's name kept in ``piece``. The
pieces are data (style.md: "data, not code"): a new piece is a new entry in the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from golfstudio.carambole.course import AnyObstacle, Obstacle
from golfstudio.carambole.errors import CourseError
from golfstudio.hexgrid import ORIGIN, Hex
from golfstudio.i18n import tr
from golfstudio.jsonfile import JsonFileError, parse_json, read_text
from golfstudio.resources import resource_path

PIECES_FILE = resource_path("carambole", "pieces.json")
PIECES_FORMAT = "golfstudio.carambole-pieces"

_OBSTACLE: TypeAdapter[AnyObstacle] = TypeAdapter(Obstacle)


class _PieceEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    label: str = Field(min_length=1)
    kind: Literal["solid", "channel", "vertical"]
    cells: list[dict[str, Any]] = Field(min_length=1)
    sides: list[dict[str, Any]] = []


class _PieceFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["golfstudio.carambole-pieces"]
    version: Literal[1]
    notes: str = ""
    pieces: list[_PieceEntry]


@dataclass(frozen=True)
class Piece:
    """A palette piece: its name, a label for people, and the obstacle it makes at (0, 0)."""

    name: str
    label: str
    template: AnyObstacle

    @property
    def kind(self) -> str:
        return self.template.kind

    @property
    def shown_label(self) -> str:
        """The label in the user's language (``piece_label``)."""
        return piece_label(self.label)

    def obstacle(self, obstacle_id: str, at: Hex, rotation: int = 0) -> AnyObstacle:
        """The piece turned ``rotation`` × 60° counter-clockwise about its anchor, with the
        anchor on ``at``."""
        turned = self.template.rotated(rotation % 6, ORIGIN) if rotation % 6 else self.template
        placed = turned.moved(at) if at != ORIGIN else turned
        return placed.replace(id=obstacle_id)

    def cells_at(self, at: Hex, rotation: int = 0) -> tuple[Hex, ...]:
        return self.obstacle("piece", at, rotation).hexes


def piece_labels() -> dict[str, str]:
    """Every bundled piece's English label (pieces.json) and its words in the user's language;
    lupdate reads no JSON, so the labels are written here too (a test keeps them complete)."""
    return {"Block": tr("Block", "an obstacle piece"), "Bar": tr("Bar", "an obstacle piece"),
            "Triangle": tr("Triangle", "an obstacle piece"), "L": tr("L", "an obstacle piece"),
            "Straight channel": tr("Straight channel", "an obstacle piece"),
            "Curved channel": tr("Curved channel", "an obstacle piece"),
            "Ramp": tr("Ramp", "an obstacle piece"),
            "Centre hole": tr("Centre hole", "an obstacle piece"),
            "Tunnel": tr("Tunnel", "an obstacle piece")}


def piece_label(label: str) -> str:
    """A piece's label as the palette shows it: translated when it is a bundled piece's."""
    return piece_labels().get(label, label)


def load_pieces(path: Path = PIECES_FILE) -> tuple[Piece, ...]:
    """Read a pieces file; a broken one raises ``CourseError`` naming what is wrong."""
    try:
        data = parse_json(read_text(path))
        entries = _PieceFile.model_validate(data)
        pieces = tuple(
            Piece(e.name, e.label, _OBSTACLE.validate_python({
                "id": "piece", "kind": e.kind, "piece": e.name, "cells": e.cells,
                "sides": e.sides}))
            for e in entries.pieces)
    except (JsonFileError, ValidationError) as exc:
        raise CourseError(f"{path.name}: {exc}") from None
    names = [p.name for p in pieces]
    if len(set(names)) != len(names):
        raise CourseError(tr("{file}: two pieces share a name").format(file=path.name))
    return pieces


@cache
def bundled_pieces() -> tuple[Piece, ...]:
    return load_pieces()
