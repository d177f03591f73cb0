"""Put the performance budget's tables into the README, between its two bench markers.

    python3 -m tools.bench_readme            # runs `golfstudio bench all --markdown` (minutes)
    python3 -m tools.bench_readme OUT.md     # takes that command's saved output instead

The README's figures come from one full-size run of every benchmark, never typed by hand
(architecture.md, "Budgets"); ``tests/core/test_bench_budget.py`` fails when the README's
block no longer lists the budget's goals, so a goal changed without a new run is noticed.
Run it on a quiet machine: the output names it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BEGIN = "<!-- golfstudio bench all --markdown: begin -->"
END = "<!-- golfstudio bench all --markdown: end -->"


def block(text: str) -> str:
    """The README's generated tables (between the markers)."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[start:end].strip("\n")


def replaced(text: str, tables: str) -> str:
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return f"{text[:start]}\n{tables.strip()}\n{text[end:]}"


def main(argv: list[str]) -> int:
    if argv:
        tables = Path(argv[0]).read_text(encoding="utf-8")
    else:
        run = subprocess.run([sys.executable, "-m", "golfstudio.cli", "bench", "all",
                              "--markdown"], capture_output=True, text=True, cwd=ROOT)
        if run.returncode not in (0, 1):  # 1: a goal missed, still the figures to show
            print(run.stderr, file=sys.stderr)
            return run.returncode
        tables = run.stdout
    README.write_text(replaced(README.read_text(encoding="utf-8"), tables), encoding="utf-8")
    print(f"{README.name}: the performance tables replaced")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
