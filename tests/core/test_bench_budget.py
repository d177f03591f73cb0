"""The performance budget's arithmetic and reports (golfstudio/bench/budget.py): each goal held
to a budget that follows the machine, a failed or missing figure failing the check. The
figures themselves are the benchmarks' (``golfstudio bench check`` runs them in CI)."""

from __future__ import annotations

import json

import pytest

from golfstudio.bench import budget, calibration, startup
from golfstudio.bench.budget import GOALS, REDUCED, Figure, Measure, Scale
from golfstudio.cli import main

GOAL = {goal.key: goal for goal in GOALS}


def test_goal_keys_are_unique_and_every_group_is_in_the_readme_order() -> None:
    assert len(GOAL) == len(GOALS)
    groups = [goal.group for goal in GOALS]
    assert groups == sorted(groups, key=groups.index)  # a group's goals stand together


@pytest.mark.parametrize(("loop", "expected"), [(calibration.REFERENCE_SECONDS, 15.0),
                                                (2 * calibration.REFERENCE_SECONDS, 30.0)])
def test_a_time_goal_follows_the_calibration_loop(loop: float, expected: float) -> None:
    """15 s on the reference machine is 30 s where the loop takes twice as long."""
    assert budget._budget(GOAL["ultimate.analysis.course"], loop, 0.0) == pytest.approx(expected)


def test_a_rate_goal_follows_it_the_other_way() -> None:
    slow = 2 * calibration.REFERENCE_SECONDS
    assert budget._budget(GOAL["ultimate.greedy"], slow, 0.0) == pytest.approx(750)


def test_same_run_and_timeless_goals_do_not_move_with_the_machine() -> None:
    for key in ("app.window", "carambole.analysis.speed_up", "playnine.strong.lead"):
        assert GOAL[key].scale is not Scale.CALIBRATION
        assert budget._budget(GOAL[key], 10.0, 0.0) == GOAL[key].bound


def test_a_small_sample_is_held_to_its_own_uncertainty_not_less_than_the_goal() -> None:
    goal = GOAL["dicegolf.agreement"]
    assert budget._budget(goal, 1.0, 0.9) == 2.0  # a big sample: the goal's 2 %
    assert budget._budget(goal, 1.0, 3.6) == 3.6  # three standard errors of a small one


def test_a_figure_meets_its_goal_from_the_right_side() -> None:
    assert Figure(GOAL["cli.version"], 0.2, 0.25).ok
    assert not Figure(GOAL["cli.version"], 0.3, 0.25).ok
    assert Figure(GOAL["playnine.smart"], 400, 300).ok
    assert not Figure(GOAL["playnine.smart"], 200, 300).ok


def _fake(measures: list[Measure]) -> budget.Group:
    def fake(size: budget.Size) -> list[Measure]:
        return measures
    return fake


def test_the_check_fails_on_a_missed_goal_and_on_a_goal_without_figure() -> None:
    met = _fake([Measure("cli.version", 0.01, "quick")])
    report = budget.run_budget(REDUCED, [met])
    assert report.figures[0].ok and report.figures[0].note == "quick"
    assert not report.ok and "cli.help" in report.missing
    everything = _fake([Measure(goal.key, 0.0 if goal.at_most else 1e9) for goal in GOALS])
    assert budget.run_budget(REDUCED, [everything]).ok
    missed = _fake([Measure(goal.key, 1e9 if goal.at_most else 0.0) for goal in GOALS])
    report = budget.run_budget(REDUCED, [missed])
    assert not report.ok and not any(f.ok for f in report.figures)
    assert len(report.loops) == 1 and report.loops[0] > 0


def test_the_reports_name_the_machine_each_figure_and_its_budget() -> None:
    report = budget.run_budget(REDUCED, [_fake([Measure("app.window", 2.5, "0.5 s against 0.2 s"),
                                                Measure("cli.games", 9.0)])])
    shown = budget.text(report)
    assert shown.splitlines()[0] == f"machine: {budget.machine()}"
    assert "ok   app.window: 2.5 × ≤ 5  (0.5 s against 0.2 s)" in shown
    assert "FAIL cli.games: 9 s ≤ " in shown
    assert shown.splitlines()[-1] == f"1 of {len(GOALS)} goals met"
    table = budget.markdown(report)
    assert budget.machine() in table.splitlines()[0]
    assert "| the studio: process start to main window shown" in table
    assert "| 2.5 × | ≤ 5 × a bare PySide6 window | yes |" in table
    assert "**no**" in table
    assert json.loads(json.dumps(report.to_json()))["ok"] is False


def test_check_exits_1_and_prints_json_when_a_goal_is_missed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(budget, "GROUPS", (_fake([Measure("cli.version", 0.01)]),))
    assert main(["bench", "check", "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["size"] == "reduced" and "cli.help" in found["missing"]
    assert found["figures"][0]["key"] == "cli.version" and found["figures"][0]["ok"]


def test_startup_times_real_processes_and_a_failing_one_is_said() -> None:
    found = startup.time_cli(1)
    assert set(found) == {"version", "help", "games"}
    assert all(t.cpu > 0 and t.wall > 0 for t in found.values())
    with pytest.raises(startup.StartupError, match="failed"):
        startup.run_timed(("-c", "raise SystemExit(3)"), startup.Path("."))


def test_the_calibration_loop_is_a_positive_time() -> None:
    assert 0 < calibration.calibrate(1) < 60


def test_the_readme_tables_are_the_budgets_own() -> None:
    """The README shows `bench all --markdown`'s tables: every goal, as the budget states it.
    A goal added or changed without running ``python3 -m tools.bench_readme`` fails here."""
    from tools.bench_readme import README, block

    tables = block(README.read_text(encoding="utf-8"))
    assert tables.startswith("Measured by `golfstudio bench all --markdown` (full size) on ")
    rows = [line for line in tables.splitlines() if line.startswith("| ")
            and not line.startswith(("| measure", "| ---"))]
    assert [row.split(" | ")[0].removeprefix("| ") for row in rows] == [g.what for g in GOALS]
    assert [row.split(" | ")[2] for row in rows] == [g.shown_goal() for g in GOALS]
    assert all(row.split(" | ")[3] == "yes" for row in rows), "a goal missed in the README"
