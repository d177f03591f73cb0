"""The start page: the studio's areas as large tiles, a way in for new users, recent files.

The tiles are the areas' own (``ui/areas.py``'s ``Tile``): the games' areas two to a row, in
the UI registry's order, then each of the studio's own areas (Game night, for every game)
across the whole width beneath them — the first of them beside the games' last tile when
that one is alone on its row, so an odd number of game tiles costs no row.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

import golfstudio
from ui import icons, theme
from ui.about import APP_NAME, shown_summary
from ui.areas import Area, Tile

_PATH_ROLE = Qt.ItemDataRole.UserRole
ROOMY_ROWS = 3
COMPACT_TILE_HEIGHT = 120
"""Up to three rows of tiles each is at least 150 px tall; with a fourth row (a fifth
game's tile) they may shrink to 120 px — still the badge and three lines of text — so the
studio's 800-px-high window shows every tile without scrolling."""
_FOLDER_ROLE = Qt.ItemDataRole.UserRole + 1
MAX_ROWS = 4
"""Rows of tiles the 800-px-high window shows at the compact height; more tiles go three to
a row."""


def _rows(games: int, own: int, columns: int) -> int:
    """Rows the tiles take with ``columns`` game tiles to a row (``StartPage._grid``)."""
    return (games + columns - 1) // columns + max(0, own - (-games % columns))


class RecentFileDelegate(QStyledItemDelegate):
    """A recent file as its name in bold over its folder in grey, like most IDEs' lists."""

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        height = option.fontMetrics.height()
        return QSize(200, 2 * height + 14)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        style_option = QStyleOptionViewItem(option)
        self.initStyleOption(style_option, index)
        style_option.text = ""
        widget = style_option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, style_option, painter, widget)
        rect = option.rect.adjusted(8, 6, -8, -6)
        line = option.fontMetrics.height()
        painter.save()
        bold = QFont(option.font)
        bold.setWeight(QFont.Weight.DemiBold)
        painter.setFont(bold)
        painter.setPen(theme.TEXT)
        name = QFontMetrics(bold).elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole)), Qt.TextElideMode.ElideRight,
            rect.width())
        painter.drawText(rect.adjusted(0, 0, 0, -line), Qt.AlignmentFlag.AlignLeft, name)
        painter.setFont(option.font)
        painter.setPen(theme.TEXT_MUTED)
        folder = option.fontMetrics.elidedText(
            str(index.data(_FOLDER_ROLE)), Qt.TextElideMode.ElideMiddle, rect.width())
        painter.drawText(rect.adjusted(0, line + 2, 0, 0), Qt.AlignmentFlag.AlignLeft, folder)
        painter.restore()


NARROW_TILE = 300
"""A tile narrower than this (three to a row beside the sidebar at 1280×800) puts a small
badge beside its title and gives the description and the action its whole width: with the
large badge beside every line the text had a third of the tile, and French tiles were cut at
top and bottom (issue 30 §5)."""
TILE_PADDING = 14
"""Above and below a tile's block of badge and text."""
_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class TilePlaces:
    """Where a tile of a given size draws its badge and its three texts, and the height it
    needs to show them whole."""

    badge: QRectF
    title: QRectF
    description: QRectF
    action: QRectF
    needed: float


def _text_height(font: QFont, text: str, width: float) -> float:
    box = QRectF(0, 0, max(width, 1.0), 100_000).toRect()
    return float(QFontMetrics(font).boundingRect(box, _WRAP, text).height())


def tile_places(card: QRectF, fonts: tuple[QFont, QFont, QFont],
                texts: tuple[str, str, str]) -> TilePlaces:
    """The places in ``card`` (the tile's rounded rectangle) of the badge and of the title,
    the description and the action in ``fonts``; the block is centred in the card's
    height, every line wraps."""
    title_font, description_font, action_font = fonts
    title, description, action = texts
    if card.width() >= NARROW_TILE:  # the badge beside the whole block
        badge_size = 76.0 if card.width() >= 340 else 56.0
        left = card.left() + 22 + badge_size + 18
        width = card.right() - 18 - left
        title_h = _text_height(title_font, title, width)
        desc_h = _text_height(description_font, description, width)
        action_h = _text_height(action_font, action, width)
        block = max(badge_size, title_h + 6 + desc_h + 14 + action_h)
        top = card.center().y() - block / 2
        badge = QRectF(card.left() + 22, card.center().y() - badge_size / 2, badge_size,
                       badge_size)
        title_rect = QRectF(left, top, width, title_h)
        desc_top = top + title_h + 6
        description_rect = QRectF(left, desc_top, width, desc_h)
        action_rect = QRectF(left, desc_top + desc_h + 14, width, action_h)
    else:  # a small badge beside the title; the rest has the tile's whole width
        badge_size = 40.0
        left = card.left() + 16
        width = card.right() - 16 - left
        title_left = left + badge_size + 12
        title_width = card.right() - 16 - title_left
        title_h = _text_height(title_font, title, title_width)
        desc_h = _text_height(description_font, description, width)
        action_h = _text_height(action_font, action, width)
        head = max(badge_size, title_h)
        block = head + 8 + desc_h + 10 + action_h
        top = card.center().y() - block / 2
        badge = QRectF(left, top + (head - badge_size) / 2, badge_size, badge_size)
        title_rect = QRectF(title_left, top + (head - title_h) / 2, title_width, title_h)
        desc_top = top + head + 8
        description_rect = QRectF(left, desc_top, width, desc_h)
        action_rect = QRectF(left, desc_top + desc_h + 10, width, action_h)
    return TilePlaces(badge=badge, title=title_rect, description=description_rect,
                      action=action_rect, needed=block + 2 * TILE_PADDING + 3)


