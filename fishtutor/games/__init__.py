"""Every game the tutor knows, by name."""
from fishtutor.core.protocol import Game

from .fish_eat_fish import GAME as FISH_EAT_FISH
from .fish_frenzy import GAME as FISH_FRENZY
from .fishing_frenzy import GAME as FISHING_FRENZY
from .fishy import FISHY_GAMES

GAMES: dict[str, Game] = {FISH_FRENZY.name: FISH_FRENZY, FISH_EAT_FISH.name: FISH_EAT_FISH, **FISHY_GAMES,
                          FISHING_FRENZY.name: FISHING_FRENZY}


def get(name: str) -> Game:
    """The game registered under ``name``."""
    if name not in GAMES:
        raise KeyError(f"No game called {name!r}; known games: {', '.join(sorted(GAMES))}.")
    return GAMES[name]
