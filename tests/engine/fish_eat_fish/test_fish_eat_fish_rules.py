"""Fish Eat Fish, rule by rule: each test is named after the rulebook section it checks."""
import json

import numpy as np
import pytest

from fishtutor.core.protocol import SIMULTANEOUS, TERMINAL, IllegalMove, RecordError
from fishtutor.games.fish_eat_fish import GAME
from fishtutor.games.fish_eat_fish.board import BOARDS, parse_circle
from fishtutor.games.fish_eat_fish.cards import (CARDS_PER_PLAYER, FISH_SUPPLY, FULL_SET, KIND_VALUE, KINDS,
                                                 OCTOPUS, PURPLE, SHARK, TOTAL_FISH, fish_letters, parse_cards,
                                                 parse_fish)
from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place, Swim
from fishtutor.games.fish_eat_fish.phases import CHOOSE, MOVE, OVER, PLACE
from fishtutor.games.fish_eat_fish.position import from_position

B, G, R, Y, P = range(5)  # seats by player colour: Blue, Green, Red, Yellow, Purple


def c(name):
    """A circle index from its name."""
    return parse_circle(name)


def circles(*names):
    """Circle indices from their names."""
    return {c(x) for x in names}


def attack(fish, landing, target):
    """An Attack move from circle names."""
    return Attack(c(fish), c(landing), c(target))


def swim(fish, to):
    """A Swim move from circle names."""
    return Swim(c(fish), c(to))


def at(state, name):
    """The stack on a circle as colour letters, bottom to top."""
    return fish_letters(state.stacks[c(name)])


def refused(state, move, rule, seat=None):
    """The move is refused for ``rule`` and the state is left exactly as it was; returns the reason."""
    before = state.snapshot(), list(state.history)
    with pytest.raises(IllegalMove) as err:
        state.apply(move, seat)
    assert err.value.verdict.rule == f"fish_eat_fish/{rule}"
    assert (state.snapshot(), state.history) == before
    assert not GAME.invariant_violations(state)
    return err.value.verdict.reason


def counts(letters):
    """Fish colour counts (as a catch holds them) from colour letters."""
    found = [0] * 5
    for colour in parse_fish(letters):
        found[colour] += 1
    return tuple(found)


def battle(stacks, players=2, hands=None, attack_on=("C3", "C4"), **kw):
    """A position in the middle of a battle: the Starfish holder's fish on one circle attacks the next."""
    return from_position(players, stacks, hands=hands, phase="choose", attack=attack_on, **kw)


def fight(state, attacker_card, defender_card):
    """Both players in the battle choose their cards (defender first, to show the order does not matter)."""
    attacker, defender = state.duel
    state.apply(ChooseCard(defender_card), defender)
    state.apply(ChooseCard(attacker_card), attacker)
    assert not GAME.invariant_violations(state)
    return state


# ---- What's in the Box -------------------------------------------------------------------------------
def test_contents_thirty_five_fish_and_eleven_challenge_cards_a_colour():
    assert FISH_SUPPLY == (5, 5, 5, 5, 15) and TOTAL_FISH == 35
    assert FULL_SET[SHARK] == 1 and FULL_SET[OCTOPUS] == 2 and CARDS_PER_PLAYER == 11
    numbers = sorted(KIND_VALUE[k] for k in range(2, KINDS) for _ in range(FULL_SET[k]))
    assert numbers == [0, 1, 2, 2, 3, 3, 4, 5]
    state = GAME.new_state(5)
    assert state.hand == [FULL_SET] * 5 and state.box == FISH_SUPPLY


def test_contents_the_board_is_an_edge_list_of_lines():
    alquerque, full = BOARDS["alquerque"], BOARDS["full"]
    assert len(alquerque.edges) == 56 and len(full.edges) == 72
    assert set(alquerque.neighbours[c("B3")]) == circles("A3", "C3", "B2", "B4")  # no diagonals through B3
    assert len(alquerque.neighbours[c("C3")]) == len(full.neighbours[c("B3")]) == 8
    assert set(alquerque.neighbours[c("A1")]) == set(full.neighbours[c("A1")]) == circles("B1", "A2", "B2")
    assert tuple(c(x) for x in ("B2", "C3", "D4", "E5")) in alquerque.rays[c("A1")]


