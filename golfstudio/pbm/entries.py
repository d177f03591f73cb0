"""A player's entry: reading the text they send, and applying its club swaps (pbm-golf.md,
"Entries and club swaps"; rulebook 9 and 11.1).

``parse_entry`` reads the rulebook's German form (11.1), an English and a French one, line by
line and mixed, and reports the faults it finds in the text itself; ``apply_entry`` carries an
entry out against the player's clubs and saved swaps, adding the faults only the league can see
(a club the player does not hold, more swaps than they may make, an unknown game or player).
Both are pure: the league stores the text, the outcome and the private message.

*Decisions* (also in docs/pbm-rules.md, "Entries"):

- Any fault makes the whole entry faulty: it swaps nothing and counts as saving (9.6), so a
  player already holding 4 saved swaps loses this one (9.5). Faults are told to the player
  alone (``Fault.public`` is False): they may name the player's own clubs, never go into the
  published evaluation (8.2).
- An entry that swaps nothing saves its swap whether or not it says so; saying so
  ("Wechsel sparen") while also listing swaps is a contradiction, hence a fault.
- A new player's first entry names all four clubs and counts as no swap; like every entry
  that swaps nothing, it saves the swap it earns (so the player starts with 1 saved).
  Listing swaps in a first entry, or naming no club set, is a fault.
- The old clubs of the swaps, as a multiset, must be clubs held before the entry (``5 -> 7,
  7 -> 9`` needs a 7 already held); a named new set must equal the old set with the swaps
  applied, as a multiset, and is then kept in the player's order. A new set that differs
  from the old one without swaps is a mismatch: swaps are named, never inferred (9.2).
- A repeated line (two game lines, two swap lines …) is a fault: which one counts would be a
  guess. Lines after a ``--`` signature marker and quoted lines (``> …``) are ignored; any
  other line the reader does not know is a fault if it holds a digit or a word of an entry
  (a mistyped swap must never be dropped silently), and ignored otherwise (a greeting).
- Joining is the league's act (2.5): a newcomer is among ``known_players`` before their first
  entry is applied.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from golfstudio.i18n import tr
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.limits import MAX_NAME_LENGTH

__all__ = ["CLUBS", "MAX_DIGITS", "MAX_SAVED", "MAX_SWAPS_LISTED", "MAX_TEXT", "EntryOutcome",
           "Fault", "FaultCode", "ParsedEntry", "Roster", "apply_entry", "known_player",
           "parse_entry"]

CLUBS = 4
"""Clubs a player owns (5.1)."""
MAX_SAVED = 4
"""Swaps a player may save (9.5)."""
MAX_TEXT = 10_000
"""Characters of an entry read; the rest is refused (an entry is five short lines)."""
MAX_DIGITS = 6
"""Digits of a number read: checked before ``int()`` so a huge one is never converted."""
MAX_SWAPS_LISTED = 20
"""Swaps read from one line; a player may make at most 5 (4 saved + 1)."""
DEFAULT_CLUB_LIMIT = 350
"""The rulebook's club limit (5.3, a program constant; a game's settings may change it)."""


class FaultCode(StrEnum):
    """What is wrong with an entry; each one makes it faulty (9.6)."""

    TEXT_TOO_LONG = "text_too_long"
    UNREADABLE_LINE = "unreadable_line"
    REPEATED_LINE = "repeated_line"
    MISSING_GAME = "missing_game"
    MISSING_PLAYER = "missing_player"
    NAME_TOO_LONG = "name_too_long"
    NOT_WHOLE_NUMBER = "not_whole_number"
    NUMBER_TOO_LONG = "number_too_long"
    OUT_OF_RANGE = "out_of_range"
    SWAP_COUNT = "swap_count"
    TOO_MANY_LISTED = "too_many_listed"
    CLUB_COUNT = "club_count"
    SAVE_AND_SWAP = "save_and_swap"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PLAYER = "unknown_player"
    CLUB_NOT_HELD = "club_not_held"
    TOO_MANY_SWAPS = "too_many_swaps"
    SET_MISMATCH = "set_mismatch"
    FIRST_ENTRY = "first_entry"


@dataclass(frozen=True)
class Fault:
    """One fault with the private message (in the user's language) that tells the player why.

    ``public`` is always False: a fault may name the player's own clubs and saved swaps, which
    the evaluation never publishes (8.2); it goes to that player alone.
    """

    code: FaultCode
    message: str
    public: bool = False


@dataclass(frozen=True)
class ParsedEntry:
    """What an entry's text says, with the faults of the text itself.

    ``swaps`` and ``clubs`` hold only what was read as whole numbers (a value out of range is
    kept, and faulted); ``clubs`` is None when no new set was named or it could not be read.
    ``swap_count`` is the number announced (``2 Wechsel:``), if any. ``text`` is the entry as
    kept with the evaluation (at most ``MAX_TEXT`` characters).
    """

    text: str
    game: str | None
    player: str | None
    swaps: tuple[tuple[int, int], ...] = ()
    clubs: tuple[int, ...] | None = None
    save: bool = False
    swap_count: int | None = None
    faults: tuple[Fault, ...] = ()


@dataclass(frozen=True)
class EntryOutcome:
    """The rules' result of one entry for its player.

    ``clubs`` is None only for a newcomer whose first entry was faulty (they still have no
    clubs). ``swaps_made`` is 0 for a faulty entry; ``swap_lost`` says a fifth unused swap
    was lost (9.5). ``player`` is the league's spelling of the player, when known.
    """

    clubs: tuple[int, ...] | None
    saved: int
    swaps_made: int
    swap_lost: bool
    faults: tuple[Fault, ...]
    text: str
    player: str | None

    @property
    def faulty(self) -> bool:
        return bool(self.faults)

    @property
    def faulty_first_entry(self) -> bool:
        """A player of the game who holds no clubs yet sent a faulty (first) entry: they
        still hold none, so the evaluation counts them absent (pbm-golf.md, "First
        entries"; evaluation.py) until an entry names their four clubs."""
        return self.faulty and self.clubs is None and self.player is not None

    def private_message(self) -> str:
        """The note for this player alone: why the entry was faulty and what that cost; empty
        for a sound entry."""
        if not self.faults:
            return ""
        lines = [tr("Your entry could not be carried out:")]
        lines += [f"- {fault.message}" for fault in self.faults]
        if self.faulty_first_entry:
            # What a faulty first entry costs (evaluation.py): no clubs, so no play — absent,
            # no points, the tournament still among the last ten; the swap saved (9.6).
            lines.append(tr("You hold no clubs yet, so you count as absent in this tournament: "
                            "no points, and it still counts among your last ten. To play, "
                            "send an entry that names your four clubs and lists no swaps, "
                            "like 'New clubs: 112 - 79 - 5 - 2'."))
            lines.append(tr("It counts as saving your swap (rule 9.6)."))
        else:
            lines.append(tr("It swaps no club and counts as saving your swap (rule 9.6)."))
        if self.swap_lost:
            lines.append(tr("You already held four saved swaps, so this one is lost (rule "
                            "9.5)."))
        return "\n".join(lines)


# --- reading ---------------------------------------------------------------------------------

# Every pattern but ``_PAIR`` and ``_PAIR_SEPARATOR`` (run on the raw value, whose numbers they
# read) is matched against ``_fold``-ed text: lower case, umlauts as ``ae``, French accents
# dropped (``echange``, ``serie``, ``economise``), spaces single. The French forms follow the
# German and English ones on each pattern; where a French word could be part of an English or
# German one (``garde`` in ``garden``, ``economis`` in ``economist``) it is bounded and takes
# only French verb endings; the few left that are English too (``reserve``, ``conserve``) mean
# saving there as well.
_FR_VERB = r"(e[rsz]?|ees?|ons|erai)"
"""French verb endings, folded: garde, gardes, garder, gardez, gardé(e)(s), gardons, garderai."""
_FR_SAVE = (rf"\b(sauve)?gard{_FR_VERB}\b|\beconomis{_FR_VERB}\b|\bepargn\w*"
            rf"|\breserv{_FR_VERB}\b|\bconserv{_FR_VERB}\b")
"""French words of saving: "je garde mon échange", "échange économisé", "mis en réserve"."""
_GAME = re.compile(r"(partie|spiel)\s*name|partie|spiel|game(\s*name)?"
                   r"|nom\s*de\s*(la\s*)?partie")
_PLAYER = re.compile(r"spieler(in)?(\s*name)?|pseudonym|name|player(\s*name)?"
                     r"|joueur|joueuse|nom(\s*du\s*joueur|\s*de\s*la\s*joueuse)?"
                     r"|pseudo(nyme)?")
_SET = re.compile(r"(neue[rs]?\s*)?(schlae?ger\s*satz|schlae?ger|satz)"
                  r"|(new\s*)?(club\s*set|clubs|set)"
                  r"|(nouve(aux?|lle)\s*)?(jeu\s*de\s*clubs|serie\s*de\s*clubs|clubs)")
_SWAPS = re.compile(r"(?P<count>\d+)?\s*((schlae?ger\s*)?wechsel|tausch|(club\s*)?swaps?"
                    r"|(echanges?|changements?)(\s*de\s*clubs?)?)")
_ARROW = r"(?:-+>|=+>|[–—]+>|→|⇒|⟶|➔)"
_PAIR = re.compile(rf"\s*(?P<old>\S+?)\s*{_ARROW}\s*(?P<new>\S+)\s*")
_PAIR_SEPARATOR = re.compile(r"[,;]|\b(?:und|and|et)\b")
MAX_PAIR_TEXT = 40
"""Characters of one ``old -> new`` pair read (two six-digit numbers, an arrow, spaces);
a longer one is unreadable, so no pattern ever runs over a long run of text."""
MAX_LABEL = 60
"""Characters before a colon that can be a label (``Spieler (bzw. Pseudonym)``)."""
_SET_SEPARATOR = re.compile(r"[\s,;/]+|[-–—]+")
_WHOLE = re.compile(r"[+-]?\d+")
_SAVE = re.compile(r"\b(auf)?spar\w*|\bgespart\b|\bspeicher\w*|\bgespeichert\b|\bverzicht\w*"
                   r"|\bsav(e|es|ed|ing)\b|" + _FR_SAVE)
_NO_SWAP = re.compile(r"\bkein\w*\s+(schlae?ger)?(wechsel|tausch)\w*|\bno\s+(club\s+)?swaps?\b"
                      r"|\b(aucune?\s+|sans\s+|pas\s+(d['’]\s*|de\s+))(echange|changement)s?\b"
                      r"|^(keine?r?|none|no|aucune?|rien|neant|non)$")
_NEGATION = re.compile(r"\bnicht\b|\bnot\b|n't\b|\bnever\b|\bnie\b|\bpas\b|\bjamais\b")
_ENTRY_WORD = re.compile(r"wechsel|tausch|schlae?ger|satz|partie|spieler|pseudonym|swap|club"
                         r"|game|player|spar|sav|speicher"
                         r"|echange|changement|joueu[rs]|\bpseudo\b|" + _FR_SAVE)
_FOLDS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue",
                        "é": "e", "è": "e", "ê": "e", "ë": "e", "à": "a", "â": "a", "î": "i",
                        "ï": "i", "ô": "o", "ù": "u", "û": "u", "ç": "c"})


