"""The rest states of a lone ball and the shots between them, as a networkx ``DiGraph``.

**The state** of a lone ball between two shots is its cell (docs/analysis.md). Nothing else
changes what the next shot can do: "in water" is read from the cell (a ball can only rest on
water by having entered it, and every step from water costs 3), "inside a channel" too (the
legal directions of a cell in a channel or on a high obstacle are its passes,
``CellTable.legal_directions``), and the engine starts every shot afresh from the cell, the
direction and the impulses (``resolve_fast``). The states are the **rest cells**: the start
cells and every cell some shot from some cell ends on, except the hole — which leaves out
the inside of solid obstacles and the slopes of high obstacles, where no ball stops (fig. 40,
41). The hole is the one terminal node.

**A choice** is what the player picks: a legal direction and a die, or a card with the white
die (carambole.md §2); the dice then pick the face. Every face of every source is equally
likely (a ruleset's dice have six faces, a card uses the white die's), so a choice's outcome
is the tuple of its faces' end cells. Choices from one state whose faces lead to the same
cells are merged into one ``Outcomes``: the expected-strokes sweep then looks at each
distinct outcome once. (Only equal tuples are merged, not the same cells in another face
order: sorting every tuple cost more than the 5 % fewer outcomes it saved.)

**The graph** has an edge ``a → b`` when some shot from ``a`` ends on ``b`` with some face;
one ``DiGraph`` edge stands for every such shot. Its edges carry no attributes: listing the
shots of some 60 edges per cell would cost more than the whole analysis.
``ShotGraph.shots_between`` lists the shots behind an edge with their chances,
``ShotGraph.edge_probability`` gives the best chance of one shot along it, and
``ShotGraph.annotated_graph()`` builds a copy whose edges carry both, for an overlay.

The walks come from ``walks.all_ends`` (one walk per cell and direction serves every
impulse count); each choice's ends are then one ``itemgetter`` call on the walk's list.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import repeat
from operator import call, itemgetter
from typing import Any

import networkx as nx

from golfstudio.analysis.errors import AnalysisError
from golfstudio.analysis.walks import all_ends
from golfstudio.carambole.game import Shot
from golfstudio.carambole.ruleset import die_name
from golfstudio.carambole.table import CellTable
from golfstudio.hexgrid import Direction, compass
from golfstudio.i18n import tr


@dataclass(frozen=True, slots=True)
class ShotChoice:
    """A shot as a player chooses it: a direction and a die, or a card with the white die."""

    direction: Direction
    source: str
    card: bool = False

    def to_shot(self) -> Shot:
        """The game's action for this choice (``CaramboleGame.apply``)."""
        return Shot(self.direction, self.source, self.card)

    def label(self) -> str:
        """How a report names it: ``"E, green die"``, ``"NE, card +3"``."""
        return f"{compass(self.direction)}, {self.what()}"

    def what(self) -> str:
        """The die or card it is played with, in the user's language: ``"green die"``."""
        if self.card:
            return tr("card {card}").format(card=self.source)
        return tr("{die} die").format(die=die_name(self.source))


@dataclass(frozen=True, slots=True, eq=False)
class Outcomes:
    """The choices from one state that lead to the same cells with the same chances."""

    ends: tuple[int, ...]
    """The end cell of each equally likely face (``ShotGraph.faces`` of them, in the die's
    order); the hole's id where the ball drops in."""
    choices: tuple[int, ...]
    """The ids of the ``ShotChoice``s that give these ends, in ``legal_actions`` order."""
    holing: int
    """How many of the faces drop the ball in the hole."""


