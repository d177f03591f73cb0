"""Past nights and the season standings, with CSV export/import and printing of a night.

The list and the standings are ``gamenight.history_queries.night_summaries`` and
``gamenight.history.seasons_by_game`` as they come; the page only filters (game, season) and
lays them out. Strokes of one game are not another's, so the season standings are per game:
one block per game under "All games". The AIs of Play (``gamenight.roster``) are left out of
the standings unless "Include AI players" is ticked.

Corrections: "Edit night…" (the set-up form on the selected night), "Delete night…" (asking
first, naming the night) and "Players…" (rename, merge: ``RosterDialog``).
Double-clicking a night emits ``openNight(night_id)``; clicking a player in the
standings emits ``openPlayer(player_id)`` — the main window decides what opens.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
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

from golfstudio import i18n
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.courses import scorecard_games
from golfstudio.gamenight.history import Season, seasons_by_game
from golfstudio.gamenight.history_queries import NightSummary, night_summaries, season_cards
from golfstudio.gamenight.night_edit import describe_night
from golfstudio.gamenight.played_round import shown_name
from golfstudio.gamenight.roster import ai_player_ids
from golfstudio.store import Store, StoreError
from golfstudio.store.corrections import Corrections
from ui.game_titles import game_title
from ui.gamenight.confirm import Confirm, ask_confirm
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

    nightDeleted = Signal(int)
    rosterChanged = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None,
                 ask_save: AskSavePath = ask_save_path, *,
                 ask_confirm: Confirm = ask_confirm) -> None:
        super().__init__(parent)
        self.setObjectName("historyPage")
        self.store = store
        self.ask_save = ask_save
        self.ask_confirm = ask_confirm
        self.summaries: list[NightSummary] = []
        self.season: Season | None = None
        self.seasons: list[tuple[str, Season]] = []
        self.edit_dialog: QWidget | None = None
        self.roster_dialog: QWidget | None = None

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
        self.ai_box = QCheckBox(self.tr("Include AI players"), self)
        self.ai_box.setToolTip(self.tr("Count the AIs of rounds played in the studio in the "
                                       "standings"))
        bar.addStretch(1)
        self.export_night_button = QPushButton(self.tr("Export night as CSV…"), self)
        self.export_all_button = QPushButton(self.tr("Export all as CSV…"), self)
        self.import_button = QPushButton(self.tr("Import CSV…"), self)
        self.pdf_button = QPushButton(self.tr("Save night as PDF…"), self)
        self.print_button = QPushButton(self.tr("Print night…"), self)
        for button in (self.export_night_button, self.export_all_button, self.import_button):
            bar.addWidget(button)
        col.addLayout(bar)
        fixes = QHBoxLayout()
        self.edit_button = QPushButton(self.tr("Edit night…"), self)
        self.delete_button = QPushButton(self.tr("Delete night…"), self)
        self.players_button = QPushButton(self.tr("Players…"), self)
        self.players_button.setToolTip(self.tr("Rename players, merge two entries of one "
                                               "person"))
        # The selected night's actions, then the roster's.
        for button in (self.edit_button, self.delete_button, self.pdf_button,
                       self.print_button):
            fixes.addWidget(button)
        fixes.addStretch(1)
        fixes.addWidget(self.players_button)
        col.addLayout(fixes)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.nights = _table(NIGHT_COLUMNS, splitter)
        self.nights.setAccessibleName(self.tr("Nights"))
        self.nights.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        lower = QWidget(splitter)
        lower_col = QVBoxLayout(lower)
        lower_col.setContentsMargins(0, 8, 0, 0)
        self.season_title = QLabel(lower)
        self.season_title.setObjectName("sectionTitle")
        season_row = QHBoxLayout()
        season_row.addWidget(self.season_title, 1)
        season_row.addWidget(self.ai_box)
        lower_col.addLayout(season_row)
        self.standings = _table(SEASON_COLUMNS, lower)
        # The standings' "Place" is a rank, the nights' is where a night was played: a message
        # of its own, so French reads "Place" here and "Lieu" there (issue 30 item 8).
        rank = self.standings.horizontalHeaderItem(0)
        assert rank is not None
        rank.setText(self.tr("Place", "a rank in a table"))
        self.season_title.setBuddy(self.standings)  # the table is named by its title
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
        self.ai_box.toggled.connect(self.refresh)
        self.edit_button.clicked.connect(self.edit_selected_night)
        self.delete_button.clicked.connect(self.delete_selected_night)
        self.players_button.clicked.connect(self.edit_players)
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
                      ", ".join(map(shown_name, night.players)), complete,
                      ", ".join(map(shown_name, night.winners)) or "–")
            for column, value in enumerate(values):
                self.nights.setItem(row, column, _item(value, right=column == 5))
        self.nights.resizeColumnsToContents()
        if self.summaries:
            self.nights.selectRow(0)
        cards = season_cards(self.store, self.year, self.game)
        # Without the AIs their rows go, but a round is still won against everyone who
        # played it (gamenight.history.season).
        leave = () if self.ai_box.isChecked() else ai_player_ids(self.store)
        self.seasons = seasons_by_game(cards, self.year, leave=leave)
        self.season = self.seasons[0][1] if len(self.seasons) == 1 else None
        label = (self.tr("All seasons") if self.year is None
                 else self.tr("Season {year}").format(year=self.year))
        nights = sum(s.nights for _, s in self.seasons)
        rounds = sum(s.rounds for _, s in self.seasons)
        self.season_title.setText(
            self.tr("{season} standings · {nights}, {rounds} (gross, average per round, "
                    "each game on its own)").format(
                season=label, nights=self.tr("%n night(s)", "", nights),
                rounds=self.tr("%n complete round(s)", "", rounds)))
        ids = {p.name: p.id for p in self.store.players()}
        rows = sum(len(s.standings) + 1 for _, s in self.seasons)
        self.standings.clearSpans()
        self.standings.setRowCount(rows)
        row = 0
        for game, of_game in self.seasons:
            # A heading row per game: its strokes are compared only with each other.
            heading = _item(self.tr("{game} · {rounds}").format(
                game=game_title(game),
                rounds=self.tr("%n complete round(s)", "", of_game.rounds)))
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.standings.setItem(row, 0, heading)
            self.standings.setSpan(row, 0, 1, len(SEASON_COLUMNS))
            row += 1
            for standing in of_game.standings:
                cells = (standing.place, shown_name(standing.name), standing.rounds,
                         standing.total,
                         i18n.decimal(standing.average, 2), standing.wins)
                for column, cell in enumerate(cells):
                    item = _item(cell, right=column != 1)
                    item.setData(Qt.ItemDataRole.UserRole, ids.get(standing.name))
                    self.standings.setItem(row, column, item)
                row += 1

    def standing_rows(self) -> list[tuple[str, ...]]:
        """The standings table as text, heading rows included (for tests)."""
        out = []
        for row in range(self.standings.rowCount()):
            out.append(tuple((self.standings.item(row, c) or QTableWidgetItem()).text()
                             for c in range(self.standings.columnCount())
                             if self.standings.columnSpan(row, c) == 1 or c == 0))
        return out

    # --- corrections ----------------------------------------------------------------------

    def edit_selected_night(self) -> QWidget | None:
        """The "Edit night…" dialog on the selected night (window-modal)."""
        from ui.gamenight.night_editor import EditNightDialog

        night_id = self.selected_night()
        if night_id is None:
            self.status.setText(self.tr("Select a night first."))
            return None
        dialog = EditNightDialog(self.store, night_id, self)
        dialog.page.nightEdited.connect(lambda _night: self.reload())
        dialog.finished.connect(dialog.deleteLater)
        self.edit_dialog = dialog
        dialog.open()
        return dialog

    def delete_selected_night(self) -> bool:
        night_id = self.selected_night()
        if night_id is None:
            self.status.setText(self.tr("Select a night first."))
            return False
        if not self.ask_confirm(
                self, self.tr("Delete night"),
                self.tr("Delete the night of {night}, with every round and score of it? "
                        "This cannot be undone.").format(
                    night=describe_night(self.store, night_id)),
                self.tr("Delete night")):
            return False
        try:
            Corrections(self.store.engine).delete_night(night_id)
        except StoreError as exc:
            self.status.setText(self.tr("Not deleted: {reason}").format(reason=exc))
            return False
        self.reload()
        self.status.setText(self.tr("Night deleted"))
        self.nightDeleted.emit(night_id)
        return True

    def edit_players(self) -> QWidget:
        """The players editor (rename, merge), window-modal."""
        from ui.gamenight.roster_dialog import RosterDialog

        dialog = RosterDialog(self.store, self, ask_confirm=self.ask_confirm)
        dialog.rosterChanged.connect(self.reload)
        dialog.rosterChanged.connect(self.rosterChanged)
        dialog.finished.connect(dialog.deleteLater)
        self.roster_dialog = dialog
        dialog.open()
        return dialog

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
