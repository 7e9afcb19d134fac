"""Fishing Frenzy, rule by rule, section by section, on a small test map (tests/data/fishing_frenzy_rules_map.txt).

   ABCDEFGHIJKL          docks B0 D0 F0 H0 J0 L0; a = a water drifter (E3-F4), b = a Grouper drifter (E7-F8)
 0 #D#D#D#D#D#D
 1 .R..K..T..R.
 2 ..=.....o...
 3 .B..aa..*.P.
 4 ....aa.^..@.
 5 .S..M..~..S.
 6 .N.^..L...G.
 7 .A..bb..C.Y.
 8 .U..bb.H..W.
 9 ############
"""
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.core.protocol import CHANCE, IllegalMove
from fishtutor.games.fishing_frenzy import GAME, cards, flow, scoring
from fishtutor.games.fishing_frenzy.board import OBSTRUCTIONS, default_board, parse_square, square_name
from fishtutor.games.fishing_frenzy.legality import options
from fishtutor.games.fishing_frenzy.moves import (COMPASS, Declare, DrawFish, DrawPeril, OrderRoll, PickDock, Roll,
                                                  Sail)
from fishtutor.games.fishing_frenzy.phases import FISH_OFF, FISHING, LINES_OUT, OVER
from fishtutor.games.fishing_frenzy.position import from_position
from tests.support import DATA

MAP = (DATA / "fishing_frenzy_rules_map.txt").read_text()
RED, BLUE, YELLOW = 0, 1, 2
PERIL = {p["id"]: k for k, p in enumerate(cards.PERILS)}


def at(**kw):
    """A position on the test map."""
    kw.setdefault("boats", {})
    return from_position(map=MAP, **kw)


def sail(state, first, second="", end=None, stop=None):
    """The legal Sail with these directions (and end/stop, if given)."""
    found = [m for m in state.legal_moves() if type(m) is Sail and m.first == first and m.second == second
             and (end is None or m.end == end) and (stop is None or m.stop == stop)]
    assert len(found) == 1, (first, second, end, state.legal_moves())
    return found[0]


def draw_top(state):
    """Let chance act with the seeded outcome (a card off the top)."""
    assert state.is_chance_node()
    state.apply(state.sample_chance())


def peril_on_top(state, peril_id):
    """Put a given Peril card on top of the deck."""
    k = PERIL[peril_id]
    state.perils.remove(k)
    state.perils.append(k)


# ---- The Objective -----------------------------------------------------------------------------------------
def test_objective_the_tournament_ends_when_a_boat_docks_after_the_limit_and_most_points_win():
    from fishtutor.bots import RandomBot, play_game
    state = play_game(GAME.new_state(3, seed=5, limit=2), {s: RandomBot(s) for s in range(3)},
                      np.random.default_rng(5))
    assert state.is_terminal() and state.first_back >= 0
    scores, winners = state.scores(), state.winners()
    assert scores[state.first_back] >= scoring.FIRST_BACK
    assert set(winners) <= {s for s in range(3) if scores[s] == max(scores)} and len(winners) == 1


def test_objective_the_limit_counts_the_fish_of_every_boat_together():
    state = at(players=2, limit=2, catches={RED: [("Snook", "E1")]}, boats={RED: "A1", BLUE: "H2"}, to_move=BLUE,
               dice=("NS", 1))
    assert state.phase == FISHING
    state.apply(sail(state, "N", end="H1"))
    draw_top(state)
    assert state.phase == LINES_OUT and len(state.tags) == 2


# ---- The Contents ------------------------------------------------------------------------------------------
def test_contents_158_fish_cards_in_15_decks_11_perils_and_6_boats():
    assert len(cards.DECKS) == 15 and cards.FISH_CARDS == 158
    assert all(len(d) in (10, 11) for d in cards.DECKS)
    assert cards.PERIL_CARDS == 11 and len(cards.SEAT_COLOURS) == 6
    for deck, water in zip(cards.DECKS, cards.VARIETY_WATER):
        lo, hi = cards.WATERS[water]["points"]
        assert lo <= min(deck) and max(deck) <= hi
    slam_fish = [f for _, fish, _ in cards.SLAMS for f in fish]
    assert len(set(slam_fish)) == 9 and cards.VARIETY_NAMES[slam_fish[-1]] == "Bluefin Tuna"


