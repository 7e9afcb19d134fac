"""Jumping Fish's legal moves, worked out fast: a plan per (hand, Level cards seen this round) gives each Level
card's plays by the fish on its level, and the Cat plays come from the fish in the barrel (the one place Jumping
Fish's legality is decided; legality.py only explains a refusal). The order: the hand's Level cards in hand
order, then the Cat played for nothing, then the Cat on each fish, level by level, seat by seat."""
from __future__ import annotations

from itertools import chain

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS
from fishtutor.games.fishy.cards import CAT, LEVEL_CARDS, level_of

from .moves import ANSWERS, CAT_UP, LEVEL_PLAYS, NO_CAT_EFFECT, PlayCat, option_effect
from .records import FISH  # a player's fish: no level ever holds more of one player's fish

CAT_PLAYS = tuple(tuple(PlayCat(s, n) for s in range(MAX_PLAYERS)) for n in range(1, LEVELS + 1))  # by level
LEVEL_INDEX = {card: level_of(card) - 1 for card in LEVEL_CARDS}
_ALL_LEVELS = tuple(range(LEVELS))
_NOTHING = ((),) * (FISH + 1)  # the plays of a Level card not in hand, whatever the fish


def _options(card: str, repeated: bool, have: int) -> tuple:
    """The plays of a Level card open to a player with ``have`` fish on its level (0-3 is enough to tell)."""
    return tuple(LEVEL_PLAYS[card, o] for o in range(4) if option_effect(o, repeated)[0] <= have)


_OPTIONS = {(card, repeated, have): _options(card, repeated, have)
            for card in LEVEL_CARDS for repeated in (False, True) for have in range(4)}
_BY_FISH = {(card, repeated): tuple(_OPTIONS[card, repeated, min(have, 3)] for have in range(FISH + 1))
            for card in LEVEL_CARDS for repeated in (False, True)}
_PLANS: dict = {}  # Level cards seen this round -> {hand: its plan}, filled as hands turn up
_CAT_ROWS = tuple(tuple(tuple(play for s, play in enumerate(plays) if mask >> s & 1)
                        for mask in range(1 << MAX_PLAYERS))
                  for plays in CAT_PLAYS)  # by level, then by which seats have fish there (bit s: seat s)


def plan(hand: tuple, seen: frozenset) -> tuple:
    """A hand's plan: (plays by fish for each level read, the levels read or None for all five in order, whether
    a Cat is in hand, and per Level card its level's index, plays by fish 0-3 and levels up by option)."""
    cards = [card for card in hand if card != CAT]
    indices = tuple(LEVEL_INDEX[card] for card in cards)
    entries = tuple((LEVEL_INDEX[card], tuple(_OPTIONS[card, card in seen, have] for have in range(4)),
                     tuple(option_effect(o, card in seen)[1] for o in range(4))) for card in cards)
    if indices == tuple(sorted(set(indices))):  # the usual hand: Level cards in level order, no card twice
        by_level = dict(zip(indices, cards))
        tables = tuple(_BY_FISH[by_level[i], by_level[i] in seen] if i in by_level else _NOTHING
                       for i in _ALL_LEVELS)
        return tables, None, CAT in hand, entries
    return tuple(_BY_FISH[card, card in seen] for card in cards), indices, CAT in hand, entries


def occupied(levels: list[list[int]]) -> list[int]:
    """Per level, which seats have fish there (bit s: seat s)."""
    return [sum(1 << s for s, fish in enumerate(row) if fish) for row in levels]


def legal_plays(state, seat: int) -> tuple:
    """Every move open to ``seat`` (due to act): an answer to a push, or a card from the hand and its plays."""
    hand = state.hands[seat]
    if state.pending:
        return ANSWERS if CAT in hand else ANSWERS[1:]
    seen = state._seen
    plans = _PLANS.get(seen)
    if plans is None:
        plans = _PLANS[seen] = {}
    p = plans.get(hand)
    if p is None:
        p = plans[hand] = plan(hand, seen)
    tables, indices, cat, entries = p
    guards = state.guards
    own = [g for s, g in guards if s == seat] if guards else None
    if own:
        moves = _unblocked(state.levels, seat, entries, own)
    elif indices is None:
        t1, t2, t3, t4, t5 = tables
        r1, r2, r3, r4, r5 = state.levels
        moves = t1[r1[seat]] + t2[r2[seat]] + t3[r3[seat]] + t4[r4[seat]] + t5[r5[seat]]
    else:
        levels = state.levels
        moves = tuple(chain.from_iterable(t[levels[i][seat]] for t, i in zip(tables, indices)))
    if not cat:
        return moves
    occupied = state._occupied if state._occupied_of is state.levels else state.occupied()
    o1, o2, o3, o4, o5 = _cat_targets(occupied, seat, guards) if guards else occupied
    c1, c2, c3, c4, c5 = _CAT_ROWS
    return (*moves, NO_CAT_EFFECT, *c1[o1], *c2[o2], *c3[o3], *c4[o4], *c5[o5])


def _unblocked(levels: list[list[int]], seat: int, entries: tuple, own: list[int]) -> tuple:
    """The Level card plays while the player's own Cats lie on Level cards: none moving a fish into or past
    a guarded level (the same verdicts as legality.py)."""
    moves = []
    for index, by_have, ups in entries:
        have = levels[index][seat]
        moves += [m for m in by_have[have if have < 3 else 3] if not _blocked(own, index + 1, ups[m.option])]
    return tuple(moves)


def _cat_targets(occupied: list[int], seat: int, guards: list) -> list[int]:
    """The fish a Cat may move while Cats lie on Level cards: none of yours whose two levels up enter or pass
    your guarded level, no opponent's on a level their Cat guards (the same verdicts as legality.py)."""
    targets = occupied[:]
    for owner, level in guards:
        if owner != seat:
            targets[level - 1] &= ~(1 << owner)
        else:
            for below in range(max(level - CAT_UP, 1), level):
                targets[below - 1] &= ~(1 << seat)
    return targets


def _blocked(own: list[int], level: int, up: int) -> bool:
    """A fish moving ``up`` from ``level`` would enter or pass a level one of its owner's Cats guards."""
    return any(level < g <= level + up for g in own)
