"""Saving a screenshot a person will look at, and checking first that it shows something."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

SIZE = (1200, 800)


def distinct_colours(image: QImage, step: int = 8) -> int:
    """Colours seen on a grid of sample points: a blank or one-colour image has one or two."""
    return len({image.pixel(x, y)
                for x in range(0, image.width(), step)
                for y in range(0, image.height(), step)})


def save_screenshot(widget: QWidget, path: Path, size: tuple[int, int] = SIZE) -> QImage:
    """``widget`` as a PNG at ``path``, checked to be ``size`` (the main window's default
    unless a test shows another) and not blank."""
    # Let queued layout requests run first, as the event loop does before a user sees a frame.
    QApplication.processEvents()
    pixmap = widget.grab()
    assert pixmap.save(str(path)), f"could not write {path}"
    image = QImage(str(path))
    assert (image.width(), image.height()) == size
    # Text, icons and table cells in antialiased shades give far more than a blank page's few.
    assert distinct_colours(image) > 40
    return image
