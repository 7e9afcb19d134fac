"""Moving a boat: straight legs counted in spaces, drifters, running aground, docking, and every reachable end.

A move is one or two Legs (a Route). Each leg goes the full number in one compass direction, counting a
drifter as one space. Readings this edition takes (each is an edition choice in edition.json):
- drifter_exit: a boat leaves a drifter from whichever of its squares it likes, by the square just beyond
  that one in the direction of travel. Option ``drift="sides"``: also by a square bordering the drifter on
  either side (never behind), then on in the rolled direction.
- aground_forced: a boat runs aground only when no way of moving the full number ends on a free space; it
  stops on the space beside the obstruction (on a drifter: the drifter). So grounding never dodges a peril,
  and when both directions ground the captain chooses which. A wheel's choices follow the same rule.
- each_direction_ends: with both directions, where the first direction ends is a landing like the last one:
  it may not be another boat's space, an uncaught fish there is caught, an S.O.S. may be called there, and a
  space that gives a move of its own (a jaw's Peril, a wheel's Captain's Choice: ``FIRST_STOPS``) ends the
  dice move there. Grounding or docking on the first direction ends the move as well.
- leaving_the_dock: a dock is a square of the north row outside the water; the boat leaves it by moving
  SOUTH first (with both directions, the other comes second). Docks never count as occupied.
- docking_reach: a NORTH docks when it reaches a dock square within the number rolled: any dock, but the
  one straight ahead of the boat's line (a drifter may shift the line); the land between docks grounds it.
  With ``docking=False`` (before lines out, if the rules say so) a dock is shore and grounds the boat.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import DIRECTIONS, DOCK, DOUBLE_WHEEL, JAW, WHEEL, Board, Square

__all__ = ["Leg", "Route", "slide", "reachable", "captains_choice", "dock_distance", "DRIFT_READINGS",
           "FIRST_STOPS"]

FIRST_STOPS = (JAW, WHEEL, DOUBLE_WHEEL)  # kinds that end a two-direction move where the first direction lands

DRIFT_READINGS = ("ahead", "sides")
MEMO_LIMIT = 200_000


@dataclass(frozen=True)
class Leg:
    """One direction moved: where it started and ended (space anchors), the squares passed, and how it stopped."""

    direction: str
    steps: int  # the number rolled (or chosen on a wheel)
    start: Square
    end: Square
    path: tuple  # squares entered in order, after the start (a drift inside a drifter adds the square left from)
    moved: int  # spaces actually moved (fewer than ``steps`` when aground or docked early)
    aground: bool = False
    stopped_at: Square | None = None  # aground: the square the boat stopped on, beside the obstruction
    obstruction: Square | None = None  # aground: the obstruction (or off-board square) it could not enter
    docked: bool = False

    def __str__(self) -> str:
        how = " (docked)" if self.docked else " (aground)" if self.aground else ""
        return f"{self.direction} {self.steps} to {self.end}{how}"


@dataclass(frozen=True)
class Route:
    """A whole move: one leg, or two legs in the order the captain chose."""

    legs: tuple

    @property
    def order(self) -> tuple:
        """The directions moved, in order."""
        return tuple(leg.direction for leg in self.legs)

    @property
    def end(self) -> Square:
        """Where the boat ends the move (a space anchor or a dock)."""
        return self.legs[-1].end

    @property
    def path(self) -> tuple:
        """Every square entered, both legs joined, starting square excluded."""
        return tuple(sq for leg in self.legs for sq in leg.path)

    @property
    def aground(self) -> bool:
        """Whether the move ran aground (it then has no further leg)."""
        return self.legs[-1].aground

    @property
    def docked(self) -> bool:
        """Whether the move ended in a dock."""
        return self.legs[-1].docked

    def __str__(self) -> str:
        return " then ".join(str(leg) for leg in self.legs)


def _check(board: Board, start: Square, direction: str, steps: int, drift: str) -> None:
    """Refuse malformed movement requests with a plain sentence."""
    if direction in DIRECTIONS and type(steps) is int and steps > 0 and drift in DRIFT_READINGS and \
            type(start) is tuple and (start in board.water_anchor or board.is_dock(start)):
        return
    if direction not in DIRECTIONS:
        raise ValueError(f"{direction!r} is not a direction: use 'N', 'E', 'S' or 'W'.")
    if type(steps) is not int or steps < 1:
        raise ValueError(f"{steps!r} is not a number of spaces: use a whole number from 1 up.")
    if drift not in DRIFT_READINGS:
        raise ValueError(f"{drift!r} is not a drifter reading: use one of {', '.join(DRIFT_READINGS)}.")
    if not (isinstance(start, tuple) and len(start) == 2 and all(type(v) is int for v in start)) \
            or not (board.is_water(start) or board.is_dock(start)):
        raise ValueError(f"{start!r} is not a space a boat can be on (a water square or a dock).")


def _walk(board: Board, here: Square, direction: str, left: int, trail: tuple, found: dict, how: tuple) -> None:
    """Depth-first through every exit choice; each finished leg goes into ``found`` (key: the leg's outcome)."""
    start, steps, drift, docking = how
    if left == 0:
        found[(board.space(here), trail, False, None, None, False)] = None
        return
    for frm, to in board.exits(here, direction, drift):
        moved = trail + ((frm,) if frm != (trail[-1] if trail else start) else ())  # a drift within the space
        if board.is_dock(to) and direction == "N" and docking:
            found[(to, moved + (to,), False, None, None, True)] = None
        elif board.is_obstruction(to) or board.is_dock(to):
            found[(board.space(frm), moved, True, frm, to, False)] = None
        else:
            _walk(board, to, direction, left - 1, moved + (to,), found, how)


def _raw_legs(board: Board, start: Square, direction: str, steps: int, drift: str, docking: bool) -> tuple:
    """Every outcome of one leg ignoring the other boats, memoised on the board."""
    key = (start, direction, steps, drift, docking)
    legs = board.cache.get(key)
    if legs is None:
        found: dict = {}
        _walk(board, start, direction, steps, (), found, (start, steps, drift, docking))
        legs = tuple(Leg(direction, steps, start, end, path, _spaces_moved(board, start, path), *how)
                     for end, path, *how in found)
        board.cache[key] = legs
    return legs


def _spaces_moved(board: Board, start: Square, path: tuple) -> int:
    """How many spaces a path crosses: a run of squares of one drifter counts once."""
    count, last = 0, board.space(start)
    for sq in path:
        space = board.space(sq)
        if space != last:
            count, last = count + 1, space
    return count


def _spaces(board: Board, occupied) -> frozenset:
    """The spaces (anchors) of the given squares; docks never count as occupied."""
    water = board.water_anchor
    return frozenset(water[sq] for sq in occupied if sq in water)


def _slide(board: Board, start: Square, direction: str, steps: int, taken: frozenset, how: tuple,
           touched: set) -> tuple:
    """slide() without the input checks; every raw leg end looked at goes into ``touched``."""
    legs = _raw_legs(board, start, direction, steps, *how)
    touched.update(leg.end for leg in legs)
    full = tuple(leg for leg in legs if not leg.aground and (leg.docked or leg.end not in taken))
    if full:
        return full
    return tuple(leg for leg in legs if leg.aground and leg.end not in taken)


def slide(board: Board, start: Square, direction: str, steps: int, occupied=(), *,
          drift: str = "ahead", docking: bool = True) -> tuple:
    """Every way to move ``steps`` spaces one direction: full legs ending on free spaces, else the forced groundings.

    ``occupied`` are the other boats' squares (passing through them is allowed, ending on them is not).
    A boat in a dock moves only SOUTH (other directions give no legs). With ``docking`` False a dock is
    shore: a NORTH into it runs aground. An empty result means this direction cannot be moved at all.
    """
    _check(board, start, direction, steps, drift)
    return _slide(board, board.space(start), direction, steps, _spaces(board, occupied), (drift, docking), set())


def _orders(board: Board, start: Square, directions: tuple) -> list:
    """The direction orders to try: each alone, then both in either order; from a dock, SOUTH first only."""
    orders = [(d,) for d in directions] + ([directions, directions[::-1]] if len(directions) == 2 else [])
    return [o for o in orders if not board.is_dock(start) or o[0] == "S"]


def _routes(board: Board, start: Square, directions: tuple, steps: int, taken: frozenset, how: tuple,
            stop_on: tuple) -> tuple:
    """(routes, touched): every Route for the roll given the taken spaces, and every leg end looked at."""
    routes, touched, kind = [], set(), board.kind_at
    for order in _orders(board, start, directions):  # the single orders come first
        for first in _slide(board, start, order[0], steps, taken, how, touched):
            stops = first.aground or first.docked or kind[first.end] in stop_on
            if len(order) == 1:
                routes.append(Route((first,)))
            elif not stops:  # a stopped first leg is already listed as its single-direction route
                routes.extend(Route((first, second))
                              for second in _slide(board, first.end, order[1], steps, taken, how, touched))
    clean = tuple(r for r in routes if not r.aground)
    return (clean or tuple(routes)), frozenset(touched)


def reachable(board: Board, start: Square, directions, steps: int, occupied=(), *, drift: str = "ahead",
              docking: bool = True, stop_on=FIRST_STOPS) -> tuple:
    """Every Route for a roll: one direction or both in either order, each the full number; aground only if forced.

    A first leg that runs aground, docks, or ends on a space whose kind is in ``stop_on`` (a jaw or a wheel)
    ends the move there. Routes that run aground are offered only when no route is clean; an empty result means the
    boat cannot move on this roll (every end is taken by another boat).
    """
    directions = tuple(directions)
    if not 1 <= len(directions) <= 2 or len(set(directions)) != len(directions):
        raise ValueError(f"{directions!r}: give one direction or two different ones, e.g. ('N', 'E').")
    for d in directions:
        _check(board, start, d, steps, drift)
    start, how, stop_on = board.space(start), (drift, docking), tuple(stop_on)
    key = (start, directions, steps, how, stop_on)
    free = board.cache.get(key)
    if free is None:
        free = _remember(board, key, _routes(board, start, directions, steps, frozenset(), how, stop_on))
    near = _spaces(board, occupied) & free[1]
    if not near:
        return free[0]  # no other boat sits where any leg could end: same answer as on an empty sea
    hit = board.cache.get((key, near))  # the answer depends only on the boats where a leg could end
    if hit is None:
        hit = _remember(board, (key, near), _routes(board, start, directions, steps, near, how, stop_on)[0])
    return hit


def _remember(board: Board, key, value):
    """Memoise on the board (cleared wholesale when it grows past MEMO_LIMIT entries)."""
    if len(board.cache) > MEMO_LIMIT:
        board.cache.clear()
    board.cache[key] = value
    return value


def captains_choice(board: Board, start: Square, occupied=(), *, double: bool = False, drift: str = "ahead",
                    docking: bool = True, stop_on=FIRST_STOPS) -> tuple:
    """Every (order, number, Route) a wheel allows: one direction 1-6, or (double) two, one number."""
    names = tuple(DIRECTIONS)
    picks = [(d,) for d in names]
    if double:
        picks += [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    out = {}
    for pick in picks:
        for number in range(1, 7):
            for route in reachable(board, start, pick, number, occupied, drift=drift, docking=docking, stop_on=stop_on):
                out[(route.order, number, route)] = None
    clean = [choice for choice in out if not choice[2].aground]
    return tuple(clean) if clean else tuple(out)


def dock_distance(board: Board, start: Square, occupied=(), *, drift: str = "ahead") -> int | None:
    """The smallest number a NORTH needs to dock from here (through drifters), or None if no dock lies north."""
    legs = slide(board, start, "N", board.height, occupied, drift=drift)
    docked = [leg.moved for leg in legs if leg.docked]
    return min(docked) if docked else None
