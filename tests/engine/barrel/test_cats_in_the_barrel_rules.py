"""Cats in the Barrel, rule by rule (one test group per rulebook section, named after its id)."""
import pytest

from fishtutor.core.protocol import IllegalMove
from fishtutor.games import GAMES
from fishtutor.games.barrel.moves import Cancel, Pass, Pick, Place, Trade
from fishtutor.games.barrel.phases import CAT_TURN, CHOOSE, OVER, PLACE
from fishtutor.games.fishy.barrel import fish_on, level_points
from fishtutor.games.fishy.cards import CAT, LOWEST_3, LOWEST_4, Level

from tests.support.fishy_helpers import barrel, position, reveal

GAME = GAMES["cats_in_the_barrel"]
L1, L2, L3, L4, L5 = (Level(n) for n in range(1, 6))


def test_preparations_each_player_has_twenty_fish_and_eight_cards_without_lowest_4():
    s = GAME.new_state(4)
    assert s.supply == [20] * 4 and all(fish_on(s.levels, p, n) == 0 for p in range(4) for n in range(1, 6))
    for hand in s.hands:
        assert sorted(hand) == sorted([L1, L2, L3, L4, L5, LOWEST_3, CAT, CAT])
        assert LOWEST_4 not in hand
    assert not s.check(Pick(LOWEST_4), 0).ok


def test_preparations_players_outside_three_to_six_are_refused():
    for bad in (2, 7, True, 4.0):
        with pytest.raises(ValueError):
            GAME.new_state(bad)


def test_turn_cards_are_chosen_face_down_and_revealed_together():
    s = GAME.new_state(3)
    s.apply(Pick(L3), 0)
    assert s.current_players() == (1, 2) and s.levels == barrel({}, 3)
    assert "L3" not in str(s.observation(1)["my_pick"]) and s.observation(1)["chosen"] == [1, 0, 0]
    s.apply(Pick(L4), 1)
    s.apply(Pick(L5), 2)
    assert [fish_on(s.levels, p, n) for p, n in ((0, 3), (1, 4), (2, 5))] == [2, 2, 2]
    assert s.played == [[L3], [L4], [L5]] and s.phase == CHOOSE


def test_turn_a_card_not_in_hand_is_refused_and_changes_nothing():
    s = position(GAME, 3, hands=[[L1, L2], [L1, L2], [L1, L2]])
    before = s.snapshot()
    verdict = s.check(Pick(L5), 0)
    assert not verdict.ok and "no Level 5" in verdict.reason and verdict.rule == "cats_in_the_barrel/turn"
    with pytest.raises(IllegalMove):
        s.apply(Pick(L5), 0)
    assert s.snapshot() == before


def test_unique_level_places_two_fish_on_that_level():
    s = reveal(GAME.new_state(3), L2, L4, L5)
    assert fish_on(s.levels, 0, 2) == 2 and s.supply[0] == 18 and s.gains[0] == [2, 2]


def test_pair_each_player_places_one_fish():
    s = reveal(GAME.new_state(4), L3, L3, L1, L5)
    assert fish_on(s.levels, 0, 3) == 1 and fish_on(s.levels, 1, 3) == 1
    assert fish_on(s.levels, 2, 1) == 2


def test_three_or_more_nobody_places():
    s = reveal(GAME.new_state(4), L4, L4, L4, L1)
    assert all(fish_on(s.levels, p, 4) == 0 for p in range(3)) and s.supply[:3] == [20, 20, 20]
    s = reveal(GAME.new_state(4), L5, L5, L5, L5)
    assert s.supply == [20] * 4


def test_lowest_3_alone_places_on_levels_one_two_three():
    s = reveal(GAME.new_state(3), LOWEST_3, L1, L1)
    assert [fish_on(s.levels, 0, n) for n in (1, 2, 3)] == [1, 1, 1]
    assert fish_on(s.levels, 1, 1) == 1 and fish_on(s.levels, 2, 1) == 1


def test_lowest_3_shared_places_nothing():
    s = reveal(GAME.new_state(3), LOWEST_3, LOWEST_3, L2)
    assert s.supply[:2] == [20, 20] and fish_on(s.levels, 2, 2) == 2


