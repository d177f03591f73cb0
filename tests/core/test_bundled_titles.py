"""Every bundled document's title is marked for translation (``golfstudio.bundled.TITLES``):
lupdate reads no JSON, so a new bundled course whose title is not in the table would be
listed in English in a French or German studio."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from golfstudio import i18n
from golfstudio.bundled import TITLES, shown_title
from golfstudio.carambole.bundled import bundled_course, bundled_courses
from golfstudio.carambole.pieces import load_pieces, piece_labels
from golfstudio.resources import resource_path
from golfstudio.ultimate.bundled import bundled_courses as ultimate_courses


def _indexes() -> list[Path]:
    return sorted(resource_path().glob("*/*/index.json"))


def test_the_resources_hold_bundled_indexes() -> None:
    assert {p.parent.parent.name for p in _indexes()} >= {"carambole", "ultimate"}


@pytest.mark.parametrize("index", _indexes(), ids=lambda p: f"{p.parent.parent.name}")
def test_every_bundled_title_is_marked_for_translation(index: Path) -> None:
    titles = [e["title"] for e in json.loads(index.read_text(encoding="utf-8"))["courses"]]
    missing = [t for t in titles if t not in TITLES]
    assert not missing, f"add these titles to golfstudio.bundled.TITLES: {missing}"


def test_every_bundled_piece_label_is_marked_for_translation() -> None:
    missing = [p.label for p in load_pieces() if p.label not in piece_labels()]
    assert not missing, f"add these labels to golfstudio.carambole.pieces.piece_labels: {missing}"


@pytest.fixture
def shouting() -> Iterator[None]:
    """A translator that answers in capitals, to see where the core translates."""
    before = i18n.installed()
    i18n.install(i18n.Locale(lambda text, _d, n: i18n.english(text, n).upper(),
                             lambda when: when.isoformat(), lambda x, p: f"{x:.{p}f}",
                             str))
    try:
        yield
    finally:
        i18n.install(before)


def test_bundled_titles_are_listed_in_the_users_language(shouting: None) -> None:
    assert bundled_courses()[0].title == "COURSE 1: THE STRAIGHT"
    assert bundled_course("course-2").title == "COURSE 2: DOG-LEG"
    assert ultimate_courses()[0].title == "GOLFSTUDIO LINKS: THE DEFAULT 18 HOLES, PAR 72"
    assert bundled_courses()[0].kind.shown() == "BASIC"
    assert shown_title("An owner's course") == "An owner's course"  # not bundled: as it is


def test_without_a_translator_the_titles_are_the_index_s() -> None:
    assert bundled_courses()[0].title == "Course 1: The straight"
    assert bundled_courses()[0].kind.shown() == "basic"
