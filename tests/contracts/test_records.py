"""Saved games are input, for every registered game: a tampered record (negative hands, phase 99, an edited move
list, a deleted key, wrong types, a deeply nested list, a history that does not reach the saved state) is refused
with one RecordError naming what is wrong; never a bare KeyError, TypeError or RecursionError."""
import copy
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from fishtutor.core.protocol import RecordError
from fishtutor.core.records import RECORD_WORDS, ROOTS
from fishtutor.games import GAMES

from tests.support.playing import random_step, sweep

DEEP = 20_000  # deeper than Python's recursion limit
MID = 70  # moves into a game for the records tampered with


def played(game, seed: int, moves: int | None = None, players: int | None = None):
    """A seeded random game, stopped after ``moves`` moves (or at its end)."""
    rng = np.random.default_rng(seed)
    state = game.new_state(players or game.max_players, seed=seed, **game.variants[seed % len(game.variants)])
    while not state.is_terminal() and (moves is None or len(state.history) < moves):
        random_step(state, rng)
    return state


def saved(state) -> dict:
    """The record as it comes back from a JSON file."""
    return json.loads(json.dumps(state.to_json()))


def _nested(depth: int) -> list:
    """A list nested ``depth`` lists deep."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


_DEEP = _nested(DEEP)


def deep_list():
    """A list nested ``DEEP`` lists deep (made once: nothing here changes it)."""
    return _DEEP


def refused(game, record, *fragments) -> str:
    """The record is refused with one RecordError (a ValueError), one line, naming what the fragments say."""
    with pytest.raises(RecordError) as err:
        game.from_json(record)
    message = str(err.value)
    assert isinstance(err.value, ValueError) and message and "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
    return message


@pytest.fixture(scope="module", params=sorted(GAMES))
def game_and_record(request):
    game = GAMES[request.param]
    state = next(s for s in (played(game, seed=seed, moves=MID) for seed in range(11, 40)) if not s.is_terminal())
    assert len(state.history) == MID
    return game, state, saved(state)


def test_a_good_record_round_trips(game_and_record):
    game, state, record = game_and_record
    restored = game.from_json(copy.deepcopy(record))
    assert restored.snapshot() == state.snapshot() and restored.history == state.history
    assert saved(restored) == record and restored.log() == state.log()


def test_a_record_that_is_not_an_object_or_of_another_game_is_refused(game_and_record):
    game, state, record = game_and_record
    for junk in ([], "x", None, 3, deep_list()):
        refused(game, junk, "That is not a saved game")
    other = dict(record, game="chess")
    refused(game, other, "“chess”", game.title)


def test_every_deleted_or_unknown_key_is_named(game_and_record):
    game, state, record = game_and_record
    for key in record:
        refused(game, {k: v for k, v in record.items() if k != key}, f"is missing {RECORD_WORDS[key]}")
    refused(game, dict(record, extra=1), "a part this game does not know: “extra”")
    for part in ("state", "origin"):
        said = set()
        for key in record[part]:
            bad = copy.deepcopy(record)
            del bad[part][key]
            said.add(refused(game, bad, f"{ROOTS[part].capitalize()} is missing the "))
        assert len(said) == len(record[part]), "each missing field is named in its own words"
        bad = copy.deepcopy(record)
        bad[part]["bogus"] = 0
        refused(game, bad, "a part this game does not know: “bogus”")


def first_leaf(value, path):
    """The path to the first number or string inside a field (the field itself if it is one)."""
    while type(value) is list and value:
        path, value = path + [0], value[0]
    return path


def set_at(record, path, value):
    """A copy of the record with the item at ``path`` replaced."""
    bad = copy.deepcopy(record)
    holder = bad
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return bad


def test_wrong_types_in_any_field_are_refused(game_and_record):
    game, state, record = game_and_record
    for part in ("state", "origin"):
        for key, value in record[part].items():
            path = first_leaf(value, [part, key])
            for wrong in ("1", 1.0, True, None, {"a": 1}):
                leaf = record
                for step in path:
                    leaf = leaf[step]
                if type(wrong) is not type(leaf):
                    refused(game, set_at(record, path, wrong))


def test_deeply_nested_lists_are_refused_without_recursion_errors(game_and_record):
    game, state, record = game_and_record
    for part in ("state", "origin"):
        for key in record[part]:
            refused(game, set_at(record, [part, key], deep_list()))
    refused(game, dict(record, history=deep_list()))
    refused(game, set_at(record, ["history", 0], deep_list()), "History move 1")
    refused(game, set_at(record, ["history", 0, 1], deep_list()), "History move 1")
    refused(game, set_at(record, ["history", 0, 1, 1], deep_list()), "History move 1")
    refused(game, set_at(record, ["history", 0, 0], deep_list()), "History move 1")


def test_negative_counts_are_refused(game_and_record):
    game, state, record = game_and_record
    for part in ("state", "origin"):
        for key, value in record[part].items():
            path = first_leaf(value, [part, key])
            leaf = record
            for step in path:
                leaf = leaf[step]
            if type(leaf) is int and leaf >= 0 and key != "seed":
                refused(game, set_at(record, path, -1 - leaf - 1000))


@pytest.mark.parametrize("name, field, value, says", [
    ("fish_frenzy", ["hand", 2], -1, "The little fish in hand (player 3) in the saved position is -1: hands cannot be negative"),
    ("fish_frenzy", ["phase"], 99, "The part of the round in the saved position is 99: phase 99 is not a phase of Fish Frenzy"),
    ("fish_frenzy", ["perch", 0], 7, "The seagulls' boats (player 1) in the saved position is 7"),
    ("fish_frenzy", ["deck", 0], 28, "The draw pile (card 1) in the saved position is 28"),
    ("fish_eat_fish", ["hand", 1, 0], -1, "The Challenge Cards in hand (player 2, card kind 1) in the saved position is -1: Challenge Card counts cannot be negative"),
    ("fish_eat_fish", ["phase"], 99, "The part of the game in the saved position is 99: phase 99 is not a phase of Fish Eat Fish"),
    ("fish_eat_fish", ["stacks", 3], [0, 9], "The stacks on the board (circle 4, fish 2) in the saved position is 9"),
    ("fish_eat_fish", ["diagonals"], "wavy", "“wavy”, not a board"),
    ("fish_frenzy", ["challenge_cost"], "cheap", "The rules variant for challenges in the saved position is “cheap”: the challenge cost is read"),
    ("fish_frenzy", ["challenge_cost"], None, "The rules variant for challenges in the saved position is nothing (null)"),
    ("jumping_fish", ["hands", 1, 0], "L7", "The cards in hand (player 2, card 1) in the saved position is “L7”, not a card"),
    ("jumping_fish", ["pending"], [3, 0, 1, 2], "The push waiting for an answer (entry 1) in the saved position is 3: a push is kind 1"),
    ("jumping_fish", ["levels", 4, 0], 16, "The fish on the levels (level 5, player 1) in the saved position is 16: a player has 15 fish"),
    ("cats_in_the_barrel", ["levels", 4, 0], -1, "The fish on the levels (level 5, player 1) in the saved position is -1: fish counts cannot be negative"),
    ("cats_in_the_barrel", ["hands", 1], ["L3", "L9"], "The cards in hand (player 2) in the saved position must be a list of cards"),
    ("cats_in_the_barrel", ["phase"], 9, "The part of the turn in the saved position is 9"),
    ("fish_in_the_barrel", ["table"], [[0, 7, "CAT", 0]], "The cards on the table (card 1) in the saved position must name the player, the owner, a card of this game, and 0 (in play) or 1 (cancelled)"),
    ("fresh_fish", ["caught", 0], [1, 2], "The fish caught (player 1) in the saved position has 2 entries, not 5"),
    ("fishing_frenzy", ["limit"], 0, "The tournament limit in the saved position is 0"),
    ("fishing_frenzy", ["map_text"], "map:\n#D#\n", "The map in the saved position is not a map this edition can play"),
    ("fishing_frenzy", ["dice"], ["NN", 3], "The dice in the saved position must be empty, or a face of the white cube"),
    ("fishing_frenzy", ["pending", 0], ["teleport", 0], "The steps still to do (step 1) in the saved position must name a step of the game"),
    ("fishing_frenzy", ["decks", 0, 0], 99, "The Fish Card decks (deck 1, card 1) in the saved position is 99"),
    ("fishing_frenzy", ["perils"], [0] * 11, "the Peril deck does not hold each of the 11 cards once"),
])
def test_named_tampers_say_exactly_what_is_wrong(name, field, value, says):
    game = GAMES[name]
    record = saved(played(game, seed=5, moves=60))
    refused(game, set_at(record, ["state"] + field, value), says)


def test_an_edited_move_list_is_refused(game_and_record):
    game, state, record = game_and_record
    history = record["history"]
    refused(game, dict(record, history=history[:-1]), "does not reach the saved position")
    refused(game, dict(record, history=history[1:]))
    refused(game, dict(record, history=history[:40] + history[41:]))
    refused(game, dict(record, history=history + [history[-1]]))
    refused(game, dict(record, history=history[:10] + [history[12]] + history[11:]))
    refused(game, set_at(record, ["history", 50, 0], 9), "History move 51")
    refused(game, set_at(record, ["history", 50, 0], "0"), "History move 51", "seat")
    refused(game, set_at(record, ["history", 50, 1, 0], "Teleport"), "History move 51", "“Teleport”")
    refused(game, set_at(record, ["history", 50, 1], history[50][1] + [0]), "History move 51", "parts")
    refused(game, set_at(record, ["history", 50], history[50] + [1]), "History move 51")
    field = first_leaf(history[50][1][1:], [])
    leaf = history[50][1][1 + field[0]] if field else None
    if type(leaf) is int:
        refused(game, set_at(record, ["history", 50, 1, 1 + field[0]], leaf + 1000))
        refused(game, set_at(record, ["history", 50, 1, 1 + field[0]], float(leaf)), "whole number")


def test_a_history_that_does_not_reach_the_saved_state_is_refused(game_and_record):
    game, state, record = game_and_record
    other = saved(played(game, seed=99, moves=MID))
    refused(game, dict(record, state=other["state"]), "does not reach the saved position")
    refused(game, dict(record, origin=other["origin"]))


# ---- any single change anywhere ------------------------------------------------------------------------
def leaves(value, path=()):
    """Every path to a number or string in the record, and to every list and object."""
    found = [list(path)]
    if type(value) is dict:
        for k, v in value.items():
            found += leaves(v, path + (k,))
    elif type(value) is list:
        for i, v in enumerate(value):
            found += leaves(v, path + (i,))
    return found


RECORDS: dict = {}


def records(name):
    """A few saved games of each game (mid-game and finished), made once."""
    if name not in RECORDS:
        game = GAMES[name]
        RECORDS[name] = [saved(played(game, seed=s, moves=m, players=p)) for s, m, p in
                         ((1, 30, game.min_players), (2, 90, game.max_players), (3, None, game.min_players))]
    return RECORDS[name]


MUTATIONS = ("-1", "+1", "0", "big", "str", "float", "bool", "none", "deep", "delete", "list")


def mutate(record, path, how):
    """The record with one change at ``path``."""
    holder = record
    for step in path[:-1]:
        holder = holder[step]
    key = path[-1]
    old = holder[key]
    if how == "delete":
        holder.pop(key) if type(holder) is dict else holder.pop(key)
        return
    new = {"-1": -1, "+1": old + 1 if type(old) is int else 1, "0": 0, "big": 10**12, "str": "x", "float": 0.5,
           "bool": True, "none": None, "deep": deep_list(), "list": [old]}[how]
    holder[key] = new


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(derandomize=True, database=None, deadline=None, max_examples=sweep(300), phases=[Phase.generate],
          suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, 2), where=st.integers(0, 10**9), how=st.sampled_from(MUTATIONS))
def test_any_single_change_is_refused_or_still_plays_by_the_rules(name, which, where, how):
    game = GAMES[name]
    record = copy.deepcopy(records(name)[which])
    paths = [p for p in leaves(record) if p]
    path = paths[where % len(paths)]
    mutate(record, path, how)
    if how != "deep" and json.dumps(record) == json.dumps(records(name)[which]):
        return  # the change changed nothing (a -1 where there was a -1)
    try:
        state = game.from_json(record)
    except RecordError as err:
        assert str(err) and "\n" not in str(err)
        return
    assert path[0] not in ("state", "game") and how != "delete", f"{how} at {path} was accepted"
    assert not game.invariant_violations(state)
    assert saved(state)["state"] == record["state"]
    rng = np.random.default_rng(where)
    for _ in range(40):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            seat = state.current_players()[0]
            legal = state.legal_moves(seat)
            state.apply(legal[int(rng.integers(len(legal)))], seat)
        assert not game.invariant_violations(state)
