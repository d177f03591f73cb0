"""What a screen reader hears of the Play Nine table: each layout as the table shows it
(face-up values, "face down" for a back), the piles, the card in hand, and who is to act.

It is made from the table's picture (``ui.playnine.play.picture``), which holds only what is
face up, so the text tells no more than the drawing does. The canvas puts it into its
accessible description (``ui.accessibility.describe_state``) each time a picture is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from golfstudio.playnine.scoring import COLUMNS
from ui.playnine.play.picture import SeatPicture, TablePicture
from ui.playnine.play.words import number

__all__ = ["table_text"]

_CONTEXT = "PlayNineBoard"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, "", n)


def _card(value: int | None, dealt: bool) -> str:
    if not dealt:
        return _tr("not dealt")
    return _tr("face down") if value is None else number(value)


def _layout(seat: SeatPicture) -> str:
    cards = [_card(v, d) for v, d in zip(seat.cards, seat.dealt, strict=True)]
    rows = _tr("top row {top}; bottom row {bottom}").format(
        top=", ".join(cards[:COLUMNS]), bottom=", ".join(cards[COLUMNS:]))
    text = _tr("{player}: {cards}; total {total}").format(
        player=seat.name, cards=rows, total=number(seat.total))
    if seat.hole_points is not None:
        text += _tr(", %n point(s) this hole", seat.hole_points)
    if seat.to_act:
        text += _tr(" (to play)")
    return text + "."


def table_text(picture: TablePicture) -> str:
    """The table as sentences: "Hole 2 of 9. Ann: top row 7, face down, …; bottom row …;
    total 12 (to play). Discard pile: 9. Draw pile: 40 cards.". """
    parts = [_tr("Hole {hole} of {holes}.").format(hole=picture.hole + 1, holes=picture.holes)]
    parts.extend(_layout(seat) for seat in picture.seats if seat.playing)
    if picture.discard:
        parts.append(_tr("Discard pile: {card}.").format(card=number(picture.discard[-1])))
    else:
        parts.append(_tr("Discard pile: empty."))
    parts.append(_tr("Draw pile: %n card(s).", picture.pile))
    if picture.drawn is not None:
        parts.append(_tr("Card in hand: {card}.").format(card=number(picture.drawn)))
    elif picture.holding:
        parts.append(_tr("A card drawn from the pile is in hand."))
    return " ".join(parts)
