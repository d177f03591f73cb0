"""A round's per-hole inputs beyond the scores: press requests (Nassau), the wolf's choices
(Wolf) and the Bingo-Bango-Bongo events — plain dataclasses the store can keep one row each.

``RoundEvents.from_dict`` reads the events file of the ``score`` command (scoring.md):

    {"presses": [{"hole": 5, "side": "Ann", "segment": "front"}],
     "wolf":    [{"hole": 1, "partner": "Cat"}, {"hole": 2, "blind": true}, {"hole": 3}],
     "bbb":     [{"hole": 1, "bingo": "Ann", "bango": "Bob", "bongo": "Ann"}]}

Their checks against a card (player names, hole numbers, who may press) happen when the round
is scored, since an edited score can change them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.bbb import Award, BbbEvent
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.nassau import PressRequest, Segment
from golfstudio.scoring.wolf import WolfChoice

KEYS = ("presses", "wolf", "bbb")


@dataclass(frozen=True)
class RoundEvents:
    presses: tuple[PressRequest, ...] = ()
    wolf: tuple[WolfChoice, ...] = ()
    bbb: tuple[BbbEvent, ...] = ()

    def given(self) -> list[str]:
        """The kinds of events present, by their file keys."""
        return [key for key in KEYS if getattr(self, key)]

    @classmethod
    def from_dict(cls, data: object) -> RoundEvents:
        if not isinstance(data, Mapping):
            raise ScoreError(tr("an events file must hold a JSON object with 'presses', 'wolf' "
                                "or 'bbb'"))
        for key in data:
            if key not in KEYS:
                raise ScoreError(tr("unknown events key {key} (known: {known})").format(
                    key=shown(key), known=", ".join(KEYS)))
        return cls(
            presses=tuple(_press(n, item) for n, item in enumerate(_items(data, "presses"), 1)),
            wolf=tuple(_wolf(n, item) for n, item in enumerate(_items(data, "wolf"), 1)),
            bbb=tuple(event for n, item in enumerate(_items(data, "bbb"), 1)
                      for event in _bbb(n, item)),
        )


NO_EVENTS = RoundEvents()
"""A round with no per-hole inputs."""


def _items(data: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list):
        raise ScoreError(tr("'{key}' must be a list, got {value}").format(
            key=key, value=shown(items)))
    for number, item in enumerate(items, 1):
        if not isinstance(item, Mapping):
            raise ScoreError(tr("{key} entry {number} must be an object, got {value}").format(
                key=key, number=number, value=shown(item)))
    return items


def _only(key: str, number: int, item: Mapping[str, Any], allowed: tuple[str, ...]) -> None:
    for name in item:
        if name not in allowed:
            raise ScoreError(tr("{key} entry {number}: unknown key {name} (known: {known})").format(
                key=key, number=number, name=shown(name), known=", ".join(allowed)))
    if "hole" not in item:
        raise ScoreError(tr("{key} entry {number} has no 'hole'").format(key=key, number=number))


def _press(number: int, item: Mapping[str, Any]) -> PressRequest:
    _only("presses", number, item, ("hole", "side", "segment"))
    segment = item.get("segment")
    if segment not in (Segment.FRONT.value, Segment.BACK.value):
        raise ScoreError(tr("presses entry {number}: 'segment' must be \"front\" or \"back\", "
                            "got {value}").format(number=number, value=shown(segment)))
    side = item.get("side")
    if not isinstance(side, str):
        raise ScoreError(tr("presses entry {number}: 'side' must name the side that presses, "
                            "got {value}").format(number=number, value=shown(side)))
    return PressRequest(hole=item["hole"], side=side, segment=Segment(segment))


def _wolf(number: int, item: Mapping[str, Any]) -> WolfChoice:
    _only("wolf", number, item, ("hole", "partner", "blind"))
    return WolfChoice(hole=item["hole"], partner=item.get("partner"),
                      blind=item.get("blind", False))


def _bbb(number: int, item: Mapping[str, Any]) -> list[BbbEvent]:
    _only("bbb", number, item, ("hole", *(award.value for award in Award)))
    return [BbbEvent(hole=item["hole"], award=award, player=item[award.value])
            for award in Award if item.get(award.value) is not None]