def test_contents_every_fish_and_card_is_accounted_for():
    state = from_position(2, {"C3": "PB", "C4": "G", "A1": "G"})
    assert not GAME.invariant_violations(state)
    lost = state.clone()
    lost._put(c("C3"), (B,))  # a purple fish vanishes from under Blue
    assert any(v.startswith("Purple") for v in GAME.invariant_violations(lost))
    tall = state.clone()
    tall._put(c("C4"), (G, G, G, P, P, G))
    assert "a stack of 6" in GAME.invariant_violations(tall)
    short = state.clone()
    short.hand[B] = FULL_SET[:-1] + (0,)  # the Fish 5 card disappears
    assert any("Challenge Cards" in v for v in GAME.invariant_violations(short))


# ---- The Object of Fish Eat Fish ---------------------------------------------------------------------
def test_object_the_player_with_the_most_fish_in_their_catch_wins():
    state = from_position(3, {}, catches=["BBP", "GGGG", "R"], phase="over", starfish=R)
    assert state.scores() == (3, 4, 1) and state.winners() == (G,)


# ---- Setting Up --------------------------------------------------------------------------------------
def test_setting_up_colours_by_seat_and_purple_only_with_five_players():
    four, five = GAME.new_state(4), GAME.new_state(5)
    assert [four.seat_name(s) for s in range(4)] == ["Blue", "Green", "Red", "Yellow"]
    assert four.neutral == PURPLE and five.neutral == -1 and five.seat_name(P) == "Purple"


def test_setting_up_the_first_player_holds_the_starfish_and_places_first():
    state = GAME.new_state(3, seed=7, first_player=2)
    assert state.starfish == 2 and state.current_player() == 2 and state.phase == PLACE
    assert state.seed == 7
    for bad in ({"players": 1}, {"players": 6}, {"players": 3, "first_player": 3}):
        with pytest.raises(ValueError):
            GAME.new_state(**bad)


def test_setting_up_players_look_at_their_own_challenge_cards_only():
    obs = GAME.new_state(3).observation(G)
    assert len(obs["hand"]) == 11 and obs["hand_sizes"] == [11, 11, 11]
    assert "hands" not in obs and json.loads(json.dumps(obs)) == obs


def test_setting_up_no_dice_and_no_shuffles():
    state = GAME.new_state(2, seed=3)
    assert state.chance_outcomes() == () and not state.is_chance_node()
    with pytest.raises(ValueError, match="no chance"):
        state.sample_chance()


def test_setting_up_positions_by_hand_are_checked_for_consistency():
    for bad in ({"stacks": {"C3": "R", "E5": "G"}}, {"stacks": {"C3": "BBBBBB", "E5": "G"}},
                {"stacks": {"C3": "B"}}, {"stacks": {"C3": "B", "C4": "G"}, "hands": ["", None]},
                {"stacks": {"C3": "BBBBB", "A1": "B", "E5": "G"}}):
        with pytest.raises(ValueError):
            from_position(2, **bad)


# ---- Placing the Fish ----------------------------------------------------------------------------------
def test_placing_the_fish_clockwise_five_each_then_neutral_purple_fills_the_board():
    state = GAME.new_state(3, first_player=1)
    order = []
    while state.phase == PLACE:
        order.append(state.current_player())
        state.apply(state.legal_moves()[0])
    assert order == [1, 2, 0] * 5
    assert [bin(state.masks[s]).count("1") for s in range(5)] == [5, 5, 5, 0, 10]
    assert all(len(stack) == 1 for stack in state.stacks)
    assert state.box == (0, 0, 0, 5, 5) and state.phase == MOVE and state.current_player() == 1


def test_placing_the_fish_five_players_fill_every_circle_with_no_neutral_fish():
    state = GAME.new_state(5)
    while state.phase == PLACE:
        state.apply(state.legal_moves()[-1])
    assert all(bin(state.masks[s]).count("1") == 5 for s in range(5))
    assert state.box == (0, 0, 0, 0, 10) and state.current_player() == B


def test_placing_the_fish_not_next_to_your_own_colour():
    state = GAME.new_state(2)
    state.apply(Place(c("C3")))
    state.apply(Place(c("A1")))
    reason = refused(state, Place(c("C4")), "placing_the_fish")
    assert "next to your blue fish on C3" in reason and "no alternative" in reason
    assert Place(c("C4")) not in state.legal_moves()
    state.apply(Place(c("E5")))
    assert at(state, "E5") == "B"


