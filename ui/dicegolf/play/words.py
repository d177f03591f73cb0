"""Everything the Dice Golf table says, in the user's language.

The engine's records carry numbers and reasons (``Reading``, ``Landing.reason``, the card
played, the sign changed); this turns them into sentences: the distance worked out step by
step ("(3 + 5) × (2 + 6) = 64 m, two pairs +10 m: 74 m"), where a ball lies, why a throw
cost a penalty, what a card or a sign change did. Nothing here decides anything: every
number comes from the engine, and the words only say it (the engine's own ``explain()``
is English, so the reading is said again here through ``tr``).

Card names are said by what a card does (its effect), so the bundled deck's English names
do not reach a translated table; a vane sector's name is the deck's data, shown as the core
gives it (docs/translations.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from PySide6.QtCore import QObject

from golfstudio.dicegolf.actions import (
    DICE_LABELS,
    Accept,
    Action,
    ChangeSign,
    FairPlay,
    Lay,
    Pass,
    Play,
)
from golfstudio.dicegolf.cards import CardEffect, CardKind, Deck
from golfstudio.dicegolf.formula import Op
from golfstudio.dicegolf.game import DiceGolfState, ThrowInfo
from golfstudio.dicegolf.hole import Bank, Bunker, Grove, Hole, Slope, Water
from golfstudio.dicegolf.records import (
    CardLaid,
    Dealt,
    Decided,
    Drew,
    Kept,
    Operated,
    Reading,
    Rolled,
    Spun,
    ThrowEnd,
    ThrowResult,
    VaneSpin,
    worked,
)
from golfstudio.dicegolf.rules import GROVE_LIMIT, Reason, ThrowKind
from golfstudio.dicegolf.throw import FOUR_OF_A_KIND, STRAIGHT, TWO_PAIRS
from ui.dicegolf.track.words import combination_name, kind_name, signed
from ui.play_kit.you import is_you

__all__ = ["OPERATION_SIGNS", "DiceGolfWords", "pretty_formula"]

OPERATION_SIGNS = {Op.MUL: "×", Op.ADD: "+", Op.SUB: "−"}
"""The operations die's faces as the board prints them."""

_SUMS = re.compile(r"\b([BR])\b")
"""A colour's sum in a formula (B is B1 + B2, R is R1 + R2)."""
_BINARY = re.compile(r" ([+*-]) ")
"""A binary sign as the engine writes a formula (spaced; a minus sign is never spaced)."""


