"""Fishy (3-6 players): the barrel games on one engine.

barrel.py (the five levels, seat colours, ages) and cards.py (Level/Lowest/Cat cards, each game's hand)
are shared; each game module's GAME is registered in fishtutor/games/__init__.py (imported when first looked
up, so a page showing one game loads only its modules): cats_in_the_barrel, jumping_fish, and the
reconstructions fresh_fish and fish_in_the_barrel."""
