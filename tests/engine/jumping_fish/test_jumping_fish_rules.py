"""Jumping Fish, rule by rule (one test group per rulebook section), the Bob and Tom example included."""
import json

import numpy as np
import pytest

from fishtutor.core.protocol import IllegalMove
from fishtutor.games import GAMES
from fishtutor.games.fishy.cards import CAT, JUMPING_FISH_HAND, LOWEST_3, LOWEST_4
from fishtutor.games.jumping_fish import GAME
from fishtutor.games.jumping_fish.moves import NO_CAT_EFFECT, Answer, PlayCat, PlayLevel
from fishtutor.games.jumping_fish.position import position
from fishtutor.games.jumping_fish.state import START

RED, BLUE, YELLOW, WHITE = range(4)
TOM, BOB = RED, BLUE  # the rulebook's example: Tom plays Level 3 first, then Bob


def fish(state, seat, level):
    return state.levels[level - 1][seat]


def refused(state, move, seat, rule, edition=""):
    """The move is refused under ``rule`` (and ``edition``), and trying it changes nothing."""
    verdict = state.check(move, seat)
    assert not verdict.ok and verdict.rule == f"jumping_fish/{rule}" and verdict.reason, verdict
    assert verdict.edition == edition, verdict
    before = state.snapshot()
    with pytest.raises(IllegalMove):
        state.apply(move, seat)
    assert state.snapshot() == before
    return verdict.reason


def pass_turns(state, count):
    """The next ``count`` players play a Level card for nothing (their lowest one left)."""
    for _ in range(count):
        seat = state.current_players()[0]
        card = next(c for c in state.hands[seat] if c != CAT)
        state.apply(PlayLevel(card, 0), seat)


def no_violations(state):
    assert not GAME.invariant_violations(state), GAME.invariant_violations(state)


# ---- preparations ---------------------------------------------------------------------------------------
def test_preparations_fifteen_fish_set_out_5_4_3_2_1_and_a_hand_without_lowest_cards():
    state = GAME.new_state(4, first_player=YELLOW)
    for seat in range(4):
        assert [fish(state, seat, n) for n in range(1, 6)] == list(START) == [5, 4, 3, 2, 1]
        assert state.supply[seat] == 0 and state.jumped[seat] == 0 and state.fish_left(seat) == 15
        assert sorted(state.hands[seat]) == sorted(["L1", "L2", "L3", "L4", "L5", CAT, CAT])
        assert LOWEST_3 not in state.hands[seat] and LOWEST_4 not in state.hands[seat]
    assert state.dragon == YELLOW and state.current_players() == (YELLOW,)
    assert not state.is_chance_node() and state.round == 1


def test_preparations_refuses_a_bad_player_count_or_dragon():
    for players in (2, 7, 3.0, True):
        with pytest.raises(ValueError, match="3 to 6 players"):
            GAME.new_state(players)
    with pytest.raises(ValueError, match="Dragon"):
        GAME.new_state(3, first_player=3)


# ---- a round: three cards each, in turn from the Dragon ----------------------------------------------------
def test_round_cards_are_played_one_at_a_time_clockwise_from_the_dragon():
    state = GAME.new_state(3, first_player=BLUE)
    order = []
    for _ in range(9):
        order.append(state.current_players()[0])
        pass_turns(state, 1)
    assert order == [BLUE, YELLOW, RED] * 3
    assert state.round == 2 and state.dragon == YELLOW  # the round is over: three cards each


def test_round_a_player_out_of_turn_or_replaying_a_card_is_refused():
    state = GAME.new_state(3)
    refused(state, PlayLevel("L2", 0), BLUE, "round")
    state.apply(PlayLevel("L2", 0), RED)
    pass_turns(state, 2)
    reason = refused(state, PlayLevel("L2", 0), RED, "round")
    assert "already played your Level 2" in reason
    refused(state, PlayLevel("L9", 1), RED, "round")


