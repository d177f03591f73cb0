"""File > Print Hole… to a PDF file (offscreen, QPrinter's PdfFormat): the page is read back
with QtPdf at 72 dots per inch (a dot a point) and the drawn hole measured, so the scale is
checked on the paper itself; a hole too big for the page at a scale is refused, naming the
scale that fits."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QMarginsF, QSize
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.pdf import PdfPages
from tests.ui.ultimate.editor.conftest import SCREENSHOTS
from ui.ultimate.editor.printing import (
    SCALE_BAR_POINTS,
    TITLE_POINTS,
    hole_box,
    nice_scale,
    ratio_text,
)
from ui.ultimate.editor.window import HoleLayoutWindow


def pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                      QPageLayout.Orientation.Portrait,
                                      QMarginsF(36, 36, 36, 36), QPageLayout.Unit.Point))
    return printer


def page_image(path: Path) -> QImage:
    with PdfPages(path) as document:
        assert document.count == 1
        size = document.point_size(0)
        image = document.render(0, QSize(round(size.width()), round(size.height())))
    paper = QImage(image.size(), QImage.Format.Format_RGB32)
    paper.fill(QColor("white"))  # the page renders on a transparent ground
    painter = QPainter(paper)
    painter.drawImage(0, 0, image)
    painter.end()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    paper.save(str(SCREENSHOTS / f"ultimate-print-{path.stem}.png"))
    return paper


def inked_box(image: QImage, top: int, bottom: int) -> tuple[int, int, int, int]:
    """Left, top, right, bottom of what is not white between rows ``top`` and ``bottom``."""
    xs: list[int] = []
    ys: list[int] = []
    white = QColor("white").rgb()
    for y in range(top, bottom):
        for x in range(0, image.width(), 1):
            if image.pixel(x, y) != white:
                xs.append(x)
                ys.append(y)
    assert xs, "nothing printed"
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


@pytest.mark.parametrize(("hole", "yards_per_inch"), [(12, 50.0), (1, 100.0)])
def test_a_hole_printed_to_pdf_keeps_its_scale(
        qtbot: QtBot, window: HoleLayoutWindow, tmp_path: Path, hole: int,
        yards_per_inch: float) -> None:
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(hole - 1)
    editor.select_region(editor.hole.regions[0].id)  # the selection is not printed
    path = tmp_path / f"hole-{hole}.pdf"
    asked: list[float] = []
    window.ask_printer = lambda parent: pdf_printer(path)

    def scale(parent: QWidget, suggested: float) -> float:
        asked.append(suggested)
        return yards_per_inch

    window.ask_print_scale = scale
    assert window.print_action in [a for a in window.menu_file() if a is not None]
    window.print_action.trigger()
    assert path.stat().st_size > 1000
    assert asked and asked[0] == nice_scale(asked[0]), "a round scale is suggested"
    box = hole_box(editor.hole)
    assert box is not None
    expected_w = box.width() / yards_per_inch * 72
    expected_h = box.height() / yards_per_inch * 72
    image = page_image(path)
    margin = 36
    band_top = margin + round(TITLE_POINTS)
    band_bottom = image.height() - margin - round(SCALE_BAR_POINTS)
    left, top, right, bottom = inked_box(image, band_top, band_bottom)
    assert abs((right - left) - expected_w) <= 2, (right - left, expected_w)
    assert abs((bottom - top) - expected_h) <= 2, (bottom - top, expected_h)
    page_centre = image.width() / 2
    assert abs((left + right) / 2 - page_centre) <= 2, "the hole is centred"
    # The title and the scale bar are on the page too.
    assert inked_box(image, margin, band_top)[2] > margin + 50
    assert inked_box(image, band_bottom, image.height() - margin)[2] > margin + 40


def test_a_hole_too_big_for_the_page_is_refused_with_the_scale_that_fits(
        qtbot: QtBot, window: HoleLayoutWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    editor = window.open_template()
    assert editor is not None
    editor.show_hole(17)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: said.append(text))
    path = tmp_path / "hole.pdf"
    assert window.print_hole(pdf_printer(path), 10.0) is None
    assert len(said) == 1 and "does not fit the page" in said[0]
    fits = float(said[0].split("choose ")[1].split(" ")[0])
    assert window.print_hole(pdf_printer(path), fits) is not None
    assert window.print_hole(pdf_printer(path), fits - 1) is None
    before = QLocale()
    try:
        for name, shown in (("en_US", "1:1,800"), ("de_DE", "1:1.800")):
            QLocale.setDefault(QLocale(name))  # the scale groups thousands as the user does
            assert ratio_text(50) == shown
    finally:
        QLocale.setDefault(before)