def _fold(text: str) -> str:
    """Case, umlauts, French accents and spacing folded, so ``Neuer  Schlägersatz`` and
    ``neuer schlaegersatz`` are one label, and ``Série`` and ``serie`` another."""
    # NFC first: a mail program that types "é" as "e" and a combining accent is read alike.
    return " ".join(unicodedata.normalize("NFC", text).casefold().translate(_FOLDS).split())


def _value(text: str) -> str:
    """A value without the rulebook table's bars (``| Ballesteros |``) and outer spaces."""
    return " ".join(text.strip().strip("|").split())


def _kind(kind: str) -> str:
    """An entry line's kind ("game", "player", "club set", "swap") in the user's words."""
    return {"game": tr("game", "an entry's line"), "player": tr("player", "an entry's line"),
            "club set": tr("club set", "an entry's line"),
            "swap": tr("swap", "an entry's line")}.get(kind, kind)


def _fault(code: FaultCode, line: int | None, message: str) -> Fault:
    return Fault(code, tr("line {line}: {message}").format(line=line, message=message)
                 if line is not None else message)


class _Reader:
    """The state of reading one entry; ``parse_entry`` is the way to use it."""

    def __init__(self, club_limit: int) -> None:
        self.club_limit = club_limit
        self.faults: list[Fault] = []
        self.seen: set[str] = set()
        self.game: str | None = None
        self.player: str | None = None
        self.swaps: tuple[tuple[int, int], ...] = ()
        self.swap_count: int | None = None
        self.clubs: tuple[int, ...] | None = None
        self.save = False
        self.too_long: set[str] = set()

    def add(self, code: FaultCode, line: int | None, message: str) -> None:
        self.faults.append(_fault(code, line, message))

    def first_time(self, kind: str, line: int) -> bool:
        """False (and a fault) for a second line of a kind: which one counts is a guess."""
        if kind in self.seen:
            self.add(FaultCode.REPEATED_LINE, line,
                     tr("a second {kind} line; an entry has one").format(kind=_kind(kind)))
            return False
        self.seen.add(kind)
        return True

    def number(self, token: str, line: int, *, club: bool = True) -> int | None:
        """A whole number from a token, range-checked for a club; None (and a fault) if not."""
        if not _WHOLE.fullmatch(token):
            self.add(FaultCode.NOT_WHOLE_NUMBER, line,
                     tr("{token} is not a whole number").format(token=repr(token[:20])))
            return None
        if len(token.lstrip("+-")) > MAX_DIGITS:
            self.add(FaultCode.NUMBER_TOO_LONG, line,
                     tr("a number of more than {count} digits is not read").format(
                         count=MAX_DIGITS))
            return None
        value = int(token)
        if club and not 1 <= value <= self.club_limit:
            self.add(FaultCode.OUT_OF_RANGE, line,
                     tr("{value} is not a club; clubs are whole numbers from 1 to "
                        "{limit}").format(value=value, limit=self.club_limit))
        return value

    def name(self, kind: str, value: str, line: int) -> str | None:
        if not value:
            return None
        if len(value) > MAX_NAME_LENGTH:
            self.too_long.add(kind)
            self.add(FaultCode.NAME_TOO_LONG, line,
                     tr("the {kind} name is longer than {count} characters").format(
                         kind=_kind(kind), count=MAX_NAME_LENGTH))
            return None
        return value

    def read_line(self, raw: str, line: int) -> None:
        text = raw.strip().strip("|").strip()
        label, colon, rest = text.partition(":")
        if colon and len(label) <= MAX_LABEL:
            folded = _fold(re.sub(r"\([^)]*\)", " ", label))
            if _GAME.fullmatch(folded):
                if self.first_time("game", line):
                    self.game = self.name("game", _value(rest), line)
                return
            if _PLAYER.fullmatch(folded):
                if self.first_time("player", line):
                    self.player = self.name("player", _value(rest), line)
                return
            if _SET.fullmatch(folded):
                if self.first_time("club set", line):
                    self.read_set(_value(rest), line)
                return
            swaps = _SWAPS.fullmatch(folded)
            if swaps:
                if self.first_time("swap", line):
                    self.read_swaps(swaps.group("count"), _value(rest), line)
                return
        folded = _fold(text).rstrip(".!")
        if _says_save(folded):
            self.save = True
        elif any(c.isdigit() for c in folded) or _ENTRY_WORD.search(folded):
            self.add(FaultCode.UNREADABLE_LINE, line,
                     tr("cannot read {text}").format(text=repr(text[:60])))

    def read_set(self, value: str, line: int) -> None:
        tokens = [token for token in _SET_SEPARATOR.split(value) if token]
        if len(tokens) != CLUBS:
            self.add(FaultCode.CLUB_COUNT, line,
                     tr("the new club set names {count} clubs; a set has exactly "
                        "{clubs}").format(count=len(tokens), clubs=CLUBS))
        if len(tokens) > MAX_SWAPS_LISTED:
            return
        clubs = [self.number(token, line) for token in tokens]
        if tokens and all(club is not None for club in clubs):
            self.clubs = tuple(club for club in clubs if club is not None)

    def read_swaps(self, count: str | None, value: str, line: int) -> None:
        if count is not None:
            self.swap_count = self.number(count, line, club=False)
        listed = 0
        if not any(c.isdigit() for c in value):
            if value and not _says_save(_fold(value)):
                self.add(FaultCode.UNREADABLE_LINE, line, _unreadable_swaps(value))
                return
            self.save = self.save or bool(value)  # "Wechsel: sparen", "Wechsel: keiner"
        else:
            parts = [part for part in _PAIR_SEPARATOR.split(value) if part.strip()]
            if len(parts) > MAX_SWAPS_LISTED:
                self.add(FaultCode.TOO_MANY_LISTED, line,
                         tr("more than {count} swaps are not read").format(
                             count=MAX_SWAPS_LISTED))
                return
            found = [_PAIR.fullmatch(part) if len(part) <= MAX_PAIR_TEXT else None
                     for part in parts]
            if not all(found):
                self.add(FaultCode.UNREADABLE_LINE, line, _unreadable_swaps(value))
                return
            listed = len(found)
            pairs = [(self.number(pair["old"], line), self.number(pair["new"], line))
                     for pair in found if pair is not None]
            self.swaps = tuple((old, new) for old, new in pairs
                               if old is not None and new is not None)
        if self.swap_count is not None and self.swap_count != listed:
            self.add(FaultCode.SWAP_COUNT, line,
                     tr("the line announces %n swap(s) but lists {listed}", "",
                        self.swap_count).format(listed=listed))


