"""Whether a sentence is about the person the studio speaks to, "You".

A set-up dialog seats the person under the name "You" (``SetupDialog``'s own word, in the
user's language: "Vous", "Sie"). A sentence built as "{player} wins" then read "You wins",
so every sentence about a player has a second-person source of its own ("You win", "You
take the 7") chosen when the seat's name is that word — in the studio's language or in
English, for a game saved before a change of language. A name the user typed ("Anna") is a
third person, whoever plays it.

**Decision** (docs/translations.md): the form follows the name shown, not who plays the seat:
a seat called "You" reads "You win" even if an AI plays it, because that is the word the
sentence starts with; two people at one table keep the names they typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["is_you"]

_SOURCE = "You"


def is_you(name: str) -> bool:
    """True when ``name`` is the set-up dialog's "You" (translated or English)."""
    cleaned = name.strip()
    return cleaned == _SOURCE or cleaned == QCoreApplication.translate("SetupDialog", _SOURCE)
