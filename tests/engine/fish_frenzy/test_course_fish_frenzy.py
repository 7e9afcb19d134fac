"""Fish Frenzy's assignment: every exact answer checked against brute force on a small deck (every order of its
cards), the slips computed the slipped way, the deal without replacement, and the corner drawing from the same
questions."""
from fractions import Fraction
from itertools import permutations

import numpy as np
import pytest

from fishtutor.probability import fish_frenzy as ff
from fishtutor.probability import fish_frenzy_chains as chains
from fishtutor.probability.course import assignment
from fishtutor.probability.course_fish_frenzy import assignment as ff_assignment

SMALL = ff.Deck((1, 1, 1), 1, 2)  # five cards: fish showing 1, 2 and 3 little fish, and 2 crabs
SMALLER = ff.Deck((1, 1, 0), 1, 2)  # four cards: enough for the supply to run dry, few enough to list


def orders(deck: ff.Deck):
    """Every order of the deck's cards (cards told apart), each equally likely: as (is a crab, little fish)."""
    crab = len(deck.counts) - 1
    cards = [(k == crab, deck.kind_fish()[k]) for k in deck.cards()]
    return list(permutations(cards))


def chance(deck: ff.Deck, event) -> Fraction:
    """The share of the deck's orders for which ``event(order)`` holds (or its average, for a count)."""
    every = orders(deck)
    return Fraction(sum(event(o) for o in every), len(every))


def test_the_small_decks_are_what_the_brute_force_assumes():
    assert SMALL.size == 5 and SMALL.crabs == 2 and len(orders(SMALL)) == 120
    assert SMALLER.size == 4 and SMALLER.kind_fish() == (1, 2, 3, 1)


def test_crab_on_the_right_and_some_crab_match_every_order():
    assert ff.crab_on_the_right(SMALL) == chance(SMALL, lambda o: o[1][0])
    assert ff.some_crab_on_the_right(2, SMALL) == chance(SMALL, lambda o: o[1][0] or o[3][0])


def test_the_conditional_chance_matches_every_order_with_that_many_crabs_seen():
    every = [o for o in orders(SMALL) if sum(c for c, _ in o[:2]) == 1]  # one player: 2 cards seen, 1 a crab
    seen = Fraction(len(every), len(orders(SMALL)))
    assert ff.seen_crabs_chance(1, 1, SMALL) == seen
    assert ff.next_crab(1, 1, SMALL) == Fraction(sum(o[3][0] for o in every), len(every)) == Fraction(1, 3)


def test_boats_with_a_crab_match_every_order_and_add_up_by_linearity():
    brute = {b: chance(SMALL, lambda o, b=b: (o[0][0] or o[1][0]) + (o[2][0] or o[3][0]) == b) for b in range(3)}
    assert ff.boats_with_crab(2, SMALL) == brute
    for deck, players in ((SMALL, 2), (ff.EDITION_DECK, 4), (ff.EDITION_DECK, 5)):
        chances = ff.boats_with_crab(players, deck)
        assert sum(b * p for b, p in chances.items()) == ff.expected_boats_with_crab(players, deck)


def _rounds_to_empty(order, extra: int, supply: int) -> int:
    rounds = 0
    for _, fish in order:
        if supply <= 0:
            break
        rounds, supply = rounds + 1, supply - min(fish + extra, supply)
    return rounds


@pytest.mark.parametrize("extra, supply", [(0, 4), (1, 4), (0, 3)])
def test_the_supply_chain_matches_every_order_of_the_cards_eaten(extra, supply):
    brute: dict[int, Fraction] = {}
    for order in orders(SMALLER):
        t = _rounds_to_empty(order, extra, supply)
        brute[t] = brute.get(t, Fraction(0)) + Fraction(1, len(orders(SMALLER)))
    assert chains.supply_rounds(extra, supply, SMALLER) == dict(sorted(brute.items()))


def test_the_supply_chain_refilled_solves_its_first_step_equations():
    half = {1: Fraction(1, 2), 2: Fraction(1, 2)}  # meals of 1 or 2: T(1) = 1, T(2) = 1 + T(1)/2, T(3) = ...
    assert chains.supply_rounds_refilled(half, 0, 1) == 1
    assert chains.supply_rounds_refilled(half, 0, 2) == Fraction(3, 2)
    assert chains.supply_rounds_refilled(half, 0, 3) == 1 + Fraction(1, 2) * Fraction(3, 2) + Fraction(1, 2)


def _collects(order, rounds: int) -> int:
    clean, collects = True, 0
    for r in range(rounds):
        left, right = order[2 * r][0], order[2 * r + 1][0]
        collects += clean and not left and not right
        clean = clean and not left
    return collects