def test_placing_the_fish_next_to_your_own_colour_when_there_is_no_alternative():
    # Blue's four fish on B2, D2, B4, D4 touch every other circle of the Alquerque board.
    state = from_position(2, {"B2": "B", "D2": "B", "B4": "B", "D4": "B", "A1": "G", "E1": "G", "A5": "G",
                              "E5": "G"}, phase="place")
    assert state.current_player() == B and len(state.legal_moves()) == 25 - 8
    state.apply(Place(c("C3")))
    assert at(state, "C3") == "B"


def test_placing_the_fish_only_on_an_empty_circle_of_the_board():
    state = GAME.new_state(2)
    state.apply(Place(c("C3")))
    assert "already has a fish" in refused(state, Place(c("C3")), "placing_the_fish")
    assert "no circle 25" in refused(state, Place(25), "placing_the_fish")
    assert "still being placed" in refused(state, swim("C3", "C4"), "placing_the_fish")


def test_placing_the_fish_is_over_once_the_turns_begin():
    state = from_position(2, {"C3": "B", "E5": "G"})
    assert "All the fish are placed" in refused(state, Place(c("A1")), "placing_the_fish")


# ---- Definitions ---------------------------------------------------------------------------------------
def test_definitions_a_stack_belongs_to_the_colour_on_top():
    state = from_position(2, {"C3": "BG", "A1": "B", "C4": "P"}, starfish=B)
    reason = refused(state, attack("C3", "C3", "C4"), "moving_a_fish")
    assert "Green's stack of 2 on C3 is not yours" in reason
    state = from_position(2, {"C3": "BG", "A1": "B", "C4": "P"}, starfish=G)
    state.apply(attack("C3", "C3", "C4"))
    assert at(state, "C4") == "PBG"


def test_definitions_adjacent_means_joined_by_a_single_line():
    stacks = {"B3": "B", "C4": "G", "E1": "G"}
    state = from_position(2, stacks)
    reason = refused(state, attack("B3", "B3", "C4"), "definitions")
    assert "C4 is not adjacent to B3" in reason
    full = from_position(2, stacks, diagonals="full")
    assert attack("B3", "B3", "C4") in full.legal_moves()


# ---- Moving a Fish ---------------------------------------------------------------------------------------
def test_moving_a_fish_only_your_own():
    state = from_position(2, {"B1": "B", "D3": "G"})
    assert "is not yours" in refused(state, swim("D3", "D4"), "moving_a_fish")
    assert "no fish on A5" in refused(state, swim("A5", "A4"), "moving_a_fish")


def test_moving_a_fish_along_one_straight_line_to_an_empty_circle():
    # No attack is possible for Blue on B1; B1 has no diagonal lines on the Alquerque board.
    state = from_position(2, {"B1": "B", "D3": "G"})
    assert "not on a straight line" in refused(state, swim("B1", "C2"), "moving_a_fish")
    assert "goes nowhere" in refused(state, swim("B1", "B1"), "moving_a_fish")
    state.apply(swim("B1", "B4"))
    assert at(state, "B4") == "B" and at(state, "B1") == ""


def test_moving_a_fish_never_jumps_over_another_fish():
    state = from_position(2, {"A1": "B", "B1": "P", "E1": "G"})
    assert "B1 is not empty" in refused(state, swim("A1", "B1"), "moving_a_fish")
    assert "B1 is in the way" in refused(state, attack("A1", "D1", "E1"), "moving_a_fish")
    assert "B1 is in the way" in refused(state, swim("A1", "C1"), "moving_a_fish")
    assert all(m.landing != c("D1") for m in state.legal_moves())


def test_moving_a_fish_stops_on_any_empty_circle_along_its_path():
    state = from_position(2, {"A1": "B", "E1": "G", "A5": "P"})
    landings = {m.landing for m in state.legal_moves()}
    assert landings == circles("D1", "A4")  # three circles along a line, next to a fish to attack


# ---- Choosing a Fish to Attack -------------------------------------------------------------------------
def test_choosing_a_fish_to_attack_is_a_must_when_possible():
    state = from_position(2, {"C3": "B", "C4": "P", "A5": "G"})
    reason = refused(state, swim("C3", "B3"), "choosing_a_fish_to_attack")
    assert reason.startswith("You must attack: your blue fish on C3 can")
    assert all(type(m) is Attack for m in state.legal_moves())


