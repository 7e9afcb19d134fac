"""Cats in the Barrel (3-6 players): secret cards, Cats that trade or cancel, fish placed by level."""
from fishtutor.games.fishy.cards import CATS_IN_THE_BARREL_HAND

from . import CATS_SPEC
from .game import BarrelGame
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


@CATS_SPEC.describes
class CatsInTheBarrel(BarrelGame):
    """Cats in the Barrel: place all your fish first; fish on higher levels score more."""

    rules = CATS_RULES
    state_class = CatsState


GAME = CatsInTheBarrel()
CatsState.game = GAME
