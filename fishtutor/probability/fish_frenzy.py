"""The probability corner's questions for Fish Frenzy: the graded assignment's own, taken from it by id (one source).

The counting and simulations they rest on live in fish_frenzy_deal.py; every name there is read here too."""
from __future__ import annotations

from .fish_frenzy_deal import *  # noqa: F401,F403 (this module is the corner and the counting's old address)
from .fish_frenzy_deal import Deck, EDITION_DECK, Exercise
from .course_fish_frenzy import assignment


CORNER = ("crab_right", "some_crab", "eat_last", "rounds")  # the corner's questions, taken from the assignment
def exercises(players: int = 4, deck: Deck = EDITION_DECK) -> list[Exercise]:
    """The probability corner's questions, for a game of ``players`` dealt from ``deck``: the assignment's own
    (same text, same answers, same slips), so the two can never disagree."""
    course = assignment(players, deck)
    return [course.question(qid).exercise for qid in CORNER]
