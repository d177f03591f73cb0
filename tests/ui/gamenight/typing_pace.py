"""How fast the scorekeeper's hands are, for the grid's quick-second-digit rule
(``ui.gamenight.entry_view.QUICK_S``).

pytest-qt's ``keyClicks`` sends keys with no time between them: to the grid, every string is
typed "quickly", so "45" is one number. A test that types several scores one after the
other, as called out at the table, slows the clock down: each reading of it is a second
later than the one before, so no digit is ever quick.
"""

from __future__ import annotations

import pytest

import ui.gamenight.entry_view


class Ticks:
    """A clock that moves on ``step`` seconds each time it is read."""

    def __init__(self, step: float = 1.0) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def scores_called_out(monkeypatch: pytest.MonkeyPatch) -> Ticks:
    """Every key the grid reads comes a second after the previous one."""
    ticks = Ticks()
    monkeypatch.setattr(ui.gamenight.entry_view, "monotonic", ticks)
    return ticks
