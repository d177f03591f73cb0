"""The hole editor's tools, one module each, in the toolbar's order."""

from __future__ import annotations

from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext, TerrainChoice
from ui.ultimate.editor.tools.calibrate import CalibrateTool
from ui.ultimate.editor.tools.lasso import LassoTool
from ui.ultimate.editor.tools.markers import FlagTool, Marker150Tool, TeeTool
from ui.ultimate.editor.tools.polygon import PolygonTool
from ui.ultimate.editor.tools.ruler import RulerTool
from ui.ultimate.editor.tools.select import SelectTool
from ui.ultimate.editor.tools.shapes import EllipseTool, RectangleTool
from ui.ultimate.editor.tools.vertices import VertexTool

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
