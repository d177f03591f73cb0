"""The studio's look: Fusion with a light or a dark green-accented palette and a few named
styles.

Fusion draws the same on every platform, so screenshots in the docs match what users see. The
light palette is the default on purpose: scorecards are read like paper. The dark one keeps the
same roles, each chosen so that text stays readable (WCAG contrast of at least 4.5:1 against
the backgrounds it is drawn on, tests/ui/test_theme.py), and the boards' own surfaces (felt,
grass, cards) keep their natural colours.

The palettes are data: named colours (``accent``, ``text``…) for each scheme. Code reads a
named colour when it paints — ``theme.ACCENT`` is looked up in the current scheme on every
access (the module's ``__getattr__``), never captured at import — so a painter picks up a
switch at its next paint. A widget that builds a stylesheet from named colours passes a
function to ``style`` so that the sheet is rebuilt when the scheme changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum

from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QStyleOption, QWidget


class Scheme(Enum):
    """The two palettes; which one is shown is the user's choice (ui/colour_scheme.py)."""

    LIGHT = "light"
    DARK = "dark"


COLOURS: dict[Scheme, dict[str, str]] = {
    Scheme.LIGHT: {
        "accent": "#2e7d4f",  # fairway green: fills (buttons, highlight, chart lines)
        "accent_hover": "#1f5c39",  # an accent fill under the mouse
        "accent_dark": "#1f5c39",  # accent ink: titles, links, lines on a window or surface
        "accent_soft": "#e3f1e7",  # a selected or hovered row, the hole in play
        "accent_icon": "#2e7d4f",  # a drawn icon on accent_soft (the start page's tiles)
        "on_accent": "#ffffff",  # text on an accent fill
        "window": "#f3f5f2",
        "surface": "#ffffff",  # cards, tables, entry fields
        "surface_alt": "#f6f8f5",  # alternate rows
        "surface_off": "#f1f3f0",  # a disabled or unplayable card
        "border": "#d5dcd4",
        "text": "#1e2a22",
        "text_muted": "#5f6b62",
        "text_disabled": "#a3aba4",
        "warning_soft": "#fdecea",
        "under_par": "#d9efe0",  # birdie or better: a soft green cell
        "over_par": "#fbe3df",  # double bogey or worse: a soft rose cell
        "sum_cell": "#eef1ed",  # Out, In, Total, Net: neutral, so it never reads as a birdie
        "stroke_dot": "#c0392b",  # handicap strokes, errors
        "button": "#e8ece7",
        "light": "#ffffff",
        "midlight": "#eef1ed",
        "mid": "#c3cbc2",
        "dark": "#9aa59b",
        "shadow": "#5b655c",
        "highlight_disabled": "#b9c4ba",
        "board_void": "#e4e8e1",  # around a Carambole course, with its hex lattice
        "board_void_grid": "#d6dcd3",
        "board_off": "#d8d4ca",  # around an Ultimate Golf hole, off the map
    },
    Scheme.DARK: {
        "accent": "#2e8555",  # white text on it and a line on a surface both readable
        "accent_hover": "#256741",
        "accent_dark": "#8fd0a6",  # light on dark: the accent that reads as ink
        "accent_soft": "#22402e",
        "accent_icon": "#7fcf9c",
        "on_accent": "#ffffff",
        "window": "#1d2320",
        "surface": "#272e2a",
        "surface_alt": "#2c342f",
        "surface_off": "#222825",
        "border": "#414b45",
        "text": "#e4eae5",
        "text_muted": "#a8b3ab",
        "text_disabled": "#6d7871",
        "warning_soft": "#4a2623",
        "under_par": "#1e4630",
        "over_par": "#552a26",
        "sum_cell": "#333b36",
        "stroke_dot": "#ff8a7a",
        "button": "#343c37",
        "light": "#4a544e",
        "midlight": "#3a433d",
        "mid": "#2a312d",
        "dark": "#161b18",
        "shadow": "#0b0d0c",
        "highlight_disabled": "#3f4a43",
        "board_void": "#252b27",
        "board_void_grid": "#323a34",
        "board_off": "#2b2f2b",
    },
}
"""Each scheme's named colours. Every scheme names the same colours (a test checks)."""

