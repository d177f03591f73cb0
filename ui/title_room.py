"""Room for a small dialog's window title.

The window manager draws a dialog's title in its own bar, after the application's name is
added ("Calibrate the tracing — GolfStudio"), between an icon and three buttons; a dialog as
narrow as its one field cut it to "Calibr… Studio" (issue 30 §5). The bar's font and buttons
are the window manager's, not ours: the room asked for is the title in a bold version of the
application's font plus ``TITLE_BAR_EXTRA`` for the icon, the buttons and the bar's margins —
generous, as a dialog a little wider costs nothing and a cut title hides what it asks.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["TITLE_BAR_EXTRA", "make_room_for_title", "shown_title", "title_width"]

TITLE_BAR_EXTRA = 160
"""The icon, the minimize/maximize/close buttons and the bar's margins, in pixels at the
usual scale (common window managers draw 24–32 px buttons)."""


def shown_title(widget: QWidget) -> str:
    """The title as the window manager shows it: with the application's name after it, the
    way Qt sends it on Linux."""
    title = widget.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    return f"{title} — {name}" if name and title and name != title else title or name


def title_width(widget: QWidget) -> int:
    """The width a window needs for the whole of its title in its title bar."""
    font = QFont(QGuiApplication.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(shown_title(widget)) + TITLE_BAR_EXTRA


def make_room_for_title(widget: QWidget) -> None:
    """At least as wide as its title needs (its title set first)."""
    widget.setMinimumWidth(max(widget.minimumWidth(), title_width(widget)))
