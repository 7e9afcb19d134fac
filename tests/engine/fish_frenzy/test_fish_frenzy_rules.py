"""Fish Frenzy, rule by rule: each test is named after the rulebook section it checks."""
import pytest

from fishtutor.core.protocol import CHANCE, IllegalMove
from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import (CRAB, DECK_COUNTS, DECK_SIZE, FISH_COLOURS, KIND_FISH, TOKENS,
                                               boat_extras, parse_card)
from fishtutor.games.fish_frenzy.moves import Collect, DealCard, Eat, PlaceSeagull, RevealEvent, RevealGoal
from fishtutor.games.fish_frenzy.phases import DEAL, DISCARD, OVER, REVEAL_GOAL, SEAGULLS, SORT
from fishtutor.games.fish_frenzy.position import cards, from_position

Y, R, B, G, P = range(5)  # seats by player colour: Yellow, Red, Blue, Green, Purple


def deal_round(state):
    """Let chance deal until the seagulls fly."""
    while state.is_chance_node():
        state.apply(state.sample_chance())
    return state


def refused(state, move, rule):
    """The move is refused for ``rule`` and the state is left exactly as it was."""
    before = state.snapshot(), list(state.history)
    with pytest.raises(IllegalMove) as err:
        state.apply(move)
    assert err.value.verdict.rule == f"fish_frenzy/{rule}"
    assert (state.snapshot(), state.history) == before
    return err.value.verdict.reason


def table(**kw):
    """A four-player position in the seagull phase with the given cards."""
    boats = kw.pop("boats", ["K1 B2", "P3", "C Y2", "G1 O2"])
    return from_position(4, boats, **kw)


# ---- Components ---------------------------------------------------------------------------
def test_components_eighty_cards_in_eight_colours_and_eight_little_fish_each():
    assert DECK_SIZE == 80 and len(FISH_COLOURS) == 7
    assert DECK_COUNTS[CRAB] == 10 and KIND_FISH[CRAB] == 1
    assert all(sum(DECK_COUNTS[c * 3:c * 3 + 3]) == 10 for c in range(7))
    assert {KIND_FISH[k] for k in range(CRAB)} == {1, 2, 3}
    assert TOKENS == 8


# ---- Setup -------------------------------------------------------------------------------
@pytest.mark.parametrize("players,extras", [(3, (0, 1, 2)), (4, (0, 1, 1, 2)), (5, (0, 0, 1, 1, 2))])
def test_setup_boats_in_order_of_their_little_fish(players, extras):
    state = GAME.new_state(players, seed=1)
    assert state.extras == extras == boat_extras(players)
    assert list(state.extras) == sorted(state.extras)


def test_setup_four_little_fish_in_hand_four_in_supply_and_the_boat_token():
    state = GAME.new_state(5, seed=2, first_player=3)
    assert state.hand == [4] * 5 and state.supply == [4] * 5
    assert state.boat_token == 3


def test_setup_the_youngest_player_takes_the_boat_token_and_starts():
    state = deal_round(GAME.new_state(4, seed=2, first_player=B))
    assert state.boat_token == B and state.current_player() == B
    with pytest.raises(ValueError, match="Boat Token"):
        GAME.new_state(4, first_player=4)
    from fishtutor.lessons.fish_frenzy import STEPS
    lesson = next(s for s in STEPS if s.title == "Who starts")
    before = lesson.scenario()
    assert before.boat_token == -1 and "Yellow (you)" in GAME.play.portray(before, Y).texts()


def test_setup_three_players_discard_two_cards_face_up():
    state = GAME.new_state(3, seed=3)
    assert state.phase == DISCARD and state.current_player() == CHANCE
    top_two = [state.deck[-1], state.deck[-2]]
    state.apply(state.sample_chance())
    state.apply(state.sample_chance())
    assert state.discard == top_two and state.phase == DEAL and len(state.deck) == 78


def test_setup_same_seed_same_game_and_other_seeds_differ():
    a, b, c = (GAME.new_state(4, seed=s) for s in (7, 7, 8))
    assert a.deck == b.deck != c.deck
    assert sorted(a.deck) == sorted(c.deck)