def _unreadable_swaps(value: str) -> str:
    return tr("cannot read the swaps {text}; write them like 197 -> 112, 13 -> 79").format(
        text=repr(value[:60]))


def _says_save(folded: str) -> bool:
    """A line that saves the swap (9.3): "Wechsel sparen", "Ich spare meinen Wechsel",
    "Wechselmöglichkeit aufsparen", "Tausch speichern", "kein Wechsel", "Save the swap",
    "No swap", "Je garde mon échange", "Échange économisé", "Aucun échange" — any wording with
    a saving word and no number or negation ("Je ne garde pas" is none)."""
    if any(c.isdigit() for c in folded):
        return False
    if _NO_SWAP.search(folded):
        return True
    return bool(_SAVE.search(folded)) and not _NEGATION.search(folded)


def parse_entry(text: str, club_limit: int = DEFAULT_CLUB_LIMIT) -> ParsedEntry:
    """Read an entry as a player sent it (rulebook 11.1, or English: ``Game:``, ``Player:``,
    ``2 swaps: 197 -> 112, 13 -> 79``, ``New clubs: 112 - 79 - 5 - 2``, ``Save the swap``;
    or French: ``Partie :``, ``Joueur :``, ``2 échanges : 197 -> 112 et 13 -> 79``,
    ``Nouveau jeu de clubs : 112 - 79 - 5 - 2``, ``Je garde mon échange``).

    Never raises: whatever is wrong with the text is a fault of the entry (9.6), told to the
    player; ``club_limit`` is the game's (5.3).
    """
    reader = _Reader(club_limit)
    if len(text) > MAX_TEXT:
        cut = text.rfind("\n", 0, MAX_TEXT)
        text = text[: cut if cut > 0 else MAX_TEXT]
        reader.add(FaultCode.TEXT_TOO_LONG, None,
                   tr("the entry is longer than {count} characters; only the start was "
                      "read").format(count=f"{MAX_TEXT:,}"))
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if stripped == "--":
            break  # a signature follows
        if not stripped or stripped.startswith(">"):
            continue  # a blank line or a quoted earlier message
        reader.read_line(raw, number)
    for kind, code, empty, missing in (
            ("game", FaultCode.MISSING_GAME, tr("the game line names no game"),
             tr("the entry names no game (a line like 'Partiename: Ballesteros')")),
            ("player", FaultCode.MISSING_PLAYER, tr("the player line names no player"),
             tr("the entry names no player (a line like 'Spieler: Karl Napf')"))):
        if getattr(reader, kind) is not None or kind in reader.too_long:
            continue
        reader.add(code, None, empty if kind in reader.seen else missing)
    if reader.save and reader.swaps:
        reader.add(FaultCode.SAVE_AND_SWAP, None,
                   tr("the entry both lists swaps and saves the swap; it must do one of them"))
    return ParsedEntry(text=text, game=reader.game, player=reader.player, swaps=reader.swaps,
                       clubs=reader.clubs, save=reader.save, swap_count=reader.swap_count,
                       faults=tuple(reader.faults))


