"""Tables on printed pages (ui/page_breaks.py, through ui/printing.save_pdf): one that fits on
a page is never split, and moves with its heading; one longer than a page repeats its column
names at the top of every page."""

from __future__ import annotations

from pathlib import Path

from tests.ui.pdf import PdfPages
from ui.printing import save_pdf

FILLER = 30
"""Lines of text before the table: on A4 portrait the table then starts near the page's foot
and, without care, ends on the next."""


def _pages(pdf: Path) -> list[str]:
    """Each page's text without its spaces and line ends (PDFium cuts words into pieces)."""
    with PdfPages(pdf) as document:
        return ["".join(document.text(page).split()) for page in range(document.count)]


def _table(name: str, rows: int) -> str:
    body = "".join(f"<tr><td>{name} row {r:03}</td><td>{r * 7}</td></tr>"
                   for r in range(rows))
    return (f'<table border="1" cellspacing="0"><tr><th>{name} column</th>'
            f"<th>Amount</th></tr>{body}</table>")


def test_a_table_that_fits_on_a_page_moves_whole_with_its_heading(tmp_path: Path) -> None:
    filler = "".join(f"<p>Line {n} of the text before.</p>" for n in range(FILLER))
    html = (f"<html><body>{filler}<h3>Kept</h3><p>Its headline</p>"
            f"{_table('Kept', 12)}</body></html>")
    pdf = tmp_path / "kept.pdf"
    save_pdf(html, pdf)
    pages = _pages(pdf)
    assert len(pages) == 2
    assert f"Line{FILLER - 1}" in pages[0]
    assert "Kept" not in pages[0]
    second = pages[1]
    assert second.index("Kept") < second.index("Itsheadline") < second.index("Keptcolumn")
    assert all(f"Keptrow{r:03}" in second for r in range(12))


def test_a_table_longer_than_a_page_repeats_its_column_names(tmp_path: Path) -> None:
    pdf = tmp_path / "long.pdf"
    save_pdf(f"<html><body><h3>Long</h3>{_table('Long', 150)}</body></html>", pdf)
    pages = _pages(pdf)
    assert len(pages) >= 3
    for text in pages:
        assert "Longcolumn" in text and "Amount" in text
    assert all(any(f"Longrow{r:03}" in text for text in pages) for r in range(150))
