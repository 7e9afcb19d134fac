"""Fish Eat Fish over several battles: cards leave the hand, so each battle changes the next one's chances.

Exact answers walk the chain of hands with fractions (first-step analysis: a state's value is the chance-weighted
sum over its next states); simulations play all trials together with numpy, one battle per step for every trial
still fighting, until each one is decided.
Without numpy (the browser edition) the simulations draw trial by trial with pure_fish_eat_fish.py."""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, BOTH_ELIMINATED, DEFENDER_WINS, NULLIFIED, OCTOPUS

from . import pure_fish_eat_fish as pure
from .edition import PURE, np
from .fish_eat_fish_battles import EDITION_VALUES, battle, full_hand, outcome_table

DUEL_ENDS = (ATTACKER_WINS, DEFENDER_WINS, BOTH_ELIMINATED)  # how a duel can end, in display order


def played(hand: tuple[int, ...], *kinds: int) -> tuple[int, ...]:
    """The hand left once one card of each of ``kinds`` has been played (a card played leaves the hand)."""
    left = list(hand)
    for kind in kinds:
        if left[kind] == 0:
            raise ValueError(f"the hand holds no card of kind {kind} to play")
        left[kind] -= 1
    return tuple(left)


def battle_table(first_height: int, second_height: int, values: tuple[int, ...] = EDITION_VALUES) -> np.ndarray:
    """Every pairing's outcome as an array (rows of a tuple without numpy): row the first player's card kind,
    column the second's."""
    table = outcome_table(first_height, second_height, tuple(values))
    return np.array(table) if np is not None else table


# ---- a card not yet seen -------------------------------------------------------------------------------------
def unseen_win(mine: int, my_height: int, their_height: int, their_hand: tuple[int, ...],
               values: tuple[int, ...] = EDITION_VALUES, ties_win: bool = False) -> Fraction:
    """The chance my card ``mine`` wins against one card drawn at random from ``their_hand`` (with ``ties_win``,
    the slip of counting a tie, where both stacks go, as a win)."""
    wins = (ATTACKER_WINS, BOTH_ELIMINATED) if ties_win else (ATTACKER_WINS,)
    good = sum(c for k, c in enumerate(their_hand) if battle(mine, k, my_height, their_height, values) in wins)
    return Fraction(good, sum(their_hand))


def simulate_unseen(mine: int, my_height: int, their_height: int, their_hand: tuple[int, ...],
                    values: tuple[int, ...] = EDITION_VALUES):
    """1 where my card beats one drawn at random from their hand."""
    row = battle_table(my_height, their_height, values)[mine]
    if PURE:  # my one card against one of theirs
        return pure.hits(pure.battles((row,), (1,), their_hand), ATTACKER_WINS)
    cards = np.repeat(np.arange(len(their_hand)), their_hand)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return (row[cards[rng.integers(len(cards), size=trials)]] == ATTACKER_WINS).astype(float)
    return simulate


# ---- battles cancelled over a whole game of two players -------------------------------------------------------
def cancelled_battles(hand: tuple[int, ...] | None = None) -> Fraction:
    """The expected number of battles an Octopus cancels while two players play out their hands against each
    other: each battle is cancelled unless neither card is an Octopus, and expectations add over the battles."""
    hand = hand or full_hand()
    size, octopus = sum(hand), hand[OCTOPUS]
    return size * (1 - Fraction(size - octopus, size) ** 2)


def simulate_cancelled(hand: tuple[int, ...] | None = None):
    """The number of cancelled battles when both players' hands are shuffled and played out one card a battle.

    Only where the Octopus cards fall matters: each set of battles they can fall in is equally likely in a
    shuffled hand, so each player draws one such set, and a battle with either player's Octopus is cancelled."""
    hand = hand or full_hand()
    size, octopus = sum(hand), hand[OCTOPUS]
    if PURE:
        return pure.cancelled(size, octopus, octopus, size)
    places = [sum(1 << i for i in battles) for battles in combinations(range(size), octopus)]
    cancelled = np.array([[(p | q).bit_count() for q in places] for p in places])

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        mine, theirs = rng.integers(len(places), size=trials), rng.integers(len(places), size=trials)
        return cancelled[mine, theirs].astype(float)
    return simulate


# ---- a duel between the last two fish on the board ------------------------------------------------------------
def duel_chances(first: tuple[int, ...], second: tuple[int, ...], first_height: int, second_height: int,
                 values: tuple[int, ...] = EDITION_VALUES) -> dict[int, Fraction]:
    """How a duel ends (first-step analysis over the hands): the two fish battle until a battle is not cancelled,
    each card played leaving its hand."""
    total = math.factorial(sum(first)) ** 2
    ends = _duel_ends(first_height, second_height, tuple(values), tuple(first), tuple(second))
    return {end: Fraction(count, total) for end, count in ends.items()}


