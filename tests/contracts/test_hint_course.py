"""The probability corner connects to play: where a hinted Cats in the Barrel card rests on a chance the course
teaches (your Level card alone this turn), the hint says so in one sentence naming the course page, and its number
is the course's own exact fraction for that very turn (the Fishy assignment's question 1, built from the cards
each player has played), else the same count from the cards the table shows in each hand."""
import re
from collections import Counter
from fractions import Fraction

import numpy as np

from fishtutor.coach.course import PAGE, course_words
from fishtutor.coach.hint import hint, hint_words
from fishtutor.core.spec import SPECS, load
from fishtutor.games.barrel.moves import Pick
from fishtutor.games.fishy.cards import CATS_IN_THE_BARREL_HAND
from fishtutor.probability import course_fishy
from fishtutor.probability.fishy_levels import PLACING_CODES, Turn, players_of
from tests.contracts.test_hint_truth import BUDGET, SEAT, positions

GAME = "cats_in_the_barrel"
SAID = re.compile(r"^If the others each play a Level card or Lowest 3 from their hands at random, nobody else plays "
                  r"Level (?P<n>\d) with chance (?P<chance>\d+(?:/\d+)?) \(about (?P<about>[01]\.\d\d)\): (?P<page>.+) "
                  r"works this out\.$")


def held(state, seat: int) -> list[str]:
    """A player's cards before this turn's pick: in hand, and any already chosen face down (all pick at once)."""
    return list(state.hands[seat]) + list(state.picks[seat])


def first_hand_turn(state) -> Turn | None:
    """The turn as the course's question states it (cards each player played, you first), when it is the first
    hand and no Cat has traded a card (every hand is the full set less what its player played)."""
    seen = state.observation(SEAT)
    if seen["hand_no"] != 1:
        return None
    order = [SEAT] + [s for s in range(state.num_players()) if s != SEAT]
    for s in order:
        if Counter(held(state, s)) + Counter(seen["played"][s]) != Counter(CATS_IN_THE_BARREL_HAND):
            return None
    return Turn(tuple(tuple(seen["played"][s]) for s in order))


def test_a_hinted_level_card_names_the_courses_exact_chance_of_being_alone():
    by_course = by_count = 0
    for state in positions(GAME, wanted=12):
        for move in state.legal_moves(SEAT):
            said = course_words(state, SEAT, move)
            if type(move) is not Pick or not move.card.startswith("L") or not move.card[1:].isdigit():
                assert said == "", said  # no course question is about a Cat, a Lowest card, a trade or a cancel
                continue
            if not said:
                continue
            m = SAID.match(said)
            assert m is not None and m["page"] == PAGE and int(m["n"]) == int(move.card[1:]), said
            chance, level = Fraction(m["chance"]), int(m["n"]) - 1
            assert m["about"] == f"{float(chance):.2f}", said
            turn = first_hand_turn(state)
            if turn is not None:  # the course's own question for this turn, its exact answer
                assert chance == course_fishy.unique_variant(turn, level).exercise.exact, said
                by_course += 1
            others = [tuple(sorted(PLACING_CODES.index(c) for c in held(state, s) if c != "CAT"))
                      for s in range(state.num_players()) if s != SEAT]
            assert chance == players_of(tuple(others), level)[0], said  # from the true hands too
            by_count += 1
    assert by_course and by_count, (by_course, by_count)


def test_the_hint_says_the_course_sentence_after_the_move_it_is_about():
    play = load(SPECS[GAME].presenter)
    heard = 0
    for state in positions(GAME, wanted=6):
        found = hint(state, SEAT, play, BUDGET)
        words = hint_words(found)
        for suggestion in found:
            assert suggestion.course == course_words(state, SEAT, suggestion.move)
            if suggestion.course:
                assert f"{suggestion.sentence} {suggestion.course}" in words
                heard += 1
    assert heard, "no hint carried the course's sentence"