PALETTE_ROLES: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.Window: "window",
    QPalette.ColorRole.WindowText: "text",
    QPalette.ColorRole.Base: "surface",
    QPalette.ColorRole.AlternateBase: "surface_alt",
    QPalette.ColorRole.ToolTipBase: "surface",
    QPalette.ColorRole.ToolTipText: "text",
    QPalette.ColorRole.PlaceholderText: "text_muted",
    QPalette.ColorRole.Text: "text",
    QPalette.ColorRole.Button: "button",
    QPalette.ColorRole.ButtonText: "text",
    QPalette.ColorRole.BrightText: "on_accent",
    QPalette.ColorRole.Light: "light",
    QPalette.ColorRole.Midlight: "midlight",
    QPalette.ColorRole.Mid: "mid",
    QPalette.ColorRole.Dark: "dark",
    QPalette.ColorRole.Shadow: "shadow",
    QPalette.ColorRole.Highlight: "accent",
    QPalette.ColorRole.HighlightedText: "on_accent",
    QPalette.ColorRole.Link: "accent_dark",
    QPalette.ColorRole.LinkVisited: "accent_dark",
    QPalette.ColorRole.Accent: "accent",
}
"""Which named colour fills each of Qt's palette roles (the active and inactive groups)."""

DISABLED_ROLES: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.WindowText: "text_disabled",
    QPalette.ColorRole.Text: "text_disabled",
    QPalette.ColorRole.ButtonText: "text_disabled",
    QPalette.ColorRole.Highlight: "highlight_disabled",
}
"""Set explicitly so disabled tiles read as such."""

_current = Scheme.LIGHT


def current() -> Scheme:
    """The scheme the application shows now."""
    return _current


def colour(name: str, scheme: Scheme | None = None) -> QColor:
    """The named colour (``"accent"``) of ``scheme``, by default the current one."""
    return QColor(COLOURS[scheme or _current][name])


def __getattr__(name: str) -> QColor:
    """``theme.ACCENT`` and the other upper-case names: the current scheme's colour, read at
    each access so that what paints after a switch paints in the new scheme."""
    key = name.lower()
    if name.isupper() and key in COLOURS[_current]:
        return QColor(COLOURS[_current][key])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def stylesheet(scheme: Scheme | None = None) -> str:
    """The application's stylesheet in ``scheme``'s colours."""
    c = COLOURS[scheme or _current]
    return f"""
QLabel#pageTitle {{ color: {c["text"]}; }}
QLabel#pageSubtitle, QLabel#muted {{ color: {c["text_muted"]}; }}
QLabel#sectionTitle {{ color: {c["accent_dark"]}; }}
QFrame#card {{
    background: {c["surface"]};
    border: 1px solid {c["border"]};
    border-radius: 8px;
}}
QFrame#card QLabel {{ background: transparent; }}
QLabel#headline {{ color: {c["text"]}; }}
QLabel#unavailable {{ color: {c["text_muted"]}; font-style: italic; }}
QPushButton {{ padding: 6px 14px; }}
QPushButton#primary {{
    background: {c["accent"]};
    color: {c["on_accent"]};
    border: 1px solid {c["accent_hover"]};
    border-radius: 4px;
    padding: 7px 16px;
}}
QPushButton#primary:hover {{ background: {c["accent_hover"]}; }}
QListWidget#recentList {{
    background: {c["surface"]};
    border: 1px solid {c["border"]};
    border-radius: 6px;
    padding: 4px;
}}
QListWidget#recentList::item {{ padding: 6px 4px; }}
QListWidget#recentList::item:hover {{ background: {c["accent_soft"]}; }}
QTableView {{
    background: {c["surface"]};
    gridline-color: {c["border"]};
    border: 1px solid {c["border"]};
}}
QHeaderView::section {{
    background: {c["window"]};
    color: {c["text"]};
    border: none;
    border-right: 1px solid {c["border"]};
    border-bottom: 1px solid {c["border"]};
    padding: 3px 6px;
    font-weight: 600;
}}
QTableView QTableCornerButton::section {{
    background: {c["window"]};
    border: none;
    border-right: 1px solid {c["border"]};
    border-bottom: 1px solid {c["border"]};
}}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
"""


def palette(scheme: Scheme | None = None) -> QPalette:
    """``scheme``'s QPalette, by default the current one's."""
    pal = QPalette()
    for role, name in PALETTE_ROLES.items():
        pal.setColor(role, colour(name, scheme))
    for role, name in DISABLED_ROLES.items():
        pal.setColor(QPalette.ColorGroup.Disabled, role, colour(name, scheme))
    return pal


