"""Exact answers (fractions) agree with seeded simulations; answers are parsed and checked helpfully."""
from fractions import Fraction

import pytest

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import CRAB
from fishtutor.probability import fish_frenzy as ff
from fishtutor.probability.answers import check_answer, parse_answer
from fishtutor.probability.core import TrialsError, check_trials, run


@pytest.mark.parametrize("text,value", [("3/8", Fraction(3, 8)), ("0.375", Fraction(3, 8)), ("37.5%", Fraction(3, 8)),
                                        (" 10 ", 10), ("1 / 8", Fraction(1, 8)), ("0,5", Fraction(1, 2))])
def test_answers_read_fractions_decimals_and_percentages(text, value):
    assert parse_answer(text) == value


def test_bad_answers_get_a_specific_message():
    assert check_answer("", 1).problem == "format" and "Type an answer" in check_answer("", 1).message
    assert "not a number I can read" in check_answer("a third", 1).message
    assert check_answer("3/2", Fraction(1, 2), probability=True).problem == "range"
    near = check_answer("0.13", Fraction(1, 8), tolerance=0.005)
    far = check_answer("0.2", Fraction(1, 8), tolerance=0.005, hint="Count the crabs.")
    assert near.ok and not far.ok and "too high" in far.message and "Count the crabs" in far.message


def test_exact_answers_from_the_card_counts():
    assert ff.crab_on_the_right() == Fraction(1, 8)
    assert [ff.rounds(n) for n in (3, 4, 5)] == [13, 10, 8]
    assert ff.expected_eat(0) == Fraction(17, 10) and ff.expected_eat(2) == Fraction(141, 40)
    assert ff.some_crab_on_the_right(4) == 1 - Fraction(70 * 69 * 68 * 67, 80 * 79 * 78 * 77)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_exercise_agrees_with_its_seeded_simulation(players):
    for ex in ff.exercises(players):
        est = run(ex, 300 if ex.id == "rounds" else 60_000, seed=players)
        assert est.agrees_with(ex.exact), (ex.id, est.mean, ex.exact)
        assert run(ex, 300 if ex.id == "rounds" else 1_000, seed=1).mean == run(ex, 300 if ex.id == "rounds" else 1_000, seed=1).mean


def test_the_engine_deals_crabs_to_the_right_one_time_in_eight():
    hits, boats = 0, 0
    for seed in range(300):
        state = GAME.new_state(4, seed=seed)
        while state.is_chance_node():
            state.apply(state.sample_chance())
        hits += sum(b[-1] == CRAB for b in state.boats)
        boats += 4
    p, se = hits / boats, (1 / 8 * 7 / 8 / boats) ** 0.5
    assert abs(p - 1 / 8) < 4 * se


def test_simulation_sizes_are_bounded_with_a_reason():
    with pytest.raises(TrialsError, match="at most 200,000"):
        check_trials(10**6)
    with pytest.raises(TrialsError, match="at least 100"):
        check_trials(5)
    with pytest.raises(TrialsError, match="whole number"):
        check_trials("many")


# ---- Fish Eat Fish ---------------------------------------------------------------------------------
def test_fish_eat_fish_battle_chances_are_exact_and_agree_with_simulation():
    from fishtutor.probability import fish_eat_fish as fef
    from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, NULLIFIED
    single = fef.outcome_chances(1, 1)
    assert sum(single.values()) == 1 and single[NULLIFIED] == 1 - Fraction(81, 121)
    assert fef.win_curve() == sorted(fef.win_curve())  # a taller stack never lowers the attacker's chance
    assert fef.outcome_chances(2, 1, fef.hand_without(0))[ATTACKER_WINS] < fef.outcome_chances(2, 1)[ATTACKER_WINS]
    for ex in fef.exercises():
        assert run(ex, 60_000, seed=5).agrees_with(ex.exact), ex.id
    table = fef.payoff_table()
    assert table[0][0] == "both gone" and table[1][5] == "nothing" and table[7][2] == "attacker"
