"""``HintLabel``: the status line's hint, whole.

A tool's hint is a sentence or two ("Click a zone, hazard or proximity zone to select it;
drag the red limits…"); beside the position it had a third of an editor's width and ended in
"…" at 1280×800, in German in every editor (issue 30 §5). It now has the status line's
width to itself and wraps onto as many lines as the longest hint of the editor's tools needs
at that width — the lines are kept for every tool (``reserve``), so the canvas does not jump
as tools change. Only a message longer than those lines (a refusal) is cut with "…", whole
in the tooltip. It never asks the window to widen (the obstacle tool's hint once pushed the
main window to 1,402 px).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

__all__ = ["HintLabel"]

ELLIPSIS = "…"


class HintLabel(QLabel):
    """See the module docstring; ``text()`` is the whole text, shown or not."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._full = ""
        self._reserved: tuple[str, ...] = ()
        self.setFixedHeight(self.fontMetrics().lineSpacing())

    def reserve(self, texts: Iterable[str]) -> None:
        """The texts the label must show whole (the tools' hints): its height is the most
        lines any of them takes at the label's width."""
        self._reserved = tuple(text for text in texts if text)
        self._fit()

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        return self._full

    def shows_whole(self) -> bool:
        """Whether the text shown is the whole text (not cut with "…")."""
        return super().text() == self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    # ---- internals --------------------------------------------------------------------------

    def _height_of(self, text: str, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 1_000_000),
                                               int(Qt.TextFlag.TextWordWrap), text).height()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        if width <= 0:
            super().setText(self._full)
            return
        line = self.fontMetrics().lineSpacing()
        height = max([line, *(self._height_of(text, width) for text in self._reserved)])
        margins = self.contentsMargins()
        self.setFixedHeight(height + margins.top() + margins.bottom())
        super().setText(self._shown(self._full, width, height))

    def _shown(self, text: str, width: int, height: int) -> str:
        """``text``, or its longest start with "…" that fits ``height`` at ``width``."""
        if self._height_of(text, width) <= height:
            return text
        low, high = 0, len(text)
        while low < high:  # the longest start that fits, by halves
            middle = (low + high + 1) // 2
            if self._height_of(text[:middle].rstrip() + ELLIPSIS, width) <= height:
                low = middle
            else:
                high = middle - 1
        return text[:low].rstrip() + ELLIPSIS
