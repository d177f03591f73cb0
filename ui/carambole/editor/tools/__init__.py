"""The course editor's tools, one module each, in toolbar order (``TOOLS``)."""

from ui.carambole.editor.tools.base import (
    BrushSize,
    BrushTool,
    CellEvent,
    CourseToolContext,
    EditorTool,
)
from ui.carambole.editor.tools.bounce import BounceTool
from ui.carambole.editor.tools.curved_wall import CurvedWallTool
from ui.carambole.editor.tools.erase import EraseTool
from ui.carambole.editor.tools.hole import HoleTool
from ui.carambole.editor.tools.level import LevelTool
from ui.carambole.editor.tools.obstacle import ObstacleTool
from ui.carambole.editor.tools.paint import PaintTool
from ui.carambole.editor.tools.select import SelectTool
from ui.carambole.editor.tools.start import StartTool
from ui.carambole.editor.tools.straight_wall import StraightWallTool

TOOLS: tuple[type[EditorTool], ...] = (
    SelectTool, PaintTool, EraseTool, HoleTool, StartTool, StraightWallTool, CurvedWallTool,
    ObstacleTool, BounceTool, LevelTool,
)

__all__ = [
    "TOOLS",
    "BounceTool",
    "BrushSize",
    "BrushTool",
    "CellEvent",
    "CourseToolContext",
    "CurvedWallTool",
    "EditorTool",
    "EraseTool",
    "HoleTool",
    "LevelTool",
    "ObstacleTool",
    "PaintTool",
    "SelectTool",
    "StartTool",
    "StraightWallTool",
]
