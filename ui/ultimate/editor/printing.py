"""A hole on paper at a scale the user chooses (yards per inch, said as 1:n too), so a traced
or designed hole can be laid beside the board, or played on the table with a ruler: the hole
centred on the page under its title, par and yardage, with a scale bar.

The hole is the scene's own drawing (what the editor shows, without the selection and the
analysis), printed through ``QPainter`` on any ``QPrinter``: a real printer from
``QPrintDialog``, or a PDF file.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsItem,
    QLabel,
    QWidget,
)

from golfstudio import i18n
from golfstudio.plane import Point
from golfstudio.ultimate.course import Hole
from golfstudio.ultimate.facts import hole_length
from ui.editor_kit.export import ExportError, board_only
from ui.ultimate.editor.scene import HoleScene
from ui.ultimate.editor.view import scale_bar_yards

__all__ = [
    "MAX_YARDS_PER_INCH",
    "MIN_YARDS_PER_INCH",
    "AskPrintScale",
    "AskPrinter",
    "PrintScaleDialog",
    "ask_print_scale",
    "ask_printer",
    "hole_box",
    "nice_scale",
    "print_hole",
    "scale_that_fits",
]

POINTS_PER_INCH = 72.0
INCHES_PER_YARD = 36.0
MIN_YARDS_PER_INCH = 1.0
MAX_YARDS_PER_INCH = 1000.0
TITLE_POINTS = 44.0
"""The band above the hole for its title and facts."""
SCALE_BAR_POINTS = 36.0
"""The band below the hole for the scale bar."""

AskPrintScale = Callable[[QWidget, float], float | None]
AskPrinter = Callable[[QWidget], QPrinter | None]


def hole_box(hole: Hole) -> QRectF | None:
    """The hole's extent in scene units (yards, y down): its regions, markers and flag."""
    points = [p for r in hole.regions for p in r.outline] + list(hole.tee_markers) \
        + list(hole.markers_150) + ([hole.flag] if hole.flag is not None else [])
    if not points:
        return None
    left, right = min(p.x for p in points), max(p.x for p in points)
    bottom, top = min(p.y for p in points), max(p.y for p in points)
    return QRectF(left, -top, right - left, top - bottom)


def _hole_area(printer: QPrinter) -> QRectF:
    page = printer.pageLayout().paintRectPoints()
    return QRectF(0, TITLE_POINTS, page.width(),
                  page.height() - TITLE_POINTS - SCALE_BAR_POINTS)


def scale_that_fits(printer: QPrinter, hole: Hole) -> float:
    """The smallest whole number of yards per inch at which the hole fits the page."""
    box = hole_box(hole)
    area = _hole_area(printer)
    if box is None or area.width() <= 0 or area.height() <= 0:
        return MIN_YARDS_PER_INCH
    need = max(box.width() / area.width(), box.height() / area.height()) * POINTS_PER_INCH
    return max(MIN_YARDS_PER_INCH, float(math.ceil(need)))


def nice_scale(at_least: float) -> float:
    """The first round scale (1, 2, 2.5 or 5 × a power of ten yards per inch) from
    ``at_least`` up: what a user would pick, and what a ruler reads easily."""
    power = 10.0 ** math.floor(math.log10(max(MIN_YARDS_PER_INCH, at_least)))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= at_least - 1e-9:
            return min(MAX_YARDS_PER_INCH, step * power)
    return MAX_YARDS_PER_INCH


def ratio_text(yards_per_inch: float) -> str:
    """The scale as a map says it: 50 yards per inch is 1:1,800."""
    ratio = round(yards_per_inch * INCHES_PER_YARD)
    return QCoreApplication.translate("HolePrinting", "1:{n}").format(n=i18n.grouped(ratio))


def print_hole(printer: QPrinter, scene: HoleScene, hole: Hole, number: int,
               yards_per_inch: float, hidden: Sequence[QGraphicsItem] = ()) -> QRectF:
    """Print hole ``number`` at ``yards_per_inch``; returns where the hole went, in points
    from the top left of the page's printable area. A hole too big for the page at that
    scale is refused, naming the scale at which it fits (printing it clipped would lie about
    the scale)."""
    if not MIN_YARDS_PER_INCH <= yards_per_inch <= MAX_YARDS_PER_INCH:
        raise ExportError(QCoreApplication.translate(
            "HolePrinting", "a print scale runs from {low:g} to {high:g} yards per inch, got "
            "{got:g}").format(low=MIN_YARDS_PER_INCH, high=MAX_YARDS_PER_INCH,
                              got=yards_per_inch))
    box = hole_box(hole)
    if box is None:
        raise ExportError(QCoreApplication.translate(
            "HolePrinting", "hole {n} has nothing to print yet").format(n=number))
    area = _hole_area(printer)
    size = QPointF(box.width(), box.height()) * (POINTS_PER_INCH / yards_per_inch)
    if size.x() > area.width() + 0.01 or size.y() > area.height() + 0.01:
        raise ExportError(QCoreApplication.translate("HolePrinting",
            "at {scale:g} yards per inch hole {n} does not fit the page: choose {fits:g} yards "
            "per inch or more, or a larger page").format(
            scale=yards_per_inch, n=number, fits=scale_that_fits(printer, hole)))
    target = QRectF(area.center().x() - size.x() / 2, area.center().y() - size.y() / 2,
                    size.x(), size.y())
    painter = QPainter()
    if not painter.begin(printer):
        raise ExportError(QCoreApplication.translate(
            "HolePrinting", "cannot print: the printer did not start ({name})").format(
            name=printer.outputFileName() or printer.printerName()))
    try:
        dots = printer.resolution() / POINTS_PER_INCH
        painter.scale(dots, dots)  # from here on, points
        _facts(painter, area.width(), hole, number, yards_per_inch)
        with board_only(scene, hidden):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, target, box, Qt.AspectRatioMode.IgnoreAspectRatio)
        _markers(painter, hole, box, target)
        _scale_bar(painter, QPointF(area.left(), area.bottom() + 8), yards_per_inch)
    finally:
        painter.end()
    return target


