"""Fishy (3-6 players): the barrel games on one engine.

barrel.py (the five levels, seat colours, ages) and cards.py (Level/Lowest/Cat cards, each game's hand)
are shared; each game registers its Game object in FISHY_GAMES below (one line per game module):
cats_in_the_barrel, jumping_fish, and the reconstructions fresh_fish and fish_in_the_barrel."""
from fishtutor.core.protocol import Game

FISHY_GAMES: dict[str, Game] = {}
