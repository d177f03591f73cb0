"""The card table: every player's two rows of four cards, the draw pile, the card in hand
and the discard pile, on a felt that fits the window.

The table draws a ``TablePicture`` (``picture.py``) and nothing else: a face-down card is a
back because the picture has no value for it. The seats sit around the table in the order
play passes — the first half along the bottom from the left, the rest along the top from
the right — with the piles between the two rows. The player to act is framed in gold; a
matched column is ringed as soon as it forms; at the end of a hole each column's points, the
bonuses and the hole's score stand under each layout.

A left click on a card, a pile or the hand emits ``clicked(target)`` (a ``SlotTarget`` or a
``Spot``); the play view decides what it means. ``fly`` moves and turns cards (a card slides
from the pile to the hand, flips over in place, goes to the discard) and calls back once
they have landed; ``show`` then puts the position after the move in place. The view fits
the table whenever it is resized. The "Next hole" button floats over the piles while a
scored hole waits to be read.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QShowEvent,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from golfstudio.playnine.deck import HOLE_IN_ONE
from golfstudio.playnine.scoring import COLUMNS, SLOTS
from ui.accessibility import describe_state
from ui.game_titles import game_title
from ui.playnine.play.picture import SeatPicture, TablePicture
from ui.playnine.play.spoken import PlayNineBoardWords
from ui.playnine.play.words import PlayNineWords, card_caption, number

__all__ = ["CARD_H", "CARD_W", "SEAT_COLOURS", "CardItem", "CardTable", "Motion", "SlotTarget",
           "Spot", "Target", "seat_colour"]

CARD_W, CARD_H = 64.0, 90.0
GAP = 8.0
PAD = 14.0
NAME_H = 32.0
SCORE_H = 46.0
SEAT_W = 2 * PAD + COLUMNS * CARD_W + (COLUMNS - 1) * GAP
SEAT_H = 2 * PAD + NAME_H + 2 * CARD_H + GAP + SCORE_H
SEAT_GAP = 26.0
ROW_GAP = 14.0
STRIP_H = 172.0
"""The piles between a top and a bottom row of seats: the words over them, the cards, their
labels."""
COLUMN_W = 190.0
"""The piles in a column between a left and a right column of seats."""
PILE_SPREAD = 122.0
"""Between the centres of the draw pile, the hand and the discard pile, side by side: room
for the Next hole button between the two piles."""
PILE_STEP = 138.0
"""The same, one above the other."""
CAPTION_LINES = 4
MARGIN = 12.0

FELT = QColor("#2f6f4e")
SEAT_FILL = QColor("#f7f9f6")
SEAT_BORDER = QColor("#c9d3ca")
TO_ACT = QColor("#f4d03f")
TO_ACT_FILL = QColor("#fffbe8")
TEXT = QColor("#1e2a22")
MUTED = QColor("#5f6b62")
MATCH = QColor("#2e7d4f")
BACK = QColor("#1d4e89")
BACK_PATTERN = QColor("#3a6fb0")
HINT = QColor("#8e44ad")
SEAT_COLOURS = ("#e74c3c", "#3498db", "#f1c40f", "#9b59b6", "#1abc9c", "#ec7ab0")
"""One colour per seat (up to six): the swatch by the name, on the table and the card."""
CARD_Z, FLYING_Z = 10.0, 100.0


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


@dataclass(frozen=True)
class SlotTarget:
    """A card of a layout: ``slot`` as the engine counts (top row 0–3, bottom row 4–7)."""

    seat: int
    slot: int


class Spot(Enum):
    PILE = "pile"
    HAND = "hand"
    DISCARD = "discard"


Target = SlotTarget | Spot


@dataclass(frozen=True)
class Arrangement:
    """Where the seats and the piles are: each seat's frame's corner, each pile's centre,
    the box the words over the piles wrap in, the table's size."""

    origins: tuple[QPointF, ...]
    spots: tuple[tuple[Spot, QPointF], ...]
    caption: QRectF
    size: QSizeF


def _row_x(width: float, count: int, k: int) -> float:
    """The left of the ``k``-th of ``count`` seats in a row centred in ``width``."""
    row_width = count * SEAT_W + (count - 1) * SEAT_GAP
    return (width - row_width) / 2 + k * (SEAT_W + SEAT_GAP)


