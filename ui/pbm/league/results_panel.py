"""The Results tab: an evaluated tournament's published results (sortable by any column, by
value) and its private notes, which the game master mails to each player alone (8.2)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from golfstudio.pbm.settings import LANES
from golfstudio.store.tables import PbmResult
from ui.pbm.league.sortable_table import Cell, SortableTable


def points_text(points: Fraction) -> str:
    """Points as the rules show them: to two decimals (docs/pbm-rules.md), with the user's
    decimal sign and digit grouping ("2,857.14", French "2 857,14")."""
    return QLocale().toString(float(points), "f", 2)


def places(results: list[tuple[str, PbmResult]]) -> list[int]:
    """Each result's place: lowest total first, equal totals sharing the first of theirs."""
    totals = sorted(r.total for _, r in results)
    return [totals.index(r.total) + 1 for _, r in results]


class ResultsPanel(QWidget):
    """``tournamentChosen(int)`` asks the page to show that tournament's results."""

    tournamentChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser = QComboBox(self)
        self.chooser.setAccessibleName(self.tr("Tournament"))
        self.chooser.setMinimumWidth(260)
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.empty = QLabel(self.tr("No tournament of this game is evaluated yet."), self)
        self.empty.setObjectName("unavailable")
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Tournament:"), self))
        top.addWidget(self.chooser)
        top.addWidget(self.empty, 1)
        top.addStretch(1)

        self.table = SortableTable(self)
        self.table.setAccessibleName(self.tr("Results"))
        notes_box = QWidget(self)
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        notes_title = QLabel(self.tr("Private notes — mail each to its player alone"), self)
        notes_title.setObjectName("sectionTitle")
        self.notes = QPlainTextEdit(self)
        self.notes.setAccessibleName(notes_title.text())
        self.notes.setReadOnly(True)
        notes_layout.addWidget(notes_title)
        notes_layout.addWidget(self.notes)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.table)
        splitter.addWidget(notes_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

    def set_tournaments(self, numbers: list[tuple[int, str]]) -> None:
        """The evaluated tournaments (number, its label), newest chosen when new."""
        shown = self.chosen()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for number, label in numbers:
            self.chooser.addItem(label, number)
        known = [n for n, _ in numbers]
        index = known.index(shown) if shown in known else len(known) - 1
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)
        self.chooser.setEnabled(bool(numbers))
        self.empty.setVisible(not numbers)
        if not numbers:
            self.show_results([], {})

    def chosen(self) -> int | None:
        data = self.chooser.currentData()
        return int(data) if data is not None else None

    def choose(self, number: int) -> None:
        index = self.chooser.findData(number)
        if index >= 0:
            self.chooser.setCurrentIndex(index)

    def show_results(self, results: list[tuple[str, PbmResult]],
                     notes: dict[str, str]) -> None:
        headers = [self.tr("Place"), self.tr("Player"),
                   *[self.tr("Lane {n}").format(n=n) for n in range(1, LANES + 1)],
                   self.tr("Total"), self.tr("Taking"), self.tr("Points")]
        takings = {"entry": self.tr("entry"), "automatic": self.tr("automatic")}
        rows: list[list[Cell]] = []
        for place, (name, result) in zip(places(results), results, strict=True):
            points = Fraction(result.points)
            rows.append([(str(place), place), (name, name.casefold()),
                         *[(str(strokes), strokes) for strokes in result.lanes],
                         (str(result.total), result.total),
                         (takings.get(result.taking, result.taking), result.taking),
                         (points_text(points), float(points))])
        self.table.set_rows(headers, rows, stretch=1)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.notes.setPlainText("\n\n".join(f"{name}:\n{message}"
                                            for name, message in sorted(notes.items()))
                                or self.tr("No private notes: every entry was sound."))

    def _chosen(self, _index: int) -> None:
        number = self.chosen()
        if number is not None:
            self.tournamentChosen.emit(number)
