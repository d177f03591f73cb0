"""The analysis panel: par suggestion, the starts' figures, the warnings, and whether the
figures are current (issue 5 §2).

``AnalysisPanel`` is a plain widget that follows an ``AnalysisRunner``; ``AnalysisDock`` is
the window's dock, showing the panel of the current tab. While an analysis is pending or
running, a busy bar turns and the figures are greyed: they belong to the course as it was.
A course that cannot be analysed says so ("Cannot analyse: the course has no hole") instead
of showing old figures.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QMargins,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.analysis import AnalysisWarning, CourseAnalysis, StartFigures
from golfstudio.carambole.course import Cell, cell_name
from golfstudio.hexgrid import Hex
from golfstudio.i18n import decimal
from ui import theme
from ui.carambole.editor.analysis.runner import AnalysisRunner, AnalysisState, RunState

if TYPE_CHECKING:
    from ui.carambole.editor.analysis.attach import EditorAnalysis


Index = QModelIndex | QPersistentModelIndex

WARNINGS_MAX_HEIGHT = 200

MIN_WIDTH = 420
"""The panel's narrowest; the starts table asks more where its columns need it."""


class StartsModel(QAbstractTableModel):
    """One row per start cell: where, expected strokes (its difficulty), spread, minimal
    strokes, chance of holing within the limit, reachable within the limit."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("StartsModel", "Cell")),
        str(QT_TRANSLATE_NOOP("StartsModel", "Expected")),
        str(QT_TRANSLATE_NOOP("StartsModel", "± sd")),
        str(QT_TRANSLATE_NOOP("StartsModel", "Min")),
        str(QT_TRANSLATE_NOOP("StartsModel", "Holed")),
        str(QT_TRANSLATE_NOOP("StartsModel", "Reachable")),
    )
    TIPS = (
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "The start cell (rows are numbered in the course's start order)")),
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "Difficulty: the expected strokes of a lone ball under the "
                              "best play, capped at the stroke limit")),
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "The standard deviation of the score: a steady hole or a lottery")),
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "The fewest strokes to the hole if the player could choose "
                              "every face")),
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "The chance of holing within the stroke limit under the best play")),
        str(QT_TRANSLATE_NOOP("StartsModel",
                              "Whether the hole can be reached within the stroke limit")),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.starts: tuple[StartFigures, ...] = ()
        self.numbers: dict[Hex, int] = {}
        self.stale = False

    def set_analysis(self, analysis: CourseAnalysis | None,
                     numbers: dict[Hex, int] | None = None) -> None:
        self.beginResetModel()
        self.starts = analysis.starts if analysis is not None else ()
        self.numbers = numbers or {}
        self.stale = False
        self.endResetModel()

    def set_stale(self, stale: bool) -> None:
        if stale != self.stale:
            self.stale = stale
            if self.starts:
                self.dataChanged.emit(self.index(0, 0),
                                      self.index(len(self.starts) - 1, len(self.COLUMNS) - 1),
                                      [Qt.ItemDataRole.ForegroundRole])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.starts)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.starts):
                return str(self.numbers.get(self.starts[section].cell, section + 1))
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr(self.COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr(self.TIPS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.starts):
            return None
        start = self.starts[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(start, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                       if column == 0 else Qt.AlignmentFlag.AlignRight
                       | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if self.stale:
                return theme.TEXT_DISABLED
            if column == 5 and not start.reachable:
                return theme.STROKE_DOT
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr(self.TIPS[column])
        return None

    def cell_at(self, row: int) -> Hex | None:
        """The start cell of a row (kept out of ``data``: a ``Hex`` is a tuple, which Qt
        would turn into a list)."""
        return self.starts[row].cell if 0 <= row < len(self.starts) else None

    def text(self, start: StartFigures, column: int) -> str:
        if column == 0:
            return cell_name(start.cell)
        if column == 1:
            return i18n.decimal(start.expected, 2)
        if column == 2:
            return i18n.decimal(start.spread, 2)
        if column == 3:
            return "—" if start.min_strokes is None else str(start.min_strokes)
        if column == 4:
            return f"{100 * start.holed:.0f} %"
        return self.tr("yes") if start.reachable else self.tr("no")


class AnalysisPanel(QWidget):
    """Par suggestion, starts table, warnings and the state line for one runner, and
    buttons for the overlay's ``layer_actions`` (the same checkable actions as the toolbar's).

    Signal ``cellActivated(Hex)``: a start row or a warning was double-clicked (or chosen with
    Enter) — the editor shows that cell.
    """

    cellActivated = Signal(object)

    def __init__(self, runner: AnalysisRunner, layer_actions: Iterable[QAction] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.setMinimumWidth(MIN_WIDTH)
        self.runner = runner
        self._warning_cells: list[Hex | None] = []
        self._hovered: Hex | None = None

        self.par_value = QLabel("—", self)
        self.par_value.setObjectName("parValue")
        font = QFont(self.font())
        font.setPixelSize(40)
        font.setBold(True)
        self.par_value.setFont(font)
        self.par_value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.par_value.setMinimumWidth(64)
        par_caption = QLabel(self.tr("Par\nsuggestion"), self)
        par_caption.setObjectName("sectionTitle")
        self.details = QLabel("", self)
        self.details.setObjectName("muted")
        self.details.setWordWrap(True)
        head = QFrame(self)
        head.setObjectName("card")
        head_row = QHBoxLayout(head)
        head_row.setContentsMargins(12, 8, 12, 8)
        head_row.addWidget(self.par_value)
        head_row.addWidget(par_caption)
        head_row.addSpacing(8)
        head_row.addWidget(self.details, 1)

        self.state_label = QLabel(self)
        self.state_label.setObjectName("analysisState")
        self.state_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # indeterminate: the analysis cannot say how far it is
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.progress.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.recompute_button = QPushButton(self.tr("Recompute now"), self)
        self.recompute_button.setToolTip(self.tr("Analyse the course again without waiting"))
        self.recompute_button.clicked.connect(runner.recompute_now)
        state_row = QHBoxLayout()
        state_row.setSpacing(8)
        state_row.addWidget(self.state_label, 1)
        state_row.addWidget(self.recompute_button)

        self.starts_model = StartsModel(self)
        self.starts_view = QTableView(self)
        self.starts_view.setObjectName("startsTable")
        self.starts_view.setAccessibleName(self.tr("Starts"))
        self.starts_view.setAccessibleDescription(self.tr(
            "Each start cell's expected strokes; activate a row to select its cell."))
        self.starts_view.setModel(self.starts_model)
        self.starts_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.starts_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.starts_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.starts_view.setAlternatingRowColors(True)
        self.starts_view.setWordWrap(False)
        self.starts_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.starts_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = self.starts_view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.starts_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.starts_view.activated.connect(self._row_activated)

        self.warnings_list = QListWidget(self)
        self.warnings_list.setObjectName("analysisWarnings")
        self.warnings_list.setAccessibleName(self.tr("Warnings"))
        self.warnings_list.setWordWrap(True)
        self.warnings_list.itemActivated.connect(self._warning_activated)
        self.warnings_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.warnings_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.warnings_list.installEventFilter(self)
        self.warnings_list.setSpacing(2)
        self.warnings_list.setIconSize(QSize(16, 16))
        self._warning_icon = self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning)

        self.cell_label = QLabel(self)
        self.cell_label.setObjectName("muted")
        self.cell_label.setWordWrap(True)
        self.cell_label.setToolTip(self.tr("The analysis of the cell under the mouse"))

        toggles = list(layer_actions)
        self.layer_buttons: list[QToolButton] = []
        overlay_grid = QGridLayout()
        overlay_grid.setContentsMargins(0, 0, 0, 0)
        overlay_grid.setHorizontalSpacing(6)
        overlay_grid.setVerticalSpacing(2)
        for k, action in enumerate(toggles):
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(True)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            overlay_grid.addWidget(button, k // 2, k % 2)
            self.layer_buttons.append(button)

        starts_title = QLabel(self.tr("Starts"), self)
        starts_title.setObjectName("sectionTitle")
        warnings_title = QLabel(self.tr("Warnings"), self)
        warnings_title.setObjectName("sectionTitle")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(head)
        layout.addLayout(state_row)
        layout.addWidget(self.progress)
        layout.addSpacing(4)
        layout.addWidget(starts_title)
        layout.addWidget(self.starts_view)
        layout.addSpacing(4)
        layout.addWidget(warnings_title)
        layout.addWidget(self.warnings_list)
        layout.addSpacing(4)
        layout.addWidget(self.cell_label)
        if toggles:
            layout.addSpacing(4)
            overlays_title = QLabel(self.tr("On the course"), self)
            overlays_title.setObjectName("sectionTitle")
            layout.addWidget(overlays_title)
            layout.addLayout(overlay_grid)
        layout.addStretch(1)

        runner.stateChanged.connect(self._state_changed)
        runner.resultChanged.connect(self._result_changed)
        self._result_changed(runner.analysis)
        self._state_changed(runner.state)

    # ---- what tests and the window read -----------------------------------------------------

    def par_text(self) -> str:
        return self.par_value.text()

    def state_text(self) -> str:
        return self.state_label.text()

    def warning_texts(self) -> list[str]:
        return [self.warnings_list.item(i).text() for i in range(self.warnings_list.count())]

    def is_busy(self) -> bool:
        return self.progress.isVisible()

    # ---- following the runner ---------------------------------------------------------------

    def _result_changed(self, analysis: CourseAnalysis | None) -> None:
        course = self.runner.analysed_course
        numbers = ({h: i for i, h in enumerate(course.starts, start=1)}
                   if course is not None else {})
        self.starts_model.set_analysis(analysis, numbers)
        self._fit_table()
        self._show_cell()
        self.warnings_list.clear()
        self._warning_cells = []
        if analysis is None:
            self.par_value.setText("—")
            self.details.setText("")
            self._fit_warnings()
            return
        par = analysis.par_suggestion
        self.par_value.setText("—" if par is None else str(par))
        best = min((s.expected for s in analysis.starts), default=None)
        parts = [self.tr("Stroke limit {limit}").format(limit=analysis.stroke_limit)]
        if best is not None:
            parts.append(self.tr("best start {expected} expected strokes").format(
                expected=i18n.decimal(best, 2)))
        parts.append(self.tr("%n unreachable cell(s)", "", len(analysis.unreachable)))
        parts.append(self.tr("%n trap(s)", "", len(analysis.traps)))
        self.details.setText(" · ".join(parts))
        for warning in analysis.warnings:
            self._add_warning(warning)
        if not analysis.warnings:
            item = QListWidgetItem(self.tr("No warnings: every start reaches the hole."))
            item.setForeground(theme.TEXT_MUTED)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.warnings_list.addItem(item)
            self._warning_cells.append(None)
        self._fit_warnings()

    def set_hovered(self, cell: Hex | None) -> None:
        """Show the analysis of the cell under the mouse (None: the mouse left the canvas)."""
        self._hovered = cell
        self._show_cell()

    def follow_hover(self, hovered: tuple[Hex, Cell | None] | None) -> None:
        """Connected to ``CourseView.hovered`` (a bound slot: gone with the panel)."""
        self.set_hovered(None if hovered is None else hovered[0])

    def _show_cell(self) -> None:
        cell, analysis = self._hovered, self.runner.analysis
        if cell is None or analysis is None:
            self.cell_label.setText(self.tr("Point at a cell to see its figures."))
            return
        figures = analysis.states.get(cell)
        if figures is None:
            self.cell_label.setText(self.tr("{cell}: no ball comes to rest here.").format(
                cell=cell_name(cell)))
            return
        least = self.tr("no way to the hole") if figures.min_strokes is None else (
            self.tr("min {strokes}").format(strokes=figures.min_strokes))
        self.cell_label.setText(
            self.tr("{cell}: {expected} expected (± {spread}) · {least} · best shot {shot}")
            .format(cell=cell_name(cell), expected=i18n.decimal(figures.expected, 2),
                    spread=i18n.decimal(figures.spread, 2), least=least, shot=figures.best.label()))

    def _fit_table(self) -> None:
        """As tall as its rows (up to ten): the warnings get the rest of the height. At least
        as wide as its columns ask, headers and figures, in the language shown: the panel,
        and so the dock, widen rather than cut the last column ("Erreichbar", issue 30 §5)."""
        view = self.starts_view
        count = self.starts_model.rowCount()
        rows = min(max(count, 1), 10)
        height = (view.horizontalHeader().sizeHint().height()
                  + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth()
                  + 1)
        view.setFixedHeight(height)
        header = view.horizontalHeader()
        wanted = [max(header.sectionSizeHint(i), view.sizeHintForColumn(i))
                  for i in range(self.starts_model.columnCount())]
        # The stretched last section is never narrower than the header's default section.
        wanted[-1] = max(wanted[-1], header.defaultSectionSize())
        columns = sum(wanted)
        numbers = view.verticalHeader().sizeHint().width()
        scroll_bar = (view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
                      if count > rows else 0)
        view.setMinimumWidth(columns + numbers + scroll_bar + 2 * view.frameWidth())
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        self.setMinimumWidth(max(MIN_WIDTH, view.minimumWidth() + margins.left()
                                 + margins.right()))

    def _fit_warnings(self) -> None:
        """As tall as its (wrapped) lines, up to ``WARNINGS_MAX_HEIGHT``."""
        view = self.warnings_list
        metrics = view.fontMetrics()
        width = max(view.viewport().width() - 8 - view.iconSize().width() - 6, 40)
        rows = sum(metrics.boundingRect(QRect(0, 0, width, 10_000),
                                        int(Qt.TextFlag.TextWordWrap),
                                        view.item(i).text()).height() + 4 + 2 * view.spacing()
                   for i in range(view.count()))
        height = max(rows, metrics.height()) + 2 * view.frameWidth() + 6
        view.setFixedHeight(min(height, WARNINGS_MAX_HEIGHT))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.warnings_list and event.type() == QEvent.Type.Resize:
            self._fit_warnings()  # the lines wrap anew
        return False

    def _add_warning(self, warning: AnalysisWarning) -> None:
        text = warning.message
        item = QListWidgetItem(self._warning_icon, text[0].upper() + text[1:] if text else text)
        item.setToolTip(self.tr("{kind}: double-click to show the cell").format(
            kind=warning.kind))
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, warning.kind)
        self.warnings_list.addItem(item)
        self._warning_cells.append(warning.cell)

    def _state_changed(self, state: AnalysisState) -> None:
        stale = state.busy
        self.progress.setVisible(stale)
        self.starts_model.set_stale(stale)
        colour = "text_muted"
        if state.kind is RunState.IDLE:
            text = self.tr("Not analysed yet.")
        elif state.kind is RunState.WAITING:
            text = self.tr("Course changed: analysing once the edits settle…")
        elif state.kind is RunState.RUNNING:
            text = self.tr("Analysing the course…")
        elif state.kind is RunState.DONE and state.seconds is None:
            text = self.tr("Up to date: analysed.")
        elif state.kind is RunState.DONE:
            text = self.tr("Up to date: analysed in {seconds} s.").format(
                seconds=decimal(state.seconds or 0.0, 2))
        else:
            text = state.message[0].upper() + state.message[1:]
            colour = "stroke_dot"
        self.state_label.setText(text)
        theme.ink(self.state_label, colour)
        for w in (self.par_value, self.details, self.warnings_list, self.cell_label):
            w.setEnabled(not stale)

    def _row_activated(self, index: QModelIndex) -> None:
        cell = self.starts_model.cell_at(index.row())
        if cell is not None:
            self.cellActivated.emit(cell)

    def _warning_activated(self, item: QListWidgetItem) -> None:
        row = self.warnings_list.row(item)
        cell = self._warning_cells[row] if 0 <= row < len(self._warning_cells) else None
        if cell is not None:
            self.cellActivated.emit(cell)


class AnalysisDock(QDockWidget):
    """The "Analysis" dock of a window of editor tabs: it shows the panel of the current
    tab's analysis (``set_analysis``), one panel per analysis kept in a stack, each gone with
    its editor. A window with one editor calls ``set_analysis`` once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("AnalysisDock", "Analysis"), parent)
        self.setObjectName("analysisDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self._stack = QStackedWidget(self)
        self._empty = QLabel(self.tr("Open a course to see its analysis."), self._stack)
        self._empty.setObjectName("muted")
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setWordWrap(True)
        self._stack.addWidget(self._empty)
        self._panels: dict[int, AnalysisPanel] = {}
        self.setWidget(self._stack)

    def set_analysis(self, analysis: EditorAnalysis | None) -> None:
        """Show the panel of ``analysis`` (made on first use), or a hint for None."""
        if analysis is None:
            self._stack.setCurrentWidget(self._empty)
            return
        key = id(analysis)
        panel = self._panels.get(key)
        if panel is None:
            panel = analysis.make_panel(self._stack)
            self._panels[key] = panel
            self._stack.addWidget(panel)
            analysis.destroyed.connect(lambda _obj=None, k=key: self._forget(k))
        self._stack.setCurrentWidget(panel)

    def panel(self) -> AnalysisPanel | None:
        """The panel shown (None when no analysis is)."""
        current = self._stack.currentWidget()
        return current if isinstance(current, AnalysisPanel) else None

    def _forget(self, key: int) -> None:
        """An analysis has gone: drop its panel. The connection is a lambda, which Qt does
        not cut when the dock dies, so when the whole window is being deleted (the studio
        quitting) the stack may already be gone: then there is nothing left to tidy."""
        panel = self._panels.pop(key, None)
        if not shiboken6.isValid(self._stack):
            return
        if panel is not None:
            if self._stack.currentWidget() is panel:
                self._stack.setCurrentWidget(self._empty)
            self._stack.removeWidget(panel)
            panel.deleteLater()
