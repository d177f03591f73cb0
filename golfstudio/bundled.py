"""Bundled documents a game ships in ``resources/<game>/<folder>/``, listed by an
``index.json`` beside them: each entry's id (what a player types: ``course-1``, ``default``),
title, file, and optionally a kind the game gives its documents.

An entry's title is what the studio lists: English in the index, and marked for translation
in ``TITLES`` here (lupdate reads no JSON), so ``entries`` and ``entry`` give it in the user's
language; a title the table lacks is shown as the index has it (a test keeps the table
complete).

The index is read once and checked (a broken one is a broken installation: the error names
the file); the documents themselves are loaded by the game's own loader, so a bundled course
is checked exactly like a user's.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Annotated, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio.errors import ProblemsError
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.resources import resource_path

__all__ = ["BundledEntry", "BundledIndex"]

D = TypeVar("D")

TITLES: frozenset[str] = frozenset({
    # resources/carambole/courses/index.json
    QT_TR_NOOP("Course 1: The straight"),
    QT_TR_NOOP("Course 2: Dog-leg"),
    QT_TR_NOOP("Course 3: Chicane"),
    QT_TR_NOOP("Course 4: The island"),
    QT_TR_NOOP("Course 5: Hairpin"),
    QT_TR_NOOP("Course 6: Switchbacks"),
    QT_TR_NOOP("Course 7: Three levels"),
    QT_TR_NOOP("Course 1 modified: Two blocks"),
    QT_TR_NOOP("Course 2 modified: Canal"),
    QT_TR_NOOP("Course 3 modified: Sand and water"),
    QT_TR_NOOP("Course 5 modified: Wet hairpin"),
    QT_TR_NOOP("Linked: Grand tour"),
    # resources/ultimate/courses/index.json
    QT_TR_NOOP("GolfStudio Links: the default 18 holes, par 72"),
})
"""Every bundled document's title as its index gives it, marked for the catalogues."""


def shown_title(title: str) -> str:
    """A bundled title in the user's language (``TITLES``); any other title as it is."""
    return tr(title) if title in TITLES else title

_Id = Annotated[str, Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9-]*$")]


class _Entry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: _Id
    title: str = Field(min_length=1)
    kind: str = ""
    file: str = Field(min_length=1, pattern=r"^[A-Za-z0-9._-]+\.json$")


class _Index(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str
    version: int
    notes: str = ""
    courses: tuple[_Entry, ...] = Field(min_length=1)


@dataclass(frozen=True)
class BundledEntry:
    """One bundled document: its id, title (in the user's language, ``shown_title``), kind
    ("" when the game gives none) and file."""

    id: str
    title: str
    kind: str
    path: Path


class BundledIndex(Generic[D]):
    """The bundled documents of one folder (module docstring). ``kinds``, when given, are the
    kinds an entry may name; ``load`` reads one document file; ``error`` is the game's
    ``ProblemsError``."""

    def __init__(self, folder: tuple[str, ...], index_format: str,
                 error: type[ProblemsError], load: Callable[[Path], D], *,
                 kinds: Collection[str] | None = None) -> None:
        self.parts = folder
        self.index_format = index_format
        self.error = error
        self._load = load
        self.kinds = None if kinds is None else frozenset(kinds)

    def folder(self) -> Path:
        return resource_path(*self.parts)

    @cached_property
    def _entries(self) -> tuple[BundledEntry, ...]:
        index_path = self.folder() / "index.json"
        try:
            index = _Index.model_validate(json.loads(index_path.read_text(encoding="utf-8")))
        except (OSError, ValueError, ValidationError) as exc:
            # A broken installation, not a user's mistake: say which file and why.
            raise self.error(tr("the bundled index {path} cannot be read: {reason}").format(
                path=index_path, reason=str(exc).splitlines()[0])) from None
        if index.format != self.index_format or index.version != 1:
            raise self.error(tr("the bundled index {path} is not a {format} index, version 1")
                             .format(path=index_path, format=self.index_format))
        ids = [e.id for e in index.courses]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise self.error(tr("the bundled index lists {ids} twice").format(
                ids=", ".join(twice)))
        for e in index.courses:
            if self.kinds is not None and e.kind not in self.kinds:
                raise self.error(tr("the bundled index gives {id} the unknown kind {kind}").format(
                    id=e.id, kind=repr(e.kind)))
        return tuple(BundledEntry(e.id, e.title, e.kind, self.folder() / e.file)
                     for e in index.courses)

    def entries(self) -> list[BundledEntry]:
        """Every bundled document in the index's order, titled in the user's language."""
        return [self._shown(e) for e in self._entries]

    @staticmethod
    def _shown(entry: BundledEntry) -> BundledEntry:
        return replace(entry, title=shown_title(entry.title))

    def titles(self) -> list[str]:
        """Every entry's title as the index gives it (English), for checking ``TITLES``."""
        return [e.title for e in self._entries]

    def entry(self, doc_id: str) -> BundledEntry:
        """A bundled document's entry by id; the game's error naming the ids there are."""
        for entry in self._entries:
            if entry.id == doc_id:
                return self._shown(entry)
        known = ", ".join(e.id for e in self._entries)
        raise self.error(tr('there is no bundled course "{id}" (bundled: {known})').format(
            id=doc_id, known=known))

    def load(self, doc_id: str) -> D:
        """Load a bundled document by id, checked like any file of its kind."""
        return self._load(self.entry(doc_id).path)
