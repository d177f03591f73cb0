"""Live standings under the grid: one section per format the night plays.

The sections are the Round results page's (``results_panel.ResultSection``), so a result
reads the same live and after the round; what they show is ``gamenight.night.standings``,
computed by the core from the cells entered so far.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from golfstudio.gamenight.night import Standing
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.nassau import PRESS_AT
from golfstudio.store import PlayedFormat
from ui import theme
from ui.gamenight.results_panel import COLUMNS, ResultSection, section_grid
from ui.gamenight.results_panel import format_title as format_name


def format_title(played: PlayedFormat) -> str:
    fmt, options = played.to_scoring()
    words = [format_name(fmt)]
    if options.net:
        words.append(QCoreApplication.translate("StandingsPanel", "net") if played.allowance == 100
                     else QCoreApplication.translate("StandingsPanel", "net {allowance} %").format(
                         allowance=played.allowance))
    if options.carry_over:
        words.append(QCoreApplication.translate("StandingsPanel", "carry-over"))
    if options.auto_press:
        words.append(QCoreApplication.translate("StandingsPanel", "presses") if
                     options.press_trigger == PRESS_AT else QCoreApplication.translate(
                         "StandingsPanel", "presses at {down} down").format(
                         down=options.press_trigger))
    return " · ".join(words)


class StandingsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsPanel")
        self.sections: list[ResultSection] = []
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(6)
        heading = QLabel(self.tr("Standings"), self)
        heading.setObjectName("sectionTitle")
        heading.setFont(theme.scaled_font(self, 1.2, bold=True))
        self.progress = QLabel(self)
        self.progress.setObjectName("muted")
        col.addWidget(heading)
        col.addWidget(self.progress)
        self._column, scroll = section_grid(self, spacing=12, right_margin=6)
        col.addWidget(scroll, 1)

    def show_standings(self, standings: Sequence[Standing], holes_played: int,
                       holes: int, *, entered: bool = True) -> None:
        """``entered`` False: no score yet, so no section has a leader to name (not "Tied
        first" between everyone, nor "Halved" before a shot)."""
        if not entered:
            self.progress.setText(self.tr("No scores yet"))
        else:
            self.progress.setText(
                self.tr("after {played} of %n hole(s)", "", holes).format(played=holes_played)
                if holes_played < holes else self.tr("round complete · %n hole(s)", "", holes))
        if [s.format for s in self.sections] != [st.played.to_scoring()[0] for st in standings]:
            for section in self.sections:
                self._column.removeWidget(section)
                section.deleteLater()
            self.sections = []
            for i, standing in enumerate(standings):
                section = ResultSection(standing.played.to_scoring()[0],
                                        self._column.parentWidget())
                self.sections.append(section)
                self._column.addWidget(section, i // COLUMNS, i % COLUMNS)
            rows = -(-len(standings) // COLUMNS)
            for row in range(max(self._column.rowCount(), rows + 1)):
                self._column.setRowStretch(row, 1 if row == rows else 0)
        if not standings:
            self.progress.setText(self.tr("No format chosen for this night"))
        for section, standing in zip(self.sections, standings, strict=True):
            _fmt, options = standing.played.to_scoring()
            if isinstance(standing.result, ScoreError):
                section.show_refusal(standing.result)
            elif not entered:
                section.show_result(standing.result, options)
                section.headline.setText(self.tr("No scores yet"))
                section.headline.setToolTip("")
                section.details.clear()
                section.details.hide()
            else:
                section.show_result(standing.result, options)
            section.title.setText(format_title(standing.played))
