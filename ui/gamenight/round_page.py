"""Game night's first page: one round file's scorecard and its results in every format.

The page only shows a card it is given; opening files and reporting bad ones is the main
window's job, so a file that fails to open never touches what the page shows.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.scoring.card import RoundCard
from ui import icons, theme
from ui.areas import Area
from ui.gamenight.results_panel import ResultsPanel
from ui.gamenight.scorecard_model import RoundScorecard
from ui.gamenight.scorecard_view import ScorecardView


def _swatch(colour: QColor, *, dot: bool = False) -> QPixmap:
    pixmap = QPixmap(14, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen if dot else theme.BORDER)
    p.setBrush(colour)
    if dot:
        p.drawEllipse(QRectF(4, 4, 6, 6))
    else:
        p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3)
    p.end()
    return pixmap


def _show_swatch(label: QLabel, name: str, dot: bool) -> None:
    """The legend's swatch of a named colour, in the current scheme."""
    label.setPixmap(_swatch(theme.colour(name), dot=dot))


class RoundResultsPage(QWidget):
    open_requested = Signal()
    sample_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundResultsPage")
        self._path: Path | None = None
        self.model = RoundScorecard(self)

        self.stack = QStackedWidget(self)
        self.empty = self._empty_state()
        self.loaded = self._loaded_state()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.loaded)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.stack)

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def card(self) -> RoundCard | None:
        return self.model.card

    def show_round(self, card: RoundCard, path: Path) -> None:
        self._path = path
        self.title.setText(path.stem.replace("-", " ").replace("_", " ").capitalize())
        self.title.setToolTip(str(path))
        self.subtitle.setText(f"{path.name} · {self.describe(card)}")
        self.model.set_card(card)
        self.results.set_card(card)
        self.stack.setCurrentWidget(self.loaded)

    def describe(self, card: RoundCard) -> str:
        """One line under the title: what was played, by whom.

        A method, not a module function: pyside6-lupdate reads the plural form ("%n") of
        ``self.tr`` but not of ``QCoreApplication.translate`` with a computed count.
        """
        # The game is the file's own word, shown as it is.
        parts = [card.game.replace("-", " ").title(),
                 self.tr("%n hole(s)", "", len(card.holes)),
                 self.tr("par {par}").format(par=sum(card.pars)),
                 self.tr("%n player(s)", "", len(card.players))]
        if card.teams:
            teams = self.tr(" v ").join(self.tr(" & ").join(team) for team in card.teams)
            parts.append(self.tr("teams {teams}").format(teams=teams))
        return " · ".join(parts)

    def clear(self) -> None:
        self._path = None
        self.model.set_card(None)
        self.results.set_card(None)
        self.stack.setCurrentWidget(self.empty)

    # --- the two states ---------------------------------------------------------------
    def _empty_state(self) -> QWidget:
        page = QWidget(self)
        col = QVBoxLayout(page)
        col.addStretch(2)
        mark = QLabel(page)
        pixmap = QPixmap(96, 96)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        icons.paint_area_icon(p, QRectF(0, 0, 96, 96), Area.GAME_NIGHT, theme.ACCENT)
        p.end()
        mark.setPixmap(pixmap)
        title = QLabel(self.tr("Game night — score a round file"), page)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(page, 1.7, bold=True))
        text = QLabel(self.tr(
            "Open a round file (JSON) to see its scorecard and the results\n"
            "in stroke play, Stableford, skins, match play, Nassau and best ball.\n"
            "You can also drop a .json file on the window."), page)
        text.setObjectName("pageSubtitle")
        # Not word-wrapped: centred in the column, a wrapping label gets a narrow size hint
        # and one line's height, and was cut after its first line. Its own line breaks
        # keep it to two lines.
        self.empty_text = text
        for label in (mark, title, text):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            col.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.empty_open_button = QPushButton(self.tr("Open a round file…"), page)
        self.empty_open_button.setObjectName("primary")
        self.empty_open_button.clicked.connect(self.open_requested)
        self.empty_sample_button = QPushButton(self.tr("Open the sample round"), page)
        self.empty_sample_button.clicked.connect(self.sample_requested)
        buttons.addWidget(self.empty_open_button)
        buttons.addWidget(self.empty_sample_button)
        buttons.addStretch(1)
        col.addSpacing(12)
        col.addLayout(buttons)
        col.addStretch(3)
        return page

    def _loaded_state(self) -> QWidget:
        page = QWidget(self)
        col = QVBoxLayout(page)
        col.setContentsMargins(28, 20, 28, 16)
        col.setSpacing(10)

        header = QHBoxLayout()
        words = QVBoxLayout()
        words.setSpacing(0)
        self.title = QLabel(page)
        self.title.setObjectName("pageTitle")
        self.title.setFont(theme.scaled_font(page, 1.8, bold=True))
        self.subtitle = QLabel(page)
        self.subtitle.setObjectName("pageSubtitle")
        self.subtitle.setWordWrap(True)
        words.addWidget(self.title)
        words.addWidget(self.subtitle)
        header.addLayout(words, 1)
        self.open_button = QPushButton(self.tr("Open another round…"), page)
        self.open_button.clicked.connect(self.open_requested)
        header.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignBottom)
        col.addLayout(header)

        self.table = ScorecardView(self.model, page)
        col.addWidget(self.table)
        col.addLayout(self._legend(page))
        col.addSpacing(4)

        self.results = ResultsPanel(page)
        col.addWidget(self.results, 1)
        return page

    def _legend(self, page: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(6)
        for name, text, dot in (
            ("stroke_dot", self.tr("handicap stroke received"), True),
            ("under_par", self.tr("birdie or better"), False),
            ("over_par", self.tr("double bogey or worse"), False),
        ):
            swatch = QLabel(page)
            theme.follow(swatch, partial(_show_swatch, swatch, name, dot))
            label = QLabel(text, page)
            label.setObjectName("muted")
            row.addWidget(swatch)
            row.addWidget(label)
            row.addSpacing(14)
        row.addStretch(1)
        return row
