"""Fishy's graded assignment: each exact answer against brute-force counting, each slip computed the slipped way,
the Jumping Fish chain against its own equations and against walking every path, and the corners against the
assignment they are drawn from."""
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from fishtutor.probability import fishy as F
from fishtutor.probability import fishy_chains as C
from fishtutor.probability import fishy_levels as L
from fishtutor.probability.core import Exercise, run
from fishtutor.probability.course_fishy import _slips, assignment, cats_corner, jumping_corner


def picks(players: int, cards: int = F.LEVELS):
    """Every way the players can each pick one of ``cards`` cards, all equally likely."""
    return list(product(range(cards), repeat=players))


# ---- counting ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", F.PLAYERS)
def test_the_levels_shown_match_counting_every_pick(players):
    ways = picks(players)
    dist = F.distinct_levels(players)
    assert sum(dist.values()) == 1
    for d, chance in dist.items():
        assert chance == Fraction(sum(len(set(p)) == d for p in ways), len(ways))
    assert F.every_level(players) == Fraction(sum(len(set(p)) == F.LEVELS for p in ways), len(ways))


def test_inclusion_exclusion_counts_onto_picks():
    assert [F.onto(6, d) for d in range(1, 6)] == [1, 62, 540, 1560, 1800]  # d! times the Stirling numbers
    assert F.every_level(6) == Fraction(72, 625) and F.every_level(4) == 0


def test_the_every_level_slips_are_the_slipped_counts():
    q = assignment().question("fishy_every_level")
    slips = {s.answer for s in q.slips}
    two_terms = Fraction(5 ** 6 - 5 * 4 ** 6 + 10 * 3 ** 6, 5 ** 6)  # inclusion-exclusion stopped after pairs
    assert two_terms in slips and Fraction(6 * 120, 5 ** 6) in slips and Fraction(0) in slips


# ---- expectation ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", F.PLAYERS)
def test_the_levels_fed_match_counting_every_pick(players):
    ways = picks(players)
    fed = [sum(1 <= p.count(level) <= 2 for level in range(F.LEVELS)) for p in ways]
    assert F.levels_fed(players) == Fraction(sum(fed), len(ways))
    every_played = [len(set(p)) for p in ways]  # the slip: three or more still feed a level
    assert F.levels_fed(players, most=players) == Fraction(sum(every_played), len(ways))
    alone = [sum(p.count(level) == 1 for level in range(F.LEVELS)) for p in ways]  # the slip: pairs feed nothing
    assert F.levels_fed(players, most=1) == Fraction(sum(alone), len(ways))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_fish_slips_follow_their_misread_rules(players):
    ways = picks(players, F.CATS_PLACING)

    def expected(shared: int, lowest: int) -> Fraction:
        def placed(card, same):
            if card == F.LOWEST_3:
                return lowest if same == 1 else 0
            return {1: 2, 2: shared}.get(same, 0)
        return Fraction(sum(placed(p[0], p.count(p[0])) for p in ways), len(ways))
    assert F.expected_fish(players) == expected(1, 3)
    assert F.expected_fish(players, shared_places=0) == expected(0, 3)
    assert F.expected_fish(players, lowest_places=2) == expected(1, 2)


def test_the_table_fish_simulation_agrees_with_the_exact_expectation():
    ex = Exercise("t", "", F.expected_table_fish(4), "", "", F.simulate_table_fish(4), probability=False)
    assert run(ex, 50_000, seed=5).agrees_with(ex.exact)


# ---- the chain ---------------------------------------------------------------------------------------------
def test_the_moves_come_from_counting_the_cards():
    assert C.MOVES == {2: Fraction(1, 7), 1: Fraction(5, 14), -1: Fraction(5, 14), -2: Fraction(1, 7)}
    assert sorted(C.MOVES_BY_CARD.tolist()) == sorted(C.card_table()) and len(C.card_table()) == 14
    assert sum(C.MOVES.values()) == 1


def test_the_solver_solves_exactly():
    m = [[Fraction(2), Fraction(1), Fraction(0)], [Fraction(0), Fraction(0), Fraction(3)],
         [Fraction(1), Fraction(1), Fraction(1)]]  # needs a row swap
    x = C.solve(m, [Fraction(1), Fraction(2), Fraction(3)])
    assert [sum(a * b for a, b in zip(row, x)) for row in m] == [1, 2, 3]


def test_the_jump_chances_satisfy_the_first_step_equations_and_the_symmetry():
    h = C.jump_chances()
    value = lambda n: Fraction(1) if n > 5 else Fraction(0) if n < 1 else h[n - 1]
    for n in range(1, 6):
        assert h[n - 1] == sum(p * value(n + m) for m, p in C.MOVES.items())
        assert h[n - 1] + h[5 - n] == 1  # up and down are alike, so level n mirrors level 6 - n
    assert h[2] == Fraction(1, 2) and h[0] == Fraction(77, 398)


def test_without_cats_the_chain_is_the_fair_walk_of_the_gamblers_ruin():
    fair = C.card_moves(cats_move=1)
    assert fair == {1: Fraction(1, 2), -1: Fraction(1, 2)}
    assert C.jump_chances(fair) == [Fraction(n, 6) for n in range(1, 6)]
    assert C.expected_cards(fair) == [Fraction(n * (6 - n)) for n in range(1, 6)]


