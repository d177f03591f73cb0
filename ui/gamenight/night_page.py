"""The page used at the table: the night's scorecard grid with live standings under it
(the card needs the window's width; the standings fill the rest in three columns).

Every typed score is checked against the game's rule (a refused one is named in the
status line and nothing is written), then written through an undoable command that
commits it in the store at once — closing or killing the app loses nothing. The grid and
the standings are re-read from the store after every entry, and every few seconds so a
second scorekeeper on the same database is seen.

The night can be printed, saved as PDF or exported as CSV from the page (the same functions
the history page uses; the path and printer questions are injectable for tests).

Corrections (issue 17 §2): "Edit night…" opens the set-up form on the night
(``EditNightDialog``), "Add round" adds the night's next round, "Delete night…" asks first,
naming the night. Each is committed when made; the page then reloads the night. The grid
has the keyboard as soon as the page is shown, and its Net column counts the same handicaps
as the night's net format (``NightGridModel``).

Entry order (issue 27 §6): down the players of a hole, or — "Along a player's row"
(Ctrl+R, a checkable button beside the hint under the grid; remembered in QSettings under
``ENTRY_ALONG_ROW_KEY``) — along one player's holes, for a player who joins late or a card
copied row by row. The hint under the grid says which order is on.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight import EntryError
from golfstudio.gamenight.night import (
    NightMoney,
    NightState,
    PressOffer,
    events_of_rows,
    load_night,
    press_offer,
    rounds_money,
    standings,
)
from golfstudio.gamenight.night_edit import describe_night
from golfstudio.gamenight.setup import NASSAUS
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.store import Store, StoreError
from golfstudio.store.corrections import Corrections
from golfstudio.store.records import RoundEventRows
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.confirm import Confirm, ask_confirm
from ui.gamenight.entry_view import EntryGridView
from ui.gamenight.events_bar import BLIND, LONE, HoleEventsBar
from ui.gamenight.night_editor import EditNightDialog
from ui.gamenight.night_files import (
    CSV_FILTER,
    PDF_FILTER,
    AskSavePath,
    ask_save_path,
    night_file_name,
    write_nights_csv,
)
from ui.gamenight.night_grid_model import NightGridModel
from ui.gamenight.printing import (
    AskPrinter,
    PreviewPages,
    ask_printer,
    preview_pages,
    print_night,
    save_night_pdf,
)
from ui.gamenight.score_commands import EventCommand, score_command
from ui.gamenight.settlement_panel import SettlementPanel
from ui.gamenight.standings_panel import StandingsPanel
from ui.scorecard.model import HEADER_ROWS

POLL_MS = 3000
"""How often the grid looks for another scorekeeper's entries."""
ENTRY_ALONG_ROW_KEY = "gamenight/entry_along_row"
"""QSettings key: whether typing walks along a player's row (the last choice is kept)."""


