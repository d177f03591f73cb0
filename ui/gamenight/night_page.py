"""The page used at the table: the night's scorecard grid with live standings under it
(the card needs the window's width; the standings fill the rest in three columns).

Every typed score is checked against the game's rule (a refused one is named in the
status line and nothing is written), then written through an undoable command that
commits it in the store at once — closing or killing the app loses nothing. The grid and
the standings are re-read from the store after every entry, and every few seconds so a
second scorekeeper on the same database is seen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from golfstudio.gamenight import EntryError
from golfstudio.gamenight.night import NightState, load_night, standings
from golfstudio.store import Store
from ui import theme
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.entry_view import EntryGridView
from ui.gamenight.score_commands import SetScoreCommand
from ui.gamenight.standings_panel import StandingsPanel

GAME_TITLES = {"golf": "Golf", "ultimate": "Ultimate Golf", "carambole": "Carambole",
               "dicegolf": "Dice Golf", "playnine": "Play Nine", "pbm": "PBM Golf"}
POLL_MS = 3000
"""How often the grid looks for another scorekeeper's entries."""


class GameNightPage(QWidget):
    """``GameNightPage(store, night_id)``: enter a night's scores, see the standings."""

    scores_changed = Signal()

    def __init__(self, store: Store, night_id: int, parent: QWidget | None = None,
                 poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self.setObjectName("gameNightPage")
        self.store = store
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
        hint = QLabel("Type a score: the cursor moves to the next player, then the next hole. "
                      "“1” waits for a second digit or Enter. Backspace clears, Ctrl+Z undoes.",
                      left)
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        left_col.addWidget(hint)
        self.status = QLabel(left)
        self.status.setObjectName("statusLine")
        self.status.setStyleSheet(f"color: {theme.STROKE_DOT.name()}; font-weight: 600")
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
        bits = [GAME_TITLES.get(state.game, state.game), f"{len(state.holes)} holes",
                f"par {par}", f"{len(state.seats)} players"]
        if night.place:
            bits.insert(0, night.place)
        if state.teams:
            bits.append("teams " + " v ".join(" & ".join(t) for t in state.teams))
        subtitle = QLabel(" · ".join(bits), self)
        subtitle.setObjectName("pageSubtitle")
        words.addWidget(title)
        words.addWidget(subtitle)
        row.addLayout(words, 1)
        self.round_box = QComboBox(self)
        for number, round_id in enumerate(state.round_ids, 1):
            self.round_box.addItem(f"Round {number}", round_id)
        self.round_box.setVisible(len(state.round_ids) > 1)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        row.addWidget(self.round_box, 0, Qt.AlignmentFlag.AlignBottom)
        self.undo_button = QPushButton("Undo", self)
        self.redo_button = QPushButton("Redo", self)
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
        for text, keys, slot in (("Undo", QKeySequence.StandardKey.Undo, self.undo_stack.undo),
                                 ("Redo", QKeySequence.StandardKey.Redo, self.undo_stack.redo)):
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
            self.state.rule(hole).check(strokes, f"for {name} on hole {hole}")
        except EntryError as exc:
            self.show_message(f"Not saved: {exc}")
            return
        old = self.model.cells.get(cell)
        if old == strokes:
            self.show_message("")
            return
        self.undo_stack.push(SetScoreCommand(
            self.store, self.round_id, player_id, hole, strokes, old,
            f"{name} {strokes} on hole {hole}", self._written))

    def _clear(self, row: int, column: int) -> None:
        cell = self.model.cell_at(row, column)
        if cell is None or cell not in self.model.cells:
            return
        player_id, hole = cell
        name = self.state.seats[self.state.player_ids.index(player_id)].name
        self.undo_stack.push(SetScoreCommand(
            self.store, self.round_id, player_id, hole, None, self.model.cells[cell],
            f"clear {name} on hole {hole}", self._written))

    def _written(self, error: str | None) -> None:
        self.show_message(f"Not saved: {error}" if error else "")
        self.refresh()

    def show_message(self, text: str) -> None:
        self.status.setText(text)

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
