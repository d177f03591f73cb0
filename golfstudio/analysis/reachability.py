"""Where the hole can be reached from, traps, and the fewest strokes with chosen faces.

All three read the shot graph with networkx (docs/analysis.md):

- **minimal strokes** of a state: the fewest shots to the hole if the player could choose
  every face, i.e. the length of a shortest path to the hole — one breadth-first search over
  the reversed graph from the hole (``single_source_shortest_path_length``);
- **unreachable** states: those with no path to the hole at all (no minimal strokes);
- **traps**: states a ball can never leave once there — the closed strongly connected
  components of the graph (``attracting_components``: no edge leads out of them) other than
  the hole. A sink (every shot leaves the ball where it is) is a trap of one cell. Every trap
  is unreachable; an unreachable state that is no trap can still move, but only from one
  hopeless cell to another (or into a trap);
- **from a start**: the states a ball put on a start cell can come to (``descendants``), so
  a report can tell a dead corner no ball reaches from a real danger.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

import networkx as nx

from golfstudio.analysis.shot_graph import ShotGraph


@dataclass(frozen=True, eq=False)
class Reachability:
    min_strokes: Mapping[int, int]
    """State (and hole) → fewest shots to the hole with chosen faces; unreachable states
    are missing."""
    unreachable: tuple[int, ...]
    """States with no path to the hole, in row order."""
    traps: tuple[int, ...]
    """States in a closed component other than the hole (a subset of ``unreachable``)."""
    from_start: frozenset[int]
    """States a ball can come to from some start cell (the starts included)."""

    def can_reach_hole(self, cell: int) -> bool:
        return cell in self.min_strokes


def find_reachability(shots: ShotGraph) -> Reachability:
    graph = shots.graph
    hole = shots.hole
    dist: dict[int, int] = nx.single_source_shortest_path_length(graph.reverse(copy=False),
                                                                 hole)
    unreachable = tuple(c for c in shots.states if c not in dist)
    # No shot leads from a state the hole cannot be reached from to one it can, so the
    # closed components other than the hole's are those of the unreachable states alone:
    # the search runs on that (usually empty) subgraph instead of the whole graph.
    trapped: set[int] = set()
    for component in nx.attracting_components(graph.subgraph(unreachable)):
        trapped.update(component)
    seen: set[int] = set()
    for s in shots.table.starts:
        if s in graph and s not in seen:  # a start seen already brought its descendants
            seen.add(s)
            seen.update(nx.descendants(graph, s))
    seen.discard(hole)
    return Reachability(
        min_strokes=MappingProxyType(dist),
        unreachable=unreachable,
        traps=tuple(c for c in shots.states if c in trapped),
        from_start=frozenset(seen),
    )
