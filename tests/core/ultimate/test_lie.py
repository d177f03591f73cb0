"""The lie of a point, the situation it puts the player in (§4, §5) and the cards allowed (§2).

The test hole ``links`` is a par 4 running up the map: rough everywhere, a fairway x −20…20
from y 20 to 380, a pond hard against the fairway's right edge (x 20…60, y 100…200), trees on
the left, a fairway bunker in the fairway at y 150–170, the green x −20…20, y 380…420 with
the flag at (0, 400), a green-side bunker just right of it and a cart path on the far right.
``island`` is an island green reached by a bridge.
"""

from __future__ import annotations

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.cards import PuttBand, default_cards
from golfstudio.ultimate.course import Hole, Terrain
from golfstudio.ultimate.lie import (
    Situation,
    SituationKind,
    allowed_cards,
    lie_at,
    putt_band,
    refusal,
    situation_at,
)
from tests.core.ultimate.drawn import box, hole

CARDS = default_cards()


LINKS = hole({
    "par": 4, "stroke_index": 1, "flag": [0, 400], "tee_markers": [[-5, 0], [5, 0]],
    "regions": [
        box("rough", "rough", -100, -20, 100, 440),
        box("tee", "tee", -10, -8, 10, 8, 1),
        box("pond", "water", 20, 100, 60, 200, 1),
        box("fw", "fairway", -20, 20, 20, 380, 1),
        box("trees", "trees", -100, 100, -60, 200, 1),
        box("fb", "bunker", -15, 150, 15, 170, 2),
        box("green", "green", -20, 380, 20, 420, 2),
        box("gb", "bunker", 25, 360, 45, 380, 2),
        box("path", "cart-path", 85, 0, 95, 300, 1),
    ],
})

ISLAND = hole({
    "par": 3, "stroke_index": 2, "flag": [0, 100], "tee_markers": [[-5, 0], [5, 0]],
    "regions": [
        box("rough", "rough", -80, -20, 80, 180),
        box("lake", "water", -50, 50, 50, 150, 1),
        box("green", "green", -20, 80, 20, 120, 2),
        box("bridge", "bridge", -3, 20, 3, 80, 3),
    ],
})


def at(hole: Hole, x: float, y: float, first_shot: bool = False) -> Situation:
    return situation_at(hole, Point(x, y), first_shot=first_shot)


# ---- the lie -----------------------------------------------------------------------------------

def test_the_lie_is_the_terrain_of_the_region_on_top() -> None:
    assert lie_at(LINKS, Point(0, 50)).terrain is Terrain.FAIRWAY
    lie = lie_at(LINKS, Point(0, 160))  # the bunker is drawn over the fairway
    assert (lie.terrain, lie.region_id) == (Terrain.BUNKER, "fb")
    assert lie_at(LINKS, Point(-80, 50)).terrain is Terrain.ROUGH


def test_off_every_region_is_out_of_bounds() -> None:
    lie = lie_at(LINKS, Point(150, 50))
    assert (lie.terrain, lie.region) == (Terrain.OUT_OF_BOUNDS, None)


def test_a_ball_on_the_edge_of_water_is_in_the_water_even_under_the_fairway() -> None:
    # The fairway is listed after the pond, so it is drawn on top along their shared edge.
    assert LINKS.terrain_at(Point(20, 150)) is Terrain.FAIRWAY
    lie = lie_at(LINKS, Point(20, 150))
    assert (lie.terrain, lie.region_id) == (Terrain.WATER, "pond")
    assert lie_at(LINKS, Point(19.9, 150)).terrain is Terrain.FAIRWAY
    assert lie_at(LINKS, Point(60, 150)).terrain is Terrain.WATER  # the rough side


def test_an_island_green_is_green_inside_and_a_bridge_keeps_the_edge_dry() -> None:
    assert lie_at(ISLAND, Point(20, 100)).terrain is Terrain.GREEN  # inside the lake
    assert lie_at(ISLAND, Point(0, 50)).terrain is Terrain.BRIDGE  # on the lake's outline
    assert lie_at(ISLAND, Point(30, 50)).terrain is Terrain.WATER


# ---- situations (§4, §5) -----------------------------------------------------------------------

def test_the_first_shot_is_from_the_tee() -> None:
    assert at(LINKS, 0, 0, first_shot=True).kind is SituationKind.TEE
    assert at(LINKS, 0, 0).kind is SituationKind.FAIRWAY  # a tee region later is short grass


def test_within_30_yards_of_the_flag_off_the_green_is_a_chip() -> None:
    assert at(LINKS, 0, 371).kind is SituationKind.CHIP  # fairway, 29 yards
    assert at(LINKS, 0, 369).kind is SituationKind.FAIRWAY  # 31 yards


def test_rough_near_the_flag_is_a_recovery_not_a_chip() -> None:
    situation = at(LINKS, -25, 400)
    assert situation.kind is SituationKind.RECOVERY
    assert situation.recovery_with_wedge


def test_a_bunker_near_the_green_is_green_side_and_one_far_from_it_a_fairway_bunker() -> None:
    assert at(LINKS, 35, 370).kind is SituationKind.GREEN_SIDE_BUNKER
    assert at(LINKS, 0, 160).kind is SituationKind.FAIRWAY_BUNKER  # 210 yards from the green


