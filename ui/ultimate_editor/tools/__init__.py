"""The hole editor's tools, one module each, in the toolbar's order."""

from __future__ import annotations

from ui.ultimate_editor.tools.base import HoleTool, HoleToolContext, TerrainChoice
from ui.ultimate_editor.tools.calibrate import CalibrateTool
from ui.ultimate_editor.tools.lasso import LassoTool
from ui.ultimate_editor.tools.markers import FlagTool, Marker150Tool, TeeTool
from ui.ultimate_editor.tools.polygon import PolygonTool
from ui.ultimate_editor.tools.ruler import RulerTool
from ui.ultimate_editor.tools.select import SelectTool
from ui.ultimate_editor.tools.shapes import EllipseTool, RectangleTool
from ui.ultimate_editor.tools.vertices import VertexTool

__all__ = ["CalibrateTool", "EllipseTool", "FlagTool", "HoleTool", "HoleToolContext",
           "LassoTool", "Marker150Tool", "PolygonTool", "RectangleTool", "RulerTool", "SelectTool",
           "TeeTool", "TerrainChoice", "VertexTool", "make_tools"]


def make_tools(context: HoleToolContext) -> list[HoleTool]:
    terrain = TerrainChoice()
    return [SelectTool(context), VertexTool(context), PolygonTool(context, terrain),
            RectangleTool(context, terrain), EllipseTool(context, terrain),
            LassoTool(context, terrain), TeeTool(context),
            FlagTool(context), Marker150Tool(context), RulerTool(context),
            CalibrateTool(context)]
