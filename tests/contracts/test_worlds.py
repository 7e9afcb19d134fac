"""Worlds consistent with what a seat knows, for every registered game: a determinized copy is a world that can
be (the seat sees the same table, has the same moves, and every card it saw played, revealed, passed or
counted is where it saw it), its hidden cards follow their exact conditional distribution (counted over the
consistent deals, chi-square), and it never hands the true hidden cards back more often than chance would."""
import math
import os
from collections import Counter
from fractions import Fraction
from itertools import combinations, permutations

import numpy as np
import pytest

from fishtutor.games import GAMES
from fishtutor.games.fish_eat_fish.cards import FULL_SET, KIND_OF_CODE
from fishtutor.games.fishing_frenzy.cards import DECKS

from tests.support.playing import random_step

SAMPLES = int(os.environ.get("FISHTUTOR_WORLD_SAMPLES", "10000"))  # determinized copies of one position a game
ALPHA = 0.01  # a test of a distribution fails below this p-value
GAMES_PER_GAME = 3  # seeded games of random play a game, for the consistency test
EVERY = 7  # keep every 7th position of them
BARREL = ("cats_in_the_barrel", "fish_in_the_barrel", "fresh_fish")


# ---- positions from seeded play ----------------------------------------------------------------------
def played(game, i: int):
    """Every position of the i-th seeded game of random play (its player count and rules variant by i)."""
    counts = range(game.min_players, game.max_players + 1)
    state = game.new_state(counts[i % len(counts)], seed=500 + i, **game.variants[i % len(game.variants)])
    rng = np.random.default_rng(900 + i)
    while not state.is_terminal():
        yield state
        random_step(state, rng)


def positions(game) -> list:
    """Every EVERY-th position of a few seeded games, each a state of its own (history kept)."""
    return [s.clone() for i in range(GAMES_PER_GAME) for step, s in enumerate(played(game, i)) if step % EVERY == 0]


# ---- what each game hides, and what the seat knows of it -------------------------------------------------
def fish_eat_fish_seen(state) -> list[Counter]:
    """The cards each player turned up in a battle, read from the game's record: every Challenge Card chosen,
    except a choice still face down now (it is that player's last one)."""
    seen = [Counter() for _ in range(state.n)]
    for seat, move in state.history:
        if type(move).__name__ == "ChooseCard":
            seen[seat][KIND_OF_CODE[move.card]] += 1
    for seat, kind in enumerate(state.pending):
        if kind >= 0:
            seen[seat][kind] -= 1
    return seen


def _fish_eat_fish_known(state, copy, seat) -> list[str]:
    """Fish Eat Fish: each player's discards are the cards seen played; hand and face-down card are the rest."""
    wrong = []
    for other, cards in enumerate(fish_eat_fish_seen(state)):
        discard = Counter({k: c for k, c in enumerate(copy.discard[other]) if c})
        if discard != +cards:
            wrong.append(f"player {other}'s discards {dict(discard)} are not the cards seen played {dict(+cards)}")
        if other == seat and (copy.hand[seat], copy.pending[seat]) != (state.hand[seat], state.pending[seat]):
            wrong.append("the seat's own hand or choice changed")
    return wrong


def _barrel_known(state, copy, seat) -> list[str]:
    """The barrel games: played cards, every unplayed set and the number of face-down cards are public."""
    wrong = []
    for other in range(state.n):
        if sorted(copy.hands[other] + copy.picks[other]) != sorted(state.hands[other] + state.picks[other]):
            wrong.append(f"player {other}'s unplayed cards changed")
        if len(copy.picks[other]) != len(state.picks[other]) or copy.played[other] != state.played[other]:
            wrong.append(f"player {other}'s face-down or played cards changed")
        if (other == seat or len(state.picks[other]) == 2) and copy.picks[other] != state.picks[other]:
            wrong.append(f"player {other}'s face-down card, known to the seat, changed")
    return wrong


