"""What must always hold in Fish Frenzy: 80 cards and 8 little fish per player, one seagull a boat."""
from __future__ import annotations

from .cards import DECK_COUNTS, EVENTS, GOALS, KINDS, TOKENS
from .moves import MAX_TOKENS, Collect, DealCard, Eat, PlaceSeagull, RevealEvent, RevealGoal


def violations(state) -> list[str]:
    """Every broken invariant of the position, in words (empty when all is well)."""
    return _cards(state) + _tokens(state) + _seagulls(state)


def _cards(state) -> list[str]:
    """Each card is in the deck, under a boat, in a collection or in the discard pile, exactly once."""
    seen = [0] * KINDS
    for k in [k for b in state.boats for k in b] + state.discard:
        seen[k] += 1
    for row in state.collected:
        seen = [a + b for a, b in zip(seen, row)]
    deck = [0] * KINDS
    for k in state.deck:
        deck[k] += 1
    problems = []
    if deck != state.deck_counts:
        problems.append("deck counts disagree with the deck")
    if [a + b for a, b in zip(seen, deck)] != list(DECK_COUNTS):
        problems.append("cards were created or lost")
    return problems


def _tokens(state) -> list[str]:
    """Each player's 8 little fish are in hand, in the supply or staked on a boat."""
    problems = []
    for seat in range(state.n):
        staked = sum(row[seat] for row in state.stake)
        total = state.hand[seat] + state.supply[seat] + staked
        if total != TOKENS or min(state.hand[seat], state.supply[seat]) < 0:
            problems.append(f"seat {seat} has {total} little fish, not {TOKENS}")
    return problems


def _seagulls(state) -> list[str]:
    """One seagull holds each boat (the challenged one waits beside it) and holds the most little fish."""
    problems = []
    for b, r in enumerate(state.resident):
        if r >= 0 and state.perch[r] != b:
            problems.append(f"boat {b + 1} is held by a seagull that sits elsewhere")
        if r >= 0 and state.stake[b][r] < max(state.stake[b]):
            problems.append(f"the seagull on boat {b + 1} does not hold the most little fish there")
    for seat, b in enumerate(state.perch):
        if b >= 0 and state.resident[b] != seat and seat != state.challenged:
            problems.append(f"seat {seat} shares boat {b + 1} without being challenged")
    return problems


def candidates(state) -> list:
    """Every move of the right shape, legal or not (a superset of the legal moves)."""
    moves: list = [DealCard(k) for k in range(KINDS)]
    moves += [RevealGoal(g) for g in range(len(GOALS))] + [RevealEvent(e) for e in range(len(EVENTS))]
    for b in range(-1, state.n + 1):
        moves += [PlaceSeagull(b, t) for t in range(-1, MAX_TOKENS + 2)]
        moves += [Collect(b), Eat(b)]
    return moves
