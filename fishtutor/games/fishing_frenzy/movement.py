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

The rule is written once, in ``reach``'s tables (compiled per space, directions and number, then read for
where the other boats are): slide, reachable and captains_choice here, and the legal moves, all read them.
"""
from __future__ import annotations

from .board import DIRECTIONS, Board, Square
from .reach import FIRST_STOPS, Leg, Route, legs, remember, table, ways

__all__ = ["Leg", "Route", "slide", "reachable", "captains_choice", "dock_distance", "DRIFT_READINGS",
           "FIRST_STOPS"]

DRIFT_READINGS = ("ahead", "sides")


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


def _spaces(board: Board, occupied) -> frozenset:
    """The spaces (anchors) of the given squares; docks never count as occupied."""
    water = board.water_anchor
    return frozenset(water[sq] for sq in occupied if sq in water)


def slide(board: Board, start: Square, direction: str, steps: int, occupied=(), *,
          drift: str = "ahead", docking: bool = True) -> tuple:
    """Every way to move ``steps`` spaces one direction: full legs ending on free spaces, else the forced groundings.

    ``occupied`` are the other boats' squares (passing through them is allowed, ending on them is not).
    A boat in a dock moves only SOUTH (other directions give no legs). With ``docking`` False a dock is
    shore: a NORTH into it runs aground. An empty result means this direction cannot be moved at all.
    """
    _check(board, start, direction, steps, drift)
    return legs(board, board.space(start), direction, steps, drift, docking, _spaces(board, occupied))


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
    start, stop_on = board.space(start), tuple(stop_on)
    plan, _, legs_end, plan_ends, routes = table(board, start, directions, steps, drift, docking, stop_on)
    taken = _spaces(board, occupied)
    if not taken or legs_end.isdisjoint(taken):
        return routes  # no other boat sits where a leg of these routes ends: the same answer as on an empty sea
    near = taken & plan_ends  # the answer depends only on the boats where a leg of the table could end
    key = ("routes near boats", start, directions, steps, drift, docking, stop_on, near)
    found = board.cache.get(key)
    if found is None:
        found = remember(board, key, tuple(route for _, route in ways(plan, near)))
    return found


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
    docked = [leg.moved for leg in slide(board, start, "N", board.height, occupied, drift=drift) if leg.docked]
    return min(docked) if docked else None