# --- applying --------------------------------------------------------------------------------


def _key(name: str) -> str:
    """A name as compared: case and spacing do not matter (``karl  napf`` is Karl Napf)."""
    return " ".join(name.split()).casefold()


class Roster:
    """A game's players as entries name them, found in one look-up: a league of thousands
    receives thousands of entries."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_key: dict[str, str] = {}
        for name in names:
            self._by_key.setdefault(_key(name), name)

    def find(self, name: str | None) -> str | None:
        """The league's spelling of ``name``, or None."""
        return None if name is None else self._by_key.get(_key(name))

    def add(self, name: str) -> None:
        self._by_key.setdefault(_key(name), name)


def known_player(name: str | None, known: Collection[str] | Roster) -> str | None:
    """The league's spelling of the player an entry names, or None."""
    return (known if isinstance(known, Roster) else Roster(known)).find(name)


def _check_holding(clubs: tuple[int, ...] | None, saved: int, club_limit: int) -> None:
    """The league's own record must be sound; a broken one is the league's error, not the
    player's fault."""
    if not 0 <= saved <= MAX_SAVED:
        raise PbmError(tr("saved swaps are 0 to {most}, not {saved}").format(most=MAX_SAVED,
                                                                              saved=saved))
    if clubs is not None and (len(clubs) != CLUBS
                              or not all(1 <= club <= club_limit for club in clubs)):
        raise PbmError(tr("a player holds {clubs} clubs from 1 to {limit}").format(
            clubs=CLUBS, limit=club_limit))


