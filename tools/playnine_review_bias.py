"""Measure how far ``strong``'s Play Nine estimates sit from the scores its play reaches, by
face-down cards, and write resources/review/playnine_bias.json (golfstudio/review/
playnine_bias.py says why).

    python3 -m tools.playnine_review_bias [--games N] [--seed S]

One-hole games of four players — ``strong`` with the review's own seed, ``smart``, ``greedy``
and ``random``, ``strong``'s seat moving round the table — each reviewed without a
correction; every decision of ``strong`` gives (face-down cards, hole score − its best
estimate). The file keeps each count's mean, its standard error and the sample's size.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from typing import Any

from golfstudio.ai.playnine import GreedyPlayer, RandomPlayer, SmartPlayer
from golfstudio.ai.playnine_strong import StrongPlayer
from golfstudio.engine.play import play_out
from golfstudio.playnine.game import GameParams, PlayNineGame, PlayNineState
from golfstudio.resources import resource_path
from golfstudio.review.playnine import PlayNineJudge, face_down
from golfstudio.review.playnine_bias import BIAS_FILE, FORMAT

PLAYERS = 4


def measure(games: int, seed: int) -> dict[str, Any]:
    master = random.Random(seed)
    game = PlayNineGame(GameParams(tuple(f"Player {k + 1}" for k in range(PLAYERS)), 1))
    judge = PlayNineJudge(game, bias={})
    residuals: dict[int, list[float]] = {}
    for number in range(games):
        seat = number % PLAYERS
        others: list[Any] = [SmartPlayer(), GreedyPlayer(random.Random(master.getrandbits(32))),
                             RandomPlayer(random.Random(master.getrandbits(32)))]
        players: list[Any] = [*others[:seat], StrongPlayer(), *others[seat:]]
        state = play_out(game.new_state(), players, random.Random(master.getrandbits(64)))
        score = state.card()[0][seat]
        assert score is not None
        replayed: PlayNineState = game.new_state()
        for action in state.history:
            if replayed.current_player() == seat and replayed.card()[0][seat] is None:
                judged = judge.judge(replayed, action)
                if judged is not None:
                    residuals.setdefault(face_down(replayed, seat), []).append(
                        score - judged.best)
            replayed.apply(action)
    by_count = {}
    for count in sorted(residuals):
        values = residuals[count]
        error = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else None
        by_count[str(count)] = {"bias": round(statistics.fmean(values), 3),
                                "standard_error": None if error is None else round(error, 3),
                                "decisions": len(values)}
    return {"format": FORMAT, "version": 1,
            "measured": f"{games} one-hole games of strong (the review's seed), smart, greedy "
                        f"and random, seed {seed}: python3 -m tools.playnine_review_bias",
            "by_face_down": by_count}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    found = measure(args.games, args.seed)
    path = resource_path(*BIAS_FILE)
    path.write_text(json.dumps(found, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(found["by_face_down"], indent=1))


if __name__ == "__main__":
    main()
