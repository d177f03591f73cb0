"""The games' titles in the user's language.

Titles come from the one registry (``golfstudio.engine.registry``) and are translated when
shown, under the "Games" context. lupdate reads only literals in the source, never the
registry's data, so ``TITLES`` repeats each registry title once inside
``QT_TRANSLATE_NOOP`` for it to extract; a test (tests/ui/test_game_titles.py) fails when a
registry title is missing here, so a new game cannot slip past the translators.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_info

# QT_TRANSLATE_NOOP is typed as returning object; str() keeps the tuple typed.
TITLES: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("Games", "Golf")),
    str(QT_TRANSLATE_NOOP("Games", "Ultimate Golf")),
    str(QT_TRANSLATE_NOOP("Games", "Mini Golf Carambole")),
    str(QT_TRANSLATE_NOOP("Games", "Dice Golf")),
    str(QT_TRANSLATE_NOOP("Games", "Play Nine")),
    str(QT_TRANSLATE_NOOP("Games", "PBM Golf")),
)


def game_title(game_id: str) -> str:
    """``game_id``'s registry title in the user's language; the id itself for a game the
    registry does not know (a database written by a later version of the studio)."""
    try:
        title = game_info(game_id).title
    except GameError:
        return game_id
    return QCoreApplication.translate("Games", title)
