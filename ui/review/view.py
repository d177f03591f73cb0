"""The review of a saved game: runs ``golfstudio.review.review`` in the background with a
progress bar, then shows each player's summary, the chart through the round, the decisions
table (sortable by every column, filtered by player) and, for the selected decision, the
position it was made in on the game's own board with the chosen and the best option.

The board is the game's replay view (``ui.play_kit.games.replay_view_of``): its canvas and
replay bar are moved into this page and its ``ReplayController`` goes to the step before the
decision, so the review needs nothing of a game's UI but what the replay already has, plus
the game's ``Marker`` (``ui.review.marks``). Closing the page mid-run cancels the review: the
progress callback stops the walk at its next action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QItemSelection, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.errors import GameError
from golfstudio.engine.saved_game import SavedGame
from golfstudio.errors import GolfStudioError
from golfstudio.review import Label, Review, review
from golfstudio.review.progress import save_review
from golfstudio.store import Store
from golfstudio.store.reviews import StoredReview
from ui import theme
from ui.game_titles import game_title
from ui.play_kit.games import replay_view_of
from ui.play_kit.replay import ReplayView
from ui.play_kit.saving import StoreSource
from ui.review.chart import ReviewChart, player_colour
from ui.review.decisions_model import BEST, CHOSEN, ERROR, DecisionFilter, DecisionsModel, Row
from ui.review.marks import Marker, marker_for
from ui.tasks import Progress, Task, TaskRunner


@dataclass(frozen=True)
class Keep:
    """Where a finished review is kept for progress over time: the store (a factory is
    opened in the background and closed after) and the game-night round the game was saved
    as, if any."""

    store: StoreSource
    round_id: Callable[[], int | None] = lambda: None


class ReviewCancelled(GolfStudioError):
    """The page was closed while the review ran: the walk stops at its next action."""


class ReviewView(QWidget):
    """See the module docstring. ``finished`` is set once the review is shown."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None, *,
                 start: bool = True, keep: Keep | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewView")
        self.saved = saved
        self.keep = keep
        self.kept: list[StoredReview] = []
        self.result: Review | None = None
        self.replay: ReplayView | None = None
        self.marker: Marker | None = None
        self.runner = TaskRunner(self)
        app = QCoreApplication.instance()
        if app is not None:  # quitting with the window open: stop at once, not at the end
            app.aboutToQuit.connect(self.cancel)

        self.title = QLabel(self.tr("Game review · {game}").format(
            game=game_title(saved.game_id)), self)
        self.title.setObjectName("pageTitle")
        self.title.setFont(theme.scaled_font(self, 1.25, bold=True))
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress.setRange(0, 0)  # busy while the game's analyses are made, before the walk
        self.progress.setFormat(self.tr("Reviewing… %p%"))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel(self.tr("Weighing every decision against the best play…"), self)
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.progress)
        top.addWidget(self.cancel_button)

        self.summary = QWidget(self)
        self.summary.setObjectName("reviewSummary")
        self.summary_grid = QGridLayout(self.summary)
        self.summary_grid.setContentsMargins(0, 0, 0, 0)
        self.summary_grid.setHorizontalSpacing(14)
        self.summary_grid.setVerticalSpacing(2)
        self.chart = ReviewChart(self)
        self.player_box = QComboBox(self)
        self.player_box.setObjectName("reviewPlayer")
        self.player_box.addItem(self.tr("Every player"), None)
        self.player_box.currentIndexChanged.connect(self._player_chosen)
        filter_row = QHBoxLayout()
        filter_row.addWidget(QLabel(self.tr("Decisions of:"), self))
        filter_row.addWidget(self.player_box)
        filter_row.addStretch(1)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("muted")
        filter_row.addWidget(self.count_label)

        self.model = DecisionsModel(self)
        self.proxy = DecisionFilter(self.model, self)
        self.table = QTableView(self)
        self.table.setObjectName("reviewDecisions")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(ERROR, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (CHOSEN, BEST):  # the options share what is left, elided, in full in
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)  # a tooltip
        self.table.selectionModel().selectionChanged.connect(self._selected)

        left = QWidget(self)
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        left_col.addWidget(self.summary)
        left_col.addWidget(self.chart, 2)
        left_col.addLayout(filter_row)
        left_col.addWidget(self.table, 3)

        right = QWidget(self)
        self.board_col = QVBoxLayout(right)
        self.board_col.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(self.tr("Choose a decision in the table to see its position "
                                      "on the board."), right)
        self.caption.setObjectName("reviewCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setFrameShape(QFrame.Shape.StyledPanel)
        self.caption.setMargin(6)
        self.caption.setMinimumHeight(self.fontMetrics().height() * 2 + 16)
        self.board_col.addWidget(self.caption)
        self._build_board(right)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([680, 560])
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.splitter, 1)
        if start:
            self.start()

    def _build_board(self, column: QWidget) -> None:
        """The game's replay canvas and bar, moved here; its replay view stays hidden."""
        try:
            replay = replay_view_of(self.saved, self)
        except GameError as exc:
            self.caption.setText(str(exc))
            return
        replay.setVisible(False)
        if not isinstance(replay, ReplayView):  # a game's own view, not the kit's: no board
            return
        self.replay = replay
        self.board_col.insertWidget(1, replay.canvas, 1)
        self.board_col.insertWidget(2, replay.bar)
        bar = replay.bar
        for button in (bar.first_button, bar.previous_button, bar.next_button,
                       bar.last_button):  # icons only: the board's column is half the page
            button.setToolTip(button.text())
            button.setText("")
        bar.title.setVisible(False)  # the page's title says what the board is for
        # The step's words keep two lines: the canvas above gives way, not them.
        bar.label.setMinimumHeight(bar.label.fontMetrics().lineSpacing() * 2 + 2)
        self.marker = marker_for(self.saved.game_id, replay.canvas)
        if self.marker is not None:
            replay.controller.stepShown.connect(lambda _k: self._clear_marks())

    # ---- the run ----------------------------------------------------------------------------

    def start(self) -> None:
        saved = self.saved

        def run(progress: Progress) -> tuple[Review, list[StoredReview] | str]:
            shown = [-1]

            def report(done: int, total: int) -> None:
                if progress.stopping:
                    raise ReviewCancelled("the review was cancelled")
                percent = 100 * done // max(1, total)
                if percent != shown[0]:
                    shown[0] = percent
                    progress.report(percent / 100)

            result = review(saved, progress=report)
            return result, self._kept(result)

        self.runner.run(Task(run, on_result=self._finished, on_error=self._failed,
                             on_progress=self._progressed))

    def _kept(self, result: Review) -> list[StoredReview] | str:
        """The review kept for the game night's player pages (``review.progress``), in the
        background with the review: the rows stored, or the store's refusal in a line. A
        review stands without it, so a refusal is said, not raised."""
        if self.keep is None:
            return []
        source, opened = self.keep.store, None
        try:
            store = source if isinstance(source, Store) else (opened := source())
            return save_review(store, self.saved, result, round_id=self.keep.round_id())
        except GolfStudioError as exc:
            return str(exc)
        finally:
            if opened is not None:
                opened.close()

    def _finished(self, found: tuple[Review, list[StoredReview] | str]) -> None:
        result, kept = found
        self._reviewed(result)
        if isinstance(kept, str):
            self.status.setText(self.status.text() + " " + self.tr(
                "The review could not be kept for the player pages: {reason}").format(
                reason=kept))
        elif kept:
            self.kept = kept
            self.status.setText(self.status.text() + " " + self.tr(
                "Kept on the player pages of game night."))

    def is_running(self) -> bool:
        return self.runner.is_running()

    def cancel(self) -> None:
        """Stop the review (its walk ends at the next action) and say so."""
        if self.runner.is_running():
            self.runner.shutdown()
            self.status.setText(self.tr("The review was cancelled."))
        self.cancel_button.setEnabled(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def _progressed(self, fraction: float, _text: str) -> None:
        if self.progress.maximum() == 0:
            self.progress.setRange(0, 100)
        self.progress.setValue(round(fraction * 100))

    def _failed(self, message: str) -> None:
        self.progress.setVisible(False)
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("The game could not be reviewed: {reason}").format(
            reason=message))

    def _reviewed(self, result: Review) -> None:
        self.result = result
        self.progress.setRange(0, 100)
        self.progress.setValue(100)
        self.progress.setFormat(self.tr("Reviewed"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.setVisible(False)
        points = result.game_id == "playnine"
        if result.estimated:
            self.status.setText(self.tr(
                "Each decision's loss is in points of the hole score, weighed by the strong "
                "player's sampled estimates: close options can swap places."))
        else:
            self.status.setText(self.tr(
                "Each decision's loss is in strokes against the best play the studio knows; "
                "luck is what the dice and cards gave (+) or took (−)."))
        self._fill_summary(result, points)
        self.chart.set_review(result)
        for player in result.players:
            self.player_box.addItem(player.name, player.seat)
        self.model.set_review(result)
        self.table.sortByColumn(ERROR, Qt.SortOrder.DescendingOrder)
        self._counted()

    def _fill_summary(self, result: Review, points: bool) -> None:
        """A row a player: the card, what the best play expected, the strokes lost to
        decisions, the luck, the accuracy and the labels' counts."""
        heads = [self.tr("Player"), self.tr("Points") if points else self.tr("Strokes"),
                 self.tr("Best play expected"), self.tr("Lost to decisions"), self.tr("Luck"),
                 self.tr("Accuracy"), self.tr("Inaccuracies"), self.tr("Mistakes"),
                 self.tr("Blunders")]
        for column, text in enumerate(heads):
            head = QLabel(text, self.summary)
            head.setObjectName("muted")
            head.setWordWrap(True)  # French and German heads take two lines, not the width
            head.setAlignment(Qt.AlignmentFlag.AlignBottom | (
                Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight))
            self.summary_grid.addWidget(head, 0, column)
        self.summary_rows: list[list[str]] = []
        for index, p in enumerate(result.players):
            accuracy = "—" if p.accuracy is None else f"{p.accuracy * 100:.0f}%"
            cells = [p.name, str(p.strokes), f"{p.expected:.1f}", f"{p.lost:.2f}",
                     f"{p.luck:+.2f}", accuracy, str(p.count(Label.INACCURACY)),
                     str(p.count(Label.MISTAKE)), str(p.count(Label.BLUNDER))]
            self.summary_rows.append(cells)
            colour = player_colour(index).name()
            for column, text in enumerate(cells):
                shown = (f"<span style='color:{colour}'>■</span> <b>{text}</b>"
                         if column == 0 else text)
                label = QLabel(shown, self.summary)
                if column:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.summary_grid.addWidget(label, index + 1, column)
        self.summary_grid.setColumnStretch(len(heads), 1)

    # ---- the table and the board ------------------------------------------------------------

    def _player_chosen(self, index: int) -> None:
        seat = self.player_box.itemData(index)
        self.proxy.set_seat(seat)
        self.chart.set_highlight(seat)
        self._counted()

    def _counted(self) -> None:
        self.count_label.setText(self.tr("%n decision(s)", "", self.proxy.rowCount()))

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.show_decision(self.proxy.row_at(rows[0]))

    def select_row(self, row: int) -> None:
        """Select the table's ``row`` (as shown, sorted and filtered)."""
        self.table.selectRow(row)

    def shown_row(self, row: int) -> Row:
        return self.proxy.row_at(self.proxy.index(row, 0))

    def show_decision(self, row: Row) -> None:
        """The position before ``row``'s decision on the board, with its two options."""
        d = row.decision
        chosen_colour = theme.STROKE_DOT if d.error > 0 else theme.ACCENT_DARK
        chosen = f"<span style='color:{chosen_colour.name()}'>{d.chosen_text}</span>"
        best = f"<span style='color:{theme.ACCENT_DARK.name()}'>{d.best_text}</span>"
        if self.model.points:
            text = self.tr("<b>{hole}, {player}</b>: chose {chosen}, losing {error:.2f} points; "
                           "best was {best}. Luck after it: {luck:+.2f}.")
        else:
            text = self.tr("<b>{hole}, {player}</b>: chose {chosen}, losing {error:.2f} "
                           "strokes; best was {best}. Luck after it: {luck:+.2f}.")
        self.caption.setText(text.format(hole=row.hole_label, player=row.player, chosen=chosen,
                                         error=d.error, best=best,
                                         luck=round(d.luck, 2) or 0.0))
        if self.replay is None:
            return
        controller = self.replay.controller
        controller.set_playing(False)
        step = 0
        for k in range(controller.count + 1):
            if controller.end(k) <= d.step:
                step = k
        controller.go_to(step, animate=False)
        before = controller.state_after(d.step)
        if controller.end(step) != d.step:
            controller.stage.show(before)
        if self.marker is not None and d.best_action is not None:
            self.marker.mark(before, controller.actions[d.step], d.best_action)

    def _clear_marks(self) -> None:
        if self.marker is not None:
            self.marker.clear()


class ReviewWindow(QWidget):
    """The review in a window of its own, so the game or its replay stays where it was."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None, *,
                 keep: Keep | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Game review — {game}").format(
            game=game_title(saved.game_id)))
        self.view = ReviewView(saved, self, keep=keep)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(1280, 800)
        # The page's size on a 1280×800 screen, less a frame's guess on a smaller one.
        self.resize(min(1280, room.width() - 40), min(800, room.height() - 60))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.view.cancel()
        super().closeEvent(event)


def open_review(saved: SavedGame, parent: QWidget | None = None, *,
                keep: Keep | None = None) -> ReviewWindow:
    """Show the review of ``saved`` in its own window (it starts at once); ``keep``: where
    to keep it for the player pages."""
    window = ReviewWindow(saved, parent, keep=keep)
    window.show()
    return window


__all__ = ["Keep", "ReviewCancelled", "ReviewView", "ReviewWindow", "open_review"]
