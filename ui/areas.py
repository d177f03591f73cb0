"""What the shell asks of an area, and what it offers each area in return.

An area is a page of the main window's stack: a game's editor or play view (found through
the UI registry, ``ui/games.py``) or one of the studio's own areas (Game night). The shell
knows areas only through ``ShellArea``, so a new game's areas plug in without a change to the
main window, the start page or the menus: the start page shows each area's ``Tile``, the
menus carry the actions it contributes while it is the page shown, a file goes to the area
whose formats include its ``"format"``, and each area asks its own questions before it is
closed (a game in progress, unsaved documents).

An area is built by a factory the registry names (``"module:attribute"``) from an
``AreaContext``: the ``AreaHost`` it talks back to and the start-up options tests inject. It is
built when first needed (its tile clicked, a file of its opened, one of its File-menu entries
chosen), not at start-up: until then the shell shows its ``Front`` — the tile and the File-menu
entries it has on every page — which a light module of its own gives without importing the
area, its game or their libraries (style.md, "Lazy by design").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter
from PySide6.QtWidgets import QMenu, QWidget

from ui.editor_kit.recovery import AUTOSAVE_MS

if TYPE_CHECKING:  # the store and the editor kit load with the areas that use them
    from golfstudio.store import Store
    from ui.editor_kit.dialogs import EditorDialogs
    from ui.editor_kit.window import EditorWindow


class Area(StrEnum):
    """The studio's own areas, which are no game's: their keys among the shell's areas.

    A game's area is keyed by the UI registry (``"<game>.<offer>"``, ``ui.games.area_key``).
    """

    GAME_NIGHT = "game-night"


PaintIcon = Callable[[QPainter, QRectF, QColor], None]
"""Draws an area's icon scaled into a rectangle, in one colour."""


@dataclass(frozen=True)
class Tile:
    """What the start page shows of an area, already in the user's language."""

    title: str
    description: str
    action: str
    """What clicking the tile does ("Design a course"), shown on it and read by screen readers."""
    paint_icon: PaintIcon


@dataclass(frozen=True)
class MenuEntry:
    """A File-menu entry an area has on every page (New, Open a bundled template), shown
    before the area is built: choosing it builds the area and chooses the area's own entry at
    the same place of ``menu_new`` or ``menu_open``."""

    text: str
    tip: str = ""
    shortcuts: tuple[QKeySequence, ...] = ()
    submenu: bool = False
    """The area's entry is a submenu (a list of templates): it is filled from the area's own
    the first time it opens."""


@dataclass(frozen=True)
class Front:
    """What the shell shows of an area before the area is built, in the user's language: its
    tile, and the entries of its ``menu_new`` and ``menu_open`` (the area's own say the
    same: a test holds them together)."""

    tile: Tile
    new: tuple[MenuEntry, ...] = ()
    open: tuple[MenuEntry, ...] = ()


class AreaHost(Protocol):
    """What an area may ask of the shell that holds it."""

    def show(self, area: QWidget) -> None:
        """Make ``area`` the page shown (a document was opened in it)."""

    def go_home(self) -> None:
        """Back to the start page."""

    def ask_open(self) -> None:
        """Ask for a file with the shell's Open dialog (any area's formats)."""

    def file_used(self, path: Path) -> None:
        """``path`` was opened or saved: it goes to the top of the recent files."""

    def changed(self) -> None:
        """The area's title or section changed: the window title and menus follow."""

    def store(self) -> Store | None:
        """The scorecard store, opened on first use; None after telling the user why not."""

    def area(self, key: str) -> QWidget | None:
        """Another area of the shell by its key, built now if it was not yet: a game's play
        area listens to its editor (Play This Course). None when the shell has no such
        area."""


@dataclass(frozen=True)
class AreaContext:
    """What an area factory is given. The options are the same for every area of a kind, so
    the shell never needs to know which game it is building."""

    host: AreaHost
    parent: QWidget
    editor_dialogs: EditorDialogs | None = None
    """The questions an editor asks (save, where, revert, recover): tests answer them."""
    recovery_root: Path | None = None
    """Where editors autosave; None for the user's data folder."""
    autosave_ms: int = AUTOSAVE_MS


