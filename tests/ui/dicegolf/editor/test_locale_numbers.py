"""The editor's distances follow the locale: a German desktop reads the zone chart's mean
with a decimal comma ("51,6 m") and the course's length with a dot between thousands
("2.700 m"), not Python's English "51.6" and "2,700"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from tests.ui.dicegolf.editor.conftest import LEGEND, current, make_window
from tests.ui.editor_kit.harness import ScriptedDialogs
from ui.dicegolf.editor.chart import throw_distribution
from ui.dicegolf.track.words import decimal, metres, thousands


@pytest.fixture
def german() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        yield
    finally:
        QLocale.setDefault(before)


def test_the_words_use_the_locales_decimal_sign_and_thousands(german: None) -> None:
    assert decimal(51.6, 1) == "51,6"
    assert thousands(2700) == "2.700"
    assert metres(12.5) == "12,5 m"
    assert metres(300) == "300 m"


def test_the_editor_shows_german_numbers(german: None, qtbot: QtBot, answers: ScriptedDialogs,
                                         tmp_path: Path) -> None:
    window = make_window(qtbot, answers, tmp_path / "recovery")
    copy = tmp_path / "legend.json"
    copy.write_text(LEGEND.read_text(encoding="utf-8"), encoding="utf-8")
    assert window.open_path(copy)
    editor = current(window)
    course = editor.document.model
    total = sum(h.length for h in course.holes)
    assert total >= 1000  # the case that has a thousands separator
    german_total = f"{total:,}".replace(",", ".")
    qtbot.waitUntil(lambda: f"· {german_total} m" in window.course_panel.totals_label.text())

    card = window.hole_panel.zone_cards[0]
    formula = editor.hole.zones[0].formula
    mean = f"{float(throw_distribution(formula, True).mean):.1f}".replace(".", ",")
    qtbot.waitUntil(lambda: f"Mean {mean} m" in card.caption.text())
    assert not re.search(r"\d\.\d m", card.caption.text())
