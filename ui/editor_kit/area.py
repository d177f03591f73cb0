"""``editor_area``: an editor window made into an area of the studio's shell.

Every game's editor area is built from the shell's context the same way — its dialogs,
recovery folder, autosave period and parent — and tells the shell about files and titles
the same way (``attach_editor``); a game names only its window class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ui.areas import AreaContext, attach_editor
from ui.editor_kit.window import EditorWindow

__all__ = ["editor_area"]

W = TypeVar("W", bound=EditorWindow[Any])


def editor_area(make: Callable[..., W], context: AreaContext) -> W:
    """``make`` (a game's window class) built from the shell's ``context`` and attached."""
    window = make(dialogs=context.editor_dialogs, recovery_root=context.recovery_root,
                  autosave_ms=context.autosave_ms, parent=context.parent)
    attach_editor(window, context.host)
    return window
