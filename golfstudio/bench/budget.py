"""The performance budget: every goal of the README's performance tables, checked in one run.

``golfstudio bench check`` runs every benchmark at a reduced size (under 90 s in all on the
development machine) and fails when a figure misses its goal; CI runs it. ``golfstudio bench
all`` runs them at full size; ``--markdown`` prints the README's tables, the machine named.

A goal must hold on a slower or busier machine than the one it was set on, so none is a bare
number of seconds (architecture.md, "Budgets"). Each is one of:

- a ratio to a reference measured in the same run (``Scale.SAME_RUN``): the studio's window
  against a bare PySide6 window, the Carambole analysis against the obvious way;
- seconds (or a rate) on the development machine, scaled by the calibration loop
  (``Scale.CALIBRATION``, ``bench/calibration.py``) measured just before and after the
  figure: a 15 s goal there is a budget of ``15 × loop / REFERENCE_SECONDS`` here;
- no time at all (``Scale.NONE``): an AI's lead, an agreement with an expectation.

The figure is printed beside its budget, so a README's absolute numbers and a check's
verdict come from the same run.
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from golfstudio.bench import calibration

__all__ = ["GOALS", "Figure", "Goal", "Scale", "Size", "machine", "markdown", "run_budget"]


class Scale(StrEnum):
    CALIBRATION = "calibration loop"
    SAME_RUN = "same run"
    NONE = "none"


@dataclass(frozen=True)
class Goal:
    key: str
    group: str
    what: str
    unit: str
    bound: float
    at_most: bool
    """True: the figure must be at most ``bound`` (a time); False: at least (a rate, a lead)."""
    scale: Scale
    reference: str = ""
    """What a ``SAME_RUN`` figure is a ratio to."""

    def shown_goal(self) -> str:
        """``≤ 15 s``, ``≥ 5 × the obvious way's time``."""
        sign = "≤" if self.at_most else "≥"
        of = f" {self.reference}" if self.scale is Scale.SAME_RUN else ""
        return f"{sign} {_number(self.bound)} {self.unit}{of}"