def test_setup_refuses_player_counts_outside_three_to_five():
    with pytest.raises(ValueError, match="3 to 5 players"):
        GAME.new_state(2)


# ---- Object of the game -------------------------------------------------------------------
def test_object_the_player_with_most_points_wins():
    state = table(collected=["K1 K2 P1", "K3", "", ""], phase="over")
    assert state.scores()[Y] == 3 + 3 and state.winners() == (Y,)


# ---- Round summary ------------------------------------------------------------------------
def test_round_summary_deal_then_seagulls_then_sort():
    state = GAME.new_state(4, seed=5)
    assert state.phase == DEAL
    deal_round(state)
    assert state.phase == SEAGULLS
    reason = refused(state, Collect(0), "round_summary")
    assert "still landing" in reason
    for _ in range(4):
        state.apply(next(m for m in state.legal_moves() if m.tokens == 0))
    assert state.phase == SORT
    refused(state, PlaceSeagull(0), "sort_the_catch")


# ---- 1. Deal Fish & Crab cards ------------------------------------------------------------
def test_deal_two_cards_below_each_boat_added_on_the_right():
    state = table(boats=["K1", "", "C", ""], phase="deal", deck_size=8)
    dealt = list(reversed(state.deck))
    deal_round(state)
    assert state.boats[0] == cards("K1") + dealt[0:2]
    assert state.boats[2] == cards("C") + dealt[4:6]
    assert [len(b) for b in state.boats] == [3, 2, 3, 2]


def test_deal_chance_outcomes_are_the_deck_shares():
    state = GAME.new_state(4, seed=9)
    outcomes = dict(state.chance_outcomes())
    assert sum(outcomes.values()) == 1
    assert outcomes[DealCard(CRAB)] == pytest.approx(10 / 80)


def test_deal_chance_can_be_told_the_card_and_refuses_a_missing_one():
    state = table(boats=["", "", "", ""], phase="deal", discard="C C C C C C C C C C")
    refused(state, DealCard(CRAB), "deal")
    state.apply(DealCard(parse_card("B3")))
    assert state.boats[0] == cards("B3")


@pytest.mark.parametrize("players,rounds", [(3, 13), (4, 10), (5, 8)])
def test_deal_the_deck_lasts_a_set_number_of_rounds(players, rounds):
    state = GAME.new_state(players, seed=players)
    while not state.is_terminal():
        state.apply(state.sample_chance() if state.is_chance_node() else state.legal_moves()[0])
    assert state.round == rounds and not state.deck


# ---- 2. Play seagulls: taking a turn ------------------------------------------------------
def test_taking_a_turn_an_empty_boat_ends_the_turn():
    state = table()
    state.apply(PlaceSeagull(2))
    assert state.perch[Y] == 2 and state.current_player() == R


def test_taking_a_turn_there_is_no_boat_five_with_four_players():
    assert "no boat 5" in refused(table(), PlaceSeagull(4), "taking_a_turn")


# ---- Challenging ---------------------------------------------------------------------------
def test_challenging_exactly_one_more_little_fish_than_the_challenged_player():
    state = table(seagulls={R: 1}, stakes={(1, R): 1}, hand=[4, 3, 4, 4], to_move=Y)
    reason = refused(state, PlaceSeagull(1, 1), "challenging")
    assert "you must play exactly 2 little fish to challenge Red" in reason and "Red has 1" in reason
    refused(state, PlaceSeagull(1, 3), "challenging")
    state.apply(PlaceSeagull(1, 2))
    assert state.stake[1][Y] == 2 and state.hand[Y] == 2
    assert state.current_player() == R and state.challenged == R


def test_challenging_no_little_fish_on_an_empty_boat():
    assert "land for free" in refused(table(), PlaceSeagull(0, 1), "challenging")


def test_challenging_needs_enough_little_fish_in_hand():
    state = table(seagulls={R: 1}, stakes={(1, R): 3}, hand=[2, 1, 4, 4], to_move=Y)
    assert "you have only 2" in refused(state, PlaceSeagull(1, 4), "challenging")
    assert PlaceSeagull(1, 4) not in state.legal_moves()


