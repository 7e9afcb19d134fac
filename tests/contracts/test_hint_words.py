"""A hint speaks to the learner of their own move, once: over seeded positions of every game with a full game, the
sentence the coach would say for each move the learner may make never names the learner's own colour (the move
is said as theirs: "Fly to boat 3", not "Yellow flies to boat 3"), and never says the same move phrase twice (a
Jumping Fish option's effect was said in the move's words and again in its rule)."""
import re

import pytest

from fishtutor.bots import Line
from fishtutor.coach.hint import Asked, suggestion
from fishtutor.core.spec import SPECS, load
from tests.contracts.test_hint_truth import SEAT, full_games, positions

RUN = 4  # words in a row that make a phrase: said twice in one sentence, the sentence repeats itself
NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6"}


def own_colour(state, seat: int) -> str:
    """The learner's colour as the game names their seat ("Yellow"; "Red" of "Red (Player 1)")."""
    return state.seat_name(seat).split()[0]


def words_of(sentence: str) -> list[str]:
    """A sentence's words, lower case, numbers written as figures (so "two fish" and "2 fish" are the same)."""
    found = re.findall(r"[a-z0-9'.-]+", sentence.lower().replace("(", " ").replace(")", " "))
    return [NUMBERS.get(w.strip(".'"), w.strip(".'")) for w in found]


def repeated_phrase(sentence: str) -> str:
    """The first run of RUN words that the sentence says twice ("" when none is)."""
    words, seen = words_of(sentence), set()
    for i in range(len(words) - RUN + 1):
        run = " ".join(words[i:i + RUN])
        if run in seen:
            return run
        seen.add(run)
    return ""


def said_for_every_move(name: str):
    """(state, the hint's sentence and course sentence) for every move seat 0 may make at seeded positions."""
    play = load(SPECS[name].presenter)
    for state in positions(name, wanted=4):
        moves, asked = state.legal_moves(SEAT), Asked.of(play, state, SEAT)  # as a hint asks: once for its moves
        for move in moves:
            said = suggestion(state, SEAT, play, Line(move, 0.5, 10), len(moves), asked)
            yield state, f"{said.sentence} {said.course}".strip()


def test_the_repeat_finder_finds_the_option_said_twice():
    """The finder itself: the Jumping Fish hint as it read before (the option's effect in the move and the rule)."""
    before = ("Red plays Level 4 (nobody has played yet this round): two fish up 2 levels each: you win with chance "
              "1.00 in 1 imagined game; at once your fish jumped out of the top go from 0 to 2; no opponent has "
              "played the Level 4 card yet this round, so option 2 moves 2 of your fish up 2 levels each (you have "
              "2 on level 4) (one of 33 moves allowed here).")
    assert repeated_phrase(before) == "fish up 2 levels"
    assert repeated_phrase("Land on boat 1: you win with chance 0.28 in 9 imagined games.") == ""


@pytest.mark.parametrize("name", full_games())
def test_a_hint_says_the_learners_move_as_theirs(name):
    checked = 0
    for state, said in said_for_every_move(name):
        colour = own_colour(state, SEAT)
        assert re.search(rf"\b{colour}\b", said) is None, f"{colour} is the learner: {said}"
        checked += 1
    assert checked >= 6, f"too few moves checked in {name}"


@pytest.mark.parametrize("name", full_games())
def test_no_hint_sentence_says_the_same_move_phrase_twice(name):
    checked = 0
    for _, said in said_for_every_move(name):
        assert repeated_phrase(said) == "", f"{repeated_phrase(said)!r} twice in: {said}"
        checked += 1
    assert checked >= 6, f"too few moves checked in {name}"


@pytest.mark.parametrize("name", full_games())
def test_worlds_made_once_for_a_positions_moves_say_what_fresh_worlds_say_and_stay_as_made(name):
    """A hint tries each of its moves in the same sealed worlds, made once: each move reads as in worlds made for
    it alone, and trying one move leaves the worlds as they were for the next."""
    from fishtutor.coach import why

    state = next(iter(positions(name, wanted=1)))
    worlds = why.worlds(state, SEAT)
    made = [world.snapshot() for world in worlds]
    for move in state.legal_moves(SEAT)[:8]:
        assert why.seen(state, SEAT, move, worlds) == why.seen(state, SEAT, move)
    assert [world.snapshot() for world in worlds] == made
