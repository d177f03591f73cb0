"""A game's Play area of the shell: the game being played (a ``TableView``), a way to start
one, and the replay of a saved game opened from a file.

Every play area needs the same page — a bar with the way home and New game…, an empty page
that says how to start, asking before a game in progress is abandoned (``abandon``: naming the
game, offering to save it first), File > Close, Open of
a ``golfstudio.game`` file (the kit's ``open_saved_game``) — so it is written once here. A
game gives its title, its start page tile and ``start``: its set-up dialog returning the
``TableView`` to show (or None when cancelled). The finished game's replay is the
``TableView``'s own replay bar.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.areas import AreaContext, AreaFactory, AreaHost, Front, PageArea, Tile
from ui.game_titles import game_title
from ui.play_kit import abandon
from ui.play_kit.games import open_saved_game
from ui.play_kit.saving import StoreSource
from ui.play_kit.view import TableView

GameStarter = Callable[[QWidget, StoreSource], TableView | None]
"""A game's set-up dialog: the play view of the game set up (not yet shown), or None."""


class PlayArea(QWidget, PageArea):
    """See the module docstring. Signals: ``newGameRequested()``, ``homeRequested()``."""

    newGameRequested = Signal()
    homeRequested = Signal()

    def __init__(self, host: AreaHost, *, title: str, hint: str, tile: Callable[[], Tile],
                 start: GameStarter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._tile = tile
        self._start = start
        self.view: TableView | None = None
        self.saved_view: QWidget | None = None
        """A saved game's replay opened from a file."""

        self.bar = bar = QHBoxLayout()
        """The page's top bar: a game adds its own buttons before New game…."""
        bar.setContentsMargins(16, 10, 16, 6)
        self.home_button = QPushButton(self.tr("‹ Start page"), self)
        self.home_button.setFlat(True)
        self.home_button.clicked.connect(self.homeRequested)
        self.title = QLabel(title, self)
        self.title.setObjectName("sectionTitle")
        self.title.setFont(theme.scaled_font(self, 1.15, bold=True))
        self.new_button = QPushButton(self.tr("New game…"), self)
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.newGameRequested)
        bar.addWidget(self.home_button)
        bar.addWidget(self.title)
        bar.addStretch(1)
        bar.addWidget(self.new_button)

        self.empty = QWidget(self)
        empty_col = QVBoxLayout(self.empty)
        empty_col.addStretch(1)
        headline = QLabel(self.tr("No game yet"), self.empty)
        headline.setObjectName("pageTitle")
        headline.setFont(theme.scaled_font(self, 1.6, bold=True))
        hint_label = QLabel(hint, self.empty)
        hint_label.setObjectName("muted")
        self.empty_new_button = QPushButton(self.tr("New game…"), self.empty)
        self.empty_new_button.setObjectName("primary")
        self.empty_new_button.clicked.connect(self.newGameRequested)
        for widget in (headline, hint_label):
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            empty_col.addWidget(widget)
        empty_col.addSpacing(12)
        empty_col.addWidget(self.empty_new_button, 0, Qt.AlignmentFlag.AlignCenter)
        empty_col.addStretch(2)

        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.empty)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addLayout(bar)
        col.addWidget(self.stack, 1)
        self.newGameRequested.connect(self.new_game)
        self.homeRequested.connect(host.go_home)

    def in_progress(self) -> bool:
        """A game is shown and not over: starting another would abandon it."""
        return self.view is not None and not self.view.is_over()

    def show_game(self, view: TableView) -> None:
        self._show(view)
        self.view = view

    def show_saved_game(self, view: QWidget) -> None:
        self._show(view)
        self.saved_view = view

    def _show(self, view: QWidget) -> None:
        self.clear()
        view.setParent(self)
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)

    def clear(self) -> None:
        """Drop the game or the saved game's replay; the empty page again."""
        for widget in (self.view, self.saved_view):
            if widget is not None:
                if isinstance(widget, TableView):
                    widget.table.stop()
                self.stack.removeWidget(widget)
                widget.deleteLater()
        self.view = self.saved_view = None
        self.stack.setCurrentWidget(self.empty)

    def new_game(self) -> bool:
        """Set up a game and show it; False if cancelled, a game in progress is kept, or the
        store did not open."""
        if not self.may_abandon_game():
            return False
        store = self.host.store()
        if store is None:
            return False
        view = self._start(self.window(), store)
        if view is None:
            return False
        self.show_game(view)
        self.host.show(self)
        return True

    def may_abandon_game(self) -> bool:
        """True when no game is in progress, or the user saved it (Save Game…) or agrees to
        abandon it; False on Cancel or a save cancelled or refused."""
        view = self.view
        if view is None or not self.in_progress():
            return True
        answer = abandon.ask_abandon(self.window(), game_title(view.game.game.game_id))
        if answer is abandon.Answer.SAVE:
            return view.save_game()
        return answer is abandon.Answer.ABANDON

    # ---- as an area of the shell ------------------------------------------------------------

    def tile(self) -> Tile:
        return self._tile()

    def page_title(self) -> str:
        return self.tile().title

    def current_page(self) -> QWidget:
        return self

    def can_show(self) -> bool:
        """Games are kept in the store: no store, no Play area."""
        return self.host.store() is not None

    def open_path(self, path: Path) -> bool:
        """A saved game: its replay in place of any game (asking first about one in
        progress); a bad file is one message and changes nothing."""
        if not self.may_abandon_game():
            return False
        view = open_saved_game(path, self)
        if view is None:
            return False
        self.show_saved_game(view)
        return True

    def close_page(self) -> bool:
        """File > Close: the game (asking first while it is in progress) or the saved game;
        the area then closes."""
        if self.view is not None or self.saved_view is not None:
            if not self.may_abandon_game():
                return True
            self.clear()
        return False

    def may_quit(self) -> bool:
        return self.may_abandon_game()


def play_area_factory(title: Callable[[], str], hint: Callable[[], str],
                      front: Callable[[], Front], start: GameStarter
                      ) -> Callable[[AreaContext], PlayArea]:
    """A game's ``studio_area`` (what ``ui/games.py`` names): the kit's page with the game's
    title and empty-page hint (each said in the user's language when the area is built),
    its start page tile (``front``) and its set-up dialog (``start``)."""

    def studio_area(context: AreaContext) -> PlayArea:
        return PlayArea(context.host, title=title(), hint=hint(), tile=lambda: front().tile,
                        start=start, parent=context.parent)

    _: AreaFactory = studio_area  # mypy proves the area is a ShellArea
    return studio_area
