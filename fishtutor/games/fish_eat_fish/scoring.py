"""Winning the Game and the Tie Breaker: fish in each catch, the Starfish, then cards in hand."""
from __future__ import annotations

from .phases import OVER

BOARD_FISH_VALUE = 0.6  # what a bot reckons a fish under its colour on the board is worth, in caught fish
CARD_VALUE = 0.3  # what a bot reckons a Challenge Card in hand is worth, in caught fish


def scores(state) -> tuple[int, ...]:
    """Each player's total: the fish in their catch."""
    return tuple(sum(c) for c in state.catch)


def winners(state) -> tuple[int, ...]:
    """Most fish; in a tie the player awarded the Starfish wins, else the most Challenge Cards in hand,
    else the victory is shared."""
    pts = scores(state)
    best = max(pts)
    tied = [s for s in range(state.n) if pts[s] == best]
    if len(tied) > 1 and state.phase == OVER and state.starfish in tied:
        return (state.starfish,)
    cards = {s: sum(state.hand[s]) for s in tied}
    most = max(cards.values())
    return tuple(s for s in tied if cards[s] == most)


def tie_break(state) -> str:
    """What decided the winner: "catch" (no tie for the most fish), "starfish" (the tie involved the player
    awarded the Starfish), "cards" (most Challenge Cards left among the tied) or "shared" (still tied)."""
    pts = scores(state)
    tied = [s for s in range(state.n) if pts[s] == max(pts)]
    if len(tied) == 1:
        return "catch"
    if state.phase == OVER and state.starfish in tied:
        return "starfish"
    return "shared" if len(winners(state)) > 1 else "cards"


def board_fish(state, seat: int) -> int:
    """The fish in stacks with the seat's colour on top."""
    return sum(len(state.stacks[c]) for c in range(25) if state.top[c] == seat)


def heuristic(state, seat: int) -> float:
    """Catch, plus part of the fish under your colour and of your cards in hand, ahead of the best rival."""
    def value(s: int) -> float:
        return sum(state.catch[s]) + BOARD_FISH_VALUE * board_fish(state, s) + CARD_VALUE * sum(state.hand[s])
    others = [value(s) for s in range(state.n) if s != seat]
    return value(seat) - (max(others) if others else 0.0)
