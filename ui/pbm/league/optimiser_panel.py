"""The club optimiser for a player's entry (issue 16): four clubs that make a game's expected
tournament short, found by ``golfstudio.pbm.optimiser.optimise`` in the background, and a
line that gives any club set's exact expectation at once, so a player can weigh the set
they hold against the one found.

The search has no progress callback: it runs for the time it is given, so the bar follows
the clock (a ``QTimer`` in the GUI thread) and fills when the result arrives.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from PySide6.QtCore import QElapsedTimer, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.optimiser import Optimised, expected_strokes, optimise
from golfstudio.pbm.settings import LANES, GameSettings
from golfstudio.pbm.strokes import CLUBS
from ui import theme
from ui.tasks import Task, TaskRunner

__all__ = ["DEFAULT_SECONDS", "MAX_SECONDS", "OptimiserPanel", "two_decimals"]

DEFAULT_SECONDS = 20
MAX_SECONDS = 120
TICK_MS = 100
"""How often the progress bar follows the clock."""
_WHOLE = re.compile(r"[0-9]{1,6}")
"""ASCII digits only: ``str.isdigit`` would take ``²``."""


def two_decimals(value: Fraction) -> str:
    """``value`` to two decimals, halves rounded up (as the reports show points), with the
    user's decimal sign ("2.50", French and German "2,50")."""
    cents = math.floor(value * 100 + Fraction(1, 2))
    return QLocale().toString(cents / 100, "f", 2)


def _club_field(parent: QWidget) -> QLineEdit:
    field = QLineEdit(parent)
    field.setAlignment(Qt.AlignmentFlag.AlignRight)
    field.setMaxLength(6)
    field.setFixedWidth(field.fontMetrics().horizontalAdvance("0000000") + 16)
    return field


