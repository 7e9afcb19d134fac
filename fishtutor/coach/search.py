"""The search the coach asks: the search bot's ``analyse`` (``fishtutor.bots.search``), and the bots' levels.

Until the search bot is installed the coach falls back to a stand-in of the same shape (``rollout``), and the
levels to today's two bots, so the tutor keeps working with either."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from fishtutor.bots import BOTS, SeatView
from fishtutor.bots import make_bot as _simple_bot

from . import rollout


@dataclass(frozen=True)
class LevelChoice:
    """A level as the setup offers it: its key, its name and what it does in a few words."""

    key: str
    name: str
    what_it_does: str


def _search_module():
    """The search bot's module, or None while it is not installed."""
    try:
        from fishtutor.bots import search as module  # noqa: PLC0415 - optional until the search bot lands
    except ImportError:
        return None
    return module


def analyse(view: SeatView, *, seconds: float, seed: int, iterations: int | None = None) -> list:
    """The moves of ``view`` best first, each a ``Line(move, value, visits)``: value is the chance, in [0, 1], that
    the seat wins (the search bot's when installed, else the stand-in's)."""
    module = _search_module()
    run: Callable[..., list] = module.analyse if module is not None else rollout.analyse
    return run(view, seconds=seconds, seed=seed, iterations=iterations)


SIMPLE_WORDS = {"random": ("Beginner", "picks any allowed move at random"),
                "greedy": ("Greedy", "looks one move ahead")}


def levels() -> list[LevelChoice]:
    """The levels the full game offers, weakest first (the search bot's levels when installed)."""
    try:
        from fishtutor.bots.levels import LEVELS  # noqa: PLC0415 - optional until the search bot lands
    except ImportError:
        return [LevelChoice(key, *SIMPLE_WORDS.get(key, (key.title(), "plays by its own rule"))) for key in BOTS]
    return [LevelChoice(level.key, level.name, level.what_it_does) for level in LEVELS]


def make_bot(key: str, seed: int) -> Any:
    """A bot of level ``key``, seeded."""
    try:
        from fishtutor.bots.levels import make_bot as by_level  # noqa: PLC0415 - optional until it lands
    except ImportError:
        return _simple_bot(key, seed)
    return by_level(key, seed)
