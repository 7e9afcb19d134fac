"""The shared barrel and cards of the Fishy games: levels, colours, ages, card codes and hands."""
import pytest

from fishtutor.games.fishy import barrel, cards
from fishtutor.games.fishy.barrel import (LEVELS, check_ages, empty, fish_in, fish_on, level_points, oldest_first,
                                          standing_key)
from fishtutor.games.fishy.cards import CAT, LOWEST_3, LOWEST_4, Level


def test_five_levels_each_worth_its_number():
    levels = empty(3)
    assert LEVELS == 5 and len(levels) == 5 and levels[0] == [0, 0, 0]
    levels[4][1], levels[0][1], levels[2][0] = 2, 3, 1
    assert fish_on(levels, 1, 5) == 2 and fish_in(levels, 1) == 5
    assert level_points(levels, 1) == 13 and level_points(levels, 0) == 3 and level_points(levels, 2) == 0


def test_seat_colours_are_data_one_per_seat_with_rgb():
    assert len(barrel.SEAT_COLOURS) == len(barrel.SEAT_RGB) == barrel.MAX_PLAYERS == 6
    assert len(set(barrel.SEAT_COLOURS)) == 6
    assert all(len(rgb) == 3 and all(0 <= c <= 255 for c in rgb) for rgb in barrel.SEAT_RGB)
    assert {"Red", "Blue", "Yellow", "White"} <= set(barrel.SEAT_COLOURS)  # the colours the rulings name


def test_ages_default_oldest_first_and_bad_ages_are_refused():
    assert oldest_first(barrel.default_ages(4)) == (0, 1, 2, 3)
    assert oldest_first((30, 70, 50)) == (1, 2, 0) and oldest_first((30, 70, 50), (0, 2)) == (2, 0)
    for bad in ((30, 30, 40), (30, 40), (30, 40, True), "old"):
        with pytest.raises(ValueError):
            check_ages(bad, 3)


def test_standing_most_fish_on_the_highest_level_then_down_then_oldest():
    levels = empty(3)
    levels[4][0], levels[3][1] = 1, 5
    ages = (10, 20, 30)
    order = sorted(range(3), key=lambda s: standing_key(levels, s, ages))
    assert order == [0, 1, 2]
    assert sorted(range(3), key=lambda s: standing_key(empty(3), s, ages)) == [2, 1, 0]


def test_card_codes_and_each_games_hand():
    assert Level(3) == "L3" and cards.level_of("L3") == 3 and cards.level_of(CAT) == 0
    with pytest.raises(ValueError):
        Level(6)
    with pytest.raises(ValueError):
        Level(True)
    assert cards.card_name(LOWEST_3) == "Lowest 3" and cards.is_lowest(LOWEST_4) and not cards.is_level(CAT)
    assert LOWEST_4 not in cards.CATS_IN_THE_BARREL_HAND and cards.CATS_IN_THE_BARREL_HAND.count(CAT) == 2
    assert not {LOWEST_3, LOWEST_4} & set(cards.JUMPING_FISH_HAND) and len(cards.JUMPING_FISH_HAND) == 7
    assert CAT not in cards.FRESH_FISH_HAND and len(cards.FISH_IN_THE_BARREL_HAND) == 9
    assert cards.sort_hand([CAT, "L2", LOWEST_3, "L1"]) == ("L1", "L2", LOWEST_3, CAT)
    assert cards.remove(("L1", CAT, CAT), CAT) == ("L1", CAT)
