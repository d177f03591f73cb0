"""Tutor mode: a coach at the table that weighs each of a person's decisions as it is made
(docs/review.md, "Tutor mode").

With Settings > Tutor Mode on, every play view's table (``ui.play_kit.table.Table``) hands a
person's checked action to the view's ``Tutor`` (its ``Gate``) before playing it. The tutor
weighs it with the game's review judge (``golfstudio.review.judges.make_judge``, made once
per game, then reused) in the background — Ultimate Golf's and Play Nine's take up to a
second, and the window must not freeze — and then:

- an error of at least the game's *blunder* threshold (``review.labels``) asks first, "This
  loses 0.85 strokes: best is shot E with the orange die. Play it anyway?": Yes plays it, No
  gives the turn back with nothing played;
- anything less is played at once, and once the table has shown it (its dice thrown too) a
  quiet line follows it in the shot log: "Tutor — That cost 0.24 strokes: best was …", or
  "Tutor — Best play."; a decision the log has no line of its own for is named in it ("Tutor
  — place the ball on (1,2): Best play.").

AIs' actions never reach the gate; a game without a judge, or tutor mode off, plays as
before. A judge that fails (a bug, a position it cannot weigh) never costs the person their
move: the action is played and the tutor stays quiet for the rest of the game.

The review package (and the analyses its judges use) is imported on the first decision
weighed, never at start-up (style.md, "Lazy by design").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QObject, QSettings, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from golfstudio.engine.registry import game_info
from golfstudio.engine.state import State
from ui.play_kit.event_log import EventLog
from ui.play_kit.table import Table
from ui.settings import tutor_mode
from ui.tasks import Progress, Task, TaskRunner

if TYPE_CHECKING:  # imported on the first decision weighed
    from golfstudio.review.judge import Judge, Judgement

POINTS_GAMES = frozenset({"playnine"})
"""Games whose judges count points of a hole score, not strokes (docs/review.md)."""
BEST_WITHIN = 0.005
"""An error that rounds to 0.00 is the best play as the line would write it."""
SLOW_MS = 300
"""A weighing that takes longer than this says so in the status line (Ultimate Golf's first
decision, while its analysis is made)."""
NOTE_MARK = "tutor"
"""The shot log's mark of the tutor's lines (``EventLog.add_note``)."""

Say = Callable[[str], None]


def tutor_wanted() -> bool:
    """Tutor mode as the user set it (Settings > Tutor Mode, the application's settings)."""
    return tutor_mode(QSettings())


class Tutor(QObject):
    """See the module docstring. ``enabled`` is asked at each person's decision (so the
    setting applies from the next one); ``say`` puts a line in the view's status line."""

    def __init__(self, table: Table, log: EventLog, say: Say, parent: QWidget, *,
                 enabled: Callable[[], bool] = tutor_wanted) -> None:
        super().__init__(parent)
        self.setObjectName("tutor")
        self._table = table
        self._log = log
        self._say = say
        self._view = parent
        self._enabled = enabled
        self._runner = TaskRunner(self)
        self._judge: Judge | None = None
        self._broken = False
        self._note: tuple[str, str | None, int] | None = None
        """The verdict waiting for its action (and the throws it leads to) to be shown, with
        the decision in words and the log's count of entries when it was played."""
        self.question: QMessageBox | None = None
        """The "play it anyway?" question while it is asked."""
        self.weighed: list[int] = []
        """The steps (places in the game's actions) of the decisions weighed, in order."""
        self.notes: list[str] = []
        """Every verdict written to the log, in order ("Best play.", "That cost …")."""
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(SLOW_MS)
        self._slow.timeout.connect(lambda: self._say(self.tr("The tutor weighs your choice…")))
        table.gate = self
        table.shown.connect(self._shown)

    # ---- the gate ---------------------------------------------------------------------------

    def hold(self, state: State[Any], action: Any, play: Callable[[], None],
             back: Callable[[], None]) -> bool:
        """``Gate.hold``: weigh ``action`` in the background when tutor mode is on and the
        game has a judge."""
        if self._broken or not self._enabled():
            return False
        from golfstudio.review.judges import make_judge, reviewable

        game = state.game
        if not reviewable(game.game_id):
            return False
        made = self._judge

        def weigh(_progress: Progress) -> tuple[Judge, Judgement | None]:
            judge = made if made is not None else make_judge(game)
            return judge, judge.judge(state, action)

        self._runner.run(Task(
            weigh,
            on_result=lambda result: self._weighed(result, state, action, play, back),
            on_error=lambda _message: self._failed(play)))
        self._slow.start()
        return True

    def _done(self) -> None:
        """The weighing is over: a "weighs your choice" line said meanwhile is taken back."""
        if not self._slow.isActive():
            self._say("")
        self._slow.stop()

    def _failed(self, play: Callable[[], None]) -> None:
        self._done()
        self._broken = True
        play()

    def _weighed(self, result: tuple[Judge, Judgement | None], state: State[Any],
                 action: Any, play: Callable[[], None], back: Callable[[], None]) -> None:
        self._done()
        judge, judgement = result
        self._judge = judge
        self.weighed.append(len(state.history))
        if judgement is None:  # a single option, or a choice that only touches others
            play()
            return
        from golfstudio.review.labels import thresholds

        game = state.game
        error = max(0.0, judgement.chosen - judgement.best)
        best = game.action_text(judgement.best_action)
        chosen = game.action_text(action)
        points = game.game_id in POINTS_GAMES
        cost = QLocale().toString(error, "f", 2)
        if error >= thresholds(game.game_id).blunder:
            text = (self.tr("This loses {cost} points: best is {best}. Play it anyway?")
                    if points else
                    self.tr("This loses {cost} strokes: best is {best}. Play it anyway?"))
            if not self.names_options(game.game_id):
                line = (self.tr("That cost {cost} points.") if points
                        else self.tr("That cost {cost} strokes."))
            else:
                line = (self.tr("That cost {cost} points: best was {best}.") if points
                        else self.tr("That cost {cost} strokes: best was {best}."))
            self._ask(text.format(cost=cost, best=best), line.format(cost=cost, best=best),
                      chosen, play, back)
            return
        if error < BEST_WITHIN:
            line = self.tr("Best play.")
        elif not self.names_options(game.game_id):
            line = (self.tr("That cost {cost} points.") if points
                    else self.tr("That cost {cost} strokes.")).format(cost=cost)
        else:
            line = (self.tr("That cost {cost} points: best was {best}.") if points
                    else self.tr("That cost {cost} strokes: best was {best}.")).format(
                        cost=cost, best=best)
        self._played(line, chosen, play)

    def names_options(self, game_id: str) -> bool:
        """Whether the log's lines may name the options. Not with several people at one
        screen in a game of hidden hands: the log, which every one of them reads, then names
        none (the best could be a card still in the hand); the question before a blunder,
        asked of the person at the screen, still does."""
        seats = len(self._table.players)
        people = sum(self._table.is_person(s) for s in range(seats))
        return people < 2 or not game_info(game_id).hidden_information

    def _played(self, verdict: str, chosen: str | None, play: Callable[[], None]) -> None:
        if chosen is not None and not self.names_options(self._table.state.game.game_id):
            chosen = None
        self._note = (verdict, chosen, len(self._log.entries))
        play()

    def _ask(self, text: str, line: str, chosen: str | None, play: Callable[[], None],
             back: Callable[[], None]) -> None:
        """The question before a blunder, window-modal without blocking the event loop."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Tutor"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self._view)
        box.setObjectName("tutorQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        self.question = box

        def answered(_result: int) -> None:
            anyway = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
            self.question = None
            box.deleteLater()
            if anyway:
                self._played(line, chosen, play)
            else:
                back()
                self._say(self.tr("Nothing was played: choose again."))

        box.finished.connect(answered)
        box.open()

    # ---- the quiet line ---------------------------------------------------------------------

    def _shown(self, _before: State[Any], _action: Any, _record: object) -> None:
        """After the table has shown an action: the waiting line, once what the decision led
        to (the throws the table makes of itself) is shown too; a throw that waits for a
        person's hand does not hold it back."""
        if self._note is None or self._table.throws_next():
            return
        (verdict, chosen, entries), self._note = self._note, None
        self.notes.append(verdict)
        if chosen is None or len(self._log.entries) > entries:  # under its own line
            text = self.tr("Tutor — {verdict}").format(verdict=verdict)
        else:  # a decision the log has no line for (a Carambole ball put on its start)
            text = self.tr("Tutor — {decision}: {verdict}").format(decision=chosen,
                                                                   verdict=verdict)
        self._log.add_note(text, NOTE_MARK)


__all__ = ["NOTE_MARK", "POINTS_GAMES", "Tutor", "tutor_wanted"]