class AreaTile(QAbstractButton):
    """One large, clickable tile: icon, title, one-line description and what a click does."""

    def __init__(self, key: str, tile: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.tile = tile
        self.setObjectName(f"tile-{key}")
        self.setText(self.tr("{title} — {action}").format(
            title=tile.title, action=tile.action.lower()))
        self.setAccessibleName(self.text())
        self.setAccessibleDescription(tile.description)
        self.setToolTip(tile.description)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(250, 150)

    def sizeHint(self) -> QSize:
        # A compact tile (a fourth row of them) asks for less height too: the page's
        # scroll area lays its content out at the preferred height.
        return QSize(380, 200 if self.minimumHeight() >= 150 else 130)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The height that shows the texts whole at ``width`` (the page scrolls rather than
        cut them), never less than the tile's minimum."""
        return max(self.minimumHeight(), math.ceil(self.places(width, 0).needed))

    def fonts(self) -> tuple[QFont, QFont, QFont]:
        """The title's, the description's and the action's."""
        return (theme.scaled_font(self, 1.45, bold=True), self.font(),
                theme.scaled_font(self, 1.0, bold=self.isEnabled()))

    def places(self, width: float, height: float) -> TilePlaces:
        card = QRectF(0, 0, width, height).adjusted(1.5, 1.5, -1.5, -1.5)
        return tile_places(card, self.fonts(), (self.tile.title, self.tile.description,
                                                f"{self.tile.action}\u00a0→"))

    def paintEvent(self, event: QPaintEvent) -> None:
        enabled = self.isEnabled()
        hot = enabled and (self.underMouse() or self.hasFocus())
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        path = QPainterPath()
        path.addRoundedRect(card, 12, 12)
        fill = theme.SURFACE if not self.isDown() else theme.ACCENT_SOFT
        p.fillPath(path, fill if enabled else theme.WINDOW)
        p.setPen(QPen(theme.ACCENT if hot else theme.BORDER, 2 if hot else 1))
        p.drawPath(path)

        # Badge and text form one block, centred in the tile whatever its size; every line
        # wraps, so a narrow window never cuts a word off.
        places = self.places(self.width(), self.height())
        title_font, description_font, action_font = self.fonts()
        colour = theme.ACCENT_ICON if enabled else theme.TEXT_DISABLED
        badge = places.badge
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.ACCENT_SOFT if enabled else theme.WINDOW)
        p.drawEllipse(badge)
        inset = badge.width() * 0.16
        self.tile.paint_icon(p, badge.adjusted(inset, inset, -inset, -inset), colour)

        p.setFont(title_font)
        p.setPen(theme.TEXT if enabled else theme.TEXT_DISABLED)
        p.drawText(places.title, _WRAP, self.tile.title)
        p.setFont(description_font)
        p.setPen(theme.TEXT_MUTED if enabled else theme.TEXT_DISABLED)
        p.drawText(places.description, _WRAP, self.tile.description)
        p.setFont(action_font)
        p.setPen(theme.ACCENT_DARK if enabled else theme.TEXT_DISABLED)
        p.drawText(places.action, _WRAP, f"{self.tile.action}\u00a0→")
        p.end()


