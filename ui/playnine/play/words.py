"""How Play Nine reads on screen: cards, slots, moves, what a move did, a hole's score.

The engine's own ``action_text`` is English for the command line; the table says the same
things through ``self.tr`` so a translation reaches them (docs/translations.md). A slot is
said the way a player points at it: "top 2" is the second card of the top row (the engine's
slot 1), "bottom 2" the card under it (slot 5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from golfstudio.playnine.deck import HOLE_IN_ONE
from golfstudio.playnine.game import (
    DealerChosen,
    Dealt,
    Drawn,
    DrawPile,
    DrewFromPile,
    HoleEnd,
    Played,
    PlayNineState,
    Skip,
    Swap,
    TakeDiscard,
    TeedOff,
    TeeShot,
    Turn,
)
from golfstudio.playnine.scoring import COLUMNS, BonusGroup, LayoutScore
from ui.play_kit.you import is_you

__all__ = ["CARD_NAMES", "PlayNineWords", "card_caption", "number"]

MINUS = "\u2212"

CARD_NAMES: Mapping[int, str] = {
    HOLE_IN_ONE: str(QT_TRANSLATE_NOOP("PlayNineCards", "Hole in one")),
    0: str(QT_TRANSLATE_NOOP("PlayNineCards", "Mulligan")),
    12: str(QT_TRANSLATE_NOOP("PlayNineCards", "Out of bounds")),
}
"""The rulebook's names of the three cards that have one (``resources/playnine/deck.json``),
repeated here for lupdate (it reads literals, never the deck's data)."""


def number(value: float, decimals: int = 0) -> str:
    """A score as a card or a sheet prints it: a true minus sign, ``decimals`` places."""
    text = f"{abs(value):.{decimals}f}"
    negative = value < 0 and text.strip("0.") != ""
    return f"{MINUS}{text}" if negative else text


def card_caption(value: int) -> str:
    """The name printed on a card that has one ("Mulligan"), else empty."""
    name = CARD_NAMES.get(value)
    return QCoreApplication.translate("PlayNineCards", name) if name is not None else ""


class PlayNineWords(QObject):
    """The table's sentences (a ``QObject`` for ``self.tr`` and its plurals)."""

    def slot(self, slot: int) -> str:
        if slot < COLUMNS:
            return self.tr("top {column}").format(column=slot + 1)
        return self.tr("bottom {column}").format(column=slot - COLUMNS + 1)

    def card(self, value: int | None) -> str:
        """A card in a sentence: "the 7", "the Mulligan (0)", "a card" when unknown."""
        if value is None:
            return self.tr("a card")
        name = card_caption(value)
        if name:
            return self.tr("the {name} ({value})").format(name=name, value=number(value))
        return self.tr("the {value}").format(value=number(value))

    # ---- moves ----------------------------------------------------------------------------

    def move(self, view: PlayNineState, action: object) -> str:
        """A move a player may make in ``view``, as an option of the hint reads it."""
        if isinstance(action, TeeShot):
            return self.tr("Turn {first} and {second}").format(
                first=self.slot(action.first), second=self.slot(action.second))
        if isinstance(action, DrawPile):
            return self.tr("Draw from the pile")
        if isinstance(action, TakeDiscard):
            return self.tr("Take {card} for {slot}").format(
                card=self.card(view.top_discard()), slot=self.slot(action.slot))
        if isinstance(action, Swap):
            return self.tr("Keep {card} at {slot}").format(
                card=self.card(view.drawn), slot=self.slot(action.slot))
        if isinstance(action, Turn):
            return self.tr("Discard {card} and turn {slot}").format(
                card=self.card(view.drawn), slot=self.slot(action.slot))
        if isinstance(action, Skip):
            return self.tr("Discard {card} and turn nothing (line up the final putt)").format(
                card=self.card(view.drawn))
        return view.game.action_text(action)  # type: ignore[arg-type]

    def story(self, before: PlayNineState, action: object, record: object) -> str:
        """What a move did, in a sentence (the status line, the replay's steps)."""
        names = before.game.player_names()
        if isinstance(record, Played):
            who = names[record.seat]
            you = is_you(who)
            if isinstance(action, TakeDiscard):
                text = (self.tr("You take {card} from the discard for {slot}; {old} goes on "
                                "the discard.") if you
                        else self.tr("{player} takes {card} from the discard for {slot}; {old} "
                                     "goes on the discard."))
            elif isinstance(action, Swap):
                text = (self.tr("You keep {card} at {slot}; {old} goes on the discard.") if you
                        else self.tr("{player} keeps {card} at {slot}; {old} goes on the "
                                     "discard."))
            elif isinstance(action, Turn):
                text = (self.tr("You discard {old} and turn {slot}: {turned}.") if you
                        else self.tr("{player} discards {old} and turns {slot}: {turned}."))
            else:
                text = (self.tr("You discard {old} and line up the final putt.") if you
                        else self.tr("{player} discards {old} and lines up the final putt."))
            said = text.format(
                player=who, card=self.card(record.placed),
                slot=self.slot(record.slot) if record.slot is not None else "",
                old=self.card(record.discarded), turned=self.card(record.turned))
            if record.went_out:
                said += " " + (
                    self.tr("You are out: everyone else has one more turn.") if you
                    else self.tr("{player} is out: everyone else has one more turn.").format(
                        player=who))
            if record.end is not None:
                said += " " + self.hole_over(record.end, names)
            return said
        return self.plain_story(before, record)

    def plain_story(self, before: PlayNineState, record: object) -> str:
        """The moves that do not place a card (``story`` for the rest)."""
        names = before.game.player_names()
        seat = getattr(record, "seat", None)
        who = names[seat] if isinstance(seat, int) else ""
        you = is_you(who)
        if isinstance(record, DealerChosen):
            return (self.tr("You deal the first hole.") if you
                    else self.tr("{player} deals the first hole.").format(player=who))
        if isinstance(record, Dealt):
            if record.seat is None:
                return self.tr("The discard pile starts with {card}.").format(
                    card=self.card(record.value))
            return (self.tr("A card is dealt to you.") if you
                    else self.tr("A card is dealt to {player}.").format(player=who))
        if isinstance(record, TeedOff):
            text = (self.tr("You tee off: {first} at {one} and {second} at {two}.") if you
                    else self.tr("{player} tees off: {first} at {one} and {second} at {two}."))
            return text.format(
                player=who, first=self.card(record.values[0]),
                second=self.card(record.values[1]), one=self.slot(record.slots[0]),
                two=self.slot(record.slots[1]))
        if isinstance(record, DrewFromPile):
            if record.reshuffled:
                return (self.tr("The pile ran out: the discards are shuffled into a new pile, "
                                "and you draw.") if you
                        else self.tr("The pile ran out: the discards are shuffled into a new "
                                     "pile, and {player} draws.").format(player=who))
            return (self.tr("You draw from the pile.") if you
                    else self.tr("{player} draws from the pile.").format(player=who))
        if isinstance(record, Drawn):
            text = (self.tr("You draw {card}.") if you
                    else self.tr("{player} draws {card}."))
            return text.format(player=who, card=self.card(record.value))
        return ""

    def drawn_hidden(self, before: PlayNineState, seat: int) -> str:
        """Another player's drawn card, which the table does not show."""
        who = before.game.player_names()[seat]
        if is_you(who):
            return self.tr("You draw a card from the pile.")
        return self.tr("{player} draws a card from the pile.").format(player=who)

    # ---- a hole's score -------------------------------------------------------------------

    def bonus(self, group: BonusGroup) -> str:
        if group.value == HOLE_IN_ONE:
            return self.tr("bonus {points}: two hole-in-one columns").format(
                points=number(group.bonus))
        return self.tr("bonus {points}: %n matched column(s) of {value}", "",
                       len(group.columns)).format(points=number(group.bonus),
                                                  value=number(group.value))

    def layout(self, score: LayoutScore) -> str:
        """Why a layout scored what it did: its columns, matched ones, bonuses."""
        parts = []
        for column, points in enumerate(score.column_points):
            if score.matched[column]:
                parts.append(self.tr("column {column} matched: {points}").format(
                    column=column + 1, points=number(points)))
        parts.extend(self.bonus(g) for g in score.bonuses)
        if not parts:
            return self.tr("no matched column")
        return "; ".join(parts)

    def hole_over(self, end: HoleEnd, names: Sequence[str]) -> str:
        """The hole's scores in one sentence, lowest first."""
        ranked = sorted(end.scores, key=lambda s: (end.scores[s], s))
        scores = ", ".join(f"{names[s]} {number(end.scores[s])}" for s in ranked)
        if end.playoff:
            return self.tr("Play-off hole scored: {scores}.").format(scores=scores)
        return self.tr("Hole {hole} scored: {scores}.").format(hole=end.hole + 1, scores=scores)

    def hole_label(self, state: PlayNineState) -> str:
        """"Hole 3 of 9", or "Play-off hole 2"."""
        holes = state.game.params.holes
        if state.hole >= holes:
            return self.tr("Play-off hole {number}").format(number=state.hole - holes + 1)
        return self.tr("Hole {hole} of {holes}").format(hole=state.hole + 1, holes=holes)
