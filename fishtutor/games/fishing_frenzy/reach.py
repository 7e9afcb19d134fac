"""Fishing Frenzy's movement rule, stated once: every way a roll can move a boat from a space, compiled into a reach
table once per (space, directions, number, reading) and then read for where the other boats are.

A table lists, per direction order, the first legs of the move in two groups (full legs, groundings), and
under each first leg that goes on, the second legs in the same two groups; every finished way carries its
ready-made (Sail, Route). Reading a table for a set of taken spaces is the whole rule (``movement`` explains
the readings; its ``slide``, ``reachable`` and ``captains_choice`` and the legal moves all read these tables):
a group of full legs counts only where its ends are free (a boat may pass through another boat but not stop
on it); a boat runs aground only when no full leg is free (aground_forced); a first leg that runs aground,
docks or lands on a jaw or a wheel ends the move (each_direction_ends); and groundings are offered only when
no way of moving the roll stays afloat."""
from __future__ import annotations

from dataclasses import dataclass

from .board import DOUBLE_WHEEL, FISH, JAW, MEMO_BUDGET, SOS, WHEEL, Board, Square, square_name
from .moves import Sail

__all__ = ["Leg", "Route", "FIRST_STOPS", "table", "ways", "legs", "remember", "taken_spaces", "effect"]

FIRST_STOPS = (JAW, WHEEL, DOUBLE_WHEEL)  # kinds that end a two-direction move where the first direction lands


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


# ---- one direction, ignoring the other boats --------------------------------------------------------------
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


def _orders(board: Board, start: Square, directions: tuple) -> list:
    """The direction orders to try: each alone, then both in either order; from a dock, SOUTH first only."""
    orders = [(d,) for d in directions] + ([directions, directions[::-1]] if len(directions) == 2 else [])
    return [o for o in orders if not board.is_dock(start) or o[0] == "S"]


# ---- the reach tables -------------------------------------------------------------------------------------
def table(board, start: Square, directions: tuple, number: int, drift: str, docking: bool,
          stop_on: tuple = FIRST_STOPS) -> tuple:
    """(per-order plan, the ways on open water, the leg ends those ways depend on, every leg end of the plan: the
    only spaces where another boat can change its reading, the open-water Routes alone), compiled once per board.
    ``start`` is a space's anchor or a dock; ``stop_on`` the kinds a first direction's landing ends the move on."""
    key = ("reach", start, directions, number, drift, docking, stop_on)
    found = board.cache.get(key)
    if found is None:
        found = remember(board, key, _compile(board, start, directions, number, (drift, docking), stop_on))
    return found


def remember(board, key, value):
    """Keep ``value`` in the board's memo of moves (a memo grown past MEMO_BUDGET within one game goes first:
    games trim it sooner)."""
    if len(board.cache) > MEMO_BUDGET:
        board.forget()
    board.cache[key] = value
    return value


def _compile(board, start: Square, directions: tuple, number: int, how: tuple, stop_on: tuple) -> tuple:
    """A reach table: the plan, its reading on open water, the ends of every leg of that reading, every leg end of
    the plan, and the reading's Routes."""
    start = board.space(start)
    plan = tuple(_order_plan(board, start, order, number, how, stop_on) for order in _orders(board, start, directions))
    open_water = ways(plan, ())
    return (plan, open_water, frozenset(leg.end for _, route in open_water for leg in route.legs), _plan_ends(plan),
            tuple(route for _, route in open_water))


def _plan_ends(plan: tuple) -> frozenset:
    """Every space a leg of the plan ends on: first legs, and the second legs under them, groundings included."""
    ends = set()
    for single, (full, aground) in plan:
        for end, then in full + aground:
            ends.add(end)
            if not single and then is not None:
                ends.update(end2 for end2, _ in then[0] + then[1])
    return frozenset(ends)


def _order_plan(board, start: Square, order: tuple, number: int, how: tuple, stop_on: tuple) -> tuple:
    """(one direction?, first legs grouped): a first leg of two directions holds its second legs, or None if it
    stops the move there (shared by every table with this order, e.g. a face's single directions and a wheel's)."""
    key = ("order", start, order, number, how) + ((stop_on,) if len(order) == 2 else ())
    found = board.cache.get(key)
    if found is not None:
        return found
    kind = board.kind_at
    firsts = []
    for first in _raw_legs(board, start, order[0], number, *how):
        if len(order) == 1:
            then = _way((first,), number)
        elif first.aground or first.docked or kind[first.end] in stop_on:
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


def legs(board, start: Square, direction: str, steps: int, drift: str, docking: bool, taken) -> tuple:
    """Every Leg one direction allows with the ``taken`` spaces occupied: the full legs ending on a free space, else
    the free groundings (aground_forced)."""
    group = _order_plan(board, start, (direction,), steps, (drift, docking), ())[1]
    return tuple(way[1].legs[0] for _, way in _pick(group, taken)[0])


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
