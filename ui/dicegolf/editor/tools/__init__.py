"""The track editor's tools, one module each, in the toolbar's order."""

from __future__ import annotations

from ui.dicegolf.editor.tools.base import TrackTool, TrackToolContext
from ui.dicegolf.editor.tools.hazard import HAZARD_CHOICES, HazardTool
from ui.dicegolf.editor.tools.proximity import ProximityTool
from ui.dicegolf.editor.tools.select import SelectTool
from ui.dicegolf.editor.tools.split import SplitTool

__all__ = ["HAZARD_CHOICES", "HazardTool", "ProximityTool", "SelectTool", "SplitTool",
           "TrackTool", "TrackToolContext", "make_tools"]


def make_tools(context: TrackToolContext) -> list[TrackTool]:
    return [SelectTool(context), SplitTool(context), HazardTool(context),
            ProximityTool(context)]
