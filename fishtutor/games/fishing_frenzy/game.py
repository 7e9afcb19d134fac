"""The Fishing Frenzy game: its rules, its state, how it is set up and played, named by its spec (``SPEC``)."""
from fishtutor.core.protocol import Game

from . import SPEC, invariants
from .interact import PLAY
from .rules import RULES
from .state import FishingFrenzyState


@SPEC.describes
class FishingFrenzy(Game):
    """Fishing Frenzy: catch the best fish before the limit, then race back to the docks."""

    rules = RULES
    play = PLAY  # how clicks become moves, and how the board is drawn
    state_class = FishingFrenzyState

    def invariant_violations(self, state: FishingFrenzyState) -> list[str]:
        """Broken invariants of a position (cards, Perils, tags, boats), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishingFrenzyState) -> list:
        """Every move of the right shape worth trying, legal or not."""
        return invariants.candidates(state)


GAME = FishingFrenzy()
FishingFrenzyState.game = GAME
