"""What the three barrel games share as games: 3-6 players, one barrel clicked the same way, the same checks."""
from fishtutor.core.protocol import Game

from . import invariants
from .interact import PLAY


class BarrelGame(Game):
    """A barrel game: 3-6 players on one barrel, clicked as in Cats in the Barrel, its fish and cards checked alike."""

    play = PLAY  # how clicks become moves, and how the board is drawn (interact.py)

    def invariant_violations(self, state) -> list[str]:
        """Every fish and every card accounted for, and a phase that adds up."""
        return invariants.violations(state)

    def candidate_moves(self, state) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)
