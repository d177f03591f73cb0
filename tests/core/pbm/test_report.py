"""PBM Golf's publications: what an evaluation and an announcement publish (rule 8.3), what
they never do (club values and swaps, 8.2; rolled lengths, 5.6), and the private notes."""

from __future__ import annotations

import re
from datetime import date
from fractions import Fraction
from html.parser import HTMLParser

from golfstudio.pbm.evaluation import Evaluation, PlayerState, evaluate
from golfstudio.pbm.ranking import weighted_total
from golfstudio.pbm.report import announcement_html, evaluation_html, private_notes
from golfstudio.pbm.settings import GameSettings, parse_part

SETTINGS = GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                        random_parts=(parse_part("1d2"),) * 6)
EVE = "<b>Eve</b>"
CLUBS = {"Ann": (337, 211, 2, 1), EVE: (337, 211, 2, 1), "Bob": (313, 229, 10, 1),
         "Cy": (347, 199, 3, 1), "Dee": (323, 251, 4, 1)}
"""Club values no lane (11–62 m), stroke count, total or two-decimal point can show as a whole
number: any of them in the HTML would be a published club."""
_VOID = {"meta", "br", "hr", "img", "input", "link"}


class _Page(HTMLParser):
    """The document's text, its tables as rows of cell texts, and a check that every tag
    closes in order."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.tables: list[list[list[str]]] = []
        self.text: list[str] = []
        self.title = ""
        self.cell: list[str] | None = None
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in _VOID:
            self.open.append(tag)
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()
        if tag in ("td", "th") and self.cell is not None:
            self.tables[-1][-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] == "title":
            self.title += data
        if self.open and self.open[-1] == "style":
            return
        self.text.append(data)
        if self.cell is not None:
            self.cell.append(data)


def _page(html: str) -> _Page:
    assert html.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in html
    page = _Page()
    page.feed(html)
    page.close()
    assert page.open == [] and page.tags[0] == "html"
    assert page.title.strip()
    return page


def entry(player: str, *lines: str) -> str:
    return "\n".join(["Partiename: Test", f"Spieler: {player}", *lines])


def _evaluation() -> Evaluation:
    """Ann saves by entry, Eve plays automatically with Ann's clubs (a shared place), Bob's
    entry is faulty and loses a fifth swap, Cy is absent, Dee saves a fifth swap and loses it."""
    players = [PlayerState("Ann", CLUBS["Ann"], 0, entered_last=True),
               PlayerState(EVE, CLUBS[EVE], 1, entered_last=True),
               PlayerState("Bob", CLUBS["Bob"], 4, entered_last=True),
               PlayerState("Cy", CLUBS["Cy"], 2, entered_last=False),
               PlayerState("Dee", CLUBS["Dee"], 4, entered_last=True)]
    entries = [entry("Ann", "Wechsel sparen"), entry("Bob", "1 Wechsel: 7 -> 3"),
               entry("Dee", "Wechsel sparen")]
    return evaluate(SETTINGS, "Test", 12, 5, players, entries)


def _history(evaluation: Evaluation) -> list[dict[str, Fraction]]:
    """Eleven tournaments, the last this evaluation's: the oldest (Cy's 4321) no longer shows;
    Ann and Eve share every result; Bob missed all but the last."""
    older = [{"Ann": Fraction(1000), EVE: Fraction(1000), "Cy": Fraction(500),
              "Dee": Fraction(700)} for _ in range(10)]
    older[0]["Cy"] = Fraction(4321)
    older[3].pop("Dee")
    return [*older, dict(evaluation.points)]


def test_the_evaluation_publishes_lanes_results_absent_and_ranking() -> None:
    evaluation = _evaluation()
    history = _history(evaluation)
    players = ["Ann", EVE, "Bob", "Cy", "Dee"]
    html = evaluation_html("Test & Co", SETTINGS, evaluation, history, players)
    page = _page(html)
    assert "Test &amp; Co" in html and "Test & Co" in page.title
    lanes, results, ranking = page.tables
    assert lanes[0][1:] == ["1", "2", "3", "4", "5", "6"]
    assert lanes[1][1:] == ["10 + 1d2", "20 + 1d2", "30 + 1d2", "40 + 1d2", "50 + 1d2",
                            "60 + 1d2"]
    assert lanes[2][1:] == [str(length) for length in evaluation.lanes]

    by_player = {row[1]: row for row in results[1:]}
    assert set(by_player) == {"Ann", EVE, "Bob", "Dee"}
    for played in evaluation.results:
        assert by_player[played.player][2:] == [*(str(s) for s in played.lanes),
                                                str(played.total)]
    # Bob 28, Dee 42, Ann and Eve 58 with the same clubs: places 3 and 4 shared.
    assert [(row[0], row[1]) for row in results[1:]] == [("1", "Bob"), ("2", "Dee"),
                                                         ("3=", EVE), ("3=", "Ann")]
    assert "Absent: Cy" in "".join(page.text)

    header, numbers, *lines = ranking
    assert numbers == [str(n) for n in range(3, 13)]  # the last ten of tournaments 2–12
    rows = {row[1]: row for row in lines}
    assert list(rows) == sorted(players, key=lambda p: (
        -weighted_total([h.get(p, Fraction(0)) for h in history]), p))
    for player in players:
        total = weighted_total([h.get(player, Fraction(0)) for h in history])
        assert rows[player][-1] == f"{round(float(total), 2):,.2f}"
    assert rows["Bob"][2:-1] == ["–"] * 9 + [f"{float(evaluation.points['Bob']):,.2f}"]
    assert rows["Cy"][2:-1] == ["500.00"] * 9 + ["–"]
    assert rows["Dee"][4] == "–"  # tournament 5, the fourth of the eleven
    assert "4321.00" not in html
    assert [row[0] for row in lines] == ["1=", "1=", "3", "4", "5"]
    assert rows["Ann"][-1] == "7,378.32"  # 9 × 1000 weighted 10 %–98 % = 5700, + 1678.32
    assert "Total points" in header


def test_names_are_escaped_and_no_club_value_is_published() -> None:
    evaluation = _evaluation()
    html = evaluation_html("<i>Test</i>", SETTINGS, evaluation, _history(evaluation),
                           ["Ann", EVE, "Bob", "Cy", "Dee"])
    page = _page(html)
    assert "<b>" not in html and "<i>" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html
    assert "b" not in page.tags and "i" not in page.tags
    text = " ".join(page.text) + html
    for player, clubs in CLUBS.items():
        for club in clubs[:2]:
            assert not re.search(rf"(?<![\d.]){club}(?![\d])", text), (player, club)
    assert "swap" not in text.lower() and "automatic" not in text.lower()


def test_the_announcement_shows_base_values_and_random_parts_never_lengths() -> None:
    settings = GameSettings()
    html = announcement_html("Ballesteros", settings, 13, date(2025, 3, 1))
    page = _page(html)
    (lanes,) = page.tables
    assert [row[3] for row in lanes[1:]] == ["100 + 1d3", "150 + 1d4", "200 + 1d6", "250 + 2d2",
                                             "300 + 2d3", "350 + 2d4"]
    assert "Sat 01 Mar 2025" in html and "13" in page.title
    numbers = {int(n) for n in re.findall(r"\d+", " ".join(page.text))}
    allowed = {1, 2, 3, 4, 5, 6, 13, 2025, 100, 150, 200, 250, 300, 350}
    assert numbers <= allowed  # no rolled length (101–358) beyond the base values


def test_private_notes_only_for_faulty_entries_and_lost_swaps() -> None:
    evaluation = _evaluation()
    notes = private_notes("Test", evaluation)
    assert set(notes) == {"Bob", "Dee"}
    assert notes["Bob"].startswith("Test, tournament 12\n")
    assert evaluation.outcomes["Bob"].private_message() in notes["Bob"]
    assert "rule 9.5" in notes["Dee"] and not evaluation.outcomes["Dee"].faulty
    assert private_notes("Other", evaluation)["Bob"].startswith("Other, tournament 12\n")
