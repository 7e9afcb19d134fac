"""A record is input all the way down, for every game: a forged record that adds up (its origin set to its state,
no history, a value nudged by one) is refused with one short RecordError or plays by the rules to the end; a
record handed out is a copy; refusals of huge, long or broken input are short, on one line, and never a bare
error (check, apply and from_json alike)."""
import copy
import json

import numpy as np
import pytest

from fishtutor.core.protocol import IllegalMove, RecordError, move_fields
from fishtutor.core.records import LONGEST_REASON
from fishtutor.games import GAMES
from fishtutor.tutor.saving import RecordError as FileError
from fishtutor.tutor.saving import read_record

from tests.support.playing import random_step

HUGE = 10**5000  # more digits than Python turns into text
LONG = "x" * 100_000
FIVE_MB = "y" * 5_000_000


def played(game, seed: int, moves: int, players: int | None = None):
    """A seeded random game after ``moves`` moves (or at its end)."""
    rng = np.random.default_rng(seed)
    state = game.new_state(players or game.max_players, seed=seed, **game.variants[seed % len(game.variants)])
    while not state.is_terminal() and len(state.history) < moves:
        random_step(state, rng)
    return state


def saved(state) -> dict:
    """The record as it comes back from a JSON file."""
    return json.loads(json.dumps(state.to_json()))


def set_up_where_it_stands(record: dict) -> dict:
    """The forgery: the saved position given as where the game started, with no moves since."""
    return dict(record, origin=copy.deepcopy(record["state"]), history=[])


def short_refusal(game, record) -> str:
    """The record is refused with one RecordError, short and on one line."""
    with pytest.raises(RecordError) as err:
        game.from_json(record)
    message = str(err.value)
    assert message and "\n" not in message and len(message) <= LONGEST_REASON, message[:400]
    return message


def play_out(game, state, seed: int) -> None:
    """Random legal moves to the end: no exception, the invariants holding after every move."""
    rng = np.random.default_rng(seed)
    for _ in range(5000):
        if state.is_terminal():
            return
        random_step(state, rng)
        assert not game.invariant_violations(state)
    raise AssertionError("the game did not end")


def positions(name):
    """Saved games of one game at several points (the start, early, mid-game, late, the end)."""
    game = GAMES[name]
    return [saved(played(game, seed, moves, players)) for seed, moves, players in
            ((1, 0, game.min_players), (2, 5, None), (3, 40, game.min_players), (4, 120, None), (5, 10**6, None))]


# ---- a game set up where it stands ------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_position_given_as_its_own_start_is_refused_unless_it_is_a_fresh_deal(name):
    game = GAMES[name]
    for record in positions(name):
        forged = set_up_where_it_stands(record)
        if not record["history"]:  # a game not yet begun is a fresh deal: it loads and plays
            play_out(game, game.from_json(forged), 0)
            continue
        assert short_refusal(game, forged).startswith("The starting position is not ")


def nudges(record: dict):
    """Every number of the saved position moved by one (up and down), one at a time."""
    def walk(value, path):
        if type(value) is int:
            yield path
        elif type(value) is list:
            for i, inner in enumerate(value):
                yield from walk(inner, path + [i])
    for key, value in record["state"].items():
        for path in walk(value, [key]):
            for step in (-1, 1):
                yield path, step


def nudged(record: dict, path: list, step: int) -> dict:
    """The forgery with one number of the position moved by ``step``, in its state and its origin alike."""
    forged = set_up_where_it_stands(record)
    for part in ("state", "origin"):
        holder = forged[part]
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] += step
    return forged


@pytest.mark.parametrize("name", sorted(GAMES))
def test_forged_records_that_add_up_are_refused_or_play_to_the_end(name):
    """Origin = state, no history, one number moved by one: a RecordError, or a game the rules play out."""
    game = GAMES[name]
    rng = np.random.default_rng(17)
    loaded = 0
    for record in positions(name):
        found = list(nudges(record))
        for i in rng.permutation(len(found))[:60]:
            path, step = found[int(i)]
            forged = nudged(record, path, step)
            try:
                state = game.from_json(forged)
            except RecordError as err:
                assert "\n" not in str(err) and len(str(err)) <= LONGEST_REASON
                continue
            loaded += 1
            assert not record["history"], f"{path} {step:+} of a game under way was accepted"
            play_out(game, state, int(i))
    assert loaded < 400


