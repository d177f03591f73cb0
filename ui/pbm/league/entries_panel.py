"""The Entries tab: the open tournament's inbox.

Entries come in pasted into the text box ("Receive entry"), pasted onto the list (Ctrl+V), or
dropped onto it as a .txt file or as text. Each is listed in the order received with the
player it names and whether it is sound; the one selected shows its text, editable and
re-checked as it is typed, and what the rules make of it in plain words
(``parse_entry`` and ``apply_entry`` against the named player's clubs and saved swaps: the
faults are the private messages the player will receive).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.errors import GolfStudioError
from golfstudio.pbm.entries import EntryOutcome, ParsedEntry, apply_entry, known_player, parse_entry
from golfstudio.pbm.league import MAX_ENTRY_CHARACTERS
from golfstudio.pbm.settings import GameSettings
from golfstudio.store.tables import PbmEntry, PbmPlayer

_ID_ROLE = Qt.ItemDataRole.UserRole
MAX_FILE_BYTES = 4 * MAX_ENTRY_CHARACTERS
"""A dropped file larger than this is no entry: it is not read."""


@dataclass(frozen=True)
class EntryCheck:
    """What the rules make of an entry's text for the player it names."""

    parsed: ParsedEntry
    outcome: EntryOutcome | None
    player: str | None
    error: str | None = None
    """The league's record of the player is unsound (``apply_entry`` refused it)."""

    @property
    def faulty(self) -> bool:
        return self.error is not None or self.outcome is None or self.outcome.faulty


def check_entry(text: str, settings: GameSettings, game: str,
                players: list[PbmPlayer]) -> EntryCheck:
    """The entry carried out against the current state of the player it names."""
    parsed = parse_entry(text, settings.club_limit)
    playing = [p for p in players if p.left is None]
    names = [p.name for p in playing]
    named = known_player(parsed.player, names)
    player = next((p for p in playing if p.name == named), None)
    clubs = tuple(player.clubs) if player is not None and player.clubs is not None else None
    try:
        outcome = apply_entry(clubs, player.saved if player is not None else 0, parsed,
                              known_game=game, known_players=names,
                              club_limit=settings.club_limit)
    except GolfStudioError as exc:
        return EntryCheck(parsed, None, named, str(exc))
    return EntryCheck(parsed, outcome, named)


def describe(check: EntryCheck) -> str:
    """The check in plain words, as HTML."""
    parsed = check.parsed
    not_named = QCoreApplication.translate("EntriesPanel", "not named")
    if check.player:
        player = escape(check.player)
    elif parsed.player:
        player = QCoreApplication.translate("EntriesPanel", "unknown player ({name})").format(
            name=escape(parsed.player))
    else:
        player = not_named
    swaps = ", ".join(f"{old} → {new}" for old, new in parsed.swaps)
    if not swaps:
        swaps = (QCoreApplication.translate("EntriesPanel", "none, the swap is saved")
                 if parsed.save else QCoreApplication.translate("EntriesPanel", "none"))
    rows = [(QCoreApplication.translate("EntriesPanel", "Game"),
             escape(parsed.game) if parsed.game else not_named),
            (QCoreApplication.translate("EntriesPanel", "Player"), player),
            (QCoreApplication.translate("EntriesPanel", "Swaps"), swaps),
            (QCoreApplication.translate("EntriesPanel", "New clubs"),
             " – ".join(map(str, parsed.clubs)) if parsed.clubs else not_named)]
    table = "".join(f"<tr><td style='padding-right:12px'><b>{label}</b></td><td>{value}</td>"
                    "</tr>" for label, value in rows)
    outcome = check.outcome
    if check.error is not None:
        verdict = QCoreApplication.translate(
            "EntriesPanel", "<p><b>Cannot check:</b> {reason}</p>").format(
            reason=escape(check.error))
    elif outcome is not None and outcome.faulty:
        items = "".join(f"<li>{escape(fault.message)}</li>" for fault in outcome.faults)
        verdict = (QCoreApplication.translate(
            "EntriesPanel", "<p style='color:#b03a2e'><b>Faulty</b>: the player holds no "
            "clubs yet, so they count as absent in this tournament; the swap is saved (rule "
            "9.6).</p>") if outcome.faulty_first_entry else QCoreApplication.translate(
            "EntriesPanel", "<p style='color:#b03a2e'><b>Faulty</b>: it swaps no club and "
            "counts as saving the swap (rule 9.6).</p>"))
        verdict += (f"<ul>{items}</ul>"
                    + QCoreApplication.translate(
                        "EntriesPanel", "<p><i>Private message to the player:</i></p>")
                    + "<pre style='white-space:pre-wrap'>"
                    + f"{escape(outcome.private_message())}</pre>")
    else:
        assert outcome is not None
        clubs = " – ".join(map(str, outcome.clubs)) if outcome.clubs else "—"
        verdict = QCoreApplication.translate(
            "EntriesPanel", "<p style='color:#1f5c39'><b>Sound</b>: swaps made {swaps}; clubs "
            "after it {clubs}, saved swaps {saved}.</p>").format(
            swaps=outcome.swaps_made, clubs=clubs, saved=outcome.saved)
        if outcome.swap_lost:
            verdict += QCoreApplication.translate(
                "EntriesPanel", "<p>A fifth unused swap is lost (rule 9.5).</p>")
    return f"<table>{table}</table>{verdict}"


