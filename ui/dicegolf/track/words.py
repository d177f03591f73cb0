"""What the editor calls the pieces of a hole, in the user's language, and ``Part``: which
piece is selected, named as ``validate`` names it ("zone 2", "hazard 3", "proximity 1",
"green") so a problem selects what it is about."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from golfstudio.dicegolf.hole import Bank, Bunker, HazardKind, Slope, Water
from golfstudio.dicegolf.hole_edits import AnyHazard

__all__ = ["COMBINATIONS", "Part", "PartKind", "combination_name", "decimal", "hazard_label",
           "hazard_summary", "kind_name", "metres", "signed", "thousands"]

PartKind = Literal["zone", "green", "hazard", "proximity"]

_KINDS: dict[HazardKind, str] = {
    HazardKind.BUNKER: str(QT_TRANSLATE_NOOP("DiceGolfWords", "bunker")),
    HazardKind.POND: str(QT_TRANSLATE_NOOP("DiceGolfWords", "pond")),
    HazardKind.RIVER: str(QT_TRANSLATE_NOOP("DiceGolfWords", "river")),
    HazardKind.WATER_CROSSING: str(QT_TRANSLATE_NOOP("DiceGolfWords", "water crossing")),
    HazardKind.SLOPE: str(QT_TRANSLATE_NOOP("DiceGolfWords", "slope")),
    HazardKind.BANK: str(QT_TRANSLATE_NOOP("DiceGolfWords", "bank")),
    HazardKind.GROVE: str(QT_TRANSLATE_NOOP("DiceGolfWords", "grove")),
}


def kind_name(kind: HazardKind | str) -> str:
    """A kind of hazard in the user's language ("water crossing")."""
    return QCoreApplication.translate("DiceGolfWords", _KINDS[HazardKind(kind)])


COMBINATIONS = ("double", *(f"double {n}" for n in range(1, 7)), "triple",
                *(f"triple {n}" for n in range(1, 7)), "two pairs", "straight",
                "four of a kind", *(f"four of a kind {n}" for n in range(1, 7)))
"""Every combination a green may ask, as the file writes it (``combination.py``)."""


def combination_name(words: str) -> str:
    """A combination as the file writes it ("double 3") in the user's language."""
    shape, _, value = " ".join(words.lower().split()).rpartition(" ")
    if not value.isdigit():
        shape, value = f"{shape} {value}".strip(), ""
    names = {
        "double": QCoreApplication.translate("DiceGolfWords", "double"),
        "triple": QCoreApplication.translate("DiceGolfWords", "triple"),
        "two pairs": QCoreApplication.translate("DiceGolfWords", "two pairs"),
        "straight": QCoreApplication.translate("DiceGolfWords", "straight"),
        "four of a kind": QCoreApplication.translate("DiceGolfWords", "four of a kind"),
    }
    name = names.get(shape, shape)
    if not value:
        return name
    return QCoreApplication.translate("DiceGolfWords", "{combination} {value}").format(
        combination=name, value=value)


def signed(value: int) -> str:
    """``+15`` or ``−10`` (a true minus sign, as the legend prints it)."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def decimal(value: float, places: int) -> str:
    """A number with ``places`` decimals in the user's locale ("51.6", "51,6")."""
    return QLocale().toString(float(value), "f", places)


def thousands(value: int) -> str:
    """A whole number with the locale's thousands separator ("2,700", "2 700", "2.700")."""
    return QLocale().toString(int(value))


def metres(value: int | float) -> str:
    """Metres as the strip and the docks say them: a whole number as it is, a fraction with
    the locale's decimal sign ("12.5 m", "12,5 m")."""
    if float(value).is_integer():
        shown = str(int(value))
    else:
        shown = QLocale().toString(float(value), "g", 6)
    return QCoreApplication.translate("DiceGolfWords", "{metres} m").format(metres=shown)


def hazard_label(hazard: AnyHazard) -> str:
    """The label drawn on the strip, in the legend's words: a bunker's D or T, a water's
    double and the mark it sends the ball back to, a slope's or bank's metres."""
    if isinstance(hazard, Bunker):
        if hazard.needs == "double":
            return QCoreApplication.translate("DiceGolfWords", "D")
        return QCoreApplication.translate("DiceGolfWords", "T")
    if isinstance(hazard, Water):
        return QCoreApplication.translate(
            "DiceGolfWords", "{kind} · double {double} · back to {mark}").format(
            kind=kind_name(hazard.kind), double=hazard.double, mark=metres(hazard.back_to))
    if isinstance(hazard, Slope):
        return QCoreApplication.translate("DiceGolfWords", "slope {metres} m").format(
            metres=signed(hazard.metres))
    if isinstance(hazard, Bank):
        return QCoreApplication.translate("DiceGolfWords", "bank {metres} m").format(
            metres=signed(-hazard.metres))
    return kind_name(hazard.kind)


def hazard_summary(hazard: AnyHazard) -> str:
    """A hazard in a list: its kind, what it asks, its metres."""
    if isinstance(hazard, Bunker):
        what = (QCoreApplication.translate("DiceGolfWords", "bunker D")
                if hazard.needs == "double"
                else QCoreApplication.translate("DiceGolfWords", "bunker T"))
    elif isinstance(hazard, Water | Slope | Bank):
        what = hazard_label(hazard)
    else:
        what = kind_name(hazard.kind)
    return QCoreApplication.translate("DiceGolfWords", "{what} · {start}–{end} m").format(
        what=what, start=hazard.start, end=hazard.end)


@dataclass(frozen=True)
class Part:
    """A piece of the hole shown: a zone, the green, a hazard or a proximity zone, by its
    index from 0 (the green's is 0)."""

    kind: PartKind
    index: int = 0

    @classmethod
    def parse(cls, text: str | None) -> Part | None:
        """``validate``'s name for a part ("zone 2") as a ``Part``; None for any other."""
        if text == "green":
            return cls("green")
        kind, _, number = (text or "").partition(" ")
        if kind in ("zone", "hazard", "proximity") and number.isdigit() and int(number) >= 1:
            return cls(kind, int(number) - 1)  # type: ignore[arg-type]  # checked just above
        return None

    @property
    def text(self) -> str:
        """As ``validate`` names it."""
        return "green" if self.kind == "green" else f"{self.kind} {self.index + 1}"

    def label(self) -> str:
        """As the user reads it: "Zone 2", "Hazard 3", "Proximity zone 1", "Green"."""
        n = self.index + 1
        if self.kind == "zone":
            return QCoreApplication.translate("DiceGolfWords", "Zone {n}").format(n=n)
        if self.kind == "hazard":
            return QCoreApplication.translate("DiceGolfWords", "Hazard {n}").format(n=n)
        if self.kind == "proximity":
            return QCoreApplication.translate("DiceGolfWords", "Proximity zone {n}").format(n=n)
        return QCoreApplication.translate("DiceGolfWords", "Green")
