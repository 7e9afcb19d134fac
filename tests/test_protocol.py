"""The protocol's promises that hold for any game: guards, verdicts, records."""
import json

import pytest

from fishtutor.core.protocol import CHANCE, TERMINAL, IllegalMove, Verdict, move_from_json, move_to_json
from fishtutor.games import GAMES, get
from fishtutor.games.fish_frenzy.moves import MOVE_TYPES, PlaceSeagull


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
