"""Playing many games headless between AIs, for any game of the registry.

Each game is a fresh state of one ``Game``; its seats are AIs chosen by name from the
registry (``ai_players``), each with a generator of its own, and chance is drawn from another —
all seeded from one master seed, so the same call gives the same figures. The report gives
each seat's mean score on each hole, its mean total and mean per hole, and how many games each
won and what share of the games (ties count for every winner; a play-off decides a game whose
rules have one: ``State.winners``). With ``save_dir`` every game is written as a saved game that
``golfstudio replay`` turns back into the same scores.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players, game_info
from golfstudio.engine.saved_game import save_game, saved_game_of
from golfstudio.engine.state import Game
from golfstudio.i18n import tr

__all__ = ["MAX_GAMES", "simulate", "unique_labels"]

MAX_GAMES = 100_000
"""More games than a useful estimate needs; a larger count is refused, not run for hours."""


def unique_labels(names: Sequence[str]) -> list[str]:
    """The report's key for each hole: its label, numbered when one is played twice (the
    same course twice in a round)."""
    keys: list[str] = []
    for name in names:
        key, n = name, 1
        while key in keys:
            n += 1
            key = f"{name} ({n})"
        keys.append(key)
    return keys


def simulate(game: Game[Any], ais: Sequence[str], games: int, seed: int,
             save_dir: Path | None = None) -> dict[str, Any]:
    """Play ``games`` games of ``game`` with the AIs named in seat order; the report is
    JSON-ready (module docstring). ``GameError`` for an unknown AI, a seat count the game
    does not have, or a count of games out of range."""
    info = game_info(game.game_id)
    if not 1 <= games <= MAX_GAMES:
        raise GameError(tr("games must be 1 to {most}, not {count}").format(
            most=f"{MAX_GAMES:,}", count=games))
    names = game.player_names()
    if len(ais) != len(names):
        raise GameError(tr("{ais} AIs given for {players} players").format(
            ais=len(ais), players=len(names)))
    known = ai_players(info.id)
    for name in ais:
        if name not in known:
            raise GameError(tr("unknown player {name} (choose from {known})").format(
                name=repr(name), known=", ".join(known)))
    if save_dir is not None:
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file of that name, no permission: said before any game
            raise GameError(tr("cannot save the games in {folder}: {reason}").format(
                folder=save_dir, reason=exc.strerror or exc)) from None
    labels = unique_labels(game.hole_labels())
    master = random.Random(seed)
    sums = [[0] * len(labels) for _ in names]
    totals = [0] * len(names)
    wins = [0] * len(names)
    saved: list[str] = []
    digits = len(str(games))
    for number in range(1, games + 1):
        game_seed = master.getrandbits(64)
        seats = [known[ai][0](game, random.Random(master.getrandbits(64))) for ai in ais]
        state = play_out(game.new_state(), seats, random.Random(game_seed))
        for hole, row in enumerate(state.card()):
            for p, score in enumerate(row):
                sums[p][hole] += score or 0
        scores = state.scores()
        for p, total in enumerate(scores):
            totals[p] += total
        for p in state.winners():
            wins[p] += 1
        if save_dir is not None:
            path = save_dir / f"{info.id}-{number:0{digits}d}.json"
            save_game(saved_game_of(state, game_seed), path)
            saved.append(str(path))
    report: dict[str, Any] = {
        "game": info.id,
        "games": games,
        "seed": seed,
        "holes": list(labels),
        "players": [
            {"name": name, "ai": ai,
             "mean_strokes": {labels[h]: round(sums[p][h] / games, 3)
                              for h in range(len(labels))},
             "mean_total": round(totals[p] / games, 3),
             "mean_per_hole": round(totals[p] / games / len(labels), 3),
             "wins": wins[p],
             "win_share": round(wins[p] / games, 4)}
            for p, (name, ai) in enumerate(zip(names, ais, strict=True))],
    }
    if save_dir is not None:
        report["saved"] = saved
    return report
