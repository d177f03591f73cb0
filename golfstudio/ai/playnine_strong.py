"""Play Nine's ``strong`` player: every legal decision weighed by the strokes it is expected
to leave on the player's card, over sampled futures of the player's own layout.

**What a layout is worth.** With the hole ending now, a layout scores its face-up cards and
its face-down cards at expectation over the cards the player has not seen
(``PlayNineState.unseen_counts``; the stock's contents once a reshuffle made them known): a
column of a known card over a face-down one is ``v + mean − 2·v·P(v)`` (the face-down card
may match it), two matched columns of one value earn their bonus with the chance that they
match (``_Unseen``). But a hole does not end now: every player gains about four strokes a
turn (a smart player's layout improves by 4.1 strokes a turn on average, measured), so what
matters is the layout the player will have when the hole ends.

**Futures.** Each decision draws a few dozen futures (``StrongTuning.futures``), each one
the cards the player would draw from the pile, the values its face-down cards would show
when turned, and how many more turns it gets: each other player turns or replaces a
face-down card on seven turns in ten (the smart player's pace, measured), and the hole ends
once one of them has none left — the player then has that one last turn. In each future the
player plays on greedily: it puts the drawn card where it lowers the expected score most
(a column's expected score, as above), otherwise discards it and turns a card in an
untouched column (a turned card keeps a column open for a match and shows what to replace);
the layout it holds when the hole ends is scored as above. Every option is played out on
the *same* futures (common random numbers), so what separates two options is what they do,
not the luck of their samples. The futures are drawn from a generator seeded by the
player's own seed and what its view shows: the same view gives the same advice, and cards
nobody has seen cannot change it.

**The race to go out.** Turning or replacing one's last face-down card ends the hole after
one more turn each. Every turn denied to another player is a turn they would have improved
their layout on — by what a threshold player gains a turn with their layout, computed from
it (``_rival_gain``: the discard or a drawn card that completes a column or replaces a card
five higher). So going out is credited with that gain for each turn it denies them, now or
in a future; the player goes out early when the others still have much to gain and its own
layout little, and otherwise lines up the final putt (``Skip``) with one face-down card.

**Drawing from the pile** is worth the expectation over the card drawn of the best of a
shortlist of what could be done with it (the three best places by a one-step estimate,
turning a card, skipping). **The tee shot** is one of two kinds, two cards of one column or
of two columns; both are played out on more futures (``tee_futures``), since it is taken
once a hole (two columns win: each is a chance of a match). **The last turn**, once another
player is out, is scored exactly: the layout's expected score, no future. A card discarded
is charged what it would give the next player over their own expected draw, shared among
the others (a third at a table of four), since a discard they can use is a gain handed over.

``Option.expected`` is this effective score in strokes, lower being better: the expected
score of the player's hole when it ends, less the strokes its going out denies the others.
The figures against the smart player and what else was tried: docs/playnine-ai.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.ai.playnine import decision_seat, highest_unmatched, matching_slot
from golfstudio.playnine.deck import HOLE_IN_ONE, VALUES, index_of
from golfstudio.playnine.game import (
    DRAW_PILE,
    SKIP,
    TEE_SHOTS,
    Action,
    Phase,
    PlayNineState,
    Swap,
    TakeDiscard,
    Turn,
)
from golfstudio.playnine.scoring import COLUMNS, SLOTS, column_points, group_bonus

__all__ = ["Advice", "Option", "StrongPlayer", "StrongTuning"]

Column = tuple[int | None, int | None]
"""A column's top and bottom card, ``None`` for a face-down card."""
Layout = list[int | None]
"""Eight slots (``scoring``), ``None`` for a face-down card."""

_KINDS = len(VALUES)
_RIVAL_THRESHOLD = 5
"""The gain for which a threshold player swaps a face-up card (``ai.playnine``'s smart)."""
_SHORTLIST_LOOKAHEAD = 1.0
"""The one-step estimate that shortlists what to do with a card drawn: the expected score
less this many times the expected gain of the next draw."""


