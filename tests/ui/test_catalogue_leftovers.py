"""The French and German catalogues hold no leftovers (issue 30 item 8): no message left
unfinished or empty, no English sentence passed through as its own translation ("Tee shot"),
"Place" as a rank never a location ("Lieu"), German titles in German ("Regeln von Golf"), and
the games' names coupled the Duden's way in German compounds: every part hyphenated
("Dice-Golf-Löcher", "Ultimate-Golf-Plätze"), never half ("Dice Golf-Löcher") — which a
placeholder followed by a hyphen ("{game}-Plätze") makes whatever the game is called.

It reads the ``.ts`` files, which the compiled ``.qm`` are held to by test_translatable."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
RANK = "a rank in a table"

KEPT_AS_IN_ENGLISH = {
    "fr": {"Match play", "Bingo-Bango-Bongo", "Pitching wedge", "Sand wedge",
           "bunker D (double)", "bunker T (triple)", "Hole in one", "Air shot", "Fair play",
           "ddd d MMM yyyy", "{game} — PBM Golf"},
    "de": {"Bingo-Bango-Bongo", "{game} — PBM Golf"},
}
"""Texts a language keeps as they are: golf's own English terms, the rulebooks' card names,
a date format. The games' titles are proper names and kept everywhere."""
TITLES = {"Ultimate Golf", "Mini Golf Carambole", "Dice Golf", "Play Nine", "PBM Golf"}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    disambiguation: str
    forms: tuple[str, ...]
    finished: bool


def messages(code: str) -> list[Message]:
    found = []
    for context in ET.parse(TRANSLATIONS / f"golfstudio_{code}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = tuple(form.text or "" for form in translation.iter("numerusform")) or (
                translation.text or "",)
            found.append(Message(context.findtext("name") or "", message.findtext("source") or "",
                                 message.findtext("comment") or "", forms,
                                 translation.get("type") is None))
    return found


def words_of(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]{3,}", re.sub(r"\{[^{}]*\}|<[^<>]*>|%n", "", text))


@pytest.mark.parametrize("code", ["fr", "de"])
def test_no_message_is_unfinished_empty_or_left_in_english(code: str) -> None:
    found = messages(code)
    assert len(found) > 1000
    unfinished = [(m.context, m.source) for m in found if not m.finished or not all(m.forms)]
    assert not unfinished, f"golfstudio_{code}.ts leaves these untranslated: {unfinished[:20]}"
    english = [(m.context, m.source) for m in found
               if m.forms == (m.source,) and len(words_of(m.source)) >= 2
               and m.source not in KEPT_AS_IN_ENGLISH[code] | TITLES]
    assert not english, f"golfstudio_{code}.ts keeps these English sentences: {english}"
    if code == "fr":
        tee_shot = [m.forms for m in found if any("tee shot" in f.lower() for f in m.forms)]
        assert not tee_shot, f"French says 'coup de départ': {tee_shot}"


def test_a_rank_is_a_place_in_french_never_a_location() -> None:
    found = messages("fr")
    ranks = [m for m in found if m.disambiguation == RANK]
    assert {m.context for m in ranks} >= {"", "HistoryPage"}
    assert all(m.forms == ("Place",) for m in ranks), [(m.context, m.forms) for m in ranks]
    # Where a night was played stays a location.
    assert all(m.forms == ("Lieu",) for m in found
               if (m.source == "Place" and m.context in ("NightSetupPage", "CsvImportDialog"))
               or (m.context == "HistoryPage" and m.source == "Place" and not m.disambiguation))


def test_german_titles_and_compounds_of_the_games_names() -> None:
    texts = [form for m in messages("de") for form in m.forms]
    assert not [t for t in texts if "Regeln von" in t]
    half = re.compile(r"(?<![-\w])(Ultimate Golf|Dice Golf|Mini Golf|Mini Golf Carambole|"
                      r"Play Nine|PBM Golf)-")
    assert not [t for t in texts if half.search(t)]
    placeholder = re.compile(r"\{(game|title)\}-")
    assert not [t for t in texts if placeholder.search(t)]
    whole = re.compile(r"\b(Ultimate-Golf|Dice-Golf|Mini-Golf-Carambole|Play-Nine|PBM-Golf)-")
    assert sum(1 for t in texts if whole.search(t)) > 20  # the compounds are there, coupled