GOALS: tuple[Goal, ...] = (
    Goal("cli.version", "Start-up", "`golfstudio --version` (CPU)", "s", 0.25, True,
         Scale.CALIBRATION),
    Goal("cli.help", "Start-up", "`golfstudio --help` (CPU)", "s", 0.25, True,
         Scale.CALIBRATION),
    Goal("cli.games", "Start-up", "`golfstudio games` (CPU)", "s", 0.25, True,
         Scale.CALIBRATION),
    Goal("app.window", "Start-up", "the studio: process start to main window shown (CPU, "
         "offscreen, median)", "×", 5.0, True, Scale.SAME_RUN, "a bare PySide6 window"),
    Goal("scoring.load", "Scorecards", "load every round of 1,000 game nights as a scorecard",
         "s", 1.0, True, Scale.CALIBRATION),
    Goal("scoring.standings", "Scorecards",
         "season standings and every player's WHS handicap index", "s", 1.0, True,
         Scale.CALIBRATION),
    Goal("carambole.shots", "Mini Golf Carambole",
         "single-ball shots resolved (end cell only), largest bundled course", "shots/s",
         50_000, False, Scale.CALIBRATION),
    Goal("carambole.analysis.linked", "Mini Golf Carambole",
         "course analysis, linked-grand-tour (275 cells)", "s", 0.5, True, Scale.CALIBRATION),
    Goal("carambole.analysis.generated", "Mini Golf Carambole",
         "course analysis, a generated board of 2,000 cells", "s", 2.0, True,
         Scale.CALIBRATION),
    Goal("carambole.analysis.speed_up", "Mini Golf Carambole",
         "course analysis against the obvious way (the slower of the two courses)", "×",
         # Measured 6.1–7.6× (full size 6.5×); a reduced run once gave 4.9×. The floor is
         # there to catch the walks no longer being shared (the analysis then calls the
         # engine as often as the obvious way), not a slow second.
         4.0, False, Scale.SAME_RUN, "the obvious way's time"),
    Goal("ultimate.greedy", "Ultimate Golf", "greedy one-player holes through the engine",
         "holes/s", 1_500, False, Scale.CALIBRATION),
    Goal("ultimate.analysis.course", "Ultimate Golf",
         "full analysis of the bundled 18 holes, one core", "s", 15.0, True,
         Scale.CALIBRATION),
    Goal("ultimate.analysis.hole", "Ultimate Golf", "the slowest hole's analysis", "s", 1.5,
         True, Scale.CALIBRATION),
    Goal("ultimate.best", "Ultimate Golf",
         "`best`'s mean strokes against the analysis' expectation, worst hole", "%", 2.0,
         True, Scale.NONE),
    Goal("playnine.smart", "Play Nine", "four-player holes of `smart` through the engine",
         "holes/s", 300, False, Scale.CALIBRATION),
    Goal("playnine.strong.lead", "Play Nine", "`strong`'s lead over three `smart`, a hole",
         "strokes", 1.5, False, Scale.NONE),
    Goal("playnine.strong.win_share", "Play Nine", "`strong`'s win share against three "
         "`smart` (25 % is par)", "%", 35.0, False, Scale.NONE),
    Goal("playnine.strong.decision", "Play Nine", "`strong`'s mean decision time", "s", 0.25,
         True, Scale.CALIBRATION),
    Goal("dicegolf.solve", "Dice Golf", "solving a hole's best policy, slowest hole", "s",
         5.0, True, Scale.CALIBRATION),
    Goal("dicegolf.distribution", "Dice Golf", "a formula's exact distribution, slowest",
         "ms", 10.0, True, Scale.CALIBRATION),
    Goal("dicegolf.agreement", "Dice Golf",
         "the policy's mean in play against its expectation, worst hole", "%", 2.0, True,
         Scale.NONE),
    Goal("pbm.strokes", "PBM Golf", "strokes of every lane length up to 1,000 for a club set, "
         "slowest set", "ms", 5.0, True, Scale.CALIBRATION),
    Goal("pbm.evaluation", "PBM Golf", "evaluating a tournament of 10,000 players (SQLite), "
         "the slower of two", "s", 2.0, True, Scale.CALIBRATION),
    Goal("pbm.optimiser", "PBM Golf", "the club optimiser stops within its time allowed",
         "× its time", 1.1, True, Scale.NONE),
    Goal("review.carambole", "Game review", "review a Carambole game: four players, courses "
         "1–7 (a fresh process: loading and analyses included)", "s", 2.0, True,
         Scale.CALIBRATION),
    Goal("review.dicegolf", "Game review", "review a Dice Golf game: four players, the bundled "
         "nine holes", "s", 5.0, True, Scale.CALIBRATION),
    Goal("review.ultimate", "Game review", "review an 18-hole Ultimate Golf game: two players",
         "s", 20.0, True, Scale.CALIBRATION),
    Goal("review.playnine", "Game review", "review a nine-hole Play Nine game: four players",
         "s", 60.0, True, Scale.CALIBRATION),
    Goal("editor.open", "Editors", "open the largest bundled Carambole course to a drawn view",
         "s", 0.5, True, Scale.CALIBRATION),
    Goal("editor.frame.fitted", "Editors", "a pan/zoom frame of a 2,000-cell course, fitted",
         "ms", 16.0, True, Scale.CALIBRATION),
    Goal("editor.frame.zoomed", "Editors",
         "a pan/zoom frame of a 2,000-cell course, zoomed in", "ms", 16.0, True,
         Scale.CALIBRATION),
    Goal("editor.paint", "Editors", "paint one cell until it is on screen (2,000 cells)",
         "ms", 16.0, True, Scale.CALIBRATION),
    Goal("editor.heat_map", "Editors", "Ultimate Golf: the heat map back after an edit on one "
         "hole", "s", 1.0, True, Scale.CALIBRATION),
)
"""Every goal, in the order the check and the README list them."""

