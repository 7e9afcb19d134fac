"""The Fish Eat Fish game: its rules, its state, how it is set up and played, named by its spec (``SPEC``)."""
from fishtutor.core.protocol import Game

from . import SPEC, invariants
from .interact import PLAY
from .rules import RULES
from .state import FishEatFishState


@SPEC.describes
class FishEatFish(Game):
    """Fish Eat Fish: eat other players' fish; the biggest catch wins."""

    rules = RULES
    play = PLAY  # how clicks become moves, and how the board is drawn
    state_class = FishEatFishState

    def invariant_violations(self, state: FishEatFishState) -> list[str]:
        """Broken invariants of a position (fish, stacks, Challenge Cards, the turn), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishEatFishState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = FishEatFish()
FishEatFishState.game = GAME
