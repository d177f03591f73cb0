"""Starting a game of Dice Golf: the course, the holes, the players, the cards, the AIs'
speed and the dice's seed.

The course is the bundled one or a course file saved by the track editor (format
``golfstudio.dicegolf``, read by ``hole_file`` with its readable errors: a broken file is its
one line and changes nothing). The holes are all of them or a list typed as "4, 1".
Players are the kit's seats editor (one to six; each a person or an AI of the registry by
name; several people make a hot-seat game). Cards are dealt unless unticked; alone there is
nobody to lay an air shot on, so a game of one starts without them until the box is ticked.
Every choice is checked as it is made, in the engine's own words (``GameParams`` refuses
what it cannot play): one line says what is wrong and Start stays disabled until nothing is.
The dialog opens with the last game's set-up (``play_kit.setup_memory``): the course, holes,
players, AI speed and, if the person chose it, the cards.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QWidget

from golfstudio.dicegolf.bundled import DEFAULT_COURSE, bundled_course_ids, load_bundled
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.game import GameParams, default_cards
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_file import load_course
from golfstudio.dicegolf.limits import MAX_PLAYERS
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit import course_chooser
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.course_chooser import AskCoursePath, CourseChooser
from ui.play_kit.saving import StoreSource
from ui.play_kit.setup import GameSetup, new_game_view

__all__ = ["AskCoursePath", "GameSetup", "SetupDialog", "ask_course_file", "start_new_game"]


def ask_course_file(parent: QWidget) -> Path | None:
    return course_chooser.ask_course_file(
        parent, QCoreApplication.translate("DiceGolfSetup", "Play a Dice Golf course file"),
        QCoreApplication.translate("DiceGolfSetup", "Dice Golf courses (*.json);;"
                                   "All files (*)"))


class SetupDialog(play_kit_setup.SetupDialog[GameSetup[GameParams]]):
    """Choose the game and the players; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 ask_course_path: AskCoursePath = ask_course_file) -> None:
        super().__init__(parent)
        self.setObjectName("diceGolfSetup")
        self.setWindowTitle(self.tr("New Dice Golf game"))
        self._cards_chosen = False
        """The person ticked or unticked Cards: it no longer follows the players' number."""

        # -- the course and its holes: a bundled course is titled by its name, so read now
        bundled = {course_id: load_bundled(course_id) for course_id in bundled_course_ids()}
        self.course_chooser: CourseChooser[Course] = CourseChooser(
            [(course_id, self.tr("{course} (bundled)").format(course=course.name or course_id))
             for course_id, course in bundled.items()], bundled.__getitem__,
            load_course, DiceGolfError, ask_course_path, default=DEFAULT_COURSE,
            holes_example=self.tr("e.g. 4, 1"), parent=self)
        chooser = self.course_chooser
        chooser.changed.connect(self._validate)
        chooser.file_refused.connect(self._show_problem)
        self.course_box, self.file_button = chooser.course_box, chooser.file_button
        self.file_button.setToolTip(self.tr("Play a course drawn in the Dice Golf track "
                                            "editor"))
        self.all_radio, self.custom_radio = chooser.all_radio, chooser.custom_radio
        self.custom_holes = chooser.custom_holes

        players_box = self.players_box("dicegolf", MAX_PLAYERS, self.tr(
            "One to six players, throwing in this order on every hole. Several people at one "
            "screen take turns (hot seat): each one's cards stay hidden from the others."))

        # -- the cards and the pace
        play_box, form = self.pace_box(
            self.tr("Game"), self.tr("The dice's seed: the same seed and the same choices "
                                     "replay the same game"))
        self.cards_box = QCheckBox(self.tr("Deal nine cards to each player"), play_box)
        self.cards_box.setObjectName("cardsBox")
        self.cards_box.setToolTip(self.tr("Air shots, weather, no penalty, chance, green "
                                          "cards… Every card still held after the last "
                                          "hole costs a stroke."))
        self.cards_box.clicked.connect(self._cards_clicked)
        self.cards_box.toggled.connect(lambda _on: self._validate())
        form.insertRow(0, self.tr("Cards:"), self.cards_box)

        self.lay_out(chooser, players_box, play_box, self.tr("Start game"), (660, 560))
        self.add_first_seats()

    # ---- the cards --------------------------------------------------------------------------

    def _cards_clicked(self) -> None:
        self._cards_chosen = True

    def _seats_changed(self) -> None:
        """Cards follow the players' number until the person chooses (``default_cards``)."""
        if not self._cards_chosen:
            self.cards_box.blockSignals(True)
            self.cards_box.setChecked(default_cards(self.seats_editor.rows()))
            self.cards_box.blockSignals(False)
        self._validate()

    # ---- the last game's set-up -------------------------------------------------------------

    def remembered_options(self) -> dict[str, Any]:
        cards = self.cards_box.isChecked() if self._cards_chosen else None
        return {**self.course_chooser.remembered(), "cards": cards}

    def restore_options(self, options: dict[str, Any]) -> None:
        """The course and holes, and the cards where the person had chosen them (else they
        follow the players' number again)."""
        self.course_chooser.restore(options)
        cards = options.get("cards")
        if isinstance(cards, bool):
            self._cards_chosen = True
            self.cards_box.setChecked(cards)

    # ---- checking ---------------------------------------------------------------------------

    def setup(self) -> GameSetup[GameParams]:
        """The game chosen; ``GameError`` (or the course's error) naming the problem."""
        course, label = self.course_chooser.course()
        holes = self.course_chooser.holes(len(course.holes))
        return self.game_setup(GameParams(course, tuple(self.seats_editor.names()), label,
                                          holes, self.cards_box.isChecked()))


def start_new_game(parent: QWidget | None = None, store: StoreSource | None = None, *,
                   ask_course_path: AskCoursePath = ask_course_file
                   ) -> DiceGolfPlayView | None:
    """Run the set-up dialog; the game's play view (not yet shown), or None if cancelled."""
    return new_game_view(SetupDialog(parent, ask_course_path=ask_course_path),
                         DiceGolfPlayView, parent, store)
