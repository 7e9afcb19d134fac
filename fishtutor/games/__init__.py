"""Every game the tutor knows, by name, read from the specs in the game packages (``fishtutor.core.spec``): a game
is a package here declaring ``SPEC`` (or ``SPECS``), and nothing else lists it. Looking one game up imports its
package only: a page that shows one game loads that game alone."""
from collections.abc import Mapping

from fishtutor.core.protocol import Game
from fishtutor.core.spec import SPECS, GameSpec, Loaded

GAMES: Mapping[str, Game] = Loaded("game")  # name -> Game, imported on first look-up

__all__ = ["GAMES", "SPECS", "get", "spec"]


def spec(name: str) -> GameSpec:
    """The spec of the game registered under ``name``."""
    return SPECS[name]


def get(name: str) -> Game:
    """The game registered under ``name``."""
    if name not in GAMES:
        raise KeyError(f"No game called {name!r}; known games: {', '.join(sorted(GAMES))}.")
    return GAMES[name]
