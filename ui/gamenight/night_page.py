"""The page used at the table: the night's scorecard grid with live standings under it
(the card needs the window's width; the standings fill the rest in three columns).

Every typed score is checked against the game's rule (a refused one is named in the
status line and nothing is written), then written through an undoable command that
commits it in the store at once — closing or killing the app loses nothing. The grid and
the standings are re-read from the store after every entry, and every few seconds so a
second scorekeeper on the same database is seen.

The night can be printed, saved as PDF or exported as CSV from the page (the same functions
the history page uses; the path and printer questions are injectable for tests).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.gamenight import EntryError
from golfstudio.gamenight.night import NightState, load_night, standings
from golfstudio.store import Store
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.entry_view import EntryGridView
from ui.gamenight.night_files import (
    CSV_FILTER,
    PDF_FILTER,
    AskSavePath,
    ask_save_path,
    night_file_name,
    write_nights_csv,
)
from ui.gamenight.printing import AskPrinter, ask_printer, print_night, save_night_pdf
from ui.gamenight.score_commands import SetScoreCommand
from ui.gamenight.standings_panel import StandingsPanel

POLL_MS = 3000
"""How often the grid looks for another scorekeeper's entries."""


class GameNightPage(QWidget):
    """``GameNightPage(store, night_id)``: enter a night's scores, see the standings.
    ``ask_save(parent, suggested, filter)`` and ``ask_printer(parent)`` are the path and
    printer questions (the real dialogs by default)."""

    scores_changed = Signal()

    def __init__(self, store: Store, night_id: int, parent: QWidget | None = None,
                 poll_ms: int = POLL_MS, *, ask_save: AskSavePath = ask_save_path,
                 ask_printer: AskPrinter = ask_printer) -> None:
        super().__init__(parent)
        self.setObjectName("gameNightPage")
        self.store = store
        self.ask_save = ask_save
        self.ask_printer = ask_printer
        self.state: NightState = load_night(store, night_id)
        self.undo_stack = QUndoStack(self)
        self.model = EntryModel(store, self.state, self.state.round_ids[0], self)

        col = QVBoxLayout(self)
        col.setContentsMargins(24, 18, 24, 12)
        col.setSpacing(8)
        col.addLayout(self._header())

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        left = QWidget(splitter)
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        self.grid = EntryGridView(self.model, left)
        left_col.addWidget(self.grid)
        hint = QLabel(self.tr(
            "Type a score: the cursor moves to the next player, then the next hole. "
            "“1” waits for a second digit or Enter. Backspace clears, Ctrl+Z undoes."), left)
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        left_col.addWidget(hint)
        self.status = QLabel(left)
        self.status.setObjectName("statusLine")
        self.status.setWordWrap(True)
        left_col.addWidget(self.status)
        self.standings = StandingsPanel(splitter)
        splitter.addWidget(left)
        splitter.addWidget(self.standings)
        left.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        col.addWidget(splitter, 1)

        self.grid.score_typed.connect(self._enter)
        self.grid.clear_requested.connect(self._clear)
        self.grid.refused.connect(self.show_message)
        self._actions()
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.refresh)
        if poll_ms > 0:
            self._timer.start()
        self.show_message("")
        self.refresh_standings()
        self.grid.setFocus()

    # --- layout -------------------------------------------------------------------------
    def _header(self) -> QHBoxLayout:
        night, state = self.state.night, self.state
        row = QHBoxLayout()
        words = QVBoxLayout()
        words.setSpacing(0)
        title = QLabel(f"{state.course.name} · {night.played_on:%a %d %b %Y}", self)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(self, 1.6, bold=True))
        par = sum(h.par for h in state.holes)
        bits = [game_title(state.game), self.tr("%n hole(s)", "", len(state.holes)),
                self.tr("par {par}").format(par=par),
                self.tr("%n player(s)", "", len(state.seats))]
        if night.place:
            bits.insert(0, night.place)
        if state.teams:
            bits.append(self.tr("teams {teams}").format(teams=self.tr(" v ").join(
                self.tr(" & ").join(t) for t in state.teams)))
        subtitle = QLabel(" · ".join(bits), self)
        subtitle.setObjectName("pageSubtitle")
        words.addWidget(title)
        words.addWidget(subtitle)
        row.addLayout(words, 1)
        self.round_box = QComboBox(self)
        for number, round_id in enumerate(state.round_ids, 1):
            self.round_box.addItem(self.tr("Round {number}").format(number=number), round_id)
        self.round_box.setVisible(len(state.round_ids) > 1)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        row.addWidget(self.round_box, 0, Qt.AlignmentFlag.AlignBottom)
        self.print_button = QPushButton(self.tr("Print…"), self)
        self.pdf_button = QPushButton(self.tr("Save as PDF…"), self)
        self.csv_button = QPushButton(self.tr("Export CSV…"), self)
        self.print_button.clicked.connect(self.print_night)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.csv_button.clicked.connect(self.export_csv)
        for button in (self.print_button, self.pdf_button, self.csv_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addSpacing(12)
        self.undo_button = QPushButton(self.tr("Undo"), self)
        self.redo_button = QPushButton(self.tr("Redo"), self)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        for button in (self.undo_button, self.redo_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
        return row

    def _actions(self) -> None:
        for text, keys, slot in (
                (self.tr("Undo"), QKeySequence.StandardKey.Undo, self.undo_stack.undo),
                (self.tr("Redo"), QKeySequence.StandardKey.Redo, self.undo_stack.redo)):
            action = QAction(text, self)
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

    # --- entries ------------------------------------------------------------------------
    @property
    def round_id(self) -> int:
        return self.model.round_id

    def _round_chosen(self, _index: int) -> None:
        self.undo_stack.clear()
        self.model.set_round(int(self.round_box.currentData()))
        self.refresh_standings()

    def _enter(self, row: int, column: int, strokes: int) -> None:
        cell = self.model.cell_at(row, column)
        if cell is None:
            return
        player_id, hole = cell
        name = self.state.seats[self.state.player_ids.index(player_id)].name
        try:
            # The core's message is English; the phrase it ends with is ours.
            self.state.rule(hole).check(
                strokes, self.tr("for {name} on hole {hole}").format(name=name, hole=hole))
        except EntryError as exc:
            self.show_message(self.tr("Not saved: {reason}").format(reason=exc))
            return
        old = self.model.cells.get(cell)
        if old == strokes:
            self.show_message("")
            return
        self.undo_stack.push(SetScoreCommand(
            self.store, self.round_id, player_id, hole, strokes, old,
            self.tr("{name} {strokes} on hole {hole}").format(name=name, strokes=strokes,
                                                               hole=hole), self._written))

    def _clear(self, row: int, column: int) -> None:
        cell = self.model.cell_at(row, column)
        if cell is None or cell not in self.model.cells:
            return
        player_id, hole = cell
        name = self.state.seats[self.state.player_ids.index(player_id)].name
        self.undo_stack.push(SetScoreCommand(
            self.store, self.round_id, player_id, hole, None, self.model.cells[cell],
            self.tr("clear {name} on hole {hole}").format(name=name, hole=hole), self._written))

    def _written(self, error: str | None) -> None:
        self.show_message(self.tr("Not saved: {reason}").format(reason=error) if error else "")
        self.refresh()

    def show_message(self, text: str, error: bool = True) -> None:
        colour = theme.STROKE_DOT.name() if error else theme.ACCENT_DARK.name()
        self.status.setStyleSheet(f"color: {colour}; font-weight: 600")
        self.status.setText(text)

    # --- files --------------------------------------------------------------------------
    @property
    def night_id(self) -> int:
        return self.state.night_id

    def print_night(self) -> bool:
        """Print every round of the night as the store has it; False when cancelled."""
        return print_night(self.store, self.night_id, self, ask=self.ask_printer)

    def save_pdf(self) -> Path | None:
        path = self.ask_save(self, night_file_name(self.store, self.night_id, ".pdf"),
                             PDF_FILTER)
        if path is None:
            return None
        try:
            save_night_pdf(self.store, self.night_id, path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save as PDF"),
                                self.tr("Could not write {file}: {reason}").format(
                                    file=path.name, reason=error.strerror or error))
            return None
        self.show_message(self.tr("Saved {path}").format(path=path), error=False)
        return path

    def export_csv(self) -> Path | None:
        path = self.ask_save(self, night_file_name(self.store, self.night_id, ".csv"),
                             CSV_FILTER)
        if path is None:
            return None
        try:
            write_nights_csv(self.store, [self.night_id], path)
        except (OSError, GolfStudioError) as error:
            QMessageBox.warning(self, self.tr("Export"),
                                self.tr("Could not write {file}: {reason}").format(
                                    file=path.name, reason=error))
            return None
        self.show_message(self.tr("Saved {path}").format(path=path), error=False)
        return path

    # --- refreshing ---------------------------------------------------------------------
    def refresh(self) -> None:
        before = dict(self.model.cells)
        self.model.refresh()
        if self.model.cells != before:
            self.refresh_standings()

    def refresh_standings(self) -> None:
        live = self.state.live(self.model.cells)
        self.results = standings(self.state, live)
        self.standings.show_standings(self.results, live.holes_played, len(self.state.holes))
        self.scores_changed.emit()