def pretty_formula(text: str, mark: int | None = None) -> str:
    """A formula as the board prints it: × and − for * and -; with ``mark``, the sign of
    that index (left to right, as ``ChangeSign`` counts) between brackets, "B ⟨×⟩ R"."""
    count = -1

    def sign(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        shown = OPERATION_SIGNS[Op(match.group(1))]
        return f" ⟨{shown}⟩ " if count == mark else f" {shown} "

    return _BINARY.sub(sign, text).replace("-", "−")


class DiceGolfWords(QObject):
    """The table's sentences (module docstring); a ``QObject`` so that ``self.tr`` files
    them under one context."""

    # ---- numbers and names ------------------------------------------------------------------

    def metres(self, value: int) -> str:
        return self.tr("{metres} m").format(metres=str(value).replace("-", "−"))

    def card_name(self, card: CardKind) -> str:
        """A card by what it does (module docstring)."""
        effect = card.effect
        if effect is CardEffect.GREEN:
            return self.tr("Green {metres} m").format(metres=card.metres)
        return {
            CardEffect.HOLE_IN_ONE: self.tr("Hole in one"),
            CardEffect.GREEN_IN_ONE: self.tr("Green in one"),
            CardEffect.CHANCE: self.tr("Chance"),
            CardEffect.AIR_SHOT: self.tr("Air shot"),
            CardEffect.NO_PENALTY: self.tr("No penalty"),
            CardEffect.WEATHER: self.tr("Weather"),
        }[effect]

    def card_of(self, deck: Deck, card_id: str) -> str:
        return self.card_name(deck.kind(card_id))

    def card_tip(self, card: CardKind) -> str:
        """What a card does, in a line (docs/dicegolf-rules-engine.md, "Cards")."""
        effect = card.effect
        if effect is CardEffect.GREEN:
            return self.tr("After your throw, a ball left on the green moves up to {metres} m "
                           "toward the hole; within {metres} m it drops.").format(
                               metres=card.metres)
        return {
            CardEffect.HOLE_IN_ONE: self.tr(
                "On the first throw of a hole of at most 300 m, a double holes out."),
            CardEffect.GREEN_IN_ONE: self.tr(
                "On the first throw of a hole of at most 300 m, a throw of exactly the "
                "distance to the hole holes out."),
            CardEffect.CHANCE: self.tr(
                "Off the green: the ball goes to the next zone limit ahead instead, the "
                "throw's penalties go, and you draw a card."),
            CardEffect.AIR_SHOT: self.tr(
                "Laid on another player before their throw: one penalty for them."),
            CardEffect.NO_PENALTY: self.tr(
                "Cancels one penalty of your throw; after a zone limit you may stay where "
                "the throw took the ball."),
            CardEffect.WEATHER: self.tr(
                "Spins the weather vane: its metres are added to a throw (yours after it, "
                "or another's before it)."),
        }[effect]

    def combination(self, needs: str) -> str:
        return combination_name(needs)

    def sector(self, spin: VaneSpin) -> str:
        return self.tr("{sector} ({metres})").format(
            sector=spin.name, metres=self.tr("{metres} m").format(metres=signed(spin.metres)))

    def die(self, index: int) -> str:
        """A die by its place in the throw, as the board labels it (B1, B2, R1, R2, W)."""
        return DICE_LABELS[index]

    # ---- where a ball lies ------------------------------------------------------------------

    def lie(self, hole: Hole, metre: int) -> str:
        """Where a ball at ``metre`` lies, in a few words."""
        if metre == hole.length:
            return self.tr("in the hole")
        hazard = hole.hazard_at(metre)
        if isinstance(hazard, Bunker):
            return (self.tr("in a bunker (a double gets out)") if hazard.needs == "double"
                    else self.tr("in a bunker (a triple gets out)"))
        if isinstance(hazard, Water):
            return self.tr("in the {water}").format(water=kind_name(hazard.kind))
        if isinstance(hazard, Grove):
            return self.tr("in the grove")
        if isinstance(hazard, Slope):
            return self.tr("on a slope ({metres} on a throw)").format(
                metres=self.tr("{metres} m").format(metres=signed(hazard.metres)))
        if isinstance(hazard, Bank):
            return self.tr("on a bank ({metres} on a throw)").format(
                metres=self.tr("{metres} m").format(metres=signed(-hazard.metres)))
        if hole.on_green(metre):
            return self.tr("on the green")
        if metre == 0:
            return self.tr("on the tee")
        zone = hole.zone_at(metre)
        number = hole.zones.index(zone) + 1 if zone is not None else 1
        return self.tr("on the fairway, zone {zone}").format(zone=number)

    def throw_needs(self, info: ThrowInfo, hole: Hole) -> str:
        """What the throw in progress reads or needs, for the player about to roll."""
        kind = info.kind
        formula = pretty_formula(info.formula or "")
        if kind is ThrowKind.NORMAL:
            return self.tr("The dice read {formula}.").format(formula=formula)
        needs = self.combination(info.needs or "")
        if kind is ThrowKind.GREEN:
            return self.tr("On the green: a {combination} holes out (keep some dice, roll the "
                           "others again); otherwise {formula} moves the ball.").format(
                               combination=needs, formula=formula)
        if kind is ThrowKind.BUNKER_DOUBLE:
            return self.tr("In the bunker: a double gets out by the four dice's total; two "
                           "rolls to find it.")
        if kind is ThrowKind.BUNKER_TRIPLE:
            return self.tr("In the bunker: a triple gets out by the four dice's total (keep "
                           "some dice, roll the others again).")
        if kind is ThrowKind.GROVE:
            return self.tr("In the grove: a double gets out by the total under {limit} m; "
                           "{limit} m or more goes back. Two rolls to find it.").format(
                               limit=GROVE_LIMIT)
        water = hole.hazard_at(info.start)
        mark = water.back_to if isinstance(water, Water) else info.start
        return self.tr("In the water: a {combination} costs one penalty, anything else two; "
                       "the ball goes back to {mark} either way (keep some dice, roll the "
                       "others again).").format(combination=needs, mark=self.metres(mark))

    # ---- a throw's result -------------------------------------------------------------------

    def reading(self, reading: Reading, dice: Sequence[int] | None = None) -> str:
        """The distance worked out step by step: "(3 + 5) × (2 + 6) = 64 m, two pairs
        +10 m: 74 m". With the throw's ``dice``, a colour's sum is spelled out too: B × R
        reads "(3 + 5) × (2 + 6)", not "8 × 8"."""
        shown = reading.worked
        if dice is not None and len(dice) >= 4:
            shown = worked(_SUMS.sub(lambda m: f"({m.group(1)}1 + {m.group(1)}2)",
                                     reading.formula), tuple(dice))
        parts = [self.tr("{worked} = {value}").format(worked=pretty_formula(shown),
                                                      value=self.metres(reading.value))]
        if reading.bonus:
            name = {TWO_PAIRS: self.tr("two pairs"), STRAIGHT: self.tr("a straight"),
                    FOUR_OF_A_KIND: self.tr("four of a kind")}.get(reading.bonus,
                                                                   self.tr("bonus"))
            parts.append(self.tr("{bonus} {metres}").format(
                bonus=name, metres=self.tr("{metres} m").format(metres=signed(reading.bonus))))
        if reading.slope:
            what = self.tr("bank") if reading.terrain == "bank" else self.tr("slope")
            parts.append(self.tr("{terrain} {metres}").format(
                terrain=what, metres=self.tr("{metres} m").format(metres=signed(reading.slope))))
        if reading.weather:
            parts.append(self.tr("weather {metres}").format(
                metres=self.tr("{metres} m").format(metres=signed(reading.weather))))
        said = self.tr(", ").join(parts)
        if len(parts) == 1:
            return said
        return self.tr("{parts}: {distance}").format(parts=said,
                                                     distance=self.metres(reading.distance))

    def dice_needed(self, result: ThrowResult) -> str:
        """A combination throw's dice against what they needed: "needs a double: shown"."""
        needs = self.combination(result.needs or "")
        if result.shown:
            return self.tr("{combination} shown").format(combination=needs)
        return self.tr("no {combination}").format(combination=needs)

    def worked_out(self, result: ThrowResult) -> str:
        """How the dice became a move: the reading, or what the combination did."""
        parts: list[str] = []
        if result.needs is not None:
            parts.append(self.dice_needed(result))
        if result.reading is not None:
            parts.append(self.reading(result.reading, result.dice))
        return self.tr("; ").join(parts)

    def landing(self, result: ThrowResult, hole: Hole) -> str:
        """Where the throw left the ball and why, with its penalties."""
        landing = result.landing
        at = self.metres(landing.position)
        reason = landing.reason
        crossed = self.metres(landing.crossed) if landing.crossed is not None else ""
        if reason is Reason.HOLED:
            said = self.tr("holed!")
        elif reason is Reason.ZONE_LIMIT:
            said = self.tr("over the zone limit at {limit}: one penalty, back to {at}").format(
                limit=crossed, at=at)
        elif reason is Reason.END_OF_TERRAIN:
            said = self.tr("past the end of terrain at {end}: one penalty, back to {at}").format(
                end=crossed, at=at)
        elif reason is Reason.STUCK:
            said = self.tr("stuck {lie}").format(lie=self.lie(hole, landing.position))
        elif reason is Reason.GROVE_BACK:
            said = self.tr("out of the grove backwards ({limit} m or more): back to {at}").format(
                limit=GROVE_LIMIT, at=at)
        elif reason is Reason.WATER:
            said = self.tr("%n penalty(ies), back to {at}", "", landing.penalties).format(at=at)
        else:
            said = self.tr("to {at}, {lie}").format(at=at, lie=self.lie(hole, landing.position))
        extras: list[str] = []
        if result.air_shots:
            extras.append(self.tr("%n air shot(s): one penalty each", "", result.air_shots))
        if result.card is not None:
            extras.append(self.tr("{card} played").format(card=result.card))
        if result.cancelled:
            extras.append(self.tr("%n penalty(ies) cancelled", "", result.cancelled))
        if result.sign is not None and result.sign.after is not None:
            extras.append(self.tr("sign changed: {before} → {after}, one penalty").format(
                before=pretty_formula(result.sign.before),
                after=pretty_formula(result.sign.after)))
        if result.fair_play:
            extras.append(self.tr("fair play: no penalty, the dice read as a green throw"))
        if extras:
            said = self.tr("{landing} ({extras})").format(landing=said,
                                                          extras=self.tr("; ").join(extras))
        return said

    def named_cards(self, deck: Deck, result: ThrowResult) -> ThrowResult:
        """``result`` with its card as the card's name (for ``landing``)."""
        if result.card is None:
            return result
        return replace(result, card=self.card_of(deck, result.card))

    def outcome(self, deck: Deck, result: ThrowResult, hole: Hole) -> str:
        """A throw's result in one line: the dice's reading, then where the ball went."""
        worked = self.worked_out(result)
        landing = self.landing(self.named_cards(deck, result), hole)
        if not worked:
            return landing
        return self.tr("{worked} → {landing}").format(worked=worked, landing=landing)

    def short(self, result: ThrowResult) -> str:
        """A result as a hint reads it: "194 m", "holed", "back to 120 m, 1 penalty"."""
        landing = result.landing
        where = (self.tr("holed") if landing.holed
                 else self.metres(landing.position))
        if result.penalties:
            return self.tr("{where} +{penalties}").format(where=where,
                                                          penalties=result.penalties)
        return where

    def hint(self, outcomes: Sequence[tuple[ThrowResult, Fraction]]) -> str:
        """What a decision would make of the throw: each distinct result with its chance
        (one result: just it); +n counts its penalties."""
        found: dict[str, Fraction] = {}
        for result, chance in outcomes:
            text = self.short(result)
            found[text] = found.get(text, Fraction(0)) + chance
        if len(found) == 1:
            return next(iter(found))
        return self.tr(" · ").join(
            self.tr("{percent}% {result}").format(percent=round(100 * float(p)), result=text)
            for text, p in found.items())

    # ---- the thrower's choices --------------------------------------------------------------

    def decision(self, state: DiceGolfState, action: Action) -> str:
        """A button's text for a choice after the throw or before it."""
        deck = state.game.deck
        if isinstance(action, Accept):
            return self.tr("Accept the throw")
        if isinstance(action, Play):
            card = self.card_of(deck, action.card)
            if action.stay:
                return self.tr("Play {card} and stay").format(card=card)
            return self.tr("Play {card}").format(card=card)
        if isinstance(action, ChangeSign):
            info = state.current_throw()
            formula = pretty_formula(info.formula or "", action.index) if info else ""
            return self.tr("Change sign {number}: {formula}").format(number=action.index + 1,
                                                                      formula=formula)
        if isinstance(action, FairPlay):
            return self.tr("Fair play")
        if isinstance(action, Lay):
            thrower = state.thrower
            name = state.game.player_names()[thrower] if thrower is not None else ""
            return self.tr("Lay {card} on {player}").format(
                card=self.card_of(deck, action.card), player=name)
        if isinstance(action, Pass):
            return self.tr("Pass: lay no card")
        return state.game.action_text(action)

    def decision_tip(self, state: DiceGolfState, action: Action) -> str:
        deck = state.game.deck
        if isinstance(action, Play | Lay):
            return self.card_tip(deck.kind(action.card))
        if isinstance(action, ChangeSign):
            return self.tr("Roll the operations die for this sign (×, + or −) and read the "
                           "same dice again; it costs one penalty and the result stands.")
        if isinstance(action, FairPlay):
            return self.tr("Once a game, for a throw a zone limit stopped: no penalty, and "
                           "the dice are read as a green throw (holed with the green's "
                           "combination, else the ball stays).")
        if isinstance(action, Accept):
            return self.tr("Take the throw as it fell.")
        return ""

    def keep_text(self, mask: Sequence[bool]) -> str:
        """The Keep button for a selection."""
        kept = sum(mask)
        if kept == len(mask):
            return self.tr("Keep every die")
        if kept == 0:
            return self.tr("Roll all the dice again")
        return self.tr("Keep %n, roll the others", "", kept)

    # ---- what each action did (the status line and the replay) -------------------------------

    def story(self, state: DiceGolfState, action: Action, record: object) -> str:
        """What ``action`` did from ``state``, in a sentence."""
        names = state.game.player_names()
        deck = state.game.deck
        if isinstance(record, Dealt):
            return (self.tr("A card is dealt to you.") if is_you(names[record.seat])
                    else self.tr("A card is dealt to {player}.").format(
                        player=names[record.seat]))
        if isinstance(record, CardLaid):
            you, against_you = is_you(names[record.seat]), is_you(names[record.thrower])
            if record.card is None:
                text = (self.tr("You lay no card against {thrower}.") if you
                        else self.tr("{player} lays no card against you.") if against_you
                        else self.tr("{player} lays no card against {thrower}."))
                return text.format(player=names[record.seat], thrower=names[record.thrower])
            card = deck.kind(record.card)
            what = ((self.tr("one penalty for you") if against_you
                     else self.tr("one penalty for {thrower}"))
                    if card.effect is CardEffect.AIR_SHOT
                    else self.tr("the weather vane spins")).format(thrower=names[record.thrower])
            text = (self.tr("You lay {card} against {thrower}: {what}.") if you
                    else self.tr("{player} lays {card} against you: {what}.") if against_you
                    else self.tr("{player} lays {card} against {thrower}: {what}."))
            return text.format(player=names[record.seat], card=self.card_name(card),
                               thrower=names[record.thrower], what=what)
        end = getattr(record, "end", None)
        tail = self.end_story(state, end) if isinstance(end, ThrowEnd) else ""
        if isinstance(record, Spun):
            said = self.tr("The vane shows {sector}.").format(sector=self.sector(record.spin))
        elif isinstance(record, Rolled):
            thrower = names[record.seat]
            you = is_you(thrower)
            if record.second_roll:
                said = (self.tr("You roll {dice}: no double, a second roll.") if you
                        else self.tr("{player} rolls {dice}: no double, a second roll."))
            elif record.select:
                said = (self.tr("You roll {dice}: keep some dice, roll the others again.")
                        if you else self.tr("{player} rolls {dice}: keep some dice, roll the "
                                            "others again."))
            elif record.resolved is not None or end is not None:
                said = self.tr("You roll {dice}.") if you else self.tr("{player} rolls {dice}.")
            else:
                said = self.tr("{die} shows {face}.")
            if record.resolved is not None:
                said = (self.tr("You roll {dice}: {result} — to decide.") if you
                        else self.tr("{player} rolls {dice}: {result} — to decide."))
            said = said.format(
                player=thrower, dice=self.dice_text(record.dice), die=record.die,
                face=record.face,
                result=(self.outcome(deck, record.resolved, state.hole)
                        if record.resolved is not None else ""))
        elif isinstance(record, Kept):
            if is_you(names[record.seat]):
                said = self.kept(record.kept, you=True) + "."
            else:
                said = self.tr("{player}: {kept}.").format(player=names[record.seat],
                                                            kept=self.kept(record.kept))
        elif isinstance(record, Decided):
            said = self.tr("{player}: {choice}.").format(
                player=names[record.seat], choice=self.decision(state, record.action))
        elif isinstance(record, Operated):
            said = self.tr("The operations die shows {sign}.").format(
                sign=OPERATION_SIGNS[record.op])
        elif isinstance(record, Drew):
            said = (self.tr("You draw a card.") if is_you(names[record.seat])
                    else self.tr("{player} draws a card.").format(player=names[record.seat]))
        else:
            said = state.game.action_text(action)
        return self.tr("{said} {end}").format(said=said, end=tail).strip() if tail else said

    def kept(self, mask: Sequence[bool], you: bool = False) -> str:
        """What a player kept, after their name and a colon ("keeps 1 3"); ``you``: the
        person's own sentence ("You keep 1 3")."""
        kept = [DICE_LABELS[i] for i, k in enumerate(mask) if k]
        if len(kept) == len(mask):
            return self.tr("You keep every die") if you else self.tr("keeps every die")
        if not kept:
            return (self.tr("You roll every die again") if you
                    else self.tr("rolls every die again"))
        return (self.tr("You keep {dice}, roll the others again") if you
                else self.tr("keeps {dice}, rolls the others again")).format(
                    dice=" ".join(kept))

    def dice_text(self, dice: Sequence[int | None]) -> str:
        return " ".join(str(d) for d in dice if d is not None)

    def end_story(self, state: DiceGolfState, end: ThrowEnd) -> str:
        """A throw's end: its result, the thrower's tally, and a hole's or the game's end."""
        names = state.game.player_names()
        hole = state.game.hole(end.result.hole)
        outcome = self.outcome(state.game.deck, end.result, hole)
        said = self.tr("{player}, throw {throw} from {start}: {outcome}").format(
            player=names[end.seat], throw=end.throws, start=self.metres(end.result.start),
            outcome=outcome)
        if not said.endswith(("!", ".")):
            said += "."
        if end.holed:
            said += " " + self.tr("Holed in %n stroke(s).", "", end.throws + end.penalties)
        elif end.out_of_throws and is_you(names[end.seat]):
            said += " " + self.tr("Ten throws: you pick up with %n stroke(s).", "",
                                  end.throws + end.penalties)
        elif end.out_of_throws:
            said += " " + self.tr("Ten throws: {player} picks up with %n stroke(s).", "",
                                  end.throws + end.penalties).format(player=names[end.seat])
        hole_end = end.hole_end
        if hole_end is not None:
            scores = self.tr(", ").join(f"{names[s]} {score}"
                                        for s, score in enumerate(hole_end.scores))
            said += " " + self.tr("Hole {hole} is over: {scores}.").format(
                hole=hole_end.number, scores=scores)
            game_end = hole_end.game_end
            if game_end is not None and any(game_end.card_penalties):
                held = self.tr(", ").join(f"{names[s]} {n}"
                                          for s, n in enumerate(game_end.card_penalties))
                said += " " + self.tr("Cards still held cost a stroke each: {held}.").format(
                    held=held)
        return said
