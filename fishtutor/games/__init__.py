"""Every game the tutor knows, by name."""
from fishtutor.core.protocol import Game

from .barrel import CATS_IN_THE_BARREL, FISH_IN_THE_BARREL, FRESH_FISH
from .fish_eat_fish import GAME as FISH_EAT_FISH
from .fish_frenzy import GAME as FISH_FRENZY
from .fishing_frenzy import GAME as FISHING_FRENZY
from .jumping_fish import GAME as JUMPING_FISH

GAMES: dict[str, Game] = {g.name: g for g in (FISH_FRENZY, FISH_EAT_FISH, CATS_IN_THE_BARREL, JUMPING_FISH, FRESH_FISH,
                                              FISH_IN_THE_BARREL, FISHING_FRENZY)}


def get(name: str) -> Game:
    """The game registered under ``name``."""
    if name not in GAMES:
        raise KeyError(f"No game called {name!r}; known games: {', '.join(sorted(GAMES))}.")
    return GAMES[name]
