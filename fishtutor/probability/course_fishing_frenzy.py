"""Fishing Frenzy: the dice and the sea: the graded assignment (a first cut from the probability corner's questions: the course helper
writes the full one)."""
from __future__ import annotations

from .course import Assignment, Question
from .fishing_frenzy import exercises


def assignment() -> Assignment:
    """Fishing Frenzy: the dice and the sea."""
    return Assignment("fishing_frenzy", "Fishing Frenzy: the dice and the sea", "A first cut: the probability corner's questions.",
                      tuple(Question(e, "counting", "(to be written)", 5) for e in exercises()))
