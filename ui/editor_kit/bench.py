"""What the editors' benchmarks share (``ui/<game>_editor/bench.py``, run by ``golfstudio
bench``: the core imports no Qt): a frame drawn as the screen would show it, an editor closed
without questions, a median time, and the command line printing the figures as JSON.

A game's bench module gives ``figures(rounds) -> {goal key: {"value", "note"}}`` for the
budget's goals it measures (``golfstudio/bench/budget.py``) and ends with
``sys.exit(main(figures))``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from ui.editor_kit.editor import Editor

SIZE = (1200, 800)
"""Editors are timed at the size of the screenshots."""

Figures = dict[str, dict[str, Any]]


def drawn(editor: Editor[Any, Any]) -> QImage:
    """The view rendered as a frame of the viewport's size (offscreen)."""
    image = QImage(editor.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    editor.view.render(painter)
    painter.end()
    return image


def close(editor: Editor[Any, Any]) -> None:
    """Close without the question a changed document asks: the edits were the benchmark's."""
    editor.document.undo_stack.setClean()
    editor.close()
    editor.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def timed(action: Callable[[], object], rounds: int) -> float:
    """Median seconds of ``action`` over ``rounds``, after one to warm up."""
    action()
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main(figures: Callable[[int], Figures], argv: Sequence[str] | None = None) -> int:
    """``python -m ui.<game>_editor.bench [--rounds N]``: the figures as JSON on stdout."""
    parser = argparse.ArgumentParser(description="An editor's figures of the performance "
                                     "budget, as JSON (golfstudio bench runs it).")
    parser.add_argument("--rounds", type=int, default=10, choices=range(1, 1001),
                        metavar="N", help="rounds of each figure (1 to 1000; default 10)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    found = figures(args.rounds)
    del app
    print(json.dumps(found, indent=2))
    return 0