@lru_cache(maxsize=64)
def _pairings(first_height: int, second_height: int, values: tuple[int, ...]):
    """The pairs of card kinds that decide a battle (with how), and the pairs an Octopus cancels."""
    table = [list(row) for row in outcome_table(first_height, second_height, values)]
    kinds = range(len(table))
    decided = tuple((a, b, table[a][b]) for a in kinds for b in kinds if table[a][b] != NULLIFIED)
    return decided, tuple((a, b) for a in kinds for b in kinds if table[a][b] == NULLIFIED)


@lru_cache(maxsize=200_000)
def _duel_ends(first_height: int, second_height: int, values: tuple[int, ...], a_hand: tuple[int, ...],
               b_hand: tuple[int, ...]) -> dict[int, int]:
    """A duel state's chances of each end times the number of card pairs from here to the end, so that every sum
    stays whole: with n cards in each hand, chance = count / (n!)^2 (shared by every duel on the same heights)."""
    n = sum(a_hand)
    if n != sum(b_hand):
        raise ValueError("the two hands of a duel shrink together: they must hold as many cards")
    decided, cancelled = _pairings(first_height, second_height, values)
    scale = math.factorial(n - 1) ** 2
    out = dict.fromkeys(DUEL_ENDS, 0)
    for a, b, outcome in decided:
        out[outcome] += a_hand[a] * b_hand[b] * scale
    for a, b in cancelled:
        pairs = a_hand[a] * b_hand[b]
        if pairs:
            after = _duel_ends(first_height, second_height, values, played(a_hand, a), played(b_hand, b))
            for end, count in after.items():
                out[end] += pairs * count
    return out


def duel_length(first_octopus: int, second_octopus: int, size: int,
                second_size: int | None = None) -> dict[int, Fraction]:
    """The chance a duel takes 1, 2, ... battles: a battle is cancelled only when an Octopus is played, so the
    chain needs just the Octopus cards left in each hand (of ``size`` and ``second_size`` cards, equal if not
    given; the duel must end before a hand runs out: fewer Octopus cards in all than cards in either hand)."""
    second_size = size if second_size is None else second_size
    if first_octopus + second_octopus >= min(size, second_size):
        raise ValueError("a hand could run out of cards before the duel is decided: fewer Octopus cards, please")

    @lru_cache(maxsize=None)
    def battles(a, b, n, m):
        out = {1: Fraction(n - a, n) * Fraction(m - b, m)}  # neither plays an Octopus: the duel ends now
        for da, pa in ((1, Fraction(a, n)), (0, Fraction(n - a, n))):
            for db, pb in ((1, Fraction(b, m)), (0, Fraction(m - b, m))):
                if (da or db) and pa * pb:
                    for k, q in battles(a - da, b - db, n - 1, m - 1).items():
                        out[k + 1] = out.get(k + 1, Fraction(0)) + pa * pb * q
        return out
    return dict(sorted(battles(first_octopus, second_octopus, size, second_size).items()))


def octopus_places(size: int, octopus: int) -> np.ndarray:
    """Every set of battles (as bits) a hand's ``octopus`` Octopus cards can be played in, over ``size`` battles:
    a shuffled hand puts them in each set equally likely."""
    return np.array([sum(1 << i for i in battles) for battles in combinations(range(size), octopus)], dtype=np.int64)


def simulate_duel_length(first_octopus: int, second_octopus: int, size: int, second_size: int):
    """Seeded duel lengths: each hand's Octopus cards fall in random battles, and the duel ends at the first battle
    with neither (only the Octopus cards decide how long a duel lasts)."""
    duel_length(first_octopus, second_octopus, size, second_size)  # refuses a duel that could run out of cards
    if PURE:
        return pure.duel_lengths(first_octopus, second_octopus, size, second_size)
    mine, theirs = octopus_places(size, first_octopus), octopus_places(second_size, second_octopus)
    both = mine[:, None] | theirs[None, :]
    first_clear = np.array([(~int(b) & (int(b) + 1)).bit_length() for b in both.ravel()]).reshape(both.shape)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        a, b = rng.integers(len(mine), size=trials), rng.integers(len(theirs), size=trials)
        return first_clear[a, b]
    return simulate


def cancelled_ahead(size: int, first_octopus: int, second_octopus: int, battles: int) -> Fraction:
    """The expected number of the next ``battles`` battles an Octopus cancels when two hands of ``size`` cards
    (with these Octopus cards) are played against each other: each battle's cards are a random card of each hand."""
    keep = Fraction(size - first_octopus, size) * Fraction(size - second_octopus, size)
    return battles * (1 - keep)


def simulate_cancelled_ahead(size: int, first_octopus: int, second_octopus: int, battles: int):
    """The number of the next ``battles`` battles with an Octopus in them, the hands shuffled and played out."""
    if PURE:
        return pure.cancelled(size, first_octopus, second_octopus, battles)
    mine, theirs = octopus_places(size, first_octopus), octopus_places(size, second_octopus)
    window = (1 << battles) - 1
    cancelled = np.array([[int((p | q) & window).bit_count() for q in theirs] for p in mine])

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        a, b = rng.integers(len(mine), size=trials), rng.integers(len(theirs), size=trials)
        return cancelled[a, b].astype(float)
    return simulate