# ---- 1a: a Level card nobody has played yet -------------------------------------------------------------------
@pytest.mark.parametrize("option, moved", [(1, {3: -1, "out": 1}), (2, {3: -2, 5: 2}), (3, {3: -3, 4: 3})])
def test_unique_level_card_moves_one_up_three_two_up_two_or_three_up_one(option, moved):
    state = GAME.new_state(3)
    before = [fish(state, RED, n) for n in range(1, 6)]
    state.apply(PlayLevel("L3", option), RED)
    for n in range(1, 6):
        assert fish(state, RED, n) == before[n - 1] + moved.get(n, 0)
    assert state.jumped[RED] == moved.get("out", 0)
    assert [fish(state, s, n) for s in (BLUE, YELLOW) for n in range(1, 6)] == list(START) * 2


def test_unique_level_card_fish_come_from_its_level_and_an_option_needs_its_fish():
    state = position(3, {RED: {2: 2, 5: 1}, BLUE: {1: 5}, YELLOW: {1: 5}})
    reason = refused(state, PlayLevel("L2", 3), RED, "unique_level", edition="jumping_needs_fish")
    assert "needs 3 fish on level 2" in reason and "only 2" in reason
    empty = refused(state, PlayLevel("L4", 1), RED, "unique_level", edition="jumping_needs_fish")
    assert empty.endswith("you have none there.") and "only 0" not in empty
    refused(state, PlayLevel("L2", 7), RED, "unique_level", edition="jumping_empty_play")
    state.apply(PlayLevel("L2", 2), RED)
    assert fish(state, RED, 2) == 0 and fish(state, RED, 4) == 2 and fish(state, RED, 5) == 1


def test_unique_level_card_may_be_played_moving_no_fish():
    state = position(3, {RED: {5: 2}, BLUE: {1: 5}, YELLOW: {1: 5}})
    assert {m.option for m in state.legal_moves(RED) if type(m) is PlayLevel and m.card == "L1"} == {0}
    state.apply(PlayLevel("L1", 0), RED)
    assert state.levels == position(3, {RED: {5: 2}, BLUE: {1: 5}, YELLOW: {1: 5}}).levels


# ---- 1b: a Level card already played -----------------------------------------------------------------------
@pytest.mark.parametrize("option, moved", [(1, {3: -1, 5: 1}), (2, {3: -2, 4: 2}), (3, {3: -1, 4: 1})])
def test_repeated_level_card_one_up_two_or_two_up_one_or_one_up_one(option, moved):
    state = GAME.new_state(3)
    state.apply(PlayLevel("L3", 0), RED)
    before = [fish(state, BLUE, n) for n in range(1, 6)]
    state.apply(PlayLevel("L3", option), BLUE)
    assert [fish(state, BLUE, n) - before[n - 1] for n in range(1, 6)] == [moved.get(n, 0) for n in range(1, 6)]


def test_repeated_level_card_option_three_pushes_each_earlier_player_down_one():
    state = GAME.new_state(4)
    state.apply(PlayLevel("L2", 0), RED)
    state.apply(PlayLevel("L4", 0), BLUE)
    state.apply(PlayLevel("L2", 0), YELLOW)
    state.apply(PlayLevel("L2", 3), WHITE)
    assert fish(state, WHITE, 3) == 4 and fish(state, WHITE, 2) == 3
    assert state.current_players() == (RED,) and state.pending[:3] == (1, WHITE, 2)  # Red holds a Cat: asked
    state.apply(Answer(False), RED)
    assert fish(state, RED, 2) == 3 and fish(state, RED, 1) == 6
    assert state.current_players() == (YELLOW,)
    state.apply(Answer(False), YELLOW)
    assert fish(state, YELLOW, 2) == 3 and fish(state, BLUE, 2) == 4  # Blue played no Level 2 card
    assert state.current_players() == (RED,) and not state.pending  # the turn moves on from White


def test_repeated_level_card_a_player_without_a_cat_is_pushed_at_once():
    state = position(3, dragon=RED, played=[(RED, CAT), (BLUE, "L4"), (YELLOW, CAT), (RED, CAT), (BLUE, CAT)],
                     loose_cats=[BLUE])  # Blue has used both Cats
    state.apply(PlayLevel("L4", 3), YELLOW)
    assert fish(state, YELLOW, 5) == 2 and fish(state, YELLOW, 4) == 1
    assert fish(state, BLUE, 4) == 1 and fish(state, BLUE, 3) == 4 and not state.pending
    assert fish(state, RED, 4) == 2  # Red played no Level 4 card: untouched
    assert state.current_players() == (RED,)


