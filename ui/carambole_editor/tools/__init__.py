"""The course editor's tools, one module each, in toolbar order (``TOOLS``)."""

from ui.carambole_editor.tools.base import (
    BrushSize,
    BrushTool,
    CellEvent,
    CourseToolContext,
    EditorTool,
)
from ui.carambole_editor.tools.bounce import BounceTool
from ui.carambole_editor.tools.curved_wall import CurvedWallTool
from ui.carambole_editor.tools.erase import EraseTool
from ui.carambole_editor.tools.hole import HoleTool
from ui.carambole_editor.tools.level import LevelTool
from ui.carambole_editor.tools.obstacle import ObstacleTool
from ui.carambole_editor.tools.paint import PaintTool
from ui.carambole_editor.tools.select import SelectTool
from ui.carambole_editor.tools.start import StartTool
from ui.carambole_editor.tools.straight_wall import StraightWallTool

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
