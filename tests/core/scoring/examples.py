"""Worked-example round files, hand-scored in the tests that use them.

ULTIMATE: the rulebook's Ultimate Golf course (ultimate-golf.md section 1 stroke indexes) with
Ann (3 strokes: holes 6, 18 and 3) against Bob (scratch):

    hole   1 2 3 4 5 6 7 8 9 | 10 11 12 13 14 15 16 17 18
    par    4 4 4 3 4 4 4 3 4 |  4  4  3  4  4  4  4  3  5
    SI    15 13 3 11 7 1 17 9 5 | 6 8 16 18 4 10 14 12 2
    Ann    5 4 5 3 4 5 4 3 5 |  4  5  3  4  5  4  4  3  6   = 38 + 38 = 76, net 73
    Bob    4 4 4 4 5 4 4 3 4 |  5  4  3  5  4  4  5  4  5   = 36 + 39 = 75

Gross, hole by hole: Bob wins 1 3 6 9 11 14 18 (7), Ann wins 4 5 10 13 16 17 (6), halved
2 7 8 12 15. Net (Ann's strokes on 3, 6, 18): Bob wins 1 9 11 14, Ann 4 5 10 13 16 17.

FOURBALL: four holes, teams Ann & Cat against Bob & Dan (docstring of test_bestball.py).
"""

from __future__ import annotations

from typing import Any

ULTIMATE_SI = [15, 13, 3, 11, 7, 1, 17, 9, 5, 6, 8, 16, 18, 4, 10, 14, 12, 2]
ULTIMATE_PARS = [4, 4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 4, 3, 5]
ANN = [5, 4, 5, 3, 4, 5, 4, 3, 5, 4, 5, 3, 4, 5, 4, 4, 3, 6]
BOB = [4, 4, 4, 4, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 5, 4, 5]


def round_file(
    scores: dict[str, list[Any]],
    *,
    pars: list[int] | None = None,
    si: list[int] | None = None,
    handicaps: dict[str, int] | None = None,
    teams: list[list[str]] | None = None,
    game: str | None = None,
) -> dict[str, Any]:
    """A round-file JSON object; pars default to 4 and SI to hole order."""
    n = len(next(iter(scores.values())))
    pars = pars if pars is not None else [4] * n
    si = si if si is not None else list(range(1, n + 1))
    handicaps = handicaps or {}
    data: dict[str, Any] = {
        "holes": [{"par": p, "si": s} for p, s in zip(pars, si, strict=True)],
        "players": [
            {"name": name, "handicap": handicaps[name]} if name in handicaps else {"name": name}
            for name in scores
        ],
        "scores": scores,
    }
    if teams is not None:
        data["teams"] = teams
    if game is not None:
        data["game"] = game
    return data


def ultimate() -> dict[str, Any]:
    return round_file(
        {"Ann": list(ANN), "Bob": list(BOB)},
        pars=list(ULTIMATE_PARS),
        si=list(ULTIMATE_SI),
        handicaps={"Ann": 3},
    )


def fourball() -> dict[str, Any]:
    return round_file(
        {
            "Ann": [5, 4, 6, 5],
            "Cat": [4, 4, 5, 5],
            "Bob": [5, 3, 6, 5],
            "Dan": [5, 4, 7, 5],
        },
        pars=[4, 3, 5, 4],
        si=[2, 4, 1, 3],
        handicaps={"Ann": 2, "Cat": 1, "Bob": 1, "Dan": 3},
        teams=[["Ann", "Cat"], ["Bob", "Dan"]],
    )