# ---- 1b: the Cat defence, and the rulebook's example with Bob and Tom -------------------------------------------
def test_cat_defence_bob_and_tom_example():
    state = GAME.new_state(3, first_player=TOM)
    state.apply(PlayLevel("L3", 0), TOM)  # Tom has previously played a Level 3 card
    state.apply(PlayLevel("L3", 3), BOB)  # Bob: one of his fish from 3 up to 4, and one of Tom's down
    assert fish(state, BOB, 4) == 3 and fish(state, BOB, 3) == 2
    assert state.current_players() == (TOM,)  # Tom may stop it with a Cat
    state.apply(Answer(True), TOM)
    assert fish(state, TOM, 3) == 3 and fish(state, TOM, 2) == 4  # not moved down
    assert state.guards == [(TOM, 3)] and state.hands[TOM].count(CAT) == 1  # the Cat lies on his Level 3 card
    state.apply(PlayLevel("L3", 3), YELLOW)  # later pushes from level 3 pass Tom by; Bob is asked
    assert state.current_players() == (BOB,)
    state.apply(Answer(False), BOB)
    assert fish(state, TOM, 3) == 3 and fish(state, BOB, 3) == 1
    # ...but none of Tom's fish on levels 1 and 2 may move up into or through level 3 this round
    for move in (PlayLevel("L2", 1), PlayLevel("L2", 2), PlayLevel("L2", 3), PlayLevel("L1", 1),
                 PlayLevel("L1", 2), PlayCat(TOM, 2), PlayCat(TOM, 1)):
        refused(state, move, TOM, "cat_defence", edition="jumping_blocked_whole")
    for move in (PlayLevel("L1", 3), PlayLevel("L4", 2), PlayLevel("L5", 1), PlayCat(TOM, 3), PlayLevel("L2", 0)):
        assert state.check(move, TOM).ok  # staying below level 3, or starting from level 3 and above
    state.apply(PlayLevel("L5", 0), TOM)
    refused(state, PlayCat(TOM, 3), BOB, "cat_defence", edition="jumping_guard_all_pushes")
    assert state.check(PlayCat(TOM, 2), BOB).ok


def test_cat_defence_guarded_fish_cannot_be_pushed_by_a_cat_card():
    state = position(3, dragon=RED, played=[(RED, "L3"), (BLUE, "L3")], guards=[(RED, 3)])
    reason = refused(state, PlayCat(RED, 3), YELLOW, "cat_defence", edition="jumping_guard_all_pushes")
    assert "Red's Cat" in reason
    assert state.check(PlayCat(RED, 2), YELLOW).ok and state.check(PlayCat(BLUE, 3), YELLOW).ok


def test_cat_defence_needs_a_cat_in_hand_and_the_cards_go_back_next_round():
    state = position(3, dragon=RED, played=[(RED, "L3")], loose_cats=[RED, RED])
    state.apply(PlayLevel("L3", 3), BLUE)  # Red has no Cat left: pushed at once, nobody asked
    assert fish(state, RED, 3) == 2 and fish(state, RED, 2) == 5 and state.current_players() == (YELLOW,)
    refused(state, Answer(True), YELLOW, "cat_defence")


# ---- 1c: a Cat card on your own turn ------------------------------------------------------------------------
def test_cat_card_moves_one_own_fish_up_two_from_any_level():
    state = GAME.new_state(3)
    state.apply(PlayCat(RED, 1), RED)
    assert fish(state, RED, 1) == 4 and fish(state, RED, 3) == 4
    state.apply(PlayCat(BLUE, 4), BLUE)
    assert fish(state, BLUE, 4) == 1 and state.jumped[BLUE] == 1


def test_cat_card_pushes_an_opponents_fish_down_two_or_one_if_they_answer_with_a_cat():
    state = GAME.new_state(3)
    state.apply(PlayCat(BLUE, 5), RED)
    assert state.current_players() == (BLUE,) and state.pending[:3] == (2, RED, 5)
    state.apply(Answer(False), BLUE)
    assert fish(state, BLUE, 5) == 0 and fish(state, BLUE, 3) == 4
    state.apply(PlayCat(RED, 4), BLUE)
    state.apply(Answer(True), RED)  # softened: only one level down; the Cat just lies face up
    assert fish(state, RED, 4) == 1 and fish(state, RED, 3) == 4
    assert state.loose_cats == [RED] and state.guards == [] and state.hands[RED].count(CAT) == 0
    assert state.current_players() == (YELLOW,)


