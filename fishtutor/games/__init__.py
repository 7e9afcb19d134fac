"""Every game the tutor knows, by name (each game's modules are imported when the game is first looked up)."""
from collections.abc import Iterator, Mapping
from importlib import import_module

from fishtutor.core.protocol import Game


class Registry(Mapping):
    """Names mapped to objects imported on first look-up ("package.module:NAME"): a page that shows one game
    loads that game only, not every game the tutor knows."""

    def __init__(self, where: dict[str, str]) -> None:
        self._where, self._loaded = dict(where), {}

    def __getitem__(self, name: str):
        if name not in self._loaded:
            module, _, attribute = self._where[name].partition(":")
            self._loaded[name] = getattr(import_module(module), attribute)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __contains__(self, name: object) -> bool:
        return name in self._where

    def __repr__(self) -> str:
        return f"Registry({', '.join(self._where)})"


GAMES: Mapping[str, Game] = Registry({
    "fish_frenzy": "fishtutor.games.fish_frenzy:GAME", "fish_eat_fish": "fishtutor.games.fish_eat_fish:GAME",
    "cats_in_the_barrel": "fishtutor.games.barrel:CATS_IN_THE_BARREL", "jumping_fish": "fishtutor.games.jumping_fish:GAME",
    "fresh_fish": "fishtutor.games.barrel:FRESH_FISH", "fish_in_the_barrel": "fishtutor.games.barrel:FISH_IN_THE_BARREL",
    "fishing_frenzy": "fishtutor.games.fishing_frenzy:GAME"})


def get(name: str) -> Game:
    """The game registered under ``name``."""
    if name not in GAMES:
        raise KeyError(f"No game called {name!r}; known games: {', '.join(sorted(GAMES))}.")
    return GAMES[name]