def test_challenging_earlier_challengers_tokens_are_ignored():
    # Blue holds boat 2 with 2 little fish; Green's 1, left from an earlier challenge, does not count.
    state = table(seagulls={B: 1, G: 3}, stakes={(1, B): 2, (1, G): 1}, hand=[4, 4, 2, 3], to_move=Y)
    assert PlaceSeagull(1, 3) in state.legal_moves()
    assert PlaceSeagull(1, 4) not in state.legal_moves()


def test_challenging_only_the_player_with_most_tokens_is_challenged():
    state = table(seagulls={B: 1, G: 3}, stakes={(1, B): 2, (1, G): 1}, hand=[4, 4, 2, 3], to_move=Y)
    state.apply(PlaceSeagull(1, 3))
    assert state.challenged == B and "challenges Blue" in state.log()[-1]
    assert not GAME.invariant_violations(state)


def test_challenging_rulebook_example_red_challenges_yellow_back_with_one_more_than_yellow():
    # Yellow challenges Red; Red stays and challenges back by adding 1 more little fish than Yellow has.
    for reading in ("printed", "fresh"):
        state = table(seagulls={R: 1}, hand=[4, 4, 4, 4], to_move=Y, challenge_cost=reading)
        state.apply(PlaceSeagull(1, 1))
        assert PlaceSeagull(1, 2) in state.legal_moves() and state.check(PlaceSeagull(1, 1)).rule
        state.apply(PlaceSeagull(1, 2))
        assert state.stake[1][R] == 2 and state.current_player() == Y


def second_challenge_back(reading):
    """Boat 2: Yellow challenged Red (1), Red challenged back (2); Yellow is to move again."""
    state = table(seagulls={R: 1}, hand=[4, 4, 4, 4], to_move=Y, challenge_cost=reading)
    state.apply(PlaceSeagull(1, 1))
    state.apply(PlaceSeagull(1, 2))
    return state


def test_challenging_as_printed_your_earlier_little_fish_on_the_boat_count():
    # "Play enough ... so that you have played exactly 1 more": Yellow has 1 there, Red has 2 -> 2 more.
    state = second_challenge_back("printed")
    assert state.challenge_cost == "printed" and GAME.new_state(4).challenge_cost == "printed"
    assert PlaceSeagull(1, 2) in state.legal_moves() and PlaceSeagull(1, 3) not in state.legal_moves()
    verdict = state.check(PlaceSeagull(1, 3))
    assert verdict.rule == "fish_frenzy/challenging" and verdict.edition == "challenge_cost"
    assert "You have 1 there; Red has 2; you must play exactly 2 more little fish" in verdict.reason
    refused(state, PlaceSeagull(1, 3), "challenging")
    state.apply(PlaceSeagull(1, 2))
    assert state.stake[1][Y] == 3 == state.stake[1][R] + 1 and state.hand[Y] == 1
    assert "playing 2 little fish (3 there in all)" in state.log()[-1]
    assert not GAME.invariant_violations(state)


def test_challenging_paid_afresh_your_earlier_little_fish_on_the_boat_do_not_count():
    state = second_challenge_back("fresh")
    assert PlaceSeagull(1, 3) in state.legal_moves() and PlaceSeagull(1, 2) not in state.legal_moves()
    verdict = state.check(PlaceSeagull(1, 2))
    assert verdict.edition == "challenge_cost" and "your 1 there from before don't count" in verdict.reason
    assert "play exactly 3 little fish to challenge Red" in verdict.reason
    state.apply(PlaceSeagull(1, 3))
    assert state.stake[1][Y] == 4 and state.hand[Y] == 0 and not GAME.invariant_violations(state)


