"""The hole being played as a long horizontal track, with every player's pawn on it.

The track itself is the course editor's strip (``ui.dicegolf.track.strip.HoleItem``): the
zones as coloured bands with their formulas, the red dotted zone limits, the yellow dotted
proximity zones, the green, the flag, the end of terrain, the hazards in their colours with
their labels and the scale in metres — the same picture a designer drew, so a course reads
the same in both places. Over it ``PawnsItem`` draws the pawns: one row of the strip per
player (six fit), a coloured disc at the ball's metre with the player's name beside it, the
thrower's ringed; the last throw's path dotted behind it (a red cross where a limit stopped
it) and, while the thrower decides, a hollow ring where the throw would leave the ball.

``TrackCanvas`` fits the whole hole to its width (and the lanes to its height, up to a
little larger than the editor's) and moves a pawn along a path at the pace's speed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from golfstudio.dicegolf.game import DiceGolfState
from golfstudio.dicegolf.hole import Green, Hole
from ui import theme
from ui.accessibility import describe_state
from ui.dicegolf.play.spoken import DiceGolfBoardWords
from ui.dicegolf.play.words import pretty_formula
from ui.dicegolf.track.strip import (
    HAZARD_LANE,
    METRE,
    PROXIMITY_LANE,
    SMALL_PX,
    DevicePen,
    HoleItem,
    StripWords,
    content_rect,
)
from ui.game_titles import game_title

__all__ = ["PAWN_COLOURS", "Pawn", "PawnsItem", "TrackCanvas", "TrackPicture", "pawn_colour",
           "pawn_swatch", "picture_of"]

PAWN_COLOURS = ("#d81b60", "#1e4fd8", "#ff8f00", "#7b1fa2", "#00897b", "#263238")
"""One colour per seat (up to six), each dark or bright enough to stand out on the greens,
the sand and the water of the track."""
ROWS: tuple[float, float] = (HAZARD_LANE[0] + 2, PROXIMITY_LANE[1] - 2)
"""The strip's height the pawns' rows share, in the strip's pixels."""
ROW_MAX = 22.0
MAX_SCALE_Y = 1.5
"""The lanes grow with a tall canvas up to this much over the editor's size."""
CROSS = QColor("#d32f2f")


def pawn_colour(seat: int) -> QColor:
    return QColor(PAWN_COLOURS[seat % len(PAWN_COLOURS)])


def pawn_swatch(seat: int) -> QPixmap:
    """A player's pawn as a 16-pixel swatch (the turn card, the scorecard's rows)."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(pawn_colour(seat))
    painter.drawEllipse(QRectF(1.5, 1.5, 13, 13))
    painter.end()
    return pixmap


def as_printed(hole: Hole) -> Hole:
    """``hole`` with its zones' formulas as the board prints them (× and −; the strip
    writes a zone's formula as it is stored). Only shown: the engine plays the stored one."""
    zones = tuple(zone.model_copy(update={"formula": pretty_formula(zone.formula)})
                  for zone in hole.zones)
    return hole.model_copy(update={"zones": zones})


@dataclass(frozen=True)
class Pawn:
    """A player's ball on the hole: where it lies, holed, or done (out of throws)."""

    seat: int
    name: str
    position: float
    holed: bool = False
    done: bool = False


@dataclass(frozen=True)
class TrackPicture:
    """What the track shows: a hole (its number on the course), the pawns, the thrower."""

    hole: Hole
    number: int
    pawns: tuple[Pawn, ...]
    thrower: int | None


def picture_of(state: DiceGolfState) -> TrackPicture:
    """The hole being played with every ball where it lies."""
    names = state.game.player_names()
    pawns = tuple(Pawn(s, names[s], float(state.position(s)), state.holed(s), state.done(s))
                  for s in range(len(names)))
    return TrackPicture(state.hole, state.hole_number, pawns,
                        None if state.is_over() else state.thrower)


@dataclass(frozen=True)
class Trace:
    """The last throw's path: from ``start`` to ``end``, stopped at ``crossed`` if a limit
    sent it back."""

    seat: int
    start: float
    end: float
    crossed: float | None


