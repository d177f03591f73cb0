"""The terrains, relief kinds and clubs as the editor shows them, in the user's language."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.ultimate.cards import PuttBand, card_label, default_cards
from golfstudio.ultimate.course import Club, SpecialCard, Terrain

__all__ = ["RELIEF_NAMES", "band_name", "card_name", "club_name", "relief_name", "terrain_name"]

_TERRAINS: dict[Terrain, str] = {
    Terrain.TEE: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Tee")),
    Terrain.FAIRWAY: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Fairway")),
    Terrain.ROUGH: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Rough")),
    Terrain.GREEN: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Green")),
    Terrain.FRINGE: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Fringe")),
    Terrain.BUNKER: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Bunker")),
    Terrain.WATER: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Water")),
    Terrain.LATERAL_WATER: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Lateral water")),
    Terrain.TREES: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Trees")),
    Terrain.OUT_OF_BOUNDS: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Out of bounds")),
    Terrain.CART_PATH: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Cart path")),
    Terrain.BRIDGE: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Bridge")),
    Terrain.STONE_WALL: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Stone wall")),
    Terrain.RAILWAY: str(QT_TRANSLATE_NOOP("UltimateTerrain", "Railway")),
    Terrain.MARKER_150: str(QT_TRANSLATE_NOOP("UltimateTerrain", "150-yard marker")),
}

RELIEF_NAMES: dict[str, str] = {
    "replay-from-tee": str(QT_TRANSLATE_NOOP("UltimateRelief", "Replay from the tee")),
    "drop-out": str(QT_TRANSLATE_NOOP("UltimateRelief", "Drop out, not nearer the hole")),
    "lateral-drop": str(QT_TRANSLATE_NOOP("UltimateRelief", "Lateral drop")),
    "drop-zone": str(QT_TRANSLATE_NOOP("UltimateRelief", "Drop zone")),
    "stroke-and-distance": str(QT_TRANSLATE_NOOP("UltimateRelief", "Stroke and distance")),
    "free-drop": str(QT_TRANSLATE_NOOP("UltimateRelief", "Free drop")),
    "unplayable-into": str(QT_TRANSLATE_NOOP("UltimateRelief", "Unplayable: drop in a bunker")),
    "place-and-putt": str(QT_TRANSLATE_NOOP("UltimateRelief", "Place and putt")),
    "play-as": str(QT_TRANSLATE_NOOP("UltimateRelief", "Play it as a special card")),
}


def terrain_name(terrain: Terrain) -> str:
    return QCoreApplication.translate("UltimateTerrain", _TERRAINS[terrain])


def relief_name(kind: str) -> str:
    return QCoreApplication.translate("UltimateRelief", RELIEF_NAMES[kind])


def club_name(club: Club) -> str:
    """A club as its card in the bundled set is named ("9-iron", "Pitching wedge"), in the
    user's language (``cards.card_label``)."""
    card = next((c for c in default_cards().cards if c.id == club.value), None)
    if card is not None:
        return card_label(card.name)
    return club.value.replace("-", " ").replace("iron", "-iron").replace(" -iron", "-iron")


_CARDS: dict[SpecialCard, str] = {
    SpecialCard.GREEN_SIDE_BUNKER: str(QT_TRANSLATE_NOOP("UltimateCard", "Green-side bunker")),
    SpecialCard.FAIRWAY_BUNKER: str(QT_TRANSLATE_NOOP("UltimateCard", "Fairway bunker")),
    SpecialCard.RECOVERY: str(QT_TRANSLATE_NOOP("UltimateCard", "Recovery")),
    SpecialCard.CHIP: str(QT_TRANSLATE_NOOP("UltimateCard", "Chip")),
}

_BANDS: dict[PuttBand, str] = {
    PuttBand.UNDER_10: str(QT_TRANSLATE_NOOP("UltimatePuttBand", "under 10 feet")),
    PuttBand.FROM_10_TO_20: str(QT_TRANSLATE_NOOP("UltimatePuttBand", "10 to 20 feet")),
    PuttBand.FROM_20_TO_40: str(QT_TRANSLATE_NOOP("UltimatePuttBand", "20 to 40 feet")),
    PuttBand.OVER_40: str(QT_TRANSLATE_NOOP("UltimatePuttBand", "over 40 feet")),
}


def card_name(card: SpecialCard) -> str:
    """The special card a local rule has the player play (hole 18: "Fairway bunker")."""
    return QCoreApplication.translate("UltimateCard", _CARDS[card])


def band_name(band: PuttBand) -> str:
    """The distance a placed ball is putted from (hole 14: "over 40 feet")."""
    return QCoreApplication.translate("UltimatePuttBand", _BANDS[band])
