"""The hole on the table: the shared drawing (``ui.ultimate.drawing.hole_drawing``) with what a
round puts on it — each player's ball, the aim line, a card's fan of landing points, a ball in
flight and its trace, the drop spots a relief would give.

The view fits the hole when it is shown or resized, until the player zooms (wheel, about
the cursor) or pans (right or middle button drag); Home fits it again. A left click or drag
on the hole moves the aim while aiming is on (``set_aiming``): ``aimMoved(Point)`` in yards.
Everything drawn on top of the hole keeps its size on screen at any zoom.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

from golfstudio.plane import Point, distance
from golfstudio.ultimate.course import Hole
from ui import theme
from ui.game_titles import game_title
from ui.ultimate.drawing.hole_drawing import MARKERS_Z, HoleDrawing, to_scene, to_yards

__all__ = ["BALL_COLOURS", "FLIGHT_STEPS", "HoleCanvas", "ball_colour"]

BALL_COLOURS = ("#ffffff", "#f4d03f", "#e67e22", "#5dade2", "#ec7063", "#af7ac5")
"""One colour per seat (up to six players), light enough to read on grass and sand."""
FLIGHT_STEPS = 9
"""A flight lasts this many of the pace's animation steps (about a second at normal)."""
OVERLAY_Z = MARKERS_Z + 10
STRAIGHT_YARDS = 1.5
"""A fan point this near the fan's middle line is a straight result (its label alternates)."""
BALL_Z = MARKERS_Z + 20
ZOOM_STEP = 1.2
MIN_SCALE, MAX_SCALE = 0.05, 40.0


def ball_colour(seat: int) -> QColor:
    return QColor(BALL_COLOURS[seat % len(BALL_COLOURS)])


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _dot(at: Point, radius: float, fill: QColor, ring: QColor, z: float) -> QGraphicsEllipseItem:
    """A round mark of a fixed size on screen."""
    item = QGraphicsEllipseItem(-radius, -radius, 2 * radius, 2 * radius)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(ring, 1.5))
    item.setPos(to_scene(at))
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
    item.setZValue(z)
    return item


def flight_path(origin: Point, aim: Point, landing: Point) -> QPainterPath:
    """The ball's path in the scene: out along the aim line, turning off line toward where it
    lands (§3: the carry along the aim, then turned about the origin)."""
    start, end = to_scene(origin), to_scene(landing)
    carry = distance(origin, landing)
    towards = aim - origin
    length = towards.length()
    path = QPainterPath(start)
    if length == 0.0 or carry == 0.0:
        path.lineTo(end)
        return path
    along = Point(origin.x + towards.x / length * carry * 0.6,
                  origin.y + towards.y / length * carry * 0.6)
    path.quadTo(to_scene(along), end)
    return path


def _off_line(origin: Point, middle: Point, at: Point) -> float:
    """Yards from ``at`` to the line from the ball through the fan's middle."""
    m = middle - origin
    length = math.hypot(m.x, m.y)
    if length == 0:
        return distance(origin, at)
    r = at - origin
    return abs(m.x * r.y - m.y * r.x) / length


def _fan_label(text: str, origin: Point, middle: Point, at: Point, dice_sum: int,
               ahead: bool, point: QGraphicsEllipseItem) -> QGraphicsRectItem:
    """A dice sum on a small white tag beside its fan point (a child of the point, so it keeps
    its size on screen): pushed sideways away from the line through the fan's middle and a
    little further from the ball than the point — or straight beyond it (``ahead``)."""
    tag = QGraphicsRectItem(point)
    number = QGraphicsSimpleTextItem(text, tag)
    font = number.font()
    font.setPointSizeF(max(7.0, font.pointSizeF() * 0.8))
    font.setBold(True)
    number.setFont(font)
    number.setBrush(QBrush(QColor("#142878")))
    box = number.boundingRect()
    width, height = box.width() + 4, box.height()
    tag.setRect(0, 0, width, height)
    tag.setBrush(QBrush(QColor(255, 255, 255, 215)))
    tag.setPen(QPen(Qt.PenStyle.NoPen))
    number.setPos(2, 0)
    # On screen (the view only scales): the ray r and the middle line m from the ball.
    r = to_scene(at) - to_scene(origin)
    m = to_scene(middle) - to_scene(origin)
    r_len = math.hypot(r.x(), r.y()) or 1.0
    m_len = math.hypot(m.x(), m.y())
    ux, uy = r.x() / r_len, r.y() / r_len
    if m_len > 0:
        mx, my = m.x() / m_len, m.y() / m_len
    else:
        mx, my = ux, uy
    along = ux * mx + uy * my
    px, py = ux - along * mx, uy - along * my  # the ray's part across the middle line
    across = math.hypot(px, py)
    if ahead:
        px, py = ux, uy
    elif across > 0.02 and _off_line(origin, middle, at) >= STRAIGHT_YARDS:
        px, py = px / across, py / across
    else:  # on the middle line: sides by the sum, so neighbours on the line alternate
        side = 1.0 if dice_sum % 2 else -1.0
        px, py = -my * side, mx * side
    reach = 5.0 + (abs(px) * width + abs(py) * height) / 2
    cx, cy = px * reach + ux * 3, py * reach + uy * 3
    tag.setPos(cx - width / 2, cy - height / 2)
    return tag


