"""Course fragments on the system clipboard, so Copy in one tab (or one studio) pastes in
another: JSON under a MIME type of our own, and the same JSON as text for a person or a
text editor to look at."""

from __future__ import annotations

import atexit

from PySide6.QtCore import QByteArray, QMimeData
from PySide6.QtGui import QClipboard, QGuiApplication

from golfstudio.carambole.clipboard import (
    FRAGMENT_FORMAT,
    Fragment,
    fragment_from_json,
    fragment_to_json,
)
from golfstudio.carambole.errors import CourseError

MIME_TYPE = "application/x-golfstudio-carambole-fragment"


def _clipboard(clipboard: QClipboard | None) -> QClipboard:
    return clipboard if clipboard is not None else QGuiApplication.clipboard()


_exit_hook = False


def _keep_text_only() -> None:
    """At exit, leave the fragment on the clipboard as text made by Qt itself.

    The QMimeData we put there was made from Python; PySide would be called to forget it
    when Qt frees it during shutdown, after the interpreter is gone, and the process would
    crash on exit. Text keeps the piece for a clipboard manager and pastes again.
    """
    app = QGuiApplication.instance()
    if app is None:
        return
    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    if mime is not None and mime.hasFormat(MIME_TYPE):
        clipboard.setText(mime.text())


def put_fragment(fragment: Fragment, clipboard: QClipboard | None = None) -> None:
    global _exit_hook
    text = fragment_to_json(fragment)
    mime = QMimeData()
    mime.setData(MIME_TYPE, QByteArray(text.encode("utf-8")))
    mime.setText(text)
    _clipboard(clipboard).setMimeData(mime)
    if not _exit_hook:
        atexit.register(_keep_text_only)  # runs before PySide's own shutdown (registered later)
        _exit_hook = True


def _fragment_text(clipboard: QClipboard | None) -> str | None:
    mime = _clipboard(clipboard).mimeData()
    if mime is None:
        return None
    if mime.hasFormat(MIME_TYPE):
        return bytes(mime.data(MIME_TYPE).data()).decode("utf-8", errors="replace")
    text = mime.text() if mime.hasText() else ""
    # A fragment copied as text (from a chat, a file) pastes too.
    return text if FRAGMENT_FORMAT in text[:200] else None


def has_fragment(clipboard: QClipboard | None = None) -> bool:
    return _fragment_text(clipboard) is not None


def clipboard_fragment(clipboard: QClipboard | None = None) -> Fragment | None:
    """The fragment on the clipboard; None when it holds something else.

    Raises ``CourseError`` when it claims to be a fragment but is not a valid one.
    """
    text = _fragment_text(clipboard)
    if text is None:
        return None
    try:
        return fragment_from_json(text)
    except CourseError as exc:
        raise CourseError(f"the clipboard's course piece cannot be pasted: {exc}") from None
