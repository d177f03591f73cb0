"""The Properties dock: the course's settings when nothing is selected, else the selected
wall's or obstacle's.

Every change is an undo command on the document (``ChangeCourseProperties``, or
``CourseCommand`` for a wall). A text field commits when the user presses Enter or leaves
it — one undo step per name. The notes and the stroke limit commit as the user types or
clicks the arrows, merged into one undo step per visit to the field. The forms follow the
document: an undo shows at once, and a field the user is typing in is only rewritten when
its own value changed.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from golfstudio.carambole.course import (
    WALL_ANGLES,
    AnyObstacle,
    ChannelObstacle,
    Colour,
    Course,
    VerticalObstacle,
    Wall,
    WallKind,
    cell_name,
    colour_name,
)
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.limits import MAX_IMPULSES, MAX_STROKE_LIMIT
from golfstudio.carambole.ruleset import Ruleset, ruleset_from_data
from golfstudio.carambole.wall_runs import straight_angle
from ui import theme
from ui.carambole.editor.commands import (
    ChangeCourseProperties,
    CourseCommand,
    RotateObstacle,
    new_stroke,
)
from ui.carambole.editor.document import CourseChange, CourseDocument
from ui.carambole.editor.shell.selection import Selection

BALL_COLOURS = {
    Colour.RED: QColor("#e03131"),
    Colour.ORANGE: QColor("#f76707"),
    Colour.YELLOW: QColor("#fcc419"),
    Colour.GREEN: QColor("#2f9e44"),
    Colour.BLUE: QColor("#1c7ed6"),
    Colour.VIOLET: QColor("#7048e8"),
}
CARD_OPS = ("+", "-", "x")
_COLOUR_ROLE = Qt.ItemDataRole.UserRole


def swatch(colour: QColor, size: int = 14, round_: bool = True) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor(0, 0, 0, 90))
    p.setBrush(colour)
    if round_:
        p.drawEllipse(1, 1, size - 2, size - 2)
    else:
        p.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    p.end()
    return QIcon(pixmap)


def die_colour(name: str) -> QColor:
    colour = QColor(name)
    return colour if colour.isValid() else QColor("#ffffff")


class EditCourseField(CourseCommand):
    """A course field typed or stepped; the changes of one visit to the field merge."""

    merge_id: ClassVar[int] = 60

    def __init__(self, document: CourseDocument, text: str, stroke: int,
                 **fields: Any) -> None:
        super().__init__(document, text, document.course.replace(**fields), stroke)


class SpinDelegate(QStyledItemDelegate):
    """Whole numbers from 0 edited with a spin box (dice faces, card values)."""

    def __init__(self, maximum: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.maximum = maximum

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        spin = QSpinBox(parent)
        spin.setRange(0, self.maximum)
        spin.setFrame(False)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        return spin


class OpDelegate(QStyledItemDelegate):
    """A card's operation picked from + − ×."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        box = QComboBox(parent)
        box.addItems(CARD_OPS)
        box.setFrame(False)
        return box

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(index.data(Qt.ItemDataRole.EditRole)))

    def setModelData(self, editor: QWidget, model: Any,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)


def _compact_table(table: QTableWidget) -> None:
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(24)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                          | QAbstractItemView.EditTrigger.EditKeyPressed
                          | QAbstractItemView.EditTrigger.AnyKeyPressed)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)


