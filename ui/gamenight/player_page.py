"""A player's page: current handicap index, score and index trends, progress over reviewed
games (``store.reviews``, issue 31), head-to-head records.

Every number comes from the core (``gamenight.history`` over
``gamenight.history_queries.player_cards``).
The index chart shows the handicap records kept in the store when there are any (they are
what the night's course handicaps come from); otherwise the index computed from the
player's own rounds (WHS differentials from each night's tee, else rating = par, slope 113).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.gamenight.history import head_to_head, index_trend, score_trend
from golfstudio.gamenight.history_queries import player_cards, recorded_index_trend
from golfstudio.store import Store
from golfstudio.store.reviews import StoredReview, reviews_of
from ui.gamenight.charts import LineChart
from ui.gamenight.review_chart import ReviewChart, ReviewPoint, signed

# English headings, marked for lupdate and translated when the table is built.
H2H_COLUMNS = tuple(str(text) for text in (
    QT_TRANSLATE_NOOP("PlayerPage", "Opponent"), QT_TRANSLATE_NOOP("PlayerPage", "Rounds"),
    QT_TRANSLATE_NOOP("PlayerPage", "Wins"), QT_TRANSLATE_NOOP("PlayerPage", "Losses"),
    QT_TRANSLATE_NOOP("PlayerPage", "Ties")))


class PlayerPage(QWidget):
    """``PlayerPage(store, player_id)``; "Rename or merge…" opens the players editor on the
    player, and ``rosterChanged`` follows each change it commits."""

    rosterChanged = Signal()

    def __init__(self, store: Store, player_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roster_dialog: QWidget | None = None
        self.setObjectName("playerPage")
        self.store = store
        self.player_id = player_id
        player = store.player(player_id)
        cards = player_cards(store, player_id)
        self.scores = [(p.played_on, p.value) for p in score_trend(cards, player_id)]
        recorded = recorded_index_trend(store, player_id)
        self.index_source = "recorded" if recorded else "computed"
        self.indexes = recorded or [(p.played_on, p.value)
                                    for p in index_trend(cards, player_id)]
        self.records = head_to_head(cards, player_id)
        self.reviews = reviews_of(store, player_id)

        col = QVBoxLayout(self)
        col.setContentsMargins(24, 18, 24, 12)
        title = QLabel(player.name, self)
        title.setObjectName("pageTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        heading_row = QHBoxLayout()
        heading_row.addWidget(title, 1)
        self.roster_button = QPushButton(self.tr("Rename or merge…"), self)
        self.roster_button.clicked.connect(self.edit_roster)
        heading_row.addWidget(self.roster_button, 0, Qt.AlignmentFlag.AlignBottom)
        col.addLayout(heading_row)
        current = self.indexes[-1][1] if self.indexes else None
        shown = (self.tr("none yet (3 complete rounds are needed)") if current is None
                 else i18n.decimal(current, 1))
        self.summary = QLabel(self.tr("Handicap index: <b>{index}</b> · {rounds}").format(
            index=shown, rounds=self.tr("%n complete round(s)", "", len(self.scores))), self)
        self.summary.setObjectName("pageSubtitle")
        col.addWidget(self.summary)

        charts = QHBoxLayout()
        self.score_chart = LineChart(self.tr("Gross score per round"), self)
        self.score_chart.set_points(self.scores)
        self.index_chart = LineChart(
            self.tr("Handicap index (recorded)") if self.index_source == "recorded"
            else self.tr("Handicap index (from the rounds played)"), self)
        self.index_chart.set_points(self.indexes)
        charts.addWidget(self.score_chart)
        charts.addWidget(self.index_chart)
        col.addLayout(charts, 3)

        reviews_heading = QLabel(self.tr("Game reviews"), self)
        reviews_heading.setObjectName("sectionTitle")
        col.addWidget(reviews_heading)
        self.review_totals = QLabel(self.totals_text(self.reviews), self)
        self.review_totals.setObjectName("reviewTotals")
        self.review_totals.setWordWrap(True)
        self.review_totals.setVisible(bool(self.reviews))
        col.addWidget(self.review_totals)
        self.review_chart = ReviewChart(self)
        self.review_chart.set_points([
            ReviewPoint(r.summary.game, r.summary.played_on, r.summary.lost, r.summary.luck,
                        r.summary.decisions) for r in self.reviews])
        col.addWidget(self.review_chart, 2)

        heading = QLabel(self.tr("Head to head (stroke play, gross, per round together)"), self)
        heading.setObjectName("sectionTitle")
        col.addWidget(heading)
        self.table = QTableWidget(len(self.records), len(H2H_COLUMNS), self)
        self.table.setHorizontalHeaderLabels([self.tr(column) for column in H2H_COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for row, record in enumerate(self.records):
            values = (record.opponent, record.rounds, record.wins, record.losses, record.ties)
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        col.addWidget(self.table, 2)

    def totals_text(self, reviews: list[StoredReview]) -> str:
        """The line of totals over every reviewed game: what the chart adds up to. Accuracy
        is over all the decisions, so a long game weighs more than a short one."""
        if not reviews:
            return ""  # the chart says how to get a review
        decisions = sum(r.summary.decisions for r in reviews)
        lost = sum(r.summary.lost for r in reviews)
        luck = sum(r.summary.luck for r in reviews)
        weighed = [r.summary for r in reviews if r.summary.accuracy is not None]
        counted = sum(s.decisions for s in weighed)
        text = self.tr("Reviewed games: {games} · strokes lost to decisions: {lost} in "
                       "{decisions} decisions · luck: {luck}").format(
            games=i18n.grouped(len(reviews)), lost=i18n.decimal(lost, 1),
            decisions=i18n.grouped(decisions), luck=signed(luck))
        if counted:
            share = sum((s.accuracy or 0.0) * s.decisions for s in weighed) / counted
            text += self.tr(" · accuracy: {percent}%").format(
                percent=i18n.decimal(share * 100, 0))
        return text

    def edit_roster(self) -> QWidget:
        from ui.gamenight.roster_dialog import RosterDialog

        dialog = RosterDialog(self.store, self, player_id=self.player_id)
        dialog.rosterChanged.connect(self.rosterChanged)
        dialog.finished.connect(dialog.deleteLater)
        self.roster_dialog = dialog
        dialog.open()
        return dialog
