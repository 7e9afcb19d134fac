"""Fresh Fish (reconstruction): its sections' tests (the rulings themselves: tests/engine/barrel/test_fishy_rulings.py)."""
from fishtutor.games import GAMES
from fishtutor.games.fishy.cards import CAT, LOWEST_4, Level

from tests.support.fishy_helpers import reveal

GAME = GAMES["fresh_fish"]


def test_reconstruction_the_barrel_starts_stocked_and_cards_take_fish():
    s = GAME.new_state(3)
    assert s.levels == [[4, 4, 4]] * 5 and s.supply == [0, 0, 0]
    assert CAT not in s.hands[0] and LOWEST_4 in s.hands[0]
    reveal(s, Level(3), Level(3), Level(3))
    assert s.caught == [[0] * 5] * 3  # three of the same Level card take nothing


def test_reconstruction_the_game_ends_when_a_hand_goes_by_with_nothing_taken():
    s = GAME.new_state(3)
    s.levels = [[0, 0, 0]] * 4 + [[1, 0, 0]]
    s.origin = s.snapshot()
    for card in ("L1", "L2", "L3", "L4", "LOW3", "LOW4"):
        reveal(s, card, card, card)
    assert s.is_terminal()


def test_rulings_hold_in_fresh_fish():
    from . import test_fishy_rulings as rulings
    rulings.test_fresh_fish_level_cards_take_first_then_lowest_3_then_lowest_4()
    rulings.test_fresh_fish_two_players_after_one_last_fish_get_none()
