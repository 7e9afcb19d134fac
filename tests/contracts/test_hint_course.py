"""The probability corner connects to play: where a hinted move rests on a chance the course teaches, the hint says
so in one sentence naming the course page, and its number is the course's own exact fraction for that very
situation. Cats in the Barrel: your Level card alone this turn (the Fishy assignment's question 1, built from the
cards each player has played, else the same count from the cards the table shows in each hand). Fish Eat Fish: an
attack's battle won (the battle questions, from both stacks' heights and the cards each player has turned up, and
the same count over the true hands). Fishing Frenzy: a catch on the next roll from the clear water a boat is left
on (the dice question on that square of the map, whose sea, no fish caught and no other boat near, is the true
one). Jumping Fish and Fish Frenzy hints state no chance the course teaches."""
import re
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

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


@pytest.mark.parametrize("name", [GAME, "fish_eat_fish"])
def test_the_hint_says_the_course_sentence_after_the_move_it_is_about(name):
    play = load(SPECS[name].presenter)
    heard = 0
    for state in positions(name, wanted=6):
        found = hint(state, SEAT, play, BUDGET)
        words = hint_words(found)
        for suggestion in found:
            assert suggestion.course == course_words(state, SEAT, suggestion.move)
            if suggestion.course:
                assert f"{suggestion.sentence} {suggestion.course}" in words
                heard += 1
    assert heard, "no hint carried the course's sentence"


# ---- Fish Eat Fish: an attack's battle, counted card by card ---------------------------------------------------
FEF = "fish_eat_fish"
BATTLE = re.compile(r"^If you and (?P<who>\w+) each pick a Challenge Card at random from the cards left in your "
                    r"hands, you win this battle with chance (?P<chance>\d+(?:/\d+)?) \(about (?P<about>[01]\.\d\d)\): "
                    r"the Fish Eat Fish assignment \(\"(?P<title>[^\"]+)\", question (?P<q>\d)\) works this out\.$")


def won_by_pairs(state, attacker: int, defender: int, ah: int, dh: int) -> Fraction:
    """The attacker's chance to win, counted over every pair of cards the two true hands hold (the game's rule)."""
    from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, battle_outcome
    a, d = state.hand[attacker], state.hand[defender]
    wins = sum(a[x] * d[y] for x in range(len(a)) for y in range(len(d))
               if battle_outcome(x, y, ah, dh) == ATTACKER_WINS)
    return Fraction(wins, sum(a) * sum(d))


def test_an_attacks_battle_names_the_courses_exact_chance_of_winning_it():
    from fishtutor.games.fish_eat_fish.cards import COLOURS
    from fishtutor.games.fish_eat_fish.moves import Attack
    from fishtutor.probability import course_fish_eat_fish as course
    counted = set()
    for state in positions(FEF, wanted=12):
        for move in state.legal_moves(SEAT):
            said = course_words(state, SEAT, move)
            owner = state.top[move.target] if type(move) is Attack else -1
            battle = owner >= 0 and owner not in (SEAT, state.neutral)
            assert bool(said) == battle, (move, said)  # every battle, and nothing else
            if not said:
                continue
            m = BATTLE.match(said)
            assert m is not None and m["who"] == COLOURS[owner] and m["title"] == course.TITLE, said
            chance = Fraction(m["chance"])
            assert m["about"] == f"{float(chance):.2f}", said
            ah, dh = len(state.stacks[move.fish]), len(state.stacks[move.target])
            turned = [[kind for kind, n in enumerate(state.discard[s]) for _ in range(n)] for s in (SEAT, owner)]
            names = ("S", "O") + tuple(sorted(set(course.EDITION_VALUES)))  # the course's names, kind by kind
            played = [tuple(names[k] for k in kinds) for kinds in turned]
            build = course.single_win if ah == dh else course.pair_win
            question = build(course.EDITION_VALUES, ah, *played) if ah == dh else \
                build(course.EDITION_VALUES, ah, dh, *played)
            assert int(m["q"]) == course.BUILDERS.index(build) + 1
            assert chance == question.exercise.exact, said  # the course's own question for this battle
            assert chance == won_by_pairs(state, SEAT, owner, ah, dh), said  # and the true hands, card by card
            counted.add(build.__name__ + (":played" if any(played) else ""))
    assert {"single_win", "pair_win"} <= {c.split(":")[0] for c in counted}, counted


# ---- Fishing Frenzy: the next roll from clear water --------------------------------------------------------------
FFZ = "fishing_frenzy"
ROLL = re.compile(r"^From (?P<end>[A-Z]+\d+), if every fish is still uncaught and no other boat is near, your next "
                  r"roll lets you end a direction on a fish with chance (?P<chance>\d+(?:/\d+)?) \(about "
                  r"(?P<about>[01]\.\d\d)\): the Fishing Frenzy assignment \(\"(?P<title>[^\"]+)\", question "
                  r"(?P<q>\d)\) works this out\.$")


def sailing_positions(wanted: int = 10):
    """Seeded two-Captain games where the learner's boat may sail and no fish is caught yet."""
    from fishtutor.bots import GreedyBot, advance
    game = load(SPECS[FFZ].game)
    for seed in range(6):
        state, rng = game.new_state(2, seed=seed), np.random.default_rng(seed)
        for _ in range(30):
            advance(state, {1: GreedyBot(seed)}, rng, stop_for=(SEAT,))
            if state.is_terminal() or state.tags:
                break
            yield state.clone()
            wanted -= 1
            if wanted == 0:
                return
            moves = state.legal_moves(SEAT)
            state.apply(moves[int(rng.integers(len(moves)))], SEAT)


def test_a_boat_left_on_clear_water_names_the_courses_exact_chance_of_a_catch_next_roll():
    from fishtutor.games.fishing_frenzy.board import parse_square
    from fishtutor.probability import course_fishing_frenzy as course
    from fishtutor.probability import fishing_frenzy_dice as dice
    heard = 0
    for state in sailing_positions(40):
        for move in state.legal_moves(SEAT):
            said = course_words(state, SEAT, move)
            if not said:
                continue
            m = ROLL.match(said)
            assert m is not None and m["end"] == move.end and m["title"] == course.TITLE, said
            assert course.BUILT_BY[int(m["q"]) - 1][0] == "ffz_fish_roll", said
            chance = Fraction(m["chance"])
            assert m["about"] == f"{float(chance):.2f}", said
            assert chance == course.fish_roll_question(move.end).exercise.exact, said  # the course's question there
            # the question's sea is the true one: clear water, no fish caught, no other boat out within reach
            assert move.end in dice.sea_squares() and not state.tags, said
            col, row = parse_square(move.end)
            assert all(c < 0 or state.at_dock(s) or abs(c - col) + abs(r - row) > 12
                       for s, (c, r) in enumerate(state.boats) if s != SEAT), said
            heard += 1
    assert heard >= 3, f"only {heard} course sentences heard"
