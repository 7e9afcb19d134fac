"""Every registered game, played thousands of times at random from seeds, keeps the protocol's promises."""
import json
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.core.protocol import UNEXPLAINED, IllegalMove
from fishtutor.games import GAMES

from tests.support.playing import QUICK, sweep
from tests.support.sampling import ending, move_kind, offered, overall, sweep_strata
from tests.support.sweep_coverage import EXPECTED, coarse, move_types

GAMES_PER_RUN = sweep(2000)  # at most; each stratum stops once its games stop reaching anything new
DEEP_CHECK_EVERY = 230  # clone, JSON, illegal-move and candidate checks: each kind of move once, and 1 in 230


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


def deep_checks(game, state, move, seat, rng) -> set:
    """Clone and JSON round trips, legal moves = what check accepts, every refusal names a rule of the game and says
    why in the game's own words (the generator decides, the game's explanation finds the rule), and illegal moves
    change nothing. Returns the rules that refused."""
    before = state.snapshot()
    twin = state.clone()
    twin.apply(move, seat)
    assert state.snapshot() == before, "playing on a clone changed the original"
    saved = json.loads(json.dumps(state.to_json()))
    restored = game.from_json(saved)
    assert restored.snapshot() == before and restored.history == state.history
    candidates = game.candidate_moves(state)
    legal = set(state.legal_moves(seat))
    verdicts = {m: state.check(m, seat) for m in candidates}
    assert {m for m, v in verdicts.items() if v.ok} == legal
    refused = {v.rule for v in verdicts.values() if not v.ok}
    assert refused <= set(game.rules) and all(v.reason for v in verdicts.values() if not v.ok)
    unexplained = [m for m, v in verdicts.items() if not v.ok and v.reason == UNEXPLAINED]
    assert not unexplained, f"the generator refuses these, but no rule of the game explains why: {unexplained[:3]}"
    illegal = [m for m in candidates if m not in legal]
    if illegal:
        bad = illegal[int(rng.integers(len(illegal)))]
        with pytest.raises(IllegalMove):
            state.apply(bad, seat)
        assert state.snapshot() == before
    return {("refused", rule) for rule in refused}


def play_one(game, players, seed, options, rng, deep_seen: set | None = None) -> tuple:
    """One seeded random game with every invariant checked after every move; deep checks at each kind of move
    not in ``deep_seen`` yet (then added) and at a random one in DEEP_CHECK_EVERY. Returns the final state and
    what the game reached: each kind of move with the kinds on offer, each kind after the one before it, the
    rules that refused, the ending."""
    state = game.new_state(players, seed=seed, **options)
    reached, last = set(), None
    deep_seen = set() if deep_seen is None else deep_seen
    while not state.is_terminal():
        move, seat = choose(state, rng)
        assert state.check(move, seat).ok
        kind = move_kind(state, move)
        reached |= {("move", *kind, offered(state, seat)), ("after", last, kind)}
        if kind not in deep_seen or rng.random() * DEEP_CHECK_EVERY < 1:
            deep_seen.add(kind)
            reached |= deep_checks(game, state, move, seat, rng)
        state.apply(move, seat)
        assert not game.invariant_violations(state), game.invariant_violations(state)
        last = kind
    assert state.legal_moves() == () and not state.check(move, seat).ok
    scores, winners = state.scores(), state.winners()
    assert len(scores) == players and winners and set(winners) <= set(range(players))
    assert state.replay(len(state.history)).snapshot() == state.snapshot()
    return state, reached | {ending(state)}


def sweep_game(game) -> tuple[set, int]:
    """The stratified sweep: each (player count, variant) plays seeded games until their reach stops growing;
    each stratum deep-checks every kind of move it meets once, and a random few more."""
    deep: dict = {}

    def play(players, options, seed):
        seen = deep.setdefault((players, tuple(sorted(options.items()))), set())
        return play_one(game, players, seed, options, np.random.default_rng([20261130, seed]), seen)[1]

    return sweep_strata(game, GAMES_PER_RUN, play)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_keep_every_invariant(name):
    game = GAMES[name]
    reached, played = sweep_game(game)
    found = coarse(overall(reached))
    missing = move_types(EXPECTED[name]) - move_types(found) if QUICK else EXPECTED[name] - found
    assert not missing, f"{played} games never reached {sorted(missing, key=str)}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_seed_same_game(name):
    game = GAMES[name]
    runs = [play_one(game, game.max_players, 42, game.variants[-1], np.random.default_rng(1))[0]
            for _ in range(2)]
    assert runs[0].history == runs[1].history and runs[0].snapshot() == runs[1].snapshot()


def test_chances_that_do_not_add_up_to_one_are_caught_even_after_a_whole_table():
    whole = ((0, Fraction(1, 2)), (1, Fraction(1, 2)))
    assert_whole(whole)
    assert_whole(whole)  # seen before: not summed again
    with pytest.raises(AssertionError):
        assert_whole(((0, Fraction(1, 2)), (1, Fraction(1, 3))))
