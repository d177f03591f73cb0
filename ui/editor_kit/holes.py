"""Documents that are a course of holes, edited one hole at a time.

Ultimate Golf's layouts and Dice Golf's tracks are both one file holding a course whose
editor shows one hole. Their core edits rebuild only the hole they touch and keep every
other hole as the same object, so identity says which holes an edit changed
(``HolesChange``), and an Undo of an edit made on another hole can bring that hole into view
(``hole_to_show``) — the user sees what Undo took back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from golfstudio.docfile import ModelFile
from ui.editor_kit.document import EditorDocument, ModelFileCodec

__all__ = ["CourseCodec", "HolesChange", "HolesDocument", "changed_holes", "hole_to_show"]


class HasHoles(Protocol):
    @property
    def holes(self) -> Sequence[object]: ...


C = TypeVar("C", bound=HasHoles)
B = TypeVar("B", bound=BaseModel)


def changed_holes(old: Sequence[object], new: Sequence[object]) -> frozenset[int]:
    """The indexes whose hole is not the same object before and after (or only on one
    side)."""
    count = max(len(old), len(new))
    return frozenset(i for i in range(count)
                     if i >= len(old) or i >= len(new) or old[i] is not new[i])


@dataclass(frozen=True)
class HolesChange(Generic[C]):
    """What an edit changed: the course before and after, and which holes (by index) are no
    longer the same objects."""

    old: C
    new: C
    holes: frozenset[int]

    @property
    def same_holes(self) -> bool:
        """The holes are the same ones in the same places (no hole added, moved, deleted)."""
        return len(self.old.holes) == len(self.new.holes)


class HolesDocument(EditorDocument[C]):
    """A document whose ``changed`` carries a ``HolesChange``."""

    def describe_change(self, old: C, new: C) -> HolesChange[C] | None:
        if old == new:
            return None
        return HolesChange(old, new, changed_holes(old.holes, new.holes))


def hole_to_show(change: object, shown: int) -> int | None:
    """The hole to bring into view after ``change``: the one other hole it changed, when the
    holes stayed in place; None to stay on the hole ``shown``."""
    if not isinstance(change, HolesChange) or not change.same_holes:
        return None
    if len(change.holes) == 1 and shown not in change.holes:
        (index,) = change.holes
        return index
    return None


class CourseCodec(ModelFileCodec[B]):
    """The codec of a game's course file whose blank course is the game's ``new`` course,
    named "Untitled course" in the user's language: ``untitled`` translates it when asked
    (the codec is made at import, before a translation is installed)."""

    def __init__(self, file: ModelFile[B, Any], name_filter: str, *,
                 untitled: Callable[[], str], new: Callable[[str], B]) -> None:
        super().__init__(file, name_filter)
        self._untitled = untitled
        self._new = new

    def untitled_name(self) -> str:
        return self._untitled()

    def blank(self) -> B:
        return self._new(self.untitled_name())
