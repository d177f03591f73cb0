"""The results of a round in every format that applies to its card, side by side.

Each section shows what ``golfstudio.scoring.formats.score`` returns and nothing more: the
panel picks the formats that fit the card's shape (two players for match play, teams for best
ball), passes the options the user ticked, and lays the JSON-ready result out. When the core
refuses a format (a Nassau over an odd number of holes) its message is shown in the section.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import NASSAU_FORMATS, Format, Options, score, strokes_for
from golfstudio.scoring.formats import format_title as scoring_format_title
from golfstudio.scoring.settlement import amount_text
from golfstudio.scoring.sides import Strokes
from ui import theme

# The layout functions below are module functions, not QObject methods: their texts are
# translated under the context "ResultsPanel" (_STROKES_NOTE when shown; the formats' titles
# come translated from the core, ``golfstudio.scoring.formats.format_title``), always
# written out: pyside6-lupdate reads a literal context, not a variable.

_STROKES_NOTE = {
    Strokes.GROSS: str(QT_TRANSLATE_NOOP("ResultsPanel", "Gross scores")),
    Strokes.FULL: str(QT_TRANSLATE_NOOP("ResultsPanel", "Net scores, full handicaps")),
    Strokes.DIFFERENCE: str(QT_TRANSLATE_NOOP(
        "ResultsPanel", "Net scores, strokes off the lowest handicap")),
}


def format_title(fmt: Format | StrEnum) -> str:
    """A format's name in the user's language (the format's id for one not named here); a
    stored format (``golfstudio.store.Format``, the same values) is named the same."""
    return scoring_format_title(Format(fmt.value))  # the core's words, already translated

COLUMNS = 3


def formats_for(card: RoundCard) -> list[Format]:
    """The formats a card's shape calls for, in the order the panel shows them.

    Match play and Nassau are head-to-head games, so they appear for exactly two players;
    best ball appears when the file has teams. Anything finer (an odd number of holes for a
    Nassau, teams of three) is the core's to refuse, and the section then says why.
    """
    formats = [Format.STROKE, Format.STABLEFORD, Format.SKINS]
    if len(card.players) == 2:
        formats += [Format.MATCH, Format.NASSAU]
    if card.teams:
        formats += [Format.BESTBALL_STROKE, Format.BESTBALL_MATCH, Format.BESTBALL_NASSAU]
    return formats


# --- laying a result out -------------------------------------------------------------------
# Column headings of the result tables, marked for lupdate and translated by _header().
_HEADERS = (
    QT_TRANSLATE_NOOP("ResultsPanel", "Player"), QT_TRANSLATE_NOOP("ResultsPanel", "Gross"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Net"), QT_TRANSLATE_NOOP("ResultsPanel", "Points"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Team"), QT_TRANSLATE_NOOP("ResultsPanel", "Total"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Skins"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Holes (skins)"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Side"), QT_TRANSLATE_NOOP("ResultsPanel", "Holes won"),
    QT_TRANSLATE_NOOP("ResultsPanel", "Bet"), QT_TRANSLATE_NOOP("ResultsPanel", "Winner"),
)


def _header(text: str) -> str:
    return QCoreApplication.translate("ResultsPanel", text)


def _names(names: Sequence[str]) -> str:
    if len(names) < 2:
        return names[0]
    return QCoreApplication.translate("ResultsPanel", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1])


def _table(header: Sequence[str], rows: Sequence[Sequence[object]],
           bold_column: int | None = None) -> str:
    """A small rich-text table; QLabel renders this subset of HTML."""
    muted = theme.TEXT_MUTED.name()
    first_is_label = bool(header and header[0])  # "Bet" rows are labels, places are numbers

    def cell(tag: str, i: int, value: object) -> str:
        align = "left" if i == 1 or (i == 0 and first_is_label) else "right"
        text = html.escape(str(value))
        if bold_column == i and tag == "td":
            text = f"<b>{text}</b>"
        colour = f' style="color:{muted}"' if tag == "th" else ""
        return f'<{tag} align="{align}"{colour}>{text}</{tag}>'

    head = "".join(cell("th", i, h) for i, h in enumerate(header))
    body = "".join(
        "<tr>" + "".join(cell("td", i, v) for i, v in enumerate(row)) + "</tr>" for row in rows
    )
    return f'<table width="100%" cellspacing="0" cellpadding="3"><tr>{head}</tr>{body}</table>'


def _places(standings: Sequence[dict[str, Any]]) -> list[str]:
    """Places as a leaderboard writes them: a shared place is "T3"; a player who joined late
    has no place but "thru 9", the holes they played (scoring.md turn 3: ranked apart)."""
    shared = Counter(s["place"] for s in standings if s["place"] is not None)
    tied = QCoreApplication.translate("ResultsPanel", "T{place}", "a place shared on a leaderboard")
    thru = QCoreApplication.translate("ResultsPanel", "thru {holes}",
                                      "a late player's holes played, ranked apart")
    return [thru.format(holes=s.get("thru", 0)) if s["place"] is None
            else tied.format(place=s["place"]) if shared[s["place"]] > 1 else str(s["place"])
            for s in standings]


def _late_note(standings: Sequence[dict[str, Any]]) -> str:
    """Why a latecomer is listed apart: they joined late and are out of this bet's money."""
    late = [s for s in standings if s.get("late")]
    if not late:
        return ""
    joined = [QCoreApplication.translate("ResultsPanel", "{name} from hole {hole}").format(
        name=s["name"], hole=s["from_hole"]) if s.get("from_hole") is not None
        else QCoreApplication.translate("ResultsPanel", "{name}, no score yet").format(
            name=s["name"]) for s in late]
    line = QCoreApplication.translate(
        "ResultsPanel", "Joined late, ranked apart and out of this bet: {players}").format(
        players="; ".join(joined))
    return f'<p style="color:{theme.TEXT_MUTED.name()}">{html.escape(line)}</p>'


def _leaders(standings: Sequence[dict[str, Any]]) -> str:
    first = [s["name"] for s in standings if s["place"] == 1]
    if not first:
        return QCoreApplication.translate("ResultsPanel", "No result")
    if len(first) == 1:
        return QCoreApplication.translate("ResultsPanel", "Winner: {name}").format(name=first[0])
    return QCoreApplication.translate("ResultsPanel", "Tied first: {names}").format(
        names=_names(first))


def _stroke(result: dict[str, Any], options: Options) -> tuple[str, str]:
    standings = result["standings"]
    rows = [(place, s["name"], s["gross"], s["net"])
            for place, s in zip(_places(standings), standings, strict=True)]
    return _leaders(standings), _table(("", _header("Player"), _header("Gross"),
                                                _header("Net")), rows,
                                       bold_column=3 if options.net else 2) + _late_note(
        standings)


def _stableford(result: dict[str, Any], options: Options) -> tuple[str, str]:
    standings = result["standings"]
    rows = [(place, s["name"], s["points"])
            for place, s in zip(_places(standings), standings, strict=True)]
    return _leaders(standings), _table(("", _header("Player"), _header("Points")),
                                       rows, bold_column=2) + _late_note(standings)


def _bestball_stroke(result: dict[str, Any], options: Options) -> tuple[str, str]:
    standings = result["standings"]
    rows = [(place, s["name"], s["total"])
            for place, s in zip(_places(standings), standings, strict=True)]
    return _leaders(standings), _table(("", _header("Team"), _header("Total")),
                                       rows, bold_column=2)


def _skins(result: dict[str, Any], options: Options) -> tuple[str, str]:
    won: dict[str, list[str]] = {}
    for hole in result["holes"]:
        if hole["winner"] is not None:
            value = f" ({hole['value']})" if hole["value"] != 1 else ""
            won.setdefault(hole["winner"], []).append(f"{hole['hole']}{value}")
    skins: dict[str, int] = result["skins"]
    rows = [("", name, count, ", ".join(won.get(name, [])) or "–")
            for name, count in skins.items()]
    most = max(skins.values(), default=0)
    leaders = [name for name, count in skins.items() if count == most]
    if most == 0:
        headline = QCoreApplication.translate("ResultsPanel", "No skins won")
    elif len(leaders) == 1:
        headline = QCoreApplication.translate(
            "ResultsPanel", "Most skins: {name} ({count})").format(
            name=leaders[0], count=most)
    else:
        headline = QCoreApplication.translate(
            "ResultsPanel", "Most skins: {names} ({count} each)").format(names=_names(leaders),
                                                                  count=most)
    details = _table(("", _header("Player"), _header("Skins"), _header("Holes (skins)")),
                     rows, bold_column=2)
    if result["unawarded"]:
        why = (QCoreApplication.translate("ResultsPanel", "carried past the last hole")
               if options.carry_over else QCoreApplication.translate("ResultsPanel", "tied holes"))
        unawarded = QCoreApplication.translate("ResultsPanel", "Unawarded skins: {count} ({why})")
        details += (f'<p style="color:{theme.TEXT_MUTED.name()}">'
                    f"{html.escape(unawarded.format(count=result['unawarded'], why=why))}</p>")
    return headline, details


def _match(result: dict[str, Any], options: Options) -> tuple[str, str]:
    if "holes_won" in result:  # more than two sides: the most holes won outright
        holes_won: dict[str, int] = result["holes_won"]
        winner = result["winner"]
        headline = (QCoreApplication.translate("ResultsPanel", "Winner: {name}").format(name=winner)
                    if winner else QCoreApplication.translate("ResultsPanel", "No outright winner"))
        rows = [("", name, n) for name, n in holes_won.items()]
        return headline, _table(("", _header("Side"), _header("Holes won")), rows,
                                bold_column=2)
    outcome = str(result["result"])
    headline = outcome[:1].upper() + outcome[1:]
    status: list[str] = result["status"]
    details = ""
    if status:
        played = len(status)
        details = QCoreApplication.translate("ResultsPanel", "After hole {hole}: {status}").format(
            hole=played, status=html.escape(status[-1]))
    return headline, details


def _segment(winner: str | None) -> str:
    return winner if winner is not None else QCoreApplication.translate("ResultsPanel", "Halved")


def _nassau(result: dict[str, Any], options: Options) -> tuple[str, str]:
    points: dict[str, int] = result["points"]
    headline = QCoreApplication.translate("ResultsPanel", "Points: {points}").format(
        points=" · ".join(f"{name} {n}" for name, n in points.items()))
    if "pairs" in result:
        return headline, _round_robin(result)
    rows: list[tuple[object, ...]] = [
        (QCoreApplication.translate("ResultsPanel", "Front"), _segment(result["front"])),
        (QCoreApplication.translate("ResultsPanel", "Back"), _segment(result["back"])),
        (QCoreApplication.translate("ResultsPanel", "Overall"), _segment(result["overall"])),
    ]
    for press in result.get("presses", []):
        # The segment is the core's word ("front", "back", "overall"), shown as it is.
        bet = QCoreApplication.translate("ResultsPanel", "Press {segment} from {hole}").format(
            segment=press["segment"], hole=press["from_hole"])
        if press.get("requested_by"):
            bet = QCoreApplication.translate("ResultsPanel", "{bet} (by {side})").format(
                bet=bet, side=press["requested_by"])
        rows.append((bet, _segment(press["winner"])))
    return headline, _table((_header("Bet"), _header("Winner")), rows)


def _round_robin(result: dict[str, Any]) -> str:
    """More than two sides: every pair's own Nassau, a short paragraph a pair (scoring.md
    turn 3): the pair and its money, each bet's winner, the presses with theirs. Paragraphs,
    not a table: a section is a third of the page wide and ten pairs must stay readable."""
    muted = theme.TEXT_MUTED.name()
    blocks: list[str] = []
    for pair in result["pairs"]:
        first, second = pair["sides"]
        title = QCoreApplication.translate("ResultsPanel", "{first} v {second}").format(
            first=first, second=second)
        if "money" in pair:
            cents = pair["money"][first]
            title += ": " + (f"{first} {signed_amount(cents)}" if cents
                             else QCoreApplication.translate("ResultsPanel", "square"))
        bets = QCoreApplication.translate(
            "ResultsPanel", "Front {front} · Back {back} · Overall {overall}").format(
            front=_segment(pair["front"]), back=_segment(pair["back"]),
            overall=_segment(pair["overall"]))
        lines = [bets]
        if pair.get("presses"):
            lines.append(QCoreApplication.translate("ResultsPanel", "Presses: {presses}").format(
                presses=", ".join(
                    QCoreApplication.translate("ResultsPanel", "{segment} {hole}: {winner}")
                    .format(segment=press["segment"], hole=press["from_hole"],
                            winner=_segment(press["winner"]))
                    for press in pair["presses"])))
        blocks.append(f"<p><b>{html.escape(title)}</b><br>"
                      f'<span style="color:{muted}">'
                      + "<br>".join(html.escape(line) for line in lines) + "</span></p>")
    note = QCoreApplication.translate(
        "ResultsPanel", "Round robin: every pair plays its own Nassau, presses within the pair.")
    return "".join(blocks) + f'<p style="color:{muted}">{html.escape(note)}</p>'


def _points(result: dict[str, Any], options: Options) -> tuple[str, str]:
    """Wolf, Vegas, Nines, Bingo-Bango-Bongo: points per side (player or team), most first,
    and what the last hole gave."""
    points: dict[str, int] = result["points"]
    ranked = sorted(points.items(), key=lambda item: -item[1])
    best = ranked[0][1] if ranked else 0
    leaders = [name for name, n in ranked if n == best]
    holes = [h for h in result.get("holes", []) if any(h["points"].values())]
    if not holes:
        headline = QCoreApplication.translate("ResultsPanel", "No points yet")
    elif len(leaders) == 1:
        headline = QCoreApplication.translate("ResultsPanel", "Leader: {name} ({points})").format(
            name=leaders[0], points=best)
    else:
        headline = QCoreApplication.translate(
            "ResultsPanel", "Tied first: {names}").format(names=_names(leaders))
    rows = [("", name, n) for name, n in ranked]
    details = _table(("", _header("Side" if "teams" in result else "Player"),
                      _header("Points")), rows, bold_column=2)
    last = result.get("holes", [])
    if last and "wolf" in last[-1]:
        hole = last[-1]
        if hole["partner"] is not None:
            how = QCoreApplication.translate("ResultsPanel", "with {partner}").format(
                partner=hole["partner"])
        elif hole["blind"]:
            how = QCoreApplication.translate("ResultsPanel", "blind lone wolf")
        else:
            how = QCoreApplication.translate("ResultsPanel", "lone wolf")
        line = QCoreApplication.translate(
            "ResultsPanel", "Hole {hole}: {wolf} {how}").format(hole=hole["hole"],
                                                                 wolf=hole["wolf"], how=how)
        details += f'<p style="color:{theme.TEXT_MUTED.name()}">{html.escape(line)}</p>'
    return headline, details


def money_html(result: dict[str, Any]) -> str:
    """A result's money (its ``"settlement"`` balances) and skins pot, as a short paragraph;
    empty when the format is not played for money."""
    settled = result.get("settlement")
    if not isinstance(settled, dict):
        return ""
    parts = [f"{name} {signed_amount(cents)}" for name, cents in settled["balances"].items()]
    line = QCoreApplication.translate("ResultsPanel", "Money: {amounts}").format(
        amounts=" · ".join(parts))
    out = f"<p><b>{html.escape(line)}</b></p>"
    pot = result.get("pot")
    if isinstance(pot, dict):
        out += f'<p style="color:{theme.TEXT_MUTED.name()}">{html.escape(pot_text(pot))}</p>'
    return out


def signed_amount(cents: int) -> str:
    """+12.50, −3.00, 0.00: a balance as the panels write it."""
    text = amount_text(abs(cents))
    return f"+{text}" if cents > 0 else f"−{text}" if cents < 0 else text


def pot_text(pot: dict[str, int]) -> str:
    """The skins pot in words: its size, each skin's share, the leftover cents and the
    unawarded skins (scoring.md, "Skins pot"). Counts are written "skins won: 3", not as a
    plural: this is a module function (pyside6-lupdate reads a computed plural only through
    ``self.tr``; docs/translations.md)."""
    if not pot["skins_won"]:
        text = QCoreApplication.translate(
            "ResultsPanel", "Pot {pot}: no skin won yet, every buy-in goes back").format(
            pot=amount_text(pot["cents"]))
    else:
        text = QCoreApplication.translate(
            "ResultsPanel", "Pot {pot}: {share} a skin (skins won: {won})").format(
            pot=amount_text(pot["cents"]), share=amount_text(pot["per_skin"]),
            won=pot["skins_won"])
        if pot["leftover_cents"]:
            text += QCoreApplication.translate(
                "ResultsPanel", "; leftover {cents} to the earliest skins").format(
                cents=amount_text(pot["leftover_cents"]))
    if pot["unawarded_skins"]:
        text += QCoreApplication.translate(
            "ResultsPanel", "; unawarded skins (no share): {count}").format(
            count=pot["unawarded_skins"])
    return text


_LAYOUTS = {
    Format.STROKE: _stroke,
    Format.STABLEFORD: _stableford,
    Format.SKINS: _skins,
    Format.MATCH: _match,
    Format.NASSAU: _nassau,
    Format.BESTBALL_STROKE: _bestball_stroke,
    Format.BESTBALL_MATCH: _match,
    Format.BESTBALL_NASSAU: _nassau,
    Format.WOLF: _points,
    Format.VEGAS: _points,
    Format.NINES: _points,
    Format.BINGO_BANGO_BONGO: _points,
}


# --- widgets -------------------------------------------------------------------------------
class ResultSection(QFrame):
    """One format's card: title, what strokes count, a headline and the details."""

    def __init__(self, fmt: Format, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.format = fmt
        self.setObjectName("card")
        # Ignored across: the grid's equal column stretch, not the text, sets the width.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        col = QVBoxLayout(self)
        col.setContentsMargins(16, 12, 16, 14)
        col.setSpacing(4)
        self.title = QLabel(format_title(fmt), self)
        self.title.setObjectName("sectionTitle")
        self.title.setFont(theme.scaled_font(self, 1.1, bold=True))
        self.strokes_note = QLabel(self)
        self.strokes_note.setObjectName("muted")
        # Both wrap: a card is a third of the page, and "Net scores, strokes off the lowest
        # handicap" or a long title in French or German was cut at its edge (issue 30 §5).
        self.title.setWordWrap(True)
        self.strokes_note.setWordWrap(True)
        col.addWidget(self.title)
        col.addWidget(self.strokes_note)
        col.addSpacing(4)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setFont(theme.scaled_font(self, 1.25, bold=True))
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QLabel(self)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.headline)
        col.addWidget(self.details)
        col.addStretch(1)

    def show_result(self, result: dict[str, Any], options: Options) -> None:
        headline, details = _LAYOUTS[self.format](result, options)
        details += money_html(result)
        self.headline.setObjectName("headline")
        self.headline.setText(headline)
        self.details.setText(details)
        self.details.setVisible(bool(details))
        status = result.get("status")
        self.headline.setToolTip(
            self.tr("Hole by hole:\n{lines}").format(
                lines="\n".join(f"{i}. {s}" for i, s in enumerate(status, 1)))
            if isinstance(status, list) and status else "")
        self.strokes_note.setText(
            QCoreApplication.translate("ResultsPanel",
                                       _STROKES_NOTE[strokes_for(self.format, options)]))
        self._restyle()

    def show_refusal(self, error: ScoreError) -> None:
        """The core's own reason why this format does not apply to the card."""
        self.headline.setObjectName("unavailable")
        self.headline.setText(self.tr("Not scored: {reason}").format(reason=error))
        self.headline.setToolTip("")
        self.details.clear()
        self.details.hide()
        self.strokes_note.setText(self.tr("Not scored"))
        self._restyle()

    def text(self) -> str:
        """Everything the section shows, as plain text (for tests and accessibility)."""
        return f"{self.title.text()}\n{self.headline.text()}\n{self.details.text()}"

    def _restyle(self) -> None:
        # The object name selects the stylesheet rule; re-polish so the change shows.
        self.headline.style().unpolish(self.headline)
        self.headline.style().polish(self.headline)


class ResultsPanel(QWidget):
    """Options on top, one section per applicable format below, recomputed on every change."""

    recomputed = Signal(object)  # dict[Format, dict | ScoreError]: what each section shows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsPanel")
        self._card: RoundCard | None = None
        self.sections: dict[Format, ResultSection] = {}
        self.results: dict[Format, dict[str, Any] | ScoreError] = {}

        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)
        bar = QHBoxLayout()
        bar.setSpacing(20)
        heading = QLabel(self.tr("Results"), self)
        heading.setObjectName("sectionTitle")
        heading.setFont(theme.scaled_font(self, 1.2, bold=True))
        self.net_box = QCheckBox(self.tr("Net (handicap strokes)"), self)
        self.net_box.setToolTip(self.tr("Score net of the handicap strokes each player receives"))
        self.carry_box = QCheckBox(self.tr("Skins carry over"), self)
        self.carry_box.setToolTip(self.tr("A tied hole's skin carries to the next hole"))
        self.press_box = QCheckBox(self.tr("Automatic presses"), self)
        self.press_box.setToolTip(self.tr("Nassau: a new bet starts when a side goes 2 down"))
        bar.addWidget(heading)
        bar.addSpacing(12)
        for box in (self.net_box, self.carry_box, self.press_box):
            box.toggled.connect(self.recompute)
            bar.addWidget(box)
        bar.addStretch(1)
        col.addLayout(bar)

        self._grid, scroll = section_grid(self, spacing=14)
        col.addWidget(scroll, 1)

    def options_for(self, fmt: Format) -> Options:
        """The ticked options that mean something for ``fmt`` (the core refuses the others)."""
        return Options(
            net=self.net_box.isChecked(),
            carry_over=self.carry_box.isChecked() and fmt is Format.SKINS,
            auto_press=self.press_box.isChecked() and fmt in NASSAU_FORMATS,
        )

    def set_card(self, card: RoundCard | None) -> None:
        self._card = card
        for section in self.sections.values():
            self._grid.removeWidget(section)
            section.deleteLater()
        self.sections = {}
        formats = formats_for(card) if card is not None else []
        for i, fmt in enumerate(formats):
            section = ResultSection(fmt, self._grid.parentWidget())
            self.sections[fmt] = section
            self._grid.addWidget(section, i // COLUMNS, i % COLUMNS)
        # Sections in a row share its height; the empty row below takes the spare space.
        rows = -(-len(formats) // COLUMNS)
        for row in range(max(self._grid.rowCount(), rows + 1)):
            self._grid.setRowStretch(row, 1 if row == rows else 0)
        self.press_box.setEnabled(any(f in NASSAU_FORMATS for f in formats))
        self.recompute()

    def recompute(self) -> None:
        self.results = {}
        if self._card is None:
            self.recomputed.emit(self.results)
            return
        for fmt, section in self.sections.items():
            options = self.options_for(fmt)
            try:
                result = score(fmt, [self._card], options)
            except ScoreError as exc:
                self.results[fmt] = exc
                section.show_refusal(exc)
            else:
                self.results[fmt] = result
                section.show_result(result, options)
        self.recomputed.emit(self.results)


def section_grid(parent: QWidget, *, spacing: int,
                 right_margin: int = 0) -> tuple[QGridLayout, QScrollArea]:
    """The grid of format sections, ``COLUMNS`` wide, in a vertical-only scroll area: the
    round-file results and the live standings lay their sections out alike."""
    host = QWidget(parent)
    grid = QGridLayout(host)
    grid.setContentsMargins(0, 0, right_margin, 0)
    grid.setSpacing(spacing)
    for c in range(COLUMNS):
        grid.setColumnStretch(c, 1)
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(host)
    return grid, scroll