def test_lowest_3_with_too_few_fish_the_player_chooses_the_levels():
    s = position(GAME, 3, levels=barrel({0: {5: 18}}, 3))
    assert s.supply[0] == 2
    reveal(s, LOWEST_3, L1, L2)
    assert s.phase == PLACE and s.current_players() == (0,)
    assert not s.check(Place(4), 0).ok
    s.apply(Place(3), 0)
    s.apply(Place(2), 0)
    assert [fish_on(s.levels, 0, n) for n in (1, 2, 3)] == [0, 1, 1] and s.phase == OVER


def test_cat_trade_takes_the_card_and_its_benefit():
    s = reveal(GAME.new_state(3), CAT, L4, L2)
    assert s.phase == CAT_TURN and s.current_players() == (0,)
    s.apply(Trade(1, L4), 0)
    assert fish_on(s.levels, 0, 4) == 2 and fish_on(s.levels, 1, 4) == 0
    assert s.played[1] == [CAT] and s.played[0] == [L4]  # the opponent takes the Cat


def test_cat_cancel_costs_the_opponent_a_fish_on_that_level():
    s = position(GAME, 3, levels=barrel({1: {4: 1}}, 3))
    reveal(s, CAT, L4, L2)
    s.apply(Cancel(1, L4), 0)
    assert fish_on(s.levels, 1, 4) == 0 and s.supply[1] == 20 and s.removed[1] == [4]
    assert fish_on(s.levels, 0, 4) == 0 and fish_on(s.levels, 2, 2) == 2


def test_cat_cancel_of_lowest_3_costs_a_fish_on_each_of_levels_one_to_three():
    s = position(GAME, 3, levels=barrel({1: {1: 1, 2: 1, 3: 0}}, 3))
    reveal(s, CAT, LOWEST_3, L2)
    s.apply(Cancel(1, LOWEST_3), 0)
    assert [fish_on(s.levels, 1, n) for n in (1, 2, 3)] == [0, 0, 0] and s.removed[1] == [1, 2]


def test_cat_may_not_act_on_own_card_or_another_cat_and_may_pass():
    s = reveal(GAME.new_state(3), CAT, CAT, L2)
    first = s.current_players()[0]
    assert not s.check(Trade(first, L2), first).ok
    other = 1 - first
    verdict = s.check(Trade(other, CAT), first)
    assert not verdict.ok and verdict.edition == "cat_targets"
    s.apply(Pass(), first)
    assert s.current_players() == (other,)


def test_cat_a_later_cat_may_take_the_card_an_earlier_cat_traded_for():
    s = reveal(GAME.new_state(4), CAT, CAT, L4, L1)
    s.apply(Trade(2, L4), 0)  # seat 0 (oldest) first
    verdict = s.check(Trade(2, L4), 1)
    assert not verdict.ok and verdict.edition == "cancelled_card_out"  # seat 2 holds a Cat now, not the L4
    s.apply(Trade(0, L4), 1)
    assert fish_on(s.levels, 1, 4) == 2 and fish_on(s.levels, 0, 4) == 0
    assert sorted(s.played[0]) == [CAT] and s.played[1] == [L4] and s.played[2] == [CAT]


def test_cat_a_cancelled_card_cannot_be_cancelled_again_or_taken():
    s = position(GAME, 4, levels=barrel({2: {4: 3}}, 4))
    reveal(s, CAT, CAT, L4, L1)
    s.apply(Cancel(2, L4), 0)
    for move in (Cancel(2, L4), Trade(2, L4)):
        assert s.check(move, 1).edition == "cancelled_card_out"
    assert fish_on(s.levels, 2, 4) == 2


def test_cat_counts_are_taken_after_the_cats_a_cancelled_card_no_longer_makes_a_pair():
    s = reveal(GAME.new_state(4), CAT, L3, L3, L1)
    s.apply(Cancel(2, L3), 0)
    assert fish_on(s.levels, 1, 3) == 2 and fish_on(s.levels, 2, 3) == 0


def test_cat_order_most_fish_on_the_highest_level_goes_first():
    s = position(GAME, 3, levels=barrel({0: {4: 3}, 1: {5: 1}}, 3))
    reveal(s, CAT, CAT, L1)
    assert s.current_players() == (1,)  # one fish on level 5 beats three on level 4


