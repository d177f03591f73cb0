"""Everything an object holds, reached through its fields, and where two objects differ in it.

A view of a game with hidden information must hold nothing from which a hidden value can be
recovered — not in the fields its equality compares, not behind a property that masks it, not
in a nested object. ``contents(obj)`` walks every field the object really has (``vars()`` and
the ``__slots__`` of every class in its MRO, private ones included, never properties), into
lists, tuples, dicts, sets and nested objects, and returns what it found as tuples that
compare by value; ``differences(a, b)`` walks two objects side by side and names every place
where they differ (``._history[30].value: 4 != 9``). Two views with no difference give a
reader the same data, whatever attribute it reads.

The walk is generic on purpose: a field added later is walked too, and an object it does not
know how to open (a class written in C that keeps data out of reach, such as an iterator)
fails the walk rather than being skipped. ``differences`` does not open an object shared by
both sides (the same object holds the same data), so comparing two views of one game does not
walk its course again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from functools import cache
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

__all__ = ["contents", "differences"]

_ATOMS = (bool, int, float, complex, str, bytes, Fraction, Decimal)
_ATOM_TYPES = frozenset(_ATOMS)

Opened = tuple[str, Any, list[tuple[str, object]]]
"""An object opened one level: what kind it is, its own value (an atom's, a reference's
name; else None), and its parts, each with the name a path shows for it."""


def _open(obj: object) -> Opened:
    kind = type(obj)
    if kind in _ATOM_TYPES or obj is None:
        return kind.__name__, obj, []
    if kind is list or kind is tuple:  # the common case first: a walk meets thousands
        return kind.__name__, None, [(f"[{k}]", x) for k, x in enumerate(obj)]  # type: ignore[arg-type]
    if isinstance(obj, _ATOMS):
        return kind.__qualname__, obj, []
    if isinstance(obj, Enum):
        return kind.__qualname__, obj.name, []
    if isinstance(obj, ModuleType):
        return "module", obj.__name__, []
    if isinstance(obj, type | FunctionType | BuiltinFunctionType):
        return "reference", f"{obj.__module__}.{obj.__qualname__}", []
    if isinstance(obj, MethodType):
        return "method", obj.__func__.__qualname__, [(".__self__", obj.__self__)]
    if isinstance(obj, list | tuple):
        return kind.__qualname__, None, [(f"[{k}]", x) for k, x in enumerate(obj)]
    if isinstance(obj, Mapping):
        parts: list[tuple[str, object]] = []
        for k, (key, value) in enumerate(obj.items()):
            parts += [(f"<key {k}>", key), (f"[{key!r}]", value)]
        return kind.__qualname__, None, parts
    if isinstance(obj, set | frozenset):
        ordered = sorted(obj, key=lambda x: repr(contents(x)))
        return kind.__qualname__, None, [(f"{{{k}}}", x) for k, x in enumerate(ordered)]
    if isinstance(obj, random.Random):  # its state lives in C, out of vars()
        return "Random", obj.getstate(), _fields(obj)
    if not hasattr(obj, "__dict__") and not _slots_hold_all(kind):
        raise TypeError(f"contents() cannot look inside a {kind.__qualname__}: "
                        f"teach it how, rather than let a field go unread")
    return f"{kind.__module__}.{kind.__qualname__}", None, _fields(obj)


@cache
def _slot_names(kind: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in kind.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):  # name-mangled
                name = f"_{klass.__name__.lstrip('_')}{name}"
            names.append(name)
    return tuple(sorted(names))


@cache
def _slots_hold_all(kind: type) -> bool:
    """Whether the slots are all an instance without a ``__dict__`` holds: every class of
    its MRO declares its ``__slots__``."""
    return all("__slots__" in klass.__dict__ for klass in kind.__mro__ if klass is not object)


_UNSET = object()


def _fields(obj: object) -> list[tuple[str, object]]:
    read = object.__getattribute__
    found: list[tuple[str, object]] = []
    for name in _slot_names(type(obj)):
        try:
            found.append((f".{name}", read(obj, name)))
        except AttributeError:
            found.append((f".{name}", _UNSET))
    try:
        own = read(obj, "__dict__")
    except AttributeError:
        return found
    return sorted(found + [(f".{name}", value) for name, value in own.items()],
                  key=lambda part: part[0])


def contents(obj: object) -> Any:
    """Everything ``obj`` holds (module docstring), as tuples comparing by value."""
    return _contents(obj, ())


def _contents(obj: object, path: tuple[int, ...]) -> Any:
    if obj is _UNSET:
        return ("unset",)
    if id(obj) in path:  # a cycle: say where it leads back to
        return ("cycle", path.index(id(obj)))
    label, own, parts = _open(obj)
    if not parts:
        return (label, own)
    inner = (*path, id(obj))
    return (label, own, tuple((name, _contents(part, inner)) for name, part in parts))


def differences(a: object, b: object) -> list[str]:
    """Every place where ``a`` and ``b`` hold different data, as a path from them and the
    two values (``._history[30].value: 4 != 9``); empty when nothing tells them apart."""
    found: list[str] = []
    _differ(a, b, "", (), found)
    return found


def _differ(a: object, b: object, where: str, path: tuple[tuple[int, int], ...],
            found: list[str]) -> None:
    if a is b:
        return
    if a is _UNSET or b is _UNSET:
        found.append(f"{where}: {_shown(a)} != {_shown(b)}")
        return
    if (id(a), id(b)) in path:
        return
    label_a, own_a, parts_a = _open(a)
    label_b, own_b, parts_b = _open(b)
    if (label_a != label_b or not _same(own_a, own_b)
            or [n for n, _ in parts_a] != [n for n, _ in parts_b]):
        found.append(f"{where}: {_shown(a)} != {_shown(b)}")
        return
    inner = (*path, (id(a), id(b)))
    for (name, x), (_, y) in zip(parts_a, parts_b, strict=True):
        _differ(x, y, where + name, inner, found)


def _same(a: object, b: object) -> bool:
    return a == b or (a != a and b != b)  # NaN is NaN's equal here


def _shown(value: object) -> str:
    if value is _UNSET:
        return "(unset)"
    text = repr(value)
    return text if len(text) < 120 else text[:117] + "..."
