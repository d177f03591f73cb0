"""The table of every game's play tests: a scorecard database of the test's own, a play view
shown at a chosen size, and the person's hands at it.

A game's ``conftest.py`` imports the ``store_url`` and ``store`` fixtures from here (pytest
finds a fixture where it is imported), builds its ``make_view`` with ``view_maker`` and its
``Hands`` on ``TableHands`` with the clicks its own widgets take.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Generic, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from pytestqt.qtbot import QtBot

from golfstudio.store import Store, open_store
from ui.app import TRANSLATIONS
from ui.play_kit.event_log import EventWords, LogEntry, game_entries
from ui.play_kit.view import TableView

View = TypeVar("View", bound=TableView)


@pytest.fixture
def store_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'scores.db'}"


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = open_store(store_url)
    try:
        yield opened
    finally:
        opened.close()


def view_maker(qtbot: QtBot, view_type: Callable[..., View], size: tuple[int, int],
               **defaults: Any) -> Callable[..., View]:
    """Makes a shown play view of ``view_type`` at ``size`` (no store unless given, the
    game's ``defaults`` for the options not given); qtbot closes it after the test."""

    def make(params: Any, seats: Sequence[Any], **options: Any) -> View:
        options.setdefault("store_factory", None)
        for name, value in defaults.items():
            options.setdefault(name, value)
        view = view_type(params, list(seats), **options)
        qtbot.addWidget(view)
        view.resize(*size)
        with qtbot.waitExposed(view):
            view.show()
        return view

    return make


class TableHands(Generic[View]):
    """What a person does at the table, through real events; a game adds its own clicks."""

    def __init__(self, qtbot: QtBot, view: View) -> None:
        self.qtbot = qtbot
        self.view = view


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """The studio's catalogue of ``code`` ("en", "fr", "de") installed, with the English
    plurals under it and QLocale's default set to it, as ``ui.app.install_translators`` does
    at start; everything is taken back afterwards. Build the widgets inside."""
    translators = []
    for name in ("en", code) if code != "en" else ("en",):
        translator = QTranslator()
        assert translator.load(str(TRANSLATIONS / f"golfstudio_{name}.qm")), name
        QCoreApplication.installTranslator(translator)
        translators.append(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        yield
    finally:
        for translator in reversed(translators):
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)


def check_log_is_the_games(view: TableView) -> list[LogEntry]:
    """The log shown is the whole game's, line for line and in the engine's order: the same
    entries the game's words make of its history replayed (``game_entries``), each shown as
    "who — what (penalty)" under its hole's heading. Returns the entries."""
    words = view.stage
    assert isinstance(words, EventWords)
    expected = game_entries(view.game.game, view.game.history, words)
    log = view.event_log
    assert log.entries == expected
    lines = [line for line, mark in zip(log.lines(), log.marks(), strict=True)
             if mark != "heading"]
    assert lines == [log.line_text(entry) for entry in expected]
    return expected