_BY_KEY = {goal.key: goal for goal in GOALS}


@dataclass(frozen=True)
class Size:
    """How much each benchmark does: ``REDUCED`` for the check, ``FULL`` for the README."""

    name: str
    window_runs: int
    cli_runs: int
    carambole_shots: int
    ultimate_greedy_holes: int
    ultimate_analysis_holes: int | None
    """None: every hole of the course."""
    ultimate_best_plays: int
    ultimate_best_holes: int | None
    playnine_holes: int
    playnine_strong_games: int
    dicegolf_plays: int
    pbm_club_sets: int
    pbm_optimiser_seconds: int
    editor_rounds: int
    review_ultimate_holes: int | None
    """Holes of the Ultimate Golf game reviewed (None: all 18), the time scaled to 18."""
    review_playnine_holes: int | None


REDUCED = Size("reduced", window_runs=5, cli_runs=3, carambole_shots=50_000,
               ultimate_greedy_holes=600, ultimate_analysis_holes=None,
               ultimate_best_plays=400, ultimate_best_holes=3, playnine_holes=300,
               playnine_strong_games=6, dicegolf_plays=2_000, pbm_club_sets=50,
               pbm_optimiser_seconds=2, editor_rounds=10, review_ultimate_holes=6,
               review_playnine_holes=2)
FULL = Size("full", window_runs=9, cli_runs=5, carambole_shots=200_000,
            ultimate_greedy_holes=2_000, ultimate_analysis_holes=None,
            ultimate_best_plays=2_000, ultimate_best_holes=None, playnine_holes=2_000,
            playnine_strong_games=200, dicegolf_plays=5_000, pbm_club_sets=200,
            pbm_optimiser_seconds=20, editor_rounds=30, review_ultimate_holes=None,
            review_playnine_holes=None)
SIZES = {size.name: size for size in (REDUCED, FULL)}


@dataclass(frozen=True)
class Measure:
    """A benchmark's raw figure for one goal; ``note`` says how it was got (the reference's
    own time, the sample)."""

    key: str
    value: float
    note: str = ""
    margin: float = 0.0
    """For a figure drawn from a sample (a mean of plays): the sample's own uncertainty,
    three standard errors, in the figure's unit. A sample too small to tell the goal's 2 %
    is held to this instead, so a reduced check fails on a real disagreement only."""


@dataclass(frozen=True)
class Figure:
    goal: Goal
    value: float
    budget: float
    """The goal's bound on this machine in this run."""
    note: str = ""

    @property
    def ok(self) -> bool:
        return self.value <= self.budget if self.goal.at_most else self.value >= self.budget

    def to_json(self) -> dict[str, Any]:
        return {"key": self.goal.key, "what": self.goal.what, "value": self.value,
                "unit": self.goal.unit, "budget": round(self.budget, 6),
                "goal": self.goal.shown_goal(), "ok": self.ok, "note": self.note}


def _budget(goal: Goal, loop: float, margin: float) -> float:
    bound = goal.bound
    if goal.scale is not Scale.CALIBRATION:
        return max(bound, margin) if goal.at_most else bound
    factor = loop / calibration.REFERENCE_SECONDS
    return bound * factor if goal.at_most else bound / factor


REPEATS = 3
"""A quick figure is its best of this many runs (``calibration``: a core's speed changes from
one second to the next)."""

Group = Callable[[Size], list[Measure]]
Progress = Callable[[str], None]


