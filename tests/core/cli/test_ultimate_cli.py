"""``golfstudio ultimate cards [--json] [--file CARDS.json]``.

Output is checked through ``golfstudio.cli.main``; a bad file or argument exits 2 with one
line on stderr naming the problem and nothing on stdout.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golfstudio.resources import resource_path
from golfstudio.ultimate.cards import default_cards
from tests.core.cli.running import ok, refused


def bundled() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource_path("ultimate", "cards.json").read_text("utf-8"))
    return data


def test_the_table_lists_every_card_with_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "ultimate", "cards")
    lines = out.splitlines()
    assert lines[0] == "Ultimate Golf club cards (GolfStudio default set)"
    header = next(line for line in lines if line.startswith("card "))
    assert header.split() == ["card", "unit", "max", "median", "mean", "off", "0", "off", "1",
                              "off", "2", "off", "3", "off", "4", "special"]
    driver = next(line for line in lines if line.startswith("Driver "))
    assert driver.split() == ["Driver", "yards", "240", "220", "215.0",
                              "24/36", "10/36", "2/36", "0/36", "0/36"]
    chip = next(line for line in lines if line.startswith("Chip "))
    assert chip.split()[:4] == ["Chip", "feet", "40", "8"]
    assert chip.endswith("holed-check 6/36")
    for card in default_cards().cards:
        assert any(line.startswith(card.name) for line in lines), card.name
    assert "Recovery: yards off the iron's carry — mean 28.8, median 30; unplayable 2/36" in lines
    putter = lines.index("Putter: chance to hole the first putt, on every hole")
    assert lines[putter + 1].split() == ["<", "10", "ft", "10–20", "ft", "20–40", "ft", ">",
                                         "40", "ft"]
    assert lines[putter + 2].split() == ["11/36", "6/36", "1/36", "1/36"]


def test_json_has_stable_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(ok(capsys, "ultimate", "cards", "--json"))
    assert data["name"] == "Ultimate Golf club cards (GolfStudio default set)"
    cards = {c["id"]: c for c in data["cards"]}
    assert list(cards) == [c.id for c in default_cards().cards]
    assert cards["driver"] == {
        "id": "driver", "name": "Driver", "kind": "wood", "unit": "yards",
        "maximum": 240, "minimum": 150, "mean_carry": 215.0, "median_carry": 220,
        "mean_factor": 0.3889,
        "off_line": {"0": 0.6667, "1": 0.2778, "2": 0.0556, "3": 0.0, "4": 0.0},
        "special": {}}
    assert cards["chip"]["special"] == {"holed-check": 0.1667}
    assert cards["recovery"] == {"id": "recovery", "name": "Recovery", "kind": "recovery",
                                 "unit": "yards", "mean_penalty": 28.82,
                                 "median_penalty": 30, "unplayable": 0.0556}
    assert cards["putter"]["first_putt"] == {  # one set per band for every hole (§5)
        "under_10": 0.3056, "from_10_to_20": 0.1667, "from_20_to_40": 0.0278, "over_40": 0.0278}


def test_an_owners_file_is_read(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = bundled()
    data["name"] = "My printed cards"
    driver = next(c for c in data["cards"] if c["id"] == "driver")
    driver["rows"][9]["carry"] = 250  # sum 11
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), "utf-8")
    listing = json.loads(ok(capsys, "ultimate", "cards", "--json", "--file", str(path)))
    assert listing["name"] == "My printed cards"
    assert listing["cards"][0]["maximum"] == 250
    table = ok(capsys, "ultimate", "cards", "--file", str(path))
    assert table.splitlines()[0] == "My printed cards"


def test_a_broken_file_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = bundled()
    seven = next(c for c in data["cards"] if c["id"] == "7-iron")
    seven["rows"][2]["factor"] = 5
    seven["rows"][0]["carry"] = 10_000
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), "utf-8")
    err = refused(capsys, "ultimate", "cards", "--file", str(path))
    assert err == ("golfstudio: broken.json: card 7-iron, sum 2: carry must be at most 400, "
                   "got 10000; broken.json: card 7-iron, sum 4: factor must be at most 4, "
                   "got 5\n")


def test_a_missing_or_garbled_file_is_one_line(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    err = refused(capsys, "ultimate", "cards", "--file", str(tmp_path / "absent.json"))
    assert "absent.json" in err
    garbled = tmp_path / "garbled.json"
    garbled.write_text("[1, 2", "utf-8")
    assert "garbled.json" in refused(capsys, "ultimate", "cards", "--file", str(garbled))
    wrong = tmp_path / "wrong.json"
    wrong.write_text("[]", "utf-8")
    assert refused(capsys, "ultimate", "cards", "--file", str(wrong)) == (
        "golfstudio: wrong.json: a card set file holds one JSON object, not a list\n")


def test_bad_arguments_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    refused(capsys, "ultimate")
    refused(capsys, "ultimate", "clubs")
    refused(capsys, "ultimate", "cards", "--file")
