"""Icons drawn with QPainter: the editors' toolbars, layer toggles and Undo/Redo.

Every editor draws its icons in code (no image files to license, sharp at any size) on a
design box of its own (24 or 32 units a side); ``drawn_icon`` makes one drawing an icon of
any pixel size a toolbar asks for, drawn in the current colour scheme each time it is shown
(``theme.icon``), so the drawing knows neither its size nor the scheme.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QIcon, QPainter

from ui import theme

__all__ = ["drawn_icon"]


def drawn_icon(draw: Callable[[QPainter], None], *, box: float = 24.0) -> QIcon:
    """An icon of ``draw``'s picture, which works on a ``box`` × ``box`` square."""
    return theme.icon(draw, box)
