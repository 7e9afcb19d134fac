"""Hidden information stays sealed, for every registered game: what a seat cannot see never reaches its
observation, its bot's view, its bot's decision, or a determinized copy (record, origin and history included)."""
import json

import numpy as np
import pytest

from fishtutor.bots import GreedyBot, RandomBot, SeatView
from fishtutor.core.protocol import RecordError, State
from fishtutor.games import GAMES

from tests.support.playing import random_step

GAMES_PER_VARIANT = 3
SAMPLE_EVERY = 5  # keep every 5th position of each seeded game


def positions(game, rng):
    """Positions of seeded random games (chance by its seed), each a state of its own, the game not over."""
    found = []
    counts = range(game.min_players, game.max_players + 1)
    for i in range(GAMES_PER_VARIANT * len(game.variants)):
        state = game.new_state(counts[i % len(counts)], seed=100 + i, **game.variants[i % len(game.variants)])
        step = 0
        while not state.is_terminal():
            if step % SAMPLE_EVERY == 0:
                found.append(state.clone())
            random_step(state, rng)
            step += 1
    return found


def hidden_twins(game, rng):
    """Pairs (a, b, seat) of positions that differ only in what ``seat`` cannot see: a position beside a copy
    with its hidden parts dealt afresh, and a position beside its sibling whose last move was another seat's,
    made differently, where ``seat`` sees no difference (a face-down card chosen otherwise)."""
    pairs = []
    for state in positions(game, rng):
        seat = int(rng.integers(state.num_players()))
        pairs.append((state, state.determinize(seat, np.random.default_rng(int(rng.integers(1 << 30)))), seat))
        pairs += siblings(state, rng)
    return pairs


def siblings(state, rng):
    """The position after the same game with its last move made otherwise, for each seat that cannot tell."""
    if not state.history:
        return []
    who, last = state.history[-1]
    parent = state.replay(len(state.history) - 1)
    others = [m for m in parent.legal_moves(who) if m != last]
    if not others:
        return []
    twin = parent.clone()
    twin.apply(others[int(rng.integers(len(others)))], who)
    return [(state, twin, seat) for seat in range(state.num_players())
            if seat != who and twin.observation(seat) == state.observation(seat)]


def acting(state, seat) -> bool:
    """The seat is due to choose a move now (so a bot would be asked)."""
    return not state.is_chance_node() and seat in state.current_players()


def record(state) -> str:
    """A determinized copy serialised the way it would be saved."""
    return json.dumps(state.to_json(), sort_keys=True)


@pytest.fixture(scope="module", params=sorted(GAMES))
def twins(request):
    game = GAMES[request.param]
    return game, hidden_twins(game, np.random.default_rng(sum(map(ord, game.name))))


def test_twins_really_differ_in_hidden_parts(twins):
    game, pairs = twins
    assert len(pairs) > 50
    differ = [a for a, b, _ in pairs if a.snapshot() != b.snapshot()]
    if SECRETS[game.name] is None:  # a game with nothing hidden: a seat's copy is the position itself
        assert not differ, "a game that hides nothing must not change anything in a seat's copy"
        return
    assert len(differ) > len(pairs) // 4, "the twins must hide something different for the test to mean anything"


def test_equal_observations(twins):
    game, pairs = twins
    for a, b, seat in pairs:
        assert a.observation(seat) == b.observation(seat)


def test_equal_determinized_copies_from_equal_rngs(twins):
    game, pairs = twins
    for i, (a, b, seat) in enumerate(pairs):
        one, two = (s.determinize(seat, np.random.default_rng(i)) for s in (a, b))
        assert record(one) == record(two), f"pair {i}: a determinized copy depends on what seat {seat} cannot see"
        assert one.observation(seat) == a.observation(seat)
        assert not game.invariant_violations(one), game.invariant_violations(one)


def test_equal_views_and_equal_bot_decisions(twins):
    game, pairs = twins
    asked = 0
    for i, (a, b, seat) in enumerate(pairs):
        if not acting(a, seat):
            continue
        asked += 1
        views = [SeatView(s, seat, np.random.default_rng(i)) for s in (a, b)]
        assert json.dumps(views[0].to_json(), sort_keys=True) == json.dumps(views[1].to_json(), sort_keys=True)
        for bot in (GreedyBot, RandomBot):
            picks = [bot(seed=i).choose(SeatView(s, seat, np.random.default_rng(i))) for s in (a, b)]
            assert picks[0] == picks[1] and picks[0] in a.legal_moves(seat)
    assert asked > 10


def test_a_determinized_copy_is_a_game_of_its_own(twins):
    """Its record starts where it stands: no history and no origin carried over from the true game. Such a
    record is not opened as a saved game (its start is no fresh deal the rules could play from), unless the
    copy was made before anything was played."""
    game, pairs = twins
    for a, _, seat in pairs[:40]:
        copy = a.determinize(seat, np.random.default_rng(0))
        assert copy.history == [] and copy.origin == copy.snapshot()
        assert copy.replay(0).snapshot() == copy.snapshot() and copy.log() == []
        try:
            restored = game.from_json(json.loads(record(copy)))
        except RecordError as err:
            assert a.history and str(err).startswith("The starting position is not ")
        else:
            assert restored.snapshot() == copy.snapshot()


# ---- what each game hides, to look for in serialised copies --------------------------------------------
def _fish_frenzy_secrets(state, seat) -> list[str]:
    """The order of the next cards off the Draw Deck (dealt from the end of the list)."""
    return [json.dumps(state.deck[-12:])[1:-1]] if len(state.deck) >= 12 else []


