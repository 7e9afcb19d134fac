"""What the revealed cards earn once the Cats are done: fish to place (or, in Fresh Fish, fish to take)."""
from __future__ import annotations

from .cards import CAT, LOWEST_3, LOWEST_4, LOWEST_LEVELS, is_level, level_of

IN_PLAY, CANCELLED = 0, 1  # status of a card on the table
BY, OWNER, CARD, STATUS = range(4)  # the fields of a table entry [by, owner, card, status]


def card_counts(table: list[list]) -> dict:
    """How many players' cards of each kind are still in play (counted after the Cats are resolved)."""
    counts: dict = {}
    for e in table:
        if e[STATUS] == IN_PLAY and e[CARD] != CAT:
            counts[e[CARD]] = counts.get(e[CARD], 0) + 1
    return counts


def earned(card: str, count: int) -> tuple[int, ...]:
    """Steps 1a-1d: the levels one card places on, given how many cards of its kind are in play."""
    if is_level(card):
        n = level_of(card)
        return (n, n) if count == 1 else (n,) if count == 2 else ()
    if card in LOWEST_LEVELS:
        return LOWEST_LEVELS[card] if count == 1 else ()
    return ()


_EARNED = {(card, k): earned(card, k) for card in (*LOWEST_LEVELS, *(f"L{n}" for n in range(1, 6)))
           for k in range(1, 13)}  # a kind is in play at most once per card dealt (6 seats, 2 Cats: 12)


def entitlements(table: list[list], players: int) -> list[list[int]]:
    """Each seat's levels to place a fish on, from every card it owns in play."""
    counts = card_counts(table)
    out = [[] for _ in range(players)]
    for e in table:
        card = e[CARD]
        if e[STATUS] == IN_PLAY and card != CAT:
            out[e[OWNER]] += _EARNED[card, counts[card]]
    return out


def needs_choice(levels: list[int], fish: int) -> bool:
    """A player with fewer fish than the card allows chooses where they go (only if the levels differ)."""
    return 0 < fish < len(levels) and len(set(levels)) > 1


# ---- Fresh Fish (reconstruction): taking fish out of the barrel -------------------------------------------
LEVEL_NUMBER = {f"L{n}": n for n in range(1, 6)}  # a Level card's level, by its code


def take_one(levels: list[list[int]], n: int) -> int:
    """Take one fish off level ``n``: the colour with most fish there (ties: the earliest seat); its seat."""
    row = levels[n - 1]
    colour = row.index(max(row))
    row[colour] -= 1
    return colour


def lowest_with_fish(levels: list[list[int]], k: int) -> list[int]:
    """The ``k`` lowest levels that still hold a fish."""
    return [n for n, row in enumerate(levels, 1) if any(row)][:k]


def takes(levels: list[list[int]], table: list[list]) -> list[tuple[int, int]]:
    """Every fish the cards in play take, as (seat, level), taken off ``levels`` in the rulings' order:
    every Level card (in table order), then Lowest 3, then Lowest 4."""
    counts = card_counts(table)
    taken = take_for_level(levels, table, counts)
    for card in (LOWEST_3, LOWEST_4):
        if counts.get(card) == 1:
            taken += take_for_lowest(levels, table, card)
    return taken


def take_for_level(levels: list[list[int]], table: list[list], counts: dict) -> list[tuple[int, int]]:
    """Level cards: alone take up to two fish of that level; a pair one each if there is one for each; else none."""
    taken, there = [], [sum(row) for row in levels]  # counted before anyone takes
    for e in table:
        n = LEVEL_NUMBER.get(e[CARD])
        if n is None or e[STATUS] != IN_PLAY:
            continue
        k = counts[e[CARD]]
        want = 2 if k == 1 else 1 if k == 2 and there[n - 1] >= 2 else 0
        for _ in range(min(want, there[n - 1])):
            take_one(levels, n)
            taken.append((e[OWNER], n))
    return taken


def take_for_lowest(levels: list[list[int]], table: list[list], card: str) -> list[tuple[int, int]]:
    """The one Lowest card of its kind in play takes a fish from each of the lowest 3 (or 4) levels holding fish."""
    seat = next(e[OWNER] for e in table if e[CARD] == card and e[STATUS] == IN_PLAY)
    got = lowest_with_fish(levels, len(LOWEST_LEVELS[card]))
    for n in got:
        take_one(levels, n)
    return [(seat, n) for n in got]
