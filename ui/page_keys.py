"""Keys a page handles itself in ``keyPressEvent`` (no QAction carries them), declared next
to the code that handles them so Help > Keyboard Shortcuts can list them and cannot drift.

A widget declares them with a ``page_keys()`` method returning :class:`PageKey` tuples: what
the key does, through the widget's own ``self.tr`` (so it is translated in the class's
context, like its other words), and the keys in Qt's portable form (``"Left"``, ``"Return"``,
``"1"``). ``declared_keys`` asks the page in front and its shown children; the shortcuts
dialog shows each key in the platform's words, and a run of digits as a range ("1–6").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

METHOD = "page_keys"


class PageKey(NamedTuple):
    """One thing a page does on a key: ``action`` as the user reads it (translated)."""

    action: str
    keys: tuple[str, ...]

    def shown_keys(self) -> str:
        return ", ".join(_ranges([QKeySequence(key).toString(
            QKeySequence.SequenceFormat.NativeText) for key in self.keys]))


def _ranges(keys: list[str]) -> list[str]:
    """Consecutive single digits as one range ("1–6"); other keys as they are."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) > 2:
            out.append(f"{run[0]}–{run[-1]}")
        else:
            out.extend(run)
        run.clear()

    for key in keys:
        digit = len(key) == 1 and key.isdigit()
        if digit and run and int(key) == int(run[-1]) + 1:
            run.append(key)
            continue
        flush()
        if digit:
            run.append(key)
        else:
            out.append(key)
    flush()
    return out


def declared_keys(page: QWidget) -> list[PageKey]:
    """The keys declared by ``page`` and its shown children (a hidden tab's are not), each
    class's once, in the order the widgets come."""
    found: list[PageKey] = []
    seen: set[type] = set()
    for widget in [page, *page.findChildren(QWidget)]:
        declare: Callable[[], tuple[PageKey, ...]] | None = getattr(widget, METHOD, None)
        if declare is None or type(widget) in seen or not widget.isVisible():
            continue
        seen.add(type(widget))
        found.extend(key for key in declare() if isinstance(key, PageKey))
    return found
