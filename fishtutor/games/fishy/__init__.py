"""Fishy (3-6 players): the barrel games on one engine.

barrel.py (the five levels, seat colours, ages) and cards.py (Level/Lowest/Cat cards, each game's hand)
are shared; each game registers its Game object in FISHY_GAMES below (one line per game module):
cats_in_the_barrel, jumping_fish, and the reconstructions fresh_fish and fish_in_the_barrel."""
from fishtutor.core.protocol import Game

from .cats import GAME as CATS_IN_THE_BARREL
from .fish_in_the_barrel import GAME as FISH_IN_THE_BARREL
from .fresh_fish import GAME as FRESH_FISH
from .jumping import GAME as JUMPING_FISH

FISHY_GAMES: dict[str, Game] = {g.name: g for g in (CATS_IN_THE_BARREL, JUMPING_FISH, FRESH_FISH,
                                                                 FISH_IN_THE_BARREL)}
