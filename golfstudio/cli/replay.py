"""``golfstudio replay FILE``: replay a saved game through its engine and print its scores.

The scores are the engine's, recomputed from the parameters and the actions — the same
figures the simulation that saved the game counted. ``--json`` prints them as JSON (stable
keys: ``game``, ``players`` with ``name``, ``scores`` per hole and ``total``, ``winners``,
``actions``, ``over``); without it, a small table.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from golfstudio.engine.registry import game_info
from golfstudio.engine.saved_game import load_saved_game
from golfstudio.engine.simulate import unique_labels


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Replay a saved game (golfstudio.game) through its engine and print each "
                          "player's scores.")
    parser.add_argument("file", type=Path, metavar="FILE", help="a saved game file")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    parser.set_defaults(run=run)


def replay_report(path: Path) -> dict[str, Any]:
    saved = load_saved_game(path)
    state = saved.replay()
    game = state.game
    labels = unique_labels(game.hole_labels())
    card = state.card()
    scores = state.scores()
    names = game.player_names()
    return {
        "game": saved.game_id,
        "actions": len(saved.actions),
        "over": state.is_over(),
        "holes": labels,
        "players": [{"name": name,
                     "scores": {labels[h]: card[h][p] for h in range(len(labels))},
                     "total": scores[p]} for p, name in enumerate(names)],
        "winners": [names[p] for p in state.winners()] if state.is_over() else [],
    }


def run(args: argparse.Namespace) -> int:
    report = replay_report(args.file)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    title = game_info(report["game"]).title
    status = "finished" if report["over"] else "not finished"
    print(f"{title}, {report['actions']} actions, {status}")
    width = max(len(p["name"]) for p in report["players"])
    for player in report["players"]:
        holes = " ".join("-" if s is None else str(s) for s in player["scores"].values())
        print(f"{player['name']:<{width}}  {holes}  total {player['total']}")
    if report["winners"]:
        print("won by " + " and ".join(report["winners"]))
    return 0
