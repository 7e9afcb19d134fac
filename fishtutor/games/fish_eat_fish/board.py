"""The board: 25 circles joined by lines, built from the edge list in the edition data."""
from __future__ import annotations

from dataclasses import dataclass

from .cards import EDITION

SIDE = 5
CIRCLES = SIDE * SIDE
COLUMNS = "ABCDE"
# Steps along a line as (row, column) changes: the four orthogonal and the four diagonal directions.
DIRECTIONS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


def circle_name(c: int) -> str:
    """A circle as a learner reads it: column A-E and row 1-5, e.g. "C3" (circle index = row * 5 + column)."""
    return f"{COLUMNS[c % SIDE]}{c // SIDE + 1}" if 0 <= c < CIRCLES else f"circle {c}"


def parse_circle(name: str) -> int:
    """The index of a circle from its name, e.g. "C3" -> 12."""
    text = name.strip().upper()
    if len(text) != 2 or text[0] not in COLUMNS or text[1] not in "12345":
        raise ValueError(f"{name!r} is not a circle: use a column A-E and a row 1-5, e.g. 'C3'.")
    return (int(text[1]) - 1) * SIDE + COLUMNS.index(text[0])


def _step(c: int, direction: tuple[int, int]) -> int:
    """The circle one step from ``c`` in ``direction``, or -1 off the board."""
    row, col = c // SIDE + direction[0], c % SIDE + direction[1]
    return row * SIDE + col if 0 <= row < SIDE and 0 <= col < SIDE else -1


@dataclass(frozen=True)
class Board:
    """The lines of one board variant, with everything moves need derived from them once."""

    name: str
    edges: frozenset  # (a, b) with a < b: the two circles a single line joins
    neighbours: tuple  # per circle, the circles joined to it by one line (adjacent circles)
    neighbour_mask: tuple  # the same as bit masks
    rays: tuple  # per circle, per direction with a line, the circles along that straight line in order
    between: tuple  # per circle: {circle on a straight line from it: mask of the circles strictly between}

    def is_adjacent(self, a: int, b: int) -> bool:
        """Adjacent: located on circles connected by a single line."""
        return (min(a, b), max(a, b)) in self.edges


def _ray(edges: frozenset, c: int, direction: tuple[int, int]) -> tuple[int, ...]:
    """The circles reached from ``c`` by following lines in one direction without turning."""
    out, here = [], c
    while (nxt := _step(here, direction)) >= 0 and (min(here, nxt), max(here, nxt)) in edges:
        out.append(nxt)
        here = nxt
    return tuple(out)


def _between(rays: tuple) -> dict[int, int]:
    """For each circle on a ray, the bit mask of the circles passed on the way there."""
    found = {}
    for ray in rays:
        passed = 0
        for c in ray:
            found[c] = passed
            passed |= 1 << c
    return found


def from_edges(name: str, pairs: list[str]) -> Board:
    """A board from its edge list ("A1-B1", ...): adjacency and straight lines derived once."""
    edges = frozenset(tuple(sorted(parse_circle(x) for x in p.split("-"))) for p in pairs)
    neighbours = tuple(tuple(sorted({b for a, b in edges if a == c} | {a for a, b in edges if b == c}))
                       for c in range(CIRCLES))
    masks = tuple(sum(1 << n for n in ns) for ns in neighbours)
    rays = tuple(tuple(r for d in DIRECTIONS if (r := _ray(edges, c, d))) for c in range(CIRCLES))
    return Board(name, edges, neighbours, masks, rays, tuple(_between(r) for r in rays))


BOARDS = {name: from_edges(name, spec["edges"]) for name, spec in EDITION["boards"].items()}
DEFAULT_BOARD = EDITION["default_board"]
