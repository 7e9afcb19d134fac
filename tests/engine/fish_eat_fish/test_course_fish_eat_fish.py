"""Fish Eat Fish's assignment: each exact answer against a brute-force count over cards (small cases played out
in every order), each slip against the slipped reasoning, and the corner's questions against the assignment's."""
from fractions import Fraction
from itertools import combinations, permutations, product

import numpy as np
import pytest

from fishtutor.games.fish_eat_fish.cards import (ATTACKER_WINS, BOTH_ELIMINATED, DEFENDER_WINS, NULLIFIED, OCTOPUS,
                                                 SHARK, battle_outcome)
from fishtutor.probability import fish_eat_fish as fef
from fishtutor.probability import fish_eat_fish_duels as duels
from fishtutor.probability.course_fish_eat_fish import assignment, questions

A = assignment()
HAND = fef.FULL_SET


def q(qid):
    return A.question(qid)


def cards(hand):
    """One entry per card (its kind), so that every card, not every kind, counts once."""
    return [k for k, c in enumerate(hand) for _ in range(c)]


def brute(ah, dh, a_hand=HAND, d_hand=HAND):
    """Each outcome's share of all card pairs, by the engine's own battle rule."""
    pairs = list(product(cards(a_hand), cards(d_hand)))
    return {o: Fraction(sum(battle_outcome(a, d, ah, dh) == o for a, d in pairs), len(pairs))
            for o in (ATTACKER_WINS, DEFENDER_WINS, BOTH_ELIMINATED, NULLIFIED)}


def slips(qid):
    return {s.answer for s in q(qid).slips}


def test_one_battle_counted_card_by_card():
    one, two = brute(1, 1), brute(2, 1)
    assert q("single_win").exercise.exact == one[ATTACKER_WINS] == Fraction(34, 121)
    assert q("nothing").exercise.exact == one[NULLIFIED] == Fraction(40, 121)
    assert q("pair_win").exercise.exact == two[ATTACKER_WINS] == Fraction(46, 121)
    shown = q("pair_win").distribution()
    assert list(shown.values()) == [two[o] for o in fef.OUTCOMES]
    assert q("held_shark").exercise.exact == brute(2, 1, fef.hand_without(SHARK))[ATTACKER_WINS] == Fraction(19, 55)


def test_a_card_not_yet_seen_is_drawn_from_what_is_left():
    red = cards(HAND)
    for gone in (SHARK, OCTOPUS, 2):  # the Shark, one Octopus and the Fish 0 card have been played
        red.remove(gone)
    wins = sum(battle_outcome(5, k, 1, 1) == ATTACKER_WINS for k in red)  # kind 5 is the Fish 3 card
    assert q("fef_unseen").exercise.exact == Fraction(wins, len(red)) == Fraction(3, 8)
    assert "Fish 0" in q("fef_unseen").exercise.question and "Fish 3" in q("fef_unseen").exercise.question


def octopus_places(size=11, octopus=2):
    return list(combinations(range(size), octopus))


def test_cancelled_battles_over_every_place_the_octopus_cards_can_fall():
    places = octopus_places()
    total = sum(len(set(p) | set(r)) for p in places for r in places)
    assert q("fef_cancelled").exercise.exact == Fraction(total, len(places) ** 2) == Fraction(40, 11)


def test_cancelled_battles_in_a_tiny_game_played_in_every_order():
    hand = (1, 1, 1, 0, 0, 0, 0, 0)  # a Shark, an Octopus and a Fish card each
    orders = list(permutations(cards(hand)))
    total = sum(sum(OCTOPUS in pair for pair in zip(x, y)) for x in orders for y in orders)
    assert duels.cancelled_battles(hand) == Fraction(total, len(orders) ** 2) == Fraction(5, 3)


def test_duel_length_over_every_place_the_octopus_cards_can_fall():
    places = octopus_places()
    counts = {}
    for p, r in product(places, places):
        cancelled = set(p) | set(r)
        first_clear = min(i for i in range(11) if i not in cancelled)
        counts[first_clear + 1] = counts.get(first_clear + 1, 0) + 1
    brute_lengths = {k: Fraction(c, len(places) ** 2) for k, c in sorted(counts.items())}
    assert duels.duel_length(2, 2, 11) == brute_lengths
    assert list(q("fef_duel_length").distribution().values()) == list(brute_lengths.values())
    assert q("fef_duel_length").exercise.exact == Fraction(36, 25)


def play_out(x, y, heights):
    """One duel with the two hands played in the orders given."""
    for a, b in zip(x, y):
        outcome = battle_outcome(a, b, *heights)
        if outcome != NULLIFIED:
            return outcome
    raise AssertionError("undecided")


