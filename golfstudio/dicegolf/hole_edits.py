"""The edits of the Dice Golf track editor, as functions from one course to the next.

Every command of the editor (``ui/dicegolf/editor``) works out the course after its edit
here, on plain values and without Qt, so each edit is tested without a display. A course is
an immutable pydantic value: an edit rebuilds only the hole it touches and keeps every other
hole, zone and hazard as the same object (undo keeps both courses, sharing the rest; the
editor finds what changed by identity).

Two kinds of refusal, on purpose:

- a metre dragged with the mouse is **clamped** where the track allows it (a zone limit
  stays between its neighbours, the hole stays on the green, the end of terrain beyond the
  hole), so a drag never fails half-way;
- a value typed or chosen that the models refuse (a formula that does not parse, a band
  that ends before it starts, a fifteenth hole too many) raises ``DiceGolfError`` with a
  line the editor shows, and the course is left as it was.

What the edits do not check is how the pieces fit together — overlapping hazards, water that
sends the ball back into a bunker: an unfinished hole is held as it is and
``validate.validate`` names what is wrong in the Problems list.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import TypeAdapter, ValidationError

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import MAX_LENGTH, parse, text
from golfstudio.dicegolf.hole import (
    Bank,
    Bunker,
    Course,
    Green,
    Grove,
    Hazard,
    HazardKind,
    Hole,
    Proximity,
    Slope,
    Water,
    Zone,
)
from golfstudio.dicegolf.limits import (
    MAX_HAZARDS,
    MAX_HOLES,
    MAX_METRES,
    MAX_NAME_LENGTH,
    MAX_PAR,
    MAX_PROXIMITY,
    MAX_ZONES,
    MIN_HOLES,
    MIN_PAR,
    NEW_COURSE_HOLES,
    PROXIMITY_WIDTHS,
)
from golfstudio.i18n import tr

__all__ = [
    "AnyHazard",
    "End",
    "add_hazard",
    "add_hole",
    "add_proximity",
    "duplicate_hole",
    "hazard_of_kind",
    "move_hazard",
    "move_hazard_end",
    "move_hole",
    "move_limit",
    "move_proximity",
    "new_course",
    "new_hole",
    "normal_formula",
    "place_proximity",
    "remove_hazard",
    "remove_hole",
    "remove_limit",
    "remove_proximity",
    "replace_hole",
    "room_for",
    "set_course_name",
    "set_end_of_terrain",
    "set_green",
    "set_green_start",
    "set_hazard",
    "set_hole_fields",
    "set_length",
    "set_proximity_width",
    "set_zone_formula",
    "split_zone",
    "zone_end",
]

AnyHazard = Bunker | Water | Slope | Bank | Grove
End = Literal["start", "end"]

_HAZARD: TypeAdapter[AnyHazard] = TypeAdapter(Hazard)

NEW_LENGTH = 300
"""A new hole: 300 m to the hole, the green's front 25 m before it, 20 m of green beyond."""
NEW_GREEN = 25
NEW_BEYOND = 20
NEW_FORMULA = "B * R"
NEW_GREEN_FORMULA = "B1 - R1"
"""The bundled course's commonest modes: ``B * R`` off the green (2 to 144 m), ``B1 - R1``
on it (−5 to 5 m: a putt that may run back)."""

NEW_HAZARD_WIDTH = {HazardKind.BUNKER: 6, HazardKind.POND: 8, HazardKind.RIVER: 6,
                    HazardKind.WATER_CROSSING: 10, HazardKind.SLOPE: 30, HazardKind.BANK: 30,
                    HazardKind.GROVE: 15}
"""How wide a hazard placed with one click is: the legend's typical band of each kind."""

SLOPE_METRES = 15
BANK_METRES = 10
"""The legend's slopes add 15 m and its banks take 10 m (dice-golf.md §4)."""


def _refused(exc: ValidationError) -> DiceGolfError:
    """Pydantic's first complaint, as one line (the models word their own errors)."""
    error = exc.errors()[0]
    message = str(error.get("msg", "not allowed"))
    return DiceGolfError(message.removeprefix("Value error, "))


def _hazard(data: Mapping[str, Any]) -> AnyHazard:
    try:
        return _HAZARD.validate_python(dict(data), strict=True)
    except ValidationError as exc:
        raise _refused(exc) from None


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