def with_field(record: dict, **fields) -> dict:
    """The forgery with some fields of the position set, in its state and its origin alike."""
    forged = set_up_where_it_stands(record)
    for part in ("state", "origin"):
        forged[part].update(copy.deepcopy(fields))
    return forged


def first(name: str, found, seed: int = 0):
    """The first position of a seeded random game of ``name`` at which ``found(state)`` holds."""
    game = GAMES[name]
    rng = np.random.default_rng(seed)
    state = game.new_state(game.max_players, seed=seed, **game.variants[-1])
    while not found(state):
        random_step(state, rng)
    return game, saved(state)


def test_the_forgeries_of_the_issue_are_each_refused():
    """A Cat queue past the table, a sail with no dice, a deal from an empty deck, a game over mid-battle."""
    game, record = first("cats_in_the_barrel", lambda s: s.phase == 1)  # the Cats act
    refused = short_refusal(game, with_field(record, cat_queue=[len(record["state"]["table"])]))
    assert "starting position" in refused
    game, record = first("fishing_frenzy", lambda s: s.pending and s.pending[0][0] == "sail")
    assert "starting position" in short_refusal(game, with_field(record, dice=[]))
    game, record = first("fish_frenzy", lambda s: s.phase == 3 and s.deck)  # dealing
    state = record["state"]
    assert "starting position" in short_refusal(game, with_field(
        record, deck=[], deck_counts=[0] * len(state["deck_counts"]), discard=state["discard"] + state["deck"]))
    game, record = first("fish_eat_fish", lambda s: s.phase == 2)  # choosing Challenge Cards
    short_refusal(game, with_field(record, phase=3))
    short_refusal(game, with_field(record, phase=3, duel=[], line=[]))


def test_opening_a_forged_file_says_why_and_does_not_crash():
    game, record = first("cats_in_the_barrel", lambda s: s.phase == 1)
    forged = with_field(record, cat_queue=[len(record["state"]["table"])])
    with pytest.raises(FileError, match="That saved game cannot be opened: The starting position is not how"):
        read_record(game, json.dumps(forged).encode())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_start_is_checked_as_a_new_game_is(name):
    """Seats, ages, options out of what a new game takes are refused in words (not a bare error)."""
    game = GAMES[name]
    record = saved(played(game, 6, 0))
    for key, value in record["origin"].items():
        if type(value) is int and key not in ("n",):
            for wrong in (value - 1, value + 1, value + 7):
                bad = copy.deepcopy(record)
                bad["origin"][key] = bad["state"][key] = wrong
                try:
                    play_out(game, game.from_json(bad), 1)
                except RecordError as err:
                    assert "\n" not in str(err) and len(str(err)) <= LONGEST_REASON


# ---- a record handed out is a copy ---------------------------------------------------------------------------
def vandalise(value) -> None:
    """Every list in the record emptied and refilled with junk, every entry of every object replaced."""
    if type(value) is dict:
        for key in list(value):
            vandalise(value[key])
            value[key] = "junk" if type(value[key]) is not list else value[key]
    elif type(value) is list:
        for inner in value:
            vandalise(inner)
        value[:] = ["junk", -1]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_editing_a_handed_out_record_changes_nothing(name):
    game = GAMES[name]
    state = played(game, 7, 30)
    twin = state.clone()
    before, start = saved(state), state.start().snapshot()
    vandalise(state.to_json())
    vandalise(twin.to_json())
    assert saved(state) == before and saved(twin) == before and state.start().snapshot() == start
    record = saved(state)
    restored = game.from_json(record)
    vandalise(record)
    assert saved(restored) == before and restored.start().snapshot() == start


# ---- refusals are short and safe -------------------------------------------------------------------------------
def blank_moves(game) -> list:
    """Each kind of move of the game, made without its fields (``object.__new__``)."""
    return [object.__new__(kind) for kind in game.state_class.MOVE_TYPES.values()]


