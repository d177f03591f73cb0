"""The games' titles reach the translators: each registry title is a literal lupdate reads."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

import ui.game_titles
from golfstudio.engine.registry import GAMES
from ui.game_titles import TITLES, game_title


def _marked_titles() -> list[str]:
    """The ("Games", literal) pairs of ui/game_titles.py as lupdate sees them: only a call
    with two string literals counts (a title computed from the registry would not)."""
    tree = ast.parse(Path(ui.game_titles.__file__).read_text(encoding="utf-8"))
    return [node.args[1].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
            and node.args[0].value == "Games"]


def test_every_registry_title_is_marked_for_translation() -> None:
    registry_titles = [info.title for info in GAMES]
    assert sorted(_marked_titles()) == sorted(registry_titles)
    assert sorted(TITLES) == sorted(registry_titles)


def test_titles_are_the_registrys_in_the_users_language(qtbot: QtBot) -> None:
    assert [game_title(info.id) for info in GAMES] == [info.title for info in GAMES]
    assert game_title("chess") == "chess"

    class Shouting(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str:
            return source.upper() if context == "Games" else ""

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        assert game_title("playnine") == "PLAY NINE"
    finally:
        QCoreApplication.removeTranslator(translator)
