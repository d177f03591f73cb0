"""Carambole's ``Seat`` spells exactly the registry's seats, so naming one never drifts from
what the set-up dialog offers."""

from __future__ import annotations

from ui.carambole.play.seats import Seat
from ui.play_kit.seats import seat_names


def test_seat_names_are_the_registrys() -> None:
    assert sorted(Seat) == sorted(seat_names("carambole"))
    assert Seat.GREEDY == "greedy"
