"""A night saved as PDF: rendered back to PNG with QtPdf, not blank, and its text holds
every player's name and the results."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.store import Format, NightSheet, PlayedFormat, Store, open_store
from tests.ui.screenshot import distinct_colours
from ui.gamenight.printing import night_html, print_night, save_night_pdf

NAMES = ("Annabel", "Bertrand", "Cyrille")


def _night(store: Store) -> int:
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = tuple(store.add_player(n).id or 0 for n in NAMES)
    rows = tuple(tuple(3 + (h + p) % 4 for h in range(18)) for p in range(3))
    (night_id,) = store.import_nights([NightSheet(
        played_on=date(2024, 3, 7), course_id=course.id or 0, player_ids=ids, rounds=(rows,),
        place="The Crown", formats=(PlayedFormat(Format.STROKE),
                                    PlayedFormat(Format.SKINS, carry_over=True)))])
    return night_id


def test_night_pdf(qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _night(store)
        pdf = tmp_path / "night.pdf"
        save_night_pdf(store, night_id, pdf)
    document = QPdfDocument()
    assert document.load(str(pdf)) == QPdfDocument.Error.None_
    assert document.pageCount() >= 1
    text = document.getAllText(0).text()
    for name in NAMES:
        assert name in text
    assert "Stroke play" in text and "Skins" in text and "Round 1" in text
    points = document.pagePointSize(0)
    assert points.width() > points.height()  # landscape
    image = document.render(0, QSize(int(points.width() * 2), int(points.height() * 2)))
    path = screenshot_dir / "night_pdf.png"
    assert image.save(str(path))
    assert distinct_colours(image, step=4) > 20
    document.close()


def test_print_uses_the_injected_printer(qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[QWidget | None] = []
    out = tmp_path / "printed.pdf"

    def printer(parent: QWidget | None) -> QPrinter | None:
        asked.append(parent)
        chosen = QPrinter(QPrinter.PrinterMode.ScreenResolution)
        chosen.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        chosen.setOutputFileName(str(out))
        return chosen

    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _night(store)
        assert "Bertrand" in night_html(store, night_id)
        assert print_night(store, night_id, None, ask=printer)
        assert not print_night(store, night_id, None, ask=lambda parent: None)
    assert asked == [None]
    assert out.stat().st_size > 1000
