"""``DiceGolfPlayView``: a game of Dice Golf on screen, on the play kit.

The kit's ``TableView`` is the page (turn card, AI speed and seed, the live scorecard under
the track, results, the round's saving, Save game…, the replay at the end). What is Dice
Golf's is here: the track and the throw (``DiceGolfCanvas``), and a person's hands —

- **their roll**: Roll (or R) and the studio rolls; or the faces of their real dice typed,
  which answer the engine's chance nodes die by die;
- **a selection** (the green, a triple bunker, water): click the dice on the board (or 1–5)
  to keep them, then Keep (Enter) — the others are rolled, or typed;
- **after the throw**: a button for each choice the engine offers — accept (Enter), each
  card that does something now, each sign of the formula to change, fair play — with what
  it would make of the throw (``DiceGolfState.outcomes``) under it;
- **before another's throw**: the cards they may lay against it, or Pass.

A person's throws are theirs to roll: the table waits for them at the first die of each roll
(``chance_by_hand``); an AI's dice fall by themselves at the pace chosen. Hands are hidden
information: the picker shows the hand of the person acting; with several people at one
screen and cards in play, the kit's pass screen covers the picker whenever it passes from
one person to another (the track, the dice and the scores are everyone's).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence
from typing import Any, Unpack

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.actions import (
    ACCEPT,
    DICE_LABELS,
    PASS,
    Accept,
    Action,
    Keep,
    Lay,
    Operation,
    Pass,
    Play,
    Roll,
)
from golfstudio.dicegolf.game import DiceGolfGame, DiceGolfState, GameParams, Stage
from golfstudio.dicegolf.records import Rolled
from golfstudio.engine.errors import GameError
from golfstudio.engine.state import State
from ui.dicegolf.play.board import DiceGolfCanvas
from ui.dicegolf.play.picker import CardChip, Choice, ThrowPicker, parse_faces, parse_operation
from ui.dicegolf.play.stage import DiceGolfStage, throw_end_of
from ui.dicegolf.play.track import pawn_swatch
from ui.dicegolf.play.words import DiceGolfWords
from ui.page_keys import PageKey
from ui.play_kit.scorecard import CardHooks, GameScorecard, strokes_on_the_hole
from ui.play_kit.seats import SeatChoice, seat_text
from ui.play_kit.view import TableOptions, TableView, TurnText
from ui.play_kit.you import is_you

__all__ = ["DiceGolfPlayView", "card_hooks", "first_of_roll", "scorecard_of"]

DIE_KEYS = {getattr(Qt.Key, f"Key_{k + 1}"): k for k in range(len(DICE_LABELS))}
"""1–5: the dice in the board's order (B1 B2 R1 R2 W)."""


def first_of_roll(state: DiceGolfState) -> bool:
    """Whether the die the engine waits for is the first of a roll: the throw's first roll
    or a bunker's or grove's second one (every die of it not rolled yet). A selection's
    re-roll is not: the person gives it with the Keep (``Keep`` rolls the others at once)."""
    if state.stage is not Stage.DICE:
        return False
    info = state.current_throw()
    return (info is not None and info.kept is None
            and all(d is None for d in info.dice))


def card_hooks() -> CardHooks:
    """The kit's card with par and stroke index, the pawns' colours, and each player's
    strokes so far on the hole being played (grey until the hole is over)."""
    return CardHooks(cells=strokes_on_the_hole(DiceGolfState), player_icon=pawn_swatch,
                     par_rows=True)


def scorecard_of(state: DiceGolfState, parent: QWidget) -> GameScorecard:
    return GameScorecard(state, card_hooks(), parent)


