"""Course fragments on the system clipboard, so Copy in one tab (or one studio) pastes in
another: JSON under a MIME type of our own, and the same JSON as text for a person or a
text editor to look at."""

from __future__ import annotations

from PySide6.QtGui import QClipboard

from golfstudio.carambole.clipboard import (
    FRAGMENT_FORMAT,
    Fragment,
    fragment_from_json,
    fragment_to_json,
)
from golfstudio.carambole.errors import CourseError
from ui.editor_kit.clipboard import clipboard_text, put_on_clipboard

MIME_TYPE = "application/x-golfstudio-carambole-fragment"


def put_fragment(fragment: Fragment, clipboard: QClipboard | None = None) -> None:
    put_on_clipboard(MIME_TYPE, fragment_to_json(fragment), clipboard)


def _fragment_text(clipboard: QClipboard | None) -> str | None:
    text = clipboard_text(MIME_TYPE, clipboard)
    # A fragment copied as text (from a chat, a file) pastes too.
    return text if text is not None and FRAGMENT_FORMAT in text[:200] else None


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
