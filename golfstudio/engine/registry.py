"""The one list of the studio's games and their facts (architecture.md, "One registry").

The store, game night, the CSV reader, the CLI and the UI ask this module which games there
are and what is true of each — title, players, whether lower wins, the score a hole may
take, hidden information, what the studio offers for it — instead of keeping lists of their
own. Adding a game is one entry here plus its own packages; the entry names its engine and
its AIs by import path, so nothing is imported until a game is actually played.

``golf`` is a real round of golf typed from a paper card: a scorecard game with no engine.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from golfstudio.engine.errors import GameError
from golfstudio.engine.state import Game, JsonValue
from golfstudio.i18n import QT_TR_NOOP, tr

__all__ = [
    "GAMES",
    "SAVED_GAME_FORMAT",
    "Ai",
    "GameInfo",
    "GameType",
    "Offer",
    "ScoreRange",
    "ai_players",
    "cli_setup",
    "engine_games",
    "game_ids",
    "game_info",
    "game_type",
]


SAVED_GAME_FORMAT = "golfstudio.game"
"""The ``"format"`` of a saved game, one file format for every game (``engine.saved_game``):
named here so that routing a file to its game's area needs no file reader."""


class Offer(StrEnum):
    """What the studio offers for a game: an area of the shell each."""

    EDITOR = "editor"
    """Courses or holes are designed in an editor."""
    PLAY = "play"
    """Played on screen against AIs or hot-seat. It needs an engine; an engine without it
    is played, simulated and replayed from the command line only (Ultimate Golf until its
    play view)."""
    LEAGUE = "league"
    """Run as a league (entries, evaluation, ranking)."""
    SCORECARD = "scorecard"
    """Rounds at the table are scored in game night."""


@dataclass(frozen=True)
class ScoreRange:
    """The scores one hole may take; ``None`` is no bound. ``maximum`` is the default where a
    course sets its own (a Carambole course's stroke limit)."""

    minimum: int | None
    maximum: int | None

    def admits(self, score: int) -> bool:
        return ((self.minimum is None or score >= self.minimum)
                and (self.maximum is None or score <= self.maximum))


class GameType(Protocol):
    """What an engine module exposes to the registry: how to rebuild a game from the JSON
    parameters of a saved game, and the parameters a quick game starts from."""

    def game_from_json(self, params: Mapping[str, JsonValue]) -> Game[Any]: ...

    def example_params(self, players: int) -> dict[str, JsonValue]:
        """Parameters of a small game for ``players`` seats (the conformance test, a quick
        simulation): real bundled data, never a toy."""
        ...


AiFactory = Callable[..., Any]
"""``factory(game, rng)`` → an object with ``choose(view)``."""


@dataclass(frozen=True)
class Ai:
    """One AI of a game: its name, what it does in a line (marked for translation, shown
    translated by the UI), and its ``AiFactory`` as a ``"module:attribute"`` path, so the
    AIs can be listed without importing an engine."""

    name: str
    factory: str
    description: str


@dataclass(frozen=True)
class GameInfo:
    """One game's facts. ``engine`` is the ``"module:attribute"`` path of its ``GameType``;
    ``ais`` its AIs, in the order menus list them."""

    id: str
    title: str
    min_players: int
    max_players: int
    lower_wins: bool
    score_range: ScoreRange
    hidden_information: bool
    continuous_actions: bool
    offers: frozenset[Offer]
    rules: str
    """The digest of its rules in shared/rules/ (for the About and help pages)."""
    engine: str | None = None
    ais: tuple[Ai, ...] = ()
    cli: str | None = None
    """``"module:attribute"`` of its ``CliSetup``: the options ``golfstudio simulate GAME``
    takes to build a game's parameters."""


