"""The report view: a real evaluation's publication previewed, saved as PDF (its text read
back with QtPdf, its table borders looked for on the rendered page) and as HTML, printed to an
injected PDF printer, and one warning when the disk refuses."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.pbm.evaluation import PlayerState, evaluate
from golfstudio.pbm.report import evaluation_html
from golfstudio.pbm.settings import GameSettings
from tests.ui.conftest import DialogCall
from tests.ui.pdf import PdfPages
from tests.ui.screenshot import distinct_colours, save_screenshot
from ui.pbm.league.report_view import ReportView

GAME = "Ballesteros"
SETTINGS = GameSettings()
PLAYERS = ("Annika", "Bernhard", "Costantino", "Dorothea")
NAME = "Ballesteros-tournament-12"


def _entry(player: str, *lines: str) -> str:
    return "\n".join([f"Partiename: {GAME}", f"Spieler: {player}", *lines])


def _report() -> str:
    """Tournament 12 of a game with ten tournaments on its ranking list: the widest table a
    report has (twelve columns), the one that must still fit A4 portrait."""
    players = [PlayerState("Annika", (337, 211, 20, 1), 0, entered_last=True),
               PlayerState("Bernhard", (313, 229, 10, 1), 1, entered_last=True),
               PlayerState("Costantino", (347, 199, 3, 1), 2, entered_last=False),
               PlayerState("Dorothea", (323, 251, 4, 1), 0, entered_last=True)]
    entries = [_entry("Annika", "Wechsel sparen"), _entry("Dorothea", "Wechsel sparen"),
               _entry("Bernhard", "Wechsel sparen")]
    evaluation = evaluate(SETTINGS, GAME, 12, 5, players, entries)
    older = [{"Annika": Fraction(1000), "Bernhard": Fraction(2857, 3),
              "Costantino": Fraction(500), "Dorothea": Fraction(7000, 9)} for _ in range(11)]
    return evaluation_html(GAME, SETTINGS, evaluation, [*older, dict(evaluation.points)],
                           list(PLAYERS))


class SavePaths:
    """Stands in for the save dialog: answers ``answer`` and records each question."""

    def __init__(self, answer: Path | None) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str, str]] = []

    def __call__(self, parent: QWidget, title: str, suggested: str,
                 name_filter: str) -> Path | None:
        self.asked.append((title, suggested, name_filter))
        return self.answer


@pytest.fixture
def view(qtbot: QtBot) -> ReportView:
    shown = ReportView()
    qtbot.addWidget(shown)
    shown.set_report(_report(), NAME)
    return shown


def _bordered_rows(image: QImage) -> int:
    """Pixel rows crossed by a grey line longer than a fifth of the page: table borders (text,
    even black, never makes such a run; a header's pale background is lighter than 230)."""
    rows = 0
    for y in range(image.height()):
        run = longest = 0
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            r, g, b = colour.red(), colour.green(), colour.blue()
            grey = r < 230 and abs(r - g) < 12 and abs(g - b) < 12
            run = run + 1 if grey else 0
            longest = max(longest, run)
        rows += longest > image.width() // 5
    return rows


def test_nothing_to_show_disables_the_buttons(qtbot: QtBot) -> None:
    view = ReportView()
    qtbot.addWidget(view)
    buttons = (view.print_button, view.pdf_button, view.html_button)
    assert not any(b.isEnabled() for b in buttons)
    assert view.pages.currentWidget() is view.empty
    assert view.empty.text() == "No report to show"
    view.set_report(_report(), NAME)
    assert all(b.isEnabled() for b in buttons)
    assert "Costantino" in view.preview.toPlainText()
    view.clear()
    assert not any(b.isEnabled() for b in buttons) and view.pages.currentWidget() is view.empty
    assert view.save_pdf() is None and not view.print_report()


def test_save_pdf_writes_the_report_on_a4_portrait(qtbot: QtBot, view: ReportView,
                                                   tmp_path: Path,
                                                   screenshot_dir: Path) -> None:
    target = tmp_path / "report.pdf"
    view.ask_save_path = answer = SavePaths(target)
    qtbot.mouseClick(view.pdf_button, Qt.MouseButton.LeftButton)
    assert answer.asked == [("Save PDF", f"{NAME}.pdf", "PDF files (*.pdf)")]
    assert str(target) in view.status.text()
    assert [p.name for p in tmp_path.iterdir()] == ["report.pdf"]  # no temporary left

    document = PdfPages(target)
    text = document.all_text()
    for name in (*PLAYERS, "Ranking list", "Points per tournament", "tournament 12"):
        assert name in text
    size = document.point_size(0)
    assert (round(size.width()), round(size.height())) == (595, 842)  # A4 portrait
    # Ten tournaments' columns are wider than the page: scaled to fit, not cut off.
    margin = 15 / 25.4 * 72
    for page in range(document.count):
        words = document.text_bounds(page)
        assert words.left() >= margin - 1 and words.right() <= size.width() - margin + 1
    image = document.render(0, QSize(int(size.width() * 2), int(size.height() * 2)))
    assert image.save(str(screenshot_dir / "pbm_report_pdf.png"))
    assert distinct_colours(image, step=4) > 20
    assert _bordered_rows(image) >= 12  # the lanes, results and ranking tables' lines
    document.close()


def test_save_html_writes_the_report_itself(qtbot: QtBot, view: ReportView,
                                            tmp_path: Path) -> None:
    target = tmp_path / "report.html"
    view.ask_save_path = answer = SavePaths(target)
    qtbot.mouseClick(view.html_button, Qt.MouseButton.LeftButton)
    assert answer.asked == [("Save HTML", f"{NAME}.html", "HTML files (*.html *.htm)")]
    assert target.read_text(encoding="utf-8") == view.html == _report()
    assert view.status.text() == f"Saved to {target}"


def test_a_cancelled_dialog_writes_nothing(qtbot: QtBot, view: ReportView, tmp_path: Path,
                                           dialogs: list[DialogCall]) -> None:
    view.ask_save_path = SavePaths(None)
    qtbot.mouseClick(view.pdf_button, Qt.MouseButton.LeftButton)
    assert list(tmp_path.iterdir()) == [] and dialogs == [] and view.status.text() == ""


@pytest.mark.parametrize("button", ["pdf_button", "html_button"])
def test_an_unwritable_path_warns_once(qtbot: QtBot, view: ReportView, tmp_path: Path,
                                       dialogs: list[DialogCall], button: str) -> None:
    target = tmp_path / "no such folder" / "report.pdf"
    view.ask_save_path = SavePaths(target)
    qtbot.mouseClick(getattr(view, button), Qt.MouseButton.LeftButton)
    assert len(dialogs) == 1 and dialogs[0].kind == "warning"
    assert str(target) in dialogs[0].text and "No such file" in dialogs[0].text
    assert list(tmp_path.iterdir()) == [] and view.status.text() == ""


def test_print_goes_to_the_injected_printer(qtbot: QtBot, view: ReportView,
                                            tmp_path: Path) -> None:
    out = tmp_path / "printed.pdf"
    asked: list[QWidget | None] = []

    def printer(chosen: QPrinter, parent: QWidget | None) -> bool:
        asked.append(parent)
        chosen.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        chosen.setOutputFileName(str(out))
        return True

    previewed: list[QWidget | None] = []

    def preview(chosen: QPrinter, paint: object, parent: QWidget | None) -> bool:
        previewed.append(parent)
        return True

    view.ask_printer = printer
    view.preview_pages = preview
    qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    assert asked == [view] and previewed == [view]
    assert out.stat().st_size > 1000
    with PdfPages(out) as document:
        assert "Dorothea" in document.text(0)
    assert view.status.text() == "Sent to the printer"
    view.ask_printer = lambda chosen, parent: False
    assert not view.print_report()


def test_screenshot(qtbot: QtBot, view: ReportView, screenshot_dir: Path) -> None:
    view.resize(900, 650)
    view.show()
    qtbot.waitExposed(view)
    view.status.setText(f"Saved to /home/gm/{NAME}.pdf")
    save_screenshot(view, screenshot_dir / "pbm_report_view.png", size=(900, 650))
    empty = ReportView()
    qtbot.addWidget(empty)
    empty.resize(900, 650)
    empty.show()
    qtbot.waitExposed(empty)
    empty.grab().save(str(screenshot_dir / "pbm_report_view_empty.png"))
