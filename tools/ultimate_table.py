"""Put the default Ultimate Golf course's per-hole table into the README and
docs/ultimate-analysis.md, between their two markers.

    python3 -m tools.ultimate_table

The table is `golfstudio analyse default --markdown` (the exact analysis: par, yards, strokes
to the green, suggested par, expected strokes under best play) followed by the mean rounds of
`golfstudio simulate ultimate --players best` and `--players greedy` over 100 games (seed 0).
The figures come from those commands, never typed by hand (architecture.md, "Budgets");
``tests/core/ultimate/test_default_course_table.py`` fails when a change of the course, the
cards or the rules leaves the documents' table behind the analysis.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = (ROOT / "README.md", ROOT / "docs" / "ultimate-analysis.md")
BEGIN = "<!-- golfstudio analyse default --markdown: begin -->"
END = "<!-- golfstudio analyse default --markdown: end -->"
GAMES = 100


def block(text: str) -> str:
    """A document's generated table (between the markers)."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[start:end].strip("\n")


def replaced(text: str, table: str) -> str:
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return f"{text[:start]}\n{table.strip()}\n{text[end:]}"


def _golfstudio(*args: str) -> str:
    run = subprocess.run([sys.executable, "-m", "golfstudio.cli", *args], capture_output=True,
                         text=True, cwd=ROOT, check=True)
    return run.stdout


def simulated_mean(player: str) -> float:
    """One player's mean round over ``GAMES`` solo games of the default course, seed 0."""
    result = json.loads(_golfstudio("simulate", "ultimate", "--players", player,
                                    "--games", str(GAMES), "--seed", "0"))
    return float(result["players"][0]["mean_total"])


def simulated_line(best: float, greedy: float) -> str:
    return (f"Played through the engine ({GAMES} solo games each, seed 0): `best` averages "
            f"{best:.2f}, `greedy` {greedy:.2f} ({greedy - best:+.2f}).")


def main() -> int:
    table = _golfstudio("analyse", "default", "--markdown").strip()
    table += "\n\n" + simulated_line(simulated_mean("best"), simulated_mean("greedy"))
    for document in DOCUMENTS:
        document.write_text(replaced(document.read_text(encoding="utf-8"), table),
                            encoding="utf-8")
        print(f"{document.relative_to(ROOT)}: the default course's table replaced")
    return 0


if __name__ == "__main__":
    sys.exit(main())