class GameNightPage(QWidget):
    """``GameNightPage(store, night_id)``: enter a night's scores, see the standings.
    ``ask_save(parent, suggested, filter)``, ``ask_printer(printer, parent)`` and
    ``preview_pages(printer, paint, parent)`` are the path and printer questions and the
    print preview (the real dialogs by default)."""

    scores_changed = Signal()
    nightChanged = Signal(int)
    """The night was corrected (edited, a round added): the history shows it anew."""
    nightDeleted = Signal(int)

    def __init__(self, store: Store, night_id: int, parent: QWidget | None = None,
                 poll_ms: int = POLL_MS, *, ask_save: AskSavePath = ask_save_path,
                 ask_printer: AskPrinter = ask_printer,
                 ask_confirm: Confirm = ask_confirm,
                 preview_pages: PreviewPages = preview_pages) -> None:
        super().__init__(parent)
        self.setObjectName("gameNightPage")
        self.store = store
        self.ask_save = ask_save
        self.ask_printer = ask_printer
        self.preview_pages = preview_pages
        self.ask_confirm = ask_confirm
        self.edit_dialog: EditNightDialog | None = None
        self.state: NightState = load_night(store, night_id)
        self.undo_stack = QUndoStack(self)
        self.model = NightGridModel(store, self.state, self.state.round_ids[0], self)

        col = QVBoxLayout(self)
        col.setContentsMargins(24, 18, 24, 12)
        col.setSpacing(8)
        col.addLayout(self._header())
        self.row_button = self._entry_order_button()
        self._actions()  # before the grid and the hint, which read the entry order

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        left = QWidget(splitter)
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        self.grid = EntryGridView(self.model, left)
        left_col.addWidget(self.grid)
        self._left_col = left_col
        self.events: RoundEvents = NO_EVENTS
        self.event_rows = RoundEventRows()
        self.offer: PressOffer | None = None
        self.money: NightMoney | None = None
        self.events_bar = HoleEventsBar(self.state, left)
        self.events_bar.press_button.clicked.connect(self.press)
        self.events_bar.wolf_chosen.connect(self.choose_wolf)
        self.events_bar.bbb_chosen.connect(self.choose_bbb)
        left_col.addWidget(self.events_bar)
        self.hint = QLabel(left)
        self.hint.setObjectName("muted")
        self.hint.setWordWrap(True)
        # The entry order's button beside the hint that explains it, right under the grid
        # (the header has no width to spare in French or German).
        hint_row = QHBoxLayout()
        hint_row.setSpacing(10)
        self.row_button.setParent(left)
        hint_row.addWidget(self.row_button, 0, Qt.AlignmentFlag.AlignTop)
        hint_row.addWidget(self.hint, 1)
        left_col.addLayout(hint_row)
        self._show_hint()
        self.status = QLabel(left)
        self.status.setObjectName("statusLine")
        self.status.setWordWrap(True)
        left_col.addWidget(self.status)
        below = QWidget(splitter)
        below_row = QHBoxLayout(below)
        below_row.setContentsMargins(0, 0, 0, 0)
        below_row.setSpacing(12)
        self.standings = StandingsPanel(below)
        self.settlement = SettlementPanel(below)
        below_row.addWidget(self.standings, 1)
        below_row.addWidget(self.settlement)
        splitter.addWidget(left)
        splitter.addWidget(below)
        left.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        col.addWidget(splitter, 1)

        self._connect_grid()
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.refresh)
        if poll_ms > 0:
            self._timer.start()
        self.show_message("")
        self.refresh_standings()
        self.grid.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        """The grid takes the keyboard whenever the page is shown: "type a score" works at
        once, whatever was focused before (the history's list, the section list)."""
        super().showEvent(event)
        self.grid.setFocus(Qt.FocusReason.OtherFocusReason)

    def _connect_grid(self) -> None:
        self.grid.score_typed.connect(self._enter)
        self.grid.clear_requested.connect(self._clear)
        self.grid.refused.connect(self.show_message)
        self.grid.selectionModel().currentChanged.connect(lambda *_: self._show_events())
        self.grid.asked.connect(self.show_message)
        self.grid.set_by_player(self.row_action.isChecked())

    @property
    def along_row(self) -> bool:
        """Whether typing walks along a player's row (else down the players of a hole)."""
        return self.row_action.isChecked()

    def set_along_row(self, on: bool) -> None:
        """Choose the entry order; the choice is kept for the next night."""
        self.row_action.setChecked(on)

    def _along_row_toggled(self, on: bool) -> None:
        self.grid.set_by_player(on)
        QSettings().setValue(ENTRY_ALONG_ROW_KEY, on)
        self._show_order()
        self._show_hint()
        self.grid.setFocus()

    def _show_order(self) -> None:
        """The button names the order in force, so a glance says where the next digit goes."""
        self.row_action.setText(self.tr("Entry: along the row")
                                if self.row_action.isChecked()
                                else self.tr("Entry: by hole"))

    def _show_hint(self) -> None:
        order = (self.tr("Along a player's row: the cursor moves to that player's next "
                         "empty hole.") if self.row_action.isChecked()
                 else self.tr("Down the hole: the cursor moves to the next player's empty "
                              "cell, then the next hole."))
        self.hint.setText(self.tr(
            "{order} “1” waits for a second digit, Enter or a pause; a score over par + 10 "
            "asks first (Enter keeps it). Backspace clears, Ctrl+Z undoes. {net}."
        ).format(order=order, net=self.model.net_basis()))

    # --- layout -------------------------------------------------------------------------
    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        words = QVBoxLayout()
        words.setSpacing(0)
        self.title = QLabel(self)
        self.title.setObjectName("pageTitle")
        self.title.setFont(theme.scaled_font(self, 1.6, bold=True))
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("pageSubtitle")
        self.subtitle.setWordWrap(True)
        words.addWidget(self.title)
        words.addWidget(self.subtitle)
        row.addLayout(words, 1)
        # Corrections under the title, the files and undo on the right.
        fixes = QHBoxLayout()
        fixes.setContentsMargins(0, 6, 0, 0)
        fixes.setSpacing(6)
        self.round_box = QComboBox(self)
        self.round_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        fixes.addWidget(self.round_box)
        self.edit_button = QPushButton(self.tr("Edit night…"), self)
        self.edit_button.setToolTip(self.tr("Date, place, players, handicaps, formats, teams"))
        self.add_round_button = QPushButton(self.tr("Add round"), self)
        self.add_round_button.setToolTip(self.tr("The night's next round (a tournament)"))
        self.delete_button = QPushButton(self.tr("Delete night…"), self)
        self.edit_button.clicked.connect(self.edit_night)
        self.add_round_button.clicked.connect(self.add_round)
        self.delete_button.clicked.connect(self.delete_night)
        for button in (self.edit_button, self.add_round_button, self.delete_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            fixes.addWidget(button)
        fixes.addStretch(1)
        words.addLayout(fixes)
        self._show_header()
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

    def _show_header(self) -> None:
        night, state = self.state.night, self.state
        self.title.setText(f"{state.course.name} · {i18n.day(night.played_on)}")
        par = sum(h.par for h in state.holes)
        bits = [game_title(state.game), self.tr("%n hole(s)", "", len(state.holes)),
                self.tr("par {par}").format(par=par),
                self.tr("%n player(s)", "", len(state.seats))]
        if night.place:
            bits.insert(0, night.place)
        if state.teams:
            bits.append(self.tr("teams {teams}").format(teams=self.tr(" v ").join(
                self.tr(" & ").join(t) for t in state.teams)))
        self.subtitle.setText(" · ".join(bits))
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for number, round_id in enumerate(state.round_ids, 1):
            self.round_box.addItem(self.tr("Round {number}").format(number=number), round_id)
        self.round_box.setVisible(len(state.round_ids) > 1)
        self.round_box.blockSignals(False)

    def _entry_order_button(self) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName("entryOrderButton")
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Checked, it stands out: the order in force must be seen at a glance.
        theme.style(button, lambda: (
            f"QToolButton {{ padding: 5px 12px; border: 1px solid {theme.BORDER.name()};"
            " border-radius: 4px; }"
            f" QToolButton:checked {{ background: {theme.ACCENT_SOFT.name()};"
            f" border-color: {theme.ACCENT_DARK.name()}; color: {theme.ACCENT_DARK.name()};"
            " }"))
        return button

    def _actions(self) -> None:
        # Entry order: an action with its shortcut, shown as a checkable header button.
        self.row_action = QAction(self)
        self.row_action.setCheckable(True)
        self.row_action.setShortcut(QKeySequence("Ctrl+R"))
        self.row_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.row_action.setToolTip(self.tr(
            "Typing walks along one player's holes instead of down the players of a hole "
            "(Ctrl+R)"))
        self.row_action.setChecked(
            QSettings().value(ENTRY_ALONG_ROW_KEY, False, type=bool) is True)
        self.row_action.toggled.connect(self._along_row_toggled)
        self.addAction(self.row_action)
        self.row_button.setDefaultAction(self.row_action)
        self._show_order()
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
        self.grid.setFocus()

    # --- corrections --------------------------------------------------------------------
    def edit_night(self) -> EditNightDialog:
        """Open the "Edit night…" dialog (window-modal); the page reloads once it is saved."""
        dialog = EditNightDialog(self.store, self.night_id, self)
        dialog.page.nightEdited.connect(self._edited)
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(self._edit_closed)
        self.edit_dialog = dialog
        dialog.open()
        return dialog

    def _edit_closed(self, _code: int) -> None:
        self.edit_dialog = None
        self.grid.setFocus()  # the keys go back to the grid, not to the dialog's opener

    def _edited(self, night_id: int) -> None:
        self.reload_night()
        self.show_message(self.tr("Night saved"), error=False)
        self.nightChanged.emit(night_id)

    def add_round(self) -> None:
        """The night's next round (a tournament's round 2), committed at once and shown."""
        try:
            added = self.store.add_round(self.night_id)
        except StoreError as exc:
            self.show_message(self.tr("Not added: {reason}").format(reason=exc))
            return
        self.reload_night(round_id=added.id)
        self.show_message(self.tr("Round {number} added").format(number=added.number),
                          error=False)
        self.nightChanged.emit(self.night_id)

    def delete_night(self) -> bool:
        """Delete the night after asking, naming it; False when not deleted."""
        try:
            described = describe_night(self.store, self.night_id)
        except StoreError as exc:
            self.show_message(str(exc))
            return False
        if not self.ask_confirm(
                self, self.tr("Delete night"),
                self.tr("Delete the night of {night}, with every round and score of it? "
                        "This cannot be undone.").format(night=described),
                self.tr("Delete night")):
            return False
        try:
            Corrections(self.store.engine).delete_night(self.night_id)
        except StoreError as exc:
            self.show_message(self.tr("Not deleted: {reason}").format(reason=exc))
            return False
        self._timer.stop()
        self.nightDeleted.emit(self.night_id)
        return True

    def reload_night(self, round_id: int | None = None) -> None:
        """Read the night again after a correction: header, grid, standings."""
        current = self.round_id if round_id is None else round_id
        self.state = load_night(self.store, self.night_id)
        if current not in self.state.round_ids:
            current = self.state.round_ids[0]
        self.undo_stack.clear()
        old_grid, old_model = self.grid, self.model
        self.model = NightGridModel(self.store, self.state, current, self)
        self.grid = EntryGridView(self.model, old_grid.parentWidget())
        self._left_col.replaceWidget(old_grid, self.grid)
        self.grid.setVisible(old_grid.isVisibleTo(self))
        old_grid.deleteLater()
        old_model.deleteLater()
        self._connect_grid()
        self.events_bar.set_state(self.state)
        self._show_header()
        self.round_box.blockSignals(True)
        self.round_box.setCurrentIndex(self.state.round_ids.index(current))
        self.round_box.blockSignals(False)
        self._show_hint()
        self.refresh_standings()
        self.grid.setFocus()

    def _enter(self, row: int, column: int, strokes: int) -> None:
        cell = self.model.cell_at(row, column)
        if cell is None:
            return
        player_id, hole = cell
        name = self.state.seats[self.state.player_ids.index(player_id)].name
        try:
            # The core's message is translated by the core; the phrase it places is ours.
            self.state.rule(hole).check(
                strokes, self.tr("for {name} on hole {hole}").format(name=name, hole=hole))
        except EntryError as exc:
            self.show_message(self.tr("Not saved: {reason}").format(reason=exc))
            return
        old = self.model.cells.get(cell)
        if old == strokes:
            self.show_message("")
            return
        self.undo_stack.push(score_command(
            self.store, self.round_id, player_id, hole, strokes, old,
            self.tr("{name} {strokes} on hole {hole}").format(name=name, strokes=strokes,
                                                               hole=hole), self._written))

    def _clear(self, row: int, column: int) -> None:
        cell = self.model.cell_at(row, column)
        if cell is None or cell not in self.model.cells:
            return
        player_id, hole = cell
        name = self.state.seats[self.state.player_ids.index(player_id)].name
        self.undo_stack.push(score_command(
            self.store, self.round_id, player_id, hole, None, self.model.cells[cell],
            self.tr("clear {name} on hole {hole}").format(name=name, hole=hole), self._written))

    def _written(self, error: str | None) -> None:
        self.show_message("")
        self.refresh()  # may say why the round cannot be read; what was not saved says more
        if error:
            self.show_message(self.tr("Not saved: {reason}").format(reason=error))

    # --- per-hole events ----------------------------------------------------------------
    def _event_written(self, error: str | None) -> None:
        self.show_message(self.tr("Not saved: {reason}").format(reason=error) if error else "")
        self.refresh_standings()
        self.grid.setFocus()

    def cursor_hole(self) -> int:
        """The hole of the grid's current cell (1 when the cursor is on no hole)."""
        row, column = self.grid.current_cell()
        cell = self.model.cell_at(max(row, HEADER_ROWS), column)
        return 1 if cell is None else cell[1]

    def press(self) -> None:
        """The side that is down presses from the next hole (an undoable command)."""
        offer = self.offer
        if offer is None or offer.side is None or offer.player_id is None:
            return
        round_id, hole, segment, player_id = (self.round_id, offer.hole, offer.segment.value,
                                              offer.player_id)
        self.undo_stack.push(EventCommand(
            self.tr("{side} presses from hole {hole}").format(side=offer.side, hole=hole),
            lambda: self.store.add_press(round_id, hole, player_id, segment),
            lambda: self.store.remove_press(round_id, hole, segment), self._event_written))

    def choose_wolf(self, hole: int, choice: object) -> None:
        """The wolf's choice on ``hole`` (None: no choice; LONE, BLIND or a partner's id)."""
        round_id = self.round_id
        old = next((w for w in self.event_rows.wolf if w.hole == hole), None)

        def write(value: object) -> None:
            if value is None:
                self.store.clear_wolf_choice(round_id, hole)
            elif value in (LONE, BLIND):
                self.store.set_wolf_choice(round_id, hole, None, blind=value == BLIND)
            else:
                assert isinstance(value, int)
                self.store.set_wolf_choice(round_id, hole, value)

        before: object = None if old is None else (
            old.partner_id if old.partner_id is not None else BLIND if old.blind else LONE)
        if before == choice:
            self.grid.setFocus()
            return
        self.undo_stack.push(EventCommand(
            self.tr("wolf's choice on hole {hole}").format(hole=hole),
            lambda: write(choice), lambda: write(before), self._event_written))

    def choose_bbb(self, hole: int, award: str, player_id: object) -> None:
        """Who made ``award`` on ``hole`` (None: nobody)."""
        round_id = self.round_id
        before = next((b.player_id for b in self.event_rows.bbb
                       if b.hole == hole and b.award == award), None)
        chosen = player_id if isinstance(player_id, int) else None
        if before == chosen:
            self.grid.setFocus()
            return
        self.undo_stack.push(EventCommand(
            self.tr("{award} on hole {hole}").format(award=award, hole=hole),
            lambda: self.store.set_bbb(round_id, hole, award, chosen),
            lambda: self.store.set_bbb(round_id, hole, award, before), self._event_written))

    def _show_events(self) -> None:
        if not self.events_bar.isVisibleTo(self):
            return
        self.events_bar.show_hole(self.cursor_hole(), self.events, self.offer)

    def show_message(self, text: str, error: bool = True) -> None:
        theme.ink(self.status, "stroke_dot" if error else "accent_dark", "font-weight: 600")
        self.status.setText(text)

    # --- files --------------------------------------------------------------------------
    @property
    def night_id(self) -> int:
        return self.state.night_id

    def print_night(self) -> bool:
        """Print every round of the night as the store has it; False when cancelled."""
        return print_night(self.store, self.night_id, self, ask=self.ask_printer,
                           preview=self.preview_pages)

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
        try:
            self.model.refresh()
        except StoreError as exc:
            self._unreadable(exc)
            return
        if self.model.cells != before or self._read_events() != self.event_rows:
            self.refresh_standings()

    def _unreadable(self, error: StoreError) -> None:
        """The round cannot be read back: said, and when the night itself went away (another
        organiser deleted it) nothing more can be typed into it."""
        try:
            self.store.night(self.night_id)
        except StoreError:
            self._timer.stop()
            for widget in (self.grid, self.edit_button, self.add_round_button,
                           self.delete_button):
                widget.setEnabled(False)
            self.show_message(self.tr("This night is no longer in the database: someone "
                                      "else deleted it. Nothing more can be entered."))
            return
        self.show_message(self.tr("Not read: {reason}").format(reason=error))

    def _read_events(self) -> RoundEventRows:
        try:
            return self.store.round_events(self.round_id)
        except StoreError as exc:
            self.show_message(str(exc))
            return self.event_rows

    def refresh_standings(self) -> None:
        live = self.state.live(self.model.cells)
        self.event_rows = self._read_events()
        self.events = events_of_rows(self.state, self.event_rows)
        self.results = standings(self.state, live, self.events)
        self.standings.show_standings(self.results, live.holes_played, len(self.state.holes),
                                      entered=live.entered)
        self.money = rounds_money(self.store, self.state)  # every round of the night
        self.settlement.show_money(self.money)
        nassau = next((played for played in self.state.formats if played.format in NASSAUS),
                      None)
        self.offer = None if nassau is None else press_offer(self.state, live, self.events,
                                                             nassau)
        self._show_events()
        self.scores_changed.emit()
