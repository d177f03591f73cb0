"""Past nights and the season standings, with CSV export/import and printing of a night.

The list and the standings are ``gamenight.history_queries.night_summaries`` and
``gamenight.history.season`` as they come; the page only filters (game, season) and lays
them out. Double-clicking a night emits ``openNight(night_id)``; clicking a player in the
standings emits ``openPlayer(player_id)`` — the main window decides what opens.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.courses import scorecard_games
from golfstudio.gamenight.history import Season, season
from golfstudio.gamenight.history_queries import NightSummary, night_summaries, season_cards
from golfstudio.store import Store
from ui.game_titles import game_title
from ui.gamenight.night_files import (
    CSV_FILTER,
    PDF_FILTER,
    AskSavePath,
    ask_save_path,
    night_file_name,
    write_nights_csv,
)

# Column headings in English, marked for lupdate; _table() translates them.
NIGHT_COLUMNS = tuple(str(text) for text in (
    QT_TRANSLATE_NOOP("HistoryPage", "Date"), QT_TRANSLATE_NOOP("HistoryPage", "Place"),
    QT_TRANSLATE_NOOP("HistoryPage", "Game"), QT_TRANSLATE_NOOP("HistoryPage", "Course"),
    QT_TRANSLATE_NOOP("HistoryPage", "Players"), QT_TRANSLATE_NOOP("HistoryPage", "Rounds"),
    QT_TRANSLATE_NOOP("HistoryPage", "Winner (stroke)")))
SEASON_COLUMNS = tuple(str(text) for text in (
    QT_TRANSLATE_NOOP("HistoryPage", "Place"), QT_TRANSLATE_NOOP("HistoryPage", "Player"),
    QT_TRANSLATE_NOOP("HistoryPage", "Rounds"), QT_TRANSLATE_NOOP("HistoryPage", "Total"),
    QT_TRANSLATE_NOOP("HistoryPage", "Average"), QT_TRANSLATE_NOOP("HistoryPage", "Wins")))

def _item(value: object, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(columns: tuple[str, ...], parent: QWidget) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(
        [QCoreApplication.translate("HistoryPage", column) for column in columns])
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class HistoryPage(QWidget):
    """``HistoryPage(store)``: the nights played and the season's standings."""

    openNight = Signal(int)
    openPlayer = Signal(int)
    nightsImported = Signal(object)
    """list[int]: the ids of nights a CSV import added."""

    def __init__(self, store: Store, parent: QWidget | None = None,
                 ask_save: AskSavePath = ask_save_path) -> None:
        super().__init__(parent)
        self.setObjectName("historyPage")
        self.store = store
        self.ask_save = ask_save
        self.summaries: list[NightSummary] = []
        self.season: Season | None = None

        col = QVBoxLayout(self)
        col.setContentsMargins(24, 18, 24, 12)
        title = QLabel(self.tr("History"), self)
        title.setObjectName("pageTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        col.addWidget(title)

        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Game"), self))
        self.game_filter = QComboBox(self)
        self.game_filter.addItem(self.tr("All games"), None)
        for game in scorecard_games():
            self.game_filter.addItem(game_title(game), game)
        bar.addWidget(self.game_filter)
        bar.addWidget(QLabel(self.tr("Season"), self))
        self.year_filter = QComboBox(self)
        bar.addWidget(self.year_filter)
        bar.addStretch(1)
        self.export_night_button = QPushButton(self.tr("Export night as CSV…"), self)
        self.export_all_button = QPushButton(self.tr("Export all as CSV…"), self)
        self.import_button = QPushButton(self.tr("Import CSV…"), self)
        self.pdf_button = QPushButton(self.tr("Save night as PDF…"), self)
        self.print_button = QPushButton(self.tr("Print night…"), self)
        for button in (self.export_night_button, self.export_all_button, self.import_button,
                       self.pdf_button, self.print_button):
            bar.addWidget(button)
        col.addLayout(bar)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.nights = _table(NIGHT_COLUMNS, splitter)
        self.nights.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        lower = QWidget(splitter)
        lower_col = QVBoxLayout(lower)
        lower_col.setContentsMargins(0, 8, 0, 0)
        self.season_title = QLabel(lower)
        self.season_title.setObjectName("sectionTitle")
        lower_col.addWidget(self.season_title)
        self.standings = _table(SEASON_COLUMNS, lower)
        self.standings.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch)
        lower_col.addWidget(self.standings)
        splitter.addWidget(self.nights)
        splitter.addWidget(lower)
        col.addWidget(splitter, 1)
        self.status = QLabel(self)
        self.status.setObjectName("muted")
        col.addWidget(self.status)

        self.game_filter.currentIndexChanged.connect(self.refresh)
        self.year_filter.currentIndexChanged.connect(self.refresh)
        self.nights.doubleClicked.connect(self._night_activated)
        self.standings.clicked.connect(self._player_clicked)
        self.export_night_button.clicked.connect(self.export_selected_night)
        self.export_all_button.clicked.connect(self.export_all)
        self.import_button.clicked.connect(self.import_csv)
        self.pdf_button.clicked.connect(self.save_selected_pdf)
        self.print_button.clicked.connect(self.print_selected)
        self.reload()

    # --- data -----------------------------------------------------------------------------

    def reload(self) -> None:
        """Re-read the store: the seasons that exist, then the list and the standings."""
        years = sorted({n.played_on.year for n in self.store.nights()}, reverse=True)
        current = self.year_filter.currentData()
        self.year_filter.blockSignals(True)
        self.year_filter.clear()
        self.year_filter.addItem(self.tr("All seasons"), None)
        for year in years:
            self.year_filter.addItem(str(year), year)
        found = self.year_filter.findData(current if current is not None
                                          else (years[0] if years else None))
        self.year_filter.setCurrentIndex(max(found, 0))
        self.year_filter.blockSignals(False)
        self.refresh()

    @property
    def game(self) -> str | None:
        value = self.game_filter.currentData()
        return None if value is None else str(value)

    @property
    def year(self) -> int | None:
        value = self.year_filter.currentData()
        return None if value is None else int(value)

    def refresh(self) -> None:
        self.summaries = night_summaries(self.store, game=self.game, year=self.year)
        self.nights.setRowCount(len(self.summaries))
        for row, night in enumerate(self.summaries):
            complete = f"{night.complete_rounds}/{night.rounds}"
            values = (night.played_on.isoformat(), night.place,
                      game_title(night.game.value), night.course,
                      ", ".join(night.players), complete, ", ".join(night.winners) or "–")
            for column, value in enumerate(values):
                self.nights.setItem(row, column, _item(value, right=column == 5))
        self.nights.resizeColumnsToContents()
        if self.summaries:
            self.nights.selectRow(0)
        self.season = season(season_cards(self.store, self.year, self.game), self.year)
        label = (self.tr("All seasons") if self.year is None
                 else self.tr("Season {year}").format(year=self.year))
        self.season_title.setText(
            self.tr("{season} standings · {nights}, {rounds} (gross, average per round)").format(
                season=label, nights=self.tr("%n night(s)", "", self.season.nights),
                rounds=self.tr("%n complete round(s)", "", self.season.rounds)))
        ids = {p.name: p.id for p in self.store.players()}
        self.standings.setRowCount(len(self.season.standings))
        for row, standing in enumerate(self.season.standings):
            cells = (standing.place, standing.name, standing.rounds, standing.total,
                     f"{standing.average:.2f}", standing.wins)
            for column, cell in enumerate(cells):
                item = _item(cell, right=column != 1)
                item.setData(Qt.ItemDataRole.UserRole, ids.get(standing.name))
                self.standings.setItem(row, column, item)

    # --- signals --------------------------------------------------------------------------

    def selected_night(self) -> int | None:
        rows = self.nights.selectionModel().selectedRows()
        if not rows:
            return None
        return self.summaries[rows[0].row()].night_id

    def _night_activated(self, index: QModelIndex) -> None:
        self.openNight.emit(self.summaries[index.row()].night_id)

    def _player_clicked(self, index: QModelIndex) -> None:
        item = self.standings.item(index.row(), 1)
        player_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if player_id is not None:
            self.openPlayer.emit(int(player_id))

    # --- files ----------------------------------------------------------------------------

    def _write_csv(self, night_ids: list[int] | None, suggested: str) -> Path | None:
        path = self.ask_save(self, suggested, CSV_FILTER)
        if path is None:
            return None
        try:
            write_nights_csv(self.store, night_ids, path)
        except (OSError, GolfStudioError) as error:
            QMessageBox.warning(self, self.tr("Export"),
                                self.tr("Could not write {file}: {reason}").format(
                                    file=path.name, reason=error))
            return None
        self.status.setText(self.tr("Saved {path}").format(path=path))
        return path

    def export_selected_night(self) -> Path | None:
        night_id = self.selected_night()
        if night_id is None:
            return None
        return self._write_csv([night_id], night_file_name(self.store, night_id, ".csv"))

    def export_all(self) -> Path | None:
        return self._write_csv(None, "golfstudio-history.csv")

    def import_csv(self) -> None:
        from ui.gamenight.csv_import_dialog import CsvImportDialog

        dialog = CsvImportDialog(self.store, self)
        dialog.imported.connect(self._imported)
        dialog.open()

    def _imported(self, ids: object) -> None:
        self.reload()
        self.nightsImported.emit(ids)

    def save_selected_pdf(self) -> Path | None:
        from ui.gamenight.printing import save_night_pdf

        night_id = self.selected_night()
        if night_id is None:
            return None
        path = self.ask_save(self, night_file_name(self.store, night_id, ".pdf"), PDF_FILTER)
        if path is None:
            return None
        try:
            save_night_pdf(self.store, night_id, path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save as PDF"),
                                self.tr("Could not write {file}: {reason}").format(
                                    file=path.name, reason=error.strerror or error))
            return None
        self.status.setText(self.tr("Saved {path}").format(path=path))
        return path

    def print_selected(self) -> None:
        from ui.gamenight.printing import print_night

        night_id = self.selected_night()
        if night_id is not None:
            print_night(self.store, night_id, self)