def test_challenging_as_printed_a_short_hand_is_told_the_running_totals():
    state = from_position(4, ["K1 B2", "P3", "C Y2", "G1 O2"], seagulls={Y: 1, R: 1}, challenged=Y,
                          stakes={(1, Y): 1, (1, R): 4}, hand=[3, 0, 4, 4])
    assert PlaceSeagull(1, 4) not in state.legal_moves()
    reason = refused(state, PlaceSeagull(1, 4), "challenging")
    assert "You have 1 there; Red has 4" in reason and "takes exactly 4" in reason and "only 3" in reason
    afresh = from_position(4, ["K1 B2", "P3", "C Y2", "G1 O2"], seagulls={Y: 1, R: 1}, challenged=Y,
                           stakes={(1, Y): 1, (1, R): 4}, hand=[3, 0, 4, 4], challenge_cost="fresh")
    assert "takes exactly 5" in refused(afresh, PlaceSeagull(1, 5), "challenging")


def test_challenging_a_first_challenge_costs_the_same_under_both_readings_and_names_no_choice():
    for reading in ("printed", "fresh"):
        state = table(seagulls={B: 1, G: 3}, stakes={(1, B): 2, (1, G): 1}, hand=[4, 4, 2, 3], to_move=Y,
                      challenge_cost=reading)
        assert PlaceSeagull(1, 3) in state.legal_moves()
        assert state.check(PlaceSeagull(1, 2)).edition == ""


def test_challenging_the_reading_is_kept_in_the_record_and_checked():
    state = GAME.new_state(4, seed=3, challenge_cost="fresh")
    deal_round(state)
    state.apply(state.legal_moves()[0])
    again = GAME.from_json(state.to_json())
    assert again.challenge_cost == "fresh" and again.start().challenge_cost == "fresh"
    assert again.replay(len(again.history)).snapshot() == state.snapshot()
    older = state.snapshot()
    del older["challenge_cost"]
    assert type(state).from_snapshot(older).challenge_cost == "printed"
    with pytest.raises(ValueError, match="challenge_cost must be one of 'printed', 'fresh'"):
        GAME.new_state(4, challenge_cost="twice")
    with pytest.raises(ValueError, match="challenge_cost"):
        type(state).from_snapshot(older | {"challenge_cost": ["printed"]})
    assert {"challenge_cost": "fresh"} in GAME.variants and len(GAME.variants) == len(GAME.variant_names)


def test_challenging_the_challenged_player_may_fly_challenge_elsewhere_or_challenge_back():
    state = table(seagulls={R: 1, B: 3}, hand=[4, 4, 4, 4], to_move=Y)
    state.apply(PlaceSeagull(1, 1))
    assert state.current_player() == R
    assert set(state.legal_moves()) == {PlaceSeagull(0), PlaceSeagull(1, 2), PlaceSeagull(2), PlaceSeagull(3, 1)}
    state.apply(PlaceSeagull(1, 2))  # Red challenges Yellow back
    assert state.current_player() == Y and state.stake[1] == [1, 2, 0, 0]
    state.apply(PlaceSeagull(0))  # Yellow flies away; the little fish stay on boat 2
    assert state.stake[1][Y] == 1 and state.hand[Y] == 3 and state.perch[Y] == 0


def test_challenging_tokens_played_on_boats_stay_there_until_the_round_ends():
    state = table(seagulls={R: 1}, hand=[4, 4, 4, 4], to_move=Y)
    state.apply(PlaceSeagull(1, 1))
    state.apply(PlaceSeagull(2))
    assert state.stake[1][Y] == 1 and state.hand[Y] == 3 and state.supply[Y] == 4