def test_the_green_side_line_is_50_yards_from_the_green_edge() -> None:
    bunker_hole = hole({
        "par": 4, "stroke_index": 1, "flag": [0, 400], "tee_markers": [[-5, 0], [5, 0]],
        "regions": [box("rough", "rough", -100, 0, 100, 440),
                    box("sand", "bunker", -10, 300, 10, 340, 1),
                    box("green", "green", -20, 380, 20, 420, 1)]})
    assert at(bunker_hole, 0, 331).kind is SituationKind.GREEN_SIDE_BUNKER  # 49 yards
    assert at(bunker_hole, 0, 330).kind is SituationKind.FAIRWAY_BUNKER  # 50 yards: not "less than"


def test_rough_and_trees_are_recoveries() -> None:
    trees = at(LINKS, -80, 150)
    assert (trees.kind, trees.recovery_with_wedge) == (SituationKind.RECOVERY, False)
    assert at(LINKS, -80, 50).kind is SituationKind.RECOVERY


def test_water_out_of_bounds_and_a_cart_path_are_not_played_as_they_lie() -> None:
    assert at(LINKS, 40, 150).kind is SituationKind.WATER
    assert at(LINKS, 150, 50).kind is SituationKind.OUT_OF_BOUNDS
    assert at(LINKS, 90, 50).kind is SituationKind.RELIEF


def test_on_the_green_the_putt_has_its_band() -> None:
    situation = at(LINKS, 0, 390)  # 10 yards = 30 feet
    assert situation.kind is SituationKind.PUTTING
    assert situation.band is PuttBand.FROM_20_TO_40
    assert at(LINKS, 0, 402).band is PuttBand.UNDER_10  # 6 feet
    assert at(LINKS, 15, 385).band is PuttBand.OVER_40  # 21.2 yards


@pytest.mark.parametrize(("feet", "band"), [
    (0, PuttBand.UNDER_10), (9.99, PuttBand.UNDER_10), (10, PuttBand.FROM_10_TO_20),
    (20, PuttBand.FROM_10_TO_20), (20.01, PuttBand.FROM_20_TO_40), (40, PuttBand.FROM_20_TO_40),
    (40.01, PuttBand.OVER_40)])
def test_putt_bands_at_their_limits(feet: float, band: PuttBand) -> None:
    assert putt_band(feet) is band


# ---- the cards allowed (§2, §4) ----------------------------------------------------------------

def test_from_the_tee_woods_and_irons_only_without_the_fairway_3_wood() -> None:
    allowed = allowed_cards(CARDS, at(LINKS, 0, 0, first_shot=True))
    assert allowed == ("driver", "3-wood-tee", "4-wood", "5-wood", "3-iron", "4-iron",
                       "5-iron", "6-iron", "7-iron", "8-iron", "9-iron", "pitching-wedge",
                       "sand-wedge")
    tee = at(LINKS, 0, 0, first_shot=True)
    assert "3-wood (tee)" in str(refusal(CARDS, "3-wood-fairway", tee))
    assert refusal(CARDS, "putter", tee) == "from the tee only woods and irons are played, " \
        "not the Putter"
    assert "only woods and irons" in str(refusal(CARDS, "chip", tee))
    assert "only woods and irons" in str(refusal(CARDS, "recovery", tee))


def test_after_the_tee_no_3_wood_tee_card_no_putter_no_special_card() -> None:
    fairway = at(LINKS, 0, 100)
    allowed = allowed_cards(CARDS, fairway)
    assert "3-wood-fairway" in allowed and "driver" in allowed and "sand-wedge" in allowed
    assert refusal(CARDS, "3-wood-tee", fairway) == \
        "the 3-wood (tee) card is played only from the tee"
    assert refusal(CARDS, "putter", fairway) == "the putter is played only on the green"
    assert refusal(CARDS, "chip", fairway) == \
        "the Chip card is played only in its situation, not from the fairway"
    assert set(allowed).isdisjoint({"3-wood-tee", "putter", "chip", "green-side-bunker",
                                    "fairway-bunker", "recovery"})


def test_the_putter_only_on_the_green() -> None:
    green = at(LINKS, 0, 390)
    assert allowed_cards(CARDS, green) == ("putter",)
    assert refusal(CARDS, "pitching-wedge", green) == \
        "on the green the putter is played, not the Pitching wedge"


@pytest.mark.parametrize(("x", "y", "card"), [
    (0, 371, "chip"), (35, 370, "green-side-bunker"), (0, 160, "fairway-bunker")])
def test_the_special_card_is_compulsory_in_its_situation(x: float, y: float, card: str) -> None:
    situation = at(LINKS, x, y)
    assert allowed_cards(CARDS, situation) == (card,)
    reason = refusal(CARDS, "7-iron", situation)
    assert reason is not None and "compulsory" in reason and "7-iron" in reason


def test_a_recovery_near_the_flag_is_the_sand_wedge_and_beyond_the_recovery_card() -> None:
    near, far = at(LINKS, -25, 400), at(LINKS, -80, 150)
    assert allowed_cards(CARDS, near) == ("sand-wedge",)
    assert "within 60 yards" in str(refusal(CARDS, "recovery", near))
    assert allowed_cards(CARDS, far) == ("recovery",)
    assert "read with an iron" in str(refusal(CARDS, "7-iron", far))


def test_no_card_from_water_out_of_bounds_or_a_cart_path() -> None:
    for x, y, words in ((40, 150, "in water"), (150, 50, "out of bounds"),
                        (90, 50, "cart-path")):
        situation = at(LINKS, x, y)
        assert allowed_cards(CARDS, situation) == ()
        assert words in str(refusal(CARDS, "7-iron", situation))


def test_an_unknown_card_is_refused_by_name() -> None:
    assert refusal(CARDS, "1-iron", at(LINKS, 0, 100)) == \
        'there is no card "1-iron" in the set "Ultimate Golf club cards (GolfStudio default set)"'
