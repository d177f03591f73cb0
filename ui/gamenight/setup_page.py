"""Setting up a game night: date, place, game and course, the players and their handicaps,
the formats played (several at once, each with its options and allowance) and the best-ball
teams. "Start the night" builds a ``NightPlan``; the core checks it (the problem is named
under the button) and writes it (``golfstudio.gamenight.setup.create_night``).

The same form corrects a night already set up (``night_id`` given: the "Edit night…"
dialog): it opens on the stored night (``night_edit.plan_of_night``), the game and course
are fixed, and "Save changes" rewrites the night in one transaction
(``night_edit.save_night_edit``).

Defaults follow docs/game-night.md: carry-over is ticked for skins and automatic presses for
the two Nassaus (they apply once the format is chosen).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDate,
    QLocale,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.gamenight import EntryError
from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.night_edit import plan_of_night, save_night_edit
from golfstudio.gamenight.setup import (
    DEFAULT_ALLOWANCE,
    FORMAT_TITLES,
    NASSAUS,
    NO_NET,
    STAKES_OF,
    TEAM_FORMATS,
    NightPlan,
    PlanTeam,
    cents_text,
    check_plan,
    create_night,
    parse_cents,
)
from golfstudio.scoring.nassau import PRESS_AT
from golfstudio.scoring.stakes import MatchPay, Stakes
from golfstudio.store import Format, Game, PlayedFormat, Store, StoreError
from golfstudio.store.records import NO_STAKES
from golfstudio.store.tables import Course
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.course_editor import GAMES, CourseEditorDialog
from ui.gamenight.players_editor import HandicapTable, PlayerPicker
from ui.gamenight.results_panel import format_title
from ui.gamenight.tee_picker import TeePicker
from ui.settings import NightSetupChoices, load_night_setup, save_night_setup

NEW_COURSE = str(QT_TRANSLATE_NOOP("NightSetupPage", "New course…"))  # shown through tr
AskCourse = Callable[[QWidget, Store, Game], Course | None]


def ask_course(parent: QWidget, store: Store, game: Game) -> Course | None:
    """The custom course editor, modal; the new course or None if cancelled."""
    dialog = CourseEditorDialog(store, game, parent)
    try:
        return dialog.course if dialog.exec() else None
    finally:
        dialog.deleteLater()


STAKES_PER_LINE = 2
"""A format's bets shown side by side in the Stakes box before the next line."""


@dataclass
class StakesRow:
    """One format's stakes on the page: an amount field per bet it plays for (money typed
    as "2.50"), how a match is paid, and the press trigger of a Nassau."""

    format: Format
    title: QLabel
    box: QWidget
    amounts: dict[str, QLineEdit]
    names: dict[str, str]
    """What each field is called in a message ("Nassau front")."""
    match_pay: QComboBox | None = None
    trigger: QSpinBox | None = None

    def stakes(self, decimal_point: str, strict: bool) -> Stakes:
        """The stakes typed; a field that is not money is 0, or with ``strict`` refused
        with an EntryError naming it (the set-up page's one message)."""
        cents: dict[str, int] = {}
        for key, edit in self.amounts.items():
            value = parse_cents(edit.text(), decimal_point)
            if value is None:
                if strict:
                    raise EntryError(bad_money_message(edit.text(), self.names[key],
                                                       decimal_point))
                value = 0
            cents[key] = value
        pay = (MatchPay(self.match_pay.currentData()) if self.match_pay is not None
               else MatchPay.MATCH)
        return Stakes(match_pay=pay, **cents)

    def show(self, stakes: Stakes, trigger: int, decimal_point: str) -> None:
        for key, edit in self.amounts.items():
            edit.setText(cents_text(getattr(stakes, key), decimal_point))
        if self.match_pay is not None:
            self.match_pay.setCurrentIndex(self.match_pay.findData(stakes.match_pay.value))
        if self.trigger is not None:
            self.trigger.setValue(trigger)


