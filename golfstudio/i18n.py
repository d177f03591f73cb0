"""The core's words in the user's language, without Qt.

The core speaks English. Every text it hands a user (an error's message, a problem in a
file, a report's headings, a die's or a course's name) is written ``tr("…")``, or
``QT_TR_NOOP("…")`` for module data that is translated where it is shown with ``tr(value)``.
pyside6-lupdate extracts both from ``golfstudio/`` into the same catalogues as ``ui/`` (under
the empty context, which is what it gives a bare ``tr``).

Dates and numbers in those texts go through ``day``, ``decimal`` and ``grouped``, so a French
user reads "jeu. 7 mars 2024", "2,5" and "6 971" where the command line prints
"Thu 07 Mar 2024", "2.5" and "6,971"; the UI uses the same three for its own numbers.

Who translates is installed from outside: the UI installs Qt's catalogue lookup when it is
imported (``ui/__init__.py``); the command line installs nothing, so its messages and JSON
stay English. Placeholders are filled after the lookup, exactly as in ``ui/``:
``tr("{name} has {count} scores").format(name=..., count=...)``; a count that changes the
words is Qt's numerus form, ``tr("%n hole(s)", "", count)``.

A message is translated when it is made, so never call ``tr`` at import time: a module
constant would keep the language of whoever imported it first (``QT_TR_NOOP`` marks it
instead).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

Translator = Callable[[str, "str | None", int], str]
"""``(source, disambiguation, n) -> text``: Qt's ``QCoreApplication.translate`` shape."""



@dataclass(frozen=True)
class Locale:
    """What the UI installs: its catalogue lookup and its locale's date and number forms."""

    translate: Translator
    day: Callable[[date], str]
    decimal: Callable[[float, int], str]
    grouped: Callable[[int], str]


_locale: Locale | None = None


def install(locale: Locale | None) -> None:
    """Make ``tr``, ``day`` and ``decimal`` answer through ``locale`` (None: English)."""
    global _locale
    _locale = locale


def installed() -> Locale | None:
    """What ``install`` was last given (a test puts it back after installing its own)."""
    return _locale


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language; English, with ``%n`` and ``(s)`` resolved, when
    nothing is installed."""
    if _locale is not None:
        return _locale.translate(text, disambiguation, n)
    return english(text, n)


def day(when: date) -> str:
    """A date in a sentence: "Thu 07 Mar 2024" in English, the locale's words otherwise."""
    if _locale is not None:
        return _locale.day(when)
    return f"{when:%a %d %b %Y}"


def decimal(value: float, places: int) -> str:
    """A number with ``places`` decimals and the locale's separators ("1,234.5", "1 234,5")."""
    if _locale is not None:
        return _locale.decimal(value, places)
    return f"{value:,.{places}f}"


def grouped(value: int) -> str:
    """A whole number with the locale's thousands separator ("6,971", "6 971", "6.971")."""
    if _locale is not None:
        return _locale.grouped(value)
    return f"{value:,}"


def english(text: str, n: int = -1) -> str:
    """The source as English reads it: ``%n`` is the count and ``(s)`` its plural ending,
    which is what the English catalogue says for the UI's plurals."""
    if n < 0:
        return text
    return re.sub(r"\(s\)", "" if n == 1 else "s", text.replace("%n", str(n)))


def QT_TR_NOOP(text: str) -> str:
    """Mark ``text`` for the catalogue without translating it: module data, translated with
    ``tr(value)`` where it is shown (the name is the one lupdate looks for)."""
    return text
