"""Icons drawn with QPainter: the editors' toolbars, layer toggles and Undo/Redo.

Every editor draws its icons in code (no image files to license, sharp at any size) on a
design box of its own (24 or 32 units a side); ``drawn_icon`` paints one drawing at each
pixel size a toolbar may ask for, so the drawing never knows the size it is shown at.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

__all__ = ["drawn_icon"]

SIZES = (16, 24, 32, 48)
"""The pixel sizes of an icon, from a small menu's to a high-density toolbar's."""


def drawn_icon(draw: Callable[[QPainter], None], *, box: float = 24.0,
               sizes: Iterable[int] = SIZES) -> QIcon:
    """An icon holding ``draw``'s picture at each of ``sizes`` pixels: the painter is
    antialiased and scaled so that ``draw`` works on a ``box`` × ``box`` square."""
    icon = QIcon()
    for size in sizes:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(size / box, size / box)
        draw(painter)
        painter.end()
        icon.addPixmap(pixmap)
    return icon