class EntryInbox(QTreeWidget):
    """The list of entries received; takes pasted text (Ctrl+V) and dropped files or text.
    ``textsReceived(list[str])``."""

    textsReceived = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setRootIsDecorated(False)
        self.setAlternatingRowColors(True)
        self.setHeaderLabels([self.tr("No."), self.tr("Player"), self.tr("Check")])
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.header().setStretchLastSection(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Paste):
            text = QApplication.clipboard().text()
            if text.strip():
                self.textsReceived.emit([text])
            event.accept()
            return
        super().keyPressEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() or event.mimeData().hasText():
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasUrls() or event.mimeData().hasText():
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        data = event.mimeData()
        texts: list[str] = []
        if data.hasUrls():
            for url in data.urls():
                if url.isLocalFile():
                    text = self._read(Path(url.toLocalFile()))
                    if text is not None:
                        texts.append(text)
        elif data.hasText() and data.text().strip():
            texts.append(data.text())
        event.acceptProposedAction()
        if texts:
            self.textsReceived.emit(texts)

    def _read(self, path: Path) -> str | None:
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise OSError(self.tr("{size} bytes is far too long for an entry").format(
                    size=i18n.grouped(path.stat().st_size)))
            return path.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot read the entry"),
                                self.tr("{file}: {reason}").format(
                                    file=path.name, reason=exc.strerror or str(exc)))
            return None


