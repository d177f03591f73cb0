"""The studio's printed PDFs read back in the tests: page sizes, text, where the text stands,
and pages rendered to images.

PDFium (the ``pypdfium2`` wheel, a few megabytes, tests only) reads them: the studio installs
only PySide6-Essentials, whose Qt has no PDF reader (QtPdf is in the 438 MB of Addons it never
imports).
"""

from __future__ import annotations

from pathlib import Path
from types import TracebackType

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw
from PySide6.QtCore import QRectF, QSize, QSizeF
from PySide6.QtGui import QImage


class PdfPages:
    """A PDF file's pages (``with PdfPages(path) as pdf: …``). Sizes and positions are in
    points (1/72 inch) with y down the page, as Qt draws."""

    def __init__(self, path: Path | str) -> None:
        self._document = pdfium.PdfDocument(str(path))

    def __enter__(self) -> PdfPages:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self._document.close()

    @property
    def count(self) -> int:
        return len(self._document)

    def point_size(self, page: int) -> QSizeF:
        width, height = self._document[page].get_size()
        return QSizeF(width, height)

    def text(self, page: int) -> str:
        return str(self._document[page].get_textpage().get_text_range())

    def all_text(self) -> str:
        return "\n".join(self.text(page) for page in range(self.count))

    def text_bounds(self, page: int) -> QRectF:
        """The rectangle around every piece of text on the page."""
        text = self._document[page].get_textpage()
        height = self.point_size(page).height()
        bounds = QRectF()
        for i in range(text.count_rects()):
            left, bottom, right, top = text.get_rect(i)
            bounds = bounds.united(QRectF(left, height - top, right - left, top - bottom))
        return bounds

    def render(self, page: int, size: QSize) -> QImage:
        """The page drawn on white at ``size`` pixels."""
        scale = size.width() / self.point_size(page).width()
        bitmap = self._document[page].render(
            scale=scale, fill_color=(255, 255, 255, 255),
            force_bitmap_format=pdfium_raw.FPDFBitmap_BGRA)
        pixels = bitmap.to_numpy()
        height, width = pixels.shape[:2]
        return QImage(pixels.tobytes(), width, height, pixels.strides[0],
                      QImage.Format.Format_ARGB32).copy()
