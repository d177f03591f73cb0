"""The example course shared by the Ultimate Golf course tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import load_course

EXAMPLE = Path(__file__).parent / "data" / "two_holes.json"
"""Two holes: a par 3 over a pond with hole 12's local rule, a par 4 dog-leg right."""


@pytest.fixture
def course() -> Course:
    return load_course(EXAMPLE)


@pytest.fixture
def example_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data
