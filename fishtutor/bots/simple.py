"""Two bots for any game of the protocol: one picks at random, one looks a move ahead."""
from __future__ import annotations

from typing import Any

import numpy as np

from .base import SeatView


class RandomBot:
    """Picks any legal move, uniformly, from its own seeded generator."""

    name = "Random"
    thinks = False

    def __init__(self, seed: int = 0):
        self.rng = np.random.default_rng(seed)

    def choose(self, view: SeatView) -> Any:
        """A legal move chosen uniformly at random."""
        moves = view.legal_moves
        return moves[int(self.rng.integers(len(moves)))]


class GreedyBot:
    """Tries every legal move on a re-dealt copy of what it can see and keeps the best by the
    game's heuristic; equal moves are split at random (seeded)."""

    name = "Greedy"
    thinks = False

    def __init__(self, seed: int = 0):
        self.rng = np.random.default_rng(seed)

    def choose(self, view: SeatView) -> Any:
        """The legal move whose result the game's heuristic values most for this seat."""
        moves = view.legal_moves
        if len(moves) == 1:
            return moves[0]
        base = view.sample_state()
        values = [self._value(base, move, view.seat) for move in moves]
        best = max(values)
        ties = [m for m, v in zip(moves, values) if v >= best - 1e-9]
        return ties[int(self.rng.integers(len(ties)))]

    @staticmethod
    def _value(base, move, seat: int) -> float:
        state = base.clone()
        state.apply(move, seat)
        return state.heuristic(seat)


BOTS = {"random": RandomBot, "greedy": GreedyBot}

