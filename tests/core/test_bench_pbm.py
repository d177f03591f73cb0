"""``golfstudio bench pbm`` at a tiny size: the report's shape, not its timings."""

from __future__ import annotations

import json

import pytest

from golfstudio.bench.pbm import run_pbm_bench
from tests.core.cli.running import ok, refused


def test_the_report_times_the_strokes_and_runs_the_optimiser() -> None:
    report = run_pbm_bench(club_sets=5, optimiser_seconds=1.0, seed=2)
    strokes = report["strokes"]
    assert (strokes["club_sets"], strokes["lengths"]) == (5, 1001)
    assert 0 <= strokes["median_ms"] <= strokes["max_ms"]
    found = report["optimiser"]
    assert len(found["clubs"]) == 4 and found["expected_strokes"] >= 6
    assert found["starts"] >= 1 and isinstance(report["meets_goals"], bool)


def test_the_command_prints_json_and_refuses_absurd_sizes(
        capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "bench", "pbm", "--club-sets", "2",
                           "--optimiser-seconds", "0"))
    assert "optimiser" not in report and report["strokes"]["club_sets"] == 2
    assert "more than 100,000 club sets" in refused(capsys, "bench", "pbm", "--club-sets",
                                                     "100000000")