def test_contents_each_peril_uses_only_mechanics_the_rules_have():
    allowed = {"id", "name", "text", "lose_turns", "drift", "steps", "home", "lose_catch"}
    for p in cards.PERILS:
        assert set(p) <= allowed and p["text"]
        assert ("drift" in p) == ("steps" in p)


# ---- The Set Up --------------------------------------------------------------------------------------------
def test_set_up_each_deck_is_shuffled_on_its_own_and_the_seed_fixes_it():
    a, b, c = (GAME.new_state(4, seed=seed) for seed in (1, 1, 2))
    for v, deck in enumerate(cards.DECKS):
        assert Counter(a.decks[v]) == Counter(deck)
    assert sorted(a.perils) == list(range(11))
    assert a.decks == b.decks and a.perils == b.perils
    assert a.decks != c.decks


# ---- The Dice ----------------------------------------------------------------------------------------------
def test_dice_the_white_cube_has_the_six_printed_faces_and_each_roll_is_one_in_36():
    assert COMPASS == ("NE", "NW", "NS", "SE", "SW", "EW")
    state = at(players=2)
    assert state.is_chance_node() and state.pending[0] == ["roll", RED]
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 36 and all(p == Fraction(1, 36) for _, p in outcomes)
    assert {m.compass for m, _ in outcomes} == set(COMPASS) and {m.number for m, _ in outcomes} == set(range(1, 7))
    verdict = state.check(Roll("NN", 3))
    assert not verdict and verdict.rule == "fishing_frenzy/dice"


def test_dice_the_black_cube_for_docks_is_one_in_six():
    state = GAME.new_state(3, seed=0)
    outcomes = state.chance_outcomes()
    assert [m.number for m, _ in outcomes] == [1, 2, 3, 4, 5, 6] and {p for _, p in outcomes} == {Fraction(1, 6)}


# ---- The Board ---------------------------------------------------------------------------------------------
def test_board_a_drifter_counts_as_one_space_and_is_left_by_any_bordering_square():
    state = at(boats={RED: "E2", BLUE: 6}, dice=("SW", 2))
    ends = {m.end for m in state.legal_moves() if m.first == "S" and not m.second}
    assert ends == {"E5", "F5"}  # E3-F4 is one space: E2 -> drifter -> out by E4 or F4
    state.apply(sail(state, "S", end="E5"))
    assert state.pending[0][0] == "fish" and state.boats[RED] == [4, 5]


def test_board_a_boat_on_a_drifter_stands_on_its_anchor():
    state = at(boats={RED: "E1", BLUE: 6}, dice=("SE", 2))
    state.apply(sail(state, "S", end="E3"))
    assert state.boats[RED] == [4, 3] and state.board.region((4, 3)) == "a"


def test_board_a_teachers_map_is_stored_in_the_record():
    state = at(players=2)
    assert state.to_json()["state"]["map_text"] == MAP
    state = GAME.new_state(2, map=MAP)  # a saved game starts from a fresh deal: one set up on the teacher's map
    assert GAME.from_json(state.to_json()).board == state.board
    with pytest.raises(ValueError, match="line"):
        GAME.new_state(2, map="map:\n#D#\n")


# ---- Before the Tournament ---------------------------------------------------------------------------------
def test_before_the_tournament_ties_roll_again_and_the_highest_roller_picks_and_starts():
    state = GAME.new_state(3, seed=0)
    for n in (4, 4, 2):
        state.apply(OrderRoll(n))
    assert [p[:2] for p in state.pending] == [["order", 0], ["order", 1]]  # only the tied Captains roll again
    for n in (3, 5):
        state.apply(OrderRoll(n))
    assert [p for p in state.pending] == [["dock", 1], ["dock", 0], ["dock", 2]]
    assert state.order == [1, 2, 0]
    state.apply(PickDock(6))
    verdict = state.check(PickDock(6), 0)
    assert not verdict and "Blue's" in verdict.reason
    state.apply(PickDock(1))
    state.apply(PickDock(3))
    assert state.boats[1] == list(state.board.docks[5]) and state.pending == [["roll", 1]]