@dataclass(frozen=True, eq=False)
class ShotGraph:
    """The rest states of a course and the shots between them (module docstring)."""

    table: CellTable
    faces: int
    """Every choice's faces, equally likely: the dice's common number of faces."""
    choices: tuple[ShotChoice, ...]
    """Every direction × source; a choice's id is ``direction * len(sources) + source``."""
    states: tuple[int, ...]
    """The rest cells' ids, in the course's row order."""
    ends: tuple[tuple[tuple[int, ...], ...], ...]
    """By cell id: the distinct outcomes of its legal choices, each as the end cells of its
    faces (``Outcomes.ends``), in the order of their first choice; ``()`` for a cell that
    is not a state. Kept as plain tuples: the sweeps read them many times."""
    choice_ends: tuple[tuple[tuple[int, ...] | None, ...], ...]
    """By cell id and choice id: the choice's faces' end cells (one of ``ends[cell]``), or
    None for a direction that is not legal there; ``()`` for a cell that is not a state."""
    graph: Any
    """The ``networkx.DiGraph``: nodes are cell ids (the states and the hole), with
    attributes ``cell`` (its ``Hex``) and ``hole``; an edge ``a → b`` when some shot from
    ``a`` ends on ``b`` (``shots_between`` lists them, ``edge_probability`` gives the best
    chance of one)."""

    @property
    def hole(self) -> int:
        return self.table.hole

    def is_state(self, cell: int) -> bool:
        return bool(self.ends[cell])

    def choice_ids(self, cell: int, outcome: int) -> tuple[int, ...]:
        """The ids of the choices from ``cell`` giving outcome ``outcome``, in order."""
        ends = self.ends[cell][outcome]
        return tuple(k for k, e in enumerate(self.choice_ends[cell]) if e == ends)

    def outcomes(self, cell: int) -> tuple[Outcomes, ...]:
        """The distinct outcomes of the legal choices from ``cell`` (``()`` if no state)."""
        hole = self.hole
        return tuple(Outcomes(ends, self.choice_ids(cell, k), ends.count(hole))
                     for k, ends in enumerate(self.ends[cell]))

    def first_choice(self, cell: int, outcome: int) -> int:
        """The id of the first choice (in ``legal_actions`` order) giving ``outcome``."""
        return self.choice_ends[cell].index(self.ends[cell][outcome])

    def best_choice(self, cell: int, outcome: int) -> ShotChoice:
        """The first choice (in ``legal_actions`` order) giving outcome ``outcome``."""
        return self.choices[self.first_choice(cell, outcome)]

    def shots_between(self, a: int, b: int) -> list[tuple[ShotChoice, Fraction]]:
        """Every choice from state ``a`` that can end on ``b``, with its chance of it."""
        found: list[tuple[ShotChoice, Fraction]] = []
        for choice, ends in zip(self.choices, self.choice_ends[a], strict=True):
            k = ends.count(b) if ends is not None else 0
            if k:
                found.append((choice, Fraction(k, self.faces)))
        return found

    def annotated_graph(self) -> Any:
        """A copy of ``graph`` whose edges carry ``shots`` (every choice that can go along
        the edge with its chance, as ``shots_between`` lists them) and ``probability`` (the
        best of those chances): for overlays and inspection. It takes longer to build than
        the whole analysis, which is why ``graph`` goes without."""
        graph = self.graph.copy()
        for a in self.states:
            along: dict[int, list[tuple[ShotChoice, Fraction]]] = {}
            for choice, ends in zip(self.choices, self.choice_ends[a], strict=True):
                if ends is not None:
                    for b, k in Counter(ends).items():
                        along.setdefault(b, []).append((choice, Fraction(k, self.faces)))
            for b, shots in along.items():
                graph.edges[a, b]["shots"] = shots
                graph.edges[a, b]["probability"] = max(p for _, p in shots)
        return graph

    def edge_probability(self, a: int, b: int) -> Fraction:
        """The best chance of going from state ``a`` to ``b`` in one shot."""
        return Fraction(max((ends.count(b) for ends in self.ends[a]), default=0), self.faces)


def face_impulses(table: CellTable) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The common number of equally likely faces and each source's impulses per face.

    A source with fewer faces than the others has each face repeated, so every face of every
    source weighs the same (a ruleset's dice all have six faces, so nothing repeats there).
    """
    counts = [len(s.outcomes) for s in table.sources]
    faces = math.lcm(*counts) if counts else 1
    if faces < 2:
        faces = 2  # an itemgetter of one index returns an item, not a tuple
    return faces, tuple(
        tuple(o.impulses for o in s.outcomes for _ in range(faces // len(s.outcomes)))
        for s in table.sources)


def build_shot_graph(table: CellTable) -> ShotGraph:
    """Walk every cell in every legal direction once and build the graph."""
    if table.hole < 0:
        raise AnalysisError(tr("the course has no hole: there is nothing to analyse"))
    faces, impulses = face_impulses(table)
    n_sources = len(impulses)
    top = max((i for imps in impulses for i in imps), default=0)
    getters = [itemgetter(*imps) for imps in impulses]
    every_count = sorted({i for imps in impulses for i in imps})
    any_face = itemgetter(*every_count, every_count[0])  # twice: always a tuple
    choices = tuple(ShotChoice(d, s.name, s.is_card) for d in Direction for s in table.sources)

    hole = table.hole
    n = len(table)
    cells = [c for c in range(n) if not table.solid[c] and not table.is_hole[c]]
    # Plain ints, not ``Direction``s: an IntEnum member hashes through Python code.
    legal = [{int(d) for d in table.legal_directions(c)} for c in range(n)]
    walks = [(c, d) for c in cells for d in range(6) if d in legal[c]]
    walk_ends = iter(all_ends(table, walks, top))
    by_cell: list[tuple[tuple[int, ...], ...]] = [()] * n
    by_choice: list[tuple[tuple[int, ...] | None, ...]] = [()] * n
    targets: list[set[int]] = [set() for _ in range(n)]
    for c in cells:
        # Each choice's faces' ends, in choice-id order (none for an illegal direction),
        # built with C-level maps: this loop runs some 60 times per cell.
        keys: list[tuple[int, ...] | None] = []
        reached = targets[c]
        for d in range(6):
            if d in legal[c]:
                ends = next(walk_ends)
                keys += map(call, getters, repeat(ends))
                reached.update(any_face(ends))
            else:
                keys += repeat(None, n_sources)
        distinct = dict.fromkeys(keys)
        distinct.pop(None, None)
        by_cell[c] = tuple(distinct)  # type: ignore[arg-type]
        by_choice[c] = tuple(keys)

    # Rest cells: the starts and every end of a shot (module docstring). A start on the hole
    # or inside a solid obstacle (a broken course in the editor) is none.
    rest = {s for s in table.starts if by_cell[s]}.union(*targets)
    rest.discard(hole)
    states = tuple(c for c in range(n) if c in rest)
    for c in range(n):
        if by_cell[c] and c not in rest:
            by_cell[c] = by_choice[c] = ()
    graph = nx.DiGraph()
    graph.add_nodes_from((c, {"cell": table.hexes[c], "hole": c == hole})
                         for c in (*states, hole))
    for c in states:
        graph.add_edges_from(zip(repeat(c), targets[c]))
    return ShotGraph(table=table, faces=faces, choices=choices, states=states,
                     ends=tuple(by_cell), choice_ends=tuple(by_choice), graph=graph)
