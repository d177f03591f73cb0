"""Every number of a course file and of a card file is bounded on entry (issue 28, item 10):
a coordinate written as 400 digits, ``1e400`` (an infinity once Python's json reads it), a
float as large as 1e308, ``-0``, ``true`` where a number is expected… each gives one line
naming where it is — never a traceback. A mutation test: every kind of number in the bundled
files (a path with its list positions left out) is replaced in turn by each hostile value."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from golfstudio.resources import resource_path
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import loads_cards
from golfstudio.ultimate.course_file import course_to_json, loads_course
from golfstudio.ultimate.errors import UltimateError
from tests.core.cli.running import refused

Json = Any
Path_ = tuple[str | int, ...]

HUGE = "1" * 401
HOSTILE = (HUGE, "-" + HUGE, "1e400", "-1e400", "1e308", "-1e308", "-0", "-0.0", "true",
           "false", "0.5", "1e-320", "12345678901234567890")
"""Number literals as a file may write them (text, so ``1e400`` and 400 digits reach the
reader as written)."""

ALWAYS_REFUSED = (HUGE, "-" + HUGE, "1e400", "-1e400", "1e308", "-1e308", "true", "false",
                  "12345678901234567890")
"""Beyond every bound of both files, or not a number: never loads."""

_MARK = "\u0000hostile"


def numbers(node: Json, path: Path_ = ()) -> Iterator[Path_]:
    """The path of every number (bools included: a file may hold one where a number goes)."""
    if isinstance(node, bool | int | float):
        yield path
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from numbers(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from numbers(value, (*path, index))


def kinds(data: Json) -> dict[tuple[str, ...], Path_]:
    """The first path of each kind of number (list positions as ``#``)."""
    found: dict[tuple[str, ...], Path_] = {}
    for path in numbers(data):
        found.setdefault(tuple("#" if isinstance(p, int) else p for p in path), path)
    return found


def with_number(data: Json, path: Path_, literal: str) -> str:
    """The file's text with the number at ``path`` written as ``literal``."""
    copy = json.loads(json.dumps(data))
    node = copy
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = _MARK
    return json.dumps(copy).replace(json.dumps(_MARK), literal)


def course_data() -> Json:
    """The bundled course, with a tracing background on hole 1 so its numbers are tried too."""
    data: Json = json.loads(course_to_json(load_bundled()))
    data["holes"][0]["background"] = {"image": "board.png", "pixel_a": [10, 20],
                                      "pixel_b": [110, 20], "yards": 50.5, "at": [0, 0]}
    return data


def card_data() -> Json:
    data: Json = json.loads(resource_path("ultimate", "cards.json").read_text("utf-8"))
    return data


COURSE = course_data()
CARDS = card_data()
COURSE_KINDS = kinds(COURSE)
CARD_KINDS = kinds(CARDS)


def test_the_files_hold_every_kind_of_number_tried() -> None:
    """The sample is every kind of number the formats have that the files use: points of
    regions, tees, the flag, 150-yard markers, a drop zone, a play-as line, the background's
    pixels, yards and offset; par, stroke index, z, penalties; card sums, carries, factors,
    penalties and the putter's sums; the envelopes' versions."""
    course = {"/".join(kind) for kind in COURSE_KINDS}
    assert {"version", "holes/#/par", "holes/#/stroke_index", "holes/#/regions/#/z",
            "holes/#/regions/#/points/#/#", "holes/#/tee_markers/#/#", "holes/#/flag/#",
            "holes/#/markers_150/#/#", "holes/#/background/yards",
            "holes/#/background/pixel_a/#", "holes/#/background/at/#"} <= course
    assert any(k.endswith("options/#/penalty") for k in course)
    assert any(k.endswith("options/#/at/#") for k in course)
    cards = {"/".join(kind) for kind in CARD_KINDS}
    assert {"version", "cards/#/rows/#/sum", "cards/#/rows/#/carry", "cards/#/rows/#/factor",
            "cards/#/rows/#/penalty", "cards/#/first_putt/under_10/#"} <= cards


def _tried(data: Json, found: dict[tuple[str, ...], Path_],
           load: Callable[[str], object], label: Callable[[Path_], str | None]) -> int:
    refusals = 0
    for path in found.values():
        for literal in HOSTILE:
            text = with_number(data, path, literal)
            try:
                load(text)
            except UltimateError as exc:
                refusals += 1
                lines = exc.lines()
                assert lines, (path, literal)
                for line in lines:
                    # Said in short: a 400-digit number is never written out.
                    assert len(line) < 300, (path, literal, line)
                    where = label(path)
                    assert where is None or where in line, (path, literal, line)
            else:
                assert literal not in ALWAYS_REFUSED, (path, literal)
    return refusals


def _hole_label(path: Path_) -> str | None:
    return f"hole {int(path[1]) + 1}" if path[0] == "holes" else None


def _card_label(path: Path_) -> str | None:
    if path[0] != "cards":
        return None
    return f"card {CARDS['cards'][int(path[1])]['name']}"


@pytest.mark.parametrize("kind", list(COURSE_KINDS), ids="/".join)
def test_every_number_of_a_course_file_is_bounded(kind: tuple[str, ...]) -> None:
    assert _tried(COURSE, {kind: COURSE_KINDS[kind]}, loads_course, _hole_label) > 0


@pytest.mark.parametrize("kind", list(CARD_KINDS), ids="/".join)
def test_every_number_of_a_card_file_is_bounded(kind: tuple[str, ...]) -> None:
    assert _tried(CARDS, {kind: CARD_KINDS[kind]}, loads_cards, _card_label) > 0


FIRST_REGION = COURSE["holes"][0]["regions"][0]["id"]


@pytest.mark.parametrize(("path", "literal", "message"), [
    (("holes", 0, "regions", 0, "points", 0, 0), HUGE,
     f"hole 1 region {FIRST_REGION}: point #1 must be [x, y] in yards, got [1111"),
    (("holes", 0, "flag", 1), "1e400", "hole 1: the flag must be [x, y] in yards, got ["),
    (("holes", 0, "regions", 0, "points", 0, 0), "1e308",
     f"hole 1 region {FIRST_REGION}: point #1 (1e+308, "),
    (("holes", 0, "par"), HUGE, "hole 1: par must be at most 6, got 1111"),
    (("holes", 0, "par"), "true", "hole 1: par must be a whole number, got true"),
    (("holes", 0, "background", "yards"), "1e308",
     "hole 1: background yards must be at most 4000, got 1e+308"),
    (("version",), HUGE, "this course was saved by a newer GolfStudio (version 1111"),
])
def test_a_hostile_course_number_is_named(path: Path_, literal: str, message: str) -> None:
    with pytest.raises(UltimateError) as caught:
        loads_course(with_number(COURSE, path, literal))
    assert len(caught.value.lines()) == 1
    assert caught.value.lines()[0].startswith(message)


def test_minus_zero_is_a_number_like_any_other() -> None:
    # Hole 12 of the bundled course has its flag on x = 0 (straight up from the tee).
    course = loads_course(with_number(COURSE, ("holes", 11, "flag", 0), "-0.0"))
    assert course.holes[11].flag is not None and course.holes[11].flag.x == 0.0


def _card_path(card_id: str, *rest: str | int) -> Path_:
    index = next(k for k, c in enumerate(CARDS["cards"]) if c["id"] == card_id)
    return ("cards", index, *rest)


@pytest.mark.parametrize(("path", "literal", "message"), [
    (_card_path("driver", "rows", 0, "carry"), HUGE,
     "card Driver, sum 2: carry must be at most 400, got 1111"),
    (_card_path("driver", "rows", 0, "sum"), HUGE,
     "card Driver, sum #1: sum must be at most 12, got 1111"),
    (_card_path("driver", "rows", 0, "factor"), "1e400",
     "card Driver, sum 2: factor must be a whole number, got Infinity"),
    (_card_path("putter", "first_putt", "under_10", 0), HUGE,
     "card Putter: < 10 ft: a sum of two dice is 2 to 12, got 1111"),
    (("version",), "-" + HUGE, "there is no card set file version -1111"),
])
def test_a_hostile_card_number_is_named(path: Path_, literal: str, message: str) -> None:
    with pytest.raises(UltimateError) as caught:
        loads_cards(with_number(CARDS, path, literal))
    assert len(caught.value.lines()) == 1
    assert caught.value.lines()[0].startswith(message)


# ---- the commands --------------------------------------------------------------------------------

@pytest.mark.parametrize("literal", [HUGE, "1e400", "1e308", "true"])
def test_the_commands_refuse_a_hostile_course_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, literal: str) -> None:
    """``ultimate show`` and ``analyse`` give the loader's line, exit 2, no traceback."""
    path = tmp_path / "hostile.json"
    path.write_text(with_number(COURSE, ("holes", 0, "tee_markers", 0, 0), literal), "utf-8")
    shown = refused(capsys, "ultimate", "show", str(path))
    assert shown.startswith("golfstudio: hostile.json: hole 1: tee marker #1 ")
    assert refused(capsys, "analyse", str(path)) == shown


def test_the_commands_refuse_a_hostile_card_file_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(with_number(CARDS, _card_path("7-iron", "rows", 3, "carry"), HUGE),
                    "utf-8")
    said = refused(capsys, "analyse", "default", "--cards", str(path))
    assert said.startswith("golfstudio: cards.json: card 7-iron, sum 5: carry must be at "
                           "most 400, got 1111")
