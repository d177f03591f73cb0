"""Exporting what an editor shows as a picture: PNG for sharing, SVG for printing at any size.

Both render the scene's content rectangle (``content_rect()``, with the margin the game asks
for) without what only the editor shows: the selection, a tool's preview and what the game
hides while exporting (a scene with ``set_exporting(bool)`` is told, Carambole's drops its
void lattice). Files are written through ``QSaveFile``, so a failed export never leaves half
a file.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QRect,
    QRectF,
    QSaveFile,
    QSize,
)
from PySide6.QtGui import QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from golfstudio.errors import GolfStudioError
from ui import theme
from ui.editor_kit.tools import Z_TOOL_PREVIEW

PNG_SCALE = 2.0
"""Pixels per scene pixel in a PNG: sharp on paper and on screens."""

MAX_PNG_SIDE = 12000


class ExportError(GolfStudioError):
    """The picture could not be written; the message says why."""


def export_rect(scene: QGraphicsScene, margin: float = 0.0) -> QRectF:
    """The scene's content (``content_rect()``, else its items) with ``margin`` around it."""
    content = getattr(scene, "content_rect", None)
    rect = QRectF(content()) if callable(content) else scene.itemsBoundingRect()
    if rect.isEmpty():
        raise ExportError(QCoreApplication.translate("Export", "there is nothing to draw yet"))
    return rect.adjusted(-margin, -margin, margin, margin)


@contextmanager
def board_only(scene: QGraphicsScene, hidden: Sequence[QGraphicsItem] = (),
               preview_z: float = Z_TOOL_PREVIEW) -> Iterator[None]:
    """Hide the selection, previews (z ≥ ``preview_z``) and ``hidden`` while rendering."""
    selected = scene.selectedItems()
    for item in selected:
        item.setSelected(False)
    extras = [item for item in hidden if item.isVisible()]
    extras += [item for item in scene.items()
               if item.zValue() >= preview_z and item.isVisible() and item not in extras]
    for item in extras:
        item.setVisible(False)
    exporting = getattr(scene, "set_exporting", None)
    if callable(exporting):
        exporting(True)
    try:
        with theme.on_paper():  # a picture for a page or a document: the light colours
            yield
    finally:
        if callable(exporting):
            exporting(False)
        for item in extras:
            item.setVisible(True)
        for item in selected:
            item.setSelected(True)


def _render(scene: QGraphicsScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, target, source)


def _write(path: Path, data: QByteArray) -> None:
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly) or out.write(data) != data.size() or (
            not out.commit()):
        raise ExportError(QCoreApplication.translate(
            "Export", "cannot write {path}: {why}").format(path=path,
                                                                   why=out.errorString()))


def render_png(scene: QGraphicsScene, source: QRectF, scale: float = PNG_SCALE,
               hidden: Sequence[QGraphicsItem] = (),
               preview_z: float = Z_TOOL_PREVIEW) -> QImage:
    scale = min(scale, MAX_PNG_SIDE / max(source.width(), source.height()))
    size = QSize(math.ceil(source.width() * scale), math.ceil(source.height() * scale))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    with board_only(scene, hidden, preview_z):
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), source)
    painter.end()
    return image


def export_png(scene: QGraphicsScene, path: Path, source: QRectF,
               hidden: Sequence[QGraphicsItem] = (), preview_z: float = Z_TOOL_PREVIEW) -> None:
    image = render_png(scene, source, hidden=hidden, preview_z=preview_z)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise ExportError(QCoreApplication.translate(
            "Export", "cannot encode the picture as PNG: {why}").format(
            why=writer.errorString()))
    buffer.close()
    _write(path, data)


def export_svg(scene: QGraphicsScene, path: Path, source: QRectF, title: str,
               description: str, hidden: Sequence[QGraphicsItem] = (),
               preview_z: float = Z_TOOL_PREVIEW) -> None:
    size = QSize(math.ceil(source.width()), math.ceil(source.height()))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    generator.setDescription(description)
    painter = QPainter(generator)
    with board_only(scene, hidden, preview_z):
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), source)
    painter.end()
    buffer.close()
    _write(path, data)