def test_before_the_tournament_the_limit_is_chosen_and_counted_out_in_tags():
    assert GAME.new_state(4, seed=0).limit == 20
    assert GAME.new_state(3, seed=0, limit=7).limit == 7
    for bad in (0, 100, 3.0, True):
        with pytest.raises(ValueError, match="limit"):
            GAME.new_state(3, seed=0, limit=bad)


# ---- Leaving the Dock --------------------------------------------------------------------------------------
def test_leaving_the_dock_without_a_south_the_boat_stays_and_the_turn_passes():
    state = at(players=2, dice=("NE", 3))
    assert state.boats[RED] == list(state.board.docks[0]) and state.pending == [["roll", BLUE]]


def test_leaving_the_dock_south_comes_first():
    state = at(players=2, dice=("SE", 3))
    assert {m.first for m in state.legal_moves()} == {"S"}
    assert {m.end for m in state.legal_moves()} == {"B3", "E3"}  # B0 -> B3, then East 3 through the drifter
    verdict = state.check(Sail("E", "S", 3, "E1", "E3"))
    assert not verdict and verdict.rule == "fishing_frenzy/leaving_the_dock" and verdict.edition == "leave_then_turn"


# ---- During the Tournament ---------------------------------------------------------------------------------
def test_during_the_tournament_clear_water_ends_the_turn():
    state = at(boats={RED: "A1"}, dice=("SE", 1))
    state.apply(sail(state, "S", end="A2"))
    assert state.boats[RED] == [0, 2] and state.pending == [["roll", BLUE]]


def test_during_the_tournament_each_direction_is_moved_the_full_number():
    state = at(boats={RED: "A1"}, dice=("SE", 2))
    assert {m.steps for m in state.legal_moves()} == {2}
    verdict = state.check(Sail("S", "", 1, "", "A2"))
    assert not verdict and "full 2" in verdict.reason
    verdict = state.check(Sail("N", "", 2, "", "A3"))
    assert not verdict and "South and East" in verdict.reason


def test_during_the_tournament_a_fish_space_is_a_catch_with_points_hidden_and_a_tag():
    state = at(boats={RED: "B2"}, dice=("NS", 1))
    state.apply(sail(state, "N", end="B1"))
    assert state.pending[0][:2] == ["fish", RED]
    (move, p), *_ = state.chance_outcomes()
    assert type(move) is DrawFish and cards.VARIETY_NAMES[move.variety] == "Redfish"
    assert sum(p for _, p in state.chance_outcomes()) == 1
    draw_top(state)
    v, points, col, row = state.catches[RED][0]
    assert (col, row) == (1, 1) and state.is_tagged(1, 1) and state.first_fish == RED
    assert state.observation(BLUE)["catches"][RED][0][1] is None
    assert state.observation(RED)["catches"][RED][0][1] == points
    told = {viewer: state.log(viewer)[-1] for viewer in (None, BLUE, RED)}
    assert told[None] == told[BLUE] == "Red catches the Redfish and draws its Fish Card (points kept face down)"
    assert told[RED] == f"Red catches the Redfish: its Fish Card shows {points} points (face down to the others)"


def test_during_the_tournament_two_catches_in_one_turn_and_the_order_matters():
    state = at(boats={RED: "B1", BLUE: 6}, dice=("SE", 3))
    south_first = {m.end for m in state.legal_moves() if m.first == "S" and m.second}
    east_first = {m.end for m in state.legal_moves() if m.first == "E" and m.second}
    assert south_first == {"E3"} and east_first == {"E5", "F5"}
    state.apply(sail(state, "E", "S", end="E5"))
    draw_top(state)
    draw_top(state)
    assert [cards.VARIETY_NAMES[c[0]] for c in state.catches[RED]] == ["Snook", "Marlin"]
    assert len(state.tags) == 2


def test_during_the_tournament_a_single_wheel_gives_one_direction_of_1_to_6():
    state = at(boats={RED: "I4", BLUE: 6}, dice=("NS", 1))
    state.apply(sail(state, "N", end="I3"))
    assert state.pending[0] == ["wheel", RED, 1]
    moves = state.legal_moves()
    assert all(not m.second for m in moves) and {m.steps for m in moves} <= set(range(1, 7))
    assert {m.first for m in moves} == {"E", "S", "W"}  # North runs onto the buoy at I2: not while afloat ways exist
    verdict = state.check(Sail("E", "S", 1, "J3", "J4"))
    assert not verdict and "single wheel" in verdict.reason


