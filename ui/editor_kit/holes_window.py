"""``HolesWindow``: the kit's ``EditorWindow`` for a course edited one hole at a time.

The Dice Golf and Ultimate Golf courses areas are alike around their canvases: a tile and
menu entries given by the game's front (``ui/fronts``), a New course and a copy of the
bundled course as a template, an empty page offering both, docks that follow the current
tab and hold a typed name until it is committed, and tabs of one kind of editor. This class
holds that; a game's window adds its docks, actions and the edits of its own.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from ui.areas import Front, Tile
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.editor import Editor
from ui.editor_kit.empty_page import EmptyPage
from ui.editor_kit.window import EditorWindow

__all__ = ["HolesWindow", "PendingDock"]

M = TypeVar("M")
E = TypeVar("E", bound=Editor[Any, Any])


class PendingDock(Protocol):
    """A dock that may hold a typed value not yet made an edit (a name being typed)."""

    @property
    def editor(self) -> Editor[Any, Any] | None: ...

    def commit_pending(self) -> None: ...


class HolesWindow(EditorWindow[M], Generic[M, E]):
    """Tabs of one game's hole-by-hole editors (``editor_type``), with the game's front."""

    editor_type: type[E]

    # ---- what a game's window supplies ------------------------------------------------------

    @abstractmethod
    def front(self) -> Front:
        """The game's editor front (``ui.fronts.<game>.editor()``)."""

    def pending_docks(self) -> Sequence[PendingDock]:
        """The docks to commit before the document is saved or closed."""
        return ()

    @abstractmethod
    def new_course(self) -> E:
        """A new course in a new tab."""

    @abstractmethod
    def template_course(self) -> M:
        """The bundled course a template copies (raises the game's error if unreadable)."""

    # ---- shared -----------------------------------------------------------------------------

    def add_template_action(self) -> None:
        """The front's New says as the area's, and its one Open entry opens the template."""
        front = self.front()
        (new,), (template,) = front.new, front.open
        self.say_as_front(new)
        self.template_action = self.make_action(template.text, self.open_template,
                                                tip=template.tip)
        self.open_entries.append(self.template_action)

    def course_empty_page(self, name: str, title: str, words: str) -> EmptyPage:
        """The page shown with no course open: New, the template and Open."""
        page = EmptyPage(self, name=name, title=title, words=words)
        page.add_course_buttons(new=self.new_course, template=self.open_template,
                                open_file=self.openRequested)
        return page

    def tile(self) -> Tile:
        return self.front().tile

    def page_title(self) -> str:
        return self.current_title() or self.tile().title

    def commit_pending(self, document: EditorDocument[M] | None = None) -> None:
        for dock in self.pending_docks():
            editor = dock.editor
            if editor is not None and (document is None or editor.document is document):
                dock.commit_pending()

    def current_editor(self) -> E | None:
        editor = super().current_editor()
        return editor if isinstance(editor, self.editor_type) else None

    def add_document(self, document: EditorDocument[M]) -> E:
        editor = super().add_document(document)
        assert isinstance(editor, self.editor_type)
        return editor

    def new_document(self) -> E:
        return self.new_course()

    def open_template(self) -> E | None:
        """A copy of the bundled course, with no file yet: Save asks where to put it."""
        make: Callable[[M], EditorDocument[M]] = self.make_document
        editor = self.open_bundled_copy(self.template_course, make)
        return editor if isinstance(editor, self.editor_type) else None