@dataclass
class Report:
    size: str
    figures: list[Figure] = field(default_factory=list)
    loops: list[float] = field(default_factory=list)
    """The calibration loop's seconds, each time it was run."""
    missing: list[str] = field(default_factory=list)
    """Goals no benchmark gave a figure for (a benchmark that could not run, said why)."""
    seconds: dict[str, float] = field(default_factory=dict)
    """Each group's wall time."""

    @property
    def ok(self) -> bool:
        return not self.missing and all(f.ok for f in self.figures)

    def to_json(self) -> dict[str, Any]:
        return {"size": self.size, "ok": self.ok, "machine": machine(),
                "calibration_seconds": [round(s, 5) for s in self.loops],
                "reference_calibration_seconds": calibration.REFERENCE_SECONDS,
                "figures": [f.to_json() for f in self.figures], "missing": self.missing,
                "group_seconds": self.seconds}


def run_budget(size: Size, groups: Sequence[Group] | None = None,
               progress: Progress | None = None) -> Report:
    """Every group of benchmarks, each between two runs of the calibration loop."""
    report = Report(size.name)
    for group in groups if groups is not None else GROUPS:
        before = calibration.samples()
        started = time.perf_counter()
        try:
            measures = group(size)
        except BenchUnavailable as reason:
            if progress is not None:
                progress(f"{group.__name__}: {reason}")
            continue
        report.seconds[group.__name__] = round(time.perf_counter() - started, 1)
        loop = statistics.median([*before, *calibration.samples()])
        report.loops.append(loop)
        for measure in measures:
            goal = _BY_KEY[measure.key]
            report.figures.append(Figure(goal, measure.value,
                                         _budget(goal, loop, measure.margin),
                                         measure.note))
            if progress is not None:
                progress(_line(report.figures[-1]))
    given = {f.goal.key for f in report.figures}
    report.missing = [g.key for g in GOALS if g.key not in given]
    return report


class BenchUnavailable(Exception):
    """A benchmark cannot run here (its part of the studio is not installed)."""


# ---- the groups ------------------------------------------------------------------------------

def startup(size: Size) -> list[Measure]:
    from golfstudio.bench import startup as timing

    measures = [Measure(f"cli.{name}", round(t.cpu, 4), f"wall {t.wall:.3f} s")
                for name, t in timing.time_cli(size.cli_runs).items()]
    if importlib.util.find_spec("ui") is None:
        raise BenchUnavailable("the studio's window (ui) is not installed")
    window = timing.time_window(size.window_runs)
    studio = statistics.median(t.cpu for t in window.studio)
    bare = statistics.median(t.cpu for t in window.bare)
    walls = (statistics.median(t.wall for t in window.studio),
             statistics.median(t.wall for t in window.bare))
    measures.append(Measure(
        "app.window", round(window.ratio, 2),
        f"{studio:.2f} s against {bare:.2f} s CPU; wall {walls[0]:.2f} s against "
        f"{walls[1]:.2f} s; {size.window_runs} runs each"))
    return measures


def scoring(size: Size) -> list[Measure]:
    from golfstudio.bench.scoring import BenchSize, run_scoring_bench

    found = run_scoring_bench(BenchSize())
    seconds = found["seconds"]
    return [Measure("scoring.load", seconds["load"],
                    f"{found['size']['hole_scores']:,} hole scores; the store filled in "
                    f"{seconds['fill']} s"),
            Measure("scoring.standings", seconds["compute"])]