class OptimiserPanel(QWidget):
    """``OptimiserPanel()``; ``set_settings(settings)`` for the game at hand (the rulebook's
    defaults until then). ``result`` holds the last search's ``Optimised``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = GameSettings()
        self.result: Optimised | None = None
        self.runner = TaskRunner(self)
        self._clock = QElapsedTimer()
        self._budget_ms = DEFAULT_SECONDS * 1000
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)

        # --- the search -----------------------------------------------------------------
        search = QGroupBox(self.tr("Find the best clubs"), self)
        self.keep_fields = [_club_field(search) for _ in range(CLUBS)]
        for field in self.keep_fields:
            field.setPlaceholderText(self.tr("none"))
            field.returnPressed.connect(self.start)
        keep_row = QHBoxLayout()
        keep_row.setSpacing(6)
        for field in self.keep_fields:
            keep_row.addWidget(field)
        keep_row.addStretch(1)
        self.keep_hint = QLabel(search)
        self.keep_hint.setObjectName("muted")
        self.keep_hint.setWordWrap(True)
        self.seconds = QSpinBox(search)
        self.seconds.setRange(1, MAX_SECONDS)
        self.seconds.setValue(DEFAULT_SECONDS)
        self.seconds.setSuffix(self.tr(" s", "seconds"))
        self.optimise_button = QPushButton(self.tr("Optimise"), search)
        self.optimise_button.setObjectName("primary")
        self.optimise_button.clicked.connect(self.start)
        self.progress = QProgressBar(search)
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        self.progress.setTextVisible(False)
        run_row = QHBoxLayout()
        run_row.addWidget(self.optimise_button)
        run_row.addWidget(self.progress, 1)

        self.result_clubs = QLabel(search)
        self.result_expected = QLabel(search)
        self.result_search = QLabel(search)
        for label in (self.result_clubs, self.result_expected, self.result_search):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_clubs.setFont(theme.scaled_font(self.result_clubs, 1.25, bold=True))
        self.error = QLabel(search)
        self.error.setWordWrap(True)
        theme.ink(self.error, "stroke_dot", "font-weight: 600")

        keep_box = QVBoxLayout()
        keep_box.setSpacing(2)
        keep_box.addLayout(keep_row)
        keep_box.addWidget(self.keep_hint)
        seconds_row = QHBoxLayout()
        seconds_row.addWidget(self.seconds)
        seconds_row.addStretch(1)
        form = QFormLayout(search)
        form.addRow(self.tr("Keep clubs"), keep_box)
        form.addRow(self.tr("Time allowed"), seconds_row)
        form.addRow("", run_row)
        form.addRow(self.tr("Clubs found"), self.result_clubs)
        form.addRow(self.tr("Expected strokes"), self.result_expected)
        form.addRow(self.tr("Search"), self.result_search)
        form.addRow("", self.error)

        # --- checking a set ---------------------------------------------------------------
        check = QGroupBox(self.tr("Check a club set"), self)
        self.check_fields = [_club_field(check) for _ in range(CLUBS)]
        check_row = QHBoxLayout()
        check_row.setSpacing(6)
        for field in self.check_fields:
            field.textChanged.connect(self.check)
            check_row.addWidget(field)
        check_row.addStretch(1)
        self.check_result = QLabel(check)
        self.check_result.setWordWrap(True)
        self.check_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        check_form = QFormLayout(check)
        check_form.addRow(self.tr("Clubs"), check_row)
        check_form.addRow(self.tr("Expected strokes"), self.check_result)

        layout = QVBoxLayout(self)
        layout.addWidget(search)
        layout.addWidget(check)
        layout.addStretch(1)
        self.set_settings(self._settings)

    # --- settings ---------------------------------------------------------------------------
    @property
    def settings(self) -> GameSettings:
        return self._settings

    def set_settings(self, settings: GameSettings) -> None:
        """The game's settings: a result found for others no longer holds."""
        self._settings = settings
        self.keep_hint.setText(self.tr(
            "Clubs you would rather not swap, from 1 to {limit}; the search chooses the "
            "others.").format(limit=settings.club_limit))
        self._show_result(None)
        self.error.clear()
        self.check()

    # --- the search -------------------------------------------------------------------------
    def _club(self, field: QLineEdit, label: str) -> int | None:
        """The club a field holds, None when empty; ``PbmError`` for anything else than a
        whole number from 1 to the club limit."""
        text = field.text().strip()
        if not text:
            return None
        limit = self._settings.club_limit
        if _WHOLE.fullmatch(text) is None or not 1 <= int(text) <= limit:
            raise PbmError(self.tr("{field}: a club is a whole number from 1 to {limit}, "
                                   "not “{text}”").format(field=label, limit=limit,
                                                          text=text[:12]))
        return int(text)

    def keep(self) -> tuple[int, ...]:
        """The kept clubs, in field order; ``PbmError`` naming a bad field."""
        kept = (self._club(field, self.tr("Keep club {number}").format(number=number))
                for number, field in enumerate(self.keep_fields, start=1))
        return tuple(club for club in kept if club is not None)

    def is_running(self) -> bool:
        return self.runner.is_running()

    def start(self) -> bool:
        """Start the search in the background; False when the input is refused or a search
        is running."""
        if self.runner.is_running():
            return False
        try:
            keep = self.keep()
        except PbmError as error:
            self.error.setText(str(error))
            return False
        settings, seconds = self._settings, self.seconds.value()
        self.error.clear()
        self._show_result(None)
        self.optimise_button.setEnabled(False)
        self.progress.setValue(0)
        self._budget_ms = seconds * 1000
        self._clock.start()
        self._ticker.start()

        def done(result: Optimised) -> None:
            if settings is self._settings:  # the game changed meanwhile: not its answer
                self._show_result(result)

        self.runner.run(Task(run=lambda progress: optimise(settings, keep, seconds=seconds,
                                                           seed=0),
                             on_result=done, on_error=self.error.setText,
                             on_done=lambda outcome: self._stopped(), key="optimise"))
        return True

    def _tick(self) -> None:
        share = min(0.99, self._clock.elapsed() / self._budget_ms)
        self.progress.setValue(round(share * self.progress.maximum()))

    def _stopped(self) -> None:
        self._ticker.stop()
        self.progress.setValue(self.progress.maximum() if self.result is not None else 0)
        self.optimise_button.setEnabled(True)

    def _expectation(self, expected: Fraction) -> str:
        return self.tr("{total} per tournament ({lane} per lane)").format(
            total=two_decimals(expected), lane=two_decimals(expected / LANES))

    def _show_result(self, result: Optimised | None) -> None:
        self.result = result
        if result is None:
            for label in (self.result_clubs, self.result_expected, self.result_search):
                label.clear()
                label.setToolTip("")
            self.result_clubs.setText("—")
            return
        self.result_clubs.setText("  ·  ".join(str(club) for club in result.clubs))
        self.result_expected.setText(self._expectation(result.expected))
        self.result_expected.setToolTip(self.tr("Exactly {fraction}").format(
            fraction=str(result.expected)))
        self.result_search.setText(self.tr(
            "{starts} starts, {sets} club sets tried in {seconds} s").format(
            starts=self.locale().toString(result.starts),
            sets=self.locale().toString(result.sets_tried),
            seconds=self.locale().toString(result.seconds, "f", 1)))
        self.check()

    # --- checking a set ---------------------------------------------------------------------
    def check(self) -> Fraction | None:
        """The expected strokes of the four clubs typed in the check line, shown beside it
        (and against the set found); None while they are not four good clubs."""
        try:
            typed = [self._club(field, self.tr("Club {number}").format(number=number))
                     for number, field in enumerate(self.check_fields, start=1)]
            clubs = [club for club in typed if club is not None]
            if len(clubs) < CLUBS:
                self._say_check(self.tr("Type four clubs to see their expected strokes."),
                                error=False, muted=True)
                return None
            expected = expected_strokes(clubs, self._settings)
        except PbmError as error:
            self._say_check(str(error), error=True)
            return None
        text = self._expectation(expected)
        if self.result is not None:
            text += "  " + self.tr("— {difference} against the set found").format(
                difference=f"{'+' if expected >= self.result.expected else ''}"
                           f"{two_decimals(expected - self.result.expected)}")
        self._say_check(text, error=False)
        self.check_result.setToolTip(self.tr("Exactly {fraction}").format(
            fraction=str(expected)))
        return expected

    def _say_check(self, text: str, *, error: bool, muted: bool = False) -> None:
        weight = "600" if error else "normal"
        theme.ink(self.check_result, "stroke_dot" if error else "text_muted" if muted else "text",
                  f"font-weight: {weight}")
        self.check_result.setText(text)
        self.check_result.setToolTip("")