GAMES: tuple[GameInfo, ...] = (
    GameInfo("golf", "Golf", 1, 16, True, ScoreRange(1, None), False, False,
             frozenset({Offer.SCORECARD}), "scoring.md"),
    GameInfo("ultimate", "Ultimate Golf", 1, 6, True, ScoreRange(1, None), False, True,
             frozenset({Offer.EDITOR, Offer.PLAY, Offer.SCORECARD}), "ultimate-golf.md",
             engine="golfstudio.ultimate.game:GAME_TYPE",
             ais=(
                 Ai("greedy", "golfstudio.ai.ultimate:make_greedy",
                    QT_TR_NOOP(
                        "the club whose median carry best approaches the flag, aimed at it")),
                 Ai("random", "golfstudio.ai.ultimate:make_random",
                    QT_TR_NOOP("a card the lie allows, aimed roughly at the flag")),
                 Ai("best", "golfstudio.ai.ultimate:make_best",
                    QT_TR_NOOP("the hole analysis' optimal card, aim and relief")),
             ),
             cli="golfstudio.cli.ultimate_setup:SETUP"),
    GameInfo("carambole", "Mini Golf Carambole", 1, 12, True, ScoreRange(1, 10), False, False,
             frozenset({Offer.EDITOR, Offer.PLAY, Offer.SCORECARD}), "carambole.md",
             engine="golfstudio.carambole.game:GAME_TYPE",
             ais=(
                 Ai("greedy", "golfstudio.ai.carambole:make_greedy",
                    QT_TR_NOOP(
                        "holes out when it can, else ends closest to the hole on average")),
                 Ai("random", "golfstudio.ai.carambole:make_random",
                    QT_TR_NOOP("any legal shot, at random")),
                 Ai("best", "golfstudio.ai.carambole:make_best",
                    QT_TR_NOOP("the analysis' optimal policy for a lone ball")),
             ),
             cli="golfstudio.cli.carambole_setup:SETUP"),
    GameInfo("dicegolf", "Dice Golf", 1, 6, True, ScoreRange(1, None), True, False,
             frozenset({Offer.EDITOR, Offer.PLAY, Offer.SCORECARD}), "dice-golf.md",
             engine="golfstudio.dicegolf.game:GAME_TYPE",
             ais=(
                 Ai("random", "golfstudio.ai.dicegolf:make_random",
                    QT_TR_NOOP("any legal move, at random")),
                 Ai("greedy", "golfstudio.ai.dicegolf:make_greedy",
                    QT_TR_NOOP(
                        "keeps the dice likeliest to give the combination, takes the choice "
                        "worth most after each throw, lays air shots on the leader")),
                 Ai("best", "golfstudio.ai.dicegolf:make_best",
                    QT_TR_NOOP(
                        "the optimal single-player policy: every selection and sign change by "
                        "dynamic programming over position and throws left; cards weighed by it")),
             ),
             cli="golfstudio.cli.dicegolf_setup:SETUP"),
    GameInfo("playnine", "Play Nine", 2, 6, True, ScoreRange(None, None), True, False,
             frozenset({Offer.PLAY, Offer.SCORECARD}), "play-nine.md",
             engine="golfstudio.playnine.game:GAME_TYPE",
             ais=(
                 Ai("random", "golfstudio.ai.playnine:make_random",
                    QT_TR_NOOP("any legal move, at random")),
                 Ai("greedy", "golfstudio.ai.playnine:make_greedy",
                    QT_TR_NOOP(
                        "takes any card lower than its highest face-up card, else turns one")),
                 Ai("smart", "golfstudio.ai.playnine:make_smart",
                    QT_TR_NOOP(
                        "completes matching columns, swaps a card for one 5 lower, "
                        "else turns one")),
                 Ai("strong", "golfstudio.ai.playnine:make_strong",
                    QT_TR_NOOP(
                        "weighs every move by the score its layout is expected to have when the "
                        "hole ends, and races to go out")),
             ),
             cli="golfstudio.cli.playnine_setup:SETUP"),
    GameInfo("pbm", "PBM Golf", 1, 200, True, ScoreRange(1, None), False, False,
             frozenset({Offer.SCORECARD, Offer.LEAGUE}), "pbm-golf.md"),
)
"""Every game, in the order menus list them. Carambole's maximum is its default stroke
limit (carambole.md: 10); Dice Golf's is a decision (docs/game-night.md); Play Nine's hole
is a card total and may be anything."""

_BY_ID = {info.id: info for info in GAMES}


def game_ids() -> tuple[str, ...]:
    return tuple(_BY_ID)


def game_info(game_id: str) -> GameInfo:
    """The facts of ``game_id``; ``GameError`` naming the known games otherwise."""
    found = _BY_ID.get(game_id)
    if found is None:
        raise GameError(tr("unknown game {game} (known: {known})").format(
            game=repr(game_id), known=", ".join(_BY_ID)))
    return found


def engine_games() -> tuple[GameInfo, ...]:
    """The games that have an engine (they can be played, simulated and replayed)."""
    return tuple(info for info in GAMES if info.engine is not None)


def _load(path: str) -> Any:
    module, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module), attribute)


def game_type(game_id: str) -> GameType:
    """The engine of ``game_id``, imported on first use."""
    info = game_info(game_id)
    if info.engine is None:
        raise GameError(tr("{game} has no engine in the studio: it can only be scored").format(
            game=info.title))
    found: GameType = _load(info.engine)
    return found


class CliSetup(Protocol):
    """A game's part of ``golfstudio simulate GAME``: its own options, and the parameters
    they make for the players named on the command line."""

    def add_arguments(self, parser: Any) -> None: ...

    def params(self, args: Any, players: Sequence[str]) -> dict[str, JsonValue]: ...

    def describe(self, args: Any) -> dict[str, JsonValue]:
        """What the report repeats of the options (``{"mode": "basic"}``)."""
        ...


def cli_setup(game_id: str) -> CliSetup:
    """The simulate options of ``game_id``'s engine."""
    info = game_info(game_id)
    if info.cli is None:
        raise GameError(tr("{game} cannot be simulated: it has no engine").format(game=info.title))
    found: CliSetup = _load(info.cli)
    return found


@dataclass(frozen=True)
class _Deferred:
    """An AI factory imported on its first call: listing the AIs imports nothing."""

    path: str

    def __call__(self, *args: Any) -> Any:
        factory: AiFactory = _load(self.path)
        return factory(*args)


def ai_players(game_id: str) -> Mapping[str, tuple[AiFactory, str]]:
    """The AIs of ``game_id`` by name, with a one-line description each (may be empty)."""
    return {ai.name: (_Deferred(ai.factory), ai.description) for ai in game_info(game_id).ais}
