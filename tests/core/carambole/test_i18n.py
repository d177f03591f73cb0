"""The Carambole core speaks the installed language: refusals, problems, colours, compass
points and file messages go through ``golfstudio.i18n`` (a toy catalogue here: French for a
few sources, the English source for the rest), while what is stored stays English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from golfstudio import i18n
from golfstudio.carambole.course import Colour, colour_name
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.course_file import course_to_data, load_course
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.game import CaramboleGame, GameParams, Place, Player, Shot, action_text
from golfstudio.carambole.ruleset import die_name
from golfstudio.carambole.validate import validate
from golfstudio.hexgrid import Direction, Hex, compass
from tests.core.carambole.test_figures import fenced

FRENCH = {
    ("put the ball on a start cell first", None): "posez d’abord la balle sur une case de départ",
    ("the ball cannot be played {direction} from where it rests", None):
        "la balle ne peut pas être jouée vers {direction} depuis l’endroit où elle se trouve",
    ("NW", "compass point"): "NO",
    ("red", "a ball's colour"): "rouge",
    ("green", "a die's colour"): "vert",
    ("shot {direction} with the {die} die", None): "coup vers {direction} avec le dé {die}",
    ("the course has no hole", None): "le parcours n’a pas de trou",
    ("a {thing} file holds one JSON object, not {kind}", None):
        "un fichier ({thing}) contient un seul objet JSON, pas {kind}",
    ("course", None): "parcours",
    ("a list", None): "une liste",
}


@pytest.fixture
def french() -> Iterator[None]:
    before = i18n.installed()
    i18n.install(i18n.Locale(
        lambda text, d, n: FRENCH.get((text, d), i18n.english(text, n)),
        lambda when: when.isoformat(), lambda x, p: f"{x:.{p}f}", str))
    try:
        yield
    finally:
        i18n.install(before)


LANE = fenced(from_rows(["S S . . H . ."]))


def test_refusals_are_said_in_the_users_language(french: None) -> None:
    game = CaramboleGame(GameParams((LANE,), (Player("Ann"),))).new_state()
    assert game.check(Shot(Direction.E, "white")) == (
        "posez d’abord la balle sur une case de départ")
    game.apply(Place(Hex(0, 0)))
    assert game.check(Shot(Direction.NW, "white")) == (
        "la balle ne peut pas être jouée vers NO depuis l’endroit où elle se trouve")
    assert action_text(Shot(Direction.NW, "green")) == "coup vers NO avec le dé vert"


def test_names_are_translated_where_shown_and_stored_in_english(french: None) -> None:
    assert colour_name(Colour.RED) == "rouge" and compass(Direction.NW) == "NO"
    assert die_name("green") == "vert" and die_name("loaded") == "loaded"  # an owner's die
    course = from_rows(["S . ."]).replace(play_order=(Colour.RED,))
    assert course_to_data(course)["play_order"] == ["red"]  # the file keeps the English id
    assert [p.message for p in validate(course)][:1] == ["le parcours n’a pas de trou"]


def test_file_messages_are_translated(french: None, tmp_path: Path) -> None:
    path = tmp_path / "course.json"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(CourseError) as caught:
        load_course(path)
    assert str(caught.value) == (
        "course.json: un fichier (parcours) contient un seul objet JSON, pas une liste")


def test_without_a_translator_the_words_are_english() -> None:
    assert colour_name(Colour.VIOLET) == "violet" and compass(Direction.SE) == "SE"
    assert die_name("white") == "white"