def bad_money_message(text: str, what: str, decimal_point: str) -> str:
    return QCoreApplication.translate(
        "NightSetupPage",
        "“{text}” is not an amount of money for {what}: type it like 2{point}50, "
        "from 0 to 10000{point}00").format(text=text.strip(), what=what, point=decimal_point)


@dataclass
class FormatRow:
    """One format's check box and its options on the page."""

    format: Format
    chosen: QCheckBox
    net: QCheckBox
    allowance: QSpinBox
    option: QCheckBox | None
    stakes: StakesRow | None = None

    def played(self, decimal_point: str = ".", strict: bool = False) -> PlayedFormat:
        option = self.option is not None and self.option.isChecked()
        stakes = (NO_STAKES if self.stakes is None
                  else self.stakes.stakes(decimal_point, strict))
        trigger = (self.stakes.trigger.value()
                   if self.stakes is not None and self.stakes.trigger is not None else PRESS_AT)
        return PlayedFormat(self.format, net=self.net.isChecked() and self.format not in NO_NET,
                            allowance=self.allowance.value(),
                            carry_over=option and self.format is Format.SKINS,
                            auto_press=option and self.format in NASSAUS,
                            stakes=stakes, press_trigger=trigger)

    def option_toggled(self) -> None:
        """The press trigger means something only with automatic presses."""
        if self.stakes is not None and self.stakes.trigger is not None:
            self.stakes.trigger.setEnabled(self.chosen.isChecked() and self.option is not None
                                           and self.option.isChecked())


