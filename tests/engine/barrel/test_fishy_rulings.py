"""Every ruling of the rulebook's Rules Questions holds in the reconstructions of Fresh Fish and Fish in the Barrel."""
from fishtutor.games import GAMES
from fishtutor.games.barrel.moves import Pass, Pick, Place, Trade
from fishtutor.games.barrel.phases import CAT_TURN, PLACE
from fishtutor.games.fishy.barrel import fish_on
from fishtutor.games.fishy.cards import CAT, LOWEST_3, LOWEST_4, Level

from tests.support.fishy_helpers import barrel, position, reveal

FRESH = GAMES["fresh_fish"]
BARREL = GAMES["fish_in_the_barrel"]
RED, BLUE, YELLOW, WHITE = range(4)


def test_reconstructions_say_so_in_their_titles_and_descriptions():
    for game in (FRESH, BARREL):
        assert "reconstruction" in game.title
        assert "RECONSTRUCTION" in __import__(game.state_class.__module__, fromlist=["x"]).__doc__


def test_fresh_fish_level_cards_take_first_then_lowest_3_then_lowest_4():
    """Q1: two red on level 2, one blue on 3, one yellow on 4, one white on 5; L3, L4, Lowest 3, Lowest 4."""
    s = position(FRESH, 4, levels=barrel({RED: {2: 2}, BLUE: {3: 1}, YELLOW: {4: 1}, WHITE: {5: 1}}, 4))
    reveal(s, Level(3), Level(4), LOWEST_3, LOWEST_4)
    assert s.caught[0] == [0, 0, 1, 0, 0]  # the Level 3 card took the blue fish first
    assert s.caught[1] == [0, 0, 0, 1, 0]  # the Level 4 card took the yellow fish
    assert s.caught[2] == [0, 1, 0, 0, 1]  # Lowest 3 next: the lowest levels still holding fish are 2 and 5
    assert s.caught[3] == [0, 1, 0, 0, 0]  # Lowest 4 last: one red fish was left
    assert not any(map(sum, s.levels))


def test_fresh_fish_two_players_after_one_last_fish_get_none():
    """Q2: one blue fish on level 3, two players play Level 3: neither takes it."""
    s = position(FRESH, 3, levels=barrel({BLUE: {3: 1, 1: 2}}, 3))
    reveal(s, Level(3), Level(3), Level(1))
    assert s.caught[0] == s.caught[1] == [0] * 5 and fish_on(s.levels, BLUE, 3) == 1
    assert s.caught[2] == [2, 0, 0, 0, 0]


def test_fish_in_the_barrel_both_cats_in_one_turn():
    """Q3: a player may play both Cat cards in the same turn (and each Cat acts)."""
    s = BARREL.new_state(3)
    assert s.check(Pick(CAT, True), 0).ok
    reveal(s, (CAT, True), Level(4), Level(5))
    assert s.phase == CAT_TURN and s.current_players() == (0,)
    s.apply(Trade(1, Level(4)), 0)
    assert s.current_players() == (0,)
    s.apply(Trade(2, Level(5)), 0)
    assert fish_on(s.levels, 0, 4) == 2 and fish_on(s.levels, 0, 5) == 2
    assert s.played[1] == [CAT] and s.played[2] == [CAT]


def test_cats_in_the_barrel_refuses_both_cats_at_once():
    s = GAMES["cats_in_the_barrel"].new_state(3)
    assert not s.check(Pick(CAT, True), 0).ok


def test_fish_in_the_barrel_several_cats_on_the_first_turn_oldest_first():
    """Q4: on the first turn nobody has fish, so the Cats go oldest first, then the next oldest."""
    s = position(BARREL, 4, ages=[20, 45, 70, 33])
    reveal(s, CAT, CAT, CAT, Level(2))
    order = []
    while s.phase == CAT_TURN:
        order.append(s.current_players()[0])
        s.apply(Pass(), order[-1])
    assert order == [2, 1, 0]


def test_fish_in_the_barrel_lowest_4_with_two_fish_left_goes_where_the_player_chooses():
    """Q5: two fish left, a lone Lowest 4 and no Cats: the player picks the levels, here 3 and 4."""
    s = position(BARREL, 3, levels=barrel({0: {5: 18}}, 3))
    reveal(s, LOWEST_4, Level(1), Level(1))
    assert s.phase == PLACE and s.current_players() == (0,)
    assert {m.level for m in s.legal_moves(0)} == {1, 2, 3, 4}
    s.apply(Place(4), 0)
    s.apply(Place(3), 0)
    assert [fish_on(s.levels, 0, n) for n in (1, 2, 3, 4)] == [0, 0, 1, 1] and s.supply[0] == 0
    assert s.is_terminal()


def test_fresh_fish_reconstruction_a_turn_takes_fish_and_scores_their_level():
    s = FRESH.new_state(3)
    reveal(s, Level(5), Level(2), Level(2))
    assert s.caught[0][4] == 2 and s.caught[1][1] == 1 and s.caught[2][1] == 1
    assert s.scores() == (10, 2, 2)
