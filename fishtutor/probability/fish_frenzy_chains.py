"""Fish Frenzy round after round, as Markov chains: a seagull's supply running down as it eats, and a boat
that stays free of crabs until one is dealt on its left.

Only one boat's cards matter here, and in a well-shuffled deck the cards that boat gets, in order, are as random
as the first cards off the top (every order of the deck is equally likely), so both the exact answers and the
simulations deal those cards straight off a fresh deck, without replacement.
Without numpy (the browser edition) the simulations deal trial by trial with pure_fish_frenzy.py."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL

from . import pure_fish_frenzy as pure
from .edition import PURE, np
from .fish_frenzy_deal import EDITION_DECK, FRESH_SUPPLY, Deck, Shoe, crab_groups, falling, fish_groups


# ---- the supply running down: eat on one boat every round ------------------------------------------------------
def unseen_groups(deck: Deck = EDITION_DECK, seen: tuple[int, ...] = ()) -> tuple[tuple[int, ...], np.ndarray]:
    """The cards not yet seen, grouped by the little fish they show (1, 2, 3), when ``seen`` cards of each group
    are face up already; and each group's little fish."""
    groups, fish = fish_groups(deck)
    seen = tuple(seen) + (0,) * (len(groups) - len(seen))
    if any(n < k for n, k in zip(groups, seen)):
        raise ValueError(f"{seen} face-up cards are more than {deck.describe()} holds.")
    return tuple(n - k for n, k in zip(groups, seen)), fish


def supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK,
                  seen: tuple[int, ...] = ()) -> dict[int, Fraction]:
    """Chance that a seagull who eats every round on a boat with ``extra`` little fish empties its supply of
    ``supply`` in exactly t rounds: first-step analysis over (supply left, cards left in the deck), the deck
    without the ``seen`` face-up cards (showing 1, 2, 3 little fish)."""
    groups, fish = unseen_groups(deck, seen)
    return dict(sorted(_rounds_from(supply, groups, tuple(int(f) + extra for f in fish)).items()))


@lru_cache(maxsize=None)
def _rounds_from(supply: int, left: tuple[int, ...], meal: tuple[int, ...]) -> dict[int, Fraction]:
    """Rounds still to go, from ``supply`` little fish left and ``left`` cards of each group in the deck."""
    if supply <= 0:
        return {0: Fraction(1)}
    out: dict[int, Fraction] = {}
    for g, n in enumerate(left):
        if n:
            after = left[:g] + (n - 1,) + left[g + 1:]
            for t, q in _rounds_from(supply - min(meal[g], supply), after, meal).items():
                out[t + 1] = out.get(t + 1, Fraction(0)) + Fraction(n, sum(left)) * q
    return out


def expected_supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK,
                           seen: tuple[int, ...] = ()) -> Fraction:
    """Expected rounds of eating until the supply is empty."""
    return sum((t * p for t, p in supply_rounds(extra, supply, deck, seen).items()), Fraction(0))


def supply_rounds_refilled(chances: dict[int, Fraction], extra: int = 0, supply: int = FRESH_SUPPLY) -> Fraction:
    """Expected rounds until the supply is empty if every meal were drawn from the same chances (a deck refilled
    after each card): T(s) = 1 + sum over meals m of P(m) T(s - m), T(0) = 0, solved from the bottom up."""
    rounds = [Fraction(0)]
    for s in range(1, supply + 1):
        rounds.append(1 + sum((p * rounds[max(s - f - extra, 0)] for f, p in chances.items()), Fraction(0)))
    return rounds[supply]


def supply_over_average(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK,
                        seen: tuple[int, ...] = ()) -> Fraction:
    """The slip: the supply divided by the average meal (forgets that the last meal overshoots)."""
    groups, fish = unseen_groups(deck, seen)
    average = Fraction(sum(int(f) * n for f, n in zip(fish, groups)), sum(groups))
    return Fraction(supply) / (average + extra)