def test_cat_order_ties_go_down_a_level_then_to_the_oldest():
    s = position(GAME, 3, levels=barrel({0: {5: 1, 3: 1}, 1: {5: 1, 3: 2}}, 3))
    reveal(s, CAT, CAT, L1)
    assert s.current_players() == (1,)
    s = position(GAME, 3, ages=[30, 70, 50])
    reveal(s, CAT, L2, CAT)
    assert s.current_players() == (2,)  # seat 1 is oldest but played no Cat; seat 2 is older than seat 0


def pass_cats(s):
    """Every waiting Cat lets go."""
    while s.phase == CAT_TURN:
        s.apply(Pass(), s.current_players()[0])


def test_new_hand_when_everyone_has_one_card_left():
    s = GAME.new_state(3)
    for card in (L1, L2, L3, L4, L5, LOWEST_3):
        reveal(s, card, card, card)
        assert s.hand_no == 1
    assert s.phase == CHOOSE and [len(h) for h in s.hands] == [2, 2, 2]
    reveal(s, CAT, CAT, CAT)
    pass_cats(s)
    assert s.hand_no == 2 and all(len(h) == 8 for h in s.hands) and s.played == [[], [], []]


def test_new_hand_may_differ_after_trades():
    s = GAME.new_state(3)
    reveal(s, CAT, L4, L2)
    s.apply(Trade(1, L4), 0)
    for cards in ((L1, L2, L3), (L2, L3, L1), (L3, L1, L4), (L5, L5, L5), (LOWEST_3,) * 3, (L4, CAT, CAT)):
        assert s.hand_no == 1
        reveal(s, *cards)
        pass_cats(s)
    assert s.hand_no == 2
    assert s.hands[0].count(L4) == 2 and s.hands[0].count(CAT) == 1 and s.hands[1].count(CAT) == 3
    assert [len(h) for h in s.hands] == [8, 8, 8]


def test_game_end_when_a_player_has_placed_all_fish():
    s = position(GAME, 3, levels=barrel({0: {5: 18}}, 3))
    reveal(s, L5, L1, L1)
    assert s.phase == OVER and s.supply[0] == 0 and s.is_terminal()


def test_game_end_scoring_by_level_and_five_per_extra_cat():
    s = position(GAME, 3, levels=barrel({0: {5: 2, 1: 3}, 1: {4: 1}}, 3))
    assert s.scores()[0] == 13 == level_points(s.levels, 0)
    s.hands[1] = s.hands[1] + [CAT]
    s.hands[2] = [c for c in s.hands[2] if c != CAT] + [CAT]
    assert s.scores()[1] == 4 + 5


def test_example_of_play_follows_the_rules_where_the_printed_example_differs():
    """A L5, B Cat, C Cat, D L4, E Lowest 3, F L2 (six players, B older than C, all else equal)."""
    s = position(GAME, 6, levels=barrel({0: {5: 1}}, 6))
    reveal(s, L5, CAT, CAT, L4, LOWEST_3, L2)
    assert s.current_players() == (1,)  # B wins the tie (older)
    s.apply(Trade(4, LOWEST_3), 1)
    assert s.current_players() == (2,)
    s.apply(Cancel(0, L5), 2)
    assert fish_on(s.levels, 0, 5) == 0
    assert [fish_on(s.levels, 1, n) for n in (1, 2, 3)] == [1, 1, 1]
    assert s.gains[2] == [] and s.gains[4] == []  # C and E do nothing
    assert fish_on(s.levels, 3, 4) == 2
    assert fish_on(s.levels, 5, 2) == 2 and fish_on(s.levels, 5, 3) == 0  # printed: "two fish on the 3rd Level"


def test_rulings_are_tested_in_the_reconstructions():
    """The Q&A rulings are about Fresh Fish and Fish in the Barrel: tests/engine/barrel/test_fishy_rulings.py."""
    assert {"fresh_fish", "fish_in_the_barrel"} <= set(GAMES)
    assert "cats_in_the_barrel/rulings" in GAME.rules