def expected(distribution: dict[int, Fraction]) -> Fraction:
    """The mean of a distribution over whole numbers."""
    return sum((k * p for k, p in distribution.items()), Fraction(0))


def play_duels(trials: int, rng: np.random.Generator, first: tuple[int, ...], second: tuple[int, ...],
               table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Play ``trials`` duels at once: each step, every duel not yet over plays one battle, each player's card
    drawn at random from the cards left in hand (one draw picks the pair). Returns how each ended (an index into
    DUEL_ENDS) and how many battles it took."""
    size = sum(first)
    if sum(second) != size:
        raise ValueError("the two hands of a duel shrink together: they must hold as many cards")
    index = np.full(4, -1, dtype=np.int8)
    index[list(DUEL_ENDS)] = range(len(DUEL_ENDS))
    table = np.asarray(table, dtype=np.int8)
    a_full = np.repeat(np.arange(len(first), dtype=np.int8), first)  # small whole numbers: rows copy quickly
    b_full = np.repeat(np.arange(len(second), dtype=np.int8), second)
    # the first two battles: one number per duel picks a pair of cards from the full hands, then a pair from the
    # hands left (read in mixed radix), and a table of every such pick says how the duel stands after them
    ends, lengths = _two_battles(a_full, b_full, table, index)
    pick = rng.integers(ends.size, size=trials, dtype=np.int16 if ends.size < 2 ** 15 else np.int32)
    ending, battles = np.take(ends, pick), np.take(lengths, pick)
    going = np.flatnonzero(ending < 0)
    if not going.size:
        return ending, battles
    if size < 3:
        raise ValueError("a duel ran out of cards before it was decided")
    one, two = np.divmod(pick[going].astype(np.int32), (size - 1) ** 2)
    # then one row per duel still going: the first player's cards, then the second's, the cards still in hand
    # first in each half (a played card's place is taken by the last card still in that hand)
    hands = np.tile(np.concatenate([a_full, b_full]), (going.size, 1))
    rows = np.arange(going.size)
    ra, rb = one // size, one % size + size
    hands[rows, ra] = hands[rows, size - 1]
    hands[rows, rb] = hands[rows, 2 * size - 1]
    left = size - 1
    ra, rb = two // left, two % left + size
    while going.size:
        if left == 1:
            raise ValueError("a duel ran out of cards before it was decided")
        rows = np.arange(going.size)
        hands[rows, ra] = hands[rows, left - 1]
        hands[rows, rb] = hands[rows, size + left - 1]
        left -= 1
        pair = rng.integers(left * left, size=going.size, dtype=np.int16)
        ra, rb = pair // left, pair % left + size
        outcome = table[hands[rows, ra], hands[rows, rb]]
        ending[going], battles[going] = index[outcome], size - left + 1
        on = np.flatnonzero(outcome == NULLIFIED)
        going, hands, ra, rb = going[on], hands[on], ra[on], rb[on]
    return ending, battles


def _two_battles(a_full: np.ndarray, b_full: np.ndarray, table: np.ndarray, index: np.ndarray):
    """For every pick of two battles' cards (a pair from the full hands, then a pair from the hands left; number
    = first pair × (size - 1)² + second pair): how the duel ended (an index into DUEL_ENDS, -1 while it goes on)
    and the battles it took (1 or 2)."""
    size = a_full.size
    once = index[table[a_full[:, None], b_full[None, :]]].reshape(size * size, 1)
    if size == 1:  # no second battle to pick: a cancelled first battle leaves no cards
        return once.ravel(), np.ones(1, dtype=np.int8)
    after = np.arange(size - 1)

    def hands_left(full):  # row i: the hand after card i is played (the last card takes its place)
        rest = np.tile(full[:-1], (size, 1))
        rest[after, after] = full[-1]
        return rest
    a_rest, b_rest = hands_left(a_full), hands_left(b_full)
    twice = index[table[a_rest[:, None, :, None], b_rest[None, :, None, :]]].reshape(size * size, -1)
    ends = np.where(once >= 0, once, twice).ravel()
    lengths = np.where(once >= 0, 1, 2).repeat(twice.shape[1], axis=1).ravel().astype(np.int8)
    return ends, lengths


def duel_sampler(first: tuple[int, ...], second: tuple[int, ...], first_height: int, second_height: int,
                 values: tuple[int, ...] = EDITION_VALUES):
    """Seeded duels: ``(endings, battles)`` for each trial."""
    if PURE:
        if sum(first) != sum(second):
            raise ValueError("the two hands of a duel shrink together: they must hold as many cards")
        return pure.duels(outcome_table(first_height, second_height, tuple(values)), first, second, DUEL_ENDS,
                          NULLIFIED)
    table = battle_table(first_height, second_height, values)
    return lambda trials, rng: play_duels(trials, rng, first, second, table)

