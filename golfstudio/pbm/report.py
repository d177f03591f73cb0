"""PBM Golf's publications: an evaluation's results and ranking list, the next tournament's
announcement, and the private notes to players whose entry went wrong (pbm-golf.md,
"Tournaments and lanes", "Ranking list", "Entries and club swaps").

Pure functions returning text: a small, complete HTML document for printing or mailing, and
plain text for the private notes. Every user-written string (the game's and the players'
names) passes through ``html.escape``. What is published follows rule 8.3 — the strokes on
each lane, the total and place, the ranking list with each player's last ten results — and
never what rule 8.2 keeps private: club values and swaps made or saved (not even whether a
player took part by an automatic entry, which says a swap was saved). The announcement shows
the lanes' base values and random parts, never the rolled lengths (5.6).

>>> from golfstudio.pbm.settings import GameSettings
>>> "250 + 2d2" in announcement_html("Ballesteros", GameSettings(), 2, date(2025, 3, 1))
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from fractions import Fraction
from html import escape

from golfstudio import i18n
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.pbm.evaluation import Evaluation
from golfstudio.pbm.ranking import WEIGHTS, places, weighted_total
from golfstudio.pbm.settings import GameSettings

__all__ = ["ABSENT_MARK", "announcement_html", "evaluation_html", "private_notes"]

ABSENT_MARK = "–"
"""A ranking list's cell for a tournament the player did not take part in."""
_ANNOUNCED_COLUMNS = (QT_TR_NOOP("Lane"), QT_TR_NOOP("Base value (m)"), QT_TR_NOOP("Random part"),
                      QT_TR_NOOP("Length (m)"))