@dataclass(frozen=True)
class StrongTuning:
    """The player's parameters, tuned by simulation against three smart players
    (docs/playnine-ai.md)."""

    futures: int = 32
    """Futures per decision: 12 or 16 played 0.7–0.9 strokes a hole worse than 24; 32 and
    40 a little better than 24 (0.2–0.3, within the noise), 48 no better."""
    tee_futures: int = 200
    """Futures for the tee shot, taken once a hole: enough to tell the two kinds apart."""
    horizon_cap: int = 10
    """The most turns a future looks ahead."""
    pace: float = 0.7
    """The chance that another player's turn leaves them a face-down card fewer (measured
    for the smart player: 0.66 to 0.78 by cards left)."""
    rival_gain: float = 1.0
    """The weight of the others' expected gain per turn when going out denies them turns."""
    feed: float = 1.0
    """The weight of what the next player gains from a discard (shared among the others)."""
    shortlist: int = 3
    """Places for a card drawn that are played out when weighing a draw from the pile."""


@dataclass(frozen=True)
class Option:
    """A legal decision and what it is worth: ``expected`` is the effective score in strokes
    (lower is better): the expected final score of the player's hole after this decision,
    less the strokes its going out (now or later) denies the other players."""

    action: Action
    expected: float


@dataclass(frozen=True)
class Advice:
    """Every legal decision of a view, best first (``best`` is ``options[0].action``). At the
    tee every one of the 28 tee shots is listed, each with the value of its kind."""

    best: Action
    options: tuple[Option, ...]


class StrongPlayer:
    """The strong AI (module docstring). ``rng`` seeds its futures once: the same view and
    the same seed give the same choice; without one the seed is 0."""

    def __init__(self, rng: random.Random | None = None, *,
                 tuning: StrongTuning | None = None) -> None:
        self._seed = rng.getrandbits(32) if rng is not None else 0
        self.tuning = tuning if tuning is not None else StrongTuning()

    def advise(self, view: PlayNineState) -> Advice:
        """Every legal decision of ``view`` weighed, best first. ``GameError`` at a chance
        node or once the game is over. Handed a whole table rather than a view, it looks only
        at what the player to move may see."""
        seat = decision_seat(view)
        if not view.masked:
            view = view.view(seat)
        return _Position(view, seat, self.tuning, self._seed).advise()

    def choose(self, view: PlayNineState) -> Action:
        return self.advise(view).best


# ---- what a layout is worth ------------------------------------------------------------------

def _downs(col: Column) -> int:
    return (col[0] is None) + (col[1] is None)


def _columns(layout: Layout) -> list[Column]:
    return [(layout[c], layout[c + COLUMNS]) for c in range(COLUMNS)]


def _layout(view: PlayNineState, seat: int) -> Layout:
    row, up = view.cards[seat], view.face_up[seat]
    return [row[s] if up[s] else None for s in range(SLOTS)]


Step = tuple[float, Column, int]
"""A card put in a column: the expected strokes it saves, the column it makes, and how many
face-down cards that fills."""


