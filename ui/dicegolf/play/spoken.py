"""What a screen reader hears of the Dice Golf track: the hole, each ball's distance and
lie (the table's own words), holed or out of throws, and who throws next.

It is made from the track's picture (``ui.dicegolf.play.track.TrackPicture``); the canvas
puts it into its accessible description (``ui.accessibility.describe_state``) each time a
picture is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ui.dicegolf.play.words import DiceGolfWords

if TYPE_CHECKING:  # the track imports this module
    from ui.dicegolf.play.track import TrackPicture

__all__ = ["DiceGolfBoardWords"]


class DiceGolfBoardWords(QObject):
    """The sentences (a ``QObject`` so that ``self.tr`` files them under one context); the
    distances and lies are the table's own (``DiceGolfWords``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = DiceGolfWords(self)

    def track(self, picture: TrackPicture) -> str:
        """The track as sentences: "Hole 3, 240 m. Ann: 120 m, on the fairway, zone 2.
        Bob: holed. To throw: Ann."."""
        words = self.words
        hole = picture.hole
        parts = [self.tr("Hole {hole}, {length}.").format(hole=picture.number,
                                                          length=words.metres(hole.length))]
        for pawn in picture.pawns:
            if pawn.holed:
                parts.append(self.tr("{player}: holed.").format(player=pawn.name))
                continue
            metre = round(pawn.position)
            where = words.lie(hole, metre)
            if pawn.done:
                parts.append(self.tr("{player}: out of throws at {metres}, {where}.").format(
                    player=pawn.name, metres=words.metres(metre), where=where))
            else:
                parts.append(self.tr("{player}: {metres}, {where}.").format(
                    player=pawn.name, metres=words.metres(metre), where=where))
        if picture.thrower is not None:
            thrower = next((p.name for p in picture.pawns if p.seat == picture.thrower), "")
            parts.append(self.tr("To throw: {player}.").format(player=thrower))
        return " ".join(parts)
