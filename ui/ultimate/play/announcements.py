"""How the Ultimate Golf table says a lie, a situation, a relief and a putt in words.

One place for the game's words, so the shot picker, the status line and the replay say the
same thing of the same ball: "within 30 yards of the flag: chip", "in the water: take
relief", "stroke and distance (1 penalty stroke)". The rules' own refusals (``lie.refusal``)
come from the core as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.i18n import tr
from golfstudio.ultimate.cards import PUTT_BANDS, CardSet, PuttBand, card_label
from golfstudio.ultimate.course import Relief, Terrain
from golfstudio.ultimate.lie import (
    CHIP_RANGE,
    GREEN_SIDE_RANGE,
    RECOVERY_WEDGE_RANGE,
    Situation,
    SituationKind,
)

__all__ = ["card_name", "relief_text", "situation_text", "terrain_text", "why_compulsory"]

_TERRAINS: dict[Terrain, str] = {
    Terrain.TEE: str(QT_TRANSLATE_NOOP("UltimateWords", "the tee")),
    Terrain.FAIRWAY: str(QT_TRANSLATE_NOOP("UltimateWords", "the fairway")),
    Terrain.ROUGH: str(QT_TRANSLATE_NOOP("UltimateWords", "the rough")),
    Terrain.GREEN: str(QT_TRANSLATE_NOOP("UltimateWords", "the green")),
    Terrain.FRINGE: str(QT_TRANSLATE_NOOP("UltimateWords", "the fringe")),
    Terrain.BUNKER: str(QT_TRANSLATE_NOOP("UltimateWords", "a bunker")),
    Terrain.WATER: str(QT_TRANSLATE_NOOP("UltimateWords", "the water")),
    Terrain.LATERAL_WATER: str(QT_TRANSLATE_NOOP("UltimateWords", "lateral water")),
    Terrain.TREES: str(QT_TRANSLATE_NOOP("UltimateWords", "the trees")),
    Terrain.OUT_OF_BOUNDS: str(QT_TRANSLATE_NOOP("UltimateWords", "out of bounds")),
    Terrain.CART_PATH: str(QT_TRANSLATE_NOOP("UltimateWords", "the cart path")),
    Terrain.BRIDGE: str(QT_TRANSLATE_NOOP("UltimateWords", "the bridge")),
    Terrain.STONE_WALL: str(QT_TRANSLATE_NOOP("UltimateWords", "the stone wall")),
    Terrain.RAILWAY: str(QT_TRANSLATE_NOOP("UltimateWords", "the railway")),
    Terrain.MARKER_150: str(QT_TRANSLATE_NOOP("UltimateWords", "a 150-yard marker")),
}

_RELIEFS: dict[str, str] = {
    "replay-from-tee": str(QT_TRANSLATE_NOOP("UltimateWords", "Replay from the tee")),
    "drop-out": str(QT_TRANSLATE_NOOP("UltimateWords", "Drop out, no nearer the hole")),
    "lateral-drop": str(QT_TRANSLATE_NOOP("UltimateWords", "Lateral drop")),
    "drop-zone": str(QT_TRANSLATE_NOOP("UltimateWords", "Drop in the drop zone")),
    "stroke-and-distance": str(QT_TRANSLATE_NOOP("UltimateWords", "Stroke and distance")),
    "free-drop": str(QT_TRANSLATE_NOOP("UltimateWords", "Free drop, no nearer the hole")),
    "unplayable-into": str(QT_TRANSLATE_NOOP("UltimateWords", "Drop in the bunker")),
    "place-and-putt": str(QT_TRANSLATE_NOOP("UltimateWords", "Place the ball and putt")),
    "play-as": str(QT_TRANSLATE_NOOP("UltimateWords", "Play it as it lies")),
}


def terrain_text(terrain: Terrain) -> str:
    return QCoreApplication.translate("UltimateWords", _TERRAINS[terrain])


def card_name(cards: CardSet, card_id: str) -> str:
    """The card's own name ("7-iron"), as the card set spells it (the bundled cards' names
    in the user's language, ``cards.card_label``)."""
    return next((card_label(c.name) for c in cards.cards if c.id == card_id), card_id)


