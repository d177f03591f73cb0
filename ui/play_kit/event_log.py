"""The shot log: every play view's scrollable record of the round's events.

At the AI speeds Fast and Normal the status line says a person's result and, a moment later,
the AIs' — the person's own line is gone before it is read. The log keeps them all: one line
per event, "who — what (penalty)", under a heading for each hole, newest at the bottom. It
follows the newest line unless the user has scrolled up to read an older one; lines are
selectable and Ctrl+C copies the selected ones as plain text.

The words are the game's: its stage (the same object that says each action in the status
line) answers ``log_entry`` (``EventWords``) with a ``LogEntry`` — who acted, the very
sentence the status line shows, the hole's heading, and what to mark (penalty strokes, a
ball picked up, a ball holed or a hole scored). ``fill_log`` writes a whole game's log from
its actions (a saved game replayed, ``ui.play_kit.replay.ReplayView``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.state import Game, State
from ui import theme

LOG_LINES = 5
"""The list's height in lines of text: the last few events in sight under the canvas, short
enough that the canvas keeps most of a 1280×800 screen's height."""
MARK_ROLE = Qt.ItemDataRole.UserRole + 1
"""An item's mark: "heading", "penalty", "holed", a note's ("tutor") or "" (read by tests and
the copy)."""


@dataclass(frozen=True)
class LogEntry:
    """One event of the round.

    ``who`` acted (a player's name; empty for the table itself), ``text`` is the sentence
    the status line shows for it, ``section`` the heading of the hole it belongs to (a new
    heading starts where it changes). ``penalties`` counts the penalty strokes the event
    cost, ``picked_up`` says a ball was picked up (a stroke limit reached), ``holed`` that a
    ball was holed or a hole scored."""

    who: str
    text: str
    section: str = ""
    penalties: int = 0
    picked_up: bool = False
    holed: bool = False


@runtime_checkable
class EventWords(Protocol):
    """A game's stage as the log reads it: what an applied action did, as a ``LogEntry``,
    or None for an action not worth a line (a card dealt face down, an aim chosen)."""

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None: ...


def game_entries(game: Game[Any], actions: Sequence[Any],
                 words: EventWords) -> list[LogEntry]:
    """A game's log from its actions, replayed through the engine."""
    state = game.new_state()
    found: list[LogEntry] = []
    for action in actions:
        before = state.clone()
        record = state.apply(action)
        entry = words.log_entry(before, action, record, state)
        if entry is not None:
            found.append(entry)
    return found


class _Lines(QListWidget):
    """The list itself: Ctrl+C copies the selected lines (in the log's order), not only the
    current one."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_selected()
            event.accept()
            return
        super().keyPressEvent(event)

    def selected_text(self) -> str:
        rows = sorted(self.row(item) for item in self.selectedItems())
        return "\n".join(self.item(row).text() for row in rows)

    def copy_selected(self) -> None:
        text = self.selected_text()
        if text:
            QGuiApplication.clipboard().setText(text)


class EventLog(QWidget):
    """See the module docstring. A "Log" heading that folds the list away, and the list:
    ``LOG_LINES`` high, or, with ``grow``, at least that and as high as its place allows (a
    replay's side column, which has the room)."""

    def __init__(self, parent: QWidget | None = None, *, grow: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("eventLog")
        self.entries: list[LogEntry] = []
        self._section = ""
        self._follow = True
        """Whether the list keeps the newest line in sight (False once the user scrolled
        up; True again at the bottom)."""

        self.toggle = QToolButton(self)
        self.toggle.setObjectName("eventLogToggle")
        self.toggle.setText(self.tr("Log"))
        self.toggle.setToolTip(self.tr("Every event of the round, newest at the bottom; "
                                       "select lines and press Ctrl+C to copy them"))
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.setFont(theme.scaled_font(self.toggle, 1.0, bold=True))
        self.toggle.toggled.connect(self._toggled)

        self.list = _Lines(self)
        self.list.setObjectName("eventLogList")
        self.list.setAccessibleName(self.tr("Log of the round"))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setUniformItemSizes(False)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setFrameShape(QFrame.Shape.StyledPanel)
        lines_high = self.list.fontMetrics().lineSpacing() * LOG_LINES + 8
        if grow:
            self.list.setMinimumHeight(lines_high)
        else:
            self.list.setFixedHeight(lines_high)
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.list, 1)
        if grow:
            layout.addStretch(0)

    # ---- writing ------------------------------------------------------------------------

    def add(self, entry: LogEntry) -> None:
        """One more line at the bottom (after the hole's heading when the hole changed)."""
        self.entries.append(entry)
        if entry.section and entry.section != self._section:
            self._section = entry.section
            heading = QListWidgetItem(entry.section)
            font = QFont(self.list.font())
            font.setBold(True)
            heading.setFont(font)
            heading.setForeground(QBrush(theme.TEXT_MUTED))
            heading.setData(MARK_ROLE, "heading")
            self.list.addItem(heading)
        item = QListWidgetItem(self.line_text(entry))
        mark = ""
        if entry.penalties or entry.picked_up:
            mark = "penalty"
            item.setForeground(QBrush(theme.STROKE_DOT))
        elif entry.holed:
            mark = "holed"
            item.setForeground(QBrush(theme.ACCENT_DARK))
            font = QFont(self.list.font())
            font.setBold(True)
            item.setFont(font)
        item.setData(MARK_ROLE, mark)
        self.list.addItem(item)
        if self._follow:
            self.list.scrollToBottom()

    def add_note(self, text: str, mark: str = "note") -> None:
        """A line that is no event of the round (the tutor's word on a decision): muted, in
        italics, under the event it speaks of; not in ``entries``."""
        item = QListWidgetItem(text)
        item.setForeground(QBrush(theme.TEXT_MUTED))
        font = QFont(self.list.font())
        font.setItalic(True)
        item.setFont(font)
        item.setData(MARK_ROLE, mark)
        self.list.addItem(item)
        if self._follow:
            self.list.scrollToBottom()

    def add_all(self, entries: Iterable[LogEntry]) -> None:
        for entry in entries:
            self.add(entry)

    def clear(self) -> None:
        self.entries.clear()
        self._section = ""
        self._follow = True
        self.list.clear()

    def line_text(self, entry: LogEntry) -> str:
        """"who — what (penalty)": the sentence as the status line said it."""
        text = f"{entry.who} — {entry.text}" if entry.who else entry.text
        marks = []
        if entry.penalties:
            # No plural to choose: "penalty +2" reads in every language without Qt's numerus
            # forms (and so without the English catalogue's).
            marks.append(self.tr("penalty +{strokes}").format(strokes=entry.penalties))
        if entry.picked_up:
            marks.append(self.tr("picked up"))
        if marks:
            text += " (" + ", ".join(marks) + ")"
        return text

    # ---- reading ------------------------------------------------------------------------

    def lines(self) -> list[str]:
        """Every line shown, headings included, top to bottom."""
        return [self.list.item(row).text() for row in range(self.list.count())]

    def marks(self) -> list[str]:
        return [str(self.list.item(row).data(MARK_ROLE)) for row in range(self.list.count())]

    def follows(self) -> bool:
        return self._follow

    # ---- following the newest line ------------------------------------------------------

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.list.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.list.verticalScrollBar().setValue(high)

    def _toggled(self, shown: bool) -> None:
        self.list.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        if shown and self._follow:
            self.list.scrollToBottom()


__all__ = ["LOG_LINES", "MARK_ROLE", "EventLog", "EventWords", "LogEntry", "game_entries"]
