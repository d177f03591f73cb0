"""Settling up: players' net amounts in, the fewest transfers that clear them out.

scoring.md, "Settlement": the least number of transfers for balances that add up to zero is
n − g, where n counts the players with a non-zero balance and g is the greatest number of
groups the players can be split into that each add up to zero (a group of k needs k − 1
transfers, and no fewer when no part of it adds up to zero). Finding g is NP-hard in general;
a game night has few players, so for up to ``EXACT_LIMIT`` non-zero balances it is found
exactly by dynamic programming over subsets (2^n · n steps: 15 players take well under a
second). Beyond that a greedy rule is used (equal and opposite balances paired first, then the
largest debtor pays the largest creditor), which clears every balance but is not always the
fewest transfers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfstudio import i18n
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError

EXACT_LIMIT = 15
"""Up to this many non-zero balances the fewest transfers are found exactly."""


@dataclass(frozen=True)
class Transfer:
    payer: str
    payee: str
    cents: int


@dataclass(frozen=True)
class Settlement:
    """Each player's net amount (cents; positive: receives) and who pays whom.

    ``exact`` is False when the greedy rule was used (more than EXACT_LIMIT players with
    money to move), so the transfers may not be the fewest possible.
    """

    balances: Mapping[str, int]
    transfers: tuple[Transfer, ...]
    exact: bool = True

    def to_json(self) -> dict[str, object]:
        return {
            "balances": dict(self.balances),
            "transfers": [
                {"from": t.payer, "to": t.payee, "cents": t.cents} for t in self.transfers
            ],
        }


def amount_text(cents: int) -> str:
    """Cents as ``12.50`` (no currency: the night's currency is the players' business), with
    the user's separators in the app ("1 234,50"); exact, as a float is up to 10¹³ cents."""
    sign = "-" if cents < 0 else ""
    return sign + i18n.decimal(abs(cents) / 100, 2)


def transfer_line(transfer: Transfer) -> str:
    """One line of the printout: ``Bob pays Ann 12.50``."""
    return f"{transfer.payer} pays {transfer.payee} {amount_text(transfer.cents)}"


def add_up(*parts: Mapping[str, int]) -> dict[str, int]:
    """Sum several bets' amounts per player (every name of every part appears)."""
    total: dict[str, int] = {}
    for part in parts:
        for name, cents in part.items():
            total[name] = total.get(name, 0) + cents
    return total


def settle(balances: Mapping[str, int]) -> Settlement:
    """The fewest transfers clearing ``balances`` (exact up to EXACT_LIMIT non-zero ones).

    Transfers are listed payer by payer in the order of ``balances``; ties are broken by that
    order too, so the same balances always give the same transfers.
    """
    if sum(balances.values()) != 0:
        raise ScoreError(
            tr("balances must add up to zero to be settled, they add up to {total}").format(
                total=sum(balances.values())))
    names = [name for name, cents in balances.items() if cents != 0]
    values = [balances[name] for name in names]
    exact = len(names) <= EXACT_LIMIT
    groups = _zero_groups(values) if exact else [list(range(len(names)))]
    transfers: list[Transfer] = []
    for group in groups:
        if not exact:
            transfers.extend(_pair_equal_opposites(names, values, group))
        transfers.extend(_greedy(names, values, group))
    order = {name: index for index, name in enumerate(balances)}
    transfers.sort(key=lambda t: (order[t.payer], order[t.payee]))
    return Settlement(balances=dict(balances), transfers=tuple(transfers), exact=exact)


def _zero_groups(values: Sequence[int]) -> list[list[int]]:
    """A partition of the indexes into the most groups each adding up to zero.

    best[mask] is the most complete zero groups that an ordering of ``mask``'s members can
    close: adding one member to a mask whose sum becomes zero closes one more group. Walking
    back along the choices gives an order whose zero prefix sums cut it into the groups.
    """
    n = len(values)
    if n == 0:
        return []
    full = (1 << n) - 1
    sums = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + values[low]
    best = [0] * (1 << n)
    last = [0] * (1 << n)
    for mask in range(1, full + 1):
        closes = 1 if sums[mask] == 0 else 0
        top, pick = -1, 0
        rest = mask
        while rest:
            bit = rest & -rest
            rest ^= bit
            if best[mask ^ bit] > top:
                top, pick = best[mask ^ bit], bit
        best[mask] = top + closes
        last[mask] = pick
    order: list[int] = []
    mask = full
    while mask:
        order.append(last[mask].bit_length() - 1)
        mask ^= last[mask]
    order.reverse()
    groups: list[list[int]] = []
    current: list[int] = []
    running = 0
    for index in order:
        current.append(index)
        running += values[index]
        if running == 0:
            groups.append(sorted(current))
            current = []
    return groups


def _pair_equal_opposites(names: Sequence[str], values: list[int],
                          group: Sequence[int]) -> list[Transfer]:
    """Greedy fallback's first step: a debtor and a creditor of the same amount settle
    directly (each such pair is a zero group of two)."""
    transfers: list[Transfer] = []
    for debtor in group:
        if values[debtor] >= 0:
            continue
        for creditor in group:
            if values[creditor] == -values[debtor]:
                transfers.append(Transfer(names[debtor], names[creditor], values[creditor]))
                values[debtor] = values[creditor] = 0
                break
    return transfers


def _greedy(names: Sequence[str], values: list[int], group: Sequence[int]) -> list[Transfer]:
    """Largest debtor pays the largest creditor until the group is clear: every transfer
    clears at least one of the two, and the last clears both, so k players take at most
    k − 1 transfers."""
    transfers: list[Transfer] = []
    while True:
        debtors = [i for i in group if values[i] < 0]
        creditors = [i for i in group if values[i] > 0]
        if not debtors:
            return transfers
        debtor = min(debtors, key=lambda i: (values[i], i))
        creditor = max(creditors, key=lambda i: (values[i], -i))
        cents = min(-values[debtor], values[creditor])
        transfers.append(Transfer(names[debtor], names[creditor], cents))
        values[debtor] += cents
        values[creditor] -= cents