@pytest.mark.parametrize("hand", [(1, 1, 1, 1, 0, 0, 0, 0), (0, 2, 1, 0, 1, 0, 0, 1), (1, 2, 0, 1, 1, 0, 0, 0)])
def test_the_duel_chain_agrees_with_every_order_of_small_hands(hand):
    orders = list(permutations(cards(hand)))
    ends = [play_out(x, y, (2, 1)) for x in orders for y in orders]
    brute_ends = {e: Fraction(ends.count(e), len(ends)) for e in duels.DUEL_ENDS}
    assert duels.duel_chances(hand, hand, 2, 1) == brute_ends


def test_the_duel_is_decided_like_one_battle_without_an_octopus():
    one = brute(2, 1)
    decided = 1 - one[NULLIFIED]
    chances = q("fef_duel_survivor").distribution()
    assert list(chances.values()) == [one[e] / decided for e in duels.DUEL_ENDS]
    assert q("fef_duel_survivor").exercise.exact == Fraction(46, 81)


def test_each_slip_is_the_slipped_reasoning():
    kinds_once = (1,) * len(HAND)
    assert slips("single_win") == {brute(1, 1, kinds_once, kinds_once)[ATTACKER_WINS],
                                   brute(1, 1)[ATTACKER_WINS] + brute(1, 1)[BOTH_ELIMINATED]}
    assert slips("nothing") == {Fraction(2, 11) + Fraction(2, 11), Fraction(2, 11) ** 2, Fraction(2, 11)}
    assert slips("pair_win") == {brute(1, 1)[ATTACKER_WINS], brute(2, 1, kinds_once, kinds_once)[ATTACKER_WINS]}
    assert slips("held_shark") == {brute(2, 1)[ATTACKER_WINS], Fraction(38, 121)}
    assert slips("fef_unseen") == {Fraction(4, 11), Fraction(5, 8)}  # the full hand; a tie taken for a win
    assert slips("fef_cancelled") == {Fraction(4), 11 * Fraction(2, 11) ** 2}
    assert slips("fef_duel_length") == {1 / (1 - brute(1, 1)[NULLIFIED]), 1 + brute(1, 1)[NULLIFIED]}
    two = brute(2, 1)
    assert slips("fef_duel_survivor") == {two[ATTACKER_WINS],
                                          two[ATTACKER_WINS] / (two[ATTACKER_WINS] + two[DEFENDER_WINS])}


def test_a_slip_is_named_back_to_the_learner():
    marked = q("fef_duel_length").mark("121/81")
    assert not marked.ok and "cards come back" in marked.message
    assert q("fef_unseen").mark("0.375").ok and not q("fef_unseen").mark("4/11").ok


@pytest.mark.parametrize("values", [fef.EDITION_VALUES, fef.OTHER_VALUES])
def test_the_corner_asks_the_assignments_own_questions(values):
    corner = fef.exercises(values)
    ours = {question.id: question.exercise for question in questions(values)}
    assert [ex.id for ex in corner] == list(fef.CORNER)
    assert all(ex is ours[ex.id] for ex in corner)
    assert all(ex.mistakes for ex in corner), "the corner names the assignment's slips too"


def test_other_fish_numbers_change_the_answers_that_rest_on_them():
    ours, other = questions(), questions(fef.OTHER_VALUES)
    for mine, theirs in zip(ours, other):
        assert mine.id == theirs.id
        rests = "Assumes this edition's Fish cards" in mine.exercise.explanation
        assert rests == (mine.id in ("single_win", "pair_win", "held_shark", "fef_unseen", "fef_duel_survivor"))
        if rests:
            assert f"it would be {fef.show(theirs.exercise.exact)}" in mine.exercise.explanation
        else:  # the Octopus cards alone decide it
            assert mine.exercise.exact == theirs.exercise.exact


def test_duels_played_together_and_their_refusals():
    table = duels.battle_table(2, 1)
    ending, battles = duels.play_duels(5_000, np.random.default_rng(9), HAND, HAND, table)
    assert ending.min() >= 0 and 1 <= battles.min() and battles.max() <= 5
    again = duels.play_duels(5_000, np.random.default_rng(9), HAND, HAND, table)
    assert (again[0] == ending).all() and (again[1] == battles).all()
    only_octopus = (0, 2, 0, 0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="ran out of cards"):
        duels.play_duels(10, np.random.default_rng(1), only_octopus, only_octopus, table)
    with pytest.raises(ValueError, match="as many cards"):
        duels.play_duels(10, np.random.default_rng(1), HAND, fef.hand_without(SHARK), table)
    with pytest.raises(ValueError, match="no card"):
        duels.played(fef.hand_without(SHARK), SHARK)
