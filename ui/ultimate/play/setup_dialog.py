"""Starting a round of Ultimate Golf: the course, the holes, the players, the AI's speed and
the dice's seed.

The course is a bundled one or a course file; the holes are all of them, the front nine,
the back nine or a list typed as "12, 17, 14" (played in that order). Players are the kit's
seats editor (a person, or an AI of the registry by name; several people make a hot-seat
game). Every choice is checked as it is made, in the engine's own words (``GameParams``
refuses what it cannot play): one line says what is wrong and Start stays disabled until
nothing is. The dialog opens with the last round's set-up (``play_kit.setup_memory``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from golfstudio.engine.errors import GameError
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_courses, load_bundled
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import load_course
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.game import MAX_PLAYERS, GameParams
from ui.play_kit import course_chooser
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.course_chooser import AskCoursePath, CourseChooser
from ui.play_kit.saving import StoreSource
from ui.play_kit.setup import GameSetup, new_game_view, parse_holes
from ui.ultimate.play.play_view import UltimatePlayView

__all__ = ["GameSetup", "SetupDialog", "parse_holes", "start_new_game"]

FRONT_NINE = tuple(range(1, 10))
BACK_NINE = tuple(range(10, 19))


def ask_course_file(parent: QWidget) -> Path | None:
    return course_chooser.ask_course_file(
        parent, QCoreApplication.translate("UltimateSetup", "Play a course file"),
        QCoreApplication.translate("UltimateSetup", "Ultimate Golf courses (*.json);;"
                                   "All files (*)"))


class SetupDialog(play_kit_setup.SetupDialog[GameSetup[GameParams]]):
    """Choose the round and the players; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 ask_course_path: AskCoursePath = ask_course_file) -> None:
        super().__init__(parent)
        self.setObjectName("ultimateSetup")
        self.setWindowTitle(self.tr("New Ultimate Golf round"))

        # -- the course and its holes
        self.course_chooser: CourseChooser[Course] = CourseChooser(
            [(entry.id, entry.title) for entry in bundled_courses()], load_bundled,
            load_course, UltimateError, ask_course_path, default=DEFAULT_COURSE,
            holes_example=self.tr("e.g. 12, 17, 14"),
            preset_holes=[(self.tr("Front nine (1–9)"), FRONT_NINE),
                          (self.tr("Back nine (10–18)"), BACK_NINE)], parent=self)
        chooser = self.course_chooser
        chooser.changed.connect(self._validate)
        chooser.file_refused.connect(self._show_problem)
        self.course_box, self.file_button = chooser.course_box, chooser.file_button
        self.all_radio, self.custom_radio = chooser.all_radio, chooser.custom_radio
        self.front_radio, self.back_radio = chooser.preset_radios
        self.custom_holes = chooser.custom_holes

        players_box = self.players_box("ultimate", MAX_PLAYERS, self.tr(
            "Several people at one screen take turns (hot seat); the dice decide who tees off "
            "first."))
        play_box, _ = self.pace_box(
            self.tr("Pace"), self.tr("The dice's seed: the same seed and the same choices "
                                     "replay the same round"))
        self.lay_out(chooser, players_box, play_box, self.tr("Start round"), (700, 560))
        self.add_first_seats()

    # ---- the last round's set-up ------------------------------------------------------------

    def remembered_options(self) -> dict[str, Any]:
        return self.course_chooser.remembered()

    def restore_options(self, options: dict[str, Any]) -> None:
        self.course_chooser.restore(options)

    # ---- checking ---------------------------------------------------------------------------

    def setup(self) -> GameSetup[GameParams]:
        """The round chosen; ``GameError`` (or the course's error) naming the problem."""
        course, label = self.course_chooser.course()
        holes = self.course_chooser.holes(len(course.holes))
        if not holes and (self.front_radio.isChecked() or self.back_radio.isChecked()):
            raise GameError(f"the course has {len(course.holes)} holes: no nine to play there")
        return self.game_setup(
            GameParams(course, tuple(self.seats_editor.names()), label, holes))


def start_new_game(parent: QWidget | None = None, store: StoreSource | None = None, *,
                   ask_course_path: AskCoursePath = ask_course_file
                   ) -> UltimatePlayView | None:
    """Run the set-up dialog; the round's play view (not yet shown), or None if cancelled."""
    return new_game_view(SetupDialog(parent, ask_course_path=ask_course_path),
                         UltimatePlayView, parent, store)