def carambole(size: Size) -> list[Measure]:
    from golfstudio.bench.analysis import AnalysisBenchSize, run_analysis_bench
    from golfstudio.bench.carambole import CaramboleBenchSize, run_carambole_bench

    shots = max((run_carambole_bench(CaramboleBenchSize(shots=size.carambole_shots,
                                                        full_shots=size.carambole_shots // 10))
                 for _ in range(REPEATS)),
                key=lambda found: found["shots_per_second"])
    analysis = run_analysis_bench(AnalysisBenchSize(repeats=5, obvious_repeats=2))
    linked, generated = analysis["courses"]
    speed_up = min(linked["speed_up"], generated["speed_up"])
    return [
        Measure("carambole.shots", shots["shots_per_second"],
                f"{shots['shots']:,} shots on {shots['course']}; with the full record (path, "
                f"bounces) {shots['full_record']['shots_per_second']:,}/s"),
        Measure("carambole.analysis.linked", linked["seconds"]["total"],
                f"the obvious way {linked['obvious']['seconds']['total']:.2f} s "
                f"({linked['obvious']['engine_calls']:,} engine calls)"),
        Measure("carambole.analysis.generated", generated["seconds"]["total"],
                f"the obvious way {generated['obvious']['seconds']['total']:.2f} s "
                f"({generated['obvious']['engine_calls']:,} engine calls)"),
        Measure("carambole.analysis.speed_up", speed_up,
                f"{linked['speed_up']}× and {generated['speed_up']}×"),
    ]


def ultimate(size: Size) -> list[Measure]:
    from golfstudio.bench import ultimate as bench
    from golfstudio.ultimate.bundled import DEFAULT_COURSE, load_bundled

    course = load_bundled(DEFAULT_COURSE)
    greedy = max((bench.greedy_holes(course, size.ultimate_greedy_holes, 0)
                  for _ in range(REPEATS)), key=lambda found: found["holes_per_second"])
    timing = bench.analysis_timing(bench.first_holes(course, size.ultimate_analysis_holes))
    per_hole = dict(timing["seconds_by_hole"])
    for number in sorted(per_hole, key=per_hole.__getitem__)[-REPEATS:]:
        per_hole[number] = min(per_hole[number], bench.hole_seconds(course, int(number)))
    holes = len(per_hole)
    total = sum(per_hole.values()) * len(course.holes) / holes
    slowest = max(per_hole, key=per_hole.__getitem__)
    best = bench.best_agreement(course, size.ultimate_best_plays, size.ultimate_best_holes, 0)
    worst = _worst(best)
    return [
        Measure("ultimate.greedy", greedy["holes_per_second"],
                f"{greedy['holes']:,} holes, {greedy['shots_per_second']:,} shots/s"),
        Measure("ultimate.analysis.course", round(total, 2),
                ("every hole" if holes == len(course.holes)
                 else f"{holes} of {len(course.holes)} holes, scaled to the course")
                + f"; the {REPEATS} slowest at their best of two"),
        Measure("ultimate.analysis.hole", per_hole[slowest], f"hole {slowest}"),
        Measure("ultimate.best", round(100 * best[worst]["relative_difference"], 2),
                f"hole {worst}: {best[worst]['mean']} against {best[worst]['expected']}, "
                f"{size.ultimate_best_plays:,} plays of each of {len(best)} holes",
                margin=_three_errors(best[worst])),
    ]


def playnine(size: Size) -> list[Measure]:
    from golfstudio.bench.playnine import smart_holes
    from golfstudio.bench.playnine_strong import strong_against_smart

    smart = max((smart_holes(size.playnine_holes, 0) for _ in range(REPEATS)),
                key=lambda found: found["holes_per_second"])
    strong = strong_against_smart(size.playnine_strong_games, 0)
    lead, share = strong["lead_per_hole"], strong["strong_win_share"]
    games = f"{size.playnine_strong_games} nine-hole games"

    def interval(ci: list[float] | None, times: float = 1) -> str:
        return "" if ci is None else f" (95 % interval {ci[0] * times:g}–{ci[1] * times:g})"

    return [
        Measure("playnine.smart", smart["holes_per_second"],
                f"{smart['holes']:,} holes, {smart['actions_per_hole']} actions a hole"),
        Measure("playnine.strong.lead", lead["mean"], games + interval(lead["ci95"])),
        Measure("playnine.strong.win_share", round(100 * share["mean"], 1),
                games + interval(share["ci95"], 100)),
        Measure("playnine.strong.decision", strong["decision_seconds"]["mean"],
                f"{strong['decision_seconds']['decisions']:,} decisions, at most "
                f"{strong['decision_seconds']['max']:.3f} s"),
    ]


def dicegolf(size: Size) -> list[Measure]:
    from golfstudio.bench.dicegolf import DiceGolfBenchSize, run_dicegolf_bench

    found = run_dicegolf_bench(DiceGolfBenchSize(plays=size.dicegolf_plays))
    holes = found["holes"]
    plays = {str(h["hole"]): h["monte_carlo"] for h in holes}
    worst = _worst(plays)
    return [
        Measure("dicegolf.solve", found["slowest_solve_seconds"], f"{len(holes)} holes"),
        Measure("dicegolf.distribution", found["slowest_distribution_ms"]),
        Measure("dicegolf.agreement", round(100 * plays[worst]["relative_difference"], 2),
                f"hole {worst}: {plays[worst]['mean']} against {plays[worst]['expected']}, "
                f"{size.dicegolf_plays:,} plays of each hole",
                margin=_three_errors(plays[worst])),
    ]


def pbm(size: Size) -> list[Measure]:
    from golfstudio.bench.pbm import PHASES, run_pbm_bench, time_evaluation

    found = run_pbm_bench(size.pbm_club_sets, float(size.pbm_optimiser_seconds), 0)
    # Each phase at its best of two evaluations: the evaluation writes 10,000 players'
    # results to SQLite, and a disk flushing another program's writes (a test suite's
    # databases just before, in CI) slowed one run by a third where the calibration loop,
    # all in the processor, did not notice.
    again = time_evaluation(found["evaluation"]["players"], 0)
    evaluation = {**found["evaluation"], **{
        phase: min(found["evaluation"][phase], again[phase]) for phase in PHASES}}
    slower = max(evaluation[phase] for phase in PHASES)
    optimiser = found["optimiser"]
    return [
        Measure("pbm.strokes", found["strokes"]["max_ms"],
                f"median {found['strokes']['median_ms']} ms, "
                f"{found['strokes']['club_sets']} club sets"),
        Measure("pbm.evaluation", slower,
                f"{evaluation['players']:,} players: first entries "
                f"{evaluation['first_entries_seconds']} s, swaps and automatic "
                f"{evaluation['swaps_and_automatic_seconds']} s"),
        Measure("pbm.optimiser", round(optimiser["seconds"] / size.pbm_optimiser_seconds, 3),
                f"{optimiser['seconds']} s for {size.pbm_optimiser_seconds} s allowed: "
                f"clubs {optimiser['clubs']}, {optimiser['expected_strokes']} expected "
                "strokes a tournament"),
    ]


def _three_errors(sample: dict[str, float]) -> float:
    """Three standard errors of a sample's mean, in per cent of the expectation."""
    return round(300 * sample["relative_standard_error"], 2)


def _worst(samples: dict[str, dict[str, float]]) -> str:
    """The sample furthest from its expectation, in its own standard errors and the goal's
    2 % alike: the one a check must judge."""
    return max(samples, key=lambda k: samples[k]["relative_difference"]
               / max(0.02, 3 * samples[k]["relative_standard_error"]))


def review(size: Size) -> list[Measure]:
    from golfstudio.bench.review import review_seconds

    holes = {"ultimate": size.review_ultimate_holes, "playnine": size.review_playnine_holes}
    measures = []
    for game_id in ("carambole", "dicegolf", "ultimate", "playnine"):
        found = review_seconds(game_id, holes.get(game_id))
        scaled = ("" if found["holes"] == found["full_holes"] else
                  f"; {found['holes']} of {found['full_holes']} holes reviewed in "
                  f"{found['seconds']} s, scaled to the game")
        measures.append(Measure(f"review.{game_id}", found["whole_game_seconds"],
                                f"{found['decisions']} decisions{scaled}"))
    return measures


EDITOR_BENCHES = ("ui.carambole.editor.bench", "ui.ultimate.editor.bench")
"""The editors' benchmark modules: each run as ``python -m`` (the core imports no Qt), each
printing its figures as JSON (``ui/editor_kit/bench.py``)."""


def editors(size: Size) -> list[Measure]:
    if importlib.util.find_spec("ui") is None:
        raise BenchUnavailable("the studio's editors (ui) are not installed")
    measures = []
    for module in EDITOR_BENCHES:
        run = subprocess.run([sys.executable, "-m", module, "--rounds", str(size.editor_rounds)],
                             capture_output=True, text=True, timeout=600,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        if run.returncode != 0:
            raise RuntimeError(f"{module} failed: {run.stderr.strip()[-800:]}")
        found: dict[str, Any] = json.loads(run.stdout)
        measures += [Measure(key, figure["value"], figure.get("note", ""))
                     for key, figure in found.items()]
    return measures


GROUPS: tuple[Group, ...] = (startup, scoring, carambole, ultimate, playnine, dicegolf, pbm,
                             review, editors)


# ---- reading it ------------------------------------------------------------------------------

def _number(value: float) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.3g}" if value < 10 else f"{value:.1f}"


def _line(figure: Figure) -> str:
    verdict = "ok  " if figure.ok else "FAIL"
    sign = "≤" if figure.goal.at_most else "≥"
    note = f"  ({figure.note})" if figure.note else ""
    return (f"{verdict} {figure.goal.key}: {_number(figure.value)} {figure.goal.unit} "
            f"{sign} {_number(figure.budget)}{note}")


def text(report: Report) -> str:
    """The check as a person reads it: a line a figure, then the verdict."""
    lines = [f"machine: {machine()}",
             f"calibration loop: {', '.join(f'{s:.4f}' for s in report.loops)} s "
             f"(reference {calibration.REFERENCE_SECONDS} s)"]
    lines += [_line(figure) for figure in report.figures]
    lines += [f"FAIL {key}: no figure (its benchmark did not run)" for key in report.missing]
    lines.append("seconds: " + ", ".join(f"{name} {seconds:g}"
                                         for name, seconds in report.seconds.items()))
    met = sum(f.ok for f in report.figures)
    total = len(report.figures) + len(report.missing)
    lines.append(f"all {total} goals met" if met == total else f"{met} of {total} goals met")
    return "\n".join(lines)


def machine() -> str:
    """The machine the figures are from, in a line: processor, cores, system, Python."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            model = next((line.split(":", 1)[1].strip() for line in info
                          if line.startswith("model name")), model)
    except OSError:
        pass
    return (f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()}")


def markdown(report: Report) -> str:
    """The README's tables: a table a group, each goal with its figure, the budget it was
    held to and how the figure was got."""
    out = [f"Measured by `golfstudio bench all --markdown` ({report.size} size) on {machine()}; "
           f"the calibration loop took {statistics.median(report.loops):.4f} s "
           f"(reference {calibration.REFERENCE_SECONDS} s). A goal in seconds or a rate is the "
           "development machine's: on another machine it scales with the calibration loop; a "
           "goal against another figure (×) holds as it is. `golfstudio bench check` holds the "
           "same goals at a reduced size in CI."]
    groups: dict[str, list[Figure]] = {}
    for figure in report.figures:
        groups.setdefault(figure.goal.group, []).append(figure)
    for group, figures in groups.items():
        out += ["", f"**{group}**", "", "| measure | figure | goal | met | how |",
                "| --- | --- | --- | --- | --- |"]
        for f in figures:
            out.append(f"| {f.goal.what} | {_number(f.value)} {f.goal.unit} | "
                       f"{f.goal.shown_goal()} | {'yes' if f.ok else '**no**'} | {f.note} |")
    return "\n".join(out) + "\n"
