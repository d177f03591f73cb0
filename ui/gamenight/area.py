"""The Game night area of the main window: one page holding the area's sections.

A list on the left names the sections — set up a new night, the history of nights played,
the night being scored, a player's page and a round file's results — and the section chosen
fills the rest. The store is asked for only when a section needs it (``store_source``
returns None after telling the user why it cannot open), so a round file still opens when
the database cannot; ``set_store`` drops every section built on the previous store.

The tile opens on the night list (History), under "New night…" at the top of the sections;
a round file opened or dropped still shows its own section. Corrections made on one page
reach the others: a night deleted closes its scorecard, a player renamed or merged rebuilds
the pages that name them.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from golfstudio import i18n
from golfstudio.errors import GolfStudioError
from golfstudio.store import Store
from ui import theme
from ui.areas import PageArea, ShellArea, Tile
from ui.fronts.gamenight import game_night
from ui.gamenight.history_page import HistoryPage
from ui.gamenight.night_files import (
    NIGHT_FILTER,
    AskOpenPath,
    AskSavePath,
    ask_open_path,
    ask_save_path,
    export_night_file,
    import_night_path,
    night_file_name,
)
from ui.gamenight.night_page import POLL_MS, GameNightPage
from ui.gamenight.player_page import PlayerPage
from ui.gamenight.round_file import read_round_card
from ui.gamenight.round_page import RoundResultsPage
from ui.gamenight.setup_page import NightSetupPage

StoreSource = Callable[[], Store | None]

_SECTION_ROLE = Qt.ItemDataRole.UserRole


class Section(Enum):
    """The sections, valued by their English names (translated where the list shows them)."""

    NEW_NIGHT = str(QT_TRANSLATE_NOOP("GameNightArea", "New night…"))
    HISTORY = str(QT_TRANSLATE_NOOP("GameNightArea", "History"))
    NIGHT = str(QT_TRANSLATE_NOOP("GameNightArea", "Scorecard"))
    PLAYER = str(QT_TRANSLATE_NOOP("GameNightArea", "Player"))
    ROUND_FILE = str(QT_TRANSLATE_NOOP("GameNightArea", "Score a round file"))


def _nav_style() -> str:
    """The sections list, in the current colour scheme."""
    return f"""