def _value_faults(entry: ParsedEntry, club_limit: int) -> list[Fault]:
    """Faults of the entry's numbers, checked again here since a ``ParsedEntry`` may come from
    elsewhere than ``parse_entry`` (a stored entry, a test)."""
    faults: list[Fault] = []
    values = [value for pair in entry.swaps for value in pair] + list(entry.clubs or ())
    if any(not 1 <= value <= club_limit for value in values):
        faults.append(Fault(FaultCode.OUT_OF_RANGE,
                            tr("a club value is outside 1 to {limit}").format(
                                limit=club_limit)))
    if entry.clubs is not None and len(entry.clubs) != CLUBS:
        faults.append(Fault(FaultCode.CLUB_COUNT,
                            tr("the new club set names {count} clubs, not {clubs}").format(
                                count=len(entry.clubs), clubs=CLUBS)))
    if entry.swap_count is not None and entry.swap_count != len(entry.swaps):
        faults.append(Fault(FaultCode.SWAP_COUNT,
                            tr("the entry announces %n swap(s) but lists {listed}", "",
                               entry.swap_count).format(listed=len(entry.swaps))))
    if entry.save and entry.swaps:
        faults.append(Fault(FaultCode.SAVE_AND_SWAP,
                            tr("the entry both lists swaps and saves the swap")))
    return faults


