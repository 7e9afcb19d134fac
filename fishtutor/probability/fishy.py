"""The probability corner's questions for Fishy: the graded assignment's own, taken from it by id (one source).

The counting and simulations they rest on live in fishy_levels.py; every name there is read here too."""
from __future__ import annotations

from .fishy_levels import *  # noqa: F401,F403 (this module is the corner and the counting's old address)
from .fishy_levels import Exercise, _checked
from .course_fishy import cats_corner, jumping_corner


def cats_exercises(players: int = 4) -> list[Exercise]:
    """Cats in the Barrel's questions, for ``players`` players (Fishy is played by 3 to 6): the assignment's."""
    return [q.exercise for q in cats_corner(_checked(players))]
def jumping_exercises(players: int = 4) -> list[Exercise]:
    """Jumping Fish's questions, for ``players`` players: the assignment's."""
    return [q.exercise for q in jumping_corner(_checked(players))]
def exercises(players: int = 4) -> list[Exercise]:
    """Every question of both corners (ids unique across the two games)."""
    return cats_exercises(players) + jumping_exercises(players)
