"""The engine's promise under any input, for every registered game: a move or seat of the wrong type or range
gets a refusing Verdict (a rule and one sentence), ``apply`` raises IllegalMove and changes nothing, and the
invariants hold after every move. Seeded random games of every player count and variant mix legal moves with
junk until what they meet stops growing."""
import numpy as np
import pytest

from fishtutor.core.protocol import CHANCE, IllegalMove, move_fields
from fishtutor.games import GAMES

from tests.support.playing import legal_step, sweep
from tests.support.sampling import position_kind, sweep_strata

WRONG_VALUES = (1.0, True, False, np.int64(0), np.int32(1), np.float64(2.0), "0", "", None, [], (), {},
                b"1", 1 + 0j, float("nan"), object())
WRONG_SEATS = (6, -7, 99, -2, "0", True, False, 1.0, np.int64(0), np.int8(1), [0], object(), 10**5000, -2**70)
STRETCHED = {int: (10**5000, -10**5000, 2**63, -2**63), str: ("x" * 100_000, "A\n1", "B2\r", "\x00"), bool: ()}
OTHER_SAMPLE = 30  # moves of the other games tried as junk


_OTHERS: dict = {}


def other_games_moves(game) -> list:
    """A sample of every other registered game's moves (all of the right shape for their own game)."""
    if game.name in _OTHERS:
        return _OTHERS[game.name]
    moves = _OTHERS[game.name] = []
    for other in GAMES.values():  # games sharing one engine's move records (the Fishy barrel games) are not foreign
        if other is not game and other.state_class.MOVE_TYPES is not game.state_class.MOVE_TYPES:
            state = other.new_state(other.max_players, seed=0, **other.variants[-1])
            found = other.candidate_moves(state)
            moves += found[:: max(1, len(found) // OTHER_SAMPLE)]
    return moves


def mistyped(move) -> list:
    """The move with each field in turn given a value of the wrong type (1.0, True, numpy ints, strings...)."""
    kind, spec = type(move), move_fields(type(move))
    values = [getattr(move, name) for name, _ in spec]
    out = []
    for i, (_, wanted) in enumerate(spec):
        for wrong in WRONG_VALUES + (1, "1"):
            if type(wrong) is not wanted:
                out.append(kind(*values[:i], wrong, *values[i + 1:]))
    return out


def stretched(move) -> list:
    """The move with each field in turn a value of the right type that no move has: a number of 5,000 digits or
    past 2**63, a word of 100,000 letters or with a line break; and the move made without any fields."""
    kind, spec = type(move), move_fields(type(move))
    values = [getattr(move, name) for name, _ in spec]
    return [kind(*values[:i], wrong, *values[i + 1:]) for i, (_, wanted) in enumerate(spec)
            for wrong in STRETCHED[wanted]] + [object.__new__(kind)]


def junk(game, state, rng, others) -> list:
    """Inputs the engine must refuse here: wrong types, other games' moves, mistyped or illegal moves of this
    game, and legal moves with a wrong seat."""
    return [item(game, state, rng, others) for item in _KINDS]


def _pick(game, state, rng):
    """A move of the right shape (a legal one if there is any), the seats to act and the seat to name."""
    seats = state.current_players()
    legal = [m for s in seats for m in state.legal_moves(s)]
    shaped = legal or game.candidate_moves(state)
    return shaped[int(rng.integers(len(shaped)))], seats, (seats[0] if len(seats) == 1 else None)


def _wrong_value(game, state, rng, others):
    """Not a move at all: 1.0, True, a numpy integer, a string, None..."""
    return WRONG_VALUES[int(rng.integers(len(WRONG_VALUES)))], _pick(game, state, rng)[2]


def _other_game(game, state, rng, others):
    """A move of another game."""
    return others[int(rng.integers(len(others)))], _pick(game, state, rng)[2]


def _mistyped(game, state, rng, others):
    """A move of this game with a field of the wrong type."""
    move, _, seat = _pick(game, state, rng)
    bad = mistyped(move)
    return bad[int(rng.integers(len(bad)))], seat


def _stretched(game, state, rng, others):
    """A move of this game with a number far too large, a word far too long or broken, or no fields at all."""
    move, _, seat = _pick(game, state, rng)
    bad = stretched(move)
    return bad[int(rng.integers(len(bad)))], seat


def _illegal(game, state, rng, others):
    """A move of the right shape that the rules refuse here (or, if none is found, a wrong seat)."""
    move, seats, seat = _pick(game, state, rng)
    first = seats[0] if seats else None
    candidates = game.candidate_moves(state)
    for i in rng.integers(len(candidates), size=20):
        if not state.check(candidates[int(i)], first).ok:
            return candidates[int(i)], first
    return _wrong_seat(game, state, rng, others)


def _wrong_seat(game, state, rng, others):
    """A move of the right shape by a seat that is no seat (5, -7, "0", True, 1.0, a numpy integer), by chance
    when players act, by nobody when several choose at once, or by a seat that is not due to act."""
    move, seats, _ = _pick(game, state, rng)
    bad = list(WRONG_SEATS) + [s for s in range(state.num_players()) if s not in seats]
    if seats and CHANCE not in seats:
        bad.append(CHANCE)
    if len(seats) > 1:
        bad.append(None)
    return move, bad[int(rng.integers(len(bad)))]


_KINDS = (_wrong_value, _other_game, _mistyped, _stretched, _illegal, _wrong_seat)


def refusal(game, state, move, seat) -> str:
    """Refused by ``check`` with a rule and one sentence; ``apply`` raises IllegalMove with that verdict and
    records no move. Returns the rule."""
    moves = len(state.history)
    verdict = state.check(move, seat)
    assert not verdict.ok, (move, seat)
    assert verdict.rule in game.rules, verdict
    assert verdict.reason and "\n" not in verdict.reason and verdict.reason.rstrip().endswith((".", "!", "?"))
    assert len(verdict.reason) <= 1000, verdict.reason[:300]  # input is quoted cut short
    with pytest.raises(IllegalMove) as err:
        state.apply(move, seat)
    assert err.value.verdict == verdict
    assert len(state.history) == moves, f"{move!r} by {seat!r} was recorded as a move"
    return verdict.rule


def assert_refused(game, state, move, seat) -> None:
    """Refused with a rule and one sentence, and the state unchanged."""
    before = state.snapshot()
    refusal(game, state, move, seat)
    assert state.snapshot() == before, f"{move!r} by {seat!r} changed the state"


def junk_burst(game, state, rng, others, reached: set) -> int:
    """Three junk inputs of kinds chosen at random, each refused, the state unchanged after them (one snapshot
    each side of the burst); what was refused where goes into ``reached``."""
    before, tried = state.snapshot(), []
    for _ in range(3):
        kind = _KINDS[int(rng.integers(len(_KINDS)))]
        move, seat = kind(game, state, rng, others)
        tried.append((move, seat))
        rule = refusal(game, state, move, seat)
        reached.add((*position_kind(state), kind.__name__, rule))
    assert state.snapshot() == before, f"one of {tried!r} changed the state"
    return len(tried)


def play_with_junk(game, players: int, seed: int, junk_every: int, options: dict) -> tuple[int, set]:
    """One seeded game; every few moves a few junk inputs, each refused, the state unchanged; invariants
    after every move; after the end, more junk. Returns how many junk inputs were refused, and what (the kind
    of position, the kind of junk, the rule refusing it)."""
    rng = np.random.default_rng(seed)
    others = other_games_moves(game)
    state = game.new_state(players, seed=seed, **options)
    refused = steps = 0
    reached: set = set()
    while True:
        if steps % junk_every == 0 or state.is_terminal():
            refused += junk_burst(game, state, rng, others, reached)
        if state.is_terminal():
            return refused, reached
        move, seat = legal_step(state, rng)
        state.apply(move, seat)
        steps += 1
        assert not game.invariant_violations(state), game.invariant_violations(state)


JUNK_GAMES = sweep(300)  # at most; each (player count, variant) stops once its junk stops meeting anything new


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_mixed_with_junk_refuse_it_all_and_change_nothing(name):
    """Seeded games of every player count and variant, junk every 1 to 12 moves, until the kinds of position,
    junk and refusal they meet stop growing; every kind of junk was refused at every kind of position met."""
    game = GAMES[name]

    def play(players, options, seed):
        refused, reached = play_with_junk(game, players, seed, 1 + seed * 7 % 12, options)
        assert refused > 0
        return reached

    reached, played = sweep_strata(game, JUNK_GAMES, play, least=4, patience=10)
    met = {(actor, kind) for _, _, actor, kind, _ in reached}
    wanted = {(actor, kind.__name__) for actor, _ in met for kind in _KINDS}
    assert not wanted - met, f"{played} games never tried {sorted(wanted - met)}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_listed_junk_is_refused_at_every_kind_of_position(name):
    """1.0, True, numpy integers, strings, None, other games' moves, seats 5, -7, "0", True: all refused."""
    game = GAMES[name]
    rng = np.random.default_rng(7)
    others = other_games_moves(game)
    state = game.new_state(game.max_players, seed=3, **game.variants[-1])
    kinds = set()
    while True:
        kinds.add("chance" if state.is_chance_node() else "over" if state.is_terminal()
                  else "together" if len(state.current_players()) > 1 else "turn")
        for value in WRONG_VALUES:
            assert_refused(game, state, value, _pick(game, state, rng)[2])
        for move, seat in junk(game, state, rng, others):
            assert_refused(game, state, move, seat)
        move, seats, seat = _pick(game, state, rng)
        for bad in WRONG_SEATS:
            assert_refused(game, state, move, bad)
        for bad in mistyped(move) + stretched(move):
            assert_refused(game, state, bad, seat)
        if state.is_terminal():
            break
        for _ in range(int(rng.integers(1, 15))):
            if not state.is_terminal():
                state.apply(*legal_step(state, rng))
    assert "over" in kinds and kinds & {"turn", "together"}  # some games (Fresh Fish) only choose together


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_legal_move_with_a_seat_of_the_wrong_type_is_refused_even_straight_from_legal_moves(name):
    game = GAMES[name]
    state = game.new_state(game.max_players, seed=1)
    while state.is_chance_node():
        state.apply(state.sample_chance())
    seat = state.current_players()[0]
    move = state.legal_moves(seat)[0]
    for bad in (True if seat == 1 else False if seat == 0 else np.int64(seat), float(seat), np.int64(seat), str(seat)):
        assert_refused(game, state, move, bad)
        assert state.legal_moves(bad) == ()
    state.apply(move, seat)
    assert state.history[-1] == (seat, move) and type(state.history[-1][0]) is int