# ---- courses and holes -------------------------------------------------------------------------

def new_hole(name: str = "") -> Hole:
    """A par 4 of ``NEW_LENGTH`` m with one zone and a green: a hole to start drawing on
    (unnamed: the editor calls a hole by its number until it is given a name)."""
    green = NEW_LENGTH - NEW_GREEN
    return Hole(name=name, length=NEW_LENGTH, par=4,
                zones=(Zone(start=0, formula=NEW_FORMULA),),
                green=Green(start=green, formula=NEW_GREEN_FORMULA, combination="double"),
                end_of_terrain=NEW_LENGTH + NEW_BEYOND)


def new_course(name: str, holes: int = NEW_COURSE_HOLES) -> Course:
    """A course of ``holes`` new holes (nine, as the printed course, §1)."""
    if not MIN_HOLES <= holes <= MAX_HOLES:
        raise DiceGolfError(tr("a course has {least} to {most} holes, not {count}").format(
            least=MIN_HOLES, most=MAX_HOLES, count=holes))
    return Course(name=name[:MAX_NAME_LENGTH],
                  holes=tuple(new_hole() for _ in range(holes)))


def set_course_name(course: Course, name: str) -> Course:
    name = name.strip()
    if len(name) > MAX_NAME_LENGTH:
        raise DiceGolfError(tr("a name has at most {most} characters").format(
            most=MAX_NAME_LENGTH))
    return course if name == course.name else course.model_copy(update={"name": name})


def replace_hole(course: Course, index: int, hole: Hole) -> Course:
    if hole is course.holes[index]:
        return course
    holes = list(course.holes)
    holes[index] = hole
    return course.model_copy(update={"holes": tuple(holes)})


def _with_hole(course: Course, index: int, **update: object) -> Course:
    hole = course.holes[index]
    if all(getattr(hole, key) == value for key, value in update.items()):
        return course
    return replace_hole(course, index, hole.model_copy(update=update))


def _with_holes(course: Course, holes: list[Hole]) -> Course:
    if not MIN_HOLES <= len(holes) <= MAX_HOLES:
        raise DiceGolfError(tr("a course has {least} to {most} holes").format(
            least=MIN_HOLES, most=MAX_HOLES))
    return course.model_copy(update={"holes": tuple(holes)})


def add_hole(course: Course, after: int) -> Course:
    """A new hole after hole ``after`` (an index; -1 puts it first)."""
    holes = list(course.holes)
    holes.insert(after + 1, new_hole())
    return _with_holes(course, holes)


def duplicate_hole(course: Course, index: int) -> Course:
    holes = list(course.holes)
    holes.insert(index + 1, holes[index])
    return _with_holes(course, holes)


def remove_hole(course: Course, index: int) -> Course:
    if len(course.holes) <= MIN_HOLES:
        raise DiceGolfError(tr("a course keeps at least one hole"))
    holes = list(course.holes)
    del holes[index]
    return _with_holes(course, holes)


def move_hole(course: Course, index: int, to: int) -> Course:
    holes = list(course.holes)
    to = _clamp(to, 0, len(holes) - 1)
    if to == index:
        return course
    holes.insert(to, holes.pop(index))
    return _with_holes(course, holes)


def set_hole_fields(course: Course, index: int, *, name: str | None = None,
                    par: int | None = None) -> Course:
    """A hole's name and par (the metres have their own edits, which keep the track in
    order)."""
    update: dict[str, object] = {}
    if name is not None:
        name = name.strip()
        if len(name) > MAX_NAME_LENGTH:
            raise DiceGolfError(tr("a name has at most {most} characters").format(
            most=MAX_NAME_LENGTH))
        update["name"] = name
    if par is not None:
        if not MIN_PAR <= par <= MAX_PAR:
            raise DiceGolfError(tr("a par runs from {least} to {most}, not {par}").format(
                least=MIN_PAR, most=MAX_PAR, par=par))
        update["par"] = par
    return _with_hole(course, index, **update)


# ---- the marks along the track -----------------------------------------------------------------

def zone_end(hole: Hole, zone: int) -> int:
    """Where zone ``zone`` (an index) ends: the next zone's start (a limit), or the green's
    front edge for the last zone. A throw from the zone's start crosses that mark when it
    moves at least ``zone_end - start`` metres."""
    if zone + 1 < len(hole.zones):
        return hole.zones[zone + 1].start
    return hole.green.start