@contextmanager
def on_paper() -> Iterator[None]:
    """The light scheme's named colours while drawing for paper or a file (printing, PDF,
    an exported picture): a page is white whatever the screen shows. Nothing on screen
    changes; painting is synchronous, so nothing else paints meanwhile."""
    global _current
    shown, _current = _current, Scheme.LIGHT
    try:
        yield
    finally:
        _current = shown


class Changes(QObject):
    """Tells whatever was built from named colours (a stylesheet, a brush) that the scheme
    has changed."""

    changed = Signal()


_changes: Changes | None = None


def changes() -> Changes:
    """The one ``Changes`` object: ``changes().changed`` is emitted after each ``apply``."""
    global _changes
    if _changes is None:
        _changes = Changes()
    return _changes


def apply(app: QApplication, scheme: Scheme = Scheme.LIGHT) -> None:
    """Fusion, ``scheme``'s palette and stylesheet, applied to the whole application; what
    is shown repaints in it at once."""
    global _current
    _current = scheme
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(palette(scheme))
    app.setStyleSheet(stylesheet(scheme))
    changes().changed.emit()


class Follower(QObject):
    """Calls ``again`` each time the scheme changes; a child of what it keeps up to date, so
    the connection ends with it."""

    def __init__(self, owner: QObject, again: Callable[[], object]) -> None:
        super().__init__(owner)
        self.again = again
        changes().changed.connect(self.changed)

    @Slot()
    def changed(self) -> None:
        self.again()


def follow(owner: QObject, again: Callable[[], object]) -> None:
    """``again`` now and after each change of scheme, for as long as ``owner`` lives: what
    keeps a colour outside painting (a view's background brush)."""
    again()
    Follower(owner, again)


class Restyler(Follower):
    """Rebuilds its widget's stylesheet when the scheme changes."""

    NAME = "themeRestyler"

    def __init__(self, widget: QWidget, make: Callable[[], str]) -> None:
        super().__init__(widget, self.restyle)
        self.setObjectName(self.NAME)
        self.make = make

    def restyle(self) -> None:
        widget = self.parent()
        if isinstance(widget, QWidget):
            widget.setStyleSheet(self.make())


def style(widget: QWidget, make: Callable[[], str]) -> None:
    """``widget``'s own stylesheet, made by ``make`` from named colours now and again after
    each change of scheme (a later call replaces the earlier one's ``make``)."""
    widget.setStyleSheet(make())
    restyler = widget.findChild(Restyler, Restyler.NAME,
                                Qt.FindChildOption.FindDirectChildrenOnly)
    if restyler is None:
        Restyler(widget, make)
    else:
        restyler.make = make


def ink(widget: QWidget, name: str, more: str = "") -> None:
    """``widget``'s text in the named colour (``"stroke_dot"`` for an error), kept in the
    current scheme; ``more`` adds declarations (``"font-weight: 600"``)."""
    style(widget, lambda: f"color: {colour(name).name()};" + (f" {more}" if more else ""))


class SchemeIconEngine(QIconEngine):
    """An icon drawn each time it is shown, so the named colours its drawing reads are the
    current scheme's: a toolbar repaints in the new scheme at a switch. The drawing is made
    in a ``box`` × ``box`` square; a disabled icon is greyed by the style, as Qt greys a
    pixmap icon."""

    def __init__(self, draw: Callable[[QPainter], None], box: float = 24) -> None:
        super().__init__()
        self._draw = draw
        self._box = box

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        if mode == QIcon.Mode.Disabled:
            painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(rect.width(), rect.height())
        painter.translate(rect.x() + (rect.width() - side) / 2,
                          rect.y() + (rect.height() - side) / 2)
        painter.scale(side / self._box, side / self._box)
        self._draw(painter)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), size), QIcon.Mode.Normal, state)
        painter.end()
        if mode == QIcon.Mode.Disabled:
            return QApplication.style().generatedIconPixmap(mode, pixmap, QStyleOption())
        return pixmap

    def clone(self) -> QIconEngine:
        return SchemeIconEngine(self._draw, self._box)


def icon(draw: Callable[[QPainter], None], box: float = 24) -> QIcon:
    """An icon ``draw`` paints (in a ``box`` square) in the current scheme at each showing."""
    return QIcon(SchemeIconEngine(draw, box))


def scaled_font(widget: QWidget, factor: float, *, bold: bool = False) -> QFont:
    """A font relative to the widget's own, so titles follow the user's font size setting."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    if bold:
        font.setWeight(QFont.Weight.DemiBold)
    return font