def fishing_frenzy_pool(view: dict, v: int) -> Counter:
    """The Fish Cards of variety v a seat has not seen, from what it sees: the printed deck less the catches
    whose points it sees (its own, and any drawn face up) and the cards that went face up to the bottom."""
    pool = Counter(DECKS[v])
    pool.subtract(p for row in view["catches"] for w, p, _, _ in row if w == v and p is not None)
    pool.subtract(view["face_up_at_bottom"][v])
    return +pool


def _fishing_frenzy_slots(state, seat, v: int, view: dict | None = None) -> list[int]:
    """Where the seat's unseen cards of variety v lie: the catches whose points it does not see, then the deck
    top down."""
    view = view or state.observation(seat)
    unseen = [state.catches[t][i][1] for t, row in enumerate(view["catches"])
              for i, (w, p, _, _) in enumerate(row) if w == v and p is None]
    return unseen + state.decks[v][state.known[v]:][::-1]


def _fishing_frenzy_known(state, copy, seat) -> list[str]:
    """Fishing Frenzy: the unseen cards of each variety are the printed deck less what the seat saw."""
    wrong, view = [], state.observation(seat)
    for v in range(len(DECKS)):
        if Counter(_fishing_frenzy_slots(copy, seat, v, view)) != fishing_frenzy_pool(view, v):
            wrong.append(f"the unseen cards of variety {v} are not the deck less what the seat saw")
    if sorted(copy.perils[copy.perils_known:]) != sorted(state.perils[state.perils_known:]):
        wrong.append("the unseen Perils changed")
    return wrong


def _fish_frenzy_known(state, copy, seat) -> list[str]:
    """Fish Frenzy: every card out of the deck is face up, so the deck's cards (not their order) are known."""
    same = all(sorted(getattr(copy, f)) == sorted(getattr(state, f)) for f in ("deck", "goal_order", "event_order"))
    return [] if same else ["the deck or a Goal/Event pile holds other cards"]


KNOWN = {"fish_eat_fish": _fish_eat_fish_known, "fishing_frenzy": _fishing_frenzy_known,
         "fish_frenzy": _fish_frenzy_known, "jumping_fish": lambda state, copy, seat: []}
KNOWN.update({name: _barrel_known for name in BARREL})
HIDDEN_FIELDS = {"fish_eat_fish": {"hand", "pending"}, "fish_frenzy": {"deck", "goal_order", "event_order"},
                 "fishing_frenzy": {"decks", "catches", "perils", "dice_seed"}, "jumping_fish": set()}
HIDDEN_FIELDS.update({name: {"hands", "picks"} for name in BARREL})


def test_every_game_says_what_a_seat_knows():
    assert set(KNOWN) == set(GAMES) == set(HIDDEN_FIELDS), "declare what each new game hides and what is known"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_determinized_world_is_one_that_can_be(name):
    """Over seeded positions of real play: the same observation and the same moves for the seat, nothing but
    the hidden fields changed, no rule broken, and what the seat saw of the hidden cards kept."""
    game, checked = GAMES[name], 0
    for i, state in enumerate(positions(game)):
        seat = i % state.num_players()
        for draw in range(2):
            copy = state.determinize(seat, np.random.default_rng([i, draw]))
            where = f"position {i}, seat {seat}"
            assert copy.observation(seat) == state.observation(seat), where
            assert copy.legal_moves(seat) == state.legal_moves(seat), where
            assert copy.current_players() == state.current_players(), where
            assert not game.invariant_violations(copy), (where, game.invariant_violations(copy))
            assert not KNOWN[name](state, copy, seat), (where, KNOWN[name](state, copy, seat))
            public = {f: v for f, v in state.snapshot().items() if f not in HIDDEN_FIELDS[name]}
            assert {f: copy.snapshot()[f] for f in public} == public, where
            checked += 1
    assert checked > 40


# ---- exact distributions, counted over the consistent deals ------------------------------------------------
def labelled(counts: Counter) -> list:
    """Cards as distinct objects (kind, copy number): deals are counted card by card."""
    return [(kind, i) for kind, c in sorted(counts.items()) for i in range(c)]


