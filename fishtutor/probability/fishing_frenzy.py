"""The probability corner's questions for Fishing Frenzy: the graded assignment's own, taken from it by id (one source).

The counting and simulations they rest on live in fishing_frenzy_dice.py; every name there is read here too."""
from __future__ import annotations

from .fishing_frenzy_dice import *  # noqa: F401,F403 (this module is the corner and the counting's old address)
from .fishing_frenzy_dice import DISTANCES, Exercise, START, dock_from
from .course_fishing_frenzy import choices_question, dock_question, fish_roll_question, question


def dock_estimates(trials: int = 20_000, seed: int = 0):
    """Simulated chance to dock from each distance 1-6 (one seeded run per distance)."""
    from .core import run
    return [run(_dock_exercise(d), trials, seed + d) for d in DISTANCES]
def dock_plot(trials: int = 20_000, seed: int = 0) -> bytes:
    """The chance to dock from distances 1 to 6: exact bars beside simulated ones, as PNG bytes."""
    from .core import compare_png
    return compare_png([str(d) for d in DISTANCES], [dock_from(d) for d in DISTANCES],
                       dock_estimates(trials, seed), "Chance to dock on one roll, by spaces to the dock")
# ---- the exercises: the graded assignment's, by id (one source) ----------------------------------------
DICE_IDS = ("ffz_leave", "ffz_wait", "ffz_dock_3")
BOARD_IDS = ("ffz_fish_roll", "ffz_choices")
def _dock_exercise(distance: int) -> Exercise:
    """Docking from ``distance`` spaces, as the assignment asks it."""
    return dock_question(distance).exercise
def _from_assignment(ids) -> list[Exercise]:
    """The assignment's exercises with these ids, in this order (only these are built)."""
    return [question(qid).exercise for qid in ids]
def dice_exercises() -> list[Exercise]:
    """The questions the dice alone answer: leaving the dock, the wait for it, docking from a distance."""
    return _from_assignment(DICE_IDS)
def board_exercises(start: str = START) -> list[Exercise]:
    """The questions the movement rules answer on this edition's map, from the square ``start`` (the assignment's
    own from START; from another square, built by the same functions)."""
    if start == START:
        return _from_assignment(BOARD_IDS)
    return [fish_roll_question(start).exercise, choices_question(start).exercise]
def exercises() -> list[Exercise]:
    """The probability corner's questions: the graded assignment's first ones, taken from it by id."""
    return dice_exercises() + board_exercises()
