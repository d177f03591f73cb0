"""``golfstudio review FILE``: each decision of a saved game weighed by the game's best
policy — strokes lost to choices, strokes gained or lost to luck (docs/review.md).

``--player NAME`` reviews one player; ``--json`` prints the review with stable keys
(``game``, ``estimated``, ``players`` with ``name``, ``strokes``, ``expected``, ``lost``,
``luck``, ``decisions``, ``accuracy``, ``inaccuracies``/``mistakes``/``blunders`` counts and
``holes`` with their ``decisions``); without it, a summary a player and the labelled
decisions.

``--keep`` keeps the review in the scorecard database (the global ``--db``) for every
reviewed seat that is a store player, dated ``--played-on`` (default today), so that the
player page shows it across games (``review.progress.save_review``); the JSON then has
``kept``, the names kept, and the text ends with a line naming them.
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

from golfstudio.engine.errors import GameError
from golfstudio.engine.saved_game import load_saved_game
from golfstudio.review import Label, Review, review
from golfstudio.review.progress import save_review
from golfstudio.store import open_store


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Review a saved game (golfstudio.game): every decision's strokes "
                          "lost against the best play, and the luck that followed.")
    parser.add_argument("file", type=Path, metavar="FILE", help="a saved game file")
    parser.add_argument("--player", metavar="NAME", default=None,
                        help="review this player only (default: every player)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument("--keep", action="store_true",
                        help="keep the review in the scorecard database (--db) for every "
                             "player of the game who is in it, for their progress over time")
    parser.add_argument("--played-on", type=_date, metavar="YYYY-MM-DD", default=None,
                        help="the day the game was played, with --keep (default: today)")
    parser.set_defaults(run=run)


def _date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a date is written YYYY-MM-DD, not {value[:40]!r}"
                                         ) from None


def run(args: argparse.Namespace) -> int:
    if args.played_on is not None and not args.keep:
        raise GameError("--played-on dates a kept review: give --keep too")
    saved = load_saved_game(args.file)
    names = saved.game().player_names()
    seats = None
    if args.player is not None:
        if args.player not in names:
            raise GameError(f"no player {args.player!r} in {args.file.name}: the players are "
                            + ", ".join(repr(n) for n in names))
        seats = [names.index(args.player)]
    try:
        result = review(saved, players=seats)
    except GameError as exc:
        raise GameError(f"{args.file.name}: {exc}") from None
    kept: list[str] | None = None
    if args.keep:
        with open_store(args.db) as store:
            rows = save_review(store, saved, result, played_on=args.played_on)
            kept = [store.player(row.player_id).name for row in rows]
    if args.json:
        data = result.to_json()
        if kept is not None:
            data["kept"] = kept
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(text(result))
        if kept is not None:
            print("kept in the scorecard database for " + ", ".join(kept) if kept else
                  "kept for nobody: no player of the game is in the scorecard database")
    return 0


def text(result: Review) -> str:
    lines = [f"{result.game_id} review" + (" (V estimated by sampling)" if result.estimated
                                            else "")]
    for p in result.players:
        accuracy = "-" if p.accuracy is None else f"{p.accuracy:.0%}"
        lines.append(
            f"{p.name}: {p.strokes} strokes, best play expects {p.expected:.2f}; "
            f"{p.lost:.2f} lost to {len(p.decisions)} decisions (accuracy {accuracy}), "
            f"luck {p.luck:+.2f}; " + ", ".join(
                f"{p.count(label)} {label.value if p.count(label) == 1 else label.plural}"
                for label in Label))
        for h in p.holes:
            for d in h.decisions:
                if d.label is not None:
                    lines.append(f"  hole {h.hole + 1}, {d.label.value} (-{d.error:.2f}): "
                                 f"{d.chosen_text}; best {d.best_text}")
    return "\n".join(lines)