def _small_button(text: str, tip: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setToolTip(tip)
    button.setStyleSheet("QPushButton { padding: 3px 8px; }")
    return button


class CourseForm(QWidget):
    """Name, notes, stroke limit, play order and the ruleset of one course."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseForm")
        self.document: CourseDocument | None = None
        self._loading = False
        self._notes_stroke = new_stroke()
        self._limit_stroke = new_stroke()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(10)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("courseName")
        self.name_edit.setPlaceholderText(self.tr("Untitled"))
        self.name_edit.editingFinished.connect(self._commit_name)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("courseNotes")
        self.notes_edit.setPlaceholderText(
            self.tr("Notes for the players: where it comes from, a tip…"))
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setFixedHeight(64)
        self.notes_edit.textChanged.connect(self._notes_typed)
        self.notes_edit.installEventFilter(self)
        self.stroke_spin = QSpinBox(self)
        self.stroke_spin.setObjectName("strokeLimit")
        self.stroke_spin.setRange(1, MAX_STROKE_LIMIT)
        self.stroke_spin.setKeyboardTracking(False)
        self.stroke_spin.setSuffix(self.tr(" strokes"))
        self.stroke_spin.setToolTip(self.tr(
            "A ball not holed after this many strokes scores it (§6); linked courses use 20 "
            "or 30"))
        self.stroke_spin.valueChanged.connect(self._commit_stroke_limit)
        self.stroke_spin.installEventFilter(self)
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("N&otes"), self.notes_edit)
        form.addRow(self.tr("&Stroke limit"), self.stroke_spin)
        layout.addLayout(form)

        layout.addWidget(self._play_order_box())
        layout.addWidget(self._ruleset_box())
        self.message_label = QLabel(self)
        self.message_label.setObjectName("propertyMessage")
        self.message_label.setWordWrap(True)
        theme.ink(self.message_label, "stroke_dot")
        self.message_label.hide()
        layout.addWidget(self.message_label)
        layout.addStretch(1)

    # ---- building -----------------------------------------------------------------------------

    def _play_order_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Play order"), self)
        row = QHBoxLayout(box)
        row.setContentsMargins(8, 6, 8, 8)
        self.order_list = QListWidget(box)
        self.order_list.setObjectName("playOrder")
        self.order_list.setToolTip(self.tr(
            "Carambole mode plays the ticked colours in this order; drag to reorder"))
        self.order_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.order_list.setSpacing(0)
        self.order_list.itemChanged.connect(self._order_edited)
        self._order_timer = QTimer(self)
        self._order_timer.setSingleShot(True)
        self._order_timer.setInterval(0)
        self._order_timer.timeout.connect(self._commit_play_order)
        model = self.order_list.model()
        model.rowsMoved.connect(self._order_edited)
        model.rowsInserted.connect(self._order_edited)
        buttons = QVBoxLayout()
        self.up_button = _small_button(self.tr("Up"), self.tr("Play this colour earlier"), box)
        self.down_button = _small_button(self.tr("Down"), self.tr("Play this colour later"), box)
        self.up_button.clicked.connect(lambda: self._move_colour(-1))
        self.down_button.clicked.connect(lambda: self._move_colour(1))
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        buttons.addStretch(1)
        row.addWidget(self.order_list, 1)
        row.addLayout(buttons)
        return box

    def _ruleset_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Dice and cards"), self)
        col = QVBoxLayout(box)
        col.setContentsMargins(8, 6, 8, 8)
        col.setSpacing(6)
        self.ruleset_label = QLabel(box)
        self.ruleset_label.setObjectName("muted")
        self.ruleset_label.setWordWrap(True)
        col.addWidget(self.ruleset_label)

        self.dice_table = QTableWidget(0, 8, box)
        self.dice_table.setObjectName("diceTable")
        self.dice_table.setHorizontalHeaderLabels([self.tr("Die"), self.tr("Colour"),
                                                   *map(str, range(1, 7))])
        _compact_table(self.dice_table)
        header = self.dice_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(20)
        for column in range(2, 8):
            header.resizeSection(column, 30)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(1, 64)
        self.face_delegate = SpinDelegate(MAX_IMPULSES, self.dice_table)
        for column in range(2, 8):
            self.dice_table.setItemDelegateForColumn(column, self.face_delegate)
        self.dice_table.itemChanged.connect(self._dice_edited)
        col.addWidget(self.dice_table)
        dice_buttons = QHBoxLayout()
        self.add_die_button = _small_button(self.tr("Add die"),
                                            self.tr("Add a die with faces 1–6"), box)
        self.remove_die_button = _small_button(self.tr("Remove die"),
                                               self.tr("Remove the selected die"), box)
        self.add_die_button.clicked.connect(self._add_die)
        self.remove_die_button.clicked.connect(self._remove_die)
        dice_buttons.addWidget(self.add_die_button)
        dice_buttons.addWidget(self.remove_die_button)
        dice_buttons.addStretch(1)
        col.addLayout(dice_buttons)

        self.cards_table = QTableWidget(0, 3, box)
        self.cards_table.setObjectName("cardsTable")
        self.cards_table.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Op"),
                                                    self.tr("Value")])
        _compact_table(self.cards_table)
        cards_header = self.cards_table.horizontalHeader()
        cards_header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        cards_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        cards_header.resizeSection(1, 50)
        cards_header.resizeSection(2, 62)
        self.cards_table.setItemDelegateForColumn(1, OpDelegate(self.cards_table))
        self.cards_table.setItemDelegateForColumn(2, SpinDelegate(MAX_IMPULSES, self.cards_table))
        self.cards_table.setToolTip(self.tr(
            "A card is used with the white die: +3 adds 3, x2 doubles, -2 takes 2 away (never "
            "below 0)"))
        self.cards_table.itemChanged.connect(self._cards_edited)
        col.addWidget(self.cards_table)
        card_buttons = QHBoxLayout()
        self.add_card_button = _small_button(self.tr("Add card"), self.tr("Add a +1 card"), box)
        self.remove_card_button = _small_button(self.tr("Remove card"),
                                                 self.tr("Remove the selected card"), box)
        self.add_card_button.clicked.connect(self._add_card)
        self.remove_card_button.clicked.connect(self._remove_card)
        card_buttons.addWidget(self.add_card_button)
        card_buttons.addWidget(self.remove_card_button)
        card_buttons.addStretch(1)
        col.addLayout(card_buttons)

        self.reset_ruleset_button = QPushButton(self.tr("Reset to the default dice and cards"), box)
        self.reset_ruleset_button.setObjectName("resetRuleset")
        self.reset_ruleset_button.clicked.connect(self._reset_ruleset)
        col.addWidget(self.reset_ruleset_button)
        return box

    # ---- following the document -------------------------------------------------------------

    @property
    def course(self) -> Course:
        assert self.document is not None
        return self.document.course

    def set_document(self, document: CourseDocument | None) -> None:
        if self.document is not None:
            self.document.changed.disconnect(self._document_changed)
        self.commit_pending()
        self.document = document
        self.setEnabled(document is not None)
        if document is not None:
            document.changed.connect(self._document_changed)
            self._show(document.course, None)

    def _document_changed(self, change: CourseChange) -> None:
        if change.properties:
            self._show(change.new, change.old)

    def _show(self, course: Course, old: Course | None) -> None:
        """Show ``course``'s fields; with ``old``, only those that changed."""
        self._loading = True
        try:
            def changed(name: str) -> bool:
                return old is None or getattr(old, name) != getattr(course, name)

            if changed("name") and self.name_edit.text() != course.name:
                self.name_edit.setText(course.name)
            if changed("notes") and self.notes_edit.toPlainText() != course.notes:
                self.notes_edit.setPlainText(course.notes)
            if changed("stroke_limit"):
                self.stroke_spin.setValue(course.stroke_limit)
            if changed("play_order"):
                self._show_play_order(course.play_order)
            if changed("ruleset"):
                self._show_ruleset(course)
        finally:
            self._loading = False

    def _show_play_order(self, order: tuple[Colour, ...]) -> None:
        self.order_list.clear()
        rest = [c for c in Colour if c not in order]
        for colour in (*order, *rest):
            name = colour_name(colour)
            item = QListWidgetItem(swatch(BALL_COLOURS[colour]), name[:1].upper() + name[1:])
            item.setData(_COLOUR_ROLE, colour.value)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                          | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsDragEnabled)
            item.setCheckState(Qt.CheckState.Checked if colour in order
                               else Qt.CheckState.Unchecked)
            self.order_list.addItem(item)
        rows = self.order_list.sizeHintForRow(0) * self.order_list.count()
        self.order_list.setFixedHeight(rows + 2 * self.order_list.frameWidth() + 4)

    def _show_ruleset(self, course: Course) -> None:
        ruleset = course.effective_ruleset()
        own = course.ruleset is not None
        self.ruleset_label.setText(
            self.tr("This course's own dice and cards.") if own else
            self.tr("The default dice and cards; an edit gives the course its own."))
        self.reset_ruleset_button.setEnabled(own)
        self.dice_table.setRowCount(len(ruleset.dice))
        for row, die in enumerate(ruleset.dice):
            name = QTableWidgetItem(swatch(die_colour(die.colour), round_=False), die.name)
            if die.name == ruleset.white:
                name.setToolTip(self.tr("Cards are used with this die"))
                font = name.font()
                font.setBold(True)
                name.setFont(font)
            self.dice_table.setItem(row, 0, name)
            self.dice_table.setItem(row, 1, QTableWidgetItem(die.colour))
            for i, face in enumerate(die.faces):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.EditRole, face)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.dice_table.setItem(row, 2 + i, item)
        self.cards_table.setRowCount(len(ruleset.cards))
        for row, card in enumerate(ruleset.cards):
            self.cards_table.setItem(row, 0, QTableWidgetItem(card.name))
            op = QTableWidgetItem(card.op)
            op.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.cards_table.setItem(row, 1, op)
            value = QTableWidgetItem()
            value.setData(Qt.ItemDataRole.EditRole, card.value)
            value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.cards_table.setItem(row, 2, value)
        self.remove_die_button.setEnabled(len(ruleset.dice) > 1)
        self.remove_card_button.setEnabled(bool(ruleset.cards))

    # ---- committing ---------------------------------------------------------------------------

    def commit_pending(self) -> None:
        """Commit a name still being typed (before a save, a tab switch)."""
        if self.document is not None and self.name_edit.text() != self.course.name:
            self._commit_name()

    def _push(self, command: CourseCommand) -> None:
        if self.document is not None and command.changes_anything:
            self.message_label.hide()
            self.document.push(command)

    def _refuse(self, message: str) -> None:
        """Say why an edit was not taken and show the course as it is."""
        self.message_label.setText(message)
        self.message_label.show()
        if self.document is not None:
            self._show(self.course, None)

    def _commit_name(self) -> None:
        if self._loading or self.document is None:
            return
        name = self.name_edit.text().strip()
        self._push(ChangeCourseProperties(self.document, "Rename the course", name=name))

    def _notes_typed(self) -> None:
        if self._loading or self.document is None:
            return
        self._push(EditCourseField(self.document, "Edit the notes", self._notes_stroke,
                                   notes=self.notes_edit.toPlainText()))

    def _commit_stroke_limit(self, value: int) -> None:
        if self._loading or self.document is None:
            return
        self._push(EditCourseField(self.document, "Change the stroke limit",
                                   self._limit_stroke, stroke_limit=value))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            # A new visit to a field is a new undo step.
            if watched is self.notes_edit:
                self._notes_stroke = new_stroke()
            elif watched is self.stroke_spin:
                self._limit_stroke = new_stroke()
        return False

    # play order

    def _order_edited(self, *_args: object) -> None:
        if not self._loading:
            self._order_timer.start()

    def _move_colour(self, step: int) -> None:
        row = self.order_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.order_list.count():
            return
        self._loading = True
        try:
            item = self.order_list.takeItem(row)
            self.order_list.insertItem(target, item)
            self.order_list.setCurrentRow(target)
        finally:
            self._loading = False
        self._commit_play_order()

    def _commit_play_order(self) -> None:
        if self.document is None:
            return
        order = []
        for row in range(self.order_list.count()):
            item = self.order_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                order.append(Colour(str(item.data(_COLOUR_ROLE))))
        if not order:
            self._refuse("At least one colour plays.")
            return
        self._push(ChangeCourseProperties(self.document, "Change the play order",
                                          play_order=tuple(order)))

    # ruleset

    def _ruleset_data(self) -> dict[str, Any]:
        return self.course.effective_ruleset().model_dump(mode="json")

    def _commit_ruleset(self, data: dict[str, Any], text: str) -> None:
        if self.document is None:
            return
        try:
            ruleset: Ruleset = ruleset_from_data(data)
        except CourseError as exc:
            self._refuse(f"Not changed: {'; '.join(exc.messages)}.")
            return
        self._push(ChangeCourseProperties(self.document, text, ruleset=ruleset))

    def _cell_int(self, table: QTableWidget, row: int, column: int) -> int:
        item = table.item(row, column)
        value = item.data(Qt.ItemDataRole.EditRole) if item is not None else 0
        try:
            return int(value)
        except (TypeError, ValueError):
            return -1  # refused by the ruleset's check, which says why

    def _cell_text(self, table: QTableWidget, row: int, column: int) -> str:
        item = table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _dice_edited(self, item: QTableWidgetItem) -> None:
        if self._loading or self.document is None:
            return
        data = self._ruleset_data()
        white_row = next((i for i, d in enumerate(data["dice"]) if d["name"] == data["white"]),
                         0)
        data["dice"] = [
            {"name": self._cell_text(self.dice_table, row, 0),
             "colour": self._cell_text(self.dice_table, row, 1),
             "faces": [self._cell_int(self.dice_table, row, c) for c in range(2, 8)]}
            for row in range(self.dice_table.rowCount())
        ]
        data["white"] = data["dice"][white_row]["name"]
        self._commit_ruleset(data, "Change the dice")

    def _cards_edited(self, item: QTableWidgetItem) -> None:
        if self._loading or self.document is None:
            return
        data = self._ruleset_data()
        data["cards"] = [
            {"name": self._cell_text(self.cards_table, row, 0),
             "op": self._cell_text(self.cards_table, row, 1),
             "value": self._cell_int(self.cards_table, row, 2)}
            for row in range(self.cards_table.rowCount())
        ]
        self._commit_ruleset(data, "Change the cards")

    def _add_die(self) -> None:
        data = self._ruleset_data()
        names = {d["name"] for d in data["dice"]}
        n = len(data["dice"]) + 1
        while f"die {n}" in names:
            n += 1
        data["dice"].append({"name": f"die {n}", "colour": "#adb5bd", "faces": [1, 2, 3, 4, 5, 6]})
        self._commit_ruleset(data, "Add a die")

    def _remove_die(self) -> None:
        data = self._ruleset_data()
        row = self.dice_table.currentRow()
        if not 0 <= row < len(data["dice"]):
            self._refuse("Select the die to remove first.")
            return
        if data["dice"][row]["name"] == data["white"]:
            self._refuse("The white die stays: the cards are used with it.")
            return
        del data["dice"][row]
        self._commit_ruleset(data, "Remove a die")

    def _add_card(self) -> None:
        data = self._ruleset_data()
        names = {c["name"] for c in data["cards"]}
        value = 1
        while f"+{value}" in names:
            value += 1
        data["cards"].append({"name": f"+{value}", "op": "+", "value": value})
        self._commit_ruleset(data, "Add a card")

    def _remove_card(self) -> None:
        data = self._ruleset_data()
        row = self.cards_table.currentRow()
        if not 0 <= row < len(data["cards"]):
            self._refuse("Select the card to remove first.")
            return
        del data["cards"][row]
        self._commit_ruleset(data, "Remove a card")

    def _reset_ruleset(self) -> None:
        if self.document is not None:
            self._push(ChangeCourseProperties(self.document, "Reset the dice and cards",
                                              ruleset=None))