class _Unseen:
    """The cards the player has not seen, as the chance of each value for a face-down card
    (``hidden``) and for the next card off the pile (``draw``), and what they make of
    columns and layouts. Column values are kept: a decision asks for a few hundred kinds of
    column thousands of times."""

    def __init__(self, hidden_counts: Sequence[int], draw_counts: Sequence[int]) -> None:
        hidden_total = sum(hidden_counts) or 1
        draw_total = sum(draw_counts) or 1
        self.hidden = [c / hidden_total for c in hidden_counts]
        self.draw = [c / draw_total for c in draw_counts]
        self.mean = sum(p * v for p, v in zip(self.hidden, VALUES, strict=True))
        both = 2 * self.mean
        for p, v in zip(self.hidden, VALUES, strict=True):
            if v != HOLE_IN_ONE:
                both -= p * p * 2 * v  # both face down and equal: the pair scores 0
        self._both_down = both
        self._columns: dict[Column, float] = {}
        self._steps: dict[Column, list[Step]] = {}

    def column(self, col: Column) -> float:
        """A column's expected points, its face-down cards drawn from the unseen ones."""
        found = self._columns.get(col)
        if found is not None:
            return found
        top, bottom = col
        if top is None and bottom is None:
            value = self._both_down
        elif top is None or bottom is None:
            known = top if bottom is None else bottom
            assert known is not None
            value = known + self.mean
            if known != HOLE_IN_ONE:  # a matching card cancels both
                value -= self.hidden[index_of(known)] * 2 * known
        else:
            value = float(column_points(top, bottom))
        self._columns[col] = value
        return value

    def steps(self, col: Column) -> list[Step]:
        """For each value of a card (``VALUES`` order), the better of putting it on top or
        below in ``col``."""
        found = self._steps.get(col)
        if found is not None:
            return found
        now, downs = self.column(col), _downs(col)
        top, bottom = col
        found = []
        for card in VALUES:
            upper, lower = (card, bottom), (top, card)
            gain_upper, gain_lower = now - self.column(upper), now - self.column(lower)
            made = upper if gain_upper >= gain_lower else lower
            found.append((max(gain_upper, gain_lower), made, downs - _downs(made)))
        self._steps[col] = found
        return found

    def score(self, cols: Sequence[Column]) -> float:
        """A layout's expected score: its columns and the bonuses of matched columns of one
        value, a column with one card face down matching with that card's chance."""
        total = 0.0
        certain: dict[int, int] = {}
        chances: dict[int, list[float]] = {}
        for col in cols:
            total += self.column(col)
            top, bottom = col
            if top is not None and bottom is not None:
                if top == bottom:
                    certain[top] = certain.get(top, 0) + 1
            elif top is not None or bottom is not None:
                known = top if bottom is None else bottom
                assert known is not None
                chances.setdefault(known, []).append(self.hidden[index_of(known)])
        for value in certain.keys() | chances.keys():
            sure, maybe = certain.get(value, 0), chances.get(value, [])
            if sure + len(maybe) < 2:
                continue
            spread = [1.0]  # the chance of 0, 1, 2… more matches among the open columns
            for q in maybe:
                grown = [0.0] * (len(spread) + 1)
                for k, pk in enumerate(spread):
                    grown[k] += pk * (1 - q)
                    grown[k + 1] += pk * q
                spread = grown
            total += sum(pk * group_bonus(value, sure + k) for k, pk in enumerate(spread))
        return total

    def next_gain(self, cols: Sequence[Column]) -> float:
        """The expected strokes the best use of the next card drawn saves."""
        s0, s1, s2, s3 = (self.steps(c) for c in cols)
        total = 0.0
        for k, p in enumerate(self.draw):
            if p:
                best = max(s0[k][0], s1[k][0], s2[k][0], s3[k][0])
                if best > 0:
                    total += p * best
        return total


# ---- one decision ----------------------------------------------------------------------------

@dataclass(frozen=True)
class _Future:
    """One way the rest of the hole may go for the player: the cards it draws (indices in
    ``VALUES``), the values its face-down cards show when turned, and its turns left."""

    draws: tuple[int, ...]
    reveals: tuple[int, ...]
    turns: int


def _fingerprint(view: PlayNineState) -> str:
    """What the view shows of this decision, as text to seed its futures: equal views,
    equal futures."""
    return repr((view.hole, view.seats, view.phase.value, view.turn, view.cards, view.face_up,
                 view.discard, view.drawn, view.out, view.final, view.stock, view.stock_size))


