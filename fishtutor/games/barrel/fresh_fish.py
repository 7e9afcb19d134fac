"""Fresh Fish — a RECONSTRUCTION (the rulebook text gives only its rulings): the barrel starts stocked with
everyone's fish and the revealed cards take fish out of it; Level cards take first, then Lowest 3, then Lowest 4."""
from fishtutor.games.fishy.barrel import EDITION, LEVELS
from fishtutor.games.fishy.cards import FRESH_FISH_HAND

from . import FRESH_FISH_SPEC
from .game import BarrelGame
from .rules import FRESH_FISH_RULES
from .state import BarrelState

rid = FRESH_FISH_RULES.id
STOCK_PER_LEVEL = EDITION["games"]["fresh_fish"]["stock_per_level"]["value"]  # each colour, each level, at the start


class FreshFishState(BarrelState):
    """A Fresh Fish position (reconstruction): L1-L5, Lowest 3 and Lowest 4 per player, no Cats; ``caught`` holds
    each seat's fish by the level they were taken from."""

    HAND = FRESH_FISH_HAND
    FISH = STOCK_PER_LEVEL * LEVELS
    STOCK = STOCK_PER_LEVEL
    TAKING = True
    EDITION_HAND = "fresh_fish_reconstruction"
    TURN_RULE = rid("reconstruction")
    END_RULE = rid("reconstruction")
    CAT_RULE = rid("reconstruction")
    PLACE_RULE = rid("reconstruction")
    RULINGS_RULE = rid("rulings")
    EDITION_TIE = "fresh_fish_reconstruction"
    rules = FRESH_FISH_RULES

    def _game_over(self) -> bool:
        """The end (reconstruction): the barrel is empty, or a whole hand went by with no fish taken."""
        empty = not any(map(sum, self.levels))
        quiet = not self.taken_this_hand and min(map(len, self.hands)) <= 1
        return empty or quiet

    def scores(self) -> tuple[int, ...]:
        """Each fish taken is worth the number of the level it came from."""
        return tuple(sum(n * c for n, c in enumerate(row, 1)) for row in self.caught)


@FRESH_FISH_SPEC.describes
class FreshFish(BarrelGame):
    """Fresh Fish (reconstruction): take fish out of the barrel; higher levels are worth more."""

    rules = FRESH_FISH_RULES
    state_class = FreshFishState


GAME = FreshFish()
FreshFishState.game = GAME