def test_the_clean_boat_chain_matches_every_order_and_its_closed_form():
    small = ff.Deck((1, 1, 1), 1, 3)
    brute = {k: chance(small, lambda o, k=k: _collects(o, 3) == k) for k in range(4)}
    assert chains.clean_collects(3, small) == brute
    deck, fish = ff.EDITION_DECK, ff.EDITION_DECK.size - ff.EDITION_DECK.crabs
    closed = sum(Fraction(ff.falling(fish, r + 1), ff.falling(deck.size, r + 1)) for r in range(1, 11))
    assert chains.expected_clean_collects(10) == closed


def test_the_slips_are_computed_the_slipped_way():
    a = assignment("fish_frenzy")
    slips = {q.id: [s.answer for s in q.slips] for q in a.questions}
    assert 1 - Fraction(7, 8) ** 4 in slips["some_crab"] and Fraction(1, 2) in slips["some_crab"]
    assert Fraction(1, 8) in slips["ff_next_crab"] and Fraction(10, 72) in slips["ff_next_crab"]
    assert Fraction(17, 10) + 2 in slips["eat_last"]  # no supply limit
    assert 1 in slips["ff_crab_boats"]  # crabs counted, not boats
    assert Fraction(4) / Fraction(17, 10) in slips["ff_supply_rounds"]  # supply over the average meal
    assert 10 * Fraction(70 * 69, 80 * 79) in slips["ff_clean_collects"]  # every round a fresh start


def test_a_slip_too_close_to_the_truth_is_left_out():
    three = ff_assignment(3).question("some_crab")  # with 3 players, drawing with replacement is within 0.005
    assert 1 - Fraction(7, 8) ** 3 not in [s.answer for s in three.slips]
    assert three.slips and three.mark(str(Fraction(3, 8))).message.startswith("Not quite: 3/8 is what you get if")


def test_the_exact_answers_of_this_edition():
    a = assignment("fish_frenzy")
    exact = {q.id: q.exercise.exact for q in a.questions}
    assert exact["rounds"] == 10 and exact["crab_right"] == Fraction(1, 8)
    assert exact["ff_next_crab"] == Fraction(8, 72)
    assert exact["ff_crab_boats"] == 4 * (1 - Fraction(70 * 69, 80 * 79))
    assert exact["ff_supply_rounds"] == chains.expected_supply_rounds(0)
    assert [q.stage for q in a.questions].count("chain") == 2 and len(a.questions) == 8


def test_the_shoe_deals_without_replacement():
    rng = np.random.default_rng(5)
    whole = ff.deal(2_000, rng, (3, 5, 2), 10)  # the whole deck, dealt: every trial holds every card once
    assert all((np.bincount(row, minlength=3) == (3, 5, 2)).all() for row in whole)
    assert set(np.unique(whole[:, 0])) == {0, 1, 2}


def test_the_shoe_deals_every_order_of_a_small_deck_equally_often():
    # four cards read off one random number: the 12 orders of two alike cards and two others, each 1 in 12
    trials = 60_000
    rows = ff.deal(trials, np.random.default_rng(8), (2, 1, 1), 4)
    orders_seen = np.unique(rows @ np.array([27, 9, 3, 1]), return_counts=True)[1]
    spread = 4 * np.sqrt(trials * (1 / 12) * (11 / 12))
    assert orders_seen.size == 12 and np.all(np.abs(orders_seen - trials / 12) < spread)


def test_the_conditional_deal_refuses_a_face_up_count_the_deck_cannot_show():
    with pytest.raises(ValueError, match="cannot show"):
        ff.simulate_next_crab(4, ff.EDITION_DECK.crabs + 1)


def test_the_conditional_simulation_gives_one_number_per_trial():
    values = ff.simulate_next_crab(4, 2)(1_234, np.random.default_rng(3))
    assert values.shape == (1_234,) and set(np.unique(values)) <= {0.0, 1.0}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_corner_asks_the_assignments_own_questions(players):
    course = ff_assignment(players)
    corner = ff.exercises(players)
    assert [e.id for e in corner] == list(ff.CORNER)
    for e in corner:
        q = course.question(e.id)
        assert e is q.exercise and e.mistakes == tuple((s.answer, s.told) for s in q.slips)


def test_the_assignment_speaks_to_learners_without_code_names():
    from tests.contracts.test_learner_words import assert_plain
    texts = []
    for q in assignment("fish_frenzy").questions:
        ex = q.exercise
        texts += [ex.question, ex.explanation, ex.hint, *(s.told for s in q.slips)]
        texts += list(q.distribution()) if q.distribution else []
    assert_plain(texts)


def test_new_questions_carry_this_games_prefix():
    ids = [q.id for q in assignment("fish_frenzy").questions]
    assert set(ff.CORNER) <= set(ids)  # the corner's and the classroom page's ids are kept
    assert all(i.startswith("ff_") for i in ids if i not in ff.CORNER), ids
