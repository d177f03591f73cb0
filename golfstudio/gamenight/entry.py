"""Which hole scores a scorekeeper may type, per game, and when a typed number is complete.

The ranges (docs/game-night.md):

- golf, Ultimate Golf, PBM: at least 1 stroke, no upper bound (rules/scoring.md);
- Carambole: 1 up to the course's stroke limit (carambole.md: "a ball not holed by then
  scores the limit"; 10 by default, 20 or 30 on linked courses);
- Dice Golf: 1 to 10 — *Decision*: the rulebook has no limit; a tenth stroke picks the ball
  up, which keeps the dice game from running away at a table;
- Play Nine: any whole number, zero and negatives included (a hole is a card total).

Typing: digits go into a buffer for the current cell; the buffer is complete (saved, and
the cursor moves on) as soon as no further digit could make a score within the game's
*typing range* — so "4" is complete at once in golf, while "1" waits for a second digit
(10–19) or for Enter/Tab/an arrow. Play Nine's typing range is -99..99, so its numbers end
with Enter (or after two digits).
"""

from __future__ import annotations

from dataclasses import dataclass

from golfstudio.gamenight.errors import EntryError

DEFAULT_CARAMBOLE_LIMIT = 10
"""carambole.md: stroke limit per course, 10 by default."""
DICEGOLF_MAX = 10
QUICK_MAX = 19
"""Open-ended games: a first digit of 2–9 is a whole score (a 20 is typed with Enter)."""
PLAYNINE_QUICK = 99


@dataclass(frozen=True)
class EntryRule:
    """The scores a cell accepts (``maximum`` None: no upper bound) and the typing range."""

    game: str
    minimum: int | None
    maximum: int | None
    quick_max: int

    def check(self, strokes: int, where: str = "") -> int:
        """``strokes`` if it is a valid score, else EntryError naming the range."""
        place = f" {where}" if where else ""
        if self.minimum is not None and strokes < self.minimum:
            raise EntryError(f"{strokes} is not a score{place}: {self.describe()}")
        if self.maximum is not None and strokes > self.maximum:
            raise EntryError(f"{strokes} is not a score{place}: {self.describe()}")
        return strokes

    def describe(self) -> str:
        if self.minimum is None and self.maximum is None:
            return f"in {self.game} any whole number counts"
        if self.maximum is None:
            return f"in {self.game} a hole takes at least {self.minimum} stroke"
        return f"in {self.game} a hole scores {self.minimum} to {self.maximum}"

    def parse(self, text: str) -> int:
        """A typed score (``"7"``, ``"-3"``) checked against the rule."""
        cleaned = text.strip()
        try:
            value = int(cleaned)
        except ValueError:
            raise EntryError(f"{cleaned!r} is not a whole number") from None
        return self.check(value)

    def complete(self, text: str) -> bool:
        """True once no further digit could extend ``text`` within the typing range."""
        digits = text.lstrip("-")
        if not digits:
            return False
        value = int(digits)
        if value == 0:
            return True
        return value * 10 > self.quick_max


def entry_rule(game: str, stroke_limit: int | None = None) -> EntryRule:
    """The rule of ``game`` (a ``store.Game`` value); ``stroke_limit`` for Carambole holes."""
    if game == "playnine":
        return EntryRule(game, None, None, PLAYNINE_QUICK)
    if game == "carambole":
        limit = DEFAULT_CARAMBOLE_LIMIT if stroke_limit is None else stroke_limit
        return EntryRule(game, 1, limit, limit)
    if game == "dicegolf":
        return EntryRule(game, 1, DICEGOLF_MAX, DICEGOLF_MAX)
    return EntryRule(game, 1, None, QUICK_MAX)
