"""Fish in the Barrel — a RECONSTRUCTION (the rulebook text gives only its rulings): Cats in the Barrel with
the Lowest 4 card added and both Cat cards allowed in one turn."""
from fishtutor.games.fishy.cards import FISH_IN_THE_BARREL_HAND

from . import FISH_IN_THE_BARREL_SPEC
from .game import BarrelGame
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


@FISH_IN_THE_BARREL_SPEC.describes
class FishInTheBarrel(BarrelGame):
    """Fish in the Barrel (reconstruction): Cats in the Barrel plus Lowest 4, both Cats allowed at once."""

    rules = FISH_IN_THE_BARREL_RULES
    state_class = FishInTheBarrelState


GAME = FishInTheBarrel()
FishInTheBarrelState.game = GAME
