"""Fish Eat Fish (2-5 players): place the fish, then attack, bluff with Challenge Cards, and grow your catch."""
from fishtutor.core.protocol import Game

from . import invariants
from .interact import PLAY
from .rules import RULES
from .state import FishEatFishState


class FishEatFish(Game):
    """Fish Eat Fish: eat other players' fish; the biggest catch wins."""

    name = "fish_eat_fish"
    title = "Fish Eat Fish"
    min_players = 2
    max_players = 5
    rules = RULES
    play = PLAY  # how clicks become moves, and how the board is drawn
    variants = ({}, {"diagonals": "full"})
    variant_names = ("Alquerque lines", "Full diagonals")
    state_class = FishEatFishState

    def invariant_violations(self, state: FishEatFishState) -> list[str]:
        """Broken invariants of a position (fish, stacks, Challenge Cards, the turn), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishEatFishState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = FishEatFish()
FishEatFishState.game = GAME
