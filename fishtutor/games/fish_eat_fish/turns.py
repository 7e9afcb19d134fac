"""Which placements, attacks and swims a position allows (bit masks over the 25 circles)."""
from __future__ import annotations

from typing import NamedTuple

from .board import CIRCLES
from .moves import ATTACKS, PLACES, SWIMS


class TurnOptions(NamedTuple):
    """What the player to move may do this turn, worked out once per position."""

    attacks: tuple  # every attack, with or without a swim first
    swims: tuple  # the swims allowed when no attack is possible
    any_swim: bool  # no swim invites an attack, so every swim is allowed


def bits(mask: int) -> list[int]:
    """The circles in a bit mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def near_colour(state, colour: int) -> int:
    """The circles next to (joined by one line to) a fish with ``colour`` on top."""
    near, nm = 0, state.board.neighbour_mask
    for c in bits(state.masks[colour]):
        near |= nm[c]
    return near


def _chunk_tables(moves: tuple) -> tuple:
    """For each 5-circle row, the moves of every subset of its circles (32 entries per row)."""
    return tuple(tuple(tuple(moves[row * 5 + i] for i in range(5) if m >> i & 1) for m in range(32))
                 for row in range(5))


_PLACE_ROWS = _chunk_tables(PLACES)
_ATTACK_SETS: dict[int, tuple] = {}  # (f * 25 + landing) << 25 | targets -> the Attack moves


def moves_in(mask: int, rows: tuple) -> tuple:
    """The moves of the circles in a bit mask, five circles at a time."""
    r0, r1, r2, r3, r4 = rows
    return r0[mask & 31] + r1[mask >> 5 & 31] + r2[mask >> 10 & 31] + r3[mask >> 15 & 31] + r4[mask >> 20]


def placements(state, seat: int) -> tuple:
    """Any empty circle not next to your own colour; any empty circle at all when there is no alternative."""
    free = state.empty_mask()
    apart = free & ~near_colour(state, seat)
    return moves_in(apart or free, _PLACE_ROWS)


def _attack_set(key: int) -> tuple:
    """The attacks from one fish and landing circle on every target in the key's mask (built once, shared)."""
    base = (key >> 25) * CIRCLES
    moves = _ATTACK_SETS[key] = tuple(ATTACKS[base + t] for t in bits(key & 0x1FFFFFF))
    return moves


def attacks(state, seat: int) -> tuple:
    """Every attack by the seat's fish: on an adjacent fish, or after one straight swim to an empty circle."""
    board, top, occ, sets, out = state.board, state.top, state.occupied(), _ATTACK_SETS, []
    nm, rays = board.neighbour_mask, board.rays
    mine = state.masks[seat]
    while mine:
        low = mine & -mine
        mine ^= low
        f = low.bit_length() - 1
        key = (f * 26) << 25 | (nm[f] & occ)
        out += sets.get(key) or _attack_set(key)
        others, base = occ ^ low, f * 25
        for ray in rays[f]:
            for landing in ray:
                if top[landing] >= 0:
                    break
                targets = nm[landing] & others
                if targets:
                    key = (base + landing) << 25 | targets
                    out += sets.get(key) or _attack_set(key)
    return tuple(out)


def reach(rays: tuple, top: list) -> list[int]:
    """The empty circles a fish can stop on: along each straight line until the first fish."""
    out = []
    for ray in rays:
        for c in ray:
            if top[c] >= 0:
                break
            out.append(c)
    return out


def swims(state, seat: int) -> list:
    """Every swim by the seat's fish, attack or not."""
    rays, top = state.board.rays, state.top
    return [SWIMS[f * CIRCLES + to] for f in bits(state.masks[seat]) for to in reach(rays[f], top)]


def can_reach_next_to(board, g: int, target: int, occ: int) -> bool:
    """The fish on ``g`` is next to ``target`` or can swim in one straight line to a circle next to it."""
    nm = board.neighbour_mask
    if nm[g] >> target & 1:
        return True
    for ray in board.rays[g]:
        for c in ray:
            if occ >> c & 1:
                break
            if nm[c] >> target & 1:
                return True
    return False


def invites_attack(state, seat: int, f: int, to: int) -> bool:
    """After swimming from ``f`` to ``to``, another player's fish could move next to it and attack it."""
    occ = (state.occupied() & ~(1 << f)) | (1 << to)
    rivals = 0
    for s in range(state.n):
        if s != seat:
            rivals |= state.masks[s]
    return any(can_reach_next_to(state.board, g, to, occ) for g in bits(rivals))


def options(state) -> TurnOptions:
    """The attacks, or failing those the swims, open to the player to move (cached until the next move)."""
    cached = state._turn
    if cached is not None:
        return cached
    seat = state.to_move
    found = attacks(state, seat)
    allowed, any_swim = (), False
    if not found:
        every = swims(state, seat)
        allowed = tuple(m for m in every if invites_attack(state, seat, m.fish, m.to))
        if not allowed:
            allowed, any_swim = tuple(every), True
    state._turn = TurnOptions(found, allowed, any_swim)
    return state._turn
