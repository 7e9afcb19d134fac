"""Fish in the Barrel — a RECONSTRUCTION (the rulebook text gives only its rulings): Cats in the Barrel with
the Lowest 4 card added and both Cat cards allowed in one turn."""
from fishtutor.core.protocol import Game

from fishtutor.games.fishy.cards import FISH_IN_THE_BARREL_HAND

from . import invariants
from .interact import CATS_PLAY
from .rules import FISH_IN_THE_BARREL_RULES
from .state import BarrelState

rid = FISH_IN_THE_BARREL_RULES.id


class FishInTheBarrelState(BarrelState):
    """A Fish in the Barrel position (reconstruction): 20 fish, L1-L5, Lowest 3, Lowest 4 and two Cats."""

    HAND = FISH_IN_THE_BARREL_HAND
    FISH = 20
    DOUBLE_CATS = True
    EDITION_CAT_TARGETS = EDITION_CANCELLED = "fish_in_the_barrel_reconstruction"
    TURN_RULE = rid("reconstruction")
    END_RULE = rid("reconstruction")
    CAT_RULE = rid("reconstruction")
    PLACE_RULE = rid("rulings")
    RULINGS_RULE = rid("rulings")
    EDITION_TIE = "fish_in_the_barrel_reconstruction"
    rules = FISH_IN_THE_BARREL_RULES


class FishInTheBarrel(Game):
    """Fish in the Barrel (reconstruction): Cats in the Barrel plus Lowest 4, both Cats allowed at once."""

    name = "fish_in_the_barrel"
    title = "Fish in the Barrel (reconstruction)"
    min_players = 3
    max_players = 6
    rules = FISH_IN_THE_BARREL_RULES
    play = CATS_PLAY  # the same barrel, cards and clicks as Cats in the Barrel (interact.py)
    state_class = FishInTheBarrelState

    def invariant_violations(self, state: FishInTheBarrelState) -> list[str]:
        """Every fish and every card accounted for, and a phase that adds up."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishInTheBarrelState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = FishInTheBarrel()
FishInTheBarrelState.game = GAME