class PawnsItem(QGraphicsItem):
    """The pawns, the last throw's trace and the preview ring (module docstring)."""

    def __init__(self, hole: Hole, font: QFont) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(10)
        self.hole = hole
        self.pawns: tuple[Pawn, ...] = ()
        self.thrower: int | None = None
        self.positions: dict[int, float] = {}
        self.trace: Trace | None = None
        self.preview: tuple[int, float] | None = None
        self._font = QFont(font)
        self._rect = content_rect(hole)

    def set_picture(self, picture: TrackPicture) -> None:
        self.prepareGeometryChange()
        self.hole = picture.hole
        self._rect = content_rect(picture.hole)
        self.pawns = picture.pawns
        self.thrower = picture.thrower
        self.positions = {p.seat: p.position for p in picture.pawns}
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def row_y(self, seat: int) -> float:
        """The centre of a seat's row across the strip, in the strip's pixels."""
        count = max(1, len(self.pawns))
        height = min(ROW_MAX, (ROWS[1] - ROWS[0]) / count)
        top = ROWS[0] + ((ROWS[1] - ROWS[0]) - height * count) / 2
        return top + height * (seat + 0.5)

    def row_height(self) -> float:
        return min(ROW_MAX, (ROWS[1] - ROWS[0]) / max(1, len(self.pawns)))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.save()
        pen = DevicePen(painter, self._font)
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.trace is not None:
            self._paint_trace(pen, self.trace)
        if self.preview is not None:
            self._paint_preview(pen, *self.preview)
        order = sorted(self.pawns, key=lambda p: p.seat == self.thrower)  # the thrower on top
        for pawn in order:
            self._paint_pawn(pen, pawn)
        painter.restore()

    def _paint_trace(self, pen: DevicePen, trace: Trace) -> None:
        p = pen.p
        y = pen.y(self.row_y(trace.seat))
        colour = pawn_colour(trace.seat)
        far = trace.crossed if trace.crossed is not None else trace.end
        line = pen.pen(colour, 1.6, Qt.PenStyle.DotLine)
        p.setPen(line)
        p.drawLine(QPointF(pen.x(trace.start), y), QPointF(pen.x(far), y))
        if trace.crossed is not None:
            x = pen.x(trace.crossed)
            h = 4 * pen.s
            p.setPen(pen.pen(CROSS, 2.2))
            p.drawLine(QPointF(x - h, y - h), QPointF(x + h, y + h))
            p.drawLine(QPointF(x - h, y + h), QPointF(x + h, y - h))

    def _paint_preview(self, pen: DevicePen, seat: int, position: float) -> None:
        p = pen.p
        r = self._radius(pen)
        centre = QPointF(pen.x(position), pen.y(self.row_y(seat)))
        p.setPen(pen.pen(pawn_colour(seat), 2, Qt.PenStyle.DashLine))
        p.setBrush(QColor(255, 255, 255, 150))
        p.drawEllipse(centre, r, r)

    def _radius(self, pen: DevicePen) -> float:
        return max(3.0, min(8.0, self.row_height() / 2 - 1.5)) * pen.s

    def _paint_pawn(self, pen: DevicePen, pawn: Pawn) -> None:
        p = pen.p
        position = self.positions.get(pawn.seat, pawn.position)
        centre = QPointF(pen.x(position), pen.y(self.row_y(pawn.seat)))
        r = self._radius(pen)
        colour = pawn_colour(pawn.seat)
        if pawn.done and not pawn.holed:
            colour = QColor("#8d958f")
        current = pawn.seat == self.thrower
        if current:
            p.setPen(pen.pen(QColor("#1e2a22"), 2.2))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(centre, r + 3.2 * pen.s, r + 3.2 * pen.s)
        p.setPen(pen.pen(QColor("#ffffff"), 1.6))
        fill = QColor(colour)
        if pawn.holed:
            fill.setAlpha(150)
        p.setBrush(fill)
        p.drawEllipse(centre, r, r)
        name = pawn.name + (" ✓" if pawn.holed else "")
        font = pen.font(SMALL_PX, bold=current)
        width = pen.width_of(name, SMALL_PX, current) + 8 * pen.s
        height = min(self.row_height() * pen.s - 2, 15 * pen.s)
        left = centre.x() + r + 5 * pen.s
        if left + width > pen.x(self.hole.end_of_terrain + 9):
            left = centre.x() - r - 5 * pen.s - width  # at the far end, on the left
        box = QRectF(left, centre.y() - height / 2, width, height)
        p.setPen(pen.pen(colour, 1))
        p.setBrush(QColor(255, 255, 255, 215))
        p.drawRoundedRect(box, 3 * pen.s, 3 * pen.s)
        p.setFont(font)
        p.setPen(QColor("#1e2a22"))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), name)


