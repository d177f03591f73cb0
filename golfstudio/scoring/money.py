"""Money: a format's result and the stakes turned into cents won or lost per side.

scoring.md, "Money". Every function returns amounts that add up to exactly zero, in whole
cents: a bet is always between sides of the round, never with the house. A team's amount is
then split between its members (``split``) and the players' amounts are settled
(settlement.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfstudio.scoring.match import MatchResult, MultiMatchResult
from golfstudio.scoring.nassau import NassauResult
from golfstudio.scoring.skins import SkinsResult
from golfstudio.scoring.stakes import MatchPay, Stakes


def pairwise(values: Mapping[str, int], cents: int, *, lower_wins: bool) -> dict[str, int]:
    """Every pair of sides settles the difference of their values at ``cents`` a unit
    (strokes: the lower total collects; points: the higher collects)."""
    total = sum(values.values())
    n = len(values)
    sign = -1 if lower_wins else 1
    return {name: sign * cents * (n * value - total) for name, value in values.items()}


def winner_collects(winner: str | None, sides: Sequence[str], cents: int) -> dict[str, int]:
    """A bet's winner collects ``cents`` from every other side; no winner, no money."""
    amounts = dict.fromkeys(sides, 0)
    if winner is not None:
        for name in sides:
            amounts[name] = cents * (len(sides) - 1) if name == winner else -cents
    return amounts


def split(amount: int, members: Sequence[str]) -> dict[str, int]:
    """A team's amount shared in whole cents. *Decision* (scoring.md): the odd cents go to
    the members in team order, so the first-named member wins or pays the extra cent."""
    share, odd = divmod(abs(amount), len(members))
    sign = -1 if amount < 0 else 1
    return {member: sign * (share + (1 if index < odd else 0))
            for index, member in enumerate(members)}


def to_players(amounts: Mapping[str, int],
               members: Mapping[str, Sequence[str]]) -> dict[str, int]:
    """Side amounts to player amounts: a team (a key of ``members``) is split, a player's
    own amount is kept."""
    players: dict[str, int] = {}
    for side, cents in amounts.items():
        shares = split(cents, members[side]) if side in members else {side: cents}
        for name, share in shares.items():
            players[name] = players.get(name, 0) + share
    return players


def nassau_money(result: NassauResult, sides: Sequence[str], stakes: Stakes) -> dict[str, int]:
    """Each Nassau bet's winner collects its stake from every other side; each press won
    collects the press stake from the other side (presses are two-sided)."""
    amounts = dict.fromkeys(sides, 0)
    bets = [(result.front, stakes.front), (result.back, stakes.back),
            (result.overall, stakes.overall)]
    bets.extend((press.winner, stakes.press) for press in result.presses)
    for winner, cents in bets:
        for name, value in winner_collects(winner, sides, cents).items():
            amounts[name] += value
    return amounts


def match_money(result: MatchResult, sides: Sequence[str], stakes: Stakes) -> dict[str, int]:
    """Two sides: the winner collects the match stake, or the stake per hole up when the
    match was decided (3 for "won 3&2"); a halved or unfinished match pays nothing."""
    units = 1 if stakes.match_pay is MatchPay.MATCH else result.margin
    return winner_collects(result.winner, sides, stakes.match * units)


def multi_match_money(result: MultiMatchResult, stakes: Stakes) -> dict[str, int]:
    """More sides: per match, the sole leader in holes won collects from every other side;
    per hole, every pair settles the difference of their holes won."""
    if stakes.match_pay is MatchPay.MATCH:
        full = [name for name in result.holes_won if name not in result.late]
        amounts = dict.fromkeys(result.holes_won, 0)
        amounts.update(winner_collects(result.winner, full, stakes.match))
        return amounts
    if not result.holes:
        return pairwise(result.holes_won, stakes.match, lower_wins=False)
    amounts = dict.fromkeys(result.holes_won, 0)
    for winner, present in result.holes:  # each hole's winner collects from its players
        if winner is not None:
            for name, cents in winner_collects(winner, present, stakes.match).items():
                amounts[name] += cents
    return amounts


@dataclass(frozen=True)
class SkinsPot:
    """The skins pot: every player's buy-in, shared by the skins won.

    ``per_skin`` = pot // skins won; the ``leftover`` cents (pot − per_skin × skins won) go
    one each to the earliest skins won, in hole order (*Decision*, scoring.md), so the whole
    pot is paid out. Unawarded skins take no share: the pot is shared by the skins won. With
    no skin won at all every buy-in is returned.
    """

    pot: int
    skins_won: int
    per_skin: int
    leftover: int
    unawarded: int
    amounts: Mapping[str, int]

    def to_json(self) -> dict[str, object]:
        return {"cents": self.pot, "skins_won": self.skins_won, "per_skin": self.per_skin,
                "leftover_cents": self.leftover, "unawarded_skins": self.unawarded}


def pot_players(result: SkinsResult) -> list[str]:
    """Who buys into the skins pot: the players of the whole round. *Decision*
    (docs/scoring.md, "Late players"): a latecomer neither buys in nor shares the pot (the
    pot is a bet over every hole); they play the per-skin stake from the hole they joined."""
    if not result.players:
        return list(result.skins)
    return list(result.players[min(result.players)])


def skins_pot(result: SkinsResult, buy_in: int) -> SkinsPot:
    names = pot_players(result)
    amounts = dict.fromkeys(result.skins, 0)
    pot = buy_in * len(names)
    won = sum(result.skins[name] for name in names)
    if won == 0:
        return SkinsPot(pot, 0, 0, 0, result.unawarded, amounts)
    per_skin, leftover = divmod(pot, won)
    for name in names:
        amounts[name] = per_skin * result.skins[name] - buy_in
    extra = leftover
    for hole in result.holes:
        if hole.winner is None or hole.winner not in names or extra == 0:
            continue
        cents = min(extra, hole.value)
        amounts[hole.winner] += cents
        extra -= cents
    return SkinsPot(pot, won, per_skin, leftover, result.unawarded, amounts)


def per_skin_money(result: SkinsResult, cents: int) -> dict[str, int]:
    """Each skin's winner collects ``cents`` from every other player who contested the hole
    the skin comes from (all of them when nobody joined late: ``pairwise`` of the skins)."""
    if not result.players:
        return pairwise(result.skins, cents, lower_wins=False)
    amounts = dict.fromkeys(result.skins, 0)
    for hole in result.holes:
        if hole.winner is None:
            continue
        for origin in hole.skins_from or (hole.hole,):
            for name in result.players[origin]:
                if name != hole.winner:
                    amounts[name] -= cents
                    amounts[hole.winner] += cents
    return amounts


def skins_money(result: SkinsResult, stakes: Stakes) -> tuple[dict[str, int], SkinsPot | None]:
    """Per skin: each skin's winner collects the skin stake from every other player of its
    hole; and the pot when there is a buy-in. Both may be played at once; they add up."""
    amounts = per_skin_money(result, stakes.skin)
    pot = skins_pot(result, stakes.buy_in) if stakes.buy_in else None
    if pot is not None:
        for name, cents in pot.amounts.items():
            amounts[name] += cents
    return amounts, pot
