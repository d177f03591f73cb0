"""What the card table shows, as plain values read from a position: the table's picture.

The picture is the one place the canvas learns card values from, and it reads **only what
is face up**: a face-down card is a back whatever the state holds, so a table drawn from the
engine's full state and one drawn from ``state.view(seat)`` look the same — nobody, the
player included, sees a face-down card (play-nine.md). The card in a player's hand (drawn
from the pile) is shown only when the picture is made for that player (``show_drawn``): on a
person's own turn, or in a replay, where the whole game is told.

``scored_picture`` is the table at the end of a hole: the engine has already dealt the next
hole by then (``HoleEnd`` keeps the layouts and why they scored), so it is built from the
record of the move that ended the hole.
"""

from __future__ import annotations

from dataclasses import dataclass

from golfstudio.playnine.game import Phase, Played, PlayNineState, TakeDiscard
from golfstudio.playnine.scoring import SLOTS, LayoutScore

__all__ = ["SeatPicture", "TablePicture", "picture_of", "scored_picture"]


@dataclass(frozen=True)
class SeatPicture:
    """One player's place at the table."""

    name: str
    cards: tuple[int | None, ...]
    """Each slot's value when face up; None for a back (or no card: ``dealt``)."""
    dealt: tuple[bool, ...]
    playing: bool
    """In this hole (a play-off hole is played by the tied players only)."""
    total: int
    to_act: bool = False
    dealer: bool = False
    out: bool = False
    """Went out this hole: every other player has one more turn."""
    last_turn: bool = False
    """Owed a last turn after someone went out."""
    score: LayoutScore | None = None
    """The hole's score and why, once it is scored."""
    hole_points: int | None = None


@dataclass(frozen=True)
class TablePicture:
    seats: tuple[SeatPicture, ...]
    pile: int
    """Cards left in the draw pile."""
    discard: tuple[int, ...]
    """The discard pile, its top last (every discard is face up)."""
    holding: bool
    """A player holds a card drawn from the pile."""
    drawn: int | None
    """Its value when this picture may show it."""
    hole: int
    """0-based; the game's holes and beyond for play-off holes."""
    holes: int
    scored: bool = False
    """The end of a hole: every card face up, the scores explained."""


def _dealt(state: PlayNineState, seat: int) -> tuple[bool, ...]:
    if state.phase is Phase.DEALER or seat not in state.seats:
        return (False,) * SLOTS
    if state.phase is Phase.DEAL:
        if seat not in state.order:
            return (False,) * SLOTS
        first = state.order.index(seat) * SLOTS
        return tuple(first + k < state.dealt for k in range(SLOTS))
    return (True,) * SLOTS


def picture_of(state: PlayNineState, *, show_drawn: bool) -> TablePicture:
    """The table of ``state`` (the full state or a player's view: the same picture, but for
    the drawn card, shown only with ``show_drawn`` and only where the state knows it)."""
    names = state.game.player_names()
    totals = state.scores()
    playing_turn = state.phase in (Phase.TEE, Phase.TURN, Phase.DRAW, Phase.DRAWN)
    seats = []
    for seat, name in enumerate(names):
        up, row = state.face_up[seat], state.cards[seat]
        dealt = _dealt(state, seat)
        seats.append(SeatPicture(
            name=name,
            cards=tuple(row[k] if up[k] and dealt[k] else None for k in range(SLOTS)),
            dealt=dealt,
            playing=seat in state.seats,
            total=totals[seat],
            to_act=playing_turn and state.turn == seat,
            dealer=state.phase is not Phase.DEALER and state.dealer == seat,
            out=state.out == seat and not state.is_over(),
            last_turn=seat in state.final))
    holding = state.phase is Phase.DRAWN
    return TablePicture(
        seats=tuple(seats), pile=state.stock_size, discard=tuple(state.discard),
        holding=holding, drawn=state.drawn if holding and show_drawn else None,
        hole=state.hole, holes=state.game.params.holes, scored=state.is_over())


def scored_picture(before: PlayNineState, record: Played, after: PlayNineState, *,
                   revealed: bool) -> TablePicture:
    """The table when the move ``record`` (played from ``before``) ended a hole: every layout
    as it was scored, the cards turned at the end still backs until ``revealed``, and then
    each layout's score and why."""
    end = record.end
    assert end is not None
    names = before.game.player_names()
    totals = after.scores()
    discard = list(before.discard)
    if isinstance(record.action, TakeDiscard):
        discard.pop()
    discard.append(record.discarded)
    seats = []
    for seat, name in enumerate(names):
        layout = end.layouts.get(seat)
        if layout is None:
            seats.append(SeatPicture(name=name, cards=(None,) * SLOTS, dealt=(False,) * SLOTS,
                                     playing=False, total=totals[seat]))
            continue
        hidden = set(end.revealed.get(seat, ())) if not revealed else set()
        seats.append(SeatPicture(
            name=name,
            cards=tuple(None if k in hidden else layout.cards[k] for k in range(SLOTS)),
            dealt=(True,) * SLOTS, playing=True, total=totals[seat],
            dealer=before.dealer == seat, out=end.went_out == seat,
            score=layout if revealed else None,
            hole_points=end.scores[seat] if revealed else None))
    return TablePicture(seats=tuple(seats), pile=before.stock_size, discard=tuple(discard),
                        holding=False, drawn=None, hole=before.hole,
                        holes=before.game.params.holes, scored=revealed)
