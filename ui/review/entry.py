"""The "Review this game" button the play views and the replay view add: it opens the review
of the game as it was saved, in a window of its own, and is not there for a game no judge
knows (``golfstudio.review.reviewable``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QPushButton, QWidget

from golfstudio.engine.saved_game import SavedGame
from golfstudio.review import reviewable

if TYPE_CHECKING:
    from ui.play_kit.saving import StoreSource


class ReviewButton(QPushButton):
    """See the module docstring; ``saved`` gives the game to review when clicked."""

    def __init__(self, game_id: str, saved: Callable[[], SavedGame],
                 parent: QWidget | None = None, *,
                 store: StoreSource | None = None,
                 round_id: Callable[[], int | None] = lambda: None) -> None:
        super().__init__(parent)
        self._store = store
        self._round_id = round_id
        self.setObjectName("reviewGame")
        self.setText(self.tr("Review this game"))
        self.setToolTip(self.tr("Weigh every decision against the best play, and the luck "
                                "apart from it"))
        self._saved = saved
        self.window_shown: QWidget | None = None
        if not reviewable(game_id):
            self.setVisible(False)
        self.clicked.connect(self.open_review)

    def open_review(self) -> None:
        from ui.review.view import Keep, open_review  # it imports the play kit: not at load

        keep = None if self._store is None else Keep(self._store, self._round_id)
        self.window_shown = open_review(self._saved(), self.window(), keep=keep)
