"""The analysis domain's one error type (style.md: one exception type per domain)."""

from __future__ import annotations

from golfstudio.errors import GolfStudioError


class AnalysisError(GolfStudioError):
    """A course the analysis cannot work on (no hole), in words a designer can read."""