def ordered_draws(counts: Counter, slots: int) -> Counter:
    """How many deals of ``slots`` distinct cards, in order, out of a pool give each run of kinds."""
    return Counter(tuple(kind for kind, _ in cards) for cards in permutations(labelled(counts), slots))


def joint(*parts: Counter) -> Counter:
    """Deals of independent parts together: each combination counted as the product of its parts' counts."""
    out = Counter({(): 1})
    for part in parts:
        out = Counter({a + b: ca * cb for a, ca in out.items() for b, cb in part.items()})
    return out


def fish_eat_fish_choice_deals(seen: Counter) -> Counter:
    """A player's face-down card by kind, counted over the deals of their eleven cards: which cards are the
    discards (their kinds the cards seen played) and which one of the rest lies face down."""
    cards, played = labelled(Counter({k: c for k, c in enumerate(FULL_SET)})), sum(seen.values())
    deals = Counter()
    for discards in combinations(cards, played):
        if Counter(kind for kind, _ in discards) == +seen:
            for kind, _ in set(cards) - set(discards):
                deals[(kind,)] += 1
    return deals


class World:
    """One position a game and a seat: what to draw from each copy, and its exact distribution by counting."""

    def __init__(self, state, seat, draw, deals, full, true_chance):
        self.state, self.seat, self.draw, self.deals = state, seat, draw, deals
        self.full, self.true_chance = full, true_chance  # the whole hidden part, and the truth's exact chance


def _first(name, test):
    """The first position of seeded play where ``test`` finds a seat with something worth drawing."""
    game = GAMES[name]
    for i in range(40):
        for state in played(game, i):
            for seat in range(state.num_players()):
                world = test(state, seat)
                if world is not None:
                    world.state = state.clone()
                    return world
    raise AssertionError(f"no position of {name} to sample")


def fish_eat_fish_world(state, seat):
    """A battle where the seat still chooses and its opponent, with cards already played, chose face down."""
    others = [o for o in range(state.n) if o != seat and state.pending[o] >= 0]
    if seat not in state.current_players() or not others or sum(state.discard[others[0]]) < 3:
        return None
    seen = fish_eat_fish_seen(state)
    deals = joint(*(fish_eat_fish_choice_deals(seen[o]) for o in others))
    chance = Fraction(deals[tuple(state.pending[o] for o in others)], sum(deals.values()))
    return World(state, seat, lambda s: tuple(s.pending[o] for o in others), deals,
                 lambda s: tuple((s.hand[o], s.pending[o]) for o in range(s.n) if o != seat), chance)


def barrel_world(state, seat):
    """Cards being chosen: the seat still to choose, another player's single card face down."""
    others = [o for o in range(state.n) if o != seat and len(state.picks[o]) == 1]
    if seat not in state.current_players() or not others:
        return None
    pools = [Counter(state.hands[o] + state.picks[o]) for o in others]
    if max(len(p) for p in pools) < 2:
        return None
    deals = joint(*(ordered_draws(p, 1) for p in pools))
    chance = Fraction(deals[tuple(state.picks[o][0] for o in others)], sum(deals.values()))
    return World(state, seat, lambda s: tuple(s.picks[o][0] for o in others), deals,
                 lambda s: tuple(s.picks[o][0] for o in others), chance)


def arrangements(counts: Counter) -> int:
    """How many different orders a pile of these cards can lie in."""
    return math.factorial(sum(counts.values())) // math.prod(math.factorial(c) for c in counts.values())


def fish_frenzy_world(state, seat):
    """A deck with cards of several kinds left: the next two cards off it."""
    if state.is_chance_node() or len(set(state.deck)) < 4 or not state.goal_order:
        return None
    order = arrangements(Counter(state.deck)) * math.factorial(len(state.goal_order)) \
        * math.factorial(len(state.event_order))
    return World(state, seat, lambda s: (s.deck[-1], s.deck[-2]), ordered_draws(Counter(state.deck), 2),
                 lambda s: (tuple(s.deck), tuple(s.goal_order), tuple(s.event_order)), Fraction(1, order))


