"""Fish Eat Fish's probability corner: four of the graded assignment's own questions, and the battle tables and
chances the tutor shows beside them (from fish_eat_fish_battles)."""
from __future__ import annotations

from fishtutor.probability.answers import show

from .core import Exercise
from .course_fish_eat_fish import questions
from .fish_eat_fish_battles import (CARD_HEADERS, EDITION_VALUES, FULL_SET, KINDS, OTHER_VALUES, OUTCOMES, battle,
                                    battle_sampler, card_names, describe_chances, full_hand, hand_without,
                                    outcome_chances, payoff_table, simulate_outcome, win_curve)

CORNER = ("single_win", "nothing", "pair_win", "held_shark")  # the corner's questions, taken from the assignment
__all__ = ["CARD_HEADERS", "CORNER", "EDITION_VALUES", "FULL_SET", "KINDS", "OTHER_VALUES", "OUTCOMES", "battle",
           "battle_sampler", "card_names", "describe_chances", "exercises", "full_hand", "hand_without",
           "outcome_chances", "payoff_table", "show", "simulate_outcome", "win_curve"]  # what the tutor reads here


def exercises(values: tuple[int, ...] = EDITION_VALUES) -> list[Exercise]:
    """The probability corner's questions, for Fish cards showing ``values``: the assignment's own, by id."""
    chosen = {q.id: q.exercise for q in questions(values)}
    return [chosen[qid] for qid in CORNER]