def test_choosing_a_fish_to_attack_after_swimming_next_to_it():
    state = from_position(2, {"A1": "B", "C3": "G", "E5": "G"})
    assert attack("A1", "B2", "C3") in state.legal_moves()
    state.apply(attack("A1", "B2", "C3"))
    assert state.line == (c("B2"), c("C3")) and at(state, "A1") == "" and at(state, "B2") == "B"


def test_choosing_a_fish_to_attack_your_own_colour_counts_too():
    state = from_position(2, {"C3": "B", "C4": "B", "A5": "G"})
    assert "You must attack" in refused(state, swim("C3", "B3"), "choosing_a_fish_to_attack")
    state.apply(attack("C3", "C3", "C4"))
    assert at(state, "C4") == "BB" and state.hand[B] == FULL_SET and state.current_player() == G


def test_choosing_a_fish_to_attack_else_swim_where_another_player_could_attack():
    state = from_position(2, {"B1": "B", "D3": "G"})
    allowed = {m.to for m in state.legal_moves()}
    assert allowed == circles("C1", "D1", "E1", "B2", "B3", "B4")
    reason = refused(state, swim("B1", "A1"), "choosing_a_fish_to_attack")
    assert "another player could reach it" in reason and "A1" in reason


def test_choosing_a_fish_to_attack_any_swim_when_no_swim_invites_an_attack():
    # Green's only fish on E1 is hemmed in by neutral fish: it cannot come near Blue anywhere.
    state = from_position(2, {"B5": "B", "E1": "G", "D1": "P", "E2": "P", "D2": "P"})
    assert {m.to for m in state.legal_moves()} == circles("A5", "C5", "D5", "E5", "B4", "B3", "B2", "B1")


# ---- Attacking a Fish ----------------------------------------------------------------------------------
def test_attacking_an_opponent_both_choose_a_card_at_once():
    state = from_position(2, {"C3": "B", "C4": "G", "A1": "G"})
    state.apply(attack("C3", "C3", "C4"))
    assert state.phase == CHOOSE and state.current_players() == (B, G)
    assert state.current_player() == SIMULTANEOUS and state.line == (c("C3"), c("C4"))
    assert state.legal_moves() == () and "say who is choosing" in state.check(ChooseCard("S")).reason
    state.apply(ChooseCard("F3"), B)
    assert state.current_players() == (G,) and sum(state.hand[B]) == 10
    assert "must choose" in refused(state, swim("A1", "A2"), "attacking", seat=G)


def test_attacking_a_pending_choice_stays_secret():
    def chosen(card):
        state = battle({"C3": "B", "C4": "G", "A1": "G"})
        state.apply(ChooseCard(card), B)
        return state
    shark, fish = chosen("S"), chosen("F0")
    assert shark.observation(G) == fish.observation(G)
    obs = shark.observation(G)
    assert obs["chosen"] == [True, False] and obs["my_choice"] is None and obs["hand_sizes"] == [10, 11]
    assert shark.observation(B)["my_choice"] == "S" and "S" not in shark.observation(B)["hand"]
    assert shark.log()[-1] == shark.log(G)[-1] == "Blue chooses a Challenge Card face down"
    assert shark.log(B)[-1] == "Blue chooses the Shark card face down"  # named to the player who chose it


def test_attacking_determinize_does_not_leak_a_pending_choice():
    def chosen(card):
        state = battle({"C3": "B", "C4": "G", "A1": "G"}, hands=["S O F0 F1 F5", None])
        state.apply(ChooseCard(card), B)
        return state
    a = chosen("S").determinize(G, np.random.default_rng(9))
    b = chosen("F5").determinize(G, np.random.default_rng(9))
    assert a.snapshot() == b.snapshot() and not GAME.invariant_violations(a)
    assert sum(a.hand[B]) == 4 and a.pending[B] >= 0 and a.hand[G] == FULL_SET
    seen = {chosen("S").determinize(G, np.random.default_rng(s)).pending[B] for s in range(40)}
    assert len(seen) > 2
    own = chosen("O").determinize(B, np.random.default_rng(1))
    assert own.pending[B] == OCTOPUS and own.hand[B] == chosen("O").hand[B]


