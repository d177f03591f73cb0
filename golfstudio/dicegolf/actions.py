"""The actions of a Dice Golf game: each node of a throw, and their JSON and words.

docs/dicegolf-rules-engine.md ("Turns") gives one throw as the engine's nodes. Chance
outcomes: ``Deal`` and ``Draw`` (a card off the deck), ``Spin`` (the weather vane's sector),
``Roll`` (one die), ``Operation`` (the operations die). Players' choices: ``Lay`` or ``Pass``
(an opponent's card against the thrower, before the throw), ``Keep`` (a selection), and after
the throw ``Accept``, ``Play`` (the thrower's own card), ``ChangeSign`` and ``FairPlay``.

``action_from_dict`` checks each value's type and length only; whether the action may be
played now, and every range, is the state's ``check`` (one refusal in a player's words).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from golfstudio.dicegolf.formula import Op
from golfstudio.engine.errors import GameError
from golfstudio.engine.state import JsonValue
from golfstudio.errors import shown
from golfstudio.i18n import tr

__all__ = ["ACCEPT", "DICE_LABELS", "FAIR_PLAY", "PASS", "Accept", "Action", "ChangeSign",
           "Deal", "Draw", "FairPlay", "Keep", "Lay", "Operation", "Pass", "Play", "Roll",
           "Spin", "action_from_dict", "action_text", "action_to_dict", "kept_text"]

DICE_LABELS = ("B1", "B2", "R1", "R2", "W")
"""The dice of a throw in the order they are rolled: blue, red, then the fifth die."""
MAX_ID = 40
"""The longest card or sector id a saved game may name (the deck file's bound)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the kind of the next card dealt. ``None`` only in a view of another's card."""

    card: str | None


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the kind of card drawn after playing a chance card (``None`` in a view of
    another's draw)."""

    card: str | None


@dataclass(frozen=True, slots=True)
class Lay:
    """An opponent lays an air shot or a weather card against the thrower."""

    card: str


@dataclass(frozen=True, slots=True)
class Pass:
    """An opponent lays nothing against this throw."""


@dataclass(frozen=True, slots=True)
class Spin:
    """Chance: the weather vane stops on ``sector``."""

    sector: str


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the face of the next die (1 to 6; the fifth die 7 to 12)."""

    face: int


@dataclass(frozen=True, slots=True)
class Keep:
    """A selection: for each die of the throw (``DICE_LABELS`` order), whether it is kept;
    the others are rolled again."""

    dice: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Accept:
    """The thrower takes the throw as it fell."""


@dataclass(frozen=True, slots=True)
class Play:
    """The thrower plays an own card after the throw; ``stay`` (a No penalty card after a
    zone-limit penalty) keeps the ball where the throw took it."""

    card: str
    stay: bool = False


@dataclass(frozen=True, slots=True)
class ChangeSign:
    """Roll the operations die for the formula's sign number ``index`` (0 first, read left
    to right)."""

    index: int


@dataclass(frozen=True, slots=True)
class Operation:
    """Chance: the operations die shows ×, + or −."""

    op: Op


@dataclass(frozen=True, slots=True)
class FairPlay:
    """Rule 9, once a game: the throw a zone limit stopped counts without its penalty and its
    dice are read as a green throw."""


PASS = Pass()
ACCEPT = Accept()
FAIR_PLAY = FairPlay()

Action = (Deal | Draw | Lay | Pass | Spin | Roll | Keep | Accept | Play | ChangeSign
          | Operation | FairPlay)


def action_to_dict(action: Action) -> dict[str, JsonValue]:
    if isinstance(action, Deal):
        return {"deal": action.card}
    if isinstance(action, Draw):
        return {"draw": action.card}
    if isinstance(action, Lay):
        return {"lay": action.card}
    if isinstance(action, Pass):
        return {"pass": True}
    if isinstance(action, Spin):
        return {"vane": action.sector}
    if isinstance(action, Roll):
        return {"roll": action.face}
    if isinstance(action, Keep):
        return {"keep": list(action.dice)}
    if isinstance(action, Accept):
        return {"accept": True}
    if isinstance(action, Play):
        return {"play": action.card, "stay": True} if action.stay else {"play": action.card}
    if isinstance(action, ChangeSign):
        return {"sign": action.index}
    if isinstance(action, Operation):
        return {"operation": action.op.value}
    return {"fair-play": True}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _an_id(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_ID


def action_from_dict(data: object) -> Action:
    """The inverse of ``action_to_dict``; ``GameError`` naming the entry otherwise."""
    if isinstance(data, dict):
        keys = set(data)
        one = next(iter(data.values())) if len(data) == 1 else None
        if keys == {"deal"} and (one is None or _an_id(one)):
            return Deal(data["deal"])
        if keys == {"draw"} and (one is None or _an_id(one)):
            return Draw(data["draw"])
        if keys == {"lay"} and _an_id(one):
            return Lay(data["lay"])
        if keys == {"pass"} and one is True:
            return PASS
        if keys == {"vane"} and _an_id(one):
            return Spin(data["vane"])
        if keys == {"roll"} and _whole(one):
            return Roll(data["roll"])
        if keys == {"keep"}:
            mask = data["keep"]
            if (isinstance(mask, list) and len(mask) <= len(DICE_LABELS)
                    and all(isinstance(k, bool) for k in mask)):
                return Keep(tuple(mask))
        if keys == {"accept"} and one is True:
            return ACCEPT
        if keys == {"play"} and _an_id(one):
            return Play(data["play"])
        if keys == {"play", "stay"} and _an_id(data["play"]) and isinstance(data["stay"], bool):
            return Play(data["play"], data["stay"])
        if keys == {"sign"} and _whole(one):
            return ChangeSign(data["sign"])
        if keys == {"operation"} and one in {op.value for op in Op}:
            return Operation(Op(one))
        if keys == {"fair-play"} and one is True:
            return FAIR_PLAY
    raise GameError(tr("not a Dice Golf action: {action}").format(action=shown(data)))


def kept_text(mask: tuple[bool, ...]) -> str:
    """A selection in words: "keeps B1 and R2, rolls the others again"."""
    kept = [DICE_LABELS[i] for i, k in enumerate(mask) if k]
    if len(kept) == len(mask):
        return tr("keeps every die")
    if not kept:
        return tr("keeps no die and rolls them all again")
    if len(kept) == 1:
        names = kept[0]
    else:
        names = tr("{dice} and {last}").format(dice=", ".join(kept[:-1]), last=kept[-1])
    return tr("keeps {dice}, rolls the others again").format(dice=names)


_OPERATION_WORDS = {Op.ADD: "+", Op.SUB: "−", Op.MUL: "×"}


def action_text(action: Action, name: Callable[[str], str] = str,
                sector: Callable[[str], str] = str) -> str:
    """An action in a player's words; ``name`` and ``sector`` give a card's and a vane
    sector's name from their ids."""
    if isinstance(action, Deal):
        if action.card is None:
            return tr("a card dealt")
        return tr("{card} dealt").format(card=name(action.card))
    if isinstance(action, Draw):
        if action.card is None:
            return tr("draws a card")
        return tr("draws {card}").format(card=name(action.card))
    if isinstance(action, Lay):
        return tr("lays {card} against the thrower").format(card=name(action.card))
    if isinstance(action, Pass):
        return tr("lays no card")
    if isinstance(action, Spin):
        return tr("the vane shows {sector}").format(sector=sector(action.sector))
    if isinstance(action, Roll):
        return tr("rolls {face}").format(face=action.face)
    if isinstance(action, Keep):
        return kept_text(action.dice)
    if isinstance(action, Accept):
        return tr("accepts the throw")
    if isinstance(action, Play):
        if action.stay:
            return tr("plays {card} and stays where the throw took the ball").format(
                card=name(action.card))
        return tr("plays {card}").format(card=name(action.card))
    if isinstance(action, ChangeSign):
        return tr("rolls the operations die for sign {number} of the formula").format(
            number=action.index + 1)
    if isinstance(action, Operation):
        return tr("the operations die shows {sign}").format(
            sign=_OPERATION_WORDS[action.op])
    return tr("claims fair play")