def test_during_the_tournament_a_double_wheel_gives_two_directions_with_one_number_or_one():
    state = at(boats={RED: "K3", BLUE: 6}, dice=("NS", 1))
    state.apply(sail(state, "S", end="K4"))
    assert state.pending[0] == ["wheel", RED, 2]
    moves = state.legal_moves()
    assert any(m.second for m in moves) and any(not m.second for m in moves)
    assert all(m.first != m.second for m in moves)


def test_during_the_tournament_a_peril_is_drawn_carried_out_and_put_back_at_the_bottom():
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2))
    assert [m.end for m in state.legal_moves()] == ["H4"]  # East 2 would ground on the buoy: not allowed
    state.apply(sail(state, "S", end="H4"))
    peril_on_top(state, "engine_trouble")
    assert state.pending[0] == ["peril", RED]
    assert all(p == Fraction(1, 11) for _, p in state.chance_outcomes())
    draw_top(state)
    k = PERIL["engine_trouble"]
    assert state.perils[0] == k and state.perils_known == 1 and state.skip[RED] == 1
    assert state.pending == [["roll", BLUE]]


def test_during_the_tournament_ending_the_first_direction_on_a_peril_ends_the_turn():
    state = at(boats={RED: "H1", BLUE: 6}, dice=("SE", 3))
    assert not any(m.first == "S" and m.second for m in state.legal_moves())
    verdict = state.check(Sail("S", "E", 3, "H4", "K4"))
    assert not verdict and "Peril" in verdict.reason


GREEN = 3


def _mayday(caller=RED, **kw):
    """Four Captains; ``caller`` sails onto the S.O.S. ring at B5 and declares the emergency."""
    state = at(players=4, boats={caller: "B4"}, dice=("NS", 1), to_move=caller, **kw)
    state.apply(sail(state, "S", end="B5"))
    assert state.pending[0] == ["sos", caller] and set(state.legal_moves()) == {Declare(True), Declare(False)}
    state.apply(Declare(True))
    assert state.sos_used[caller]
    return state


def test_during_the_tournament_sos_the_captain_on_the_callers_right_draws_first_then_on_clockwise():
    state = _mayday()  # seats sit clockwise: Green plays just before Red, so Green is on Red's right
    assert state.pending[:3] == [["peril", GREEN], ["peril", BLUE], ["peril", YELLOW]]
    for _ in range(3):
        draw_top(state)
    assert state.perils_known == 3
    blue = _mayday(BLUE)  # Blue's right is Red; then on clockwise past Blue: Yellow, Green
    assert blue.pending[:3] == [["peril", RED], ["peril", YELLOW], ["peril", GREEN]]


def test_during_the_tournament_sos_order_option_turn_starts_with_the_next_captain_in_turn_order():
    state = _mayday(sos_order="turn")
    assert state.pending[:3] == [["peril", BLUE], ["peril", YELLOW], ["peril", GREEN]]
    assert _mayday(BLUE, sos_order="turn").pending[:3] == [["peril", YELLOW], ["peril", GREEN], ["peril", RED]]
    two = at(players=2, boats={RED: "B4"}, dice=("NS", 1))  # with two Captains both readings agree
    two.apply(sail(two, "S", end="B5"))
    two.apply(Declare(True))
    assert two.pending[0] == ["peril", BLUE]


def test_during_the_tournament_sos_order_is_an_option_kept_in_saves_and_checked():
    state = GAME.new_state(3, seed=1, sos_order="turn")
    assert state.sos_order == "turn" and state.snapshot()["sos_order"] == "turn"
    assert GAME.new_state(3, seed=1).sos_order == "right"
    with pytest.raises(ValueError, match="sos_order must be 'right' or 'turn'"):
        GAME.new_state(3, seed=1, sos_order="left")
    saved = state.to_json()
    assert type(state).from_json(saved).sos_order == "turn"
    old = {**saved, "state": {k: v for k, v in saved["state"].items() if k != "sos_order"},
           "origin": {k: v for k, v in saved["origin"].items() if k != "sos_order"}}
    assert type(state).from_json(old).sos_order == "turn"  # saved before the option: played in turn order