def band_text(band: PuttBand) -> str:
    return tr(PUTT_BANDS[band])


def situation_text(situation: Situation) -> str:
    """Where the ball lies and what that asks of the next shot, in one line."""
    where = terrain_text(situation.lie.terrain)
    yards = round(situation.to_flag)
    kind = situation.kind
    if kind is SituationKind.PUTTING and situation.band is not None:
        return QCoreApplication.translate(
            "UltimateWords", "on {where}, {feet} feet from the hole ({band}): putt").format(
                where=where, feet=round(situation.to_flag_feet),
                band=band_text(situation.band))
    if kind is SituationKind.WATER:
        return QCoreApplication.translate(
            "UltimateWords", "in {where}: take relief (1 penalty stroke)").format(where=where)
    if kind is SituationKind.OUT_OF_BOUNDS:
        return QCoreApplication.translate(
            "UltimateWords", "out of bounds: stroke and distance")
    if kind is SituationKind.RELIEF:
        return QCoreApplication.translate(
            "UltimateWords", "on {where}: the ball is dropped before it is played").format(
                where=where)
    return QCoreApplication.translate(
        "UltimateWords", "on {where}, {yards} yards from the flag").format(
            where=where, yards=yards)


def why_compulsory(situation: Situation) -> str:
    """Why the situation's special card is the one to play (§4), or "" when the player
    chooses among clubs."""
    kind = situation.kind
    if kind is SituationKind.CHIP:
        return QCoreApplication.translate(
            "UltimateWords", "Within {yards} yards of the flag: chip.").format(
                yards=round(CHIP_RANGE))
    if kind is SituationKind.GREEN_SIDE_BUNKER:
        return QCoreApplication.translate(
            "UltimateWords", "In a bunker less than {yards} yards from the green: green-side "
            "bunker card.").format(yards=round(GREEN_SIDE_RANGE))
    if kind is SituationKind.FAIRWAY_BUNKER:
        return QCoreApplication.translate(
            "UltimateWords", "In a bunker {yards} yards or more from the green: fairway "
            "bunker card.").format(yards=round(GREEN_SIDE_RANGE))
    if kind is SituationKind.RECOVERY and situation.recovery_with_wedge:
        return QCoreApplication.translate(
            "UltimateWords", "In {where} within {yards} yards of the flag: the sand wedge, "
            "10 feet added.").format(where=terrain_text(situation.lie.terrain),
                                     yards=round(RECOVERY_WEDGE_RANGE))
    if kind is SituationKind.RECOVERY:
        return QCoreApplication.translate(
            "UltimateWords", "In {where} beyond {yards} yards of the flag: the recovery card, "
            "read with an iron of your choice.").format(
                where=terrain_text(situation.lie.terrain), yards=round(RECOVERY_WEDGE_RANGE))
    if kind is SituationKind.PUTTING:
        return QCoreApplication.translate("UltimateWords", "On the green: the putter.")
    if kind is SituationKind.TEE:
        return QCoreApplication.translate(
            "UltimateWords", "From the tee: woods and irons only.")
    return ""


def relief_text(relief: Relief) -> str:
    """A relief choice as its button reads: what it does and what it costs."""
    what = QCoreApplication.translate("UltimateWords", _RELIEFS[relief.relief])
    if relief.penalty == 0:
        return QCoreApplication.translate("UltimateWords", "{what} (no penalty)").format(
            what=what)
    if relief.penalty == 1:
        return QCoreApplication.translate("UltimateWords", "{what} (1 penalty stroke)").format(
            what=what)
    return QCoreApplication.translate(
        "UltimateWords", "{what} ({penalty} penalty strokes)").format(
            what=what, penalty=relief.penalty)
