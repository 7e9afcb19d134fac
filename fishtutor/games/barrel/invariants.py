"""What must hold in every barrel game position: every fish and every card accounted for, a phase that adds up."""
from __future__ import annotations

from collections import Counter

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import CARDS

from .moves import BOTH_CATS, PASS, PICKS, PLACES, Cancel, Trade
from .phases import CAT_TURN, CHOOSE, PLACE
from .resolve import CANCELLED, IN_PLAY


def violations(state) -> list[str]:
    """Broken invariants, in words (an empty list when all is well)."""
    return _fish(state) + _cards(state) + _phase(state)


def _fish(state) -> list[str]:
    """Placing games: each colour's fish in the barrel plus in front of it make its 20; taking games: the barrel
    plus every catch make the stocked total. No count is ever negative."""
    out, n = [], state.n
    if any(c < 0 for row in state.levels for c in row) or any(c < 0 for c in state.supply):
        out.append("a fish count is negative")
    if any(c < 0 for row in state.caught for c in row):
        out.append("a catch count is negative")
    if state.TAKING:
        total = sum(map(sum, state.levels)) + sum(map(sum, state.caught))
        if total != n * state.FISH:
            out.append(f"the barrel and the catches hold {total} fish, not {n * state.FISH}")
    else:
        for s in range(n):
            have = sum(row[s] for row in state.levels) + state.supply[s]
            if have != state.FISH:
                out.append(f"seat {s} has {have} fish in the barrel and in front, not {state.FISH}")
        if any(map(sum, state.caught)):
            out.append("fish were caught in a game that places fish")
    return out


def _cards(state) -> list[str]:
    """Each seat keeps as many cards as it started with (trades are one for one) and the table holds
    every player's set in total."""
    out, n = [], state.n
    on_table = state.phase in (CAT_TURN, PLACE)
    owned = [state.hands[s] + state.picks[s] + state.played[s] for s in range(n)]
    if on_table:
        for e in state.table:
            owned[e[1]].append(e[2])
    for s in range(n):
        if len(owned[s]) != len(state.HAND):
            out.append(f"seat {s} holds {len(owned[s])} cards, not {len(state.HAND)}")
        bad = [c for c in owned[s] if c not in CARDS]
        if bad:
            out.append(f"seat {s} holds {len(bad)} card{'s' if len(bad) > 1 else ''} that Fishy does not have")
    every = Counter(c for cards in owned for c in cards)
    if every != Counter({c: k * n for c, k in Counter(state.HAND).items()}):
        out.append(f"the cards in play are not {n} full sets of this game's {len(state.HAND)} cards")
    return out


def _phase(state) -> list[str]:
    """Face-down cards only while choosing; a Cat queue only in the Cats phase; a chooser only when placing."""
    out = []
    if state.phase != CHOOSE and any(state.picks):
        out.append("face-down cards outside the choosing phase")
    if (state.phase == CAT_TURN) != bool(state.cat_queue):
        out.append("a Cat queue that does not match the phase")
    if state.phase == PLACE and not (0 <= state.placing < state.n and state.to_place[state.placing]):
        out.append("placing fish with nobody to place them")
    if any(e[3] not in (IN_PLAY, CANCELLED) for e in state.table):
        out.append("a card on the table is neither in play nor cancelled")
    if len(state.levels) != LEVELS:
        out.append(f"the barrel has {len(state.levels)} levels, not {LEVELS}")
    return out


def candidates(state) -> list:
    """Every move of the right shape: each card picked (and both Cats), each Cat action on each seat and card,
    a pass, and a fish on each level."""
    targets = [(s, c) for s in range(state.n) for c in CARDS]
    return ([*PICKS.values(), BOTH_CATS] + [Trade(s, c) for s, c in targets] + [Cancel(s, c) for s, c in targets]
            + [PASS, *PLACES.values()])