def test_during_the_tournament_the_first_directions_end_on_a_wheel_ends_the_dice_move():
    state = at(boats={RED: "I5", BLUE: 6}, dice=("NE", 2))  # North 2 lands on the wheel at I3
    assert not any(m.stop == "I3" for m in state.legal_moves())
    verdict = state.check(Sail("N", "E", 2, "I3", "K3"))
    assert not verdict and verdict.edition == "each_direction_ends" and "wheel" in verdict.reason
    state.apply(sail(state, "N", end="I3"))
    assert state.pending[0] == ["wheel", RED, 1]


def test_during_the_tournament_an_sos_at_the_first_directions_end_may_be_called_before_sailing_on():
    state = at(players=3, boats={RED: "I5", BLUE: 6, YELLOW: 5}, dice=("NE", 2))
    state.apply(sail(state, "E", "N", end="K3", stop="K5"))  # the ring at K5, then past the wheel to the Permit
    assert state.boats[RED] == list(parse_square("K3"))
    assert state.pending[0] == ["sos", RED]
    state.apply(Declare(True))
    assert state.pending[:3] == [["peril", YELLOW], ["peril", BLUE], ["fish", RED, *parse_square("K3")]]


def test_during_the_tournament_every_kind_of_space_where_the_first_direction_lands():
    """One reading (each_direction_ends): the first direction's end is a landing. A fish is caught, a tagged fish
    is clear water, an S.O.S. may be called, a jaw or a wheel ends the dice move, another boat's space is
    refused; passing over a space does nothing."""
    from fishtutor.games.fishing_frenzy.reach import effect
    state = at(boats={RED: "I5", BLUE: 6}, dice=("NE", 2))
    kinds = state.board.kind_at
    events = {(m.stop, m.end): [code for code, _ in effect(kinds, r)[3]] for m, r in options(state).items()
              if m.second}
    assert events[("K5", "K3")] == ["sos", "fish"]  # K4's double wheel is passed over: nothing
    assert ("I3", "K3") not in events  # the wheel at I3 ends the move
    tagged = at(boats={RED: "E3", BLUE: 6}, dice=("SE", 1), catches={BLUE: [("Marlin", "E5")]})
    tagged.apply(sail(tagged, "S", "E", end="F5", stop="E5"))  # out of the drifter onto the tagged Marlin
    assert tagged.pending == [["roll", BLUE]] and not tagged.catches[RED]  # caught before: clear water now


def test_during_the_tournament_sos_once_per_captain_and_not_after_the_final_fish():
    once = at(boats={RED: "B4", BLUE: 6}, dice=("NS", 1), sos_used=(RED,))
    once.apply(sail(once, "S", end="B5"))
    assert once.pending == [["roll", BLUE]]
    late = at(boats={RED: "B4", BLUE: 6}, dice=("NS", 1), limit=1, catches={BLUE: [("Snook", "E1")]})
    late.apply(sail(late, "S", end="B5"))
    assert late.pending == [["roll", BLUE]]


def test_during_the_tournament_no_two_boats_end_on_one_space_but_may_pass_through():
    state = at(boats={RED: "A1", BLUE: "A3"}, dice=("SE", 2))
    assert "A3" not in {m.end for m in state.legal_moves()}
    verdict = state.check(Sail("S", "", 2, "", "A3"))
    assert not verdict and "Another boat" in verdict.reason
    state = at(boats={RED: "A1", BLUE: "A2"}, dice=("SE", 2))
    assert "A3" in {m.end for m in state.legal_moves()}  # through Blue's space


def test_during_the_tournament_a_boat_with_every_end_taken_stays_where_it_is():
    state = at(players=3, boats={RED: "A1", BLUE: "A2", YELLOW: "B1"}, dice=("SE", 1))
    assert state.boats[RED] == [0, 1] and state.pending == [["roll", BLUE]]


