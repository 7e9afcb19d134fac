"""The barrel games (3-6 players) on one engine: Cats in the Barrel, and the reconstructions Fresh Fish and
Fish in the Barrel. Secret cards revealed at once, Cats resolved in order, fish placed (or taken) by level.

What they share with Jumping Fish (the five levels, seat colours, ages, the cards, the table drawing and the
edition data) lives in ``fishtutor.games.fishy``."""
from .cats import GAME as CATS_IN_THE_BARREL
from .fish_in_the_barrel import GAME as FISH_IN_THE_BARREL
from .fresh_fish import GAME as FRESH_FISH