def arrange(players: int) -> Arrangement:
    """The seats round the table in the order play passes — along the bottom from the left,
    then back along the top from the right — and the piles between them.

    Three or four players sit in two columns with the piles in a column between them (the
    table is wider than tall, like the canvas beside the side panel); two, five and six sit in
    a top and a bottom row with the piles in a strip between the rows.
    """
    if players in (3, 4):
        right = SEAT_W + 2 * SEAT_GAP + COLUMN_W
        bottom = SEAT_H + ROW_GAP
        corners = [QPointF(0, bottom), QPointF(right, bottom), QPointF(right, 0),
                   QPointF(0, 0)][:players]
        width, height = right + SEAT_W, bottom + SEAT_H
        centre = QPointF(width / 2, height / 2 + 40)
        step = QPointF(0, PILE_STEP)
        top = centre.y() - PILE_STEP - CARD_H / 2 - 8
        caption = QRectF(centre.x() - COLUMN_W / 2 - SEAT_GAP / 2, top - 22 * CAPTION_LINES,
                         COLUMN_W + SEAT_GAP, 22 * CAPTION_LINES)
    else:
        below = math.ceil(players / 2)
        above = players - below
        width = below * SEAT_W + (below - 1) * SEAT_GAP
        strip_y = SEAT_H + ROW_GAP
        bottom = strip_y + STRIP_H + ROW_GAP
        corners = [QPointF(_row_x(width, below, seat), bottom) if seat < below
                   else QPointF(_row_x(width, above, above - 1 - (seat - below)), 0)
                   for seat in range(players)]
        height = bottom + SEAT_H
        centre = QPointF(width / 2, strip_y + 38 + CARD_H / 2)
        step = QPointF(PILE_SPREAD, 0)
        caption = QRectF(0, strip_y - 22 * (CAPTION_LINES - 1), width, 22 * CAPTION_LINES)
    spots = ((Spot.PILE, centre - step), (Spot.HAND, centre), (Spot.DISCARD, centre + step))
    return Arrangement(tuple(corners), spots, caption, QSizeF(width, height))


def _face_colours(value: int) -> tuple[QColor, QColor]:
    """A face's fill and ink: the hole in one gold, the Mulligan green, out of bounds red;
    the numbers shaded from green (low, good) through blue to rust (high)."""
    if value == HOLE_IN_ONE:
        return QColor("#f9e08b"), QColor("#6b4500")
    if value == 0:
        return QColor("#d8f0e0"), QColor("#1f5c39")
    if value == 12:
        return QColor("#c0392b"), QColor("#ffffff")
    if value <= 4:
        return QColor("#fffdf8"), QColor("#1f6f43")
    if value <= 8:
        return QColor("#fffdf8"), QColor("#2c5d8f")
    return QColor("#fffdf8"), QColor("#a8431e")


def _font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


