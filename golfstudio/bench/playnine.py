"""The Play Nine benchmark: four-player holes a second with ``smart`` players, and ``strong``
against three ``smart``.

**Part one, smart play** (issue 14 §4: "at least 300 four-player holes per second with smart
players on one core"). One-hole games of four ``smart`` players, each played to the end
through ``engine.play.play_out`` — the engine as a simulation drives it: the deal card by
card, the tee shots, every draw's chance drawn with its exact weights, every decision made
from the player's masked ``view``. Each hole has its own seed, drawn from the benchmark's
seed as ``engine.simulate`` draws them, so the same seed plays the same holes. Only play is
timed, in this one thread.

**Part two, strong against smart** (``bench.playnine_strong.strong_against_smart``): nine-hole
games of one ``strong`` and three ``smart``, strong's seat turning, with its lead per hole,
its win share (the play-off decides a tie) and their 95 % intervals, and the time strong
takes to decide. It takes minutes; ``strong_games=0`` leaves it out.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players
from golfstudio.playnine.game import Draw, GameParams, PlayNineGame

__all__ = ["DEFAULT_HOLES", "DEFAULT_STRONG_GAMES", "GOAL_HOLES_PER_SECOND", "MAX_HOLES",
           "MAX_STRONG_GAMES", "PlayNineBenchSize", "run_playnine_bench", "smart_holes"]

GOAL_HOLES_PER_SECOND = 300
DEFAULT_HOLES = 2_000
MAX_HOLES = 1_000_000
"""About an hour of play at the goal's pace: enough for any figure worth having."""
DEFAULT_STRONG_GAMES = 200
MAX_STRONG_GAMES = 10_000
SMART = "smart"
PLAYERS = 4

Progress = Callable[[str], None]


@dataclass(frozen=True)
class PlayNineBenchSize:
    holes: int = DEFAULT_HOLES
    strong_games: int = DEFAULT_STRONG_GAMES
    seed: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.holes <= MAX_HOLES:
            raise GameError(f"the benchmark plays 1 to {MAX_HOLES:,} holes, not {self.holes}")
        if not 0 <= self.strong_games <= MAX_STRONG_GAMES:
            raise GameError(f"strong plays 0 to {MAX_STRONG_GAMES:,} games against smart, "
                            f"not {self.strong_games}")


def run_playnine_bench(size: PlayNineBenchSize,
                       progress: Progress | None = None) -> dict[str, Any]:
    """Both parts (module docstring); the figures as a JSON-ready dict."""
    report: dict[str, Any] = {"benchmark": "playnine", "seed": size.seed,
                              "smart": smart_holes(size.holes, size.seed)}
    if size.strong_games:
        from golfstudio.bench.playnine_strong import strong_against_smart

        def played(done: int) -> None:
            if progress is not None and (done % 10 == 0 or done == size.strong_games):
                progress(f"strong against smart: {done} of {size.strong_games} games")

        report["strong"] = strong_against_smart(size.strong_games, size.seed, played)
    return report


def smart_holes(count: int, seed: int) -> dict[str, Any]:
    """Play ``count`` four-player holes of ``smart`` players and time them."""
    game = PlayNineGame(GameParams(tuple(f"smart-{k + 1}" for k in range(PLAYERS)), 1))
    make_player = ai_players("playnine")[SMART][0]
    master = random.Random(seed)
    plan = [(master.getrandbits(64), [master.getrandbits(64) for _ in range(PLAYERS)])
            for _ in range(count)]
    total = draws = actions = 0
    started = time.perf_counter()
    for game_seed, seat_seeds in plan:
        seats = [make_player(game, random.Random(s)) for s in seat_seeds]
        state = play_out(game.new_state(), seats, random.Random(game_seed))
        total += sum(state.scores())
        actions += len(state.history)
        draws += sum(isinstance(a, Draw) for a in state.history)
    seconds = time.perf_counter() - started
    per_second = count / seconds if seconds > 0 else float("inf")
    return {
        "ai": SMART,
        "players": PLAYERS,
        "holes": count,
        "seconds": round(seconds, 4),
        "holes_per_second": round(per_second),
        "goal_per_second": GOAL_HOLES_PER_SECOND,
        "meets_goal": per_second >= GOAL_HOLES_PER_SECOND,
        "actions_per_hole": round(actions / count, 1),
        "draws_per_hole": round(draws / count, 1),
        "mean_score_per_hole": round(total / count / PLAYERS, 3),
    }