"""The announcement's table header (translated where it is made)."""
_STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #000; background: #fff; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.4em; }
table { border-collapse: collapse; margin: 0.4em 0 1em; }
th, td { border: 1px solid #777; padding: 0.2em 0.6em; }
th { background: #eee; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
@media print { body { margin: 0; } table { page-break-inside: avoid; } th { background: none; } }
"""


def _document(title: str, body: Iterable[str]) -> str:
    """A complete HTML document; ``title`` is already escaped, ``body`` is markup."""
    language = tr("en", "the HTML language code of a PBM Golf publication")
    return "\n".join(["<!DOCTYPE html>", f'<html lang="{escape(language)}">', "<head>",
                      '<meta charset="utf-8">', f"<title>{title}</title>",
                      f"<style>{_STYLE}</style>", "</head>", "<body>", *body,
                      "</body>", "</html>", ""])


def _row(cells: Iterable[str], *, header: bool = False, numeric_from: int = 0) -> str:
    """One table row of markup cells; cells from ``numeric_from`` on are right-aligned."""
    tag = "th" if header else "td"
    parts = [f'<{tag} class="num">{c}</{tag}>' if i >= numeric_from else f"<{tag}>{c}</{tag}>"
             for i, c in enumerate(cells)]
    return f"<tr>{''.join(parts)}</tr>"


def _shown(points: Fraction) -> str:
    """Points kept unrounded, shown to two decimals, halves rounded up (rules, *Decision*),
    with the user's decimal sign (``i18n.decimal``)."""
    cents = math.floor(points * 100 + Fraction(1, 2))
    return i18n.decimal(cents / 100, 2)


def _place(first: int, last: int) -> str:
    """``2`` alone, ``2=`` for a place shared by equal results."""
    return f"{first}=" if last > first else str(first)


def evaluation_html(game: str, settings: GameSettings, evaluation: Evaluation,
                    history: Sequence[Mapping[str, Fraction]], players: Sequence[str]) -> str:
    """The evaluation's publication (rule 8.3): the tournament's lanes, every player's strokes
    per lane, total and place, the absent, and the ranking list of ``players`` (the game's
    players) with their last ten results and weighted total.

    ``history`` holds the points of the game's tournaments, oldest first, the last being this
    evaluation's; a player missing from one did not take part (shown ``–``, counting 0).
    ``settings`` is the game's: each lane shows its base value and random part beside the
    length rolled for this tournament.
    """
    number = evaluation.number
    title = tr("{game} — tournament {number}").format(game=escape(game), number=number)
    body = [f"<h1>{title}</h1>", "<h2>" + escape(tr("Lanes")) + "</h2>", "<table>",
            _row([escape(tr("Lane")), *(str(i) for i in range(1, len(evaluation.lanes) + 1))],
                 header=True, numeric_from=1),
            _row([escape(tr("Base + random part")),
                  *(f"{base} + {part}" for base, part in
                    zip(settings.base_values, settings.random_parts, strict=True))],
                 numeric_from=1),
            _row([escape(tr("Length (m)")), *(str(length) for length in evaluation.lanes)],
                 numeric_from=1),
            "</table>"]

    body += ["<h2>" + escape(tr("Results")) + "</h2>"]
    if evaluation.results:
        shared = places({r.player: r.total for r in evaluation.results})
        body += ["<table>",
                 _row([escape(tr("Place", "a rank in a table")), escape(tr("Player")),
                       *(escape(tr("Lane {number}").format(number=i))
                         for i in range(1, len(evaluation.lanes) + 1)), escape(tr("Total"))],
                      header=True, numeric_from=2)]
        body += [_row([_place(*shared[r.player]), escape(r.player),
                       *(str(s) for s in r.lanes), str(r.total)], numeric_from=2)
                 for r in evaluation.results]
        body += ["</table>"]
    else:
        body += ["<p>" + escape(tr("Nobody played this tournament.")) + "</p>"]
    absent = (", ".join(escape(name) for name in evaluation.absent)
              or escape(tr("none", "nobody absent")))
    body += ["<p>" + escape(tr("Absent: {names}")).format(names=absent) + "</p>"]

    body += ["<h2>" + escape(tr("Ranking list")) + "</h2>",
             *_ranking_table(number, history, players)]
    return _document(title, body)


def _ranking_table(number: int, history: Sequence[Mapping[str, Fraction]],
                   players: Sequence[str]) -> list[str]:
    """The ranking list: highest weighted total first, equal totals sharing a place, then by
    name; the columns are the game's last ten tournaments (fewer in a young game)."""
    shown = list(history)[-len(WEIGHTS):]
    first_number = number - len(shown) + 1
    names = list(dict.fromkeys(players))
    totals = {name: weighted_total([points.get(name, Fraction(0)) for points in history])
              for name in names}
    ordered = sorted(names, key=lambda name: (-totals[name], name))
    span: dict[Fraction, tuple[int, int]] = {}
    for index, name in enumerate(ordered, start=1):
        first, _ = span.get(totals[name], (index, index))
        span[totals[name]] = (first, index)
    columns = len(shown)
    lines = ["<table>",
             '<tr><th rowspan="2">' + escape(tr("Place", "a rank in a table")) + "</th>"
             '<th rowspan="2">' + escape(tr("Player")) + "</th>"
             + (f'<th colspan="{columns}">' + escape(tr("Points per tournament")) + "</th>"
                if columns else "")
             + '<th rowspan="2" class="num">' + escape(tr("Total points")) + "</th></tr>",
             _row([str(first_number + i) for i in range(columns)], header=True)]
    for name in ordered:
        results = [_shown(points[name]) if name in points else ABSENT_MARK for points in shown]
        lines.append(_row([_place(*span[totals[name]]), escape(name), *results,
                           _shown(totals[name])], numeric_from=2))
    lines.append("</table>")
    return lines


def private_notes(game: str, evaluation: Evaluation) -> dict[str, str]:
    """The private plain-text note for each player whose entry was faulty (9.6) or lost a
    swap (9.5), headed with the game and the tournament; nobody else gets one. Plain text
    for the player alone, so it may speak of their swaps, never of anyone else."""
    heading = tr("{game}, tournament {number}").format(game=game, number=evaluation.number)
    notes: dict[str, str] = {}
    for player, outcome in evaluation.outcomes.items():
        message = outcome.private_message()
        if not message and outcome.swap_lost:  # a sound entry that saved a fifth swap
            message = tr("Your entry was carried out. You already held four saved swaps, so "
                         "this entry's swap is lost (rule 9.5).")
        if message:
            notes[player] = f"{heading}\n\n{message}\n"
    return notes


def announcement_html(game: str, settings: GameSettings, number: int, deadline: date) -> str:
    """The announcement of tournament ``number``: each lane's base value and random part
    (``250 + 2d2``) and the entry deadline — never the rolled lengths (5.6)."""
    title = tr("{game} — tournament {number}: announcement").format(game=escape(game),
                                                                      number=number)
    body = [f"<h1>{title}</h1>",
            "<p>" + escape(tr("Entry deadline: {day}")).format(day=escape(i18n.day(deadline)))
            + "</p>",
            "<p>" + escape(tr("Each lane is its base value plus its random part: xdy is the sum "
                              "of x rolls of a y-sided die. The lengths are rolled when the "
                              "tournament starts.")) + "</p>",
            "<table>", _row([escape(tr(text)) for text in _ANNOUNCED_COLUMNS], header=True)]
    body += [_row([str(lane), str(base), str(part), f"{base} + {part}"])
             for lane, (base, part) in enumerate(zip(settings.base_values,
                                                     settings.random_parts, strict=True),
                                                 start=1)]
    body += ["</table>"]
    return _document(title, body)
