"""The night's money, live beside the standings and on paper: each player's net amount, who
pays whom ("Bob pays Ann 12.50", the fewest transfers), what each format contributed and the
skins pot with its leftover cents and unawarded skins.

What it shows is ``gamenight.night.night_money``: every format played for stakes adds its
settlement, computed by the core from the scores and events entered so far, so an edited
score re-decides it. A format the core refuses (a wolf hole without a choice, a press that an
edit made invalid) is named as not counted; its own panel says why.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from golfstudio.gamenight.night import NightMoney
from golfstudio.scoring.settlement import Transfer, amount_text
from ui import theme
from ui.gamenight.results_panel import pot_text, signed_amount
from ui.gamenight.standings_panel import format_title


def transfer_text(transfer: Transfer) -> str:
    """"Bob pays Ann 12.50" in the user's language (``settlement.transfer_line``'s words)."""
    return QCoreApplication.translate("Settlement", "{payer} pays {payee} {amount}").format(
        payer=transfer.payer, payee=transfer.payee, amount=amount_text(transfer.cents))


def settlement_html(money: NightMoney) -> str:
    """The settlement as rich text: balances, transfers, each format's part, the pot."""
    muted = theme.TEXT_MUTED.name()
    rows = "".join(
        f'<tr><td>{html.escape(name)}</td><td align="right"><b>'
        f"{html.escape(signed_amount(cents))}</b></td></tr>"
        for name, cents in money.balances.items())
    out = [f'<table cellspacing="0" cellpadding="2">{rows}</table>']
    if money.settlement.transfers:
        out.append("<p><b>" + "<br>".join(html.escape(transfer_text(t))
                                          for t in money.settlement.transfers) + "</b></p>")
    else:
        square = QCoreApplication.translate("Settlement", "All square: nobody pays")
        out.append(f"<p>{html.escape(square)}</p>")
    lines = []
    for part in money.parts:
        amounts = " · ".join(f"{name} {signed_amount(cents)}"
                             for name, cents in part.balances.items() if cents)
        lines.append(f"{format_title(part.played)}: " + (amounts or QCoreApplication.translate(
            "Settlement", "nothing yet")))
        if part.pot is not None:
            lines.append(pot_text(dict(part.pot)))
        for (first, second), pair_balances in part.pairs:  # a round-robin Nassau, pair by pair
            cents = pair_balances.get(first, 0)
            lines.append("– " + QCoreApplication.translate(
                "Settlement", "{first} v {second}: {amount}").format(
                first=first, second=second,
                amount=f"{first} {signed_amount(cents)}" if cents
                else QCoreApplication.translate("Settlement", "square")))
    for played in money.refused:
        lines.append(QCoreApplication.translate(
            "Settlement", "{format}: not counted while it cannot be scored").format(
            format=format_title(played)))
    if lines:
        out.append(f'<p style="color:{muted}">'
                   + "<br>".join(html.escape(line) for line in lines) + "</p>")
    if not money.settlement.exact:
        out.append(f'<p style="color:{muted}">' + html.escape(QCoreApplication.translate(
            "Settlement", "Many players: the transfers clear every balance but may not be the "
            "fewest possible.")) + "</p>")
    return "".join(out)


class SettlementPanel(QFrame):
    """``show_money(money)``: the settlement so far; hidden when nothing is played for money."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setFixedWidth(300)
        col = QVBoxLayout(self)
        col.setContentsMargins(16, 12, 16, 14)
        col.setSpacing(4)
        self.title = QLabel(self.tr("Settlement"), self)
        self.title.setObjectName("sectionTitle")
        self.title.setFont(theme.scaled_font(self, 1.1, bold=True))
        self.note = QLabel(self.tr("So far, every format played for money, every round"),
                           self)
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        self.body = QLabel(self)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        col.addWidget(self.title)
        col.addWidget(self.note)
        col.addSpacing(4)
        col.addWidget(self.body)
        col.addStretch(1)
        self.money: NightMoney | None = None
        self.hide()

    def show_money(self, money: NightMoney | None) -> None:
        self.money = money
        if money is None:
            self.body.clear()
            self.hide()
            return
        self.body.setText(settlement_html(money))
        self.show()

    def lines(self) -> list[str]:
        """The transfer lines shown ("Bob pays Ann 12.50"), for tests and accessibility."""
        if self.money is None:
            return []
        return [transfer_text(t) for t in self.money.settlement.transfers]
