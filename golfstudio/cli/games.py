"""``golfstudio games``: the games the studio knows and what it offers for each (the registry)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from golfstudio.engine.registry import GAMES, ai_players


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("List the registered games with their facts: players, scoring, hidden "
                          "information and what the studio offers (editor, play, league, "
                          "scorecard).")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    parser.set_defaults(run=run)


def games_report() -> list[dict[str, Any]]:
    return [{
        "id": info.id,
        "title": info.title,
        "players": [info.min_players, info.max_players],
        "lower_wins": info.lower_wins,
        "hole_score": [info.score_range.minimum, info.score_range.maximum],
        "hidden_information": info.hidden_information,
        "continuous_actions": info.continuous_actions,
        "offers": sorted(o.value for o in info.offers),
        "ais": list(ai_players(info.id)),
    } for info in GAMES]


def run(args: argparse.Namespace) -> int:
    report = games_report()
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    width = max(len(g["id"]) for g in report)
    for game in report:
        low, high = game["players"]
        line = (f"{game['id']:<{width}}  {game['title']} — {low} to {high} players; "
                f"offers {', '.join(game['offers'])}")
        if game["ais"]:
            line += f"; AIs {', '.join(game['ais'])}"
        print(line)
    return 0