class NightSetupPage(QWidget):
    """``NightSetupPage(store)``: set a night up; ``nightCreated(night_id)`` once written.
    ``NightSetupPage(store, night_id=…)``: correct that night; ``nightEdited(night_id)``."""

    nightCreated = Signal(int)
    nightEdited = Signal(int)

    def __init__(self, store: Store, parent: QWidget | None = None,
                 ask_course: AskCourse = ask_course, *, night_id: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nightSetupPage")
        self.store = store
        self._ask_course = ask_course
        self.night_id = night_id
        self._team_names: dict[frozenset[str], str] = {}
        self._kept_teams: list[tuple[str, ...]] = []
        install_bundled(store)

        col = QVBoxLayout(self)
        col.setContentsMargins(24, 18, 24, 12)
        col.setSpacing(10)
        title = QLabel(self.tr("Set up a game night") if night_id is None
                       else self.tr("Edit the night"), self)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(self, 1.6, bold=True))
        col.addWidget(title)

        self.message = QLabel(self)
        self.message.setObjectName("setupMessage")
        self.message.setWordWrap(True)
        theme.ink(self.message, "stroke_dot", "font-weight: 600")
        columns = QHBoxLayout()
        columns.setSpacing(16)
        self.decimal_point = QLocale().decimalPoint() or "."
        left = QVBoxLayout()
        left.addWidget(self._night_box())
        left.addWidget(self._players_box(), 1)
        left.addWidget(self._teams_box())
        right = QVBoxLayout()
        right.addWidget(self._handicaps_box(), 3)
        right.addWidget(self._formats_box())
        right.addWidget(self._stakes_box(), 2)
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        col.addLayout(columns, 1)

        bottom = QHBoxLayout()
        self.start_button = QPushButton(
            self.tr("Start the night") if night_id is None else self.tr("Save changes"), self)
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.start_button)
        col.addLayout(bottom)
        self.bottom_row = bottom
        """Where a dialog holding the page puts its own buttons (Cancel) beside Start/Save."""

        self._start_refused = False
        """Whether the message is a refusal to start/save, to be re-checked on each change."""
        self._fill_courses()
        if night_id is not None:
            self._show_night(night_id)
        else:
            self._recall()
        self._players_changed()

    def _show_night(self, night_id: int) -> None:
        """Fill the form with the stored night; its game and course cannot change."""
        plan = plan_of_night(self.store, night_id)
        self.date_edit.setDate(QDate(plan.played_on.year, plan.played_on.month,
                                     plan.played_on.day))
        self.place_edit.setText(plan.place)
        self.game_box.blockSignals(True)
        self.game_box.setCurrentIndex(self.game_box.findData(plan.game))
        self.game_box.blockSignals(False)
        self._fill_courses(select=plan.course_id)
        self._show_tees(select=plan.tee_id)
        self.game_box.setEnabled(False)
        self.course_box.setEnabled(False)
        self.picker.chosen = [p.player_id for p in plan.players if p.player_id is not None]
        self.picker.reload()
        self.handicaps.set_overrides({p.player_id: p.override for p in plan.players
                                      if p.player_id is not None})
        self._show_formats(plan.formats)
        self._team_names = {frozenset(team.members): team.title for team in plan.teams}
        self._kept_teams = [team.members + ("",) * (2 - len(team.members))
                            for team in plan.teams]

    def _show_formats(self, formats: tuple[PlayedFormat, ...]) -> None:
        """Tick ``formats`` with their options and stakes; untick the others."""
        chosen = {played.format: played for played in formats}
        for fmt, row in self.format_rows.items():
            played = chosen.get(fmt)
            row.chosen.setChecked(played is not None)
            if played is not None:
                row.net.setChecked(played.net)
                row.allowance.setValue(played.allowance)
                if row.option is not None:
                    row.option.setChecked(played.carry_over or played.auto_press)
                if row.stakes is not None:
                    row.stakes.show(played.stakes, played.press_trigger, self.decimal_point)
        self._formats_changed()

    def _remember(self, plan: NightPlan) -> None:
        """Keep this new night's game, course, players and formats for the next set-up."""
        save_night_setup(QSettings(), NightSetupChoices(
            game=str(plan.game.value), course_id=plan.course_id,
            player_ids=tuple(p.player_id for p in plan.players if p.player_id is not None),
            formats=plan.formats))

    def _recall(self) -> None:
        """Start a new night from the last one's choices (issue 27): what no longer exists
        — a deleted player, course or game — is dropped quietly."""
        choices = load_night_setup(QSettings())
        if choices is None:
            return
        index = self.game_box.findData(choices.game)
        if index < 0:
            return
        self.game_box.setCurrentIndex(index)  # refills the courses of that game
        if choices.course_id is not None and self.course_box.findData(choices.course_id) >= 0:
            self.select_course(choices.course_id)
        known = {p.id for p in self.store.players()}
        self.picker.chosen = [pid for pid in choices.player_ids if pid in known]
        self.picker.reload()
        self._show_formats(choices.formats)

    # --- sections -----------------------------------------------------------------------
    def _night_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Night"), self)
        form = QFormLayout(box)
        self.date_edit = QDateEdit(QDate.currentDate(), box)
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(
            self.tr("ddd d MMM yyyy", "the night's date, as a QDate display format"))
        self.place_edit = QLineEdit(box)
        self.place_edit.setPlaceholderText(self.tr("Where (optional)"))
        self.game_box = QComboBox(box)
        for value in GAMES:
            self.game_box.addItem(game_title(value.value), value)
        self.course_box = QComboBox(box)
        self.course_info = QLabel(box)
        self.course_info.setObjectName("muted")
        form.addRow(self.tr("Date"), self.date_edit)
        form.addRow(self.tr("Place"), self.place_edit)
        form.addRow(self.tr("Game"), self.game_box)
        form.addRow(self.tr("Course"), self.course_box)
        # The night's tee (revision r0007), and the chosen course's tees to edit.
        self.tees_button = QPushButton(self.tr("Tees…"), box)
        self.tees_button.setToolTip(self.tr("The course's tees: rating, slope, yards"))
        self.tees_button.clicked.connect(self.edit_tees)
        self.tees_dialog: CourseEditorDialog | None = None
        info_row = QHBoxLayout()
        info_row.addWidget(self.course_info, 1)
        info_row.addWidget(self.tees_button)
        form.addRow("", info_row)
        self.tee_box = TeePicker(box)
        form.addRow(self.tr("Tee"), self.tee_box)
        self.tee_box.currentIndexChanged.connect(self._refresh)
        self._night_form = form
        self.game_box.currentIndexChanged.connect(lambda _index: self._fill_courses())
        self.course_box.activated.connect(self._course_activated)
        self.course_box.currentIndexChanged.connect(self._refresh)
        self.date_edit.dateChanged.connect(self._players_changed)
        return box

    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players — tick those playing, or add someone"), self)
        self.picker = PlayerPicker(self.store, box)
        QVBoxLayout(box).addWidget(self.picker)
        self.picker.chosen_changed.connect(self._players_changed)
        self.picker.message.connect(self.message.setText)
        return box

    def _handicaps_box(self) -> QGroupBox:
        box = QGroupBox(
            self.tr("Handicaps — course handicap = index (rating = par, slope 113)"), self)
        self.handicaps_box = box
        self.handicaps = HandicapTable(box)
        QVBoxLayout(box).addWidget(self.handicaps)
        return box

    def _formats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Formats"), self)
        grid = QGridLayout(box)
        grid.setVerticalSpacing(2)
        for column, text in enumerate(("", self.tr("Net"), self.tr("Allowance"),
                                        self.tr("Option"))):
            label = QLabel(text, box)
            label.setObjectName("muted")
            grid.addWidget(label, 0, column)
        self.format_rows: dict[Format, FormatRow] = {}
        for row, fmt in enumerate(FORMAT_TITLES, 1):
            chosen = QCheckBox(format_title(fmt), box)
            net = QCheckBox(box)
            net.setChecked(True)
            allowance = QSpinBox(box)
            allowance.setRange(0, 100)
            allowance.setSuffix(" %")
            allowance.setValue(DEFAULT_ALLOWANCE[fmt])
            net.setAccessibleName(self.tr("{format}, net").format(format=format_title(fmt)))
            allowance.setAccessibleName(
                self.tr("{format}, allowance").format(format=format_title(fmt)))
            option = None
            if fmt is Format.SKINS:
                option = QCheckBox(self.tr("carry-over"), box)
            elif fmt in NASSAUS:
                option = QCheckBox(self.tr("automatic presses"), box)
            if option is not None:
                option.setChecked(True)  # the documented defaults (docs/game-night.md)
            if fmt in NO_NET:
                net.setChecked(False)
            self.format_rows[fmt] = FormatRow(fmt, chosen, net, allowance, option)
            grid.addWidget(chosen, row, 0)
            grid.addWidget(net, row, 1)
            grid.addWidget(allowance, row, 2)
            if option is not None:
                grid.addWidget(option, row, 3)
            for widget in (net, allowance, option):
                if widget is not None:
                    widget.setEnabled(False)
            chosen.toggled.connect(self._formats_changed)
            if option is not None:
                option.toggled.connect(self.format_rows[fmt].option_toggled)
                option.toggled.connect(self._refresh)
            for toggled in (net.toggled, allowance.valueChanged):
                toggled.connect(self._refresh)
        grid.setColumnStretch(3, 1)
        self.nassau_hint = QLabel(box)
        self.nassau_hint.setObjectName("muted")
        self.nassau_hint.setWordWrap(True)
        self.nassau_hint.hide()
        grid.addWidget(self.nassau_hint, len(FORMAT_TITLES) + 1, 0, 1, 4)
        return box

    def _stakes_box(self) -> QGroupBox:
        """Per chosen format, the stakes that apply to it (scoring.md, "Money"); in a
        scroll area, so that many formats at once still leave the form inside the window."""
        box = QGroupBox(self.tr("Stakes — money per bet, typed like 2{point}50 (empty: "
                                "nothing)").format(point=self.decimal_point), self)
        col = QVBoxLayout(box)
        col.setContentsMargins(6, 4, 6, 4)
        self.stakes_hint = QLabel(self.tr("Choose a format to play for money."), box)
        self.stakes_hint.setObjectName("muted")
        col.addWidget(self.stakes_hint)
        scroll = QScrollArea(box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        host = QWidget(scroll)
        grid = QGridLayout(host)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(2, 1)
        for row, fmt in enumerate(FORMAT_TITLES):
            title = QLabel(format_title(fmt), host)
            title.setWordWrap(True)  # a long title gives room to the fields before it cuts them
            fields = QWidget(host)
            stakes = self._stake_fields(fmt, fields)
            grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(fields, row, 1)
            self.format_rows[fmt].stakes = StakesRow(fmt, title, fields, *stakes)
            title.hide()
            fields.hide()
            self.format_rows[fmt].option_toggled()
        grid.setRowStretch(len(FORMAT_TITLES), 1)
        scroll.setWidget(host)
        scroll.setMinimumHeight(60)
        col.addWidget(scroll, 1)
        self.stakes_scroll = scroll
        return box

    def _stake_fields(self, fmt: Format, parent: QWidget) -> tuple[
            dict[str, QLineEdit], dict[str, str], QComboBox | None, QSpinBox | None]:
        labels = {
            "front": self.tr("Front"), "back": self.tr("Back"), "overall": self.tr("Overall"),
            "press": self.tr("Press"), "skin": self.tr("Per skin"),
            "buy_in": self.tr("Pot buy-in"), "point": self.tr("Per point"),
            "stroke": self.tr("Per stroke"), "match": self.tr("Amount")}
        grid = QGridLayout(parent)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        amounts: dict[str, QLineEdit] = {}
        names: dict[str, str] = {}
        match_pay = None
        trigger = None
        for place, key in enumerate(STAKES_OF[fmt]):
            # Two bets to a line: a Nassau's front, back and overall in one line were wider
            # than the Stakes box in German and pushed the window past 1280 px, its
            # "Gesamt" field cut (issue 30 §5). Its press is beside the overall.
            row, column = divmod(place, STAKES_PER_LINE)
            column *= 2
            if key == "match":
                match_pay = QComboBox(parent)
                match_pay.addItem(self.tr("per match"), MatchPay.MATCH.value)
                match_pay.addItem(self.tr("per hole up"), MatchPay.HOLE.value)
                grid.addWidget(match_pay, row, column)
                column += 1
            else:
                grid.addWidget(QLabel(labels[key], parent), row, column)
                column += 1
            edit = QLineEdit(parent)
            edit.setObjectName(f"stake_{fmt.value}_{key}")
            edit.setPlaceholderText(cents_text(0, self.decimal_point) or
                                    f"0{self.decimal_point}00")
            edit.setAlignment(Qt.AlignmentFlag.AlignRight)
            # Room for "1000.00" in the font in use, not a fixed pixel count.
            edit.setFixedWidth(max(72, edit.fontMetrics().horizontalAdvance(
                f"0000{self.decimal_point}00") + 24))
            edit.editingFinished.connect(lambda e=edit: self._stake_edited(e))
            grid.addWidget(edit, row, column)
            column += 1
            amounts[key] = edit
            names[key] = self.tr("{format} {bet}").format(format=format_title(fmt),
                                                         bet=labels[key].lower())
            edit.setAccessibleName(names[key])
        if fmt in NASSAUS:
            trigger = QSpinBox(parent)
            trigger.setRange(1, 9)
            trigger.setValue(PRESS_AT)
            trigger.setPrefix(self.tr("auto press at "))
            trigger.setSuffix(self.tr(" down"))
            trigger.setToolTip(self.tr("Holes down that start an automatic press"))
            trigger.setAccessibleName(trigger.toolTip())
            grid.addWidget(trigger, grid.rowCount(), 0, 1, 2 * STAKES_PER_LINE,
                           Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(grid.columnCount(), 1)
        return amounts, names, match_pay, trigger

    def _stake_edited(self, edit: QLineEdit) -> None:
        """A field left with something that is not money: the one message, field marked."""
        for row in self.format_rows.values():
            if row.stakes is None:
                continue
            for key, field in row.stakes.amounts.items():
                if field is edit:
                    bad = parse_cents(edit.text(), self.decimal_point) is None
                    theme.style(edit, (lambda: f"border: 2px solid {theme.STROKE_DOT.name()}")
                                if bad else str)
                    if bad:
                        self.message.setText(bad_money_message(
                            edit.text(), row.stakes.names[key], self.decimal_point))
                    elif self.message.text().startswith("“"):
                        self.message.clear()
        if self._start_refused:
            self._recheck()

    def _teams_box(self) -> QGroupBox:
        self.teams_group = QGroupBox(self.tr("Teams — best ball, Vegas"), self)
        col = QVBoxLayout(self.teams_group)
        self.teams_grid = QGridLayout()
        col.addLayout(self.teams_grid)
        self.teams_hint = QLabel(self.tr("Choose a best-ball format or Vegas to pair the "
                                         "players."), self.teams_group)
        self.teams_hint.setObjectName("muted")
        self.teams_hint.setWordWrap(True)  # one line of it widened the page in German
        col.addWidget(self.teams_hint)
        self.team_boxes: list[tuple[QComboBox, QComboBox]] = []
        return self.teams_group

    # --- course -------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return Game(self.game_box.currentData())

    def _fill_courses(self, select: int | None = None) -> None:
        self.course_box.blockSignals(True)
        self.course_box.clear()
        courses = self.store.courses(self.game)
        if not courses:
            self.course_box.addItem(self.tr("(no course yet)"), None)
        for course in courses:
            self.course_box.addItem(course.name, course.id)
        self.course_box.addItem(self.tr(NEW_COURSE), -1)
        if select is not None:
            self.course_box.setCurrentIndex(self.course_box.findData(select))
        self._course_index = self.course_box.currentIndex()
        self.course_box.blockSignals(False)
        self._refresh()

    def _course_activated(self, index: int) -> None:
        if self.course_box.itemData(index) != -1:
            self._course_index = index
            return
        course = self._ask_course(self, self.store, self.game)
        if course is None:
            self.course_box.setCurrentIndex(self._course_index)
            return
        if course.game != self.game:
            self.game_box.blockSignals(True)
            self.game_box.setCurrentIndex(self.game_box.findData(course.game))
            self.game_box.blockSignals(False)
        self._fill_courses(select=course.id)

    def select_course(self, course_id: int) -> None:
        self.course_box.setCurrentIndex(self.course_box.findData(course_id))
        self._course_index = self.course_box.currentIndex()

    @property
    def course_id(self) -> int | None:
        data = self.course_box.currentData()
        return None if data is None or data == -1 else int(data)

    def _holes(self) -> tuple[tuple[int, int], ...]:
        if self.course_id is None:
            return ()
        return tuple((h.par, h.stroke_index) for h in self.store.holes(self.course_id))

    # --- players, formats, teams --------------------------------------------------------
    def _players_changed(self) -> None:
        self.picker.night_date = self.date_edit.date().toPython()  # type: ignore[assignment]
        self.handicaps.set_players(self.store, self.picker.chosen, self.picker.night_date)
        self._rebuild_teams()
        self._refresh()

    def _formats_changed(self) -> None:
        any_chosen = False
        for row in self.format_rows.values():
            on = row.chosen.isChecked()
            any_chosen = any_chosen or on
            for widget in (row.net, row.allowance, row.option):
                if widget is not None:
                    widget.setEnabled(on)
            if row.format in NO_NET:
                row.net.setEnabled(False)
                row.allowance.setEnabled(False)
            if row.stakes is not None:
                row.stakes.title.setVisible(on)
                row.stakes.box.setVisible(on)
            row.option_toggled()
        if hasattr(self, "stakes_hint"):
            self.stakes_hint.setVisible(not any_chosen)
        self._rebuild_teams()
        self._refresh()

    @property
    def best_ball(self) -> bool:
        """Whether a format played by teams of two is chosen (best ball, Vegas)."""
        return any(self.format_rows[f].chosen.isChecked() for f in TEAM_FORMATS)

    def _rebuild_teams(self) -> None:
        names = [p.name for p in self.handicaps.players()]
        kept: list[tuple[str, ...]] = [(a.currentText(), b.currentText())
                                       for a, b in self.team_boxes]
        if self._kept_teams:
            kept, self._kept_teams = self._kept_teams, []
        while self.teams_grid.count():
            item = self.teams_grid.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.deleteLater()
        self.team_boxes = []
        count = (len(names) + 1) // 2 if self.best_ball else 0
        for team in range(count):
            label = QLabel(self.tr("Team {number}").format(number=team + 1), self.teams_group)
            pair = (QComboBox(self.teams_group), QComboBox(self.teams_group))
            self.teams_grid.addWidget(label, team // 2, (team % 2) * 3)
            for side, box in enumerate(pair):
                box.addItem("")
                box.addItems(names)
                if team < len(kept) and kept[team][side] in names:
                    box.setCurrentText(kept[team][side])
                self.teams_grid.addWidget(box, team // 2, (team % 2) * 3 + 1 + side)
                box.currentIndexChanged.connect(self._refresh)
            self.team_boxes.append(pair)
        self.teams_hint.setVisible(count == 0)

    def teams(self) -> tuple[PlanTeam, ...]:
        if not self.best_ball:
            return ()
        teams = []
        for a, b in self.team_boxes:
            members = tuple(name for name in (a.currentText(), b.currentText()) if name)
            if members:
                teams.append(PlanTeam(members, self._team_names.get(frozenset(members), "")))
        return tuple(teams)

    # --- the plan -----------------------------------------------------------------------
    def plan(self, strict: bool = False) -> NightPlan:
        """The night as the form shows it; with ``strict`` a stake that is not money is
        refused (EntryError), otherwise counted as 0 (the handicaps preview)."""
        course = self.course_box.currentText() if self.course_id is not None else ""
        holes = self._holes()
        return NightPlan(
            played_on=self.date_edit.date().toPython(),  # type: ignore[arg-type]
            game=self.game, course_id=self.course_id, holes=holes,
            players=tuple(self.handicaps.players()),
            formats=tuple(row.played(self.decimal_point, strict)
                          for row in self.format_rows.values() if row.chosen.isChecked()),
            teams=self.teams(), place=self.place_edit.text().strip(), course_name=course,
            tee_id=self.tee_box.tee_id(), rating=self.tee_box.rating(holes))

    def _show_tees(self, select: int | None = None) -> None:
        """The chosen course's tees in the Tee row, hidden when it has none (tee_picker)."""
        self.tee_box.set_course(self.store, self.course_id, select)
        self._night_form.setRowVisible(self.tee_box, self.tee_box.count() > 0)
        self.tees_button.setEnabled(self.course_id is not None)

    def edit_tees(self) -> None:
        """The chosen course's tees and plausible limit in the course editor (window-modal);
        the Tee row and the handicaps follow once saved."""
        if self.course_id is None:
            return
        self.tees_dialog = CourseEditorDialog(self.store, parent=self, course_id=self.course_id)
        self.tees_dialog.accepted.connect(self._tees_edited)
        self.tees_dialog.finished.connect(self.tees_dialog.deleteLater)
        self.tees_dialog.open()

    def _tees_edited(self) -> None:
        self._show_tees(select=self.tee_box.tee_id())
        self._refresh()

    def _refresh(self) -> None:
        if not hasattr(self, "handicaps") or not hasattr(self, "format_rows"):
            return  # still being built
        if self.tee_box.course_id != self.course_id:
            self._show_tees()
        plan = self.plan()
        if plan.rating is None:
            self.handicaps_box.setTitle(
                self.tr("Handicaps — course handicap = index (rating = par, slope 113)"))
        else:
            self.handicaps_box.setTitle(self.tr(
                "Handicaps — course handicap = index × {slope} / 113 + ({rating} − {par})")
                .format(slope=plan.rating.slope, par=plan.rating.par,
                        rating=i18n.decimal(plan.rating.course_rating, 1)))
        if plan.holes:
            self.course_info.setText(
                self.tr("%n hole(s) · par {par}", "", len(plan.holes)).format(par=plan.par))
        else:
            self.course_info.setText(self.tr("Choose a course, or “New course…” to make one."))
        self.handicaps.show_plan(plan)
        self._show_nassau(plan)
        if self._start_refused:
            self._recheck()

    def _presses_possible(self, fmt: Format, plan: NightPlan) -> bool:
        """Presses happen automatically when ticked (per pair in a round robin), or on
        request between exactly two sides (scoring.md)."""
        row = self.format_rows[fmt]
        auto = row.option is not None and row.option.isChecked()
        sides = len(plan.teams) if fmt is Format.BESTBALL_NASSAU else len(plan.players)
        return auto or sides == 2

    def _show_nassau(self, plan: NightPlan) -> None:
        """The Press stake only where a press can happen; with more than two players, say
        how a Nassau is played and offer the other way (scoring.md turn 3)."""
        for fmt in NASSAUS:
            row = self.format_rows[fmt]
            if row.stakes is not None and "press" in row.stakes.amounts:
                row.stakes.amounts["press"].setEnabled(
                    row.chosen.isChecked() and self._presses_possible(fmt, plan))
        nassau = self.format_rows[Format.NASSAU].chosen.isChecked()
        players = len(plan.players)
        if nassau and players > 2:
            self.nassau_hint.setText(self.tr(
                "Nassau with %n players: every pair plays its own Nassau (round robin, "
                "presses within each pair). For two teams of two on their better ball, choose "
                "“Best ball · Nassau” instead.", "", players))
        self.nassau_hint.setVisible(nassau and players > 2)

    def _recheck(self) -> None:
        """A refusal shown after Start stays only while its cause does: once the form is
        right it goes, and another problem replaces it with its own words."""
        try:
            check_plan(self.plan(strict=True))
        except EntryError as exc:
            self._refuse(exc)
            return
        self._start_refused = False
        self.message.clear()

    def _refuse(self, error: Exception) -> None:
        self._start_refused = True
        self.message.setText(
            self.tr("Cannot start: {reason}").format(reason=error) if self.night_id is None
            else self.tr("Not saved: {reason}").format(reason=error))

    def start(self) -> None:
        if self.night_id is not None:
            self.save_changes(self.night_id)
            return
        try:
            plan = self.plan(strict=True)
            night_id = create_night(self.store, plan)
        except (EntryError, StoreError) as exc:
            self._refuse(exc)
            return
        self._start_refused = False
        self.message.clear()
        self._remember(plan)
        self.nightCreated.emit(night_id)

    def save_changes(self, night_id: int) -> bool:
        """Rewrite the night as the form shows it; False (and the reason shown) if refused."""
        try:
            save_night_edit(self.store, night_id, self.plan(strict=True))
        except (EntryError, StoreError) as exc:
            self._refuse(exc)
            return False
        self._start_refused = False
        self.message.clear()
        self.nightEdited.emit(night_id)
        return True