def _name_faults(entry: ParsedEntry, player: str | None, known_game: str) -> list[Fault]:
    faults: list[Fault] = []
    if entry.game is None:
        faults.append(Fault(FaultCode.MISSING_GAME, tr("the entry names no game")))
    elif _key(entry.game) != _key(known_game):
        faults.append(Fault(FaultCode.UNKNOWN_GAME,
                            tr("the game {game} is not this game ({known})").format(
                                game=repr(entry.game), known=known_game)))
    if entry.player is None:
        faults.append(Fault(FaultCode.MISSING_PLAYER, tr("the entry names no player")))
    elif player is None:
        faults.append(Fault(FaultCode.UNKNOWN_PLAYER,
                            tr("no player {player} takes part in {game}").format(
                                player=repr(entry.player), game=known_game)))
    return faults


def _first_entry_faults(entry: ParsedEntry) -> list[Fault]:
    """A newcomer's first entry names their four clubs and swaps none (pbm-golf.md)."""
    if entry.swaps or entry.swap_count:
        return [Fault(FaultCode.FIRST_ENTRY,
                      tr("a first entry names its four clubs and lists no swaps"))]
    if entry.clubs is None:
        return [Fault(FaultCode.FIRST_ENTRY,
                      tr("a first entry names all {count} clubs ('Neuer Schlägersatz: "
                         "112 - 79 - 5 - 2')").format(count=CLUBS))]
    return []