class DiceGolfPlayView(TableView):
    """See the module docstring."""

    def __init__(self, params: GameParams, seats: Sequence[SeatChoice | None],
                 seed: int | None = None, **options: Unpack[TableOptions]) -> None:
        """``options``: ``TableView``'s (no scorecard database unless ``store_factory``)."""
        self.params = params
        game = DiceGolfGame(params)
        state = game.new_state()
        options.setdefault("store_factory", None)
        super().__init__(state, seats, seed, **options)
        self.setObjectName("diceGolfPlayView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.state = state
        self.words = DiceGolfWords(self)
        self.canvas = DiceGolfCanvas(self)
        self.throw_picker = ThrowPicker(self.picker_card)
        self.dice_stage = DiceGolfStage(self.canvas, game, live=True, parent=self)
        self.assemble(self.canvas, self.throw_picker, self.dice_stage,
                      lambda: DiceGolfStage(self.canvas, game, parent=self),
                      scorecard_of(state, self), chance_by_hand=self._own_roll,
                      card_under_canvas=True)
        self.persons = [s for s in range(len(params.players)) if self.table.is_person(s)]
        self.hidden_hands = params.cards and len(self.persons) > 1
        """Several people at one screen with hands to hide: the hot seat's pass screen."""
        self.passing: int | None = None
        """The person the picker is being passed to (the pass screen is up)."""
        self.shown_to: int | None = None
        """The person whose hand the picker last showed."""
        self.keep: list[bool] = []
        """The dice clicked to keep in a person's selection."""
        self.dice_stage.said.connect(lambda text: self.say(text, kind="story"))
        self.canvas.tray.toggled.connect(self.toggle_die)
        self.throw_picker.rollRequested.connect(self.roll)
        self.throw_picker.facesTyped.connect(self.play_typed)
        self.throw_picker.keepRequested.connect(self.keep_dice)
        self.throw_picker.chosen.connect(self.choose)
        self.throw_picker.passShown.connect(self.show_hand_to_person)
        self.table.applied.connect(self._applied)
        self.table.gameOver.connect(self._results_of_cards)
        self.start()

    # ---- who acts ---------------------------------------------------------------------------

    def _own_roll(self, state: State[Any]) -> bool:
        """A person rolls their own dice: the table waits at the first die of each roll, and
        at the operations die of a sign they change."""
        if not isinstance(state, DiceGolfState):
            return False
        if not first_of_roll(state) and state.stage is not Stage.SIGN:
            return False
        thrower = state.thrower
        return thrower is not None and self.table.is_person(thrower)

    def awaits_roll(self) -> bool:
        """A person's roll waits for Roll or their dice typed (and the picker is theirs)."""
        return self.table.awaits_roll() and self._own_roll(self.state) and self.passing is None

    def acting(self) -> int | None:
        """The person who may act through the picker now, or None."""
        if self.passing is not None or self.is_over():
            return None
        if self.table.awaits_roll() and self._own_roll(self.state):
            return self.state.thrower
        if self.is_human_turn():
            return self.state.current_player()
        return None

    def viewer(self) -> int | None:
        """Whose hand the picker may show: the person acting, else the one person at the
        table; with several people, nobody's between their turns."""
        seat = self.acting()
        if seat is not None:
            return seat
        return self.persons[0] if len(self.persons) == 1 else None

    def _needs_pass(self, seat: int) -> bool:
        return self.hidden_hands and self.shown_to != seat

    # ---- the turn ---------------------------------------------------------------------------

    def describe_turn(self) -> TurnText | None:
        state = self.state
        info = state.current_throw()
        if state.is_over() or info is None:
            return None
        names = state.game.player_names()
        thrower = info.seat
        deciding = state.current_player() if state.stage is Stage.AGAINST else thrower
        who = self.seats[deciding]
        kind = seat_text(who) if who is not None else self.tr("AI")
        hole = state.hole
        person = self.table.is_person(deciding)
        if state.stage is Stage.AGAINST:
            headline = self.tr("{player}: a card against {thrower}?").format(
                player=names[deciding], thrower=names[thrower])
            title = (self.tr("Your cards") if person and is_you(names[deciding])
                     else self.tr("Your cards, {player}").format(player=names[deciding])
                     if person
                     else self.tr("{player} may lay a card").format(player=names[deciding]))
        else:
            headline = self.tr("{player} · hole {hole}").format(player=names[thrower],
                                                                 hole=state.hole_number)
            title = (self.tr("Your throw") if is_you(names[thrower])
                     else self.tr("Your throw, {player}").format(player=names[thrower])
                     if person else self.tr("{player}'s throw").format(player=names[thrower]))
        throws, penalties = state.throws(thrower), state.penalties(thrower)
        return TurnText(
            headline=headline,
            stroke=self.tr("Throw {throw}").format(throw=throws + 1),
            stroke_tip=self.tr("{player} on this hole: %n throw(s) so far, penalties "
                               "{penalties}; ten throws at most", "", throws).format(
                                   player=names[thrower], penalties=penalties),
            kind=self.tr("{kind} · {lie}").format(kind=kind,
                                                  lie=self.words.lie(hole, info.start)),
            swatch=pawn_swatch(deciding),
            subtitle=self.tr("Hole {hole} · par {par} · {length} m — {index} of {count} · "
                             "{card}").format(
                hole=state.hole_number, par=hole.par, length=hole.length,
                index=state.hole_index + 1, count=len(state.game.hole_numbers),
                card=state.game.card_name()),
            picker_title=title)

    def offer_throw(self) -> None:
        """A person's roll waits (the kit: a throw left to a hand)."""
        seat = self.state.thrower
        if seat is not None:
            self._offer(seat)

    def offer_person(self, seat: int) -> None:
        self._offer(seat)

    def offer_nothing(self) -> None:
        self.keep = []
        self.canvas.tray.set_choosing(None)
        state = self.state
        if self.is_over():
            self.throw_picker.offer_wait("")
        else:
            thrower = state.thrower
            name = state.game.player_names()[thrower] if thrower is not None else ""
            self.throw_picker.offer_wait(
                self.tr("{player} is throwing…").format(player=name) if name
                else self.tr("The cards are being dealt…"))
        self._show_hand(self.viewer())

    def _offer(self, seat: int) -> None:
        """What the person at ``seat`` may do now; first the pass screen if the picker was
        last another person's."""
        if self._needs_pass(seat):
            self.passing = seat
            name = self.state.game.player_names()[seat]
            self.throw_picker.show_pass(name, self.tr(
                "{player} plays next. Everyone else, look away: {player}'s cards are theirs "
                "alone.").format(player=name))
            self._show_turn()
            return
        self.shown_to = seat
        if self.isVisible() and not self.hasFocus():
            self.setFocus()
        state = self.state
        self._show_hand(seat)
        if state.stage is Stage.DICE:
            self._offer_roll(state)
        elif state.stage is Stage.SIGN:
            self.throw_picker.offer_operation(self.tr(
                "Roll the operations die for the sign you change (×, + or −)."))
            self.throw_picker.roll_button.setFocus()
        elif state.stage is Stage.KEEP:
            self._offer_keep(state)
        elif state.stage is Stage.AGAINST:
            self._offer_lay(state, seat)
        elif state.stage is Stage.DECIDE:
            self._offer_decisions(state, seat)

    def show_hand_to_person(self) -> bool:
        """The person the picker passed to says it is them: their hand, their choice."""
        seat = self.passing
        if seat is None:
            return False
        self.passing = None
        self.shown_to = seat
        self._show_turn()
        self._offer(seat)
        return True

    def _pending(self, state: DiceGolfState) -> list[str]:
        info = state.current_throw()
        if info is None:
            return []
        return [DICE_LABELS[i] for i, d in enumerate(info.dice) if d is None]

    def _offer_roll(self, state: DiceGolfState) -> None:
        info = state.current_throw()
        assert info is not None
        needs = self.words.throw_needs(info, state.hole)
        prompt = (self.tr("No double on the first roll: roll again.") if info.roll > 1
                  else self.tr("From {start}: {needs}").format(
                      start=self.words.metres(info.start), needs=needs))
        self.throw_picker.offer_roll(prompt, self._pending(state))
        self.throw_picker.roll_button.setFocus()

    def _offer_keep(self, state: DiceGolfState) -> None:
        info = state.current_throw()
        assert info is not None
        self.keep = [False] * len(info.dice)
        self.canvas.tray.set_choosing(self.keep)
        prompt = self.tr("Click the dice to keep ({needs} is needed); the others are rolled "
                         "again.").format(needs=self.words.combination(info.needs or ""))
        self.throw_picker.offer_keep(prompt, self.words.keep_text(self.keep),
                                     self._rolled_again())
        self.throw_picker.keep_button.setFocus()

    def _rolled_again(self) -> list[str]:
        return [DICE_LABELS[i] for i, kept in enumerate(self.keep) if not kept]

    def _offer_lay(self, state: DiceGolfState, seat: int) -> None:
        names = state.game.player_names()
        thrower = state.thrower
        assert thrower is not None
        choices = [Choice(a, self.words.decision(state, a),
                          tip=self.words.decision_tip(state, a),
                          primary=isinstance(a, Pass))
                   for a in state.legal_actions() if isinstance(a, Lay | Pass)]
        choices.sort(key=lambda c: isinstance(c.action, Pass))  # the cards, then Pass
        prompt = self.tr("{thrower} is about to throw from {start}. Lay a card against the "
                         "throw?").format(thrower=names[thrower],
                                          start=self.words.metres(state.position(thrower)))
        self.throw_picker.offer_choices(prompt, choices)

    def _offer_decisions(self, state: DiceGolfState, seat: int) -> None:
        view = state.view(seat)
        info = state.current_throw()
        assert info is not None and info.result is not None
        choices: list[Choice] = []
        for action in state.legal_actions():
            try:
                hint = self.words.hint(view.outcomes(action))
            except GameError:
                hint = ""
            choices.append(Choice(action, self.words.decision(state, action),
                                  self.tr("→ {outcome}").format(outcome=hint) if hint else "",
                                  self.words.decision_tip(state, action),
                                  primary=isinstance(action, Accept)))
        prompt = (self.tr("Accept the throw as it fell (its result is on the board), or "
                          "change it:") if len(choices) > 1
                  else self.tr("Accept the throw as it fell."))
        withheld = view.fair_play_withheld()
        if withheld is not None:  # blocked, but rule 9 wants the other remedies tried first
            prompt += "<br>" + html.escape(self.tr("No fair play: {reason}.").format(
                reason=withheld))
        self.throw_picker.offer_choices(prompt, choices)

    def _show_hand(self, seat: int | None) -> None:
        state = self.state
        if not self.params.cards:
            self.throw_picker.show_hand(None, "")
            return
        if seat is None or self.passing is not None:
            self.throw_picker.show_hand(None, self.tr("Hands are hidden between turns."))
            return
        hand = state.view(seat).hand(seat) or ()
        playable = {a.card for a in state.legal_actions()
                    if isinstance(a, Play | Lay) and self.acting() == seat}
        deck = state.game.deck
        counts = Counter(hand)
        chips = [CardChip(self.words.card_of(deck, card_id), count,
                          self.words.card_tip(deck.kind(card_id)), card_id in playable)
                 for card_id, count in counts.items()]
        name = state.game.player_names()[seat]
        title = (self.tr("In hand · {player} · %n card(s)", "", len(hand)).format(player=name)
                 if hand else self.tr("In hand · {player} · no card").format(player=name))
        self.throw_picker.show_hand(chips, title)

    # ---- a person's hands -------------------------------------------------------------------

    def _may_act(self) -> bool:
        if self.acting() is not None:
            return True
        if self.is_over():
            self.say(self.tr("The game is over."), error=True)
        elif self.passing is not None:
            self.say(self.tr("The screen is being passed: press the button first."),
                     error=True)
        else:
            self.say(self.tr("Wait for your turn."), error=True)
        return False

    def roll(self) -> bool:
        """Roll (R): the studio rolls a person's dice."""
        if not self._may_act():
            return False
        if self.awaits_roll():
            return self.table.roll() is None
        if self.state.stage is Stage.KEEP:
            return self.keep_dice()
        self.say(self.tr("Nothing to roll now: choose one of the buttons."), error=True)
        return False

    def play_typed(self, text: str) -> bool:
        """The faces of a person's real dice, in the board's order: a roll, or the dice
        rolled again after a selection."""
        if not self._may_act():
            return False
        state = self.state
        if self.awaits_roll() and state.stage is Stage.SIGN:
            return self._play_typed_operation(text)
        if self.awaits_roll():
            wanted = self._pending(state)
        elif state.stage is Stage.KEEP:
            wanted = self._rolled_again()
        else:
            self.say(self.tr("No dice are thrown now."), error=True)
            return False
        faces = parse_faces(text, len(wanted))
        if faces is None:
            self.say(self.tr("Type %n face(s), one for each die: {dice}.", "",
                             len(wanted)).format(dice=" ".join(wanted)), error=True)
            return False
        rolls = [Roll(face) for face in faces]
        if self.awaits_roll():
            refusal = self.table.roll(rolls[0], rolls[1:])
        else:
            if not rolls:
                self.say(self.tr("Every die is kept: nothing to type."), error=True)
                return False
            refusal = self.table.act(Keep(tuple(self.keep)), rolls[0], rolls[1:])
        if refusal is not None:
            return False
        self.throw_picker.typed.clear()
        return True

    def _play_typed_operation(self, text: str) -> bool:
        op = parse_operation(text)
        if op is None:
            self.say(self.tr("Type the operations die's face: +, − or ×."), error=True)
            return False
        if self.table.roll(Operation(op), []) is not None:
            return False
        self.throw_picker.typed.clear()
        return True

    def toggle_die(self, index: int) -> bool:
        """A die clicked (or its key 1–5) during a selection: kept, or rolled again."""
        if self.acting() is None or self.state.stage is not Stage.KEEP:
            return False
        if not 0 <= index < len(self.keep):
            return False
        self.keep[index] = not self.keep[index]
        self.canvas.tray.set_choosing(self.keep)
        self.throw_picker.set_keep_text(self.words.keep_text(self.keep), self._rolled_again())
        return True

    def keep_dice(self) -> bool:
        """Keep the dice clicked; the studio rolls the others."""
        if not self._may_act() or self.state.stage is not Stage.KEEP:
            return False
        return self.table.act(Keep(tuple(self.keep))) is None

    def choose(self, action: Action) -> bool:
        """A button of the picker: a card laid or passed, or a choice after the throw."""
        if not self._may_act():
            return False
        return self.table.act(action) is None

    def accept(self) -> bool:
        if self.acting() is None or self.state.stage is not Stage.DECIDE:
            return False
        return self.choose(ACCEPT)

    # ---- what happened ----------------------------------------------------------------------

    def _applied(self, action: Any, record: object) -> None:
        """The turn card follows the throws an AI makes without a choice (its dice are
        chance's, so the kit announces no turn for them), and the card each throw's end."""
        if isinstance(record, Rolled) and record.roll == 1 and sum(
                d is not None for d in record.dice) == 1:
            self._show_turn()
        if throw_end_of(record) is not None:
            self.scorecard.update_from(self.state)

    def _results_of_cards(self) -> None:
        """The results say what the cards still held added (§5: a stroke each, on the last
        hole's score), so a total above the holes' throws reads as it should."""
        held = self.state.card_penalties()
        if not any(held):
            return
        names = self.state.game.player_names()
        shown = self.tr(", ").join(
            self.tr("{player} {cards}").format(player=html.escape(names[s]), cards=n)
            for s, n in enumerate(held))
        self.results_label.setText(self.results_label.text() + "<br><br>" + self.tr(
            "Cards still held at the end cost a stroke each, on the last hole: "
            "{held}.").format(held=shown))

    # ---- keys -------------------------------------------------------------------------------

    def page_keys(self) -> tuple[PageKey, ...]:
        """What keyPressEvent below handles, for Help > Keyboard Shortcuts."""
        return (PageKey(self.tr("Roll, or keep the dice"), ("R", "Return")),
                PageKey(self.tr("Keep or free a die"),
                        tuple(str(n) for n in range(1, len(DIE_KEYS) + 1))))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        stage = self.state.stage
        if enter and self.throw_picker.typed.hasFocus():
            event.accept()  # the typed dice's own Enter (a line edit passes it on)
            return
        if enter and self.passing is not None:
            self.show_hand_to_person()
        elif self.acting() is None:
            super().keyPressEvent(event)
            return
        elif (key == Qt.Key.Key_R or enter) and self.awaits_roll():
            self.roll()
        elif (key == Qt.Key.Key_R or enter) and stage is Stage.KEEP:
            self.keep_dice()
        elif enter and stage is Stage.DECIDE:
            self.accept()
        elif enter and stage is Stage.AGAINST:
            self.choose(PASS)
        elif key in DIE_KEYS and stage is Stage.KEEP:
            self.toggle_die(DIE_KEYS[key])
        else:
            super().keyPressEvent(event)
            return
        event.accept()