def test_attacking_determinize_keeps_what_everyone_saw_in_the_last_battle():
    state = fight(battle({"C3": "B", "C4": "G", "A1": "G", "E5": "B"}), "S", "F2")
    assert json.loads(json.dumps(state.observation(B))) == state.observation(B)
    for seed in range(10):
        copy = state.determinize(B, np.random.default_rng(seed))
        assert copy.discard[G][parse_cards("F2").index(1)] >= 1 and sum(copy.hand[G]) == 10
        assert copy.hand[B] == state.hand[B] and not GAME.invariant_violations(copy)


def test_attacking_cards_are_discarded_face_down_and_hands_shrink():
    state = fight(battle({"C3": "B", "C4": "G", "A1": "G", "E5": "B"}), "O", "F2")
    assert [sum(h) for h in state.hand] == [10, 10] and [sum(d) for d in state.discard] == [1, 1]
    obs = state.observation(G)
    assert obs["discarded"] == [1, 1] and obs["hand_sizes"] == [10, 10]
    assert obs["last_battle"] == {"attacker": B, "attacker_card": "O", "defender": G, "defender_card": "F2",
                                  "outcome": "nullified"}


def test_attacking_only_with_a_card_still_in_your_hand():
    state = battle({"C3": "B", "C4": "G", "A1": "G"}, hands=["O F3", None])
    assert "no Shark card left" in refused(state, ChooseCard("S"), "attacking", seat=B)
    assert "not a Challenge Card" in refused(state, ChooseCard("F9"), "attacking", seat=B)
    assert state.legal_moves(B) == (ChooseCard("O"), ChooseCard("F3"))


def test_attacking_a_neutral_fish_needs_no_cards():
    state = from_position(2, {"C3": "B", "C4": "P", "A5": "G"})
    state.apply(attack("C3", "C3", "C4"))
    assert at(state, "C4") == "PB" and at(state, "C3") == ""
    assert state.hand == [FULL_SET, FULL_SET] and state.current_player() == G and state.line == ()


def test_attacking_a_stack_above_five_sheds_its_lowest_fish_into_the_top_players_catch():
    state = fight(battle({"C3": "GGPB", "C4": "PG", "A1": "G"}), "S", "F5")
    assert at(state, "C4") == "GGGPB" and at(state, "C3") == ""
    assert state.catch[B] == counts("P") and state.scores() == (1, 0)


def test_attacking_out_of_cards_removes_your_stacks_into_your_catch():
    state = battle({"C3": "B", "A1": "PB", "C4": "G", "E5": "R", "E1": "G"}, players=3, hands=["F3", None, None])
    fight(state, "F3", "F0")
    assert state.masks[B] == 0 and state.catch[B] == counts("GBPB")
    assert state.current_player() == G
    while not state.is_terminal():  # Blue takes no further part
        seat = state.current_players()[0]
        assert B not in state.current_players()
        state.apply(state.legal_moves(seat)[0], seat)


# ---- Taking Turns ----------------------------------------------------------------------------------------
def test_taking_turns_the_starfish_passes_left_skipping_players_without_fish():
    state = from_position(3, {"C3": "B", "C4": "P", "A5": "R"})
    state.apply(attack("C3", "C3", "C4"))
    assert state.starfish == R and state.current_player() == R


def test_taking_turns_a_seat_out_of_turn_is_told_whose_turn_it_is():
    state = from_position(2, {"C3": "B", "C4": "P", "A5": "G"})
    verdict = state.check(attack("A5", "A5", "A4"), seat=G)
    assert not verdict and verdict.rule == "fish_eat_fish/taking_turns" and "Blue's turn" in verdict.reason


def test_taking_turns_every_illegal_move_is_refused_and_changes_nothing():
    positions = [GAME.new_state(3), from_position(2, {"C3": "B", "C4": "P", "A5": "G", "B1": "B"}),
                 from_position(2, {"B1": "B", "D3": "G"}), battle({"C3": "B", "C4": "G", "A1": "G"})]
    for state in positions:
        for seat in state.current_players():
            legal = set(state.legal_moves(seat))
            candidates = GAME.candidate_moves(state)
            assert legal <= set(candidates)
            for move in candidates:
                verdict = state.check(move, seat)
                assert verdict.ok == (move in legal)
                if not verdict.ok:
                    assert verdict.rule in GAME.rules and verdict.reason.endswith(".")
            for move in [m for m in candidates if m not in legal][::17]:
                refused(state, move, state.check(move, seat).rule.split("/")[1], seat=seat)