def stretched(game, state) -> list:
    """Moves of the right kinds with a 100,000-letter word, a word with a line break, or a 5,000-digit number."""
    out = []
    for kind in game.state_class.MOVE_TYPES.values():
        spec = move_fields(kind)
        plain = [{int: 1, str: "L1", bool: False}[t] for _, t in spec]
        for i, (_, wanted) in enumerate(spec):
            for wrong in {int: (HUGE, -HUGE, 2**63), str: (LONG, "A\n1", "B2\r"), bool: ()}[wanted]:
                out.append(kind(*plain[:i], wrong, *plain[i + 1:]))
    return out


def short_verdict(state, move, seat) -> None:
    """``check`` refuses with a short sentence on one line; ``apply`` raises IllegalMove and changes nothing."""
    before = state.snapshot()
    verdict = state.check(move, seat)
    assert not verdict.ok and verdict.reason and "\n" not in verdict.reason and len(verdict.reason) <= 1000, \
        verdict.reason[:300]
    with pytest.raises(IllegalMove):
        state.apply(move, seat)
    assert state.snapshot() == before


@pytest.mark.parametrize("name", sorted(GAMES))
def test_huge_long_and_broken_moves_and_seats_get_a_short_refusal(name):
    game = GAMES[name]
    for moves in (0, 25):
        state = played(game, 8, moves)
        seats = state.current_players()
        seat = seats[0] if len(seats) == 1 else None
        for move in blank_moves(game) + stretched(game, state):
            short_verdict(state, move, seat)
        legal = state.legal_moves(seats[0])
        for bad_seat in (HUGE, -HUGE, 2**70):
            short_verdict(state, legal[0], bad_seat)
            assert state.legal_moves(bad_seat) == ()


def test_a_square_name_with_a_line_break_is_refused_in_one_line():
    game = GAMES["fishing_frenzy"]
    state = played(game, 9, 0)
    kinds = game.state_class.MOVE_TYPES
    for move in (kinds["Drift"]("A\n1"), kinds["Sail"]("N", "", 1, "", "C3\nC4")):
        verdict = state.check(move)
        assert not verdict.ok and "\n" not in verdict.reason and "line break" in verdict.reason


def moves_with_words(record: dict) -> list[tuple[int, int]]:
    """(move, part) of each word among the parts of the history's moves."""
    return [(i, j) for i, (_, move) in enumerate(record["history"]) for j, part in enumerate(move) if
            j and type(part) is str]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_huge_and_long_values_in_a_record_get_a_short_refusal(name):
    game = GAMES[name]
    record = saved(played(game, 10, 30))
    bad = []
    for i, j in moves_with_words(record)[:3]:
        for wrong in (FIVE_MB, "A\n1"):
            forged = copy.deepcopy(record)
            forged["history"][i][1][j] = wrong
            bad.append(forged)
    for i, (_, move) in enumerate(record["history"][:5]):
        bad.append(json.loads(json.dumps(record)))
        bad[-1]["history"][i][0] = HUGE
        bad.append(json.loads(json.dumps(record)))
        bad[-1]["history"][i][1][0] = FIVE_MB
        if len(move) > 1 and type(move[1]) is int:
            bad.append(json.loads(json.dumps(record)))
            bad[-1]["history"][i][1][1] = HUGE
    for part in ("state", "origin"):
        for key, value in record[part].items():
            for wrong in (HUGE, -HUGE, FIVE_MB, LONG, [HUGE], [LONG], "A\nB"):
                forged = copy.deepcopy(record)
                forged[part][key] = wrong
                bad.append(forged)
        forged = copy.deepcopy(record)
        forged[part][LONG] = 1
        bad.append(forged)
    bad += [dict(record, game=FIVE_MB), dict(record, history=FIVE_MB), dict(record, **{FIVE_MB: 1})]
    for forged in bad:
        short_refusal(game, forged)


def test_opening_a_file_of_another_game_with_a_broken_name_says_so_in_one_short_line():
    game = GAMES["fish_frenzy"]
    for name in ("chess\nand more", FIVE_MB, HUGE, ["fish_frenzy"]):
        raw = json.dumps({"game": name}) if type(name) is not int else '{"game": 1' + "0" * 5000 + "}"
        with pytest.raises(FileError) as err:
            read_record(game, raw)
        said = str(err.value)  # a 5,000-digit number is not even read as JSON
        assert "\n" not in said and len(said) < 200 and ("Fish Frenzy" in said or type(name) is int), said