class EntriesPanel(QWidget):
    """Signals: ``receiveRequested(str)`` (a text to receive), ``deleteRequested(int)`` and
    ``editRequested(int, str, str)`` (entry id, old text, new text)."""

    receiveRequested = Signal(str)
    deleteRequested = Signal(int)
    editRequested = Signal(int, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[PbmEntry] = []
        self.checks: dict[int, EntryCheck] = {}
        self._settings = GameSettings()
        self._game = ""
        self._players: list[PbmPlayer] = []
        self._open = False

        self.heading = QLabel(self)
        self.heading.setObjectName("sectionTitle")
        self.inbox = EntryInbox(self)
        self.inbox.setAccessibleName(self.tr("Entries received"))
        self.inbox.textsReceived.connect(self._received)
        self.inbox.currentItemChanged.connect(lambda *_: self._show_selected())
        self.delete_button = QPushButton(self.tr("Delete entry"), self)
        self.delete_button.clicked.connect(self._delete)
        hint = QLabel(self.tr("Paste an entry below, press Ctrl+V on the list, or drop a "
                              ".txt file onto it."), self)
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        self.paste_box = QPlainTextEdit(self)
        self.paste_box.setAccessibleName(self.tr("Entry to receive"))
        self._example(None)
        self.receive_button = QPushButton(self.tr("Receive entry"), self)
        self.receive_button.setObjectName("primary")
        self.receive_button.clicked.connect(self._receive_pasted)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.heading)
        left_layout.addWidget(self.inbox, 3)
        left_layout.addWidget(self.delete_button, 0, Qt.AlignmentFlag.AlignLeft)
        left_layout.addWidget(hint)
        left_layout.addWidget(self.paste_box, 2)
        left_layout.addWidget(self.receive_button, 0, Qt.AlignmentFlag.AlignRight)

        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setAccessibleName(self.tr("Entry text"))
        self.text_edit.setPlaceholderText(self.tr("Select an entry to see its text."))
        self.text_edit.textChanged.connect(self._recheck)
        self.save_button = QPushButton(self.tr("Save changes"), self)
        self.save_button.clicked.connect(self._save)
        self.check_view = QTextBrowser(self)
        self.check_view.setAccessibleName(self.tr("What the rules make of it"))
        self.check_view.setOpenLinks(False)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        text_title = QLabel(self.tr("Entry text"), self)
        text_title.setObjectName("sectionTitle")
        right_layout.addWidget(text_title)
        right_layout.addWidget(self.text_edit, 2)
        right_layout.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignRight)
        check_title = QLabel(self.tr("What the rules make of it"), self)
        check_title.setObjectName("sectionTitle")
        right_layout.addWidget(check_title)
        right_layout.addWidget(self.check_view, 3)

        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        self._update_buttons()

    # --- what the page shows ---------------------------------------------------------------
    def show_entries(self, game: str, settings: GameSettings, players: list[PbmPlayer],
                     number: int | None, entries: list[PbmEntry]) -> None:
        """The open tournament's entries (``number`` None: no tournament is open)."""
        chosen = self.selected_id()
        self._game, self._settings, self._players = game, settings, players
        self._open = number is not None
        self.entries = entries
        self.heading.setText(
            self.tr("Entries for tournament {n}").format(n=number) if number is not None
            else self.tr("No tournament is open"))
        self._example(number)
        self.inbox.blockSignals(True)
        self.inbox.clear()
        self.checks.clear()
        current: QTreeWidgetItem | None = None
        for entry in entries:
            assert entry.id is not None
            check = check_entry(entry.text, settings, game, players)
            self.checks[entry.id] = check
            player = check.player or self.tr("unknown player")
            item = QTreeWidgetItem([str(entry.received), player,
                                    self.tr("faulty") if check.faulty else self.tr("ok")])
            item.setData(0, _ID_ROLE, entry.id)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if check.faulty:
                item.setForeground(2, Qt.GlobalColor.darkRed)
            self.inbox.addTopLevelItem(item)
            if entry.id == chosen:
                current = item
        if current is not None:
            self.inbox.setCurrentItem(current)
        self.inbox.blockSignals(False)
        self._show_selected()

    def _example(self, number: int | None) -> None:
        """The paste box's example: in tournament 1 every entry is a first entry, which names
        four clubs and swaps none (pbm-golf.md, "First entries"); later, a swap."""
        self.paste_box.setPlaceholderText(
            self.tr("Game: Ballesteros\nPlayer: Karl Napf\nNew clubs: 112 - 79 - 5 - 2")
            if number == 1 else
            self.tr("Game: Ballesteros\nPlayer: Karl Napf\n2 swaps: 197 -> 112, 13 -> 79"))

    def selected_id(self) -> int | None:
        item = self.inbox.currentItem()
        return None if item is None else int(item.data(0, _ID_ROLE))

    def select_last(self) -> None:
        count = self.inbox.topLevelItemCount()
        last = self.inbox.topLevelItem(count - 1) if count else None
        if last is not None:
            self.inbox.setCurrentItem(last)

    def _entry(self) -> PbmEntry | None:
        chosen = self.selected_id()
        return next((e for e in self.entries if e.id == chosen), None)

    def _show_selected(self) -> None:
        entry = self._entry()
        self.text_edit.blockSignals(True)
        self.text_edit.setPlainText("" if entry is None else entry.text)
        self.text_edit.blockSignals(False)
        self.text_edit.setReadOnly(entry is None or not self._open)
        self._recheck()

    def _recheck(self) -> None:
        entry = self._entry()
        if entry is None:
            self.check_view.setHtml("")
        else:
            check = check_entry(self.text_edit.toPlainText(), self._settings, self._game,
                                self._players)
            self.check_view.setHtml(describe(check))
        self._update_buttons()

    def _update_buttons(self) -> None:
        entry = self._entry()
        self.delete_button.setEnabled(entry is not None and self._open)
        self.save_button.setEnabled(entry is not None and self._open
                                    and self.text_edit.toPlainText() != entry.text)
        self.receive_button.setEnabled(self._open)
        self.inbox.setAcceptDrops(self._open)

    # --- actions -----------------------------------------------------------------------------
    def _received(self, texts: list[str]) -> None:
        for text in texts:
            self.receiveRequested.emit(text)

    def _receive_pasted(self) -> None:
        text = self.paste_box.toPlainText()
        if text.strip():
            self.receiveRequested.emit(text)

    def clear_paste_box(self) -> None:
        self.paste_box.clear()

    def _delete(self) -> None:
        entry = self._entry()
        if entry is not None and entry.id is not None:
            self.deleteRequested.emit(entry.id)

    def _save(self) -> None:
        entry = self._entry()
        if entry is not None and entry.id is not None:
            self.editRequested.emit(entry.id, entry.text, self.text_edit.toPlainText())
