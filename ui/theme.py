"""The studio's look: Fusion with a light, green-accented palette and a few named styles.

Fusion draws the same on every platform, so screenshots in the docs match what users see and
one palette is enough. The palette is light on purpose: scorecards are read like paper.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# Named colours, shared by the palette, the stylesheet and the painted icons and tiles.
ACCENT = QColor("#2e7d4f")  # fairway green
ACCENT_DARK = QColor("#1f5c39")
ACCENT_SOFT = QColor("#e3f1e7")
WINDOW = QColor("#f3f5f2")
SURFACE = QColor("#ffffff")
BORDER = QColor("#d5dcd4")
TEXT = QColor("#1e2a22")
TEXT_MUTED = QColor("#5f6b62")
TEXT_DISABLED = QColor("#a3aba4")
WARNING_SOFT = QColor("#fdecea")
UNDER_PAR = QColor("#d9efe0")  # birdie or better: a soft green cell
OVER_PAR = QColor("#fbe3df")  # double bogey or worse: a soft rose cell
SUM_CELL = QColor("#eef1ed")  # Out, In, Total, Net: neutral, so it never reads as a birdie
STROKE_DOT = QColor("#c0392b")

STYLESHEET = f"""
QLabel#pageTitle {{ color: {TEXT.name()}; }}
QLabel#pageSubtitle, QLabel#muted {{ color: {TEXT_MUTED.name()}; }}
QLabel#sectionTitle {{ color: {ACCENT_DARK.name()}; }}
QFrame#card {{
    background: {SURFACE.name()};
    border: 1px solid {BORDER.name()};
    border-radius: 8px;
}}
QFrame#card QLabel {{ background: transparent; }}
QLabel#headline {{ color: {TEXT.name()}; }}
QLabel#unavailable {{ color: {TEXT_MUTED.name()}; font-style: italic; }}
QPushButton {{ padding: 6px 14px; }}
QPushButton#primary {{
    background: {ACCENT.name()};
    color: white;
    border: 1px solid {ACCENT_DARK.name()};
    border-radius: 4px;
    padding: 7px 16px;
}}
QPushButton#primary:hover {{ background: {ACCENT_DARK.name()}; }}
QListWidget#recentList {{
    background: {SURFACE.name()};
    border: 1px solid {BORDER.name()};
    border-radius: 6px;
    padding: 4px;
}}
QListWidget#recentList::item {{ padding: 6px 4px; }}
QListWidget#recentList::item:hover {{ background: {ACCENT_SOFT.name()}; }}
QTableView {{
    background: {SURFACE.name()};
    gridline-color: {BORDER.name()};
    border: 1px solid {BORDER.name()};
}}
QHeaderView::section {{
    background: {WINDOW.name()};
    border: none;
    border-right: 1px solid {BORDER.name()};
    border-bottom: 1px solid {BORDER.name()};
    padding: 3px 6px;
    font-weight: 600;
}}
QTableView QTableCornerButton::section {{
    background: {WINDOW.name()};
    border: none;
    border-right: 1px solid {BORDER.name()};
    border-bottom: 1px solid {BORDER.name()};
}}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
"""


def palette() -> QPalette:
    """A light palette; disabled roles are set explicitly so disabled tiles read as such."""
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: WINDOW,
        QPalette.ColorRole.WindowText: TEXT,
        QPalette.ColorRole.Base: SURFACE,
        QPalette.ColorRole.AlternateBase: QColor("#f6f8f5"),
        QPalette.ColorRole.ToolTipBase: SURFACE,
        QPalette.ColorRole.ToolTipText: TEXT,
        QPalette.ColorRole.PlaceholderText: TEXT_MUTED,
        QPalette.ColorRole.Text: TEXT,
        QPalette.ColorRole.Button: QColor("#e8ece7"),
        QPalette.ColorRole.ButtonText: TEXT,
        QPalette.ColorRole.BrightText: QColor("#ffffff"),
        QPalette.ColorRole.Light: QColor("#ffffff"),
        QPalette.ColorRole.Midlight: QColor("#eef1ed"),
        QPalette.ColorRole.Mid: QColor("#c3cbc2"),
        QPalette.ColorRole.Dark: QColor("#9aa59b"),
        QPalette.ColorRole.Shadow: QColor("#5b655c"),
        QPalette.ColorRole.Highlight: ACCENT,
        QPalette.ColorRole.HighlightedText: QColor("#ffffff"),
        QPalette.ColorRole.Link: ACCENT_DARK,
        QPalette.ColorRole.LinkVisited: ACCENT_DARK,
        QPalette.ColorRole.Accent: ACCENT,
    }
    for role, colour in roles.items():
        pal.setColor(role, colour)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        pal.setColor(QPalette.ColorGroup.Disabled, role, TEXT_DISABLED)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Highlight, QColor("#b9c4ba"))
    return pal


def apply(app: QApplication) -> None:
    """Fusion, the palette and the stylesheet, applied once to the whole application."""
    app.setStyle("Fusion")
    app.setPalette(palette())
    app.setStyleSheet(STYLESHEET)


def scaled_font(widget: QWidget, factor: float, *, bold: bool = False) -> QFont:
    """A font relative to the widget's own, so titles follow the user's font size setting."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    if bold:
        font.setWeight(QFont.Weight.DemiBold)
    return font
