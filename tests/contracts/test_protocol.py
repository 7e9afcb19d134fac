"""The protocol's promises that hold for any game: guards, verdicts, records."""
import json
import re

import numpy as np
import pytest

from fishtutor.core.protocol import (CHANCE, FINAL, TERMINAL, IllegalMove, State, Verdict, move_from_json,
                                     move_to_json, shown)
from fishtutor.games import GAMES, get
from fishtutor.games.fish_frenzy.moves import MOVE_TYPES, PlaceSeagull

from tests.support.playing import random_step


def test_registry_knows_every_game_and_explains_an_unknown_name():
    assert "fish_frenzy" in GAMES
    with pytest.raises(KeyError, match="known games"):
        get("chess")


def test_verdicts_are_falsy_when_refused_and_carry_rule_and_reason():
    assert Verdict(True) and not Verdict(False, "g/r", "why")
    assert str(Verdict(False, "g/r", "Because.")) == "Because. [g/r]"


def test_chance_nodes_refuse_player_moves_and_name_the_deal():
    state = get("fish_frenzy").new_state(4, seed=1)
    assert state.current_player() == CHANCE
    verdict = state.check(PlaceSeagull(0), seat=0)
    assert not verdict and verdict.rule == "fish_frenzy/deal"
    with pytest.raises(IllegalMove):
        state.apply(PlaceSeagull(0), seat=0)


def test_terminal_states_have_no_moves_and_say_the_game_is_over():
    state = get("fish_frenzy").new_state(3, seed=2)
    while not state.is_terminal():
        state.apply(state.sample_chance() if state.is_chance_node() else state.legal_moves()[-1])
    assert state.current_player() == TERMINAL and state.legal_moves() == ()
    assert state.check(PlaceSeagull(0)).rule == "fish_frenzy/end_of_game"


def test_moves_round_trip_through_json():
    move = PlaceSeagull(2, 3)
    assert move_from_json(MOVE_TYPES, json.loads(json.dumps(move_to_json(move)))) == move


def test_replay_and_log_step_back_through_the_game():
    state = get("fish_frenzy").new_state(4, seed=3)
    for _ in range(20):
        state.apply(state.sample_chance() if state.is_chance_node() else state.legal_moves()[0])
    earlier = state.replay(10)
    assert len(earlier.history) == 10 and earlier.history == state.history[:10]
    log = state.log()
    assert len(log) == 20 and log[0].startswith("Deal:") and "Yellow" in log[8]


def test_every_rule_in_a_verdict_is_a_rulebook_section():
    for game in GAMES.values():
        for rule_id, rule in game.rules.items():
            assert rule_id.startswith(game.name + "/") and rule.title


def test_a_refusal_may_name_the_edition_choice_it_rests_on():
    from fishtutor.core.protocol import refuse
    plain, marked = refuse("g/r", "Why."), refuse("g/r", "Why.", edition="challenge_cost")
    assert plain.edition == "" and marked.edition == "challenge_cost" and not marked
    assert Verdict(True).edition == ""


def test_seats_out_of_range_or_of_the_wrong_type_are_refused_by_name():
    state = get("fish_frenzy").new_state(4, seed=1)
    while state.is_chance_node():
        state.apply(state.sample_chance())
    move = state.legal_moves()[0]
    assert "There is no seat 5" in state.check(move, 5).reason
    assert "There is no seat -7" in state.check(move, -7).reason
    for bad in ("0", True, 0.0):
        verdict = state.check(move, bad)
        assert not verdict and f"not {shown(bad)}." in verdict.reason and verdict.rule == state.TURN_RULE
        assert "A seat is a whole number from 0 to 3" in verdict.reason


def test_moves_of_the_wrong_shape_name_the_field_and_the_type():
    state = get("fish_frenzy").new_state(4, seed=1)
    while state.is_chance_node():
        state.apply(state.sample_chance())
    seat = state.current_player()
    verdict = state.check(PlaceSeagull("1", 0), seat)
    assert not verdict and "Part 1 of that move must be a whole number, not “1”" in verdict.reason
    assert "That is not a move of Fish Frenzy: 1.0 is none of its" in state.check(1.0, seat).reason


