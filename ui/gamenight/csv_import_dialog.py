"""Import rounds kept elsewhere: pick a CSV file, see what will be imported and which lines
are refused (line number and reason), then write the accepted nights in one transaction.

Reading, parsing and writing are the core's, shared with ``golfstudio night import``:
``csv_io.read_csv_file`` (UTF-8 or Windows-1252, comma or semicolon), ``csv_io.parse_csv``
against the store's courses, ``history_queries.import_csv_nights`` (each night all or nothing;
a night the store refuses is reported with its lines and the others are imported).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio.gamenight.csv_io import (
    PREVIEW_COLUMNS,
    CsvImport,
    Rejected,
    parse_csv,
    preview_rows,
    read_csv_file,
)
from golfstudio.gamenight.errors import EntryError
from golfstudio.gamenight.history_queries import course_catalog, import_csv_nights
from golfstudio.store import Store, StoreError
from ui.file_dialogs import get_open_path

AskOpenPath = Callable[[QWidget], Path | None]

# The core's preview column names (csv_io.PREVIEW_COLUMNS), marked here for lupdate; a column
# the core adds later shows in English until it is added.
_PREVIEW_HEADINGS = (
    QT_TRANSLATE_NOOP("CsvImportDialog", "Date"), QT_TRANSLATE_NOOP("CsvImportDialog", "Place"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Game"), QT_TRANSLATE_NOOP("CsvImportDialog", "Course"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Player"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Holes"), QT_TRANSLATE_NOOP("CsvImportDialog", "Gross"),
)


def ask_open_csv(parent: QWidget) -> Path | None:
    return get_open_path(
        parent, QCoreApplication.translate("CsvImportDialog", "Import CSV"),
        QCoreApplication.translate("CsvImportDialog", "CSV files (*.csv)"))


class CsvImportDialog(QDialog):
    """Preview and import; ``imported`` carries the new nights' ids (list[int])."""

    imported = Signal(object)

    def __init__(self, store: Store, parent: QWidget | None = None,
                 ask_open: AskOpenPath = ask_open_csv) -> None:
        super().__init__(parent)
        self.setObjectName("csvImportDialog")
        self.setWindowTitle(self.tr("Import rounds from CSV"))
        self.resize(900, 560)
        self.store = store
        self.ask_open = ask_open
        self.result_: CsvImport | None = None

        col = QVBoxLayout(self)
        top = QHBoxLayout()
        # The column names are the file's own (csv_io), the same in every language.
        self.file_label = QLabel(self.tr("No file chosen. Columns: {columns}.").format(
            columns="date, place, game, course, round, player, hole, par, si, strokes"), self)
        self.file_label.setWordWrap(True)
        choose = QPushButton(self.tr("Choose file…"), self)
        choose.clicked.connect(self.choose_file)
        top.addWidget(self.file_label, 1)
        top.addWidget(choose)
        col.addLayout(top)
        preview_label = QLabel(self.tr("Will be imported:"), self)
        col.addWidget(preview_label)
        self.preview = QTableWidget(0, len(PREVIEW_COLUMNS), self)
        preview_label.setBuddy(self.preview)  # the table is named by its label
        self.preview.setHorizontalHeaderLabels([self.tr(name) for name in PREVIEW_COLUMNS])
        self.preview.verticalHeader().setVisible(False)
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.preview, 2)
        self.rejected_label = QLabel(self.tr("Rejected lines:"), self)
        col.addWidget(self.rejected_label)
        self.rejected_table = QTableWidget(0, 2, self)
        self.rejected_label.setBuddy(self.rejected_table)
        self.rejected_table.setHorizontalHeaderLabels((self.tr("Line"), self.tr("Reason")))
        self.rejected_table.verticalHeader().setVisible(False)
        self.rejected_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rejected_table.horizontalHeader().setStretchLastSection(True)
        col.addWidget(self.rejected_table, 1)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        col.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = self.buttons.addButton(
            self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.import_button.clicked.connect(self.do_import)
        self.buttons.rejected.connect(self.reject)
        col.addWidget(self.buttons)

    def choose_file(self) -> None:
        path = self.ask_open(self)
        if path is not None:
            self.load_file(path)

    def load_file(self, path: Path) -> None:
        try:
            text = read_csv_file(path)
        except EntryError as error:
            self.status.setText(self.tr("Cannot read {file}: {reason}").format(
                file=path.name, reason=error))
            return
        self.file_label.setText(str(path))
        self.load_text(text)

    def load_text(self, text: str) -> None:
        try:
            result = parse_csv(text, course_catalog(self.store))
        except StoreError as error:
            self.status.setText(self.tr("Cannot read the courses: {reason}").format(
                reason=error))
            return
        self.result_ = result
        rows = preview_rows(result.nights)
        self.preview.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.preview.setItem(r, c, QTableWidgetItem(value))
        self._show_rejected(result.rejected)
        self.status.setText(self.tr("{nights} from {accepted}; {rejected} (left out).").format(
            nights=self.tr("%n night(s)", "", len(result.nights)),
            accepted=self.tr("%n accepted line(s)", "", result.accepted),
            rejected=self.tr("%n line(s) rejected", "", len(result.rejected))))
        self.import_button.setEnabled(bool(result.nights))

    def _show_rejected(self, rejected: tuple[Rejected, ...]) -> None:
        self.rejected_table.setRowCount(len(rejected))
        for r, line in enumerate(rejected):
            self.rejected_table.setItem(r, 0, QTableWidgetItem(str(line.line)))
            self.rejected_table.setItem(r, 1, QTableWidgetItem(line.reason))
        self.rejected_label.setText(
            self.tr("Rejected lines: {count}").format(count=len(rejected)))

    def do_import(self) -> None:
        """Import; the dialog closes when every night went in, and stays open to show the
        refused nights' lines otherwise (the others are imported all the same)."""
        if self.result_ is None or not self.result_.nights:
            return
        report = import_csv_nights(self.store, self.result_.nights)
        if report.ids:
            self.imported.emit(report.ids)
        if not report.refused and not report.skipped:
            self.status.setText(self.tr("Imported %n night(s).", "", len(report.ids)))
            self.accept()
            return
        if not report.refused:  # stays open to say which nights were there already
            self._show_rejected(report.skipped)
            self.status.setText(self.tr("{imported} Already in the history, not imported "
                                        "again: {skipped}.").format(
                imported=self.tr("Imported %n night(s).", "", len(report.ids)),
                skipped=self.tr("%n night(s)", "", len(self.result_.nights) - len(report.ids))))
            self.import_button.setEnabled(False)
            return
        self._show_rejected(tuple(sorted(self.result_.rejected + report.refused,
                                         key=lambda rejected: rejected.line)))
        self.status.setText(self.tr("{imported} Not imported: {refused} (see the rejected "
                                    "lines).").format(
            imported=self.tr("Imported %n night(s).", "", len(report.ids)),
            refused=self.tr("%n night(s)", "", len(self.result_.nights) - len(report.ids))))
        self.import_button.setEnabled(False)