def test_cat_card_refuses_an_empty_level_a_missing_seat_or_no_cat_left():
    state = position(3, {RED: {1: 1}, BLUE: {2: 1}, YELLOW: {1: 1}})
    refused(state, PlayCat(BLUE, 4), RED, "cat_card")
    refused(state, PlayCat(5, 2), RED, "cat_card")
    refused(state, PlayCat(BLUE, 6), RED, "cat_card")
    assert state.check(NO_CAT_EFFECT, RED).ok
    state = position(3, dragon=RED, played=[(RED, CAT), (BLUE, "L1"), (YELLOW, "L1"), (RED, CAT)])
    pass_turns(state, 2)
    assert "no Cat card left" in refused(state, PlayCat(RED, 1), RED, "cat_card")


def test_cat_card_answers_come_before_anything_else():
    state = GAME.new_state(3)
    state.apply(PlayCat(YELLOW, 2), RED)
    refused(state, PlayLevel("L1", 0), YELLOW, "cat_card")
    refused(state, Answer(False), BLUE, "round")
    refused(GAME.new_state(3), Answer(True), RED, "cat_defence")


# ---- step 2: a fish from in front onto level 1 -------------------------------------------------------------------
def test_new_fish_each_player_with_fish_in_front_places_one_on_level_one():
    state = position(3, {RED: {1: 1}, BLUE: {3: 3}, YELLOW: {1: 2}}, supply={RED: 2, YELLOW: 1})
    pass_turns(state, 9)
    assert state.supply == [1, 0, 0] and fish(state, RED, 1) == 2 and fish(state, YELLOW, 1) == 3
    assert fish(state, BLUE, 1) == 0 and (RED, 0, 1) in state.moved and (YELLOW, 0, 1) in state.moved


# ---- step 3: cards back, the Dragon passes left --------------------------------------------------------------------
def test_take_back_every_card_returns_and_the_dragon_passes_left():
    state = GAME.new_state(4, first_player=WHITE)
    state.apply(PlayLevel("L3", 0), WHITE)
    state.apply(PlayLevel("L3", 3), RED)
    state.apply(Answer(True), WHITE)
    pass_turns(state, 10)
    assert state.round == 2 and state.dragon == RED and state.current_players() == (RED,)
    assert state.hands == [JUMPING_FISH_HAND] * 4 and not state.played and not state.guards
    assert state.check(PlayLevel("L3", 1), RED).ok


# ---- jumping and rotting -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card, option, start, out", [("L5", 3, 5, 3), ("L4", 2, 4, 2), ("L3", 1, 3, 1)])
def test_jumping_rotting_fish_leaving_the_top_jump_out_for_good(card, option, start, out):
    state = position(3, {RED: {start: 3}, BLUE: {1: 1}, YELLOW: {1: 1}})
    state.apply(PlayLevel(card, option), RED)  # up 1 from level 5, up 2 from 4, up 3 from 3
    assert state.jumped[RED] == 12 + out and state.moved == [(RED, start, 6)] * out
    assert state.fish_left(RED) == 3 - out and state.supply[RED] == 0
    no_violations(state)


def test_jumping_rotting_up_one_from_five_jumps_and_down_below_level_one_rots():
    state = position(3, {RED: {5: 2, 1: 1, 2: 1}, BLUE: {5: 1, 1: 2}, YELLOW: {2: 2}}, dragon=YELLOW,
                     played=[(YELLOW, "L5")])
    state.apply(PlayLevel("L5", 2), RED)  # two fish up one level each, from level 5: both jump
    assert fish(state, RED, 5) == 0 and state.jumped[RED] == 15 - 2 and (RED, 5, 6) in state.moved
    state.apply(PlayCat(RED, 2), BLUE)  # down two from level 2: rots into Red's supply
    state.apply(Answer(False), RED)
    assert fish(state, RED, 2) == 0 and state.supply[RED] == 1 and (RED, 2, 0) in state.moved
    state.apply(PlayCat(RED, 1), YELLOW)
    state.apply(Answer(True), RED)  # only one down, from level 1: it still rots
    assert fish(state, RED, 1) == 0 and state.supply[RED] == 2
    no_violations(state)