# ---- Running Aground ---------------------------------------------------------------------------------------
def test_running_aground_when_both_directions_ground_the_captain_chooses_and_loses_a_turn():
    state = at(boats={RED: "H3", BLUE: 6}, dice=("NS", 3))
    moves = {m.first: m for m in state.legal_moves()}
    assert set(moves) == {"N", "S"} and all(options(state)[m].aground for m in moves.values())
    north, south = state.clone(), state.clone()
    north.apply(moves["N"])  # grounds on the dock row beside H1's Trout: no catch
    assert north.boats[RED] == [7, 1] and north.skip[RED] == 1 and not north.catches[RED]
    south.apply(moves["S"])  # grounds on the shoal beside the jaw at H4: no peril
    assert south.boats[RED] == [7, 4] and south.pending == [["roll", BLUE]] and south.perils_known == 0


def test_running_aground_a_lost_turn_is_passed_over():
    state = at(boats={RED: "H3", BLUE: 6}, dice=("NS", 3))
    state.apply(sail(state, "S"))
    state.apply(Roll("NE", 1))  # Blue in its dock: no South, no move
    assert state.pending == [["roll", BLUE]] and state.skip[RED] == 0


def test_running_aground_is_not_a_way_to_avoid_a_peril():
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2))
    verdict = state.check(Sail("E", "", 2, "", "H2"))
    assert not verdict and verdict.rule == "fishing_frenzy/running_aground"
    assert verdict.edition == "aground_only_when_forced"


def test_running_aground_no_move_passes_through_an_obstruction():
    rng = np.random.default_rng(3)
    for _ in range(60):
        state = at(boats={RED: "B1", BLUE: 6}, dice=(COMPASS[int(rng.integers(6))], int(rng.integers(1, 7))))
        state.boats[RED] = list(state.board.water_spaces[int(rng.integers(len(state.board.water_spaces)))])
        state._options = None
        for route in options(state).values() if state.pending[0][0] == "sail" else ():
            assert not any(state.board.kind(sq) in OBSTRUCTIONS for sq in route.path)


# ---- Lines Out of the Water ------------------------------------------------------------------------------------
def test_lines_out_of_the_water_a_fish_gives_no_credit_but_a_roll_again():
    state = at(boats={RED: "B2", BLUE: 6}, dice=("NS", 1), limit=1, catches={BLUE: [("Snook", "E1")]})
    assert state.phase == LINES_OUT
    state.apply(sail(state, "N", end="B1"))
    assert state.pending == [["roll", RED]] and not state.catches[RED] and not state.is_tagged(1, 1)


def test_lines_out_of_the_water_wheels_perils_and_grounding_still_apply():
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2), limit=1, catches={BLUE: [("Snook", "E1")]})
    state.apply(sail(state, "S", end="H4"))
    assert state.pending[0] == ["peril", RED]
    wheel = at(boats={RED: "I4", BLUE: 6}, dice=("NS", 1), limit=1, catches={BLUE: [("Snook", "E1")]})
    wheel.apply(sail(wheel, "N", end="I3"))
    assert wheel.pending[0] == ["wheel", RED, 1]


# ---- Docking -------------------------------------------------------------------------------------------------
def test_docking_a_north_of_at_least_the_distance_docks_at_any_dock():
    state = at(boats={RED: "D3", BLUE: 6}, dice=("NE", 5), limit=1, catches={BLUE: [("Snook", "E1")]})
    move = sail(state, "N", end="D0")
    state.apply(move)
    assert state.first_back == RED and state.phase in (OVER, FISH_OFF)


def test_docking_short_of_the_distance_does_not_dock():
    state = at(boats={RED: "D3", BLUE: 6}, dice=("NE", 2), limit=1, catches={BLUE: [("Snook", "E1")]})
    assert "D0" not in {m.end for m in state.legal_moves()}


def test_docking_before_the_last_fish_the_docks_are_shore():
    state = at(boats={RED: "D3", BLUE: 6}, dice=("NE", 5))
    assert "D0" not in {m.end for m in state.legal_moves()}
    verdict = state.check(Sail("N", "", 5, "", "D0"))
    assert not verdict and verdict.edition == "docks_closed"


