"""Reach tables: every way a roll can move a boat from a space, compiled once per (space, directions, number)
and then filtered by where the other boats are.

A table lists, per direction order, the first legs of the move in two groups (full legs, groundings), and
under each first leg that goes on, the second legs in the same two groups; every finished way carries its
ready-made (Sail, Route). Reading a table for a set of taken spaces is the rule of ``movement.reachable``
without building anything: a group of full legs counts only where its ends are free (a boat may pass through
another boat but not stop on it); a boat runs aground only when no full leg is free (aground_forced); a first
leg that runs aground, docks or lands on a jaw or a wheel ends the move (each_direction_ends); and groundings are offered
only when no way of moving the roll stays afloat."""
from __future__ import annotations

from .board import DOUBLE_WHEEL, FISH, JAW, MEMO_BUDGET, SOS, WHEEL, square_name
from .movement import FIRST_STOPS, Route, _orders, _raw_legs
from .moves import Sail

__all__ = ["table", "ways", "taken_spaces", "effect"]

STOP_ON = FIRST_STOPS  # a first leg landing on a jaw or a wheel ends the dice move there


def table(board, start, directions: tuple, number: int, drift: str, docking: bool) -> tuple:
    """(per-order plan, the ways on open water, the leg ends those ways depend on, every leg end of the plan: the
    only spaces where another boat can change its reading), compiled once per board."""
    key = ("reach", start, directions, number, drift, docking)
    found = board.cache.get(key)
    if found is None:
        if len(board.cache) > MEMO_BUDGET:  # a memo grown this far within one game goes (games trim it sooner)
            board.forget()
        found = board.cache[key] = _compile(board, start, directions, number, (drift, docking))
    return found


def _compile(board, start, directions: tuple, number: int, how: tuple) -> tuple:
    """A reach table: the plan, its reading on open water, the ends of every leg of that reading, and every leg end
    of the plan."""
    start = board.space(start)
    plan = tuple(_order_plan(board, start, order, number, how) for order in _orders(board, start, directions))
    open_water = ways(plan, ())
    return plan, open_water, frozenset(leg.end for _, route in open_water for leg in route.legs), _plan_ends(plan)


def _plan_ends(plan: tuple) -> frozenset:
    """Every space a leg of the plan ends on: first legs, and the second legs under them, groundings included."""
    ends = set()
    for single, (full, aground) in plan:
        for end, then in full + aground:
            ends.add(end)
            if not single and then is not None:
                ends.update(end2 for end2, _ in then[0] + then[1])
    return frozenset(ends)


def _order_plan(board, start, order: tuple, number: int, how: tuple) -> tuple:
    """(one direction?, first legs grouped): a first leg of two directions holds its second legs, or None if it
    stops the move there (shared by every table with this order, e.g. a face's single directions and a wheel's)."""
    key = ("order", start, order, number, how)
    found = board.cache.get(key)
    if found is not None:
        return found
    kind = board.kind_at
    firsts = []
    for first in _raw_legs(board, start, order[0], number, *how):
        if len(order) == 1:
            then = _way((first,), number)
        elif first.aground or first.docked or kind[first.end] in STOP_ON:
            then = None
        else:
            then = _group([(second, _way((first, second), number))
                           for second in _raw_legs(board, first.end, order[1], number, *how)])
        firsts.append((first, then))
    found = board.cache[key] = (len(order) == 1, _group(firsts))
    return found


def _group(legs: list) -> tuple:
    """Legs split into (full legs, groundings), each an ordered tuple of (leg end, what follows)."""
    return (tuple((leg.end, then) for leg, then in legs if not leg.aground),
            tuple((leg.end, then) for leg, then in legs if leg.aground))


def _way(legs: tuple, number: int) -> tuple:
    """The (Sail, Route) of one finished way of moving."""
    route = Route(legs)
    second = legs[1].direction if len(legs) == 2 else ""
    stop = square_name(legs[0].end) if len(legs) == 2 else ""
    return Sail(legs[0].direction, second, number, stop, square_name(legs[-1].end)), route


def _pick(group: tuple, taken) -> tuple:
    """The legs a boat may take of one group: the full legs ending on a free space, else the free groundings
    (and whether they are groundings)."""
    full, aground = group
    if not taken:
        return (full, False) if full else (aground, True)
    free = [e for e in full if e[0] not in taken]
    if free:
        return free, False
    return [e for e in aground if e[0] not in taken], True


def ways(plan: tuple, taken) -> tuple:
    """Every (Sail, Route) of a plan with the ``taken`` spaces occupied; groundings only when nothing stays afloat."""
    clean, grounded = [], []
    for single, group in plan:
        firsts, ag = _pick(group, taken)
        if single:
            (grounded if ag else clean).extend(then for _, then in firsts)
            continue
        for _, then in firsts:
            if then is not None:
                seconds, ag2 = _pick(then, taken)
                (grounded if ag2 else clean).extend(way for _, way in seconds)
    return tuple(clean or grounded)


def taken_spaces(board, boats: list, seat: int) -> list:
    """The spaces (anchors) of every other boat in the water; docks never count as taken."""
    water, kinds = board.water_anchor, board.kind_at
    out = []
    for t, (c, r) in enumerate(boats):
        if t != seat and c >= 0:
            sq = (c, r)
            space = water.get(sq)
            if space is not None:
                out.append(space)
            elif kinds.get(sq) != "dock":
                out.append(sq)
    return out


def effect(kinds: dict, route) -> tuple:
    """What sailing a Route does, worked out once and kept on it: (end, docks?, runs aground?, the events its
    stops start as (code, what follows the seat)). Each direction's end is a landing (each_direction_ends): a
    fish there is caught and an S.O.S. may be called there; a jaw or a wheel there acts (it can only be the
    move's last landing); a grounding or docking ends the move with nothing more."""
    found = route.__dict__.get("effect")
    if found is not None:
        return found
    legs = route.legs
    last = legs[-1]
    docked = aground = False
    events = []
    for leg in legs:
        if leg.docked:
            docked = True
            break
        if leg.aground:
            aground = True
            break
        kind = kinds[leg.end]
        if kind == FISH:
            events.append(("fish", leg.end))
        elif kind == SOS:
            events.append(("sos", ()))
        elif kind == JAW:
            events.append(("peril", ()))
        elif kind == WHEEL or kind == DOUBLE_WHEEL:
            events.append(("wheel", (1 if kind == WHEEL else 2,)))
    found = (last.end, docked, aground, () if docked else tuple(events))
    object.__setattr__(route, "effect", found)  # a memo on the frozen Route (not one of its fields)
    return found
