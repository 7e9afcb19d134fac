"""Fish in the Barrel (reconstruction): its sections' tests (the rulings themselves: tests/engine/barrel/test_fishy_rulings.py)."""
from fishtutor.games import GAMES
from fishtutor.games.fishy.barrel import fish_on
from fishtutor.games.fishy.cards import CAT, LOWEST_4

from tests.support.fishy_helpers import reveal

GAME = GAMES["fish_in_the_barrel"]


def test_reconstruction_cats_in_the_barrel_plus_lowest_4():
    s = GAME.new_state(3)
    assert LOWEST_4 in s.hands[0] and s.hands[0].count(CAT) == 2 and s.supply == [20] * 3
    reveal(s, LOWEST_4, "L2", "L2")
    assert [fish_on(s.levels, 0, n) for n in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert fish_on(s.levels, 1, 2) == 1 == fish_on(s.levels, 2, 2)


def test_rulings_hold_in_fish_in_the_barrel():
    from . import test_fishy_rulings as rulings
    rulings.test_fish_in_the_barrel_both_cats_in_one_turn()
    rulings.test_fish_in_the_barrel_several_cats_on_the_first_turn_oldest_first()
    rulings.test_fish_in_the_barrel_lowest_4_with_two_fish_left_goes_where_the_player_chooses()
