"""What each action of a Dice Golf game did: the records ``DiceGolfState.apply`` returns.

A play view announces everything from them and a test asserts on them: the card dealt, the
card laid against the thrower, the vane's sector, each die, the selection, how the dice were
read into metres step by step (``Reading``: "(3 + 5) * (2 + 6) = 64 m, two pairs +10 m"),
where the ball landed and why (``rules.Landing``), the penalties, the thrower's card or sign
change, and when a throw ends (``ThrowEnd``) the player's tallies on the hole, the hole's end
(``HoleEnd``) and the game's (``GameEnd``: the card penalties, the totals, the winners).

A throw's result (``ThrowResult``) is resolved as soon as its dice are final. When the thrower
may still decide (a card, a sign, fair play) the record carries it as ``resolved``, and the
result stands once the throw ends (``ThrowEnd.result``), changed by what was decided.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from golfstudio.dicegolf.actions import Action
from golfstudio.dicegolf.formula import Op
from golfstudio.dicegolf.rules import Landing, ThrowKind
from golfstudio.dicegolf.throw import FOUR_OF_A_KIND, STRAIGHT, TWO_PAIRS
from golfstudio.i18n import QT_TR_NOOP, tr

__all__ = ["BONUS_NAMES", "CardLaid", "Dealt", "Decided", "Drew", "GameEnd", "HoleEnd",
           "Kept", "Operated", "Reading", "Record", "Rolled", "SignChange", "Spun",
           "ThrowEnd", "ThrowResult", "VaneSpin", "worked"]

BONUS_NAMES = {TWO_PAIRS: QT_TR_NOOP("two pairs"), STRAIGHT: QT_TR_NOOP("a straight"),
               FOUR_OF_A_KIND: QT_TR_NOOP("four of a kind")}

_DIE_NAME = re.compile(r"\b(B1|B2|R1|R2|B|R|W)\b")


def worked(formula_text: str, dice: tuple[int, ...]) -> str:
    """The formula with the faces in place of the dice: ``(B1 + B2) * R`` with 3, 5, 2, 6
    reads ``(3 + 5) * 8`` (``B`` and ``R`` are the sums of their colour)."""
    faces = {"B1": dice[0], "B2": dice[1], "R1": dice[2], "R2": dice[3],
             "B": dice[0] + dice[1], "R": dice[2] + dice[3]}
    if len(dice) > 4:
        faces["W"] = dice[4]
    return _DIE_NAME.sub(lambda m: str(faces.get(m.group(1), m.group(1))), formula_text)


@dataclass(frozen=True)
class Reading:
    """How a throw's dice became metres: ``formula`` (as written; a bunker's or grove's is
    the four dice's total), ``worked`` (the faces in place), its ``value``, the ``bonus``,
    the slope's or bank's metres (``terrain`` names which), the weather's, and the
    ``distance`` they make."""

    formula: str
    worked: str
    value: int
    bonus: int
    slope: int
    terrain: str | None
    weather: int
    distance: int

    def explain(self) -> str:
        """The reading in words: "(3 + 5) * (2 + 6) = 64 m, two pairs +10 m: 74 m"."""
        parts = [f"{self.worked} = {self.value} m"]
        if self.bonus:
            named = BONUS_NAMES.get(self.bonus)
            parts.append(tr("{bonus} +{metres} m").format(
                bonus=tr(named) if named is not None else tr("bonus"), metres=self.bonus))
        if self.slope:
            terrain = (tr("bank", "a Dice Golf hazard") if self.terrain == "bank"
                       else tr("slope", "a Dice Golf hazard"))
            parts.append(tr("{terrain} {metres} m").format(terrain=terrain,
                                                            metres=f"{self.slope:+d}"))
        if self.weather:
            parts.append(tr("weather {metres} m").format(metres=f"{self.weather:+d}"))
        said = ", ".join(parts)
        return f"{said}: {self.distance} m" if len(parts) > 1 else said


@dataclass(frozen=True)
class VaneSpin:
    """A weather card's spin: who played it (``against``: laid by an opponent), the sector
    and the metres it adds to the throw."""

    seat: int
    against: bool
    sector: str
    name: str
    metres: int


@dataclass(frozen=True)
class SignChange:
    """A changed sign (rule 8): which sign, the operations die's result (None until it is
    rolled), the formula before and after."""

    index: int
    op: Op | None
    before: str
    after: str | None


@dataclass(frozen=True)
class ThrowResult:
    """One throw, resolved: where the ball was (``start``) and what kind of throw it made;
    the dice as rolled (``rolls``: one roll; a selection's roll and the dice after the
    re-roll; a bunker's two rolls), the selection, the dice that count; the combination it
    needed and whether they show it; how they were read into metres (None when no distance
    was thrown: water, a failed escape, a holing green throw); the ``landing`` (position,
    the landing's penalties, the reason, the limit crossed); the air shots laid on it, the
    weather spun for it, the thrower's own card, the penalties that card cancelled, a sign
    change, fair play; and ``penalties``, what the throw costs in all."""

    seat: int
    hole: int
    start: int
    kind: ThrowKind
    rolls: tuple[tuple[int, ...], ...]
    kept: tuple[bool, ...] | None
    dice: tuple[int, ...]
    needs: str | None
    shown: bool | None
    reading: Reading | None
    landing: Landing
    air_shots: int = 0
    weather: tuple[VaneSpin, ...] = ()
    card: str | None = None
    cancelled: int = 0
    sign: SignChange | None = None
    fair_play: bool = False
    penalties: int = 0

    @property
    def holed(self) -> bool:
        return self.landing.holed


@dataclass(frozen=True)
class GameEnd:
    """After the last hole: the penalty strokes for the cards each player still holds
    (added to their last hole), the totals and the winners (lowest total, ties shared)."""

    card_penalties: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class HoleEnd:
    """A hole finished: its place in the round, its number on the course, and each player's
    score on it (throws + penalties; the card penalties come on top, in ``game_end``)."""

    hole: int
    number: int
    scores: tuple[int, ...]
    game_end: GameEnd | None


@dataclass(frozen=True)
class ThrowEnd:
    """A throw over: its result, and the thrower's position, throws and penalties on the
    hole after it; holed, or out of throws (the tenth throw without holing); who throws
    next (the first seat after a hole's end; None once the game is over) and the hole's
    end."""

    seat: int
    result: ThrowResult
    position: int
    throws: int
    penalties: int
    holed: bool
    out_of_throws: bool
    next_seat: int | None
    hole_end: HoleEnd | None


@dataclass(frozen=True)
class Dealt:
    """A card dealt to ``seat`` (before hole 1)."""

    seat: int
    card: str


@dataclass(frozen=True)
class CardLaid:
    """An opponent's choice before the throw: ``card`` laid against ``thrower`` (an air shot
    is a penalty for them now; a weather card spins the vane next), or None: passed."""

    seat: int
    thrower: int
    card: str | None


@dataclass(frozen=True)
class Spun:
    """The vane spun for a weather card; ``total`` is the weather's metres on this throw so
    far. The thrower's own weather card resolves the throw again and ends it."""

    spin: VaneSpin
    total: int
    resolved: ThrowResult | None = None
    end: ThrowEnd | None = None


@dataclass(frozen=True)
class Rolled:
    """A die rolled: which (``DICE_LABELS``), its face, the roll it belongs to (1; 2 for a
    selection's re-roll or a bunker's or grove's second roll), and the dice as they now lie
    (None: not rolled yet). When it was the throw's last die, ``resolved`` is the result the
    thrower now decides on, or ``end`` the throw's end; ``second_roll`` says a bunker's or
    grove's first roll failed and the second follows; ``select`` that a selection is next."""

    seat: int
    die: str
    face: int
    roll: int
    dice: tuple[int | None, ...]
    select: bool = False
    second_roll: bool = False
    resolved: ThrowResult | None = None
    end: ThrowEnd | None = None


@dataclass(frozen=True)
class Kept:
    """A selection: the dice kept; keeping them all resolves the throw at once."""

    seat: int
    kept: tuple[bool, ...]
    resolved: ThrowResult | None = None
    end: ThrowEnd | None = None


@dataclass(frozen=True)
class Decided:
    """The thrower's decision after the throw; ``resolved`` is the result as it now stands
    when a chance node follows (the vane, the operations die, a card drawn)."""

    seat: int
    action: Action
    resolved: ThrowResult | None = None
    end: ThrowEnd | None = None


@dataclass(frozen=True)
class Operated:
    """The operations die rolled for a sign change: the throw resolved again, and ended."""

    seat: int
    op: Op
    sign: SignChange
    end: ThrowEnd


@dataclass(frozen=True)
class Drew:
    """The card drawn after a chance card (the throw ends with it)."""

    seat: int
    card: str
    end: ThrowEnd


Record = Dealt | CardLaid | Spun | Rolled | Kept | Decided | Operated | Drew
