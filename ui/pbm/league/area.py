"""The League area of PBM Golf: the game master's games in the store (pbm-golf.md).

A list on the left holds the games (New game…, Delete game); the game chosen fills the rest
with its page (``game_page.py``). The store is asked for only when the area is shown
(``host.store()`` returns None after telling the user why it cannot open); a page per game
opened is kept, with its undo stack, while the store stays the same. Nothing is ever unsaved:
every action is committed as it is made.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.pbm.league import League
from golfstudio.pbm.settings import GameSettings
from golfstudio.store import Store
from ui import theme
from ui.areas import AreaContext, AreaHost, PageArea, ShellArea, Tile
from ui.fronts import pbm as fronts
from ui.pbm.league.game_page import GamePage
from ui.pbm.league.new_game_dialog import NewGameDialog

_NAME_ROLE = Qt.ItemDataRole.UserRole

def _list_style() -> str:
    """The games list beside the pages, in the current colour scheme."""
    return f"""
QWidget#pbmGames {{
    background: {theme.SURFACE.name()};
    border-right: 1px solid {theme.BORDER.name()};
}}
QListWidget#pbmGameList {{ border: none; outline: none; background: transparent; }}
QListWidget#pbmGameList::item {{ padding: 8px 10px; border-radius: 4px; }}
QListWidget#pbmGameList::item:selected {{
    background: {theme.ACCENT_SOFT.name()};
    color: {theme.ACCENT_DARK.name()};
    font-weight: 600;
}}
"""


class PbmLeagueArea(QWidget, PageArea):
    """An area of the shell (``ui/areas.py``'s ``ShellArea``)."""

    def __init__(self, host: AreaHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbmLeagueArea")
        self.host = host
        self._store: Store | None = None
        self._league: League | None = None
        self.pages: dict[str, GamePage] = {}
        self.new_game_dialog: NewGameDialog | None = None

        side = QWidget(self)
        side.setObjectName("pbmGames")
        side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.style(side, _list_style)
        side.setFixedWidth(220)
        title = QLabel(self.tr("Games"), side)
        title.setObjectName("sectionTitle")
        title.setFont(theme.scaled_font(self, 1.15, bold=True))
        self.games = QListWidget(side)
        self.games.setObjectName("pbmGameList")
        self.games.setAccessibleName(self.tr("Games"))
        self.games.setFont(theme.scaled_font(self, 1.05))
        self.games.currentItemChanged.connect(self._game_chosen)
        self.new_button = QPushButton(self.tr("New game…"), side)
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.ask_new_game)
        self.delete_button = QPushButton(self.tr("Delete game…"), side)
        self.delete_button.clicked.connect(self.delete_game)
        column = QVBoxLayout(side)
        column.setContentsMargins(12, 16, 12, 12)
        column.addWidget(title)
        column.addWidget(self.games, 1)
        column.addWidget(self.new_button)
        column.addWidget(self.delete_button)

        self.empty = QLabel(self.tr("Choose a game on the left, or make a new one."), self)
        self.empty.setObjectName("unavailable")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.empty)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(side)
        row.addWidget(self.stack, 1)
        self._update_buttons()

    # --- the store -------------------------------------------------------------------------
    def league(self) -> League | None:
        """The league on the shell's store; pages built on an earlier store are dropped."""
        store = self.host.store()
        if store is None:
            return None
        if store is not self._store or self._league is None:
            self._drop_pages()
            self._store = store
            self._league = League(store.engine)
        return self._league

    def reload(self) -> None:
        """The games list, read again; the game shown stays chosen."""
        league = self.league()
        if league is None:
            return
        shown = self.shown_game()
        try:
            names = [g.name for g in league.games()]
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot list the games"), str(exc))
            return
        self.games.blockSignals(True)
        self.games.clear()
        for name in names:
            item = QListWidgetItem(name, self.games)
            item.setData(_NAME_ROLE, name)
        for gone in set(self.pages) - set(names):
            self._drop(gone)
        if shown in names:
            self.games.setCurrentRow(names.index(shown))
        self.games.blockSignals(False)
        if shown not in names:
            self.stack.setCurrentWidget(self.empty)
        self._update_buttons()

    # --- games -------------------------------------------------------------------------------
    def shown_game(self) -> str | None:
        page = self.stack.currentWidget()
        return page.game if isinstance(page, GamePage) else None

    def open_game(self, name: str) -> GamePage | None:
        league = self.league()
        if league is None:
            return None
        page = self.pages.get(name)
        if page is None:
            try:
                page = GamePage(league, name, self.stack)
            except GolfStudioError as exc:
                QMessageBox.warning(self, self.tr("Cannot open the game"), str(exc))
                return None
            page.changed.connect(self.host.changed)
            self.pages[name] = page
            self.stack.addWidget(page)
        else:
            page.refresh()
        self.stack.setCurrentWidget(page)
        row = next((r for r in range(self.games.count())
                    if self.games.item(r).data(_NAME_ROLE) == name), None)
        if row is not None and self.games.currentRow() != row:
            self.games.blockSignals(True)
            self.games.setCurrentRow(row)
            self.games.blockSignals(False)
        self._update_buttons()
        self.host.changed()
        return page

    def ask_new_game(self) -> NewGameDialog | None:
        """Opens the New game dialog (window-modal); the game opens once it is made."""
        if self.league() is None:
            return None
        dialog = NewGameDialog(self._create, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._made(dialog.created_name))
        dialog.finished.connect(lambda _result: setattr(self, "new_game_dialog", None))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _create(self, name: str, settings: GameSettings, deadline: date) -> None:
        league = self.league()
        if league is None:
            raise GolfStudioError(self.tr("the database is not open"))
        league.new_game(name, settings, deadline=deadline)

    def _made(self, name: str | None) -> None:
        self.reload()
        if name is not None:
            self.open_game(name)

    def delete_game(self) -> None:
        league = self.league()
        name = self.shown_game()
        if league is None or name is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete game?"),
            self.tr("Delete the game {game} with all its players, entries, results and "
                    "ranking list? This cannot be undone.").format(game=name),
            QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Ok:
            return
        page = self.pages.get(name)
        if page is not None and page.runner.is_running():
            QMessageBox.information(self, self.tr("Evaluation running"), self.tr(
                "{game} is being evaluated; delete it once that is done.").format(game=name))
            return
        try:
            league.delete_game(name)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Cannot delete the game"), str(exc))
            return
        self._drop(name)
        self.reload()
        self.host.changed()

    def _game_chosen(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.open_game(str(item.data(_NAME_ROLE)))

    def _drop(self, name: str) -> None:
        page = self.pages.pop(name, None)
        if page is not None:
            if self.stack.currentWidget() is page:  # not another game's page in its place
                self.stack.setCurrentWidget(self.empty)
            page.shutdown()
            self.stack.removeWidget(page)
            page.deleteLater()

    def _drop_pages(self) -> None:
        for name in list(self.pages):
            self._drop(name)
        self.stack.setCurrentWidget(self.empty)

    def _update_buttons(self) -> None:
        self.delete_button.setEnabled(self.shown_game() is not None)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._store is not None:  # asked for by can_show: no second question
            self.reload()
            if self.shown_game() is None and self.games.count():
                self.open_game(str(self.games.item(0).data(_NAME_ROLE)))

    # --- as an area of the shell -------------------------------------------------------------
    def tile(self) -> Tile:
        return fronts.league().tile

    def page_title(self) -> str:
        game = self.shown_game()
        return self.tile().title if game is None else self.tr("{game} — PBM Golf").format(
            game=game)

    def current_page(self) -> QWidget:
        return self

    def can_show(self) -> bool:
        """The league lives in the store: without it there is nothing to show."""
        return self.league() is not None

    def open_path(self, path: Path) -> bool:
        """The league opens no files (its games are in the database)."""
        return False

    def close_page(self) -> bool:
        """File > Close: the game shown is closed (the area stays); with none, the area."""
        name = self.shown_game()
        if name is None:
            return False
        self._drop(name)
        self.games.blockSignals(True)
        self.games.setCurrentRow(-1)
        self.games.blockSignals(False)
        self.stack.setCurrentWidget(self.empty)
        self._update_buttons()
        return True

    def may_quit(self) -> bool:
        """Nothing to lose: every action is committed as it is made. A running evaluation is
        one transaction: the page waits for it as it goes."""
        for page in self.pages.values():
            page.runner.wait()
        return True


def studio_area(context: AreaContext) -> ShellArea:
    return PbmLeagueArea(context.host, context.parent)


if TYPE_CHECKING:
    _area: type[ShellArea] = PbmLeagueArea
