"""The table of every game's play tests: a scorecard database of the test's own, a play view
shown at a chosen size, and the person's hands at it.

A game's ``conftest.py`` imports the ``store_url`` and ``store`` fixtures from here (pytest
finds a fixture where it is imported), builds its ``make_view`` with ``view_maker`` and its
``Hands`` on ``TableHands`` with the clicks its own widgets take.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.store import Store, open_store
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