QListWidget#gameNightSections {{
    background: {theme.SURFACE.name()};
    border: none;
    border-right: 1px solid {theme.BORDER.name()};
    padding: 12px 6px;
    outline: none;
}}
QListWidget#gameNightSections::item {{ padding: 9px 10px; border-radius: 4px; }}
QListWidget#gameNightSections::item:selected {{
    background: {theme.ACCENT_SOFT.name()};
    color: {theme.ACCENT_DARK.name()};
    font-weight: 600;
}}
QListWidget#gameNightSections::item:hover:!selected {{ background: {theme.WINDOW.name()}; }}
"""


class GameNightArea(QWidget, PageArea):
    """Signals: ``nightOpened(int)`` when a night's scorecard is shown.

    An area of the shell (``ui/areas.py``'s ``ShellArea``): it opens round files, the files
    that declare no ``"format"``.
    """

    nightOpened = Signal(int)

    def __init__(self, round_page: RoundResultsPage, store_source: StoreSource,
                 parent: QWidget | None = None, *, poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self.setObjectName("gameNightArea")
        self.round_page = round_page
        self._store_source = store_source
        self._poll_ms = poll_ms
        self.setup_page: NightSetupPage | None = None
        self.history_page: HistoryPage | None = None
        self.night_page: GameNightPage | None = None
        self.player_page: PlayerPage | None = None

        self.sections = QListWidget(self)
        self.sections.setObjectName("gameNightSections")
        self.sections.setAccessibleName(self.tr("Sections"))
        theme.style(self.sections, _nav_style)
        self.sections.setMinimumWidth(140)
        self.sections.setMaximumWidth(210)
        self.sections.setFont(theme.scaled_font(self, 1.05))
        self._items: dict[Section, QListWidgetItem] = {}
        for section in Section:
            item = QListWidgetItem(self.tr(section.value), self.sections)
            item.setData(_SECTION_ROLE, section)
            self._items[section] = item
        self._items[Section.NEW_NIGHT].setToolTip(
            self.tr("Course, players, handicaps and formats"))
        self._items[Section.HISTORY].setToolTip(
            self.tr("Nights played, season standings, CSV, PDF"))
        self._items[Section.ROUND_FILE].setToolTip(
            self.tr("The results of a round file (.json)"))
        # The night and player sections appear once something opens them.
        self._items[Section.NIGHT].setHidden(True)
        self._items[Section.PLAYER].setHidden(True)
        # As wide as its longest section in the user's language ("Rundendatei auswerten").
        widest = max(self.sections.fontMetrics().horizontalAdvance(item.text())
                     for item in self._items.values())
        self.sections.setMaximumWidth(max(210, widest + 48))
        self.sections.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sections.setTextElideMode(Qt.TextElideMode.ElideRight)

        self.stack = QStackedWidget(self)
        self.stack.addWidget(round_page)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.sections)
        row.addWidget(self.stack, 1)
        self.stack.setCurrentWidget(round_page)
        self._select(Section.ROUND_FILE)
        self.sections.currentItemChanged.connect(self._item_chosen)

        # File > Import Night… / Export Night…: a whole night as a night file (.json).
        self.ask_save: AskSavePath = ask_save_path
        self.ask_open: AskOpenPath = ask_open_path
        self.import_night_action = QAction(self.tr("Import Night…"), self)
        self.import_night_action.setObjectName("importNightAction")
        self.import_night_action.setStatusTip(self.tr(
            "Add a night from a night file: its course, players, formats, stakes and scores"))
        self.import_night_action.triggered.connect(self.import_night)
        self.export_night_action = QAction(self.tr("Export Night…"), self)
        self.export_night_action.setObjectName("exportNightAction")
        self.export_night_action.setStatusTip(self.tr(
            "Save the open night as a night file, to import it into another database"))
        self.export_night_action.triggered.connect(self.export_night)
        self.export_night_action.setEnabled(False)

    # --- sections ---------------------------------------------------------------------
    def current_page(self) -> QWidget:
        page = self.stack.currentWidget()
        assert page is not None, "the round page is in the stack from the start"
        return page

    def section_item(self, section: Section) -> QListWidgetItem:
        return self._items[section]

    def show_section(self, section: Section) -> bool:
        """Show ``section``, building its page on the store if needed; False if it cannot
        (the store did not open, or there is no night or player to show)."""
        page = self._page_for(section)
        if page is None:
            self._select(self._section_of(self.current_page()))
            return False
        if self.history_page is not None and page is self.history_page:
            self.history_page.reload()  # nights saved since (a night set up, a game played)
        self.stack.setCurrentWidget(page)
        self._select(section)
        return True

    def show_round_file(self) -> None:
        self.show_section(Section.ROUND_FILE)

    def open_night(self, night_id: int) -> bool:
        store = self._store_source()
        if store is None:
            return False
        page = GameNightPage(store, night_id, self, poll_ms=self._poll_ms)
        page.nightDeleted.connect(self._night_deleted)
        page.nightChanged.connect(self._name_night)
        self._replace("night_page", page)
        self._name_night(night_id)
        self._items[Section.NIGHT].setHidden(False)
        self.show_section(Section.NIGHT)
        self.nightOpened.emit(night_id)
        return True

    # --- night files --------------------------------------------------------------------
    def menu_file(self) -> list[QAction | None]:
        return [self.import_night_action, self.export_night_action]

    def export_night(self) -> bool:
        """File > Export Night…: the open night as a night file; False when cancelled or
        refused (after saying why)."""
        store = self._store_source()
        if store is None or self.night_page is None:
            return False
        night_id = self.night_page.night_id
        path = self.ask_save(self, night_file_name(store, night_id, ".json"), NIGHT_FILTER)
        if path is None:
            return False
        if not path.suffix:
            path = path.with_suffix(".json")
        try:
            export_night_file(store, night_id, path)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot export the night"), str(exc))
            return False
        return True

    def import_night(self) -> bool:
        """File > Import Night…: read a night file and open its night — the stored one when
        the database already has it (importing twice is once). False when cancelled or
        refused (after saying why, in one message; nothing is written then)."""
        path = self.ask_open(self, NIGHT_FILTER)
        if path is None:
            return False
        store = self._store_source()
        if store is None:
            return False
        try:
            night_id, _written = import_night_path(store, path)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot import the night"), str(exc))
            return False
        if self.history_page is not None:
            self._replace("history_page", None)  # built again with the new night listed
        return self.open_night(night_id)

    def _name_night(self, night_id: int) -> None:
        page = self.night_page
        if page is None:
            return
        night = page.state.night
        self._items[Section.NIGHT].setText(
            self.tr("Scorecard · {date}").format(date=i18n.day(night.played_on)))

    def _night_deleted(self, night_id: int) -> None:
        """A night deleted (on its page or in the history): its scorecard closes."""
        if self.night_page is not None and self.night_page.night_id == night_id:
            showing = self.current_page() is self.night_page
            self._replace("night_page", None)
            self._items[Section.NIGHT].setHidden(True)
            if showing:
                self.show_section(Section.HISTORY)

    def _roster_changed(self) -> None:
        """A player renamed or merged: pages naming players are built again."""
        store = self._store_source()
        if self.player_page is not None:
            player_id = self.player_page.player_id
            showing = self.current_page() is self.player_page
            if store is not None and any(p.id == player_id for p in store.players()):
                self._replace("player_page", None)
                if showing:
                    self.open_player(player_id)
                else:
                    self._items[Section.PLAYER].setHidden(True)
            else:
                self._replace("player_page", None)
                self._items[Section.PLAYER].setHidden(True)
                if showing:
                    self.show_section(Section.HISTORY)
        if self.night_page is not None:
            self.night_page.reload_night()

    def open_player(self, player_id: int) -> bool:
        store = self._store_source()
        if store is None:
            return False
        page = PlayerPage(store, player_id, self)
        page.rosterChanged.connect(self._roster_changed)
        self._replace("player_page", page)
        item = self._items[Section.PLAYER]
        item.setText(self.tr("Player · {name}").format(name=store.player(player_id).name))
        item.setHidden(False)
        return self.show_section(Section.PLAYER)

    def set_store(self) -> None:
        """The database changed (or the window closes): a score still waiting for its pause
        is written first, to the database it was typed for; then every page built on the old
        one is dropped (issue 30 §16)."""
        if self.night_page is not None:
            self.night_page.grid.commit_typing()
        for name in ("setup_page", "history_page", "night_page", "player_page"):
            self._replace(name, None)
        self._items[Section.NIGHT].setHidden(True)
        self._items[Section.PLAYER].setHidden(True)
        # As wide as its longest section in the user's language ("Rundendatei auswerten").
        widest = max(self.sections.fontMetrics().horizontalAdvance(item.text())
                     for item in self._items.values())
        self.sections.setMaximumWidth(max(210, widest + 48))
        self.sections.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sections.setTextElideMode(Qt.TextElideMode.ElideRight)
        if self.stack.currentWidget() is not self.round_page:
            self.stack.setCurrentWidget(self.round_page)
        self._select(Section.ROUND_FILE)

    # --- as an area of the shell -----------------------------------------------------
    def tile(self) -> Tile:
        return game_night().tile

    def page_title(self) -> str:
        path = self.round_page.path
        if self.current_page() is self.round_page and path is not None:
            return path.name
        return self.tile().title

    def can_show(self) -> bool:
        """Its tile needs the store (new night, history); a round file opens without it.
        With no round file shown, the tile opens on the night list (History)."""
        if self._store_source() is None:
            return False
        if self.current_page() is self.round_page and self.round_page.path is None:
            self.show_section(Section.HISTORY)
        return True

    def open_path(self, path: Path) -> bool:
        """A round file on the round section; a bad file changes nothing shown."""
        try:
            card = read_round_card(path)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot open round file"),
                                self.tr("{file}: {reason}").format(file=path.name, reason=exc))
            return False
        self.round_page.show_round(card, path)
        self.show_round_file()
        return True

    def close_page(self) -> bool:
        """File > Close: a round file's results are cleared; the area closes."""
        if self.current_page() is self.round_page:
            self.round_page.clear()
        return False

    def may_quit(self) -> bool:
        """Nothing to lose: every score is in the store as soon as it is typed."""
        return True


    # --- internals --------------------------------------------------------------------
    def _page_for(self, section: Section) -> QWidget | None:
        if section is Section.ROUND_FILE:
            return self.round_page
        if section is Section.NIGHT:
            return self.night_page
        if section is Section.PLAYER:
            return self.player_page
        if section is Section.NEW_NIGHT and self.setup_page is not None:
            return self.setup_page
        if section is Section.HISTORY and self.history_page is not None:
            return self.history_page
        store = self._store_source()
        if store is None:
            return None
        if section is Section.NEW_NIGHT:
            setup = NightSetupPage(store, self)
            setup.nightCreated.connect(self._night_created)
            self._replace("setup_page", setup)
            return setup
        history = HistoryPage(store, self)
        history.openNight.connect(self.open_night)
        history.openPlayer.connect(self.open_player)
        history.nightDeleted.connect(self._night_deleted)
        history.rosterChanged.connect(self._roster_changed)
        self._replace("history_page", history)
        return history

    def _night_created(self, night_id: int) -> None:
        # The next "New night…" starts from an empty form.
        if self.open_night(night_id):
            self._replace("setup_page", None)

    def _replace(self, name: str, page: QWidget | None) -> None:
        old: QWidget | None = getattr(self, name)
        if old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()
        setattr(self, name, page)
        if page is not None:
            self.stack.addWidget(page)
        self.export_night_action.setEnabled(self.night_page is not None)

    def _section_of(self, page: QWidget) -> Section:
        for section, shown in ((Section.NEW_NIGHT, self.setup_page),
                               (Section.HISTORY, self.history_page),
                               (Section.NIGHT, self.night_page),
                               (Section.PLAYER, self.player_page)):
            if shown is not None and shown is page:
                return section
        return Section.ROUND_FILE

    def _select(self, section: Section) -> None:
        self.sections.blockSignals(True)
        self.sections.setCurrentItem(self._items[section])
        self.sections.blockSignals(False)

    def _item_chosen(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.show_section(item.data(_SECTION_ROLE))


if TYPE_CHECKING:
    _area: type[ShellArea] = GameNightArea  # mypy proves it is an area of the shell