def test_docking_the_first_docking_ends_the_tournament():
    state = at(boats={RED: "D3", BLUE: 6}, dice=("NE", 3), limit=1, catches={RED: [("Snook", "E1")]})
    state.apply(sail(state, "N", end="D0"))
    assert state.is_terminal() and state.winners() == (RED,) and state.legal_moves() == ()
    with pytest.raises(IllegalMove):
        state.apply(Roll("NE", 3))


# ---- Scoring --------------------------------------------------------------------------------------------------
def _fish(board, name):
    """A square of the default map picturing this fish."""
    return square_name(next(sq for sq in board.fish_spaces if board.variety(sq) == name))


def test_scoring_all_seven_parts():
    board = default_board()
    slam = [(name, _fish(board, name)) for name in ("Redfish", "Snook", "Trout", "Bonefish", "Permit", "Tarpon",
                                                    "Marlin", "Sailfish", "Bluefin Tuna")]
    state = from_position(3, limit=15, catches={RED: slam, BLUE: [("Cobia", _fish(board, "Cobia"))],
                                                YELLOW: [("Wahoo", _fish(board, "Wahoo"))]})
    state.first_back = RED
    lines = {what: points for what, points, _ in scoring.parts(state, RED)}
    assert lines["First fish"] == 10 and lines["First back to the dock"] == 25 and lines["Most fish"] == 10
    assert lines["Channel Slam"] == lines["Inshore Slam"] == lines["Offshore Slam"] == 20
    cards_total = sum(p for _, p, *_ in state.catches[RED])
    assert state.scores()[RED] == 10 + 25 + 10 + 60 + cards_total
    assert state.scores()[BLUE] == state.catches[BLUE][0][1]


def test_scoring_tied_most_fish_gives_5_each_and_no_fish_gives_nothing():
    state = at(players=3, catches={RED: [("Cobia", "I7")], BLUE: [("Wahoo", "K8")]})
    assert scoring.most_fish_bonus([1, 1, 0], RED) == 5 and scoring.most_fish_bonus([1, 1, 0], YELLOW) == 0
    assert scoring.most_fish_bonus([0, 0, 0], RED) == 0
    assert state.scores()[BLUE] == state.catches[BLUE][0][1] + 5


# ---- Ties ---------------------------------------------------------------------------------------------------
def _tied_docking():
    """Red docks and ties Blue on points: 25 for first back against Blue's first fish 10, most fish 10 and a
    Snook card worth 5."""
    state = at(players=3, boats={RED: "D3", BLUE: "K2", YELLOW: 5}, dice=("NE", 3), limit=1,
               catches={BLUE: [("Snook", "E1")]})
    v, points, c, r = state.catches[BLUE][0]
    state.catches[BLUE][0][1] = 5
    state.decks[v].append(points)
    state.decks[v].remove(5)
    state._options = None
    return state


def test_ties_a_tie_for_most_points_goes_to_a_fish_off_from_the_docks():
    state = _tied_docking()
    state.apply(sail(state, "N", end="D0"))
    assert state.phase == FISH_OFF and state.fishoff_seats == [RED, BLUE]
    assert state.boats[YELLOW] == [-1, -1] and state.boats[BLUE] == list(state.board.docks[BLUE])
    assert state.pending == [["roll", RED]] and state.winners() == (RED, BLUE)
    assert not GAME.invariant_violations(state)


def test_ties_the_first_to_catch_two_uncaught_fish_wins_and_draws_no_card():
    state = _tied_docking()
    state.apply(sail(state, "N", end="D0"))
    before = [len(d) for d in state.decks]
    flow.fish_off_catch(state, BLUE, 1, 1)
    assert state.phase == FISH_OFF
    flow.fish_off_catch(state, BLUE, 4, 5)
    assert state.phase == OVER and state.winners() == (BLUE,) and [len(d) for d in state.decks] == before
    assert not GAME.invariant_violations(state)


def test_ties_a_fish_off_catch_comes_from_landing_on_a_fish():
    state = _tied_docking()
    state.apply(sail(state, "N", end="D0"))
    state.apply(Roll("SE", 1))
    state.apply(sail(state, "S", end="B1"))  # from Red's own dock, B0, onto the Redfish
    assert state.fishoff_catches[RED] == [[1, 1]] and state.is_tagged(1, 1) and not state.catches[RED]
    assert state.pending == [["roll", BLUE]]


