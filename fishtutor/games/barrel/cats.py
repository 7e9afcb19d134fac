"""Cats in the Barrel (3-6 players): secret cards, Cats that trade or cancel, fish placed by level."""
from fishtutor.core.protocol import Game

from fishtutor.games.fishy.cards import CATS_IN_THE_BARREL_HAND

from . import invariants
from .interact import CATS_PLAY
from .rules import CATS_RULES
from .state import BarrelState

rid = CATS_RULES.id


class CatsState(BarrelState):
    """A Cats in the Barrel position: 20 fish and L1-L5, Lowest 3 and two Cats per player."""

    HAND = CATS_IN_THE_BARREL_HAND
    FISH = 20
    TURN_RULE = rid("turn")
    END_RULE = rid("game_end")
    CAT_RULE = rid("cat")
    PLACE_RULE = rid("lowest_3")
    RULINGS_RULE = rid("rulings")
    rules = CATS_RULES


class CatsInTheBarrel(Game):
    """Cats in the Barrel: place all your fish first; fish on higher levels score more."""

    name = "cats_in_the_barrel"
    title = "Cats in the Barrel"
    min_players = 3
    max_players = 6
    rules = CATS_RULES
    play = CATS_PLAY  # how clicks become moves, and how the board is drawn (interact.py)
    state_class = CatsState

    def invariant_violations(self, state: CatsState) -> list[str]:
        """Every fish and every card accounted for, and a phase that adds up."""
        return invariants.violations(state)

    def candidate_moves(self, state: CatsState) -> list:
        """Every move of the right shape, legal or not."""
        return invariants.candidates(state)


GAME = CatsInTheBarrel()
CatsState.game = GAME
