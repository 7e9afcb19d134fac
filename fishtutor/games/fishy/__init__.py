"""Fishy: what its games share, in one place. barrel.py (the five levels, seat colours, ages, the edition
data), cards.py (Level/Lowest/Cat cards, each game's hand), portray.py (any game's table drawn) and
data/edition.json (shared values, then one block per game).

The engines live beside this package: ``fishtutor.games.barrel`` (Cats in the Barrel, Fresh Fish, Fish in
the Barrel) and ``fishtutor.games.jumping_fish``. Nothing here imports them."""
