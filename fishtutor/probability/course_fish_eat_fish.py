"""Fish Eat Fish: battles: the graded assignment (a first cut from the probability corner's questions: the course helper
writes the full one)."""
from __future__ import annotations

from .course import Assignment, Question
from .fish_eat_fish import exercises


def assignment() -> Assignment:
    """Fish Eat Fish: battles."""
    return Assignment("fish_eat_fish", "Fish Eat Fish: battles", "A first cut: the probability corner's questions.",
                      tuple(Question(e, "counting", "(to be written)", 5) for e in exercises()))
