"""A PBM publication on screen, ready for paper: the report's HTML (``golfstudio.pbm.report``)
in a read-only preview, printed or saved as PDF or HTML through ``ui.printing`` — the same
document the preview lays out, so screen and paper never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ui.file_dialogs import get_save_path
from ui.printing import (
    AskPrinter,
    PreviewPages,
    ask_printer,
    html_document,
    preview_pages,
    print_html,
    save_html,
    save_pdf,
)

__all__ = ["AskSavePath", "ReportView", "ask_save_path"]

AskSavePath = Callable[[QWidget, str, str, str], Path | None]
"""(parent, title, suggested file name, filter) → the chosen path, or None when cancelled."""


def ask_save_path(parent: QWidget, title: str, suggested: str, name_filter: str) -> Path | None:
    """The save dialog; a name typed without an extension gets the suggested one's."""
    path = get_save_path(parent, title, suggested, name_filter)
    if path is None:
        return None
    return path if path.suffix else path.with_suffix(Path(suggested).suffix)


class ReportView(QWidget):
    """``ReportView()``: ``set_report(html, name)`` shows a report (``name`` is the file stem
    suggested when saving, ``Ballesteros-tournament-3``); ``clear()`` shows that there is
    none. ``ask_save_path`` and ``ask_printer`` are the path and printer questions and
    ``preview_pages`` the print preview (the real dialogs unless a test answers them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ask_save_path: AskSavePath = ask_save_path
        self.ask_printer: AskPrinter = ask_printer
        self.preview_pages: PreviewPages = preview_pages
        self._html = ""
        self._name = ""
        self._document: QTextDocument | None = None

        self.print_button = QPushButton(self.tr("Print…"), self)
        self.pdf_button = QPushButton(self.tr("Save PDF…"), self)
        self.html_button = QPushButton(self.tr("Save HTML…"), self)
        self.print_button.clicked.connect(self.print_report)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.html_button.clicked.connect(self.save_html)
        self.status = QLabel(self)
        self.status.setObjectName("muted")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        for button in (self.print_button, self.pdf_button, self.html_button):
            buttons.addWidget(button)
        buttons.addSpacing(12)
        buttons.addWidget(self.status, 1)

        self.preview = QTextBrowser(self)
        self.preview.setAccessibleName(self.tr("Report"))
        self.preview.setOpenLinks(False)  # a report has no links to follow inside the studio
        # The editor imposes its own wrap mode on any document: between words only, as on
        # paper (a number never splits; a table wider than the view scrolls).
        self.preview.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.empty = QLabel(self.tr("No report to show"), self)
        self.empty.setObjectName("muted")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self.preview)

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.pages, 1)
        self.clear()

    # --- what is shown ----------------------------------------------------------------------
    @property
    def html(self) -> str:
        return self._html

    @property
    def name(self) -> str:
        return self._name

    def set_report(self, html: str, name: str) -> None:
        self._html, self._name = html, name
        document = html_document(html)  # the document paper gets: same wrapping, same CSS
        document.setParent(self)
        self.preview.setDocument(document)
        if self._document is not None:  # the editor deletes only the document it made
            self._document.deleteLater()
        self._document = document
        self.pages.setCurrentWidget(self.preview)
        self.status.clear()
        self._enable(True)

    def clear(self) -> None:
        self._html, self._name = "", ""
        self.preview.clear()
        self.pages.setCurrentWidget(self.empty)
        self.status.clear()
        self._enable(False)

    def _enable(self, shown: bool) -> None:
        for button in (self.print_button, self.pdf_button, self.html_button):
            button.setEnabled(shown)

    # --- paper and files --------------------------------------------------------------------
    def print_report(self) -> bool:
        """Print through the printer question; False when cancelled or refused."""
        if not self._html:
            return False
        try:
            printed = print_html(self._html, self, self.ask_printer, self.preview_pages)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Print"),
                                self.tr("Could not print: {reason}").format(
                                    reason=error.strerror or error))
            return False
        if printed:
            self._say(self.tr("Sent to the printer"))
        return printed

    def save_pdf(self) -> Path | None:
        return self._save(self.tr("Save PDF"), ".pdf", self.tr("PDF files (*.pdf)"), save_pdf)

    def save_html(self) -> Path | None:
        return self._save(self.tr("Save HTML"), ".html",
                          self.tr("HTML files (*.html *.htm)"), save_html)

    def _save(self, title: str, suffix: str, name_filter: str,
              write: Callable[[str, Path], None]) -> Path | None:
        if not self._html:
            return None
        stem = self._name or self.tr("report")
        path = self.ask_save_path(self, title, f"{stem}{suffix}", name_filter)
        if path is None:
            return None
        try:
            write(self._html, path)
        except OSError as error:
            QMessageBox.warning(self, title, self.tr("Could not write {file}: {reason}").format(
                file=str(path), reason=error.strerror or error))
            return None
        self._say(self.tr("Saved to {path}").format(path=str(path)))
        return path

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setToolTip(text)

