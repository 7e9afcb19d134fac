"""Fish Frenzy (3-5 players): seagulls, boats, challenges, and sorting the catch."""
from fishtutor.core.protocol import Game

from . import invariants
from .interact import PLAY
from .rules import RULES
from .state import FishFrenzyState


class FishFrenzy(Game):
    """Fish Frenzy: steal the Captains' catch, then collect it or eat it."""

    name = "fish_frenzy"
    title = "Fish Frenzy"
    min_players = 3
    max_players = 5
    rules = RULES
    play = PLAY  # how clicks become moves, and how the board is drawn
    variants = ({}, {"goals_and_events": True}, {"challenge_cost": "fresh"},
                {"goals_and_events": True, "challenge_cost": "fresh"})
    variant_names = ("Basic game", "With Goal & Event cards", "Basic game, challenges paid afresh",
                     "Goal & Event cards, challenges paid afresh")
    state_class = FishFrenzyState

    def invariant_violations(self, state: FishFrenzyState) -> list[str]:
        """Broken invariants of a position (cards, little fish, seagulls), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishFrenzyState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = FishFrenzy()
FishFrenzyState.game = GAME
