"""One undo command per kind of edit of a course; each works out the course after its edit
with ``golfstudio.dicegolf.hole_edits`` and names the edit for the Undo menu.

A drag is one undo step: every command of one drag carries the same stroke, and commands of
one class and stroke merge (``editor_kit.commands``).
"""

from __future__ import annotations

from golfstudio.dicegolf.hole import Course
from ui.editor_kit.commands import SnapshotCommand

__all__ = ["BandDrag", "MarkDrag", "TrackEdit"]


class TrackEdit(SnapshotCommand[Course]):
    """Any edit of a course that is one step (a hazard added, a par chosen, a hole moved)."""


class MarkDrag(TrackEdit):
    merge_id = 1  # a zone limit, the green's edge, the hole or the end of terrain dragged


class BandDrag(TrackEdit):
    merge_id = 2  # a hazard or a proximity zone (or one end of it) dragged
