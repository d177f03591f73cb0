"""How far ``strong``'s estimate of a Play Nine hole score sits from the score its own play
reaches, by the player's face-down cards: the correction the review adds to V (docs/review.md).

``strong`` plays each option's futures on by a simple greedy rule, so early in a hole its
estimate is pessimistic: measured over ``strong``'s own decisions, the hole ends some points
below what it expected. Left alone, that drift would show as luck, the same sign every
hole. The correction is data (``resources/review/playnine_bias.json``, written by
``python3 -m tools.playnine_review_bias``): for each count of face-down cards in the player's
layout, the mean of (hole score − ``strong``'s best estimate) over ``strong``'s decisions. It
is the same for every option of one decision, so it moves V and Q together: errors are
unchanged, and luck under ``strong``'s play averages out.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from golfstudio.errors import GolfStudioError
from golfstudio.jsonfile import parse_json, read_text
from golfstudio.playnine.scoring import SLOTS
from golfstudio.resources import resource_path

BIAS_FILE = ("review", "playnine_bias.json")
FORMAT = "golfstudio.review-playnine-bias"
MOST = 40.0
"""A correction beyond this many points is a broken file, not a measurement."""


def parse_bias(data: object, name: str = "playnine_bias.json") -> dict[int, float]:
    """The corrections by face-down count from the file's JSON (a broken file names what is
    wrong)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GolfStudioError(f"{name}: not a Play Nine review correction file")
    found = data.get("by_face_down")
    if not isinstance(found, dict):
        raise GolfStudioError(f"{name}: by_face_down must be an object")
    bias: dict[int, float] = {}
    for key, entry in found.items():
        if not key.isdigit() or not 0 <= int(key) <= SLOTS:
            raise GolfStudioError(f"{name}: face-down counts are 0 to {SLOTS}, not {key!r}")
        value = entry.get("bias") if isinstance(entry, dict) else None
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not -MOST <= value <= MOST:
            raise GolfStudioError(f"{name}: the bias for {key} face-down cards must be a "
                                  f"number from -{MOST:g} to {MOST:g}, got {value!r}")
        bias[int(key)] = float(value)
    return bias


@cache
def bundled_bias() -> Mapping[int, float]:
    path = resource_path(*BIAS_FILE)
    return parse_bias(parse_json(read_text(path)), path.name)
