"""The Jumping Fish game: its rules, its state, how it is set up and played, named by its spec (``SPEC``)."""
from fishtutor.core.protocol import Game

from . import SPEC, records
from .interact import PLAY
from .rules import JUMPING_RULES
from .state import JumpingFishState


@SPEC.describes
class JumpingFish(Game):
    """Jumping Fish: be the first with no fish in front of you and two or fewer left in the barrel."""

    rules = JUMPING_RULES
    play = PLAY  # how clicks become moves, and how the board is drawn (interact.py)
    state_class = JumpingFishState

    def invariant_violations(self, state: JumpingFishState) -> list[str]:
        """Broken invariants (every fish and card accounted for, the turn, the pending push), in words."""
        return records.violations(state)

    def candidate_moves(self, state: JumpingFishState) -> list:
        """Every move of the right shape, legal or not."""
        return records.candidates(state)


GAME = JumpingFish()
JumpingFishState.game = GAME
JumpingFishState.rules = JUMPING_RULES