class StartPage(QWidget):
    """The first page of the window; it only asks the main window to act."""

    area_chosen = Signal(str)  # the area's key
    open_requested = Signal()
    sample_requested = Signal()
    recent_chosen = Signal(object)  # Path

    def __init__(self, tiles: Mapping[str, Tile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.tiles: dict[str, AreaTile] = {}
        # The content scrolls rather than forcing its full width on the window, so the
        # studio still fits a small screen.
        content = QWidget(self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        root = QVBoxLayout(content)
        root.setContentsMargins(40, 36, 40, 24)
        root.setSpacing(24)
        root.addLayout(self._header())

        body = QHBoxLayout()
        body.setSpacing(32)
        body.addLayout(self._grid(tiles, studio=set(Area)), 1)
        body.addWidget(self._sidebar())
        root.addLayout(body, 1)

        footer = QLabel(self.tr("GolfStudio {version} · MIT licence").format(
            version=golfstudio.__version__), self)
        footer.setObjectName("muted")
        root.addWidget(footer)

    def _grid(self, tiles: Mapping[str, Tile], studio: Collection[str]) -> QGridLayout:
        """Games' tiles two to a row (three when two would take more than ``MAX_ROWS`` rows),
        then the studio's own areas: the first of them fill the free cells of the games' last
        row, the rest each across the width; a last row left part empty is spanned by its last
        tile. Seven game tiles and Game night take four rows of two, which fit the
        800-px-high window at the compact height; eight and Game night three rows of three."""
        grid = QGridLayout()
        grid.setSpacing(20)
        games = [key for key in tiles if key not in studio]
        own = [key for key in tiles if key in studio]
        columns = next((c for c in (2, 3) if _rows(len(games), len(own), c) <= MAX_ROWS), 3)
        free = -len(games) % columns
        sharing, own = own[:free], own[free:]
        last_row = [*games[len(games) - (columns - free) if free else len(games):], *sharing]
        for i, key in enumerate([*games, *sharing]):
            row, column = divmod(i, columns)
            span = columns - column if key == last_row[-1] and free else 1
            self._add_tile(grid, key, tiles[key], row, column, span)
            grid.setRowStretch(row, 3)
        row = (len(games) + columns - 1) // columns
        for j, key in enumerate(own):
            # A wide tile holds its text in less height: a little less of it.
            self._add_tile(grid, key, tiles[key], row + j, 0, columns)
            grid.setRowStretch(row + j, 2)
        if row + len(own) > ROOMY_ROWS or columns > 2:
            # Three to a row, they are narrow: their text takes the height, so they ask for
            # the compact height and stretch into what the window has.
            for button in self.tiles.values():
                button.setMinimumHeight(COMPACT_TILE_HEIGHT)
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        return grid

    def _add_tile(self, grid: QGridLayout, key: str, tile: Tile, row: int, column: int,
                  span: int) -> None:
        button = AreaTile(key, tile, self)
        button.clicked.connect(lambda _=False, k=key: self.area_chosen.emit(k))
        self.tiles[key] = button
        grid.addWidget(button, row, column, 1, span)

    def _header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(18)
        mark = QLabel(self)
        mark.setPixmap(icons.app_icon().pixmap(64, 64))
        mark.setFixedSize(64, 64)
        header.addWidget(mark, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(2)
        title = QLabel(APP_NAME, self)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(self, 2.4, bold=True))
        subtitle = QLabel(shown_summary(), self)
        subtitle.setObjectName("pageSubtitle")
        subtitle.setWordWrap(True)
        subtitle.setFont(theme.scaled_font(self, 1.1))
        words.addWidget(title)
        words.addWidget(subtitle)
        header.addLayout(words, 1)
        return header

    def _sidebar(self) -> QWidget:
        side = QWidget(self)
        side.setFixedWidth(280)
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)

        col.addWidget(self._section_title(self.tr("Get started")))
        self.open_button = QPushButton(self.tr("Open a file…"), side)
        self.open_button.setToolTip(self.tr("A course, a saved game or a round file"))
        self.open_button.setObjectName("primary")
        self.open_button.clicked.connect(self.open_requested)
        self.sample_button = QPushButton(self.tr("Open the sample round"), side)
        self.sample_button.setToolTip(
            self.tr("A four-player game night on the Ultimate Golf course"))
        self.sample_button.clicked.connect(self.sample_requested)
        col.addWidget(self.open_button)
        col.addWidget(self.sample_button)
        col.addSpacing(16)

        col.addWidget(self._section_title(self.tr("Recent files")))
        self.recent_stack = QStackedWidget(side)
        self.recent_empty = QLabel(
            self.tr("Courses, saved games and round files you open appear here.\n"
                    "You can also drop a .json file on the window."),
            side)
        self.recent_empty.setObjectName("muted")
        self.recent_empty.setWordWrap(True)
        self.recent_empty.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.recent_list = QListWidget(side)
        self.recent_list.setObjectName("recentList")
        self.recent_list.setAccessibleName(self.tr("Recent files"))
        self.recent_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent_list.setItemDelegate(RecentFileDelegate(self.recent_list))
        # Clicks only: some styles also emit itemActivated on a single click, which would
        # open the file twice. Keyboard users have File > Open Recent.
        self.recent_list.itemClicked.connect(self._recent_clicked)
        self.recent_stack.addWidget(self.recent_empty)
        self.recent_stack.addWidget(self.recent_list)
        col.addWidget(self.recent_stack, 1)
        return side

    def _section_title(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName("sectionTitle")
        label.setFont(theme.scaled_font(self, 1.15, bold=True))
        return label

    def set_recent(self, paths: list[Path]) -> None:
        self.recent_list.clear()
        home = Path.home()
        for path in paths:
            folder = str(path.parent)
            if path.parent.is_relative_to(home):
                folder = str(Path("~") / path.parent.relative_to(home))
            item = QListWidgetItem(path.name)
            item.setToolTip(str(path))
            item.setData(_PATH_ROLE, str(path))
            item.setData(_FOLDER_ROLE, folder)
            self.recent_list.addItem(item)
        self.recent_stack.setCurrentWidget(self.recent_list if paths else self.recent_empty)

    def _recent_clicked(self, item: QListWidgetItem) -> None:
        self.recent_chosen.emit(Path(item.data(_PATH_ROLE)))