def _read_only_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def passes_text(obstacle: AnyObstacle) -> str:
    """The ways through a channel or vertical obstacle, one cell a line."""
    lines = []
    for c in obstacle.cells:
        part = getattr(c, "part", None)
        ways = ", ".join(f"{p.entering.name}→{p.leaving.name}" for p in c.passes) or "none"
        lines.append(f"{cell_name(c.hex)}{f' {part}' if part else ''}: {ways}")
    return "\n".join(lines)


class ObjectForm(QWidget):
    """A wall's kind and angle, or an obstacle's kind, piece, cells, passes and rotation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("objectForm")
        self.document: CourseDocument | None = None
        self.object_id: str | None = None
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        self.heading = QLabel(self)
        self.heading.setFont(theme.scaled_font(self, 1.1, bold=True))
        layout.addWidget(self.heading)
        self.form = QFormLayout()
        layout.addLayout(self.form)

        self.kind_box = QComboBox(self)
        self.kind_box.setObjectName("wallKind")
        self.kind_box.addItem(self.tr("Straight: mirrors the ball"), WallKind.STRAIGHT.value)
        self.kind_box.addItem(self.tr("Curved: sends it back"), WallKind.CURVED.value)
        self.kind_box.currentIndexChanged.connect(self._kind_chosen)
        self.angle_box = QComboBox(self)
        self.angle_box.setObjectName("wallAngle")
        for angle in WALL_ANGLES:
            self.angle_box.addItem(f"{angle}°", angle)
        self.angle_box.currentIndexChanged.connect(self._angle_chosen)
        self.kind_label = _read_only_label(self)
        self.piece_label = _read_only_label(self)
        self.count_label = _read_only_label(self)
        self.passes_label = _read_only_label(self)
        self.passes_label.setObjectName("passes")
        self.passes_label.setWordWrap(True)
        self.rotate_row = QWidget(self)
        rotate_row = QHBoxLayout(self.rotate_row)
        rotate_row.setContentsMargins(0, 0, 0, 0)
        self.turn_left = _small_button(self.tr("⟲ Left"),
                                       self.tr("Turn 60° counter-clockwise (R)"),
                                       self.rotate_row)
        self.turn_right = _small_button(self.tr("Right ⟳"),
                                        self.tr("Turn 60° clockwise (Shift+R)"),
                                        self.rotate_row)
        self.turn_left.clicked.connect(lambda: self._rotate(1))
        self.turn_right.clicked.connect(lambda: self._rotate(-1))
        rotate_row.addWidget(self.turn_left)
        rotate_row.addWidget(self.turn_right)
        rotate_row.addStretch(1)
        self.count_caption = QLabel(self.tr("Length"), self)
        for label, widget in (("Kind", self.kind_box), ("Angle", self.angle_box),
                              ("Kind", self.kind_label), ("Piece", self.piece_label),
                              (self.count_caption, self.count_label),
                              ("Passes", self.passes_label), ("Turn", self.rotate_row)):
            self.form.addRow(label, widget)
        layout.addStretch(1)

    def _rows(self, *shown: QWidget) -> None:
        for widget in (self.kind_box, self.angle_box, self.kind_label, self.piece_label,
                       self.count_label, self.passes_label, self.rotate_row):
            self.form.setRowVisible(widget, widget in shown)

    def show_object(self, document: CourseDocument, object_id: str) -> None:
        self.document, self.object_id = document, object_id
        course = document.course
        self._loading = True
        try:
            if object_id in {w.id for w in course.walls}:
                self._show_wall(course.wall(object_id))
            else:
                self._show_obstacle(course.obstacle(object_id))
        finally:
            self._loading = False

    def _show_wall(self, wall: Wall) -> None:
        self.heading.setText(self.tr("Wall {id}").format(id=wall.id))
        self.kind_box.setCurrentIndex(self.kind_box.findData(wall.kind.value))
        if wall.angle is not None:
            self.angle_box.setCurrentIndex(self.angle_box.findData(wall.angle))
        self.count_caption.setText(self.tr("Length"))
        edges = len(wall.edges)
        self.count_label.setText(self.tr("1 edge") if edges == 1
                                 else self.tr("{n} edges").format(n=edges))
        if wall.kind is WallKind.STRAIGHT:
            self._rows(self.kind_box, self.angle_box, self.count_label)
        else:
            self._rows(self.kind_box, self.count_label)

    def _show_obstacle(self, obstacle: AnyObstacle) -> None:
        self.heading.setText(self.tr("Obstacle {id}").format(id=obstacle.id))
        kinds = {"solid": "Solid: the ball bounces off its sides",
                 "channel": "Channel: the ball follows its grooves",
                 "vertical": "High: the ball climbs over or rolls under"}
        self.kind_label.setText(kinds.get(obstacle.kind, obstacle.kind))
        self.piece_label.setText(obstacle.piece or "—")
        n = len(obstacle.cells)
        self.count_caption.setText(self.tr("Cells"))
        self.count_label.setText(self.tr("1 cell") if n == 1
                                 else self.tr("{n} cells").format(n=n))
        if isinstance(obstacle, ChannelObstacle | VerticalObstacle):
            self.passes_label.setText(passes_text(obstacle))
            self._rows(self.kind_label, self.piece_label, self.count_label, self.passes_label,
                       self.rotate_row)
        else:
            self._rows(self.kind_label, self.piece_label, self.count_label, self.rotate_row)

    def _replace_wall(self, wall: Wall, text: str) -> None:
        if self.document is None:
            return
        command = CourseCommand(self.document, text, self.document.course.replace_wall(wall))
        if command.changes_anything:
            self.document.push(command)

    def _current_wall(self) -> Wall | None:
        if self.document is None or self.object_id is None:
            return None
        return next((w for w in self.document.course.walls if w.id == self.object_id), None)

    def _kind_chosen(self, index: int) -> None:
        wall = self._current_wall()
        if self._loading or wall is None:
            return
        kind = WallKind(str(self.kind_box.itemData(index)))
        if kind is wall.kind:
            return
        angle = None
        if kind is WallKind.STRAIGHT:
            try:
                angle = straight_angle(wall.edges)
            except ValueError:
                angle = 0
        self._replace_wall(wall.replace(kind=kind, angle=angle), "Change a wall's kind")

    def _angle_chosen(self, index: int) -> None:
        wall = self._current_wall()
        if self._loading or wall is None or wall.kind is not WallKind.STRAIGHT:
            return
        self._replace_wall(wall.replace(angle=int(self.angle_box.itemData(index))),
                           "Change a wall's angle")

    def _rotate(self, steps: int) -> None:
        if self.document is not None and self.object_id is not None:
            self.document.push(RotateObstacle(self.document, self.object_id, steps))


class PropertiesDock(QDockWidget):
    """Follows the current tab and its selection."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PropertiesDock", "Properties"), parent)
        self.setObjectName("propertiesDock")
        self.course_form = CourseForm()
        self.object_form = ObjectForm()
        self.many_label = QLabel()
        self.many_label.setObjectName("muted")
        self.many_label.setWordWrap(True)
        self.many_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.many_label.setMargin(10)
        self.none_label = QLabel(self.tr("No course is open."))
        self.none_label.setObjectName("muted")
        self.none_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.none_label.setMargin(10)
        self.pages = QStackedWidget()
        for page in (self.course_form, self.object_form, self.many_label, self.none_label):
            self.pages.addWidget(page)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.pages)
        self.setWidget(scroll)
        self.setMinimumWidth(390)
        self._document: CourseDocument | None = None
        self._selection: Selection | None = None
        self.set_selection(None, None)

    def set_selection(self, document: CourseDocument | None, selection: Selection | None) -> None:
        """Follow another tab (None: no tab is open)."""
        if self._selection is not None:
            self._selection.changed.disconnect(self.refresh)
        if self._document is not None:
            self._document.changed.disconnect(self._document_changed)
        self._document, self._selection = document, selection
        self.course_form.set_document(document)
        if selection is not None:
            selection.changed.connect(self.refresh)
        if document is not None:
            document.changed.connect(self._document_changed)
        self.refresh()

    def commit_pending(self) -> None:
        self.course_form.commit_pending()

    def _document_changed(self, change: CourseChange) -> None:
        if self.pages.currentWidget() is self.object_form and self.object_form.object_id in (
                change.walls | change.obstacles):
            self.refresh()

    def _show_page(self, page: QWidget) -> None:
        # Only the page shown counts for the size, so a short page scrolls no more.
        for other in (self.course_form, self.object_form, self.many_label, self.none_label):
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.pages.setCurrentWidget(page)
        self.pages.adjustSize()

    def refresh(self) -> None:
        selection, document = self._selection, self._document
        if selection is None or document is None:
            self._show_page(self.none_label)
            return
        ids = selection.object_ids()
        cells = selection.cells
        if not cells and len(ids) == 1:
            self.object_form.show_object(document, ids[0])
            self._show_page(self.object_form)
        elif cells or ids:
            parts = []
            if cells:
                parts.append(self.tr("1 cell") if len(cells) == 1
                             else self.tr("{n} cells").format(n=len(cells)))
            if ids:
                parts.append(self.tr("1 object") if len(ids) == 1
                             else self.tr("{n} objects").format(n=len(ids)))
            self.many_label.setText(self.tr(
                "{what} selected.\n\nCopy (Ctrl+C) and paste (Ctrl+V) them into this course or "
                "another; Duplicate (Ctrl+D) puts a copy beside the course. Click the canvas "
                "or press Escape to let go.").format(what=self.tr(" and ").join(parts)))
            self._show_page(self.many_label)
        else:
            self._show_page(self.course_form)
