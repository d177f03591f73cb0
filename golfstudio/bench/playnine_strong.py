"""Play Nine's ``strong`` AI against three ``smart`` ones: the issue's targets, measured.

Four players, nine-hole games; the strong player's seat moves round the table from one game
to the next (seat ``k % 4`` in game ``k``), so no seat's place in the deal favours it. Each
game's chance and the strong player's seed are drawn from the benchmark's seed, so the same
seed plays the same games. The targets (issue): the strong player scores at least 1.5
strokes a hole less than the smart players' mean, wins more than 35 % of the games (25 % is
par; a tied game is decided by the engine's play-off, ``PlayNineState.winners``), and takes
less than 0.25 s a decision on average. Every figure comes with its 95 % confidence interval,
``mean ± 1.96 · s / √n`` over the games (at least 200 for a figure worth quoting), and the
report says which targets the intervals clear, not only the means.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from golfstudio.ai.playnine import SmartPlayer
from golfstudio.ai.playnine_strong import StrongPlayer
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.playnine.game import (
    DEFAULT_HOLES,
    Action,
    GameParams,
    PlayNineGame,
    PlayNineState,
)

__all__ = ["GOAL_DECISION_SECONDS", "GOAL_STROKES_PER_HOLE", "GOAL_WIN_SHARE", "MAX_GAMES",
           "PLAYERS", "strong_against_smart"]

PLAYERS = 4
GOAL_STROKES_PER_HOLE = 1.5
"""The strong player's lead a hole over the smart players' mean (issue)."""
GOAL_WIN_SHARE = 0.35
GOAL_DECISION_SECONDS = 0.25
MAX_GAMES = 100_000
_Z95 = 1.96


class _TimedStrong:
    """The strong player with a stopwatch round each choice."""

    def __init__(self, player: StrongPlayer) -> None:
        self.player = player
        self.seconds: list[float] = []

    def choose(self, view: PlayNineState) -> Action:
        started = time.perf_counter()
        action = self.player.choose(view)
        self.seconds.append(time.perf_counter() - started)
        return action


def _interval(values: Sequence[float], digits: int,
              bounds: tuple[float, float] = (-math.inf, math.inf)) -> dict[str, Any]:
    """The mean and its 95 % interval (none from a single game), kept within ``bounds``
    (a share lies between 0 and 1)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return {"mean": round(mean, digits), "ci95": None}
    half = _Z95 * statistics.stdev(values) / math.sqrt(len(values))
    low, high = max(bounds[0], mean - half), min(bounds[1], mean + half)
    return {"mean": round(mean, digits), "ci95": [round(low, digits), round(high, digits)]}


def strong_against_smart(games: int, seed: int,
                         progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Play ``games`` nine-hole games of one strong player against three smart ones (module
    docstring); ``progress`` hears the number of games played after each. The report is
    JSON-ready. ``GameError`` for a count of games out of range."""
    if not 1 <= games <= MAX_GAMES:
        raise GameError(f"games must be 1 to {MAX_GAMES:,}, not {games}")
    master = random.Random(seed)
    holes = DEFAULT_HOLES
    strong_per_hole: list[float] = []
    smart_per_hole: list[float] = []
    leads: list[float] = []
    wins: list[float] = []
    seconds: list[float] = []
    for number in range(games):
        seat = number % PLAYERS
        game_seed, player_seed = master.getrandbits(64), master.getrandbits(64)
        names = tuple("Strong" if k == seat else f"Smart {k + 1}" for k in range(PLAYERS))
        strong = _TimedStrong(StrongPlayer(random.Random(player_seed)))
        players: list[Any] = [SmartPlayer() for _ in range(PLAYERS)]
        players[seat] = strong
        state = play_out(PlayNineGame(GameParams(names, holes)).new_state(), players,
                         random.Random(game_seed))
        totals = state.scores()
        mine = totals[seat] / holes
        theirs = sum(t for k, t in enumerate(totals) if k != seat) / (PLAYERS - 1) / holes
        strong_per_hole.append(mine)
        smart_per_hole.append(theirs)
        leads.append(theirs - mine)
        winners = state.winners()
        wins.append(1 / len(winners) if seat in winners else 0.0)  # a shared win is shared
        seconds.extend(strong.seconds)
        if progress is not None:
            progress(number + 1)
    lead = _interval(leads, 3)
    share = _interval(wins, 3, (0.0, 1.0))
    mean_seconds = statistics.fmean(seconds)
    return {
        "benchmark": "playnine-strong",
        "games": games,
        "seed": seed,
        "holes_per_game": holes,
        "players": PLAYERS,
        "strong_mean_per_hole": round(statistics.fmean(strong_per_hole), 3),
        "smart_mean_per_hole": round(statistics.fmean(smart_per_hole), 3),
        "lead_per_hole": lead,
        "strong_win_share": share,
        "par_win_share": round(1 / PLAYERS, 3),
        "decision_seconds": {"mean": round(mean_seconds, 5), "max": round(max(seconds), 5),
                             "decisions": len(seconds)},
        "goals": {"lead_per_hole": GOAL_STROKES_PER_HOLE, "win_share": GOAL_WIN_SHARE,
                  "decision_seconds": GOAL_DECISION_SECONDS},
        "meets_goals": {
            "lead_per_hole": lead["mean"] >= GOAL_STROKES_PER_HOLE,
            "lead_per_hole_ci": lead["ci95"] is not None
            and lead["ci95"][0] >= GOAL_STROKES_PER_HOLE,
            "win_share": share["mean"] > GOAL_WIN_SHARE,
            "win_share_ci": share["ci95"] is not None and share["ci95"][0] > GOAL_WIN_SHARE,
            "decision_seconds": mean_seconds < GOAL_DECISION_SECONDS,
        },
    }
