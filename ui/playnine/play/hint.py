"""The Hint: what the ``strong`` AI would do in a person's place, and why.

``strong`` weighs every legal move by the expected score of the player's layout when the hole
ends (``golfstudio.ai.playnine_strong``: ``advise(view)`` → ``Advice``, best first). The hint
asks it about the person's own view — what they may see, nothing more — off the GUI thread
(``ui.tasks``), and says its choice in words with the expected score of each option. A hint
answers one position only: ``HintBoard`` drops an answer that arrives after anything was
played (the tasks' ``key`` drops an older question's answer; the position's length the
rest), so a hint is never stale.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from golfstudio.ai.playnine_strong import Advice, StrongPlayer
from golfstudio.playnine.game import (
    DrawPile,
    PlayNineState,
    Skip,
    Swap,
    TakeDiscard,
    TeeShot,
    Turn,
)
from ui.playnine.play.canvas import SlotTarget, Spot, Target
from ui.playnine.play.words import PlayNineWords, number
from ui.tasks import Progress, Task, TaskRunner

__all__ = ["SHOWN_OPTIONS", "HintBoard", "HintText", "advise", "hint_targets"]

SHOWN_OPTIONS = 6
"""Options listed under the choice (a tee shot has 28; the best few say enough)."""


def advise(view: PlayNineState, seed: int) -> Advice:
    """``strong``'s advice on ``view`` (its own generator, seeded: the same hint twice)."""
    return StrongPlayer(random.Random(seed)).advise(view)


def hint_targets(action: object, seat: int) -> list[Target]:
    """The cards and piles a move touches, outlined on the table."""
    if isinstance(action, TeeShot):
        return [SlotTarget(seat, action.first), SlotTarget(seat, action.second)]
    if isinstance(action, DrawPile):
        return [Spot.PILE]
    if isinstance(action, TakeDiscard):
        return [Spot.DISCARD, SlotTarget(seat, action.slot)]
    if isinstance(action, Swap):
        return [SlotTarget(seat, action.slot)]
    if isinstance(action, Turn):
        return [Spot.DISCARD, SlotTarget(seat, action.slot)]
    if isinstance(action, Skip):
        return [Spot.DISCARD]
    return []


@dataclass(frozen=True)
class HintText:
    """A hint as the side panel shows it: the choice, then the options (rich text)."""

    best: str
    options: tuple[tuple[str, float], ...]
    html: str


class HintBoard(QObject):
    """Asks for hints and hands back only current ones. Signals: ``ready(object)`` (a
    ``HintText``, with the position's seat and the targets in ``targets``), ``failed(str)``."""

    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, position: Callable[[], int], parent: QObject | None = None) -> None:
        """``position()``: how many actions the game has played (a hint asked at another
        count is stale)."""
        super().__init__(parent)
        self.position = position
        self.words = PlayNineWords(self)
        self.runner = TaskRunner(self)
        self.asked: int | None = None
        self.targets: list[Target] = []
        self.advice: Advice | None = None

    def ask(self, view: PlayNineState, seed: int) -> None:
        """Ask ``strong`` about the person's ``view`` (a copy goes to the worker)."""
        asked = self.position()
        self.asked = asked
        seat = view.turn
        mine = view.clone()

        def run(_progress: Progress) -> Advice:
            return advise(mine, seed)

        self.runner.run(Task(run, key="hint",
                             on_result=lambda advice: self._answered(asked, seat, mine, advice),
                             on_error=self.failed.emit))

    def is_thinking(self) -> bool:
        return self.runner.is_running()

    def forget(self) -> None:
        """Something was played: any hint on its way is stale."""
        self.asked = None
        self.advice = None
        self.targets = []

    def _answered(self, asked: int, seat: int, view: PlayNineState, advice: Advice) -> None:
        if self.asked != asked or self.position() != asked:
            return  # stale: the game moved on while strong was thinking
        self.advice = advice
        self.targets = hint_targets(advice.best, seat)
        self.ready.emit(self.text(view, advice))

    def text(self, view: PlayNineState, advice: Advice) -> HintText:
        words = self.words
        best = words.move(view, advice.best)
        options = tuple((words.move(view, o.action), o.expected) for o in advice.options)
        best_expected = next((o.expected for o in advice.options if o.action == advice.best),
                             advice.options[0].expected if advice.options else 0.0)
        lines = [self.tr("<b>Strong would:</b> {move} — expected {score} at the end of the "
                         "hole.").format(move=html.escape(best),
                                         score=number(best_expected, 1))]
        lines.append(self.tr("Expected final score of each option (lower is better):"))
        rows = "".join(
            f"<tr><td>{html.escape(text)}</td>"
            f"<td align='right'>&nbsp;&nbsp;{number(expected, 1)}</td></tr>"
            for text, expected in options[:SHOWN_OPTIONS])
        body = "<br>".join(lines) + f"<table cellspacing='2'>{rows}</table>"
        if len(options) > SHOWN_OPTIONS:
            body += self.tr("… and %n more.", "", len(options) - SHOWN_OPTIONS)
        return HintText(best, options, body)

    def shutdown(self) -> None:
        self.runner.shutdown()