def fishing_frenzy_world(state, seat):
    """Another Captain holds a Fish Card of a variety whose deck still has unseen cards: its points and the
    deck's top card."""
    view = state.observation(seat)
    for v in range(len(DECKS)):
        slots = _fishing_frenzy_slots(state, seat, v, view)
        others = len(slots) - (len(state.decks[v]) - state.known[v])
        pool = fishing_frenzy_pool(view, v)
        if others and len(slots) > others and len(pool) > 2:
            order = math.prod(arrangements(Counter(_fishing_frenzy_slots(state, seat, w, view)))
                              for w in range(len(DECKS))) * math.factorial(len(state.perils) - state.perils_known)
            return World(state, seat, lambda s: tuple(_fishing_frenzy_slots(s, seat, v, view)[:others + 1]),
                         ordered_draws(pool, others + 1), lambda s: _fishing_frenzy_hidden(s, seat),
                         Fraction(1, order))
    return None


def _fishing_frenzy_hidden(state, seat) -> tuple:
    """Every card the seat cannot see, in its place."""
    view = state.observation(seat)
    return tuple(tuple(_fishing_frenzy_slots(state, seat, v, view)) for v in range(len(DECKS))) \
        + (tuple(state.perils[state.perils_known:]),)


def jumping_fish_world(state, seat):
    """Nothing is hidden: the one consistent world is the position itself."""
    if state.history and seat in state.current_players():
        return World(state, seat, lambda s: (), Counter({(): 1}), lambda s: s.snapshot(), Fraction(1))
    return None


WORLDS = {"fish_eat_fish": fish_eat_fish_world, "fish_frenzy": fish_frenzy_world,
          "fishing_frenzy": fishing_frenzy_world, "jumping_fish": jumping_fish_world}
WORLDS.update({name: barrel_world for name in BARREL})


@pytest.fixture(scope="module", params=sorted(GAMES))
def sampled(request):
    """One position a game, and SAMPLES determinized copies of it for its seat (each from its own seed)."""
    world = _first(request.param, WORLDS[request.param])
    copies = (world.state.determinize(world.seat, np.random.default_rng(i)) for i in range(SAMPLES))
    drawn, truth = Counter(), 0
    true_full = world.full(world.state)
    for copy in copies:
        drawn[world.draw(copy)] += 1
        truth += world.full(copy) == true_full
    return request.param, world, drawn, truth


# ---- the statistics (no scipy: both tails written out) -------------------------------------------------------
def chi_square_survival(x: float, df: int) -> float:
    """P(X >= x) for a chi-square variable with ``df`` degrees of freedom, summed up from df 1 or 2 in steps of
    two (each step adds one term of the regularised upper incomplete gamma function)."""
    y = x / 2
    if df % 2:
        total, shape = math.erfc(math.sqrt(y)), 0.5
    else:
        total, shape = math.exp(-y), 1.0
    while shape < df / 2:
        total += math.exp(shape * math.log(y) - y - math.lgamma(shape + 1)) if y > 0 else 0.0
        shape += 1
    return min(1.0, total)


def binomial_survival(k: int, n: int, p: float) -> float:
    """P(X >= k) for X binomial(n, p), term by term in logarithms."""
    if k <= 0:
        return 1.0
    if p >= 1:
        return 1.0
    if p <= 0:
        return 0.0
    terms = (math.lgamma(n + 1) - math.lgamma(j + 1) - math.lgamma(n - j + 1) + j * math.log(p)
             + (n - j) * math.log1p(-p) for j in range(k, n + 1))
    return min(1.0, sum(math.exp(t) for t in terms))


def chi_square_p(drawn: Counter, deals: Counter, n: int) -> tuple[float, int]:
    """The p-value of the counts drawn against the exact chances, cells expecting fewer than 5 pooled into one
    (a draw no consistent deal gives counts against an expectation of zero: p = 0)."""
    if set(drawn) - set(deals):
        return 0.0, 0
    total = sum(deals.values())
    cells, small = [], [0.0, 0]
    for value, count in deals.items():
        expected = n * count / total
        if expected < 5:
            small[0] += expected
            small[1] += drawn[value]
        else:
            cells.append((expected, drawn[value]))
    if small[0] > 0:
        cells.append(tuple(small))
    statistic = sum((o - e) ** 2 / e for e, o in cells)
    return (chi_square_survival(statistic, len(cells) - 1) if len(cells) > 1 else 1.0), len(cells)


