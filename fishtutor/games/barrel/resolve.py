"""What the revealed cards earn once the Cats are done: fish to place (or, in Fresh Fish, fish to take)."""
from __future__ import annotations

from fishtutor.games.fishy.cards import CAT, LOWEST_3, LOWEST_4, LOWEST_LEVELS, is_level, level_of

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


def owners_in_play(table: list[list]) -> dict[str, list[int]]:
    """Each kind of card still in play (Cats aside): the seats that own one, in table order."""
    owners: dict = {}
    for e in table:
        if e[STATUS] == IN_PLAY and e[CARD] != CAT:
            seats = owners.get(e[CARD])
            if seats is None:
                owners[e[CARD]] = [e[OWNER]]
            else:
                seats.append(e[OWNER])
    return owners


def takes(levels: list[list[int]], table: list[list]) -> list[tuple[int, int]]:
    """Every fish the cards in play take, as (seat, level), taken off ``levels`` in the rulings' order:
    every Level card (in table order), then Lowest 3, then Lowest 4."""
    owners = owners_in_play(table)
    taken = take_for_level(levels, table, owners)
    for card in (LOWEST_3, LOWEST_4):
        seats = owners.get(card)
        if seats is not None and len(seats) == 1:
            taken += take_for_lowest(levels, seats[0], len(LOWEST_LEVELS[card]))
    return taken


def take_for_level(levels: list[list[int]], table: list[list], owners: dict) -> list[tuple[int, int]]:
    """Level cards: alone take up to two fish of that level; a pair one each if there is one for each; else none."""
    taken, there = [], [sum(row) for row in levels]  # counted before anyone takes
    for e in table:
        n = LEVEL_NUMBER.get(e[CARD])
        if n is None or e[STATUS] != IN_PLAY:
            continue
        k = len(owners[e[CARD]])
        want = 2 if k == 1 else 1 if k == 2 and there[n - 1] >= 2 else 0
        for _ in range(min(want, there[n - 1])):
            take_one(levels, n)
            taken.append((e[OWNER], n))
    return taken


def take_for_lowest(levels: list[list[int]], seat: int, k: int) -> list[tuple[int, int]]:
    """A Lowest card alone of its kind takes a fish from each of the ``k`` lowest levels that hold fish (3 or 4)."""
    taken = []
    for n, row in enumerate(levels, 1):
        if any(row):
            take_one(levels, n)
            taken.append((seat, n))
            if len(taken) == k:
                break
    return taken


def target(table: list[list], owner: int, card: str) -> int:
    """The table index of ``owner``'s card ``card`` still in play (-1 if none)."""
    for i, e in enumerate(table):
        if e[OWNER] == owner and e[CARD] == card and e[STATUS] == IN_PLAY:
            return i
    return -1
