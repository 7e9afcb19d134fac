"""The bots' levels, Beginner to Expert, each named with what it does; every level is made from a seed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .search import SearchBot
from .simple import GreedyBot, RandomBot

CEILING = 0.9  # seconds: no search level thinks longer than this about a move (its last imagined game may end later)


@dataclass(frozen=True)
class Level:
    """A level a learner can choose: its key, its name, what it does in a few words, and how to make its bot."""

    key: str
    name: str
    what_it_does: str
    make: Callable[[int], Any]


def _searching(iterations: int) -> Callable[[int], SearchBot]:
    """A maker of search bots imagining ``iterations`` games a move (within the time ceiling)."""
    def make(seed: int) -> SearchBot:
        return SearchBot(seed, iterations=iterations, seconds=CEILING)
    return make


LEVELS: tuple[Level, ...] = (
    Level("random", "Beginner", "picks any allowed move at random", RandomBot),
    Level("greedy", "Novice", "looks one move ahead and takes what scores best now", GreedyBot),
    Level("search-30", "Casual", "plays 30 imagined games before each move", _searching(30)),
    Level("search-100", "Skilled", "plays 100 imagined games before each move", _searching(100)),
    Level("search-400", "Expert", "plays 400 imagined games before each move (never more than a second)",
          _searching(400)),
)
BY_KEY = {level.key: level for level in LEVELS}


def level(key: str) -> Level:
    """The level with this key, or a clear refusal naming the keys there are."""
    if key not in BY_KEY:
        raise ValueError(f"No bot level called {key!r}: choose from {', '.join(BY_KEY)}.")
    return BY_KEY[key]


def make_bot(key: str, seed: int = 0):
    """A bot of the level with this key ("random", "greedy", or a search level), made from ``seed``."""
    return level(key).make(seed)
