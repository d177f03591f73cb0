"""A hole's map as an SVG picture, written by the core so the CLI can draw without Qt.

``golfstudio ultimate show --svg`` gives an author a look at a hole from a terminal or a
script (a course printed for the table, a check of a generated course); the editor draws
with Qt instead. The picture is the hole as the rules see it: regions filled by terrain in
the order the terrain is decided (``plane.topmost``: z-order, then the list), so what shows
on top is what the ball would lie on; then the line of play, the tee markers, the 150-yard
markers and the flag. One SVG unit is one yard; the map's y runs up, SVG's down, so points
are drawn at ``(x, -y)``.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from golfstudio.i18n import tr
from golfstudio.jsonfile import write_atomically
from golfstudio.plane import Point
from golfstudio.ultimate.course import Hole, Terrain
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.facts import hole_length, line_of_play

__all__ = ["TERRAIN_COLOURS", "hole_svg", "write_hole_svg"]

TERRAIN_COLOURS: dict[Terrain, str] = {
    Terrain.TEE: "#7cc36b",
    Terrain.FAIRWAY: "#6fbf4a",
    Terrain.ROUGH: "#3f8a2e",
    Terrain.GREEN: "#9ee07a",
    Terrain.FRINGE: "#82cf5e",
    Terrain.BUNKER: "#ecd9a0",
    Terrain.WATER: "#3a86c8",
    Terrain.LATERAL_WATER: "#4a9ad6",
    Terrain.TREES: "#1f5a24",
    Terrain.OUT_OF_BOUNDS: "#b9b3a6",
    Terrain.CART_PATH: "#c8c2b4",
    Terrain.BRIDGE: "#9a6b3f",
    Terrain.STONE_WALL: "#7d7a73",
    Terrain.RAILWAY: "#5b4636",
    Terrain.MARKER_150: "#ffffff",
}
"""Colours a player reads at a glance: greens lighter the nearer the flag, sand pale, water
blue, out of bounds grey (the page behind the map is out of bounds too)."""

MARGIN = 20.0
"""Yards of page around the hole's regions, so the outermost outline is not cut."""

_OFF_MAP = "#d8d4ca"


def _xy(p: Point) -> str:
    return f"{p.x:g},{-p.y:g}"


def _bounds(hole: Hole) -> tuple[float, float, float, float]:
    points = [p for r in hole.regions for p in r.outline]
    points += list(hole.tee_markers) + list(hole.markers_150)
    if hole.flag is not None:
        points.append(hole.flag)
    if not points:
        return -50.0, -50.0, 100.0, 100.0
    left = min(p.x for p in points) - MARGIN
    top = min(-p.y for p in points) - MARGIN
    right = max(p.x for p in points) + MARGIN
    bottom = max(-p.y for p in points) + MARGIN
    return left, top, right - left, bottom - top


def hole_svg(hole: Hole, number: int, pixels_per_yard: float = 1.5) -> str:
    """The SVG text of one hole; ``number`` is its place in the course, for the title."""
    left, top, width, height = _bounds(hole)
    title = f"Hole {number}" + (f": {hole.name}" if hole.name else "")
    facts = f"par {hole.par}, stroke index {hole.stroke_index}, {hole_length(hole):.0f} yards"
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * pixels_per_yard:.0f}" '
        f'height="{height * pixels_per_yard:.0f}" viewBox="{left:g} {top:g} {width:g} '
        f'{height:g}">',
        f"<title>{escape(title)} ({escape(facts)})</title>",
        f'<rect x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" '
        f'fill="{_OFF_MAP}"/>',
    ]
    order = sorted(range(len(hole.regions)), key=lambda i: (hole.regions[i].z, i))
    for i in order:
        region = hole.regions[i]
        points = " ".join(_xy(p) for p in region.outline)
        lines.append(f'<polygon id="{escape(region.id)}" class="{region.kind.value}" '
                     f'points="{points}" fill="{TERRAIN_COLOURS[region.kind]}" '
                     'stroke="#00000033" stroke-width="0.5"/>')
    route = line_of_play(hole)
    if route:
        lines.append('<polyline class="line-of-play" points="'
                     + " ".join(_xy(p) for p in route)
                     + '" fill="none" stroke="#ffffff" stroke-width="0.8" '
                     'stroke-dasharray="4 4" opacity="0.8"/>')
    for p in hole.tee_markers:
        lines.append(f'<circle class="tee-marker" cx="{p.x:g}" cy="{-p.y:g}" r="2.5" '
                     'fill="#ffffff" stroke="#000000" stroke-width="0.6"/>')
    for p in hole.markers_150:
        lines.append(f'<circle class="marker-150" cx="{p.x:g}" cy="{-p.y:g}" r="2.5" '
                     'fill="#ffffff" stroke="#c0392b" stroke-width="1"/>')
    if hole.flag is not None:
        x, y = hole.flag.x, -hole.flag.y
        lines.append(f'<g class="flag"><circle cx="{x:g}" cy="{y:g}" r="1.5" fill="#000000"/>'
                     f'<line x1="{x:g}" y1="{y:g}" x2="{x:g}" y2="{y - 14:g}" '
                     'stroke="#000000" stroke-width="0.8"/>'
                     f'<polygon points="{x:g},{y - 14:g} {x + 8:g},{y - 11:g} {x:g},{y - 8:g}" '
                     'fill="#d62828"/></g>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def write_hole_svg(hole: Hole, number: int, path: str | Path) -> None:
    """Write the picture atomically; a folder that is missing or read-only is the user's
    mistake, told in one line."""
    path = Path(path)
    try:
        write_atomically(path, hole_svg(hole, number))
    except OSError as exc:
        raise UltimateError(tr("cannot write {path}: {reason}").format(
            path=path, reason=exc.strerror or exc)) from None
