"""Positions set up by hand (for lessons and tests): boats where you say, the dice as you say, catches drawn."""
from __future__ import annotations

from . import cards, flow
from .board import parse_square
from .phases import FISH_OFF, FISHING, LINES_OUT
from .game import GAME  # noqa: F401  (a position built here is one of GAME's: importing it ties the state to its game)

DUE = ("roll", "sail", "wheel", "sos", "drift", "peril", "fish")


def from_position(players: int = 2, boats: dict | None = None, dice: tuple | None = None, to_move: int = 0,
                  limit: int = 4, catches: dict | None = None, lines_out: bool = False, due: str = "",
                  wheels: int = 1, skip: dict | None = None, sos_used: tuple = (), seed: int = 0, map: str = "",
                  drift: str = "ahead", fish_off: tuple = (), fish_off_catches: dict | None = None,
                  sos_order: str = "right"):
    """A tournament under way: each seat at its own dock (dock i for seat i) unless ``boats`` names a square
    ("K12") or a dock number (1-6); ``dice`` as (face, number) makes the Captain due to sail, ``due`` names
    another step; ``catches`` {seat: [(variety, square), ...]} draws those cards and tags those fish;
    ``fish_off`` (seats) starts a fish-off among them, the other boats out of the water, with
    ``fish_off_catches`` {seat: [square, ...]} already caught in it."""
    from .state import FishingFrenzyState
    s = FishingFrenzyState.new(players, seed=seed, limit=limit, map=map, drift=drift, sos_order=sos_order)
    s.order = list(range(players))
    s.order_rolls = [[6 - t] for t in range(players)]
    s.home = list(range(players))
    s.boats = [list(s.board.docks[t]) for t in range(players)]
    for seat, where in (boats or {}).items():
        s.boats[seat] = list(s.board.docks[where - 1]) if type(where) is int else list(parse_square(where))
    for seat, caught in (catches or {}).items():
        for name, square in caught:
            col, row = parse_square(square)
            v = cards.variety(name)
            flow.catch(s, seat, col, row, s.decks[v][-1])
    s.phase, s.to_move = (LINES_OUT if lines_out or len(s.tags) >= limit else FISHING), to_move
    for seat, n in (skip or {}).items():
        s.skip[seat] = n
    for seat in sos_used:
        s.sos_used[seat] = True
    if fish_off:
        s.phase, s.fishoff_seats = FISH_OFF, list(fish_off)
        for seat in range(players):
            if seat not in fish_off:
                s.boats[seat] = [-1, -1]
        for seat, squares in (fish_off_catches or {}).items():
            for square in squares:
                flow.fish_off_catch(s, seat, *parse_square(square))
    s.dice = [dice[0], dice[1]] if dice else []
    step = due or ("sail" if dice else "roll")
    s.pending = [[step, to_move] + ([wheels] if step == "wheel" else [])]
    if step == "wheel":  # the wheel the boat is on has acted this turn (space_once_a_turn)
        s.acted = [list(s.boats[to_move])]
    s.rolls_made = 0
    flow.settle(s)
    s.origin = s.snapshot()
    return s
