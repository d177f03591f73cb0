"""Solve every bundled Dice Golf hole and ship its values (golfstudio/dicegolf/
known_policies.py says why).

    python3 -m tools.dicegolf_policies

Writes resources/dicegolf/policies/bundled.npz, one array per hole under its key;
``tests/core/dicegolf/test_known_policies.py`` fails when a bundled hole or the rules change
and the file is not written again.
"""

from __future__ import annotations

import numpy as np

from golfstudio.dicegolf.bundled import bundled_course_ids, load_bundled
from golfstudio.dicegolf.known_policies import KNOWN_FILE, hole_key
from golfstudio.dicegolf.policy import solve
from golfstudio.resources import resource_path


def main() -> None:
    arrays = {}
    for course_id in bundled_course_ids():
        for hole in load_bundled(course_id).holes:
            arrays[hole_key(hole)] = np.asarray(solve(hole).values)
    path = resource_path(*KNOWN_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        np.savez_compressed(out, **arrays)
    print(f"{path}: {len(arrays)} holes")


if __name__ == "__main__":
    main()
