"""The palette's pictures of the obstacle pieces (the pieces themselves, their file and
their placing are the core's: ``golfstudio.carambole.pieces``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap

from golfstudio.carambole.pieces import PIECES_FILE, Piece, bundled_pieces, load_pieces
from ui.carambole.editor.items import outline_path, paint_obstacle

__all__ = ["PIECES_FILE", "Piece", "bundled_pieces", "load_pieces", "piece_icon", "piece_image"]


def piece_image(piece: Piece, size: int = 64) -> QImage:
    """The piece drawn as on the board, fitted into a square (for palette icons)."""
    body = outline_path(piece.template.hexes)
    rect = body.boundingRect().adjusted(-4, -4, 6, 8)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = min(size / rect.width(), size / rect.height())
    target = QRectF(0, 0, rect.width() * scale, rect.height() * scale)
    target.moveCenter(QRectF(0, 0, size, size).center())
    painter.translate(target.topLeft())
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    paint_obstacle(painter, piece.template, body)
    painter.end()
    return image


def piece_icon(piece: Piece, size: int = 64) -> QIcon:
    return QIcon(QPixmap.fromImage(piece_image(piece, size)))
