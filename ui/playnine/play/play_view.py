"""``PlayNinePlayView``: a game of Play Nine at the card table, on the play kit.

The kit's ``TableView`` is the page (turn card, AI speed and seed, scorecard, results, the
round's saving, Save game…, the replay at the end). What is Play Nine's is here: the table
(``CardTable``) and a person's moves on it —

- **tee shot**: click two of your cards (the first is outlined; click it again to change
  your mind);
- **a turn**: click the draw pile (or D) to draw, or the discard pile (or T) and then the card
  of yours it replaces; holding a drawn card, click a card of yours to put it there, or the
  discard pile (or X) and then a face-down card to turn; with one face-down card left, Skip
  (or S) discards it and turns nothing. Keys 1–8 are your cards (top row 1–4, bottom row
  5–8), Esc undoes a choice, H asks for a hint;
- **the end of a hole**: every card turned, the columns and bonuses written under each
  layout, the scores in the side panel; with a person at the table the next deal waits for
  Next hole (or Enter).

What a person sees is their seat's view (``state.view(seat)``); with several people at one
screen the table hides behind a "Pass to …" screen whenever it passes from one person to
another, and at each hole's tee shot, until the next person says it is them. The Hint asks the
``strong`` AI about that same view, off the GUI thread.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QStackedWidget, QWidget

from golfstudio.playnine.game import (
    DRAW_PILE,
    SKIP,
    GameParams,
    HoleEnd,
    Phase,
    Played,
    PlayNineGame,
    PlayNineState,
    Swap,
    TakeDiscard,
    TeeShot,
    Turn,
)
from golfstudio.playnine.scoring import SLOTS
from ui.page_keys import PageKey
from ui.play_kit.scorecard import CardHooks, GameScorecard, disc_swatch
from ui.play_kit.seats import HUMAN, SeatChoice, seat_text
from ui.play_kit.view import TableOptions, TableView, TurnText
from ui.play_kit.you import is_you
from ui.playnine.play.canvas import CardTable, SlotTarget, Spot, Target, seat_colour
from ui.playnine.play.hint import HintBoard, HintText
from ui.playnine.play.panel import PassScreen, TurnPanel
from ui.playnine.play.stage import PlayNineStage
from ui.playnine.play.words import PlayNineWords, number

__all__ = ["PlayNinePlayView", "card_hooks", "scorecard_of", "seat_swatch"]

SLOT_KEYS = {getattr(Qt.Key, f"Key_{k + 1}"): k for k in range(SLOTS)}
"""1–4 the top row, 5–8 the bottom row, as a layout reads."""
PLAYER_PHASES = (Phase.TEE, Phase.TURN, Phase.DRAW, Phase.DRAWN)


def seat_swatch(seat: int) -> QPixmap:
    return disc_swatch(seat_colour(seat))


def card_hooks() -> CardHooks:
    """The kit's card with each player's colour (a hole's score is a card total: no par)."""
    return CardHooks(player_icon=seat_swatch)


def scorecard_of(state: PlayNineState, parent: QWidget) -> GameScorecard:
    return GameScorecard(state, card_hooks(), parent)


class PlayNinePlayView(TableView):
    """See the module docstring."""

    def __init__(self, params: GameParams, seats: Sequence[SeatChoice | None],
                 seed: int | None = None, **options: Unpack[TableOptions]) -> None:
        """``options``: ``TableView``'s (no scorecard database unless ``store_factory``)."""
        self.params = params
        state = PlayNineGame(params).new_state()
        options.setdefault("store_factory", None)
        super().__init__(state, seats, seed, **options)
        self.setObjectName("playNinePlayView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.state = state
        self.words = PlayNineWords(self)
        self.passing: int | None = None
        """The person the table is being passed to (the pass screen is up)."""
        self.shown_to: int | None = None
        """The person the table was last shown to (hot seat)."""
        self.chosen: Spot | int | None = None
        """A choice on the way to a move: the tee shot's first card, or the discard pile (to
        take it, or to discard the drawn card)."""
        self.last_hole: HoleEnd | None = None
        self.canvas = CardTable(self)
        self.pass_screen = PassScreen(self)
        self.table_stack = QStackedWidget(self)
        self.table_stack.setObjectName("tableStack")
        self.table_stack.addWidget(self.canvas)
        self.table_stack.addWidget(self.pass_screen)
        self.panel = TurnPanel(self.picker_card)
        # A table of AIs only hides nothing from its spectators: it is told like a replay.
        people = any(choice == HUMAN for choice in self.choices)
        self.table_stage = PlayNineStage(self.canvas, viewer=self.viewer if people else None,
                                         live=True, hold=self.has_person, parent=self)
        self.assemble(self.table_stack, self.panel, self.table_stage,
                      lambda: PlayNineStage(self.canvas, parent=self),
                      scorecard_of(state, self), card_under_canvas=True)
        self.persons = [s for s in range(len(params.players)) if self.table.is_person(s)]
        self.hints = HintBoard(lambda: len(self.state.history), self)
        self.hints.ready.connect(self._hint_ready)
        self.hints.failed.connect(lambda text: self.say(text, error=True))
        self.table_stage.said.connect(lambda text: self.say(text, kind="story"))
        self.table_stage.holding.connect(self._holding)
        self.canvas.clicked.connect(self.click)
        self.pass_screen.shown.connect(self.show_table)
        self.panel.drawRequested.connect(self.draw)
        self.panel.takeRequested.connect(self.take_discard)
        self.panel.discardRequested.connect(self.discard_drawn)
        self.panel.skipRequested.connect(self.skip)
        self.panel.cancelRequested.connect(self.cancel)
        self.panel.hintRequested.connect(self.ask_hint)
        self.table.applied.connect(self._applied)
        self.table.gameOver.connect(self._results_of_playoff)
        self.start()

    # ---- who sees the table -----------------------------------------------------------------

    def has_person(self) -> bool:
        return bool(self.persons)

    def viewer(self, state: PlayNineState) -> int | None:
        """For whom the table is drawn: the person to play (once the table is theirs), else
        the one person at the table, else nobody in particular."""
        if (state.phase in PLAYER_PHASES and self.table.is_person(state.turn)
                and self.passing is None and (len(self.persons) == 1
                                              or self.shown_to == state.turn)):
            return state.turn
        if len(self.persons) == 1:
            return self.persons[0]
        return None

    def is_passing(self) -> bool:
        return self.passing is not None

    def _needs_pass(self, seat: int) -> bool:
        return len(self.persons) > 1 and self.shown_to != seat

    # ---- the turn ---------------------------------------------------------------------------

    def describe_turn(self) -> TurnText | None:
        state = self.state
        if state.is_over() or state.phase not in PLAYER_PHASES:
            return None
        seat = state.turn
        names = state.game.player_names()
        name = names[seat]
        who = self.seats[seat]
        kind = seat_text(who) if who is not None else self.tr("AI")
        doing = {Phase.TEE: self.tr("Tee shot"), Phase.TURN: self.tr("Draw or take"),
                 Phase.DRAW: self.tr("Drawing"), Phase.DRAWN: self.tr("Place the card")}
        if state.out is not None:
            kind = (self.tr("{kind} · last turn: you went out") if is_you(names[state.out])
                    else self.tr("{kind} · last turn: {player} went out")).format(
                kind=kind, player=names[state.out])
        hole = self.words.hole_label(state)
        person = self.table.is_person(seat)
        return TurnText(
            headline=(self.tr("Pass to {player}").format(player=name) if self.passing == seat
                      else name),
            stroke=doing[state.phase], stroke_tip=hole, kind=kind, swatch=seat_swatch(seat),
            subtitle=(self.tr("{hole} · you deal · {card}") if is_you(names[state.dealer])
                      else self.tr("{hole} · {dealer} deals · {card}")).format(
                hole=hole, dealer=names[state.dealer], card=state.game.card_name()),
            picker_title=(self.tr("Your turn") if person and is_you(name)
                          else self.tr("Your turn, {player}").format(player=name) if person
                          else self.tr("{player} is playing").format(player=name)))

    def prepare_turn(self, seat: int) -> None:
        self.chosen = None
        self.hints.forget()
        self.panel.show_hint("")
        self.canvas.set_hint(())
        if self.table.is_person(seat) and self._needs_pass(seat):
            self.passing = seat
            self.pass_screen.pass_to(self.state.game.player_names()[seat],
                                     self.state.phase is Phase.TEE)
            self.table_stack.setCurrentWidget(self.pass_screen)
        elif self.passing is None:
            self.table_stack.setCurrentWidget(self.canvas)

    def show_table(self) -> bool:
        """The person the table passed to says it is them: their cards, their turn."""
        seat = self.passing
        if seat is None:
            return False
        self.passing = None
        self.shown_to = seat
        self.table_stack.setCurrentWidget(self.canvas)
        self.table_stage.show(self.state)
        self._show_turn()
        if self.is_human_turn():
            self._offer(seat)
        self.canvas.setFocus()
        return True

    def offer_person(self, seat: int) -> None:
        if self.passing is not None:
            self.panel.offer((), self.tr("The table is passed to {player}.").format(
                player=self.state.game.player_names()[seat]))
            self.canvas.set_marks()
            return
        self.shown_to = seat
        self._offer(seat)

    def offer_nothing(self) -> None:
        self.chosen = None
        self.panel.offer((), self.panel.prompt.text() if self.is_over() else "")
        self.canvas.set_marks(hinted=())
        self.panel.show_hint("")

    def _offer(self, seat: int) -> None:
        """What the person at ``seat`` may click now, and what the panel says."""
        if self.isVisible() and not self.canvas.hasFocus():
            self.canvas.setFocus()  # the keys (1–8, D, T, X…) reach the table at once
        state = self.state
        down = state.face_down(seat)
        own = [SlotTarget(seat, s) for s in range(SLOTS)]
        own_down = [SlotTarget(seat, s) for s in down]
        top = state.top_discard()
        words = self.words
        chosen = self.chosen
        if state.phase is Phase.TEE:
            first = chosen if isinstance(chosen, int) else None
            prompt = (self.tr("Tee shot: click a second card to turn it with {slot}.").format(
                slot=words.slot(first)) if first is not None
                else self.tr("Tee shot: click two of your cards to turn them face up."))
            buttons = ["hint", "cancelChoice"] if first is not None else ["hint"]
            selected = [SlotTarget(seat, first)] if first is not None else []
            self.panel.offer(buttons, prompt)
            self.canvas.set_marks(clickable=own_down, selected=selected)
        elif state.phase is Phase.TURN:
            if chosen is Spot.DISCARD:
                self.panel.offer(["cancelChoice", "hint"], self.tr(
                    "Click the card of yours that {card} replaces.").format(
                        card=words.card(top)))
                self.canvas.set_marks(clickable=[*own, Spot.DISCARD], selected=[Spot.DISCARD])
            else:
                self.panel.offer(["drawPile", "takeDiscard", "hint"], self.tr(
                    "Draw from the pile, or take {card} from the discard.").format(
                        card=words.card(top)))
                self.canvas.set_marks(clickable=[Spot.PILE, Spot.DISCARD])
        elif state.phase is Phase.DRAWN:
            view = state.view(seat)
            card = words.card(view.drawn)
            skip = ["skip"] if len(down) == 1 else []
            if chosen is Spot.DISCARD:
                prompt = (self.tr("Click a face-down card to turn it, or Skip.") if skip
                          else self.tr("Click a face-down card to turn it."))
                self.panel.offer(["cancelChoice", "hint", *skip], prompt)
                self.canvas.set_marks(clickable=[*own_down, Spot.DISCARD],
                                      selected=[Spot.DISCARD])
            else:
                prompt = self.tr("You drew {card}: click a card of yours to put it there, or "
                                 "discard it and turn a face-down card.").format(card=card)
                if skip:
                    prompt += " " + self.tr("With one face-down card left you may also Skip.")
                self.panel.offer(["discardDrawn", "hint", *skip], prompt)
                self.canvas.set_marks(clickable=[*own, Spot.DISCARD], selected=[Spot.HAND])

    # ---- a person's moves -------------------------------------------------------------------

    def _my_turn(self) -> int | None:
        """The person's seat when they may act on the table now; else says why not."""
        if self.is_over():
            self.say(self.tr("The game is over."), error=True)
            return None
        if self.passing is not None:
            self.say(self.tr("The table is being passed: press the button first."), error=True)
            return None
        if not self.is_human_turn():
            if self.table_stage.is_holding():
                self.say(self.tr("The hole is scored: press Next hole to deal the next one."),
                         error=True)
            else:
                self.say(self.tr("Wait for your turn: {player} is playing.").format(
                    player=self.state.game.player_names()[self.state.turn]
                    if self.state.turn >= 0 else self.tr("the dealer")), error=True)
            return None
        return self.state.turn

    def _act(self, action: Any) -> bool:
        refusal = self.state.check(action)
        if refusal is not None:
            self.say(_sentence(refusal), error=True)
            return False
        self.chosen = None
        self.say("")
        return self.table.act(action) is None

    def click(self, target: Target) -> None:
        """A card, a pile or the hand clicked on the table."""
        seat = self._my_turn()
        if seat is None:
            return
        if isinstance(target, SlotTarget):
            if target.seat != seat:
                self.say(self.tr("That is {player}'s card: click one of your own.").format(
                    player=self.state.game.player_names()[target.seat]), error=True)
                return
            self.choose_slot(target.slot)
        elif target is Spot.PILE:
            self.draw()
        elif target is Spot.DISCARD:
            if self.state.phase is Phase.DRAWN:
                self.discard_drawn()
            else:
                self.take_discard()
        else:
            self.say(self.tr("That is the card in hand: click where it goes, or the discard "
                             "pile."), error=True)

    def choose_slot(self, slot: int) -> bool:
        """A card of the person's own (``slot`` 0–7), by click or key."""
        seat = self._my_turn()
        if seat is None:
            return False
        state = self.state
        if state.phase is Phase.TEE:
            if state.face_up[seat][slot]:
                self.say(self.tr("That card is face up already."), error=True)
                return False
            first = self.chosen if isinstance(self.chosen, int) else None
            if first is None or first == slot:
                self.chosen = None if first == slot else slot
                self.say("")
                self._offer(seat)
                return True
            return self._act(TeeShot(min(first, slot), max(first, slot)))
        if state.phase is Phase.TURN:
            if self.chosen is not Spot.DISCARD:
                self.say(self.tr("First draw from the pile or take the discard: then click the "
                                 "card it replaces."), error=True)
                return False
            return self._act(TakeDiscard(slot))
        if self.chosen is Spot.DISCARD:
            return self._act(Turn(slot))
        return self._act(Swap(slot))

    def draw(self) -> bool:
        if self._my_turn() is None:
            return False
        return self._act(DRAW_PILE)

    def take_discard(self) -> bool:
        """Take the top discard (then a card of the person's is clicked); again: undo."""
        seat = self._my_turn()
        if seat is None:
            return False
        if self.state.phase is not Phase.TURN:
            return self._refuse_choice()
        self.chosen = None if self.chosen is Spot.DISCARD else Spot.DISCARD
        self.say("")
        self._offer(seat)
        return True

    def discard_drawn(self) -> bool:
        """Put the drawn card on the discard pile (then a face-down card is clicked)."""
        seat = self._my_turn()
        if seat is None:
            return False
        if self.state.phase is not Phase.DRAWN:
            return self._refuse_choice()
        self.chosen = None if self.chosen is Spot.DISCARD else Spot.DISCARD
        self.say("")
        self._offer(seat)
        return True

    def _refuse_choice(self) -> bool:
        state = self.state
        if state.phase is Phase.TEE:
            self.say(self.tr("First the tee shot: click two of your cards."), error=True)
        elif state.phase is Phase.TURN:
            self.say(self.tr("Draw a card first: there is nothing in your hand to discard."),
                     error=True)
        else:
            self.say(self.tr("You have drawn already: put the card in your layout or discard "
                             "it."), error=True)
        return False

    def skip(self) -> bool:
        if self._my_turn() is None:
            return False
        return self._act(SKIP)

    def cancel(self) -> None:
        seat = self._my_turn()
        if seat is not None and self.chosen is not None:
            self.chosen = None
            self.say("")
            self._offer(seat)

    def next_hole(self) -> bool:
        return self.table_stage.next_hole()

    # ---- the hint ---------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        seat = self._my_turn()
        if seat is None:
            return False
        self.panel.show_hint(self.tr("Strong is thinking…"))
        self.hints.ask(self.state.view(seat), self.seed * 1_000 + len(self.state.history))
        return True

    def _hint_ready(self, hint: HintText) -> None:
        if not self.is_human_turn():
            return
        self.panel.show_hint(hint.html)
        self.canvas.set_hint(self.hints.targets)

    # ---- what happened ----------------------------------------------------------------------

    def _applied(self, action: Any, record: object) -> None:
        self.hints.forget()
        self.canvas.set_hint(())
        if isinstance(record, Played) and record.end is not None:
            self.last_hole = record.end
            self.shown_to = None  # each hole's tee shot is passed again (hot seat)
            self.scorecard.update_from(self.state)
            self._show_hole(record.end)

    def _show_hole(self, end: HoleEnd) -> None:
        names = self.state.game.player_names()
        title = (self.tr("Play-off hole scored") if end.playoff
                 else self.tr("Hole {hole} scored").format(hole=end.hole + 1))
        lines = []
        if end.went_out is not None:
            first = names[end.went_out]
            lines.append(self.tr("You went out first.") if is_you(first)
                         else self.tr("{player} went out first.").format(player=first))
        for seat in sorted(end.scores, key=lambda s: (end.scores[s], s)):
            layout = end.layouts[seat]
            lines.append(self.tr("<b>{player} {points}</b> — {why}").format(
                player=html.escape(names[seat]), points=number(end.scores[seat]),
                why=html.escape(self.words.layout(layout))))
        self.panel.show_hole(title, "<br>".join(lines))

    def _holding(self, on: bool) -> None:
        """A scored hole waits for Next hole: the turn card says so."""
        if not on:
            return
        end = self.last_hole
        title = (self.tr("Play-off hole scored") if end is not None and end.playoff
                 else self.tr("Hole {hole} scored").format(
                     hole=end.hole + 1 if end is not None else ""))
        self.turn_swatch.clear()
        self.turn_label.setText(title)
        self.stroke_label.setText("")
        self.stroke_label.setToolTip("")
        self.kind_label.setText(self.tr("Read the scores on the table, then Next hole (Enter)."))
        self.picker_title.setText(title)
        self.say(self.tr("The hole is scored: read the scores, then Next hole (Enter)."),
                 kind="hole")
        self.panel.offer((), self.tr("Next hole deals the cards again."))

    def _results_of_playoff(self) -> None:
        """The results name the play-off when one decided the game (it is not on the card,
        which keeps the game's holes)."""
        state = self.state
        rows = state.playoff_card()
        if not rows:
            return
        names = state.game.player_names()
        tied = [s for s in range(len(names)) if rows[0][s] is not None]
        lines = [self.tr("{players} tied on {total}: a sudden-death play-off.").format(
            players=self.tr(" and ").join(names[s] for s in tied),
            total=number(state.scores()[tied[0]]))]
        for k, row in enumerate(rows, start=1):
            scores = ", ".join(f"{names[s]} {number(v)}" for s, v in enumerate(row)
                               if v is not None)
            lines.append(self.tr("Play-off hole {number}: {scores}").format(number=k,
                                                                           scores=scores))
        winners = state.winners()
        if len(winners) == 1 and is_you(names[winners[0]]):
            lines.append(self.tr("<b>You win the play-off.</b>"))
        elif len(winners) == 1:
            lines.append(self.tr("<b>{player} wins the play-off.</b>").format(
                player=html.escape(names[winners[0]])))
        else:
            lines.append(self.tr("Still tied after %n play-off hole(s): the win is shared.",
                                 "", len(rows)))
        self.results_label.setText(self.results_label.text() + "<br><br>"
                                   + "<br>".join(lines))

    # ---- keys -------------------------------------------------------------------------------

    def page_keys(self) -> tuple[PageKey, ...]:
        """What keyPressEvent below handles, for Help > Keyboard Shortcuts."""
        return (PageKey(self.tr("Draw a card"), ("D", "Space")),
                PageKey(self.tr("Take the discard"), ("T",)),
                PageKey(self.tr("Discard the drawn card"), ("X",)),
                PageKey(self.tr("Skip"), ("S",)),
                PageKey(self.tr("Cancel"), ("Esc",)),
                PageKey(self.tr("Ask for a hint"), ("H",)),
                PageKey(self.tr("Choose a card of your grid"),
                        tuple(str(n) for n in range(1, SLOTS + 1))),
                PageKey(self.tr("Next hole"), ("Return",)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table_stage.is_holding():
            self.next_hole()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.passing is not None:
            self.show_table()
        elif key in SLOT_KEYS and self.is_human_turn() and self.passing is None:
            self.choose_slot(SLOT_KEYS[key])
        elif key in _MOVE_KEYS and self.is_human_turn() and self.passing is None:
            getattr(self, _MOVE_KEYS[key])()
        else:
            super().keyPressEvent(event)
            return
        event.accept()


_MOVE_KEYS: Mapping[Qt.Key, str] = {
    Qt.Key.Key_D: "draw", Qt.Key.Key_Space: "draw", Qt.Key.Key_T: "take_discard",
    Qt.Key.Key_X: "discard_drawn", Qt.Key.Key_S: "skip", Qt.Key.Key_Escape: "cancel",
    Qt.Key.Key_H: "ask_hint",
}


def _sentence(text: str) -> str:
    """The engine's words as a sentence on the status line."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
