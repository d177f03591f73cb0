"""A card's eleven results from where the ball lies, for the current aim: what the shot
picker lists and the fan the hole shows.

Each result is the engine's own (``ball.shoot`` with that dice sum), so the table, the fan
and the shot the dice then decide can never disagree: a row says how far the ball flies,
how far off line and to which side, and where it would lie.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from golfstudio.plane import Point
from golfstudio.ultimate.ball import Ball, shoot
from golfstudio.ultimate.cards import CardSet, Side, sum_chance
from golfstudio.ultimate.course import Hole
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.shot import ShotOutcome
from ui.ultimate.play.announcements import terrain_text

__all__ = ["DICE_SUMS", "Result", "card_results", "outcome_text", "refusal_of"]

DICE_SUMS = tuple(range(2, 13))


@dataclass(frozen=True)
class Result:
    """One row: the dice sum, its chance in 36ths, the outcome and how it reads."""

    dice_sum: int
    in_36: int
    outcome: ShotOutcome
    text: str

    @property
    def moves(self) -> bool:
        """The ball leaves its spot (a fan point is drawn for it)."""
        return self.outcome.carry > 0.0 or self.outcome.distance_feet is not None


def _side(side: Side) -> str:
    if side is Side.LEFT:
        return QCoreApplication.translate("UltimateWords", "left")
    return QCoreApplication.translate("UltimateWords", "right")


def outcome_text(outcome: ShotOutcome, putter: bool) -> str:
    """A shot's result in a few words: how far, how far off line, where it lies."""
    if outcome.holed:
        return QCoreApplication.translate("UltimateWords", "holed")
    if putter:
        return QCoreApplication.translate("UltimateWords", "missed: a second putt")
    if outcome.holed_check:
        return QCoreApplication.translate("UltimateWords", "covers the hole: re-roll, 7 holes")
    if outcome.on_lip:
        return QCoreApplication.translate(
            "UltimateWords", "covers the hole on the first shot: on the lip, one putt")
    if outcome.unplayable:
        return QCoreApplication.translate("UltimateWords", "unplayable: 1 penalty stroke")
    where = terrain_text(outcome.situation.lie.terrain)
    if outcome.distance_feet is not None:
        return QCoreApplication.translate(
            "UltimateWords", "{feet} ft from the hole, {where}").format(
                feet=round(outcome.distance_feet), where=where)
    off = round(outcome.off_line)
    if off == 0:
        return QCoreApplication.translate("UltimateWords", "{carry} yd straight, {where}").format(
            carry=round(outcome.carry), where=where)
    return QCoreApplication.translate(
        "UltimateWords", "{carry} yd, {off} yd {side}, {where}").format(
            carry=round(outcome.carry), off=off, side=_side(outcome.side), where=where)


def card_results(hole: Hole, cards: CardSet, ball: Ball, card_id: str, aim: Point,
                 iron: str | None) -> list[Result]:
    """The card's results for each dice sum; ``UltimateError`` when the card is refused
    here (the rules' words)."""
    putter = card_id == "putter"
    found = []
    for dice_sum in DICE_SUMS:
        outcome = shoot(hole, cards, ball, card_id, aim, dice_sum, iron)
        found.append(Result(dice_sum, int(sum_chance(dice_sum) * 36), outcome,
                            outcome_text(outcome, putter)))
    return found


def refusal_of(hole: Hole, cards: CardSet, ball: Ball, card_id: str, aim: Point,
               iron: str | None) -> str | None:
    """Why the shot cannot be played, or None."""
    try:
        shoot(hole, cards, ball, card_id, aim, 7, iron)
    except UltimateError as exc:
        return str(exc)
    return None
