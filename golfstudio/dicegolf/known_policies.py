"""The bundled holes' policy values, solved once and shipped (resources/dicegolf/policies).

Solving a hole takes up to a second (``policy.solve``), and a game's review or the ``best``
player needs all nine of a course before its first decision. The values of the bundled
holes do not change between runs, so ``python3 -m tools.dicegolf_policies`` writes them into
``bundled.npz``, each under the SHA-256 of its hole's JSON: a hole edited by a single metre
has another key and is solved as before. The throws from a position, which only a decision
there needs, are worked out when first asked (``Policy.from_values``). A test checks that the
shipped values are still exactly what ``solve`` finds.
"""

from __future__ import annotations

import hashlib
from functools import cache

import numpy as np

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.limits import THROW_LIMIT
from golfstudio.dicegolf.policy import Costs, Policy, solve
from golfstudio.resources import resource_path

KNOWN_FILE = ("dicegolf", "policies", "bundled.npz")
MOST_STROKES = 1_000.0
"""A value beyond this is a broken file, not a hole's expectation."""


def hole_key(hole: Hole) -> str:
    """The key a hole's values are kept under: its JSON's SHA-256."""
    return hashlib.sha256(hole.model_dump_json().encode("utf-8")).hexdigest()


@cache
def _known() -> dict[str, Costs]:
    path = resource_path(*KNOWN_FILE)
    if not path.is_file():
        return {}
    try:
        with np.load(path, allow_pickle=False) as found:
            return {key: np.array(found[key], dtype=np.float64) for key in found.files}
    except (OSError, ValueError) as exc:
        raise DiceGolfError(f"{path.name}: not readable policy values ({exc})") from None


def known_values(hole: Hole) -> Costs | None:
    """The shipped values of ``hole``, or None for a hole not bundled (or edited); a stored
    table of the wrong shape or with impossible values is a broken install, said in a line."""
    values = _known().get(hole_key(hole))
    if values is None:
        return None
    if values.shape != (hole.end_of_terrain, THROW_LIMIT + 1) or not np.isfinite(values).all() \
            or values.min() < 0 or values.max() > MOST_STROKES:
        raise DiceGolfError(f"{KNOWN_FILE[-1]}: the values of hole {hole.name!r} are broken")
    return values


def policy_of(hole: Hole) -> Policy:
    """The hole's best policy: the shipped values when the hole is a bundled one, else
    solved now."""
    values = known_values(hole)
    return solve(hole) if values is None else Policy.from_values(hole, values)
