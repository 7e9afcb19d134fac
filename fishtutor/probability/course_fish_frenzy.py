"""Fish Frenzy's graded assignment (a first cut from the probability corner's questions: the course helper
writes the full one)."""
from __future__ import annotations

from .course import Assignment, Question
from .fish_frenzy import exercises


def assignment() -> Assignment:
    """Fish Frenzy: cards dealt from one deck, what eating is worth."""
    ex = exercises(4)
    stages = ("counting", "counting", "expectation", "counting")
    return Assignment("fish_frenzy", "Fish Frenzy: the deal and the catch",
                      "Seagulls steal fish from the Captains' boats. These questions count what a deal can show.",
                      tuple(Question(e, s, "(to be written)", 5) for e, s in zip(ex, stages)))
