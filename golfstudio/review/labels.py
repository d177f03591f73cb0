"""How bad an error is in words, and what counts as an accurate decision.

The thresholds are data (``resources/review/labels.json``), one set a game: a stroke in
Carambole, Ultimate Golf and Dice Golf, a point of a Play Nine hole score, whose cards swing
a layout by several points (docs/review.md gives the reasoning). Like chess sites'
inaccuracy / mistake / blunder, a label says how much the choice cost, not how it looked.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from golfstudio.errors import GolfStudioError
from golfstudio.jsonfile import parse_json, read_text
from golfstudio.resources import resource_path

LABELS_FILE = ("review", "labels.json")


class Label(StrEnum):
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def plural(self) -> str:
        """The JSON key of a count of them: "inaccuracies", "mistakes", "blunders"."""
        return "inaccuracies" if self is Label.INACCURACY else f"{self.value}s"


@dataclass(frozen=True)
class Thresholds:
    """Errors (strokes lost) from which a decision is labelled, and within which it is
    accurate."""

    accurate: float
    inaccuracy: float
    mistake: float
    blunder: float

    def label(self, error: float) -> Label | None:
        if error >= self.blunder:
            return Label.BLUNDER
        if error >= self.mistake:
            return Label.MISTAKE
        if error >= self.inaccuracy:
            return Label.INACCURACY
        return None


def _number(value: object, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value <= 100:
        raise GolfStudioError(f"{where} must be a number above 0 and at most 100, got {value!r}")
    return float(value)


@cache
def thresholds(game_id: str) -> Thresholds:
    """The game's thresholds from the bundled file (a broken file is a broken install: the
    error names the key)."""
    path = resource_path(*LABELS_FILE)
    data = parse_json(read_text(path))
    if not isinstance(data, dict) or data.get("format") != "golfstudio.review-labels":
        raise GolfStudioError(f"{path.name}: not a review labels file")
    games = data.get("games")
    if not isinstance(games, dict) or not isinstance(games.get(game_id), dict):
        raise GolfStudioError(f"{path.name}: no thresholds for {game_id}")
    own = games[game_id]
    levels = [_number(own.get(key), f"{game_id}.{key}")
              for key in ("accurate", "inaccuracy", "mistake", "blunder")]
    if not levels[0] <= levels[1] < levels[2] < levels[3]:
        raise GolfStudioError(f"{path.name}: {game_id}'s thresholds must rise: accurate ≤ "
                              "inaccuracy < mistake < blunder")
    return Thresholds(*levels)
