"""Fishy's probability corner: exact fractions against brute-force enumeration and seeded simulations."""
from fractions import Fraction
from itertools import combinations, product

import pytest

from fishtutor.probability import fishy
from fishtutor.probability.answers import check_answer
from fishtutor.probability.core import run


def enumerate_picks(players: int, cards: int):
    """Every way ``players`` players can each pick one of ``cards`` cards, equally likely."""
    return list(product(range(cards), repeat=players))


@pytest.mark.parametrize("players", fishy.CURVE)
def test_the_unique_and_birthday_chances_match_counting_every_pick(players):
    picks = enumerate_picks(players, fishy.LEVELS)
    alone = sum(p[0] not in p[1:] for p in picks)
    different = sum(len(set(p)) == players for p in picks)
    pair = sum(p[1:].count(p[0]) == 1 for p in picks)
    assert fishy.unique_chance(players) == Fraction(alone, len(picks))
    assert fishy.some_shared(players) == 1 - Fraction(different, len(picks))
    assert fishy.one_other(players) == Fraction(pair, len(picks))


def test_the_birthday_problem_grows_to_certainty_as_players_join():
    shared = [fishy.some_shared(k) for k in fishy.CURVE]
    unique = [fishy.unique_chance(k) for k in fishy.CURVE]
    assert shared == sorted(shared) and shared[-1] == 1 and shared[0] == Fraction(13, 25)  # 3 players: 1 - 4/5 * 3/5
    assert unique == sorted(unique, reverse=True) and unique[0] == Fraction(16, 25)
    assert fishy.all_different(6) == 0 and fishy.all_different(5) == Fraction(120, 3125)


@pytest.mark.parametrize("players", fishy.PLAYERS)
def test_the_fish_a_cats_in_the_barrel_turn_places_match_counting_every_pick(players):
    picks = enumerate_picks(players, fishy.CATS_PLACING)
    mine = [fishy.fish_placed(p[0], p.count(p[0])) for p in picks]
    table = [sum(fishy.fish_placed(c, p.count(c)) for c in p) for p in picks]
    assert fishy.expected_fish(players) == Fraction(sum(mine), len(picks))
    assert fishy.expected_table_fish(players) == Fraction(sum(table), len(picks))
    dist = fishy.fish_distribution(players)
    assert sum(dist.values()) == 1
    assert all(dist[f] == Fraction(mine.count(f), len(picks)) for f in (0, 1, 2, 3))


def test_the_placing_rule_follows_cases_a_to_d():
    assert [fishy.fish_placed(2, n) for n in (1, 2, 3, 4)] == [2, 1, 0, 0]
    assert [fishy.fish_placed(fishy.LOWEST_3, n) for n in (1, 2, 3)] == [3, 0, 0]
    assert fishy.expected_fish(2) == Fraction(5, 6) * (2 * Fraction(5, 6) + Fraction(1, 6)) + Fraction(1, 6) * 3 * \
        Fraction(5, 6)


@pytest.mark.parametrize("players", [3, 4])  # 35^(players-1) joint plays: more players would be slow
def test_the_unplayed_level_card_chance_matches_counting_every_pair_of_cards(players):
    pairs = list(combinations(range(fishy.JUMP_HAND), 2))
    level = 2
    ways = list(product(pairs, repeat=players - 1))
    missed = sum(all(level not in pair for pair in w) for w in ways)
    assert fishy.unplayed_chance(players) == Fraction(missed, len(ways))
    assert fishy.unplayed_chance(players) == Fraction(5, 7) ** (players - 1)
    triples = list(combinations(range(fishy.JUMP_HAND), 3))
    missed_round = sum(all(level not in t for t in w) for w in product(triples, repeat=players - 1))
    assert fishy.unplayed_chance(players, played=3) == Fraction(missed_round, len(triples) ** (players - 1))


@pytest.mark.parametrize("players", [3, 4, 6])
def test_every_exercise_agrees_with_its_seeded_simulation(players):
    exs = fishy.exercises(players)
    assert [ex.id for ex in exs] == ["fishy_unique", "fishy_birthday", "fishy_cats_expected", "fishy_jump_unplayed",
                                     "fishy_jump_out", "fishy_jump_cards"]
    assert [e.id for e in fishy.cats_exercises(players) + fishy.jumping_exercises(players)] == [e.id for e in exs]
    for ex in exs:
        est = run(ex, 60_000, seed=players)
        assert est.agrees_with(ex.exact), (ex.id, est.mean, ex.exact)
        assert run(ex, 1_000, seed=3).mean == run(ex, 1_000, seed=3).mean  # same seed, same numbers
        assert run(ex, 1_000, seed=3).mean != run(ex, 1_000, seed=4).mean or ex.exact in (0, 1)


def test_the_table_simulation_agrees_with_the_exact_expectation():
    from fishtutor.probability.core import Exercise
    ex = Exercise("t", "", fishy.expected_table_fish(5), "", "", fishy.simulate_table_fish(5), probability=False)
    assert run(ex, 60_000, seed=9).agrees_with(ex.exact)


def test_answers_are_checked_with_tolerance_a_hint_and_named_slips():
    ex = {e.id: e for e in fishy.exercises(4)}
    unique, jump, fish = ex["fishy_unique"], ex["fishy_jump_unplayed"], ex["fishy_cats_expected"]
    mark = lambda e, text: check_answer(text, e.exact, e.tolerance, e.hint, e.probability, e.mistakes, e.whole)
    assert mark(unique, "64/125").ok and mark(unique, "0.512").ok and mark(unique, "51.2%").ok
    assert mark(unique, str(Fraction(4, 5) ** 4)).problem == "reasoning"
    assert "your own card too" in mark(unique, str(Fraction(4, 5) ** 4)).message
    assert mark(jump, str(Fraction(3, 5) ** 3)).problem == "reasoning" and "Cats" in mark(jump, "27/125").message
    assert "replacement" in mark(jump, str(Fraction(6, 7) ** 6)).message
    assert mark(jump, "1.5").problem == "range"
    assert mark(fish, f"{float(fish.exact) + 0.008:.4f}").ok and not mark(fish, f"{float(fish.exact) + 0.05}").ok
    assert "Hint:" in mark(fish, "3").message
    for e in ex.values():
        assert all(value != e.exact for value, _ in e.mistakes)


def test_the_corner_refuses_player_counts_it_has_no_questions_for():
    for bad in (2, 7, True, 4.0, "4"):
        with pytest.raises(ValueError, match="3 to 6 players"):
            fishy.exercises(bad)


def test_the_curve_for_the_plot_holds_exact_and_simulated_values_that_agree():
    exact, sims = fishy.curve(), fishy.curve_simulated(trials=20_000, seed=2)
    assert set(exact) == set(sims) == {"yours unique", "some card shared"}
    for name in exact:
        assert len(exact[name]) == len(sims[name]) == len(fishy.CURVE)
        assert all(s.agrees_with(e) for e, s in zip(exact[name], sims[name])), name



def test_the_plot_covers_exactly_the_player_counts_fishy_is_played_with():
    from fishtutor.games.fishy.barrel import MAX_PLAYERS, MIN_PLAYERS
    assert fishy.CURVE == tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)) and fishy.CURVE[0] == 3
