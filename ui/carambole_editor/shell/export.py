"""Exporting the board as a picture: PNG for sharing, SVG for printing at any size.

Both render the scene's course rectangle (``CourseScene.content_rect``) with a small margin,
without what only the editor shows: the selection, a tool's preview, the void lattice.
Files are written through ``QSaveFile``, so a failed export never leaves half a file.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QRectF, QSaveFile, QSize
from PySide6.QtGui import QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from golfstudio.errors import GolfStudioError
from ui.carambole_editor.geometry import CELL_SIZE
from ui.carambole_editor.items import Z_PREVIEW
from ui.carambole_editor.scene import CourseScene

MARGIN = CELL_SIZE / 2
"""Room around the cells so the outer walls are not cut."""

PNG_SCALE = 2.0
"""Pixels per scene pixel in a PNG: a cell is 110 px across, sharp on paper and screens."""

MAX_PNG_SIDE = 12000


class ExportError(GolfStudioError):
    """The picture could not be written; the message says why."""


def export_rect(scene: CourseScene) -> QRectF:
    rect = scene.content_rect()
    if rect.isEmpty():
        raise ExportError("the course has no cells to draw")
    return rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)


@contextmanager
def board_only(scene: CourseScene, hidden: list[QGraphicsItem] | None = None) -> Iterator[None]:
    """Hide the selection, previews and the void lattice while rendering, then restore them."""
    selected = scene.selectedItems()
    for item in selected:
        item.setSelected(False)
    extras = [item for item in (hidden or []) if item.isVisible()]
    extras += [item for item in scene.items()
               if item.zValue() >= Z_PREVIEW and item.isVisible() and item not in extras]
    for item in extras:
        item.setVisible(False)
    lattice = scene.lattice_visible
    scene.lattice_visible = False
    try:
        yield
    finally:
        scene.lattice_visible = lattice
        for item in extras:
            item.setVisible(True)
        for item in selected:
            item.setSelected(True)


def _render(scene: CourseScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, target, source)


def _write(path: Path, data: QByteArray) -> None:
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly) or out.write(data) != data.size() or (
            not out.commit()):
        raise ExportError(f"cannot write {path}: {out.errorString()}")


def render_png(scene: CourseScene, scale: float = PNG_SCALE,
               hidden: list[QGraphicsItem] | None = None) -> QImage:
    source = export_rect(scene)
    scale = min(scale, MAX_PNG_SIDE / max(source.width(), source.height()))
    size = QSize(math.ceil(source.width() * scale), math.ceil(source.height() * scale))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    with board_only(scene, hidden):
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), source)
    painter.end()
    return image


def export_png(scene: CourseScene, path: Path, hidden: list[QGraphicsItem] | None = None) -> None:
    image = render_png(scene, hidden=hidden)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise ExportError(f"cannot encode the picture as PNG: {writer.errorString()}")
    buffer.close()
    _write(path, data)


def export_svg(scene: CourseScene, path: Path, title: str = "",
               hidden: list[QGraphicsItem] | None = None) -> None:
    source = export_rect(scene)
    size = QSize(math.ceil(source.width()), math.ceil(source.height()))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title or "Carambole course")
    generator.setDescription("A Mini Golf Carambole course drawn by GolfStudio")
    painter = QPainter(generator)
    with board_only(scene, hidden):
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), source)
    painter.end()
    buffer.close()
    _write(path, data)
