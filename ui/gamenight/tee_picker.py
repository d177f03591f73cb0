"""The night's tee, for the set-up form and the "Edit night…" dialog: a list of the chosen
course's tees with their rating and slope ("White — 71.2 / 125").

*Decision* (docs/game-night.md, "Tees"): a course with tees is always played from one of
them, the first by default; a course without tees has nothing to pick (the row is hidden)
and its night keeps the tabletop defaults, rating = par and slope 113.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from golfstudio import i18n
from golfstudio.gamenight.night import night_rating
from golfstudio.scoring.card import Hole
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.store import Store
from golfstudio.store.tables import Tee


class TeePicker(QComboBox):
    """``set_course(store, course_id, select)`` fills it; ``tee_id()`` and ``rating()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teePicker")
        self.course_id: int | None = None
        self._tees: dict[int, Tee] = {}

    def set_course(self, store: Store, course_id: int | None,
                   select: int | None = None) -> None:
        """The tees of ``course_id`` (none for None), ``select`` chosen if it is one."""
        self.blockSignals(True)
        self.clear()
        self.course_id = course_id
        tees = [] if course_id is None else store.tees(course_id)
        self._tees = {tee.id: tee for tee in tees if tee.id is not None}
        for tee in tees:
            self.addItem(self.tr("{name} — {rating} / {slope}").format(
                name=tee.name, rating=i18n.decimal(tee.course_rating, 1), slope=tee.slope),
                tee.id)
        if select is not None and self.findData(select) >= 0:
            self.setCurrentIndex(self.findData(select))
        self.blockSignals(False)

    def tee_id(self) -> int | None:
        data = self.currentData()
        return data if isinstance(data, int) else None

    def tee_name(self) -> str:
        tee = self._tees.get(self.tee_id() or -1)
        return "" if tee is None else tee.name

    def rating(self, holes: tuple[tuple[int, int], ...]) -> TeeRating | None:
        """The chosen tee's rating on the course's (par, SI) holes; None: no tee."""
        tee = self._tees.get(self.tee_id() or -1)
        if tee is None or not holes:
            return None
        return night_rating(tee, [Hole(par=par, si=si) for par, si in holes])
