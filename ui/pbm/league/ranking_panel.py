"""The Ranking tab: the game's ranking list over its last ten evaluated tournaments (sortable
by value) and, for the player selected, their ranking points after each tournament."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt, Signal
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from golfstudio.pbm.league import RankingList, Standing
from ui.gamenight.charts import LineChart
from ui.pbm.league.results_panel import points_text
from ui.pbm.league.sortable_table import Cell, SortableTable


class RankingPanel(QWidget):
    """``playerChosen(str)`` asks the page for that player's history (``show_history``)."""

    playerChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = SortableTable(self)
        self.table.setAccessibleName(self.tr("Ranking list"))
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.chart = LineChart(self.tr("Ranking points over time"), self,
                               empty=self.tr("No evaluated tournament yet"))
        self.chart_note = QLabel(self.tr("Select a player to see their ranking points after "
                                         "each tournament."), self)
        self.chart_note.setObjectName("muted")
        chart_box = QWidget(self)
        chart_layout = QVBoxLayout(chart_box)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        chart_layout.addWidget(self.chart, 1)
        chart_layout.addWidget(self.chart_note)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        splitter.addWidget(chart_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        self.empty = QLabel(self.tr("The ranking list starts with the first evaluated "
                                    "tournament."), self)
        self.empty.setObjectName("unavailable")
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(splitter, 1)
        self.player: str | None = None

    def show_ranking(self, ranking: RankingList) -> None:
        headers = [self.tr("Place"), self.tr("Player"),
                   *[self.tr("T{n}").format(n=n) for n in ranking.tournaments],
                   self.tr("Ranking points")]
        rows: list[list[Cell]] = []
        for line in ranking.lines:
            rows.append([(str(line.place), line.place), (line.player, line.player.casefold()),
                         *[(points_text(p), float(p)) for p in line.results],
                         (points_text(line.points), float(line.points))])
        chosen = self.table.selectionModel()
        chosen.blockSignals(True)  # the rows are replaced: the player chosen is chosen again
        self.table.set_rows(headers, rows, stretch=1)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.clearSelection()
        chosen.blockSignals(False)
        self.empty.setVisible(not ranking.tournaments)
        names = [line.player for line in ranking.lines]
        if names:
            self.select(self.player if self.player in names else names[0])
        else:
            self.show_history("", [])

    def select(self, player: str) -> None:
        for row in range(self.table.proxy.rowCount()):
            if self.table.proxy.index(row, 1).data() == player:
                self.table.selectRow(row)
                return

    def show_history(self, player: str, history: list[Standing]) -> None:
        self.player = player or None
        self.chart.title = (self.tr("Ranking points of {player}").format(player=player)
                            if player else self.tr("Ranking points over time"))
        self.chart.set_points([(s.deadline, float(s.points)) for s in history])
        if history:
            last = history[-1]
            self.chart_note.setText(self.tr("{player}: {points} ranking points, place {place} "
                                            "after tournament {n}.").format(
                player=player, points=points_text(last.points), place=last.place,
                n=last.number))

    def _selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows(1)
        if rows:
            self.playerChosen.emit(str(rows[0].data()))