def _fish_eat_fish_secrets(state, seat) -> list[str]:
    """Another player's Challenge Card choices, kept in the history of moves."""
    return [json.dumps([s, ["ChooseCard", m.card]]) for s, m in state.history
            if s != seat and type(m).__name__ == "ChooseCard"]


def _barrel_secrets(state, seat) -> list[str]:
    """Another player's face-down card, kept in the history of moves until the reveal."""
    return [json.dumps([s, ["Pick", m.card, m.both]]) for s, m in state.history
            if s != seat and type(m).__name__ == "Pick"]


def _fishing_frenzy_secrets(state, seat) -> list[str]:
    """The order of every Fish Card deck, and of the Peril deck while no Peril has been drawn."""
    return [json.dumps(state.decks)] + ([json.dumps(state.perils)] if not state.perils_known else [])


SECRETS = {"fish_frenzy": _fish_frenzy_secrets, "fish_eat_fish": _fish_eat_fish_secrets,
           "cats_in_the_barrel": _barrel_secrets, "fresh_fish": _barrel_secrets,
           "fish_in_the_barrel": _barrel_secrets,
           "jumping_fish": None,  # None: nothing is hidden (every card is played face up, all taken back each round)
           "fishing_frenzy": _fishing_frenzy_secrets}


def test_every_game_says_what_it_hides():
    assert set(SECRETS) == set(GAMES), "declare in SECRETS what a seat of each new game cannot see"


def test_no_serialised_copy_or_view_holds_a_secret(twins):
    game, pairs = twins
    looked = 0
    if SECRETS[game.name] is None:  # nothing hidden: every seat's copy and view hold the whole position
        for i, (a, _, seat) in enumerate(pairs[:40]):
            assert a.determinize(seat, np.random.default_rng(i)).snapshot() == a.snapshot()
            assert a.observation(seat) == a.observation((seat + 1) % a.num_players()) | {"seat": seat}
        return
    for i, (a, _, seat) in enumerate(pairs):
        secrets = SECRETS[game.name](a, seat)
        if not secrets:
            continue
        looked += 1
        texts = [record(a.determinize(seat, np.random.default_rng(i)))]
        if acting(a, seat):
            texts.append(json.dumps(SeatView(a, seat, np.random.default_rng(i)).to_json()))
        for text in texts:
            for secret in secrets:
                assert secret not in text, f"pair {i}: seat {seat} can read {secret}"
    assert looked > 10


HIDDEN_MOVES = {"fish_eat_fish", "cats_in_the_barrel", "fresh_fish", "fish_in_the_barrel", "fishing_frenzy"}


def test_no_line_of_the_log_tells_a_seat_what_it_cannot_see(twins):
    """Two games alike but for one move another seat made unseen read alike to this seat, and to everyone."""
    game, pairs = twins
    compared = 0
    for a, b, seat in pairs:
        if not b.history or len(a.history) != len(b.history) or a.history[:-1] != b.history[:-1]:
            continue  # a determinized copy: a game of its own (no history)
        if a.snapshot() == b.snapshot():
            continue  # two open moves to the same place (a boat grounded from either side): nothing is hidden
        (who, mine), (_, theirs) = a.history[-1], b.history[-1]
        parent = a.replay(len(a.history) - 1)
        assert parent.describe(mine, who, seat) == parent.describe(theirs, who, seat), (seat, mine, theirs)
        assert parent.describe(mine, who) == parent.describe(theirs, who)
        compared += 1
    assert compared > 0 or game.name not in HIDDEN_MOVES


ATOMS = (int, float, str, bytes, bool, type(None))


def _mutable_parts(obj, seen: dict, known: dict | None = None) -> dict:
    """Every list, dict, set and State reachable from ``obj``, by id (numbers, strings, moves skipped), not
    walking into the parts in ``known`` (tables every position shares, already walked). Each part is walked once,
    tuples and moves too, and numbers and words are not stacked at all."""
    known = known or {}
    walked: set = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if id(item) in walked or id(item) in known:
            continue
        walked.add(id(item))
        if isinstance(item, dict):
            seen[id(item)] = item
            stack += [part for pair in item.items() for part in pair if type(part) not in ATOMS]
        elif isinstance(item, (list, tuple, set, frozenset)):
            if isinstance(item, (list, set)):
                seen[id(item)] = item
            stack += [part for part in item if type(part) not in ATOMS]
        elif isinstance(item, State):
            seen[id(item)] = item
            stack.append(vars(item))
        elif hasattr(item, "__dict__") and not isinstance(item, type):
            stack.append(vars(item))
    return seen


def test_a_view_holds_no_reference_to_the_true_state(twins):
    game, pairs = twins
    checked = 0
    rules_data: dict = {}  # tables every position shares (the board's), walked once and kept (ids stay taken)
    for i, (a, _, seat) in enumerate(pairs[:: max(1, len(pairs) // 60)][:60]):  # spread over every game
        if not acting(a, seat):
            continue
        checked += 1
        view = SeatView(a, seat, np.random.default_rng(i))
        rules_data.update(_mutable_parts(type(a).from_snapshot(a.snapshot()), {}, rules_data))
        # A part reached only through shared tables is itself in them, so pruning the walks there loses nothing.
        shared = set(_mutable_parts(a, {}, rules_data)) & set(_mutable_parts(view, {}, rules_data))
        assert not shared, f"the view of seat {seat} reaches {len(shared)} parts of the true state"
    assert checked > 3
