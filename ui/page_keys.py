"""Keys a page handles itself in ``keyPressEvent`` (no QAction carries them), declared next
to the code that handles them so Help > Keyboard Shortcuts can list them and cannot drift.

A widget class declares ``PAGE_KEYS``: a tuple of :class:`PageKey`, each the translation
context and English text of what the key does (``QT_TRANSLATE_NOOP`` so ``lupdate`` finds it)
and the keys in Qt's portable form (``"Left"``, ``"Return"``, ``"1"``). ``declared_keys``
walks the page in front and its shown children; the shortcuts dialog shows each key in the
platform's words, and a run of digits as a range ("1–6").
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

ATTRIBUTE = "PAGE_KEYS"


class PageKey(NamedTuple):
    """One thing a page does on a key: ``action`` is English, translated in ``context``."""

    context: str
    action: object  # a QT_TRANSLATE_NOOP(context, "English text"): typed object by PySide6
    keys: tuple[str, ...]

    def shown_action(self) -> str:
        return QCoreApplication.translate(self.context, str(self.action))

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
        if len(key) == 1 and key.isdigit() and (not run or int(key) == int(run[-1]) + 1):
            run.append(key)
            continue
        flush()
        if len(key) == 1 and key.isdigit():
            run.append(key)
        else:
            out.append(key)
    flush()
    return out


def declared_keys(page: QWidget) -> list[PageKey]:
    """The keys declared by ``page`` and its shown children, each class's once, in order."""
    found: list[PageKey] = []
    seen: set[type] = set()
    for widget in [page, *page.findChildren(QWidget)]:
        keys = getattr(type(widget), ATTRIBUTE, None)
        if keys is None or type(widget) in seen or not widget.isVisible():
            continue
        seen.add(type(widget))
        found.extend(key for key in keys if isinstance(key, PageKey))
    return found
