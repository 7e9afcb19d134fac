"""Jumping Fish (Fishy's fifth game, 3-6 players): be the first with no fish in front of you and two or fewer
left in the barrel. What it shares with the barrel games (the five levels, seat colours, the cards, the table
drawing and the edition data) lives in ``fishtutor.games.fishy``."""
from fishtutor.core.protocol import Game
from fishtutor.games.fishy.barrel import MAX_PLAYERS, MIN_PLAYERS

from . import records
from .interact import JUMPING_PLAY
from .rules import JUMPING_RULES
from .state import JumpingFishState


class JumpingFish(Game):
    """Jumping Fish: be the first with no fish in front of you and two or fewer left in the barrel."""

    name = "jumping_fish"
    title = "Jumping Fish"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    rules = JUMPING_RULES
    play = JUMPING_PLAY  # how clicks become moves, and how the board is drawn (interact.py)
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