# ---- Winning the Game ------------------------------------------------------------------------------------
def test_winning_the_last_player_with_fish_takes_them_into_the_catch_and_the_starfish():
    state = fight(battle({"C3": "PB", "C4": "G", "A1": "B", "E5": "P"}), "S", "F5")
    assert state.phase == OVER and state.is_terminal() and state.current_player() == TERMINAL
    assert state.starfish == B and state.catch[B] == counts("GPBB")
    assert at(state, "E5") == "P" and state.scores() == (4, 0) and state.winners() == (B,)
    assert state.legal_moves() == () and "game is over" in state.check(Place(0)).reason
    assert state.check(Place(0)).rule == "fish_eat_fish/winning"


def test_winning_nobody_is_left_when_the_last_two_stacks_fall_together():
    state = fight(battle({"C3": "B", "C4": "G"}, hands=[None, "S O"]), "S", "S")
    assert state.phase == OVER and state.starfish == -1 and state.eliminated == counts("BG")
    assert state.scores() == (0, 0) and state.winners() == (B,)  # 10 cards in hand against 1


# ---- Tie Breaker -------------------------------------------------------------------------------------------
def test_tie_breaker_a_tie_with_the_starfish_holder_goes_to_the_starfish_holder():
    state = from_position(3, {}, catches=["BBB", "GGG", "R"], hands=["S O F1", "F2", "F3"], phase="over",
                          starfish=G)
    assert state.winners() == (G,)


def test_tie_breaker_otherwise_the_most_challenge_cards_in_hand_then_shared():
    state = from_position(3, {}, catches=["BBB", "GGG", "RRRR"], phase="over", starfish=R)
    assert state.winners() == (R,)
    state = from_position(3, {}, catches=["BBB", "GGG", "R"], hands=["S O F1", "F2", "F3"], phase="over",
                          starfish=R)
    assert state.winners() == (B,)
    state = from_position(3, {}, catches=["BBB", "GGG", "R"], hands=["S O", "F2 F3", "F3"], phase="over",
                          starfish=R)
    assert state.winners() == (B, G)


@pytest.mark.parametrize("catches,hands,starfish,decided,banner", [
    (["BBBB", "GGG", "R"], [None, None, None], G, "catch", "Blue wins with the biggest catch"),
    (["BBB", "GGG", "R"], ["S O F1", "F2", "F3"], G, "starfish", "a tie, Green wins with the Starfish"),
    (["BBB", "GGG", "R"], ["S O F1", "F2", "F3"], R, "cards", "a tie, Blue wins on cards left"),
    (["BBB", "GGG", "R"], ["S O", "F2 F3", "F3"], R, "shared", "a tie, Blue and Green share the win"),
])
def test_tie_breaker_the_end_says_what_decided(catches, hands, starfish, decided, banner):
    from fishtutor.games.fish_eat_fish.portray import portray
    from fishtutor.games.fish_eat_fish.scoring import tie_break
    state = from_position(3, {}, catches=catches, hands=hands, phase="over", starfish=starfish)
    assert tie_break(state) == decided
    assert f"Game over: {banner}" in portray(state, 0).texts()
    lines = GAME.play.score_lines(state)
    assert sum(p for _, p, *_ in lines[B]) == state.scores()[B]  # the tie line adds no points
    tied = [s for s in range(3) if any(text.startswith("tie for most fish") for text, *_ in lines[s])]
    assert tied == ([] if decided == "catch" else [B, G])
    if decided == "starfish":
        assert lines[G][-1][0] == "tie for most fish: won with the Starfish"
        assert lines[B][-1][0] == "tie for most fish: lost to the Starfish holder"
    if decided == "cards":
        assert lines[B][-1][0] == "tie for most fish: 3 cards left, the most"
        assert lines[G][-1][0] == "tie for most fish: 1 card left, fewer"
    if decided == "shared":
        assert "a shared win" in lines[B][-1][0] and "2 cards left" in lines[G][-1][0]
        assert lines[B][-1][2] == "shared_victory"  # the rulebook stops at the second tie breaker


def test_tie_breaker_with_nobody_awarded_the_starfish_the_line_names_this_editions_choice():
    state = fight(battle({"C3": "B", "C4": "G"}, hands=[None, "S O"]), "S", "S")
    lines = GAME.play.score_lines(state)
    assert lines[B] == [("tie for most fish: 10 cards left, the most (nobody was awarded the Starfish)", 0,
                         "no_starfish_when_last_two_fall")]
    assert lines[G][0][2] == "no_starfish_when_last_two_fall" and "fewer" in lines[G][0][0]


