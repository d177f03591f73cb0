"""The Ultimate Golf card set: the bundled tables against the rulebook, the loader's bounds.

Ground truth is the rulebook's page "Distances maximales" (Driver 240 … 9-iron 120, PW 60 to
100, SW 30 to 60 yards; "average distances are about 20 yards short of these maxima"), its
tip 1 (the 3-wood from the tee is more accurate than the Driver for a comparable distance)
and the putting page (four bands, separate halves for par 3 and par 4/5); the choices the
rulebook leaves open are the digest's *Decisions* (ultimate-golf.md §2, §5).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from golfstudio.errors import GolfStudioError
from golfstudio.resources import resource_path
from golfstudio.ultimate.cards import (
    DICE_SUMS,
    MAX_CARDS,
    CardFigures,
    CardSet,
    PuttBand,
    PutterFigures,
    RecoveryCard,
    RecoveryFigures,
    ShotCard,
    Side,
    Special,
    Unit,
    card_set_from_data,
    card_set_to_json,
    default_cards,
    figures,
    load_cards,
    loads_cards,
    sum_chance,
)
from golfstudio.ultimate.errors import UltimateError

RULEBOOK_MAXIMUM = {
    "driver": 240, "3-wood-tee": 220, "3-wood-fairway": 220, "4-wood": 210, "5-wood": 200,
    "3-iron": 190, "4-iron": 180, "5-iron": 170, "6-iron": 160, "7-iron": 150,
    "8-iron": 140, "9-iron": 120,
}
"""The rulebook's "Distances maximales" (the 3 wood's 220 holds for both 3-wood cards)."""

RULEBOOK_RANGE = {"pitching-wedge": (60, 100), "sand-wedge": (30, 60)}

CLUBS = [*RULEBOOK_MAXIMUM, *RULEBOOK_RANGE]
SPECIAL_CARDS = ["green-side-bunker", "fairway-bunker", "recovery", "chip"]

SHORT_OF_MAXIMUM = (15, 25)
"""The tolerance on "about 20 yards short", in yards, for the median and the mean."""

Json = dict[str, Any]


def shot_figures(card_id: str) -> CardFigures:
    found = figures(default_cards().card(card_id))
    assert isinstance(found, CardFigures)
    return found


def bundled_data() -> Json:
    data: Json = json.loads(resource_path("ultimate", "cards.json").read_text("utf-8"))
    return data


def card_in(data: Json, card_id: str) -> Json:
    found: Json = next(c for c in data["cards"] if c["id"] == card_id)
    return found


def expected_off_line_yards(found: CardFigures) -> Fraction:
    """How far off line the card's shots end on average: factor × k, k = carry / 8 clamped
    to 10…30 yards (ultimate-golf.md §3)."""
    total = Fraction(0)
    for row in found.card.rows:
        k = min(max(Fraction(row.carry, 8), Fraction(10)), Fraction(30))
        total += sum_chance(row.sum) * row.factor * k
    return total


# ---- the dice ------------------------------------------------------------------------------

def test_the_eleven_sums_of_two_dice_have_their_chances() -> None:
    assert [sum_chance(s) * 36 for s in DICE_SUMS] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    assert sum(sum_chance(s) for s in DICE_SUMS) == 1
    with pytest.raises(ValueError, match="13"):
        sum_chance(13)


# ---- the bundled set against the rulebook ----------------------------------------------------

def test_the_bundled_set_has_the_rulebooks_clubs_putter_and_four_special_cards() -> None:
    cards = default_cards()
    assert [c.id for c in cards.cards] == [*CLUBS, "putter", "green-side-bunker",
                                           "fairway-bunker", "recovery", "chip"]
    assert [c.name for c in cards.cards[:4]] == [
        "Driver", "3-wood (tee)", "3-wood (fairway)", "4-wood"]
    assert default_cards() is cards  # read once


def test_every_card_has_eleven_results_one_per_dice_sum() -> None:
    for card in default_cards().cards:
        if isinstance(card, ShotCard | RecoveryCard):
            assert [row.sum for row in card.rows] == list(DICE_SUMS), card.name


@pytest.mark.parametrize("card_id", list(RULEBOOK_MAXIMUM))
def test_each_clubs_longest_carry_is_the_rulebooks_maximum(card_id: str) -> None:
    found = shot_figures(card_id)
    assert found.card.unit is Unit.YARDS
    assert found.maximum == RULEBOOK_MAXIMUM[card_id]


@pytest.mark.parametrize("card_id", list(RULEBOOK_RANGE))
def test_the_wedges_stay_within_the_rulebooks_range(card_id: str) -> None:
    low, high = RULEBOOK_RANGE[card_id]
    found = shot_figures(card_id)
    assert low <= found.minimum and found.maximum == high


@pytest.mark.parametrize("card_id", CLUBS)
def test_the_median_and_mean_are_about_20_yards_short_of_the_maximum(card_id: str) -> None:
    found = shot_figures(card_id)
    low, high = SHORT_OF_MAXIMUM
    assert low <= found.maximum - found.median <= high
    assert low <= found.maximum - found.mean <= high


@pytest.mark.parametrize("card_id", CLUBS)
def test_seven_is_the_median_straight_shot_and_the_extremes_are_mishits(card_id: str) -> None:
    card = shot_figures(card_id).card
    seven = card.row(7)
    assert (seven.factor, seven.side) == (0, Side.NONE)
    assert seven.carry == shot_figures(card_id).median
    for extreme in (2, 12):
        mishit = card.row(extreme)
        assert mishit.carry < seven.carry and mishit.factor >= 2, (card.name, extreme)
        assert mishit.factor == max(row.factor for row in card.rows)


def test_the_3_wood_from_the_tee_is_straighter_than_the_driver_at_a_similar_length() -> None:
    driver, three_wood = shot_figures("driver"), shot_figures("3-wood-tee")
    assert three_wood.mean_factor < driver.mean_factor
    assert expected_off_line_yards(three_wood) < expected_off_line_yards(driver)
    assert three_wood.off_line[0] > driver.off_line[0]
    assert 0 < driver.median - three_wood.median <= 20
    # … and straighter than the same club played from the fairway.
    assert three_wood.mean_factor < shot_figures("3-wood-fairway").mean_factor


def test_longer_clubs_spread_wider() -> None:
    """Off the tee-only 3-wood (tip 1's exception), the longer the club the wider its
    spread: the mean off-line factor never shrinks with length and the yards off line
    (factor × k, §3) grow strictly."""
    clubs = sorted((shot_figures(c) for c in CLUBS if c != "3-wood-tee"),
                   key=lambda f: f.maximum)
    factors = [f.mean_factor for f in clubs]
    assert factors == sorted(factors)
    assert factors[0] < factors[-1]
    yards = [expected_off_line_yards(f) for f in clubs]
    assert yards == sorted(yards) and len(set(yards)) == len(yards)
    assert clubs[-1].card.id == "driver"


def test_off_line_chances_add_up_and_match_the_rows() -> None:
    found = shot_figures("driver")
    assert sum(found.off_line.values()) == 1
    # The driver is straight on 5-9 (tuned with the default course, docs/ultimate-cards.md).
    assert found.off_line == {0: Fraction(24, 36), 1: Fraction(10, 36), 2: Fraction(2, 36),
                              3: Fraction(0), 4: Fraction(0)}
    assert found.mean_factor == Fraction(14, 36)
    assert found.mean == Fraction(215)


def test_the_special_cards_and_their_units() -> None:
    cards = default_cards()
    chip, bunker = cards.shot_card("chip"), cards.shot_card("green-side-bunker")
    assert (chip.unit, bunker.unit) == (Unit.FEET, Unit.FEET)
    assert cards.shot_card("fairway-bunker").unit is Unit.YARDS
    assert chip.row(7).special is Special.HOLED_CHECK
    assert bunker.row(7).special is Special.HOLED_CHECK
    assert bunker.row(2).special is Special.UNPLAYABLE
    # Rulebook tip 6: a chip leaves the ball nearer the hole than a shot from the sand.
    chip_figures, bunker_figures = shot_figures("chip"), shot_figures("green-side-bunker")
    assert chip_figures.median < bunker_figures.median
    assert chip_figures.mean < bunker_figures.mean
    # The unplayable result is no carry: the figures are over the results that play the ball.
    assert bunker_figures.special == {"unplayable": Fraction(1, 36),
                                      "holed-check": Fraction(6, 36)}
    assert bunker_figures.minimum == 0 and bunker_figures.mean == Fraction(935, 35)


def test_the_recovery_card_gives_penalty_yards_or_an_unplayable_ball() -> None:
    recovery = default_cards().recovery
    found = figures(recovery)
    assert isinstance(found, RecoveryFigures)
    assert recovery.row(7).penalty == 10
    assert recovery.row(2).special == "unplayable" and recovery.row(2).penalty is None
    assert found.unplayable == Fraction(2, 36)
    assert found.median_penalty == 30
    assert found.mean_penalty == Fraction(490, 17)


def test_the_putter_has_one_set_of_sums_per_band() -> None:
    """§5, corrected: the card's halves are measuring scales; one set of holing sums per band
    serves every hole, par 3 or not."""
    putter = default_cards().putter
    found = figures(putter)
    assert isinstance(found, PutterFigures)
    assert set(putter.first_putt.model_dump()) == {b.value for b in PuttBand}
    chances = [found.first_putt[band] for band in PuttBand]
    assert chances == sorted(chances, reverse=True)  # longer putts drop less often
    assert all(0 < c < 1 for c in chances)
    assert sum(sum_chance(s) for s in putter.holing(PuttBand.UNDER_10)) == found.first_putt[
        PuttBand.UNDER_10]
    # Tuned with the default course (docs/ultimate-cards.md): 7 or 8 under 10 feet.
    assert putter.holing(PuttBand.UNDER_10) == (7, 8)
    assert putter.holing(PuttBand.FROM_20_TO_40) == (12,)
    assert found.first_putt[PuttBand.UNDER_10] == Fraction(11, 36)


def test_the_bundled_file_is_written_as_the_studio_writes_it() -> None:
    text = resource_path("ultimate", "cards.json").read_text("utf-8")
    assert card_set_to_json(default_cards()) == text
    assert loads_cards(text) == default_cards()


# ---- a user's own set --------------------------------------------------------------------------

def test_an_owners_set_is_loaded_from_a_file(tmp_path: Path) -> None:
    data = bundled_data()
    data["name"] = "My printed cards"
    card_in(data, "7-iron")["rows"][5]["carry"] = 135
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), "utf-8")
    mine = load_cards(path)
    assert isinstance(mine, CardSet) and mine.name == "My printed cards"
    assert mine.shot_card("7-iron").row(7).carry == 135
    assert default_cards().shot_card("7-iron").row(7).carry == 130


def test_rows_in_any_order_are_read_by_their_sum() -> None:
    data = bundled_data()
    card_in(data, "driver")["rows"].reverse()
    cards = card_set_from_data(data)
    assert [r.sum for r in cards.shot_card("driver").rows] == list(DICE_SUMS)
    assert cards.shot_card("driver").row(2).carry == 150


Mutation = Callable[[Json], object]


def _row(card_id: str, dice_sum: int, **changes: object) -> Mutation:
    def change(data: Json) -> None:
        row = next(r for r in card_in(data, card_id)["rows"] if r["sum"] == dice_sum)
        row.update(changes)
    return change


def _drop_row(data: Json) -> None:
    card_in(data, "7-iron")["rows"].pop(2)


def _repeat_row(data: Json) -> None:
    card_in(data, "7-iron")["rows"][3]["sum"] = 4


def _too_many_cards(data: Json) -> None:
    for n in range(MAX_CARDS):
        card = copy.deepcopy(card_in(data, "driver"))
        card.update(id=f"driver-{n}", name=f"Driver {n}")
        data["cards"].append(card)


BROKEN: dict[str, tuple[Mutation, str]] = {
    "a missing sum": (_drop_row, "card 7-iron: sum 4 is missing"),
    "a repeated sum": (_repeat_row, "card 7-iron: sum 4 appears more than once"),
    "a factor of 5": (_row("7-iron", 4, factor=5),
                      "card 7-iron, sum 4: factor must be at most 4, got 5"),
    "a carry of 10,000": (_row("7-iron", 4, carry=10_000),
                          "card 7-iron, sum 4: carry must be at most 400, got 10000"),
    "a negative carry": (_row("7-iron", 4, carry=-5),
                         "card 7-iron, sum 4: carry must be at least 0, got -5"),
    "a chip of 350 feet": (_row("chip", 4, carry=350),
                           "card Chip, sum 4: carry must be at most 300 feet, got 350"),
    "a fractional carry": (_row("7-iron", 4, carry=12.5),
                           "card 7-iron, sum 4: carry must be a whole number, got 12.5"),
    "an off-line factor without a side": (
        _row("7-iron", 3, side="none"),
        'card 7-iron, sum 3: an off-line factor of 1 needs a side, "left" or "right"'),
    "an unknown side": (_row("7-iron", 4, side="up"),
                        'card 7-iron, sum 4: unknown side "up" (expected left, right or none)'),
    "a holed-check in yards": (
        _row("fairway-bunker", 7, special="holed-check", carry=0),
        "card Fairway bunker, sum 7: a holed-check result belongs on a card played near "
        "the green (unit feet)"),
    "a recovery row with both": (
        _row("recovery", 2, penalty=10),
        'card Recovery, sum 2: a recovery result is either a "penalty" in yards or '
        '"special": "unplayable"'),
    "a putt sum of 13": (
        lambda d: card_in(d, "putter")["first_putt"].update(over_40=[13]),
        "card Putter: > 40 ft: a sum of two dice is 2 to 12, got 13"),
    "a putt sum twice": (
        lambda d: card_in(d, "putter")["first_putt"].update(under_10=[5, 5]),
        "card Putter: sum 5 is listed twice in the < 10 ft band"),
    "a putter band missing": (
        lambda d: card_in(d, "putter")["first_putt"].pop("over_40"),
        'card Putter: missing "over 40"'),
    "version 1's halves in a version 2 file": (
        lambda d: card_in(d, "putter").update(first_putt={
            "par_4_5": card_in(d, "putter")["first_putt"],
            "par_3": card_in(d, "putter")["first_putt"]}),
        'card Putter: "first_putt" holds one set of sums per band ("under_10", '
        '"from_10_to_20", "from_20_to_40", "over_40") since card file version 2, not the '
        'halves "par_4_5" and "par_3" of version 1'),
    "no chip card": (lambda d: d["cards"].remove(card_in(d, "chip")),
                     "the set has no chip card (the rules call for it by that id)"),
    "two cards of one name": (
        lambda d: card_in(d, "4-wood").update(name="Driver"),
        "two cards share the name Driver"),
    "too many cards": (_too_many_cards, f"cards takes at most {MAX_CARDS} items, got 59"),
    "a newer version": (
        lambda d: d.update(version=3),
        "this card set was saved by a newer GolfStudio (version 3); "
        "this version reads up to version 2"),
    "another format": (
        lambda d: d.update(format="golfstudio.carambole"),
        'this is not a GolfStudio card set file (format "golfstudio.carambole", '
        'expected "golfstudio.ultimate-cards")'),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_set_is_refused_in_one_line(case: str, tmp_path: Path) -> None:
    mutate, message = BROKEN[case]
    data = bundled_data()
    mutate(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(UltimateError) as caught:
        load_cards(path)
    assert caught.value.lines() == [f"broken.json: {message}"]
    assert isinstance(caught.value, GolfStudioError)


def test_a_file_that_is_not_json_or_not_there_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ', "utf-8")
    for path in (bad, tmp_path / "absent.json"):
        with pytest.raises(UltimateError) as caught:
            load_cards(path)
        assert len(caught.value.lines()) == 1
        assert caught.value.lines()[0].startswith(f"{path.name}: ")


def test_the_documented_tables_are_the_bundled_ones() -> None:
    """docs/ultimate-cards.md shows the default tables: they must say what the file says."""
    doc = (Path(__file__).resolve().parents[3] / "docs" / "ultimate-cards.md").read_text("utf-8")

    def cell(row: Any) -> str:
        if row.special is not None:
            return str(row.special.value)
        side = "" if row.factor == 0 else f" {row.side.value[0].upper()}{row.factor}"
        return f"{row.carry}{side}"

    for card in default_cards().cards:
        if isinstance(card, ShotCard):
            found = shot_figures(card.id)
            line = (f"| {card.name} | {card.unit.value} | "
                    + " | ".join(cell(card.row(s)) for s in DICE_SUMS)
                    + f" | {found.maximum} | {found.median} | {float(found.mean):.1f} |")
            assert line in doc.splitlines(), card.name


# ---- version 1: the putter's two halves ---------------------------------------------------------

def _version_1(data: Json, par_3: Json) -> Json:
    """The set as version 1 wrote it: the putter's sums per half (par 4/5, par 3)."""
    old = copy.deepcopy(data)
    old["version"] = 1
    putter = card_in(old, "putter")
    putter["first_putt"] = {"par_4_5": putter["first_putt"], "par_3": par_3}
    return old


def test_a_version_1_file_is_upgraded_keeping_the_par_4_5_sums(tmp_path: Path) -> None:
    data = bundled_data()
    par_3 = {"under_10": [6, 7, 8], "from_10_to_20": [7], "from_20_to_40": [],
             "over_40": [12]}
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(_version_1(data, par_3)), "utf-8")
    loaded = load_cards(path)
    assert loaded == default_cards()  # the par 4/5 half became the one set
    assert loaded.putter.holing(PuttBand.UNDER_10) == tuple(
        card_in(data, "putter")["first_putt"]["under_10"])
    written = json.loads(card_set_to_json(loaded))
    assert written["version"] == 2 and written == data


def test_a_version_1_file_without_its_par_4_5_half_is_refused_in_one_line(
        tmp_path: Path) -> None:
    old = _version_1(bundled_data(), {})
    del card_in(old, "putter")["first_putt"]["par_4_5"]
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(old), "utf-8")
    with pytest.raises(UltimateError) as caught:
        load_cards(path)
    assert caught.value.lines() == [
        'v1.json: card "Putter": a version 1 putter needs its "par_4_5" sums (version 2 '
        "keeps them as the one set for every hole)"]