def supply_minutes(supply: int, left: tuple[int, ...], meal: tuple[int, ...]) -> int:
    """Minutes the chain takes by hand: about one a state (supply left, cards eaten so far), at most 45 (then a
    learner writes the few lines of code that follow the chain)."""
    states, todo = set(), [(supply, left)]
    while todo:
        s, cards = todo.pop()
        if s <= 0 or (s, cards) in states:
            continue
        states.add((s, cards))
        todo += [(s - meal[g], cards[:g] + (n - 1,) + cards[g + 1:]) for g, n in enumerate(cards) if n]
    return min(45, 5 + len(states))


MEALS = 4  # rounds of meals dealt at once for every seagull (one random number a seagull)


def sample_supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK,
                         seen: tuple[int, ...] = ()):
    """Each trial's rounds until the supply is empty, all trials stepped together until every one has run out; the
    meals come off a shuffled deck of the cards not yet seen."""
    groups, fish = unseen_groups(deck, seen)
    if PURE:
        return pure.rounds_to_empty(groups, [int(f) + extra for f in fish], supply)
    meals = (fish + extra).astype(np.int16)  # each group's meal, before the supply's cap

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        shoe, left = Shoe(trials, groups), np.full(trials, supply, dtype=np.int16)
        rounds = np.zeros(trials, dtype=np.int16)
        while (left > 0).any():
            for card in shoe.deal(rng, min(MEALS, shoe.remaining)):  # a few rounds' cards off one draw
                meal = meals[card]
                rounds += left > 0
                left -= np.minimum(meal, left)
        return rounds
    return sample


# ---- a crab-free boat: collect while no crab is under it, else eat ---------------------------------------------
def clean_collects(rounds: int, deck: Deck = EDITION_DECK) -> dict[int, Fraction]:
    """Chance of collecting exactly k times in ``rounds`` rounds on one boat, when the seagull collects whenever
    no crab is under the boat and eats otherwise. A chain on (crabs left in the deck, collections so far) while
    the boat is clean; a crab dealt on the left can never be eaten (eating takes the rightmost card only), so
    the boat is then stuck with it for good and the count stops."""
    clean = {(deck.crabs, 0): Fraction(1)}
    stuck: dict[int, Fraction] = {}
    for r in range(rounds):
        cards, after = deck.size - CARDS_PER_DEAL * r, {}
        for (crabs, k), p in clean.items():
            left_crab = Fraction(crabs, cards)
            stuck[k] = stuck.get(k, Fraction(0)) + p * left_crab
            fish_left = 1 - left_crab
            right_crab = Fraction(crabs, cards - 1)  # eaten at once: the boat stays clean
            after[(crabs - 1, k)] = after.get((crabs - 1, k), Fraction(0)) + p * fish_left * right_crab
            after[(crabs, k + 1)] = after.get((crabs, k + 1), Fraction(0)) + p * fish_left * (1 - right_crab)
        clean = {key: p for key, p in after.items() if p}
    out = {k: stuck.get(k, Fraction(0)) for k in range(rounds + 1)}
    for (_, k), p in clean.items():
        out[k] += p
    return out


