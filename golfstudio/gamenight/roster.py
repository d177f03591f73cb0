"""The roster: who is a person and who is an AI of Play among the store's players.

Rounds played against the studio's AIs are saved into the store like any night
(``played_round.write_round``); their AI seats become players too. They are not the club's
players: the history's season standings leave them out unless asked
("Include AI players"), and the players editor shows them apart.
"""

from __future__ import annotations

from golfstudio.engine.registry import ai_players, game_ids
from golfstudio.gamenight.played_round import PLACE, is_ai_name
from golfstudio.store import Store


def ai_player_ids(store: Store) -> set[int]:
    """The roster entries that are AIs of Play, not people: a name with the AI mark
    (``played_round.AI_MARK``), or — rounds saved before the mark existed — the name of a
    registered AI ("Greedy", "Best") who only ever played nights played in the studio
    (place ``played_round.PLACE``)."""
    known = {name.casefold() for game in game_ids() for name in ai_players(game)}
    players = store.players()
    found = {p.id for p in players if p.id is not None and is_ai_name(p.name)}
    legacy = {p.id for p in players
              if p.id is not None and p.name.strip().casefold() in known}
    if legacy:
        for night in store.nights():
            if night.place == PLACE or night.id is None:
                continue
            legacy -= {seat.player_id for seat in store.night_players(night.id)}
        found |= legacy
    return found