class ShellArea(Protocol):
    """A page of the shell. Every method is asked by the shell, never by another area."""

    def tile(self) -> Tile:
        """Its tile on the start page."""
        ...

    def page_title(self) -> str:
        """What the window title names while it is shown (the open document, the area)."""
        ...

    def current_page(self) -> QWidget:
        """The page it shows: its own section where it has several, else itself."""
        ...

    def menu_new(self) -> Sequence[QAction]:
        """File-menu entries that make something new in it, on every page (they bring the
        area up): New Course."""
        ...

    def menu_open(self) -> Sequence[QAction | QMenu]:
        """File-menu entries that open what it bundles, on every page: the templates."""
        ...

    def menu_file(self) -> Sequence[QAction | None]:
        """File-menu entries while it is shown (None is a separator): Save, Export."""
        ...

    def menu_edit(self) -> Sequence[QAction]:
        """The Edit menu while it is shown; none, no Edit menu."""
        ...

    def menu_view(self) -> Sequence[QAction | None]:
        """View-menu entries while it is shown (None is a separator): zoom, docks."""
        ...

    def can_show(self) -> bool:
        """Whether its tile may bring it up now; False after saying why not (its database
        did not open)."""
        ...

    def open_path(self, path: Path) -> bool:
        """Open a file of one of its formats; False after saying why it cannot."""
        ...

    def close_page(self) -> bool:
        """File > Close while it is shown: close what it shows (a tab, a game, a round),
        asking first where something would be lost. True when it stays shown (something is
        left, or the user kept it), False when the shell goes back to the start page."""
        ...

    def may_quit(self) -> bool:
        """The window is closing: ask about unsaved documents or a game in progress; False
        keeps the window open."""
        ...

    def set_active(self, active: bool) -> None:
        """Whether it is the page shown: its actions and shortcuts act only then."""
        ...

    def save_layout(self, settings: QSettings) -> None:
        """Keep its layout (docks, splitters) under its own key."""
        ...

    def restore_layout(self, settings: QSettings) -> bool:
        """Bring back the saved layout; False when none was saved."""
        ...

    def offer_recovery(self) -> int:
        """At start-up, once the window is shown: offer what a crashed run left unsaved;
        how many documents came back."""
        ...


class PageArea:
    """What an area whose controls are all on its own page gives the shell: no menu entries,
    nothing to switch on being shown, no layout to keep (its pages size themselves) and
    nothing autosaved to recover. Game night and the play areas are such pages; an editor
    window is not (``EditorWindow`` answers all of these itself)."""

    def menu_new(self) -> list[QAction]:
        return []

    def menu_open(self) -> list[QAction | QMenu]:
        return []

    def menu_file(self) -> list[QAction | None]:
        return []

    def menu_edit(self) -> list[QAction]:
        return []

    def menu_view(self) -> list[QAction | None]:
        return []

    def set_active(self, active: bool) -> None:
        """Its buttons are its own, not the shell's menus: nothing to switch."""

    def save_layout(self, settings: QSettings) -> None:
        """Nothing to keep."""

    def restore_layout(self, settings: QSettings) -> bool:
        return False

    def offer_recovery(self) -> int:
        """Nothing of it is autosaved: there is nothing to recover."""
        return 0


AreaFactory = Callable[[AreaContext], ShellArea]
"""Builds an area as a child of ``context.parent``; what the UI registry's paths name."""


def attach_editor(window: EditorWindow[Any], host: AreaHost) -> None:
    """What every editor window tells the shell, the same way: a file to ask for, a document
    opened (its area comes up), a file used (recent files), its title."""
    window.openRequested.connect(host.ask_open)
    window.documentOpened.connect(lambda: host.show(window))
    window.fileUsed.connect(host.file_used)
    window.titleChanged.connect(lambda _title: host.changed())