def expected_clean_collects(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """Expected collections, from the chain's distribution."""
    return sum((k * p for k, p in clean_collects(rounds, deck).items()), Fraction(0))


def collects_as_fresh_starts(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """The slip: every round taken as a fresh start (both new cards fish, in each round alike)."""
    fish = deck.size - deck.crabs
    return rounds * Fraction(falling(fish, CARDS_PER_DEAL), falling(deck.size, CARDS_PER_DEAL))


def collects_if_every_crab_sticks(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """The slip: a crab on the right taken to stay too (collect in round r only if all its cards so far are fish)."""
    fish = deck.size - deck.crabs
    return sum((Fraction(falling(fish, CARDS_PER_DEAL * r), falling(deck.size, CARDS_PER_DEAL * r))
                for r in range(1, rounds + 1)), Fraction(0))


def _pairs_off(number: np.ndarray, sizes: list[int]) -> list[np.ndarray]:
    """The rounds' picks read off one random number per trial, below the product of ``sizes`` (first round's
    pick the most significant; each pick below its size)."""
    picks, place, step = [], np.empty_like(number), np.empty_like(number)
    for i in range(len(sizes) - 1):
        worth = np.uint32(np.prod(sizes[i + 1:], dtype=object))
        np.floor_divide(number, worth, out=place)
        np.subtract(number, np.multiply(place, worth, out=step), out=number)
        picks.append(place.astype(np.int16))
    return picks + [number.astype(np.int16)]  # what is left is the last round's pick


def _crab_pairs(collects: np.ndarray, r: int, deck: Deck):
    """For clean boats in round ``r`` (from 0): how many of the ordered pairs of cards left have a crab on the left,
    and how many have a crab anywhere. While clean, a boat ate a crab every round it did not collect, so its deck
    holds crabs - r + collects crabs (the same for every boat in the first round)."""
    cards = deck.size - CARDS_PER_DEAL * r
    if r == 0:
        return deck.crabs * (cards - 1), deck.crabs * (cards - 1) + deck.crabs * (cards - deck.crabs)
    crabs = collects + np.int16(deck.crabs - r)
    left_crab = crabs * np.int16(cards - 1)  # pairs with a crab on the left
    some_crab = np.multiply(crabs, np.int16(cards) - crabs, out=crabs)
    some_crab += left_crab  # ... or a fish, then a crab
    return left_crab, some_crab


def sample_clean_collects(rounds: int, deck: Deck = EDITION_DECK):
    """Each trial's collections, all trials' boats stepped round by round together to the end of the game. A
    round's two cards are one of the n (n - 1) ordered pairs of the n cards left, all equally likely; counting
    the pairs with a crab on the left first, then those with a fish on the left and a crab on the right, then
    those with two fish, one uniform pick tells which it is. Four rounds' picks come off one 64-bit random
    number (read in mixed radix, split in two halves of two rounds). A stuck boat's deck is no longer followed:
    nothing it is dealt counts any more."""
    if PURE:
        return pure.clean_rounds(crab_groups(deck), rounds, CARDS_PER_DEAL)
    pairs = [(deck.size - CARDS_PER_DEAL * r) * (deck.size - CARDS_PER_DEAL * r - 1) for r in range(rounds)]
    packs, r = [], 0
    while r < rounds:  # as many rounds a random number as fit below 2**31
        k = 1
        while r + k < rounds and np.prod(pairs[r:r + k + 1], dtype=object) < 2 ** 31:
            k += 1
        packs.append((r, pairs[r:r + k]))
        r += k

    halves = [packs[i:i + 2] for i in range(0, len(packs), 2)]  # two packs share one 64-bit random number

    def numbers(trials: int, rng: np.random.Generator, two: list) -> list[np.ndarray]:
        """One random number per trial for each pack of ``two``: a 64-bit one split in two when there are two."""
        sizes = [int(np.prod(s, dtype=object)) for _, s in two]
        if len(two) == 1:
            return [rng.integers(sizes[0], size=trials, dtype=np.int32).view(np.uint32)]
        both = rng.integers(sizes[0] * sizes[1], size=trials).view(np.uint64)
        high = both // np.uint64(sizes[1])
        return [high.astype(np.uint32), (both - high * np.uint64(sizes[1])).astype(np.uint32)]

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        collects = np.zeros(trials, dtype=np.int16)
        clean = np.ones(trials, dtype=bool)
        for two in halves:
            for (first, sizes), number in zip(two, numbers(trials, rng, two)):
                for r, pick in enumerate(_pairs_off(number, sizes), start=first):
                    left_crab, some_crab = _crab_pairs(collects, r, deck)
                    clean &= pick >= left_crab
                    collects += clean & (pick >= some_crab)
        return collects  # small whole numbers: one conversion where they are needed
    return sample