def set_length(course: Course, index: int, metre: int) -> Course:
    """Put the hole at ``metre``, kept on the green and before the end of terrain."""
    hole = course.holes[index]
    return _with_hole(course, index, length=_clamp(metre, max(10, hole.green.start + 1),
                                                     hole.end_of_terrain - 1))


def set_green_start(course: Course, index: int, metre: int) -> Course:
    """Move the green's front edge, kept after the last zone's start and before the hole."""
    hole = course.holes[index]
    metre = _clamp(metre, hole.zones[-1].start + 1, hole.length - 1)
    if metre == hole.green.start:
        return course
    return _with_hole(course, index, green=hole.green.model_copy(update={"start": metre}))


def set_end_of_terrain(course: Course, index: int, metre: int) -> Course:
    """Move the end of terrain (the black dotted line), kept beyond the hole."""
    hole = course.holes[index]
    return _with_hole(course, index,
                      end_of_terrain=_clamp(metre, max(11, hole.length + 1), MAX_METRES))


# ---- zones -------------------------------------------------------------------------------------

def normal_formula(source: str) -> str:
    """A formula as the file keeps it: parsed (``DiceGolfError`` naming the bad character)
    and written back with single spaces and only the brackets it needs (``b*r`` and
    ``(B*R)`` both become ``B * R``), so every file writes one formula one way."""
    written = text(parse(source))
    return written if len(written) <= MAX_LENGTH else source.strip()


def set_zone_formula(course: Course, index: int, zone: int, source: str) -> Course:
    hole = course.holes[index]
    formula = normal_formula(source)
    zones = list(hole.zones)
    if zones[zone].formula == formula:
        return course
    zones[zone] = zones[zone].model_copy(update={"formula": formula})
    return _with_hole(course, index, zones=tuple(zones))


def move_limit(course: Course, index: int, zone: int, metre: int) -> Course:
    """Move the limit where zone ``zone`` (an index from 1: zone 0 starts at the tee) starts,
    kept a metre after the zone before it and a metre before the next mark."""
    hole = course.holes[index]
    if not 1 <= zone < len(hole.zones):
        raise DiceGolfError(tr("the first zone starts at the tee: it has no limit to move"))
    low = hole.zones[zone - 1].start + 1
    high = zone_end(hole, zone) - 1
    metre = _clamp(metre, low, max(low, high))
    if metre == hole.zones[zone].start:
        return course
    zones = list(hole.zones)
    zones[zone] = zones[zone].model_copy(update={"start": metre})
    return _with_hole(course, index, zones=tuple(zones))


def split_zone(course: Course, index: int, metre: int) -> tuple[Course, int]:
    """A new zone limit at ``metre``: the zone holding it is cut in two, both halves keeping
    its formula. Returns the course and the new zone's index."""
    hole = course.holes[index]
    if len(hole.zones) >= MAX_ZONES:
        raise DiceGolfError(tr("a hole has at most {most} zones").format(most=MAX_ZONES))
    if metre <= 0:
        raise DiceGolfError(tr("the first zone starts at the tee: put a limit after 0 m"))
    if metre >= hole.green.start:
        raise DiceGolfError(tr("{metres} m is on the green (from {green} m): zones split the "
                               "fairway only").format(metres=metre, green=hole.green.start))
    if metre in hole.limits:
        raise DiceGolfError(tr("a zone limit is already at {metres} m").format(metres=metre))
    at = max(i for i, zone in enumerate(hole.zones) if zone.start < metre)
    zones = list(hole.zones)
    zones.insert(at + 1, Zone(start=metre, formula=zones[at].formula))
    return _with_hole(course, index, zones=tuple(zones)), at + 1


def remove_limit(course: Course, index: int, zone: int) -> Course:
    """Take away the limit where zone ``zone`` starts: the zone before it runs on over it
    (with its own formula)."""
    hole = course.holes[index]
    if not 1 <= zone < len(hole.zones):
        raise DiceGolfError(tr("the first zone starts at the tee: it has no limit to remove"))
    zones = list(hole.zones)
    del zones[zone]
    return _with_hole(course, index, zones=tuple(zones))


# ---- the green ---------------------------------------------------------------------------------

