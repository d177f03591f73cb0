"""The UI registry: what each game's UI contributes to the shell (architecture.md, "One
registry").

The core registry (``golfstudio.engine.registry``) says what the studio offers for a game —
an editor, play on screen, a league. This is the UI side of those offers: for each, the
factory of its area as a ``"module:attribute"`` path, imported only when the main window
builds the area (the way the core names engines), its front (``ui/areas.py``'s ``Front``:
the tile and File-menu entries the shell shows before the area is built, from a light module
of ``ui/fronts/``), and the ``"format"`` ids of the files it opens. The shell reads this
list; it never imports a game's package, so adding a game's area is one entry here, its
front, and the game's own folders.

A saved game (``golfstudio.game``) is one format for every game: it opens in the play area
of the game its ``"game"`` key names.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from golfstudio.engine.registry import GAMES, SAVED_GAME_FORMAT, Offer
from golfstudio.filekind import read_header
from ui.areas import AreaFactory, Front

__all__ = ["AREA_OFFERS", "GAME_AREAS", "SAVED_GAME_FORMAT", "GameArea", "area_for_file",
           "area_key", "file_header", "game_areas"]

AREA_OFFERS = (Offer.EDITOR, Offer.PLAY, Offer.LEAGUE)
"""The offers that are an area of the shell, in the order a game's tiles appear.
(``Offer.SCORECARD`` is Game night's, the studio's own area for every game.)"""


def area_key(game: str, offer: Offer) -> str:
    """How the shell names a game's area: ``"carambole.editor"``."""
    return f"{game}.{offer.value}"


@dataclass(frozen=True)
class GameArea:
    """One area a game contributes: ``factory`` is the ``"module:attribute"`` of an
    ``AreaFactory``, ``front`` that of a function giving its ``Front``; ``formats`` the
    ``"format"`` ids of the files it opens."""

    game: str
    offer: Offer
    factory: str
    front: str
    formats: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return area_key(self.game, self.offer)

    def load(self) -> AreaFactory:
        """The factory, its module imported now (the first time an area is built)."""
        found: AreaFactory = _load(self.factory)
        return found

    def load_front(self) -> Front:
        """Its front, in the user's language (the front's light module imported now)."""
        front: Front = _load(self.front)()
        return front


def _load(path: str) -> Any:
    module, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module), attribute)


GAME_AREAS: tuple[GameArea, ...] = (
    GameArea("ultimate", Offer.EDITOR, "ui.ultimate.editor.window:studio_area",
             "ui.fronts.ultimate:editor", formats=("golfstudio.ultimate",)),
    GameArea("ultimate", Offer.PLAY, "ui.ultimate.play.area:studio_area",
             "ui.fronts.ultimate:play", formats=(SAVED_GAME_FORMAT,)),
    GameArea("carambole", Offer.EDITOR, "ui.carambole.editor.shell.window:studio_area",
             "ui.fronts.carambole:editor", formats=("golfstudio.carambole",)),
    GameArea("carambole", Offer.PLAY, "ui.carambole.play.area:studio_area",
             "ui.fronts.carambole:play", formats=(SAVED_GAME_FORMAT,)),
    GameArea("dicegolf", Offer.EDITOR, "ui.dicegolf.editor.window:studio_area",
             "ui.fronts.dicegolf:editor", formats=("golfstudio.dicegolf",)),
    GameArea("dicegolf", Offer.PLAY, "ui.dicegolf.play.area:studio_area",
             "ui.fronts.dicegolf:play", formats=(SAVED_GAME_FORMAT,)),
    GameArea("playnine", Offer.PLAY, "ui.playnine.play.area:studio_area",
             "ui.fronts.playnine:play", formats=(SAVED_GAME_FORMAT,)),
    GameArea("pbm", Offer.LEAGUE, "ui.pbm.league.area:studio_area", "ui.fronts.pbm:league"),
)
"""Every game's areas. ``tests/ui/shell/test_games.py`` ties it to the core registry: an
entry for each area offer there, and no other."""


def game_areas() -> tuple[GameArea, ...]:
    """The areas in the order the start page and menus show them: the core registry's order
    of games, then editor, play, league."""
    games = [info.id for info in GAMES]
    return tuple(sorted(GAME_AREAS, key=lambda a: (games.index(a.game),
                                                   AREA_OFFERS.index(a.offer))))


def file_header(path: Path) -> tuple[str | None, str | None]:
    """The ``"format"`` and ``"game"`` a JSON file declares; None for what it does not say
    (``golfstudio.filekind.read_header``, whose ``problem`` and ``round_file`` the window's
    File > Open reads as well; a broken file's format is found in its text)."""
    header = read_header(path)
    return header.format, header.game


def area_for_file(kind: str | None, game: str | None) -> GameArea | None:
    """The area that opens a file of ``"format"`` ``kind``: among several (a saved game, every
    play area's), the one of the file's ``game``, else the first (a saved game of a game with
    no play area: the play kit says that it cannot be replayed). None when no game's area
    opens the format."""
    claims = [area for area in GAME_AREAS if kind is not None and kind in area.formats]
    own = [area for area in claims if area.game == game]
    return (own or claims)[0] if claims else None
