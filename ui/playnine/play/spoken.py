"""What a screen reader hears of the Play Nine table: each layout as the table shows it
(face-up values, "face down" for a back), the piles, the card in hand, and who is to act.

It is made from the table's picture (``ui.playnine.play.picture``), which holds only what is
face up, so the text tells no more than the drawing does. The canvas puts it into its
accessible description (``ui.accessibility.describe_state``) each time a picture is shown.
Counts are said as "cards: 40" (no plural forms needed), as the other boards do.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio.playnine.scoring import COLUMNS
from ui.playnine.play.picture import SeatPicture, TablePicture
from ui.playnine.play.words import number

__all__ = ["PlayNineBoardWords"]


class PlayNineBoardWords(QObject):
    """The sentences (a ``QObject`` so that ``self.tr`` files them under one context)."""

    def card(self, value: int | None, dealt: bool) -> str:
        if not dealt:
            return self.tr("not dealt")
        return self.tr("face down") if value is None else number(value)

    def layout(self, seat: SeatPicture) -> str:
        cards = [self.card(v, d) for v, d in zip(seat.cards, seat.dealt, strict=True)]
        if not any(seat.dealt):
            text = self.tr("{player}: no cards yet; total {total}").format(
                player=seat.name, total=number(seat.total))
        else:
            text = self.tr(
                "{player}: top row {top}; bottom row {bottom}; total {total}").format(
                    player=seat.name, top=", ".join(cards[:COLUMNS]),
                    bottom=", ".join(cards[COLUMNS:]), total=number(seat.total))
        if seat.hole_points is not None:
            text += self.tr("; this hole {points}").format(points=number(seat.hole_points))
        if seat.to_act:
            text += self.tr(" (to play)")
        return text + "."

    def table(self, picture: TablePicture) -> str:
        """The table as sentences: "Hole 2 of 9. Ann: top row 7, face down, …; bottom row
        …; total 12 (to play). Discard pile: 9. Cards in the draw pile: 40."."""
        parts = [self.tr("Hole {hole} of {holes}.").format(hole=picture.hole + 1,
                                                           holes=picture.holes)]
        parts.extend(self.layout(seat) for seat in picture.seats if seat.playing)
        if picture.discard:
            parts.append(self.tr("Discard pile: {card}.").format(
                card=number(picture.discard[-1])))
        else:
            parts.append(self.tr("Discard pile: empty."))
        parts.append(self.tr("Cards in the draw pile: {count}.").format(count=picture.pile))
        if picture.drawn is not None:
            parts.append(self.tr("Card in hand: {card}.").format(card=number(picture.drawn)))
        elif picture.holding:
            parts.append(self.tr("A card drawn from the pile is in hand."))
        return " ".join(parts)