def set_green(course: Course, index: int, *, formula: str | None = None,
              combination: str | None = None) -> Course:
    """The green's formula and the combination that holes out from it (both parsed)."""
    hole = course.holes[index]
    update: dict[str, object] = {}
    if formula is not None:
        update["formula"] = normal_formula(formula)
    if combination is not None:
        words = " ".join(combination.lower().split())
        try:
            Green(start=hole.green.start, formula=hole.green.formula, combination=words)
        except ValidationError as exc:
            raise _refused(exc) from None
        update["combination"] = words
    if all(getattr(hole.green, key) == value for key, value in update.items()):
        return course
    return _with_hole(course, index, green=hole.green.model_copy(update=update))


# ---- hazards -----------------------------------------------------------------------------------

def hazard_of_kind(kind: HazardKind | str, start: int, end: int | None = None,
                   like: AnyHazard | None = None) -> AnyHazard:
    """A hazard of ``kind`` over ``start``–``end`` (a click: the kind's usual width), with
    the parameters of ``like`` where it has them (changing a pond into a river keeps its
    double and its mark) and the legend's usual ones otherwise."""
    kind = HazardKind(kind)
    start = _clamp(start, 0, MAX_METRES)
    if end is None:
        end = start + NEW_HAZARD_WIDTH[kind] - 1
    end = _clamp(end, start, MAX_METRES)
    data: dict[str, Any] = {"start": start, "end": end, "kind": kind.value}
    old = like.model_dump() if like is not None else {}
    if kind is HazardKind.BUNKER:
        data["needs"] = old.get("needs", "double")
    elif kind in (HazardKind.POND, HazardKind.RIVER, HazardKind.WATER_CROSSING):
        data["double"] = old.get("double", 2)
        back = old.get("back_to")
        data["back_to"] = back if isinstance(back, int) and back < start else max(0, start - 1)
    elif kind is HazardKind.SLOPE:
        # A bank takes its metres off: the same ground as a slope takes them off too.
        data["metres"] = (like.metres if isinstance(like, Slope) else
                          -like.metres if isinstance(like, Bank) else SLOPE_METRES)
    elif kind is HazardKind.BANK:
        data["metres"] = (like.metres if isinstance(like, Bank) else
                          abs(like.metres) or BANK_METRES if isinstance(like, Slope)
                          else BANK_METRES)
    return _hazard(data)


def room_for(hole: Hole, width: int) -> int:
    """Where a hazard ``width`` m wide added without a place fits: the first start from
    10 m, or just after a hazard, where it overlaps no other hazard and ends before the
    hole; the middle of the fairway when there is no such room (the Problems list then
    names the overlap)."""
    starts = sorted({10, *(band.end + 1 for band in hole.hazards)})
    for start in starts:
        end = start + width - 1
        if end < hole.length and not any(band.start <= end and start <= band.end
                                         for band in hole.hazards):
            return start
    return hole.green.start // 2


def _with_hazards(course: Course, index: int, hazards: list[AnyHazard]) -> Course:
    return _with_hole(course, index, hazards=tuple(hazards))


def add_hazard(course: Course, index: int, hazard: AnyHazard) -> tuple[Course, int]:
    """``hazard`` added after the hole's others; returns the course and its index."""
    hole = course.holes[index]
    if len(hole.hazards) >= MAX_HAZARDS:
        raise DiceGolfError(tr("a hole has at most {most} hazards").format(most=MAX_HAZARDS))
    return _with_hazards(course, index, [*hole.hazards, hazard]), len(hole.hazards)


def remove_hazard(course: Course, index: int, hazard: int) -> Course:
    hazards = list(course.holes[index].hazards)
    del hazards[hazard]
    return _with_hazards(course, index, hazards)


def set_hazard(course: Course, index: int, hazard: int, **fields: object) -> Course:
    """Change a hazard's fields as typed in the editor's form (``kind`` changes it into
    another kind, keeping what the two share); the models check the values."""
    hazards = list(course.holes[index].hazards)
    old = hazards[hazard]
    kind = fields.pop("kind", old.kind)
    if kind != old.kind:
        old = hazard_of_kind(str(kind), old.start, old.end, like=old)
    new = _hazard({**old.model_dump(), **fields})
    if new == hazards[hazard]:
        return course
    hazards[hazard] = new
    return _with_hazards(course, index, hazards)