def test_the_cards_distribution_matches_walking_every_path():
    exact = {}

    def walk(level: int, t: int, chance: Fraction):
        if t == C.STEPS_SHOWN:
            return
        for m, p in C.MOVES.items():
            there = level + m
            if 1 <= there <= 5:
                walk(there, t + 1, chance * p)
            else:
                exact[t + 1] = exact.get(t + 1, Fraction(0)) + chance * p
    walk(C.START, 0, Fraction(1))
    dist = list(C.cards_distribution().values())
    assert dist[:-1] == [exact[t] for t in range(1, C.STEPS_SHOWN)]
    assert sum(dist) == 1 and dist[0] == Fraction(1, 2)  # seven of the fourteen cards push it out at once


def test_the_walk_ends_every_fish_out_of_the_barrel_and_is_seeded():
    jumped, cards = C.walk(5_000, np.random.default_rng(4))
    again = C.walk(5_000, np.random.default_rng(4))
    assert (cards >= 1).all() and np.array_equal(jumped, again[0]) and np.array_equal(cards, again[1])
    assert not np.array_equal(cards, C.walk(5_000, np.random.default_rng(5))[1])


def test_the_cards_slips_are_wrong_in_their_own_way():
    q = assignment().question("fishy_jump_cards")
    slips = {s.answer for s in q.slips}
    assert q.exercise.exact - 1 in slips and Fraction(5) in slips and Fraction(2) in slips


# ---- one source: the corners are the assignment's questions -------------------------------------------------
def test_the_corners_ask_the_assignments_own_questions():
    a = assignment()
    corner = F.exercises(4)
    assert [e.id for e in corner] == [q.id for q in cats_corner(4) + jumping_corner(4)]
    for ex in corner:
        mine = a.question(ex.id).exercise
        fields = ("question", "exact", "explanation", "hint", "tolerance", "probability", "mistakes")
        assert all(getattr(ex, f) == getattr(mine, f) for f in fields), ex.id
        assert run(ex, 1_000, seed=8).mean == run(mine, 1_000, seed=8).mean, ex.id


@pytest.mark.parametrize("players", F.PLAYERS)
def test_at_every_player_count_the_corner_names_only_slips_it_can_tell_apart(players):
    for ex in F.exercises(players):
        assert all(abs(float(v - ex.exact)) > ex.tolerance for v, _ in ex.mistakes), ex.id
        assert ex.mistakes, ex.id


def test_a_slip_too_close_to_the_answer_is_left_out():
    ex = Exercise("x", "", Fraction(1, 2), "", "", None)
    kept = _slips(ex, (Fraction(1, 2) + Fraction(1, 1000), "close.", "?"), (Fraction(3, 2), "too big.", "?"),
                  (Fraction(1, 4), "far.", "!"), (Fraction(1, 4), "again.", "!"))
    assert [s.told for s in kept] == ["far."]


def test_the_assignment_climbs_through_eight_questions():
    a = assignment()
    assert [q.stage for q in a.questions] == ["counting"] * 4 + ["expectation"] * 2 + ["chain"] * 2
    assert len({q.id for q in a.questions}) == 8 and all(q.id.startswith("fishy_") for q in a.questions)


@pytest.mark.parametrize("played", [1, 2, 3])
def test_the_unplayed_simulation_deals_without_replacement_for_any_number_of_cards(played):
    ex = Exercise("u", "", F.unplayed_chance(4, played), "", "", F.simulate_unplayed(4, played))
    assert run(ex, 40_000, seed=played).agrees_with(ex.exact)


def test_packed_counts_count_every_card_and_refuse_a_table_too_big_to_pack():
    picks = np.array([[0, 5, 2], [0, 5, 3], [1, 5, 2]])  # three players, three trials
    counts = F.card_counts(picks, F.CATS_PLACING)
    assert [c.tolist() for c in counts] == [[2, 0, 0], [1, 0, 0], [0, 0, 2], [0, 0, 1], [0, 0, 0], [0, 3, 0]]
    with pytest.raises(ValueError, match="at most 7 players"):
        F.packed_counts(np.zeros((8, 3), dtype=np.int32))


def test_the_packed_cards_move_the_fish_as_the_cards_one_by_one():
    # a table entry covers four cards (in base 14, the first card the lowest digit): same place, same cards counted
    rng, runs = np.random.default_rng(9), C.MOVES_BY_CARD.size ** C.HALF
    for _ in range(300):
        place, cards = int(rng.integers(C.LEVELS + 2)), [int(c) for c in rng.integers(C.MOVES_BY_CARD.size, size=4)]
        where, played = place, 0
        for c in cards:
            if 1 <= where <= C.LEVELS:
                where, played = min(max(where + int(C.MOVES_BY_CARD[c]), 0), C.LEVELS + 1), played + 1
        entry = int(C.AFTER[place * runs + sum(c * 14 ** i for i, c in enumerate(cards))])
        assert (entry >> C.SHIFT, entry & ((1 << C.SHIFT) - 1)) == (where, played)


def test_a_deal_drawn_as_one_number_counts_each_players_card():
    # deal number n gives player i the i-th digit of n in base 5: its counts are those of that list of cards
    table = L._deal_counts(5, 3)
    for n, picks in enumerate(product(range(5), repeat=3)):
        cards = picks[::-1]  # product counts with the last digit fastest: player 0 is the lowest digit
        assert [int(L.count_of(table[n:n + 1], c)[0]) for c in range(5)] == [cards.count(c) for c in range(5)]
