"""Fishy: Level cards and the barrel: the graded assignment (a first cut from the probability corner's questions: the course helper
writes the full one)."""
from __future__ import annotations

from .course import Assignment, Question
from .fishy import exercises


def assignment() -> Assignment:
    """Fishy: Level cards and the barrel."""
    return Assignment("fishy", "Fishy: Level cards and the barrel", "A first cut: the probability corner's questions.",
                      tuple(Question(e, "counting", "(to be written)", 5) for e in exercises()))
