"""A reviewed game: every decision's strokes lost and the luck that followed, by player and
hole (docs/review.md).

The figures are kept as the walk found them and everything else is derived, so a hole's
identity — strokes taken = V(start) + Σ errors − Σ luck — can be checked on the object
itself (``HoleReview.gap``), and the JSON the CLI prints is made here with stable keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from golfstudio.review.labels import Label, Thresholds


@dataclass(frozen=True)
class Decision:
    """One choice of a player: V(s) (``value``, the best option's Q), Q(s, a) of the
    choice (``chosen``) and the luck of what followed until the player's next decision or
    the hole's end: ``chosen`` − (strokes taken meanwhile + V(s'))."""

    player: int
    hole: int
    step: int
    """Where the choice is in the game's actions: replaying ``actions[:step]`` gives the
    position it was made in."""
    chosen_text: str
    best_text: str
    value: float
    chosen: float
    luck: float
    label: Label | None
    best_action: Any = None
    """The best option as the game's action (a view draws it beside the chosen one)."""

    @property
    def error(self) -> float:
        """Strokes lost by the choice: Q(s, a) − V(s), never below 0."""
        return max(0.0, self.chosen - self.value)

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "hole": self.hole + 1, "chosen": self.chosen_text,
                "best": self.best_text, "value": round(self.value, 4),
                "chosen_value": round(self.chosen, 4), "error": round(self.error, 4),
                "luck": round(self.luck, 4), "label": None if self.label is None
                else self.label.value}


@dataclass(frozen=True)
class HoleReview:
    """One player's hole: the strokes the card holds, V at the hole's start, the luck before
    the first decision (the deal, a first throw no choice precedes) and the decisions."""

    player: int
    hole: int
    label: str
    strokes: int
    start_value: float
    start_luck: float
    decisions: tuple[Decision, ...]

    @property
    def lost(self) -> float:
        """Strokes lost to decisions on the hole."""
        return sum(d.error for d in self.decisions)

    @property
    def luck(self) -> float:
        """Strokes gained by fortune on the hole (negative when unlucky)."""
        return self.start_luck + sum(d.luck for d in self.decisions)

    @property
    def gap(self) -> float:
        """How far the identity strokes = V(start) + lost − luck misses (0 up to rounding)."""
        return self.strokes - (self.start_value + self.lost - self.luck)

    def to_json(self) -> dict[str, Any]:
        return {"hole": self.hole + 1, "label": self.label, "strokes": self.strokes,
                "expected": round(self.start_value, 4), "lost": round(self.lost, 4),
                "luck": round(self.luck, 4),
                "decisions": [d.to_json() for d in self.decisions]}


@dataclass(frozen=True)
class PlayerReview:
    """A player's round reviewed: the holes they finished and the totals over them."""

    seat: int
    name: str
    holes: tuple[HoleReview, ...]
    thresholds: Thresholds

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return tuple(d for h in self.holes for d in h.decisions)

    @property
    def strokes(self) -> int:
        return sum(h.strokes for h in self.holes)

    @property
    def expected(self) -> float:
        """V at the start of each hole, added up: what the best play expects of the round."""
        return sum(h.start_value for h in self.holes)

    @property
    def lost(self) -> float:
        return sum(h.lost for h in self.holes)

    @property
    def luck(self) -> float:
        return sum(h.luck for h in self.holes)

    @property
    def accuracy(self) -> float | None:
        """The share of decisions within the game's ``accurate`` threshold of the best; None
        without a decision."""
        decisions = self.decisions
        if not decisions:
            return None
        good = sum(1 for d in decisions if d.error <= self.thresholds.accurate)
        return good / len(decisions)

    def count(self, label: Label) -> int:
        return sum(1 for d in self.decisions if d.label is label)

    def to_json(self) -> dict[str, Any]:
        accuracy = self.accuracy
        return {"seat": self.seat, "name": self.name, "strokes": self.strokes,
                "expected": round(self.expected, 4), "lost": round(self.lost, 4),
                "luck": round(self.luck, 4), "decisions": len(self.decisions),
                "accuracy": None if accuracy is None else round(accuracy, 4),
                **{label.plural: self.count(label) for label in Label},
                "holes": [h.to_json() for h in self.holes]}


@dataclass(frozen=True)
class Review:
    """A whole game reviewed, one ``PlayerReview`` a reviewed seat, in seat order."""

    game_id: str
    players: tuple[PlayerReview, ...]
    estimated: bool
    """V comes from sampled estimates (Play Nine's ``strong``), not an exact analysis."""

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "estimated": self.estimated,
                "players": [p.to_json() for p in self.players]}
