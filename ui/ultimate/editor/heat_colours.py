"""The heat map's colour scale, shared by the overlay and its legend."""

from __future__ import annotations

from PySide6.QtGui import QColor

__all__ = ["heat_colour"]


def heat_colour(t: float) -> QColor:
    """Green (few strokes) through yellow to red (many), ``t`` from 0 to 1."""
    t = max(0.0, min(1.0, t))
    hue = (1.0 - t) * 120.0 / 360.0
    return QColor.fromHsvF(hue, 0.85, 0.95, 0.78)
