"""Holes drawn in a test as a file would give them: boxes of terrain, read strictly."""

from __future__ import annotations

import json
from typing import Any

from golfstudio.ultimate.course import Hole


def box(region_id: str, kind: str, x0: float, y0: float, x1: float, y1: float,
        z: int = 0) -> dict[str, Any]:
    """A rectangular region from (x0, y0) to (x1, y1) in yards."""
    return {"id": region_id, "kind": kind, "z": z,
            "points": [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]}


def hole(data: dict[str, Any]) -> Hole:
    """A hole as a file gives it (JSON lists, read strictly)."""
    return Hole.model_validate_json(json.dumps(data))
