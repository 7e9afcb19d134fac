"""The Fish Frenzy game: its rules, its state, how it is set up and played, named by its spec (``SPEC``)."""
from fishtutor.core.protocol import Game

from . import SPEC, invariants
from .interact import PLAY
from .rules import RULES
from .state import FishFrenzyState


@SPEC.describes
class FishFrenzy(Game):
    """Fish Frenzy: steal the Captains' catch, then collect it or eat it."""

    rules = RULES
    play = PLAY  # how clicks become moves, and how the board is drawn
    state_class = FishFrenzyState

    def invariant_violations(self, state: FishFrenzyState) -> list[str]:
        """Broken invariants of a position (cards, little fish, seagulls), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishFrenzyState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = FishFrenzy()
FishFrenzyState.game = GAME