class CardItem(QGraphicsObject):
    """One card, centred on its position: a face (``value``) or a back (``value`` None).
    ``turned`` (0..1) narrows it for a flip; ``selected``, ``hinted`` and ``clickable``
    outline it."""

    def __init__(self, target: Target | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.value: int | None = None
        self.selected = False
        self.hinted = False
        self.clickable = False
        self.hovered = False
        self.setZValue(CARD_Z)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 4, -CARD_H / 2 - 4, CARD_W + 8, CARD_H + 8)

    def set_value(self, value: int | None) -> None:
        if value != self.value:
            self.value = value
            self.update()

    def set_marks(self, *, selected: bool = False, hinted: bool = False,
                  clickable: bool = False) -> None:
        if (selected, hinted, clickable) != (self.selected, self.hinted, self.clickable):
            self.selected, self.hinted, self.clickable = selected, hinted, clickable
            self.setAcceptHoverEvents(clickable)
            if clickable:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()
                self.hovered = False
            self.update()

    def set_turned(self, squeeze: float) -> None:
        """The card's width as a fraction (a flip narrows it to 0 and opens it again)."""
        self.setTransform(QTransform().scale(max(0.02, squeeze), 1.0))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        path = QPainterPath()
        path.addRoundedRect(rect, 7, 7)
        if self.value is None:
            self._paint_back(painter, rect, path)
        else:
            self._paint_face(painter, rect, path, self.value)
        if self.selected or self.hinted or (self.clickable and self.hovered):
            outline = QPainterPath()
            outline.addRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 9, 9)
            colour = HINT if self.hinted and not self.selected else TO_ACT
            pen = QPen(colour, 4.5 if self.selected or self.hinted else 3)
            if self.hinted and not self.selected:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(outline)

    def _paint_back(self, painter: QPainter, rect: QRectF, path: QPainterPath) -> None:
        painter.fillPath(path, BACK)
        painter.fillPath(path, QBrush(BACK_PATTERN, Qt.BrushStyle.BDiagPattern))
        inner = QPainterPath()
        inner.addRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
        painter.setPen(QPen(QColor("#e8eef7"), 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(inner)
        painter.setPen(QPen(QColor("#0f2f57"), 1.2))
        painter.drawPath(path)
        disc = QRectF(-15, -15, 30, 30)
        painter.setBrush(QColor("#e8eef7"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(disc)
        painter.setPen(BACK)
        painter.setFont(_font(20, bold=True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "9")

    def _paint_face(self, painter: QPainter, rect: QRectF, path: QPainterPath,
                    value: int) -> None:
        fill, ink = _face_colours(value)
        painter.fillPath(path, fill)
        painter.setPen(QPen(QColor("#8d978f"), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        text = number(value)
        caption = card_caption(value)
        painter.setPen(ink)
        painter.setFont(_font(13, bold=True))
        painter.drawText(rect.adjusted(5, 3, -5, -3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        big = rect.adjusted(0, -8 if caption else 0, 0, -8 if caption else 0)
        painter.setFont(_font(36 if len(text) < 3 else 30, bold=True))
        painter.drawText(big, Qt.AlignmentFlag.AlignCenter, text)
        if caption:
            painter.setFont(_font(10, bold=True))
            painter.drawText(QRectF(rect.left() + 3, rect.bottom() - 27, rect.width() - 6, 25),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                                 | Qt.TextFlag.TextWordWrap), caption)
        else:
            painter.setFont(_font(13, bold=True))
            painter.drawText(rect.adjusted(5, 3, -5, -3),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, text)


class PlaceItem(QGraphicsPathItem):
    """Where a card lies when there is none: a slot not yet dealt, an empty pile or hand.
    Clicking it is clicking the place (an empty discard pile, the hand)."""

    def __init__(self, target: Target, parent: QGraphicsItem | None = None) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H), 7, 7)
        super().__init__(path, parent)
        self.target = target
        pen = QPen(QColor(255, 255, 255, 110), 1.5, Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setBrush(QColor(0, 0, 0, 25))
        self.setZValue(1)


def _text(parent: QGraphicsItem | None, pixels: float, colour: QColor, *,
          bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(parent)
    item.setFont(_font(pixels, bold=bold))
    item.setBrush(colour)
    item.setZValue(5)
    return item


def _set_text(item: QGraphicsSimpleTextItem, text: str, width: float) -> None:
    """``text`` elided to ``width`` scene units; the whole of it as the tooltip."""
    metrics = QFontMetricsF(item.font())
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    item.setText(shown)
    item.setToolTip(text if shown != text else "")


def slot_centre(slot: int) -> QPointF:
    """A slot's card centre in its seat's frame."""
    column, row = slot % COLUMNS, slot // COLUMNS
    return QPointF(PAD + column * (CARD_W + GAP) + CARD_W / 2,
                   PAD + NAME_H + row * (CARD_H + GAP) + CARD_H / 2)


class SeatItems:
    """The items of one place at the table (made once; ``show`` changes them)."""

    def __init__(self, scene: QGraphicsScene, seat: int, origin: QPointF) -> None:
        self.seat = seat
        self.origin = origin
        frame = QPainterPath()
        frame.addRoundedRect(QRectF(0, 0, SEAT_W, SEAT_H), 12, 12)
        self.frame = QGraphicsPathItem(frame)
        self.frame.setPos(origin)
        self.frame.setZValue(0)
        scene.addItem(self.frame)
        swatch = QPainterPath()
        swatch.addEllipse(QRectF(PAD, PAD + 4, 14, 14))
        self.swatch = QGraphicsPathItem(swatch, self.frame)
        self.swatch.setBrush(seat_colour(seat))
        self.swatch.setPen(QPen(QColor("#1b1b1b"), 1))
        self.name = _text(self.frame, 17, TEXT, bold=True)
        self.name.setPos(PAD + 22, PAD)
        self.status = _text(self.frame, 13, MUTED)
        self.places = []
        for slot in range(SLOTS):
            place = PlaceItem(SlotTarget(seat, slot), self.frame)
            place.setPen(QPen(QColor(0, 0, 0, 50), 1.2, Qt.PenStyle.DashLine))
            place.setBrush(QColor(0, 0, 0, 12))
            place.setPos(slot_centre(slot))
            self.places.append(place)
        self.cards = []
        for slot in range(SLOTS):
            card = CardItem(SlotTarget(seat, slot), self.frame)
            card.setPos(slot_centre(slot))
            self.cards.append(card)
        self.columns = []
        self.points = []
        for column in range(COLUMNS):
            ring = QPainterPath()
            ring.addRoundedRect(QRectF(-4, -4, CARD_W + 8, 2 * CARD_H + GAP + 8), 10, 10)
            mark = QGraphicsPathItem(ring, self.frame)
            mark.setPos(PAD + column * (CARD_W + GAP), PAD + NAME_H)
            mark.setPen(QPen(MATCH, 3.5))
            mark.setZValue(CARD_Z + 1)
            mark.setVisible(False)
            self.columns.append(mark)
            points = _text(self.frame, 15, TEXT, bold=True)
            self.points.append(points)
        self.summary = _text(self.frame, 12.5, MUTED)
        self.summary.setPos(PAD, PAD + NAME_H + 2 * CARD_H + GAP + 26)

    def scene_point(self, slot: int) -> QPointF:
        return self.origin + slot_centre(slot)


class CardTable(QGraphicsView):
    """See the module docstring. Signals: ``clicked(object)`` (a ``Target``),
    ``nextRequested()`` (the Next hole button)."""

    clicked = Signal(object)
    nextRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardTable")
        self.setAccessibleName(game_title("playnine"))  # its description: the table
        self.words = PlayNineWords(self)
        self._spoken = PlayNineBoardWords(self)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(FELT)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 260)
        self.players = 0
        self.seats: list[SeatItems] = []
        self.picture: TablePicture | None = None
        self._selected: set[Target] = set()
        self._hinted: set[Target] = set()
        self._clickable: set[Target] = set()
        self._hidden: set[Target] = set()
        self._flying: list[tuple[CardItem, Motion]] = []
        self._animation: QVariantAnimation | None = None
        self._landed: Callable[[], None] | None = None
        self.next_button = QPushButton(self.tr("Next hole ▸"), self)
        self.next_button.setObjectName("primary")
        self.next_button.setAccessibleName(self.tr("Next hole"))
        self.next_button.setToolTip(self.tr("Deal the next hole (Enter)"))
        self.next_button.clicked.connect(self.nextRequested)
        self.next_button.setVisible(False)

    # ---- building ---------------------------------------------------------------------------

    def _build(self, players: int) -> None:
        """Seat the players round the table (``arrange``) and lay the piles between them."""
        scene = self.scene()
        scene.clear()
        self.players = players
        arrangement = arrange(players)
        self.seats = [SeatItems(scene, seat, origin)
                      for seat, origin in enumerate(arrangement.origins)]
        self.spots = dict(arrangement.spots)
        self.spot_places = {}
        for spot, at in self.spots.items():
            place = PlaceItem(spot)
            place.setPos(at)
            scene.addItem(place)
            self.spot_places[spot] = place
        self.pile_under = CardItem(Spot.PILE)
        self.pile_under.setPos(self.spots[Spot.PILE] + QPointF(3, 3))
        self.pile = CardItem(Spot.PILE)
        self.pile.setPos(self.spots[Spot.PILE])
        self.hand = CardItem(Spot.HAND)
        self.hand.setPos(self.spots[Spot.HAND])
        self.discard_under = CardItem(Spot.DISCARD)
        self.discard_under.setPos(self.spots[Spot.DISCARD] + QPointF(3, 3))
        self.discard_top = CardItem(Spot.DISCARD)
        self.discard_top.setPos(self.spots[Spot.DISCARD])
        for item in (self.pile_under, self.pile, self.hand, self.discard_under,
                     self.discard_top):
            scene.addItem(item)
        self.pile_under.setZValue(CARD_Z - 1)
        self.discard_under.setZValue(CARD_Z - 1)
        white = QColor("#f4f7f3")
        self.caption = QGraphicsTextItem()
        self.caption.setZValue(FLYING_Z - 1)
        self.caption.setFont(_font(17, bold=True))
        self.caption.setDefaultTextColor(white)
        option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.caption.document().setDefaultTextOption(option)
        box = arrangement.caption
        self.caption.setTextWidth(box.width())
        self.caption.setPos(box.topLeft())
        self.caption_box = box
        scene.addItem(self.caption)
        self.labels: dict[Spot, tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem]] = {}
        for spot in self.spots:
            name = _text(None, 13, white, bold=True)
            count = _text(None, 12, QColor("#d6e6dc"))
            scene.addItem(name)
            scene.addItem(count)
            self.labels[spot] = (name, count)
        size = arrangement.size
        scene.setSceneRect(QRectF(-MARGIN, -MARGIN, size.width() + 2 * MARGIN,
                                  size.height() + 2 * MARGIN))
        self._fit()

    def _centre_text(self, item: QGraphicsSimpleTextItem, text: str, x: float, y: float,
                     width: float) -> None:
        _set_text(item, text, width)
        item.setPos(x - item.boundingRect().width() / 2, y)

    # ---- showing ----------------------------------------------------------------------------

    def show_picture(self, picture: TablePicture) -> None:
        """Put ``picture`` on the table at once (an animation under way is cut short)."""
        self.stop_flight()
        if len(picture.seats) != self.players:
            self._build(len(picture.seats))
        self.picture = picture
        self._hidden = set()
        for items, seat in zip(self.seats, picture.seats, strict=True):
            self._show_seat(items, seat)
        self._show_piles(picture)
        self._show_caption(picture)
        self._refresh_marks()
        describe_state(self, self._spoken.table(picture))

    def _show_seat(self, items: SeatItems, seat: SeatPicture) -> None:
        to_act = seat.to_act
        items.frame.setBrush(TO_ACT_FILL if to_act else SEAT_FILL)
        items.frame.setPen(QPen(TO_ACT, 4) if to_act else QPen(SEAT_BORDER, 1.2))
        items.frame.setOpacity(1.0 if seat.playing else 0.55)
        tags = []
        if seat.to_act:
            tags.append(self.tr("to play"))
        if seat.out:
            tags.append(self.tr("out"))
        elif seat.last_turn:
            tags.append(self.tr("last turn"))
        if seat.dealer:
            tags.append(self.tr("deals"))
        if not seat.playing:
            tags.append(self.tr("sits out the play-off"))
        if seat.hole_points is not None:
            tags.append(self.tr("hole {points} · total {total}").format(
                points=number(seat.hole_points), total=number(seat.total)))
        else:
            tags.append(self.tr("total {total}").format(total=number(seat.total)))
        status = " · ".join(tags)
        name_width = QFontMetricsF(items.name.font()).horizontalAdvance(seat.name)
        room = SEAT_W - 2 * PAD - 22
        status_width = QFontMetricsF(items.status.font()).horizontalAdvance(status)
        name_room = max(60.0, min(name_width, room - status_width - 10))
        _set_text(items.name, seat.name, name_room)
        status_room = room - items.name.boundingRect().width() - 10
        _set_text(items.status, status, max(40.0, status_room))
        items.status.setPos(SEAT_W - PAD - items.status.boundingRect().width(), PAD + 3)
        for slot in range(SLOTS):
            card = items.cards[slot]
            card.setVisible(seat.dealt[slot])
            card.set_value(seat.cards[slot])
            card.set_turned(1.0)
        score = seat.score
        for column in range(COLUMNS):
            top, bottom = seat.cards[column], seat.cards[column + COLUMNS]
            matched = top is not None and top == bottom
            items.columns[column].setVisible(matched)
            points = items.points[column]
            if score is None:
                points.setText("")
                continue
            points.setText(number(score.column_points[column]))
            points.setBrush(MATCH if score.matched[column] else TEXT)
            x = PAD + column * (CARD_W + GAP) + CARD_W / 2
            points.setPos(x - points.boundingRect().width() / 2,
                          PAD + NAME_H + 2 * CARD_H + GAP + 5)
        if score is None:
            items.summary.setText("")
            items.summary.setToolTip("")
        else:
            bonuses = [self.words.bonus(g) for g in score.bonuses]
            text = " · ".join(bonuses) if bonuses else self.tr("no bonus")
            _set_text(items.summary, text, SEAT_W - 2 * PAD)

    def _show_piles(self, picture: TablePicture) -> None:
        self.spot_places[Spot.HAND].setVisible(not picture.scored)
        self.pile.setVisible(picture.pile > 0)
        self.pile_under.setVisible(picture.pile > 1)
        self.pile.set_value(None)
        self.pile_under.set_value(None)
        self.hand.setVisible(picture.holding)
        self.hand.set_value(picture.drawn)
        self.hand.set_turned(1.0)
        discard = picture.discard
        self.discard_top.setVisible(bool(discard))
        self.discard_under.setVisible(len(discard) > 1)
        if discard:
            self.discard_top.set_value(discard[-1])
        if len(discard) > 1:
            self.discard_under.set_value(discard[-2])
        label_room = PILE_SPREAD - 6
        texts = {
            Spot.PILE: (self.tr("Draw pile"), self.tr("%n card(s)", "", picture.pile)),
            Spot.HAND: (self.tr("In hand") if picture.holding else "", ""),
            Spot.DISCARD: (self.tr("Discard"), self.tr("%n card(s)", "", len(discard))),
        }
        for spot, (name, count) in texts.items():
            at = self.spots[spot]
            y = at.y() + CARD_H / 2 + 6
            name_item, count_item = self.labels[spot]
            self._centre_text(name_item, name, at.x(), y, label_room)
            self._centre_text(count_item, count, at.x(), y + 17, label_room)

    def _show_caption(self, picture: TablePicture) -> None:
        if picture.hole >= picture.holes:
            hole = self.tr("Play-off hole {number}").format(number=picture.hole - picture.holes
                                                            + 1)
        else:
            hole = self.tr("Hole {hole} of {holes}").format(hole=picture.hole + 1,
                                                            holes=picture.holes)
        self.set_banner(self.tr("{hole} — scored").format(hole=hole) if picture.scored
                        else hole)

    def set_banner(self, text: str) -> None:
        """The words over the piles: the hole, and what happened at its end."""
        self.caption.setPlainText(text)
        box = self.caption_box
        height = self.caption.boundingRect().height()
        self.caption.setPos(box.left(), box.bottom() - height)  # it grows upwards

    # ---- marks: what a person may click, what is chosen, what the hint suggests -------------

    def set_marks(self, *, clickable: Iterable[Target] = (), selected: Iterable[Target] = (),
                  hinted: Iterable[Target] | None = None) -> None:
        self._clickable = set(clickable)
        self._selected = set(selected)
        if hinted is not None:
            self._hinted = set(hinted)
        self._refresh_marks()

    def set_hint(self, hinted: Iterable[Target]) -> None:
        self._hinted = set(hinted)
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        if not self.seats:
            return
        for target, item in self._card_items():
            item.set_marks(selected=target in self._selected, hinted=target in self._hinted,
                           clickable=target in self._clickable)
        for spot, place in self.spot_places.items():
            if spot in self._clickable:
                place.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                place.unsetCursor()

    def _card_items(self) -> list[tuple[Target, CardItem]]:
        found: list[tuple[Target, CardItem]] = [
            (SlotTarget(items.seat, slot), card)
            for items in self.seats for slot, card in enumerate(items.cards)]
        found += [(Spot.PILE, self.pile), (Spot.HAND, self.hand),
                  (Spot.DISCARD, self.discard_top)]
        return found

    def marked(self, target: Target) -> tuple[bool, bool, bool]:
        """(selected, hinted, clickable) of a card: what a person sees outlined."""
        item = self.item(target)
        return item.selected, item.hinted, item.clickable

    # ---- reading (tests and the play view) ---------------------------------------------------

    def item(self, target: Target) -> CardItem:
        if isinstance(target, SlotTarget):
            return self.seats[target.seat].cards[target.slot]
        return {Spot.PILE: self.pile, Spot.HAND: self.hand,
                Spot.DISCARD: self.discard_top}[target]

    def scene_point(self, target: Target) -> QPointF:
        if isinstance(target, SlotTarget):
            return self.seats[target.seat].scene_point(target.slot)
        return self.spots[target]

    def view_point(self, target: Target) -> QPoint:
        """Where ``target`` is in the viewport (a test clicks there)."""
        return self.mapFromScene(self.scene_point(target))

    def shown_values(self, seat: int) -> tuple[int | None, ...]:
        """The faces of ``seat``'s cards as drawn now (None: a back or no card)."""
        return tuple(card.value if card.isVisible() else None
                     for card in self.seats[seat].cards)

    def column_marked(self, seat: int, column: int) -> bool:
        return self.seats[seat].columns[column].isVisible()

    def seat_text(self, seat: int) -> tuple[str, str, str]:
        """A seat's name, status line and score summary as shown."""
        items = self.seats[seat]
        return items.name.text(), items.status.text(), items.summary.text()

    def column_points(self, seat: int) -> list[str]:
        return [p.text() for p in self.seats[seat].points]

    def caption_text(self) -> str:
        return self.caption.toPlainText()

    # ---- moving cards -----------------------------------------------------------------------

    def fly(self, motions: Sequence[Motion], duration_ms: int, landed: Callable[[], None],
            hide: Iterable[Target] = ()) -> None:
        """Slide and turn cards over ``duration_ms``, then call ``landed`` (at once when the
        duration is 0). The places in ``hide`` look empty while their cards are in the air
        (the discard pile shows the card under its top)."""
        self.stop_flight()
        if duration_ms <= 0 or not motions or not self.seats:
            landed()
            return
        self._hidden = set(hide)
        for target in self._hidden:
            if target is Spot.DISCARD:
                under = self.discard_under
                self.discard_top.setVisible(under.isVisible())
                self.discard_top.set_value(under.value)
                under.setVisible(False)
            elif target is not Spot.PILE:
                self.item(target).setVisible(False)
        scene = self.scene()
        for motion in motions:
            card = CardItem()
            card.set_value(motion.face_from)
            card.setZValue(FLYING_Z)
            card.setPos(self.scene_point(motion.start))
            scene.addItem(card)
            self._flying.append((card, motion))
        self._landed = landed
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration_ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(self._move)
        animation.finished.connect(self._land)
        self._animation = animation
        animation.start()

    def _move(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for card, motion in self._flying:
            start, end = self.scene_point(motion.start), self.scene_point(motion.end)
            card.setPos(start + (end - start) * t)
            if motion.face_from != motion.face_to or motion.flip:
                card.set_turned(abs(math.cos(math.pi * t)))
                card.set_value(motion.face_from if t < 0.5 else motion.face_to)

    def _land(self) -> None:
        landed, self._landed = self._landed, None
        self._clear_flight()
        if landed is not None:
            landed()

    def _clear_flight(self) -> None:
        if self._animation is not None:
            self._animation.stop()
            self._animation.deleteLater()
            self._animation = None
        for card, _motion in self._flying:
            self.scene().removeItem(card)
        self._flying = []

    def stop_flight(self) -> None:
        """Cut a flight short; its ``landed`` is not called."""
        self._landed = None
        self._clear_flight()

    def is_flying(self) -> bool:
        return self._animation is not None

    # ---- the Next hole button --------------------------------------------------------------

    def offer_next(self, on: bool) -> None:
        self.next_button.setVisible(on)
        if on:
            self.next_button.adjustSize()
            self._place_next()
            self.next_button.raise_()

    def _place_next(self) -> None:
        if not self.seats:
            return
        at = self.mapFromScene(self.spots[Spot.HAND]) + self.viewport().pos()
        size = self.next_button.sizeHint()
        self.next_button.setGeometry(at.x() - size.width() // 2, at.y() - size.height() // 2,
                                     size.width(), size.height())

    # ---- events -----------------------------------------------------------------------------

    def _fit(self) -> None:
        if self.seats:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self._place_next()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def target_at(self, pos: QPoint) -> Target | None:
        """The card, pile or place under a viewport position."""
        for item in self.items(pos):
            target = getattr(item, "target", None)
            if isinstance(target, SlotTarget | Spot) and item.isVisible():
                return target
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            target = self.target_at(event.position().toPoint())
            if target is not None:
                self.clicked.emit(target)
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the play view's keys: the table itself neither scrolls nor zooms


@dataclass(frozen=True)
class Motion:
    """A card going from one place to another (or turning where it lies), face
    ``face_from`` at the start and ``face_to`` on landing (None: a back)."""

    start: Target
    end: Target
    face_from: int | None
    face_to: int | None
    flip: bool = False