class HoleCanvas(QGraphicsView):
    """See the module docstring. Signals: ``aimMoved(object)`` (a ``Point``),
    ``flightDone()`` when a flight's animation has ended."""

    aimMoved = Signal(object)
    flightDone = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self._scene.setParent(self)
        self.setObjectName("holeCanvas")
        self.setAccessibleName(game_title("ultimate"))  # its description: the position
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        theme.follow(self, lambda: self.setBackgroundBrush(QBrush(theme.BOARD_OFF)))
        self.setMinimumSize(320, 320)
        self.drawing = HoleDrawing(self._scene)
        self.balls: dict[int, QGraphicsEllipseItem] = {}
        self._current: int | None = None
        self._aiming = False
        self._dragging_aim = False
        self._pan_from: QPointF | None = None
        self._fitted = True
        self._aim_items: list[QGraphicsItem] = []
        self._fan_items: list[QGraphicsItem] = []
        self._drop_items: list[QGraphicsItem] = []
        self._trace_items: list[QGraphicsItem] = []
        self.fan_points: list[Point] = []
        """The landing points of the fan on show (a test reads them)."""
        self.fan_labels: dict[int, QGraphicsRectItem] = {}
        self._straight_fan: tuple[Point, list[tuple[int, Point]]] | None = None
        """The ball and the straight results whose labels are spread along their line."""
        self._label_homes: dict[int, QPointF] = {}
        self._ahead: int | None = None
        self._fan_ends: dict[int, Point] = {}
        """Each fan point's dice-sum label, by the sum."""
        self.drop_points: list[Point] = []
        """The drop spots on show, in the order of the relief buttons."""
        self._flight = QVariantAnimation(self)
        self._flight.setStartValue(0.0)
        self._flight.setEndValue(1.0)
        self._flight.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._flight.valueChanged.connect(self._fly)
        self._flight.finished.connect(self._flown)
        self._flight_path: QPainterPath | None = None
        self._flight_ball: int | None = None
        self._flight_trace: QGraphicsPathItem | None = None
        self.banner = QLabel(self)
        self.banner.setObjectName("announcement")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel#announcement { background: rgba(255, 255, 255, 225); "
                                  "color: #102a1c; border-radius: 6px; padding: 6px 10px; }")
        self.banner.setVisible(False)

    # ---- the hole ---------------------------------------------------------------------------

    @property
    def hole(self) -> Hole | None:
        return self.drawing.hole

    def show_hole(self, hole: Hole) -> None:
        """Draw ``hole`` (nothing is redrawn when it is already the one shown)."""
        if self.drawing.hole is hole:
            return
        self.stop_flight()
        self.clear_overlays()
        for item in self.balls.values():
            self._scene.removeItem(item)
        self.balls.clear()
        self.drawing.show(hole)
        bounds = self.drawing.bounds()
        self._scene.setSceneRect(bounds.adjusted(-bounds.width(), -bounds.height(),
                                                 bounds.width(), bounds.height()))
        self._fitted = True
        self.fit()

    def fit(self) -> None:
        """The whole hole in the view."""
        if self.drawing.hole is None:
            return
        self._fitted = True
        bounds = self.drawing.bounds()
        self.fitInView(bounds, Qt.AspectRatioMode.KeepAspectRatio)
        if self.banner.isVisible():
            # Room above the hole for the announcement, so it never hides the flag.
            scale = self.transform().m11() or 1.0
            room = (self.banner.height() + 16) / scale
            self.fitInView(bounds.adjusted(0, -room, 0, 0), Qt.AspectRatioMode.KeepAspectRatio)
        self._spread_straight_labels()

    def announce(self, text: str) -> None:
        """What just happened, over the top of the hole (empty: nothing)."""
        self.banner.setText(text)
        shown = self.banner.isVisible()
        self.banner.setVisible(bool(text))
        self._place_banner()
        if self._fitted and shown != bool(text):
            self.fit()

    def _place_banner(self) -> None:
        width = min(self.viewport().width() - 24, 640)
        self.banner.setFixedWidth(max(120, width))
        self.banner.adjustSize()
        self.banner.move(12, 12)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_banner()
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            return
        factor = ZOOM_STEP ** steps
        scale = self.transform().m11() * factor
        if MIN_SCALE <= scale <= MAX_SCALE:
            self._fitted = False
            self.scale(factor, factor)
            self._spread_straight_labels()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Home:
            self.fit()
            event.accept()
            return
        super().keyPressEvent(event)

    # ---- balls ------------------------------------------------------------------------------

    def set_balls(self, balls: dict[int, Point], current: int | None = None) -> None:
        """Each seat's ball where it lies (a seat not given — holed out — is not drawn);
        ``current``'s ball is ringed."""
        for seat in [s for s in self.balls if s not in balls]:
            self._scene.removeItem(self.balls.pop(seat))
        for seat, at in balls.items():
            item = self.balls.get(seat)
            if item is None:
                item = _dot(at, 6, ball_colour(seat), QColor("#1b1b1b"), BALL_Z + seat)
                item.setData(0, seat)
                self._scene.addItem(item)
                self.balls[seat] = item
            item.setPos(to_scene(at))
        self.set_current(current)

    def set_current(self, seat: int | None) -> None:
        self._current = seat
        for s, item in self.balls.items():
            ring = QColor("#d62828") if s == seat else QColor("#1b1b1b")
            item.setPen(QPen(ring, 3 if s == seat else 1.5))
            item.setZValue(BALL_Z + (10 if s == seat else s))

    def ball_at(self, seat: int) -> Point | None:
        item = self.balls.get(seat)
        return None if item is None else to_yards(item.pos())

    # ---- aim and fan ------------------------------------------------------------------------

    def set_aiming(self, on: bool) -> None:
        """Whether a left click or drag on the hole moves the aim."""
        self._aiming = on
        if not on:
            self._dragging_aim = False
        self.viewport().setCursor(Qt.CursorShape.CrossCursor if on
                                  else Qt.CursorShape.ArrowCursor)

    def is_aiming(self) -> bool:
        return self._aiming

    def show_aim(self, origin: Point, aim: Point) -> None:
        """The aim line from the ball to the aim point, with its handle."""
        self._remove(self._aim_items)
        line = QGraphicsLineItem(to_scene(origin).x(), to_scene(origin).y(),
                                 to_scene(aim).x(), to_scene(aim).y())
        line.setPen(_pen(QColor(255, 255, 255, 230), 2, Qt.PenStyle.DashLine))
        line.setZValue(OVERLAY_Z)
        handle = _dot(aim, 5, QColor(255, 255, 255, 200), QColor("#d62828"), OVERLAY_Z + 1)
        self._add(self._aim_items, line, handle)

    def show_fan(self, origin: Point, landings: Sequence[tuple[int, Point]]) -> None:
        """A card's eleven results from the ball: a thin line to each landing point, the
        point labelled with its dice sum — the board game's card is read by sum, so the
        player finds "7" on the hole as on the card. The label sits beside its point, on the
        side away from the aim line (a straight result alternates sides by its sum, so
        neighbours on the line do not cover each other), never at the ball's end."""
        self._remove(self._fan_items)
        self.fan_labels = {}
        self.fan_points = [p for _, p in landings]
        colour = QColor(20, 40, 120, 150)
        ends = [p for _, p in landings]
        middle = (Point(sum(p.x for p in ends) / len(ends), sum(p.y for p in ends) / len(ends))
                  if ends else origin)
        # Of the results straight on (6, 7, 8 of a club), the longest is labelled beyond its
        # point and the others on alternate sides, so three points a few yards apart keep
        # three readable labels.
        straight = [(distance(origin, p), s) for s, p in landings
                    if _off_line(origin, middle, p) < STRAIGHT_YARDS]
        ahead = max(straight)[1] if straight else None
        for dice_sum, p in landings:
            ray = QGraphicsLineItem(to_scene(origin).x(), to_scene(origin).y(),
                                    to_scene(p).x(), to_scene(p).y())
            ray.setPen(_pen(QColor(20, 40, 120, 90), 1))
            ray.setZValue(OVERLAY_Z - 2)
            point = _dot(p, 4, QColor(255, 255, 255, 235), colour, OVERLAY_Z + 0.5)
            point.setToolTip(self.tr("Dice {sum}").format(sum=dice_sum))
            self.fan_labels[dice_sum] = _fan_label(str(dice_sum), origin, middle, p, dice_sum,
                                                   dice_sum == ahead, point)
            self._add(self._fan_items, ray, point)
        self._straight_fan = (origin, [(s, dict(landings)[s]) for _, s in straight
                                       if s != ahead])
        self._ahead = ahead
        self._label_homes = {s: tag.pos() for s, tag in self.fan_labels.items()}
        self._fan_ends = dict(landings)
        self._spread_straight_labels()

    def _ahead_point(self) -> Point:
        assert self._ahead is not None
        return self._fan_ends[self._ahead]

    def _spread_straight_labels(self) -> None:
        """A card straight on most of its sums puts up to nine points a few yards apart on
        one line, closer on screen than a label is tall when the hole is zoomed out: the
        labels on each side of the line are moved along it, as little as they can, so that
        none covers the next (each stays beside its own point). Done again whenever the
        view's scale changes (the labels keep their size on screen, the points do not)."""
        if not self.fan_labels or self._straight_fan is None:
            return
        origin, straight = self._straight_fan
        for dice_sum, home in self._label_homes.items():
            self.fan_labels[dice_sum].setPos(home)
        scale = abs(self.transform().m11()) or 1.0  # scene units to pixels
        start = to_scene(origin)
        landings = dict(straight)
        sides: dict[int, list[tuple[float, int]]] = {}
        for dice_sum, p in straight:
            ray = to_scene(p) - start
            sides.setdefault(dice_sum % 2, []).append(
                (math.hypot(ray.x(), ray.y()) * scale, dice_sum))
        for group in sides.values():
            if len(group) < 2:
                continue
            group.sort()
            first = self.fan_labels[group[0][1]]
            far = to_scene(landings[group[-1][1]]) - to_scene(origin)
            length = math.hypot(far.x(), far.y()) or 1.0
            ux, uy = far.x() / length, far.y() / length
            box = first.rect()
            gap = abs(ux) * box.width() + abs(uy) * box.height() + 1
            # Where each label's centre lies along the line, in pixels from the ball.
            wanted = []
            for along, dice_sum in group:
                tag = self.fan_labels[dice_sum]
                centre = tag.pos() + tag.rect().center()
                wanted.append(along + centre.x() * ux + centre.y() * uy)
            placed = list(wanted)
            for k in range(1, len(placed)):
                placed[k] = max(placed[k], placed[k - 1] + gap)
            shift = (sum(wanted) - sum(placed)) / len(placed)
            placed = [at + shift for at in placed]
            if self._ahead is not None:
                # The longest straight result's label sits on the line beyond its point:
                # the stacks on either side stay short of it.
                tag = self.fan_labels[self._ahead]
                centre = tag.pos() + tag.rect().center()
                limit = (math.hypot(to_scene(self._ahead_point()).x() - start.x(),
                                    to_scene(self._ahead_point()).y() - start.y()) * scale
                         + centre.x() * ux + centre.y() * uy - gap)
                placed[-1] = min(placed[-1], limit)
                for k in range(len(placed) - 2, -1, -1):
                    placed[k] = min(placed[k], placed[k + 1] - gap)
            for (_, dice_sum), at, was in zip(group, placed, wanted, strict=True):
                move = at - was
                tag = self.fan_labels[dice_sum]
                tag.setPos(tag.pos().x() + ux * move, tag.pos().y() + uy * move)

    def clear_aim(self) -> None:
        self._remove(self._aim_items)
        self._remove(self._fan_items)
        self.fan_points = []
        self.fan_labels = {}
        self._straight_fan = None
        self._label_homes = {}

    def show_drops(self, origin: Point, spots: Sequence[tuple[str, Point]]) -> None:
        """Where each relief would put the ball, numbered as its button."""
        self._remove(self._drop_items)
        self.drop_points = [p for _, p in spots]
        for text, p in spots:
            line = QGraphicsLineItem(to_scene(origin).x(), to_scene(origin).y(),
                                     to_scene(p).x(), to_scene(p).y())
            line.setPen(_pen(QColor(255, 255, 255, 200), 1, Qt.PenStyle.DotLine))
            line.setZValue(OVERLAY_Z)
            badge = _dot(p, 9, QColor("#fff8dc"), QColor("#102a1c"), OVERLAY_Z + 1)
            badge.setPen(QPen(QColor("#102a1c"), 1.5))
            number = QGraphicsSimpleTextItem(text, badge)
            font = number.font()
            font.setBold(True)
            number.setFont(font)
            box = number.boundingRect()
            number.setPos(-box.width() / 2, -box.height() / 2)
            badge.setToolTip(text)
            self._add(self._drop_items, line, badge)

    def clear_drops(self) -> None:
        self._remove(self._drop_items)
        self.drop_points = []

    def clear_trace(self) -> None:
        self._remove(self._trace_items)
        self._flight_trace = None

    def clear_overlays(self) -> None:
        self.clear_aim()
        self.clear_drops()
        self.clear_trace()

    def scene_point(self, p: Point) -> QPointF:
        """Where ``p`` is in the viewport's coordinates (a test clicks there)."""
        return QPointF(self.mapFromScene(to_scene(p)))

    # ---- flight -----------------------------------------------------------------------------

    def fly(self, seat: int, origin: Point, aim: Point, landing: Point, ms: int) -> None:
        """The ball of ``seat`` flies from ``origin`` to ``landing``, leaving its trace;
        ``flightDone`` at the end (at once when ``ms`` is 0)."""
        self.stop_flight()
        self.clear_trace()
        path = flight_path(origin, aim, landing)
        trace = QGraphicsPathItem()
        trace.setPen(_pen(QColor(255, 255, 255, 220), 2))
        trace.setZValue(OVERLAY_Z)
        self._add(self._trace_items, trace)
        self._flight_trace = trace
        self._flight_path = path
        self._flight_ball = seat
        if seat not in self.balls:
            self.set_balls({**{s: to_yards(i.pos()) for s, i in self.balls.items()},
                            seat: origin}, self._current)
        if ms <= 0:
            self._fly(1.0)
            self._flown()
            return
        self._flight.setDuration(ms)
        self._flight.start()

    def flight_progress(self) -> float:
        """How far through its flight the ball is (0 when none is under way)."""
        if not self.is_flying():
            return 0.0
        return self._flight.currentTime() / max(1, self._flight.duration())

    def is_flying(self) -> bool:
        return self._flight.state() == QVariantAnimation.State.Running

    def _fly(self, value: object) -> None:
        path, seat = self._flight_path, self._flight_ball
        if path is None or seat is None or not isinstance(value, float):
            return
        item = self.balls.get(seat)
        if item is not None:
            item.setPos(path.pointAtPercent(value))
        if self._flight_trace is not None:
            partial = QPainterPath(path.pointAtPercent(0.0))
            steps = max(2, int(40 * value))
            for k in range(1, steps + 1):
                partial.lineTo(path.pointAtPercent(value * k / steps))
            self._flight_trace.setPath(partial)

    def _flown(self) -> None:
        self._flight_path = None
        self._flight_ball = None
        self.flightDone.emit()

    def stop_flight(self) -> None:
        """Cut a flight short (``flightDone`` is not emitted)."""
        if self.is_flying():
            self._flight.blockSignals(True)
            self._flight.stop()
            self._flight.blockSignals(False)
        self._flight_path = None
        self._flight_ball = None

    # ---- mouse ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if button == Qt.MouseButton.LeftButton and self._aiming:
            self._dragging_aim = True
            self._aim_to(event.position())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A quick second click aims again, like the first (not the scene's double click)."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self._fitted = False
            self.translate_view(delta)
            event.accept()
            return
        if self._dragging_aim:
            self._aim_to(event.position())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.set_aiming(self._aiming)
            event.accept()
            return
        if self._dragging_aim:
            self._dragging_aim = False
            self._aim_to(event.position())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def translate_view(self, delta: QPointF) -> None:
        """Pan by ``delta`` viewport pixels (the hole follows the hand)."""
        centre = self.mapToScene(self.viewport().rect().center())
        scale = self.transform().m11() or 1.0
        self.centerOn(centre - QPointF(delta.x() / scale, delta.y() / scale))

    def _aim_to(self, pos: QPointF) -> None:
        self.aimMoved.emit(to_yards(self.mapToScene(pos.toPoint())))

    # ---- items ------------------------------------------------------------------------------

    def _add(self, into: list[QGraphicsItem], *items: QGraphicsItem) -> None:
        for item in items:
            self._scene.addItem(item)
            into.append(item)

    def _remove(self, items: list[QGraphicsItem]) -> None:
        for item in items:
            self._scene.removeItem(item)
        items.clear()

    def visible_rect(self) -> QRectF:
        """The part of the scene on screen (yards, y down)."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

