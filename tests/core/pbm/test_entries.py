"""Entries: reading a player's text and applying its club swaps (pbm-golf.md, rulebook 9, 11.1)."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.pbm.entries import (
    MAX_TEXT,
    EntryOutcome,
    FaultCode,
    ParsedEntry,
    _fold,
    apply_entry,
    parse_entry,
)
from golfstudio.pbm.errors import PbmError

GAME = "Ballesteros"
PLAYERS = ("Karl Napf", "Eva Birdie")
KARL = (197, 13, 5, 2)

RULEBOOK_ENTRY = """\
Partiename: Ballesteros
Spieler (bzw. Pseudonym): Karl Napf
2 Wechsel: 197 -> 112, 13 -> 79
Neuer Schlägersatz: 112 - 79 - 5 - 2
"""


def entry(*lines: str, game: str = GAME, player: str = "Karl Napf") -> str:
    return "\n".join([f"Partiename: {game}", f"Spieler: {player}", *lines])


def apply(text: str, clubs: tuple[int, ...] | None = KARL, saved: int = 1) -> EntryOutcome:
    return apply_entry(clubs, saved, parse_entry(text), known_game=GAME, known_players=PLAYERS)


def codes(outcome: EntryOutcome | ParsedEntry) -> set[FaultCode]:
    return {fault.code for fault in outcome.faults}


def assert_faulty(outcome: EntryOutcome, code: FaultCode, clubs: tuple[int, ...] | None = KARL,
                  saved: int = 1) -> None:
    """9.6: a faulty entry swaps nothing and counts as saving; the player alone is told."""
    assert code in codes(outcome)
    assert outcome.faulty
    assert outcome.clubs == clubs
    assert outcome.swaps_made == 0
    assert outcome.saved == min(saved + 1, 4)
    assert all(not fault.public for fault in outcome.faults)
    assert "counts as saving" in outcome.private_message()


# --- the rulebook's and the English form ------------------------------------------------------

def test_rule_11_1_example_entry() -> None:
    parsed = parse_entry(RULEBOOK_ENTRY)
    assert (parsed.game, parsed.player) == ("Ballesteros", "Karl Napf")
    assert parsed.swaps == ((197, 112), (13, 79))
    assert parsed.clubs == (112, 79, 5, 2)
    assert parsed.swap_count == 2 and not parsed.save and not parsed.faults
    outcome = apply_entry(KARL, 1, parsed, known_game=GAME, known_players=PLAYERS)
    assert outcome.clubs == (112, 79, 5, 2)
    assert (outcome.saved, outcome.swaps_made, outcome.faulty) == (0, 2, False)
    assert outcome.player == "Karl Napf" and outcome.text == RULEBOOK_ENTRY
    assert outcome.private_message() == ""


def test_rulebook_table_form_with_bars() -> None:
    parsed = parse_entry("| Partiename: | Ballesteros |\n"
                         "| Spieler (bzw. Pseudonym): | Karl Napf |\n"
                         "| 2 Wechsel: | 197 -> 112, 13 -> 79 |\n"
                         "| Neuer Schlägersatz: | 112 - 79 - 5 - 2 |")
    assert parsed.swaps == ((197, 112), (13, 79)) and parsed.clubs == (112, 79, 5, 2)
    assert not parsed.faults


def test_english_form_reads_as_the_german() -> None:
    english = ("Game: Ballesteros\nPlayer: Karl Napf\n"
               "2 swaps: 197 -> 112, 13 -> 79\nNew clubs: 112 - 79 - 5 - 2\n")
    parsed, german = parse_entry(english), parse_entry(RULEBOOK_ENTRY)
    assert not parsed.faults
    assert (parsed.game, parsed.player, parsed.swaps, parsed.clubs, parsed.swap_count) == (
        german.game, german.player, german.swaps, german.clubs, german.swap_count)


def test_spacing_case_arrows_separators_mixed_languages_and_signature() -> None:
    text = ("Hallo Spielleiter,\n\n"
            "  GAME :ballesteros  \n"
            "spieler:   karl    napf\n"
            "\n"
            "2 SWAPS:197=>112 ;13 → 79\n"
            "neuer schlaegersatz: 112–79 – 5-2\n"
            "> Partiename: an old quoted entry\n"
            "Viele Grüße\n"
            "--\n"
            "Karl Napf, 12345 Golfstadt, Tel. 0123 456\n")
    parsed = parse_entry(text)
    assert not parsed.faults
    assert parsed.swaps == ((197, 112), (13, 79)) and parsed.clubs == (112, 79, 5, 2)
    outcome = apply_entry(KARL, 1, parsed, known_game=GAME, known_players=PLAYERS)
    assert outcome.player == "Karl Napf" and outcome.clubs == (112, 79, 5, 2)


def test_one_swap_without_new_set_keeps_the_players_order() -> None:
    outcome = apply(entry("1 Wechsel: 13 -> 79"), saved=0)
    assert outcome.clubs == (197, 79, 5, 2)
    assert (outcome.saved, outcome.swaps_made) == (0, 1)


def test_new_set_in_another_order_is_kept_as_named() -> None:
    outcome = apply(entry("1 Wechsel: 13 -> 79", "Neuer Schlägersatz: 2 - 5 - 79 - 197"))
    assert outcome.clubs == (2, 5, 79, 197) and not outcome.faulty


# --- saving ---------------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["Wechsel sparen", "Wechsel speichern", "Tausch sparen",
                                  "Ich spare meinen Wechsel.", "Wechselmöglichkeit aufsparen",
                                  "Wechsel: sparen", "Kein Wechsel", "0 Wechsel: keiner",
                                  "Save the swap", "No swap this time", "Swaps: saved"])
def test_saved_swap_wordings(line: str) -> None:
    parsed = parse_entry(entry(line))
    assert parsed.save and not parsed.faults and not parsed.swaps
    outcome = apply_entry(KARL, 2, parsed, known_game=GAME, known_players=PLAYERS)
    assert (outcome.clubs, outcome.saved, outcome.swaps_made) == (KARL, 3, 0)
    assert not outcome.faulty and not outcome.swap_lost


def test_an_entry_that_swaps_nothing_saves_without_saying_so() -> None:
    outcome = apply(entry("Neuer Schlägersatz: 197 - 13 - 5 - 2"), saved=0)
    assert (outcome.clubs, outcome.saved, outcome.faulty) == (KARL, 1, False)


def test_several_swaps_use_this_entrys_swap_then_saved_ones() -> None:
    outcome = apply(entry("3 Wechsel: 197 -> 112, 13 -> 79, 5 -> 6",
                          "Neuer Schlägersatz: 112 - 79 - 6 - 2"), saved=3)
    assert outcome.clubs == (112, 79, 6, 2)
    assert (outcome.saved, outcome.swaps_made) == (1, 3)


def test_five_swaps_at_once_with_four_saved() -> None:
    outcome = apply(entry("5 Wechsel: 197 -> 1, 13 -> 2, 5 -> 3, 2 -> 4, 1 -> 9"),
                    clubs=(197, 13, 5, 2), saved=4)
    assert outcome.faulty  # 1 is not held before the entry: swaps are not chained
    outcome = apply(entry("4 Wechsel: 197 -> 1, 13 -> 2, 5 -> 3, 2 -> 4"), saved=4)
    assert (outcome.clubs, outcome.saved, outcome.swaps_made) == ((1, 2, 3, 4), 1, 4)


def test_cap_four_saved_and_save_stays_four_and_the_swap_is_lost() -> None:
    outcome = apply(entry("Wechsel sparen"), saved=4)
    assert (outcome.saved, outcome.swap_lost, outcome.faulty) == (4, True, False)


def test_cap_faulty_entry_at_four_saved_loses_the_swap() -> None:
    outcome = apply(entry("1 Wechsel: 99 -> 100"), saved=4)
    assert_faulty(outcome, FaultCode.CLUB_NOT_HELD, saved=4)
    assert outcome.swap_lost and "lost" in outcome.private_message()


def test_equal_clubs_are_allowed() -> None:
    outcome = apply(entry("1 Wechsel: 13 -> 5"), clubs=(197, 13, 5, 2), saved=0)
    assert outcome.clubs == (197, 5, 5, 2) and not outcome.faulty


# --- first entries --------------------------------------------------------------------------

def test_first_entry_names_four_clubs_counts_as_no_swap_and_saves() -> None:
    outcome = apply(entry("Neuer Schlägersatz: 112 - 79 - 5 - 2"), clubs=None, saved=0)
    assert outcome.clubs == (112, 79, 5, 2)
    assert (outcome.saved, outcome.swaps_made, outcome.faulty) == (1, 0, False)


def test_first_entry_without_clubs_is_faulty() -> None:
    outcome = apply(entry("Wechsel sparen"), clubs=None, saved=0)
    assert_faulty(outcome, FaultCode.FIRST_ENTRY, clubs=None, saved=0)


def test_first_entry_with_swaps_is_faulty() -> None:
    outcome = apply(entry("1 Wechsel: 13 -> 79", "Neuer Schlägersatz: 112 - 79 - 5 - 2"),
                    clubs=None, saved=0)
    assert_faulty(outcome, FaultCode.FIRST_ENTRY, clubs=None, saved=0)


def test_first_entry_with_three_clubs_is_faulty() -> None:
    outcome = apply(entry("Neuer Schlägersatz: 112 - 79 - 5"), clubs=None, saved=0)
    assert_faulty(outcome, FaultCode.CLUB_COUNT, clubs=None, saved=0)


def test_a_faulty_first_entry_tells_the_player_they_are_absent_and_must_send_four_clubs(
        ) -> None:
    """The player still holds no clubs, so the evaluation counts them absent (evaluation.py):
    the note says so, and what the next entry must hold, instead of "swaps no club"."""
    outcome = apply(entry("1 Wechsel: 13 -> 79"), clubs=None, saved=0)
    assert outcome.faulty_first_entry
    message = outcome.private_message()
    assert message.splitlines()[-2:] == [
        "You hold no clubs yet, so you count as absent in this tournament: no points, and it "
        "still counts among your last ten. To play, send an entry that names your four clubs "
        "and lists no swaps, like 'New clubs: 112 - 79 - 5 - 2'.",
        "It counts as saving your swap (rule 9.6)."]
    assert "swaps no club" not in message
    # A player holding clubs, and an entry naming no player of the game, are not told so.
    held = apply(entry("1 Wechsel: 99 -> 79"))
    assert not held.faulty_first_entry and "absent" not in held.private_message()
    stranger = apply(entry("1 Wechsel: 13 -> 79", player="Nobody"), clubs=None, saved=0)
    assert not stranger.faulty_first_entry and "absent" not in stranger.private_message()
    assert not apply(entry("Neuer Schlägersatz: 112 - 79 - 5 - 2"), clubs=None,
                     saved=0).faulty_first_entry


# --- every fault ----------------------------------------------------------------------------

def test_fault_unreadable_line() -> None:
    outcome = apply(entry("Wechsle 13 gegen 79"))
    assert_faulty(outcome, FaultCode.UNREADABLE_LINE)
    assert "line 3" in outcome.faults[0].message


def test_fault_unreadable_swaps() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 79")), FaultCode.UNREADABLE_LINE)


def test_fault_negated_save_is_not_read_as_saving() -> None:
    assert_faulty(apply(entry("Ich spare nicht")), FaultCode.UNREADABLE_LINE)


def test_fault_missing_game() -> None:
    assert_faulty(apply("Spieler: Karl Napf\nWechsel sparen"), FaultCode.MISSING_GAME)


def test_fault_missing_player() -> None:
    assert_faulty(apply("Partiename: Ballesteros\nWechsel sparen"), FaultCode.MISSING_PLAYER)


def test_fault_empty_player_line() -> None:
    assert_faulty(apply("Partiename: Ballesteros\nSpieler:\nWechsel sparen"),
                  FaultCode.MISSING_PLAYER)


def test_fault_unknown_game() -> None:
    assert_faulty(apply(entry("Wechsel sparen", game="Nicklaus")), FaultCode.UNKNOWN_GAME)


def test_fault_unknown_player() -> None:
    outcome = apply(entry("Wechsel sparen", player="Karl Knapf"))
    assert_faulty(outcome, FaultCode.UNKNOWN_PLAYER)
    assert outcome.player is None


def test_fault_not_a_whole_number() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 -> 79.5")), FaultCode.NOT_WHOLE_NUMBER)


def test_fault_number_too_long() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 -> 1234567")), FaultCode.NUMBER_TOO_LONG)


@pytest.mark.parametrize("line", ["1 Wechsel: 13 -> 351", "1 Wechsel: 13 -> 0",
                                  "Neuer Schlägersatz: 400 - 13 - 5 - 2"])
def test_fault_value_out_of_range(line: str) -> None:
    assert_faulty(apply(entry(line)), FaultCode.OUT_OF_RANGE)


def test_club_limit_is_the_games() -> None:
    parsed = parse_entry(entry("1 Wechsel: 13 -> 400"), club_limit=500)
    assert not parsed.faults
    outcome = apply_entry(KARL, 0, parsed, known_game=GAME, known_players=PLAYERS,
                          club_limit=500)
    assert outcome.clubs == (197, 400, 5, 2)


def test_fault_swap_count_disagrees_with_swaps_listed() -> None:
    assert_faulty(apply(entry("2 Wechsel: 13 -> 79")), FaultCode.SWAP_COUNT)


def test_fault_too_many_clubs() -> None:
    assert_faulty(apply(entry("Neuer Schlägersatz: 197 - 13 - 5 - 2 - 7")), FaultCode.CLUB_COUNT)


def test_fault_too_many_swaps_listed_to_read() -> None:
    swaps = ", ".join(f"{i} -> {i + 1}" for i in range(1, 23))
    assert_faulty(apply(entry(f"Wechsel: {swaps}")), FaultCode.TOO_MANY_LISTED)


def test_fault_repeated_line() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 -> 79", "1 Wechsel: 5 -> 6")),
                  FaultCode.REPEATED_LINE)


def test_fault_save_and_swap() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 -> 79", "Wechsel sparen")), FaultCode.SAVE_AND_SWAP)


def test_fault_old_club_not_held() -> None:
    outcome = apply(entry("1 Wechsel: 14 -> 79"))
    assert_faulty(outcome, FaultCode.CLUB_NOT_HELD)
    assert "197, 13, 5, 2" in outcome.faults[0].message  # private: the player's own clubs


def test_fault_old_club_held_once_swapped_twice() -> None:
    assert_faulty(apply(entry("2 Wechsel: 13 -> 79, 13 -> 80")), FaultCode.CLUB_NOT_HELD)


def test_fault_more_swaps_than_allowed() -> None:
    assert_faulty(apply(entry("2 Wechsel: 197 -> 112, 13 -> 79"), saved=0),
                  FaultCode.TOO_MANY_SWAPS, saved=0)


def test_fault_new_set_does_not_match_the_swaps() -> None:
    assert_faulty(apply(entry("1 Wechsel: 13 -> 79", "Neuer Schlägersatz: 197 - 79 - 5 - 3")),
                  FaultCode.SET_MISMATCH)


def test_fault_new_set_without_swaps_is_a_mismatch() -> None:
    assert_faulty(apply(entry("Neuer Schlägersatz: 112 - 79 - 5 - 2")), FaultCode.SET_MISMATCH)


def test_fault_text_too_long_keeps_a_bounded_text() -> None:
    outcome = apply(entry("Wechsel sparen", "Gruß\n" * 3000))
    assert_faulty(outcome, FaultCode.TEXT_TOO_LONG)
    assert len(outcome.text) <= MAX_TEXT


def test_fault_name_too_long() -> None:
    assert_faulty(apply(entry("Wechsel sparen", player="K" * 101)), FaultCode.NAME_TOO_LONG)


def test_every_fault_is_private() -> None:
    outcome = apply(entry("3 Wechsel: 13 -> 79", "Neuer Satz: 1 - 2"))
    assert len(outcome.faults) >= 2
    assert all(fault.public is False for fault in outcome.faults)


def test_an_unsound_league_record_is_the_leagues_error() -> None:
    with pytest.raises(PbmError):
        apply(entry("Wechsel sparen"), saved=5)
    with pytest.raises(PbmError):
        apply(entry("Wechsel sparen"), clubs=(1, 2, 3))


# --- invariants -----------------------------------------------------------------------------

LIMIT = 350
club = st.integers(min_value=1, max_value=LIMIT)
any_value = st.integers(min_value=-5, max_value=999_999)
holdings = st.tuples(club, club, club, club)


@st.composite
def parsed_entries(draw: st.DrawFn) -> ParsedEntry:
    """Entries as a reader could make them, sound or not."""
    value = st.one_of(club, any_value)
    swaps = draw(st.lists(st.tuples(value, value), max_size=6))
    return ParsedEntry(
        text="",
        game=draw(st.sampled_from([GAME, "ballesteros", "Nicklaus", None])),
        player=draw(st.sampled_from([*PLAYERS, "Nobody", None])),
        swaps=tuple(swaps),
        clubs=draw(st.none() | st.lists(value, min_size=0, max_size=6).map(tuple)),
        save=draw(st.booleans()),
        swap_count=draw(st.none() | st.integers(min_value=0, max_value=6)),
    )


def check_invariants(clubs: tuple[int, ...], saved: int, outcome: EntryOutcome) -> None:
    assert 0 <= outcome.saved <= 4
    assert outcome.clubs is not None and len(outcome.clubs) == 4
    assert all(1 <= value <= LIMIT for value in outcome.clubs)
    if outcome.faulty:
        assert outcome.clubs == clubs and outcome.swaps_made == 0
        assert outcome.saved == min(saved + 1, 4)
    else:
        assert outcome.swaps_made <= saved + 1


@settings(max_examples=150, deadline=None)
@given(holdings, st.integers(min_value=0, max_value=4), parsed_entries())
def test_any_entry_keeps_saved_and_clubs_sound(clubs: tuple[int, ...], saved: int,
                                               parsed: ParsedEntry) -> None:
    outcome = apply_entry(clubs, saved, parsed, known_game=GAME, known_players=PLAYERS)
    check_invariants(clubs, saved, outcome)


@settings(max_examples=100, deadline=None)
@given(holdings, st.integers(min_value=0, max_value=4),
       st.lists(st.sampled_from(["Partiename: Ballesteros", "Game: Nicklaus", "Spieler: Karl Napf",
                                 "Player: Eva Birdie", "Wechsel sparen", "Gruß", "", "--",
                                 "1 Wechsel: 197 -> 112", "2 swaps: 13 -> 79, 5 -> 400",
                                 "Neuer Schlägersatz: 112 - 13 - 5 - 2", "New clubs: 1 2 3",
                                 "3 Wechsel: 197 -> 1, 13 -> 2, 5 -> 3", "Wechsle 5"]),
                max_size=8),
       st.text(max_size=40))
def test_any_text_keeps_saved_and_clubs_sound(clubs: tuple[int, ...], saved: int,
                                              lines: list[str], noise: str) -> None:
    parsed = parse_entry("\n".join([*lines, noise]))
    outcome = apply_entry(clubs, saved, parsed, known_game=GAME, known_players=PLAYERS)
    check_invariants(clubs, saved, outcome)


@pytest.mark.parametrize("line", ["Wechsel: " + "-" * 9_900, "Wechsel: 1 -> " + "1" * 9_900,
                                  "Spieler (" + "(" * 9_900 + ":", "Neuer Satz: " + "1 " * 4_900])
def test_long_lines_are_refused_quickly(line: str) -> None:
    """Every pattern runs over a bounded piece of a line (a slow pattern would show here)."""
    assert parse_entry(entry(line)).faults


# --- the French form ------------------------------------------------------------------------

FRENCH_ENTRY = """\
Nom de la partie : Ballesteros
Joueur (ou pseudonyme) : Karl Napf
2 échanges : 197 -> 112, 13 -> 79
Nouveau jeu de clubs : 112 - 79 - 5 - 2
"""


def test_french_form_reads_as_the_german() -> None:
    parsed, german = parse_entry(FRENCH_ENTRY), parse_entry(RULEBOOK_ENTRY)
    assert not parsed.faults
    assert (parsed.game, parsed.player, parsed.swaps, parsed.clubs, parsed.swap_count,
            parsed.save) == (german.game, german.player, german.swaps, german.clubs,
                             german.swap_count, german.save)
    outcome = apply_entry(KARL, 1, parsed, known_game=GAME, known_players=PLAYERS)
    assert (outcome.clubs, outcome.saved, outcome.swaps_made) == ((112, 79, 5, 2), 0, 2)


@pytest.mark.parametrize(("text", "expected"), [
    # without accents, with → and "et" between the pairs, a feminine new set
    ("partie: ballesteros\nnom du joueur: karl napf\n2 echanges: 197 → 112 et 13 → 79\n"
     "nouvelle serie de clubs: 112 79 5 2",
     ("ballesteros", "karl napf", ((197, 112), (13, 79)), (112, 79, 5, 2), False, 2)),
    # French typography: a (narrow) no-break space before the colon, capitals, => and "et"
    ("PARTIE\u00a0: Ballesteros\nPseudo\u202f: Karl Napf\n"
     "2 CHANGEMENTS DE CLUBS : 197 => 112 et 13 -> 79",
     ("Ballesteros", "Karl Napf", ((197, 112), (13, 79)), None, False, 2)),
    ("Partie : Ballesteros\nJoueuse : Eva Birdie\nÉchange : 13 -> 79\n"
     "Nouveaux clubs : 197 – 79 – 5 – 2",
     ("Ballesteros", "Eva Birdie", ((13, 79),), (197, 79, 5, 2), False, None)),
    ("Bonjour,\n\nNom de partie : Ballesteros\nNom : Karl Napf\nJe garde mon échange.\n\n"
     "Cordialement\n--\nKarl Napf, 12 rue du Golf, 75001 Paris",
     ("Ballesteros", "Karl Napf", (), None, True, None)),
    ("Partie : Ballesteros\nJoueur : Karl Napf\nAucun échange",
     ("Ballesteros", "Karl Napf", (), None, True, None)),
    ("Partie : Ballesteros\nJoueur : Karl Napf\n0 échange : aucun",
     ("Ballesteros", "Karl Napf", (), None, True, 0)),
    # mixed with the German form, line by line
    ("Partiename: Ballesteros\nJoueur : Karl Napf\n1 échange : 13 -> 79 ",
     ("Ballesteros", "Karl Napf", ((13, 79),), None, False, 1)),
])
def test_french_entries(text: str,
                        expected: tuple[str, str, tuple[tuple[int, int], ...],
                                        tuple[int, ...] | None, bool, int | None]) -> None:
    parsed = parse_entry(text)
    assert not parsed.faults
    assert (parsed.game, parsed.player, parsed.swaps, parsed.clubs, parsed.save,
            parsed.swap_count) == expected


@pytest.mark.parametrize("line", ["Je garde mon échange", "Je garde mon echange !",
                                  "Échange économisé", "ECHANGE ECONOMISE",
                                  "Je mets mon échange en réserve", "Échange mis en réserve",
                                  "J'épargne mon échange", "Sauvegarder l’échange",
                                  "Je garderai mon échange pour plus tard",
                                  "Aucun échange", "Aucun", "Pas d'échange cette fois",
                                  "Pas d’échange", "Pas de changement", "Échanges : aucun",
                                  "Échange : je garde", "Changements : néant"])
def test_french_saved_swap_wordings(line: str) -> None:
    parsed = parse_entry(entry(line))
    assert parsed.save and not parsed.faults and not parsed.swaps
    outcome = apply_entry(KARL, 2, parsed, known_game=GAME, known_players=PLAYERS)
    assert (outcome.clubs, outcome.saved, outcome.swaps_made) == (KARL, 3, 0)
    assert not outcome.faulty


@pytest.mark.parametrize("line", ["Je ne garde pas mon échange", "Je garde pas l’échange",
                                  "Je n'économise jamais", "Échange : pas gardé"])
def test_fault_french_negated_save_is_not_read_as_saving(line: str) -> None:
    assert_faulty(apply(entry(line)), FaultCode.UNREADABLE_LINE)


@pytest.mark.parametrize(("lines", "code"), [
    (("2 échanges : 197 -> 112",), FaultCode.SWAP_COUNT),
    (("1 échange : 13 -> 79", "Je garde mon échange"), FaultCode.SAVE_AND_SWAP),
    (("Échange 13 contre 79",), FaultCode.UNREADABLE_LINE),
    (("Échanges : 13 contre 79",), FaultCode.UNREADABLE_LINE),
    (("2 échanges : 197 -> 112 et 14 -> 79",), FaultCode.CLUB_NOT_HELD),
    (("1 échange : 13 -> 79", "Nouveau jeu de clubs : 197 - 79 - 5 - 3"),
     FaultCode.SET_MISMATCH),
    (("1 échange : 13 -> 79", "1 changement : 5 -> 6"), FaultCode.REPEATED_LINE),
])
def test_fault_french_entries(lines: tuple[str, ...], code: FaultCode) -> None:
    text = "\n".join(["Partie : Ballesteros", "Joueur : Karl Napf", *lines])
    assert_faulty(apply(text), code)


@pytest.mark.parametrize("line", ["Best regards", "Je regarde le jardin", "The Economist",
                                  "Kind regards from the garden", "Passez une bonne journée"])
def test_french_words_are_whole_words(line: str) -> None:
    """``garde`` in ``regarde`` or ``garden``, ``economis`` in ``Economist``, ``pas`` in
    ``Passez`` are no words of an entry: the line is a greeting, ignored."""
    parsed = parse_entry(entry("1 Wechsel: 13 -> 79", line))
    assert not parsed.faults and not parsed.save


# --- folding --------------------------------------------------------------------------------

def german_english_fold(text: str) -> str:
    """``_fold`` as it was before the French forms: case, umlauts and spacing."""
    folds = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
    return " ".join(text.casefold().translate(folds).split())


@pytest.mark.parametrize("keyword", [
    "Partiename", "Partie", "Spiel", "Spielname", "Spieler (bzw. Pseudonym)", "Spielerin",
    "Pseudonym", "Name", "Neuer Schlägersatz", "Neue Schläger", "Schlaegersatz", "Satz",
    "2 Wechsel", "Schlägerwechsel", "Tausch", "Wechsel sparen", "Ich spare meinen Wechsel",
    "Wechselmöglichkeit aufsparen", "Kein Wechsel", "keiner", "nicht", "nie", "und",
    "Viele Grüße", "GRÖSSE", "Straße", "Game", "Game name", "Player name", "New clubs",
    "Club set", "2 swaps", "Save the swap", "No swap this time", "none", "don't", "never"])
def test_folding_leaves_german_and_english_keywords_as_they_were(keyword: str) -> None:
    assert _fold(keyword) == german_english_fold(keyword)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \t.,;:!-'>()|"
    "äöüÄÖÜß\u00a0"), max_size=60))
def test_folding_any_german_or_english_text_is_unchanged(text: str) -> None:
    assert _fold(text) == german_english_fold(text)


def test_folding_drops_french_accents() -> None:
    assert _fold("Échange  ÉCONOMISÉ série Ça où Île hôtel Noël à â è ê ë î ï ô ù û ç") == (
        "echange economise serie ca ou ile hotel noel a a e e e i i o u u c")
    assert _fold("Schläger Über GRÖẞE") == "schlaeger ueber groesse"


# --- the entries panel's example in every language --------------------------------------------

ROOT = Path(__file__).resolve().parents[3]
PLACEHOLDER = "Game: Ballesteros\nPlayer: Karl Napf\n2 swaps: 197 -> 112, 13 -> 79"
"""The example entry the entries panel shows (ui/pbm/league/entries_panel.py)."""
FRENCH_PLACEHOLDER = "Partie : Ballesteros\nJoueur : Karl Napf\n2 échanges : 197 -> 112, 13 -> 79"
"""The French translation recommended for ``PLACEHOLDER``."""


def placeholder_translation(language: str) -> str | None:
    """The translation of ``PLACEHOLDER`` in ``golfstudio_<language>.ts``, None if it has none."""
    root = ElementTree.parse(ROOT / "resources" / "translations" /
                             f"golfstudio_{language}.ts").getroot()
    for message in root.iter("message"):
        if message.findtext("source") == PLACEHOLDER:
            return message.findtext("translation") or None
    return None


def assert_example_entry(text: str) -> None:
    parsed = parse_entry(text)
    assert not parsed.faults
    assert (parsed.game, parsed.player) == ("Ballesteros", "Karl Napf")
    assert parsed.swaps == ((197, 112), (13, 79)) and parsed.swap_count == 2
    assert not parsed.save and parsed.clubs is None


def test_the_placeholder_is_the_panels() -> None:
    panel = (ROOT / "ui" / "pbm" / "league" / "entries_panel.py").read_text(encoding="utf-8")
    assert repr(PLACEHOLDER).replace("'", '"') in panel
    assert_example_entry(PLACEHOLDER)


def test_the_french_placeholder_is_a_sound_entry() -> None:
    assert_example_entry(FRENCH_PLACEHOLDER)


def test_the_german_placeholder_is_a_sound_entry() -> None:
    german = placeholder_translation("de")
    assert german is not None and german != PLACEHOLDER
    assert_example_entry(german)


@pytest.mark.parametrize("language", sorted(
    path.stem.removeprefix("golfstudio_")
    for path in (ROOT / "resources" / "translations").glob("golfstudio_*.ts")))
def test_every_languages_placeholder_is_a_sound_entry(language: str) -> None:
    assert_example_entry(placeholder_translation(language) or PLACEHOLDER)


def test_accents_typed_as_combining_marks_read_as_one_letter() -> None:
    """Some mail programs send "é" as "e" plus a combining accent (NFD): read alike."""
    import dataclasses
    import unicodedata

    for text in ("Partie : Ballesteros\nJoueur : Karl Napf\n2 échanges : 197 -> 112 et 13 -> 79",
                 "Partiename: Ballesteros\nSpieler: Karl Napf\n1 Schlägerwechsel: 197 -> 112"):
        composed, decomposed = parse_entry(text), parse_entry(unicodedata.normalize("NFD", text))
        assert decomposed == dataclasses.replace(composed, text=decomposed.text)
        assert not decomposed.faults