def _swap_faults(clubs: tuple[int, ...], saved: int, entry: ParsedEntry) -> list[Fault]:
    """9.2-9.4: the old clubs held, at most saved + 1 swaps, the new set as named."""
    faults: list[Fault] = []
    held = ", ".join(map(str, clubs))
    if entry.swaps and not Counter(old for old, _ in entry.swaps) <= Counter(clubs):
        faults.append(Fault(FaultCode.CLUB_NOT_HELD,
                            tr("a swap gives up a club you do not hold (your clubs: "
                               "{held})").format(held=held)))
    elif entry.clubs is not None and Counter(entry.clubs) != Counter(
            _swapped(clubs, entry.swaps)):
        faults.append(Fault(FaultCode.SET_MISMATCH,
                            tr("the new club set is not your clubs ({held}) with the swaps "
                               "made").format(held=held)))
    if len(entry.swaps) > saved + 1:
        faults.append(Fault(FaultCode.TOO_MANY_SWAPS,
                            tr("the entry makes %n swap(s); with {saved} saved you may make at "
                               "most {most}", "", len(entry.swaps)).format(saved=saved,
                                                                           most=saved + 1)))
    return faults


def _swapped(clubs: Sequence[int], swaps: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The clubs with each old value replaced in place by its new one; every old value is a
    club held before the entry (checked first)."""
    result = list(clubs)
    replaced: set[int] = set()
    for old, new in swaps:
        index = next(i for i, club in enumerate(clubs) if club == old and i not in replaced)
        replaced.add(index)
        result[index] = new
    return tuple(result)


def _unique(faults: Sequence[Fault]) -> tuple[Fault, ...]:
    """The faults, one per code: the text's own (with their line numbers) come first and win
    over the same check made again on the parsed values."""
    kept: dict[FaultCode, Fault] = {}
    for fault in faults:
        kept.setdefault(fault.code, fault)
    return tuple(kept.values())


def apply_entry(clubs: tuple[int, ...] | None, saved: int, entry: ParsedEntry, *,
                known_game: str, known_players: Collection[str] | Roster,
                club_limit: int = DEFAULT_CLUB_LIMIT) -> EntryOutcome:
    """Carry out one entry for the player holding ``clubs`` (None: a newcomer, whose first
    entry names four clubs) and ``saved`` swaps (0 to 4).

    A sound entry's swaps use this entry's swap first, then saved ones; an entry that swaps
    nothing saves its swap, up to 4, and a fifth is lost (9.3-9.5). A faulty entry swaps
    nothing and counts as saving (9.6). ``PbmError`` only for an unsound league record
    (``clubs``, ``saved``), never for anything in the entry.
    """
    _check_holding(clubs, saved, club_limit)
    player = known_player(entry.player, known_players)
    found = [*entry.faults, *_name_faults(entry, player, known_game),
             *_value_faults(entry, club_limit)]
    if clubs is None:
        found += _first_entry_faults(entry)
    elif not any(f.code in (FaultCode.OUT_OF_RANGE, FaultCode.CLUB_COUNT) for f in found):
        found += _swap_faults(clubs, saved, entry)
    faults = _unique(found)
    made = 0 if faults or clubs is None else len(entry.swaps)
    if made:
        new_clubs: tuple[int, ...] | None = entry.clubs or _swapped(clubs or (), entry.swaps)
        after = saved - (made - 1)
    else:
        new_clubs = entry.clubs if clubs is None and not faults else clubs
        after = min(saved + 1, MAX_SAVED)
    return EntryOutcome(clubs=new_clubs, saved=after, swaps_made=made,
                        swap_lost=not made and saved == MAX_SAVED, faults=faults,
                        text=entry.text, player=player)
