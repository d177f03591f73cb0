"""A night saved as PDF: rendered back to PNG with QtPdf, not blank, and its text holds
every player's name and the results."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QSizeF
from PySide6.QtGui import QAction, QPageLayout
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.store import Format, NightSheet, PlayedFormat, Store, open_store
from tests.ui.pdf import PdfPages
from tests.ui.screenshot import distinct_colours
from ui.gamenight.printing import night_html, print_night, save_night_pdf
from ui.printing import AskPrinter, PaintPages, PreviewPages, preview_dialog

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
    document = PdfPages(pdf)
    assert document.count >= 1
    text = document.text(0)
    for name in NAMES:
        assert name in text
    assert "Stroke play" in text and "Skins" in text and "Round 1" in text
    points = document.point_size(0)
    assert points.width() > points.height()  # landscape
    image = document.render(0, QSize(int(points.width() * 2), int(points.height() * 2)))
    document.close()
    path = screenshot_dir / "night_pdf.png"
    assert image.save(str(path))
    assert distinct_colours(image, step=4) > 20
    document.close()


def _to_pdf(out: Path, asked: list[tuple[str, QWidget | None]],
            orientation: QPageLayout.Orientation | None = None) -> AskPrinter:
    """The print dialog answered: a PDF file, and the orientation the user picks (None
    keeps the default the dialog opened with)."""

    def ask(printer: QPrinter, parent: QWidget | None) -> bool:
        asked.append((printer.pageLayout().orientation().name, parent))
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        if orientation is not None:
            printer.setPageOrientation(orientation)
        return True

    return ask


def _preview(answer: bool, shown: list[str]) -> PreviewPages:
    """The preview answered: it saw the pages on the printer as set up in the dialog."""

    def preview(printer: QPrinter, paint: PaintPages, parent: QWidget | None) -> bool:
        shown.append(printer.pageLayout().orientation().name)
        return answer

    return preview


def _page_points(path: Path) -> QSizeF:
    with PdfPages(path) as document:
        size = document.point_size(0)
        text = document.text(0)
    assert "Bertrand" in text
    return size


def test_print_previews_then_prints_landscape_by_default(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "printed.pdf"
    asked: list[tuple[str, QWidget | None]] = []
    shown: list[str] = []
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _night(store)
        assert "Bertrand" in night_html(store, night_id)
        assert print_night(store, night_id, None, ask=_to_pdf(out, asked),
                           preview=_preview(True, shown))
    assert asked == [("Landscape", None)] and shown == ["Landscape"]
    size = _page_points(out)
    assert size.width() > size.height()


def test_print_keeps_the_orientation_chosen_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "printed.pdf"
    asked: list[tuple[str, QWidget | None]] = []
    shown: list[str] = []
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _night(store)
        assert print_night(store, night_id, None,
                           ask=_to_pdf(out, asked, QPageLayout.Orientation.Portrait),
                           preview=_preview(True, shown))
    assert shown == ["Portrait"]
    size = _page_points(out)
    assert size.width() < size.height()


def test_cancelling_the_dialog_or_the_preview_prints_nothing(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    out = tmp_path / "printed.pdf"
    shown: list[str] = []
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _night(store)
        assert not print_night(store, night_id, None, ask=lambda printer, parent: False,
                               preview=_preview(True, shown))
        assert shown == []
        assert not print_night(store, night_id, None, ask=_to_pdf(out, []),
                               preview=_preview(False, shown))
    assert len(shown) == 1 and not out.exists()


def test_the_preview_s_print_button_accepts_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Qt's own Print button in the preview would show the print dialog a second time; ours
    accepts the preview, and the pages go to the printer already chosen."""
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "p.pdf"))
    painted: list[QPrinter] = []
    dialog = preview_dialog(printer, painted.append, None)
    qtbot.addWidget(dialog)
    label = QCoreApplication.translate("QPrintPreviewDialog", "Print")
    (action,) = [a for a in dialog.findChildren(QAction) if a.text() == label]
    action.trigger()
    assert dialog.result() == QDialog.DialogCode.Accepted


def _big_night(store: Store, players: int, rounds: int) -> int:
    """A night whose skins table, without care, starts at the foot of page 2 and ends on
    page 3 (A4 landscape: eight players, two rounds, three formats)."""
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = tuple(store.add_player(f"Player {p:02}").id or 0 for p in range(players))
    cards = tuple(tuple(tuple(3 + (h * (r + 2) + p * 3) % 5 for h in range(18))
                        for p in range(players)) for r in range(rounds))
    (night_id,) = store.import_nights([NightSheet(
        played_on=date(2024, 3, 7), course_id=course.id or 0, player_ids=ids, rounds=cards,
        place="The Crown", formats=(PlayedFormat(Format.STROKE),
                                    PlayedFormat(Format.STABLEFORD),
                                    PlayedFormat(Format.SKINS, carry_over=True)))])
    return night_id


def test_the_skins_table_is_not_split_across_a_page_break(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    """Issue 30 §5: the skins table split across the page break; it moves to the next page
    with its heading and headline, every player's row under its column names."""
    players = 8
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night_id = _big_night(store, players, 2)
        pdf = tmp_path / "night.pdf"
        save_night_pdf(store, night_id, pdf)
    with PdfPages(pdf) as document:  # without spaces: PDFium cuts words into pieces
        pages = ["".join(document.text(page).split()) for page in range(document.count)]
    assert len(pages) >= 3
    (page,) = [text for text in pages if "Holes(skins)" in text]
    table = page[page.index("Holes(skins)"):]
    for p in range(players):
        assert f"Player{p:02}" in table, (p, table)
    heading = page.index("Skins")  # the format's heading stays with its table
    assert heading < page.index("Holes(skins)")
    # No heading is left alone at a page's foot: "Results" is on the page it heads.
    (results,) = [text for text in pages if "Results" in text]
    assert "Strokeplay" in results[results.index("Results"):]
