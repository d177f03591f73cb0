"""Which hole scores a scorekeeper may type, per game, and when a typed number is complete.

The ranges are the registry's ``score_range`` (``golfstudio.engine.registry``; the table is
in docs/game-night.md), so a new game brings its own by its registry entry. A course may set
its own maximum: a Carambole hole's stroke limit (carambole.md: "a ball not holed by then
scores the limit"; 20 or 30 on linked courses) replaces the game's default of 10.

Typing: digits go into a buffer for the current cell; the buffer is complete (saved, and
the cursor moves on) as soon as no further digit could make a score within the game's
*typing range*, derived from its score range:

- a bounded score (Carambole, Dice Golf: 1–10) types up to its maximum, so "2" is complete
  at once and "1" waits for a possible "10";
- a stroke count with no upper bound (golf, Ultimate Golf, PBM) types up to 19 (``quick_max``;
  the scorekeeper's grid narrows it to the hole's plausible maximum, below): a first digit
  of 2–9 is a whole score, "1" waits for a second digit or for Enter/Tab/an arrow;
- a score with no lower bound is a card total (Play Nine), often past 20, so it types in
  -99..99: its numbers end with Enter, or after two digits.

Plausible scores (issue 27 §7): on a stroke count a score above par + 10
(:func:`plausible_maximum`) is possible but rarely meant — "19" on a par 4 is more often a
slip — so the grid types up to that maximum (:meth:`EntryRule.typing_maximum`: "1" waits on
a par 4 since 10–14 are plausible, "2"–"9" are whole scores at once) and asks before keeping
anything above it (:meth:`EntryRule.plausible_maximum`). The store keeps its own hard bounds
(``check``). *Decision*: a card total (Play Nine) has no plausible maximum — it has no par
(par 0 on the bundled course) and totals of 40 or more are ordinary — and a bounded game
whose maximum is within par + 10 (Carambole's 10-stroke limit) has nothing to ask about.
"""

from __future__ import annotations

from dataclasses import dataclass

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_info
from golfstudio.gamenight.errors import EntryError
from golfstudio.i18n import tr

DEFAULT_OVER_PAR = 10
"""How far over par a hole score is still plausible unless the course says otherwise."""
STROKES_QUICK_MAX = 19
"""Open-ended stroke counts: a first digit of 2–9 is a whole score (a 20 is typed with Enter)."""
CARD_TOTAL_QUICK_MAX = 99
"""Scores with no lower bound (card totals) are typed in -99..99."""


@dataclass(frozen=True)
class EntryRule:
    """The scores a cell accepts (``None``: no bound) and the typing range; ``title`` is the
    game's name as messages say it."""

    game: str
    title: str
    minimum: int | None
    maximum: int | None
    quick_max: int

    def check(self, strokes: int, where: str = "") -> int:
        """``strokes`` if it is a valid score, else EntryError naming the range."""
        if (self.minimum is not None and strokes < self.minimum) or (
                self.maximum is not None and strokes > self.maximum):
            if where:
                raise EntryError(tr("{strokes} is not a score {where}: {rule}").format(
                    strokes=strokes, where=where, rule=self.describe()))
            raise EntryError(tr("{strokes} is not a score: {rule}").format(
                strokes=strokes, rule=self.describe()))
        return strokes

    def describe(self) -> str:
        if self.minimum is None and self.maximum is None:
            return tr("in {game} any whole number counts").format(game=self.title)
        least = self.minimum
        if self.maximum is None and least is not None:
            return tr("in {game} a hole takes at least %n stroke(s)", "", least).format(
                game=self.title)
        if self.minimum is None:
            return tr("in {game} a hole scores at most {most}").format(
                game=self.title, most=self.maximum)
        return tr("in {game} a hole scores {least} to {most}").format(
            game=self.title, least=self.minimum, most=self.maximum)

    def parse(self, text: str) -> int:
        """A typed score (``"7"``, ``"-3"``) checked against the rule."""
        cleaned = text.strip()
        try:
            value = int(cleaned)
        except ValueError:
            raise EntryError(tr("{text} is not a whole number").format(
                text=repr(cleaned))) from None
        return self.check(value)

    def complete(self, text: str, most: int | None = None) -> bool:
        """True once no further digit could extend ``text`` within the typing range (up to
        ``most``, by default the game's ``quick_max``)."""
        digits = text.lstrip("-")
        if not digits:
            return False
        value = int(digits)
        if value == 0:
            return True
        return value * 10 > (self.quick_max if most is None else most)

    def plausible_maximum(self, par: int, over_par: int | None = None) -> int | None:
        """The most a hole of ``par`` plausibly scores in this game (module docstring), above
        which a typed score is confirmed before it is kept; None where nothing is asked: a
        card total, or a game whose hard maximum is already within it."""
        if self.minimum is None:
            return None
        most = plausible_maximum(par, over_par)
        if most is None or (self.maximum is not None and self.maximum <= most):
            return None
        return most

    def typing_maximum(self, par: int, over_par: int | None = None) -> int:
        """The largest number the grid lets a digit wait for on a hole of ``par``: the
        plausible maximum where there is one, else the game's typing range."""
        most = self.plausible_maximum(par, over_par)
        return self.quick_max if most is None else most


def entry_rule(game: str, stroke_limit: int | None = None) -> EntryRule:
    """The rule of ``game`` (a registry id) from its registry ``score_range``; a course's
    ``stroke_limit`` (Carambole holes) replaces the range's maximum. EntryError for a game
    the registry does not know."""
    try:
        info = game_info(game)
    except GameError as exc:
        raise EntryError(str(exc)) from None
    minimum = info.score_range.minimum
    maximum = info.score_range.maximum if stroke_limit is None else stroke_limit
    if maximum is not None:
        quick_max = maximum
    elif minimum is None:
        quick_max = CARD_TOTAL_QUICK_MAX
    else:
        quick_max = STROKES_QUICK_MAX
    return EntryRule(game, info.title, minimum, maximum, quick_max)


def counts_strokes(game: str) -> bool:
    """Whether ``game``'s hole score is a count of strokes (it has a least score), so that
    under or over par means a birdie or a bogey; a card total (Play Nine) has no such sense.
    EntryError for a game the registry does not know."""
    return entry_rule(game).minimum is not None


def plausible_maximum(par: int, over_par: int | None = None) -> int | None:
    """The most strokes a hole of ``par`` plausibly takes: ``par + over_par`` (default
    :data:`DEFAULT_OVER_PAR`, a course may set its own). A negative ``over_par`` means the
    course asks for no limit: None.

    >>> plausible_maximum(4), plausible_maximum(3, 5), plausible_maximum(4, -1)
    (14, 8, None)
    """
    over = DEFAULT_OVER_PAR if over_par is None else over_par
    if over < 0:
        return None
    return par + over
