"""``golfstudio bench check|all|scoring|carambole|analysis|ultimate|playnine|dicegolf|pbm``:
the performance budget, and benchmarks on generated data.

``check`` runs every benchmark at a reduced size and exits 1 when a figure misses its goal
(CI runs it); ``all`` runs them at full size, ``--markdown`` for the README's tables
(``golfstudio.bench.budget``).

``bench`` has sub-commands of its own, one per benchmark: ``scoring`` fills a store with a
season and times loading and scoring it; ``carambole`` times the Carambole engine's shot
resolution; ``ultimate`` times greedy Ultimate Golf holes and the course analysis;
``playnine`` times four-player Play Nine holes of ``smart`` players and measures ``strong``
against three of them; ``dicegolf`` solves the best Dice Golf policy of each bundled hole,
times the formulas' distributions and checks the policy by play; ``pbm`` times PBM Golf's
strokes and its club optimiser. Each prints one JSON object with its timings on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys

from golfstudio.bench import dicegolf as dice
from golfstudio.bench import pbm as pbm_bench
from golfstudio.bench import playnine as nine
from golfstudio.bench.carambole import GOAL_PER_SECOND, CaramboleBenchSize, run_carambole_bench
from golfstudio.bench.scoring import BenchSize, run_scoring_bench
from golfstudio.bench.ultimate import (
    DEFAULT_HOLES,
    GOAL_HOLES_PER_SECOND,
    MAX_HOLES,
    UltimateBenchSize,
    run_ultimate_bench,
)
from golfstudio.cli.analyse import register_bench as register_analysis_bench
from golfstudio.cli.numbers import bounded, seed
from golfstudio.dicegolf.limits import MAX_HOLES as MAX_DICEGOLF_HOLES
from golfstudio.ultimate.limits import MAX_HOLES as MAX_COURSE_HOLES


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Benchmarks on generated data; each prints a JSON object of timings."
    benchmarks = parser.add_subparsers(dest="benchmark", metavar="BENCHMARK", required=True)
    check = benchmarks.add_parser(
        "check", help="the performance budget: every goal at a reduced size; exit 1 on a miss",
        description="Run every benchmark at a reduced size (about a minute) and hold each "
        "figure to its goal: a ratio to a reference measured in the same run (a bare PySide6 "
        "window, the obvious way, a calibration loop), so the goals hold on any machine. "
        "Prints a line a goal and exits 1 when one is missed.")
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    check.set_defaults(run=run_check, size="reduced")
    every = benchmarks.add_parser(
        "all", help="every benchmark at full size, held to the same goals",
        description="Run every benchmark at full size (several minutes) and hold each figure "
        "to its goal, as 'check' does; --markdown prints the README's tables.")
    every.add_argument("--markdown", action="store_true",
                       help="print the README's performance tables, the machine named")
    every.add_argument("--json", action="store_true", help="print the report as JSON")
    every.set_defaults(run=run_check, size="full")
    scoring = benchmarks.add_parser(
        "scoring", help="fill, load and score a season of game nights",
        description="Fill a new temporary SQLite store (or the --db URL given before "
        "'bench') with seeded random game nights, then time loading every round as a card "
        "and computing the season standings and every player's handicap index.",
    )
    scoring.add_argument("--nights", type=bounded(1, 100_000, "nights"), default=1000,
                         metavar="N",
                         help="game nights, one round each (default 1000)")
    scoring.add_argument("--players", type=bounded(1, 50, "players"), default=4, metavar="N",
                         help="players at every night (default 4)")
    scoring.add_argument("--holes", type=bounded(1, 36, "holes"), default=18, metavar="N",
                         help="holes of the course (default 18)")
    scoring.add_argument("--seed", type=seed, default=0, metavar="S",
                         help="random seed: the same seed fills the same season (default 0)")
    scoring.set_defaults(run=run_scoring)
    carambole = benchmarks.add_parser(
        "carambole", help="Mini Golf Carambole: single-ball shot resolutions per second",
        description="Resolve seeded random legal shots of a lone ball (random cells, "
        "directions, dice and cards) on the largest bundled Carambole course, or --course, "
        f"and report the shots resolved per second (goal: {GOAL_PER_SECOND:,} on one core).",
    )
    carambole.add_argument("--shots", type=bounded(1, 10_000_000, "shots"), default=200_000,
                           metavar="N",
                           help="shots resolved by the fast path (default 200000)")
    carambole.add_argument("--full-shots", type=bounded(1, 1_000_000, "shots"),
                           default=20_000, metavar="N",
                           help="shots also resolved with the full record (default 20000)")
    carambole.add_argument("--course", default=None, metavar="ID",
                           help="a bundled course id (default: the largest bundled course)")
    carambole.add_argument("--seed", type=seed, default=0, metavar="S",
                           help="random seed: the same seed times the same shots (default 0)")
    carambole.set_defaults(run=run_carambole)
    register_analysis_bench(benchmarks)
    ultimate = benchmarks.add_parser(
        "ultimate", help="Ultimate Golf: greedy holes per second, and the course analysis",
        description="Play seeded one-player holes of a bundled Ultimate Golf course (its "
        "holes in turn) with the greedy AI and report the holes played per second (goal: "
        f"{GOAL_HOLES_PER_SECOND:,} on one core); then time the course analysis hole by hole "
        "(progress on stderr when it is a terminal).",
    )
    ultimate.add_argument("--holes", type=bounded(1, MAX_HOLES, "holes"),
                          default=DEFAULT_HOLES, metavar="N",
                          help=f"holes played by the greedy AI (default {DEFAULT_HOLES})")
    ultimate.add_argument("--course", default=UltimateBenchSize.course, metavar="ID",
                          help="a bundled course id (default: default)")
    ultimate.add_argument("--seed", type=seed, default=0, metavar="S",
                          help="random seed: the same seed plays the same holes (default 0)")
    ultimate.add_argument("--no-analysis", dest="analysis", action="store_false",
                          help="do not time the course analysis (it takes longest)")
    ultimate.add_argument("--analysis-holes", type=bounded(1, MAX_COURSE_HOLES, "holes"),
                          default=None, metavar="N",
                          help="analyse only the course's first N holes (default: all)")
    ultimate.set_defaults(run=run_ultimate)
    playnine = benchmarks.add_parser(
        "playnine", help="Play Nine: smart holes per second, and strong against smart",
        description="Play seeded four-player Play Nine holes with the smart AI and report "
        f"the holes played per second (goal: {nine.GOAL_HOLES_PER_SECOND:,} on one core); "
        "then play nine-hole games of one strong against three smart and report strong's lead per "
        "hole, its win share with their 95 % intervals and its decision time (progress on "
        "stderr when it is a terminal).",
    )
    playnine.add_argument("--holes", type=bounded(1, nine.MAX_HOLES, "holes"),
                          default=nine.DEFAULT_HOLES, metavar="N",
                          help=f"holes played by smart players (default {nine.DEFAULT_HOLES})")
    playnine.add_argument("--strong-games", type=bounded(0, nine.MAX_STRONG_GAMES, "games"),
                          default=nine.DEFAULT_STRONG_GAMES, metavar="N",
                          help="nine-hole games of strong against three smart (0 leaves "
                          f"them out; default {nine.DEFAULT_STRONG_GAMES})")
    playnine.add_argument("--seed", type=seed, default=0, metavar="S",
                          help="random seed: the same seed plays the same games (default 0)")
    playnine.set_defaults(run=run_playnine)
    dicegolf = benchmarks.add_parser(
        "dicegolf", help="Dice Golf: the best policy of each hole, distributions, and play",
        description="Solve the best one-player policy (no cards) of each hole of the bundled "
        "Dice Golf course and report its expected strokes next to par and the time taken "
        f"(goal: under {dice.GOAL_SOLVE_SECONDS:g} s a hole on one core); time the exact "
        "distribution of every formula (goal: under "
        f"{dice.GOAL_DISTRIBUTION_MS:g} ms); then play each hole --plays times by the policy "
        f"and report how far the mean is from the expectation (goal: within "
        f"{dice.AGREEMENT:.0%}; progress on stderr when it is a terminal).",
    )
    dicegolf.add_argument("--plays", type=bounded(0, dice.MAX_PLAYS, "plays"),
                          default=dice.DEFAULT_PLAYS, metavar="N",
                          help="plays of each hole by the policy (0 leaves the check out; "
                          f"default {dice.DEFAULT_PLAYS})")
    dicegolf.add_argument("--holes", type=bounded(1, MAX_DICEGOLF_HOLES, "holes"),
                          default=None, metavar="N",
                          help="only the course's first N holes (default: all)")
    dicegolf.add_argument("--seed", type=seed, default=0, metavar="S",
                          help="random seed: the same seed plays the same dice (default 0)")
    dicegolf.set_defaults(run=run_dicegolf)
    pbm = benchmarks.add_parser(
        "pbm", help="PBM Golf: strokes for every length, an evaluation, the club optimiser",
        description="Time the strokes of every lane length up to 1,000 for random club sets "
        f"(goal: under {pbm_bench.GOAL_STROKES_MS:g} ms a set), the evaluation of two "
        "tournaments of a league of --players in SQLite (goal: under "
        f"{pbm_bench.GOAL_EVALUATION_SECONDS:g} s each), and run the club optimiser on "
        f"the rulebook's game for --optimiser-seconds (goal: under "
        f"{pbm_bench.GOAL_OPTIMISER_SECONDS:g} s).")
    pbm.add_argument("--club-sets", type=bounded(1, 100_000, "club sets"), default=200,
                     metavar="N", help="random club sets to time (default 200)")
    pbm.add_argument("--players", type=bounded(0, 100_000, "players"), default=10_000,
                     metavar="N", help="the league's players (0 leaves the evaluation out; "
                     "default 10,000)")
    pbm.add_argument("--optimiser-seconds", type=bounded(0, 600, "seconds"), default=20,
                     metavar="N", help="the optimiser's time (0 leaves it out; default 20)")
    pbm.add_argument("--seed", type=seed, default=0, metavar="S",
                     help="random seed (default 0)")
    pbm.set_defaults(run=run_pbm)


def run_check(args: argparse.Namespace) -> int:
    from golfstudio.bench import budget

    report = budget.run_budget(budget.SIZES[args.size], progress=_progress)
    if getattr(args, "markdown", False):
        print(budget.markdown(report), end="")
    elif args.json:
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        print(budget.text(report))
    return 0 if report.ok else 1


def run_scoring(args: argparse.Namespace) -> int:
    size = BenchSize(nights=args.nights, players=args.players, holes=args.holes, seed=args.seed)
    print(json.dumps(run_scoring_bench(size, url=args.db), indent=2))
    return 0


def run_carambole(args: argparse.Namespace) -> int:
    size = CaramboleBenchSize(shots=args.shots, full_shots=args.full_shots, seed=args.seed,
                              course=args.course)
    print(json.dumps(run_carambole_bench(size), indent=2))
    return 0


def _progress(line: str) -> None:
    """A benchmark's progress, on stderr when a person is watching."""
    if sys.stderr.isatty():
        print(line, file=sys.stderr, flush=True)


def run_ultimate(args: argparse.Namespace) -> int:
    size = UltimateBenchSize(holes=args.holes, seed=args.seed, course=args.course,
                             analysis=args.analysis, analysis_holes=args.analysis_holes)
    print(json.dumps(run_ultimate_bench(size, _progress), indent=2))
    return 0


def run_playnine(args: argparse.Namespace) -> int:
    size = nine.PlayNineBenchSize(holes=args.holes, strong_games=args.strong_games, seed=args.seed)
    print(json.dumps(nine.run_playnine_bench(size, _progress), indent=2))
    return 0


def run_pbm(args: argparse.Namespace) -> int:
    print(json.dumps(pbm_bench.run_pbm_bench(args.club_sets, float(args.optimiser_seconds),
                                             args.seed, args.players), indent=2))
    return 0


def run_dicegolf(args: argparse.Namespace) -> int:
    size = dice.DiceGolfBenchSize(plays=args.plays, seed=args.seed, holes=args.holes)
    print(json.dumps(dice.run_dicegolf_bench(size, _progress), indent=2))
    return 0
