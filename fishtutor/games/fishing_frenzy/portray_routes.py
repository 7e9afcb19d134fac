"""Which squares a learner may click now, and the way a boat would go to each: the routes of the legal moves,
worked out with the movement rules so the map can draw them."""
from __future__ import annotations

from dataclasses import dataclass

from .board import square_name
from .legality import options as ways
from .moves import Drift, PickDock, Sail


@dataclass(frozen=True)
class Option:
    """One legal move that ends on a square, with the squares the boat passes (start first) and its words."""

    move: object
    end: str  # the square name the move ends on (the space's name for a drifter)
    path: tuple  # squares from the start to the end, for drawing
    words: str  # "East 3 then South 3", "South 4", "dock 2"


def start_of(state, seat: int):
    """The square a boat stands on, or None before it has a dock."""
    c, r = state.boats[seat]
    return (c, r) if c >= 0 else None


def route_path(state, seat: int, move) -> tuple:
    """The squares a Sail or Drift passes through, start first, as the rules work them out."""
    start = start_of(state, seat)
    how = ways(state).get(move) if state.pending and state.pending[0][0] in ("sail", "wheel", "drift") else None
    if start is None or how is None:
        return ()
    return (start,) + tuple(how.path)


def sail_words(move: Sail) -> str:
    """The directions of a Sail in words ("East 3 then South 3")."""
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    way = f"{names.get(move.first, move.first)} {move.steps}"
    return way + (f" then {names.get(move.second, move.second)} {move.steps}" if move.second else "")


def options(state, seat: int | None) -> tuple[Option, ...]:
    """Every legal move of ``seat`` that a click on the map makes, with its end square and way there (worked out
    once per position: a click, its lit squares and its words all read the same answer)."""
    if seat is None or seat not in state.current_players():
        return ()
    legal = state.legal_moves(seat)
    head = state.pending[0] if state.pending else None
    memo = state._routes
    if memo is not None and memo[0] is legal and memo[1] is head and memo[2] == seat:
        return memo[3]
    found = tuple(_option(state, seat, move) for move in legal if type(move) in (Sail, Drift, PickDock))
    state._routes = (legal, head, seat, found)  # legal_moves hands out a new tuple once anything moves
    return found


def _option(state, seat: int, move) -> Option:
    """One legal move as a click on the map makes it: a Sail, a Drift or a PickDock."""
    if type(move) is Sail:
        return Option(move, move.end, route_path(state, seat, move), sail_words(move))
    if type(move) is Drift:
        return Option(move, move.end, route_path(state, seat, move), f"pushed to {move.end}")
    dock = state.board.docks[move.dock - 1]
    return Option(move, square_name(dock), (), f"dock {move.dock}")


def ends(found: tuple[Option, ...]) -> dict[str, list[Option]]:
    """The options grouped by the square they end on, in the order first met."""
    grouped: dict[str, list[Option]] = {}
    for option in found:
        grouped.setdefault(option.end, []).append(option)
    return grouped