def test_ties_chance_and_seats_are_checked_in_the_fish_off_too():
    state = _tied_docking()
    state.apply(sail(state, "N", end="D0"))
    verdict = state.check(Roll("SE", 1), YELLOW)
    assert not verdict
    assert state.current_players() == (CHANCE,)


def test_ties_a_drawn_peril_in_the_fish_off_can_take_back_a_fish_off_catch():
    state = _tied_docking()
    state.apply(sail(state, "N", end="D0"))
    flow.fish_off_catch(state, RED, 1, 1)
    flow.lose_catch(state, RED)
    assert state.fishoff_catches[RED] == [] and not state.is_tagged(1, 1)
    assert not GAME.invariant_violations(state)


def test_ties_peril_draws_keep_every_card_accounted_for():
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2), catches={RED: [("Snook", "E1")]})
    state.apply(sail(state, "S", end="H4"))
    peril_on_top(state, "snapped_line")
    draw_top(state)
    assert not state.catches[RED] and not state.tags and state.known[cards.variety("Snook")] == 1
    assert not GAME.invariant_violations(state)
    assert DrawPeril(PERIL["snapped_line"]) == DrawPeril(PERIL["snapped_line"])
    assert parse_square("E1") == (4, 1)


# ---- more of During the Tournament: what the Peril cards do ------------------------------------------------
def _on_the_jaw(peril_id):
    """Red lands on the jaw at H4 with this Peril on top of the deck, and draws it."""
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2))
    state.apply(sail(state, "S", end="H4"))
    peril_on_top(state, peril_id)
    draw_top(state)
    return state


def test_during_the_tournament_a_perils_forced_move_triggers_nothing_where_it_ends():
    state = _on_the_jaw("westerly_gale")  # East 3: I4, J4, onto the double wheel at K4
    assert state.boats[RED] == [10, 4] and state.pending == [["roll", BLUE]]


def test_during_the_tournament_a_perils_forced_move_can_run_aground():
    state = _on_the_jaw("northerly_squall")  # South 3 runs into the shoal at H5 at once
    assert state.boats[RED] == [7, 4] and state.skip[RED] == 1


def test_during_the_tournament_out_of_fuel_tows_the_boat_home():
    state = _on_the_jaw("out_of_fuel")
    assert state.boats[RED] == list(state.board.docks[state.home[RED]]) and state.at_dock(RED)


def test_during_the_tournament_the_first_directions_end_may_not_be_another_boats_space():
    state = at(boats={RED: "B1", BLUE: "E1"}, dice=("SE", 3))
    assert not any(m.stop == "E1" for m in state.legal_moves())
    verdict = state.check(Sail("E", "S", 3, "E1", "E5"))
    assert not verdict and verdict.edition == "each_direction_ends"


def test_before_the_tournament_tags_left_count_down_with_each_catch():
    state = at(limit=4, catches={RED: [("Snook", "E1")], BLUE: [("Trout", "H1")]})
    assert state.tags_left() == 2 and len(state.tags) == 2


def test_board_a_teachers_map_needs_cards_enough_and_a_dock_per_boat():
    few_docks = MAP.replace("#D#D#D#D#D#D", "#D#D########")
    assert GAME.new_state(2, map=few_docks, limit=4).board.docks == ((1, 0), (3, 0))
    with pytest.raises(ValueError, match="not enough for 3 boats"):
        GAME.new_state(3, map=few_docks, limit=4)
    too_many = MAP.replace("legend:", "legend:").replace(".U..bb.H..W.", "RRRRbbRRRRRR")
    with pytest.raises(ValueError, match="Redfish"):
        GAME.new_state(2, map=too_many, limit=4)


def test_lines_out_of_the_water_lines_stay_out_when_a_peril_takes_a_catch_back():
    state = at(boats={RED: "H2", BLUE: 6}, dice=("SE", 2), limit=1, catches={RED: [("Snook", "E1")]})
    state.apply(sail(state, "S", end="H4"))
    peril_on_top(state, "snapped_line")
    draw_top(state)
    assert state.phase == LINES_OUT and not state.tags and state.tags_left() == 1
    assert not GAME.invariant_violations(state)
