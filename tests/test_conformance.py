"""Every registered game, played thousands of times at random from seeds, keeps the protocol's promises."""
import json
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.core.protocol import IllegalMove
from fishtutor.games import GAMES

from .playing import sweep

GAMES_PER_RUN = sweep(2000)
DEEP_CHECK_EVERY = 23  # clone, JSON, illegal-move and candidate checks on every 23rd position


_WHOLE: dict = {}  # id -> outcome tuples already seen to sum to 1 (kept, so their ids are not reused)


def assert_whole(outcomes: tuple) -> None:
    """The chances of the outcomes add up to exactly 1. A table the engine hands out again and again (the 36
    rolls of the dice) is summed once, not at every roll: the same tuple cannot change."""
    if _WHOLE.get(id(outcomes)) is outcomes:
        return
    assert sum(p for _, p in outcomes) == 1
    if len(_WHOLE) > 512:  # fresh tuples (a deck's next card) seldom come back: forget them now and then
        _WHOLE.clear()
    _WHOLE[id(outcomes)] = outcomes


def choose(state, rng):
    """A random legal move for whoever acts (chance sometimes by its probabilities, else by its seed)."""
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert_whole(outcomes)
        assert state.sample_chance() in [m for m, _ in outcomes]
        if rng.random() < 0.2:
            weights = np.array([float(p) for _, p in outcomes])
            return outcomes[int(rng.choice(len(outcomes), p=weights))][0], None
        return state.sample_chance(), None
    seat = state.current_players()[int(rng.integers(len(state.current_players())))]
    moves = state.legal_moves(seat)
    assert moves, "a seat due to act must have a legal move"
    return moves[int(rng.integers(len(moves)))], seat


def deep_checks(game, state, move, seat, rng):
    """Clone and JSON round trips, legal moves = what check accepts, and illegal moves change nothing."""
    before = state.snapshot()
    twin = state.clone()
    twin.apply(move, seat)
    assert state.snapshot() == before, "playing on a clone changed the original"
    saved = json.loads(json.dumps(state.to_json()))
    restored = game.from_json(saved)
    assert restored.snapshot() == before and restored.history == state.history
    seats = [seat] if seat is not None else [None]
    candidates = game.candidate_moves(state)
    for who in seats:
        accepted = {m for m in candidates if state.check(m, who).ok}
        assert accepted == set(state.legal_moves(who))
    legal = set(state.legal_moves(seat))
    illegal = [m for m in candidates if m not in legal]
    if illegal:
        bad = illegal[int(rng.integers(len(illegal)))]
        verdict = state.check(bad, seat)
        assert not verdict.ok and verdict.rule in game.rules and verdict.reason
        with pytest.raises(IllegalMove):
            state.apply(bad, seat)
        assert state.snapshot() == before


def play_one(game, players, seed, options, rng, deep):
    """One seeded random game with every invariant checked after every move."""
    state = game.new_state(players, seed=seed, **options)
    step = 0
    while not state.is_terminal():
        move, seat = choose(state, rng)
        assert state.check(move, seat).ok
        if deep and step % DEEP_CHECK_EVERY == 0:
            deep_checks(game, state, move, seat, rng)
        state.apply(move, seat)
        assert not game.invariant_violations(state), game.invariant_violations(state)
        step += 1
    assert state.legal_moves() == () and not state.check(move, seat).ok
    scores, winners = state.scores(), state.winners()
    assert len(scores) == players and winners and set(winners) <= set(range(players))
    assert state.replay(len(state.history)).snapshot() == state.snapshot()
    return state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_keep_every_invariant(name):
    game = GAMES[name]
    rng = np.random.default_rng(20261130)
    counts = range(game.min_players, game.max_players + 1)
    for i in range(GAMES_PER_RUN):
        options = game.variants[i % len(game.variants)]
        play_one(game, counts[i % len(counts)], seed=i, options=options, rng=rng, deep=i % 10 == 0)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_seed_same_game(name):
    game = GAMES[name]
    runs = [play_one(game, game.max_players, 42, game.variants[-1], np.random.default_rng(1), False)
            for _ in range(2)]
    assert runs[0].history == runs[1].history and runs[0].snapshot() == runs[1].snapshot()


def test_chances_that_do_not_add_up_to_one_are_caught_even_after_a_whole_table():
    whole = ((0, Fraction(1, 2)), (1, Fraction(1, 2)))
    assert_whole(whole)
    assert_whole(whole)  # seen before: not summed again
    with pytest.raises(AssertionError):
        assert_whole(((0, Fraction(1, 2)), (1, Fraction(1, 3))))
