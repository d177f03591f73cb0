"""One way to put an HTML document on paper: a printer chosen in the print dialog, a PDF file,
or the HTML itself — for every publication the studio prints (a game night, a PBM report).

The HTML becomes a ``QTextDocument`` (``html_document``), so the PDF keeps real, searchable
text. Qt's rich text reads only part of CSS; what it needs is settled here rather than in the
core's HTML: numbers never break inside (``1000.00`` split after its point), and a document
wider than the paper (a ranking list of ten tournaments on A4 portrait) is scaled down to
the page's width instead of being cut off at its right edge. Table borders need nothing:
Qt 6 draws ``border-collapse`` and the cells' ``border`` as the core's reports write them
(tests/ui/pbm/league/test_report_view.py looks for them on a rendered PDF page).

Printing shows the pages before they go to the printer: the print dialog (printer, paper
size, orientation — preset to the document's default, landscape for a game night), then a
preview of the pages on that paper, where the orientation and page set-up can still change;
the pages are printed as the preview last showed them. Both steps are injectable for tests.

Files are written atomically — a temporary file in the same folder, then ``os.replace`` — so
a failure leaves the old file or none, and raises an ``OSError`` the caller shows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QAction,
    QColor,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from golfstudio.jsonfile import write_atomically
from ui.page_breaks import keep_tables_whole

__all__ = ["MARGIN_MM", "PDF_RESOLUTION", "AskPrinter", "PaintPages", "PreviewPages",
           "ask_printer", "html_document", "preview_pages", "print_html", "save_html",
           "save_pdf"]

MARGIN_MM = 15.0
"""The page margins of a PDF, and of a printer whose set-up has none."""
PDF_RESOLUTION = 300

AskPrinter = Callable[[QPrinter, QWidget | None], bool]
"""Shows the print dialog for ``printer`` (its orientation preset to the document's
default), which the user sets up; False when cancelled."""

PaintPages = Callable[[QPrinter], None]
"""Paints the document's pages on a printer, as it is set up at that moment."""

PreviewPages = Callable[[QPrinter, PaintPages, QWidget | None], bool]
"""Shows the pages as ``PaintPages`` puts them on ``printer``, again after each change of
the page set-up; True when the user asks to print, False when cancelled."""


def ask_printer(printer: QPrinter, parent: QWidget | None) -> bool:
    dialog = QPrintDialog(printer, parent)
    return dialog.exec() == QDialog.DialogCode.Accepted


def preview_dialog(printer: QPrinter, paint: PaintPages,
                   parent: QWidget | None) -> QPrintPreviewDialog:
    """Qt's preview of ``printer``'s pages, whose Print button accepts it: the printer has
    just been chosen (Qt's own button would show the print dialog a second time)."""
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.paintRequested.connect(paint)
    label = QCoreApplication.translate("QPrintPreviewDialog", "Print")
    for action in dialog.findChildren(QAction):
        if action.text() == label:
            action.triggered.disconnect()
            action.triggered.connect(dialog.accept)
    return dialog


def preview_pages(printer: QPrinter, paint: PaintPages, parent: QWidget | None) -> bool:
    dialog = preview_dialog(printer, paint, parent)
    return dialog.exec() == QDialog.DialogCode.Accepted


def html_document(html: str) -> QTextDocument:
    """The document Qt lays out, previews and prints. Lines wrap between words only: the
    default also breaks anywhere, which lets a narrow table column split a number."""
    document = QTextDocument()
    option = QTextOption(document.defaultTextOption())
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setHtml(html)
    return document


def _paint(source: QTextDocument, device: QPagedPaintDevice) -> None:
    """Paginate ``source`` onto ``device``'s pages, scaled down to fit the page's width when
    it is wider, in black on white whatever the screen's palette, numbered when there are
    several. ``OSError`` when the device cannot be painted on (a printer that refuses)."""
    document = source.clone()  # the caller's document (a preview) keeps its own layout
    document.setDefaultTextOption(source.defaultTextOption())
    # Laid out for the device, as QTextDocument.print_ does: fonts at its resolution, and
    # the layout scales pixel lengths (borders, padding) to it, so glyphs sit where the
    # PDF's text says they are.
    document.documentLayout().setPaintDevice(device)
    page = device.pageLayout().paintRectPixels(device.logicalDpiX())
    document.setTextWidth(page.width())
    scale = min(1.0, page.width() / max(document.size().width(), 1.0))
    footer = QFontMetricsF(document.defaultFont(), device).height() * 2  # the page number
    width, height = page.width() / scale, page.height() / scale - footer
    document.setPageSize(QSizeF(width, height))  # paginates: lines and rows avoid page cuts
    keep_tables_whole(document, height)  # and a table that fits on a page is not split
    pages = document.pageCount()
    context = QAbstractTextDocumentLayout.PaintContext()
    palette = QPalette(context.palette)
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    context.palette = palette
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate("Printing", "the printer cannot be used"))
    try:
        for index in range(pages):
            if index and not device.newPage():
                raise OSError(QCoreApplication.translate("Printing",
                                                         "the printer refused a new page"))
            painter.save()
            painter.scale(scale, scale)
            if pages > 1:
                painter.setFont(document.defaultFont())
                painter.setPen(QColor("black"))
                painter.drawText(QRectF(0, height, width, footer),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                                 str(index + 1))
            painter.translate(0, -index * height)
            context.clip = QRectF(0, index * height, width, height)
            painter.setClipRect(context.clip)
            document.documentLayout().draw(painter, context)
            painter.restore()
    finally:
        painter.end()


def save_pdf(html: str, path: Path, *,
             orientation: QPageLayout.Orientation = QPageLayout.Orientation.Portrait,
             title: str = "") -> None:
    """Write ``html`` as an A4 PDF (portrait unless told), atomically; ``OSError`` when the
    file cannot be written. ``title`` (the PDF's own) defaults to the HTML's ``<title>``."""
    document = html_document(html)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(title or document.metaInformation(
        QTextDocument.MetaInformation.DocumentTitle))
    writer.setCreator("GolfStudio")
    _paint(document, writer)
    buffer.close()
    write_atomically(path, bytes(data.data()))


def save_html(html: str, path: Path) -> None:
    """Write ``html`` as UTF-8, atomically; ``OSError`` when the file cannot be written."""
    write_atomically(path, html)


def _with_margins(printer: QPrinter) -> None:
    margins = printer.pageLayout().margins(QPageLayout.Unit.Millimeter)
    if margins.isNull():  # a full-page set-up would print into the paper's edge
        printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                               QPageLayout.Unit.Millimeter)


def print_html(html: str, parent: QWidget | None, ask: AskPrinter = ask_printer,
               preview: PreviewPages = preview_pages, *,
               orientation: QPageLayout.Orientation = QPageLayout.Orientation.Portrait) -> bool:
    """Ask for a printer, preview the pages on it, and print ``html`` on the paper size and
    orientation last chosen (both dialogs are injectable for tests); False when either is
    cancelled. ``orientation`` is the default the print dialog opens with. ``OSError`` when
    the printer cannot be used."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageOrientation(orientation)
    _with_margins(printer)
    if not ask(printer, parent):
        return False
    document = html_document(html)

    def paint(device: QPrinter) -> None:
        _with_margins(device)
        _paint(document, device)

    if not preview(printer, paint, parent):
        return False
    paint(printer)
    return True