class _Position:
    """One decision of the player at ``seat``: what it knows, its futures, its options."""

    def __init__(self, view: PlayNineState, seat: int, tuning: StrongTuning,
                 seed: int) -> None:
        self.view, self.seat, self.tuning = view, seat, tuning
        unseen = view.unseen_counts()
        hidden, draws = unseen, unseen
        if view.stock is not None:  # known since a reshuffle: the face-down cards are the rest
            draws = list(view.stock)
            hidden = [u - s for u, s in zip(unseen, view.stock, strict=True)]
        if view.phase is Phase.TURN and view.stock_size == 0:
            draws = [0] * _KINDS  # the discards under the top one are about to be the stock
            for v in view.discard[:-1]:
                draws[index_of(v)] += 1
        self.hidden_counts, self.draw_counts = hidden, draws
        self.unseen = _Unseen(hidden, draws)
        self.mine = _layout(view, seat)
        self.rivals = [s for s in view.seats if s != seat]
        self.last_turn = view.out is not None
        self.rng = random.Random(f"{seed}:{_fingerprint(view)}")
        self.rival_gain = 0.0
        if self.rivals and not self.last_turn:
            self.rival_gain = tuning.rival_gain * sum(
                self._rival_gain(s) for s in self.rivals) / len(self.rivals)
        self.futures: list[_Future] = []
        self.mean_turns = 1.0
        self.feed = [0.0] * _KINDS
        self.feed_unknown = 0.0
        self._charge_discards()

    # ---- the other players ---------------------------------------------------------------

    def _rival_gain(self, seat: int) -> float:
        """What ``seat`` gains on its next turn, playing as a threshold player does: the top
        discard or else a drawn card, where it completes a column or replaces a face-up card
        at least five higher (``ai.playnine.SmartPlayer``)."""
        view, unseen = self.view, self.unseen
        layout = _layout(view, seat)
        before = unseen.score(_columns(layout))

        def gain(card: int) -> float | None:
            slot = matching_slot(view, seat, card)
            if slot is None:
                high = highest_unmatched(view, seat)
                if high is not None and card <= (layout[high] or 0) - _RIVAL_THRESHOLD:
                    slot = high
            if slot is None:
                return None
            after = list(layout)
            after[slot] = card
            return before - unseen.score(_columns(after))

        top = view.top_discard()
        if top is not None:
            taken = gain(top)
            if taken is not None:
                return taken
        return sum(p * (gain(v) or 0.0) for p, v in zip(unseen.draw, VALUES, strict=True) if p)

    def _next_player(self) -> int | None:
        view = self.view
        if self.last_turn:
            rest = [s for s in view.final if s != self.seat]
            return rest[0] if rest else None
        k = view.order.index(self.seat)
        following = view.order[(k + 1) % len(view.order)]
        return None if following == self.seat else following

    def _charge_discards(self) -> None:
        """What each card discarded would be worth to the next player: its best use less
        their expected draw (they draw instead of a card of no use), over the others."""
        following = self._next_player()
        if following is None or not self.tuning.feed:
            return
        unseen = self.unseen
        cols = _columns(_layout(self.view, following))
        base = unseen.next_gain(cols)
        steps = [unseen.steps(c) for c in cols]
        weight = self.tuning.feed / len(self.rivals)
        self.feed = [weight * max(0.0, max(s[k][0] for s in steps) - base)
                     for k in range(_KINDS)]
        self.feed_unknown = sum(p * f for p, f in zip(unseen.hidden, self.feed, strict=True))

    # ---- futures -------------------------------------------------------------------------

    def _draw_futures(self) -> None:
        if self.futures:
            return
        view, tuning, rng = self.view, self.tuning, self.rng
        pile = [k for k, c in enumerate(self.draw_counts) for _ in range(c)]
        hidden = [VALUES[k] for k, c in enumerate(self.hidden_counts) for _ in range(c)]
        downs = [len(view.face_down(s)) for s in self.rivals]
        if view.phase is Phase.TEE:  # those still to tee off turn two cards first
            waiting = set(view.order[view.order.index(self.seat) + 1:])
            downs = [d - 2 if s in waiting else d
                     for d, s in zip(downs, self.rivals, strict=True)]
        mine = sum(x is None for x in self.mine)
        count = tuning.tee_futures if view.phase is Phase.TEE else tuning.futures
        total = 0
        for _ in range(count):
            turns = tuning.horizon_cap
            for left in downs:
                taken = fewer = 0
                while fewer < left and taken < turns:
                    taken += 1
                    if rng.random() < tuning.pace:
                        fewer += 1
                turns = min(turns, taken)
            turns = max(1, turns)
            total += turns
            self.futures.append(_Future(tuple(rng.sample(pile, min(len(pile), turns))),
                                        tuple(rng.sample(hidden, min(len(hidden), mine))),
                                        turns))
        self.mean_turns = total / count

    def _denied(self, turns_to_them: float, turns: float) -> float:
        """The strokes the others lose when they get ``turns_to_them`` more turns instead of
        ``turns``."""
        return self.rival_gain * max(0.0, turns - turns_to_them)

    def _play_on(self, cols: list[Column], down: int, future: _Future, turned: int) -> float:
        """The effective score at the end of ``future`` of a player who puts each card
        where it saves the most, else turns a card in an untouched column (module
        docstring); ``turned`` reveals of the future are spent already."""
        unseen = self.unseen
        draws, reveals, turns = future.draws, future.reveals, future.turns
        for j in range(min(turns, len(draws))):
            last = j == turns - 1
            # going out on this turn leaves the others one more: j + 2 turns from now
            bonus_out = 0.0 if last else self._denied(j + 2, self.mean_turns)
            k = draws[j]
            best, where = 0.0, -1
            made: Column = (None, None)
            filled = 0
            for c in range(COLUMNS):
                gain, col, fills = unseen.steps(cols[c])[k]
                if fills == down:
                    gain += bonus_out
                if gain > best:
                    best, where, made, filled = gain, c, col, fills
            if where >= 0:
                cols[where] = made
                down -= filled
                if down == 0:
                    return unseen.score(cols) - self._denied(j + 2, turns)
                continue
            if last or (down == 1 and bonus_out <= 0):
                continue  # nothing worth doing: line up the final putt
            pick = -1
            for c in range(COLUMNS):
                downs = _downs(cols[c])
                if downs == 2:
                    pick = c
                    break
                if downs == 1 and pick < 0:
                    pick = c
            top, bottom = cols[pick]
            value = reveals[turned] if turned < len(reveals) else round(unseen.mean)
            turned += 1
            cols[pick] = (value, bottom) if top is None else (top, value)
            down -= 1
            if down == 0:
                return unseen.score(cols) - self._denied(j + 2, turns)
        return unseen.score(cols)

    def value(self, layout: Layout, turned: tuple[int, ...] = ()) -> float:
        """The effective score of ``layout`` just after the decision (``Option.expected``);
        the face-down cards at ``turned`` are being turned, their values dealt by each
        future."""
        unseen = self.unseen
        cols = _columns(layout)
        down = sum(x is None for x in layout)
        if self.last_turn:
            return unseen.score(cols)
        self._draw_futures()
        if down == 0:
            return unseen.score(cols) - self._denied(1, self.mean_turns)
        total = 0.0
        for future in self.futures:
            work = list(cols)
            for n, slot in enumerate(turned):
                top, bottom = work[slot % COLUMNS]
                card = future.reveals[n]
                work[slot % COLUMNS] = (card, bottom) if slot < COLUMNS else (top, card)
            total += self._play_on(work, down - len(turned), future, len(turned))
        return total / len(self.futures)

    def one_step(self, layout: Layout) -> float:
        """The shortlist's estimate: the expected score less the next draw's expected gain."""
        cols = _columns(layout)
        if self.last_turn:
            return self.unseen.score(cols)
        return self.unseen.score(cols) - _SHORTLIST_LOOKAHEAD * self.unseen.next_gain(cols)

    # ---- the options ---------------------------------------------------------------------

    def _placed(self, slot: int, card: int) -> tuple[Layout, float]:
        """``card`` put at ``slot``, and the charge for the card it sends to the discards."""
        layout = list(self.mine)
        old = layout[slot]
        layout[slot] = card
        return layout, (self.feed_unknown if old is None else self.feed[index_of(old)])

    def _placed_value(self, slot: int, card: int) -> float:
        layout, charge = self._placed(slot, card)
        return self.value(layout) + charge

    def _turn_value(self, slot: int) -> float:
        down = sum(x is None for x in self.mine)
        if self.last_turn or down == 1:
            # the hole ends for the player: the card turned is scored by its expectation
            layout = list(self.mine)
            total = 0.0
            for k, p in enumerate(self.unseen.hidden):
                if p:
                    layout[slot] = VALUES[k]
                    total += p * self.value(layout)
            return total
        return self.value(self.mine, turned=(slot,))

    def advise(self) -> Advice:
        view = self.view
        if view.phase is Phase.TEE:
            return self._tee()
        down = [s for s in range(SLOTS) if self.mine[s] is None]
        options: list[tuple[float, int, Action]] = []
        if view.phase is Phase.DRAWN:
            card = view.drawn
            assert card is not None  # the player's own card is in its view
            for s in range(SLOTS):
                options.append((self._placed_value(s, card), s, Swap(s)))
            charge = self.feed[index_of(card)]
            for s in down:
                options.append((self._turn_value(s) + charge, SLOTS + s, Turn(s)))
            if len(down) == 1:
                options.append((self.value(self.mine) + charge, 2 * SLOTS, SKIP))
        else:
            options.append((self._draw_value(down), -1, DRAW_PILE))
            top = view.top_discard()
            if top is not None:
                for s in range(SLOTS):
                    options.append((self._placed_value(s, top), s, TakeDiscard(s)))
        return _advice(options)

    def _draw_value(self, down: list[int]) -> float:
        """A draw from the pile: over the card drawn, the best of a shortlist of its uses."""
        fresh = [s for s in down if self.mine[(s + COLUMNS) % SLOTS] is None]
        turn_value = self._turn_value((fresh or down)[0]) if down else None
        skip_value = self.value(self.mine) if len(down) == 1 else None
        total = 0.0
        for k, p in enumerate(self.unseen.draw):
            if not p:
                continue
            card = VALUES[k]
            places = list(range(SLOTS))
            if not self.last_turn:
                ranked = sorted(places, key=lambda s: self.one_step(self._placed(s, card)[0])
                                + self._placed(s, card)[1])
                places = ranked[:self.tuning.shortlist]
            best = min(self._placed_value(s, card) for s in places)
            for other in (turn_value, skip_value):
                if other is not None:
                    best = min(best, other + self.feed[k])
            total += p * best
        return total

    def _tee(self) -> Advice:
        """Two cards of one column or of two columns: each kind played out (module
        docstring); every tee shot listed with its kind's value."""
        same = self.value(self.mine, turned=(0, COLUMNS))
        apart = self.value(self.mine, turned=(0, 1))
        return _advice([(same if tee.second == tee.first + COLUMNS else apart, n, tee)
                        for n, tee in enumerate(TEE_SHOTS)])


def _advice(options: list[tuple[float, int, Action]]) -> Advice:
    """Best first; equal values in the order the rules list the actions, so ties are broken
    the same way every time."""
    options.sort(key=lambda o: (o[0], o[1]))
    ranked = tuple(Option(action, value) for value, _, action in options)
    return Advice(ranked[0].action, ranked)
