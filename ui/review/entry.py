"""The "Review this game" button the play views and the replay view add: it opens the review
of the game as it was saved, in a window of its own, and is not there for a game no judge
knows (``golfstudio.review.reviewable``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QPushButton, QWidget

from golfstudio.engine.saved_game import SavedGame
from golfstudio.review import reviewable


class ReviewButton(QPushButton):
    """See the module docstring; ``saved`` gives the game to review when clicked."""

    def __init__(self, game_id: str, saved: Callable[[], SavedGame],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        from ui.review.view import open_review  # the view imports the play kit: not at load

        self.window_shown = open_review(self._saved(), self.window())
