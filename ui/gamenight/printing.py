"""A night on paper: each round's scorecard as a table, then the results in every format the
night plays (with each format's money), and the Settlement — each player's net amount and
who pays whom — when the night is played for stakes, as one HTML ``QTextDocument`` printed
to a printer or to a PDF file.

The results are the same the night page shows (``gamenight.night.standings``, laid out by the
results panel's per-format layouts), so paper and screen never disagree. HTML rather than
QPainter: the text document paginates, and the PDF keeps real text (searchable, and the
test reads the players' names back from it).
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPageLayout, QTextDocument
from PySide6.QtWidgets import QWidget

from golfstudio.gamenight.night import (
    NightState,
    load_night,
    round_events,
    rounds_money,
    standings,
)
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format
from golfstudio.store import Store
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.results_panel import _LAYOUTS, format_title, money_html
from ui.gamenight.settlement_panel import settlement_html
from ui.printing import (
    AskPrinter,
    PreviewPages,
    ask_printer,
    html_document,
    preview_pages,
    print_html,
    save_pdf,
)

__all__ = ["AskPrinter", "PreviewPages", "ask_printer", "night_document", "night_html",
           "preview_pages", "print_night", "save_night_pdf"]


def _cell(value: object, tag: str = "td", style: str = "") -> str:
    shown = "" if value is None else html.escape(str(value))
    return f'<{tag} align="center"{f" style={chr(34)}{style}{chr(34)}" if style else ""}>' \
           f"{shown}</{tag}>"


def _scorecard(state: NightState, cells: dict[tuple[int, int], int]) -> str:
    holes = len(state.holes)
    player_label = QCoreApplication.translate("NightPrinting", "Player")
    total_label = QCoreApplication.translate("NightPrinting", "Total")
    net_label = QCoreApplication.translate("NightPrinting", "Net")
    head = _cell(player_label, "th") + "".join(_cell(h, "th") for h in range(1, holes + 1)) \
        + _cell(total_label, "th") + _cell(net_label, "th")
    par_label = QCoreApplication.translate("NightPrinting", "Par")
    par = _cell(par_label, "td", "color:#5f6b62") + "".join(
        _cell(h.par, "td", "color:#5f6b62") for h in state.holes) \
        + _cell(sum(h.par for h in state.holes), "td", "color:#5f6b62") + _cell("")
    si = _cell(QCoreApplication.translate("NightPrinting", "SI", "stroke index"), "td",
               "color:#5f6b62") + "".join(
        _cell(h.si, "td", "color:#5f6b62") for h in state.holes) + _cell("") + _cell("")
    rows = []
    for seat in state.seats:
        scores = [cells.get((seat.player_id, h)) for h in range(1, holes + 1)]
        total = sum(s for s in scores if s is not None)
        played = any(s is not None for s in scores)
        name = f"{html.escape(seat.name)} ({seat.course_handicap})"
        rows.append(f'<tr><td align="left"><b>{name}</b></td>'
                    + "".join(_cell(s) for s in scores)
                    + _cell(total if played else "", "td", "font-weight:bold")
                    + _cell(total - seat.course_handicap if played else "") + "</tr>")
    border = theme.BORDER.name()
    return (f'<table border="1" cellspacing="0" cellpadding="3" width="100%" '
            f'style="border-color:{border}; border-collapse:collapse">'
            f"<tr>{head}</tr><tr>{par}</tr><tr>{si}</tr>{''.join(rows)}</table>")


def night_html(store: Store, night_id: int) -> str:
    """The printable night: title, each round's card, the results of the last round — in the
    light scheme's colours whatever the screen shows: it goes on white paper."""
    with theme.on_paper():
        return _night_html(store, night_id)


def _night_html(store: Store, night_id: int) -> str:
    state = load_night(store, night_id)
    night = state.night
    where = f" · {night.place}" if night.place else ""
    title = QCoreApplication.translate("NightPrinting", "{game} night · {date}{place}").format(
        game=game_title(state.game), date=night.played_on.isoformat(), place=where)
    course = QCoreApplication.translate(
        "NightPrinting", "Course: {course} · players: {players}").format(
        course=state.course.name, players=", ".join(state.names))
    parts = [f'<h1 style="color:{theme.ACCENT_DARK.name()}">{html.escape(title)}</h1>',
             f"<p>{html.escape(course)}</p>"]
    live = None
    for number, round_id in enumerate(state.round_ids, 1):
        cells = store.round_scores(round_id)
        heading = QCoreApplication.translate("NightPrinting", "Round {number}").format(
            number=number)
        parts.append(f"<h2>{html.escape(heading)}</h2>{_scorecard(state, cells)}")
        live = state.live(cells)
    if live is not None and state.formats:
        results = QCoreApplication.translate("NightPrinting", "Results")
        parts.append(f"<h2>{html.escape(results)}</h2>")
        night_results = standings(state, live, round_events(store, state, state.round_ids[-1]))
        for standing in night_results:
            fmt, options = standing.played.to_scoring()
            name = (QCoreApplication.translate("NightPrinting", "{format} (net)").format(
                format=format_title(fmt)) if options.net else format_title(fmt))
            parts.append(f"<h3>{html.escape(name)}</h3>")
            if isinstance(standing.result, ScoreError):
                parts.append(f"<p><i>{html.escape(str(standing.result))}</i></p>")
                continue
            layout = _LAYOUTS.get(fmt) if fmt is not Format.TOURNAMENT else None
            if layout is None:
                several = QCoreApplication.translate(
                    "NightPrinting", "Scored over several rounds: see the standings.")
                parts.append(f"<p><i>{html.escape(several)}</i></p>")
                continue
            headline, details = layout(standing.result, options)
            parts.append(f"<p><b>{html.escape(headline)}</b></p>{details}"
                         f"{money_html(standing.result)}")
        money = rounds_money(store, state)  # every round of the night
        if money is not None:
            heading = QCoreApplication.translate("NightPrinting", "Settlement")
            parts.append(f"<h2>{html.escape(heading)}</h2>{settlement_html(money)}")
    return "<html><body>" + "".join(parts) + "</body></html>"


def night_document(store: Store, night_id: int) -> QTextDocument:
    return html_document(night_html(store, night_id))


def save_night_pdf(store: Store, night_id: int, path: Path) -> None:
    """Write the night as an A4 landscape PDF (an 18-hole card fits across the page); an
    ``OSError`` says why the file could not be written (the pages show its reason)."""
    save_pdf(night_html(store, night_id), path, orientation=QPageLayout.Orientation.Landscape,
             title=QCoreApplication.translate("NightPrinting", "GolfStudio night"))


def print_night(store: Store, night_id: int, parent: QWidget | None = None,
                ask: AskPrinter = ask_printer, preview: PreviewPages = preview_pages) -> bool:
    """Ask for a printer, preview and print (both dialogs are injectable for tests); False if
    cancelled. Landscape is the default the dialog opens with (an 18-hole card fits across
    the page); the user's choice of paper and orientation is kept."""
    return print_html(night_html(store, night_id), parent, ask, preview,
                      orientation=QPageLayout.Orientation.Landscape)
