"""What a screen reader hears of the Dice Golf track: the hole, each ball's distance and
lie (the table's own words), holed or out of throws, and who throws next.

It is made from the track's picture (``ui.dicegolf.play.track.TrackPicture``); the canvas
puts it into its accessible description (``ui.accessibility.describe_state``) each time a
picture is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui.dicegolf.play.words import DiceGolfWords

if TYPE_CHECKING:  # the track imports this module
    from ui.dicegolf.play.track import TrackPicture

__all__ = ["track_text"]

_CONTEXT = "DiceGolfBoard"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, "", n)


def track_text(picture: TrackPicture, words: DiceGolfWords) -> str:
    """The track as sentences: "Hole 3, 240 m. Ann: 120 m, on the fairway, zone 2. Bob:
    holed. Ann to throw."."""
    hole = picture.hole
    parts = [_tr("Hole {hole}, {length}.").format(hole=picture.number,
                                                   length=words.metres(hole.length))]
    for pawn in picture.pawns:
        if pawn.holed:
            parts.append(_tr("{player}: holed.").format(player=pawn.name))
            continue
        metre = round(pawn.position)
        where = words.lie(hole, metre)
        if pawn.done:
            parts.append(_tr("{player}: out of throws at {metres}, {where}.").format(
                player=pawn.name, metres=words.metres(metre), where=where))
        else:
            parts.append(_tr("{player}: {metres}, {where}.").format(
                player=pawn.name, metres=words.metres(metre), where=where))
    if picture.thrower is not None:
        thrower = next((p.name for p in picture.pawns if p.seat == picture.thrower), "")
        parts.append(_tr("{player} to throw.").format(player=thrower))
    return " ".join(parts)