def test_challenging_the_little_fish_control_shows_only_when_a_challenge_is_possible_offering_only_what_it_takes():
    play = GAME.play
    state = table(seagulls={R: 1}, stakes={(1, R): 1}, hand=[3, 3, 4, 4], to_move=Y)
    assert play.choice_options(state, Y, {}) == {"tokens": (0, 2)}  # an empty boat for free, or exactly 2 for Red's
    assert play.choice_options(state, R, {}) == {}  # not Red's turn
    alone = table(hand=[3, 4, 4, 4])  # every boat empty: landing is free, nothing to choose
    assert play.choice_options(alone, Y, {}) == {}
    assert play.move_for_target(alone, Y, ("boat", 0), {"tokens": 2}) == (PlaceSeagull(0), "")
    broke = table(seagulls={R: 1}, stakes={(1, R): 2}, hand=[2, 2, 4, 4], to_move=Y)
    assert play.choice_options(broke, Y, {}) == {}  # challenging Red takes 3
    sorting = table(seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort")
    assert play.choice_options(sorting, Y, {}) == {}


def test_sort_the_catch_collect_and_eat_are_offered_only_when_they_apply():
    play = GAME.play
    state = table(boats=["", "B3", "C", "G1"], seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort")
    assert play.enabled_actions(state, Y) == ("Collect",)  # nothing under boat 1 to eat
    assert play.enabled_actions(state, R) == ()
    state.apply(Collect(0))
    assert play.enabled_actions(state, R) == ("Collect", "Eat")
    assert play.enabled_actions(table(), Y) == ()


# ---- Who goes next? ------------------------------------------------------------------------
def test_who_goes_next_the_first_player_clockwise_from_the_boat_token_not_yet_placed():
    state = table(seagulls={Y: 0}, boat_token=Y, to_move=R)
    state.apply(PlaceSeagull(1))  # Red
    state.apply(PlaceSeagull(1, 1))  # Blue challenges Red; Red must move at once
    assert state.current_player() == R
    state.apply(PlaceSeagull(0, 1))  # Red challenges Yellow on boat 1; Yellow must move
    assert state.current_player() == Y
    state.apply(PlaceSeagull(2))  # Yellow lands on an empty boat: the chain ends
    assert state.current_player() == G  # Green is the only one yet to play


def test_who_goes_next_a_seat_out_of_turn_is_told_whose_turn_it_is():
    state = table()
    verdict = state.check(PlaceSeagull(0), seat=B)
    assert not verdict and verdict.rule == "fish_frenzy/who_goes_next" and "Yellow's turn" in verdict.reason


# ---- 3. Sort the catch ----------------------------------------------------------------------
def test_sort_the_catch_staked_tokens_go_to_the_supply_then_boats_left_to_right():
    state = table(seagulls={Y: 0, R: 1, B: 2}, stakes={(1, R): 1, (1, G): 2, (2, Y): 1}, hand=[3, 3, 4, 2],
                  to_move=G)
    state.apply(PlaceSeagull(3))
    assert state.phase == SORT and state.supply == [5, 5, 4, 6] and state.hand == [3, 3, 4, 2]
    assert state.current_player() == Y
    assert "boat 1 is sorted now" in refused(state, Collect(1), "sort_the_catch")


# ---- Collect -------------------------------------------------------------------------------
def test_collect_takes_every_card_including_crabs():
    state = table(seagulls={Y: 2, R: 0, B: 1, G: 3}, phase="sort", to_move=R)
    for move in (Collect(0), Collect(1)):
        state.apply(move)
    state.apply(Collect(2))
    assert state.collected[Y][CRAB] == 1 and state.collected[Y][parse_card("Y2")] == 1
    assert state.boats[2] == [] and state.perch[Y] == -1


# ---- Eat -----------------------------------------------------------------------------------
def test_eat_the_rightmost_card_plus_the_boats_little_fish():
    # The rulebook's example: a boat with 1 little fish, a card with 2: take 3 little fish.
    state = table(boats=["K1", "B3 P2", "C", "G1"], seagulls={Y: 1, R: 0, B: 2, G: 3}, phase="sort", to_move=R)
    state.apply(Collect(0))
    state.apply(Eat(1))
    assert state.hand[Y] == 4 + 3 and state.supply[Y] == 1
    assert state.boats[1] == cards("B3") and state.discard[-1] == parse_card("P2")


def test_eat_limited_by_your_supply_never_above_eight():
    state = table(boats=["K1", "B3", "C", "G3"], seagulls={Y: 3, R: 0, B: 1, G: 2}, hand=[7, 4, 4, 4],
                  phase="sort", to_move=R)
    for move in (Collect(0), Collect(1), Collect(2)):
        state.apply(move)
    state.apply(Eat(3))
    assert state.hand[Y] == TOKENS and state.supply[Y] == 0


def test_eat_needs_a_card_under_the_boat():
    state = table(boats=["", "B3", "C", "G3"], seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort", to_move=Y)
    assert "no card under boat 1" in refused(state, Eat(0), "eat")


# ---- End of the round -----------------------------------------------------------------------
def test_end_of_round_boat_token_passes_left_and_cards_left_stay():
    state = table(boats=["K1 K2", "B3", "C", "G3"], seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort",
                  to_move=Y, boat_token=G)
    for move in (Eat(0), Collect(1), Collect(2), Collect(3)):
        state.apply(move)
    assert state.phase == DEAL and state.boat_token == Y and state.round == 2
    assert state.boats[0] == cards("K1")


def test_end_of_round_with_the_deck_spent_the_game_is_over():
    state = table(seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort", to_move=Y, deck_size=0)
    for b in range(4):
        state.apply(Collect(b))
    assert state.phase == OVER and state.is_terminal() and state.legal_moves() == ()
    assert "game is over" in state.check(Collect(0)).reason


# ---- End of the game: fish cards ------------------------------------------------------------
def test_fish_cards_most_three_second_one_counting_cards_not_little_fish():
    state = table(collected=["K1 K1", "K3", "", ""])
    assert state.scores() == (3, 1, 0, 0)


def test_fish_cards_a_tie_for_most_scores_two_each_and_no_second():
    state = table(collected=["P1 P2", "P3 P1", "P2", ""])
    assert state.scores() == (2, 2, 0, 0)


def test_fish_cards_all_tied_for_second_score_one_and_no_card_no_points():
    state = table(collected=["G1 G2 G3", "G1", "G2", ""])
    assert state.scores() == (3, 1, 1, 0)
    lines = GAME.play.score_lines(state)
    assert lines[R] == [("Green: tied for second most (1 card)", 1)] and lines[G] == []


# ---- Crab cards ------------------------------------------------------------------------------
def test_crab_cards_minus_one_each_and_never_a_majority():
    state = table(collected=["C C C", "C", "", ""])
    assert state.scores() == (-3, -1, 0, 0)


# ---- Tie breakers ----------------------------------------------------------------------------
def test_tie_breakers_most_little_fish_then_fewest_crabs_then_shared():
    state = table(collected=["K1", "P1", "", ""], hand=[4, 5, 4, 4])
    assert state.winners() == (R,)
    state = table(collected=["K1 C", "P1 B1 C C C C", "", ""], hand=[4, 4, 4, 4])
    assert state.scores()[:2] == (2, 2) and state.winners() == (Y,)
    state = table(collected=["K1", "P1", "", ""], hand=[4, 4, 4, 4])
    assert state.winners() == (Y, R)


def test_tie_breakers_the_points_explanation_says_what_decided():
    def told(collected, hand):
        state = from_position(4, [""] * 4, collected=collected, hand=hand, phase="over", deck_size=0)
        return [[t for t, _ in seat] for seat in GAME.play.score_lines(state)], state
    lines, state = told(["K1 P1", "B1", "", ""], [4, 4, 4, 4])
    assert "Most points: wins outright, no tie breaker needed" in lines[Y] and state.winners() == (Y,)
    lines, state = told(["K1", "P1", "", ""], [4, 6, 4, 4])
    assert "Tied on points; tie breaker, most little fish: 6 (wins)" in lines[R]
    assert "Tied on points; tie breaker, most little fish: 4" in lines[Y] and not any(lines[B])
    lines, state = told(["K1 P1 N1 C C C", "B1 Y1", "", ""], [4, 4, 4, 4])
    assert "Tied on points and little fish (4); next tie breaker, fewest crabs: 0 (wins)" in lines[R]
    assert "Tied on points and little fish (4); next tie breaker, fewest crabs: 3" in lines[Y]
    lines, state = told(["K1", "P1", "B1", ""], [4, 4, 3, 4])
    assert all("shared victory" in lines[s][-1] for s in (Y, R)) and "most little fish: 3" in lines[B][-1]
    assert state.winners() == (Y, R)
    assert all(p == 0 for seat in GAME.play.score_lines(state) for t, p in seat if "Tied" in t)
    playing = table(collected=["K1", "P1", "", ""])
    assert not any("Tied" in t for seat in GAME.play.score_lines(playing) for t, _ in seat)


# ---- Scoring example --------------------------------------------------------------------------
def test_scoring_example_yellow_scores_nine():
    # Most Black and Pink (3+3), tied most Blue (2), second in Yellow, Brown, Orange (1+1+1), 2 crabs (-2).
    state = table(collected=[
        "K1 K2 K3 P1 P2 B1 Y1 N1 O1 C C",
        "K1 B2 Y1 Y2 N1 N2 O1 O2",
        "P3 Y3",
        "B3",
    ])
    assert state.scores()[Y] == 9
    lines = [text for text, _ in __import__("fishtutor.games.fish_frenzy.scoring", fromlist=["x"]).breakdown(state)[Y]]
    assert any("tied for most" in t for t in lines) and sum("second most" in t for t in lines) == 3


# ---- Goal and event cards ----------------------------------------------------------------------
def test_goal_and_event_cards_one_of_each_revealed_at_setup():
    state = GAME.new_state(4, seed=11, goals_and_events=True)
    assert state.phase == REVEAL_GOAL
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 5 and sum(p for _, p in outcomes) == 1
    state.apply(state.sample_chance())
    state.apply(state.sample_chance())
    assert state.goal >= 0 and state.event >= 0 and state.phase == DEAL
    refused(deal_round(state), RevealGoal(0), "goal_and_event_cards")


def test_goal_and_event_cards_big_catch_and_rainbow_route():
    rainbow = "K1 P1 B1 Y1 N1 O1 G1"
    state = table(collected=["K3 P3 " + rainbow, "B3", "", ""], goal="big_catch", event="rainbow_route")
    plain = table(collected=["K3 P3 " + rainbow, "B3", "", ""])
    assert state.scores()[Y] == plain.scores()[Y] + 3 + 3
    assert state.scores()[R] == plain.scores()[R]


def test_goal_and_event_cards_tied_goal_scores_for_each_and_chance_may_reveal_any():
    state = table(collected=["C", "", "", ""], goal="crab_dodger")
    assert state.scores() == (-1, 3, 3, 3)
    assert ("Goal Crab Dodger (tied: each scores in full)", 3) in GAME.play.score_lines(state)[B]
    alone = table(collected=["K3", "", "", ""], goal="big_catch")
    assert ("Goal Big Catch", 3) in GAME.play.score_lines(alone)[Y]
    fresh = GAME.new_state(4, seed=1, goals_and_events=True)
    fresh.apply(RevealGoal(4))
    fresh.apply(RevealEvent(2))
    assert (fresh.goal, fresh.event) == (4, 2)


# ---- End of the game ---------------------------------------------------------------------------
def test_end_of_game_compares_collected_cards_once_the_deck_is_spent():
    state = GAME.new_state(4, seed=13)
    while not state.is_terminal():
        state.apply(state.sample_chance() if state.is_chance_node() else state.legal_moves()[-1])
    assert not state.deck and state.phase == OVER
    assert sum(sum(row) for row in state.collected) + len(state.discard) + sum(map(len, state.boats)) == 80
    assert set(state.winners()) <= {s for s, p in enumerate(state.scores()) if p == max(state.scores())}


def test_challenging_the_control_offers_each_challenges_exact_price_not_every_number_held():
    # Yellow holds 7; Red's boat takes 2, Blue's 4 more (Yellow has 1 there), Green's 9 (more than Yellow holds);
    # boat 4 is empty (the seat to move has no boat, so one always is): landing there is free
    state = table(seagulls={R: 0, B: 1, G: 2}, stakes={(0, R): 1, (1, B): 4, (1, Y): 1, (2, G): 8},
                  hand=[7, 3, 0, 0], to_move=Y)
    assert GAME.play.choice_options(state, Y, {}) == {"tokens": (0, 2, 4)}
    for tokens, boat in ((0, 3), (2, 0), (4, 1)):
        assert GAME.play.move_for_target(state, Y, ("boat", boat), {"tokens": tokens}) == (PlaceSeagull(boat, tokens), "")
        assert state.check(PlaceSeagull(boat, tokens), Y).ok