# ---- game end and winning --------------------------------------------------------------------------------------
def test_game_end_only_at_the_end_of_the_round_with_nothing_in_front_and_two_or_fewer_left():
    state = position(3, {RED: {5: 3}, BLUE: {1: 5}, YELLOW: {1: 5}})
    state.apply(PlayLevel("L5", 1), RED)  # two left in the barrel, but the round goes on
    assert not state.is_terminal() and state.fish_left(RED) == 2
    pass_turns(state, 8)
    assert state.is_terminal() and state.winners() == (RED,) and state.legal_moves() == ()
    refused(state, PlayLevel("L1", 0), BLUE, "game_end")
    state = position(3, {RED: {5: 2}, BLUE: {1: 5}, YELLOW: {1: 5}}, supply={RED: 1})
    pass_turns(state, 9)  # the fish in front goes back on level 1 first: three in the barrel
    assert not state.is_terminal() and state.fish_left(RED) == 3


def test_game_end_a_tie_goes_to_the_lowest_level_card_played_that_round():
    state = position(3, {RED: {5: 2}, BLUE: {5: 1}, YELLOW: {1: 5}})
    for card in ("L4", "L2", "L1", "L5", "L3", "L2", "L3", "L5", "L3"):
        seat = state.current_players()[0]
        state.apply(PlayLevel(card, 0), seat)
    assert state.winners() == (BLUE,)  # Blue's Level 2 is lower than Red's Level 3
    state = position(3, {RED: {5: 2}, BLUE: {5: 1}, YELLOW: {1: 5}})
    for card in ("L2", "L2", "L1", "L5", "L5", "L2", "L3", "L3", "L3"):
        state.apply(PlayLevel(card, 0), state.current_players()[0])
    assert state.winners() == (RED,)  # both played Level 2: Red played it first (this edition)


def test_game_end_after_the_round_limit_the_fewest_fish_left_wins():
    state = GAME.new_state(3, round_limit=1)
    state.apply(PlayLevel("L5", 1), RED)
    pass_turns(state, 8)
    assert state.is_terminal() and state.winners() == (RED,) and state.scores() == (1, 0, 0)


def test_game_end_every_fish_and_card_is_accounted_for_in_random_games():
    rng = np.random.default_rng(3)
    for seed in range(6):
        state = GAME.new_state(3 + seed % 4, seed=seed)
        while not state.is_terminal():
            seat = state.current_players()[0]
            moves = state.legal_moves(seat)
            state.apply(moves[int(rng.integers(len(moves)))], seat)
            no_violations(state)
        winner = state.winners()[0]
        assert state.supply[winner] == 0 and state.fish_left(winner) <= 2 or state.round == state.round_limit
        restored = GAMES["jumping_fish"].from_json(json.loads(json.dumps(state.to_json())))
        assert restored.snapshot() == state.snapshot()


def test_jumping_rotting_past_the_edges_by_more_than_the_listed_steps():
    """This edition (jumping_beyond_edges): up two from level 5 jumps, down two from level 1 rots."""
    state = position(3, {RED: {5: 1, 1: 1}, BLUE: {1: 2}, YELLOW: {1: 1}}, dragon=RED,
                     played=[(RED, "L1"), (BLUE, "L1"), (YELLOW, "L1")])
    state.apply(PlayCat(RED, 5), RED)
    assert state.jumped[RED] == 14 and state.moved == [(RED, 5, 6)]
    state.apply(PlayCat(RED, 1), BLUE)
    state.apply(Answer(False), RED)
    assert state.supply[RED] == 1 and state.moved == [(RED, 1, 0)]


def test_cat_defence_an_answering_cat_is_not_one_of_the_three_cards():
    """This edition (jumping_defence_cats_extra): after answering with a Cat, Tom still plays three cards."""
    state = GAME.new_state(3, first_player=TOM)
    state.apply(PlayLevel("L3", 0), TOM)
    state.apply(PlayLevel("L3", 3), BOB)
    state.apply(Answer(True), TOM)
    assert state.cards_played(TOM) == 1 and state.hands[TOM].count(CAT) == 1
    pass_turns(state, 6)
    assert state.round == 1 and state.cards_played(TOM) == 3 and state.current_players() == (YELLOW,)
    pass_turns(state, 1)
    assert state.round == 2
