"""The tee a night is played from (revision r0007), written the same way by the store's
``set_night_tee`` and by a night's correction (``corrections.NightEdit.set_tee``)."""

from __future__ import annotations

from sqlmodel import Session

from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.errors import StoreError
from golfstudio.store.tables import GameNight, NightTee, Tee


def set_night_tee(session: Session, night: GameNight, tee_id: int | None) -> None:
    """Replace the night's tee row; the tee must be of the night's course (the composite key
    holds that in the database too)."""
    assert night.id is not None
    row = session.get(NightTee, night.id)
    if tee_id is None:
        if row is not None:
            session.delete(row)
        return
    key = checks.identifier(tee_id, "tee")
    tee = session.get(Tee, key)
    if tee is None:
        raise StoreError(tr("no tee with id {id}").format(id=key))
    if tee.course_id != night.course_id:
        raise StoreError(tr("tee {name} is not a tee of the night's course").format(
            name=tee.name))
    if row is None:
        row = NightTee(night_id=night.id, tee_id=key, course_id=night.course_id)
    row.tee_id = key
    session.add(row)
