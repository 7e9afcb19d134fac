"""Barrel-game positions set up by hand (for lessons and tests): fish per level, hands, face-down picks."""
from __future__ import annotations

from fishtutor.games.fishy.cards import CAT

from .moves import Pick


def from_position(game, players: int, fish: dict | None = None, hands: dict | None = None,
                  picks: dict | None = None, ages=None, extra_cats: dict | None = None):
    """A position: ``fish`` {seat: {level: count}} in the barrel (the rest in front; for a taking game the whole
    barrel), ``hands`` {seat: cards left in hand} (the others already played face up), ``picks`` {seat: card or
    "CAT2"} made face down in seat order, ``extra_cats`` {winner: loser}: an earlier trade moved one Cat from loser to winner."""
    s = game.new_state(players, ages=ages)
    if fish is not None:
        s.levels = [[0] * players for _ in range(5)]
        for seat, by_level in fish.items():
            for n, k in by_level.items():
                s.levels[n - 1][seat] = k
        if not s.TAKING:
            s.supply = [s.FISH - sum(row[p] for row in s.levels) for p in range(players)]
        else:
            rest = players * s.FISH - sum(map(sum, s.levels))  # the rest already caught, counted as level-1 fish
            for p in range(players):
                s.caught[p][0] = rest // players + (p < rest % players)
    for seat, cards in (hands or {}).items():
        s.played[seat] = list(s.HAND)
        for c in cards:
            s.played[seat].remove(c)
        s.hands[seat] = list(cards)
    for winner, loser in (extra_cats or {}).items():  # an earlier trade: a Cat one way, a Level 1 card the other
        s.hands[loser].remove(CAT)
        s.hands[loser].append("L1")
        s.hands[winner].remove("L1")
        s.hands[winner].append(CAT)
    s._now = s._cache = None
    s.origin = s.snapshot()
    for seat, card in sorted((picks or {}).items()):
        s.apply(Pick(CAT, True) if card == "CAT2" else Pick(card), seat)
    if picks:
        s.origin = s.snapshot()
        s.history = []
    return s
