"""The strip's colours: the board's red dotted zone limits, yellow dotted proximity zones and
black dotted end of terrain (dice-golf.md §1), and a colour for each kind of hazard."""

from __future__ import annotations

from PySide6.QtGui import QColor

from golfstudio.dicegolf.hole import HazardKind

__all__ = ["HAZARD_FILL", "HAZARD_INK", "HAZARD_LINE", "ZONE_FILLS"]

ZONE_FILLS = (QColor("#c9e4b4"), QColor("#b2d89a"))
"""Zones alternate two fairway greens, so a limit shows even where its line is hidden."""
ZONE_SELECTED = QColor("#dff0d2")
GREEN_FILL = QColor("#6cc46a")
GREEN_EDGE = QColor("#2e7d32")
OFF_TERRAIN = QColor("#e6e8e4")
OFF_HATCH = QColor("#c5cac3")
LIMIT = QColor("#d32f2f")
PROXIMITY = QColor("#e0ac00")
PROXIMITY_FILL = QColor(255, 214, 0, 60)
END_OF_TERRAIN = QColor("#1e1e1e")
FLAG = QColor("#e53935")
INK = QColor("#1e2a22")
MUTED = QColor("#5f6b62")
SELECTION = QColor("#1f5fbf")
WATER_MARK = QColor("#1565c0")
DEAD_END = QColor("#c62828")
DEAD_END_FILL = QColor(198, 40, 40, 70)
"""A dead end shown from the Problems list: the stretch washed and outlined in red."""

HAZARD_FILL = {
    HazardKind.BUNKER: QColor("#efdfa8"),
    HazardKind.POND: QColor("#7fb3e6"),
    HazardKind.RIVER: QColor("#6aa2dc"),
    HazardKind.WATER_CROSSING: QColor("#5b93d0"),
    HazardKind.SLOPE: QColor("#e3b27a"),
    HazardKind.BANK: QColor("#b48a5e"),
    HazardKind.GROVE: QColor("#3d7a46"),
}
HAZARD_LINE = {
    HazardKind.BUNKER: QColor("#b8974a"),
    HazardKind.POND: QColor("#2f6fb0"),
    HazardKind.RIVER: QColor("#2f6fb0"),
    HazardKind.WATER_CROSSING: QColor("#2f6fb0"),
    HazardKind.SLOPE: QColor("#a8743a"),
    HazardKind.BANK: QColor("#7a5430"),
    HazardKind.GROVE: QColor("#1f4a26"),
}
HAZARD_INK = {kind: QColor("#ffffff") if kind in (HazardKind.GROVE, HazardKind.BANK)
              else QColor("#1e2a22") for kind in HazardKind}
"""Text on a hazard: white on the dark grove and bank, dark on the rest."""
BUNKER_TRIPLE = QColor("#e2c97e")
"""A triple band is a darker sand than a double one, as D and T alternate on the legend."""
