"""One game's page: its header (name, open tournament, deadline, Undo/Redo, Evaluate) over
tabs — Players, Entries, Results, Ranking, Report, Optimiser.

Every action goes through ``League`` at once and is an undoable command on the page's own
``QUndoStack`` (``commands.py``) until its tournament is evaluated; the evaluation is final,
runs in the background (``ui.tasks``: one transaction that may wait on the database's lock)
and clears the stack. The page reloads what it shows from the store after each change.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from PySide6.QtCore import QDate, QLocale, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.pbm.league import Evaluated, League
from golfstudio.store.tables import PbmResult, PbmTournament
from ui import theme
from ui.pbm.league.commands import (
    AddPlayerCommand,
    DeleteEntryCommand,
    EditEntryCommand,
    EntryIds,
    LeagueCommand,
    LeaveCommand,
    ReceiveEntryCommand,
    RejoinCommand,
    RemovePlayerCommand,
    SetDeadlineCommand,
)
from ui.pbm.league.entries_panel import EntriesPanel
from ui.pbm.league.optimiser_panel import OptimiserPanel
from ui.pbm.league.players_panel import PlayerLine, PlayersPanel
from ui.pbm.league.ranking_panel import RankingPanel
from ui.pbm.league.report_view import ReportView
from ui.pbm.league.results_panel import ResultsPanel, points_text
from ui.tasks import Task, TaskRunner

_ANNOUNCEMENT, _REPORT = 0, 1
"""What the Report tab shows: the open tournament's announcement or an evaluated one's report."""


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _date(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


class GamePage(QWidget):
    """Signals: ``evaluated(object)`` with the core's ``Evaluated`` once an evaluation is
    written; ``changed()`` after any action (the area's list follows)."""

    evaluated = Signal(object)
    changed = Signal()

    def __init__(self, league: League, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbmGamePage")
        self.league = league
        self.game = game
        self.undo_stack = QUndoStack(self)
        self.entry_ids = EntryIds()
        self.open: PbmTournament | None = None
        self._results: dict[int, list[tuple[str, PbmResult]]] = {}
        self._notes: dict[int, dict[str, str]] = {}
        self.runner = TaskRunner(self, parent_widget=self)
        self.last_error: str | None = None

        # --- header ---------------------------------------------------------------------
        self.title = QLabel(game, self)
        self.title.setObjectName("pageTitle")
        self.title.setFont(theme.scaled_font(self, 1.8, bold=True))
        self.tournament_label = QLabel(self)
        self.tournament_label.setFont(theme.scaled_font(self, 1.1, bold=True))
        self.deadline_edit = QDateEdit(self)
        self.deadline_edit.setAccessibleName(self.tr("Deadline"))
        self.deadline_edit.setCalendarPopup(True)
        self.deadline_edit.setToolTip(self.tr("The open tournament's deadline; entries "
                                              "count until then"))
        self.deadline_edit.editingFinished.connect(self._deadline_edited)
        self.deadline_edit.calendarWidget().clicked.connect(lambda _day: self._deadline_edited())
        self.due_label = QLabel(self)
        self.due_label.setObjectName("muted")
        self.undo_button = QToolButton(self)
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button = QToolButton(self)
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_stack.undoTextChanged.connect(self._undo_text)
        self.undo_stack.redoTextChanged.connect(self._redo_text)
        self._undo_text("")
        self._redo_text("")
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        for text, keys, slot in (
                (self.tr("Undo"), QKeySequence.StandardKey.Undo, self.undo_stack.undo),
                (self.tr("Redo"), QKeySequence.StandardKey.Redo, self.undo_stack.redo)):
            action = QAction(text, self)  # the page's keys: the shell's menus hold none
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # busy: the evaluation is one transaction
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)
        self.evaluate_button = QPushButton(self)
        self.evaluate_button.setObjectName("primary")
        self.evaluate_button.clicked.connect(self.evaluate)
        self.status = QLabel(self)
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        self.status.setVisible(False)

        first = QHBoxLayout()
        first.addWidget(self.title)
        first.addStretch(1)
        first.addWidget(self.undo_button)
        first.addWidget(self.redo_button)
        second = QHBoxLayout()
        second.addWidget(self.tournament_label)
        self.deadline_caption = QLabel(self.tr("deadline"), self)
        second.addWidget(self.deadline_caption)
        second.addWidget(self.deadline_edit)
        second.addWidget(self.due_label)
        second.addStretch(1)
        second.addWidget(self.progress)
        second.addWidget(self.evaluate_button)

        # --- tabs -----------------------------------------------------------------------
        self.players_panel = PlayersPanel(self)
        self.players_panel.addRequested.connect(self.add_player)
        self.players_panel.leaveRequested.connect(
            lambda name: self._push(LeaveCommand(self.league, self.game, name, self.tr(
                "let {name} leave").format(name=name), self._report)))
        self.players_panel.rejoinRequested.connect(
            lambda name: self._push(RejoinCommand(self.league, self.game, name, self.tr(
                "let {name} rejoin").format(name=name), self._report)))
        self.players_panel.removeRequested.connect(
            lambda name: self._push(RemovePlayerCommand(self.league, self.game, name, self.tr(
                "remove {name}").format(name=name), self._report)))
        self.entries_panel = EntriesPanel(self)
        self.entries_panel.receiveRequested.connect(self.receive_entry)
        self.entries_panel.deleteRequested.connect(self._delete_entry)
        self.entries_panel.editRequested.connect(self._edit_entry)
        self.results_panel = ResultsPanel(self)
        self.results_panel.tournamentChosen.connect(self._show_results)
        self.ranking_panel = RankingPanel(self)
        self.ranking_panel.playerChosen.connect(self._show_history)
        self.report_box = QWidget(self)
        self.report_chooser = QComboBox(self.report_box)
        self.report_chooser.setAccessibleName(self.tr("Report to show"))
        self.report_chooser.setMinimumWidth(280)
        self.report_chooser.currentIndexChanged.connect(self._show_report)
        self.report_view = ReportView(self.report_box)
        report_top = QHBoxLayout()
        report_top.addWidget(QLabel(self.tr("Show:"), self.report_box))
        report_top.addWidget(self.report_chooser)
        report_top.addStretch(1)
        report_layout = QVBoxLayout(self.report_box)
        report_layout.addLayout(report_top)
        report_layout.addWidget(self.report_view, 1)
        self.optimiser = OptimiserPanel(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.players_panel, self.tr("Players"))
        self.tabs.addTab(self.entries_panel, self.tr("Entries"))
        self.tabs.addTab(self.results_panel, self.tr("Results"))
        self.tabs.addTab(self.ranking_panel, self.tr("Ranking"))
        self.tabs.addTab(self.report_box, self.tr("Report"))
        self.tabs.addTab(self.optimiser, self.tr("Optimiser"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 12)
        layout.setSpacing(8)
        layout.addLayout(first)
        layout.addLayout(second)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        self.optimiser.set_settings(self.league.settings(game))
        self.refresh()

    # --- showing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Everything shown, read again from the store."""
        try:
            self._refresh()
        except GolfStudioError as exc:
            self._say(str(exc))

    def _refresh(self) -> None:
        league, game = self.league, self.game
        tournaments = league.tournaments(game)
        self.open = next((t for t in tournaments if t.evaluated is None), None)
        evaluated = [t for t in tournaments if t.evaluated is not None]
        players = league.players(game)
        settings = league.settings(game)
        locale = QLocale()
        self._header(locale)

        for t in evaluated:
            if t.number not in self._results:  # published results never change
                self._results[t.number] = league.results(game, t.number)
        taken_part = {name for rows in self._results.values() for name, _ in rows}
        entries = league.entries(game, self.open.number) if self.open is not None else []
        entered = {e.player_id for e in entries}
        last = evaluated[-1].number if evaluated else None
        last_results = dict(self._results[last]) if last is not None else {}
        lines = []
        for player in players:
            result = last_results.get(player.name)
            shown = (self.tr("T{n}: {total} strokes, {points} points").format(
                n=last, total=result.total, points=points_text(Fraction(result.points)))
                if result is not None else "—")
            lines.append(PlayerLine(player.name, player.joined, player.left, shown,
                                    player.name not in taken_part
                                    and player.id not in entered))
        self.players_panel.show_players(lines)
        self.entries_panel.show_entries(game, settings, players,
                                        None if self.open is None else self.open.number,
                                        entries)
        labels = [(t.number, self.tr("Tournament {n} · {day}").format(
            n=t.number, day=locale.toString(_qdate(t.deadline),
                                            QLocale.FormatType.ShortFormat)))
                  for t in reversed(evaluated)][::-1]
        self.results_panel.set_tournaments(labels)
        chosen = self.results_panel.chosen()
        if chosen is not None:
            self._show_results(chosen)
        self.ranking_panel.show_ranking(league.ranking(game))
        self._report_choices(evaluated)

    def _header(self, locale: QLocale) -> None:
        open_one = self.open
        editable = open_one is not None
        self.deadline_edit.setVisible(editable)
        self.deadline_caption.setVisible(editable)
        self.evaluate_button.setEnabled(open_one is not None and not self.runner.is_running())
        if open_one is None:
            self.tournament_label.setText(self.tr("No tournament is open"))
            self.due_label.setText("")
            self.evaluate_button.setText(self.tr("Evaluate"))
            self.evaluate_button.setToolTip(self.tr("There is no open tournament to "
                                                    "evaluate"))
            return
        self.tournament_label.setText(self.tr("Tournament {n}").format(n=open_one.number))
        self.deadline_edit.blockSignals(True)
        self.deadline_edit.setDate(_qdate(open_one.deadline))
        self.deadline_edit.blockSignals(False)
        self.deadline_edit.setToolTip(locale.toString(_qdate(open_one.deadline),
                                                      QLocale.FormatType.LongFormat))
        days = (open_one.deadline - date.today()).days
        if days <= 0:
            self.due_label.setText(self.tr("due — ready to evaluate"))
            self.evaluate_button.setText(self.tr("Evaluate tournament {n}…").format(
                n=open_one.number))
            self.evaluate_button.setToolTip(self.tr(
                "Evaluate tournament {n}: final, it cannot be undone").format(n=open_one.number))
        else:
            self.due_label.setText(self.tr("1 day left") if days == 1
                                   else self.tr("{n} days left").format(n=days))
            # Before the deadline the one evaluation there can be is an early close, and the
            # button says so (issue 30 item 15: it no longer offers what it then refuses).
            self.evaluate_button.setText(self.tr("Evaluate now (closes the tournament "
                                                 "early)…"))
            self.evaluate_button.setToolTip(self.tr(
                "Tournament {n}'s deadline is {day}; evaluating it now closes it early, and "
                "entries that arrive later will not count").format(
                n=open_one.number,
                day=locale.toString(_qdate(open_one.deadline), QLocale.FormatType.LongFormat)))

    def _show_results(self, number: int) -> None:
        try:
            if number not in self._results:
                self._results[number] = self.league.results(self.game, number)
            if number not in self._notes:
                self._notes[number] = self.league.notes(self.game, number)
        except GolfStudioError as exc:
            self._report(str(exc))
            return
        self.results_panel.show_results(self._results[number], self._notes[number])

    def _show_history(self, player: str) -> None:
        try:
            history = self.league.ranking_history(self.game, player)
        except GolfStudioError as exc:
            self._report(str(exc))
            return
        self.ranking_panel.show_history(player, history)

    def _report_choices(self, evaluated: list[PbmTournament]) -> None:
        shown = self.report_chooser.currentData()
        self.report_chooser.blockSignals(True)
        self.report_chooser.clear()
        if self.open is not None:
            self.report_chooser.addItem(self.tr("Announcement of tournament {n}").format(
                n=self.open.number), (_ANNOUNCEMENT, self.open.number))
        for t in reversed(evaluated):
            self.report_chooser.addItem(self.tr("Report of tournament {n}").format(
                n=t.number), (_REPORT, t.number))
        self.report_chooser.setCurrentIndex(max(self._report_index(shown), 0))
        self.report_chooser.blockSignals(False)
        self._show_report()

    def _report_index(self, data: object) -> int:
        """The chooser's row holding ``data`` ((kind, number)), -1 for none: ``findData`` does
        not match a Python tuple, so the rows are compared here."""
        chooser = self.report_chooser
        return next((i for i in range(chooser.count())
                     if isinstance(data, tuple) and tuple(chooser.itemData(i)) == data), -1)

    def _show_report(self, _index: int = 0) -> None:
        data = self.report_chooser.currentData()
        if data is None:
            self.report_view.clear()
            return
        kind, number = data
        try:
            if kind == _REPORT:
                html = self.league.report(self.game, number)
                stem = f"{self.game}-tournament-{number}"
            else:
                html = self.league.announcement(self.game, number)
                stem = f"{self.game}-announcement-{number}"
        except GolfStudioError as exc:
            self._report(str(exc))
            return
        self.report_view.set_report(html, stem)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    # --- actions -----------------------------------------------------------------------------
    def _report(self, error: str | None) -> None:
        """After each store call: the refusal shown, or the page brought up to date."""
        self.last_error = error
        if error is not None:
            QMessageBox.warning(self, self.tr("Not done"), error)
        self.refresh()
        self.changed.emit()

    def _push(self, command: LeagueCommand) -> bool:
        if self.runner.is_running():
            QMessageBox.information(self, self.tr("Evaluation running"), self.tr(
                "Tournament {n} is being evaluated; wait for it to finish.").format(
                n=self.open.number if self.open is not None else "?"))
            return False
        if not command.perform():
            return False
        self.undo_stack.push(command)
        return True

    def add_player(self, name: str) -> None:
        if self._push(AddPlayerCommand(self.league, self.game, name, self.tr(
                "add player {name}").format(name=name), self._report)):
            self.players_panel.name_edit.clear()
            self.players_panel.select(" ".join(name.split()))

    def receive_entry(self, text: str) -> None:
        command = ReceiveEntryCommand(self.league, self.game, text, self.entry_ids,
                                      self.tr("receive an entry"), self._report)
        if self._push(command):
            self.entries_panel.clear_paste_box()
            self.entries_panel.select_last()

    def _delete_entry(self, entry_id: int) -> None:
        self._push(DeleteEntryCommand(self.league, self.game, entry_id, self.entry_ids,
                                      self.tr("delete entry"), self._report))

    def _edit_entry(self, entry_id: int, old: str, new: str) -> None:
        self._push(EditEntryCommand(self.league, self.game, entry_id, old, new,
                                    self.entry_ids, self.tr("edit entry"), self._report))

    def _deadline_edited(self) -> None:
        open_one = self.open
        if open_one is None:
            return
        new = _date(self.deadline_edit.date())
        if new == open_one.deadline:
            return
        self._push(SetDeadlineCommand(self.league, self.game, open_one.number,
                                      open_one.deadline, new, self.tr(
                                          "move the deadline"), self._report))

    def _undo_text(self, text: str) -> None:
        self.undo_button.setToolTip(self.tr("Undo {action} (Ctrl+Z)").format(action=text)
                                    if text else self.tr("Nothing to undo"))

    def _redo_text(self, text: str) -> None:
        self.redo_button.setToolTip(self.tr("Redo {action} (Ctrl+Shift+Z)").format(
            action=text) if text else self.tr("Nothing to redo"))

    # --- evaluation --------------------------------------------------------------------------
    def evaluate(self) -> None:
        """Ask (``ask_to_evaluate``), then evaluate the open tournament in the background; before
        its deadline that closes it early, which the question says first."""
        if self.runner.is_running():
            QMessageBox.information(self, self.tr("Evaluation running"), self.tr(
                "The evaluation is already running."))
            return
        open_one = self.open
        if open_one is None:
            return
        early = date.today() < open_one.deadline
        if not self.ask_to_evaluate(open_one, early=early):
            return
        league, game, number = self.league, self.game, open_one.number
        self.evaluate_button.setEnabled(False)
        self.progress.setVisible(True)
        self._say(self.tr("Evaluating tournament {n}…").format(n=number))
        # The tournament the question named, by its number: a second organiser's evaluation
        # in between is refused in words, never applied to the next tournament.
        self.runner.run(Task(run=lambda _progress: league.evaluate(game, number=number,
                                                                    early=early),
                             on_result=self._evaluated, on_error=self._evaluation_failed,
                             on_done=lambda _outcome: self._evaluation_over()))

    def faulty_entries(self) -> tuple[int, int, int, int]:
        """(received, faulty, faulty first entries, naming no player) among the open
        tournament's entries, as the Entries tab marks them (each checked against its
        player's clubs now)."""
        checks = [self.entries_panel.checks[e.id] for e in self.entries_panel.entries
                  if e.id in self.entries_panel.checks]
        faulty = [c for c in checks if c.faulty]
        first = sum(c.outcome is not None and c.outcome.faulty_first_entry for c in faulty)
        strangers = sum(c.player is None for c in faulty)
        return len(checks), len(faulty), first, strangers

    def ask_to_evaluate(self, tournament: PbmTournament, *, early: bool) -> bool:
        """The confirmation: the entries received and how many are faulty (and what that
        makes of them), that the evaluation is final, and — before the deadline — that the
        tournament closes now and later entries will not count. True to go on."""
        received, faulty, first, strangers = self.faulty_entries()
        n, day = tournament.number, QLocale().toString(_qdate(tournament.deadline),
                                                        QLocale.FormatType.LongFormat)
        if early:
            title = self.tr("Close tournament {n} early?").format(n=n)
            lines = [self.tr("Tournament {n} of {game} closes now, before its deadline "
                             "({day}): entries that arrive later will not count for "
                             "it.").format(n=n, game=self.game, day=day),
                     self.tr("Evaluate it with %n entries received?", "", received)]
        else:
            title = self.tr("Evaluate tournament {n}?").format(n=n)
            lines = [self.tr("Evaluate tournament {n} of {game} with %n entries received?", "",
                             received).format(n=n, game=self.game)]
        if faulty:
            lines.append(self.tr("%n of {total} entries are faulty: they swap no club and "
                                 "count as saving the swap (rule 9.6).", "", faulty).format(
                                     total=received))
            if first:
                lines.append(self.tr("%n of them are first entries: those players hold no "
                                     "clubs yet and count as absent in this tournament.", "",
                                     first))
            if strangers:
                lines.append(self.tr("%n of them name no player of the game and change "
                                     "nobody.", "", strangers))
        elif received:
            lines.append(self.tr("No entry is faulty."))
        lines.append(self.tr("The evaluation is final: it cannot be undone, and the entries, "
                             "players and deadline changes made so far can no longer be "
                             "undone either."))
        box = QMessageBox(QMessageBox.Icon.Question, title, "\n\n".join(lines),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("evaluateQuestion")
        go = box.addButton(self.tr("Evaluate now") if early else self.tr("Evaluate"),
                           QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is go

    def _evaluated(self, done: Evaluated) -> None:
        self.undo_stack.clear()  # final: nothing before it can be undone
        number = done.next_number - 1
        said = (self.tr("Tournament {n} is closed early and evaluated; tournament {next} is "
                        "announced, deadline {day}.") if done.closed_early else self.tr(
            "Tournament {n} is evaluated; tournament {next} is announced, deadline {day}."))
        self._say(said.format(n=number, next=done.next_number,
                              day=QLocale().toString(_qdate(done.next_deadline),
                                                     QLocale.FormatType.LongFormat)))
        self.refresh()
        self.results_panel.choose(number)
        self.show_report(number)
        self.evaluated.emit(done)
        self.changed.emit()

    def show_report(self, number: int) -> None:
        """The Report tab, on the report of evaluated tournament ``number``."""
        index = self._report_index((_REPORT, number))
        if index >= 0:
            self.report_chooser.setCurrentIndex(index)
        self.tabs.setCurrentWidget(self.report_box)

    def _evaluation_failed(self, error: str) -> None:
        self._say("")
        QMessageBox.warning(self, self.tr("Cannot evaluate"), error)
        self.refresh()

    def _evaluation_over(self) -> None:
        self.progress.setVisible(False)
        self.evaluate_button.setEnabled(self.open is not None)

    def shutdown(self) -> None:
        """Before the page goes: wait for a running evaluation (it is one transaction)."""
        self.runner.shutdown()
