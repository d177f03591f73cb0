"""``UltimatePlayView``: a round of Ultimate Golf played on screen, on the play kit.

The kit's ``TableView`` is the page (turn card, AI speed and seed, scorecard, results, the
round's saving, Save game…, the replay at the end). What is Ultimate Golf's is here: the
hole (``HoleCanvas``) with the balls, and a person's shot — a card (the compulsory one
chosen and explained), its eleven results and their fan from the ball for the current aim,
the aim moved by clicking or dragging on the hole (or ← → to turn it), the iron of a
recovery, then Roll (R or Enter) or the real throw typed; a relief chosen by its button
(or its number key) with every drop spot shown on the hole.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Unpack

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QWidget

from golfstudio import i18n
from golfstudio.plane import Point, distance
from golfstudio.ultimate.ball import take_relief
from golfstudio.ultimate.cards import ShotCard, Unit
from golfstudio.ultimate.facts import hole_length
from golfstudio.ultimate.game import (
    Drop,
    GameParams,
    Roll,
    Shot,
    Stage,
    UltimateGame,
    UltimateState,
)
from golfstudio.ultimate.lie import SituationKind
from ui.page_keys import PageKey
from ui.play_kit.scorecard import CardHooks, GameScorecard, disc_swatch, strokes_on_the_hole
from ui.play_kit.seats import HUMAN, SeatChoice, seat_text
from ui.play_kit.view import TableOptions, TableView, TurnText
from ui.play_kit.you import is_you
from ui.ultimate.play.announcements import situation_text, why_compulsory
from ui.ultimate.play.canvas import HoleCanvas, ball_colour
from ui.ultimate.play.results import card_results
from ui.ultimate.play.shot_picker import ShotPicker
from ui.ultimate.play.stage import UltimateStage

__all__ = ["AIM_TURN_DEGREES", "UltimatePlayView", "ball_swatch", "card_hooks", "scorecard_of"]

AIM_TURN_DEGREES = 2.0
"""One press of ← or → turns the aim this much about the ball."""


def ball_swatch(seat: int) -> QPixmap:
    return disc_swatch(ball_colour(seat))


def _turned(origin: Point, aim: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    v = aim - origin
    return Point(origin.x + v.x * math.cos(a) - v.y * math.sin(a),
                 origin.y + v.x * math.sin(a) + v.y * math.cos(a))


class UltimatePlayView(TableView):
    """See the module docstring."""

    def __init__(self, params: GameParams, seats: Sequence[SeatChoice | None],
                 seed: int | None = None, **options: Unpack[TableOptions]) -> None:
        """``options``: ``TableView``'s (no scorecard database unless ``store_factory``)."""
        self.params = params
        state = UltimateGame(params).new_state()
        options.setdefault("store_factory", None)
        super().__init__(state, seats, seed, **options)
        self.setObjectName("ultimatePlayView")
        self.state = state
        self.aim: Point | None = None
        self.canvas = HoleCanvas(self)
        self.shot_picker = ShotPicker(self.picker_card)
        self.stage = UltimateStage(self.canvas, self.shot_picker.dice, self)
        self.assemble(self.canvas, self.shot_picker, self.stage,
                      lambda: UltimateStage(self.canvas, None, self, announce=False),
                      scorecard_of(self.state, self), chance_by_hand=self._own_throw,
                      card_under_canvas=True)
        self.stage.said.connect(lambda text: self.say(text, kind="story"))
        self.canvas.aimMoved.connect(self.set_aim)
        self.shot_picker.cardChosen.connect(lambda _card: self._refresh_shot())
        self.shot_picker.ironChosen.connect(lambda _iron: self._refresh_shot())
        self.shot_picker.rollRequested.connect(self.roll)
        self.shot_picker.throwTyped.connect(self.play_throw)
        self.shot_picker.reliefChosen.connect(self.choose_relief)
        self.shot_picker.refused.connect(lambda text: self.say(text, error=True))
        self.start()

    # ---- the turn ---------------------------------------------------------------------------

    def _seat(self) -> int | None:
        return self.state.player_to_play()

    def describe_turn(self) -> TurnText | None:
        state = self.state
        seat = self._seat()
        if state.is_over() or seat is None:
            return None
        name = state.game.player_names()[seat]
        hole = state.hole
        number = state.game.hole_numbers[state.hole_index]
        played = state.strokes(seat)
        where = situation_text(state.situation(seat))
        who = self.seats[seat]
        kind = seat_text(who) if who is not None else self.tr("AI")
        return TurnText(
            headline=self.tr("{player} · hole {hole}").format(player=name, hole=number),
            stroke=(self.tr("After stroke {stroke}").format(stroke=played)
                    if state.stage is Stage.RELIEF
                    else self.tr("Stroke {stroke}").format(stroke=played + 1)),
            stroke_tip=(self.tr("Your strokes on this hole so far: {strokes} (penalties "
                                "included); at {pickup} the ball is picked up") if is_you(name)
                        else self.tr("{player}'s strokes on this hole so far: {strokes} "
                                     "(penalties included); at {pickup} the ball is picked "
                                     "up")).format(
                                   player=name, strokes=played, pickup=self.params.pickup),
            kind=f"{kind} · {where}",
            swatch=ball_swatch(seat),
            subtitle=self.tr("Hole {hole} · par {par} · {yards} yards · SI {si} — "
                             "{index} of {count} · {course}").format(
                hole=number, par=hole.par, yards=round(hole_length(hole)),
                si=self.stroke_index_text(), index=state.hole_index + 1,
                count=len(state.game.hole_numbers), course=self.params.course_label()),
            picker_title=(self.tr("Your relief") if state.stage is Stage.RELIEF and who == HUMAN
                          else self.tr("Your shot") if who == HUMAN or is_you(name)
                          else self.tr("{player}'s shot").format(player=name)))

    def stroke_index_text(self) -> str:
        """The hole's stroke index as the scorecard shows it, the course's beside it when
        they differ.

        A round of some holes ranks their stroke indexes 1..n (``UltimateGame.holes()``): the
        card's is the one handicap strokes are given by in this round, so the page says the
        same number as the card's SI row; the course's own (printed on the board) follows in
        words, so neither reads as a mistake."""
        state = self.state
        on_card = state.game.holes()[state.hole_index][1]
        on_course = state.hole.stroke_index
        if on_card == on_course:
            return str(on_card)
        return self.tr("{card} ({course} on the course)").format(card=on_card,
                                                                 course=on_course)

    def prepare_turn(self, seat: int) -> None:
        self.shot_picker.set_waiting()

    def offer_person(self, seat: int) -> None:
        state = self.state
        self.shot_picker.setEnabled(True)
        if state.stage is Stage.RELIEF:
            self._offer_relief(seat)
            return
        hole = state.hole
        assert hole.flag is not None
        where = state.situation(seat)
        self.aim = hole.flag
        why = why_compulsory(where)
        if where.kind is SituationKind.PUTTING and where.band is not None:
            sums = state.game.cards.putter.holing(where.band)
            why = self.tr("On the green: the putter. The first putt drops on {sums}; a miss "
                          "leaves a second putt.").format(
                sums=", ".join(str(s) for s in sums) or self.tr("no sum"))
        self.shot_picker.set_shot(state.game.cards, where, why)
        self._refresh_shot()
        self.shot_picker.roll_button.setFocus()

    def _offer_relief(self, seat: int) -> None:
        state = self.state
        outcome = state.pending_outcome
        played_from = state.played_from
        assert outcome is not None and played_from is not None
        options = state.relief_options()
        self.shot_picker.set_relief(options)
        spots = [(str(k + 1), take_relief(state.hole, played_from, outcome, option).at)
                 for k, option in enumerate(options)]
        self.canvas.show_drops(state.ball(seat).at, spots)

    def _own_throw(self, state: object) -> bool:
        """A person throws their own second putt and re-roll over the hole (§4, §5): with
        real dice at the table these are theirs to type, like the shot's."""
        if not isinstance(state, UltimateState):
            return False
        seat = state.player_to_play()
        return (state.stage in (Stage.COVERS, Stage.SECOND_PUTT) and seat is not None
                and self.table.is_person(seat))

    def offer_throw(self) -> None:
        self.shot_picker.setEnabled(True)
        self.canvas.set_aiming(False)
        if self.state.stage is Stage.COVERS:
            why = self.tr("The ball covers the hole: throw again, a 7 drops it; any other "
                          "throw is one putt more.")
        else:
            why = self.tr("The first putt missed: the second drops on any throw but a "
                          "double; a double is three putts.")
        self.shot_picker.set_throw(why)
        self.shot_picker.roll_button.setFocus()

    def awaits_throw(self) -> bool:
        """A person's own throw (a second putt, a re-roll) waits for Roll or typed dice."""
        return self.table.awaits_roll() and self._own_throw(self.state)

    def offer_nothing(self) -> None:
        self.shot_picker.setEnabled(False)
        self.canvas.set_aiming(False)
        self.canvas.clear_drops()
        if self.state.pending_shot is None:  # a shot being thrown keeps its aim line
            self.canvas.clear_aim()

    # ---- the shot being chosen --------------------------------------------------------------

    def _card(self) -> ShotCard | None:
        card_id = self.shot_picker.card_id
        if card_id is None:
            return None
        card = self.state.game.cards.card(card_id)
        return card if isinstance(card, ShotCard) else None

    def _aimed(self) -> bool:
        """The chosen card goes where it is aimed (a club, a fairway bunker or recovery
        card); feet cards and the putter are played at the flag."""
        card_id = self.shot_picker.card_id
        if card_id is None or card_id == "putter":
            return False
        card = self._card()
        return card is None or card.unit is Unit.YARDS

    def _refresh_shot(self) -> None:
        """The results, the fan and the aim line for the card and aim now chosen."""
        state = self.state
        seat = self._seat()
        card_id = self.shot_picker.card_id
        if seat is None or card_id is None or state.stage is not Stage.SHOT:
            return
        hole = state.hole
        assert hole.flag is not None
        ball = state.ball(seat)
        aimed = self._aimed()
        if not aimed or self.aim is None or self.aim == ball.at:
            self.aim = hole.flag
        aim = self.aim
        results = card_results(hole, state.game.cards, ball, card_id, aim, self.shot_picker.iron())
        self.shot_picker.show_results(results)
        self.canvas.set_aiming(aimed and self.is_human_turn())
        self.canvas.show_aim(ball.at, aim)
        self.canvas.show_fan(ball.at, [(r.dice_sum, r.outcome.landing) for r in results
                                       if r.moves])
        if aimed:
            off = math.degrees(math.atan2(
                (aim - ball.at).x * (hole.flag - ball.at).y
                - (aim - ball.at).y * (hole.flag - ball.at).x,
                (aim - ball.at).x * (hole.flag - ball.at).x
                + (aim - ball.at).y * (hole.flag - ball.at).y))
            side = (self.tr("right of the flag") if off > 0.05
                    else self.tr("left of the flag") if off < -0.05 else self.tr("at the flag"))
            angle = "" if abs(off) <= 0.05 else self.tr("{degrees}° ").format(
                degrees=i18n.grouped(round(abs(off))))
            self.shot_picker.show_aim_text(self.tr(
                "Aim: {yards} yards, {angle}{side}. Click or drag on the hole to aim; ← → "
                "turn it.").format(yards=round(distance(ball.at, aim)), angle=angle, side=side))
        else:
            self.shot_picker.show_aim_text(self.tr("Played at the flag."))

    def set_aim(self, aim: Point) -> bool:
        """Aim the person's shot at ``aim`` (yards); False when there is no shot to aim."""
        seat = self._seat()
        if not self.is_human_turn() or seat is None or not self._aimed():
            return False
        if aim == self.state.ball(seat).at:
            return False
        self.aim = aim
        self._refresh_shot()
        return True

    def turn_aim(self, degrees: float) -> None:
        seat = self._seat()
        if seat is None or self.aim is None or not self._aimed():
            return
        self.set_aim(_turned(self.state.ball(seat).at, self.aim, degrees))

    def chosen_shot(self) -> Shot | None:
        card_id = self.shot_picker.card_id
        if card_id is None or self.aim is None:
            self.say(self.tr("Choose a card first."), error=True)
            return None
        return Shot(card_id, self.aim, self.shot_picker.iron())

    def roll(self) -> None:
        """Play the shot chosen, or the person's own throw that waits; the studio throws
        the dice."""
        if self.awaits_throw():
            self.table.roll()
            return
        if not self.is_human_turn() or self.state.stage is not Stage.SHOT:
            return
        shot = self.chosen_shot()
        if shot is not None:
            self.table.act(shot)

    def play_throw(self, throw: Roll) -> None:
        """Play the shot chosen (or the throw that waits) with the real dice thrown at the
        table."""
        if self.awaits_throw():
            self.table.roll(throw)
            return
        if not self.is_human_turn() or self.state.stage is not Stage.SHOT:
            return
        shot = self.chosen_shot()
        if shot is not None:
            self.table.act(shot, outcome=throw)

    def choose_relief(self, option: int) -> None:
        if self.is_human_turn() and self.state.stage is Stage.RELIEF:
            self.table.act(Drop(option))

    def page_keys(self) -> tuple[PageKey, ...]:
        """What keyPressEvent below handles, for Help > Keyboard Shortcuts."""
        return (PageKey(self.tr("Roll the dice"), ("R", "Return")),
                PageKey(self.tr("Turn the aim"), ("Left", "Right")),
                PageKey(self.tr("Choose a relief"), tuple(str(n) for n in range(1, 10))))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if self.awaits_throw() and key in (Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.roll()
            event.accept()
            return
        if self.is_human_turn():
            if self.state.stage is Stage.SHOT:
                if key in (Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    self.roll()
                    event.accept()
                    return
                if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                    self.turn_aim(AIM_TURN_DEGREES if key == Qt.Key.Key_Left
                                  else -AIM_TURN_DEGREES)
                    event.accept()
                    return
            elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                option = int(key) - int(Qt.Key.Key_1)
                if option < len(self.state.relief_options()):
                    self.choose_relief(option)
                    event.accept()
                    return
        super().keyPressEvent(event)


def card_hooks() -> CardHooks:
    """The kit's card with par and stroke index, the players' ball colours, and each
    player's strokes so far on the hole being played (grey until the hole is over)."""
    return CardHooks(cells=strokes_on_the_hole(UltimateState), player_icon=ball_swatch,
                     par_rows=True)


def scorecard_of(state: UltimateState, parent: QWidget) -> GameScorecard:
    return GameScorecard(state, card_hooks(), parent)