def test_tie_breaker_before_the_end_no_tie_line_is_shown():
    state = from_position(3, {"A1": "B", "E5": "G"}, catches=["BBB", "GGG", ""])
    assert GAME.play.score_lines(state) == [[("catch: 3 fish", 3)], [("catch: 3 fish", 3)], []]


# ---- this edition's choices, named in the refusals that rest on them -----------------------------------------
def test_refusals_that_rest_on_an_edition_choice_name_it():
    state = from_position(2, {"B1": "B", "D3": "G"})
    assert state.check(swim("B1", "A1")).edition == "swim_fallback"
    assert state.check(swim("B1", "C2")).edition == "board_lines"  # no diagonal through B1 on this board
    fighting = from_position(2, {"B1": "B", "C1": "G", "E5": "G"})
    assert fighting.check(attack("B1", "B1", "B2")).edition == ""  # no fish there: not a matter of lines
    assert fighting.check(attack("B1", "B1", "E5")).edition == "board_lines"
    assert state.check(swim("D3", "D4"), G).edition == ""  # not Green's turn: the rulebook's own rule


# ---- Resolving Attacks ---------------------------------------------------------------------------------------
# Blue's stack of 2 on C3 attacks Green's single fish on C4; both have another fish elsewhere.
@pytest.mark.parametrize("blue,green,c3,c4", [
    ("F3", "F3", "", "GPB"),  # 3 + 2 beats 3 + 1: Blue goes on top of Green
    ("F1", "F3", "PBG", ""),  # 1 + 2 loses to 3 + 1: Green goes on top of Blue, on Blue's circle
    ("F2", "F3", "", ""),  # 2 + 2 ties 3 + 1: both stacks eliminated
    ("S", "F5", "", "GPB"),  # Shark beats Fish
    ("F0", "S", "PBG", ""),  # ... whichever side plays it
    ("S", "S", "", ""),  # two Sharks: both stacks eliminated, whatever their size
    ("O", "S", "PB", "G"), ("O", "O", "PB", "G"), ("O", "F5", "PB", "G"),  # any Octopus nullifies
    ("S", "O", "PB", "G"), ("F0", "O", "PB", "G"),
])
def test_resolving_attacks_card_pairings(blue, green, c3, c4):
    state = fight(battle({"C3": "PB", "C4": "G", "A1": "B", "E5": "G"}), blue, green)
    assert (at(state, "C3"), at(state, "C4")) == (c3, c4)
    assert state.discard[B] != (0,) * KINDS and state.phase == MOVE and state.current_player() == G
    if not c3 and not c4:
        assert state.eliminated == counts("PBG") and state.scores() == (0, 0)


def test_resolving_attacks_the_octopus_leaves_the_attacker_where_it_swam():
    state = from_position(2, {"A1": "B", "C3": "G", "E5": "G"})
    state.apply(attack("A1", "B2", "C3"))
    fight(state, "F4", "O")
    assert at(state, "B2") == "B" and at(state, "A1") == "" and at(state, "C3") == "G"


def test_resolving_attacks_a_winning_defender_sheds_fish_into_its_own_catch():
    state = fight(battle({"C3": "GPPB", "C4": "BBG", "A1": "B", "E5": "G"}), "F0", "F5")
    assert at(state, "C3") == "PBBBG" and state.catch[G] == counts("GP")


# ---- Records and words ---------------------------------------------------------------------------------------
def test_taking_turns_moves_read_in_words_and_the_record_replays():
    state = from_position(3, {"B2": "R", "C4": "PB", "A5": "G", "E1": "B"}, starfish=R)
    text = state.describe(attack("B2", "B4", "C4"))
    assert text.startswith("Red's fish on B2 swims to B4 and attacks Blue's stack of 2 on C4")
    state.apply(attack("B2", "B4", "C4"))
    state.apply(ChooseCard("F1"), B)
    state.apply(ChooseCard("F5"), R)
    assert "Red wins" in state.log()[-1] and at(state, "C4") == "PBR"
    with pytest.raises(RecordError, match="The starting position is not how"):  # set up by hand: no saved game
        GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert state.replay(len(state.history)).snapshot() == state.snapshot()
    board = str(state)
    assert "PBR" in board and "Starfish: Blue" in board and "A       B" in board