def move_hazard_end(course: Course, index: int, hazard: int, which: End,
                    metre: int) -> Course:
    """Drag one end of a hazard band: the start stays at or before the end and the end
    within the track; a water's mark stays before its start."""
    old = course.holes[index].hazards[hazard]
    if which == "start":
        start, end = _clamp(metre, 0, old.end), old.end
    else:
        start, end = old.start, _clamp(metre, old.start, MAX_METRES)
    fields: dict[str, object] = {"start": start, "end": end}
    if isinstance(old, Water) and old.back_to >= start:
        fields["back_to"] = max(0, start - 1)
    return set_hazard(course, index, hazard, **fields)


def move_hazard(course: Course, index: int, hazard: int, start: int) -> Course:
    """Slide a whole hazard band so it starts at ``start`` (its width kept, on the track);
    a water's mark moves with it."""
    old = course.holes[index].hazards[hazard]
    width = old.end - old.start
    start = _clamp(start, 0, MAX_METRES - width)
    shift = start - old.start
    fields: dict[str, object] = {"start": start, "end": start + width}
    if isinstance(old, Water):
        fields["back_to"] = _clamp(old.back_to + shift, 0, max(0, start - 1))
    return set_hazard(course, index, hazard, **fields)


# ---- proximity zones ---------------------------------------------------------------------------

def _proximity(start: int, width: int) -> Proximity:
    if width not in PROXIMITY_WIDTHS:
        raise DiceGolfError(tr("a proximity zone is 30, 40 or 50 m long, not {width} m").format(
            width=width))
    start = _clamp(start, 0, MAX_METRES - width + 1)
    return Proximity(start=start, end=start + width - 1)


def _with_proximity(course: Course, index: int, zones: list[Proximity]) -> Course:
    return _with_hole(course, index, proximity=tuple(zones))


def place_proximity(hole: Hole, metre: int, width: int) -> Proximity:
    """Where a proximity zone clicked at ``metre`` goes: if a zone limit lies ahead within
    ``width`` metres, the zone ends just before it (the rulebook's default, the 30/40/50 m
    before each limit, dice-golf.md §1); otherwise it starts at ``metre``."""
    ahead = [limit for limit in hole.limits if metre < limit <= metre + width]
    if ahead:
        return _proximity(max(0, ahead[0] - width), width)
    return _proximity(metre, width)


def add_proximity(course: Course, index: int, width: int,
                  metre: int | None = None) -> tuple[Course, int]:
    """A proximity zone of ``width`` m placed at ``metre`` (``place_proximity``), or, with
    no metre, just before the first zone limit that none leads to yet. Returns the course
    and its index."""
    hole = course.holes[index]
    if len(hole.proximity) >= MAX_PROXIMITY:
        raise DiceGolfError(tr("a hole has at most {most} proximity zones").format(
            most=MAX_PROXIMITY))
    if metre is None:
        free = [limit for limit in hole.limits
                if not any(near.start <= limit <= near.end + 1 for near in hole.proximity)]
        if not free:
            raise DiceGolfError(tr("every zone limit has its proximity zone: click on the track "
                                   "with the proximity tool to put one elsewhere"))
        zone = _proximity(max(0, free[0] - width), width)
    else:
        zone = place_proximity(hole, metre, width)
    return _with_proximity(course, index, [*hole.proximity, zone]), len(hole.proximity)


def remove_proximity(course: Course, index: int, zone: int) -> Course:
    zones = list(course.holes[index].proximity)
    del zones[zone]
    return _with_proximity(course, index, zones)


def move_proximity(course: Course, index: int, zone: int, start: int) -> Course:
    """Slide a proximity zone so it starts at ``start``, its length kept."""
    zones = list(course.holes[index].proximity)
    old = zones[zone]
    zones[zone] = _proximity(start, old.end - old.start + 1)
    if zones[zone] == old:
        return course
    return _with_proximity(course, index, zones)


def set_proximity_width(course: Course, index: int, zone: int, width: int) -> Course:
    """Make a proximity zone 30, 40 or 50 m long; it keeps its end (the limit it leads to)."""
    zones = list(course.holes[index].proximity)
    old = zones[zone]
    zones[zone] = _proximity(max(0, old.end - width + 1), width)
    if zones[zone] == old:
        return course
    return _with_proximity(course, index, zones)
