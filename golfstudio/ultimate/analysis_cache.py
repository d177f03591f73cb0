"""Hole analyses kept by what they depend on, so that an edit recomputes only the hole it
touched.

An editor re-analyses the hole it shows after each edit, shows the holes one after another,
and works out the stroke indexes from every hole's difficulty. A hole's analysis depends on
its layout, par, local rules and hole-in-one club, and on the card set — not on its name, its
stroke index, its 150-yard marker points or its tracing background, and not on the other
holes. ``analysis_key`` is a digest of exactly that, so a course edited on one hole finds the
analyses of all the others again, and an edit undone finds the analysis from before it.

``AnalysisCache`` keeps the last few whole analyses (each holds megabytes of lattice and
outcomes, so only a few) and the figures of many more (a few numbers each: enough for the
stroke-index suggestion). The analysis module — numpy — is imported only when a hole is
analysed, so this module costs nothing to import.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from golfstudio.ultimate.cards import CardSet
from golfstudio.ultimate.course import Hole, ModelMemo

if TYPE_CHECKING:
    from golfstudio.ultimate.analysis import HoleAnalysis

__all__ = ["AnalysisCache", "HoleFigures", "analysis_key"]

NOT_ANALYSED = frozenset({"name", "stroke_index", "markers_150", "background"})
"""The fields of a hole the analysis never reads (``Hole``): an edit of them keeps it."""

KEEP_ANALYSES = 6
"""Whole analyses kept (the largest bundled hole's holds some 18 MB)."""

KEEP_FIGURES = 512
"""Holes whose figures are kept: many courses' worth."""


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


_hole_digests: ModelMemo[Hole, str] = ModelMemo(
    lambda hole: _digest(hole.model_dump_json(exclude=set(NOT_ANALYSED))))
_card_digests: ModelMemo[CardSet, str] = ModelMemo(lambda cards: _digest(cards.model_dump_json()))


def analysis_key(hole: Hole, cards: CardSet) -> str:
    """A digest of everything the analysis of ``hole`` with ``cards`` depends on (module
    docstring); worked out once per hole and card set object."""
    return _digest(_hole_digests(hole) + _card_digests(cards))


@dataclass(frozen=True)
class HoleFigures:
    """What a hole's analysis says in a few numbers."""

    par: int
    expected: float
    to_green: float
    suggested_par: int
    difficulty: float


class AnalysisCache:
    """Analyses of holes by ``analysis_key`` (module docstring); safe to share between
    threads. ``computed`` counts the analyses actually run, so a caller (a test) can tell
    what was reused."""

    def __init__(self, keep: int = KEEP_ANALYSES, keep_figures: int = KEEP_FIGURES,
                 analyse: Callable[..., HoleAnalysis] | None = None) -> None:
        self._keep, self._keep_figures = keep, keep_figures
        self._analyse = analyse
        self._analyses: OrderedDict[str, HoleAnalysis] = OrderedDict()
        self._figures: OrderedDict[str, HoleFigures] = OrderedDict()
        self._lock = threading.Lock()
        self.computed = 0

    def cached(self, hole: Hole, cards: CardSet, number: int = 1) -> HoleAnalysis | None:
        """The analysis of ``hole`` if one is kept (for this very hole object, numbered
        ``number``); None otherwise. Never computes."""
        key = analysis_key(hole, cards)
        with self._lock:
            found = self._analyses.get(key)
            if found is not None:
                self._analyses.move_to_end(key)
        return None if found is None else found.rebound(hole, number)

    def analysis(self, hole: Hole, cards: CardSet, number: int = 1) -> HoleAnalysis:
        """The analysis of ``hole`` (``analysis.analyse_hole``), computed only if no hole
        with the same key was analysed before (and is still kept)."""
        found = self.cached(hole, cards, number)
        if found is not None:
            return found
        analyse = self._analyse
        if analyse is None:
            from golfstudio.ultimate.analysis import analyse_hole  # numpy: on first use

            analyse = analyse_hole
        analysis = analyse(hole, cards, number=number)
        key = analysis_key(hole, cards)
        with self._lock:
            self.computed += 1
            self._analyses[key] = analysis
            self._analyses.move_to_end(key)
            while len(self._analyses) > self._keep:
                self._analyses.popitem(last=False)
            self._remember(key, analysis)
        return analysis

    def figures(self, hole: Hole, cards: CardSet, number: int = 1) -> HoleFigures:
        """The hole's figures: kept for many more holes than whole analyses are."""
        key = analysis_key(hole, cards)
        with self._lock:
            found = self._figures.get(key)
            if found is not None:
                self._figures.move_to_end(key)
                return found
        analysis = self.analysis(hole, cards, number)
        with self._lock:
            return self._remember(key, analysis)

    def _remember(self, key: str, analysis: HoleAnalysis) -> HoleFigures:
        figures = HoleFigures(analysis.par, analysis.expected, analysis.to_green,
                              analysis.suggested_par, analysis.difficulty)
        self._figures[key] = figures
        self._figures.move_to_end(key)
        while len(self._figures) > self._keep_figures:
            self._figures.popitem(last=False)
        return figures
