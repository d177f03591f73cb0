"""The night page's grid model: the scorekeeper's ``EntryModel`` with one definition of Net.

The grid's handicap dots, its row labels and its Net column use the strokes of the night's
net format (``NightState.net_format``: stroke play, Stableford, skins or best-ball stroke play
at its allowance), so the Net column and that format's standings show one number; with no
such format they use the course handicap (100 %). The row's tip says both handicaps.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio.gamenight.night import NightState, Seat
from golfstudio.store import Store
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.standings_panel import format_title


class NightGridModel(EntryModel):
    def __init__(self, store: Store, state: NightState, round_id: int,
                 parent: QObject | None = None) -> None:
        # Read by _seat_tip, which the base class calls while it is built.
        self._course_hcps = {s.player_id: s.course_handicap for s in state.seats}
        self._net = state.net_format
        self.night = state
        super().__init__(store, state.with_handicaps(state.grid_handicaps()), round_id,
                         parent)

    def net_basis(self) -> str:
        """What the Net column counts, for the line under the grid."""
        if self._net is None:
            return self.tr("Net: course handicaps (100 %)")
        return self.tr("Net: playing handicaps of {format}").format(
            format=format_title(self._net))

    def _seat_tip(self, seat: Seat) -> str:
        course = self._course_hcps.get(seat.player_id, seat.course_handicap)
        origin = self._handicap_origin(seat)
        if self._net is None:
            return self.tr("{name}: course handicap {handicap} ({origin})").format(
                name=seat.name, handicap=course, origin=origin)
        return self.tr("{name}: course handicap {handicap} ({origin}), playing {playing} "
                       "in {format}").format(name=seat.name, handicap=course, origin=origin,
                                             playing=seat.course_handicap,
                                             format=format_title(self._net))