class TrackCanvas(QGraphicsView):
    """See the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceGolfTrack")
        self.setAccessibleName(game_title("dicegolf"))  # its description: the position
        self._spoken = DiceGolfBoardWords(self)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        theme.follow(self, lambda: self.setBackgroundBrush(theme.SURFACE))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.picture: TrackPicture | None = None
        words = StripWords(title=self._title, green=self._green)
        self.hole_item: HoleItem | None = None
        self._words = words
        self.pawns: PawnsItem | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._animation.valueChanged.connect(self._moved)
        self._animation.finished.connect(self._arrived)
        self._path: list[float] = []
        self._moving: int | None = None
        self._done: Callable[[], None] | None = None

    # ---- what is shown ----------------------------------------------------------------------

    def show_picture(self, picture: TrackPicture) -> None:
        """Draw ``picture`` at once (cuts a pawn's move short)."""
        self.stop()
        hole_changed = self.picture is None or (picture.hole, picture.number) != (
            self.picture.hole, self.picture.number)
        self.picture = picture
        if self.hole_item is None or self.pawns is None:
            self.hole_item = HoleItem(as_printed(picture.hole), picture.number, self.font(),
                                      self._words)
            self.hole_item.exporting = True  # no selection: nothing is edited here
            self._scene.addItem(self.hole_item)
            self.pawns = PawnsItem(picture.hole, self.font())
            self._scene.addItem(self.pawns)
        elif hole_changed:
            self.hole_item.set_hole(as_printed(picture.hole), picture.number)
            self.pawns.trace = None
        if hole_changed:
            self.pawns.preview = None
        self.pawns.set_picture(picture)
        describe_state(self, self._spoken.track(picture))
        self._scene.setSceneRect(content_rect(picture.hole))
        self._fit()

    def set_trace(self, seat: int, start: float, end: float, crossed: float | None) -> None:
        if self.pawns is not None:
            self.pawns.trace = Trace(seat, start, end, crossed)
            self.pawns.update()

    def clear_trace(self) -> None:
        if self.pawns is not None and self.pawns.trace is not None:
            self.pawns.trace = None
            self.pawns.update()

    def set_preview(self, seat: int, position: float | None) -> None:
        """A hollow ring where the throw being decided on would leave ``seat``'s ball."""
        if self.pawns is not None:
            self.pawns.preview = None if position is None else (seat, position)
            self.pawns.update()

    def pawn_position(self, seat: int) -> float | None:
        return self.pawns.positions.get(seat) if self.pawns is not None else None

    def pawn_point(self, seat: int) -> QPointF:
        """Where ``seat``'s pawn is drawn, in the viewport's pixels (a test aims at it)."""
        assert self.pawns is not None
        position = self.pawns.positions[seat]
        scene = QPointF(position * METRE, self.pawns.row_y(seat))
        return QPointF(self.mapFromScene(scene))

    # ---- moving a pawn ----------------------------------------------------------------------

    def move_pawn(self, seat: int, path: Sequence[float], ms: int,
                  done: Callable[[], None]) -> None:
        """Move ``seat``'s pawn through ``path`` (metres) in ``ms``; ``done`` once there (at
        once when ``ms`` is 0)."""
        self.stop()
        self._path = [float(m) for m in path]
        self._moving = seat
        self._done = done
        if ms <= 0 or len(self._path) < 2:
            self._arrived()
            return
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ms)
        self._animation.start()

    def _moved(self, value: object) -> None:
        if self.pawns is None or self._moving is None or len(self._path) < 2:
            return
        t = float(value) if isinstance(value, int | float) else 0.0
        legs = [abs(b - a) for a, b in zip(self._path, self._path[1:], strict=False)]
        total = sum(legs) or 1.0
        along = t * total
        at = self._path[-1]
        for (a, b), leg in zip(zip(self._path, self._path[1:], strict=False), legs,
                               strict=True):
            if along <= leg:
                at = a + (b - a) * (along / leg if leg else 1.0)
                break
            along -= leg
        self.pawns.positions[self._moving] = at
        self.pawns.update()

    def _arrived(self) -> None:
        if self.pawns is not None and self._moving is not None and self._path:
            self.pawns.positions[self._moving] = self._path[-1]
            self.pawns.update()
        self._moving = None
        done, self._done = self._done, None
        if done is not None:
            done()

    def is_moving(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def stop(self) -> None:
        """Cut a move short (its ``done`` is not called): the pawn where it was going."""
        self._done = None
        if self.is_moving():
            self._animation.stop()
        if self.pawns is not None and self._moving is not None and self._path:
            self.pawns.positions[self._moving] = self._path[-1]
            self.pawns.update()
        self._moving = None

    # ---- fitting ----------------------------------------------------------------------------

    def _fit(self) -> None:
        rect = self._scene.sceneRect()
        if rect.isEmpty():
            return
        view = self.viewport().rect()
        sx = max(1e-3, (view.width() - 4) / rect.width())
        sy = max(0.5, min(MAX_SCALE_Y, (view.height() - 4) / rect.height()))
        self.resetTransform()
        self.scale(sx, sy)
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # ---- the strip's words ------------------------------------------------------------------

    def _title(self, hole: Hole, number: int) -> str:
        title = self.tr("Hole {number} · par {par} · {length} m").format(
            number=number, par=hole.par, length=hole.length)
        plain = not hole.name or " ".join(hole.name.lower().split()) == f"hole {number}"
        return title if plain else self.tr("{title} · {name}").format(title=title,
                                                                      name=hole.name)

    def _green(self, green: Green) -> str:
        return pretty_formula(green.formula)  # the green's colour says the rest

