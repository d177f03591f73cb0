"""How long a game review takes (issue 31): a game of each kind played by the AIs, saved,
and reviewed in a fresh process, as a player opening the saved game meets it.

A fresh process, because the review's cost is mostly its analyses (the Carambole courses,
the Ultimate holes, the Dice Golf policies), which the AIs that played the game have already
made in this one; the child times ``review.review`` alone, after its imports. The games:
Carambole, four players over courses 1 to 7 (`best`, `greedy`, `random`, `greedy`); Dice
Golf, the bundled nine holes, four players; Ultimate Golf, the bundled course with `best`
and `greedy`; Play Nine, nine holes of four players (`smart` ×3, `greedy`). A reduced run
reviews the first holes of the Ultimate and Play Nine games and scales the time to the
whole game by the holes (the note says so).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players, game_type
from golfstudio.engine.saved_game import save_game, saved_game_of

__all__ = ["GAMES", "review_seconds"]

GAMES: dict[str, tuple[tuple[str, ...], int]] = {
    "carambole": (("best", "greedy", "random", "greedy"), 7),
    "dicegolf": (("best", "greedy", "random", "greedy"), 9),
    "ultimate": (("best", "greedy"), 18),
    "playnine": (("smart", "smart", "smart", "greedy"), 9),
}
"""Each game's players and holes at full size."""

_CHILD = """
import json, sys, time
from golfstudio.engine.saved_game import load_saved_game
from golfstudio.review import review
saved = load_saved_game(sys.argv[1])
started = time.perf_counter()
result = review(saved)
print(json.dumps({"seconds": time.perf_counter() - started,
                  "decisions": sum(len(p.decisions) for p in result.players)}))
"""


def _params(game_id: str, players: int, holes: int) -> dict[str, Any]:
    if game_id == "carambole":
        from golfstudio.carambole.bundled import load_bundled
        from golfstudio.carambole.course import DEFAULT_PLAY_ORDER
        from golfstudio.carambole.game import GameParams, Mode, Player

        labels = tuple(f"course-{k}" for k in range(1, holes + 1))
        return GameParams(tuple(load_bundled(label) for label in labels),
                          tuple(Player(f"Player {k + 1}", 1, (DEFAULT_PLAY_ORDER[k],))
                                for k in range(players)), Mode.BASIC, labels).to_json()
    params = game_type(game_id).example_params(players)
    if game_id in ("ultimate", "dicegolf"):
        params["holes"] = list(range(1, holes + 1))
    else:
        params["holes"] = holes
    if game_id in ("ultimate", "playnine", "dicegolf"):
        params["players"] = [f"Player {k + 1}" for k in range(players)]
    return params


def review_seconds(game_id: str, holes: int | None = None, seed: int = 0) -> dict[str, Any]:
    """Play the benchmark's game of ``game_id`` (its first ``holes`` holes), then time its
    review in a child process."""
    names, full = GAMES[game_id]
    played = full if holes is None else min(holes, full)
    kind = game_type(game_id)
    game = kind.game_from_json(_params(game_id, len(names), played))
    ais = ai_players(game_id)
    players = [ais[name][0](game, random.Random(seed + k)) for k, name in enumerate(names)]
    state = play_out(game.new_state(), players, random.Random(seed))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{game_id}.json"
        save_game(saved_game_of(state, seed), path)
        run = subprocess.run([sys.executable, "-c", _CHILD, str(path)], capture_output=True,
                             text=True, timeout=900)
    if run.returncode != 0:
        raise RuntimeError(f"reviewing a {game_id} game failed: {run.stderr.strip()[-800:]}")
    found: dict[str, Any] = json.loads(run.stdout)
    return {"game": game_id, "holes": played, "full_holes": full, "players": len(names),
            "seconds": round(found["seconds"], 3),
            "whole_game_seconds": round(found["seconds"] * full / played, 3),
            "decisions": found["decisions"]}