def _markers(painter: QPainter, hole: Hole, box: QRectF, target: QRectF) -> None:
    """The tee markers, the 150-yard markers and the flag, a fixed size on paper as they are
    on screen (the scene draws them in device pixels, a speck on a printer's page)."""
    k = target.width() / box.width() if box.width() > 0 else 1.0

    def on_page(p: Point) -> QPointF:
        return QPointF(target.left() + (p.x - box.left()) * k,
                       target.top() + (-p.y - box.top()) * k)

    for points, ring in ((hole.tee_markers, QColor("#000000")),
                         (hole.markers_150, QColor("#c0392b"))):
        for p in points:
            painter.setPen(QPen(ring, 1.0))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(on_page(p), 3.0, 3.0)
    if hole.flag is not None:
        at = on_page(hole.flag)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#000000"))
        painter.drawEllipse(at, 1.8, 1.8)
        painter.setPen(QPen(QColor("#000000"), 1.0))
        painter.drawLine(at, at + QPointF(0, -15))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d62828"))
        painter.drawPolygon(QPolygonF([at + QPointF(0, -15), at + QPointF(9, -12),
                                       at + QPointF(0, -9)]))


def _facts(painter: QPainter, width: float, hole: Hole, number: int,
           yards_per_inch: float) -> None:
    font = QFont(painter.font())
    font.setPixelSize(14)  # the painter draws in points
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#1d2a21"))
    title = QCoreApplication.translate("HolePrinting", "Hole {n}").format(n=number) + (
        f" · {hole.name}" if hole.name else "")
    painter.drawText(QRectF(0, 0, width, 20), Qt.AlignmentFlag.AlignLeft, title)
    font.setBold(False)
    font.setPixelSize(10)
    painter.setFont(font)
    length = hole_length(hole)
    yards = QCoreApplication.translate("HolePrinting", "{n} yards").format(
        n=i18n.grouped(round(length))) if length else QCoreApplication.translate("HolePrinting",
                                                                     "no yardage yet")
    facts = QCoreApplication.translate(
        "HolePrinting", "Par {par} · {yards} · scale {scale} yards to the inch ({ratio})").format(
        par=hole.par, yards=yards, scale=f"{yards_per_inch:g}", ratio=ratio_text(yards_per_inch))
    painter.drawText(QRectF(0, 22, width, 16), Qt.AlignmentFlag.AlignLeft, facts)


def _scale_bar(painter: QPainter, at: QPointF, yards_per_inch: float) -> None:
    points_per_yard = POINTS_PER_INCH / yards_per_inch
    yards = scale_bar_yards(points_per_yard, 2 * POINTS_PER_INCH)
    length = yards * points_per_yard
    pen = QPen(QColor("#1d2a21"), 1.2)
    painter.setPen(pen)
    y = at.y() + 6
    painter.drawLine(QPointF(at.x(), y), QPointF(at.x() + length, y))
    for x in (at.x(), at.x() + length / 2, at.x() + length):
        painter.drawLine(QPointF(x, y - 4), QPointF(x, y + 4))
    font = QFont(painter.font())
    font.setPixelSize(9)
    painter.setFont(font)
    painter.drawText(QPointF(at.x() + length + 8, y + 4),
                     QCoreApplication.translate("HolePrinting", "{n} yards").format(n=f"{yards:g}"))


class PrintScaleDialog(QDialog):
    """The scale asked before the print dialog: yards per inch, with 1:n beside it."""

    def __init__(self, suggested: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print hole"))
        form = QFormLayout(self)
        self.spin = QDoubleSpinBox(self)
        self.spin.setObjectName("printScale")
        self.spin.setRange(MIN_YARDS_PER_INCH, MAX_YARDS_PER_INCH)
        self.spin.setDecimals(0)
        self.spin.setSuffix(self.tr(" yards per inch"))
        self.spin.setValue(suggested)
        self.ratio = QLabel(ratio_text(suggested), self)
        self.spin.valueChanged.connect(lambda v: self.ratio.setText(ratio_text(v)))
        form.addRow(self.tr("Scale:"), self.spin)
        form.addRow(self.tr("As a ratio:"), self.ratio)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


def ask_print_scale(parent: QWidget, suggested: float) -> float | None:
    dialog = PrintScaleDialog(suggested, parent)
    return dialog.spin.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_printer(parent: QWidget) -> QPrinter | None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    return printer if dialog.exec() == QDialog.DialogCode.Accepted else None