def test_move_records_are_checked_field_by_field():
    from fishtutor.core.protocol import RecordError
    assert move_from_json(MOVE_TYPES, ["PlaceSeagull", 1, 2]) == PlaceSeagull(1, 2)
    for bad, says in ((["Fly", 1], "the kind of move “Fly”, which is not a move"),
                      (["PlaceSeagull", 1], "has 1 part after the kind of move, but that kind of move has 2"),
                      (["PlaceSeagull", True, 0], "part 1 of the move must be a whole number, not the value true"),
                      ("PlaceSeagull", "must be a list that starts with the kind of move")):
        with pytest.raises(RecordError, match=re.escape(says)):
            move_from_json(MOVE_TYPES, bad)


def test_replay_and_determinize_refuse_what_is_not_there():
    state = get("fish_frenzy").new_state(4, seed=3)
    for _ in range(5):
        state.apply(state.sample_chance())
    for bad in (6, -1, 1.5):
        with pytest.raises(ValueError, match="This game has 5 moves"):
            state.replay(bad)
    for bad in (4, -1, True):
        with pytest.raises(ValueError, match="is not a seat of this game"):
            state.determinize(bad, None)


def test_a_determinized_copy_keeps_the_deck_it_could_see_and_starts_its_own_record():
    state = get("fish_frenzy").new_state(4, seed=3)
    for _ in range(5):
        state.apply(state.sample_chance())
    import numpy as np
    copy = state.determinize(2, np.random.default_rng(0))
    assert copy.sealed_for == 2 and state.sealed_for is None
    assert copy.history == [] and copy.origin == copy.snapshot() and copy.boats == state.boats
    assert sorted(copy.deck) == sorted(state.deck) and copy.deck != state.deck


def test_no_game_overrides_a_public_method_the_protocol_keeps_for_every_game():
    """legal_moves, check and apply (and the other guarded methods) are the protocol's own in every game: a game's
    fast way to carry out a move it handed out goes in the one hook, ``_apply_handed_out``."""
    assert {"legal_moves", "check", "apply"} <= set(FINAL)
    for game in GAMES.values():
        mro = game.state_class.__mro__
        for klass in mro[:mro.index(State)]:
            overridden = set(FINAL) & set(vars(klass))
            assert not overridden, f"{klass.__module__}.{klass.__name__} overrides {sorted(overridden)}"


def _settled(game, seed: int):
    """A seeded position a few moves in where one player (not chance) is to move."""
    state, rng = game.new_state(game.max_players, seed=seed), np.random.default_rng(seed)
    for _ in range(8):
        random_step(state, rng)
    while state.is_chance_node() or len(state.current_players()) != 1:
        random_step(state, rng)
    return state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_move_generator_alone_decides_what_check_and_apply_accept(name):
    """A game whose generator stops offering a legal move refuses it in check and apply (whatever its rule
    predicates would say), and one whose generator offers a refused move allows it: one source decides."""
    game = GAMES[name]
    state = _settled(game, 5)
    seat, legal = state.current_player(), state.legal_moves()
    refused = [m for m in game.candidate_moves(state) if m not in legal]
    kind = type(state)
    state.__class__ = type("Fewer", (kind,), {"_legal_moves": lambda s, who: kind._legal_moves(s, who)[1:]})
    state._cache = None
    before = state.snapshot()
    verdict = state.check(legal[0], seat)
    assert not verdict and verdict.rule in game.rules and verdict.reason
    with pytest.raises(IllegalMove):
        state.apply(legal[0], seat)
    assert state.snapshot() == before
    if refused:
        state.__class__ = type("More", (kind,), {"_legal_moves": lambda s, who: kind._legal_moves(s, who)
                                                 + (refused[0],)})
        state._cache = None
        assert state.check(refused[0], seat)
