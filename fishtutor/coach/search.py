"""The search the coach asks (the search bot's ``analyse``) and the bots' levels, as the full game offers them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishtutor.bots import LEVELS, SeatView, thinking
from fishtutor.bots import analyse as _analyse
from fishtutor.bots import analyse_move as _analyse_move
from fishtutor.bots import make_bot as _by_level


@dataclass(frozen=True)
class LevelChoice:
    """A level as the setup offers it: its key, its name and what it does in a few words."""

    key: str
    name: str
    what_it_does: str


def analyse(view: SeatView, *, seconds: float, seed: int, iterations: int | None = None) -> list:
    """The moves of ``view`` as the search ranks them (most tried first), each a ``Line(move, value, visits)``:
    value is the chance, in [0, 1], that the seat wins. It thinks as the bots do on a shared server: at a seat of
    the server's thinking table (waiting at most half its time, which then counts against it), on the kernel's
    low-priority thread, so that a hint or a review never holds up another learner's clicks."""
    with thinking.seat(seconds / 2) as place:
        left = seconds - place.waited
        return thinking.in_background(lambda: _analyse(view, seconds=left, seed=seed, iterations=iterations))


def analyse_move(view: SeatView, move: Any, *, seconds: float, seed: int, iterations: int | None = None):
    """One move of ``view``'s valued by imagined games that all begin with it, on the worlds ``analyse`` deals from
    the same seed: a ``Line(move, value, visits)``. It thinks as ``analyse`` does, at a seat of the thinking table."""
    with thinking.seat(seconds / 2) as place:
        left = seconds - place.waited
        return thinking.in_background(lambda: _analyse_move(view, move, seconds=left, seed=seed,
                                                            iterations=iterations))


def levels() -> list[LevelChoice]:
    """The levels the full game offers, weakest first."""
    return [LevelChoice(level.key, level.name, level.what_it_does) for level in LEVELS]


def make_bot(key: str, seed: int) -> Any:
    """A bot of level ``key``, seeded."""
    return _by_level(key, seed)
