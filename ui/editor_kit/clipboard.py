"""An editor's pieces on the system clipboard: JSON under a MIME type of the editor's own, and
the same JSON as text for a person, a text editor or another studio to read.

Every editor puts its pieces here, because of one trap: a ``QMimeData`` made from Python and
left on the clipboard is freed by Qt during shutdown, after the interpreter is gone, and PySide
is called to forget it — the process crashes on exit. So at exit (``atexit`` runs before
PySide's own shutdown, registered later) a piece of ours is replaced by the same text set by
Qt itself, which a clipboard manager keeps and which pastes again.
"""

from __future__ import annotations

import atexit

from PySide6.QtCore import QByteArray, QMimeData
from PySide6.QtGui import QClipboard, QGuiApplication

__all__ = ["clipboard_text", "put_on_clipboard"]

_OUR_TYPES: set[str] = set()
"""The MIME types put on the clipboard by this process (the exit hook looks for them)."""


def _clipboard(clipboard: QClipboard | None) -> QClipboard:
    return clipboard if clipboard is not None else QGuiApplication.clipboard()


def _keep_text_only() -> None:
    app = QGuiApplication.instance()
    if app is None:
        return
    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    if mime is not None and any(mime.hasFormat(kind) for kind in _OUR_TYPES):
        clipboard.setText(mime.text())


def put_on_clipboard(mime_type: str, text: str, clipboard: QClipboard | None = None) -> None:
    """Put ``text`` on the clipboard under ``mime_type`` and as plain text."""
    mime = QMimeData()
    mime.setData(mime_type, QByteArray(text.encode("utf-8")))
    mime.setText(text)
    _clipboard(clipboard).setMimeData(mime)
    if not _OUR_TYPES:
        atexit.register(_keep_text_only)
    _OUR_TYPES.add(mime_type)


def clipboard_text(mime_type: str, clipboard: QClipboard | None = None) -> str | None:
    """The text under ``mime_type``; else the clipboard's plain text (a piece copied as text
    from a chat or a file pastes too: the caller checks what it is); None when empty."""
    mime = _clipboard(clipboard).mimeData()
    if mime is None:
        return None
    if mime.hasFormat(mime_type):
        return bytes(mime.data(mime_type).data()).decode("utf-8", errors="replace")
    return mime.text() if mime.hasText() else None