def test_the_statistics_against_known_values():
    assert chi_square_survival(3.841, 1) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_survival(18.307, 10) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_survival(11.345, 3) == pytest.approx(0.01, abs=1e-4)
    assert binomial_survival(3, 4, 0.5) == pytest.approx(5 / 16)
    assert binomial_survival(60, 100, 0.5) == pytest.approx(0.028444, abs=1e-5)


def test_hidden_cards_follow_their_exact_distribution(sampled):
    """The hidden cards drawn over SAMPLES copies against the chances counted over every consistent deal."""
    name, world, drawn, _ = sampled
    assert sum(drawn.values()) == SAMPLES
    p, cells = chi_square_p(drawn, world.deals, SAMPLES)
    total = sum(world.deals.values())
    worst = sorted(world.deals, key=lambda v: -abs(drawn[v] / SAMPLES - world.deals[v] / total))[:3]
    assert p > ALPHA, (name, p, cells, [(v, drawn[v], SAMPLES * world.deals[v] / total) for v in worst],
                       sorted(set(drawn) - set(world.deals))[:3])


def test_no_copy_hands_the_truth_back_more_often_than_chance(sampled):
    """How often a copy's whole hidden part equals the true one, against the truth's exact chance."""
    name, world, _, truth = sampled
    assert binomial_survival(truth, SAMPLES, float(world.true_chance)) > ALPHA, (name, truth, world.true_chance)


def test_the_chance_bound_catches_a_copy_that_leaks():
    """The bound above is not idle: copies that give the true face-down card back one time in five fail it."""
    world = _first("fish_eat_fish", fish_eat_fish_world)
    rng = np.random.default_rng(3)
    truth = sum(rng.random() < 0.2 or world.full(world.state.determinize(world.seat, rng)) == world.full(world.state)
                for _ in range(2000))
    assert binomial_survival(truth, 2000, float(world.true_chance)) <= ALPHA


def test_a_fish_card_drawn_face_up_stays_where_everyone_saw_it():
    """With no unseen card left in a variety's deck, the next catch takes a card lying face up: its points are
    public, so a copy keeps them on that catch (before, they were shuffled with the Captain's hidden cards)."""
    from fishtutor.games.fishing_frenzy import flow
    from fishtutor.games.fishing_frenzy.position import from_position
    state = from_position(2, limit=4)
    board, v = state.board, 0
    spaces = [sq for sq in sorted(board.fish_spaces) if state.variety_at(*sq) == v][:2]
    flow.catch(state, 1, *spaces[0], state.decks[v][-1])  # Red's hidden card
    deck = state.decks[v]
    other = next(i for i, p in enumerate(deck) if p != state.catches[1][0][1])
    deck[other], deck[-1] = deck[-1], deck[other]
    state.known[v] = len(deck)  # every card left lies face up (caught and lost back to the bottom)
    seen = deck[-1]
    flow.catch(state, 1, *spaces[1], seen)
    assert state.observation(0)["catches"][1][1][1] == seen, "a card drawn face up is seen by every Captain"
    for i in range(30):
        copy = state.determinize(0, np.random.default_rng(i))
        assert copy.catches[1][1][1] == seen and copy.observation(0) == state.observation(0)
        assert not GAMES["fishing_frenzy"].invariant_violations(copy)


def test_a_record_saved_before_face_up_catches_were_kept_still_opens():
    """A Fishing Frenzy record without the list of catches drawn face up opens with none (as it was played)."""
    game = GAMES["fishing_frenzy"]
    state = next(s for i, s in enumerate(played(game, 1)) if i == 60).clone()
    data = state.to_json()
    for part in ("state", "origin"):
        del data[part]["face_up_catches"]
    assert game.from_json(data).snapshot() == state.snapshot()
